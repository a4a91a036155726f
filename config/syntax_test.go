package config_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/config"
)

// A YAML syntax error is reported at the line it is on, once: the file
// and line, then the message, which names no line of its own.
func TestSyntaxErrorLine(t *testing.T) {
	for _, c := range []struct {
		name, src string
		line      int
		msg       string
	}{
		{"unclosed flow sequence on line 2", "version: 1\nfail-on: [default\n", 2, "did not find expected ',' or ']'"},
		{"unclosed flow sequence on line 1", "fail-on: [default\n", 1, "did not find expected ',' or ']'"},
		{"unclosed flow mapping on line 2", "version: 1\nrules: {x: {enabled: false}\n", 2, "did not find expected ',' or '}'"},
		{"a key indented out of its mapping", "version: 1\nexclude:\n  - a\n b: c\n", 4, "did not find expected key"},
		{"a key indented into the entry above", "version: 1\nrules:\n  config.unpinned: {enabled: false, reason: x}\n   config.secret: {enabled: false}\n", 4, "did not find expected key"},
		{"unterminated quote", "version: 1\nfail-on: \"low\nexclude: []\n", 2, "found unexpected end of stream"},
		{"mapping in a scalar", "version: 1\n  fail-on: low\n", 2, "mapping values are not allowed in this context"},
		{"tab indentation", "version: 1\n\tfail-on: low\n", 2, "found a tab character that violates indentation"},
		{"reserved character", "version: 1\nfail-on: @low\n", 2, "found character that cannot start any token"},
		{"in a second document", "version: 1\n---\nfail-on: [low\n", 3, "did not find expected ',' or ']'"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := config.Parse([]byte(c.src), ".mcp-lint.yaml")
			var ce *config.Error
			if !errors.As(err, &ce) {
				t.Fatalf("error %v is not a config.Error", err)
			}
			if ce.Line != c.line || ce.Msg != c.msg {
				t.Errorf("got line %d %q, want line %d %q", ce.Line, ce.Msg, c.line, c.msg)
			}
			want := fmt.Sprintf(".mcp-lint.yaml:%d: %s", c.line, c.msg)
			if err.Error() != want {
				t.Errorf("error %q, want %q", err, want)
			}
		})
	}
}

// An alias bomb is one short message at the first alias that expands past
// the bound, not one error for each
// copy of a value the aliases would make.
func TestAliasBombIsOneShortMessage(t *testing.T) {
	var b strings.Builder
	b.WriteString("version: 1\nx0: &a0 [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]\n")
	for i := 1; i <= 8; i++ {
		p := fmt.Sprintf("*a%d", i-1)
		fmt.Fprintf(&b, "x%d: &a%d [%s]\n", i, i, strings.Repeat(p+",", 8)+p)
	}
	b.WriteString("trusted-servers: *a8\n")
	_, err := config.Parse([]byte(b.String()), ".mcp-lint.yaml")
	if err == nil {
		t.Fatal("accepted an alias bomb")
	}
	// *a4 is the first alias past the bound (9^5 values), on line 7.
	want := ".mcp-lint.yaml:7: the alias *a4 expands to more than 10000 values (a YAML alias bomb); a config needs no alias that large: write the values out"
	if err.Error() != want {
		t.Errorf("got  %q\nwant %q", err, want)
	}

	// Aliases a real config uses are fine.
	ok := "version: 1\nexclude: &skip [\"vendor/**\", \"node_modules/**\"]\ninclude: [\"**\"]\nignore:\n  - &r {rule: config.unpinned, reason: pinned in the lockfile, server: a}\n  - {rule: config.unpinned, reason: pinned in the lockfile, server: b}\n"
	if _, err := config.Parse([]byte(ok), ".mcp-lint.yaml"); err != nil {
		t.Errorf("rejected a config with small aliases: %v", err)
	}
}

// The same problem at the same place, repeated by an alias, is listed
// once; a long list of problems is cut.
func TestRepeatedErrorsListedOnce(t *testing.T) {
	src := "version: 1\nx: &a [\"a\", \"b\"]\ninclude: [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
	_, err := config.Parse([]byte(src), ".mcp-lint.yaml")
	if err == nil {
		t.Fatal("accepted")
	}
	if n := strings.Count(err.Error(), "cannot unmarshal"); n != 1 {
		t.Errorf("the repeated problem is listed %d times: %v", n, err)
	}
	var many strings.Builder
	many.WriteString("version: 1\n")
	for i := 0; i < 20; i++ {
		fmt.Fprintf(&many, "unknown%d: 1\n", i)
	}
	_, err = config.Parse([]byte(many.String()), ".mcp-lint.yaml")
	if err == nil || !strings.HasSuffix(err.Error(), "; and 15 more") || len(err.Error()) > 600 {
		t.Errorf("20 unknown keys: %v", err)
	}
}
