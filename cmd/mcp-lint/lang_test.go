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
// fails the default gate but the known misses, every honest tool passes.
func TestLangOwnCorpus(t *testing.T) {
	// Known misses: a download-and-install step named without an address
	// (English misses it too), consent set by a flag in the schema's
	// words (setting acepta_terminos to true; English too), German tool
	// definitions without a word of the conversation, and a Russian run
	// in the user's own terminal (the user's setup is not the model's).
	known := map[string]bool{}
	for _, l := range []string{"es", "fr", "de"} {
		known["own-"+l+"-command_execution-1"] = true
	}
	// own-it-approval_bypass-2 is read (a short sentence with no English
	// function word takes the language around it), and so is
	// own-de-approval_bypass-2 (zu fragen after ohne: the German verb
	// morphology); the trained reading that proposes raises the
	// download-and-install step in Portuguese, Italian and Russian
	// (own-pt-, own-it-, own-ru-command_execution-1).
	for _, id := range []string{"own-de-context_extraction-2", "own-ru-command_execution-2"} {
		known[id] = true
	}
	labels, verdicts := corpusVerdicts(t, "../../corpus/lang-own-eur.jsonl")
	for _, v := range verdicts {
		want := "pass"
		if labels[v.ID] == "malicious" && !known[v.ID] {
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
