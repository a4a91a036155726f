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

// The README's configuration example with only its first ignore entry,
// applied to the examples folder: the entry takes directive.imperative
// out of search_notes, which still fails on its other signals. The
// summary counts that signal apart from the findings suppressed whole
// (the github server's, trusted by the same example), the finding says
// which signal was taken out and by which entry, and the JSON report
// gives the signal's place; SARIF keeps the finding an open result.
func TestIgnoreTakesOutOneSignal(t *testing.T) {
	dir, entry := readmeConfigured(t, true)
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

// readmeConfigBlock is the README's configuration example.
func readmeConfigBlock(t *testing.T) string {
	t.Helper()
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	s := string(readme)
	i := strings.Index(s, "## Configuration")
	require.GreaterOrEqual(t, i, 0)
	start := strings.Index(s[i:], "```yaml\n")
	require.GreaterOrEqual(t, start, 0)
	block := s[i+start+len("```yaml\n"):]
	return block[:strings.Index(block, "```")]
}

// readmeConfigured copies the examples folder with the README's
// configuration example applied (the files it names: an empty baseline,
// the lockfile mcp-lint lock writes), and gives the line of its ignore
// entry for directive.imperative. With firstOnly, the ignore entries
// after that one are left out.
func readmeConfigured(t *testing.T, firstOnly bool) (dir string, entry int) {
	t.Helper()
	block := readmeConfigBlock(t)
	require.Regexp(t, `\nignore: +#.*\n  - rule: directive\.imperative\n    server: notes\n    tool: search_notes\n`, block)
	if firstOnly {
		var kept []string
		for _, line := range strings.SplitAfter(block, "\n") {
			if !strings.HasPrefix(line, "  - {rule: ") {
				kept = append(kept, line)
			}
		}
		block = strings.Join(kept, "")
	}

	dir = copyDir(t, "../../examples")
	write(t, dir, ".mcp-lint.yaml", block)
	write(t, dir, ".mcp-lint-baseline.json", `{"version":1,"tool":"mcp-lint","findings":[]}`)
	r := mcpLint(t, dir, nil, "lock")
	require.Equal(t, 0, r.code, r.stdout+r.stderr)
	return dir, 1 + strings.Count(block[:strings.Index(block, "  - rule: directive.imperative")], "\n")
}

// The action's suppressed output counts what the suppressions took out:
// with the README's configuration and its first ignore entry, the two findings suppressed whole and
// the one signal (directive.imperative of notes/search_notes) taken out
// of a finding that still fails, which suppressed-signals counts alone.
// Before, it said 2, and a workflow could not tell that the ignore entry
// did anything.
func TestActionSuppressedCountsSignals(t *testing.T) {
	dir, entry := readmeConfigured(t, true)
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

// The README's suppression examples do what they say, run as a user runs
// them on the example's poisoned search_notes (the finding lists
// capability.mismatch, directive.demand and directive.imperative): its
// ignore entries, and its inline comment on the line before the
// definition, suppress the finding whole, and the scan passes. Each named
// directive.imperative alone, so the finding stood on its other checks
// and the scan still exited 1.
func TestReadmeSuppressionExamples(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	// search_notes as the examples folder defines it.
	var ex struct{ Tools []map[string]any }
	b, err := os.ReadFile("../../examples/servers/notes/notes.tools.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &ex))
	var def []byte
	for _, tool := range ex.Tools {
		if tool["name"] == "search_notes" {
			def, err = json.Marshal(tool)
			require.NoError(t, err)
		}
	}
	require.NotEmpty(t, def)
	type report struct {
		Summary  struct{ Suppressed, SuppressedSignals int }
		Findings []struct {
			Name, Status string
			Signals      []string
			Suppressions []struct{ Rule, Kind string }
		}
		SuppressionProblems []struct{ Where, Message string }
	}
	check := func(dir, kind string) {
		t.Helper()
		r := mcpLint(t, dir, nil, "--format", "json", ".")
		assert.Equal(t, 0, r.code, kind)
		var rep report
		require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep), r.stderr)
		assert.Equal(t, 1, rep.Summary.Suppressed, kind)
		assert.Equal(t, 0, rep.Summary.SuppressedSignals, kind)
		assert.Empty(t, rep.SuppressionProblems, kind)
		require.Len(t, rep.Findings, 1, kind)
		f := rep.Findings[0]
		assert.Equal(t, "search_notes", f.Name)
		assert.Equal(t, "suppressed", f.Status, kind)
		assert.ElementsMatch(t, []string{"capability.mismatch", "directive.demand", "directive.imperative"}, f.Signals, kind)
		for _, s := range f.Suppressions {
			assert.Equal(t, kind, s.Kind)
		}
	}

	// The config's ignore entries (from "ignore:" to the next key), at
	// the path they name.
	block := readmeConfigBlock(t)
	i := strings.Index(block, "\nignore:")
	require.GreaterOrEqual(t, i, 0)
	ignore := block[i+1:]
	ignore = ignore[:regexp.MustCompile(`\n[a-z]`).FindStringIndex(ignore)[0]+1]
	dir := t.TempDir()
	write(t, dir, ".mcp-lint.yaml", "version: 1\n"+ignore)
	write(t, dir, "servers/notes/notes.tools.json", `{"tools": [`+string(def)+`]}`)
	check(dir, "config")

	// The inline comment, as the README writes it, in a JSON file with
	// comments.
	m := regexp.MustCompile("`(// mcp-lint: ignore\\[[^`]*)`").FindSubmatch(readme)
	require.NotNil(t, m, "the README's inline suppression")
	dir = t.TempDir()
	write(t, dir, "notes.tools.json", "{\"tools\": [\n  "+string(m[1])+"\n  "+string(def)+"\n]}\n")
	check(dir, "inline")
}
