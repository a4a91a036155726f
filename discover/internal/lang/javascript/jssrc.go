package javascript

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// TypeScript and JavaScript source. Servers written with the official
// TypeScript SDK register their tools in code:
//
//	const server = new McpServer({ name: "weather", version: "1.0.0" });
//	server.tool("get_forecast", "Returns the forecast.", { city: z.string().describe("…") }, handler);
//	server.registerTool("get_alerts", { title, description, inputSchema: { … }, annotations }, handler);
//	server.prompt(…); server.registerPrompt(…);
//	return { tools: [{ name: "x", description: "…", inputSchema: { … } }] };   // the low-level server
//
// A small lexer (strings, template literals, comments, regular
// expressions, brackets) and a reader for object literals and zod chains
// (z.string().describe("…").default("…"), z.enum([…]), .optional()) turn
// each into the tool a client is sent; the code is never run. A template
// literal with substitutions, or any other computed text, is an error at
// its place.

// Markers select the .ts/.js files worth reading.
var Markers = append([][]byte{[]byte("@modelcontextprotocol/sdk"), []byte("@modelcontextprotocol/server"), []byte("McpServer"), []byte("fastmcp"), []byte("FastMCP")}, jsFunctionsMarks...)

// jsHeadMarks are the marks a package's file is let in by (OfPackage,
// jsToolClass, ToolTable), searched for at once: one pass over the head
// instead of one per mark. Bits in this order (jsMark*).
var jsHeadMarks = syntax.NewMarkerSet(syntax.Marks(
	"name:", "name :", "description:", "description :",
	"schema:", "Schema:", "parameters:", "args:", "uri:", "arguments:",
	"inputSchema", "description", "class ", " extends ", "parameters", "tool("))

const (
	jsMarkName        = 1<<0 | 1<<1
	jsMarkDescColon   = 1<<2 | 1<<3
	jsMarkArgs        = 1<<4 | 1<<5 | 1<<6 | 1<<7 | 1<<8 | 1<<9
	jsMarkURI         = 1 << 8
	jsMarkArguments   = 1 << 9
	jsMarkInputSchema = 1 << 10
	jsMarkDescription = 1 << 11
	jsMarkClass       = 1 << 12
	jsMarkExtends     = 1 << 13
	jsMarkParameters  = 1 << 14
	jsMarkToolCall    = 1 << 15
)

// jsToolClass: the head of a file that may define a tool as a class
// (jsFile.class) or in a map keyed by name (jsFile.toolMap), for the
// package gate; m is jsHeadMarks.Present of the head.
func jsToolClass(m uint64) bool {
	return m&jsMarkDescription != 0 && (m&jsMarkClass != 0 && m&jsMarkExtends != 0 || m&jsMarkParameters != 0 || m&jsMarkToolCall != 0)
}

// ToolTable: the head of a file that may keep tool texts in objects
// ({ name: "…", description: "…", schema }) that another module of the
// package registers (server.registerTool(CURRENT_TIME.name, {
// description: CURRENT_TIME.description })): read for its prose, which
// is scanned as loose text when no definition here claims it.
func ToolTable(head []byte) bool { return toolTable(jsHeadMarks.Present(head)) }

// toolTable is ToolTable of the head whose jsHeadMarks are m: a name and
// a description, and what a tool has beside them: a schema of its
// arguments; or what a resource (uri) or a prompt (arguments) has, in the
// specification's words.
func toolTable(m uint64) bool {
	return m&jsMarkName != 0 && m&jsMarkDescColon != 0 && m&jsMarkArgs != 0
}

// jsLex splits JavaScript or TypeScript into tokens.
func jsLex(b []byte) []syntax.Tok {
	// TokCap counts a lost place too (TokBound).
	toks := make([]syntax.Tok, 0, syntax.TokCap(b))
	lost := syntax.NewLost(toks, b)
	// One copy of the source as a string: names and numbers are slices
	// of it, not an allocation each.
	src := string(b)
	// parens counts the "(" open; headers holds the count at which each
	// open header of an if, while, for or with statement opened (only
	// those: no memory per parenthesis); headerClose is the index in toks
	// of the ")" that closed one last. After such a ")" a "/"
	// starts a regular expression (ECMA-262 12, InputElementRegExp: a
	// statement follows), whatever comments stand between:
	// if (ok) /* note */ /"/.test(s).
	var headers []int
	parens, headerClose := 0, -1
	regexOK := func() bool {
		if len(toks) == 0 {
			return true
		}
		p := toks[len(toks)-1]
		if p.Text == ")" && p.Kind == 'o' {
			return headerClose == len(toks)-1
		}
		switch p.Kind {
		case 'n':
			switch p.Text {
			case "return", "typeof", "case", "in", "of", "new", "delete", "void", "throw", "else", "do", "yield", "await":
				return true
			}
			return false
		case 's', '#', 'c':
			return false
		}
		return p.Text != ")" && p.Text != "]" && p.Text != "}"
	}
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			// A line comment ends at a LineTerminator (ECMA-262 12.3):
			// LF, CR, U+2028 or U+2029.
			for i < len(b) && b[i] != '\n' && b[i] != '\r' && !jsLineSep(b[i:]) {
				i++
			}
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			k := bytes.Index(b[i+2:], []byte("*/")) // not a copy of the rest of the file
			if k < 0 {
				lost.Add(toks, syntax.LostAt(i, "a block comment that is not closed before the end of the file: the rest of the file was not read as code"))
				i = len(b)
			} else {
				i += k + 4
			}
		case c == '/' && regexOK():
			j := regexEnd(b, i)
			if j >= len(b) || b[j] != '/' {
				lost.Add(toks, syntax.LostAt(i, "a regular expression that is not closed on its line (or a division read as one): read up to the line's end"))
			}
			j++
			for j < len(b) && syntax.IsIdentStart(b[j]) {
				j++
			}
			toks = append(toks, syntax.Tok{Kind: '#', Text: "regexp", Off: i, End: min(j, len(b))})
			i = min(j, len(b))
		case c == '"' || c == '\'' || c == '`':
			t, next := jsString(b, src, i)
			toks = append(toks, t)
			if next >= len(b) && (next-i < 2 || b[next-1] != c || b[next-2] == '\\') {
				lost.Add(toks, syntax.LostAt(i, "a string or template that is not closed before the end of the file: the rest of the file was read as its text"))
			} else if c != '`' && b[next-1] != c {
				lost.Add(toks, syntax.LostAt(i, "a string that is not closed on its line (the file does not parse as written): read up to the line's end"))
			}
			i = next
		case syntax.IsIdentStart(c) || c == '$':
			j := i
			for j < len(b) && (syntax.IsIdentStart(b[j]) || b[j] == '$' || b[j] >= '0' && b[j] <= '9') {
				j++
			}
			toks = append(toks, syntax.Tok{Kind: 'n', Text: src[i:j], Off: i, End: j})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(b) && (syntax.IsIdentStart(b[j]) || b[j] >= '0' && b[j] <= '9' || b[j] == '.') {
				j++
			}
			toks = append(toks, syntax.Tok{Kind: '#', Text: src[i:j], Off: i, End: j})
			i = j
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c >= utf8.RuneSelf:
			_, size := utf8.DecodeRune(b[i:])
			i += size
		default:
			switch c {
			case '(':
				parens++
				if n := len(toks); n > 0 && toks[n-1].Kind == 'n' && (n < 2 || toks[n-2].Text != ".") {
					switch toks[n-1].Text {
					case "if", "while", "for", "with":
						headers = append(headers, parens)
					}
				}
			case ')':
				if n := len(headers); n > 0 && headers[n-1] == parens {
					headerClose = len(toks)
					headers = headers[:n-1]
				}
				parens--
			}
			toks = append(toks, syntax.Tok{Kind: 'o', Text: src[i : i+1], Off: i, End: i + 1})
			i++
		}
	}
	return lost.Finish(toks)
}

// jsLineSep: b starts with U+2028 LINE SEPARATOR or U+2029 PARAGRAPH
// SEPARATOR, which end a line in JavaScript.
func jsLineSep(b []byte) bool {
	return len(b) > 2 && b[0] == 0xe2 && b[1] == 0x80 && (b[2] == 0xa8 || b[2] == 0xa9)
}

// jsString reads a string or template literal at i.
func jsString(b []byte, src string, i int) (syntax.Tok, int) {
	quote := b[i]
	// A plain string (no escape, no substitution, no CR in a template):
	// its text is the file's bytes up to the quote or, unclosed, the
	// line's end or the file's, read without a table of offsets per
	// byte (SpanMapper).
	k := i + 1
	for k < len(b) && b[k] != quote && b[k] != '\\' && (quote == '`' || b[k] != '\n') &&
		(quote != '`' || b[k] != '\r' && (b[k] != '$' || k+1 == len(b) || b[k+1] != '{')) {
		k++
	}
	if k == len(b) || b[k] == quote || b[k] == '\n' && quote != '`' {
		end := k
		if k < len(b) && b[k] == quote {
			end = k + 1
		}
		t := syntax.Tok{Kind: 's', Text: src[i:end], Off: i, End: end}
		t.SetPlainStr(1, end-k)
		return t, end
	}
	var out []byte
	var offs []int
	j := i + 1
	computed, closed := false, false
	var frags []*syntax.Node
	fragAt := 0
	for j < len(b) {
		c := b[j]
		if c == quote {
			closed = true
			break
		}
		if c == '\n' && quote != '`' {
			break
		}
		if quote == '`' && c == '$' && j+1 < len(b) && b[j+1] == '{' {
			computed = true
			frags = syntax.AppendFrag(frags, out[fragAt:], offs[fragAt:], j)
			fragAt = len(out)
			j = jsSkipSubst(b, j+1)
			continue
		}
		if c == '\\' && j+1 < len(b) {
			v, size, ok := jsEscape(b[j:])
			if ok {
				for _, x := range v {
					out, offs = append(out, x), append(offs, j)
				}
				j += size
				continue
			}
			j++ // an unknown escape stands for the character after it
			continue
		}
		if c == '\r' && quote == '`' {
			j++
			continue
		}
		out, offs = append(out, c), append(offs, j)
		j++
	}
	end := j
	if closed {
		end = j + 1
	}
	offs = append(offs, j)
	t := syntax.Tok{Kind: 's', Text: src[i:min(end, len(b))], Off: i, End: min(end, len(b))}
	if computed {
		t.Kind = 'c'
		t.SetFrags(syntax.AppendFrag(frags, out[fragAt:], offs[fragAt:len(offs)-1], j))
		return t, t.End
	}
	t.SetStr(&syntax.Node{Kind: syntax.KString, Str: string(out), Off: i, End: t.End, Mapper: syntax.TableMapper{Offs: offs}})
	return t, t.End
}

// jsSkipSubst returns the offset after the brace that closes the
// template substitution whose "{" is at j: braces counted, and the
// strings, comments and templates inside it (nested templates with their
// own substitutions) skipped as the language writes them, so a "}" in a
// string or a nested template does not end it. It keeps one brace count
// per open substitution, not a call per nesting.
func jsSkipSubst(b []byte, j int) int {
	depths := []int{0}
	inTemplate := false // in the text of a template nested in the substitution
	var prev byte       // the last byte of code that is not a space
	for j < len(b) {
		c := b[j]
		if inTemplate {
			switch {
			case c == '\\':
				j++
			case c == '`':
				inTemplate = false
			case c == '$' && j+1 < len(b) && b[j+1] == '{':
				depths = append(depths, 0)
				inTemplate = false
				j++
				continue // its "{" is counted as code
			}
			j++
			continue
		}
		switch {
		case c == '{':
			depths[len(depths)-1]++
		case c == '}':
			depths[len(depths)-1]--
			if depths[len(depths)-1] == 0 {
				depths = depths[:len(depths)-1]
				if len(depths) == 0 {
					return j + 1
				}
				inTemplate = true // back in the template this substitution is of
			}
		case c == '`':
			inTemplate = true
		case c == '"' || c == '\'':
			for j++; j < len(b) && b[j] != c && b[j] != '\n'; j++ {
				if b[j] == '\\' {
					j++
				}
			}
		case c == '/' && j+1 < len(b) && b[j+1] == '/':
			for j < len(b) && b[j] != '\n' {
				j++
			}
		case c == '/' && j+1 < len(b) && b[j+1] == '*':
			k := bytes.Index(b[j+2:], []byte("*/"))
			if k < 0 {
				return len(b)
			}
			j += k + 3
		case c == '/' && regexAfter(prev):
			// A regular expression (`${s.replace(/'/g, "")}`): a quote
			// or a brace in it is its text, not code.
			j = skipRegex(b, j)
		}
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			prev = c
		}
		j++
	}
	return j
}

// regexAfter reports whether a "/" after the byte prev (the last one that
// is not a space) opens a regular expression rather than dividing: after
// an opening bracket, an operator, a comma or a colon, or at the start.
func regexAfter(prev byte) bool {
	return prev == 0 || strings.IndexByte("([{,=:;!&|?+-*%<>~^", prev) >= 0
}

// regexEnd is the index of the "/" that closes the regular expression
// opened at i, or of its line's end (or the file's) when none does: a "/"
// in a character class or after a backslash is the expression's text.
func regexEnd(b []byte, i int) int {
	j, class := i+1, false
	for j < len(b) && b[j] != '\n' {
		if b[j] == '\\' {
			j += 2
			continue
		}
		if b[j] == '[' {
			class = true
		} else if b[j] == ']' {
			class = false
		} else if b[j] == '/' && !class {
			break
		}
		j++
	}
	return j
}

// skipRegex returns the index of the "/" that closes the regular
// expression opened at j, or j when it is not closed on its line (then it
// was a division after all, and nothing is skipped).
func skipRegex(b []byte, j int) int {
	if k := regexEnd(b, j); k < len(b) && b[k] == '/' {
		return k
	}
	return j
}

// jsEscape decodes one escape sequence at the start of b.
func jsEscape(b []byte) ([]byte, int, bool) {
	switch c := b[1]; c {
	case '\n':
		return nil, 2, true
	case 'n':
		return []byte{'\n'}, 2, true
	case 't':
		return []byte{'\t'}, 2, true
	case 'r':
		return []byte{'\r'}, 2, true
	case 'b':
		return []byte{8}, 2, true
	case 'f':
		return []byte{12}, 2, true
	case 'v':
		return []byte{11}, 2, true
	case '0', '1', '2', '3', '4', '5', '6', '7':
		return legacyOctal(b)
	case 'x':
		if len(b) >= 4 {
			if v, ok := syntax.HexVal(b[2:4]); ok {
				return []byte(string(rune(v))), 4, true
			}
		}
	case 'u':
		if out, n, ok, done := syntax.UnicodeEscape(b, true); done {
			return out, n, ok
		}
	default:
		return []byte{c}, 2, true
	}
	return nil, 0, false
}

// legacyOctal decodes the escape at the start of b that begins with an
// octal digit: \0 not followed by a digit is NUL (ECMA-262 12.9.4), and
// otherwise the legacy octal escapes of Annex B.1.2, which engines run in
// sloppy-mode strings (a CommonJS file, a script): up to three octal
// digits when the first is 0 to 3 (\000 to \377), up to two when it is 4
// to 7, each the code unit of that value. Strict code and templates
// refuse them; decoding them anyway reads what a sloppy file serves.
func legacyOctal(b []byte) ([]byte, int, bool) {
	isOct := func(i int) bool { return i < len(b) && b[i] >= '0' && b[i] <= '7' }
	most := 3
	if b[1] >= '4' {
		most = 2
	}
	v, n := 0, 1
	for n < 1+most && isOct(n) {
		v = v*8 + int(b[n]-'0')
		n++
	}
	return []byte(string(rune(v))), n, true
}

type jsFile struct {
	d    *syntax.File
	toks []syntax.Tok
	// sdk: 0 not yet known, 1 the file names an MCP SDK in its code (an
	// import, a class, a call), 2 only inside its texts (sdkInCode).
	sdk int8
	// tied: 0 not yet known, 1 the file is tied to MCP, 2 not (tableTied).
	tied  int8
	names map[string]int // const NAME = <value at token index>
	// resolving holds the names whose values are being read: a name bound
	// to itself, directly or through others (const C = C), is unknown,
	// not read again and again.
	resolving map[string]bool
	// unread counts object members whose value could not be read (a
	// schema built elsewhere): a registration that had one is partial.
	unread map[string]int
	// partial: object literals with a member whose value could not be read.
	partial map[*syntax.Node]bool
	// schemaUnread: object literals whose input schema could not be read
	// ({ name, description, inputSchema: ImportedSchema }).
	schemaUnread map[*syntax.Node]bool
	// entries binds a loop's variable to the table entry being read
	// (jsloop.go): tool.description is the entry's member.
	entries map[string]*syntax.Node
	// parents: each token's innermost open bracket (jsloop.go).
	parents []int32
	// loopUp: for each bracket, the innermost one from it up where a loop
	// opens (loopFrom); funcUp: where a named function's body opens
	// (viaWrapper).
	loopUp, funcUp []int32
	// calls: the tokens that a "(" follows, by their text, outside a
	// function's declaration and a member's name (viaWrapper).
	calls map[string][]int
	// renamed: the names an import binds with "as" (true: * as name).
	renamed map[string]bool
	// imported: the module each imported name comes from (importedFrom).
	imported map[string]string
	// br answers close, args and items from one pass over toks.
	br syntax.Brackets
}

func jsSource(d *syntax.File, data []byte) {
	if d.Src.TextsOnly && !bytes.Contains(data, []byte(".object(")) {
		return
	}
	j := &jsFile{d: d, toks: d.LexOnce(data, jsLex), names: map[string]int{}, unread: map[string]int{}, partial: map[*syntax.Node]bool{}, schemaUnread: map[*syntax.Node]bool{}}
	t := j.toks
	count := map[string]int{}
	for i := 0; i+2 < len(t); i++ {
		if t[i].Kind == 'n' && (t[i].Text == "const" || t[i].Text == "let" || t[i].Text == "var") && t[i+1].Kind == 'n' {
			k := i + 2
			if t[k].Text == ":" { // a type annotation: skip to "="
				for k < len(t) && t[k].Text != "=" && t[k].Text != ";" {
					if t[k].Text == "{" || t[k].Text == "(" || t[k].Text == "[" {
						k = j.br.Closing(t, k) // tool<{ a: string; b: number }>
					}
					k++
				}
			}
			if k < len(t) && t[k].Text == "=" {
				j.names[t[i+1].Text] = k + 1
				count[t[i+1].Text]++
			}
		}
	}
	for n, c := range count {
		if c > 1 {
			delete(j.names, n)
		}
	}
	if d.Src.TextsOnly {
		j.tableTools()
		return
	}
	serverObj := -1 // the "{" of new McpServer({…})
	for i := 0; i+1 < len(t); i++ {
		switch {
		case t[i].Kind == 'n' && (t[i].Text == "McpServer" || t[i].Text == "Server" || t[i].Text == "FastMCP") && i > 0 && t[i-1].Text == "new" && t[i+1].Text == "(":
			if v := j.value(i+2, 0); v != nil && v.Kind == syntax.KObject && v.Get("name").IsString() {
				if d.ServerInfo == "" {
					d.ServerInfo = v.Get("name").Str
				}
				// Its description and title are the server's, shown to
				// users: a listing, not a tool.
				d.Listing(v.Get("name").Str, "serverInfo", v)
				serverObj = i + 2
				// new FastMCP({ name, instructions }): the instructions
				// are sent to the model with the initialize result.
				if in := v.Get("instructions"); in.IsString() && t[i].Text == "FastMCP" {
					d.Instructions = append(d.Instructions, syntax.PendingTool{Node: in})
				}
			}
			// new McpServer(info, { instructions: "…" }): sent to the
			// model with the initialize result.
			if args := j.args(i + 1); len(args) > 1 {
				if o := j.value(args[1], 0); o != nil && o.Kind == syntax.KObject {
					if in := o.Get("instructions"); in.IsString() {
						d.Instructions = append(d.Instructions, syntax.PendingTool{Node: in})
					}
				}
			}
		case t[i].Kind == 'n' && t[i].Text == "class" && t[i+1].Kind == 'n':
			j.class(i)
		case t[i].Kind == 'n' && (t[i].Text == "tool" || t[i].Text == "registerTool") && t[i+1].Text == "(" && (i == 0 || t[i-1].Text != "." && t[i-1].Text != "function") && j.frameworkTool(i+1):
			// A framework's tool(name, { description, input }) call,
			// imported from a package that builds on MCP; or the SDK's
			// registerTool bound to a name of its own (const registerTool
			// = server.registerTool.bind(server)) and called bare.
			j.registration(i+1, detect.KindTool, true)
		case t[i].Text == "." && t[i+1].Kind == 'n' && i+2 < len(t) && t[i+2].Text == "(":
			switch t[i+1].Text {
			case "tool", "registerTool", "addTool":
				read := func() { j.registration(i+2, detect.KindTool, t[i+1].Text == "registerTool") }
				if !j.viaWrapper(i+2, read) {
					j.overTable(i+2, read)
				}
			case "prompt", "registerPrompt", "addPrompt":
				read := func() { j.registration(i+2, detect.KindPrompt, t[i+1].Text == "registerPrompt") }
				if !j.viaWrapper(i+2, read) {
					j.overTable(i+2, read)
				}
			case "resource", "registerResource":
				j.resource(i + 2)
			case "mcpTool", "mcpPrompt", "mcpResource":
				// The Azure Functions extension (jsfunctions.go).
				j.functionsRegistration(i+2, map[string]detect.Kind{"mcpTool": detect.KindTool, "mcpPrompt": detect.KindPrompt, "mcpResource": detect.KindResource}[t[i+1].Text])
			}
		case t[i].Text == "{" && i+3 < len(t) && (t[i+1].Kind == 'n' || t[i+1].Kind == 's') && t[i+2].Text == ":" && t[i+3].Text == "{" && !listKey(t[i+1]):
			j.toolMap(i)
		case t[i].Text == "{" && i != serverObj && i+2 < len(t) && listKey(t[i+1]) && t[i+2].Text == ":":
			// The low-level server's tools: [{ name, description, inputSchema }].
			// In a file that does not import the SDK, only an object with
			// an input schema is taken for a tool.
			// Built in a loop over a table (TABLE.map((e) => ({ name:
			// e.title, description: e.summary }))): once per entry.
			if j.inArguments(i) {
				// An argument of a prompt written as an object ({ name,
				// description, arguments: [{ name, description }] }): read
				// with its prompt, not a definition of its own.
				continue
			}
			j.overTable(i, func() {
				v := j.objectAt(i, 0)
				if key := schemaParameters(v); !j.literalTool(v) && key != "" && j.tableTied() {
					// { name, description, parameters: { type: "object",
					// properties } }: a tool object with its schema under
					// another key (the function-calling APIs' parameters,
					// a define helper's input), given the protocol's, in
					// a module tied to MCP (a command-line program's table
					// of its commands has the same shape).
					v = withInputSchema(v, key)
				}
				if j.literalTool(v) {
					d.Kind("source")
					kind := detect.KindTool
					if keys := j.memberKeys(i); (keys["uri"] || keys["uriTemplate"]) && !keys["inputSchema"] {
						kind = detect.KindResource // resources: [{ uri, name, description }]
					} else if promptObject(v) {
						kind = detect.KindPrompt // prompts: [{ name, description, arguments }]
					}
					d.Tools = append(d.Tools, syntax.PendingTool{Kind: kind, Node: v, Partial: j.partial[v.Get("inputSchema")] || j.schemaUnread[v]})
				}
			})
		}
	}
	j.bindings()
}

// tableTools reads a file of a package's tool texts (one read for its
// prose only, TextsOnly) for the objects that are tools by their shape
// alone: a literal name that is a tool's name, a literal description and
// one member that is an input schema written as a zod object ({ name:
// "…", description: "…", input: z.object(…), handler } given a helper
// that makes the inputSchema, whatever the helper is named), when the
// module is tied to MCP (tableTied, jstie.go). Nothing else
// of the file is read as a definition, and what such a file leaves
// computed is not reported: its other objects are records, not tools.
func (j *jsFile) tableTools() {
	t := j.toks
	mute := j.d.Mute
	j.d.Mute = true
	defer func() { j.d.Mute = mute }()
	for i := 0; i+3 < len(t); i++ {
		if t[i].Text != "{" || !listKey(t[i+1]) || t[i+2].Text != ":" || t[i+3].Kind != 's' {
			continue
		}
		v := j.objectAt(i, 0)
		key := schemaParameters(v)
		if key == "" || !j.zodAt(i, key) {
			continue
		}
		if !j.tableTied() {
			// A table of something else (a command-line program's
			// commands): its texts stay loose text of the module.
			return
		}
		j.d.Kind("source")
		v = withInputSchema(v, key)
		j.d.Tools = append(j.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: v, Partial: j.partial[v.Get("inputSchema")] || j.schemaUnread[v]})
	}
}

// zodAt: member key of the object literal whose "{" is token i is a zod
// schema: z.… written there, or a name bound to one in this file.
func (j *jsFile) zodAt(i int, key string) bool {
	t := j.toks
	end := j.close(i)
	for k := i + 1; k+2 < end; k = j.nextItem(k, end) {
		name := t[k].Text
		if t[k].HasStr() {
			name = t[k].Str().Str
		}
		if name != key || t[k+1].Text != ":" {
			continue
		}
		at := k + 2
		if t[at].Kind == 'n' && t[at].Text != "z" {
			if b, ok := j.names[t[at].Text]; ok {
				at = b
			}
		}
		return at+1 < len(t) && t[at].Text == "z" && t[at+1].Text == "."
	}
	return false
}

// promptObject: an object literal with the shape of an MCP prompt, and
// no input schema: a name, and arguments, each an object with a name.
func promptObject(v *syntax.Node) bool {
	args := v.Get("arguments")
	if v.Get("inputSchema") != nil || args == nil || args.Kind != syntax.KArray || len(args.Elems) == 0 {
		return false
	}
	for _, a := range args.Elems {
		if a.Kind != syntax.KObject || !a.Get("name").IsString() {
			return false
		}
	}
	return true
}

// resourceObject: an object literal with the shape of an MCP resource or
// resource template: a name, and a literal URI or URI template.
func resourceObject(v *syntax.Node) bool {
	return v.Get("inputSchema") == nil && (v.Get("uri").IsString() || v.Get("uriTemplate").IsString())
}

// inArguments: the object literal whose "{" is token i is an element of
// an arguments: [ … ] array (a prompt's arguments).
func (j *jsFile) inArguments(i int) bool {
	if j.parents == nil {
		j.parents = bracketParents(j.toks)
	}
	t := j.toks
	k := int(j.parents[i])
	if k < 2 || t[k].Text != "[" || t[k-1].Text != ":" {
		return false
	}
	key := t[k-2].Text
	if t[k-2].HasStr() {
		key = t[k-2].Str().Str
	}
	return key == "arguments"
}

// literalTool: object literal v is read as a tool where it is written
// (the low-level server's tools: [{ name, description, inputSchema }]).
func (j *jsFile) literalTool(v *syntax.Node) bool {
	return v != nil && syntax.IsToolObject(v) && (v.Get("inputSchema") != nil || j.schemaUnread[v] || v.Get("description") != nil && (!j.d.Src.ViaPackage && j.sdkInCode() && !parameterInfo(v) && !serverInfo(v) || promptObject(v) || resourceObject(v)))
}

// serverInfo: an object with a version and no input schema is a server's
// (or a client's) information, the protocol's Implementation: { name,
// version, description }, shown to users; a tool has no version.
func serverInfo(v *syntax.Node) bool {
	return v.Get("version") != nil && v.Get("inputSchema") == nil
}

// sdkInCode: the file names an MCP SDK (Markers) in its code: a module it
// imports or requires, a name of its code, or the Azure Functions
// registrations. A file whose only mark is inside a text (a web page's
// copy listing "FastMCP" with its description, a locale table) is read
// as a package's file is: an object with a name and a description and no
// input schema is a record there, not a tool.
func (j *jsFile) sdkInCode() bool {
	if j.sdk != 0 {
		return j.sdk == 1
	}
	j.sdk = 2
	if namesSDK(j.toks) {
		j.sdk = 1
	}
	return j.sdk == 1
}

// namesSDK: tokens t name an MCP SDK (Markers) in code: a module they
// import or require, a name of the code (sdkInCode).
func namesSDK(t []syntax.Tok) bool {
	for i := range t {
		text := t[i].Text
		if t[i].Kind == 's' {
			// A module specifier: from "…", import "…", require("…"), import("…").
			module := i > 0 && (t[i-1].Text == "from" || t[i-1].Text == "import") ||
				i > 1 && t[i-1].Text == "(" && (t[i-2].Text == "require" || t[i-2].Text == "import")
			if !module || !t[i].HasStr() {
				continue
			}
			text = t[i].Str().Str
		}
		for _, m := range Markers {
			if strings.Contains(text, string(m)) || len(m) > 2 && m[0] == '.' && i > 0 && t[i-1].Text == "." && text == string(m[1:len(m)-1]) {
				return true
			}
		}
	}
	return false
}

// toolMap reads tools written as an object keyed by their names (the
// "{" at token i), each value an object with a description and its
// parameters:
//
//	export const accountToolDefs = {
//	  list_organizations: { description: "…", parameters: ListOrgsInput, annotations: {…} },
//
// A member counts when its value has a literal description and a
// parameters or inputSchema member; a schema this file does not spell
// out leaves the tool's schema partial.
func (j *jsFile) toolMap(i int) {
	t := j.toks
	end := j.close(i)
	for k := i + 1; k+2 < end; {
		if (t[k].Kind == 'n' || t[k].Kind == 's') && t[k+1].Text == ":" && t[k+2].Text == "{" {
			inner := k + 2
			keys := j.memberKeys(inner)
			switch {
			case keys["description"] && (keys["parameters"] || keys["inputSchema"]):
				j.mapTool(t[k], inner)
			case keys["description"] && keys["arguments"] && !listKey(t[inner+1]):
				// A prompt written as an object, keyed by its name (one
				// that starts with its name is read where it is written).
				if def := j.objectAt(inner, 0); def != nil && promptObject(def) && def.Get("description").IsString() {
					if !def.Get("name").IsString() {
						name := t[k].Str()
						if name == nil {
							name = &syntax.Node{Kind: syntax.KString, Str: t[k].Text, Off: t[k].Off, End: t[k].End, Mapper: syntax.IdentityMapper{Base: t[k].Off}}
						}
						syntax.Object{Node: def}.Set("name", name.Off, name)
					}
					j.d.Kind("source")
					j.d.Tools = append(j.d.Tools, syntax.PendingTool{Kind: detect.KindPrompt, Node: def})
				}
			}
		}
		k = j.nextItem(k+1, end)
	}
}

// memberKeys are the keys written at the top level of the object literal
// whose "{" is at i, read from the tokens (nothing is parsed).
func (j *jsFile) memberKeys(i int) map[string]bool {
	t := j.toks
	end := j.close(i)
	keys := map[string]bool{}
	for k := i + 1; k+1 < end; k++ {
		switch t[k].Text {
		case "{", "(", "[":
			// Passed over: a member of this object is at its depth.
			k = j.close(k)
			continue
		}
		if (t[k].Kind == 'n' || t[k].Kind == 's') && t[k+1].Text == ":" && (k == i+1 || t[k-1].Text == ",") {
			name := t[k].Text
			if t[k].HasStr() {
				name = t[k].Str().Str
			}
			keys[name] = true
		}
	}
	return keys
}

// mapTool reads one member of a tool map: key names the tool, the object
// at inner defines it.
func (j *jsFile) mapTool(key syntax.Tok, inner int) {
	def := j.objectAt(inner, 0)
	if def == nil || !def.Get("description").IsString() {
		return // a computed description is reported by objectAt
	}
	name := key.Str()
	if name == nil {
		name = &syntax.Node{Kind: syntax.KString, Str: key.Text, Off: key.Off, End: key.End, Mapper: syntax.IdentityMapper{Base: key.Off}}
	}
	tool := syntax.NewObject(def.Off, def.End)
	tool.Set("name", name.Off, name)
	partial := j.partial[def] // a member this file does not spell out
	for m, mk := range def.Keys {
		switch mk.Str {
		case "parameters", "inputSchema":
			sch := zodShape(def.Vals[m])
			tool.Set("inputSchema", mk.Off, sch)
			partial = partial || j.partial[def.Vals[m]] || sch == nil || sch.Kind != syntax.KObject
		case "description", "title", "annotations":
			tool.Set(mk.Str, mk.Off, def.Vals[m])
		}
	}
	if tool.Get("inputSchema") == nil {
		partial = true
	}
	j.d.Kind("source")
	j.d.Tools = append(j.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: tool.Node, Partial: partial})
}

// schemaParameters: object literal v has a literal name that is a tool's
// name (one word) and a literal description, and exactly one other member
// whose value is a JSON Schema object ({ type: "object", properties: {…} },
// written so or as a zod z.object(…)), not a list of parameters: the
// function-calling APIs' parameters, or the input a tool table's entry
// gives a helper that makes its inputSchema ({ name, description, input:
// z.object(…), handler } passed to a define function). The shape is read,
// not the helper's name. It returns that member's key ("" when none).
func schemaParameters(v *syntax.Node) string {
	if v == nil || v.Kind != syntax.KObject || v.Get("inputSchema") != nil || !v.Get("name").IsString() || !v.Get("description").IsString() || !toolName(v.Get("name").Str) {
		return ""
	}
	key := ""
	for m, k := range v.Keys {
		p := v.Vals[m]
		if k.Str == "name" || k.Str == "description" || p == nil || p.Kind != syntax.KObject {
			continue
		}
		if p.Get("type").IsString() && p.Get("type").Str == "object" && p.Get("properties") != nil {
			if key != "" {
				return "" // two schemas: which one is the input is not known
			}
			key = k.Str
		}
	}
	return key
}

// toolName: s can be a tool's name: one word (no space), as the
// protocol's names are, not a title or a sentence.
func toolName(s string) bool {
	if s == "" || len(s) > 128 {
		return false
	}
	for _, r := range s {
		if unicode.IsSpace(r) {
			return false
		}
	}
	return true
}

// withInputSchema is tool object v with its member key as its
// inputSchema, at the same places.
func withInputSchema(v *syntax.Node, schema string) *syntax.Node {
	tool := syntax.NewObject(v.Off, v.End)
	for m, k := range v.Keys {
		key := k.Str
		if key == schema {
			key = "inputSchema"
		}
		tool.Set(key, k.Off, v.Vals[m])
	}
	return tool.Node
}

// parameterInfo: an object that describes a parameter, not a tool ({ name:
// "connectionId", type: "string", description, required }): a JSON
// Schema type and no input schema. A tool object has no type member, and
// one without an input schema is no tool a client accepts.
func parameterInfo(v *syntax.Node) bool {
	typ := v.Get("type")
	if !typ.IsString() {
		return false
	}
	switch typ.Str {
	case "string", "number", "integer", "boolean", "array", "object", "null":
		return v.Get("inputSchema") == nil
	}
	return false
}

// args splits the arguments of the call whose "(" is at open.
func (j *jsFile) args(open int) []int { return syntax.Starts(j.br.Items(j.toks, open)) }

// registration reads server.tool(name, [description], [shape],
// [annotations], handler) and server.registerTool(name, config, handler).
func (j *jsFile) registration(open int, kind detect.Kind, config bool) {
	t := j.toks
	args := j.args(open)
	if len(args) == 0 {
		return
	}
	if !config && t[args[0]].Text == "{" {
		j.objectRegistration(args[0], kind)
		return
	}
	name := j.value(args[0], 0)
	nameComputed := false
	if name == nil || name.Kind != syntax.KString {
		if t[args[0]].Kind != 's' && t[args[0]].Kind != 'c' && t[args[0]].Kind != 'n' {
			return
		}
		// Reported; the definition's other texts are still scanned.
		j.computed(args[0], "the "+string(kind)+"'s name")
		name, nameComputed = j.placeholder(args[0]), true
	}
	def := syntax.NewObject(t[open].Off, t[open].End)
	def.Set("name", name.Off, name)
	rest := args[1:]
	partial := false
	if config && len(rest) > 0 {
		before := j.unread["inputSchema"]
		if cfg := j.value(rest[0], 0); cfg != nil && cfg.Kind == syntax.KObject {
			partial = j.unread["inputSchema"] > before
			for i, k := range cfg.Keys {
				key := k.Str
				if key == "input" || key == "output" {
					key += "Schema" // a framework's tool(name, { input, output })
				}
				if key == "inputSchema" || key == "outputSchema" {
					def.Set(key, k.Off, zodShape(cfg.Vals[i]))
					// A parameter whose schema this file does not hold
					// ({ id: ParamId }): the parameters are not all known.
					partial = partial || key == "inputSchema" && j.partial[cfg.Vals[i]]
					continue
				}
				if key == "argsSchema" {
					def.Set("arguments", k.Off, promptArgs(cfg.Vals[i]))
					continue
				}
				def.Set(key, k.Off, cfg.Vals[i])
			}
		}
	} else {
		for n, a := range rest {
			v := j.value(a, 0)
			switch {
			case v == nil:
				if n == 0 && (t[a].Kind == 'c' || t[a].Kind == 'n' && (j.entries[t[a].Text] != nil || j.importUnread(t[a].Text) || j.importedMember(a))) {
					// A template, a member of the table entry being
					// read (tool.description), a name imported from a
					// module not read, or a member of an imported object
					// that the module does not bind to a text
					// (DESCRIPTIONS.weather), that could not be read.
					j.computed(a, "the "+string(kind)+"'s description")
				}
				// A shape bound elsewhere (server.tool(name, desc, Shape, h)):
				// the parameters are not all known. The handler is a
				// function; anything else unread in between is a shape.
				if n < len(rest)-1 && kind == detect.KindTool {
					partial = true
				}
			case v.Kind == syntax.KString && n == 0:
				def.Set("description", v.Off, v)
			case v.Kind == syntax.KObject && def.Get("inputSchema") == nil && def.Get("arguments") == nil:
				if kind == detect.KindPrompt {
					def.Set("arguments", v.Off, promptArgs(v))
				} else {
					def.Set("inputSchema", v.Off, zodShape(v))
					partial = partial || j.partial[v]
				}
			case v.Kind == syntax.KObject:
				def.Set("annotations", v.Off, v)
			}
		}
	}
	j.d.Kind("source")
	j.d.Tools = append(j.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// objectRegistration reads a definition given as one object, as the
// FastMCP framework for TypeScript takes it:
//
//	server.addTool({ name: "add", description: "…", parameters: z.object({…}), annotations: {…}, execute })
//	server.addPrompt({ name: "git-commit", description: "…", arguments: [{ name, description, required }], load })
//
// The object at token open must have a name key; a name that is not a
// literal of this file is reported and the other texts are still read.
// Parameters that are not a zod object literal (an ArkType or Valibot
// schema, a name bound elsewhere) leave the schema partial.
func (j *jsFile) objectRegistration(open int, kind detect.Kind) {
	t := j.toks
	o := j.objectAt(open, 0)
	nameAt := j.keyValue(open, "name")
	if nameAt < 0 {
		return
	}
	name := o.Get("name")
	nameComputed := false
	if name == nil || name.Kind != syntax.KString {
		j.computed(nameAt, "the "+string(kind)+"'s name")
		name, nameComputed = j.placeholder(nameAt), true
	}
	def := syntax.NewObject(t[open].Off, t[open].End)
	def.Set("name", name.Off, name)
	partial := false
	for i, k := range o.Keys {
		switch key, v := k.Str, o.Vals[i]; {
		case key == "description" || key == "title" || key == "annotations":
			def.Set(key, k.Off, v)
		case key == "parameters" && kind == detect.KindTool:
			if v.Kind == syntax.KObject && v.Get("type") != nil {
				def.Set("inputSchema", k.Off, v)
			} else {
				partial = true
			}
		case key == "arguments" && kind == detect.KindPrompt:
			def.Set("arguments", k.Off, v)
		}
	}
	partial = partial || kind == detect.KindTool && j.schemaUnread[o]
	j.d.Kind("source")
	j.d.Tools = append(j.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// keyValue returns the token of the value of key in the object literal
// whose "{" is at open (at its top level), or -1.
func (j *jsFile) keyValue(open int, key string) int {
	t := j.toks
	end := j.close(open)
	for k := open + 1; k < end; {
		if (t[k].Kind == 'n' && t[k].Text == key || t[k].Kind == 's' && t[k].HasStr() && t[k].Str().Str == key) && k+1 < end && t[k+1].Text == ":" {
			return k + 2
		}
		k = j.nextItem(k+1, end)
	}
	return -1
}

// class reads a tool written as a class (the class keyword at token i)
// that extends a tool base class of the project and sets its name and
// description as members:
//
//	export class DbStatsTool extends MongoDBToolBase {
//	    static toolName = "db-stats";
//	    public description = "Returns statistics …";
//	    public argsShape = { … };
//
// or returns them from accessors, a getter (get name() { return "…" })
// or a method (getName(): string { return "…"; }, getDescription,
// getInputSchema), as handler classes do whose instances a ListTools
// handler lists by calling them:
//
//	export class GetQuotaHandler extends BaseHandler {
//	    getName(): string { return 'get_quota'; }
//	    getDescription(): string { return 'Returns the account's remaining quota …'; }
//	    getInputSchema(): object { return { type: "object", … }; }
//
// The base class's name must hold "Tool", or the class must give all three
// of a tool's parts the specification names (name, description and input
// schema); the name is the member name or toolName, the description the
// member description (title when set), each a literal of this file (a
// computed one is reported; so is an accessor that returns anything but
// one literal). The arguments are read from argsShape or inputSchema when
// it is a literal zod shape or JSON schema; otherwise the schema is partial.
func (j *jsFile) class(i int) {
	t := j.toks
	k := i + 2
	if k+1 >= len(t) || t[k].Text != "extends" || t[k+1].Kind != 'n' {
		return
	}
	base := t[k+1].Text
	for k += 2; k+1 < len(t) && t[k].Text == "." && t[k+1].Kind == 'n'; k += 2 {
		base = t[k+1].Text // pkg.ToolBase
	}
	toolBase := strings.Contains(base, "Tool")
	for k < len(t) && t[k].Text != "{" && t[k].Text != ";" { // type arguments, implements …
		k++
	}
	if k >= len(t) || t[k].Text != "{" {
		return
	}
	end := j.close(k)
	members := map[string]classMember{} // member name → its value
	depth := 0
	for m := k + 1; m < end; m++ {
		switch t[m].Text {
		case "{", "(", "[":
			depth++
			continue
		case "}", ")", "]":
			depth--
			continue
		}
		if depth != 0 || t[m].Kind != 'n' {
			continue
		}
		if key, ok := accessorMember(t, m); ok {
			if _, seen := members[key]; !seen {
				at := j.returned(m + 1)
				where := at // a computed value is reported where it is returned,
				if at < 0 {
					where = m // or at the accessor when it returns more than once
				}
				members[key] = classMember{at: at, where: where}
			}
			continue
		}
		switch t[m].Text {
		case "name", "toolName", "description", "title", "argsShape", "inputSchema":
		default:
			continue
		}
		v := m + 1
		if v < end && t[v].Text == ":" { // a type annotation
			for v < end && t[v].Text != "=" && t[v].Text != ";" {
				v++
			}
		}
		if v+1 < end && t[v].Text == "=" {
			if _, seen := members[t[m].Text]; !seen {
				members[t[m].Text] = classMember{at: v + 1, where: v + 1}
			}
		}
	}
	nameM, ok := members["toolName"]
	if !ok {
		nameM, ok = members["name"]
	}
	descM, hasDesc := members["description"]
	if !ok || !hasDesc {
		return
	}
	if _, schema := members["inputSchema"]; !toolBase && !schema {
		return
	}
	def := syntax.NewObject(t[k].Off, t[end].End)
	nameComputed := false
	name := j.memberValue(nameM)
	if name == nil || name.Kind != syntax.KString {
		j.computed(nameM.where, "the tool's name")
		name, nameComputed = j.placeholder(nameM.where), true
	}
	def.Set("name", name.Off, name)
	if desc := j.memberValue(descM); desc != nil && desc.Kind == syntax.KString {
		def.Set("description", desc.Off, desc)
	} else {
		j.computed(descM.where, "the tool's description")
	}
	if mb, ok := members["title"]; ok {
		if v := j.memberValue(mb); v != nil && v.Kind == syntax.KString {
			def.Set("title", v.Off, v)
		}
	}
	partial := true
	for _, key := range []string{"argsShape", "inputSchema"} {
		if mb, ok := members[key]; ok {
			if v := j.memberValue(mb); v != nil && v.Kind == syntax.KObject {
				def.Set("inputSchema", v.Off, zodShape(v))
				partial = j.partial[v]
			}
			break
		}
	}
	j.d.Kind("source")
	j.d.Tools = append(j.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// classMember is a member of a tool class: the token of its value (-1
// when an accessor returns no single literal) and the token to report a
// computed one at.
type classMember struct{ at, where int }

// memberValue is the member's value, or nil.
func (j *jsFile) memberValue(mb classMember) *syntax.Node {
	if mb.at < 0 {
		return nil
	}
	return j.value(mb.at, 0)
}

// accessors are the methods a handler class returns a tool's parts from,
// each with the part it returns.
var accessors = map[string]string{
	"getName": "name", "getToolName": "toolName", "getDescription": "description",
	"getTitle": "title", "getInputSchema": "inputSchema",
}

// accessorMember: the class member at token m is an accessor of a tool's
// part, a method (getName(…) …{) or a getter (get name() …{); key is the
// part it returns.
func accessorMember(t []syntax.Tok, m int) (key string, ok bool) {
	if m+1 >= len(t) || t[m+1].Text != "(" {
		return "", false
	}
	if key, ok := accessors[t[m].Text]; ok {
		return key, true
	}
	if m > 0 && t[m-1].Text == "get" {
		switch t[m].Text {
		case "name", "toolName", "description", "title", "inputSchema":
			return t[m].Text, true
		}
	}
	return "", false
}

// returned is the token of the value an accessor returns, its parameter
// list opening at token open: the body's one return statement at its top
// level ({ return "…"; }), or -1 when the body returns anything else or
// more than once.
func (j *jsFile) returned(open int) int {
	t := j.toks
	k := j.close(open) + 1
	for k < len(t) && t[k].Text != "{" && t[k].Text != ";" && t[k].Text != "}" { // a return type
		k++
	}
	if k >= len(t) || t[k].Text != "{" {
		return -1
	}
	end := j.close(k)
	at, depth := -1, 0
	for m := k + 1; m < end; m++ {
		switch t[m].Text {
		case "{", "(", "[":
			depth++
		case "}", ")", "]":
			depth--
		case "return":
			if depth != 0 || at >= 0 || m+1 >= end {
				return -1
			}
			at = m + 1
		}
	}
	return at
}

// placeholder names a definition whose name argument at token i is
// computed (see goFile.placeholder).
func (j *jsFile) placeholder(i int) *syntax.Node {
	t := j.toks
	end := syntax.ArgEnd(i, min(len(t), i+syntax.PlaceholderSpan), func(k int) string { return t[k].Text }, func(int) bool { return false })
	text, literal := syntax.TokenPlaceholder(end-i, func(k int) (string, bool) {
		if tk := t[i+k]; tk.Kind == 's' && tk.HasStr() {
			return tk.Str().Str, true
		}
		return "", false
	}, func(k int) string { return t[i+k].Text })
	return j.d.PlaceholderNode(text, literal, t[i].Off, t[max(end-1, i)].End)
}

// listKey: the first member of a tool or resource of a low-level list.
func listKey(k syntax.Tok) bool {
	name := k.Text
	if k.HasStr() {
		name = k.Str().Str
	}
	return name == "name" || name == "uri" || name == "uriTemplate"
}

// resource reads server.resource(name, uri, [metadata], handler) and
// server.registerResource(name, uri, {title, description, …}, handler):
// the name, a literal URI (a ResourceTemplate is left out), and the
// members of the metadata object.
func (j *jsFile) resource(open int) {
	t := j.toks
	args := j.args(open)
	if len(args) < 2 {
		return
	}
	name := j.value(args[0], 0)
	if name == nil || name.Kind != syntax.KString {
		if t[args[0]].Kind == 's' || t[args[0]].Kind == 'c' || t[args[0]].Kind == 'n' {
			j.computed(args[0], "the resource's name")
		}
		return
	}
	def := syntax.NewObject(t[open].Off, t[open].End)
	def.Set("name", name.Off, name)
	if u := j.value(args[1], 0); u != nil && u.Kind == syntax.KString {
		def.Set("uri", u.Off, u)
	}
	for n, a := range args[2:] {
		v := j.value(a, 0)
		if v == nil && n < len(args)-3 && t[a].Kind == 'n' && a+1 < len(t) && t[a+1].Text != "(" && t[a+1].Text != "=>" {
			// Not the handler: a metadata object bound elsewhere.
			j.computed(a, "the resource's metadata")
			break
		}
		if v != nil && v.Kind == syntax.KObject {
			for i, k := range v.Keys {
				def.Set(k.Str, k.Off, v.Vals[i])
			}
			break
		}
	}
	j.d.Kind("source")
	j.d.Tools = append(j.d.Tools, syntax.PendingTool{Kind: detect.KindResource, Node: def.Node})
}

// zodShape turns a zod shape ({city: z.string().describe("…")}) into a
// JSON Schema object; a schema already written as JSON Schema is kept.
func zodShape(v *syntax.Node) *syntax.Node {
	if v == nil || v.Kind != syntax.KObject || v.Get("type") != nil || v.Get("properties") != nil {
		return v
	}
	s := syntax.Object{Node: &syntax.Node{Kind: syntax.KObject, Off: v.Off, End: v.End}}
	s.Set("type", v.Off, syntax.Synth(syntax.KString, "object", v.Off))
	s.Set("properties", v.Off, v)
	return s.Node
}

// promptArgs turns a prompt's argument shape into its arguments list.
func promptArgs(v *syntax.Node) *syntax.Node {
	arr := &syntax.Node{Kind: syntax.KArray, Off: v.Off, End: v.End}
	if v.Kind != syntax.KObject {
		return arr
	}
	for i, k := range v.Keys {
		a := syntax.NewObject(k.Off, k.End)
		a.Set("name", k.Off, k)
		if d := v.Vals[i].Get("description"); d != nil {
			a.Set("description", d.Off, d)
		}
		arr.Elems = append(arr.Elems, a.Node)
	}
	return arr
}

// value reads the expression at token i: a string (also "a" + "b" and
// const names), a number, true/false, an object or array literal, or a zod
// chain. It returns nil for anything else.
func (j *jsFile) value(i, depth int) *syntax.Node {
	t := j.toks
	if i >= len(t) || depth > syntax.MaxDepth/4 {
		return nil
	}
	var v *syntax.Node
	if tk := t[i]; tk.Kind == 's' || tk.Kind == 'c' || tk.Text == "(" || tk.Kind == 'n' && tk.Text != "z" && tk.Text != "true" && tk.Text != "false" {
		// A string expression: folded, or unknown (nil: the caller
		// reports it computed) when it joins what the file does not
		// hold; never its literal prefix alone.
		if s, _, ok := j.strExpr(i, depth); ok && (s != nil || tk.Kind == 's' || tk.Kind == 'c') {
			return s
		}
	}
	switch tk := t[i]; {
	case tk.Kind == 's':
		v = tk.Str()
	case tk.Kind == '#' && tk.Text != "regexp":
		v = syntax.Synth(syntax.KNumber, tk.Text, tk.Off)
	case tk.Kind == 'n' && (tk.Text == "true" || tk.Text == "false"):
		v = syntax.Synth(syntax.KBool, tk.Text, tk.Off)
	case tk.Text == "{":
		v = j.objectAt(i, depth)
	case tk.Text == "[":
		v = j.arrayAt(i, depth)
		// ["line one", "line two"].join("\n"): one string, each part at
		// its place (the separator at its own literal).
		if end := j.close(i); v != nil && end+3 < len(t) && t[end+1].Text == "." && t[end+2].Text == "join" && t[end+3].Text == "(" {
			v = j.join(v, end+4)
		}
	case tk.Kind == 'n' && tk.Text == "z":
		v = j.zod(i, depth)
	case tk.Kind == 'n' && (tk.Text == "arg" || tk.Text == "promptArg") && i+2 < len(t) && t[i+1].Text == "." && t[i+2].Kind == 'n':
		// The Azure Functions extension's property builders,
		// arg.string().describe("…") and promptArg.describe("…"): read as
		// zod chains are.
		v = j.zod(i, depth)
	case tk.Kind == 'n':
		if at, ok := j.names[tk.Text]; ok && (i+1 >= len(t) || t[i+1].Text != "(" && t[i+1].Text != ".") {
			v = j.valueOf(tk.Text, at, depth+1)
		}
	}
	return v
}

// valueOf is value for the token at, the value bound to name: nil when
// name is already being read (a cycle).
func (j *jsFile) valueOf(name string, at, depth int) *syntax.Node {
	if j.resolving[name] {
		return nil
	}
	if j.resolving == nil {
		j.resolving = map[string]bool{}
	}
	j.resolving[name] = true
	defer delete(j.resolving, name)
	return j.value(at, depth)
}

// join joins the strings of array arr with the separator whose token is
// at sep (a string literal, or ")" for the default ","); nil when an
// element is not a string.
func (j *jsFile) join(arr *syntax.Node, sep int) *syntax.Node {
	t := j.toks
	var sepNode *syntax.Node
	switch {
	case sep < len(t) && t[sep].Kind == 's' && t[sep].HasStr() && sep+1 < len(t) && t[sep+1].Text == ")":
		sepNode = t[sep].Str()
	case sep < len(t) && t[sep].Text == ")":
		sepNode = syntax.Synth(syntax.KString, ",", t[sep].Off)
	default:
		return nil
	}
	var out *syntax.Node
	for _, e := range arr.Elems {
		if e.Kind != syntax.KString {
			return nil
		}
		switch {
		case out == nil:
			out = e
		default:
			out = syntax.ConcatNodes(syntax.ConcatNodes(out, sepNode), e)
		}
	}
	if out == nil {
		return syntax.Synth(syntax.KString, "", arr.Off)
	}
	return out
}

// close returns the index of the bracket that closes the one at i.
func (j *jsFile) close(i int) int { return j.br.Closing(j.toks, i) }

// objectAt reads the object literal whose "{" is at i.
func (j *jsFile) objectAt(i, depth int) *syntax.Node {
	t := j.toks
	end := j.close(i)
	o := syntax.NewObject(t[i].Off, t[end].End)
	for k := i + 1; k < end; {
		// key: value, "key": value, shorthand key, ...spread
		var key *syntax.Node
		next := k + 1
		switch {
		case t[k].Kind == 'n' || t[k].Kind == '#':
			key = &syntax.Node{Kind: syntax.KString, Str: t[k].Text, Off: t[k].Off, End: t[k].End, Mapper: syntax.IdentityMapper{Base: t[k].Off}}
		case t[k].Kind == 's':
			key = t[k].Str()
		case t[k].Text == "[" && k+2 < end && t[k+1].Kind == 'n' && t[k+2].Text == "]":
			// A computed key naming a constant of the file: [NAME_KEY]: v.
			if at, ok := j.names[t[k+1].Text]; ok {
				if v := j.valueOf(t[k+1].Text, at, depth+1); v != nil && v.Kind == syntax.KString {
					key, next = v, k+3
				}
			}
		}
		if key != nil && next < end && t[next].Text == ":" {
			if v := j.value(next+1, depth+1); v != nil {
				jsSetKey(o.Node, key, v)
			} else {
				j.unread[key.Str]++
				j.partial[o.Node] = true
				if key.Str == "inputSchema" || key.Str == "input_schema" || key.Str == "parameters" {
					j.schemaUnread[o.Node] = true // an input schema this file does not spell out
				}
				if key.Str == "description" || key.Str == "title" || key.Str == "instructions" {
					// A text the model reads that this file does not hold.
					j.computed(next+1, "the "+key.Str)
				}
			}
		} else if key != nil && t[k].Kind == 'n' && (next == end || t[next].Text == ",") {
			if v := j.value(k, depth+1); v != nil { // shorthand: { description }
				jsSetKey(o.Node, key, v)
			} else if (key.Str == "description" || key.Str == "title" || key.Str == "instructions") && j.importUnread(key.Str) {
				j.computed(k, "the "+key.Str)
			}
		}
		if key == nil {
			// No key read ([expr]: v, a stray bracket): the member is
			// passed over from its first token. From the one after it, a
			// bracket was entered, and the walk went on through the
			// members inside it ({ {name: …, {name: …, read again for
			// each object around them: the square of the file) or, past
			// its "]", to the object's end, leaving the members after a
			// computed key unread.
			next = k
		}
		k = j.nextItem(next, end)
	}
	return o.Node
}

// jsSetKey sets a member of an object literal: a key written again
// replaces the value, as JavaScript evaluates the literal (ECMA-262
// 13.2.5.5); the value it replaces is no longer this object's and is
// scanned as text of the file (a candidate, or a loose literal).
func jsSetKey(o, key, v *syntax.Node) {
	for i, k := range o.Keys {
		if k.Str == key.Str {
			o.Keys[i], o.Vals[i] = key, v
			return
		}
	}
	o.Keys, o.Vals = append(o.Keys, key), append(o.Vals, v)
}

// arrayAt reads the array literal whose "[" is at i.
func (j *jsFile) arrayAt(i, depth int) *syntax.Node {
	t := j.toks
	end := j.close(i)
	arr := &syntax.Node{Kind: syntax.KArray, Off: t[i].Off, End: t[end].End}
	k := i + 1
	for k < end {
		if v := j.value(k, depth+1); v != nil {
			arr.Elems = append(arr.Elems, v)
		}
		k = j.nextItem(k, end)
	}
	return arr
}

// nextItem returns the token after the next top-level comma from k (or
// end): where the next member of an object or array literal starts.
func (j *jsFile) nextItem(k, end int) int {
	d := 0
	for ; k < end; k++ {
		switch j.toks[k].Text {
		case "(", "[", "{":
			if d == 0 {
				// Passed over at once: counted through, an object left
				// open cost each of its members the rest of the file.
				k = j.close(k)
				continue
			}
			d++
		case ")", "]", "}":
			d--
		}
		if d == 0 && j.toks[k].Text == "," {
			return k + 1
		}
	}
	return end
}

// zod reads a zod chain starting at "z": z.string().describe("…"),
// z.enum(["a", "b"]), z.number().default(3), .optional(), z.object({…}),
// z.array(…), into the JSON Schema it stands for.
func (j *jsFile) zod(i, depth int) *syntax.Node {
	t := j.toks
	s := syntax.NewObject(t[i].Off, t[i].End)
	k := i + 1
	for k+2 < len(t) && t[k].Text == "." && t[k+1].Kind == 'n' && t[k+2].Text == "(" {
		fn, open := t[k+1].Text, k+2
		end := j.close(open)
		args := j.args(open)
		switch fn {
		case "string", "number", "boolean", "array", "object", "bigint":
			typ := fn
			if fn == "bigint" {
				typ = "integer"
			}
			s.Set("type", t[k+1].Off, syntax.Synth(syntax.KString, typ, t[k+1].Off))
			if fn == "object" && len(args) > 0 {
				if v := j.value(args[0], depth+1); v != nil {
					s.Set("properties", t[open].Off, v)
				}
			}
			if fn == "array" && len(args) > 0 {
				if v := j.value(args[0], depth+1); v != nil {
					s.Set("items", t[open].Off, v)
				}
			}
		case "int":
			s.Set("type", t[k+1].Off, syntax.Synth(syntax.KString, "integer", t[k+1].Off))
		case "enum", "literal":
			if len(args) > 0 {
				v := j.value(args[0], depth+1)
				if v != nil && v.Kind != syntax.KArray {
					v = &syntax.Node{Kind: syntax.KArray, Off: v.Off, End: v.End, Elems: []*syntax.Node{v}}
				}
				if v != nil {
					s.Set("enum", t[open].Off, v)
				}
			}
		case "describe", "default", "title":
			if len(args) > 0 {
				key := map[string]string{"describe": "description", "default": "default", "title": "title"}[fn]
				if v := j.value(args[0], depth+1); v != nil {
					s.Set(key, t[open].Off, v)
				} else if t[args[0]].Kind == 'c' && fn == "describe" {
					j.computed(args[0], "a parameter's description")
				}
			}
		}
		k = end + 1
	}
	return s.Node
}

// heldIn is the object literal that name, imported from module from, is
// bound to there (export const T = { … }); nil when it is not one this
// reader reaches.
func (j *jsFile) heldIn(name, from string) *syntax.Held {
	if j.importedAs(name) || j.d.Host == nil || j.d.Host.NoSiblings() {
		return nil
	}
	mods := jsModule(j.d.Host, pathJoinDir(j.d.Src.Rel(), from))
	if len(mods) != 1 {
		return nil
	}
	m := jsModuleFile(j.d.Host, mods[0])
	if m == nil {
		return nil
	}
	at, ok := m.names[name]
	if !ok || at >= len(m.toks) || m.toks[at].Text != "{" {
		return nil
	}
	end := m.close(at)
	from1, _ := m.d.Src.Position(m.toks[at].Off)
	to, _ := m.d.Src.Position(m.toks[end].End)
	return &syntax.Held{Path: m.d.Src.Path, From: from1, To: to}
}

func (j *jsFile) computed(i int, what string) {
	// A generic registrar: the text is a member of an object imported
	// from another module (server.registerTool(T.name, { description:
	// T.description })). Say where the texts live: that module, whose
	// prose is scanned as loose text when it is in the package.
	t := j.toks
	if t[i].Kind == 'n' && i+1 < len(t) && t[i+1].Text == "." {
		if from := j.importedFrom(t[i].Text); from != "" {
			j.d.UnreadHeld(t[i].Off, fmt.Sprintf("%s is %s, a member of %s imported from %q: a registrar of texts kept in another module; "+
				"that module's prose literals are scanned as text not tied to a definition, its names and schemas are not read: snapshot the running server with mcp-lint snapshot",
				what, jsExprText(t, i), t[i].Text, from), j.heldIn(t[i].Text, from))
			if j.d.ComputedAt == nil {
				j.d.ComputedAt = map[int]bool{}
			}
			j.d.ComputedAt[t[i].Off] = true
			return
		}
	}
	j.d.Computed(t[i].Off, what)
}

// importedMember: the expression at token i is a member of a name bound
// by an import (DESCRIPTIONS.weather, T.schema.description).
func (j *jsFile) importedMember(i int) bool {
	t := j.toks
	if i+2 >= len(t) || t[i].Kind != 'n' || t[i+1].Text != "." {
		return false
	}
	if _, local := j.names[t[i].Text]; local {
		return false
	}
	return j.importedFrom(t[i].Text) != ""
}

// importedFrom is the module name is imported from (import { name } from
// "…", import name from "…"), "" when it is not imported.
func (j *jsFile) importedFrom(name string) string {
	if j.imported == nil {
		// Every import's names, once per file (asked for each name the
		// file does not bind): the first import naming one wins.
		j.imported = map[string]string{}
		t := j.toks
		for i := 0; i < len(t); i++ {
			if t[i].Kind != 'n' || t[i].Text != "import" {
				continue
			}
			k := i + 1
			for ; k < len(t) && k < i+200 && !(t[k].Kind == 'n' && t[k].Text == "from") && t[k].Text != ";"; k++ {
			}
			if k+1 < len(t) && t[k].Text == "from" && t[k+1].HasStr() {
				for m := i + 1; m < k; m++ {
					if _, seen := j.imported[t[m].Text]; t[m].Kind == 'n' && !seen {
						j.imported[t[m].Text] = t[k+1].Str().Str
					}
				}
			}
		}
	}
	return j.imported[name]
}

// jsExprText is the member chain at token i (T.schema.description).
func jsExprText(t []syntax.Tok, i int) string {
	s := t[i].Text
	for k := i + 1; k+1 < len(t) && t[k].Text == "." && t[k+1].Kind == 'n'; k += 2 {
		s += "." + t[k+1].Text
	}
	return s
}

// jsSides are the marks of the TypeScript SDKs' server side and client side in a file's bytes.
var jsSides = syntax.NewSDKMarks(
	syntax.Marks("McpServer", "sdk/server", "@modelcontextprotocol/server", "registerTool", "FastMCP", "ListToolsRequestSchema", "inputSchema", ".tool(", ".mcpTool(", ".mcpPrompt(", ".mcpResource("),
	syntax.Marks("sdk/client", "@modelcontextprotocol/client", "new Client(", "ClientTransport", "callTool("),
)

// frameworkTool: the call whose "(" is at open is a framework's tool
// definition, tool("name", { description: …, input: … }): a literal name
// and a configuration object that gives a description and an input. The
// name "tool" alone is too common (a test helper, a CLI's subcommand);
// the shape is what makes it a tool.
func (j *jsFile) frameworkTool(open int) bool {
	t := j.toks
	args := j.args(open)
	if len(args) < 2 || t[args[0]].Kind != 's' || t[args[1]].Text != "{" {
		return false
	}
	keys := j.memberKeys(args[1])
	return keys["description"] && (keys["input"] || keys["inputSchema"])
}
