package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A YAML syntax error in the config is reported once, at its line, named
// from the root: by the CLI, and by the Action as an annotation on the
// file's line (not under the runner's path).
func TestConfigSyntaxErrorAtItsLine(t *testing.T) {
	ws := t.TempDir()
	write(t, ws, ".mcp-lint.yaml", "version: 1\nfail-on: [default\n")
	write(t, ws, "clock.tools.json", cleanTool)
	const want = "config: .mcp-lint.yaml:2: did not find expected ',' or ']'"

	r := mcpLint(t, ws, nil, "scan", ".")
	assert.Equal(t, 2, r.code)
	assert.Equal(t, "mcp-lint: "+want+"\n", r.stderr)

	runner := t.TempDir()
	env := []string{"GITHUB_ACTIONS=true", "GITHUB_WORKSPACE=" + ws, "GITHUB_OUTPUT=" + filepath.Join(runner, "output"),
		"GITHUB_STEP_SUMMARY=" + filepath.Join(runner, "summary.md"), "INPUT_PATHS=."}
	r = mcpLint(t, t.TempDir(), env, "action")
	require.Equal(t, 2, r.code, r.stdout+r.stderr)
	out := r.stdout + r.stderr
	assert.Contains(t, out, "::error file=.mcp-lint.yaml,line=2,title=mcp-lint config::mcp-lint: "+want+"\n")
	assert.Equal(t, 1, strings.Count(out, "did not find expected"), "reported once: %s", out)
	assert.NotContains(t, out, ws, "no runner path")
}
