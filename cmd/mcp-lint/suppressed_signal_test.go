package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The README's configuration example, applied to the examples folder: its
// ignore entry takes directive.imperative out of search_notes, which
// still fails on its other signals. The summary counts that signal
// apart from the findings suppressed whole (the github server's, trusted
// by the same example), the finding says which signal was taken out and
// by which entry, and the JSON report gives the signal's place; SARIF
// keeps the finding an open result.
func TestReadmeIgnoreTakesOutOneSignal(t *testing.T) {
	dir, entry := readmeConfigured(t)
	r := mcpLint(t, dir, nil, "scan", ".")
	require.Equal(t, 1, r.code, r.stdout+r.stderr)
	assert.Contains(t, r.stdout, "; suppressed: 2 findings, 1 signal; 0 baselined;")
	// The finding on search_notes stands on its other signals and names
	// the one taken out, at its place.
	k := strings.Index(r.stdout, "tool search_notes of server notes")
	require.GreaterOrEqual(t, k, 0, r.stdout)
	// The finding's lines run to the next finding or file.
	end := regexp.MustCompile(`\n(  \S|\n)`).FindStringIndex(r.stdout[k:])
	require.NotNil(t, end)
	finding := r.stdout[k : k+end[0]]
	assert.NotContains(t, finding, "signals: capability.mismatch, directive.demand, directive.imperative")
	assert.Contains(t, finding, "suppressed directive.imperative at 42:110, by the ignore entry at .mcp-lint.yaml:"+strconv.Itoa(entry)+": vendor wording, reviewed in #123")

	r = mcpLint(t, dir, nil, "scan", "--format", "json", ".")
	require.Equal(t, 1, r.code, r.stdout+r.stderr)
	var rep struct {
		Summary struct {
			Suppressed        int
			SuppressedSignals int
		}
		Findings []struct {
			Name, Status string
			Signals      []string
			Suppressions []struct {
				Rule, Kind, Reason, Where, Field string
				Location                         struct {
					Path   string
					Region struct{ StartLine, StartColumn int }
				}
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep))
	assert.Equal(t, 2, rep.Summary.Suppressed)
	assert.Equal(t, 1, rep.Summary.SuppressedSignals)
	found := false
	for _, f := range rep.Findings {
		if f.Name != "search_notes" {
			continue
		}
		found = true
		assert.Equal(t, "open", f.Status)
		assert.NotContains(t, f.Signals, "directive.imperative")
		require.Len(t, f.Suppressions, 1)
		sup := f.Suppressions[0]
		assert.Equal(t, "directive.imperative", sup.Rule)
		assert.Equal(t, "config", sup.Kind)
		assert.Equal(t, ".mcp-lint.yaml:"+strconv.Itoa(entry), sup.Where)
		assert.Equal(t, "servers/notes/notes.tools.json", sup.Location.Path)
		assert.Equal(t, 42, sup.Location.Region.StartLine)
		assert.Equal(t, 110, sup.Location.Region.StartColumn)
		assert.True(t, strings.HasPrefix(sup.Field, "inputSchema.properties."), sup.Field)
	}
	assert.True(t, found, r.stdout)

	// In SARIF the finding is an open result that names the signal taken
	// out; an accepted suppression on it would mark all of it suppressed.
	r = mcpLint(t, dir, nil, "scan", "--format", "sarif", ".")
	require.Equal(t, 1, r.code, r.stdout+r.stderr)
	var log struct {
		Runs []struct {
			Results []struct {
				Message      struct{ Text string }
				Properties   map[string]any
				Suppressions []any
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &log))
	found = false
	for _, res := range log.Runs[0].Results {
		if res.Properties["tool"] != "search_notes" {
			continue
		}
		found = true
		assert.Empty(t, res.Suppressions)
		assert.Contains(t, res.Message.Text, "(directive.imperative at 42:110 was suppressed by .mcp-lint.yaml:"+strconv.Itoa(entry)+"; the rest stands)")
		assert.Equal(t, []any{"directive.imperative at servers/notes/notes.tools.json:42:110 (config .mcp-lint.yaml:" + strconv.Itoa(entry) + ")"}, res.Properties["suppressedSignals"])
	}
	assert.True(t, found, r.stdout)
}

// readmeConfigured copies the examples folder with the README's
// configuration example applied (the files it names: an empty baseline,
// the lockfile mcp-lint lock writes), and gives the line of its ignore
// entry for directive.imperative.
func readmeConfigured(t *testing.T) (dir string, entry int) {
	t.Helper()
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	s := string(readme)
	i := strings.Index(s, "## Configuration")
	require.GreaterOrEqual(t, i, 0)
	start := strings.Index(s[i:], "```yaml\n")
	require.GreaterOrEqual(t, start, 0)
	block := s[i+start+len("```yaml\n"):]
	block = block[:strings.Index(block, "```")]
	require.Contains(t, block, "ignore:\n  - rule: directive.imperative\n    server: notes\n    tool: search_notes\n")

	dir = copyDir(t, "../../examples")
	write(t, dir, ".mcp-lint.yaml", block)
	write(t, dir, ".mcp-lint-baseline.json", `{"version":1,"tool":"mcp-lint","findings":[]}`)
	r := mcpLint(t, dir, nil, "lock")
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	return dir, 1 + strings.Count(block[:strings.Index(block, "  - rule: directive.imperative")], "\n")
}

// The action's suppressed output counts what the suppressions took out:
// with the README's configuration, the two findings suppressed whole and
// the one signal (directive.imperative of notes/search_notes) taken out
// of a finding that still fails, which suppressed-signals counts alone.
// Before, it said 2, and a workflow could not tell that the ignore entry
// did anything.
func TestActionSuppressedCountsSignals(t *testing.T) {
	dir, entry := readmeConfigured(t)
	runner := t.TempDir()
	outputs := filepath.Join(runner, "output")
	env := []string{
		"GITHUB_ACTIONS=true", "GITHUB_WORKSPACE=" + dir, "GITHUB_OUTPUT=" + outputs, "GITHUB_STEP_SUMMARY=" + filepath.Join(runner, "summary.md"),
		"GITHUB_SERVER_URL=https://github.com", "GITHUB_REPOSITORY=acme/servers", "GITHUB_SHA=0123456789abcdef",
		"INPUT_PATHS=.", "INPUT_SARIF-FILE=mcp-lint.sarif", "INPUT_FAIL-ON=", "INPUT_ANNOTATIONS=false",
		"INPUT_STEP-SUMMARY=false", "INPUT_UPLOAD-SARIF=false", "INPUT_ARGS=",
	}
	r := mcpLint(t, t.TempDir(), env, "action")
	require.Equal(t, 1, r.code, r.stdout+r.stderr)
	o := readOutputs(t, outputs)
	assert.Equal(t, "3", o["suppressed"])
	assert.Equal(t, "1", o["suppressed-signals"])
	// The signal is the one on search_notes, at its place, and the entry
	// is named from the root as the scan names it, not by the absolute
	// path the runner checked the repository out to.
	assert.Regexp(t, `\n  42:101 +high  capability\.mismatch  tool search_notes of server notes\n(.*\n)*? +suppressed directive\.imperative at 42:110, by the ignore entry at \.mcp-lint\.yaml:`+strconv.Itoa(entry)+`: `, r.stdout)
}
