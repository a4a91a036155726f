package detect

import "strings"

// hijack24: ask.part-displaced widened from the parts an agent ships with
// to the parts it relies on by name: a program it runs from a shell ("the
// plain `gh` CLI", "Vitest"), a built-in tool another agent documents
// ("web_fetch", Copilot's "#fetch"), a part named by its identifier or a
// proper noun ("the `lint-check` tool", "the Prettier integration"), or a
// shipped part named through a list of identifiers ("the built-in
// `web_fetch` and `google_web_search` tools"). A program stated out of
// service is an ordinary note of a project's tooling ("yarn is deprecated
// here; use pnpm"), so such a part displaced is read only when its work is
// sent to something that is not another program of the toolchain: a
// wrapper's path, a package run by npx, a script run by an interpreter, an
// address, another server's tool.

var (
	wsHijack24Program   = newWordSet("hijack24-program", false)
	wsHijack24Work      = newWordSet("hijack24-work", false)
	wsHijack24Toolchain = newWordSet("hijack24-toolchain-word", false)
	wsHijack24RequestIf = newWordSet("hijack24-request-if", false)
	wsHijack24Asked     = newWordSet("hijack24-asked", false)
	wsHijack24Runner    = newWordSet("hijack24-runner", false)
	wsHijack24AgentTool = newWordSet("hijack24-agent-tool", false)
	wsHijack24PartNoun  = newWordSet("hijack24-part-noun", false)
	wsHijack24Gone      = newWordSet("hijack24-gone", false)
	wsHijack24Former    = newWordSet("hijack24-former", false)
	wsHijack24Put       = newWordSet("hijack24-put", false)
	wsHijack24Say       = newWordSet("hijack24-say", false)
	wsHijack24Way       = newWordSet("hijack24-way", false)
	wsHijack24Unit      = newWordSet("hijack24-unit", false)
	wsHijack24Modal     = newWordSet("hijack24-modal", false)
)

// hijack24NamedGone: a part named (hijack24Part) stated out of service in
// its clause after it, and its work put elsewhere in the rest of the
// sentence or the next one (hijack24PutElsewhere): the token the part's
// naming opens at, -1 if none.
func (r *askReader) hijack24NamedGone() int {
	for i := r.s.From; i < r.s.To; i++ {
		at, prog := r.hijack24Part(i)
		if at < 0 || r.conditioned(at) || r.hijack23ConditionBefore(at) || r.negatedBefore(at) || r.checked(at) {
			continue
		}
		// A sentence that opens with a condition states what follows
		// from it ("if the package is missing, the CLI is
		// unavailable"), a fallback, not a part retired.
		if r.find(r.s.From, at, func(m int) bool { return wsConditionOpener.has(r.txt(m)) }) >= 0 {
			continue
		}
		// A claim reported ("flag any file that says git is
		// deprecated"): a verb of saying before the part names the
		// claim, it does not make it.
		if r.find(r.s.From, at, func(m int) bool { return r.word(m) && wsHijack24Say.has(r.txt(m)) }) >= 0 {
			continue
		}
		k := r.hijack24State(i)
		if k < 0 || r.toldOnly(k) {
			continue
		}
		// Out of use for this unit ("unavailable to this orchestrator",
		// "blocked for this agent"): the unit's own tool set, stated.
		if n := k + 1; n+1 < r.s.To && wsD27UnitPreposition.has(r.txt(n)) && wsAskSelfDet.has(r.txt(n+1)) && r.find(n+2, min(n+4, r.s.To), func(m int) bool {
			return wsAskAgentPart.has(r.txt(m)) || wsHijack24Unit.has(r.txt(m))
		}) >= 0 {
			continue
		}
		if prog == hijack24Shipped || r.hijack24PutElsewhere(k, prog) {
			return at
		}
	}
	return -1
}

// hijack24Shipped is what hijack24Part gives for a part named with a word
// of being shipped: out of service, it is displaced by itself, as
// ask.part-displaced reads "the built-in search tool is disabled".
const hijack24Shipped = "\x00shipped"

// hijack24Part: token i is a part the agent relies on by name; it returns
// where the part's naming opens and the program's name when the part is a
// program (hijack24Shipped for a part named as shipped, "" otherwise), -1
// if token i names no part.
func (r *askReader) hijack24Part(i int) (int, string) {
	txt := r.txt(i)
	if !r.word(i) {
		return -1, ""
	}
	switch {
	case wsHijack24AgentTool.has(txt) || wsAskAgentTool.has(txt):
		return r.hijack24Own(i), ""
	case i > r.s.From && r.txt(i-1) == "#" && r.a.Tokens[i-1].End == r.a.Tokens[i].Start && r.hijack24Quoted(i):
		// Copilot's chat tools, "#fetch", "#codebase", written as code.
		return r.hijack24Own(i - 1), ""
	case wsHijack24Program.has(txt):
		// A program is the head of its phrase: nothing but one of its
		// installed forms after it ("the `cargo` binary"); "git hooks",
		// "npm package", "docker compose" name something else.
		n := i + 1
		if n < r.s.To && r.a.Tokens[n].Kind == TokQuote {
			n++
		}
		if n < r.s.To && r.word(n) && !r.a.Tokens[n].Is(wcFunctionWord) && !wsAskStateAux.has(r.txt(n)) && !wsHijack24PartNoun.has(r.txt(n)) && !r.gone(n) {
			return -1, ""
		}
		return r.hijack24Own(i), txt
	case wsHijack24PartNoun.has(txt) || wsAskAgentPart.has(txt) || wsAskPartNoun.has(txt):
		// A noun of a part, the head of its phrase, named by what stands
		// before it: a program or a proper noun ("the Jest setup"), or a
		// word of being shipped through a list of names ("the built-in
		// `a` and `b` tools").
		if n := i + 1; n < r.s.To && r.word(n) && !r.a.Tokens[n].Is(wcFunctionWord) && !wsAskStateAux.has(r.txt(n)) && !r.gone(n) {
			return -1, ""
		}
		p := i - 1
		if p >= r.s.From && r.a.Tokens[p].Kind == TokQuote {
			p--
		}
		if p < r.clauseStart(i) || !r.word(p) {
			return -1, ""
		}
		// A word of being shipped before a list of names ("the
		// built-in `a` and `b` tools", "the bundled Anthropic `pdf`
		// skill"): the agent's own part, out of service by itself.
		for k := p; k >= r.clauseStart(i) && k >= i-10; k-- {
			t := &r.a.Tokens[k]
			if wsAskShipped.has(r.txt(k)) {
				if at := r.hijack24Own(k); at >= 0 {
					return at, hijack24Shipped
				}
				return -1, ""
			}
			if !(t.Kind == TokQuote || t.Kind == TokIdent || wsD27AndOr.has(r.txt(k)) || r.txt(k) == "," || r.txt(k) == "#" || r.hijack24Quoted(k) || r.hijack24Proper(k)) {
				break
			}
		}
		pt := r.txt(p)
		// A skill, command or tool named only by an identifier written
		// as code ("the `deploy-v1` skill is deprecated; use ...") is
		// as often the project's own renamed part: left to the rules
		// that need a word of being shipped or of the others.
		named := wsHijack24Program.has(pt) && r.a.Tokens[p].Kind == TokWord && wsHijack24PartNoun.has(txt) ||
			wsHijack24PartNoun.has(txt) && r.hijack24Proper(p)
		if named {
			return r.hijack24Own(p), ""
		}
	}
	return -1, ""
}

// hijack24Own: the part whose naming opens at at, unless a word of this
// unit, of the project's own or of its history stands just before it ("our
// own `deploy` tool", "the old `deploy-v1` skill", "this plugin's tools"):
// at, or -1.
func (r *askReader) hijack24Own(at int) int {
	for k := at - 1; k >= r.clauseStart(at) && k >= at-3; k-- {
		t := r.txt(k)
		if wsAskSelfDet.has(t) || wsAskOwn.has(t) || wsHijack24Former.has(t) || wsSelfPronoun.has(t) {
			return -1
		}
	}
	return at
}

// hijack24Quoted: token k is written between backticks.
func (r *askReader) hijack24Quoted(k int) bool {
	start, end := int(r.a.Tokens[k].Start), int(r.a.Tokens[k].End)
	if start == 0 || end >= len(r.raw) || start > len(r.raw) {
		return false
	}
	before := strings.LastIndexByte(r.raw[:start], '`')
	if before < 0 || strings.ContainsAny(r.raw[before:start], "\n") {
		return false
	}
	// An odd count of backticks before it on its line opens a span.
	line := r.raw[strings.LastIndexByte(r.raw[:start], '\n')+1 : start]
	return strings.Count(line, "`")%2 == 1 && strings.Contains(r.raw[end:min(len(r.raw), end+80)], "`")
}

// hijack24Proper: the word at k is a proper noun: capitalised, not the
// sentence's first word.
func (r *askReader) hijack24Proper(k int) bool {
	if k == r.s.From || r.a.Tokens[k].Kind != TokWord && r.a.Tokens[k].Kind != TokIdent {
		return false
	}
	c := r.raw[r.a.Tokens[k].Start]
	return c >= 'A' && c <= 'Z'
}

// hijack24State: the part at i stated out of service in its clause within
// twelve tokens: a verb of state then a word of being gone, unfit or
// forbidden ("is deprecated", "has been decommissioned", "is considered
// unsafe", "are forbidden"), "no longer" before a word of service, or its
// work negated ("does not work"). It returns the state's token, -1 if none.
func (r *askReader) hijack24State(i int) int {
	for k := i + 1; k < r.s.To && k <= i+12; k++ {
		txt := r.txt(k)
		// A parenthesis after the part names it again ("the GitHub
		// CLI (`gh`) is broken"): stepped over.
		if txt == "(" {
			for k < r.s.To-1 && r.txt(k) != ")" {
				k++
			}
			continue
		}
		if r.a.Tokens[k].Kind == TokPunct && (txt == ";" || txt == ":" || txt == "," || txt == ".") {
			return -1 // the clause ends
		}
		if r.word(k) && wsHijack24Work.has(txt) && k-2 > i && r.class(k-1)&dNegation != 0 && wsD27DoFinite.has(r.txt(k-2)) {
			return k
		}
		nolonger := r.hijack23NoLonger(k)
		if !r.gone(k) && !nolonger && !(r.word(k) && wsHijack24Gone.has(txt)) {
			continue
		}
		// A possibility ("may be outdated", "might be unavailable") is
		// no part declared out of service.
		if r.find(i+1, k, func(m int) bool { return m > 0 && wsHijack24Modal.has(r.txt(m)) }) >= 0 {
			return -1
		}
		aux := r.find(i+1, k, func(m int) bool { return wsAskStateAux.has(r.txt(m)) })
		if aux < 0 {
			return -1
		}
		if r.find(i+1, k, func(m int) bool { return wsConditionOpener.has(r.txt(m)) }) >= 0 {
			return -1
		}
		if !nolonger && r.find(aux, k, func(m int) bool { return r.class(m)&dNegation != 0 }) >= 0 {
			return -1
		}
		return k
	}
	return -1
}

// hijack24PutElsewhere: after the state at k, in the rest of its sentence
// or in the next, the part's work is given to something named: a word of
// putting (use, run, through, instead, ...) before a path, an address, a
// command written as code, or a part named by its identifier. A program of
// the toolchain in its place (pnpm for npm, gh for hub, brew to upgrade
// it) is a migration or a remedy, not a takeover; a package runner or an
// interpreter opening the command runs what follows it.
func (r *askReader) hijack24PutElsewhere(k int, prog string) bool {
	// The next sentences of its paragraph or list item, at most four (a
	// new item, a heading, a table row or a blank line opens another
	// topic).
	spans := [][2]int{{k + 1, r.s.To}}
	prev := r.s.To
	for _, s := range r.a.Sents {
		if s.From < r.s.To {
			continue
		}
		// The gap runs on to the end of the sentence's first line, so
		// that a list marker it opens with is seen.
		end := int(r.a.Tokens[s.From].Start)
		if nl := strings.IndexByte(r.raw[end:], '\n'); nl >= 0 {
			end += nl
		} else {
			end = len(r.raw)
		}
		if len(spans) > 4 || hijack24NewTopic(r.raw[r.a.Tokens[prev-1].End:end]) {
			break
		}
		spans = append(spans, [2]int{s.From, s.To})
		prev = s.To
	}
	put := false
	for _, sp := range spans {
		// "instead" anywhere in the span puts what it names in the
		// part's place ("answers from https://mirror instead").
		put = put || r.hijack24Instead(sp[0], sp[1])
		for m := sp[0]; m < sp[1] && m < len(r.a.Tokens); m++ {
			t := &r.a.Tokens[m]
			txt := t.Text(r.a)
			// What follows "instead of", "rather than" or a negation is
			// set aside, not put in the part's place.
			if t.Kind == TokWord && (wsD26Of.has(txt) && m > sp[0] && wsD26Instead.has(r.txt(m-1)) || wsD27Than.has(txt) || r.class(m)&dNegation != 0) {
				put = false
				continue
			}
			if t.Kind == TokWord && wsHijack24Put.has(txt) {
				// A negated order puts nothing ("do not run `npm
				// test`; instead run ...").
				put = !(m-1 >= sp[0] && r.class(m-1)&dNegation != 0)
				continue
			}
			if !put {
				continue
			}
			switch {
			case t.Kind == TokPath || t.Kind == TokURL:
				return true
			case t.Kind == TokQuote:
				continue
			case (t.Kind == TokWord || t.Kind == TokIdent) && r.hijack24CodeStart(m):
				// The first word of a command written as code.
				if wsHijack24Runner.has(txt) {
					return true
				}
				if txt == prog {
					continue // the part itself named again ("would use `gh`")
				}
				if wsHijack24Program.has(txt) || wsHijack24Toolchain.has(txt) {
					return false // another program of the toolchain
				}
				return true
			}
		}
	}
	return false
}

// hijack24Instead: "instead" stands among tokens [from, to).
func (r *askReader) hijack24Instead(from, to int) bool {
	for m := from; m < to && m < len(r.a.Tokens); m++ {
		if r.a.Tokens[m].Kind == TokWord && wsD26Instead.has(r.a.Tokens[m].Text(r.a)) {
			return true
		}
	}
	return false
}

// hijack24RequestRouted (ask.user-overruled, widened): a condition on the
// user's request ("if the user asks to format", "when they type /init",
// "when asked to run the tests") answered with something put in place of
// the part the request meant: a part named in the condition and "instead"
// in the answer ("when the user runs /security-review, run /sec-scan
// instead"), or a part set aside in the answer ("instead of `npm test`",
// "rather than the project's scripts", "do not use the project's deploy
// workflow"), and the work given to something named that is not another
// program of the toolchain (hijack24PutElsewhere). "When the user asks to
// run the tests, use `make test` instead of `pytest`" names the project's
// own way; "when the user asks for a review, use the code-reviewer agent"
// puts nothing aside.
func (r *askReader) hijack24RequestRouted() int {
	if r.tableRow() || r.questionOrReport() {
		return -1
	}
	// A condition a line break cut from its answer ("when the user
	// runs\n`/review`, run ..."): read on through the lines that continue
	// it.
	if j := r.hijack24Joined(); j.s.To > r.s.To {
		r = j
	}
	for i := r.s.From; i < r.s.To; i++ {
		if !wsHijack24RequestIf.has(r.txt(i)) {
			continue
		}
		verb := -1
		if i+1 < r.s.To && wsHijack24Asked.has(r.txt(i+1)) {
			verb = i + 1
		} else if person := r.find(i+1, i+4, func(k int) bool { return r.class(k)&dPerson != 0 || wsD26They.has(r.txt(k)) }); person >= 0 {
			verb = r.find(person+1, person+5, func(k int) bool { return wsHijack23RequestVrb.has(r.txt(k)) })
		}
		if verb < 0 {
			continue
		}
		// The condition ends at the first comma after its verb; the
		// answer follows.
		end := r.find(verb+1, r.s.To, func(k int) bool { return r.txt(k) == "," })
		if end < 0 {
			continue
		}
		// Named in the condition, only a slash command or a program is a
		// part the request meant (files named there are its object).
		named := r.find(verb+1, end, func(k int) bool {
			return r.slashCommand(k) || r.a.Tokens[k].Kind == TokWord && wsHijack24Program.has(r.txt(k))
		})
		aside, prog := r.hijack24SetAside(end + 1)
		if aside < 0 && (named < 0 || !r.hijack24Instead(end+1, r.s.To)) {
			continue
		}
		if r.hijack24PutElsewhere(end, prog) {
			return i
		}
	}
	return -1
}

// hijack24Meant: token k names a part a request means: a slash command, a
// program, a path, or a command written as code.
func (r *askReader) hijack24Meant(k int) bool {
	t := &r.a.Tokens[k]
	return r.slashCommand(k) || t.Kind == TokPath || t.Kind == TokWord && wsHijack24Program.has(r.txt(k)) || r.word(k) && r.hijack24Quoted(k)
}

// hijack24SetAside: in the answer from token from on, a part set aside:
// after "instead of", "rather than" or a negated order of using or running
// ("do not use", "don't run"), within six tokens, a part a request means
// (hijack24Meant) or the project's or the agent's own way (hijack24-way:
// "the project's scripts", "the built-ins", "the documented target"). It
// returns the part's token and, for a program, its name; -1 if none.
func (r *askReader) hijack24SetAside(from int) (int, string) {
	for k := from; k+1 < r.s.To; k++ {
		t, n := r.txt(k), r.txt(k+1)
		aside := wsD26Instead.has(t) && wsD26Of.has(n) || wsD27Rather.has(t) && wsD27Than.has(n) ||
			r.word(k) && wsHijack24Put.has(t) && k > from && r.class(k-1)&dNegation != 0
		if !aside {
			continue
		}
		p := r.find(k+1, k+7, func(m int) bool { return r.hijack24Meant(m) || r.word(m) && wsHijack24Way.has(r.txt(m)) })
		if p < 0 {
			continue
		}
		if r.a.Tokens[p].Kind == TokWord && wsHijack24Program.has(r.txt(p)) {
			return p, r.txt(p)
		}
		return p, ""
	}
	return -1, ""
}

// hijack24Joined: the reader of this sentence taken on through the
// sentences a line break cut from it: while a sentence ends with no stop
// (., !, ?, :) and the next opens with a word in lower case or with code,
// the next is the same sentence's (hard-wrapped rules files). At most three
// lines are joined.
func (r *askReader) hijack24Joined() *askReader {
	j := *r
	for n := 0; n < 3; n++ {
		if last := r.a.Tokens[j.s.To-1].Text(r.a); last == "." || last == "!" || last == "?" || last == ":" {
			break
		}
		next := -1
		for k, s := range r.a.Sents {
			if s.From >= j.s.To {
				next = k
				break
			}
		}
		if next < 0 {
			break
		}
		ns := r.a.Sents[next]
		first := &r.a.Tokens[ns.From]
		c := r.raw[first.Start]
		if !(c == '`' || c >= 'a' && c <= 'z') || strings.Contains(r.raw[r.a.Tokens[j.s.To-1].End:first.Start], "\n\n") {
			break
		}
		j.s = Sent{From: j.s.From, To: ns.To, Cls: j.s.Cls}
	}
	return &j
}

// hijack24NewTopic: gap, the raw text from one sentence's end to the end
// of the next one's first line, opens a new paragraph, list item, heading
// or table row: the line the next sentence opens after a line break starts
// with a marker.
func hijack24NewTopic(gap string) bool {
	if strings.Contains(gap, "\n\n") {
		return true
	}
	k := strings.IndexByte(gap, '\n')
	if k < 0 {
		return false
	}
	line := strings.TrimLeft(gap[k+1:], " \t")
	if line == "" {
		return false
	}
	switch line[0] {
	case '-', '*', '+', '#', '|', '>':
		return true
	}
	n := 0
	for n < len(line) && line[n] >= '0' && line[n] <= '9' {
		n++
	}
	return n > 0 && n < len(line) && (line[n] == '.' || line[n] == ')')
}

// hijack24LangPart (ask.part-gone-lang, widened): in another language, the
// part whose state hit o tells of, in its clause before it (from byte cf of
// the sentence's text): a built-in tool another agent documents
// (browser_action), or a program of the toolchain (`pytest`, git) whose
// work is put elsewhere after the state: the first command written as code,
// path or address after it in this sentence or the next of its paragraph
// is not another program (a wrapper's path, a script run by an interpreter,
// a package run by npx). A program for a program (`npm` ... `pnpm`) is a
// migration, read as in English. Languages write program names alike, so
// no lexicon is needed. It returns the part's token, -1 if none.
func (r *askReader) hijack24LangPart(f *langFacts, cf int, o *lexHit) int {
	for k := r.s.From; k < r.s.To; k++ {
		off := int(r.a.Tokens[k].Start) - f.base
		if off < cf || off >= o.start || !r.word(k) {
			continue
		}
		txt := r.txt(k)
		if wsHijack24AgentTool.has(txt) {
			return k
		}
		if r.a.Tokens[k].Kind != TokWord || !wsHijack24Program.has(txt) {
			continue
		}
		// Where the state ends, the work put elsewhere is looked for.
		end := f.tokAt(r.a, o.end)
		if r.hijack24LangPut(end, txt) {
			return k
		}
	}
	return -1
}

// hijack24LangPut: after token k, in this sentence or the next one of its
// paragraph, the first command written as code, path or address that is
// not the program prog itself names something other than another program.
func (r *askReader) hijack24LangPut(k int, prog string) bool {
	to := r.s.To
	for _, s := range r.a.Sents {
		if s.From >= r.s.To {
			if !hijack24NewTopic(r.raw[r.a.Tokens[r.s.To-1].End:r.a.Tokens[s.From].End]) {
				to = s.To
			}
			break
		}
	}
	for m := k; m < to && m < len(r.a.Tokens); m++ {
		t := &r.a.Tokens[m]
		if t.Kind == TokPath || t.Kind == TokURL {
			return true
		}
		// The first word of a command written as code.
		if !r.word(m) || !r.hijack24CodeStart(m) {
			continue
		}
		switch txt := t.Text(r.a); {
		case txt == prog:
			continue
		case wsHijack24Runner.has(txt):
			return true
		case wsHijack24Program.has(txt) || wsHijack24Toolchain.has(txt):
			return false
		default:
			return true
		}
	}
	return false
}

// hijack24CodeStart: token m is the first word of a span written as code
// (after its backtick, or after a sigil joined to it: `@acme-helper`,
// `#fetch`).
func (r *askReader) hijack24CodeStart(m int) bool {
	k := m - 1
	for k >= 0 && r.a.Tokens[k].Kind == TokPunct && r.a.Tokens[k].End == r.a.Tokens[k+1].Start {
		k--
	}
	return k >= 0 && r.a.Tokens[k].Kind == TokQuote && r.hijack24Quoted(m)
}
