package detect

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/persistence"
)

// BenchmarkPersistLongSentence: the readings of a rule planted in memory
// (persistence/memory_planted.go) ask, for every
// token of a sentence, whether the tokens before it stand in a quotation
// and what opens their clause; asked afresh each time, a 5 KB line of
// quoted writes ("It writes saves \"x\" saves \"x\" ... to
// ~/.claude/CLAUDE.md") took seconds (the cube of its length); read once
// per sentence, a few hundred milliseconds. Speed is measured here, never
// asserted in a test.
func BenchmarkPersistLongSentence(b *testing.B) {
	desc := "It writes " + strings.Repeat("saves \"x\" ", 600) + " to ~/.claude/CLAUDE.md"
	tool := reading.Tool{Server: "repo", Kind: reading.KindRules, Name: "CLAUDE.md", Description: desc}
	for b.Loop() {
		NewEngine().Scan(reading.NewRegistry([]reading.Tool{tool}), nil)
	}
}

// TestPersistDquotedMemo: dquoted's memo answers as counting the
// quotation marks before the token does, for every token of each
// sentence and the one after its end, and again after the sentence it
// reads changes (continued widens it).
func TestPersistDquotedMemo(t *testing.T) {
	text := "Store \"always x\" and `y` then \"never z\n(more\" here. Next \"q\" one `b` \"c d\" e.\n(tail \"f\") g"
	a := reading.NewTokenizer().Analyze(text)
	r := &reading.AskReader{A: a, Raw: text}
	naive := func(s reading.Sent, k int) bool {
		n := 0
		for j := s.From; j < k; j++ {
			if a.Tokens[j].Kind == reading.TokQuote && a.Tokens[j].Text(a) != "`" {
				n++
			}
		}
		return n%2 == 1
	}
	sents := append([]reading.Sent{}, a.Sents...)
	sents = append(sents, reading.Sent{From: 0, To: len(a.Tokens)})
	for _, s := range sents {
		r.S = s
		for k := s.From; k <= s.To; k++ {
			if got, want := persistence.Dquoted(r, k), naive(s, k); got != want {
				t.Errorf("sentence [%d,%d) token %d: dquoted %v, want %v", s.From, s.To, k, got, want)
			}
		}
	}
}
