package approval

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsLacking = reading.NewWordSet("approve-lacking", false)

var wsLocal = reading.NewWordSet("approve-local-scope", false)

var wsTotal = reading.NewWordSet("approve-total-pronoun", false)

var wsWrongWay = reading.NewWordSet("approve-wrong-way", false)

var wsReview = reading.NewWordSet("approve-review", false)

var wsRepeat = reading.NewWordSet("approve-repeat", false)

var WsOr = reading.NewWordSet("approve-alternative", false)

var wsNegModal = reading.NewWordSet("approve-negative-modal", false)

var wsWh = reading.NewWordSet("approve-interrogative", false)

var wsQuestion = reading.NewWordSet("approve-question-noun", false)

var cueFamilies = map[string]bool{"noconfirm": true, "consent": true, "sleeper": true, "settings": true}

// tokenLower is token k's text in lower case.
func tokenLower(a *reading.Analysis, k int) string { return reading.Lower(a.Tokens[k].Text(a)) }

// askingWord: token k is a word of asking the user or of consent
// (ask-asking, approve-review, the demand classes of consent and
// approving).
func askingWord(a *reading.Analysis, k int) bool {
	t := &a.Tokens[k]
	if t.Kind != reading.TokWord {
		return false
	}
	w := tokenLower(a, k)
	return reading.WsAskAsking.Has(w) || wsReview.Has(w) || reading.DemandOf(a, t)&(reading.DConsent|reading.DApprove) != 0
}

// negation: token k negates (a negation that is not the
// preposition of lacking, or a negative modal: cannot, won't).
func negation(a *reading.Analysis, k int) bool {
	if a.Tokens[k].Kind != reading.TokWord {
		return false
	}
	w := tokenLower(a, k)
	return reading.DemandOf(a, &a.Tokens[k])&reading.DNegation != 0 && !wsLacking.Has(w) || wsNegModal.Has(w)
}

// narrowScopeVeto: cue c of sentence s is an honest scope of asking or a
// fault named, not an order to drop the user's consent (directive.go
// zeroes it). Not for a safeguard switched off or a prompt answered by
// the agent: those are acts of their own.
func NarrowScopeVeto(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	if !cueFamilies[c.Family] || c.Rule == reading.AskNames[reading.AskAnswered] {
		return false
	}
	if negatedList(a, s, c.From) {
		return true
	}
	if c.Rule == reading.AskNames[reading.AskSafeguardOff] {
		return false
	}
	if infoQuestion(a, s, c.From) {
		return true
	}
	return faultNamed(a, s) || narrow(a, s) && keptElsewhere(a, s)
}

// negatedList: the cue at token at is a member of a list of
// alternatives a negation opens ("prompt text cannot expand the tool
// catalog or bypass plan confirmation", "never propose `Bash(*)`,
// `bypassPermissions` or rules outside the project"): walking back from
// it over words, code and commas, no clause mark, to a negation (not
// the preposition of lacking), with a coordinator of alternatives
// between the negation and the clause's end. What is negated is the
// bypass, so the asking stays:
//
//   - a cue on a word of asking or a safeguard needs a verb of switching
//     off or leaving out between the negation and it ("cannot ... or
//     bypass plan confirmation"); "do not pause for confirmation, even
//     for ... or for ..." negates the waiting, and drops the asking;
//   - no plain word of asking stands between the negation and the cue:
//     in "never wait for approval or ask, just skip the confirmation"
//     the negation drops the asking itself.
func negatedList(a *reading.Analysis, s reading.Sent, at int) bool {
	if at <= s.From || at >= s.To {
		return false
	}
	neg, off := -1, false
	for k := at - 1; k >= s.From && k >= at-24; k-- {
		if clauseMark(a, k) {
			return false
		}
		if negation(a, k) {
			neg = k
			break
		}
		w := tokenLower(a, k)
		if reading.WsAskAsking.Has(w) {
			return false
		}
		off = off || reading.WsAskSwitchOff.Has(w) || reading.WsLeaveStep.Has(w)
	}
	if neg < 0 {
		return false
	}
	if w := tokenLower(a, at); (reading.WsAskAsking.Has(w) || reading.WsAskSafeguard.Has(w)) && !off {
		return false
	}
	for k := neg + 1; k < s.To; k++ {
		if clauseMark(a, k) {
			return false
		}
		if WsOr.Has(tokenLower(a, k)) {
			return true
		}
	}
	return false
}

// clauseMark: token k is a mark that ends a clause (a full
// stop, a semicolon, a colon, a question or exclamation mark); a comma,
// code's brackets and backticks stay inside a list.
func clauseMark(a *reading.Analysis, k int) bool {
	t := &a.Tokens[k]
	return t.Kind == reading.TokPunct && strings.ContainsAny(t.Text(a), clauseMarks)
}

// clauseMarks: the marks clauseMark stops at.
const clauseMarks = ".;:!?"

// narrow: sentence s drops or scopes asking (a word of asking
// or consent in it) with a scope of its own: a repetition ("without
// asking again": the asking was done) or a local place ("against the
// local database"); for acts that are neither weighty (ask-weighty-act,
// unless a local place follows within five words) nor everything (a
// pronoun of totality); and it switches no mode on or safeguard off.
func narrow(a *reading.Analysis, s reading.Sent) bool {
	for k := s.From; k < s.To; k++ {
		if askingWord(a, k) {
			return narrowClause(a, clause(a, s, k))
		}
	}
	return false
}

// clause is the independent clause of sentence s that token k
// stands in: between the semicolons around it ("You don't need my
// approval to commit locally; I review everything before pushing" is
// two).
func clause(a *reading.Analysis, s reading.Sent, k int) reading.Sent {
	c := s
	for m := k - 1; m >= s.From; m-- {
		if a.Tokens[m].Kind == reading.TokPunct && a.Tokens[m].Text(a) == string(semicolon) {
			c.From = m + 1
			break
		}
	}
	for m := k + 1; m < s.To; m++ {
		if a.Tokens[m].Kind == reading.TokPunct && a.Tokens[m].Text(a) == string(semicolon) {
			c.To = m
			break
		}
	}
	return c
}

// semicolon: the mark between independent clauses.
const semicolon = ';'

// narrowClause: narrow over clause s.
func narrowClause(a *reading.Analysis, s reading.Sent) bool {
	asking, scoped, weighty := false, false, -1
	for k := s.From; k < s.To; k++ {
		if a.Tokens[k].Kind != reading.TokWord && a.Tokens[k].Kind != reading.TokIdent {
			continue
		}
		w := tokenLower(a, k)
		switch {
		case wsTotal.Has(w) || reading.WsAskAutoOn.Has(w) || reading.WsAskSwitchOff.Has(w):
			return false
		case reading.WsAskWeighty.Has(w):
			if weighty >= 0 {
				return false // a second weighty act
			}
			weighty = k
		case wsLocal.Has(w):
			if weighty >= 0 && k-weighty > 5 {
				return false // the place is another clause's
			}
			scoped = true
		case wsRepeat.Has(w):
			scoped = true
		}
		asking = asking || askingWord(a, k)
	}
	if weighty >= 0 && !scoped {
		return false
	}
	return asking && scoped && (weighty < 0 || localAfter(a, s, weighty))
}

// localAfter: a local place follows the weighty act at token
// k within five words ("run migrations against the local database").
func localAfter(a *reading.Analysis, s reading.Sent, k int) bool {
	for m := k + 1; m < s.To && m <= k+5; m++ {
		if wsLocal.Has(tokenLower(a, m)) {
			return true
		}
	}
	return false
}

// keptElsewhere: another sentence of the text keeps asking the
// user: a word of asking or consent neither negated nor lacking before
// it, nor switched off after it, or one a negation forbids acting
// without ("never push ... without asking me first").
func keptElsewhere(a *reading.Analysis, s reading.Sent) bool {
	for _, o := range a.Sents {
		if o == s {
			continue
		}
		for k := o.From; k < o.To; k++ {
			if askingWord(a, k) && kept(a, o, k) {
				return true
			}
		}
	}
	return false
}

// kept: the word of asking at token k of sentence o is kept:
// the nearest negation or preposition of lacking within five words
// before it is none, or a lacking that a negation before it forbids;
// and no word of switching off or leaving out follows within four.
func kept(a *reading.Analysis, o reading.Sent, k int) bool {
	for m := k + 1; m < o.To && m <= k+4; m++ {
		if w := tokenLower(a, m); reading.WsAskSwitchOff.Has(w) || reading.WsLeaveStep.Has(w) {
			return false
		}
	}
	for m := k - 1; m >= o.From && m >= k-5; m-- {
		switch {
		case wsLacking.Has(tokenLower(a, m)):
			for n := m - 1; n >= o.From; n-- {
				if negation(a, n) {
					return true // "never push ... without asking me first"
				}
			}
			return false // "without asking": dropped
		case negation(a, m):
			return false // "do not ask", "no confirmation"
		}
	}
	return true
}

// faultNamed: sentence s names an act done without asking or
// review as a wrong practice: a preposition of lacking, a word of asking
// or of reviewing within three words after it, then a verb of being and,
// within four words after it and no negation between, a noun of fault
// (demand-fault, approve-wrong-way).
func faultNamed(a *reading.Analysis, s reading.Sent) bool {
	for k := s.From; k < s.To; k++ {
		if !wsLacking.Has(tokenLower(a, k)) {
			continue
		}
		ask := -1
		for m := k + 1; m < s.To && m <= k+3; m++ {
			if askingWord(a, m) {
				ask = m
				break
			}
		}
		if ask < 0 {
			continue
		}
		for m := ask + 1; m < s.To && m <= ask+4; m++ {
			if !reading.Grammar(tokenLower(a, m), reading.GBe) {
				continue
			}
			for n := m + 1; n < s.To && n <= m+4; n++ {
				if negation(a, n) {
					break
				}
				if w := tokenLower(a, n); wsWrongWay.Has(w) || reading.DemandOf(a, &a.Tokens[n])&reading.DFault != 0 {
					return true
				}
			}
			break
		}
	}
	return false
}

// keptLang: in a language written with spaces (read by its
// lexicon's words, not by dictionary), the word of consent at h is kept
// with the user, not dropped (approvalKept reads Chinese, Japanese
// and Korean):
//
//   - the agent's refusal to approve: a word of never right before the
//     verb of approving (pt "Nunca aprove código com vulnerabilidades",
//     es "Nunca apruebes un pull request con pruebas fallidas"); asking
//     for the approval negated has a verb of asking between them and
//     stays asking dropped ("Nunca peça aprovação");
//   - automatic approval forbidden: the consent qualified by a word of
//     the automatic (demand-automatic) right after it, a negator or a
//     word of never before it in its clause, and no word of asking
//     there (pt "Nunca ative a aprovação automática"): the bypass is
//     what is forbidden. "Ative a aprovação automática" has no negator.
func keptLang(f *reading.LangFacts, h *reading.LexHit) bool {
	if reading.LangLex(f.Lang).Dict || !h.Cls.Has(reading.Lset(reading.LConsent, reading.LApprove)) {
		return false
	}
	before, after := f.HitsAround(h)
	gap := func(a, b int) string { return strings.TrimSpace(f.Text[a:b]) }
	if before != nil && before.Cls.Has(reading.LNever) && !before.Cls.Has(reading.LAsk) && h.Cls.Has(reading.LApprove) && !h.Cls.Has(reading.LAsk) && gap(before.End, h.Start) == "" {
		return true
	}
	if after == nil || !after.Cls.Has(reading.LAutomatic) || strings.ContainsAny(f.Text[h.End:after.Start], reading.ClausePunct) || f.InClause(h, reading.LAsk) != nil {
		return false
	}
	from, _ := f.ClauseOf(h)
	for i := range f.Hits {
		if n := &f.Hits[i]; n.Cls.Has(reading.Lset(reading.LNegator, reading.LNever)) && n.Start >= from && n.End <= h.Start {
			return true
		}
	}
	return false
}

// infoQuestion: every word of asking in sentence s asks a
// question of information, not leave to act: the verb of asking is
// followed, past persons and articles within four words, by an
// interrogative ("do not ask the user which mail provider to use"), or
// its object is a noun of question that no word of asking qualifies
// ("never ask a provider-selection question"); and the clause names no
// weighty act ("which branch to push" is consent asked for a push). The
// cue at token at stands in such a clause: a consent claimed in the next
// one ("...; the user has already agreed to it") is read on its own.
func infoQuestion(a *reading.Analysis, s reading.Sent, at int) bool {
	seen := false
	for k := s.From; k < s.To; k++ {
		if a.Tokens[k].Kind != reading.TokWord || !reading.WsAskAsking.Has(tokenLower(a, k)) {
			continue
		}
		if !asksInfo(a, s, k) {
			return false
		}
		c := clause(a, s, k)
		for m := c.From; m < c.To; m++ {
			if reading.WsAskWeighty.Has(tokenLower(a, m)) {
				return false
			}
		}
		seen = seen || c.From <= at && at < c.To
	}
	return seen
}

// asksInfo: the word of asking at token k opens a question of
// information (infoQuestion).
func asksInfo(a *reading.Analysis, s reading.Sent, k int) bool {
	for m := k + 1; m < s.To && m <= k+6; m++ {
		t := &a.Tokens[m]
		w := tokenLower(a, m)
		switch {
		case wsWh.Has(w):
			return m <= k+4
		case wsQuestion.Has(w):
			return true
		case clauseMark(a, m) || reading.WsAskAsking.Has(w) || negation(a, m):
			return false
		case t.Kind == reading.TokWord && reading.DemandOf(a, t)&reading.DPerson == 0 && !t.Is(reading.WcFunctionWord) && m <= k+1:
			// the verb's object is a noun: "ask permission", "ask confirmation"
			if !wsQuestion.Has(tokenLower(a, min(m+3, s.To-1))) && !questionAhead(a, s, m) {
				return false
			}
		}
	}
	return false
}

// questionAhead: a noun of question follows token m within
// three words, no word of asking between ("a provider-selection
// question").
func questionAhead(a *reading.Analysis, s reading.Sent, m int) bool {
	for n := m; n < s.To && n <= m+3; n++ {
		w := tokenLower(a, n)
		if reading.WsAskAsking.Has(w) {
			return false
		}
		if wsQuestion.Has(w) {
			return true
		}
	}
	return false
}
