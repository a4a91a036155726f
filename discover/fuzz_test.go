package discover

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// The fuzz targets feed arbitrary bytes to each parser and to the
// recognizer and check what must hold for any input: no panic, an error
// or a tree, and every string's byte offsets mapping inside the file, in
// order, onto the very characters when the file spells the string
// literally. `go test -fuzz FuzzParseJSON ./discover` explores further;
// .ci/run runs each for a counted budget.

func seedFiles(f *testing.F, exts ...string) {
	f.Helper()
	dirs := []string{"../examples", "../scan/testdata/repo"}
	for _, d := range dirs {
		_ = filepath.WalkDir(d, func(p string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return nil
			}
			for _, x := range exts {
				if filepath.Ext(p) == x {
					if b, err := os.ReadFile(p); err == nil {
						f.Add(b)
					}
				}
			}
			return nil
		})
	}
}

// checkTree verifies the offset invariants of every node of a parsed tree.
func checkTree(t *testing.T, data []byte, n *syntax.Node) {
	t.Helper()
	n.Walk("", func(p string, node *syntax.Node, key bool) {
		if node.Off < 0 || node.Off > len(data) || node.End < node.Off || node.End > len(data) {
			t.Fatalf("%s: node offsets %d..%d outside a file of %d bytes", p, node.Off, node.End, len(data))
		}
		if node.Kind != syntax.KString {
			return
		}
		prev := -1
		for d := 0; d <= len(node.Str); d++ {
			if d < len(node.Str) && !utf8.RuneStart(node.Str[d]) {
				continue
			}
			off := node.FileOffset(d)
			if off < 0 || off > len(data) {
				t.Fatalf("%s: offset %d of %q maps to %d, outside a file of %d bytes", p, d, node.Str, off, len(data))
			}
			if off < prev {
				t.Fatalf("%s: offsets of %q go backwards (%d after %d)", p, node.Str, off, prev)
			}
			prev = off
		}
		start, end := node.FileOffset(0), node.FileOffset(len(node.Str))
		if len(node.Str) > 0 && end <= start {
			t.Fatalf("%s: non-empty string %q maps to no text (%d..%d)", p, node.Str, start, end)
		}
		if _, approx := node.Mapper.(syntax.ApproxMapper); approx {
			return // reported as inexact
		}
		lit := data[start:end]
		if len(lit) == len(node.Str) && utf8.Valid(lit) && !bytes.Contains(lit, []byte{'\\'}) && !sameText(lit, node.Str) {
			t.Fatalf("%s: literal string %q maps onto %q", p, node.Str, lit)
		}
	})
}

// sameText compares a literal with its value, where a line break in the
// file may have been folded into a space (YAML plain and folded scalars).
func sameText(lit []byte, s string) bool {
	for i := range lit {
		if lit[i] == s[i] {
			continue
		}
		if (lit[i] == '\n' || lit[i] == '\r') && (s[i] == ' ' || s[i] == '\n') {
			continue
		}
		return false
	}
	return true
}

func fuzzParse(t *testing.T, data []byte, parse func(*syntax.Source, []byte) (*syntax.Node, error)) {
	src := &syntax.Source{Path: "f", Data: data}
	n, err := parse(src, data)
	if err != nil {
		if _, ok := err.(*syntax.ParseError); !ok {
			t.Fatalf("error of type %T: %v", err, err)
		}
		return
	}
	checkTree(t, data, n)
	// The recognizer accepts any tree.
	d := newRecognizer(fuzzWalker(), src, false)
	d.top(n)
	d.finish()
}

func fuzzWalker() *walker {
	return &walker{rootName: "root",
		res: &Result{sources: map[string]*syntax.Source{}, origins: map[detect.ToolRef]*origin{}}}
}

func FuzzParseJSON(f *testing.F) {
	seedFiles(f, ".json", ".snap", ".jsonc")
	f.Add([]byte(`{"a": "\ud800", "b": "\udb40\udc41", /* c */ "c": [1,],}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzParse(t, data, func(s *syntax.Source, b []byte) (*syntax.Node, error) { return syntax.ParseJSON(s, b, 0) })
	})
}

func FuzzParseYAML(f *testing.F) {
	seedFiles(f, ".yaml", ".yml")
	f.Add([]byte("a: &x [1, *x]\nb: \"\\U000E0041\\x41\\\n  c\"\nc: |\n  text\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzParse(t, data, parseYAML)
	})
}

func FuzzParseTOML(f *testing.F) {
	seedFiles(f, ".toml")
	f.Add([]byte("[a.b]\nc = \"\"\"\nx \\\n  y\\u00e9\"\"\"\nd = 'lit'\ne = [1, {f = \"g\"}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzParse(t, data, parseTOML)
	})
}

func FuzzJSONL(f *testing.F) {
	seedFiles(f, ".jsonl")
	f.Fuzz(func(t *testing.T, data []byte) {
		src := &syntax.Source{Path: "f.jsonl", Data: data, Format: "jsonl"}
		d := newRecognizer(fuzzWalker(), src, false)
		if err := d.jsonl(data); err == nil {
			d.finish()
		}
	})
}
