package hijack

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsHijack27Owner = reading.NewWordSet("hijack-owner", false)

var wsHijack27PartNoun = reading.NewWordSet("hijack-process-noun", false)

var wsHijack27Joint = reading.NewWordSet("hijack-joint", false)

var wsHijack27Start = reading.NewWordSet("hijack-start", false)

var wsHijack27Purpose = reading.NewWordSet("hijack-purpose", false)

var wsHijack27Meant = reading.NewWordSet("hijack-meant", false)

var wsHijack27Route = reading.NewWordSet("hijack-route", false)

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
func Hijack27Displaced(r *reading.AskReader) int {
	if at := hijack27PhraseGone(r); at >= 0 {
		return at
	}
	if at := hijack27MeantFor(r); at >= 0 {
		return at
	}
	return hijack27UseForbidden(r)
}

// hijack27Head: token i is a part noun heading its phrase: nothing but a
// function word, a state's auxiliary, a verb, a parenthesis or punctuation
// after it (not a noun it modifies: "the command lists").
func hijack27Head(r *reading.AskReader, i int) bool {
	if !r.Word(i) {
		return false
	}
	t := r.Txt(i)
	if !(reading.WsAskAgentPart.Has(t) || reading.WsAskPartNoun.Has(t) || wsHijack24PartNoun.Has(t) || wsHijack27PartNoun.Has(t)) {
		return false
	}
	n := i + 1
	if n < r.S.To && r.Word(n) && (r.A.Tokens[n].Is(reading.WcVerb) || wsHijack27Route.Has(r.Txt(n)) || reading.WsAskRoute.Has(r.Txt(n))) && !r.Hijack23Modifier(i) && !hijack24Quoted(r, n) {
		return true // the phrase's verb ("the agents resolve here")
	}
	return n >= r.S.To || !r.Word(n) || r.A.Tokens[n].Is(reading.WcFunctionWord) || reading.WsAskStateAux.Has(r.Txt(n)) || r.Gone(n)
}

// hijack27Before reads the phrase before the part noun at i, back to a
// determiner, a verb or the sentence's punctuation (a comma inside a list
// of names is read over), at most twelve tokens.
func hijack27Before(r *reading.AskReader, i int) hijack27Phrase {
	p := hijack27Phrase{open: i}
	for k := i - 1; k >= r.S.From && k >= i-12; k-- {
		t := &r.A.Tokens[k]
		txt := r.Txt(k)
		switch {
		case t.Kind == reading.TokQuote:
		case t.Kind == reading.TokPunct && txt == ",":
			p.joint = true
		case t.Kind == reading.TokPunct && txt == "#" && k+1 < i:
		case t.Kind == reading.TokPath && slashCommand(r, k):
			p.names++
			p.coded = true
		case !r.Word(k):
			return p
		case (wsHijack27Owner.Has(txt) || wsHijack25Vendor.Has(txt)) && r.Possessive24(k):
			p.owner = true
		case reading.WsAskShipped.Has(txt):
			p.shipped = true
		case reading.WsAskOwn.Has(txt) || reading.WsAskSelfDet.Has(txt) || reading.WsSelfPronoun.Has(txt) || wsHijack24Former.Has(txt) || wsHijack24Way.Has(txt):
			p.own = true
		case reading.WsAskOther.Has(txt):
			p.other = true
		case wsHijack27Joint.Has(txt):
			p.joint = true
		case t.Is(reading.WcFunctionWord) || reading.WsAskStateAux.Has(txt):
			return p
		case (wsHijack24Put.Has(txt) || wsHijack27Start.Has(txt)) && (k == r.S.From || r.Class(k-1)&reading.DNegation != 0):
			// The order's verb ("run the deploy skill", "don't start
			// the agent"), not a name in a list ("the lint, format and
			// typecheck skills").
			return p
		default:
			p.names++
			p.coded = p.coded || hijack24Quoted(r, k) || t.Kind == reading.TokIdent || r.Hijack24Proper(k)
			p.own = p.own || r.Lead27OwnName(k) // the unit's own vendor or plugin (lead27.go)
		}
		p.open = k
	}
	return p
}

// hijack27PhraseGone (class P): a part noun whose phrase names another's
// part, stated out of service, displaced by itself (the others, a shipped
// part) or with its work given elsewhere.
func hijack27PhraseGone(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !hijack27Head(r, i) {
			continue
		}
		p := hijack27Before(r, i)
		paren := i+1 < r.S.To && r.Txt(i+1) == "("
		named := p.owner || p.joint && p.names >= 2 || paren && p.coded
		if p.own || !(named || p.other || p.shipped) {
			continue
		}
		at := p.open
		if r.Conditioned(at) || Hijack23ConditionBefore(r, at) || r.NegatedBefore(at) || r.Checked(at) {
			continue
		}
		if r.Find(r.S.From, at, func(m int) bool {
			return reading.WsConditionOpener.Has(r.Txt(m)) || r.Word(m) && wsHijack24Say.Has(r.Txt(m))
		}) >= 0 {
			continue
		}
		k := hijack24State(r, i)
		if k < 0 || r.ToldOnly(k) {
			continue
		}
		// Owned after the noun ("the lint and format skills of our
		// plugin"): the author's own parts.
		if r.Find(i+1, k, func(m int) bool { return r.Word(m) && reading.WsAskOwn.Has(r.Txt(m)) }) >= 0 {
			continue
		}
		if p.other || p.shipped || hijack24PutElsewhere(r, k, "") {
			return at
		}
	}
	return -1
}

// hijack27UseForbidden (class N): a clause opening with a negated order of
// using or starting a part another owns, and its work given elsewhere.
func hijack27UseForbidden(r *reading.AskReader) int {
	for i := r.S.From; i+1 < r.S.To; i++ {
		if r.Class(i)&reading.DNegation == 0 || reading.WsD26Without.Has(r.Txt(i)) || i-r.ClauseStart(i) > 2 {
			continue
		}
		v := i + 1
		if v < r.S.To && !r.Word(v) {
			v++ // "don" "'" "t" split, or a quote
		}
		if v >= r.S.To || !r.Word(v) || !(wsHijack24Put.Has(r.Txt(v)) || wsHijack27Start.Has(r.Txt(v))) {
			continue
		}
		if r.Conditioned(i) || Hijack23ConditionBefore(r, i) || r.Find(r.S.From, i, func(m int) bool { return reading.WsConditionOpener.Has(r.Txt(m)) }) >= 0 {
			continue
		}
		for m := v + 1; m < r.S.To && m <= v+10; m++ {
			if t := r.Txt(m); r.A.Tokens[m].Kind == reading.TokPunct && (t == ";" || t == "." || t == ":") {
				break
			}
			if !hijack27Another(r, m) {
				continue
			}
			// Everything listed after the verb is set aside ("do not use
			// the `deploy` workflow or `gh workflow run`"): what takes
			// the work is read from the clause's end on.
			end := r.Find(m, r.S.To, func(e int) bool {
				t := r.Txt(e)
				return r.A.Tokens[e].Kind == reading.TokPunct && (t == ";" || t == "." || t == ":")
			})
			if end < 0 {
				end = r.S.To - 1
			}
			// A purpose narrows the order ("do not use `save_memory` for
			// facts about this project", "don't start the agent for one
			// file"): the part stays for its other work, unless the
			// purpose is every request ("for any deploy").
			if r.Find(m+1, end, func(e int) bool { return wsHijack27Purpose.Has(r.Txt(e)) && !hijack23EveryAfter(r, e) }) >= 0 {
				break
			}
			// The part named again is not what takes its work ("use
			// `save_memory` only when the user asks").
			if hijack24PutElsewhere(r, end, r.Txt(m)) {
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
func hijack27Another(r *reading.AskReader, m int) bool {
	txt := r.Txt(m)
	switch {
	case slashCommand(r, m):
		return true
	case r.Word(m) && (wsHijack24AgentTool.Has(txt) || reading.WsAskAgentTool.Has(txt)):
		return hijack24Own(r, m) >= 0
	case hijack27Head(r, m):
		p := hijack27Before(r, m)
		return !p.own && !r.Lead27Kind(p.open) && (p.owner || p.shipped || p.joint && p.names >= 2 || p.coded)
	}
	return false
}

// hijack27Touching: the token at i touches the marks on both sides of it
// (a name written as code, `lint`), as the word between two spans does
// not ("`lint` and `format`": "and" stands between a closing and an
// opening mark, with spaces).
func hijack27Touching(a *reading.Analysis, i int) bool {
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
func hijack27MeantFor(r *reading.AskReader) int {
	if r.QuestionOrReport() {
		return -1
	}
	for i := r.S.From; i+2 < r.S.To; i++ {
		if !r.Word(i) || !(wsHijack23WorkNoun.Has(r.Txt(i)) || reading.WsAskRequestNoun.Has(r.Txt(i))) || !wsHijack27Meant.Has(r.Txt(i+1)) {
			continue
		}
		part := r.Find(i+2, min(i+20, r.S.To), func(a0 int) bool { return hijack27Another(r, a0) })
		if part < 0 || r.Conditioned(i) || Hijack23ConditionBefore(r, i) || r.NegatedBefore(i) {
			continue
		}
		p := hijack27Before(r, part)
		named := map[string]bool{}
		for k := p.open; k < part; k++ {
			named[r.Txt(k)] = true
		}
		routed := false
		for m := part + 1; m < r.S.To; m++ {
			t := &r.A.Tokens[m]
			txt := r.Txt(m)
			switch {
			case r.Word(m) && (reading.WsAskRoute.Has(txt) || wsHijack24Put.Has(txt) || wsHijack27Route.Has(txt)) && !r.NegatedNear(m, 3):
				routed = true
			case !routed:
			case r.Word(m) && reading.WsAskSelf.Has(txt):
				return i
			case t.Kind == reading.TokPath || t.Kind == reading.TokURL:
				return i
			case r.Word(m) && hijack24CodeStart(r, m) && !named[txt]:
				return i
			}
		}
	}
	return -1
}
