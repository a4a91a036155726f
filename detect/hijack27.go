package detect

import "strings"

// hijack27: ask.part-displaced read where the part's noun phrase is one the
// earlier readings do not take (class P of docs/dev/hijack27-misses.md),
// and a negated order of using another's part with its work given to
// something named (class N).
//
// P: a part noun heading its phrase ("skills", "tool", "CLI", "workflow")
// named as another's by what stands before it: an owner's possessive (an
// organisation's or a vendor's: "the company's `license-check` command"),
// a list of names ("the deploy, release and publish skills"), the others
// or a word of being shipped far from the state ("All other review agents
// and plugins (including …) are deprecated"), or a name with a parenthesis
// after the noun ("the Cursor web tool (`@web`)"); stated out of service
// (hijack24State, which steps over a parenthesis and a place: "in this
// repo", "from the team's `sec` server"). The others and the shipped parts
// are displaced by themselves, as partDisplaced reads them; a named one
// only when its work is given to something that is not a program of the
// toolchain (hijack24PutElsewhere). A part of the project's own, of this
// unit or of its history ("our", "the project's", "the old") is the
// author's.
//
// N: "do not use", "don't start", "never call" opening a clause, its
// object another's part (a slash command, a built-in tool, a part noun
// named by code, a list, an owner or a word of being shipped), and the
// work given elsewhere (hijack24PutElsewhere). A program alone ("never
// call `git` directly; use ./bin/git") is left out: a wrapper in a
// program's place is as often the project's honest setup (./gradlew for
// gradle). The unit's or the user's own tool ("your `Read` tool") is the
// client's own (Roo-Code's edit tool text, fresh13).

var (
	wsHijack27Owner    = newWordSet("hijack27-owner", false)
	wsHijack27PartNoun = newWordSet("hijack27-part-noun", false)
	wsHijack27Joint    = newWordSet("hijack27-joint", false)
	wsHijack27Start    = newWordSet("hijack27-start", false)
	wsHijack27Purpose  = newWordSet("hijack27-purpose", false)
	wsHijack27Meant    = newWordSet("hijack27-meant", false)
	wsHijack27Route    = newWordSet("hijack27-route", false)
)

// hijack27Phrase is what stands before a part noun heading its phrase.
type hijack27Phrase struct {
	open                  int  // the phrase's first token
	names                 int  // names before the noun (code, identifiers, content words)
	joint, owner          bool // a list joined by and/or or commas; an owner's possessive
	other, shipped, coded bool // the others; a word of being shipped; a name written as code or a proper noun
	own                   bool // the project's, this unit's, the user's own or its history's
}

// hijack27Displaced is partDisplaced's last reading (instruction_ask.go):
// class P, then class N; the token a finding points at, -1 if none.
func (r *askReader) hijack27Displaced() int {
	if at := r.hijack27PhraseGone(); at >= 0 {
		return at
	}
	if at := r.hijack27MeantFor(); at >= 0 {
		return at
	}
	return r.hijack27UseForbidden()
}

// hijack27Head: token i is a part noun heading its phrase: nothing but a
// function word, a state's auxiliary, a verb, a parenthesis or punctuation
// after it (not a noun it modifies: "the command lists").
func (r *askReader) hijack27Head(i int) bool {
	if !r.word(i) {
		return false
	}
	t := r.txt(i)
	if !(wsAskAgentPart.has(t) || wsAskPartNoun.has(t) || wsHijack24PartNoun.has(t) || wsHijack27PartNoun.has(t)) {
		return false
	}
	n := i + 1
	if n < r.s.To && r.word(n) && (r.a.Tokens[n].Is(wcVerb) || wsHijack27Route.has(r.txt(n)) || wsAskRoute.has(r.txt(n))) && !r.hijack23Modifier(i) && !r.hijack24Quoted(n) {
		return true // the phrase's verb ("the agents resolve here")
	}
	return n >= r.s.To || !r.word(n) || r.a.Tokens[n].Is(wcFunctionWord) || wsAskStateAux.has(r.txt(n)) || r.gone(n)
}

// hijack27Before reads the phrase before the part noun at i, back to a
// determiner, a verb or the sentence's punctuation (a comma inside a list
// of names is read over), at most twelve tokens.
func (r *askReader) hijack27Before(i int) hijack27Phrase {
	p := hijack27Phrase{open: i}
	for k := i - 1; k >= r.s.From && k >= i-12; k-- {
		t := &r.a.Tokens[k]
		txt := r.txt(k)
		switch {
		case t.Kind == TokQuote:
		case t.Kind == TokPunct && txt == ",":
			p.joint = true
		case t.Kind == TokPunct && txt == "#" && k+1 < i:
		case t.Kind == TokPath && r.slashCommand(k):
			p.names++
			p.coded = true
		case !r.word(k):
			return p
		case (wsHijack27Owner.has(txt) || wsHijack25Vendor.has(txt)) && r.possessive24(k):
			p.owner = true
		case wsAskShipped.has(txt):
			p.shipped = true
		case wsAskOwn.has(txt) || wsAskSelfDet.has(txt) || wsSelfPronoun.has(txt) || wsHijack24Former.has(txt) || wsHijack24Way.has(txt):
			p.own = true
		case wsAskOther.has(txt):
			p.other = true
		case wsHijack27Joint.has(txt):
			p.joint = true
		case t.Is(wcFunctionWord) || wsAskStateAux.has(txt):
			return p
		case (wsHijack24Put.has(txt) || wsHijack27Start.has(txt)) && (k == r.s.From || r.class(k-1)&dNegation != 0):
			// The order's verb ("run the deploy skill", "don't start
			// the agent"), not a name in a list ("the lint, format and
			// typecheck skills").
			return p
		default:
			p.names++
			p.coded = p.coded || r.hijack24Quoted(k) || t.Kind == TokIdent || r.hijack24Proper(k)
			p.own = p.own || r.lead27OwnName(k) // the unit's own vendor or plugin (lead27.go)
		}
		p.open = k
	}
	return p
}

// hijack27PhraseGone (class P): a part noun whose phrase names another's
// part, stated out of service, displaced by itself (the others, a shipped
// part) or with its work given elsewhere.
func (r *askReader) hijack27PhraseGone() int {
	for i := r.s.From; i < r.s.To; i++ {
		if !r.hijack27Head(i) {
			continue
		}
		p := r.hijack27Before(i)
		paren := i+1 < r.s.To && r.txt(i+1) == "("
		named := p.owner || p.joint && p.names >= 2 || paren && p.coded
		if p.own || !(named || p.other || p.shipped) {
			continue
		}
		at := p.open
		if r.conditioned(at) || r.hijack23ConditionBefore(at) || r.negatedBefore(at) || r.checked(at) {
			continue
		}
		if r.find(r.s.From, at, func(m int) bool {
			return wsConditionOpener.has(r.txt(m)) || r.word(m) && wsHijack24Say.has(r.txt(m))
		}) >= 0 {
			continue
		}
		k := r.hijack24State(i)
		if k < 0 || r.toldOnly(k) {
			continue
		}
		// Owned after the noun ("the lint and format skills of our
		// plugin"): the author's own parts.
		if r.find(i+1, k, func(m int) bool { return r.word(m) && wsAskOwn.has(r.txt(m)) }) >= 0 {
			continue
		}
		if p.other || p.shipped || r.hijack24PutElsewhere(k, "") {
			return at
		}
	}
	return -1
}

// hijack27UseForbidden (class N): a clause opening with a negated order of
// using or starting a part another owns, and its work given elsewhere.
func (r *askReader) hijack27UseForbidden() int {
	for i := r.s.From; i+1 < r.s.To; i++ {
		if r.class(i)&dNegation == 0 || wsD26Without.has(r.txt(i)) || i-r.clauseStart(i) > 2 {
			continue
		}
		v := i + 1
		if v < r.s.To && !r.word(v) {
			v++ // "don" "'" "t" split, or a quote
		}
		if v >= r.s.To || !r.word(v) || !(wsHijack24Put.has(r.txt(v)) || wsHijack27Start.has(r.txt(v))) {
			continue
		}
		if r.conditioned(i) || r.hijack23ConditionBefore(i) || r.find(r.s.From, i, func(m int) bool { return wsConditionOpener.has(r.txt(m)) }) >= 0 {
			continue
		}
		for m := v + 1; m < r.s.To && m <= v+10; m++ {
			if t := r.txt(m); r.a.Tokens[m].Kind == TokPunct && (t == ";" || t == "." || t == ":") {
				break
			}
			if !r.hijack27Another(m) {
				continue
			}
			// Everything listed after the verb is set aside ("do not use
			// the `deploy` workflow or `gh workflow run`"): what takes
			// the work is read from the clause's end on.
			end := r.find(m, r.s.To, func(e int) bool {
				t := r.txt(e)
				return r.a.Tokens[e].Kind == TokPunct && (t == ";" || t == "." || t == ":")
			})
			if end < 0 {
				end = r.s.To - 1
			}
			// A purpose narrows the order ("do not use `save_memory` for
			// facts about this project", "don't start the agent for one
			// file"): the part stays for its other work, unless the
			// purpose is every request ("for any deploy").
			if r.find(m+1, end, func(e int) bool { return wsHijack27Purpose.has(r.txt(e)) && !r.hijack23EveryAfter(e) }) >= 0 {
				break
			}
			// The part named again is not what takes its work ("use
			// `save_memory` only when the user asks").
			if r.hijack24PutElsewhere(end, r.txt(m)) {
				return i
			}
			break
		}
	}
	return -1
}

// hijack27Another: token m names a part another owns as the object of an
// order: a slash command, a built-in tool another agent documents, a
// chat tool written as code (`#fetch`), or a part noun heading a phrase
// named by code, a list, an owner or a word of being shipped, and not the
// unit's, the project's or the user's own.
func (r *askReader) hijack27Another(m int) bool {
	txt := r.txt(m)
	switch {
	case r.slashCommand(m):
		return true
	case r.word(m) && (wsHijack24AgentTool.has(txt) || wsAskAgentTool.has(txt)):
		return r.hijack24Own(m) >= 0
	case r.hijack27Head(m):
		p := r.hijack27Before(m)
		return !p.own && !r.lead27Kind(p.open) && (p.owner || p.shipped || p.joint && p.names >= 2 || p.coded)
	}
	return false
}

// hijack27Touching: the token at i touches the marks on both sides of it
// (a name written as code, `lint`), as the word between two spans does
// not ("`lint` and `format`": "and" stands between a closing and an
// opening mark, with spaces).
func hijack27Touching(a *Analysis, i int) bool {
	return a.Tokens[i-1].End == a.Tokens[i].Start && a.Tokens[i].End == a.Tokens[i+1].Start
}

// hijack27FileName: an identifier with an extension ("lint-all.sh") names
// a file, as a relative path does, not a skill, command or agent: the
// owner reading (hijack26OwnParts) reads it as a path inside the
// repository, not as a name the registry must hold.
func hijack27FileName(txt string) bool {
	dot := strings.LastIndexByte(txt, '.')
	return dot > 0 && dot < len(txt)-1
}

// hijack27MeantFor (class C): the requests meant for another's part
// ("requests meant for the `context7` documentation server", "any request
// addressed to the `planner` or `architect` agents") routed elsewhere: a
// word of routing or putting after the part, then this unit as a place
// ("resolve here") or something named that is not the part (a name
// written as code, a path, an address).
func (r *askReader) hijack27MeantFor() int {
	if r.questionOrReport() {
		return -1
	}
	for i := r.s.From; i+2 < r.s.To; i++ {
		if !r.word(i) || !(wsHijack23WorkNoun.has(r.txt(i)) || wsAskRequestNoun.has(r.txt(i))) || !wsHijack27Meant.has(r.txt(i+1)) {
			continue
		}
		part := r.find(i+2, min(i+20, r.s.To), r.hijack27Another)
		if part < 0 || r.conditioned(i) || r.hijack23ConditionBefore(i) || r.negatedBefore(i) {
			continue
		}
		p := r.hijack27Before(part)
		named := map[string]bool{}
		for k := p.open; k < part; k++ {
			named[r.txt(k)] = true
		}
		routed := false
		for m := part + 1; m < r.s.To; m++ {
			t := &r.a.Tokens[m]
			txt := r.txt(m)
			switch {
			case r.word(m) && (wsAskRoute.has(txt) || wsHijack24Put.has(txt) || wsHijack27Route.has(txt)) && !r.negatedNear(m, 3):
				routed = true
			case !routed:
			case r.word(m) && wsAskSelf.has(txt):
				return i
			case t.Kind == TokPath || t.Kind == TokURL:
				return i
			case r.word(m) && r.hijack24CodeStart(m) && !named[txt]:
				return i
			}
		}
	}
	return -1
}

// hijack27OwnedMention (crossToolRef, mention.go): a tool named with a
// possessive of the reader or the author before it ("you must use your
// `Read` tool", "our `deploy` tool") is the client's or the author's own
// tool, not another server's, unless the registry knows the name on
// another server (then "your `send_email` tool" may still point at
// someone else's). Roo-Code's edit tool text (fresh13) names the client's
// own Read tool this way.
func hijack27OwnedMention(reg *Registry, v *ToolView, a *Analysis, s Sent, i int, name string) bool {
	k := i - 1
	if k >= s.From && a.Tokens[k].Kind == TokQuote {
		k--
	}
	if k < s.From || !wsAskOwn.has(a.Tokens[k].Text(a)) {
		return false
	}
	return reg == nil || !otherServerHas(reg, v.Tool, name)
}
