package corpus_test

import (
	"os"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/corpus"
)

// projectCorpus reads and parses the project's labeled corpus.
func projectCorpus(t *testing.T) []corpus.Entry {
	t.Helper()
	data, err := os.ReadFile("mcp-lint-v1.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	es, err := corpus.Parse(data, "mcp-lint-v1.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// TestProjectCorpusShape: the project corpus is well formed, large enough,
// and every entry says why it exists.
func TestProjectCorpusShape(t *testing.T) {
	es := projectCorpus(t)
	hn, mal := 0, 0
	cats := map[string]int{}
	for _, e := range es {
		if strings.TrimSpace(e.Reason) == "" {
			t.Errorf("%s: no reason", e.ID)
		}
		if e.IsHardNegative() {
			hn++
			if e.Resembles == "" {
				t.Errorf("%s: hard negative without resembles", e.ID)
			}
		}
		if e.Label == corpus.Malicious {
			mal++
			cats[e.Category]++
		}
	}
	if len(es) < 250 || hn < 100 {
		t.Errorf("%d entries, %d hard negatives; want at least 250 and 100", len(es), hn)
	}
	for _, c := range []string{"unicode_smuggling", "decoded_payload", "shadowing", "tool_poisoning", "prompt_injection", "capability_mismatch", "secret_embedded"} {
		if cats[c] == 0 {
			t.Errorf("no malicious entry of category %s", c)
		}
	}
}

// TestProjectCorpusGate runs the gate the README promises on the project
// corpus: recall at least 0.95, no hard negative blocked, at most 5% of
// hard negatives flagged, every structural class blocked.
func TestProjectCorpusGate(t *testing.T) {
	es := projectCorpus(t)
	_, sc := corpus.Evaluate(es, corpus.Options{})
	g := corpus.Gate{MinRecall: 0.95, MinBlockingRecall: corpus.Unset, MaxFP: 0.05, MaxFPAll: corpus.Unset,
		MaxBlockedBenign: 0, FailOnCheckError: true,
		MinCategoryBlock: map[string]float64{"unicode_smuggling": 1, "decoded_payload": 1, "shadowing": 1}}
	if why := g.Check(sc); len(why) > 0 {
		t.Errorf("gate breached: %v", why)
	}
}
