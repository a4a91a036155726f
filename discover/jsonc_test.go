package discover

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/tailscale/hujson"
)

// hujsonTree renders what tailscale/hujson (the parser used before, kept
// as the test oracle) reads from b: kinds, spans, decoded strings and the
// comments before each value.
func hujsonTree(b []byte) (string, bool) {
	v, err := hujson.Parse(b)
	if err != nil {
		return "", false
	}
	var sb strings.Builder
	var walk func(v *hujson.Value)
	walk = func(v *hujson.Value) {
		c, _ := syntax.CommentText(v.BeforeExtra)
		fmt.Fprintf(&sb, "<%d-%d %q ", v.StartOffset, v.EndOffset, c)
		switch t := v.Value.(type) {
		case hujson.Literal:
			switch t.Kind() {
			case '"':
				s, _ := syntax.DecodeJSONString(t, 0)
				fmt.Fprintf(&sb, "s%q", s)
			case 'n':
				sb.WriteString("null")
			case 't', 'f':
				fmt.Fprintf(&sb, "b%s", t)
			default:
				fmt.Fprintf(&sb, "n%s", t)
			}
		case *hujson.Object:
			sb.WriteString("{")
			for i := range t.Members {
				walk(&t.Members[i].Name)
				walk(&t.Members[i].Value)
			}
			sb.WriteString("}")
		case *hujson.Array:
			sb.WriteString("[")
			for i := range t.Elements {
				walk(&t.Elements[i])
			}
			sb.WriteString("]")
		}
		sb.WriteString(">")
	}
	walk(&v)
	return sb.String(), true
}

// nodeTree renders a Node tree the way hujsonTree renders hujson's.
func nodeTree(n *syntax.Node) string {
	var sb strings.Builder
	var walk func(n *syntax.Node)
	walk = func(n *syntax.Node) {
		fmt.Fprintf(&sb, "<%d-%d %q ", n.Off, n.End, n.Comment)
		switch n.Kind {
		case syntax.KString:
			fmt.Fprintf(&sb, "s%q", n.Str)
		case syntax.KNull:
			sb.WriteString("null")
		case syntax.KBool:
			fmt.Fprintf(&sb, "b%s", n.Str)
		case syntax.KNumber:
			fmt.Fprintf(&sb, "n%s", n.Str)
		case syntax.KObject:
			sb.WriteString("{")
			for i := range n.Keys {
				walk(n.Keys[i])
				walk(n.Vals[i])
			}
			sb.WriteString("}")
		case syntax.KArray:
			sb.WriteString("[")
			for _, e := range n.Elems {
				walk(e)
			}
			sb.WriteString("]")
		}
		sb.WriteString(">")
	}
	walk(n)
	return sb.String()
}

// forHujson rewrites b for the oracle, keeping every offset: hujson ends
// a line comment at LF only, where VS Code's JSON scanner (the consumer
// of .vscode/mcp.json, whose rules the parser follows) ends it at any line
// break, LF, CR, U+2028 or U+2029, each also white space between tokens.
// A library that shares the bug would be no oracle for it, so every such
// break outside a string literal and a block comment becomes what hujson
// reads the same way: CR an LF, U+2028 and U+2029 (three bytes) an LF and
// two spaces. Breaks inside strings (U+2028 is a character there; a raw
// CR is an error to both) and block comments are left as they are. On a
// valid document this lexing is the document's; past an invalid byte
// both parsers refuse the input whatever this does.
func forHujson(b []byte) []byte {
	out := append([]byte(nil), b...)
	for i := 0; i < len(out); i++ {
		switch c := out[i]; {
		case c == '"':
			for i++; i < len(out) && out[i] != '"'; i++ {
				if out[i] == '\\' {
					i++
				}
			}
		case c == '/' && i+1 < len(out) && out[i+1] == '*':
			j := bytes.Index(out[i+2:], []byte("*/"))
			if j < 0 {
				return out
			}
			i += j + 3
		case c == '/' && i+1 < len(out) && out[i+1] == '/':
			i = syntax.JSONCLineCommentEnd(out, i+2) - 1
		case c == '\r':
			out[i] = '\n'
		case syntax.JSONCLineBreak(out, i) == 3:
			copy(out[i:], "\n  ")
			i += 2
		}
	}
	return out
}

// checkSameAsHujson fails when the parser and the oracle disagree on b:
// accepted by one only, or read differently. The oracle reads b with
// VS Code's line breaks made into hujson's (forHujson).
func checkSameAsHujson(t *testing.T, b []byte) {
	t.Helper()
	h := forHujson(b)
	want, ok := hujsonTree(h)
	if !ok {
		// hujson refuses a line comment that ends the file without a
		// line break; this parser reads it, as editors do.
		want, ok = hujsonTree(append(h, '\n'))
	}
	n, err := syntax.ParseJSONC(&syntax.Source{Data: b}, b, 0)
	switch {
	case ok && err != nil:
		t.Fatalf("%q: rejected (%v), hujson accepts it", b, err)
	case !ok && err == nil:
		t.Fatalf("%q: accepted, hujson rejects it", b)
	case ok:
		if got := nodeTree(n); got != want {
			t.Fatalf("%q:\n got %s\nwant %s", b, got, want)
		}
	}
}

// The one-pass parser reads JSON with comments and trailing commas as
// hujson does: the same values at the same spans with the same comments,
// and the same inputs refused.
func TestJSONCMatchesHujson(t *testing.T) {
	cases := []string{
		`{}`, `[]`, `""`, `0`, `-0.5e+10`, `1E3`, `true`, `null`, `false`,
		`{"a": 1, "b": [true, false, null, "x\u00e9\ud83d\ude00\n"], }`,
		"// lead\n{\n  // the key\n  \"a\": /* the value */ \"b\",\n  \"c\": [1, 2,],\n}\n// tail",
		`{"a":"\udb40\udc41 tag"}`, `["\ud800 lone"]`, "[\"\xff\xfe bad utf-8\"]",
		`{"a" 1}`, `{"a":}`, `{,}`, `[1,,2]`, `[1 2]`, `{"a":1 "b":2}`, `01`, `1.`, `.5`, `-`, `1e`, `+1`,
		`tru`, `nulll`, `"abc`, "\"a\nb\"", `"\x"`, `"\u12"`, `/* open`, `{} {}`, ``, ` `, `// only`,
		`{"a":1}//c`, `[1]/**/`, "{\"a\":1 // c\r,\"b\":2}", "[1 // c\u2028,2\u2029// d\u2028]", "[\"\u2028\"]",
		"/* \u2028 */[1]", "// c\r\n[1]", "\t[\r\n1\r\n]", `{"a":{"b":{"c":[[[]]]}}}`, `"\/\b\f\r\t\\\""`,
	}
	for _, c := range cases {
		checkSameAsHujson(t, []byte(c))
	}
	// Every JSON and JSONC file this repository holds.
	var files []string
	for _, glob := range []string{"../examples/*/*.json", "../scan/testdata/repo/*/*.json", "../scan/testdata/repo/.*/*.json", "../corpus/*.json", "../sarif/testdata/*/*.json"} {
		m, _ := filepath.Glob(glob)
		files = append(files, m...)
	}
	if len(files) < 5 {
		t.Fatalf("only %d files found", len(files))
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checkSameAsHujson(t, b)
	}
}

func FuzzJSONCMatchesHujson(f *testing.F) {
	for _, s := range []string{`{"a": [1, "x", {"b": null}], }`, "// c\n[1,2,]", "[1 // c\r,2]", "{\"a\": 1 // c\u2028, \"b\": \"\u2029\"}", `"\ud83d\ude00"`, `{"a":/*x*/1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		// hujson refuses invalid UTF-8 in comments, which this parser
		// reads (the walker reports invalid UTF-8 in any file anyway).
		if syntax.CheckJSONDepth(&syntax.Source{Data: b}, b) != nil || !utf8.Valid(b) {
			return
		}
		checkSameAsHujson(t, b)
	})
}

// A line comment ends at every line break VS Code's JSON scanner knows
// (its scanner reads .vscode/mcp.json): LF, CR, U+2028 and U+2029, and
// the break itself is white space between tokens. What follows the
// break is live for the client, so it is read: a launcher written after
// "// note" and a lone CR is a server.
func TestJSONCLineCommentEndsAtEveryLineBreak(t *testing.T) {
	for _, brk := range []string{"\n", "\r", "\r\n", "\u2028", "\u2029"} {
		src := "{\"servers\": {\"a\": {\"command\": \"node\"} // note" + brk + ", \"x\": {\"command\": \"sh\"}}}"
		n, err := syntax.ParseJSONC(&syntax.Source{Data: []byte(src)}, []byte(src), 0)
		if err != nil {
			t.Errorf("%q: %v", brk, err)
			continue
		}
		if got := nodeTree(n); !strings.Contains(got, `s"x"`) {
			t.Errorf("%q: %s: want the server x after the comment, and the comment's text", brk, got)
		}
		res := DiscoverBytes(".vscode/mcp.json", []byte(src), Options{})
		var names []string
		for _, c := range res.Configs {
			names = append(names, c.Server)
		}
		if len(res.Errors) != 0 || strings.Join(names, ",") != "a,x" {
			t.Errorf("%q: servers %v, errors %v; want a,x", brk, names, res.Errors)
		}
	}
	// A comment's text ends at its break too (an inline suppression
	// names what is on its own line only).
	for _, brk := range []string{"\r", "\u2028", "\u2029"} {
		if got, _ := syntax.CommentText([]byte("// one" + brk + "// two" + brk)); got != "one\ntwo" {
			t.Errorf("%q: comment text %q", brk, got)
		}
	}
	// The depth bound counts the brackets after such a break: they are
	// not in the comment.
	deep := "// c\u2028" + strings.Repeat("[", syntax.MaxDepth+1) + strings.Repeat("]", syntax.MaxDepth+1)
	if err := syntax.CheckJSONDepth(&syntax.Source{Data: []byte(deep)}, []byte(deep)); err == nil {
		t.Errorf("nesting after a comment ended by U+2028 was not counted")
	}
}
