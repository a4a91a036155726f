package reading

// otherSubjectUsed: the passive participle of using at token k ("used",
// "loaded") has a subject of its own before it that is not this unit: a
// noun other than a part's name ("skill", "agent") or a pronoun, past an
// auxiliary and adverbs ("the output prefix used for all messages", "the
// cache is loaded for every request"). What is used for every request is
// then that thing, not the unit; "this skill is used for every request",
// "it must be used for all tasks" and a participle with no subject ("used
// for every request") stay read.
func OtherSubjectUsed(r *AskReader, k int) bool {
	j := k - 1
	for j >= r.S.From && r.Word(j) && (Grammar(r.Txt(j), GBe|GModal|GAdverb) || r.A.Tokens[j].Is(WcAdverb)) {
		j--
	}
	if j < r.S.From || !r.Word(j) {
		return false
	}
	t := &r.A.Tokens[j]
	w := t.Text(r.A)
	if t.Is(WcFunctionWord) || Grammar(w, GFunction|GDo) || WsAskAgentPart.Has(w) || WsAskSelfDet.Has(w) || WsAskSelf.Has(w) ||
		r.Class(j)&(DAgent|DPerson|DNegation) != 0 || w == "it" || w == "they" || w == "one" {
		return false
	}
	return true
}

// stateNegatedApart: every negation among the n tokens before the verb
// of asking at token i negates a state of an earlier conjunct ("flag
// that a release may not be warranted and ask the user whether to
// proceed"): a form of "be" follows it, and a coordinating conjunction
// stands between it and the asking, which is then an order of its own.
// "do not stop and ask", "you do not need to ask" keep the negation on
// the act of asking.
func StateNegatedApart(r *AskReader, i, n int) bool {
	found := false
	for k := i - 1; k >= r.ClauseStart(i) && k >= i-n; k-- {
		if !(r.Class(k)&DNegation != 0 && r.Txt(k) != "without" || r.Prohibits(k)) {
			continue
		}
		found = true
		if k+1 >= i || !Grammar(r.Txt(k+1), GBe) {
			return false
		}
		if r.Find(k+2, i, func(m int) bool { return Grammar(r.Txt(m), GConjunction) }) < 0 {
			return false
		}
	}
	return found
}

// semicolonBetween: a semicolon stands between tokens i and j: the
// clause after it is a sentence of its own, which a condition before it
// ("use when the user wants a plan and code changes; for external
// checks, only report the URL") does not govern.
func SemicolonBetween(r *AskReader, i, j int) bool {
	return r.Find(i+1, j, func(k int) bool { return r.Txt(k) == ";" }) >= 0
}

// deniedAfter: a word of negation stands among the three tokens after the
// telling verb at i, no conjunction between ("reply that none were
// touched", "say you did not"): what is told is a denial.
func DeniedAfter(r *AskReader, i int) bool {
	for k := i + 1; k < r.S.To && k <= i+4; k++ {
		if Grammar(r.Txt(k), GConjunction) {
			return false
		}
		if r.Class(k)&DNegation != 0 {
			return true
		}
	}
	return false
}

// passiveAt: the telling verb at i is a passive's participle, a form of
// be two tokens before it past a negation ("are never listed", "is not
// shown"): what the clause before names is what is not told, where in
// the active ("logs you produce must not show names") it is the one that
// shows.
func PassiveAt(r *AskReader, i int) bool {
	return i-2 >= r.S.From && Grammar(r.Txt(i-2), GBe) && r.Class(i-1)&DNegation != 0
}
