package php

import (
	"testing"
)

// A docblock is read as phpDocumentor reads it: the summary ends at a
// line ending in a period, a blank line or a tag; @param gives each
// parameter's description (over lines, to the next tag, the indentation
// of its wrapped lines taken off); every byte keeps its place.
func TestPHPDocBlock(t *testing.T) {
	for _, c := range []struct {
		name, src, summary string
		params             map[string]string
	}{
		{"one line", "/** Returns the time. */", "Returns the time.", nil},
		{"summary over two lines, then a description",
			"/**\n * Returns the balance\n * of an account.\n *\n * Longer text.\n *\n * @param string $account The account\n *        number, in full.\n * @param int|null $days How far back\n * @return string\n */",
			"Returns the balance\nof an account.", map[string]string{"account": "The account\nnumber, in full.", "days": "How far back"}},
		{"summary ends at a period and a line break", "/**\n * First line.\n * Second line.\n */", "First line.", nil},
		{"summary ends at a tag", "/**\n * No period\n * @param array<string, int> $map The map\n */", "No period", map[string]string{"map": "The map"}},
		{"a tag first: no summary", "/**\n * @param string ...$rest The rest\n */", "", map[string]string{"rest": "The rest"}},
		{"e.g. does not end it", "/** Uses e.g. a dot. More */", "Uses e.g. a dot. More", nil},
	} {
		tk := phpLex([]byte("<?php " + c.src + " function f() {}"))[0]
		if tk.Kind != 'd' {
			t.Fatalf("%s: no docblock token: %+v", c.name, tk)
		}
		d := parseDoc(&tk)
		got := ""
		if d.summary != nil {
			got = d.summary.Str
			// Each byte at its place: the character there is the same
			// (line breaks and the one byte of a lone \n aside).
			for i := 0; i < len(got); i++ {
				if at := d.summary.FileOffset(i) - 6; got[i] != '\n' && c.src[at] != got[i] {
					t.Errorf("%s: summary byte %d %q maps to %q", c.name, i, got[i], c.src[at])
				}
			}
		}
		if got != c.summary {
			t.Errorf("%s: summary %q, want %q", c.name, got, c.summary)
		}
		if len(d.params) != len(c.params) {
			t.Errorf("%s: params %v, want %v", c.name, d.params, c.params)
		}
		for k, want := range c.params {
			p := d.params[k]
			if p == nil || p.Str != want {
				t.Errorf("%s: @param %s = %v, want %q", c.name, k, p, want)
				continue
			}
			for i := 0; i < len(p.Str); i++ {
				if at := p.FileOffset(i) - 6; p.Str[i] != '\n' && c.src[at] != p.Str[i] {
					t.Errorf("%s: @param %s byte %d %q maps to %q", c.name, k, i, p.Str[i], c.src[at])
				}
			}
		}
	}
}
