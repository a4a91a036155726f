package php

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// strings are the string tokens of src, decoded, with where each byte of
// the text is in src (a text with substitutions: its literal parts,
// joined by "|").
func lexStrings(t *testing.T, src string) (texts []string, places [][]int) {
	t.Helper()
	for _, tk := range phpLex([]byte(src)) {
		if tk.Kind != 's' {
			continue
		}
		var parts []*syntax.Node
		if n := tk.Str(); n != nil {
			parts = []*syntax.Node{n}
		} else {
			parts = tk.Frags()
		}
		var text []string
		var at []int
		for _, p := range parts {
			text = append(text, p.Str)
			for i := 0; i < len(p.Str); i++ {
				at = append(at, p.FileOffset(i))
			}
		}
		texts = append(texts, strings.Join(text, "|"))
		places = append(places, at)
	}
	return texts, places
}

// Each way PHP writes a string is decoded as PHP decodes it, and each
// decoded byte points at the character in the file it comes from (an
// escape at its backslash).
func TestPHPStrings(t *testing.T) {
	for _, c := range []struct {
		name, src, want string
		at              []int // where the decoded bytes are (nil: not checked)
	}{
		{"single, plain", `<?php 'a b';`, "a b", []int{7, 8, 9}},
		{"single, only \\\\ and \\' are escapes", `<?php 'it\'s \\ \n \x41';`, `it's \ \n \x41`, []int{7, 8, 9, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22}},
		{"double, escapes", `<?php "a\tb\x41\101\u{1F600}\$\"\e";`, "a\tbAA\U0001F600$\"\x1b", []int{7, 8, 10, 11, 15, 19, 19, 19, 19, 28, 30, 32}},
		{"double, unknown escape kept", `<?php "\q\{x";`, `\q\{x`, []int{7, 8, 9, 10, 11}},
		{"double, \\u without braces kept", `<?php "\u00e9";`, `\u00e9`, nil},
		{"double, octal wraps to a byte", `<?php "\400";`, "\x00", []int{7}},
		{"double, substitutions", `<?php "Hi $name, {$a["k"]} and ${b}!";`, "Hi |, | and |!", []int{7, 8, 9, 15, 16, 26, 27, 28, 29, 30, 35}},
		{"double, property and index", `<?php "x $a->b y $c[0] z";`, "x | y | z", nil},
		{"binary prefix", `<?php b'ok';`, "ok", []int{8, 9}},
		{"heredoc", "<?php $x = <<<EOT\n  Tab:\\t \"q\" \\\"\n  EOT;\n", "Tab:\t \"q\" \\\"", []int{20, 21, 22, 23, 24, 26, 27, 28, 29, 30, 31, 32}},
		{"heredoc, quoted marker, substitution", "<?php <<<\"EOT\"\nA $x B\nEOT;", "A | B", nil},
		{"nowdoc, raw and dedented", "<?php <<<'EOT'\n    one \\t $x\n      two\n    EOT;", "one \\t $x\n  two", []int{19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 33, 34, 35, 36, 37}},
		{"heredoc, CRLF", "<?php <<<EOT\r\nline\r\nEOT;", "line", []int{14, 15, 16, 17}},
		{"empty heredoc", "<?php <<<EOT\nEOT;", "", nil},
	} {
		texts, places := lexStrings(t, c.src)
		if len(texts) != 1 || texts[0] != c.want {
			t.Errorf("%s: %q gives %q, want %q", c.name, c.src, texts, c.want)
			continue
		}
		if c.at != nil && !equalInts(places[0], c.at) {
			t.Errorf("%s: places %v, want %v", c.name, places[0], c.at)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// What is code and what is not: inline HTML, comments (a line comment
// ends at ?>), #[ opening an attribute, a docblock as a token of its own.
func TestPHPLexCode(t *testing.T) {
	src := "<html>'not a string'<?php\n# 'comment'\n// x ?>html 'no'<?= 'yes' /* 'c' */ ?>\n<?php\n/** Doc. */\n#[McpTool] $v = 1 => 2 -> ?-> :: ... ??;"
	var got []string
	for _, tk := range phpLex([]byte(src)) {
		got = append(got, string(tk.Kind)+tk.Text)
	}
	want := []string{"o;", "s'yes'", "o;", "d/** Doc. */", "o#", "o[", "nMcpTool", "o]", "n$v", "o=", "#1", "o=>", "#2", "o->", "o?->", "o::", "o...", "o??", "o;"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("tokens:\n%q\nwant\n%q", got, want)
	}
}

// A string, heredoc or comment not closed is a lost place at its start.
func TestPHPLexLost(t *testing.T) {
	for _, src := range []string{"<?php 'open", "<?php \"open", "<?php /* open", "<?php <<<EOT\nno end\n"} {
		lost := syntax.LostPlaces(phpLex([]byte(src)))
		if len(lost) != 1 || lost[0].Off != 6 {
			t.Errorf("%q: lost places %+v, want one at 6", src, lost)
		}
	}
}
