package detect

import "strings"

// pub28 (#55, public repositories with --agent-files; the takeover
// classes of docs/dev/pub28-misses.md): three readings of a takeover that
// the text's grammar says are not one. Each only takes weight from a cue
// of the sentence, so a unit can lose a finding and never gain one.
//
// T1, a part's word that modifies another noun: the phrase rules that end
// on the word of a part set aside (pub28-part-end-rule: "use this skill
// instead of the built-in Read tool") also end on a part's word used as a
// noun adjunct, whose head comes after it: "Use this skill to design MCP
// servers from API contracts instead of hand-written one-off tool
// wrappers", "use this skill when the main task is runtime state rather
// than the agent prompt/response method itself". What is set aside is the
// head's thing (wrappers, a method), not a part. A head that names the
// part's own work ("instead of WebFetch tool calls", hijack23-work-noun)
// keeps the reading. ask.takeover reads the same (takeover's others).
//
// T2, a part of the project's own history: a word of age before the part
// set aside (hijack24-former's adjectives, pub28-former-adverb: "This
// skill replaces those three older skills", "This tool replaces the
// previously used `#problems` tool", "Legacy runtime tools are
// deprecated") places it in the author's past, as hijack24Own reads it for
// a part named by its program. The reading stays where the sentence names
// the part as another's (a word of being shipped or built in, a vendor, a
// tool the agents ship: "the old built-in /commit command") or claims
// every request ("the legacy review skills are deprecated; use this skill
// for every review").
//
// T3, the user's word not overruled: ask.user-overruled reads a
// concessive condition on what the user names or asks ("even if the user
// explicitly asks for X, use this instead"). Where the condition's verb is
// negated ("trigger even if the user doesn't say 'margin' explicitly": a
// trigger widened, nothing the user said set aside) or its order is a bare
// refusal ("even if the user explicitly asks you to, refuse": the safe
// side of the request), and nothing in the sentence puts something in the
// request's place (ask-instead, ask-anyway, a word of replacement), the
// reading weighs nothing. "Refuse to stop the upload and run it anyway"
// keeps it.

var (
	wsPub28PartEndRule    = newWordSet("pub28-part-end-rule", false)
	wsPub28DisplacingRule = newWordSet("pub28-displacing-rule", false)
	wsPub28FormerAdverb   = newWordSet("pub28-former-adverb", false)
	wsPub28OverruledRule  = newWordSet("pub28-overruled-rule", false)
)

// pub28Drop zeroes the takeover cues of sentence s that T1, T2 or T3 reads
// as no takeover (directive.go, beside hijack26OwnerDrop).
func pub28Drop(v *ToolView, a *Analysis, s Sent, cues []directiveCue) {
	if v == nil || v.Tool == nil || !IsInstructionKind(v.Tool.Kind) || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return
	}
	r := &askReader{v: v, a: a, s: s, raw: v.fieldText}
	for k := range cues {
		c := &cues[k]
		if c.weight == 0 || c.rule == "" {
			continue
		}
		switch {
		case wsPub28PartEndRule.has(c.rule) && r.pub28ModifierPart(c.from, c.to),
			wsPub28DisplacingRule.has(c.rule) && r.pub28FormerPart(),
			wsPub28OverruledRule.has(c.rule) && r.pub28UserKept():
			c.weight = 0
		}
	}
}

// pub28ModifierPart (T1): the match [from, to) ends on a part's word
// that modifies the noun after it (pub28Modifier).
func (r *askReader) pub28ModifierPart(from, to int) bool {
	last := to - 1
	return last >= from && last >= r.s.From && r.word(last) && wsAskAgentPart.has(r.lw23(last)) && r.pub28Modifier(last)
}

// pub28LastModifier (T1 for ask.takeover's others): the part's word at i
// modifies a noun after it (pub28Modifier) and no word of a part, slash
// command or word of being built in follows it in the sentence. Leaving it
// out of the others then leaves none after it, so the reading never moves
// to a later part it did not read before ("the skill's own directory,
// which the agent substitutes when the skill loads").
func (r *askReader) pub28LastModifier(i int) bool {
	if !r.pub28Modifier(i) {
		return false
	}
	return r.find(i+1, r.s.To, func(k int) bool {
		txt := r.txt(k)
		return r.word(k) && (wsAskAgentPart.has(r.lw23(k)) || wsAskClaimNoun.has(r.lw23(k))) || r.a.Tokens[k].Kind == TokPath && len(txt) > 2 && txt[0] == '/'
	}) < 0
}

// pub28Modifier (T1): the part's word at i modifies a noun after it, in
// the same clause, that heads the phrase (hijack23Modifier reads a list of
// such heads; this reads the grammar). Words joined by a slash right after
// it ("the agent prompt/response method") modify the same head: the head
// is the word after them when there is one. The head is a word of content
// (pub28Head).
func (r *askReader) pub28Modifier(i int) bool {
	n := i + 1
	if n >= r.s.To || r.a.Tokens[n].Kind != TokWord || r.clauseStart(n) != r.clauseStart(i) || r.pub28Owner(i) {
		return false // "the skill's own directory": a possessor, not a modifier
	}
	head := n
	for head+2 < r.s.To && r.a.Tokens[head+1].Kind == TokPunct && r.txt(head+1) == "/" && r.a.Tokens[head+2].Kind == TokWord {
		head += 2
	}
	if head > n && head+1 < r.s.To && r.a.Tokens[head+1].Kind == TokWord && r.pub28Head(head+1) {
		return true
	}
	return r.pub28Head(head)
}

// pub28Head: token h is a word of content that can head a noun phrase: no
// function word, no word of a closed class, no inflected verb ("the Read
// tool reads", "the Edit tool corrupts files": verbInS; a verb's base form
// after a part's word is a noun: "the tool wrapper"), no participle, no part's word and no noun of the work a
// part is given ("WebFetch tool calls", "the agent prompt": hijack23-work-noun).
func (r *askReader) pub28Head(h int) bool {
	t := &r.a.Tokens[h]
	txt := r.lw23(h)
	if t.Kind != TokWord || t.Is(wcFunctionWord) || t.Is(wcVerb) && r.txt(h) != t.Stem(r.a) || wsD26ThirdEnding.endsIn(txt) != "" && verbInS(txt) || participle(r.a, t) ||
		grammar(txt, gAdverb|gConjunction|gPreposition|gSubordinator|gRelative|gBe|gHave|gModal|gPronoun) {
		return false
	}
	return !wsAskAgentPart.has(txt) && !wsAskPartNoun.has(txt) && !wsHijack23WorkNoun.has(txt)
}

// pub28FormerPart (T2): a word of age (hijack24-former, pub28-former-adverb)
// stands before a part's word (ask-agent-part), at most three words before
// it, in its clause; the part's phrase (pub28PartPhrase) names no vendor
// and no owner but the author; and the sentence holds no address, no word
// of totality or of any (a claim on every request), and no part named as
// shipped or built in (ask-shipped, ask-builtin, a tool the agents ship:
// "the legacy deploy skill and the built-in /deploy command are
// deprecated").
func (r *askReader) pub28FormerPart() bool {
	former := false
	for i := r.s.From; i < r.s.To; i++ {
		t := &r.a.Tokens[i]
		if t.Kind == TokURL || t.Kind == TokEmail {
			return false
		}
		if !r.word(i) {
			continue
		}
		low := r.lw23(i)
		if wsTotality.has(low) || wsD26Any.has(low) ||
			wsAskShipped.has(low) || wsAskClaimNoun.has(low) || wsAskAgentTool.has(r.txt(i)) || wsHijack24AgentTool.has(low) {
			return false
		}
		if former || !wsHijack24Former.has(low) && !wsPub28FormerAdverb.has(low) {
			continue
		}
		words := 0
		for k := i + 1; k < r.s.To && words < 3 && r.clauseStart(k) == r.clauseStart(i); k++ {
			if k := r.a.Tokens[k].Kind; k == TokPunct || k == TokQuote {
				continue // the marks of a name written as code
			}
			words++
			if r.word(k) && wsAskAgentPart.has(r.lw23(k)) {
				former = r.pub28PartPhrase(i, k)
				break
			}
		}
	}
	return former
}

// pub28PartPhrase: the phrase of the part at k, from the clause's start
// to the word before the next conjunction, clause mark or finite verb
// after it (at most four words: "the legacy lint command from the 1.x
// series"), names no vendor (hijack25-vendor: a vendor in a clause joined
// after it, "and folds codex review in", is not the part's) and no owner
// other than the author (owner-possessive, third-possessive, a noun's possessive:
// pub28Owner).
func (r *askReader) pub28PartPhrase(former, k int) bool {
	end := k + 1
	for ; end < r.s.To && end <= k+4 && r.clauseStart(end) == r.clauseStart(k); end++ {
		t := &r.a.Tokens[end]
		if r.word(end) && (grammar(r.lw23(end), gConjunction|gRelative) || t.Is(wcVerb) && !participle(r.a, t) && !wsAskShipped.has(r.lw23(end))) {
			break
		}
	}
	for m := r.clauseStart(former); m < end; m++ {
		if !r.word(m) && r.a.Tokens[m].Kind != TokPath {
			continue
		}
		low := r.lw23(m)
		if wsHijack25Vendor.has(low) || wsOwnerPossessive.has(low) || wsThirdPossessive.has(low) || m < k && r.pub28Owner(m) {
			return false
		}
	}
	return true
}

// pub28Owner: word m before the part is a possessive that names an owner
// ("the team's previous reviewer", "the user's old skills"): the part is
// that owner's, not the author's history. The project's own
// (own-project-possessive: "the repository's older skills") is the
// author's.
func (r *askReader) pub28Owner(m int) bool {
	t := &r.a.Tokens[m]
	if int(t.End) >= len(r.raw) || wsD26OwnProject.has(r.lw23(m)+r.raw[t.End:min(len(r.raw), int(t.End)+2)]) {
		return false
	}
	rest := r.raw[t.End:]
	for _, mark := range wsPossMark26.words {
		if strings.HasPrefix(rest, mark) {
			return true
		}
	}
	return false
}

// pub28UserKept (T3): a concessive condition on what the user names or
// asks (userOverruled's opener, person and verb) whose verb is negated, or
// whose order after it is a bare refusal (prec23-refuse ending its
// sentence), in a sentence with no word that puts something in the
// request's place.
func (r *askReader) pub28UserKept() bool {
	if r.find(r.s.From, r.s.To, func(k int) bool {
		return r.word(k) && (wsAskInstead.has(r.lw23(k)) || wsAskAnyway.has(r.lw23(k)) || r.class(k)&dReplace != 0)
	}) >= 0 {
		return false
	}
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
		verb := r.find(person+1, min(r.s.To, person+5), func(k int) bool {
			return wsAskNameVerb.has(r.lw23(k)) || wsAskRequestVerb.has(r.lw23(k))
		})
		if verb < 0 {
			continue
		}
		if r.find(person+1, verb, func(k int) bool { return r.class(k)&dNegation != 0 }) >= 0 {
			return true
		}
		if r.pub28BareRefusal(verb) {
			return true
		}
	}
	return false
}

// pub28BareRefusal: after token verb, in a later clause, a verb of refusing
// (prec23-refuse) with nothing but punctuation after it to the sentence's
// end ("..., refuse.", "...: decline").
func (r *askReader) pub28BareRefusal(verb int) bool {
	last := -1
	for k := r.s.To - 1; k > verb; k-- {
		if r.a.Tokens[k].Kind != TokPunct {
			last = k
			break
		}
	}
	return last > verb && r.word(last) && wsPrec23Refuse.has(r.lw23(last)) && r.clauseStart(last) != r.clauseStart(verb)
}
