package discover

import (
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

// checkSameAsHujson fails when the parser and the oracle disagree on b:
// accepted by one only, or read differently.
func checkSameAsHujson(t *testing.T, b []byte) {
	t.Helper()
	want, ok := hujsonTree(b)
	if !ok {
		// hujson refuses a line comment that ends the file without a
		// line break; this parser reads it, as editors do.
		want, ok = hujsonTree(append(append([]byte(nil), b...), '\n'))
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
		`{"a":1}//c`, `[1]/**/`, "\t[\r\n1\r\n]", `{"a":{"b":{"c":[[[]]]}}}`, `"\/\b\f\r\t\\\""`,
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
	for _, s := range []string{`{"a": [1, "x", {"b": null}], }`, "// c\n[1,2,]", `"\ud83d\ude00"`, `{"a":/*x*/1}`} {
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
