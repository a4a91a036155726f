package python

import (
	"bytes"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Python source. FastMCP servers (the official Python SDK's and the
// fastmcp package's) define a tool as a decorated function whose docstring
// is the description a client is sent:
//
//	mcp = FastMCP("weather")
//	@mcp.tool()                                # or @mcp.tool(name=…, description=…)
//	def get_forecast(city: Annotated[str, Field(description="…")], days: int = 3) -> str:
//	    """Returns the forecast."""
//
// A small lexer (strings with every prefix and quote, comments, brackets)
// reads the decorators, the parameter list and the docstring; the code is
// never imported or run. Every string keeps the place of its characters in
// the .py file. A description that is an f-string with substitutions, or
// any other expression, cannot be read: it is an error at its place.

// Markers select the .py files worth reading.
var Markers = append([][]byte{[]byte("FastMCP"), []byte("fastmcp"), []byte("from mcp"), []byte("import mcp"), []byte("FastApiMCP")}, pyFunctionsMarks...)

// pyLex splits Python source into the tokens the recognizer needs.
func pyLex(b []byte) []syntax.Tok {
	// One copy of the source as a string: names and operators are
	// slices of it, not an allocation each.
	src := string(b)
	// TokCap counts a lost place too (TokBound).
	toks := make([]syntax.Tok, 0, syntax.TokCap(b))
	lost := syntax.NewLost(toks, b)
	depth := 0
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '#':
			// A comment ends with its physical line: LF, CRLF or a lone
			// CR (Python reference 2.1.2).
			for i < len(b) && b[i] != '\n' && b[i] != '\r' {
				i++
			}
		case c == '\n' || c == '\r' && (i+1 == len(b) || b[i+1] != '\n'):
			if depth == 0 {
				toks = append(toks, syntax.Tok{Kind: 'l', Off: i, End: i + 1})
			}
			i++
		case c == '\\' && i+1 < len(b) && (b[i+1] == '\n' || b[i+1] == '\r'):
			i += 2 // an explicit line join
			if b[i-1] == '\r' && i < len(b) && b[i] == '\n' {
				i++
			}
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			i++
		case syntax.IsIdentStart(c) || c >= utf8.RuneSelf && pyIdentStart(b[i:]):
			j, ascii := pyIdentEnd(b, i)
			if ascii && j < len(b) && (b[j] == '"' || b[j] == '\'') && isPyPrefix(string(b[i:j])) {
				t, next := pyString(b, src, i, j)
				toks = append(toks, t)
				pyUnclosed(&lost, toks, b, j, t)
				i = next
				continue
			}
			text := src[i:j]
			if !ascii {
				// Python reads identifiers in NFKC (reference 2.3):
				// ｔool is tool, ﬁle is file.
				text = norm.NFKC.String(text)
			}
			toks = append(toks, syntax.Tok{Kind: 'n', Text: text, Off: i, End: j})
			i = j
		case c == '"' || c == '\'':
			t, next := pyString(b, src, i, i)
			toks = append(toks, t)
			pyUnclosed(&lost, toks, b, i, t)
			i = next
		case c >= utf8.RuneSelf:
			_, size := utf8.DecodeRune(b[i:])
			j := i + size
			toks = append(toks, syntax.Tok{Kind: 'n', Text: src[i:j], Off: i, End: j})
			i = j
		default:
			switch c {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				if depth > 0 {
					depth--
				}
			}
			toks = append(toks, syntax.Tok{Kind: 'o', Text: src[i : i+1], Off: i, End: i + 1})
			i++
		}
	}
	return lost.Finish(toks)
}

// pyUnclosed adds to lost the place of string token t, whose quote is
// at q, when it does not close: a triple-quoted string that runs to the
// end of the file, or another that a line end stops (Python rejects the
// file; the lexer goes on at the next line).
func pyUnclosed(lost *syntax.Lost, toks []syntax.Tok, b []byte, q int, t syntax.Tok) {
	quote := b[q]
	open := 1
	if q+2 < len(b) && b[q+1] == quote && b[q+2] == quote {
		open = 3
	}
	end := t.End
	closed := end-q >= 2*open
	for k := 1; closed && k <= open; k++ {
		closed = b[end-k] == quote
	}
	if closed {
		// The closing quote is not one a backslash escapes.
		n := 0
		for k := end - open - 1; k >= q+open && b[k] == '\\'; k-- {
			n++
		}
		closed = n%2 == 0
	}
	switch {
	case closed:
	case open == 3 || end >= len(b):
		lost.Add(toks, syntax.LostAt(t.Off, "a string that is not closed before the end of the file: the rest of the file was read as its text"))
	default:
		lost.Add(toks, syntax.LostAt(t.Off, "a string that is not closed on its line (Python rejects the file): read up to the line's end"))
	}
}

// pyIdentStart says whether b starts with a rune outside ASCII that can
// start a Python identifier: a letter, a letter number or an
// Other_ID_Start character (Python reference 2.3, PEP 3131, by the
// general categories XID_Start is made from).
func pyIdentStart(b []byte) bool {
	r, _ := utf8.DecodeRune(b)
	return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start)
}

// pyIdentEnd is the end of the identifier starting at b[i], and whether it
// is all ASCII: after its start, ASCII letters, digits and _, and the
// runes of XID_Continue's categories (letters, marks, digits, connector
// punctuation, Other_ID_Continue).
func pyIdentEnd(b []byte, i int) (int, bool) {
	j, ascii := i, true
	for j < len(b) {
		c := b[j]
		if syntax.IsIdentStart(c) || c >= '0' && c <= '9' {
			j++
			continue
		}
		if c < utf8.RuneSelf {
			break
		}
		r, size := utf8.DecodeRune(b[j:])
		if !unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue) {
			break
		}
		j += size
		ascii = false
	}
	return j, ascii
}

// identKey is the string node of a name token: its text (NFKC for a name
// outside ASCII) with each byte mapped to the characters of the file it
// comes from, so a finding in a name points at its place.
func identKey(data []byte, t syntax.Tok) *syntax.Node {
	n := &syntax.Node{Kind: syntax.KString, Str: t.Text, Off: t.Off, End: t.End}
	raw := data[t.Off:t.End]
	if string(raw) == t.Text {
		n.Mapper = syntax.IdentityMapper{Base: t.Off}
		return n
	}
	// NFKC works on segments that start where a character has a
	// boundary before it; each segment's output maps to its start.
	offs := make([]int, 0, len(t.Text)+1)
	for k := 0; k < len(raw); {
		e := k + 1
		for e < len(raw) && !(utf8.RuneStart(raw[e]) && norm.NFKC.Properties(raw[e:]).BoundaryBefore()) {
			e++
		}
		for range len(norm.NFKC.String(string(raw[k:e]))) {
			offs = append(offs, t.Off+k)
		}
		k = e
	}
	if len(offs) != len(t.Text) {
		n.Mapper = syntax.IdentityMapper{Base: t.Off} // not reached: segments concatenate to the whole
		return n
	}
	n.Mapper = syntax.TableMapper{Offs: append(offs, t.End)}
	return n
}

// isPyPrefix: a string prefix (r, b, u, f and their combinations).
func isPyPrefix(p string) bool {
	if len(p) > 3 {
		return false
	}
	for _, c := range strings.ToLower(p) {
		if !strings.ContainsRune("rbuf", c) {
			return false
		}
	}
	return true
}

// pyString reads a string literal whose prefix starts at start and quote at
// q, returning its token (decoded, with a per-byte file offset) and the
// offset after it.
func pyString(b []byte, src string, start, q int) (syntax.Tok, int) {
	prefix := strings.ToLower(string(b[start:q]))
	raw, fstr := strings.Contains(prefix, "r"), strings.Contains(prefix, "f")
	quote := b[q]
	triple := q+2 < len(b) && b[q+1] == quote && b[q+2] == quote
	open := 1
	if triple {
		open = 3
	}
	if t, end, ok := pyPlainString(b, src, start, q, open, quote, triple, fstr, prefix); ok {
		return t, end
	}
	var out []byte
	var offs []int
	i := q + open
	closed := false
	substitution := false
	var frags []*syntax.Node
	fragAt := 0
	for i < len(b) {
		c := b[i]
		if c == quote && (!triple || i+2 < len(b) && b[i+1] == quote && b[i+2] == quote) {
			closed = true
			break
		}
		if (c == '\n' || c == '\r') && !triple {
			break // unterminated: stop at the line's end
		}
		if fstr && c == '{' {
			if i+1 < len(b) && b[i+1] == '{' {
				out, offs = append(out, '{'), append(offs, i)
				i += 2
				continue
			}
			substitution = true
			frags = syntax.AppendFrag(frags, out[fragAt:], offs[fragAt:], i)
			// The replacement field is code, not text: skip it. One
			// that does not close stops where its string or line did,
			// and the loop above finds the string's end there.
			i, _ = pyFieldEnd(b, i, quote, triple, 0)
			fragAt = len(out)
			continue
		}
		if fstr && c == '}' && i+1 < len(b) && b[i+1] == '}' {
			out, offs = append(out, '}'), append(offs, i)
			i += 2
			continue
		}
		if c == '\\' && i+1 < len(b) && !raw {
			v, size, ok := pyEscape(b[i:])
			if ok {
				for _, x := range v {
					out, offs = append(out, x), append(offs, i)
				}
				i += size
				continue
			}
		}
		if c == '\\' && raw && i+1 < len(b) {
			// A raw string keeps the backslash, and the quote after it.
			out, offs = append(out, c, b[i+1]), append(offs, i, i+1)
			i += 2
			continue
		}
		out, offs = append(out, c), append(offs, i)
		i++
	}
	end := i
	if closed {
		end = i + open
	}
	offs = append(offs, i)
	t := syntax.Tok{Kind: 's', Text: src[start:end], Off: start, End: end}
	if !substitution && !strings.Contains(prefix, "b") {
		t.SetStr(&syntax.Node{Kind: syntax.KString, Str: string(out), Off: start, End: end, Mapper: syntax.TableMapper{Offs: offs}})
	}
	if substitution && !strings.Contains(prefix, "b") {
		t.SetFrags(syntax.AppendFrag(frags, out[fragAt:], offs[fragAt:len(offs)-1], i))
	}
	return t, end
}

// pyPlainString is pyString's answer for a literal that holds no
// backslash and, in an f-string, no brace: its text is its bytes, a slice
// of src, and their offsets run on from the quote (SpanMapper), where
// pyString builds both a byte at a time (most literals of a source file;
// the offset table was eight bytes per byte of text). ok is false for any
// other literal, which pyString reads itself.
func pyPlainString(b []byte, src string, start, q, open int, quote byte, triple, fstr bool, prefix string) (syntax.Tok, int, bool) {
	i := q + open
	closed := false
	for i < len(b) {
		c := b[i]
		if c == quote && (!triple || i+2 < len(b) && b[i+1] == quote && b[i+2] == quote) {
			closed = true
			break
		}
		if (c == '\n' || c == '\r') && !triple {
			break // unterminated: stop at the line's end
		}
		if c == '\\' || fstr && (c == '{' || c == '}') {
			return syntax.Tok{}, 0, false
		}
		i++
	}
	end := i
	if closed {
		end = i + open
	}
	t := syntax.Tok{Kind: 's', Text: src[start:end], Off: start, End: end}
	if !strings.Contains(prefix, "b") {
		t.SetPlainStr(q+open-start, end-i)
	}
	return t, end, true
}

// pyEscape decodes one escape sequence at the start of b (a backslash):
// the bytes it stands for and its length.
func pyEscape(b []byte) ([]byte, int, bool) {
	if len(b) < 2 {
		return nil, 0, false
	}
	switch c := b[1]; c {
	case '\n':
		return nil, 2, true // a line continuation inside the string
	case '\\', '\'', '"':
		return []byte{c}, 2, true
	case 'n':
		return []byte{'\n'}, 2, true
	case 't':
		return []byte{'\t'}, 2, true
	case 'r':
		return []byte{'\r'}, 2, true
	case 'a':
		return []byte{7}, 2, true
	case 'b':
		return []byte{8}, 2, true
	case 'f':
		return []byte{12}, 2, true
	case 'v':
		return []byte{11}, 2, true
	case 'x', 'u', 'U':
		n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
		if len(b) < 2+n {
			return nil, 0, false
		}
		v, err := strconv.ParseUint(string(b[2:2+n]), 16, 32)
		if err != nil || v > utf8.MaxRune {
			return nil, 0, false
		}
		return []byte(string(rune(v))), 2 + n, true
	case 'N':
		// \N{NAME}: the character of that Unicode name (Python reference
		// 2.4.1.1), looked up case-insensitively as unicodedata.lookup
		// does. A name not known is kept as written.
		if len(b) < 4 || b[2] != '{' {
			return nil, 0, false
		}
		end := bytes.IndexByte(b[3:min(len(b), 3+maxRuneName)], '}')
		if end < 0 {
			return nil, 0, false
		}
		r, ok := runeNamed(string(b[3 : 3+end]))
		if !ok {
			return nil, 0, false
		}
		return []byte(string(r)), 4 + end, true
	}
	if b[1] >= '0' && b[1] <= '7' {
		j := 1
		for j < 4 && j < len(b) && b[j] >= '0' && b[j] <= '7' {
			j++
		}
		v, _ := strconv.ParseUint(string(b[1:j]), 8, 32)
		return []byte(string(rune(v))), j, true
	}
	return nil, 0, false
}

// pyFile recognizes the definitions of one Python file.
type pyFile struct {
	d    *syntax.File
	toks []syntax.Tok
	// names bound to a string literal at the top level: NAME = "…".
	names map[string]*syntax.Node
	// defs: the decorated functions read, by function name.
	defs map[string]pyDef
	// models: the fields of the pydantic models (class X(BaseModel)) of
	// this file, as schema properties, for X.model_json_schema().
	models map[string]syntax.Object
	data   []byte
	// classes of this file: their token ranges, bases, the __init__
	// parameters they store (self.ATTR = param) and their super().__init__
	// calls, to read self.ATTR (selfAttr).
	classes []pyClass
	// br answers matching and items from one pass over toks.
	br syntax.Brackets
	// index holds the tables lookups by name and place are answered
	// from (pyindex.go); modules the module last read from (module).
	index   *pyIndex
	modules *pyModuleFile
	// notImported: names importedName found no text of the tree for.
	notImported map[string]bool
}

// pyClass is a class statement of the file: its body is tokens [from, to).
type pyClass struct {
	name      string
	from, to  int
	bases     []string
	initParam map[string]int // ATTR → position of the __init__ parameter stored as self.ATTR
	superCall int            // the "(" of super().__init__(…) in its __init__; 0: none
	// attrs: the first token of the value of each class attribute bound
	// in the body (NAME = …, NAME: T = …), for a tool class (toolClass);
	// doc: the token of the body's first statement when it is a string.
	attrs map[string]int
	doc   int
}

type pyDef struct {
	def  syntax.Object
	kind detect.Kind
}

func pySource(d *syntax.File, data []byte) {
	p := &pyFile{d: d, toks: d.LexOnce(data, pyLex), names: map[string]*syntax.Node{}, defs: map[string]pyDef{}, models: map[string]syntax.Object{}, data: data}
	t := p.toks
	p.classNames()
	// Module-level NAME = "literal" bindings, and the server's name.
	boundAt := map[string]int{}
	for i := 0; i+2 < len(t); i++ {
		if t[i].Kind == 'n' && t[i+1].Text == "=" && (i == 0 || t[i-1].Kind == 'l') {
			if s, _, ok := p.str(i + 2); ok {
				p.names[t[i].Text] = s
				boundAt[t[i].Text] = i
			}
		}
		if t[i].Kind == 'n' && (t[i].Text == "FastMCP" || t[i].Text == "Server" || t[i].Text == "MCPServer") && t[i+1].Text == "(" && (i == 0 || t[i-1].Text != "def" && t[i-1].Text != "class") {
			if s, _, ok := p.str(i + 2); ok && d.ServerInfo == "" {
				d.ServerInfo = s.Str
			}
			// FastMCP("name", instructions="…"): sent to the model with
			// the initialize result.
			if v, ok := p.kwargs(i + 1)["instructions"]; ok {
				if s, _, ok := p.str(v); ok {
					d.Instructions = append(d.Instructions, syntax.PendingTool{Node: s})
				} else if t[v].Text != "None" {
					p.computed(v, "the server's instructions")
				}
			}
		}
	}
	p.reboundByImport(boundAt)
	for i := 0; i+1 < len(t); i++ {
		if t[i].Kind == 'n' && t[i].Text == "FastApiMCP" && t[i+1].Text == "(" && (i == 0 || t[i-1].Text != "def" && t[i-1].Text != "class" && t[i-1].Text != "import") {
			// fastapi_mcp: FastApiMCP(app, …) serves the routes of a
			// FastAPI app as tools (a route's operation id, its summary,
			// description or docstring, its parameters), filtered by tags
			// or operations: definitions no reader here pins.
			p.d.Unread(t[i].Off, "FastApiMCP serves the routes of a FastAPI app as MCP tools (each route's operation id, summary, description or docstring, and parameters): they were not read as tool definitions; the prose of the files read was scanned as text not tied to a definition: snapshot the running server with mcp-lint snapshot")
		}
		// The low-level server: types.Tool(name=…, description=…,
		// inputSchema={…}) returned from @server.list_tools().
		if t[i].Kind == 'n' && (t[i].Text == "Tool" || t[i].Text == "Prompt") && t[i+1].Text == "(" &&
			(i == 0 || t[i-1].Text == "." || t[i-1].Kind != 'n' || pyExprKeywords[t[i-1].Text]) && (i == 0 || t[i-1].Text != "def" && t[i-1].Text != "class") {
			kw := p.kwargs(i + 1)
			if _, ok := kw["name"]; ok {
				d.Kind("source")
				p.constructed(i, kw, map[string]detect.Kind{"Tool": detect.KindTool, "Prompt": detect.KindPrompt}[t[i].Text])
			}
		}
	}
	p.dictDefinitions()
	p.toolClasses()
	p.adaptedToolClasses()
	for i := 0; i < len(t); i++ {
		if t[i].Text != "@" || (i > 0 && t[i-1].Kind != 'l') {
			continue
		}
		// @a.b.tool or @a.b.tool(...)
		j := i + 1
		last := ""
		for j < len(t) && t[j].Kind == 'n' {
			last = t[j].Text
			if j+1 < len(t) && t[j+1].Text == "." {
				j += 2
				continue
			}
			j++
			break
		}
		if fk := p.pyFunctionsKind(last, j); fk != "" && j-1 > i+1 {
			// The Azure Functions extension's @app.mcp_tool() and
			// triggers (pyfunctions.go).
			p.functionsDefinition(i, j, fk)
			continue
		}
		kind := map[string]detect.Kind{"tool": detect.KindTool, "prompt": detect.KindPrompt, "resource": detect.KindResource}[last]
		if j-1 == i+1 && kind == "" {
			// A project's decorator of this file wrapping the SDK's
			// (def ledger_tool(fn): … return mcp.tool()(inner)).
			kind = p.wrapper(last)
			if kind != "" {
				d.Kind("source")
				p.definition(i, j, kind)
			}
			continue
		}
		if kind == "" || j-1 <= i+1 {
			continue // a bare @tool is not an SDK decorator
		}
		d.Kind("source")
		p.definition(i, j, kind)
	}
	p.registrationCalls()
	p.codeFromStrings()
	p.redocs()
	p.bindings()
}

// registrationCalls reads the functions a call registers rather than a
// decorator: server.add_tool(fn, name=…, description=…) (and add_prompt,
// add_resource), Tool.from_function(fn, …), server.tool(…)(fn) — the
// decorator applied by hand, and server.resource(uri, …)(fn) — and
// server.tool(fn, …). fn must be a function of this file defined at the
// top level (a wrapper's inner function is not a tool), or one it imports
// by name from a module of the project (from .tools import fn), read
// there when the call gives no name or description of its own.
func (p *pyFile) registrationCalls() {
	t := p.toks
	kinds := map[string]detect.Kind{"add_tool": detect.KindTool, "add_prompt": detect.KindPrompt, "add_resource": detect.KindResource,
		"from_function": detect.KindTool, "tool": detect.KindTool, "prompt": detect.KindPrompt, "resource": detect.KindResource}
	for i := 1; i+2 < len(t); i++ {
		kind, ok := kinds[t[i].Text]
		if !ok || t[i].Kind != 'n' || t[i-1].Text != "." || t[i+1].Text != "(" {
			continue
		}
		open, fn := i+1, i+2
		var kw map[string]int
		switch t[i].Text {
		case "tool", "prompt", "resource":
			c := p.matching(open)
			switch {
			case c+3 < len(t) && t[c+1].Text == "(" && t[c+2].Kind == 'n' && t[c+3].Text == ")":
				// server.tool(…)(fn)
				kw, fn = p.kwargs(open), c+2
			case t[i].Text != "resource" && t[fn].Kind == 'n' && (t[fn+1].Text == "," || t[fn+1].Text == ")") && (p.topDef(t[fn].Text) >= 0 || p.fromImports(t[fn].Text)):
				// server.tool(fn, …): FastMCP 2 takes the function
				// itself, as add_tool does.
				kw = p.kwargs(open)
			default:
				continue
			}
		default:
			if t[fn].Kind != 'n' || t[fn+1].Text != "," && t[fn+1].Text != ")" {
				continue
			}
			kw = p.kwargs(open)
		}
		if t[i].Text == "from_function" && i >= 2 && t[i-2].Text != "Tool" && t[i-2].Text != "FunctionTool" && t[i-2].Text != "Prompt" {
			continue
		}
		if t[i].Text == "from_function" && i >= 2 && t[i-2].Text == "Prompt" {
			kind = detect.KindPrompt
		}
		if k := p.topDef(t[fn].Text); k >= 0 {
			p.d.Kind("source")
			p.defineFunc(i, k, kw, -1, kind)
		} else if kw["description"] == 0 && p.fromImports(t[fn].Text) && p.importedDef(t[fn].Text, kind) {
			// mcp.tool(fn) with fn imported from a module of the
			// project: read at its definition there; a name the call
			// gives is read here.
			p.d.Kind("source")
			if v := kw["name"]; v > 0 {
				p.renamed(p.d.Tools[len(p.d.Tools)-1].Node, v, kind)
			}
		} else if elems, at, ok := p.loopFunctions(i, t[fn].Text); ok && kw["name"] == 0 && kw["description"] == 0 {
			// for fn in [add, sub]: mcp.add_tool(fn): each function of
			// the table is registered, read at its definition; one the
			// file does not define is said at the table.
			for _, e := range elems {
				if k := p.topDef(t[e].Text); k >= 0 {
					p.d.Kind("source")
					p.defineFunc(i, k, kw, -1, kind)
				} else if p.importedDef(t[e].Text, kind) {
					p.d.Kind("source")
				} else {
					p.d.Unread(t[e].Off, "the function "+t[e].Text+", registered in the loop at line "+strconv.Itoa(p.lineOf(t[at].Off))+", is not defined in this file (an import): its name and docstring are not read as a definition here")
				}
			}
		} else if table, at := p.loopTableName(i, t[fn].Text); table != "" && kw["name"] == 0 && kw["description"] == 0 && p.fromImports(strings.Split(table, ".")[0]) {
			// for tool in read_tools: mcp.add_tool(tool), the table
			// imported from a module of the tree (from tools.read import
			// read_tools): each function it lists is read where it is
			// defined; a table that cannot be read is said at the loop.
			if p.importedTable(table, kind) {
				p.d.Kind("source")
			} else {
				p.d.Unread(t[at].Off, "the functions registered in this loop over "+table+", imported from another module, could not be read there: their names and docstrings are not read as definitions")
			}
		} else if _, named := kw["name"]; kw["description"] > 0 {
			// A function built at run time (exec, a closure made in a loop)
			// registered with its description given to the call: the call
			// is the definition. Its name and description are read or
			// reported computed; its parameters are not known. (With a
			// name alone, the description is the function's docstring, in
			// the module that defines it, where it is read.)
			if !named {
				// Named after the function (its __name__), which is not
				// known here: reported at the function's place.
				kw = maps.Clone(kw)
				kw["name"] = fn
			}
			p.d.Kind("source")
			p.constructed(i, kw, kind)
			p.d.Tools[len(p.d.Tools)-1].Partial = true
		}
	}
}

// loopFunctions: the call at token i lies in the body of a loop for
// name in TABLE, where TABLE is a list or tuple of names written there or
// bound to one at the top level of the file (TOOLS = [add, sub]). It
// returns the tokens of those names and the loop's "for".
func (p *pyFile) loopFunctions(i int, name string) ([]int, int, bool) {
	t := p.toks
	// The first token of the call's logical line, and its column.
	s := p.lineFirst(i)
	col := p.col(s)
	for k := s - 1; k >= 0 && k >= s-400; k-- {
		if t[k].Text != "for" || k+3 >= len(t) || t[k+1].Text != name || t[k+2].Text != "in" || p.col(k) >= col || k > 0 && t[k-1].Kind != 'l' {
			continue
		}
		e := k + 3
		if t[e].Kind == 'n' && e+1 < len(t) && t[e+1].Text == ":" {
			// A name bound at the top level to a list or tuple.
			e = p.topBinding(t[k+3].Text, true)
			if e < 0 {
				return nil, 0, false
			}
		}
		if t[e].Text != "[" && t[e].Text != "(" {
			return nil, 0, false
		}
		var out []int
		for _, it := range p.br.Items(t, e) {
			if it[1]-it[0] != 1 || t[it[0]].Kind != 'n' {
				return nil, 0, false // not a table of functions
			}
			out = append(out, it[0])
		}
		return out, k, len(out) > 0
	}
	return nil, 0, false
}

// reboundByImport: a module-level name bound to a text, then bound again
// by an import below it (DESC = "…"; from texts import DESC) is the
// imported value where it is used after: the module's constant, read
// there, or, when it is not a text of the tree, no value at all (a use
// is then computed), never the text the import replaced.
func (p *pyFile) reboundByImport(boundAt map[string]int) {
	for name, at := range boundAt {
		if p.rebound(name) <= at {
			continue
		}
		if v := p.importedStr(name); v != nil {
			p.names[name] = v
		} else {
			delete(p.names, name)
		}
	}
}

// importedName is importedStr for the bare name at token i, neither
// called nor an attribute's owner, that this file imports and never
// binds itself (at any level); it is kept in names once read.
func (p *pyFile) importedName(i int) *syntax.Node {
	t := p.toks
	name := t[i].Text
	if i+1 < len(t) && (t[i+1].Text == "(" || t[i+1].Text == ".") || p.notImported[name] || !p.fromImports(name) || p.lineBinding(name) >= 0 {
		return nil
	}
	v := p.importedStr(name)
	if v == nil {
		if p.notImported == nil {
			p.notImported = map[string]bool{}
		}
		p.notImported[name] = true
		return nil
	}
	p.names[name] = v
	return v
}

// importedStr is the text a module of the tree binds at its top level
// to the name this file imports from it (from texts import DESC), its
// characters reported in that module; nil when it is not one.
func (p *pyFile) importedStr(name string) *syntax.Node {
	h := p.d.Host
	if h == nil || h.NoSiblings() {
		return nil
	}
	dir := path.Dir(p.d.Src.Rel())
	for _, imp := range p.fromModules(name) {
		mod, orig := imp.mod, imp.orig
		for _, rel := range pyResolve(h, dir, mod) {
			q, ok := p.module(rel)
			if !ok {
				continue
			}
			var v *syntax.Node
			if i := q.lineBinding(orig); i >= 0 {
				if s, _, ok := q.str(i + 2); ok {
					v = s
				}
			}
			if v != nil {
				v.SetSource(q.d.Src)
				return v
			}
		}
	}
	return nil
}

// codeFromStrings names, at its place, each exec() or compile() of a
// server file whose argument is not a literal of it (a decoded string,
// a read file): the code it runs may register tools whose texts no
// reading of the file holds, so they are reported computed, never
// passed as nothing to scan. A literal's code is the file's own text,
// swept as such.
func (p *pyFile) codeFromStrings() {
	t := p.toks
	for i := 0; i+2 < len(t); i++ {
		if t[i].Kind != 'n' || t[i].Text != "exec" && t[i].Text != "compile" || t[i+1].Text != "(" {
			continue
		}
		if i > 0 && (t[i-1].Text == "." || t[i-1].Text == "def") {
			continue
		}
		if t[i+2].Kind == 's' && i+3 < len(t) && (t[i+3].Text == ")" || t[i+3].Text == ",") {
			continue
		}
		p.d.Unread(t[i].Off, "code the server runs from a string computed at run time ("+t[i].Text+" of a value that is not a literal of this file): the tools, prompts and texts it defines were not read: snapshot the running server with mcp-lint snapshot")
	}
}

// loopTableName: the call at token i lies in the body of a loop for
// name in TABLE, TABLE a bare name: TABLE, and the loop's "for"; "" when
// there is no such loop.
func (p *pyFile) loopTableName(i int, name string) (string, int) {
	t := p.toks
	s := p.lineFirst(i)
	col := p.col(s)
	for k := s - 1; k >= 0 && k >= s-400; k-- {
		if t[k].Text != "for" || k+4 >= len(t) || t[k+1].Text != name || t[k+2].Text != "in" || p.col(k) >= col || k > 0 && t[k-1].Kind != 'l' {
			continue
		}
		if t[k+3].Kind == 'n' && t[k+4].Text == ":" {
			return t[k+3].Text, k
		}
		if k+6 < len(t) && t[k+3].Kind == 'n' && t[k+4].Text == "." && t[k+5].Kind == 'n' && t[k+6].Text == ":" {
			return t[k+3].Text + "." + t[k+5].Text, k // a module's table: tools.TOOLS
		}
		return "", 0
	}
	return "", 0
}

// maxTableHops bounds the modules followed from a table of functions to
// the tables and functions it gathers from others.
const maxTableHops = 4

// importedTable reads the functions of table, a list or tuple of
// functions that this file imports from a module of the tree (from
// tools.read import read_tools; read_tools = [balance, history]), as
// definitions of kind: each read where it is defined (in that module, or
// one it imports it from), its name, docstring and parameters at their
// places. A table built from other tables (ALL = READ + WRITE, [*READ,
// *WRITE]) is followed to them. False when nothing was read.
func (p *pyFile) importedTable(table string, kind detect.Kind) bool {
	return p.tableFrom(table, kind, 0)
}

func (p *pyFile) tableFrom(table string, kind detect.Kind, hops int) bool {
	h := p.d.Host
	if h == nil || h.NoSiblings() || hops > maxTableHops {
		return false
	}
	dir := path.Dir(p.d.Src.Rel())
	if mod, name, ok := strings.Cut(table, "."); ok {
		// TABLE of a module the file imports (from ledger import tools;
		// tools.TOOLS), read in that module.
		for _, imp := range p.fromModules(mod) {
			full := imp.mod + "." + imp.orig
			if strings.HasSuffix(imp.mod, ".") {
				full = imp.mod + imp.orig
			}
			for _, rel := range pyResolve(h, dir, full) {
				if q, ok := p.module(rel); ok && q.readTable(name, kind, hops) {
					p.d.Tools = append(p.d.Tools, q.d.Tools...)
					return true
				}
			}
		}
		return false
	}
	for _, imp := range p.fromModules(table) {
		mod, name := imp.mod, imp.orig
		for _, rel := range pyResolve(h, dir, mod) {
			q, ok := p.module(rel)
			if !ok {
				continue
			}
			if q.readTable(name, kind, hops) {
				p.d.Tools = append(p.d.Tools, q.d.Tools...)
				return true
			}
		}
	}
	return false
}

// readTable reads the table bound to name at this module's top level:
// its functions defined here, imported by name, or the tables it is
// built from.
func (q *pyFile) readTable(name string, kind detect.Kind, hops int) bool {
	if hops > maxTableHops {
		return false
	}
	t := q.toks
	e := q.topBinding(name, false)
	if e < 0 {
		if q.fromImports(name) {
			return q.tableFrom(name, kind, hops+1)
		}
		return false
	}
	read := false
	// The names on the right of =, up to the line's end: the functions
	// of a list or tuple, the tables joined with + or spread with *.
	for k := e; k < len(t) && t[k].Kind != 'l'; k++ {
		if t[k].Kind != 'n' || k > 0 && t[k-1].Text == "." || k+1 < len(t) && (t[k+1].Text == "(" || t[k+1].Text == ".") {
			continue
		}
		n := t[k].Text
		switch {
		case q.topDef(n) >= 0:
			q.defineFunc(k, q.topDef(n), nil, -1, kind)
			q.d.Tools[len(q.d.Tools)-1].Node.SetSource(q.d.Src)
			read = true
		case q.fromImports(n) && q.importedDef(n, kind):
			read = true
		case q.readTable(n, kind, hops+1):
			read = true
		}
	}
	return read
}

// wrapper says what a top-level function of this file registers when it
// is used as a decorator: a tool when its body calls X.tool(…) (or
// X.add_tool), a prompt for X.prompt(…); "" otherwise.
func (p *pyFile) wrapper(name string) detect.Kind {
	// Once per name: each use of a decorator read its body again.
	x := p.ix()
	if kind, ok := x.wrappers[name]; ok {
		return kind
	}
	if x.wrappers == nil {
		x.wrappers = map[string]detect.Kind{}
	}
	kind := p.wrapperOf(name)
	x.wrappers[name] = kind
	return kind
}

func (p *pyFile) wrapperOf(name string) detect.Kind {
	k := p.topDef(name)
	if k < 0 {
		// A decorator of the project's own, imported from another of its
		// modules (from ..flat_schema import flat_tool), whose body
		// registers with the SDK there.
		return p.importedWrapper(name)
	}
	t := p.toks
	for i := k + 2; i+1 < len(t); i++ {
		if t[i].Kind == 'l' && i+1 < len(t) && t[i+1].Kind != 'l' && p.col(i+1) == 0 {
			break // the body's end: a statement at the top level
		}
		if t[i].Kind == 'n' && i > 0 && t[i-1].Text == "." && t[i+1].Text == "(" {
			switch t[i].Text {
			case "tool", "add_tool":
				return detect.KindTool
			case "prompt", "add_prompt":
				return detect.KindPrompt
			}
		}
	}
	return ""
}

// importedWrapper is wrapper for a decorator this file imports by name
// from a module of the tree: what its definition there registers.
func (p *pyFile) importedWrapper(name string) detect.Kind {
	h := p.d.Host
	if h == nil || h.NoSiblings() {
		return ""
	}
	dir := path.Dir(p.d.Src.Rel())
	for _, imp := range p.fromModules(name) {
		mod := imp.mod
		for _, rel := range pyResolve(h, dir, mod) {
			q, ok := p.module(rel)
			if !ok {
				continue
			}
			if q.topDef(imp.orig) >= 0 {
				return q.wrapper(imp.orig)
			}
		}
	}
	return ""
}

// classNames binds "Class.NAME" for NAME = "literal" in a class body, the
// enum of tool names a low-level server often keeps
// (class GitTools(str, Enum): STATUS = "git_status"). A class body is the
// lines indented deeper than its "class" line.
func (p *pyFile) classNames() {
	t := p.toks
	class, classCol, bodyCol := "", -1, -1
	var model *syntax.Object
	count := map[string]int{}
	ci := -1            // the class being read, in p.classes (an index: the slice grows)
	var params []string // the parameters of the method being read, without self
	method, methodCol := "", -1
	for i := 0; i+2 < len(t); i++ {
		if i > 0 && t[i-1].Kind != 'l' || t[i].Kind == 'l' {
			continue
		}
		c := p.col(i)
		if class != "" && c <= classCol {
			class, model = "", nil
			p.classes[ci].to, ci = i, -1
		}
		if method != "" && c <= methodCol {
			method, params = "", nil
		}
		if t[i].Text == "class" && t[i+1].Kind == 'n' {
			class, classCol, bodyCol, model = t[i+1].Text, c, -1, nil
			p.classes = append(p.classes, pyClass{name: class, from: i, to: len(t), initParam: map[string]int{}})
			ci = len(p.classes) - 1
			if t[i+2].Text == "(" {
				for k := i + 3; k < p.matching(i+2); k++ {
					if t[k].Text == "BaseModel" {
						m := syntax.NewObject(t[i].Off, t[i].End)
						p.models[class], model = m, &m
					}
				}
				for _, it := range p.items(i + 2) {
					if t[it[0]].Kind == 'n' && it[1] == it[0]+1 {
						p.classes[ci].bases = append(p.classes[ci].bases, t[it[0]].Text)
					}
				}
			}
			continue
		}
		if class != "" && bodyCol < 0 {
			bodyCol = c
			if t[i].Kind == 's' {
				p.classes[ci].doc = i
			}
		}
		if ci >= 0 && c == bodyCol && t[i].Kind == 'n' && (t[i+1].Text == "=" && t[i+2].Text != "=" || t[i+1].Text == ":") {
			// A class attribute, NAME = … or NAME: T = …: its value.
			v := i + 1
			for v < len(t) && t[v].Kind != 'l' && t[v].Text != "=" {
				v++
			}
			if v+1 < len(t) && t[v].Text == "=" && t[v+1].Kind != 'l' {
				if p.classes[ci].attrs == nil {
					p.classes[ci].attrs = map[string]int{}
				}
				if _, seen := p.classes[ci].attrs[t[i].Text]; seen {
					p.classes[ci].attrs[t[i].Text] = -1 // bound twice: not read
				} else {
					p.classes[ci].attrs[t[i].Text] = v + 1
				}
			}
		}
		if ci >= 0 && t[i].Text == "def" && t[i+1].Kind == 'n' && t[i+2].Text == "(" {
			method, methodCol, params = t[i+1].Text, c, nil
			for _, it := range p.items(i + 2) {
				if t[it[0]].Kind == 'n' && t[it[0]].Text != "self" {
					params = append(params, t[it[0]].Text)
				} else if t[it[0]].Text != "self" {
					params = append(params, "") // *args, **kwargs: no name of its own
				}
			}
			continue
		}
		if ci >= 0 && method == "__init__" && i+5 < len(t) && t[i].Text == "super" && t[i+1].Text == "(" && t[i+2].Text == ")" &&
			t[i+3].Text == "." && t[i+4].Text == "__init__" && t[i+5].Text == "(" {
			p.classes[ci].superCall = i + 5
		}
		// self.ATTR = "literal" (or a name bound to one) in a method, and
		// self.ATTR = param in __init__.
		if ci >= 0 && method != "" && i+4 < len(t) && t[i].Text == "self" && t[i+1].Text == "." && t[i+2].Kind == 'n' &&
			t[i+3].Text == "=" && t[i+4].Text != "=" {
			k := class + "." + t[i+2].Text
			if method == "__init__" && t[i+4].Kind == 'n' && (i+5 >= len(t) || t[i+5].Kind == 'l') {
				if pos := slices.Index(params, t[i+4].Text); pos >= 0 {
					count[k]++
					p.classes[ci].initParam[t[i+2].Text] = pos
					continue
				}
			}
			count[k]++
			if s, _, ok := p.str(i + 4); ok {
				p.names[k] = s
			}
			continue
		}
		if model != nil && c == bodyCol && t[i].Kind == 'n' && t[i+1].Text == ":" {
			end := i + 1
			for end < len(t) && t[end].Kind != 'l' {
				end++
			}
			p.param(i, end, *model) // field: annotation = default
			continue
		}
		if class != "" && c == bodyCol && t[i].Kind == 'n' && t[i+1].Text == "=" && t[i+2].Text != "=" {
			if s, _, ok := p.str(i + 2); ok {
				k := class + "." + t[i].Text
				count[k]++
				p.names[k] = s
			}
		}
	}
	for k, n := range count {
		if n > 1 {
			delete(p.names, k) // bound twice: not resolved
			cl, attr, _ := strings.Cut(k, ".")
			for i := range p.classes {
				if p.classes[i].name == cl {
					delete(p.classes[i].initParam, attr)
				}
			}
		}
	}
}

// toolClasses reads tools written as classes of the project's tool base,
// many to a module, each a tool an instance of it serves:
//
//	class SearchNotes(BaseTool):
//	    """Searches the user's notes."""
//	    name = "search_notes"
//	    input_schema = {…}
//
// A class is one when a base's name holds "Tool" (as a TypeScript class
// extending a tool base, jssrc's class) and it binds name to a literal
// tool name (one word) in its body; its description is its description
// attribute, else its docstring; its input schema the dict literal of
// input_schema, inputSchema or parameters, else unknown (partial). A
// class that builds its own Tool(…) is read there, not again here.
func (p *pyFile) toolClasses() {
	t := p.toks
	for k := range p.classes {
		c := &p.classes[k]
		at, ok := c.attrs["name"]
		if !ok || at < 0 || !slices.ContainsFunc(c.bases, func(b string) bool { return strings.Contains(b, "Tool") }) {
			continue
		}
		name, next, ok := p.str(at)
		if !ok || next < len(t) && t[next].Kind != 'l' || name.Str == "" || strings.ContainsFunc(name.Str, unicode.IsSpace) {
			continue
		}
		from, to := t[c.from].Off, t[c.to-1].End
		if slices.ContainsFunc(p.d.Tools, func(pt syntax.PendingTool) bool { return pt.Node.Off >= from && pt.Node.Off < to }) {
			continue // a Tool(…) of its own, read there
		}
		p.d.Kind("source")
		def := syntax.NewObject(t[c.from].Off, t[c.from+1].End)
		def.Set("name", name.Off, name)
		if v, ok := c.attrs["description"]; ok && v >= 0 {
			if s, _, ok := p.str(v); ok {
				def.Set("description", s.Off, s)
			} else {
				p.computed(v, "the tool's description")
			}
		} else if c.doc > 0 {
			if doc := p.docstring(c.doc); doc != nil {
				def.Set("description", doc.Off, doc)
			}
		}
		partial := true
		for _, key := range []string{"input_schema", "inputSchema", "parameters"} {
			if v, ok := c.attrs[key]; ok && v >= 0 {
				if n, _, ok := p.literal(v, 0); ok && n.Kind == syntax.KObject {
					def.Set("inputSchema", t[v].Off, n)
					partial = false
				}
				break
			}
		}
		p.d.Tools = append(p.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: def.Node, Partial: partial})
	}
}

// selfAttr reads self.ATTR at token i inside a class of this file: the
// string bound to it there (a class attribute, or self.ATTR = "…" in a
// method), or in a base class of this file, or what the class passes to
// its base's __init__ for the parameter the base stores as self.ATTR
// (class H(ToolHandler): def __init__(self): super().__init__(TOOL_NAME)).
// An attribute bound twice is not resolved.
func (p *pyFile) selfAttr(i int, attr string) (*syntax.Node, bool) {
	var cls *pyClass
	for k := range p.classes {
		if c := &p.classes[k]; c.from < i && i < c.to {
			cls = c // the innermost: classes are in file order
		}
	}
	for depth := 0; cls != nil && depth < 8; depth++ {
		if n, ok := p.names[cls.name+"."+attr]; ok {
			return n, true
		}
		var base *pyClass
		for k := range p.classes {
			if len(cls.bases) > 0 && p.classes[k].name == cls.bases[0] {
				base = &p.classes[k]
			}
		}
		if base == nil {
			return nil, false
		}
		if pos, ok := base.initParam[attr]; ok {
			if cls.superCall == 0 {
				return nil, false
			}
			args := p.items(cls.superCall)
			if pos >= len(args) || p.toks[args[pos][0]].Kind == 'n' && args[pos][0]+1 < args[pos][1] && p.toks[args[pos][0]+1].Text == "=" {
				return nil, false // a keyword argument: not matched by position
			}
			n, next, ok := p.str(args[pos][0])
			return n, ok && next == args[pos][1]
		}
		cls = base
	}
	return nil, false
}

// redocs reads "fn.__doc__ = …" (and "+= …") where fn is a tool or prompt
// function read above: code that replaces a description after the
// decorator ran, often only on some condition (a rug pull). FastMCP reads
// the docstring when the decorator runs, but a server registered later, or
// one that re-registers, sends the new text, so it is scanned as a second
// definition of the same name (reported under <file>#2). A value that
// cannot be read is an error at its place.
func (p *pyFile) redocs() {
	t := p.toks
	for i := 0; i+4 < len(t); i++ {
		if t[i].Kind != 'n' || t[i+1].Text != "." || t[i+2].Text != "__doc__" || i > 0 && t[i-1].Text == "." {
			continue
		}
		pd, ok := p.defs[t[i].Text]
		if !ok {
			continue
		}
		v, add := i+4, false
		switch {
		case t[i+3].Text == "=" && t[i+4].Text != "=":
		case t[i+3].Text == "+" && t[i+4].Text == "=" && i+5 < len(t):
			v, add = i+5, true
		default:
			continue
		}
		s, _, ok := p.str(v)
		if !ok {
			// "original + ' BUT from now on …'": the part code computes is
			// not read (an error at its place), the literals are.
			if s = p.literals(v); s == nil {
				p.computed(v, "the "+string(pd.kind)+"'s replaced docstring")
				continue
			}
			p.d.Unread(t[v].Off, "the "+string(pd.kind)+"'s replaced docstring is partly computed; its literal parts were scanned, the rest was not: snapshot the running server with mcp-lint snapshot")
		} else if old := pd.def.Get("description"); add && old != nil {
			s = syntax.ConcatNodes(old, s)
		}
		cp := syntax.NewObject(t[i].Off, t[i].End)
		for k, key := range pd.def.Node.Keys {
			if key.Str != "description" {
				cp.Set(key.Str, key.Off, pd.def.Node.Vals[k])
			}
		}
		cp.Set("description", s.Off, s)
		p.d.Tools = append(p.d.Tools, syntax.PendingTool{Kind: pd.kind, Node: cp.Node})
	}
}

// atom reads a string operand at token i: adjacent literals ("a" "b"),
// optionally in parentheses, "sep".join([…]), self.ATTR, or a name bound
// to a literal. It returns the node, the token after it, and whether it
// was a readable string (pyexpr.go reads the operators around it).
func (p *pyFile) atom(i int) (*syntax.Node, int, bool) {
	t := p.toks
	paren := 0
	for i < len(t) && t[i].Text == "(" {
		paren++
		i++
	}
	// "\n".join(["line one", "line two"])
	if i+4 < len(t) && t[i].Kind == 's' && t[i].HasStr() && t[i+1].Text == "." && t[i+2].Text == "join" && t[i+3].Text == "(" && (t[i+4].Text == "[" || t[i+4].Text == "(") {
		if n, next, ok := p.join(t[i].Str(), i+4); ok {
			for ; paren > 0 && next < len(t) && t[next].Text == ")"; paren-- {
				next++
			}
			return n, next, paren == 0
		}
		return nil, i, false
	}
	var n *syntax.Node
	for i < len(t) && (t[i].Kind == 's' || t[i].Kind == 'l' && paren > 0) {
		if t[i].Kind == 'l' {
			i++
			continue
		}
		if !t[i].HasStr() {
			return nil, i, false
		}
		if n == nil {
			n = t[i].Str()
		} else {
			n = syntax.ConcatNodes(n, t[i].Str())
		}
		i++
	}
	if n == nil && i+2 < len(t) && t[i].Text == "self" && t[i+1].Text == "." && t[i+2].Kind == 'n' &&
		(i+3 >= len(t) || t[i+3].Text != "(" && t[i+3].Text != ".") {
		if v, ok := p.selfAttr(i, t[i+2].Text); ok {
			n, i = v, i+3
		}
	} else if n == nil && i < len(t) && t[i].Kind == 'n' {
		if v, ok := p.names[t[i].Text]; ok && (i+1 >= len(t) || t[i+1].Text != "(" && t[i+1].Text != ".") {
			n = v
			i++
		} else if v := p.importedName(i); v != nil {
			// A constant a module of the tree binds (from .names import
			// PROMPT_NAME), read there.
			n = v
			i++
		} else if i+2 < len(t) && t[i+1].Text == "." && t[i+2].Kind == 'n' {
			// Class.NAME (or Class.NAME.value) of a class of this file.
			if v, ok := p.names[t[i].Text+"."+t[i+2].Text]; ok {
				k := i + 3
				if k+1 < len(t) && t[k].Text == "." && t[k+1].Text == "value" {
					k += 2
				}
				if k >= len(t) || t[k].Text != "(" && t[k].Text != "." {
					n, i = v, k
				}
			}
		}
	}
	for ; paren > 0 && i < len(t) && t[i].Text == ")"; paren-- {
		i++
	}
	if n == nil || paren > 0 {
		return nil, i, false
	}
	return n, i, true
}

// join reads the list or tuple at token open, the argument of
// sep.join(…): its string items joined by sep, each at its place, and the
// token after the call's ")".
func (p *pyFile) join(sep *syntax.Node, open int) (*syntax.Node, int, bool) {
	t := p.toks
	end := p.matching(open)
	if end+1 >= len(t) || t[end+1].Text != ")" {
		return nil, end, false
	}
	var out *syntax.Node
	for k := open + 1; k < end; {
		for k < end && (t[k].Kind == 'l' || t[k].Text == ",") {
			k++
		}
		if k >= end {
			break
		}
		part, next, ok := p.str(k)
		if !ok {
			return nil, end, false
		}
		if out == nil {
			out = part
		} else {
			out = syntax.ConcatNodes(syntax.ConcatNodes(out, sep), part)
		}
		k = next
	}
	if out == nil {
		out = syntax.Synth(syntax.KString, "", t[open].Off)
	}
	return out, end + 2, true
}

// paramArgs: when token v is a bare name that is a parameter of the
// function enclosing the decorator at token at, the token of the argument
// each call of that function in this file passes for it. Nil otherwise,
// or when a call passes it in a way not read here (*args, **kwargs).
func (p *pyFile) paramArgs(at, v int) []int {
	t := p.toks
	if t[v].Kind != 'n' || v+1 >= len(t) || t[v+1].Text != "," && t[v+1].Text != ")" {
		return nil
	}
	// The enclosing def: the nearest line before the decorator that starts
	// with def, indented less.
	fn := -1
	if k := p.enclosing(at); k >= 0 {
		if t[k].Text == "async" {
			k++
		}
		if t[k].Text == "def" && k+2 < len(t) && t[k+1].Kind == 'n' && t[k+2].Text == "(" {
			fn = k + 1
		}
	}
	if fn < 0 {
		return nil
	}
	// Its parameters, in order; the keyword-only ones after a bare "*".
	var params []string
	kwOnly := map[string]bool{}
	star := false
	open := fn + 1
	for _, r := range p.items(open) {
		k := r[0]
		if t[k].Text == "*" && (k+1 >= r[1] || t[k+1].Text == ",") {
			star = true
			continue
		}
		if t[k].Text == "*" || t[k].Text == "**" {
			return nil // *args, **kwargs: calls may pass it any way
		}
		if t[k].Kind == 'n' {
			params = append(params, t[k].Text)
			kwOnly[t[k].Text] = star
		}
	}
	pos := slices.Index(params, t[v].Text)
	if pos < 0 {
		return nil
	}
	var out []int
	for _, i := range p.callsOf(t[fn].Text) {
		if a, ok := p.kwargs(i + 1)[t[v].Text]; ok {
			out = append(out, a)
			continue
		}
		if kwOnly[t[v].Text] {
			return nil
		}
		n := 0
		found := false
		for _, r := range p.items(i + 1) {
			if r[0]+1 < r[1] && t[r[0]+1].Text == "=" {
				continue // a keyword argument
			}
			if t[r[0]].Text == "*" || t[r[0]].Text == "**" {
				return nil
			}
			if n == pos {
				out, found = append(out, r[0]), true
				break
			}
			n++
		}
		if !found {
			return nil
		}
	}
	return out
}

// items returns the [start, end) token ranges of the comma-separated items
// inside the bracket at open (syntax.Items), each past its logical
// newlines.
func (p *pyFile) items(open int) [][2]int {
	t := p.toks
	out := p.br.Items(t, open)
	for i := range out {
		for out[i][0] < out[i][1] && t[out[i][0]].Kind == 'l' {
			out[i][0]++
		}
	}
	return out
}

// matching returns the index of the bracket closing the one at i.
func (p *pyFile) matching(i int) int { return p.br.Closing(p.toks, i) }

// signature reads the def whose name is token k: its parameters' "(" and
// ")" (open, close), and body, the first token of its body after the
// signature's ":" and the line ends (where a docstring stands).
func (p *pyFile) signature(k int) (open, close, body int) {
	t := p.toks
	open = k + 2
	close = p.matching(open)
	body = close + 1
	for body < len(t) && t[body].Text != ":" {
		body++
	}
	body++
	for body < len(t) && t[body].Kind == 'l' {
		body++
	}
	return open, close, body
}

// kwargs reads keyword arguments name=… of the call whose "(" is at open:
// the token index of each value (an item of the call that starts with a
// name and "=").
func (p *pyFile) kwargs(open int) map[string]int {
	t := p.toks
	out := map[string]int{}
	for _, it := range p.items(open) {
		if k := it[0]; k+1 < it[1] && t[k].Kind == 'n' && t[k+1].Text == "=" {
			out[t[k].Text] = k + 2
		}
	}
	return out
}

// definition reads the decorated function after the decorator at i (its
// name ending at token j).
func (p *pyFile) definition(at, j int, kind detect.Kind) {
	t := p.toks
	var kw map[string]int
	callOpen := -1
	if j < len(t) && t[j].Text == "(" {
		callOpen = j
		kw = p.kwargs(j)
		j = p.matching(j) + 1
	}
	// Skip further decorators, then "async"? "def" NAME.
	k := j
	for k < len(t) && t[k].Text != "def" {
		if t[k].Text == "class" {
			return
		}
		k++
	}
	if k+2 >= len(t) || t[k+1].Kind != 'n' || t[k+2].Text != "(" {
		return
	}
	p.defineFunc(at, k, kw, callOpen, kind)
}

// defineFunc reads the function whose "def" is token k as a definition of
// kind registered at token at, with the registration's keyword arguments
// (name=, title=, description=) and its call's "(" (callOpen, -1: none).
func (p *pyFile) defineFunc(at, k int, kw map[string]int, callOpen int, kind detect.Kind) {
	t := p.toks
	def := syntax.NewObject(t[at].Off, t[at].End)
	fname := t[k+1]
	name := syntax.Synth(syntax.KString, fname.Text, fname.Off)
	name.End = fname.End
	name.Mapper = syntax.IdentityMapper{Base: fname.Off}
	nameComputed := false
	if v, ok := kw["name"]; ok {
		if s, _, ok := p.str(v); ok {
			name = s
		} else {
			// Reported; the definition's other texts are still scanned.
			p.computed(v, "the "+string(kind)+"'s name")
			name, nameComputed = p.placeholder(v), true
		}
	}
	def.Set("name", name.Off, name)
	if v, ok := kw["title"]; ok {
		if s, _, ok := p.str(v); ok {
			def.Set("title", s.Off, s)
		} else {
			// title=TITLE imported or computed: reported, as constructed does.
			p.computed(v, "the "+string(kind)+"'s title")
		}
	}
	open, close, b := p.signature(k)
	var viaCalls []int // description=param of a factory: each call's argument
	if v, ok := kw["description"]; ok {
		if s, _, ok := p.str(v); ok {
			def.Set("description", s.Off, s)
		} else if args := p.paramArgs(at, v); len(args) > 0 {
			viaCalls = args
		} else {
			p.computed(v, "the "+string(kind)+"'s description")
		}
	} else if b < len(t) && t[b].Kind == 's' && !t[b].HasStr() {
		p.computed(b, "the "+string(kind)+"'s docstring")
	} else if doc := p.docstring(b); doc != nil {
		def.Set("description", doc.Off, doc)
	}
	if kind == detect.KindResource {
		// @mcp.resource("notes://{id}"): its URI, then the function's name
		// and docstring; its parameters fill the URI, they are no schema.
		if callOpen >= 0 && callOpen+2 < len(t) && t[callOpen+2].Text != "=" {
			if s, _, ok := p.str(callOpen + 1); ok {
				def.Set("uri", s.Off, s)
			}
		}
		p.d.Tools = append(p.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node})
		return
	}
	params := p.params(open, close)
	if kind == detect.KindPrompt {
		if args := syntax.PromptArguments(params.Node, t[open].Off, t[close].End); args != nil {
			def.Set("arguments", t[open].Off, args)
		}
	} else {
		schema := syntax.NewObject(t[open].Off, t[close].End)
		schema.Set("type", t[open].Off, syntax.Synth(syntax.KString, "object", t[open].Off))
		schema.Set("properties", t[open].Off, params.Node)
		def.Set("inputSchema", t[open].Off, schema.Node)
	}
	if viaCalls != nil {
		// A factory (def add_tool(server, *, description): @server.tool(
		// description=description)): one definition per call of it in this
		// file, with the text that call passes, at its place.
		for _, a := range viaCalls {
			s, _, ok := p.str(a)
			if !ok {
				p.computed(a, "the "+string(kind)+"'s description")
				continue
			}
			cp := syntax.NewObject(def.Node.Off, def.Node.End)
			for k, key := range def.Node.Keys {
				cp.Set(key.Str, key.Off, def.Node.Vals[k])
			}
			cp.Set("description", s.Off, s)
			p.d.Tools = append(p.d.Tools, syntax.PendingTool{Kind: kind, Node: cp.Node, NameComputed: nameComputed})
		}
		p.defs[fname.Text] = pyDef{def: def, kind: kind}
		return
	}
	p.d.Tools = append(p.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, NameComputed: nameComputed})
	p.defs[fname.Text] = pyDef{def: def, kind: kind}
}

// literals joins the string literals of the expression at token i (to
// the end of its logical line), each keeping its place; nil when it has
// none or one is an f-string with substitutions.
func (p *pyFile) literals(i int) *syntax.Node {
	var out *syntax.Node
	for t := p.toks; i < len(t) && t[i].Kind != 'l'; i++ {
		if t[i].Kind != 's' || !t[i].HasStr() {
			continue
		}
		if out == nil {
			out = t[i].Str()
		} else {
			out = syntax.ConcatNodes(out, t[i].Str())
		}
	}
	return out
}

// params reads a function's parameters: each one's description
// (Field(description=…) inside its annotation), its Literal[…] values and
// its string default. self, ctx and Context parameters are not sent.
func (p *pyFile) params(open, close int) syntax.Object {
	t := p.toks
	props := syntax.NewObject(t[open].Off, t[close].End)
	for _, r := range p.items(open) {
		p.param(r[0], r[1], props) // one parameter runs to the next top-level comma
	}
	return props
}

func (p *pyFile) param(start, end int, props syntax.Object) {
	t := p.toks
	for start < end && (t[start].Kind == 'l' || t[start].Text == "*") {
		start++
	}
	if start >= end || t[start].Kind != 'n' {
		return
	}
	name := t[start]
	annot := ""
	for k := start + 1; k < end; k++ {
		if t[k].Kind == 'n' {
			annot += t[k].Text + " "
		}
	}
	if name.Text == "self" || name.Text == "cls" || name.Text == "ctx" || strings.Contains(annot, "Context ") {
		return
	}
	prop := syntax.NewObject(name.Off, name.End)
	if typ, at := p.scalarAnnotation(start+1, end); typ != "" {
		prop.Set("type", t[at].Off, syntax.Synth(syntax.KString, typ, t[at].Off))
	}
	depth := 0
	for k := start + 1; k < end; k++ {
		switch t[k].Text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		switch {
		case t[k].Text == "Field" && k+1 < end && t[k+1].Text == "(":
			kw := p.kwargs(k + 1)
			if v, ok := kw["description"]; ok {
				if s, _, ok := p.str(v); ok {
					prop.Set("description", s.Off, s)
				} else {
					p.computed(v, "a parameter's description")
				}
			}
			if v, ok := kw["default"]; ok {
				if s, _, ok := p.str(v); ok {
					prop.Set("default", s.Off, s)
				}
			}
			if v, ok := kw["title"]; ok {
				if s, _, ok := p.str(v); ok {
					prop.Set("title", s.Off, s)
				}
			}
		case t[k].Text == "Literal" && k+1 < end && t[k+1].Text == "[":
			arr := &syntax.Node{Kind: syntax.KArray, Off: t[k].Off, End: t[k].End}
			for m := k + 2; m < p.matching(k+1); m++ {
				if t[m].Kind == 's' && t[m].HasStr() {
					arr.Elems = append(arr.Elems, t[m].Str())
				}
			}
			prop.Set("enum", t[k].Off, arr)
		case depth == 0 && t[k].Text == "=" && k+1 < end && t[k+1].Kind == 's':
			if s, _, ok := p.str(k + 1); ok && prop.Get("default") == nil {
				prop.Set("default", s.Off, s)
			}
		}
	}
	key := identKey(p.d.Src.Data, name)
	props.Node.Keys = append(props.Node.Keys, key)
	props.Node.Vals = append(props.Node.Vals, prop.Node)
}

// pyScalarTypes are the annotations FastMCP (through pydantic) declares
// in a tool's input schema as a flag or a number. A parameter so declared
// carries no text (detect's carriesNoText): "suppress_dialog: bool" is a
// switch, not a place for the dialog.
var pyScalarTypes = map[string]string{"bool": "boolean", "int": "integer", "float": "number"}

// scalarAnnotation reads the annotation of the parameter whose ":" is
// token colon (up to end or its default's "="): the JSON Schema type of
// bool, int or float, also as Optional[X], X | None and Annotated[X, …],
// and the token that names it; "" for any other annotation (a union of
// two types, a string, a model, none).
func (p *pyFile) scalarAnnotation(colon, end int) (string, int) {
	if colon >= end || p.toks[colon].Text != ":" {
		return "", 0
	}
	return p.scalarType(colon+1, end)
}

// scalarType is scalarAnnotation's reading of the tokens from..end.
func (p *pyFile) scalarType(from, end int) (string, int) {
	t := p.toks
	typ, at := "", 0
	depth := 0
	for k := from; k < end; k++ {
		switch tx := t[k].Text; {
		case tx == "(" || tx == "[" || tx == "{":
			depth++
			if tx == "[" && k > from && t[k-1].Text == "Annotated" {
				// Annotated[X, Field(…)]: only X is the type.
				if it := p.items(k); len(it) > 0 {
					if sub, subAt := p.scalarType(it[0][0], it[0][1]); sub != "" {
						return sub, subAt
					}
				}
				return "", 0
			}
		case tx == ")" || tx == "]" || tx == "}":
			depth--
		case depth == 0 && tx == "=":
			end = k
		case t[k].Kind == 'n':
			switch {
			case tx == "None" || tx == "Optional" || tx == "Union" || tx == "Annotated" || tx == "typing":
			case pyScalarTypes[tx] != "" && (typ == "" || typ == pyScalarTypes[tx]):
				typ, at = pyScalarTypes[tx], k
			default:
				return "", 0
			}
		}
	}
	return typ, at
}

// computed reports a text that cannot be read from the file.
func (p *pyFile) computed(i int, what string) {
	p.d.Computed(p.toks[min(i, len(p.toks)-1)].Off, what)
}

// dictDefinitions reads tool definitions written as dict literals, the
// shape a tools/list result carries, wherever they sit (a hand-written
// JSON-RPC server's list, a module of definitions):
//
//	{"name": "get_x", "description": "…", "inputSchema": {…}}
//
// A dict counts when its "name" is a string of this file and it has an
// input schema key: inputSchema or input_schema (a description is
// optional, as in the protocol), or, beside a "description", parameters
// whose value is a dict. A name read from elsewhere
// (tool.name) is a conversion of a definition, not one.
func (p *pyFile) dictDefinitions() {
	t := p.toks
	for i := 0; i < len(t); i++ {
		if t[i].Text != "{" {
			continue
		}
		kw := p.dictKeys(i)
		if kw == nil {
			continue
		}
		_, ok := kw["inputSchema"]
		if !ok {
			_, ok = kw["input_schema"]
		}
		if _, described := kw["description"]; !described && !ok {
			continue // a description is optional beside the protocol's key only
		}
		if !ok {
			if v, has := kw["parameters"]; has && t[v].Text == "{" {
				ok = true
				delete(kw, "parameters")
				kw["inputSchema"] = v
			}
		}
		if !ok {
			continue
		}
		if _, _, named := p.str(kw["name"]); !named {
			continue
		}
		p.d.Kind("source")
		p.constructed(i, kw, detect.KindTool)
	}
}

// dictKeys maps the string keys of the dict literal whose "{" is token
// open to the token index of each value; nil when it has no "name" key.
func (p *pyFile) dictKeys(open int) map[string]int {
	t := p.toks
	var out map[string]int
	for _, it := range p.items(open) {
		k := it[0]
		if k+2 >= it[1] || t[k].Kind != 's' || !t[k].HasStr() || t[k+1].Text != ":" {
			continue
		}
		if out == nil {
			out = map[string]int{}
		}
		out[t[k].Str().Str] = k + 2
	}
	if _, ok := out["name"]; !ok {
		return nil
	}
	return out
}

// pyExprKeywords may stand before an expression: return Tool(…).
var pyExprKeywords = map[string]bool{"return": true, "yield": true, "await": true, "else": true, "in": true, "lambda": true, "or": true, "and": true, "not": true}

// constructed reads a definition built as types.Tool(name=…, description=…,
// title=…, inputSchema={…}, outputSchema={…}) or types.Prompt(…): strings
// and dict literals of this file. A computed name or description is an
// error at its place; a computed schema is a notice.
func (p *pyFile) constructed(at int, kw map[string]int, kind detect.Kind) {
	t := p.toks
	def := syntax.NewObject(t[at].Off, t[at].End)
	partial := false
	name, _, ok := p.str(kw["name"])
	nameComputed := !ok
	if nameComputed {
		// Reported; the definition's other texts are still scanned.
		p.computed(kw["name"], "the "+string(kind)+"'s name")
		name = p.placeholder(kw["name"])
	}
	def.Set("name", name.Off, name)
	for _, key := range []string{"title", "description"} {
		v, ok := kw[key]
		if !ok {
			continue
		}
		if s, _, ok := p.str(v); ok {
			def.Set(key, s.Off, s)
		} else {
			p.computed(v, "the "+string(kind)+"'s "+key)
		}
	}
	for _, key := range []string{"inputSchema", "input_schema", "outputSchema", "output_schema", "arguments", "annotations"} {
		v, ok := kw[key]
		if !ok {
			continue
		}
		out := map[string]string{"input_schema": "inputSchema", "output_schema": "outputSchema"}[key]
		if out == "" {
			out = key
		}
		if n, _, ok := p.literal(v, 0); ok {
			def.Set(out, t[v].Off, n)
		} else if m, ok := p.modelSchema(v); ok {
			def.Set(out, t[v].Off, m)
		} else {
			partial = partial || out == "inputSchema"
			line, col := p.d.Src.Position(t[v].Off)
			p.d.Host.Notice(p.d.Src.Path, fmt.Sprintf("%d:%d: the %s of %s %q is computed; its strings were not scanned: snapshot the running server with mcp-lint snapshot",
				line, col, out, kind, name.Str))
		}
	}
	p.d.Tools = append(p.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// placeholder names a definition whose name argument at token i is
// computed (see goFile.placeholder): up to the next top-level comma,
// closing bracket or line end.
func (p *pyFile) placeholder(i int) *syntax.Node {
	t := p.toks
	end := syntax.ArgEnd(i, min(len(t), i+syntax.PlaceholderSpan), func(k int) string { return t[k].Text }, func(k int) bool { return t[k].Kind == 'l' })
	text, literal := syntax.TokenPlaceholder(end-i, func(k int) (string, bool) {
		if tk := t[i+k]; tk.Kind == 's' && tk.HasStr() {
			return tk.Str().Str, true
		}
		return "", false
	}, func(k int) string { return t[i+k].Text })
	return p.d.PlaceholderNode(text, literal, t[i].Off, t[max(end-1, i)].End)
}

// modelSchema reads Model.model_json_schema() (or .schema()) for a
// pydantic model of this file: its fields as the schema's properties.
func (p *pyFile) modelSchema(i int) (*syntax.Node, bool) {
	t := p.toks
	if i+4 >= len(t) || t[i].Kind != 'n' || t[i+1].Text != "." || t[i+3].Text != "(" || t[i+4].Text != ")" ||
		t[i+2].Text != "model_json_schema" && t[i+2].Text != "schema" {
		return nil, false
	}
	m, ok := p.models[t[i].Text]
	if !ok {
		return nil, false
	}
	schema := syntax.NewObject(t[i].Off, t[i+4].End)
	schema.Set("type", t[i].Off, syntax.Synth(syntax.KString, "object", t[i].Off))
	schema.Set("properties", t[i].Off, m.Node)
	return schema.Node, true
}

// literal reads a Python literal at token i: a string expression, a dict
// with string keys, a list or tuple, True, False, None or a number.
func (p *pyFile) literal(i, depth int) (*syntax.Node, int, bool) {
	t := p.toks
	for i < len(t) && t[i].Kind == 'l' {
		i++
	}
	if i >= len(t) || depth > 64 {
		return nil, i, false
	}
	// types.PromptArgument(…): the module prefix is skipped.
	for i+3 < len(t) && t[i].Kind == 'n' && t[i+1].Text == "." && t[i+2].Kind == 'n' && t[i+3].Text == "(" &&
		(t[i].Text == "types" || t[i].Text == "mcp") {
		i += 2
	}
	switch tok := t[i]; {
	case tok.Text == "{" || tok.Text == "[":
		end := p.matching(i)
		n := &syntax.Node{Kind: syntax.KArray, Off: tok.Off, End: t[end].End}
		if tok.Text == "{" {
			n.Kind = syntax.KObject
		}
		k := i + 1
		for k < end {
			for k < end && (t[k].Kind == 'l' || t[k].Text == ",") {
				k++
			}
			if k >= end {
				break
			}
			if n.Kind == syntax.KArray {
				v, next, ok := p.literal(k, depth+1)
				if !ok {
					return nil, end + 1, false
				}
				n.Elems = append(n.Elems, v)
				k = next
				continue
			}
			key, next, ok := p.str(k)
			if !ok {
				return nil, end + 1, false
			}
			for k = next; k < end && t[k].Kind == 'l'; k++ {
			}
			if k >= end || t[k].Text != ":" {
				return nil, end + 1, false
			}
			v, next, ok := p.literal(k+1, depth+1)
			if !ok {
				return nil, end + 1, false
			}
			n.Keys = append(n.Keys, key)
			n.Vals = append(n.Vals, v)
			k = next
		}
		return n, end + 1, true
	case tok.Kind == 'n' && i+1 < len(t) && t[i+1].Text == "(" && (tok.Text == "PromptArgument" || tok.Text == "ToolAnnotations"):
		// types.PromptArgument(name=…, description=…, required=…): an
		// object of its keyword arguments.
		end := p.matching(i + 1)
		n := &syntax.Node{Kind: syntax.KObject, Off: tok.Off, End: t[end].End}
		kw := p.kwargs(i + 1)
		keys := make([]string, 0, len(kw))
		for k := range kw {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(a, b int) bool { return kw[keys[a]] < kw[keys[b]] })
		for _, k := range keys {
			v, _, ok := p.literal(kw[k], depth+1)
			if !ok {
				return nil, end + 1, false
			}
			n.Keys = append(n.Keys, &syntax.Node{Kind: syntax.KString, Str: k, Off: t[kw[k]].Off, End: t[kw[k]].Off})
			n.Vals = append(n.Vals, v)
		}
		return n, end + 1, true
	case tok.Kind == 's' || tok.Text == "(" || tok.Kind == 'n' && tok.Text != "True" && tok.Text != "False" && tok.Text != "None":
		// A string, or a name bound to one in this file.
		if s, next, ok := p.str(i); ok {
			return s, next, true
		}
		return nil, i, false
	case tok.Kind == 'n' && (tok.Text == "True" || tok.Text == "False"):
		return &syntax.Node{Kind: syntax.KBool, Str: strings.ToLower(tok.Text), Off: tok.Off, End: tok.End}, i + 1, true
	case tok.Kind == 'n' && tok.Text == "None":
		return &syntax.Node{Kind: syntax.KNull, Str: "null", Off: tok.Off, End: tok.End}, i + 1, true
	case tok.Kind == 'o' && (tok.Text == "-" || tok.Text >= "0" && tok.Text <= "9"):
		k, end := i, tok.Off
		var b strings.Builder
		for k < len(t) && t[k].Kind == 'o' && t[k].Off == end && (t[k].Text == "." || t[k].Text == "-" || t[k].Text >= "0" && t[k].Text <= "9") {
			b.WriteString(t[k].Text)
			end = t[k].End
			k++
		}
		// The digits, dots and minus signs the lexer gives one by one; a
		// number's letters ("1e3", "10_000") end it early, which is
		// enough: a number is not text a model reads.
		return &syntax.Node{Kind: syntax.KNumber, Str: b.String(), Off: tok.Off, End: end}, k, true
	}
	return nil, i, false
}

// maxRuneName bounds the length of a name in \N{…} (the longest Unicode
// character name is 88 characters).
const maxRuneName = 128

var (
	runeNamesOnce sync.Once
	runeNames     map[string]rune
)

// runeNamed returns the character whose Unicode name (the Unicode
// Character Database, by x/text's runenames) is name, in any case; a CJK
// unified ideograph by its code point name too.
func runeNamed(name string) (rune, bool) {
	name = strings.ToUpper(strings.TrimSpace(name))
	if h, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok {
		v, err := strconv.ParseUint(h, 16, 32)
		return rune(v), err == nil && unicode.Is(unicode.Han, rune(v))
	}
	runeNamesOnce.Do(func() {
		runeNames = map[string]rune{}
		add := func(lo, hi rune) {
			for r := lo; r <= hi; r++ {
				if n := runenames.Name(r); n != "" && !strings.HasPrefix(n, "<") {
					runeNames[n] = r
				}
			}
		}
		add(0, 0x323AF)       // the planes with named characters
		add(0xE0000, 0xE01EF) // tags and variation selectors supplement
	})
	r, ok := runeNames[name]
	return r, ok
}

// docstring reads the string statement at token b: one literal, or
// adjacent literals, in parentheses or not, which Python joins into one
// constant (the docstring, Python reference 8.7 and 2.4.2). Nil when the
// statement is something else (a call, an f-string, a name).
func (p *pyFile) docstring(b int) *syntax.Node {
	t := p.toks
	if b >= len(t) || t[b].Kind != 's' && t[b].Text != "(" {
		return nil
	}
	n, next, ok := p.atom(b)
	if !ok || next < len(t) && t[next].Kind != 'l' && t[next].Text != ";" {
		return nil
	}
	for k := b; k < next; k++ {
		if t[k].Kind != 's' && t[k].Kind != 'l' && t[k].Text != "(" && t[k].Text != ")" || t[k].Kind == 's' && !t[k].HasStr() {
			return nil
		}
	}
	return n
}

// pyCookie is the coding declaration of Python reference 2.1.4, on one of
// a file's first two lines.
var pyCookie = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`) })

// pyCodingCookie returns where the coding cookie of the first two lines
// starts and the encoding it names; -1 when there is none.
func pyCodingCookie(data []byte) (int, string) {
	start := 0
	for line := 0; line < 2 && start < len(data); line++ {
		end := bytes.IndexAny(data[start:], "\r\n")
		if end < 0 {
			end = len(data) - start
		}
		if m := pyCookie().FindSubmatch(data[start : start+end]); m != nil {
			return start, string(m[1])
		}
		if l := bytes.TrimLeft(data[start:start+end], " \t\f"); len(l) > 0 && l[0] != '#' {
			return -1, "" // a line of code: the cookie must come before
		}
		start += end + 1
		if start < len(data) && data[start-1] == '\r' && data[start] == '\n' {
			start++
		}
	}
	return -1, ""
}

// pySides are the marks of the Python SDKs' server side and client side in a file's bytes.
var pySides = syntax.NewSDKMarks(
	syntax.Marks("FastMCP", "FastApiMCP(", "mcp.server", "fastmcp.server", "Server(", ".tool(", ".tool\n", "add_tool", "list_tools", ".prompt(", ".resource(", ".mcp_tool(", ".mcp_prompt_trigger(", ".mcp_resource_trigger(", "mcpToolTrigger"),
	syntax.Marks("ClientSession", "stdio_client", "sse_client", "streamablehttp_client", "import Client", "fastmcp.Client", "mcp.client", "MultiServerMCPClient"),
)

// lineOf is the line of file offset off.
func (p *pyFile) lineOf(off int) int {
	line, _ := p.d.Src.Position(off)
	return line
}

// renamed gives definition def the name the call's argument at v says
// (name="…"), or says it is computed.
func (p *pyFile) renamed(def *syntax.Node, v int, kind detect.Kind) {
	s, _, ok := p.str(v)
	if !ok {
		p.computed(v, "the "+string(kind)+"'s name")
		return
	}
	for i, k := range def.Keys {
		if k.Str == "name" {
			def.Vals[i] = s
			return
		}
	}
	syntax.Object{Node: def}.Set("name", s.Off, s)
}

// fromImports: this file imports name from a module (from .tools import
// name, or a parenthesized list over several lines), not a module it
// names (import tools).
func (p *pyFile) fromImports(name string) bool { return len(p.fromModules(name)) > 0 }

// pyImported is a name imported from a module: the module as written and
// the name the module defines.
type pyImported struct{ mod, orig string }

// importedDef reads the function name that this file imports from a
// module of the tree (from tools import lookup) as a definition of kind:
// its name, docstring and parameters, read in that module, each text at
// its place there. False when it is not found there.
func (p *pyFile) importedDef(name string, kind detect.Kind) bool {
	h := p.d.Host
	if h == nil || h.NoSiblings() {
		return false
	}
	dir := path.Dir(p.d.Src.Rel())
	for _, imp := range p.fromModules(name) {
		mod, name := imp.mod, imp.orig
		for _, rel := range pyResolve(h, dir, mod) {
			q, ok := p.module(rel)
			if !ok {
				continue
			}
			k := q.topDef(name)
			if k < 0 {
				continue
			}
			q.defineFunc(k, k, nil, -1, kind)
			for _, pt := range q.d.Tools {
				pt.Node.SetSource(q.d.Src)
				p.d.Tools = append(p.d.Tools, pt)
			}
			return len(q.d.Tools) > 0
		}
	}
	return false
}

// maxFieldNesting bounds the f-strings nested in one another's
// replacement fields that the lexer follows (f"{f"{f"{…}"}"}"): Python
// 3.12 sets no limit, and an adversarial file must not exhaust the stack.
const maxFieldNesting = 200

// pyFieldEnd returns the offset after the replacement field of an
// f-string whose '{' is at b[i], and whether the field closed. Since
// Python 3.12 (PEP 701) the field's expression is ordinary Python: a
// string in it may use the f-string's own quote (f"{x["key"]}") or hold
// a backslash (f"{'\n'.join(items)}"), it may span lines in a
// single-quoted f-string, and a comment in it runs to its line's end. A
// ':' at the expression's top level opens the format spec, literal text
// that may hold fields of its own (f"{x:{width}}") and that the
// f-string's quote ends (an error Python reports: the caller sees the
// quote). quote and triple are the enclosing f-string's; nest counts the
// f-strings around it.
func pyFieldEnd(b []byte, i int, quote byte, triple bool, nest int) (int, bool) {
	if nest > maxFieldNesting {
		return i, false
	}
	i++ // the '{'
	depth := 0
	for i < len(b) {
		c := b[i]
		switch {
		case c == '#':
			for i < len(b) && b[i] != '\n' && b[i] != '\r' {
				i++
			}
		case c == '"' || c == '\'':
			end, ok := pySkipString(b, i, i, nest+1)
			if !ok {
				return end, false
			}
			i = end
		case syntax.IsIdentStart(c):
			j, _ := pyIdentEnd(b, i)
			if j < len(b) && (b[j] == '"' || b[j] == '\'') && isPyPrefix(string(b[i:j])) {
				end, ok := pySkipString(b, i, j, nest+1)
				if !ok {
					return end, false
				}
				i = end
				continue
			}
			i = j
		case c == '\\':
			i = min(i+2, len(b)) // a line join
		case c == '(' || c == '[' || c == '{':
			depth++
			i++
		case c == ')' || c == ']':
			depth = max(depth-1, 0)
			i++
		case c == '}':
			if depth == 0 {
				return i + 1, true
			}
			depth--
			i++
		case c == ':' && depth == 0:
			return pyFormatSpecEnd(b, i+1, quote, triple, nest)
		default:
			i++
		}
	}
	return i, false
}

// pyFormatSpecEnd returns the offset after the format spec that starts at
// b[i] (after its ':') and the '}' that closes its field, and whether it
// closed; a '{' in it opens a nested field.
func pyFormatSpecEnd(b []byte, i int, quote byte, triple bool, nest int) (int, bool) {
	for i < len(b) {
		switch c := b[i]; {
		case c == quote && (!triple || i+2 < len(b) && b[i+1] == quote && b[i+2] == quote):
			return i, false
		case c == '}':
			return i + 1, true
		case c == '{':
			end, ok := pyFieldEnd(b, i, quote, triple, nest+1)
			if !ok {
				return end, false
			}
			i = end
		case c == '\\' && i+1 < len(b):
			i += 2
		default:
			i++
		}
	}
	return i, false
}

// pySkipString returns the offset after the string literal (prefix at
// start, quote at q) inside an f-string's replacement field, and whether
// it closed; an f-string's own fields are skipped as pyFieldEnd does. One
// that does not close stops at its line's end (at the file's end for a
// triple-quoted one).
func pySkipString(b []byte, start, q, nest int) (int, bool) {
	prefix := strings.ToLower(string(b[start:q]))
	fstr := strings.Contains(prefix, "f")
	quote := b[q]
	triple := q+2 < len(b) && b[q+1] == quote && b[q+2] == quote
	i := q + 1
	if triple {
		i = q + 3
	}
	for i < len(b) {
		c := b[i]
		switch {
		case c == quote && !triple:
			return i + 1, true
		case c == quote && i+2 < len(b) && b[i+1] == quote && b[i+2] == quote:
			return i + 3, true
		case (c == '\n' || c == '\r') && !triple:
			return i, false
		case c == '\\':
			// Raw or not, a backslash keeps the quote after it in the
			// string.
			i = min(i+2, len(b))
		case fstr && c == '{' && i+1 < len(b) && b[i+1] == '{':
			i += 2
		case fstr && c == '{':
			end, ok := pyFieldEnd(b, i, quote, triple, nest)
			if !ok {
				return end, false
			}
			i = end
		default:
			i++
		}
	}
	return i, false
}
