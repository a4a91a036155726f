package discover

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Modules a Python server loads by a computed name (importlib.import_module
// over a plugins package) are read as the server's, all their prose swept
// (nothing else registers it), and a notice at the call says the link is
// inferred and how many modules it stands for.
func TestPythonPluginsFolderInferred(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"app/__init__.py":         "",
		"app/plugins/__init__.py": "",
		"app/server.py":           "import importlib\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"ledger\")\nfor name in (\"balance\",):\n    module = importlib.import_module(f\"app.plugins.{name}\")\n    mcp.add_tool(module.run)\n",
		"app/plugins/balance.py":  "def run(account: str) -> str:\n    \"\"\"Returns the balance of the account the user names.\"\"\"\n    return \"0\"\n",
	})
	res := Discover([]string{root}, Options{Root: root})
	var texts []string
	for _, tl := range res.Tools {
		if tl.Kind == detect.KindText {
			texts = append(texts, tl.Source+" "+tl.Description)
		}
	}
	assert.Equal(t, []string{"app/plugins/balance.py Returns the balance of the account the user names."}, texts)
	var notes []string
	for _, n := range res.Notices {
		if strings.Contains(n.Message, "computed name") {
			notes = append(notes, n.Path+": "+n.Message)
		}
	}
	assert.Equal(t, []string{`app/server.py: 6: modules loaded by a computed name (import_module(f"app.plugins…): the 2 module(s) of app/plugins/ are read as this server's, the link inferred`}, notes)
}
