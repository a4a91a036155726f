package hijack

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsWork = reading.NewWordSet("hijack-work", false)

var wsToolchain = reading.NewWordSet("hijack-toolchain-word", false)

var wsRequestIf = reading.NewWordSet("hijack-request-if", false)

var wsAsked = reading.NewWordSet("hijack-asked", false)

var wsRunner = reading.NewWordSet("hijack-runner", false)

var wsAgentTool = reading.NewWordSet("hijack-agent-tool", false)

var wsProgramNoun = reading.NewWordSet("hijack-program-noun", false)

var wsForbidden = reading.NewWordSet("hijack-forbidden", false)

var wsFormer = reading.NewWordSet("hijack-former", false)

var wsPut = reading.NewWordSet("hijack-put", false)

var wsSay = reading.NewWordSet("hijack-say", false)

var wsWay = reading.NewWordSet("hijack-way", false)

var wsUnit = reading.NewWordSet("hijack-unit", false)

var wsModal = reading.NewWordSet("hijack-modal", false)

// namedGone: a part named (part) stated out of service in
// its clause after it, and its work put elsewhere in the rest of the
// sentence or the next one (putElsewhere): the token the part's
// naming opens at, -1 if none.
func NamedGone(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		at, prog := part(r, i)
		if at < 0 || r.Conditioned(at) || ConditionBefore(r, at) || r.NegatedBefore(at) || r.Checked(at) {
			continue
		}
		// A sentence that opens with a condition states what follows
		// from it ("if the package is missing, the CLI is
		// unavailable"), a fallback, not a part retired.
		if r.Find(r.S.From, at, func(m int) bool { return reading.WsConditionOpener.Has(r.Txt(m)) }) >= 0 {
			continue
		}
		// A claim reported ("flag any file that says git is
		// deprecated"): a verb of saying before the part names the
		// claim, it does not make it.
		if r.Find(r.S.From, at, func(m int) bool { return r.Word(m) && wsSay.Has(r.Txt(m)) }) >= 0 {
			continue
		}
		k := outOfServiceAt(r, i)
		if k < 0 || r.ToldOnly(k) {
			continue
		}
		// Out of use for this unit ("unavailable to this orchestrator",
		// "blocked for this agent"): the unit's own tool set, stated.
		if n := k + 1; n+1 < r.S.To && reading.WsUnitPreposition.Has(r.Txt(n)) && reading.WsAskSelfDet.Has(r.Txt(n+1)) && r.Find(n+2, min(n+4, r.S.To), func(m int) bool {
			return reading.WsAskAgentPart.Has(r.Txt(m)) || wsUnit.Has(r.Txt(m))
		}) >= 0 {
			continue
		}
		if prog == shipped || putElsewhere(r, k, prog) {
			return at
		}
	}
	return -1
}

// shipped is what part gives for a part named with a word
// of being shipped: out of service, it is displaced by itself, as
// ask.part-displaced reads "the built-in search tool is disabled".
const shipped = "\x00shipped"

// part: token i is a part the agent relies on by name; it returns
// where the part's naming opens and the program's name when the part is a
// program (shipped for a part named as shipped, "" otherwise), -1
// if token i names no part.
func part(r *reading.AskReader, i int) (int, string) {
	txt := r.Txt(i)
	if !r.Word(i) {
		return -1, ""
	}
	switch {
	case wsAgentTool.Has(txt) || reading.WsAskAgentTool.Has(txt):
		return own(r, i), ""
	case i > r.S.From && r.Txt(i-1) == "#" && r.A.Tokens[i-1].End == r.A.Tokens[i].Start && backticked(r, i):
		// Copilot's chat tools, "#fetch", "#codebase", written as code.
		return own(r, i-1), ""
	case reading.WsProgram.Has(txt):
		// A program is the head of its phrase: nothing but one of its
		// installed forms after it ("the `cargo` binary"); "git hooks",
		// "npm package", "docker compose" name something else.
		n := i + 1
		if n < r.S.To && r.A.Tokens[n].Kind == reading.TokQuote {
			n++
		}
		if n < r.S.To && r.Word(n) && !r.A.Tokens[n].Is(reading.WcFunctionWord) && !reading.WsAskStateAux.Has(r.Txt(n)) && !wsProgramNoun.Has(r.Txt(n)) && !r.Gone(n) {
			return -1, ""
		}
		return own(r, i), txt
	case wsProgramNoun.Has(txt) || reading.WsAskAgentPart.Has(txt) || reading.WsAskPartNoun.Has(txt):
		// A noun of a part, the head of its phrase, named by what stands
		// before it: a program or a proper noun ("the Jest setup"), or a
		// word of being shipped through a list of names ("the built-in
		// `a` and `b` tools").
		if n := i + 1; n < r.S.To && r.Word(n) && !r.A.Tokens[n].Is(reading.WcFunctionWord) && !reading.WsAskStateAux.Has(r.Txt(n)) && !r.Gone(n) {
			return -1, ""
		}
		p := i - 1
		if p >= r.S.From && r.A.Tokens[p].Kind == reading.TokQuote {
			p--
		}
		if p < r.ClauseStart(i) || !r.Word(p) {
			return -1, ""
		}
		// A word of being shipped before a list of names ("the
		// built-in `a` and `b` tools", "the bundled Anthropic `pdf`
		// skill"): the agent's own part, out of service by itself.
		for k := p; k >= r.ClauseStart(i) && k >= i-10; k-- {
			t := &r.A.Tokens[k]
			if reading.WsAskShipped.Has(r.Txt(k)) {
				if at := own(r, k); at >= 0 {
					return at, shipped
				}
				return -1, ""
			}
			if !(t.Kind == reading.TokQuote || t.Kind == reading.TokIdent || reading.WsAndOr.Has(r.Txt(k)) || r.Txt(k) == "," || r.Txt(k) == "#" || backticked(r, k) || r.Proper(k)) {
				break
			}
		}
		pt := r.Txt(p)
		// A skill, command or tool named only by an identifier written
		// as code ("the `deploy-v1` skill is deprecated; use ...") is
		// as often the project's own renamed part: left to the rules
		// that need a word of being shipped or of the others.
		named := reading.WsProgram.Has(pt) && r.A.Tokens[p].Kind == reading.TokWord && wsProgramNoun.Has(txt) ||
			wsProgramNoun.Has(txt) && r.Proper(p)
		if named {
			return own(r, p), ""
		}
	}
	return -1, ""
}

// own: the part whose naming opens at at, unless a word of this
// unit, of the project's own or of its history stands just before it ("our
// own `deploy` tool", "the old `deploy-v1` skill", "this plugin's tools"):
// at, or -1.
func own(r *reading.AskReader, at int) int {
	for k := at - 1; k >= r.ClauseStart(at) && k >= at-3; k-- {
		t := r.Txt(k)
		if reading.WsAskSelfDet.Has(t) || reading.WsAskOwn.Has(t) || wsFormer.Has(t) || reading.WsSelfPronoun.Has(t) {
			return -1
		}
	}
	return at
}

// backticked: token k is written between backticks.
func backticked(r *reading.AskReader, k int) bool {
	start, end := int(r.A.Tokens[k].Start), int(r.A.Tokens[k].End)
	if start == 0 || end >= len(r.Raw) || start > len(r.Raw) {
		return false
	}
	before := strings.LastIndexByte(r.Raw[:start], '`')
	if before < 0 || strings.ContainsAny(r.Raw[before:start], "\n") {
		return false
	}
	// An odd count of backticks before it on its line opens a span.
	line := r.Raw[strings.LastIndexByte(r.Raw[:start], '\n')+1 : start]
	return strings.Count(line, "`")%2 == 1 && strings.Contains(r.Raw[end:min(len(r.Raw), end+80)], "`")
}

// outOfServiceAt: the part at i stated out of service in its clause within
// twelve tokens: a verb of state then a word of being gone, unfit or
// forbidden ("is deprecated", "has been decommissioned", "is considered
// unsafe", "are forbidden"), "no longer" before a word of service, or its
// work negated ("does not work"). It returns the state's token, -1 if none.
func outOfServiceAt(r *reading.AskReader, i int) int {
	for k := i + 1; k < r.S.To && k <= i+12; k++ {
		txt := r.Txt(k)
		// A parenthesis after the part names it again ("the GitHub
		// CLI (`gh`) is broken"): stepped over.
		if txt == "(" {
			for k < r.S.To-1 && r.Txt(k) != ")" {
				k++
			}
			continue
		}
		if r.A.Tokens[k].Kind == reading.TokPunct && (txt == ";" || txt == ":" || txt == "," || txt == ".") {
			return -1 // the clause ends
		}
		if r.Word(k) && wsWork.Has(txt) && k-2 > i && r.Class(k-1)&reading.DNegation != 0 && reading.WsDoFinite.Has(r.Txt(k-2)) {
			return k
		}
		nolonger := NoLonger(r, k)
		if !r.Gone(k) && !nolonger && !(r.Word(k) && wsForbidden.Has(txt)) {
			continue
		}
		// A possibility ("may be outdated", "might be unavailable") is
		// no part declared out of service.
		if r.Find(i+1, k, func(m int) bool { return m > 0 && wsModal.Has(r.Txt(m)) }) >= 0 {
			return -1
		}
		aux := r.Find(i+1, k, func(m int) bool { return reading.WsAskStateAux.Has(r.Txt(m)) })
		if aux < 0 {
			return -1
		}
		if r.Find(i+1, k, func(m int) bool { return reading.WsConditionOpener.Has(r.Txt(m)) }) >= 0 {
			return -1
		}
		if !nolonger && r.Find(aux, k, func(m int) bool { return r.Class(m)&reading.DNegation != 0 }) >= 0 {
			return -1
		}
		return k
	}
	return -1
}

// putElsewhere: after the state at k, in the rest of its sentence
// or in the next, the part's work is given to something named: a word of
// putting (use, run, through, instead, ...) before a path, an address, a
// command written as code, or a part named by its identifier. A program of
// the toolchain in its place (pnpm for npm, gh for hub, brew to upgrade
// it) is a migration or a remedy, not a takeover; a package runner or an
// interpreter opening the command runs what follows it.
func putElsewhere(r *reading.AskReader, k int, prog string) bool {
	// The next sentences of its paragraph or list item, at most four (a
	// new item, a heading, a table row or a blank line opens another
	// topic).
	spans := [][2]int{{k + 1, r.S.To}}
	prev := r.S.To
	for _, s := range r.A.Sents {
		if s.From < r.S.To {
			continue
		}
		// The gap runs on to the end of the sentence's first line, so
		// that a list marker it opens with is seen.
		end := int(r.A.Tokens[s.From].Start)
		if nl := strings.IndexByte(r.Raw[end:], '\n'); nl >= 0 {
			end += nl
		} else {
			end = len(r.Raw)
		}
		if len(spans) > 4 || newTopic(r.Raw[r.A.Tokens[prev-1].End:end]) {
			break
		}
		spans = append(spans, [2]int{s.From, s.To})
		prev = s.To
	}
	put := false
	for _, sp := range spans {
		// "instead" anywhere in the span puts what it names in the
		// part's place ("answers from https://mirror instead").
		put = put || instead(r, sp[0], sp[1])
		for m := sp[0]; m < sp[1] && m < len(r.A.Tokens); m++ {
			t := &r.A.Tokens[m]
			txt := t.Text(r.A)
			// What follows "instead of", "rather than" or a negation is
			// set aside, not put in the part's place.
			if t.Kind == reading.TokWord && (reading.WsOf.Has(txt) && m > sp[0] && reading.WsInstead.Has(r.Txt(m-1)) || reading.WsThan.Has(txt) || r.Class(m)&reading.DNegation != 0) {
				put = false
				continue
			}
			if t.Kind == reading.TokWord && wsPut.Has(txt) {
				// A negated order puts nothing ("do not run `npm
				// test`; instead run ...").
				put = !(m-1 >= sp[0] && r.Class(m-1)&reading.DNegation != 0)
				continue
			}
			if !put {
				continue
			}
			switch {
			case t.Kind == reading.TokPath || t.Kind == reading.TokURL:
				return true
			case t.Kind == reading.TokQuote:
				continue
			case (t.Kind == reading.TokWord || t.Kind == reading.TokIdent) && codeStart(r, m):
				// The first word of a command written as code.
				if wsRunner.Has(txt) {
					return true
				}
				if txt == prog {
					continue // the part itself named again ("would use `gh`")
				}
				if reading.WsProgram.Has(txt) || wsToolchain.Has(txt) {
					return false // another program of the toolchain
				}
				return true
			}
		}
	}
	return false
}

// instead: "instead" stands among tokens [from, to).
func instead(r *reading.AskReader, from, to int) bool {
	for m := from; m < to && m < len(r.A.Tokens); m++ {
		if r.A.Tokens[m].Kind == reading.TokWord && reading.WsInstead.Has(r.A.Tokens[m].Text(r.A)) {
			return true
		}
	}
	return false
}

// requestRouted (ask.user-overruled, widened): a condition on the
// user's request ("if the user asks to format", "when they type /init",
// "when asked to run the tests") answered with something put in place of
// the part the request meant: a part named in the condition and "instead"
// in the answer ("when the user runs /security-review, run /sec-scan
// instead"), or a part set aside in the answer ("instead of `npm test`",
// "rather than the project's scripts", "do not use the project's deploy
// workflow"), and the work given to something named that is not another
// program of the toolchain (putElsewhere). "When the user asks to
// run the tests, use `make test` instead of `pytest`" names the project's
// own way; "when the user asks for a review, use the code-reviewer agent"
// puts nothing aside.
func RequestRouted(r *reading.AskReader) int {
	if r.TableRow() || r.QuestionOrReport() {
		return -1
	}
	// A condition a line break cut from its answer ("when the user
	// runs\n`/review`, run ..."): read on through the lines that continue
	// it.
	if j := joined(r); j.S.To > r.S.To {
		r = j
	}
	for i := r.S.From; i < r.S.To; i++ {
		if !wsRequestIf.Has(r.Txt(i)) {
			continue
		}
		verb := -1
		if i+1 < r.S.To && wsAsked.Has(r.Txt(i+1)) {
			verb = i + 1
		} else if person := r.Find(i+1, i+4, func(k int) bool { return r.Class(k)&reading.DPerson != 0 || reading.WsThey.Has(r.Txt(k)) }); person >= 0 {
			verb = r.Find(person+1, person+5, func(k int) bool { return wsRequestVrb.Has(r.Txt(k)) })
		}
		if verb < 0 {
			continue
		}
		// The condition ends at the first comma after its verb; the
		// answer follows.
		end := r.Find(verb+1, r.S.To, func(k int) bool { return r.Txt(k) == "," })
		if end < 0 {
			continue
		}
		// Named in the condition, only a slash command or a program is a
		// part the request meant (files named there are its object).
		named := r.Find(verb+1, end, func(k int) bool {
			return slashCommand(r, k) || r.A.Tokens[k].Kind == reading.TokWord && reading.WsProgram.Has(r.Txt(k))
		})
		aside, prog := setAside(r, end+1)
		if aside < 0 && (named < 0 || !instead(r, end+1, r.S.To)) {
			continue
		}
		if putElsewhere(r, end, prog) {
			return i
		}
	}
	return -1
}

// meant: token k names a part a request means: a slash command, a
// program, a path, or a command written as code.
func meant(r *reading.AskReader, k int) bool {
	t := &r.A.Tokens[k]
	return slashCommand(r, k) || t.Kind == reading.TokPath || t.Kind == reading.TokWord && reading.WsProgram.Has(r.Txt(k)) || r.Word(k) && backticked(r, k)
}

// setAside: in the answer from token from on, a part set aside:
// after "instead of", "rather than" or a negated order of using or running
// ("do not use", "don't run"), within six tokens, a part a request means
// (meant) or the project's or the agent's own way (hijack-way:
// "the project's scripts", "the built-ins", "the documented target"). It
// returns the part's token and, for a program, its name; -1 if none.
func setAside(r *reading.AskReader, from int) (int, string) {
	for k := from; k+1 < r.S.To; k++ {
		t, n := r.Txt(k), r.Txt(k+1)
		aside := reading.WsInstead.Has(t) && reading.WsOf.Has(n) || reading.WsRather.Has(t) && reading.WsThan.Has(n) ||
			r.Word(k) && wsPut.Has(t) && k > from && r.Class(k-1)&reading.DNegation != 0
		if !aside {
			continue
		}
		p := r.Find(k+1, k+7, func(m int) bool { return meant(r, m) || r.Word(m) && wsWay.Has(r.Txt(m)) })
		if p < 0 {
			continue
		}
		if r.A.Tokens[p].Kind == reading.TokWord && reading.WsProgram.Has(r.Txt(p)) {
			return p, r.Txt(p)
		}
		return p, ""
	}
	return -1, ""
}

// joined: the reader of this sentence taken on through the
// sentences a line break cut from it: while a sentence ends with no stop
// (., !, ?, :) and the next opens with a word in lower case or with code,
// the next is the same sentence's (hard-wrapped rules files). At most three
// lines are joined.
func joined(r *reading.AskReader) *reading.AskReader {
	j := *r
	for n := 0; n < 3; n++ {
		if last := r.A.Tokens[j.S.To-1].Text(r.A); last == "." || last == "!" || last == "?" || last == ":" {
			break
		}
		next := -1
		for k, s := range r.A.Sents {
			if s.From >= j.S.To {
				next = k
				break
			}
		}
		if next < 0 {
			break
		}
		ns := r.A.Sents[next]
		first := &r.A.Tokens[ns.From]
		c := r.Raw[first.Start]
		if !(c == '`' || c >= 'a' && c <= 'z') || strings.Contains(r.Raw[r.A.Tokens[j.S.To-1].End:first.Start], "\n\n") {
			break
		}
		j.S = reading.Sent{From: j.S.From, To: ns.To, Cls: j.S.Cls}
	}
	return &j
}

// newTopic: gap, the raw text from one sentence's end to the end
// of the next one's first line, opens a new paragraph, list item, heading
// or table row: the line the next sentence opens after a line break starts
// with a marker.
func newTopic(gap string) bool {
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

// langPart (ask.part-gone-lang, widened): in another language, the
// part whose state hit o tells of, in its clause before it (from byte cf of
// the sentence's text): a built-in tool another agent documents
// (browser_action), or a program of the toolchain (`pytest`, git) whose
// work is put elsewhere after the state: the first command written as code,
// path or address after it in this sentence or the next of its paragraph
// is not another program (a wrapper's path, a script run by an interpreter,
// a package run by npx). A program for a program (`npm` ... `pnpm`) is a
// migration, read as in English. Languages write program names alike, so
// no lexicon is needed. It returns the part's token, -1 if none.
func LangPart(r *reading.AskReader, f *reading.LangFacts, cf int, o *reading.LexHit) int {
	for k := r.S.From; k < r.S.To; k++ {
		off := int(r.A.Tokens[k].Start) - f.Base
		if off < cf || off >= o.Start || !r.Word(k) {
			continue
		}
		txt := r.Txt(k)
		if wsAgentTool.Has(txt) {
			return k
		}
		if r.A.Tokens[k].Kind != reading.TokWord || !reading.WsProgram.Has(txt) {
			continue
		}
		// Where the state ends, the work put elsewhere is looked for.
		end := f.TokAt(r.A, o.End)
		if langPut(r, end, txt) {
			return k
		}
	}
	return -1
}

// langPut: after token k, in this sentence or the next one of its
// paragraph, the first command written as code, path or address that is
// not the program prog itself names something other than another program.
func langPut(r *reading.AskReader, k int, prog string) bool {
	to := r.S.To
	for _, s := range r.A.Sents {
		if s.From >= r.S.To {
			if !newTopic(r.Raw[r.A.Tokens[r.S.To-1].End:r.A.Tokens[s.From].End]) {
				to = s.To
			}
			break
		}
	}
	for m := k; m < to && m < len(r.A.Tokens); m++ {
		t := &r.A.Tokens[m]
		if t.Kind == reading.TokPath || t.Kind == reading.TokURL {
			return true
		}
		// The first word of a command written as code.
		if !r.Word(m) || !codeStart(r, m) {
			continue
		}
		switch txt := t.Text(r.A); {
		case txt == prog:
			continue
		case wsRunner.Has(txt):
			return true
		case reading.WsProgram.Has(txt) || wsToolchain.Has(txt):
			return false
		default:
			return true
		}
	}
	return false
}

// codeStart: token m is the first word of a span written as code
// (after its backtick, or after a sigil joined to it: `@acme-helper`,
// `#fetch`).
func codeStart(r *reading.AskReader, m int) bool {
	k := m - 1
	for k >= 0 && r.A.Tokens[k].Kind == reading.TokPunct && r.A.Tokens[k].End == r.A.Tokens[k+1].Start {
		k--
	}
	return k >= 0 && r.A.Tokens[k].Kind == reading.TokQuote && backticked(r, m)
}
