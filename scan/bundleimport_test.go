package scan_test

import (
	"archive/zip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/scan"
)

// tags spells s in Unicode TAG characters (U+E0000 + the ASCII code).
func tags(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(0xE0000 + r)
	}
	return b.String()
}

// writeBundle writes a zip archive of members (name, text), in order.
func writeBundle(t *testing.T, out string, members [][2]string) {
	t.Helper()
	f, err := os.Create(out)
	require.NoError(t, err)
	zw := zip.NewWriter(f)
	for _, m := range members {
		w, err := zw.Create(m[0])
		require.NoError(t, err)
		_, err = w.Write([]byte(m[1]))
		require.NoError(t, err)
	}
	require.NoError(t, zw.Close())
	require.NoError(t, f.Close())
}

const bundleManifest = `{"manifest_version":"0.3","name":"acme","version":"1.0.0","description":"Weather alerts.","server":{"type":"node","entry_point":"index.js"}}`

const bundleEntry = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { alerts } from "./lib/tools.js";
const server = new McpServer({ name: "acme", version: "1.0.0" });
server.tool("get_alerts", alerts, {}, async () => ({ content: [] }));
`

// A bundle's entry point that imports its tool's description from a
// sibling member: the member is read in the archive, and the hidden
// characters are found at their place in it (unread, the archive's
// siblings would let the tool pass in silence).
func TestBundleEntryPointImportsReadInTheArchive(t *testing.T) {
	root := t.TempDir()
	writeBundle(t, filepath.Join(root, "a.mcpb"), [][2]string{
		{"manifest.json", bundleManifest},
		{"index.js", bundleEntry},
		{"lib/tools.js", "// texts\nexport const alerts = \"Returns alerts." + tags("IGNORE") + "\";\n"},
	})
	out := scan.Run(scan.Options{Paths: []string{root}, Discover: discover.Options{Root: root}})
	require.Empty(t, out.Discovery.Errors)
	require.Empty(t, out.Discovery.Computed)
	require.Len(t, out.Findings, 1, "findings: %v", summarize(out))
	f := out.Findings[0]
	assert.Equal(t, "unicode.hidden", f.Located[0].Check)
	assert.Equal(t, "get_alerts", f.Tool.Name)
	assert.Equal(t, [4]any{"a.mcpb", "lib/tools.js", 2, 39}, [4]any{f.Location.Path, f.Location.Member, f.Location.Region.StartLine, f.Location.Region.StartColumn})
	assert.True(t, f.Location.Exact)
}
