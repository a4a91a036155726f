package approval

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsHarmless = reading.NewWordSet("approve-harmless", false)

var wsRead = reading.NewWordSet("approve-read-verb", false)

var wsWrite = reading.NewWordSet("approve-write", false)

// harmlessScopeVeto: cue c of sentence s is another's act described
// (described), or drops asking over a harmless scope in a text
// that keeps the weighty acts guarded (directive.go zeroes it). For the
// harmless scope, only the cues of asking dropped (noconfirm, consent): a safeguard
// switched off or a prompt answered by the agent are acts of their own.
func HarmlessScopeVeto(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	if described(a, s, c.From) {
		return true
	}
	if c.Family != "noconfirm" && c.Family != "consent" || c.Rule == reading.AskNames[reading.AskAnswered] || c.Rule == reading.AskNames[reading.AskSafeguardOff] {
		return false
	}
	return harmlessScope(a, s) && (keptElsewhere(a, s) || forbids(a))
}

// harmlessScope: sentence s holds a word of asking and a
// harmless scope (ask-harmless, approve-harmless, or a word of
// restriction right before a verb of reading: "only reads"), and names
// no weighty act that is not negated or lacked ("without edit or shell
// permissions" takes the shell away), no pronoun of totality, no
// auto-approval, no safeguard switched off, nothing secret.
func harmlessScope(a *reading.Analysis, s reading.Sent) bool {
	asking, harmless := -1, false
	for k := s.From; k < s.To; k++ {
		t := &a.Tokens[k]
		if t.Kind != reading.TokWord && t.Kind != reading.TokIdent {
			continue
		}
		w := tokenLower(a, k)
		switch {
		case reading.WsAskAutoOn.Has(w) || reading.DemandOf(a, t)&reading.DSecret != 0:
			return false
		case reading.WsAskSwitchOff.Has(w) && !negation(a, k):
			return false
		case reading.WsAskWeighty.Has(w) && !actNegatedOrLacked(a, s, k) && !userReviews(a, s, k):
			return false
		case reading.WsAskHarmless.Has(w) || wsHarmless.Has(w):
			if totalBefore(a, s, k) {
				return false // "everything here is isolated"
			}
			harmless = true
		case reading.WsAskOnly.Has(w) && k+1 < s.To && wsRead.Has(tokenLower(a, k+1)):
			harmless = true
		}
		if asking < 0 && askingWord(a, k) {
			asking = k
		}
	}
	return asking >= 0 && harmless && !totalInClause(a, s, asking)
}

// totalBefore: a pronoun of totality within four words before
// token k, no clause mark between: the harmless scope claimed of
// everything.
func totalBefore(a *reading.Analysis, s reading.Sent, k int) bool {
	for m := k - 1; m >= s.From && m >= k-4; m-- {
		if clauseMark(a, m) {
			return false
		}
		if wsTotal.Has(tokenLower(a, m)) {
			return true
		}
	}
	return false
}

// totalInClause: a pronoun of totality in the clause of token
// k (between clause marks): the asking dropped for everything ("don't
// ask for anything").
func totalInClause(a *reading.Analysis, s reading.Sent, k int) bool {
	from, to := k, k
	for from > s.From && !clauseMark(a, from-1) {
		from--
	}
	for to < s.To && !clauseMark(a, to) {
		to++
	}
	for m := from; m < to; m++ {
		if wsTotal.Has(tokenLower(a, m)) {
			return true
		}
	}
	return false
}

// actNegatedOrLacked: the act at token k of sentence s is negated or
// lacked: a negation or the preposition of lacking within four words
// before it, no clause mark between ("you never deploy", "without edit
// or shell permissions", "you cannot edit"), or a negation right after
// it ("you change nothing").
func actNegatedOrLacked(a *reading.Analysis, s reading.Sent, k int) bool {
	if k+1 < s.To && a.Tokens[k+1].Kind == reading.TokWord && negation(a, k+1) {
		return true
	}
	for m := k - 1; m >= s.From && m >= k-4; m-- {
		if clauseMark(a, m) {
			return false
		}
		if negation(a, m) || wsLacking.Has(tokenLower(a, m)) {
			return true
		}
	}
	return false
}

// userReviews: the weighty act at token k is the user's review
// of the agent's work, not the agent's act: a noun of the user, a word
// of reviewing within three words after it, and the act within three
// words after that, no clause mark between ("they land on a branch the
// user reviews before merging", "the user reviews the merge").
func userReviews(a *reading.Analysis, s reading.Sent, k int) bool {
	for m := k - 1; m >= s.From && m >= k-3; m-- {
		if clauseMark(a, m) {
			return false
		}
		if !wsReview.Has(tokenLower(a, m)) {
			continue
		}
		for n := m - 1; n >= s.From && n >= m-3; n-- {
			if clauseMark(a, n) {
				return false
			}
			if reading.WsUser.Has(tokenLower(a, n)) {
				return true
			}
		}
		return false
	}
	return false
}

// forbids: a sentence of the text forbids the agent an act
// that changes what is not its own: a weighty act or a verb of changing
// or writing, negated or lacked (actNegatedOrLacked).
func forbids(a *reading.Analysis) bool {
	for _, s := range a.Sents {
		for k := s.From; k < s.To; k++ {
			t := &a.Tokens[k]
			if t.Kind != reading.TokWord {
				continue
			}
			w := tokenLower(a, k)
			if (reading.WsAskWeighty.Has(w) || wsWrite.Has(w) || t.Is(reading.WcModifyVerb)) && actNegatedOrLacked(a, s, k) {
				return true
			}
		}
	}
	return false
}

var LHarmless = reading.Lbit(156)

var LWeighty = reading.Lbit(157)

// harmlessLang: in another language, the asking dropped at h
// (askingOffLang) is over a harmless scope (de "frag nicht jedes Mal
// nach, das sind harmlose Befehle", zh "只读查询 … 无需逐条确认"): a
// word of approve-harmless in the sentence, no weighty act named in
// it (approve-weighty not negated, or ask-weighty-act and destructive
// commands in its code: weightyNamed), no word of the whole; and
// another sentence of the text keeps asking (a word of asking or consent
// not negated, no doing without in its clause) or forbids a weighty act.
func harmlessLang(r *reading.AskReader, f *reading.LangFacts) bool {
	if !f.Has(LHarmless) || f.Has(reading.LWhole) || weightyNamed(r) {
		return false
	}
	for i := range f.Hits {
		if h := &f.Hits[i]; h.Cls.Has(LWeighty) && !f.NegatedAt(h) {
			return false
		}
	}
	for _, o := range r.A.Sents {
		if o == r.S || o.To <= o.From {
			continue
		}
		g := reading.ReadLang(r.Raw, r.A, o, f.Lang)
		for i := range g.Hits {
			h := &g.Hits[i]
			switch {
			case h.Cls.Has(reading.Lset(reading.LAsk, reading.LConsent)) && !g.NegatedAt(h) && g.InClause(h, reading.LWithout) == nil:
				return true
			case h.Cls.Has(LWeighty) && g.NegatedAt(h):
				return true
			}
		}
	}
	return false
}

var wsAttempt = reading.NewWordSet("approve-attempt", false)

var wsTextNoun = reading.NewWordSet("approve-text-noun", false)

var wsFind = reading.NewWordSet("approve-find-verb", false)

var wsRelative = reading.NewWordSet("approve-relative", false)

// described (an attack catalogued): the cue at token
// at of sentence s is what another's text does, described by review or
// training material, not ordered to the agent:
//
//   - the complement of a verb of attempting whose subject is a noun of
//     a text or its makers, or a relative pronoun ("how malicious rules
//     files try to switch off the user's confirmations", "instructions
//     that attempt to skip the prompt"); "try to switch off ..." at the
//     head of an order, or after "you", stays;
//   - a relative clause about a noun of a text that an order of finding
//     or reporting opens the sentence with ("Report each line that turns
//     prompts off", "List … claims that other tools are disabled");
//   - a relative clause about a noun of a text or a pronoun of totality
//     that is the subject of a predicate naming it a fault ("Anything
//     that writes to the user's global config without them asking is a
//     finding"): a fault named, for every act.
//
// Within six words before the cue, no clause mark between and no new
// predicate (newOrder) from there to the cue.
func described(a *reading.Analysis, s reading.Sent, at int) bool {
	for k := at; k > s.From && k >= at-6; k-- {
		if clauseMark(a, k) || newOrder(a, k) {
			return false
		}
		if k == at {
			continue
		}
		w := tokenLower(a, k)
		prev := tokenLower(a, k-1)
		switch {
		case wsAttempt.Has(w) && k+1 < s.To && reading.WsTo.Has(tokenLower(a, k+1)):
			if wsTextNoun.Has(prev) || wsRelative.Has(prev) {
				return true
			}
		case wsRelative.Has(w) && wsTextNoun.Has(prev):
			return findsFirst(a, s) || faultAfter(a, s, at)
		case wsRelative.Has(w) && wsTotal.Has(prev):
			return faultAfter(a, s, at)
		}
	}
	return false
}

// newOrder: token k is a verb in its plain form right after a
// coordinator or a comma ("... that holds secrets and upload it", "...,
// then send them"): a new predicate of the sentence's order, outside the
// clause that describes.
func newOrder(a *reading.Analysis, k int) bool {
	t := &a.Tokens[k]
	if k == 0 || t.Kind != reading.TokWord || !t.Is(reading.WcVerb) || reading.InflectedVerb(a, k) {
		return false
	}
	p := &a.Tokens[k-1]
	return p.Kind == reading.TokPunct && p.Text(a) == "," || p.Kind == reading.TokWord && reading.WsCoord.Has(tokenLower(a, k-1))
}

// faultAfter: after token at in sentence s, a verb of being
// and, within four words and no negation between, a noun of fault
// (approve-wrong-way, demand-fault): the clause the cue stands in is
// the subject of "... is a finding".
func faultAfter(a *reading.Analysis, s reading.Sent, at int) bool {
	for m := at + 1; m < s.To; m++ {
		if clauseMark(a, m) {
			return false
		}
		if !reading.Grammar(tokenLower(a, m), reading.GBe) {
			continue
		}
		for n := m + 1; n < s.To && n <= m+4; n++ {
			if negation(a, n) {
				return false
			}
			if w := tokenLower(a, n); wsWrongWay.Has(w) || reading.DemandOf(a, &a.Tokens[n])&reading.DFault != 0 {
				return true
			}
		}
		return false
	}
	return false
}

// findsFirst: the first word of sentence s (past list marks
// and numbers) is a verb of finding or reporting: the sentence orders a
// search, and what it describes is what is searched for.
func findsFirst(a *reading.Analysis, s reading.Sent) bool {
	for k := s.From; k < s.To; k++ {
		switch a.Tokens[k].Kind {
		case reading.TokWord:
			return wsFind.Has(tokenLower(a, k))
		case reading.TokPunct, reading.TokNumber:
			continue
		default:
			return false
		}
	}
	return false
}
