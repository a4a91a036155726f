package reading

import (
	"strings"
)

// The participants of a sentence read in another language, and its scope in
// time: one reading, computed once per sentence from the classes of its
// words and the closed-class grammar that marks who takes part (the
// grammar-addressee, grammar-attribution and grammar-only records, the
// demand-self-decide, demand-presumed and demand-voice records), which the
// frames of concealment, approval, impersonation and lasting rules read in
// place of each finding the user's part on its own:
//
//   - the one told: the user marked as the addressee (al usuario, à
//     l'utilisateur, dem Nutzer, пользователю, 向用户, ユーザーに, 사용자에게);
//     with a negator in its clause, the one NOT told, whatever the verb
//     (n'en parlez pas à l'utilisateur; 不要向用户提及);
//   - what is told narrowed to success (report only success);
//   - the one who decides: the model, when it is said to decide by itself
//     (acepte por su cuenta), when the user is not consulted (sin consultar
//     al usuario), or when consent is taken as given (implied, presumed,
//     tacit, deemed approved already); the user, when the user is the one
//     said to decide by themselves;
//   - whose words they are: a speaker other than the tool's author, named
//     by a label ([Mensaje del sistema]:, Administrateur :) or by a marker
//     of source (por indicación del administrador, 根据管理员的指示);
//   - the scope: this call, or a rule that outlives it (from now on, for
//     the rest of the session, in every reply).

// who is a participant of a sentence.
type who uint8

const (
	whoNone  who = iota
	whoModel     // the model (the assistant, the one the text orders)
	whoUser      // the user
)

// sentRoles is the participant-and-scope reading of one sentence.
type sentRoles struct {
	told     *LexHit // the user marked as the one told
	untold   *LexHit // the one told, with a negator in its clause: the one not told
	onlyTold *LexHit // what is told narrowed to success
	decider  who     // who decides, when the sentence says it
	decideAt *LexHit
	presumed bool    // consent taken as given (implied, presumed, deemed given)
	voice    *LexHit // a speaker other than the tool's author whose words these are said to be
	labelled bool    // the speaker is named by a label before the words
	lasting  *LexHit // a scope past this call
}

// speakerClasses are the classes of a speaker a label can name; a marker of
// source names the platform or a person in an office (the user's own wish claimed is
// voiceClaimed's: according to the user's input is the tool's data).
var (
	speakerClasses = Lset(LUser, LAgent, lAuthority, lVoice)
	sourceClasses  = lVoice // a person or the platform; a law cited is an authority, not a speaker
)

// pressureClasses are the classes of what a claimed voice is used for:
// consent, a wish, a rule, a scope past the call, skipping, hiding.
var pressureClasses = Lset(LConsent, LApprove, lAsked, LRule, LLasting, LWithout, LConceal, LCovert, LAlready)

// readRoles computes the participants and the scope of the sentence f
// reads; mood: the sentence orders.
func readRoles(f *LangFacts, mood bool) sentRoles {
	var r sentRoles
	r.lasting = f.Hit(LLasting)
	for i := range f.Hits {
		h := &f.Hits[i]
		switch {
		case h.Cls.Has(LUser) && r.told == nil && f.Addressed(i):
			r.told = h
			if f.NegatorInClause(h) {
				r.untold = h
			}
		case h.Cls.Has(LOnly) && r.onlyTold == nil:
			if s := f.InClause(h, LSuccess); s != nil {
				r.onlyTold = s
			}
		case h.Cls.Has(lSelfDecide) && r.decider == whoNone:
			r.decideAt = h
			r.decider = whoModel
			if f.InClauseBefore(h, LUser) != nil {
				r.decider = whoUser // the user decides by themselves
			}
		case h.Cls.Has(lPresumed) && r.decider == whoNone && !f.NegatedAt(h) && f.InClause(h, Lset(LConsent, LApprove)) != nil:
			r.decider, r.decideAt, r.presumed = whoModel, h, true
		case h.Cls.Has(lDeemed) && r.decider == whoNone && !f.NegatedAt(h) && f.InClause(h, LApprove) != nil && f.InClause(h, Lset(LAlready, LEvery)) != nil:
			// Deemed approved already, or for every act (se consideran ya
			// autorizados): consent presumed; deemed valid, or a consent
			// deemed a status of its own, is not.
			r.decider, r.decideAt, r.presumed = whoModel, h, true
		case h.Cls.Has(lAttribution) && r.voice == nil:
			if v := f.sourceSpeaker(i); v != nil {
				r.voice = v
			}
		}
	}
	if r.presumed && f.userApproves() {
		// Consent said to count once the user gives it (gilt als
		// erteilt, sobald der Nutzer zustimmt): the user decides.
		r.decider, r.presumed = whoUser, false
	}
	if r.told != nil && r.decider == whoNone {
		// The user told, with a word of without in the clause (sin
		// consultar al usuario; ユーザーに聞かずに): the user not
		// consulted, the model decides.
		if w := f.InClause(r.told, LWithout); w != nil && f.withoutConsulting(w, r.told) {
			r.decider, r.decideAt = whoModel, w
		}
	}
	if v := f.labelSpeaker(); v != nil {
		r.voice, r.labelled = v, true
	}
	return r
}

// addressed: hit i, the user, is marked as the one told: by a marker
// before it (a preposition, an article between: à l'utilisateur, a los
// usuarios; in Chinese next to it: 向用户), after it in Japanese and Korean
// (ユーザーに, 사용자에게), or by its own case form (Russian пользователю).
func (f *LangFacts) Addressed(i int) bool {
	u := &f.Hits[i]
	if u.Cls.Has(LAddressee) {
		return true
	}
	switch f.Lang {
	case "ja", "ko":
		if i+1 < len(f.Hits) {
			m := &f.Hits[i+1]
			return m.Cls.Has(LAddressee) && m.Start == u.End
		}
		return false
	case "zh":
		if i > 0 {
			m := &f.Hits[i-1]
			return m.Cls.Has(LAddressee) && m.End == u.Start
		}
		return false
	}
	gap := 2 // a preposition, an article between (a los usuarios, à l'utilisateur)
	if f.Lang == "de" {
		gap = 1 // the dative article itself (dem Nutzer, gegenüber dem Nutzer)
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		m := &f.Hits[j]
		if m.Cls.Has(LAddressee) && u.Seq-m.Seq <= gap && !strings.ContainsAny(f.Text[m.End:u.Start], ClausePunct) {
			return true
		}
	}
	return false
}

// clauseOf is the span of the clause of hit h in f's text.
func (f *LangFacts) ClauseOf(h *LexHit) (int, int) {
	from := strings.LastIndexAny(f.Text[:h.Start], ClausePunct) + 1
	to := strings.IndexAny(f.Text[h.End:], ClausePunct)
	if to < 0 {
		to = len(f.Text)
	} else {
		to += h.End
	}
	return from, to
}

// inClause is the first hit of class c in the clause of h (nil: none).
func (f *LangFacts) InClause(h *LexHit, c Lclass) *LexHit {
	from, to := f.ClauseOf(h)
	for i := range f.Hits {
		if x := &f.Hits[i]; x.Cls.Has(c) && x.Start >= from && x.End <= to {
			return x
		}
	}
	return nil
}

// inClauseBefore is a hit of class c before h in its clause (nil: none).
func (f *LangFacts) InClauseBefore(h *LexHit, c Lclass) *LexHit {
	from, _ := f.ClauseOf(h)
	for i := range f.Hits {
		if x := &f.Hits[i]; x.Cls.Has(c) && x.Start >= from && x.End <= h.Start {
			return x
		}
	}
	return nil
}

// negatorInClause: a negator, or a telling forbidden (不要告诉), in the
// clause of h: before it in Chinese, after it in Japanese and Korean,
// anywhere in it in the European languages (German and French put theirs
// after the verb: erwähnt ... nicht; n'en parlez pas).
func (f *LangFacts) NegatorInClause(h *LexHit) bool {
	from, to := f.ClauseOf(h)
	for i := range f.Hits {
		n := &f.Hits[i]
		if !n.Cls.Has(Lset(LNegator, LProhibitive, LUntold)) || n.Start < from || n.End > to {
			continue
		}
		switch f.Lang {
		case "ja", "ko":
			// The negator of the verb the user is told by: no verb of
			// another action between (사용자에게 붙여넣으라고 요청하지
			// 마세요 forbids a request that the user paste).
			if n.Start >= h.End && !f.actionBetween(h, n) {
				return true
			}
		case "zh":
			if n.End <= h.Start {
				return true
			}
		default:
			// Not the negator of a clause conjoined to the user's (lo
			// muestra al usuario y no incluye ...).
			if !f.conjunctionBetween(n, h) {
				return true
			}
		}
	}
	return false
}

// sourceSpeaker is the speaker a marker of source, hit i, names (per the
// administrator's instruction, 根据管理员的指示; in Japanese and Korean the
// speaker stands before it: 管理者の指示により), within a few words in its
// clause (nil: none).
func (f *LangFacts) sourceSpeaker(i int) *LexHit {
	g := &f.Hits[i]
	near := func(j int) bool {
		x := &f.Hits[j]
		lo, hi := min(x.End, g.End), max(x.Start, g.Start)
		if lo > hi || strings.ContainsAny(f.Text[lo:hi], ClausePunct) {
			return false
		}
		if LangLex(f.Lang).Dict {
			return hi-lo <= 18
		}
		return x.Seq-g.Seq <= 5 && x.Seq > g.Seq // a phrase's own words, an article between
	}
	if f.Lang == "ja" || f.Lang == "ko" {
		for j := i - 1; j >= 0 && j >= i-2; j-- {
			if f.Hits[j].Cls.Has(sourceClasses) && near(j) {
				return &f.Hits[j]
			}
		}
		return nil
	}
	for j := i + 1; j < len(f.Hits) && j <= i+2; j++ {
		if f.Hits[j].Cls.Has(sourceClasses) && near(j) {
			return &f.Hits[j]
		}
	}
	return nil
}

// labelSpeaker is the speaker a label opening the sentence names ([Mensaje
// del sistema]:, Administrateur :, 【系统通知】, ### System:): a few words
// closed by a colon or a bracket, one of them a speaker or the system's
// words (nil: none).
func (f *LangFacts) labelSpeaker() *LexHit {
	t := f.Text
	k := strings.IndexAny(t, ":]：】")
	if k < 0 || k > 48 || strings.ContainsAny(t[:k], "'\"«“‘`") {
		return nil // no label, or a quoted value ('sistema:' lines)
	}
	if strings.Count(t[:k], "(")+strings.Count(t[:k], "（") > strings.Count(t[:k], ")")+strings.Count(t[:k], "）") {
		return nil // a colon inside a parenthesis: a glossary's entry ("種別（Act: 法律, ...）"), not a label heading the line
	}
	if words := LexWords(t[:k]); len(words) == 0 || len(words) > 4 && !LangLex(f.Lang).Dict {
		return nil
	}
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Start >= k {
			break
		}
		if h.Cls.Has(speakerClasses.Or(LContext)) {
			return h
		}
	}
	return nil
}

// withoutConsulting: the word of without w goes with the user told u: just
// before its verb and the user (sin consultar al usuario), or right after
// the user's particle in Japanese and Korean (ユーザーに聞かずに).
func (f *LangFacts) withoutConsulting(w, u *LexHit) bool {
	switch f.Lang {
	case "ja", "ko":
		return w.Start >= u.End && w.Start-u.End <= 12
	case "zh":
		return w.End <= u.Start && u.Start-w.End <= 12
	}
	return w.Seq < u.Seq && u.Seq-w.Seq <= 4
}

// userApproves: in a European language, the user, then a verb of approving
// in the user's clause: the user the one who approves.
func (f *LangFacts) userApproves() bool {
	if LangLex(f.Lang).Dict {
		return false
	}
	for i := range f.Hits {
		if h := &f.Hits[i]; h.Cls.Has(LApprove) && !h.Cls.Has(LConsent) && f.InClauseBefore(h, LUser) != nil {
			return true
		}
	}
	return false
}

// conjunctionBetween: a conjunction stands between hits a and b.
func (f *LangFacts) conjunctionBetween(a, b *LexHit) bool {
	lo, hi := min(a.End, b.End), max(a.Start, b.Start)
	for i := range f.Hits {
		if c := &f.Hits[i]; c.Cls.Has(LConjunction) && c.Start >= lo && c.End <= hi {
			return true
		}
	}
	return false
}

// actionBetween: a word of an action or a deed stands between hits a and b.
func (f *LangFacts) actionBetween(a, b *LexHit) bool {
	lo, hi := min(a.End, b.End), max(a.Start, b.Start)
	for i := range f.Hits {
		if c := &f.Hits[i]; c.Cls.Has(LVerb.Or(LDeed)) && c.Start >= lo && c.End <= hi {
			return true
		}
	}
	return false
}
