package discover

import (
	"bufio"
	"bytes"
	"encoding/json"
	"path"
	"path/filepath"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// defaultServer names the server of a definition found at the root of a
// scan with nothing that names it: never the checkout folder's name, which
// changes from clone to clone (a lockfile or baseline made in one clone
// would fail in another).
const defaultServer = "default"

// projectName reads the name the project at root declares for itself:
// package.json's "name" (without its @scope/), pyproject.toml's
// [project] or [tool.poetry] name, or the last element of go.mod's module
// path (without a /vN suffix). It is "" when none says.
func projectName(root string) string {
	const limit = 1 << 20
	if b, err := safeio.ReadSideFile(root, filepath.Join(root, "package.json"), limit); err == nil {
		var pkg struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(b, &pkg) == nil && pkg.Name != "" {
			if _, rest, ok := strings.Cut(pkg.Name, "/"); ok && strings.HasPrefix(pkg.Name, "@") {
				return rest
			}
			return pkg.Name
		}
	}
	if b, err := safeio.ReadSideFile(root, filepath.Join(root, "pyproject.toml"), limit); err == nil {
		var py struct {
			Project struct{ Name string }
			Tool    struct{ Poetry struct{ Name string } }
		}
		if toml.Unmarshal(b, &py) == nil {
			if py.Project.Name != "" {
				return py.Project.Name
			}
			if py.Tool.Poetry.Name != "" {
				return py.Tool.Poetry.Name
			}
		}
	}
	if b, err := safeio.ReadSideFile(root, filepath.Join(root, "go.mod"), limit); err == nil {
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if mod, ok := strings.CutPrefix(line, "module "); ok {
				mod = strings.Trim(strings.TrimSpace(mod), `"`)
				base := path.Base(mod)
				if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" && path.Dir(mod) != "." {
					base = path.Base(path.Dir(mod))
				}
				return base
			}
		}
	}
	return ""
}

// projectOf names the server of source code in folder dir (relative to
// the root) that does not name its server itself: the name declared by the
// nearest project manifest (package.json, pyproject.toml, go.mod) in dir
// or a folder above it up to the root; "" when none declares one. A
// monorepo's servers each get their package's name, and a server's source
// files, wherever they sit in its tree, are one server with its fixtures
// and snapshots, not one per folder.
func (w *walker) projectOf(dir string) string {
	if w.projects == nil {
		w.projects = map[string]string{}
	}
	if name, ok := w.projects[dir]; ok {
		return name
	}
	var name string
	switch {
	case dir == "." || dir == "" || dir == "/":
		if w.rootName != defaultServer {
			name = w.rootName
		}
	default:
		if name = projectName(filepath.Join(w.root, filepath.FromSlash(dir))); name == "" {
			name = w.projectOf(path.Dir(dir))
		}
	}
	w.projects[dir] = name
	return name
}

// declaredAt is the name a project manifest in folder dir itself (relative
// to the root) declares, or "".
func (w *walker) declaredAt(dir string) string {
	if w.declared == nil {
		w.declared = map[string]string{}
	}
	if w.listed[dir] && !w.withManifest[dir] {
		return ""
	}
	name, ok := w.declared[dir]
	if !ok {
		name = projectName(filepath.Join(w.root, filepath.FromSlash(dir)))
		w.declared[dir] = name
	}
	return name
}

// manifestNames are the files projectName reads.
var manifestNames = map[string]bool{"package.json": true, "pyproject.toml": true, "go.mod": true}

// mcpPackage reports whether the nearest package.json at or above folder
// dir (relative to the root) depends on the MCP TypeScript SDK.
func (w *walker) mcpPackage(dir string) bool {
	return w.nearestManifest(dir, "package.json", func(b []byte) bool {
		var pkg struct {
			Dependencies, DevDependencies, PeerDependencies map[string]any
		}
		if json.Unmarshal(b, &pkg) != nil {
			return false
		}
		for _, deps := range []map[string]any{pkg.Dependencies, pkg.DevDependencies, pkg.PeerDependencies} {
			if _, ok := deps["@modelcontextprotocol/sdk"]; ok {
				return true
			}
		}
		return false
	})
}

// mcpGoModule reports whether the nearest go.mod at or above folder dir
// (relative to the root) requires an MCP SDK.
func (w *walker) mcpGoModule(dir string) bool {
	return w.nearestManifest(dir, "go.mod", func(b []byte) bool {
		return bytes.Contains(b, []byte("github.com/modelcontextprotocol/go-sdk")) || bytes.Contains(b, []byte("github.com/mark3labs/mcp-go"))
	})
}

// nearestManifest applies says to the nearest file named name at or above
// folder dir (relative to the root), read through the confined opener;
// false when there is none. Answers are kept by file name and folder.
func (w *walker) nearestManifest(dir, name string, says func([]byte) bool) bool {
	if w.noSiblings {
		return false
	}
	if w.manifests == nil {
		w.manifests = map[string]bool{}
	}
	key := name + "\x00" + dir
	if v, ok := w.manifests[key]; ok {
		return v
	}
	v := false
	b, err := safeio.ReadSideFile(w.root, filepath.Join(w.root, filepath.FromSlash(dir), name), 1<<20)
	switch {
	case err == nil:
		v = says(b)
	case dir != "." && dir != "" && dir != "/":
		v = w.nearestManifest(path.Dir(dir), name, says)
	}
	w.manifests[key] = v
	return v
}
