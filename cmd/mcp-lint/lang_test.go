package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLangOwnCorpus pins the verdicts of corpus/lang-own-eur.jsonl: the
// project's own sentences, two attacks per concept of
// corpus/blind/brief/CONCEPTS-AB.txt and eight honest look-alikes in each
// of Spanish, Portuguese, Italian, French, German and Russian, written from
// the concepts' definitions (no corpus or blind row read). Every attack
// fails the default gate, every honest tool passes.
func TestLangOwnCorpus(t *testing.T) {
	// The readings alone miss a download-and-install step named without
	// an address (es, fr, de; English misses it too), German tool
	// definitions without a word of the conversation and a Russian run in
	// the user's own terminal (own-de-context_extraction-2,
	// own-ru-command_execution-2); the trained reading that proposes is
	// trained on this corpus (bench/train/propose-sources.tsv) and raises
	// each of them, and keeps its honest rows below its point.
	labels, verdicts := corpusVerdicts(t, "../../corpus/lang-own-eur.jsonl")
	for _, v := range verdicts {
		want := "pass"
		if labels[v.ID] == "malicious" {
			want = "fail"
		}
		assert.Equal(t, want, v.Gate, v.ID)
	}
}

// evalVerdict is one line of mcp-lint eval --verdicts.
type evalVerdict struct{ ID, Gate, Verdict, Severity string }

// corpusVerdicts runs mcp-lint eval on the corpus at path (relative to
// this package) and returns each entry's label by id and the verdicts,
// one per entry: an entry without a verdict, or a verdict for no entry,
// fails the test.
func corpusVerdicts(t *testing.T, path string) (map[string]string, []evalVerdict) {
	t.Helper()
	dir := t.TempDir()
	corpus, err := filepath.Abs(path)
	require.NoError(t, err)
	out := filepath.Join(dir, "v.jsonl")
	r := mcpLint(t, dir, nil, "eval", "--corpus", corpus, "--verdicts", out)
	require.Equal(t, 0, r.code, r.stderr)
	labels := map[string]string{}
	b, err := os.ReadFile(corpus)
	require.NoError(t, err)
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		var e struct{ ID, Label string }
		require.NoError(t, json.Unmarshal([]byte(line), &e))
		labels[e.ID] = e.Label
	}
	b, err = os.ReadFile(out)
	require.NoError(t, err)
	var vs []evalVerdict
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var v evalVerdict
		require.NoError(t, json.Unmarshal([]byte(line), &v))
		require.Contains(t, labels, v.ID)
		vs = append(vs, v)
	}
	require.Equal(t, len(labels), len(vs))
	return labels, vs
}
