package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// eval --corpus reads regular files only, of at most MaxCorpusSize bytes:
// a FIFO would hang it, /dev/zero would grow its memory without end, and
// a directory is no corpus. Each is refused before it is read, with exit
// 3 and a message that names the file and the bound.
func TestEvalCorpusInputsAreBounded(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.jsonl")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	big := filepath.Join(dir, "big.jsonl")
	f, err := os.Create(big)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(maxCorpusSize+1)) // sparse: no disk, no memory
	require.NoError(t, f.Close())
	atLimit := filepath.Join(dir, "ok.jsonl")
	require.NoError(t, os.WriteFile(atLimit, []byte(`{"id":"a","label":"benign","tool":{"name":"now","description":"Returns the current time."}}`+"\n"), 0o644))

	for _, c := range []struct{ path, says string }{
		{fifo, "not a regular file"},
		{"/dev/zero", "not a regular file"},
		{dir, "a directory"},
		{big, "limit 67108864"},
	} {
		r := mcpLint(t, dir, nil, "eval", "--corpus", c.path)
		assert.Equal(t, 3, r.code, "%s: %s%s", c.path, r.stdout, r.stderr)
		assert.Contains(t, r.stderr, c.says, c.path)
		assert.Contains(t, r.stderr, c.path, c.path)
		assert.True(t, strings.Contains(r.stderr, "corpus"), c.path)
	}
	r := mcpLint(t, dir, nil, "eval", "--corpus", atLimit)
	assert.Equal(t, 0, r.code, "%s%s", r.stdout, r.stderr)
}
