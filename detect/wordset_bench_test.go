package detect

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The cost of word-set lookups against the comparisons they replaced, on
// the words of an agent file's prose (most of them in no set): a switch
// of nine words (nounSubject), one of eleven (prepositionIn), a single
// word compared (positionsOf's "such") and a map of words (productNouns).
// go test ./detect -run '^$' -bench Data -benchtime 200000x

var benchWords = strings.Fields(strings.ToLower(`Before you open a pull request, run the tests and the linter.
Never commit secrets; keys are read from the environment, such as OPENAI_API_KEY, and the
reviewers will check that nothing in the diff was sent to an outside address. Use the
project's own scripts for every release: the CLI, the SDK and the database migrations must be
run from the repository root, with the default settings, into the staging account only.`))

var sink int

func BenchmarkDataSwitchNine(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			switch w {
			case "are", "were", "will", "can", "must", "should", "may", "have", "need":
				sink++
			}
		}
	}
}

func BenchmarkDataSetNine(b *testing.B) {
	reading.EnsureRules()
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			if reading.WsNounSubjectVerb.Has(w) {
				sink++
			}
		}
	}
}

func BenchmarkDataSwitchEleven(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			switch w {
			case "for", "of", "to", "with", "in", "on", "at", "by", "from", "into", "about":
				sink++
			}
		}
	}
}

func BenchmarkDataSetEleven(b *testing.B) {
	reading.EnsureRules()
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			if reading.WsPreposition.Has(w) {
				sink++
			}
		}
	}
}

func BenchmarkDataEqualOne(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			if w == "such" {
				sink++
			}
		}
	}
}

func BenchmarkDataSetOne(b *testing.B) {
	reading.EnsureRules()
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			if reading.WsSuch.Has(w) {
				sink++
			}
		}
	}
}

var benchMap = map[string]bool{"api": true, "apis": true, "sdk": true, "sdks": true, "library": true, "libraries": true,
	"lib": true, "package": true, "protocol": true, "platform": true, "cli": true, "database": true, "db": true}

func BenchmarkDataMap(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			if benchMap[w] {
				sink++
			}
		}
	}
}

func BenchmarkDataSetMap(b *testing.B) {
	reading.EnsureRules()
	for i := 0; i < b.N; i++ {
		for _, w := range benchWords {
			if reading.ProductNouns.Has(w) {
				sink++
			}
		}
	}
}
