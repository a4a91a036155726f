package detect_test

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

func stems(a *reading.Analysis) string {
	var out []string
	for _, t := range a.Tokens {
		out = append(out, t.Stem(a))
	}
	return strings.Join(out, " ")
}

func TestNormalization(t *testing.T) {
	cases := map[string]string{
		"Ignoring the previous Instructions": "ignor the previous instruction",
		"ignores ignored ignore":             "ignor ignor ignor",
		"Don't tell users":                   "do not tell user",
		"can't won't it's":                   "can not will not it is",
		"you've been told":                   "you hav been told", // the expansion is stemmed like any word
		"the user's notes":                   "the user not",
		"ｓｅｎｄ ＡＰＩ keys":                      "send api key",
		"ig\u200bnore\u00ad":                 "ignor",
		"ig\x01nore\x7f now":                 "ignor now", // ASCII controls are dropped too
		"dоn't tеll":                         "do not tell",
		"send_\u0435mail":                    "send_email",
		"“quoted” — dash":                    "\" quot \" - dash",
	}
	for in, want := range cases {
		if got := stems(reading.Analyze(in)); got != want {
			t.Errorf("Analyze(%q) stems = %q, want %q", in, got, want)
		}
	}
}

// TestTokenSpansPointAtRawText: every token's span covers the raw bytes it
// came from, also after NFKC, stripped invisibles and folded look-alikes.
func TestTokenSpansPointAtRawText(t *testing.T) {
	raw := "Héllo ｗｏｒｌｄ ig\u200bnore dоn't ~/.ssh/id_rsa https://x.example/a?b=1"
	a := reading.Analyze(raw)
	want := []string{"Héllo", "ｗｏｒｌｄ", "ig\u200bnore", "dоn't", "dоn't", "~/.ssh/id_rsa", "https://x.example/a?b=1"}
	if len(a.Tokens) != len(want) {
		t.Fatalf("got %d tokens, want %d: %q", len(a.Tokens), len(want), stems(a))
	}
	for i, tok := range a.Tokens {
		if got := raw[tok.Start:tok.End]; got != want[i] {
			t.Errorf("token %d (%q) spans %q, want %q", i, tok.Text(a), got, want[i])
		}
	}
	if a.Tokens[5].Kind != reading.TokPath || a.Tokens[6].Kind != reading.TokURL {
		t.Errorf("kinds: path %v url %v", a.Tokens[5].Kind, a.Tokens[6].Kind)
	}
}

func TestSentences(t *testing.T) {
	a := reading.Analyze("First one. Second, e.g. with an abbreviation!\n\nThird\nline continues\nArgs:\n  x: y")
	if len(a.Sents) != 5 {
		var parts []string
		for _, s := range a.Sents {
			var w []string
			for _, tk := range a.Tokens[s.From:s.To] {
				w = append(w, tk.Text(a))
			}
			parts = append(parts, strings.Join(w, " "))
		}
		t.Errorf("sentences = %q", parts)
	}
}

func TestSafeText(t *testing.T) {
	cases := map[string]string{
		"plain":                       "plain",
		"a\x1b[31mred":                `a\u001b[31mred`,
		"zw\u200bsp":                  `zw\u200bsp`,
		"bidi\u202eabc":               `bidi\u202eabc`,
		"tag\U000E0041":               `tag\U000e0041`,
		"new\nline\ttab\rcr":          `new\nline\ttab\rcr`,
		`back\slash \u200b`:           `back\\slash \\u200b`,
		"bad\xffutf8":                 `bad\xffutf8`,
		"vs\ufe0f pua\ue000 c1\u0085": `vs\ufe0f pua\ue000 c1\u0085`,
	}
	for in, want := range cases {
		if got := reading.SafeText(in); got != want {
			t.Errorf("SafeText(%q) = %q, want %q", in, got, want)
		}
	}
	if got := reading.Evidence(strings.Repeat("x", 500)); len([]rune(got)) > reading.MaxEvidenceRunes {
		t.Errorf("evidence not bounded: %d runes", len([]rune(got)))
	}
}
