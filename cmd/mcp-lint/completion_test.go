package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `mcp-lint completion SHELL` prints a script that completes the commands
// and each command's flags, as its flag set defines them.
func TestCompletionScripts(t *testing.T) {
	dir := t.TempDir()
	for _, sh := range []string{"bash", "zsh", "fish"} {
		r := mcpLint(t, dir, nil, "completion", sh)
		require.Equal(t, 0, r.code, "%s: %s", sh, r.stderr)
		assert.Empty(t, r.stderr)
		assert.Contains(t, r.stdout, "fail-on", "%s: scan's flags", sh)
		assert.Contains(t, r.stdout, "snapshot", "%s: the commands", sh)
		script := filepath.Join(dir, "mcp-lint."+sh)
		require.NoError(t, os.WriteFile(script, []byte(r.stdout), 0o644))
		if exe, err := exec.LookPath(sh); err == nil {
			out, err := exec.Command(exe, "-n", script).CombinedOutput()
			assert.NoError(t, err, "%s -n: %s", sh, out)
		}
	}
	for _, args := range [][]string{{"completion"}, {"completion", "tcsh"}, {"completion", "bash", "zsh"}} {
		r := mcpLint(t, dir, nil, args...)
		assert.Equal(t, 2, r.code, "%v", args)
		assert.Contains(t, r.stderr, "bash, zsh, fish", "%v", args)
		assert.Empty(t, r.stdout, "%v", args)
	}

	// The bash script, sourced, completes what is typed.
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("needs bash")
	}
	for _, c := range []struct {
		words []string // the command line, the last word being completed
		want  string   // COMPREPLY, space-separated
	}{
		{[]string{"mcp-lint", "sn"}, "snapshot"},
		{[]string{"mcp-lint", "scan", "--fail-o"}, "--fail-on"},
		{[]string{"mcp-lint", "--fail-o"}, "--fail-on"}, // no command: a scan
		{[]string{"mcp-lint", "lock", "--ch"}, "--check"},
		{[]string{"mcp-lint", "version", "--j"}, "--json"},
		{[]string{"mcp-lint", "help", "comp"}, "completion"},
		{[]string{"mcp-lint", "scan", "--format", ""}, ""},   // a flag's value: left to the shell's file completion
		{[]string{"mcp-lint", "--format", "json", "sc"}, ""}, // after a flag, a path, not a command
	} {
		quoted := make([]string, len(c.words))
		for i, w := range c.words {
			quoted[i] = "'" + w + "'"
		}
		prog := "source " + filepath.Join(dir, "mcp-lint.bash") + "\nCOMP_WORDS=(" + strings.Join(quoted, " ") + ")\nCOMP_CWORD=" +
			strconv.Itoa(len(c.words)-1) + "\n_mcp_lint\necho \"${COMPREPLY[*]}\"\n"
		out, err := exec.Command(bash, "-c", prog).CombinedOutput()
		require.NoError(t, err, "%s", out)
		assert.Equal(t, c.want, strings.TrimSpace(string(out)), "%v", c.words)
	}
}
