package discover

import (
	"os"
	"path/filepath"
	"testing"
)

// Tests and declarations are turned down by their name whatever
// they hold (neverRead): in a module, package and project that build on
// an MCP SDK, files so named that register tools through it give nothing
// — no definition, no notice, no error — walked or named on the command
// line, and are counted as considered. Their twins under ordinary names
// are read.
func TestNeverReadByName(t *testing.T) {
	goSrc := "package x\n\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\nfunc f(s *mcp.Server) {\n\tmcp.AddTool(s, &mcp.Tool{Name: \"t\", Description: \"d\"}, nil)\n}\n"
	jsSrc := "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\nserver.registerTool(\"t\", { description: \"d\", inputSchema: {} }, async () => ({}));\n"
	pySrc := "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"s\")\n\n@mcp.tool()\ndef t() -> str:\n    \"\"\"d\"\"\"\n    return \"\"\n"
	files := map[string]string{
		"go.mod":         "module example.com/x\n\ngo 1.22\n\nrequire github.com/modelcontextprotocol/go-sdk v1.0.0\n",
		"package.json":   `{"name": "x", "dependencies": {"@modelcontextprotocol/sdk": "1.0.0"}}`,
		"pyproject.toml": "[project]\nname = \"x\"\ndependencies = [\"mcp\"]\n",
		"a_test.go":      goSrc,
		"b.d.ts":         jsSrc,
		"c.test.ts":      jsSrc,
		"d.spec.js":      jsSrc,
		"test_f.py":      pySrc,
		"g_test.py":      pySrc,
		"conftest.py":    pySrc,
	}
	root := t.TempDir()
	for p, c := range files {
		if err := os.WriteFile(filepath.Join(root, p), []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	check := func(name string, res *Result, considered int) {
		t.Helper()
		if len(res.Files) != 0 || len(res.Tools) != 0 || len(res.Errors) != 0 || len(res.Notices) != 0 || len(res.Computed) != 0 {
			t.Errorf("%s: files %v, tools %d, errors %+v, notices %+v, computed %+v", name, res.Files, len(res.Tools), res.Errors, res.Notices, res.Computed)
		}
		if res.Considered != considered {
			t.Errorf("%s: %d considered, want %d", name, res.Considered, considered)
		}
	}
	check("walked", Discover(nil, Options{Root: root}), 9) // the seven, package.json and pyproject.toml
	for p := range files {
		if p == "go.mod" || p == "package.json" || p == "pyproject.toml" {
			continue
		}
		check(p, Discover([]string{filepath.Join(root, p)}, Options{Root: root}), 1)
	}
	// The same sources under ordinary names are read.
	for p, c := range map[string]string{"a.go": goSrc, "c.ts": jsSrc, "f.py": pySrc} {
		if err := os.WriteFile(filepath.Join(root, p), []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
		if res := Discover([]string{filepath.Join(root, p)}, Options{Root: root}); len(res.Tools) == 0 {
			t.Errorf("%s: no tool read", p)
		}
	}
}
