package corpus_test

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/corpus"
)

func TestParseShapes(t *testing.T) {
	flat := `# comment
{"id":"a","label":"malicious","category":"x","server":"s","name":"t","description":"d","input_schema":{"type":"object"},"peers":[{"server":"p","name":"q","description":"e"}],"detectability":"text"}
{"id":"b","label":"benign","category":"hard_negative","resembles":"x","description":"only a description"}
`
	es, err := corpus.Parse([]byte(flat), "flat.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 2 || es[0].Tool.Server != "s" || es[0].Tool.Name != "t" || len(es[0].Peers) != 1 || es[0].Peers[0].Name != "q" {
		t.Fatalf("flat: %+v", es)
	}
	if es[1].Tool.Server != "corpus" || es[1].Tool.Name != "b" || !es[1].IsHardNegative() {
		t.Errorf("defaults: %+v", es[1])
	}
	if got := corpus.Select(es, []corpus.Filter{{Key: "detectability", Value: "text"}}, nil); len(got) != 1 || got[0].ID != "a" {
		t.Errorf("select: %+v", got)
	}
	nested := `{"version":"v1","entries":[{"id":"n","label":"malicious","category":"shadowing","server":"rogue","tool":{"name":"x","description":"y"},"peers":[{"server":"bank","tool":{"name":"x","description":"z"}}]}]}`
	es, err = corpus.Parse([]byte(nested), "nested.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 1 || es[0].Tool.Server != "rogue" || es[0].Tool.Name != "x" || es[0].Peers[0].Server != "bank" || es[0].Peers[0].Description != "z" {
		t.Fatalf("nested: %+v", es)
	}
	for _, bad := range []string{
		`{"id":"a","label":"maybe"}`,
		`{"label":"benign"}`,
		"{\"id\":\"a\",\"label\":\"benign\"}\n{\"id\":\"a\",\"label\":\"benign\"}",
		`{"id":"a","label":"benign",`,
	} {
		if _, err := corpus.Parse([]byte(bad), "bad"); err == nil {
			t.Errorf("accepted %q", bad)
		} else if !strings.Contains(err.Error(), "bad") {
			t.Errorf("error %q does not name the file", err)
		}
	}
}

func TestGate(t *testing.T) {
	sc := corpus.Scorecard{Recall: 0.8, Malicious: corpus.Rates{Entries: 10, Flagged: 8},
		HardNegatives: corpus.Rates{Entries: 10, Flagged: 1, FlagRate: 0.1}, Benign: corpus.Rates{Entries: 20, Blocked: 1, Flagged: 1}}
	g := corpus.Gate{MinRecall: 0.9, MinBlockingRecall: corpus.Unset, MaxFP: 0.05, MaxFPAll: corpus.Unset, MaxBlockedBenign: 0}
	why := g.Check(sc)
	if len(why) != 3 {
		t.Fatalf("want 3 breaches (recall, hard-negative FP, blocked benign), got %v", why)
	}
	sc = corpus.Scorecard{Recall: 0.95, Malicious: corpus.Rates{Entries: 20, Flagged: 19}}
	if why := g.Check(sc); len(why) != 0 {
		t.Errorf("passing scorecard breached: %v", why)
	}
}
