package discover

import (
	"os"
	"path/filepath"
	"testing"
)

// TestMCPPackageIsReachability: a package builds on the MCP SDK when its
// workspace dependencies reach a package that depends on it, and the
// answer for every package of a dependency cycle is the same whichever is
// asked first. (Deciding packages one by one, a cycle's package asked
// while another was being decided was kept as not building on the SDK,
// so the answers, and so what a scan read, depended on the files' order.)
func TestMCPPackageIsReachability(t *testing.T) {
	root := t.TempDir()
	pkgs := map[string]string{
		"a": `{"name": "a", "dependencies": {"b": "1"}}`,
		"b": `{"name": "b", "dependencies": {"a": "1", "c": "1"}}`,
		"c": `{"name": "c", "dependencies": {"@modelcontextprotocol/sdk": "1"}}`,
		"d": `{"name": "d", "devDependencies": {"e": "1"}}`,
		"e": `{"name": "e", "dependencies": {"d": "1", "left-pad": "1"}}`,
		"f": `{"name": "f", "peerDependencies": {"e": "1", "a": "1"}}`,
	}
	var dirs []string
	for name, body := range pkgs {
		dir := filepath.Join(root, "packages", name)
		if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, "packages/"+name)
	}
	want := map[string]bool{"a": true, "b": true, "c": true, "d": false, "e": false, "f": true}
	orders := [][]string{
		{"a", "b", "c", "d", "e", "f"}, {"b", "a", "c", "d", "e", "f"}, {"f", "e", "d", "c", "b", "a"},
		{"e", "d", "f", "b", "a", "c"}, {"d", "f", "a", "e", "c", "b"},
	}
	for _, order := range orders {
		w := &walker{root: root, realRoot: root, res: &Result{}, packageDirs: dirs}
		for _, name := range order {
			// A folder below the package asks for the package's answer.
			if got := w.MCPPackage("packages/" + name + "/src"); got != want[name] {
				t.Errorf("asked in the order %v: MCPPackage(%s) = %v, want %v", order, name, got, want[name])
			}
		}
		for _, name := range order { // again, from what is kept
			if got := w.MCPPackage("packages/" + name); got != want[name] {
				t.Errorf("asked again after %v: MCPPackage(%s) = %v, want %v", order, name, got, want[name])
			}
		}
	}
}
