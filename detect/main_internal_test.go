package detect

import (
	"os"
	"testing"
)

// Internal tests read the phrase rules and the lexicon directly, before any
// tokenization would have built them.
func TestMain(m *testing.M) {
	loadRules()
	os.Exit(m.Run())
}
