package detect

import "strings"

// Precision readings of agent files (agentprec21): who or what a
// sentence's verb is said of, so that a statement about another thing
// is not read as this unit's claim or the agent's order.

// otherSubjectUsed: the passive participle of using at token k ("used",
// "loaded") has a subject of its own before it that is not this unit: a
// noun other than a part's name ("skill", "agent") or a pronoun, past an
// auxiliary and adverbs ("the output prefix used for all messages", "the
// cache is loaded for every request"). What is used for every request is
// then that thing, not the unit; "this skill is used for every request",
// "it must be used for all tasks" and a participle with no subject ("used
// for every request") stay read.
func (r *askReader) otherSubjectUsed(k int) bool {
	j := k - 1
	for j >= r.s.From && r.word(j) && (grammar(r.txt(j), gBe|gModal|gAdverb) || r.a.Tokens[j].Is(wcAdverb)) {
		j--
	}
	if j < r.s.From || !r.word(j) {
		return false
	}
	t := &r.a.Tokens[j]
	w := t.Text(r.a)
	if t.Is(wcFunctionWord) || grammar(w, gFunction|gDo) || wsAskAgentPart.has(w) || wsAskSelfDet.has(w) || wsAskSelf.has(w) ||
		r.class(j)&(dAgent|dPerson|dNegation) != 0 || w == "it" || w == "they" || w == "one" {
		return false
	}
	return true
}

// writesNoPlace: the writing of cue k (writes.into-place) puts nothing
// into the place a rule outlives the task in (agentprec21):
//   - its verb is a participle that modifies the noun before it, with no
//     auxiliary ("annotations added to shared code affect all consuming
//     projects"): the noun is described, no one is told to write;
//   - or it stands in a condition or a time clause;
//   - or every lasting place the sentence names (a planted cue) stands
//     between the verb and the "to" or "into" its match ends on: the
//     place is what is added, not where ("add persistent memory to your
//     app"), and what it is added to is an ordinary place.
func writesNoPlace(a *Analysis, s Sent, cues []directiveCue, k int) bool {
	c := cues[k]
	if c.from > s.From {
		v, p := &a.Tokens[c.from], &a.Tokens[c.from-1]
		pw := p.Text(a)
		if edForm(a, v) && p.Kind == TokWord && !p.Is(wcFunctionWord) &&
			!grammar(pw, gFunction|gAuxiliary|gModal|gAdverb) && !p.Is(wcAdverb) && demandOf(a, p)&(dAgent|dPerson|dNegation) == 0 && pw != "to" {
			return true
		}
	}
	// A condition or a time clause the writing stands in ("when a file
	// is linked into several builds, ..."): a situation named, not an
	// act asked; its subordinator opens the writing's clause.
	i := c.from
	for i > s.From && a.Tokens[i-1].Kind != TokPunct {
		i--
	}
	if i >= s.From && i < c.from && a.Tokens[i].Is(wcSubordinator) && wsConditionOpener.has(a.Tokens[i].Text(a)) {
		return true
	}
	if c.to-1 <= c.from || c.to > s.To {
		return false
	}
	if w := a.Tokens[c.to-1].Text(a); w != "to" && w != "into" {
		return false
	}
	inside := false
	for _, p := range cues {
		if p.family != "planted" {
			continue
		}
		if p.from > c.from && p.to < c.to {
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
func (r *askReader) stateNegatedApart(i, n int) bool {
	found := false
	for k := i - 1; k >= r.clauseStart(i) && k >= i-n; k-- {
		if !(r.class(k)&dNegation != 0 && r.txt(k) != "without" || r.prohibits(k)) {
			continue
		}
		found = true
		if k+1 >= i || !grammar(r.txt(k+1), gBe) {
			return false
		}
		if r.find(k+2, i, func(m int) bool { return grammar(r.txt(m), gConjunction) }) < 0 {
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
func statedOfThing(a *Analysis, s Sent, from int) bool {
	if from <= s.From || from >= s.To || clauseStart(a, s, from) {
		return false
	}
	v := &a.Tokens[from]
	if vw := v.Text(a); v.Kind != TokWord || !v.Is(wcVerb) || strings.HasSuffix(vw, "ed") || strings.HasSuffix(vw, "ing") {
		return false
	}
	for j := from - 1; j >= s.From && j >= from-2; j-- {
		t := &a.Tokens[j]
		w := t.Text(a)
		if t.Kind != TokWord || grammar(w, gFunction|gDo|gBe|gModal|gHave|gConjunction) || t.Is(wcFunctionWord) || w == "to" || prohibition[w] ||
			demandOf(a, t)&(dNegation|dAgent|dPerson|dDeed) != 0 || wsAskAct.has(w) || wsAskChange.has(w) {
			return false
		}
		if !t.Is(wcAdverb) {
			return true
		}
	}
	return false
}

// edForm: token t is a verb's "-ed" form (added, copied, linked).
func edForm(a *Analysis, t *Token) bool {
	w := t.Text(a)
	if !strings.HasSuffix(w, "ed") {
		return false
	}
	return participle(a, t) || t.Is(wcVerb) || strings.HasSuffix(w, "ied") && textClassOf(w[:len(w)-3]+"y")&wcVerb != 0
}

// semicolonBetween: a semicolon stands between tokens i and j: the
// clause after it is a sentence of its own, which a condition before it
// ("use when the user wants a plan and code changes; for external
// checks, only report the URL") does not govern (agentprec21).
func (r *askReader) semicolonBetween(i, j int) bool {
	return r.find(i+1, j, func(k int) bool { return r.txt(k) == ";" }) >= 0
}

// codeNamedURL: a label of u's host (not its last) or the first segment
// of its path is written elsewhere in rest (the unit's text outside the
// command, lower case) as a code span of its own ("if the user doesn't
// have `uv`, install it (curl https://astral.sh/uv/install.sh | sh)"):
// the text names the program the installer is for as a program, which a
// short name said once in prose does not (namedURL counts those three
// times). The installer then weighs as a shown one-liner does
// (ownInstaller), and counts with another cue (agentprec21).
func codeNamedURL(u, rest string) bool {
	host, path, _ := strings.Cut(u, "/")
	if !outsideAddress("https://" + host) {
		return false
	}
	labels := strings.Split(strings.ToLower(host), ".")
	words := labels[:max(len(labels)-1, 0)]
	if seg, _, _ := strings.Cut(path, "/"); seg != "" {
		words = append(words, strings.ToLower(seg))
	}
	for _, w := range words {
		if len(w) >= 2 && strings.Contains(rest, "`"+w+"`") {
			return true
		}
	}
	return false
}
