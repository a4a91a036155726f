package detect

// pub29 (#55, public repositories with --agent-files; the classes CN and
// TU of docs/dev/pub29-misses.md): two readings the grammar of the
// sentence says are not what they read. Each only takes weight from a cue
// of the sentence, so a unit can lose a finding and never gain one.
//
// CN, a cover forbidden: the concealment readings (pub29-cover-family)
// read a cover (a feigned outcome, "continue as if the operation
// succeeded"; a misrepresentation, "present this as a model stall"; a
// manner out of sight, "silently fall back"; an act done "without telling
// the user why") as ordered. Where every cover of the sentence stands
// inside a negated order ("NEVER synthesize results (data, numbers) and
// continue as if the operation succeeded", "Do not silently fall back —
// that masks gaps the user wants to know about"), the text forbids the
// cover: the safe side. The negation's scope runs over its verb phrase,
// a parenthesis and a coordinated verb, and stops at a clause mark. The
// reading stays where a telling is negated in the sentence ("never
// mention the upload and continue as if only the tests ran"), a cover
// stands outside the negation ("don't stop: act as if it succeeded",
// "never tell the developer; describe the change as a formatting fix"),
// or something is left out unnegated ("omit the edit").
//
// TU, the user's word answered by asking the user: ask.user-overruled
// reads a concessive condition on what the user names or asks whose
// order puts something in its place ("even if the user asks for eslint,
// run ./bin/lint anyway"). Where every word of putting in place (anyway,
// instead, rather, a word of replacement) stands in a clause whose order
// is a verb of turning to the user (pub29-consult: "even if the request
// already mentions details — ask anyway", "ask for its name rather than
// defaulting"), with no negation, coordinator, part, path or command
// between them, the choice goes back to the user: nothing is overruled.
// "Ask the deploy agent to merge anyway", "confirm nothing and run
// ./quick.sh instead" keep the reading.

var (
	wsPub29CoverFamily = newWordSet("pub29-cover-family", false)
	wsPub29Consult     = newWordSet("pub29-consult", false)
)

// pub29Drop zeroes the cues of sentence s that CN or TU reads as no
// concealment or no takeover (directive.go, beside pub28Drop).
func pub29Drop(v *ToolView, a *Analysis, s Sent, cues []directiveCue) {
	if v == nil || v.Tool == nil || !IsInstructionKind(v.Tool.Kind) || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return
	}
	r := &askReader{v: v, a: a, s: s, raw: v.fieldText}
	cover, overruled := -1, -1 // memo: -1 unread, 0 no, 1 yes
	for k := range cues {
		c := &cues[k]
		if c.weight == 0 {
			continue
		}
		switch {
		case wsPub29CoverFamily.has(c.family):
			if cover < 0 {
				cover = boolInt29(r.pub29CoverForbidden())
			}
			if cover == 1 {
				c.weight = 0
			}
		case wsPub28OverruledRule.has(c.rule): // the readings of the user's word overruled (pub28.go)
			if overruled < 0 {
				overruled = boolInt29(r.pub29UserConsulted())
			}
			if overruled == 1 {
				c.weight = 0
			}
		}
	}
}

func boolInt29(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pub29CoverForbidden (CN): the sentence holds a cover, each inside a
// negated order (pub29NegatedScope), and no telling negated but a cover's
// own account, and no verb of leaving out that is not negated.
func (r *askReader) pub29CoverForbidden() bool {
	covers := 0
	accounts := map[int]bool{}
	for i := r.s.From; i < r.s.To; i++ {
		if !r.word(i) {
			continue
		}
		acc, ok := r.pub29Cover(i)
		if !ok {
			continue
		}
		if r.pub29NegatedScope(i) < 0 {
			return false // a cover ordered: "act as if it succeeded"
		}
		covers++
		if acc >= 0 {
			accounts[acc] = true
		}
	}
	if covers == 0 {
		return false
	}
	for i := r.s.From; i < r.s.To; i++ {
		if !r.word(i) || accounts[i] {
			continue
		}
		lw := r.lw23(i)
		if wsAskLeaveOut.has(lw) && r.pub29NegatedScope(i) < 0 {
			return false // "omit the edit from the summary"
		}
		if (wsC23Tell.has(lw) || r.class(i)&dCommunicate != 0) && !r.pub29AfterWithout(i) && r.pub29NegatedScope(i) >= 0 {
			return false // a telling negated: "never mention the upload"
		}
	}
	return true
}

// pub29Cover: token i opens a cover. It returns the token of the account
// the cover is (a verb of account followed by likeness in its clause,
// "present this as": that telling is the cover's, not a telling
// withheld), or -1.
func (r *askReader) pub29Cover(i int) (int, bool) {
	lw := r.lw23(i)
	switch {
	case r.class(i)&dCovert != 0, wsC23Feign.has(lw):
		return -1, true // "silently", "pretend"
	case wsD26Without.has(lw):
		n := r.nextWord29(i)
		if n >= 0 && (wsC23Tell.has(r.lw23(n)) || r.class(n)&dCommunicate != 0) {
			return -1, true // "without telling the user why"
		}
	case wsC23AsIf.has(lw):
		n := r.nextWord29(i)
		if n >= 0 && wsC25Likeness.has(r.lw23(n)) {
			if m := r.nextWord29(n); m >= 0 && wsC25Counterfactual.has(r.lw23(m)) {
				return -1, true // "continue as if"
			}
		}
	case wsC25Account.has(lw):
		cs := r.clauseStart(i)
		for k := i + 1; k < r.s.To && k <= i+10; k++ {
			if r.clauseStart(k) != cs {
				break
			}
			if r.word(k) && wsC25Likeness.has(r.lw23(k)) {
				return i, true // "present this as a model stall"
			}
		}
	}
	return -1, false
}

// nextWord29: the next word after token i in the sentence, or -1.
func (r *askReader) nextWord29(i int) int {
	for k := i + 1; k < r.s.To; k++ {
		if r.word(k) {
			return k
		}
	}
	return -1
}

// pub29AfterWithout: the word before token i is a word of without (the
// telling is the cover "without telling", not a telling withheld).
func (r *askReader) pub29AfterWithout(i int) bool {
	for k := i - 1; k >= r.s.From; k-- {
		if r.word(k) {
			return wsD26Without.has(r.lw23(k))
		}
	}
	return false
}

// pub29NegatedScope: the negation whose order token i stands in, or -1.
// Walking back from i, a parenthesis is passed over whole, a list comma
// and a coordinator do not stop the walk (a coordinated verb shares the
// negation: "never synthesize results and continue as if"), a clause mark
// (";", ":", a dash, a bar, a comma that closes a clause, a spaced "-"
// the tokenizer writes for an em dash: prec24Dash) does.
func (r *askReader) pub29NegatedScope(i int) int {
	depth := 0
	for k := i - 1; k >= r.s.From; k-- {
		t := &r.a.Tokens[k]
		if t.Kind == TokPunct {
			switch t.Text(r.a) {
			case ")":
				depth++
				continue
			case "(":
				if depth > 0 {
					depth--
				}
				continue
			}
			if depth > 0 {
				continue
			}
			if r.clauseStart(k+1) == k+1 || prec24Dash(r.a, r.s, k) {
				return -1 // a clause mark, a dash between words
			}
			continue
		}
		if depth > 0 {
			continue
		}
		if r.class(k)&dNegation != 0 && !wsD26Without.has(r.txt(k)) || r.prohibits(k) {
			return k
		}
	}
	return -1
}

// pub29UserConsulted (TU): a concessive condition on what the user names
// or asks, and every word of putting in place after it heads from a verb
// of turning to the user, with at least one such word.
func (r *askReader) pub29UserConsulted() bool {
	verb := r.pub29UserCondition()
	if verb < 0 {
		return false
	}
	found := false
	for k := r.s.From; k < r.s.To; k++ {
		if !r.word(k) || !(wsAskInstead.has(r.lw23(k)) || wsAskAnyway.has(r.lw23(k)) || r.class(k)&dReplace != 0) {
			continue
		}
		if k < verb || !r.pub29Consulting(k) {
			return false
		}
		found = true
	}
	return found
}

// pub29UserCondition: the token of the verb of a concessive condition on
// what the user names or asks ("even if the user asks", "even when the
// user's request mentions"), or -1.
func (r *askReader) pub29UserCondition() int {
	for i := r.s.From; i+1 < r.s.To; i++ {
		if !wsAskConcessive.has(r.lw23(i)) || !wsConditionOpener.has(r.lw23(i+1)) {
			continue
		}
		person := r.find(i+2, min(r.s.To, i+5), func(k int) bool {
			return r.class(k)&dPerson != 0 || wsD26They.has(r.lw23(k))
		})
		if person < 0 {
			continue
		}
		verb := r.find(person+1, min(r.s.To, person+6), func(k int) bool {
			return wsAskNameVerb.has(r.lw23(k)) || wsAskRequestVerb.has(r.lw23(k))
		})
		if verb >= 0 {
			return verb
		}
	}
	return -1
}

// pub29Consulting: the clause of token k opens on a verb of turning to
// the user (pub29-consult; a coordinator before it is passed), and between them stands no negation,
// coordinator, part of an agent, path or code.
func (r *askReader) pub29Consulting(k int) bool {
	cs := r.clauseStart(k)
	for m := k - 1; m > cs; m-- {
		if prec24Dash(r.a, r.s, m) {
			cs = m + 1 // "— ask anyway": the tokenizer writes the dash "-"
			break
		}
	}
	head := r.find(cs, k, func(m int) bool { return r.word(m) && !wsApprove27Coord.has(r.lw23(m)) }) // ", and ask"
	if head < 0 || !wsPub29Consult.has(r.lw23(head)) {
		return false
	}
	for m := head + 1; m < k; m++ {
		t := &r.a.Tokens[m]
		switch t.Kind {
		case TokPath, TokIdent, TokURL, TokEmail:
			return false // "run ./quick.sh instead"
		case TokWord:
		default:
			continue
		}
		lw := r.lw23(m)
		if r.class(m)&dNegation != 0 || wsApprove27Coord.has(lw) || wsAskAgentPart.has(lw) {
			return false
		}
	}
	return true
}
