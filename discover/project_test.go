package discover

import (
	"os"
	"path/filepath"
	"testing"
)

func TestProjectName(t *testing.T) {
	cases := []struct{ file, text, want string }{
		{"package.json", `{"name": "@acme/notes-mcp", "version": "1.0.0"}`, "notes-mcp"},
		{"package.json", `{"name": "weather-server"}`, "weather-server"},
		{"pyproject.toml", "[project]\nname = \"mcp-server-time\"\n", "mcp-server-time"},
		{"pyproject.toml", "[tool.poetry]\nname = \"legacy-mcp\"\n", "legacy-mcp"},
		{"go.mod", "module github.com/containers/kubernetes-mcp-server\n\ngo 1.24\n", "kubernetes-mcp-server"},
		{"go.mod", "module github.com/acme/tools/v2\n", "tools"},
		{"README.md", "# nothing declares a name here", ""},
	}
	for _, c := range cases {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, c.file), []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := projectName(dir); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.file, c.text, got, c.want)
		}
	}
}

// The same tree in two folders names its servers alike: a lockfile or a
// baseline made in one clone holds in the other.
func TestServerNamesDoNotDependOnTheFolder(t *testing.T) {
	names := map[string]bool{}
	for _, folder := range []string{"clone-a", "checkout-b"} {
		root := filepath.Join(t.TempDir(), folder)
		if err := os.MkdirAll(filepath.Join(root, "testdata"), 0o755); err != nil {
			t.Fatal(err)
		}
		fixture := `{"tools":[{"name":"now","description":"Returns the time.","inputSchema":{"type":"object"}}]}`
		for _, p := range []string{"tools.json", "testdata/tools.json"} {
			if err := os.WriteFile(filepath.Join(root, p), []byte(fixture), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		res := Discover(nil, Options{Root: root})
		for _, tl := range res.Tools {
			names[tl.Server] = true
		}
	}
	if len(names) != 1 || !names[defaultServer] {
		t.Errorf("server names %v, want only %q", names, defaultServer)
	}
}
