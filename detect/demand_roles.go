package detect

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
	told     *lexHit // the user marked as the one told
	untold   *lexHit // the one told, with a negator in its clause: the one not told
	onlyTold *lexHit // what is told narrowed to success
	decider  who     // who decides, when the sentence says it
	decideAt *lexHit
	presumed bool    // consent taken as given (implied, presumed, deemed given)
	voice    *lexHit // a speaker other than the tool's author whose words these are said to be
	labelled bool    // the speaker is named by a label before the words
	lasting  *lexHit // a scope past this call
}

// speakerClasses are the classes of a speaker a label can name; a marker of
// source names the platform or a person in an office (the user's own wish claimed is
// voiceClaimed's: according to the user's input is the tool's data).
var (
	speakerClasses = lset(lUser, lAgent, lAuthority, lVoice)
	sourceClasses  = lVoice // a person or the platform; a law cited is an authority, not a speaker
)

// pressureClasses are the classes of what a claimed voice is used for:
// consent, a wish, a rule, a scope past the call, skipping, hiding.
var pressureClasses = lset(lConsent, lApprove, lAsked, lRule, lLasting, lWithout, lConceal, lCovert, lAlready)

// readRoles computes the participants and the scope of the sentence f
// reads; mood: the sentence orders.
func readRoles(f *langFacts, mood bool) sentRoles {
	var r sentRoles
	r.lasting = f.hit(lLasting)
	for i := range f.hits {
		h := &f.hits[i]
		switch {
		case h.cls.has(lUser) && r.told == nil && f.addressed(i):
			r.told = h
			if f.negatorInClause(h) {
				r.untold = h
			}
		case h.cls.has(lOnly) && r.onlyTold == nil:
			if s := f.inClause(h, lSuccess); s != nil {
				r.onlyTold = s
			}
		case h.cls.has(lSelfDecide) && r.decider == whoNone:
			r.decideAt = h
			r.decider = whoModel
			if f.inClauseBefore(h, lUser) != nil {
				r.decider = whoUser // the user decides by themselves
			}
		case h.cls.has(lPresumed) && r.decider == whoNone && !f.negatedAt(h) && f.inClause(h, lset(lConsent, lApprove)) != nil:
			r.decider, r.decideAt, r.presumed = whoModel, h, true
		case h.cls.has(lDeemed) && r.decider == whoNone && !f.negatedAt(h) && f.inClause(h, lApprove) != nil && f.inClause(h, lset(lAlready, lEvery)) != nil:
			// Deemed approved already, or for every act (se consideran ya
			// autorizados): consent presumed; deemed valid, or a consent
			// deemed a status of its own, is not.
			r.decider, r.decideAt, r.presumed = whoModel, h, true
		case h.cls.has(lAttribution) && r.voice == nil:
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
		if w := f.inClause(r.told, lWithout); w != nil && f.withoutConsulting(w, r.told) {
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
func (f *langFacts) addressed(i int) bool {
	u := &f.hits[i]
	if u.cls.has(lAddressee) {
		return true
	}
	switch f.lang {
	case "ja", "ko":
		if i+1 < len(f.hits) {
			m := &f.hits[i+1]
			return m.cls.has(lAddressee) && m.start == u.end
		}
		return false
	case "zh":
		if i > 0 {
			m := &f.hits[i-1]
			return m.cls.has(lAddressee) && m.end == u.start
		}
		return false
	}
	gap := 2 // a preposition, an article between (a los usuarios, à l'utilisateur)
	if f.lang == "de" {
		gap = 1 // the dative article itself (dem Nutzer, gegenüber dem Nutzer)
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		m := &f.hits[j]
		if m.cls.has(lAddressee) && u.seq-m.seq <= gap && !strings.ContainsAny(f.text[m.end:u.start], clausePunct) {
			return true
		}
	}
	return false
}

// clauseOf is the span of the clause of hit h in f's text.
func (f *langFacts) clauseOf(h *lexHit) (int, int) {
	from := strings.LastIndexAny(f.text[:h.start], clausePunct) + 1
	to := strings.IndexAny(f.text[h.end:], clausePunct)
	if to < 0 {
		to = len(f.text)
	} else {
		to += h.end
	}
	return from, to
}

// inClause is the first hit of class c in the clause of h (nil: none).
func (f *langFacts) inClause(h *lexHit, c lclass) *lexHit {
	from, to := f.clauseOf(h)
	for i := range f.hits {
		if x := &f.hits[i]; x.cls.has(c) && x.start >= from && x.end <= to {
			return x
		}
	}
	return nil
}

// inClauseBefore is a hit of class c before h in its clause (nil: none).
func (f *langFacts) inClauseBefore(h *lexHit, c lclass) *lexHit {
	from, _ := f.clauseOf(h)
	for i := range f.hits {
		if x := &f.hits[i]; x.cls.has(c) && x.start >= from && x.end <= h.start {
			return x
		}
	}
	return nil
}

// negatorInClause: a negator, or a telling forbidden (不要告诉), in the
// clause of h: before it in Chinese, after it in Japanese and Korean,
// anywhere in it in the European languages (German and French put theirs
// after the verb: erwähnt ... nicht; n'en parlez pas).
func (f *langFacts) negatorInClause(h *lexHit) bool {
	from, to := f.clauseOf(h)
	for i := range f.hits {
		n := &f.hits[i]
		if !n.cls.has(lset(lNegator, lProhibitive, lUntold)) || n.start < from || n.end > to {
			continue
		}
		switch f.lang {
		case "ja", "ko":
			// The negator of the verb the user is told by: no verb of
			// another action between (사용자에게 붙여넣으라고 요청하지
			// 마세요 forbids a request that the user paste).
			if n.start >= h.end && !f.actionBetween(h, n) {
				return true
			}
		case "zh":
			if n.end <= h.start {
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
func (f *langFacts) sourceSpeaker(i int) *lexHit {
	g := &f.hits[i]
	near := func(j int) bool {
		x := &f.hits[j]
		lo, hi := min(x.end, g.end), max(x.start, g.start)
		if lo > hi || strings.ContainsAny(f.text[lo:hi], clausePunct) {
			return false
		}
		if langLex(f.lang).dict {
			return hi-lo <= 18
		}
		return x.seq-g.seq <= 5 && x.seq > g.seq // a phrase's own words, an article between
	}
	if f.lang == "ja" || f.lang == "ko" {
		for j := i - 1; j >= 0 && j >= i-2; j-- {
			if f.hits[j].cls.has(sourceClasses) && near(j) {
				return &f.hits[j]
			}
		}
		return nil
	}
	for j := i + 1; j < len(f.hits) && j <= i+2; j++ {
		if f.hits[j].cls.has(sourceClasses) && near(j) {
			return &f.hits[j]
		}
	}
	return nil
}

// labelSpeaker is the speaker a label opening the sentence names ([Mensaje
// del sistema]:, Administrateur :, 【系统通知】, ### System:): a few words
// closed by a colon or a bracket, one of them a speaker or the system's
// words (nil: none).
func (f *langFacts) labelSpeaker() *lexHit {
	t := f.text
	k := strings.IndexAny(t, ":]：】")
	if k < 0 || k > 48 || strings.ContainsAny(t[:k], "'\"«“‘`") {
		return nil // no label, or a quoted value ('sistema:' lines)
	}
	if words := lexWords(t[:k]); len(words) == 0 || len(words) > 4 && !langLex(f.lang).dict {
		return nil
	}
	for i := range f.hits {
		h := &f.hits[i]
		if h.start >= k {
			break
		}
		if h.cls.has(speakerClasses.or(lContext)) {
			return h
		}
	}
	return nil
}

// withoutConsulting: the word of without w goes with the user told u: just
// before its verb and the user (sin consultar al usuario), or right after
// the user's particle in Japanese and Korean (ユーザーに聞かずに).
func (f *langFacts) withoutConsulting(w, u *lexHit) bool {
	switch f.lang {
	case "ja", "ko":
		return w.start >= u.end && w.start-u.end <= 12
	case "zh":
		return w.end <= u.start && u.start-w.end <= 12
	}
	return w.seq < u.seq && u.seq-w.seq <= 4
}

// userApproves: in a European language, the user, then a verb of approving
// in the user's clause: the user the one who approves.
func (f *langFacts) userApproves() bool {
	if langLex(f.lang).dict {
		return false
	}
	for i := range f.hits {
		if h := &f.hits[i]; h.cls.has(lApprove) && !h.cls.has(lConsent) && f.inClauseBefore(h, lUser) != nil {
			return true
		}
	}
	return false
}

// conjunctionBetween: a conjunction stands between hits a and b.
func (f *langFacts) conjunctionBetween(a, b *lexHit) bool {
	lo, hi := min(a.end, b.end), max(a.start, b.start)
	for i := range f.hits {
		if c := &f.hits[i]; c.cls.has(lConjunction) && c.start >= lo && c.end <= hi {
			return true
		}
	}
	return false
}

// actionBetween: a word of an action or a deed stands between hits a and b.
func (f *langFacts) actionBetween(a, b *lexHit) bool {
	lo, hi := min(a.end, b.end), max(a.start, b.start)
	for i := range f.hits {
		if c := &f.hits[i]; c.cls.has(lVerb.or(lDeed)) && c.start >= lo && c.end <= hi {
			return true
		}
	}
	return false
}
