package authority

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

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
