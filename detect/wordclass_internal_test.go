package detect

import (
	"slices"
	"strings"
	"testing"
)

// TestLargeVocabulariesAreLists: the verb and adverb vocabularies are kept
// as sorted lists (textLists), not in textClasses, and a token's text
// class still holds them: every word of each large vocabulary has its
// class, and a word of none has no class of them.
func TestLargeVocabulariesAreLists(t *testing.T) {
	loadRules()
	d, err := readRuleFiles()
	if err != nil {
		t.Fatal(err)
	}
	lists := 0
	for _, v := range d.vocab {
		cn := classNames[v.class]
		if cn.stem || len(v.words) < largeVocab {
			continue
		}
		lists++
		for _, w := range v.words {
			if textClassOf(w)&cn.c == 0 || (ruleLexicon{rs: directiveRules, lex: lexicon}).Text(w)&cn.c == 0 {
				t.Fatalf("words %s: %q lost its class", v.class, w)
			}
			if _, inMap := textClasses[w]; inMap && textClasses[w]&cn.c != 0 {
				t.Fatalf("words %s: %q is hashed into textClasses", v.class, w)
			}
		}
	}
	if lists < 2 || len(textLists) != lists {
		t.Fatalf("%d large vocabularies, %d lists; want the verbs and adverbs at least", lists, len(textLists))
	}
	for _, l := range textLists {
		if !slices.IsSorted(l.words) {
			t.Fatalf("list of class %b is not sorted", l.c)
		}
	}
	if c := textClassOf("zzzqqq"); c != 0 {
		t.Fatalf("a made-up word has classes %b", c)
	}
}

// TestAppendFields: appendFields splits as strings.Fields does, after
// what dst holds, whatever blanks or non-ASCII text the line has.
func TestAppendFields(t *testing.T) {
	for _, s := range []string{"", " ", "a", " a  b\tc\r\n", "x\vy\fz ", "a\u00a0b c", "é f", "a b\u0085c"} {
		got := appendFields([]string{"pre"}, s)
		want := append([]string{"pre"}, strings.Fields(s)...)
		if !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	}
}
