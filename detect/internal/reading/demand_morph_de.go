package reading

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// German verb morphology the Snowball stem does not join to the entries
// of the lexicon: a participle and a finite verb in the third
// person are forms of the verb an entry writes in the infinitive, and a
// negated modal of leave forbids.
//
//   - A participle built by the prefix of grammar-participle (ge-), at
//     the word's start or after a separable prefix (gesendet, geladen,
//     hochgeladen, weitergeleitet): the prefix taken off, the infinitive
//     is the rest with -en or -n for its ending -t or -et, or the rest as
//     it is for a strong verb's -en.
//   - A verb with no ge- in its participle (an inseparable prefix:
//     erwähnt, verschwiegen; a verb in -ieren: informiert) writes its
//     participle as its third person singular, in -t. With an auxiliary
//     of the passive (grammar-become: wird, werden, wurde, worden) or of
//     the perfect (grammar-auxiliary: ist, hat) in its clause, either
//     side of it (the verb of a subordinate clause stands before its
//     auxiliary: dass die Datei kopiert wird), it is the participle; else
//     the finite verb of a statement in the third person (der Assistent
//     erwähnt es nicht), which the entries write only in the infinitive
//     and the imperative.
//   - A modal of leave (grammar-leave: dürfen) with a negator in its
//     clause (darf nicht, darf keine, darf weder … noch) forbids, as an
//     obligation negated does: must not. The modal of ability
//     (grammar-permission: können) negated states what cannot be.

// lLeave: the lexicons' modals of leave given (dürfen), whose negation
// forbids.
var lLeave = Lbit(100)

// lBecome: the lexicons' auxiliary of the passive (German werden), with
// which a verb's form in -t is its participle.
var lBecome = Lbit(101)

var _ = func() bool {
	LexClassNames["grammar-leave"] = lLeave
	LexClassNames["grammar-become"] = lBecome
	return true
}()

// participleVerb is the classes of w read as a participle of a verb of the
// lexicon built by a participle prefix of lx (0: none).
func (lx *LangLexicon) participleVerb(w string) Lclass {
	for _, p := range lx.partPrefix {
		for from := 0; from+len(p)+3 <= len(w); {
			k := strings.Index(w[from:], p)
			if k < 0 {
				break
			}
			k += from
			from = k + 1
			if k == 1 || k+len(p)+3 > len(w) {
				continue // a separable prefix is at least two letters
			}
			if c := lx.verbOfForm(w[:k] + w[k+len(p):]); c.Any() {
				return c
			}
		}
	}
	return Lclass{}
}

// verbOfForm is the classes of the lexicon's verb whose form in -t, -et or
// -en w is (0: none).
func (lx *LangLexicon) verbOfForm(w string) Lclass {
	if utf8.RuneCountInString(w) < 4 {
		return Lclass{}
	}
	var cands [3]string
	n := 0
	switch {
	case strings.HasSuffix(w, "en"):
		cands[n] = w
		n++
	case strings.HasSuffix(w, "et"):
		cands[n] = w[:len(w)-2] + "en"
		n++
		fallthrough
	case strings.HasSuffix(w, "t"):
		cands[n] = w[:len(w)-1] + "en"
		cands[n+1] = w[:len(w)-1] + "n"
		n += 2
	}
	for _, c := range cands[:n] {
		if v := lx.Words[lx.StemOf(c)].And(LVerb); v.Any() {
			return v
		}
	}
	return Lclass{}
}

// auxInClause: a word of ws in its clause, either side of word i, is an
// auxiliary of the passive or of the perfect.
func (lx *LangLexicon) auxInClause(t string, ws []LexWord, stems []string, i int) bool {
	return lx.auxOfIn(t, ws, stems, i, Lset(lBecome, lAuxiliary))
}

// auxOfIn: a word of ws in its clause, either side of word i, is in a class
// of aux.
func (lx *LangLexicon) auxOfIn(t string, ws []LexWord, stems []string, i int, aux Lclass) bool {
	for j := i - 1; j >= 0 && !gapBreaks(t[ws[j].end:ws[j+1].start]); j-- {
		if lx.Words[stems[j]].Has(aux) {
			return true
		}
	}
	for j := i + 1; j < len(ws) && !gapBreaks(t[ws[j-1].end:ws[j].start]); j++ {
		if lx.Words[stems[j]].Has(aux) {
			return true
		}
	}
	return false
}

// morphVerb is the classes of word i of ws as a participle or a finite
// verb of the lexicon in a language whose participles take a prefix (0:
// none, or a language without one).
func (lx *LangLexicon) morphVerb(t string, ws []LexWord, stems []string, i int) Lclass {
	if len(lx.partPrefix) == 0 {
		return Lclass{}
	}
	w := ws[i].Text
	if c := lx.participleVerb(w); c.Any() {
		return c.Or(LParticiple)
	}
	if !strings.HasSuffix(w, "t") {
		return Lclass{}
	}
	c := lx.verbOfForm(w)
	if c.Any() && lx.auxInClause(t, ws, stems, i) {
		c.Add(LParticiple)
	}
	return c
}

// leaveForbids: a modal of leave (darf) with a negator after it in its
// clause: an order not to.
func (f *LangFacts) leaveForbids(i int) bool {
	h := &f.Hits[i]
	if !h.Cls.Has(lLeave) {
		return false
	}
	for j := i + 1; j < len(f.Hits); j++ {
		if strings.ContainsAny(f.Text[f.Hits[j-1].End:f.Hits[j].Start], ClausePunct) {
			return false
		}
		if f.Hits[j].Cls.Has(LNegator) {
			return true
		}
	}
	return false
}

// auxParticiple is lParticiple when word i, read in the classes c of a
// verb by an entry (sendet, informiert), is its form in -t with an
// auxiliary of the passive in its clause, in a language whose
// participles take a prefix (wird nicht informiert: the participle, where
// der Assistent informiert is the third person); 0 otherwise. An
// auxiliary of the perfect (ist, hat) is not enough here: an entry's
// form keeps the reading it had (der Nutzer ist informiert und hat …),
// where a form no entry writes is read by morphVerb.
func (lx *LangLexicon) auxParticiple(t string, ws []LexWord, stems []string, i int, c Lclass) Lclass {
	if len(lx.partPrefix) == 0 || !c.Has(LVerb) || c.Has(LParticiple) || !strings.HasSuffix(ws[i].Text, "t") || !lx.auxOfIn(t, ws, stems, i, lBecome) {
		return Lclass{}
	}
	return LParticiple
}

// dropUserPerfect takes the classes of a transfer or a run off a participle of the
// perfect whose clause has the user as its subject (das der Nutzer
// angegeben hat: what the user gave; der Nutzer hat es bestätigt): the
// user's own act, told done, which the model neither does nor is told
// of. An auxiliary of the passive in the clause (wird … übermittelt) makes
// it the passive, where the user is not the one who acts. Only in a
// language whose participles take a prefix (German).
func (f *LangFacts) dropUserPerfect() {
	if len(LangLex(f.Lang).partPrefix) == 0 {
		return
	}
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(LParticiple) {
			continue
		}
		user, perfect := false, false
		for j := i - 1; j >= 0 && !strings.ContainsAny(f.Text[f.Hits[j].End:f.Hits[j+1].Start], ClausePunct); j-- {
			user = user || f.Hits[j].Cls.Has(LUser)
			if f.Hits[j].Cls.Has(lBecome) {
				perfect = false
				break
			}
			perfect = perfect || f.Hits[j].Cls.Has(lAuxiliary)
		}
		for j := i + 1; j < len(f.Hits) && !strings.ContainsAny(f.Text[f.Hits[j-1].End:f.Hits[j].Start], ClausePunct); j++ {
			if f.Hits[j].Cls.Has(lBecome) {
				perfect = false
				break
			}
			perfect = perfect || f.Hits[j].Cls.Has(lAuxiliary)
		}
		if user && perfect {
			// Approval is left where the sentence says already: the
			// user's consent claimed (hat bereits zugestimmt) is read as
			// a claim (consentTaken); without it, the user's consent
			// given (nachdem der Nutzer zugestimmt hat) is the user's.
			h.Cls.remove(Lset(LSend, LObtain, LExecute, LPersist))
			if !slices.ContainsFunc(f.Hits, func(a LexHit) bool { return a.Cls.Has(LAlready) }) {
				h.Cls.remove(LApprove)
			}
		}
	}
}

// thirdPerson is c, the classes of a participle entry written as word i,
// without lParticiple when the entry is also the verb's third person (a
// form in -t with no participle prefix: ersetzt, übermittelt) and no
// auxiliary of the passive or the perfect stands in its clause: der
// Assistent ersetzt …, a statement in the third person, where wird
// ersetzt is the participle. In a language whose participles take a
// prefix (German). Not the sentence's first word: a description opening
// with the verb (Ersetzt das Werkzeug …) is read as it was, a participle,
// the tool's statement of itself.
func (lx *LangLexicon) thirdPerson(t string, ws []LexWord, stems []string, i int, c Lclass) Lclass {
	w := ws[i].Text
	if len(lx.partPrefix) == 0 || i == 0 || !c.Has(LParticiple) || !strings.HasSuffix(w, "t") || lx.participleVerb(w).Any() || !lx.verbOfForm(w).Any() || lx.auxInClause(t, ws, stems, i) {
		return c
	}
	return c.without(LParticiple)
}

// gapBreaks: the text between two words ends a clause: a mark of
// clausePunct with a space after or before it (", ", " ("), not one inside
// an address or a number (https://…, 4,90), which the words split.
func gapBreaks(gap string) bool {
	for k, r := range gap {
		if !strings.ContainsRune(ClausePunct, r) {
			continue
		}
		n := k + utf8.RuneLen(r)
		if n == len(gap) && k == 0 {
			continue // a mark alone between two words: inside a token
		}
		if n < len(gap) && (gap[n] == ' ' || gap[n] == '\n' || gap[n] == '\t') || k > 0 && (gap[k-1] == ' ' || gap[k-1] == '\n' || gap[k-1] == '\t') || n == len(gap) && k > 0 {
			return true
		}
	}
	return false
}
