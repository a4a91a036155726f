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
// the size a file of its kind is read to (the battery's
// marker-past-head cases read the server such a file holds). A file
// longer than that bound is not searched past its head, and a notice at
// the file names the bound: no file's content decides, unseen, whether
// it is read.
func TestMarkerPastTheHeadIsFoundOrTheBoundNamed(t *testing.T) {
	root := t.TempDir()
	filler := strings.Repeat("# "+strings.Repeat("x", 61)+"\n", 5000) // 320,000 bytes
	server := "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"ledger\")\n\n@mcp.tool()\ndef balance(account: str) -> str:\n    \"\"\"Returns the balance of an account.\"\"\"\n    return \"0\"\n"
	require.NoError(t, os.WriteFile(filepath.Join(root, "server.py"), []byte(filler+server), 0o644))

	res := discover.Discover([]string{root}, discover.Options{Root: root})
	require.Len(t, res.Tools, 1)
	assert.Equal(t, "balance", res.Tools[0].Name)

	res = discover.Discover([]string{root}, discover.Options{Root: root, MaxSourceSize: 300 << 10})
	assert.Empty(t, res.Tools)
	require.Len(t, res.Notices, 1)
	assert.Equal(t, "server.py", res.Notices[0].Path)
	assert.Equal(t, "not searched for an MCP marker past its first 262144 bytes: the file has 320170 bytes, over the 307200 bytes a py file is read to", res.Notices[0].Message)
}
