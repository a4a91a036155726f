package authority

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// otherSubjectUsed: the passive participle of using at token k ("used",
// "loaded") has a subject of its own before it that is not this unit: a
// noun other than a part's name ("skill", "agent") or a pronoun, past an
// auxiliary and adverbs ("the output prefix used for all messages", "the
// cache is loaded for every request"). What is used for every request is
// then that thing, not the unit; "this skill is used for every request",
// "it must be used for all tasks" and a participle with no subject ("used
// for every request") stay read.
func OtherSubjectUsed(r *reading.AskReader, k int) bool {
	j := k - 1
	for j >= r.S.From && r.Word(j) && (reading.Grammar(r.Txt(j), reading.GBe|reading.GModal|reading.GAdverb) || r.A.Tokens[j].Is(reading.WcAdverb)) {
		j--
	}
	if j < r.S.From || !r.Word(j) {
		return false
	}
	t := &r.A.Tokens[j]
	w := t.Text(r.A)
	if t.Is(reading.WcFunctionWord) || reading.Grammar(w, reading.GFunction|reading.GDo) || reading.WsAskAgentPart.Has(w) || reading.WsAskSelfDet.Has(w) || reading.WsAskSelf.Has(w) ||
		r.Class(j)&(reading.DAgent|reading.DPerson|reading.DNegation) != 0 || w == "it" || w == "they" || w == "one" {
		return false
	}
	return true
}

// writesNoPlace: the writing of cue k (writes.into-place) puts nothing
// into the place a rule outlives the task in:
//   - its verb is a participle that modifies the noun before it, with no
//     auxiliary ("annotations added to shared code affect all consuming
//     projects"): the noun is described, no one is told to write;
//   - or it stands in a condition or a time clause;
//   - or every lasting place the sentence names (a planted cue) stands
//     between the verb and the "to" or "into" its match ends on: the
//     place is what is added, not where ("add persistent memory to your
//     app"), and what it is added to is an ordinary place.
func WritesNoPlace(a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue, k int) bool {
	c := cues[k]
	if c.From > s.From {
		v, p := &a.Tokens[c.From], &a.Tokens[c.From-1]
		pw := p.Text(a)
		if edForm(a, v) && p.Kind == reading.TokWord && !p.Is(reading.WcFunctionWord) &&
			!reading.Grammar(pw, reading.GFunction|reading.GAuxiliary|reading.GModal|reading.GAdverb) && !p.Is(reading.WcAdverb) && reading.DemandOf(a, p)&(reading.DAgent|reading.DPerson|reading.DNegation) == 0 && pw != "to" {
			return true
		}
	}
	// A condition or a time clause the writing stands in ("when a file
	// is linked into several builds, ..."): a situation named, not an
	// act asked; its subordinator opens the writing's clause.
	i := c.From
	for i > s.From && a.Tokens[i-1].Kind != reading.TokPunct {
		i--
	}
	if i >= s.From && i < c.From && a.Tokens[i].Is(reading.WcSubordinator) && reading.WsConditionOpener.Has(a.Tokens[i].Text(a)) {
		return true
	}
	if c.To-1 <= c.From || c.To > s.To {
		return false
	}
	if w := a.Tokens[c.To-1].Text(a); w != "to" && w != "into" {
		return false
	}
	inside := false
	for _, p := range cues {
		if p.Family != "planted" {
			continue
		}
		if p.From > c.From && p.To < c.To {
			inside = true
			continue
		}
		return false // a lasting place after the preposition, or before the verb
	}
	return inside
}

// stateNegatedApart: every negation among the n tokens before the verb
// of asking at token i negates a state of an earlier conjunct ("flag
// that a release may not be warranted and ask the user whether to
// proceed"): a form of "be" follows it, and a coordinating conjunction
// stands between it and the asking, which is then an order of its own.
// "do not stop and ask", "you do not need to ask" keep the negation on
// the act of asking.
func StateNegatedApart(r *reading.AskReader, i, n int) bool {
	found := false
	for k := i - 1; k >= r.ClauseStart(i) && k >= i-n; k-- {
		if !(r.Class(k)&reading.DNegation != 0 && r.Txt(k) != "without" || r.Prohibits(k)) {
			continue
		}
		found = true
		if k+1 >= i || !reading.Grammar(r.Txt(k+1), reading.GBe) {
			return false
		}
		if r.Find(k+2, i, func(m int) bool { return reading.Grammar(r.Txt(m), reading.GConjunction) }) < 0 {
			return false
		}
	}
	return found
}

// statedOfThing: the phrase at token from opens on a verb in its base or
// plural form whose subject is a noun right before it, at most one word
// of manner or focus between ("the results leave no trace", "these
// checks in particular leave no record"): a statement of what that thing
// does. Not when the subject is the agent, a person, or an act of the
// agent's (an upload, a sync, a change: "the upload leaves no trace" is
// the concealment said of the act), and not an order (its verb opens the
// clause, or follows a modal, "to" or a negation).
func StatedOfThing(a *reading.Analysis, s reading.Sent, from int) bool {
	if from <= s.From || from >= s.To || reading.ClauseStart(a, s, from) {
		return false
	}
	v := &a.Tokens[from]
	if vw := v.Text(a); v.Kind != reading.TokWord || !v.Is(reading.WcVerb) || strings.HasSuffix(vw, "ed") || strings.HasSuffix(vw, "ing") {
		return false
	}
	for j := from - 1; j >= s.From && j >= from-2; j-- {
		t := &a.Tokens[j]
		w := t.Text(a)
		if t.Kind != reading.TokWord || reading.Grammar(w, reading.GFunction|reading.GDo|reading.GBe|reading.GModal|reading.GHave|reading.GConjunction) || t.Is(reading.WcFunctionWord) || w == "to" || reading.Prohibition[w] ||
			reading.DemandOf(a, t)&(reading.DNegation|reading.DAgent|reading.DPerson|reading.DDeed) != 0 || reading.WsAskAct.Has(w) || reading.WsAskChange.Has(w) {
			return false
		}
		if !t.Is(reading.WcAdverb) {
			return true
		}
	}
	return false
}

// edForm: token t is a verb's "-ed" form (added, copied, linked).
func edForm(a *reading.Analysis, t *reading.Token) bool {
	w := t.Text(a)
	if !strings.HasSuffix(w, "ed") {
		return false
	}
	return reading.Participle(a, t) || t.Is(reading.WcVerb) || strings.HasSuffix(w, "ied") && reading.TextClassOf(w[:len(w)-3]+"y")&reading.WcVerb != 0
}

// semicolonBetween: a semicolon stands between tokens i and j: the
// clause after it is a sentence of its own, which a condition before it
// ("use when the user wants a plan and code changes; for external
// checks, only report the URL") does not govern.
func SemicolonBetween(r *reading.AskReader, i, j int) bool {
	return r.Find(i+1, j, func(k int) bool { return r.Txt(k) == ";" }) >= 0
}
