package detect

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The cost of data27's lookups against the comparisons they replaced, on
// the words of an agent file's prose (most of them in no set): a switch
// of nine words (nounSubject), one of eleven (prepositionIn), a single
// word compared (positionsOf's "such") and a map of words (productNouns).
// go test ./detect -run '^$' -bench Data27 -benchtime 200000x

var data27BenchWords = strings.Fields(strings.ToLower(`Before you open a pull request, run the tests and the linter.
Never commit secrets; keys are read from the environment, such as OPENAI_API_KEY, and the
reviewers will check that nothing in the diff was sent to an outside address. Use the
project's own scripts for every release: the CLI, the SDK and the database migrations must be
run from the repository root, with the default settings, into the staging account only.`))

var data27Sink int

func BenchmarkData27SwitchNine(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, w := range data27BenchWords {
			switch w {
			case "are", "were", "will", "can", "must", "should", "may", "have", "need":
				data27Sink++
			}
		}
	}
}

func BenchmarkData27SetNine(b *testing.B) {
	reading.EnsureRules()
	for i := 0; i < b.N; i++ {
		for _, w := range data27BenchWords {
			if reading.WsD27NounSubjectVerb.Has(w) {
				data27Sink++
			}
		}
	}
}

func BenchmarkData27SwitchEleven(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, w := range data27BenchWords {
			switch w {
			case "for", "of", "to", "with", "in", "on", "at", "by", "from", "into", "about":
				data27Sink++
			}
		}
	}
}

func BenchmarkData27SetEleven(b *testing.B) {
	reading.EnsureRules()
	for i := 0; i < b.N; i++ {
		for _, w := range data27BenchWords {
			if reading.WsD27Preposition.Has(w) {
				data27Sink++
			}
		}
	}
}

func BenchmarkData27EqualOne(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, w := range data27BenchWords {
			if w == "such" {
				data27Sink++
			}
		}
	}
}

func BenchmarkData27SetOne(b *testing.B) {
	reading.EnsureRules()
	for i := 0; i < b.N; i++ {
		for _, w := range data27BenchWords {
			if reading.WsC24Such.Has(w) {
				data27Sink++
			}
		}
	}
}

var data27BenchMap = map[string]bool{"api": true, "apis": true, "sdk": true, "sdks": true, "library": true, "libraries": true,
	"lib": true, "package": true, "protocol": true, "platform": true, "cli": true, "database": true, "db": true}

func BenchmarkData27Map(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, w := range data27BenchWords {
			if data27BenchMap[w] {
				data27Sink++
			}
		}
	}
}

func BenchmarkData27SetMap(b *testing.B) {
	reading.EnsureRules()
	for i := 0; i < b.N; i++ {
		for _, w := range data27BenchWords {
			if reading.ProductNouns.Has(w) {
				data27Sink++
			}
		}
	}
}
