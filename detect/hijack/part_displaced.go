package hijack

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsOwner = reading.NewWordSet("hijack-owner", false)

var wsProcessNoun = reading.NewWordSet("hijack-process-noun", false)

var wsJoint = reading.NewWordSet("hijack-joint", false)

var wsStart = reading.NewWordSet("hijack-start", false)

var wsPurpose = reading.NewWordSet("hijack-purpose", false)

var wsMeant = reading.NewWordSet("hijack-meant", false)

var wsRoute = reading.NewWordSet("hijack-route", false)

// phrase is what stands before a part noun heading its phrase.
type phrase struct {
	open                  int  // the phrase's first token
	names                 int  // names before the noun (code, identifiers, content words)
	joint, owner          bool // a list joined by and/or or commas; an owner's possessive
	other, shipped, coded bool // the others; a word of being shipped; a name written as code or a proper noun
	own                   bool // the project's, this unit's, the user's own or its history's
}

// displaced is partDisplaced's last reading (instruction_ask.go):
// a part named by its phrase, then a negated order of using one; the
// token a finding points at, -1 if none.
func Displaced(r *reading.AskReader) int {
	if at := phraseGone(r); at >= 0 {
		return at
	}
	if at := meantFor(r); at >= 0 {
		return at
	}
	return useForbiddenElsewhere(r)
}

// partNounHead: token i is a part noun heading its phrase: nothing but a
// function word, a state's auxiliary, a verb, a parenthesis or punctuation
// after it (not a noun it modifies: "the command lists").
func partNounHead(r *reading.AskReader, i int) bool {
	if !r.Word(i) {
		return false
	}
	t := r.Txt(i)
	if !(reading.WsAskAgentPart.Has(t) || reading.WsAskPartNoun.Has(t) || wsProgramNoun.Has(t) || wsProcessNoun.Has(t)) {
		return false
	}
	n := i + 1
	if n < r.S.To && r.Word(n) && (r.A.Tokens[n].Is(reading.WcVerb) || wsRoute.Has(r.Txt(n)) || reading.WsAskRoute.Has(r.Txt(n))) && !r.Modifier(i) && !backticked(r, n) {
		return true // the phrase's verb ("the agents resolve here")
	}
	return n >= r.S.To || !r.Word(n) || r.A.Tokens[n].Is(reading.WcFunctionWord) || reading.WsAskStateAux.Has(r.Txt(n)) || r.Gone(n)
}

// before reads the phrase before the part noun at i, back to a
// determiner, a verb or the sentence's punctuation (a comma inside a list
// of names is read over), at most twelve tokens.
func before(r *reading.AskReader, i int) phrase {
	p := phrase{open: i}
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
		case (wsOwner.Has(txt) || wsVendor.Has(txt)) && r.Possessive(k):
			p.owner = true
		case reading.WsAskShipped.Has(txt):
			p.shipped = true
		case reading.WsAskOwn.Has(txt) || reading.WsAskSelfDet.Has(txt) || reading.WsSelfPronoun.Has(txt) || wsFormer.Has(txt) || wsWay.Has(txt):
			p.own = true
		case reading.WsAskOther.Has(txt):
			p.other = true
		case wsJoint.Has(txt):
			p.joint = true
		case t.Is(reading.WcFunctionWord) || reading.WsAskStateAux.Has(txt):
			return p
		case (wsPut.Has(txt) || wsStart.Has(txt)) && (k == r.S.From || r.Class(k-1)&reading.DNegation != 0):
			// The order's verb ("run the deploy skill", "don't start
			// the agent"), not a name in a list ("the lint, format and
			// typecheck skills").
			return p
		default:
			p.names++
			p.coded = p.coded || backticked(r, k) || t.Kind == reading.TokIdent || r.Proper(k)
			p.own = p.own || r.OwnName(k) // the unit's own vendor or plugin
		}
		p.open = k
	}
	return p
}

// phraseGone: a part noun whose phrase names another's
// part, stated out of service, displaced by itself (the others, a shipped
// part) or with its work given elsewhere.
func phraseGone(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !partNounHead(r, i) {
			continue
		}
		p := before(r, i)
		paren := i+1 < r.S.To && r.Txt(i+1) == "("
		named := p.owner || p.joint && p.names >= 2 || paren && p.coded
		if p.own || !(named || p.other || p.shipped) {
			continue
		}
		at := p.open
		if r.Conditioned(at) || ConditionBefore(r, at) || r.NegatedBefore(at) || r.Checked(at) {
			continue
		}
		if r.Find(r.S.From, at, func(m int) bool {
			return reading.WsConditionOpener.Has(r.Txt(m)) || r.Word(m) && wsSay.Has(r.Txt(m))
		}) >= 0 {
			continue
		}
		k := outOfServiceAt(r, i)
		if k < 0 || r.ToldOnly(k) {
			continue
		}
		// Owned after the noun ("the lint and format skills of our
		// plugin"): the author's own parts.
		if r.Find(i+1, k, func(m int) bool { return r.Word(m) && reading.WsAskOwn.Has(r.Txt(m)) }) >= 0 {
			continue
		}
		if p.other || p.shipped || putElsewhere(r, k, "") {
			return at
		}
	}
	return -1
}

// useForbiddenElsewhere: a clause opening with a negated order of
// using or starting a part another owns, and its work given elsewhere.
func useForbiddenElsewhere(r *reading.AskReader) int {
	for i := r.S.From; i+1 < r.S.To; i++ {
		if r.Class(i)&reading.DNegation == 0 || reading.WsWithout.Has(r.Txt(i)) || i-r.ClauseStart(i) > 2 {
			continue
		}
		v := i + 1
		if v < r.S.To && !r.Word(v) {
			v++ // "don" "'" "t" split, or a quote
		}
		if v >= r.S.To || !r.Word(v) || !(wsPut.Has(r.Txt(v)) || wsStart.Has(r.Txt(v))) {
			continue
		}
		if r.Conditioned(i) || ConditionBefore(r, i) || r.Find(r.S.From, i, func(m int) bool { return reading.WsConditionOpener.Has(r.Txt(m)) }) >= 0 {
			continue
		}
		for m := v + 1; m < r.S.To && m <= v+10; m++ {
			if t := r.Txt(m); r.A.Tokens[m].Kind == reading.TokPunct && (t == ";" || t == "." || t == ":") {
				break
			}
			if !another(r, m) {
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
			if r.Find(m+1, end, func(e int) bool { return wsPurpose.Has(r.Txt(e)) && !everyAfter(r, e) }) >= 0 {
				break
			}
			// The part named again is not what takes its work ("use
			// `save_memory` only when the user asks").
			if putElsewhere(r, end, r.Txt(m)) {
				return i
			}
			break
		}
	}
	return -1
}

// another: token m names a part another owns as the object of an
// order: a slash command, a built-in tool another agent documents, a
// chat tool written as code (`#fetch`), or a part noun heading a phrase
// named by code, a list, an owner or a word of being shipped, and not the
// unit's, the project's or the user's own.
func another(r *reading.AskReader, m int) bool {
	txt := r.Txt(m)
	switch {
	case slashCommand(r, m):
		return true
	case r.Word(m) && (wsAgentTool.Has(txt) || reading.WsAskAgentTool.Has(txt)):
		return own(r, m) >= 0
	case partNounHead(r, m):
		p := before(r, m)
		return !p.own && !r.Kind(p.open) && (p.owner || p.shipped || p.joint && p.names >= 2 || p.coded)
	}
	return false
}

// touching: the token at i touches the marks on both sides of it
// (a name written as code, `lint`), as the word between two spans does
// not ("`lint` and `format`": "and" stands between a closing and an
// opening mark, with spaces).
func touching(a *reading.Analysis, i int) bool {
	return a.Tokens[i-1].End == a.Tokens[i].Start && a.Tokens[i].End == a.Tokens[i+1].Start
}

// fileName: an identifier with an extension ("lint-all.sh") names
// a file, as a relative path does, not a skill, command or agent: the
// owner reading (ownParts) reads it as a path inside the
// repository, not as a name the registry must hold.
func fileName(txt string) bool {
	dot := strings.LastIndexByte(txt, '.')
	return dot > 0 && dot < len(txt)-1
}

// meantFor: the requests meant for another's part
// ("requests meant for the `context7` documentation server", "any request
// addressed to the `planner` or `architect` agents") routed elsewhere: a
// word of routing or putting after the part, then this unit as a place
// ("resolve here") or something named that is not the part (a name
// written as code, a path, an address).
func meantFor(r *reading.AskReader) int {
	if r.QuestionOrReport() {
		return -1
	}
	for i := r.S.From; i+2 < r.S.To; i++ {
		if !r.Word(i) || !(wsWorkNoun.Has(r.Txt(i)) || reading.WsAskRequestNoun.Has(r.Txt(i))) || !wsMeant.Has(r.Txt(i+1)) {
			continue
		}
		part := r.Find(i+2, min(i+20, r.S.To), func(a0 int) bool { return another(r, a0) })
		if part < 0 || r.Conditioned(i) || ConditionBefore(r, i) || r.NegatedBefore(i) {
			continue
		}
		p := before(r, part)
		named := map[string]bool{}
		for k := p.open; k < part; k++ {
			named[r.Txt(k)] = true
		}
		routed := false
		for m := part + 1; m < r.S.To; m++ {
			t := &r.A.Tokens[m]
			txt := r.Txt(m)
			switch {
			case r.Word(m) && (reading.WsAskRoute.Has(txt) || wsPut.Has(txt) || wsRoute.Has(txt)) && !r.NegatedNear(m, 3):
				routed = true
			case !routed:
			case r.Word(m) && reading.WsAskSelf.Has(txt):
				return i
			case t.Kind == reading.TokPath || t.Kind == reading.TokURL:
				return i
			case r.Word(m) && codeStart(r, m) && !named[txt]:
				return i
			}
		}
	}
	return -1
}
