package detect

import (
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// TestLargeVocabulariesAreLists: the verb and adverb vocabularies are kept
// as sorted lists (textLists), not in textClasses, and a token's text
// class still holds them: every word of each large vocabulary has its
// class, and a word of none has no class of them.
func TestLargeVocabulariesAreLists(t *testing.T) {
	reading.EnsureRules()
	d, err := reading.ReadRuleFiles()
	if err != nil {
		t.Fatal(err)
	}
	lists := 0
	for _, v := range d.Vocab {
		cn := reading.ClassNames[v.Class]
		if cn.Stem || len(v.Words) < reading.LargeVocab {
			continue
		}
		lists++
		for _, w := range v.Words {
			if reading.TextClassOf(w)&cn.C == 0 || (reading.RuleLexicon{Rs: reading.DirectiveRules, Lex: reading.Lexicon}).Text(w)&cn.C == 0 {
				t.Fatalf("words %s: %q lost its class", v.Class, w)
			}
			if _, inMap := reading.TextClasses[w]; inMap && reading.TextClasses[w]&cn.C != 0 {
				t.Fatalf("words %s: %q is hashed into textClasses", v.Class, w)
			}
		}
	}
	if lists < 2 || len(reading.TextLists) != lists {
		t.Fatalf("%d large vocabularies, %d lists; want the verbs and adverbs at least", lists, len(reading.TextLists))
	}
	for _, l := range reading.TextLists {
		if !slices.IsSorted(l.Words) {
			t.Fatalf("list of class %b is not sorted", l.C)
		}
	}
	if c := reading.TextClassOf("zzzqqq"); c != 0 {
		t.Fatalf("a made-up word has classes %b", c)
	}
}

// TestAppendFields: appendFields splits as strings.Fields does, after
// what dst holds, whatever blanks or non-ASCII text the line has.
func TestAppendFields(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a  b\tc\r\n", "x\vy\fz ", "a\u00a0b c", "é f", "a b\u0085c"} {
		got := reading.AppendFields([]string{"pre"}, s)
		want := append([]string{"pre"}, strings.Fields(s)...)
		if !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	}
}
