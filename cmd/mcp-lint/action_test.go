package main

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	yaml "go.yaml.in/yaml/v3"
)

// readOutputs parses a GITHUB_OUTPUT file: name=value lines and
// name<<DELIMITER blocks.
func readOutputs(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	out := map[string]string{}
	lines := strings.Split(string(b), "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if k, delim, ok := strings.Cut(l, "<<"); ok {
			var val []string
			for i++; i < len(lines) && lines[i] != delim; i++ {
				val = append(val, lines[i])
			}
			out[k] = strings.Join(val, "\n")
		} else if k, v, ok := strings.Cut(l, "="); ok {
			out[k] = v
		}
	}
	return out
}

// The binary in action mode, with the environment a runner gives it, over
// a copy of examples/ plus a tool whose description carries a workflow
// command and ANSI escapes.
func TestActionMode(t *testing.T) {
	ws := copyDir(t, "../../examples")
	write(t, ws, "servers/evil/evil.tools.json", `{"tools":[{"name":"fmt","inputSchema":{"type":"object"},"description":`+
		`"Formats text.\n::error file=README.md,line=1::owned\n\u001b[2K\u001b[31mred\u001b[0m ::add-mask::x <img src=x onerror=alert(1)> | col | @octocat \u200b\u200b"}]}`)
	runner := t.TempDir()
	outputs := filepath.Join(runner, "output")
	summary := filepath.Join(runner, "summary.md")
	env := []string{
		"GITHUB_ACTIONS=true", "GITHUB_WORKSPACE=" + ws, "GITHUB_OUTPUT=" + outputs, "GITHUB_STEP_SUMMARY=" + summary,
		"GITHUB_SERVER_URL=https://github.com", "GITHUB_REPOSITORY=acme/servers", "GITHUB_SHA=0123456789abcdef",
		"INPUT_PATHS=.", "INPUT_SARIF-FILE=reports/mcp-lint.sarif", "INPUT_FAIL-ON=", "INPUT_CATEGORY=servers",
		"INPUT_ANNOTATIONS=true", "INPUT_STEP-SUMMARY=true", "INPUT_UPLOAD-SARIF=true", "INPUT_ARGS=--disable config.insecure_url",
	}
	r := mcpLint(t, t.TempDir(), env, "action")
	require.Equal(t, 1, r.code, r.stderr)

	// Outputs.
	o := readOutputs(t, outputs)
	assert.Equal(t, "reports/mcp-lint.sarif", o["sarif-file"])
	assert.Equal(t, "1", o["exit-code"])
	assert.Equal(t, "critical", o["max-severity"])
	assert.Equal(t, "4", o["blocking"], "three poisoned examples plus the hostile tool")
	assert.Equal(t, "6", o["findings"], "the examples' six findings, minus config.insecure_url (disabled by args), plus the hostile tool's")
	assert.Equal(t, "0", o["suppressed"])
	sarifBytes, err := os.ReadFile(filepath.Join(ws, "reports", "mcp-lint.sarif"))
	require.NoError(t, err)
	// The category is the upload step's (action.yml passes it): a category
	// inside the file would silently override that input.
	assert.NotContains(t, string(sarifBytes), `"automationDetails"`)
	assert.Contains(t, string(sarifBytes), `"uri": "servers/weather/tools.json"`, "URIs relative to the workspace")

	// Annotations: only mcp-lint's own commands start a line.
	var annotations []string
	inStopped := false
	for _, line := range strings.Split(r.stdout, "\n") {
		switch {
		case strings.HasPrefix(line, "::stop-commands::"):
			inStopped = true
			continue
		case inStopped && resumeCommands.MatchString(line):
			inStopped = false
			continue
		case inStopped:
			continue
		}
		if strings.HasPrefix(line, "::error ") || strings.HasPrefix(line, "::warning ") || strings.HasPrefix(line, "::notice ") {
			annotations = append(annotations, line)
			continue
		}
		assert.False(t, strings.HasPrefix(line, "::") && !strings.HasPrefix(line, "::group::") && !strings.HasPrefix(line, "::endgroup::"),
			"unexpected workflow command: %q", line)
	}
	assert.Contains(t, annotations, findLine(annotations, "file=servers/weather/tools.json,line=33"))
	weather := findLine(annotations, "file=servers/weather/tools.json,line=33")
	assert.True(t, strings.HasPrefix(weather, "::error col=68,endColumn="), weather)
	evil := findLine(annotations, "file=servers/evil/evil.tools.json")
	require.NotEmpty(t, evil)
	assert.Contains(t, evil, `::owned\n\u001b[2K`, "the line break after the command arrives as visible text")
	assert.Contains(t, evil, `\u001b[2K\u001b[31m`)
	assert.NotContains(t, r.stdout, "\x1b", "no raw ESC anywhere in the log")
	assert.NotContains(t, r.stdout, "\u200b")

	// The job summary: a table row per finding, escaped, with links.
	sum, err := os.ReadFile(summary)
	require.NoError(t, err)
	s := string(sum)
	assert.Contains(t, s, "| **critical** (blocks) | `weather` | `get_alerts` | `unicode.hidden` | 0.99 | `unicode.hidden` | "+
		"[`servers/weather/tools.json:33:68`](https://github.com/acme/servers/blob/0123456789abcdef/servers/weather/tools.json#L33) |")
	assert.Contains(t, s, "| **high** (blocks) | `evil` | `fmt` |")
	outsideCode := regexp.MustCompile("`[^`\n]*`").ReplaceAllString(s, "")
	assert.NotContains(t, outsideCode, "<img", "HTML from a description appears only inside code spans, where it is text")
	assert.NotContains(t, outsideCode, "<", "no HTML at all outside code spans")
	assert.NotContains(t, s, "\x1b")
	assert.NotContains(t, s, "@octocat", "no mentions")
	assert.Regexp(t, `(?m)^❌ findings at or above the threshold`, s)
}

// resumeCommands is the line that ends a ::stop-commands:: block.
var resumeCommands = regexp.MustCompile(`^::mcp-lint-[0-9a-f]{32}::$`)

func findLine(lines []string, sub string) string {
	for _, l := range lines {
		if strings.Contains(l, sub) {
			return l
		}
	}
	return ""
}

// Every input of action.yml reaches the binary through env: INPUT_*, is
// read by it, and is documented in docs/action.md: no input is dead.
func TestActionInputsAreConsumedAndDocumented(t *testing.T) {
	b, err := os.ReadFile("../../action.yml")
	require.NoError(t, err)
	var action struct {
		Inputs  map[string]any `yaml:"inputs"`
		Outputs map[string]struct {
			Value string `yaml:"value"`
		} `yaml:"outputs"`
		Runs struct {
			Using string `yaml:"using"`
			Steps []struct {
				ID   string            `yaml:"id"`
				Uses string            `yaml:"uses"`
				Run  string            `yaml:"run"`
				Env  map[string]string `yaml:"env"`
			} `yaml:"steps"`
		} `yaml:"runs"`
	}
	require.NoError(t, yaml.Unmarshal(b, &action))
	assert.Equal(t, "composite", action.Runs.Using)

	var names []string
	for k := range action.Inputs {
		names = append(names, k)
	}
	sort.Strings(names)
	want := append([]string(nil), actionInputs...)
	sort.Strings(want)
	assert.Equal(t, want, names, "action.yml inputs and the inputs the binary reads")

	readme, err := os.ReadFile("../../docs/action.md")
	require.NoError(t, err)
	src, err := os.ReadFile("action.go")
	require.NoError(t, err)
	for _, in := range names {
		env := "INPUT_" + strings.ToUpper(in)
		expr := "${{ inputs." + in + " }}"
		passed := false
		for _, st := range action.Runs.Steps {
			if st.ID == "scan" && st.Env[env] == expr {
				passed = true
			}
			assert.NotContains(t, st.Run, "${{", "run steps take inputs only through env:")
		}
		assert.True(t, passed, "%s reaches the scan step as %s", in, env)
		assert.Contains(t, string(src), `"`+in+`"`, "the binary reads %s", in)
		assert.Contains(t, string(readme), "`"+in+"`", "docs/action.md documents the %s input", in)
	}
	for name, o := range action.Outputs {
		assert.Equal(t, "${{ steps.scan.outputs."+name+" }}", o.Value)
		assert.Contains(t, string(src), `SetOutput("`+name+`"`, "the binary sets the %s output", name)
		assert.Contains(t, string(readme), "`"+name+"`", "docs/action.md documents the %s output", name)
	}
}

// With the defaults, the SARIF is uploaded and no annotations are written:
// a finding shows once in the pull request diff, as a code-scanning alert.
// Without the upload, annotations are on; so on a pull request from a fork,
// where the SARIF cannot be uploaded (action.yml says so, and the event
// says so to a binary run on its own).
func TestActionAnnotationsDefault(t *testing.T) {
	events := t.TempDir()
	fork, same := filepath.Join(events, "fork.json"), filepath.Join(events, "same.json")
	require.NoError(t, os.WriteFile(fork, []byte(`{"pull_request":{"head":{"repo":{"fork":true,"full_name":"someone/servers"}}}}`), 0o644))
	require.NoError(t, os.WriteFile(same, []byte(`{"pull_request":{"head":{"repo":{"fork":false,"full_name":"acme/servers"}}}}`), 0o644))
	for _, c := range []struct {
		name string
		env  []string
		want bool
	}{
		{"upload", []string{"INPUT_UPLOAD-SARIF=true"}, false},
		{"no upload", []string{"INPUT_UPLOAD-SARIF=false"}, true},
		{"action.yml: upload not permitted", []string{"INPUT_UPLOAD-SARIF=true", "MCP_LINT_SARIF_UPLOAD=false"}, true},
		{"fork pull request", []string{"INPUT_UPLOAD-SARIF=true", "GITHUB_EVENT_NAME=pull_request", "GITHUB_EVENT_PATH=" + fork}, true},
		{"pull request from a branch", []string{"INPUT_UPLOAD-SARIF=true", "GITHUB_EVENT_NAME=pull_request", "GITHUB_EVENT_PATH=" + same}, false},
	} {
		ws := copyDir(t, "../../examples")
		runner := t.TempDir()
		env := append([]string{"GITHUB_ACTIONS=true", "GITHUB_WORKSPACE=" + ws, "GITHUB_OUTPUT=" + filepath.Join(runner, "output"),
			"GITHUB_STEP_SUMMARY=" + filepath.Join(runner, "summary.md"), "INPUT_PATHS=.", "INPUT_SARIF-FILE=mcp-lint.sarif",
			"INPUT_ANNOTATIONS=auto"}, c.env...)
		r := mcpLint(t, t.TempDir(), env, "action")
		require.Equal(t, 1, r.code, r.stderr)
		assert.Equal(t, c.want, strings.Contains(r.stdout, "file=servers/weather/tools.json,line=33"), "%s:\n%s", c.name, r.stdout)
	}
}
