package detect

import (
	"os"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// Internal tests read the phrase rules and the lexicon directly, before any
// tokenization would have built them.
func TestMain(m *testing.M) {
	reading.EnsureRules()
	os.Exit(m.Run())
}
