package main

import (
	"encoding/json"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `mcp-lint version --json` prints the build's stamp as JSON, for scripts;
// a stray argument is a usage error.
func TestVersionJSON(t *testing.T) {
	dir := t.TempDir()
	r := mcpLint(t, dir, nil, "version", "--json")
	require.Equal(t, 0, r.code, r.stderr)
	var v map[string]string
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v), "stdout is JSON: %q", r.stdout)
	assert.Equal(t, map[string]string{"version": "v9.8.7", "commit": "abc1234", "date": "2026-11-21T00:00:00Z",
		"go": v["go"], "platform": runtime.GOOS + "/" + runtime.GOARCH}, v)
	assert.Regexp(t, `^go1\.`, v["go"])
	r = mcpLint(t, dir, nil, "version", "extra")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.stderr, `unexpected "extra"`)
}
