package discover_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
)

// A file whose first 256 KB hold no MCP marker is searched whole, up to
// the size any file is read to (the battery's marker-past-head cases read
// the server such a file holds).
func TestMarkerPastTheHeadIsFound(t *testing.T) {
	root := t.TempDir()
	filler := strings.Repeat("# "+strings.Repeat("x", 61)+"\n", 5000) // 320,000 bytes
	require.NoError(t, os.WriteFile(filepath.Join(root, "server.py"), []byte(filler+markedServer), 0o644))

	res := discover.Discover([]string{root}, discover.Options{Root: root})
	require.Len(t, res.Tools, 1)
	assert.Equal(t, "balance", res.Tools[0].Name)
}

// markedServer is a Python server: its first line is the MCP marker.
const markedServer = "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"ledger\")\n\n@mcp.tool()\ndef balance(account: str) -> str:\n    \"\"\"Returns the balance of an account.\"\"\"\n    return \"0\"\n"

// A source file over the source bound is not read, and what that is
// depends on its MCP marker, not on where the marker sits: a server's
// source left unread is an error (exit 3) whether its SDK import is at
// the top or after 256 KB, and a file with no marker anywhere, searched
// whole, is no MCP file, as one under the bound. The late marker was only
// a notice: the file was searched for it up to the source bound, which it
// was over.
func TestSourceOverItsBoundIsAnErrorWhereverTheMarker(t *testing.T) {
	filler := strings.Repeat("# "+strings.Repeat("x", 61)+"\n", 5000) // 320,000 bytes
	for name, text := range map[string]string{
		"marker first": markedServer + filler,
		"marker last":  filler + markedServer,
	} {
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(root, "server.py"), []byte(text), 0o644))
			res := discover.Discover([]string{root}, discover.Options{Root: root, MaxSourceSize: 300 << 10})
			assert.Empty(t, res.Tools)
			assert.Empty(t, res.Notices)
			require.Len(t, res.Errors, 1)
			assert.Equal(t, "server.py", res.Errors[0].Path)
			assert.Equal(t, "source file too large to scan: 320170 bytes (the limit for source code is 307200 bytes, Options.MaxSourceSize): it was not read", res.Errors[0].Message)
		})
	}
	root := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(root, "server.py"), []byte(filler+"x = 1\n"), 0o644))
	res := discover.Discover([]string{root}, discover.Options{Root: root, MaxSourceSize: 300 << 10})
	assert.Empty(t, res.Errors)
	assert.Empty(t, res.Notices)
}

// A file over the bound any file is read to is not searched past its
// head, and a notice at the file names the bound: no file's content
// decides, unseen, whether it is read.
func TestMarkerPastTheReadBoundIsNamed(t *testing.T) {
	root := t.TempDir()
	filler := strings.Repeat("# "+strings.Repeat("x", 61)+"\n", 5000)
	require.NoError(t, os.WriteFile(filepath.Join(root, "server.py"), []byte(filler+markedServer), 0o644))
	res := discover.Discover([]string{root}, discover.Options{Root: root, MaxSourceSize: 280 << 10, MaxFileSize: 300 << 10})
	assert.Empty(t, res.Tools)
	assert.Empty(t, res.Errors)
	require.NotEmpty(t, res.Notices)
	assert.Equal(t, "server.py", res.Notices[0].Path)
	assert.Equal(t, "not searched for an MCP marker past its first 262144 bytes: the file has 320170 bytes, over the 307200 bytes a py file is read to", res.Notices[0].Message)
}
