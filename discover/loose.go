package discover

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Fail open. The source readers recognize the ways the SDKs and common
// projects register a tool; a way they do not know (a project's own
// decorator, a registrar fed from a table, an SDK of another language)
// must not take its description out of the scan. So, in a file of an MCP
// server, every string literal shaped like prose that no recognized
// definition claims is scanned too, as text of that file at the place of
// its characters (detect.KindText), and so is every literal part of a
// description the readers found computed. Recognition then improves what
// a finding is attributed to; it is no longer the condition for a text to
// be checked.
//
// Client code is not server text: an agent's prompts that call tools are
// not sent to a model as a tool's definition. A file is taken for client
// code when it uses the client side of an SDK and nothing of its server
// side (ServerSide).

// ServerSide: a source file read because it uses an MCP SDK (or its
// package builds on one) is server code unless it uses the SDK's client
// side and nothing of its server side.
func serverSide(format string, data []byte) bool {
	r := readerOf(format)
	return r != nil && r.Sides().ServerSide(data)
}

// looseLit is a string literal of a source file: its decoded text, mapped
// to the file (a template's or f-string's literal part is one), and where
// its literal starts.
type looseLit struct {
	n *syntax.Node
	// tok is the plain string token whose node is made on demand when n
	// is nil (node): a literal that is not prose makes none.
	tok *syntax.Tok
	// at is where its literal starts in the file: 32 bits hold any
	// source file's offset (the source bound is 4 MiB), and keep the
	// struct at three words with person beside it (a million literals
	// of a file are allocated at once).
	at int32
	// person: the literal is text a person reads (personText): a
	// module's docstring, a command line's help.
	person bool
}

// node is the literal's decoded text.
func (l looseLit) node() *syntax.Node {
	if l.n != nil {
		return l.n
	}
	return l.tok.Str()
}

// sourceTokens are the tokens of a source file of format (Reader.Tokens):
// pre, the ones its reader lexed, or lexed now when there are none.
func sourceTokens(format string, data []byte, pre []syntax.Tok) ([]syntax.Tok, map[int]bool) {
	return readerOf(format).Tokens(data, pre)
}

// sourceLiterals returns the string literals of a source file, in file
// order, but those written for a log or an error: the arguments of a
// logging call, a print, or an error's or exception's constructor, up to
// four brackets deep, are text for people reading logs, not for a model.
// A reader whose tokens come one at a time (syntax.TokenStreamer: Go's)
// is read so, keeping the last litBack: a slice of a 4 MiB Go file's
// tokens was 200 MB beside its syntax tree.
func sourceLiterals(format string, data []byte, pre []syntax.Tok) []looseLit {
	s := litScan{format: format}
	if st, ok := readerOf(format).(syntax.TokenStreamer); ok {
		var ring [litBack]syntax.Tok
		back := func(k int) *syntax.Tok { return &ring[(s.i-k)&(litBack-1)] }
		st.EachToken(data, func(t *syntax.Tok) {
			ring[s.i&(litBack-1)] = *t
			s.take(&ring[s.i&(litBack-1)], false, back)
			s.i++
		})
		return s.out
	}
	toks, skip := sourceTokens(format, data, pre)
	// As many literals as there may be, allocated once: grown one at a
	// time, the list of a file of a million strings allocated five
	// times its size.
	n := 0
	for i := range toks {
		if t := &toks[i]; strings.IndexByte(syntax.LitStrings, t.Kind) >= 0 {
			n += 1 + len(t.Frags())
			if format == "rs" && t.HasStr() {
				// A format string's parts: at most one more than its
				// placeholders (rustFormatParts).
				n += strings.Count(t.Str().Str, "{")
			}
		}
	}
	s.out = make([]looseLit, 0, n)
	if pt, ok := readerOf(format).(syntax.PersonTexter); ok {
		s.person = pt.PersonTexts(data, toks)
	}
	back := func(k int) *syntax.Tok { return &toks[s.i-k] }
	s.stable = true
	for i := range toks {
		s.i = i
		s.take(&toks[i], skip[i], back)
	}
	return s.out
}

// litScan is sourceLiterals' state: the literals, the brackets open, and
// the index of the next token.
type litScan struct {
	format string
	out    []looseLit
	stack  []bool // per open bracket: the call it opens logs or raises
	i      int    // the index of the token taken
	stable bool   // the tokens taken stay where they are (looseLit.tok)
	// person holds the indices of the strings the reader tells are
	// text a person reads (syntax.PersonTexter).
	person map[int]bool
}

// litBack is how many tokens back take may look (back(k), k < litBack): a
// power of two, the ring sourceLiterals keeps of streamed tokens. A Rust
// format string looks back furthest (rustFormatString: 18).
const litBack = 32

// take reads token t, the i-th; back(k) is the token k before it (k <
// litBack, k <= i).
func (s *litScan) take(t *syntax.Tok, skipped bool, back func(k int) *syntax.Tok) {
	i := s.i
	switch {
	case t.Kind == 'o' && (t.Text == "(" || t.Text == "{" || t.Text == "["):
		callee, macro := "", false
		if k := 1; i-k >= 0 {
			if p := back(k); p.Kind == 'o' && p.Text == "!" && i-k > 0 {
				k++ // a Rust macro: info!(…)
				macro = true
			}
			if p := back(k); p.Kind == 'n' {
				callee = p.Text
			}
		}
		// errors.New("…") in Go.
		errorsNew := callee == "New" && i >= 4 && back(2).Text == "." && back(3).Text == "errors"
		// A message looked up in a translation catalogue (vscode.l10n.t,
		// i18next's t, gettext's _) is shown to the user, as a log line
		// is read by a person (detect.LocalizationCall).
		s.stack = append(s.stack, (logCall(callee) || errorsNew || detect.LocalizationCall(callee)) && !(macro && s.format == "rs" && rustStdout[callee]))
	case t.Kind == 'o' && (t.Text == ")" || t.Text == "}" || t.Text == "]"):
		if len(s.stack) > 0 {
			s.stack = s.stack[:len(s.stack)-1]
		}
	case strings.IndexByte(syntax.LitStrings, t.Kind) >= 0 && !skipped:
		if s.inLog() || i > 0 && back(1).Kind == 'n' && logCall(back(1).Text) {
			return
		}
		if t.HasStr() && s.format == "rs" && rustFormatString(back, i) {
			// The literal parts of a format string, without its
			// placeholders (which codeFormat would take for code).
			for _, part := range rustFormatParts(t.Str()) {
				s.out = append(s.out, looseLit{n: part, at: int32(t.Off)})
			}
			return
		}
		person := s.person[i] || s.personText(back, i)
		if _, _, plain := t.PlainStr(); plain && s.stable {
			s.out = append(s.out, looseLit{tok: t, at: int32(t.Off), person: person})
		} else if t.HasStr() {
			s.out = append(s.out, looseLit{n: t.Str(), at: int32(t.Off), person: person})
		}
		for _, fr := range t.Frags() {
			s.out = append(s.out, looseLit{n: fr, at: int32(t.Off)})
		}
	}
}

// personText: the string token i is text a person reads, not the model:
// the first statement of a Python module (its docstring, which documents
// the code for its readers; a helper function's, its reader tells:
// syntax.PersonTexter), or a value written for a command line's
// help (argparse's and click's help=, cobra's Short: and Long:). It is
// still scanned; its findings say who reads it (detect.Tool.Audience).
// back(k) is the token k before it.
func (s *litScan) personText(back func(k int) *syntax.Tok, i int) bool {
	if s.format == "py" && s.moduleFirst(back, i) {
		return true
	}
	if i >= 2 && back(1).Kind == 'o' && back(2).Kind == 'n' {
		switch back(1).Text {
		case "=":
			return s.format == "py" && helpKeywords[back(2).Text]
		case ":":
			return s.format == "go" && helpFields[back(2).Text]
		}
	}
	return false
}

// moduleFirst: the token i is a Python module's first statement, after
// nothing but the logical newlines of the lines before it (a shebang, an
// encoding declaration, a licence header in comments, blank lines).
// Tokens taken from a slice (stable) can be looked back on to the first;
// streamed ones, litBack.
func (s *litScan) moduleFirst(back func(k int) *syntax.Tok, i int) bool {
	if !s.stable && i >= litBack {
		return false
	}
	for k := 1; k <= i; k++ {
		if back(k).Kind != 'l' {
			return false
		}
	}
	return true
}

// helpKeywords are the keyword arguments of Python's command-line
// libraries (argparse's add_argument, click's and typer's options) whose
// value is the help a person reads.
var helpKeywords = map[string]bool{"help": true, "epilog": true, "usage": true}

// helpFields are the fields of a Go command-line library's command
// (cobra.Command: Short, Long, Example) whose value is help a person
// reads.
var helpFields = map[string]bool{"Short": true, "Long": true, "Example": true}

// inLog: one of the four innermost brackets open opens a log or error.
func (s *litScan) inLog() bool {
	for k := len(s.stack) - 1; k >= 0 && k >= len(s.stack)-4; k-- {
		if s.stack[k] {
			return true
		}
	}
	return false
}

// rustFormatMacros are the macros of Rust's standard library whose first
// string argument (after the writer, for write! and writeln!) is a format
// string (std::fmt): its literal parts are text the program writes.
var rustFormatMacros = map[string]int{
	"format": 0, "format_args": 0, "print": 0, "println": 0, "write": 1, "writeln": 1,
	"eprint": 0, "eprintln": 0, "panic": 0,
}

// rustStdout are the format macros that write to standard output: the
// channel a stdio server speaks to its client on, so not a log line.
var rustStdout = map[string]bool{"print": true, "println": true}

// rustFormatString: the string token i is the format string of a Rust
// format macro (format!("…", …), write!(f, "…", …)).
// back(k) is the token k before it (litScan.take).
func rustFormatString(back func(k int) *syntax.Tok, i int) bool {
	tok := func(k int) *syntax.Tok { return back(i - k) }
	// Back to the macro's "(" over the writer's tokens (write!(&mut out,
	// "…")): at most one comma at depth 0, and a short expression.
	depth, commas := 0, 0
	for k := i - 1; k >= 2 && k >= i-16; k-- {
		switch tok(k).Text {
		case ")", "]", "}":
			depth++
		case "[", "{":
			depth--
		case "(":
			if depth > 0 {
				depth--
				continue
			}
			if tok(k-1).Text != "!" || tok(k-2).Kind != 'n' {
				return false
			}
			n, ok := rustFormatMacros[tok(k-2).Text]
			return ok && n == commas
		case ",":
			if depth == 0 {
				commas++
			}
		}
		if depth < 0 || commas > 1 || tok(k).Kind == 's' && depth == 0 {
			return false
		}
	}
	return false
}

// rustFormatParts are the literal parts of format string s: the text
// between its {…} placeholders, each at its place ({{ and }} are braces
// written out, left in their part).
func rustFormatParts(s *syntax.Node) []*syntax.Node {
	var out []*syntax.Node
	str, last := s.Str, 0
	for k := 0; k < len(str); k++ {
		switch {
		case str[k] == '{' && k+1 < len(str) && str[k+1] == '{', str[k] == '}' && k+1 < len(str) && str[k+1] == '}':
			k++
		case str[k] == '{':
			end := strings.IndexByte(str[k:], '}')
			if end < 0 {
				k = len(str)
				continue
			}
			if k > last {
				out = append(out, syntax.SliceNode(s, last, k))
			}
			last = k + end + 1
			k = last - 1
		}
	}
	if last == 0 {
		return []*syntax.Node{s}
	}
	if last < len(str) {
		out = append(out, syntax.SliceNode(s, last, len(str)))
	}
	return out
}

// logNames are the last names of the calls that write a log line or a
// console message, or build an error, in the languages read.
var logNames = map[string]bool{
	"debug": true, "info": true, "warn": true, "warning": true, "error": true, "trace": true, "fatal": true,
	"critical": true, "exception": true, "log": true, "print": true, "println": true, "printf": true,
	"eprintln": true, "eprint": true, "panic": true, "bail": true, "anyhow": true, "Printf": true, "Println": true,
	"Print": true, "Fprintf": true, "Fprintln": true, "Fatalf": true, "Fatal": true, "Errorf": true, "Panicf": true,
	"Debugf": true, "Infof": true, "Warnf": true, "Warningf": true, "Tracef": true, "Debug": true, "Info": true,
	"Warn": true, "Error": true, "Trace": true, "WriteLine": true, "LogInformation": true, "LogDebug": true,
	"LogWarning": true, "LogError": true, "LogTrace": true, "LogCritical": true, "Errorw": true, "Infow": true,
	"Debugw": true, "Warnw": true, "raise": true, "throw": true, "expect": true, "assert": true,
}

// logCall: a call named name writes a log or builds an error
// (errors.New, fmt.Errorf, ValueError(…), new IllegalArgumentException(…)).
func logCall(name string) bool {
	if name == "" {
		return false
	}
	return logNames[name] || strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Exception")
}

// looseTexts registers, as text not tied to a definition, every prose
// literal of a server source file that no definition read from it claims,
// and every literal part of a text reported as computed. It returns how
// many it registered.
func (d *recognizer) looseTexts() int {
	if !d.Src.Protocol && !serverSide(d.Src.Format, d.Src.Data) {
		// Client code. A file that writes the protocol's tool
		// definitions itself is the server, whatever else it names
		// (handle_call_tool( holds a client's call_tool().
		return 0
	}
	claimed := make([]bool, len(d.Src.Data)+1)
	mark := func(n *syntax.Node) {
		n.Walk("", func(_ string, x *syntax.Node, _ bool) {
			if x.Kind != syntax.KString || x.Src != nil {
				return
			}
			for i := 0; i < len(x.Str); i++ {
				if o := x.FileOffset(i); o >= 0 && o < len(claimed) {
					claimed[o] = true
				}
			}
		})
	}
	for _, pt := range d.Tools {
		mark(pt.Node)
	}
	for _, in := range d.Instructions {
		mark(in.Node)
	}
	for _, l := range d.Listings {
		mark(l.Node)
	}
	n := 0
	// Each text's stable identity: its file, the symbol it lies in and
	// its ordinal among that symbol's texts (anchors).
	var toks []syntax.Tok
	if lx, ok := readerOf(d.Src.Format).(syntax.Lexer); ok {
		toks = d.LexOnce(d.Src.Data, lx.Lex) // lexed by the reader, or now, once
	}
	anchor := d.anchors(toks)
	// The candidate texts no definition's text holds: each once, then
	// claimed, so its literals are not scanned again one by one.
	seen := map[string]bool{}
	for _, s := range d.Candidates {
		first := s.FileOffset(0)
		key := fmt.Sprintf("%d:%s", first, s.Str)
		if seen[key] || d.claimedAll(s, claimed) || !looseProse(s.Str, true) {
			continue
		}
		seen[key] = true
		line, col := d.Src.Position(first)
		obj := syntax.NewObject(s.Off, s.End)
		obj.Set("name", s.Off, syntax.Synth(syntax.KString, fmt.Sprintf("%s:%d:%d", d.Src.Path, line, col), s.Off))
		obj.Set("description", s.Off, s)
		d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindText, Node: obj.Node, Anchor: anchor(first)})
		d.Kind("source")
		mark(s)
		n++
	}
	if d.Src.Generated != "" {
		// A generated, minified or vendored file (generated.go):
		// another program's texts. A module read because a server file
		// imports it is swept as a server file is (fail open): what the
		// server runs may hand any of its texts to the model.
		return n
	}
	var ring packagedRing
	for _, lit := range sourceLiterals(d.Src.Format, d.Src.Data, toks) {
		if lit.tok != nil {
			if txt, first, ok := lit.tok.PlainStr(); ok && ring.take(d, packagedLit{text: txt, start: first, end: first + len(txt)}, anchor) {
				n++
			}
		}
		if lit.n == nil {
			// The checks below, made on the token's text: a literal
			// that is not prose makes no node.
			txt, first, _ := lit.tok.PlainStr()
			if txt == "" || claimed[first] || !looseProse(txt, d.ComputedAt[int(lit.at)]) {
				continue
			}
		}
		s := lit.node()
		if s.Str == "" || claimed[s.FileOffset(0)] {
			continue
		}
		if d.Src.Format == "go" && d.claimedAny(s, claimed) {
			// A struct tag whose jsonschema description a definition
			// read (`json:"q" jsonschema:"description=…"`): the rest of
			// the tag is no text of its own.
			continue
		}
		// A literal (part) of a text a reader found computed.
		frag := d.ComputedAt[int(lit.at)]
		if !looseProse(s.Str, frag) {
			continue
		}
		line, col := d.Src.Position(s.FileOffset(0))
		name := fmt.Sprintf("%s:%d:%d", d.Src.Path, line, col)
		obj := syntax.NewObject(s.Off, s.End)
		obj.Set("name", s.Off, syntax.Synth(syntax.KString, name, s.Off))
		obj.Set("description", s.Off, s)
		pt := syntax.PendingTool{Kind: detect.KindText, Node: obj.Node, Anchor: anchor(s.FileOffset(0))}
		if lit.person {
			pt.Audience = detect.AudiencePerson
		}
		d.Tools = append(d.Tools, pt)
		d.Kind("source")
		n++
	}
	return n
}

// declKeywords are the words that declare a named symbol in the
// languages read: the name after one names what follows it.
var declKeywords = map[string]bool{
	"def": true, "class": true, "function": true, "fn": true, "func": true, "fun": true, "struct": true,
	"impl": true, "interface": true, "enum": true, "trait": true, "object": true, "record": true,
	"type": true, "const": true, "let": true, "var": true, "val": true, "static": true, "namespace": true, "mod": true,
}

// anchors returns the function that gives the loose text starting at a
// file offset its stable identity (detect.Tool.Anchor): the file, the
// symbol last declared before it (a function, class, constant: the one
// it lies in, or the one it follows at the top level), and its ordinal
// among the texts anchored to that symbol, in the order they are asked
// for (file order). Lines added or removed elsewhere do not change it;
// a change to the text itself does not either, so the lockfile sees a
// change. toks are the file's tokens, or nil (lexed here).
func (d *recognizer) anchors(toks []syntax.Tok) func(off int) string {
	var decls []syntax.Tok // the declared names, in file order
	lexed := false
	count := map[string]int{}
	return func(off int) string {
		if !lexed {
			lexed = true
			if toks == nil {
				toks, _ = sourceTokens(d.Src.Format, d.Src.Data, nil)
			}
			var br syntax.Brackets
			for i := 0; i+1 < len(toks); i++ {
				if toks[i].Kind != 'n' || !declKeywords[toks[i].Text] {
					continue
				}
				k := i + 1
				if toks[k].Text == "(" && toks[i].Text == "func" {
					k = br.Closing(toks, k) + 1 // a Go method's receiver
				}
				if k < len(toks) && toks[k].Kind == 'n' && !declKeywords[toks[k].Text] {
					decls = append(decls, toks[k])
				}
			}
		}
		sym := ""
		if k := sort.Search(len(decls), func(i int) bool { return decls[i].Off >= off }); k > 0 {
			sym = decls[k-1].Text
		}
		count[sym]++
		return fmt.Sprintf("%s#%s#%d", d.Src.Path, sym, count[sym])
	}
}

// looseStrings scans, as texts no definition claims, the string values of
// a data file that is named like an MCP file but holds no shape mcp-lint
// knows: each one that could be prose (looseProse with frag: two words,
// or a character outside ASCII), at its place. It returns how many.
func (d *recognizer) looseStrings(trees []*syntax.Node) int {
	n := 0
	for _, t := range trees {
		t.Walk("", func(at string, x *syntax.Node, key bool) {
			if key || x.Kind != syntax.KString || x.Src != nil || !looseProse(x.Str, true) {
				return
			}
			line, col := d.Src.Position(x.FileOffset(0))
			obj := syntax.NewObject(x.Off, x.End)
			obj.Set("name", x.Off, syntax.Synth(syntax.KString, fmt.Sprintf("%s:%d:%d", d.Src.Path, line, col), x.Off))
			obj.Set("description", x.Off, x)
			d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindText, Node: obj.Node, Anchor: d.Src.Path + "#" + at})
			n++
		})
	}
	if n > 0 {
		d.Kind("text")
	}
	return n
}

// looseProse says whether a literal is prose a model could be sent: words
// separated by spaces, not an identifier, a path, a format string of
// code, SQL or a snippet of code. A literal part of a computed text or a
// candidate text (frag) needs only two words or a character outside
// ASCII: it is known to be part of a definition's text, format verbs and
// all.
func looseProse(s string, frag bool) bool {
	words, others, symbols, letters := 0, 0, 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case strings.ContainsRune("{}[]();=<>|&$\\^~`#", r):
			symbols++
		}
	}
	if frag && strings.IndexFunc(s, hiddenOrOutsideASCII) >= 0 {
		// A part of a text that holds characters outside ASCII or a
		// control character (an ANSI escape, a backspace): a part made
		// only of hidden characters is what hides them.
		return true
	}
	if letters == 0 {
		return false
	}
	first := ""
	for _, f := range strings.Fields(s) {
		w := strings.Trim(f, "\"'“”‘’([<*-_,.;:!?)]>")
		if proseWord(w) {
			if words == 0 {
				first = w
			}
			words++
		} else {
			others++
		}
	}
	if frag {
		return words >= 2
	}
	if words < 3 || words < others || symbols*10 > utf8.RuneCountInString(s) {
		return false
	}
	// Every verb codeFormat knows starts with '%' or '{': a text with
	// neither is not run through the expression (most texts).
	if strings.ContainsAny(s, "%{") && codeFormat().MatchString(s) {
		return false // a format string of code: a log line, an error, a query
	}
	if sqlVerbs[first] && sqlClause().MatchString(s) {
		return false
	}
	return true
}

// hiddenOrOutsideASCII: a rune outside ASCII, or an ASCII control
// character other than the tab and line ends prose is written with.
func hiddenOrOutsideASCII(r rune) bool {
	return r >= utf8.RuneSelf || r == 0x7f || (r < 0x20 && r != '\t' && r != '\n' && r != '\r')
}

// proseWord: a word of two letters or more (an apostrophe or hyphen
// inside it allowed), not a path, a URL or an identifier.
func proseWord(w string) bool {
	letters := 0
	for i, r := range w {
		switch {
		case unicode.IsLetter(r):
			letters++
		case (r == '\'' || r == '’' || r == '-') && i > 0 && i < len(w)-1:
		default:
			return false
		}
	}
	return letters >= 2
}

// codeFormat matches the verbs of the format strings of Go (%s, %v, %w),
// C and Python (%d, %(name)s), C# and Python's str.format ({0}, {}) and
// Rust's format! ({}, {:?}).
var codeFormat = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`%[-+# 0]*[0-9]*(?:\.[0-9]+)?[sdvqwxXfegtTcbp]|%\([A-Za-z_][A-Za-z0-9_]*\)[sdfr]|\{[0-9]*\}|\{:[^}]*\}`)
})

// sqlVerbs start a SQL statement; sqlClause is a clause that follows one,
// written in capitals as code writes SQL.
var (
	sqlVerbs  = map[string]bool{"SELECT": true, "INSERT": true, "UPDATE": true, "DELETE": true, "CREATE": true, "ALTER": true, "DROP": true, "WITH": true, "PRAGMA": true, "MATCH": true, "MERGE": true}
	sqlClause = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:FROM|INTO|SET|TABLE|WHERE|VALUES|RETURN|INDEX|JOIN)\b`)
	})
)

// claimedAny: a character of s is in a definition's text.
func (d *recognizer) claimedAny(s *syntax.Node, claimed []bool) bool {
	for i := 0; i < len(s.Str); i++ {
		if o := s.FileOffset(i); o >= 0 && o < len(claimed) && claimed[o] {
			return true
		}
	}
	return false
}

// claimedAll: every character of s is in a definition's text.
func (d *recognizer) claimedAll(s *syntax.Node, claimed []bool) bool {
	for i := 0; i < len(s.Str); i++ {
		if o := s.FileOffset(i); o >= 0 && o < len(claimed) && !claimed[o] {
			return false
		}
	}
	return true
}
