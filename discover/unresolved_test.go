package discover_test

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
)

// A definition's text given by a name the reading cannot resolve (an
// import of a module not read, a constant of another class) is counted
// as computed at its place, never dropped in silence: each
// case is the one computed notice, "path:line:col: what".
func TestUnresolvedTextIsComputed(t *testing.T) {
	const jsHead = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n"
	cases := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"js positional description imported from a missing module", map[string]string{
			"index.js": jsHead + "import { alerts } from \"./lib/tools.js\";\nconst server = new McpServer({ name: \"acme\", version: \"1.0.0\" });\n" +
				"server.tool(\"get_alerts\", alerts, {}, async () => ({ content: [] }));\n",
		}, "index.js:4:27: the tool's description"},
		{"js positional description imported from a package", map[string]string{
			"index.js": jsHead + "import { alerts } from \"@acme/texts\";\nconst server = new McpServer({ name: \"acme\", version: \"1.0.0\" });\n" +
				"server.tool(\"get_alerts\", alerts, async () => ({ content: [] }));\n",
		}, "index.js:4:27: the tool's description"},
		{"js positional description bound by a call in the module read", map[string]string{
			"index.js": jsHead + "import { alerts } from \"./texts.js\";\nconst server = new McpServer({ name: \"acme\", version: \"1.0.0\" });\n" +
				"server.tool(\"get_alerts\", alerts, async () => ({ content: [] }));\n",
			"texts.js": "export const alerts = load(\"alerts\");\n",
		}, "index.js:4:27: the tool's description"},
		{"js shorthand description imported from a missing module", map[string]string{
			"index.js": jsHead + "import { description } from \"./texts.js\";\nconst server = new McpServer({ name: \"acme\", version: \"1.0.0\" });\n" +
				"server.registerTool(\"get_alerts\", { description }, async () => ({ content: [] }));\n",
		}, "index.js:4:37: the description"},
		{"python title imported", map[string]string{
			"pkg/server.py": "from mcp.server.fastmcp import FastMCP\nfrom .texts import TITLE\n\nmcp = FastMCP(\"acme\")\n\n" +
				"@mcp.tool(title=TITLE)\ndef alerts() -> str:\n    \"\"\"Returns alerts.\"\"\"\n    return \"\"\n",
		}, "pkg/server.py:6:17: the tool's title"},
		{"java parameter description of another class", map[string]string{
			"src/Ledger.java": "import org.springframework.ai.tool.annotation.Tool;\nimport org.springframework.ai.tool.annotation.ToolParam;\n\npublic class Ledger {\n" +
				"    @Tool(description = \"Returns the balance.\")\n    public String balance(@ToolParam(description = Texts.ACCOUNT) String account) { return \"0\"; }\n}\n",
		}, "src/Ledger.java:6:52: a parameter's description"},
		{"csharp parameter description of another class", map[string]string{
			"Ledger.cs": "using System.ComponentModel;\nusing ModelContextProtocol.Server;\n\n[McpServerToolType]\npublic static class Ledger\n{\n" +
				"    [McpServerTool, Description(\"Returns the balance.\")]\n    public static string Balance([Description(Texts.Account)] string account) => \"0\";\n}\n",
		}, "Ledger.cs:8:47: a parameter's description"},
		{"rust schemars parameter description of another module", map[string]string{
			"main.rs": "use rmcp::{tool, ServerHandler};\n\n#[derive(Clone)]\npub struct Weather;\n\n#[tool(tool_box)]\nimpl Weather {\n" +
				"    #[tool(description = \"Returns the forecast.\")]\n    async fn forecast(&self, #[tool(param)] #[schemars(description = texts::CITY)] city: String) -> String {\n        city\n    }\n}\n",
		}, "main.rs:9:70: a parameter's description"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := writeFiles(t, c.files)
			res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true})
			require.Empty(t, res.Errors)
			var got []string
			for _, e := range res.Computed {
				got = append(got, fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Col, strings.TrimSuffix(e.Message, " is computed (not a literal of this file); it was not scanned: snapshot the running server with mcp-lint snapshot")))
			}
			assert.Equal(t, []string{c.want}, got)
		})
	}
}

// Inside a bundle, an import of a member the archive does not hold, or
// of one past the bound a bundle's member is read to
// (Options.MaxSourceSize), is computed too, placed at the entry point's
// member, line and column; the member too large is not read.
func TestBundleUnresolvedImportIsComputed(t *testing.T) {
	entry := "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { alerts } from \"./lib/tools.js\";\n" +
		"const server = new McpServer({ name: \"acme\", version: \"1.0.0\" });\nserver.tool(\"get_alerts\", alerts, {}, async () => ({ content: [] }));\n"
	large := "export const alerts = \"Returns alerts.\U000E0041\";\n" + strings.Repeat("// padding\n", 400)
	for _, c := range []struct {
		name    string
		members [][2]string
	}{
		{"missing member", nil},
		{"member over the source bound", [][2]string{{"lib/tools.js", large}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			var buf bytes.Buffer
			zw := zip.NewWriter(&buf)
			members := append([][2]string{
				{"manifest.json", `{"manifest_version":"0.3","name":"acme","version":"1.0.0","description":"Weather alerts.","server":{"type":"node","entry_point":"index.js"}}`},
				{"index.js", entry},
			}, c.members...)
			for _, m := range members {
				w, err := zw.Create(m[0])
				require.NoError(t, err)
				_, err = w.Write([]byte(m[1]))
				require.NoError(t, err)
			}
			require.NoError(t, zw.Close())
			require.NoError(t, os.WriteFile(filepath.Join(root, "a.mcpb"), buf.Bytes(), 0o644))
			res := discover.Discover([]string{root}, discover.Options{Root: root, ComputedNotice: true, MaxSourceSize: 2048})
			require.Empty(t, res.Errors)
			require.Len(t, res.Computed, 1)
			e := res.Computed[0]
			assert.Equal(t, [3]any{"a.mcpb", 0, 0}, [3]any{e.Path, e.Line, e.Col})
			assert.True(t, strings.HasPrefix(e.Message, "index.js:4:27: the tool's description is computed"), e.Message)
			var descs []string
			for _, tl := range res.Tools {
				descs = append(descs, string(tl.Kind)+" "+tl.Name+": "+tl.Description)
			}
			assert.Equal(t, []string{"listing mcpb: Weather alerts.", "tool get_alerts: "}, descs, "the member past the bound is not read")
		})
	}
}
