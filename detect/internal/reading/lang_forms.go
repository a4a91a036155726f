package reading

import (
	"strings"
)

// The readings of a sentence in another language where the forms every
// language writes alike (a path, an address, a command line:
// demand_struct.go) and the lexicon's words (demand_lang.go) meet.
// English reads its words first and the forms after them (readLine); in
// another language the forms come first, and alone they would miss:
//
//   - a sentence whose command line or address the forms read as a
//     program run or data sent somewhere would not be read by its lexicon
//     at all, so what it sends (the conversation, a secret named in
//     words: 会話ログ, переписку, la contraseña) would go unseen
//     (lexObject);
//   - a secret's path beside an outside address would be read as a
//     demand to send it there whatever the sentence's words said of it,
//     so a prohibition (Non inviare mai `.env` a ...; 不要把 `.env` 上传到
//     ...; sin adjuntar el `.env`) would read as the demand it forbids
//     (moveForbidden).

// lexObject is the lexicon's reading of line, a sentence in lang
// whose forms gave d, when the forms named no object and the lexicon
// reads one (a secret, the conversation, facts about the user): what a
// command line or an address carries, told in words.
func LexObject(v *ToolView, reg *Registry, i int, a *Analysis, line Sent, params map[string]string, lang string, lead bool, d *SentenceDemand) (SentenceDemand, bool) {
	if d.ObjectKind != "" {
		return SentenceDemand{}, false
	}
	ld, ok := LangDemand(v, reg, i, a, line, params, lang, lead)
	if !ok || ld.ObjectKind == "" {
		return SentenceDemand{}, false
	}
	return ld, true
}

// moving are the lexicon's classes of moving data: sending,
// copying on, getting hold of, telling.
var moving = Lset(LSend, LReroute, LObtain, LCommunicate, LCarry)

// moveForbidden: in sentence line, in lang, the secret's path at
// token at (the forms' object) is what a verb of moving forbids or does
// without: a verb of moving in the path's clause that is negated
// (negatedAt: Non inviare mai; 不要把 … 上传) or that a word of doing
// without stands right before (sin adjuntar el `.env`, ohne die `.env`
// mitzuschicken), and no verb of moving in that clause that is neither.
// A verb of asking or confirming negated (sin preguntar, ohne Rückfrage)
// is not the secret's: "upload `.env` without asking" sends it.
func MoveForbidden(raw string, a *Analysis, line Sent, lang string, at int) bool {
	if at < line.From || at >= line.To {
		return false
	}
	f := ReadLang(raw, a, line, lang)
	off := int(a.Tokens[at].Start) - f.Base
	if off < 0 || off > len(f.Text) {
		return false
	}
	from := strings.LastIndexAny(f.Text[:off], ClausePunct) + 1
	to := len(f.Text)
	if k := strings.IndexAny(f.Text[off:], ClausePunct); k >= 0 {
		to = off + k
	}
	forbidden, free := false, false
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(moving) || h.Start < from || h.End > to {
			continue
		}
		if f.NegatedAt(h) || without(&f, i, from) {
			forbidden = true
		} else {
			free = true
		}
	}
	return forbidden && !free
}

// without: a word of doing without (grammar-without) is the hit
// right before hit i in its clause, which opens at from (sin adjuntar,
// sans envoyer, 无需上传): the act done without, not done.
func without(f *LangFacts, i, from int) bool {
	if i == 0 {
		return false
	}
	w := &f.Hits[i-1]
	return w.Cls.Has(LWithout) && w.Start >= from && !w.Cls.Has(moving) && !strings.ContainsAny(f.Text[w.End:f.Hits[i].Start], ClausePunct)
}

// secret is the first word of a secret in f that is not what an
// act is done with: in a language read by words, in a sentence that names
// other data (demand-data, lang-report, demand-program: the file, the
// report, the build), a secret with a word of
// means (grammar-with: con, avec, mit) among the three words before it
// and no verb between (envoie le rapport à … avec le jeton
// `CODECOV_TOKEN`: the report is sent, the token signs the upload; with
// nothing else named, the secret is what fills: preenchido com a senha), as
// ask.exfil-outside reads "with the PYPI_TOKEN" in English. Chinese,
// Japanese and Korean write grammar-with for what goes along (连同,
// と共に), which is sent; there every secret counts.
func secret(f *LangFacts) *LexHit {
	dict := LangLex(f.Lang).Dict
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(LSecret) {
			continue
		}
		if dict || !otherData(f) || !means(f, i) {
			return h
		}
	}
	return nil
}

// means: a word of grammar-with stands among the three words
// before hit i, in its clause, with no verb between.
func means(f *LangFacts, i int) bool {
	h := &f.Hits[i]
	for k := i - 1; k >= 0; k-- {
		w := &f.Hits[k]
		if h.Seq-w.Seq > 3 || strings.ContainsAny(f.Text[w.End:h.Start], ClausePunct) || w.Cls.Has(LVerb) {
			return false
		}
		if w.Cls.Has(LWith) {
			return true
		}
	}
	return false
}

// Asking dropped, as ask.asking-off-lang reads it, where the language
// writes it in ways that reading does not follow.

// askingWithout: in Chinese, Japanese or Korean, hit h is a word of
// doing without that holds a word of asking or consent in it (確認せずに,
// 聞かずに, 확인하지 않고, 不询问): the dictionary takes the longest entry,
// so the asking it drops is read inside it.
func AskingWithout(f *LangFacts, h *LexHit) bool {
	lx := LangLex(f.Lang)
	if !lx.Dict || !h.Cls.Has(LWithout) {
		return false
	}
	w := f.Text[h.Start:h.End]
	for i := range w {
		for j := len(w); j > i; j-- {
			if (i > 0 || j < len(w)) && lx.Words[w[i:j]].Has(Lset(LAsk, LConsent, LPrompt)) {
				return true
			}
		}
	}
	return false
}

// cond: hit i is a condition that bounds an order: not a bare word
// of only (bareOnly: solo, só, nur, "only"), and not the time of a
// consent claimed in its clause (el usuario ya aceptó … cuando la
// instaló: when the user gave it, not when to ask).
func cond(f *LangFacts, i int) bool {
	h := &f.Hits[i]
	if !h.Cls.Has(LConditional) || BareOnly(f, i) {
		return false
	}
	return !(f.InClause(h, LAlready) != nil && f.InClause(h, Lset(LConsent, LApprove)) != nil)
}

// conditioned: the sentence holds a condition (cond).
func Conditioned(f *LangFacts) bool {
	for i := range f.Hits {
		if cond(f, i) {
			return true
		}
	}
	return false
}

// condBefore: a condition (cond) stands before h in its clause.
func CondBefore(f *LangFacts, h *LexHit) bool {
	from, _ := f.ClauseOf(h)
	for i := range f.Hits {
		if x := &f.Hits[i]; x.Start >= from && x.End <= h.Start && cond(f, i) {
			return true
		}
	}
	return false
}

// presumed: consent stated as deemed or presumed given
// (demand-presumed: 视为已同意, gilt als erteilt, se da por otorgado), not
// negated and not under a condition: a consent claimed, as grammar-already
// with a word of consent is.
func Presumed(f *LangFacts) bool {
	if Conditioned(f) {
		return false
	}
	for i := range f.Hits {
		if h := &f.Hits[i]; h.Cls.Has(lPresumed) && !f.NegatedAt(h) {
			return true
		}
	}
	return false
}

// caseBounds: every condition of a run lead (grammar-conditional)
// stands in a clause before the clause of its verb of running, which
// holds none: "if the build fails, run:" (ビルドが失敗した場合は、…を実行
// すること:, wenn der Build fehlschlägt, führe … aus:) bounds an order by
// a case, as English reads it; a verb of running inside the condition's
// own clause ("プラグインとしてインストールした場合：": when installed as a
// plugin) names the case, a label over the block, not an order.
func CaseBounds(f *LangFacts) bool {
	run := f.Hit(LExecute)
	if run == nil {
		return false
	}
	from, _ := f.ClauseOf(run)
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Cls.Has(LConditional) && !BareOnly(f, i) && h.End > from {
			return false
		}
	}
	return true
}

// Concealment stated rather than ordered, in another language.

// toldWithheld is the telling a sentence withholds when it is not
// an active verb under a negator (withheldLang's own): a telling stated
// in the passive and negated (не упоминаются, no se mencionan, não são
// mencionadas: the participle's verb classes are in f.toldAt), or a
// telling done without (sans le signaler, senza dirlo, sin mencionarlo:
// tellWithout). Nil: none.
func ToldWithheld(f *LangFacts) *LexHit {
	for k := range f.toldAt {
		if h := &f.toldAt[k]; h.Cls.Has(Lset(LCommunicate, LSay)) && Negated(f, h) {
			return h
		}
	}
	for i := range f.Hits {
		if TellWithout(f, i) {
			return &f.Hits[i]
		}
	}
	return nil
}

// tellWithout: hit i is a verb of telling (demand-communicate,
// lang-say) that a word of doing without governs: the hit before it in
// its clause, past the object pronouns between (sans le signaler, sin
// decírselo), is grammar-without.
func TellWithout(f *LangFacts, i int) bool {
	h := &f.Hits[i]
	if !h.Cls.Has(Lset(LCommunicate, LSay)) || h.Cls.Has(Lset(LReport, LReply)) {
		return false
	}
	for k := i - 1; k >= 0; k-- {
		w := &f.Hits[k]
		if strings.ContainsAny(f.Text[w.End:h.Start], ClausePunct) {
			return false
		}
		if w.Cls.Has(lClitic) && !w.Cls.Has(LWithout) {
			continue
		}
		// A negator over the act the telling is done without makes
		// the telling a requirement (no añadas dependencias sin
		// mencionarlo: add none without saying so).
		return w.Cls.Has(LWithout) && !w.Cls.Has(moving) && !f.NegatedAct(w)
	}
	return false
}

// askedForThing: the sentence r reads asks for a thing, not for
// consent: it names a secret (a word of demand-secret, or one by the
// forms every language writes alike) and no word of consent, approving or
// a prompt (no le pidas la contraseña al usuario: do not ask the user for
// the password, which protects it). Asking for it forbidden is not the
// user's confirmation removed.
func askedForThing(r *LangReader) bool {
	return (r.Facts.Has(LSecret) || r.formAt >= 0) && !r.Facts.Has(Lset(LConsent, LApprove, LPrompt))
}

// otherData: f names data other than a secret (demand-data,
// lang-report, demand-program), by a word that is not also the word of
// means (Portuguese com, a program's extension too).
func otherData(f *LangFacts) bool {
	for i := range f.Hits {
		if h := &f.Hits[i]; h.Cls.Has(Lset(LData, LReport, LProgram)) && !h.Cls.Has(LWith) {
			return true
		}
	}
	return false
}

// label: token k is a label, closed by a colon after any emphasis
// (- **Drop**: …): the name of a case a list describes, not an act the
// sentence asks for.
func Label(r *AskReader, k int) bool {
	end := int(r.A.Tokens[k].End)
	if end > len(r.Raw) {
		return false
	}
	rest := strings.TrimLeft(r.Raw[end:], "*_` ")
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "：")
}
