package clike

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// A lexer for the C-like languages MCP servers are also written in: Rust,
// Java, Kotlin and C#. It knows their comments and every way they write a
// string — escapes, Rust's raw strings (r#"…"#), Java's and Kotlin's text
// blocks ("""…"""), Kotlin's templates ("$name", "${…}"), C#'s verbatim
// (@"…"), interpolated ($"…{x}…") and raw strings — and keeps the place of
// every decoded byte, so a finding points at the characters in the file.
// Character literals and Rust's lifetimes are told apart.

// clikeLex splits the source of format (rs, java, kt, cs) into tokens.
func clikeLex(b []byte, format string) []syntax.Tok {
	if format == "java" {
		if tb, offs := javaUnicodeEscapes(b); offs != nil {
			// Java translates \uXXXX before it lexes (JLS 3.3): lex the
			// translation, then map every offset back to the file.
			toks := clikeLexText(tb, format)
			for i := range toks {
				n := toks[i].Str() // made now, if on demand, from the translation
				toks[i].Off, toks[i].End = offs[toks[i].Off], offs[toks[i].End]
				if n != nil {
					remapNode(n, offs)
					toks[i].SetStr(n)
				}
				for _, f := range toks[i].Frags() {
					remapNode(f, offs)
				}
			}
			return toks
		}
	}
	return clikeLexText(b, format)
}

// javaUnicodeEscapes translates the Unicode escapes of Java source (JLS
// 3.3: a backslash preceded by an even number of backslashes, one or more
// u, four hex digits) into UTF-8, and returns for each byte of the
// translation, and its end, the offset in b it comes from. Nil offsets
// when b holds none.
func javaUnicodeEscapes(b []byte) ([]byte, []int) {
	if !bytes.Contains(b, []byte("\\u")) {
		return b, nil
	}
	out := make([]byte, 0, len(b))
	offs := make([]int, 0, len(b)+1)
	found := false
	slashes := 0
	for i := 0; i < len(b); {
		c := b[i]
		if c == '\\' && slashes%2 == 0 && i+1 < len(b) && b[i+1] == 'u' {
			j := i + 1
			for j < len(b) && b[j] == 'u' {
				j++
			}
			if j+4 <= len(b) && isHex(b[j]) && isHex(b[j+1]) && isHex(b[j+2]) && isHex(b[j+3]) {
				v, _ := strconv.ParseUint(string(b[j:j+4]), 16, 32)
				var buf [utf8.UTFMax]byte
				n := utf8.EncodeRune(buf[:], rune(v))
				if v >= 0xD800 && v <= 0xDFFF {
					// A surrogate: a pair of escapes is one character.
					if k := j + 4; k+6 <= len(b) && b[k] == '\\' && b[k+1] == 'u' && isHex(b[k+2]) && isHex(b[k+3]) && isHex(b[k+4]) && isHex(b[k+5]) {
						lo, _ := strconv.ParseUint(string(b[k+2:k+6]), 16, 32)
						if v < 0xDC00 && lo >= 0xDC00 && lo <= 0xDFFF {
							n = utf8.EncodeRune(buf[:], rune(0x10000+(v-0xD800)<<10+(lo-0xDC00)))
							j += 6
						}
					}
				}
				for k := 0; k < n; k++ {
					out, offs = append(out, buf[k]), append(offs, i)
				}
				i = j + 4
				slashes, found = 0, true
				continue
			}
		}
		if c == '\\' {
			slashes++
		} else {
			slashes = 0
		}
		out, offs = append(out, c), append(offs, i)
		i++
	}
	if !found {
		return b, nil
	}
	return out, append(offs, len(b))
}

// remapNode maps a node built on a translation back to the file: its
// span and each byte's offset go through offs.
func remapNode(n *syntax.Node, offs []int) {
	if n == nil {
		return
	}
	at := func(o int) int { return offs[min(max(o, 0), len(offs)-1)] }
	table := make([]int, len(n.Str)+1)
	for i := range table {
		table[i] = at(n.FileOffset(i))
	}
	n.Off, n.End = at(n.Off), at(n.End)
	n.Mapper = syntax.TableMapper{Offs: table}
}

func clikeLexText(b []byte, format string) []syntax.Tok {
	// TokCap counts a lost place too (TokBound).
	toks := make([]syntax.Tok, 0, syntax.TokCap(b))
	lost := syntax.NewLost(toks, b)
	// One copy of the source as a string: names and numbers are slices
	// of it, not an allocation each.
	src := string(b)
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '/' && i+2 < len(b) && b[i+1] == '/' && b[i+2] == '/' && format == "rs" && (i+3 >= len(b) || b[i+3] != '/'):
			// A Rust doc comment: rmcp sends a tool's as its description.
			// Consecutive lines are one text.
			t, next := rustDoc(b, i)
			toks = append(toks, t)
			i = next
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for i < len(b) && b[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			// Rust and Kotlin nest block comments.
			depth, open := 0, i
			for i < len(b) {
				if b[i] == '/' && i+1 < len(b) && b[i+1] == '*' {
					depth++
					i += 2
					if format == "java" || format == "cs" {
						depth = 1
					}
					continue
				}
				if b[i] == '*' && i+1 < len(b) && b[i+1] == '/' {
					depth--
					i += 2
					if depth == 0 {
						break
					}
					continue
				}
				i++
			}
			if depth > 0 {
				lost.Add(toks, syntax.LostAt(open, "a block comment that is not closed before the end of the file: the rest of the file was not read as code"))
			}
		case c == '"' || c == '@' && i+1 < len(b) && (b[i+1] == '"' || b[i+1] == '$' && i+2 < len(b) && b[i+2] == '"') && format == "cs" ||
			c == '$' && i+1 < len(b) && (b[i+1] == '"' || b[i+1] == '@' || b[i+1] == '$') && format == "cs":
			t, next, what := clikeString(b, i, format)
			toks = append(toks, t)
			if what != "" {
				lost.Add(toks, syntax.LostAt(i, what))
			}
			i = next
		case c == '\'':
			// A character literal, or a Rust lifetime or label ('a).
			j := i + 1
			if j < len(b) && b[j] == '\\' {
				j += 2
				for j < len(b) && b[j] != '\'' && b[j] != '\n' {
					j++
				}
				i = min(j+1, len(b))
				continue
			}
			_, size := utf8.DecodeRune(b[j:])
			if j+size < len(b) && b[j+size] == '\'' {
				i = j + size + 1
				continue
			}
			i++
		case syntax.IsIdentStart(c) || c >= utf8.RuneSelf:
			j := i
			for j < len(b) && (syntax.IsIdentStart(b[j]) || b[j] >= '0' && b[j] <= '9' || b[j] >= utf8.RuneSelf) {
				j++
			}
			word := src[i:j]
			if format == "rs" && j < len(b) && (word == "r" || word == "br" || word == "b" || word == "c" || word == "cr") && (b[j] == '"' || b[j] == '#' && rustRawAhead(b, j)) {
				t, next, what := rustString(b, i, j, word)
				toks = append(toks, t)
				if what != "" {
					lost.Add(toks, syntax.LostAt(i, what))
				}
				i = next
				continue
			}
			toks = append(toks, syntax.Tok{Kind: 'n', Text: word, Off: i, End: j})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(b) && (syntax.IsIdentStart(b[j]) || b[j] >= '0' && b[j] <= '9' || b[j] == '.' && j+1 < len(b) && b[j+1] >= '0' && b[j+1] <= '9') {
				j++
			}
			toks = append(toks, syntax.Tok{Kind: '#', Text: src[i:j], Off: i, End: j})
			i = j
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			i++
		default:
			toks = append(toks, syntax.Tok{Kind: 'o', Text: src[i : i+1], Off: i, End: i + 1})
			i++
		}
	}
	return lost.Finish(toks)
}

// rustRawAhead: r#…#" starts a raw string (not r#ident, a raw identifier).
func rustRawAhead(b []byte, j int) bool {
	for j < len(b) && b[j] == '#' {
		j++
	}
	return j < len(b) && b[j] == '"'
}

// rustString reads a Rust string with a prefix (r, b, br, c, cr) whose
// quote or hashes start at q. A byte string is read as text like the
// others (a server may send its bytes as text); its escapes stand for
// bytes, and \xNN past 7F for the character of that number. what says
// where the lexer lost its place, if it did.
func rustString(b []byte, start, q int, prefix string) (syntax.Tok, int, string) {
	if !strings.Contains(prefix, "r") {
		t, next, what := clikeString(b, q, "rs")
		t.Off, t.Text = start, string(b[start:next])
		if n := t.Str(); n != nil { // its text now starts at the prefix
			n.Off = start
			t.SetStr(n)
		}
		return t, next, what
	}
	hashes := 0
	j := q
	for j < len(b) && b[j] == '#' {
		hashes++
		j++
	}
	j++ // the quote
	closeSeq := "\"" + strings.Repeat("#", hashes)
	what := ""
	k := -1
	if j <= len(b) {
		k = bytes.Index(b[j:], []byte(closeSeq)) // not a copy of the rest of the file
	}
	end := len(b)
	content := len(b)
	if k >= 0 {
		content = j + k
		end = content + len(closeSeq)
	} else {
		j = min(j, len(b))
		what = "a raw string that is not closed before the end of the file (" + closeSeq + "): the rest of the file was read as its text"
	}
	t := syntax.Tok{Kind: 's', Text: string(b[start:end]), Off: start, End: end}
	t.SetStr(rawNode(b, j, content, start, end))
	return t, end, what
}

// rawNode is the string written as is in b[from:to] (carriage returns
// dropped), for a literal spanning [off, end).
func rawNode(b []byte, from, to, off, end int) *syntax.Node {
	var out []byte
	var offs []int
	for i := from; i < to; i++ {
		if b[i] == '\r' {
			continue
		}
		out, offs = append(out, b[i]), append(offs, i)
	}
	offs = append(offs, to)
	return &syntax.Node{Kind: syntax.KString, Str: string(out), Off: off, End: end, Mapper: syntax.TableMapper{Offs: offs}}
}

// clikeString reads a string starting at i: "…" with escapes, a text
// block """…""", and C#'s @"…", $"…", $@"…" and raw """…""" strings. A
// Rust string spans lines as written; in the other languages a line end
// ends an unclosed string (the file does not compile: a lost place, what).
func clikeString(b []byte, i int, format string) (syntax.Tok, int, string) {
	start := i
	verbatim, interp := false, 0
	if format == "cs" {
		for i < len(b) && (b[i] == '@' || b[i] == '$') {
			if b[i] == '@' {
				verbatim = true
			} else {
				interp++
			}
			i++
		}
	}
	if i >= len(b) || b[i] != '"' {
		// $ or @ not followed by a string after all.
		return syntax.Tok{Kind: 'o', Text: string(b[start]), Off: start, End: start + 1}, start + 1, ""
	}
	// A text block or raw string: three quotes or more (C# allows more).
	quotes := 0
	for i+quotes < len(b) && b[i+quotes] == '"' {
		quotes++
	}
	triple := quotes >= 3 && format != "rs"
	open := 1
	if triple {
		open = quotes
		if format != "cs" {
			open = 3
		}
	} else if quotes == 2 {
		// "" is the empty string.
		t := syntax.Tok{Kind: 's', Text: string(b[start : i+2]), Off: start, End: i + 2}
		t.SetPlainStr(i+1-start, 1)
		return t, i + 2, ""
	}
	raw := triple && format != "java" || verbatim
	templates := format == "kt" || interp > 0
	j := i + open
	if !triple && !verbatim && interp == 0 {
		// A plain string (no escape, no Kotlin template): its text is
		// the file's bytes up to the quote or the line's end (a Rust
		// string spans lines), read without a table of offsets per byte
		// (SpanMapper). It reads as the loop below does, lost places
		// included.
		k := j
		for k < len(b) && b[k] != '"' && (b[k] != '\n' || format == "rs") && b[k] != '\\' && (format != "kt" || b[k] != '$') {
			k++
		}
		if k == len(b) || b[k] == '"' || b[k] == '\n' {
			end, what := k, ""
			switch {
			case k == len(b):
				what = "a string that is not closed before the end of the file: the rest of the file was read as its text"
			case b[k] == '"':
				end = k + open
			default:
				what = "a string that is not closed on its line (the language ends it there, and the file does not compile as written): read up to the line's end"
			}
			t := syntax.Tok{Kind: 's', Text: string(b[start:end]), Off: start, End: end}
			t.SetPlainStr(j-start, end-k)
			return t, end, what
		}
	}
	var out []byte
	var offs []int
	var frags []*syntax.Node
	fragAt := 0
	substituted, closed := false, false
	for j < len(b) {
		c := b[j]
		if c == '"' {
			if triple {
				if strings.HasPrefix(string(b[j:min(len(b), j+open)]), strings.Repeat("\"", open)) {
					closed = true
					break
				}
			} else if verbatim && j+1 < len(b) && b[j+1] == '"' {
				out, offs = append(out, '"'), append(offs, j)
				j += 2
				continue
			} else {
				closed = true
				break
			}
		}
		if c == '\n' && !triple && !verbatim && format != "rs" {
			break
		}
		if templates && (format == "kt" && c == '$' && j+1 < len(b) && (b[j+1] == '{' || syntax.IsIdentStart(b[j+1])) || format == "cs" && c == '{') {
			if format == "cs" && j+1 < len(b) && b[j+1] == '{' && interp <= 1 {
				out, offs = append(out, '{'), append(offs, j)
				j += 2
				continue
			}
			substituted = true
			frags = syntax.AppendFrag(frags, out[fragAt:], offs[fragAt:], j)
			if format == "kt" && b[j+1] != '{' {
				j++
				for j < len(b) && (syntax.IsIdentStart(b[j]) || b[j] >= '0' && b[j] <= '9') {
					j++
				}
			} else {
				j = skipSubst(b, j, format)
			}
			fragAt = len(out)
			continue
		}
		if format == "cs" && interp > 0 && c == '}' && j+1 < len(b) && b[j+1] == '}' {
			out, offs = append(out, '}'), append(offs, j)
			j += 2
			continue
		}
		if c == '\\' && !raw && j+1 < len(b) {
			if v, size, ok := clikeEscape(b[j:], format); ok {
				for _, x := range v {
					out, offs = append(out, x), append(offs, j)
				}
				j += size
				continue
			}
		}
		if c == '\r' && (triple || verbatim) {
			j++
			continue
		}
		out, offs = append(out, c), append(offs, j)
		j++
	}
	end := j
	what := ""
	switch {
	case closed:
		end = j + open
	case j >= len(b):
		what = "a string that is not closed before the end of the file: the rest of the file was read as its text"
	default:
		what = "a string that is not closed on its line (the language ends it there, and the file does not compile as written): read up to the line's end"
	}
	end = min(end, len(b))
	t := syntax.Tok{Kind: 's', Text: string(b[start:end]), Off: start, End: end}
	if substituted {
		t.SetFrags(syntax.AppendFrag(frags, out[fragAt:], offs[fragAt:], j))
		return t, end, what
	}
	offs = append(offs, j)
	t.SetStr(&syntax.Node{Kind: syntax.KString, Str: string(out), Off: start, End: end, Mapper: syntax.TableMapper{Offs: offs}})
	return t, end, what
}

// skipSubst skips a substitution of a string at j (Kotlin's ${…}, C#'s
// {…}) to the character after the brace that closes it: braces counted,
// and the strings, characters and comments inside it skipped as the
// language writes them, so a "}" in a nested string does not end it.
func skipSubst(b []byte, j int, format string) int {
	depth := 0
	for j < len(b) {
		switch c := b[j]; {
		case c == '{':
			depth++
		case c == '}':
			depth--
			if depth == 0 {
				return j + 1
			}
		case c == '"':
			// A string inside: skipped to its closing quote (a nested
			// interpolation's braces balance, and are counted).
			if strings.HasPrefix(string(b[j:min(j+3, len(b))]), `"""`) {
				if k := bytes.Index(b[j+3:], []byte(`"""`)); k >= 0 {
					j += k + 6
					continue
				}
				return len(b)
			}
			verbatim := format == "cs" && j > 0 && (b[j-1] == '@' || j > 1 && b[j-2] == '@')
			for j++; j < len(b) && b[j] != '"' && b[j] != '\n'; j++ {
				if b[j] == '\\' && !verbatim {
					j++
				}
			}
		case c == '\'' && j+2 < len(b):
			if b[j+1] == '\\' && j+3 < len(b) && b[j+3] == '\'' {
				j += 4
				continue
			}
			if b[j+2] == '\'' {
				j += 3
				continue
			}
		case c == '/' && j+1 < len(b) && b[j+1] == '*':
			if k := bytes.Index(b[j+2:], []byte("*/")); k >= 0 {
				j += k + 4
				continue
			}
			return len(b)
		}
		j++
	}
	return j
}

// clikeEscape decodes one escape sequence at the start of b (a backslash)
// as format writes it: the bytes it stands for and its length.
func clikeEscape(b []byte, format string) ([]byte, int, bool) {
	switch c := b[1]; c {
	case 'n':
		return []byte{'\n'}, 2, true
	case 't':
		return []byte{'\t'}, 2, true
	case 'r':
		return []byte{'\r'}, 2, true
	case '\\', '\'', '"', '$':
		return []byte{c}, 2, true
	case 'b':
		return []byte{8}, 2, true
	case 'f':
		return []byte{12}, 2, true
	case 'v', 'a':
		if format == "cs" {
			return []byte{map[byte]byte{'v': 11, 'a': 7}[c]}, 2, true
		}
	case 's':
		if format == "java" {
			return []byte{' '}, 2, true
		}
	case '0':
		if format != "java" {
			return []byte{0}, 2, true
		}
	case '\n':
		if format == "rs" {
			// A line continuation: the line break and the next line's
			// leading whitespace are dropped.
			k := 2
			for k < len(b) && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\r') {
				k++
			}
			return nil, k, true
		}
		if format == "java" {
			return nil, 2, true
		}
	case 'x':
		n := 2
		if format == "cs" {
			n = 0
			for n < 4 && 2+n < len(b) && isHex(b[2+n]) {
				n++
			}
		}
		if n > 0 && len(b) >= 2+n {
			if v, ok := syntax.HexVal(b[2 : 2+n]); ok {
				return []byte(string(rune(v))), 2 + n, true
			}
		}
	case 'u':
		if out, n, ok, done := syntax.UnicodeEscape(b, format == "rs"); done {
			return out, n, ok
		}
	case 'U':
		if format == "cs" && len(b) >= 10 {
			if v, ok := syntax.HexVal(b[2:10]); ok && v <= utf8.MaxRune {
				return []byte(string(rune(v))), 10, true
			}
		}
	}
	if format == "java" && b[1] >= '0' && b[1] <= '7' {
		j := 1
		for j < 4 && j < len(b) && b[j] >= '0' && b[j] <= '7' {
			j++
		}
		v := 0
		for _, d := range b[1:j] {
			v = v*8 + int(d-'0')
		}
		return []byte(string(rune(v))), j, true
	}
	return nil, 0, false
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// clikeMarkers select the files of each C-like language worth reading:
// those using an MCP SDK or a framework's MCP tool annotations.
var clikeMarkers = map[string][][]byte{
	// A server with its own copy of the protocol's types (no SDK) is
	// known by the methods it answers and the results it builds.
	"rs": syntax.Marks("rmcp", "rust_mcp_sdk", "mcp_tool", "mcp_server", "mcp-server", `"tools/list"`, "ListToolsResult", "ListPromptsResult", "ListResourcesResult"),
	// ".mcp.": a package with an mcp segment (org.example.ide.mcp.Tool),
	// a framework of the protocol mcp-lint does not know by name: its
	// files are read, and their prose fails open as loose text.
	"java": syntax.Marks(".mcp.", "io.modelcontextprotocol", "springframework.ai.tool", "springframework.ai.mcp", "quarkiverse.mcp", "springaicommunity.mcp", "McpServer", "@McpTool", "McpPromptTrigger", "McpResourceTrigger"),
	// [McpTool(…)]: a framework's own tool attribute (one that implements
	// the protocol without the SDK), read for its prose and named by the
	// folder notice when no definition is recognized.
	"cs": syntax.Marks("ModelContextProtocol", "McpServerTool", "McpServerPrompt", "[McpTool", "McpPromptTrigger", "McpResourceTrigger", "Extensions.Mcp", "ConfigureMcpTool(", "ConfigureMcpPrompt("),
}

func init() {
	clikeMarkers["kt"] = append(syntax.Marks("io.modelcontextprotocol.kotlin"), clikeMarkers["java"]...)
}

func pathExt(base string) string {
	if k := strings.LastIndexByte(base, '.'); k >= 0 {
		return base[k:]
	}
	return ""
}

// rustDoc reads the doc comment lines (///) starting at i: their text,
// one line each, without the slashes and one space after them.
func rustDoc(b []byte, i int) (syntax.Tok, int) {
	start := i
	var out []byte
	var offs []int
	for {
		j := i + 3
		if j < len(b) && b[j] == ' ' {
			j++
		}
		if len(out) > 0 {
			out, offs = append(out, '\n'), append(offs, i)
		}
		for j < len(b) && b[j] != '\n' && b[j] != '\r' {
			out, offs = append(out, b[j]), append(offs, j)
			j++
		}
		i = j
		// The next line: another /// line after indentation?
		k := i
		for k < len(b) && (b[k] == '\n' || b[k] == '\r') {
			k++
		}
		for k < len(b) && (b[k] == ' ' || b[k] == '\t') {
			k++
		}
		if k+2 < len(b) && b[k] == '/' && b[k+1] == '/' && b[k+2] == '/' && (k+3 >= len(b) || b[k+3] != '/') {
			i = k
			continue
		}
		break
	}
	offs = append(offs, i)
	t := syntax.Tok{Kind: 'd', Text: string(b[start:i]), Off: start, End: i}
	t.SetStr(&syntax.Node{Kind: syntax.KString, Str: string(out), Off: start, End: i, Mapper: syntax.TableMapper{Offs: offs}})
	return t, i
}
