package discover

import (
	"bufio"
	"bytes"
	"encoding/json"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/lang/golang"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

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
func projectName(root string) string { return projectNameOf(root, manifestAll) }

// projectNameOf is projectName reading only the manifests has names
// (manifestBit): those the walk saw in the folder.
func projectNameOf(root string, has uint8) string {
	read := func(name string) ([]byte, bool) {
		if has&manifestBit[name] == 0 {
			return nil, false
		}
		b, err := safeio.ReadSideFile(root, filepath.Join(root, name), 1<<20)
		return b, err == nil
	}
	if b, ok := read("package.json"); ok {
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
	if b, ok := read("pyproject.toml"); ok {
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
	if b, ok := read("go.mod"); ok {
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
		// The folder's own manifest, read once per folder whatever asks
		// (declaredAt): a folder the walk listed without one reads none.
		if name = w.declaredAt(dir); name == "" {
			name = w.projectOf(path.Dir(dir))
		}
	}
	w.projects[dir] = name
	return name
}

// repoOf names the repository folder dir (relative to the root) belongs
// to: the nearest folder at or above it holding a .git (a checkout, a
// submodule), or the scan's root. Its source code and bundle manifests are
// one author's (detect.Tool.Project).
func (w *walker) repoOf(dir string) string {
	for {
		if w.repos[dir] || dir == "." || dir == "" || dir == "/" {
			if dir == "" || dir == "/" {
				dir = "."
			}
			return "repo:" + dir
		}
		dir = path.Dir(dir)
	}
}

// declaredAt is the name a project manifest in folder dir itself (relative
// to the root) declares, or "".
func (w *walker) declaredAt(dir string) string {
	if w.declared == nil {
		w.declared = map[string]string{}
	}
	has := manifestAll
	if w.listed[dir] {
		if has = w.withManifest[dir]; has == 0 {
			return ""
		}
	}
	name, ok := w.declared[dir]
	if !ok {
		name = projectNameOf(filepath.Join(w.root, filepath.FromSlash(dir)), has)
		w.declared[dir] = name
	}
	return name
}

// manifestNames are the files projectName reads (and composer.json, which
// NearestFile finds for the PHP reader), and manifestBit their bits in
// walker.withManifest.
var (
	manifestNames = map[string]bool{"package.json": true, "pyproject.toml": true, "go.mod": true, ".gitattributes": true, "composer.json": true}
	manifestBit   = map[string]uint8{"package.json": 1, "pyproject.toml": 2, "go.mod": 4, ".gitattributes": 8, "composer.json": 16}
)

// manifestAll: a folder the walk did not list may hold any of them.
const manifestAll uint8 = 31

// mcpSDKs are the npm packages of the MCP TypeScript SDK (version 1, and
// the server and client packages of version 2).
var mcpSDKs = []string{"@modelcontextprotocol/sdk", "@modelcontextprotocol/server", "@modelcontextprotocol/client"}

// mcpFramework: a dependency named for MCP (mcp a word of its name:
// @cyanheads/mcp-ts-core, mcp-framework, @acme/mcp): a framework built on
// the SDK, whose node_modules a scan does not read. A package that
// depends on one builds on MCP as one that depends on the SDK does; its
// files are still read only where they hold a tool's shape.
func mcpFramework(name string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return strings.ContainsRune("@/-_.", r) }) {
		if w == "mcp" {
			return true
		}
	}
	return false
}

// MCPPackage reports whether the package of folder dir (the nearest
// package.json at or above it, relative to the root) builds on the MCP
// TypeScript SDK: it depends on the SDK, or on a package of this
// workspace that does (@acme/mcp-tools → @acme/mcp-core → the SDK). It is
// reachability in the workspace's dependency graph, searched breadth
// first with each package visited once, so a dependency cycle gives every
// package on it the same answer whichever of them is asked first; an
// answer is kept per package (a search that finds no SDK answers for
// every package it reached), and a package known not to reach the SDK is
// not searched through again.
func (w *walker) MCPPackage(dir string) bool {
	pkgDir, _, ok := w.nearestPackage(dir)
	if !ok {
		return false
	}
	if v, ok := w.mcpPkgs[pkgDir]; ok {
		return v
	}
	v := false
	seen := map[string]bool{pkgDir: true}
	for queue := []string{pkgDir}; len(queue) > 0 && !v; queue = queue[1:] {
		p := queue[0]
		if known, ok := w.mcpPkgs[p]; ok {
			v = known
			continue
		}
		_, deps, _ := w.nearestPackage(p)
		for _, name := range deps {
			if slices.Contains(mcpSDKs, name) || mcpFramework(name) {
				v = true
				break
			}
			if other, ok := w.workspacePackages()[name]; ok && !seen[other] {
				seen[other] = true
				queue = append(queue, other)
			}
		}
	}
	if w.mcpPkgs == nil {
		w.mcpPkgs = map[string]bool{}
	}
	w.mcpPkgs[pkgDir] = v
	if !v {
		// Every package the search reached reaches nothing more.
		for p := range seen {
			w.mcpPkgs[p] = false
		}
	}
	return v
}

// nearestPackage finds the nearest package.json at or above folder dir:
// its folder and the names of its dependencies (all kinds, sorted).
func (w *walker) nearestPackage(dir string) (string, []string, bool) {
	pkgDir, b, ok := w.NearestFile(dir, "package.json")
	if !ok {
		return "", nil, false
	}
	var pkg struct {
		Dependencies, DevDependencies, PeerDependencies map[string]any
	}
	var names []string
	if json.Unmarshal(b, &pkg) == nil {
		for _, deps := range []map[string]any{pkg.Dependencies, pkg.DevDependencies, pkg.PeerDependencies} {
			for name := range deps {
				names = append(names, name)
			}
		}
	}
	slices.Sort(names)
	return pkgDir, names, true
}

// packageEntry: rel is the bin or main of the package.json nearest its
// folder, and that package builds on an MCP SDK (MCPPackage).
func (w *walker) packageEntry(rel string) bool {
	dir := syntax.DirOf(rel)
	pkgDir, b, ok := w.NearestFile(dir, "package.json")
	if !ok {
		return false
	}
	names, seen := w.entries[pkgDir]
	if !seen {
		var pkg struct {
			Bin  any    `json:"bin"`
			Main string `json:"main"`
		}
		names = map[string]bool{}
		add := func(p string) {
			if p == "" {
				return
			}
			if pkgDir != "." && pkgDir != "" {
				p = pkgDir + "/" + p
			}
			names[path.Clean(p)] = true
		}
		if json.Unmarshal(b, &pkg) == nil {
			add(pkg.Main)
			switch v := pkg.Bin.(type) {
			case string:
				add(v)
			case map[string]any:
				for _, p := range v {
					if s, ok := p.(string); ok {
						add(s)
					}
				}
			}
		}
		if w.entries == nil {
			w.entries = map[string]map[string]bool{}
		}
		w.entries[pkgDir] = names
	}
	return names[rel] && w.MCPPackage(dir)
}

// workspacePackages maps the names of the packages the walk found (their
// package.json "name") to their folders; a name declared twice maps to
// neither.
func (w *walker) workspacePackages() map[string]string {
	if w.workspace != nil {
		return w.workspace
	}
	w.workspace = map[string]string{}
	twice := map[string]bool{}
	for _, dir := range w.packageDirs {
		at, b, ok := w.NearestFile(dir, "package.json")
		if !ok || at != dir {
			continue
		}
		var pkg struct{ Name string }
		if json.Unmarshal(b, &pkg) != nil || pkg.Name == "" {
			continue
		}
		if _, dup := w.workspace[pkg.Name]; dup {
			twice[pkg.Name] = true
		}
		w.workspace[pkg.Name] = dir
	}
	for name := range twice {
		delete(w.workspace, name)
	}
	return w.workspace
}

// mcpGoModule reports whether the nearest go.mod at or above folder dir
// (relative to the root) requires an MCP SDK.
func (w *walker) mcpGoModule(dir string) bool {
	// A folder the walk listed without a go.mod has its parent's answer
	// (NearestFile's rule), kept per folder: asked once per folder that
	// holds Go files, and NearestFile's keys are built strings.
	if v, ok := w.goDirs[dir]; ok {
		return v
	}
	if w.goDirs == nil {
		w.goDirs = map[string]bool{}
	}
	if !w.noSiblings && w.listed[dir] && w.withManifest[dir]&manifestBit["go.mod"] == 0 && dir != "." && dir != "" && dir != "/" {
		v := w.mcpGoModule(path.Dir(dir))
		w.goDirs[dir] = v
		return v
	}
	v := w.mcpGoModuleAt(dir)
	w.goDirs[dir] = v
	return v
}

// mcpGoModuleAt answers mcpGoModule by the nearest go.mod itself.
func (w *walker) mcpGoModuleAt(dir string) bool {
	modDir, b, ok := w.NearestFile(dir, "go.mod")
	if !ok {
		return false
	}
	// Asked for every Go file: the answer is kept per module.
	if v, ok := w.goModules[modDir]; ok {
		return v
	}
	v := bytes.Contains(b, []byte("github.com/modelcontextprotocol/go-sdk")) || bytes.Contains(b, []byte("github.com/mark3labs/mcp-go")) || bytes.Contains(b, []byte(golang.MetoroModule))
	if w.goModules == nil {
		w.goModules = map[string]bool{}
	}
	w.goModules[modDir] = v
	return v
}

// NearestFile reads the nearest file named name at or above folder dir
// (relative to the root) through the confined opener: its folder and
// bytes; ok is false when there is none. A folder the walk listed without
// a project manifest is not read. Answers are kept by file name and
// folder.
func (w *walker) NearestFile(dir, name string) (string, []byte, bool) {
	if w.noSiblings {
		return "", nil, false
	}
	if w.manifests == nil {
		w.manifests = map[string]nearFile{}
	}
	key := name + "\x00" + dir
	if f, ok := w.manifests[key]; ok {
		return f.dir, f.data, f.ok
	}
	var f nearFile
	if !w.listed[dir] || w.withManifest[dir]&manifestBit[name] != 0 {
		if b, err := safeio.ReadSideFile(w.root, filepath.Join(w.root, filepath.FromSlash(dir), name), 1<<20); err == nil {
			f = nearFile{dir, b, true}
		}
	}
	if !f.ok && dir != "." && dir != "" && dir != "/" {
		f.dir, f.data, f.ok = w.NearestFile(path.Dir(dir), name)
	}
	w.manifests[key] = f
	return f.dir, f.data, f.ok
}

// nearFile is an answer of NearestFile.
type nearFile struct {
	dir  string
	data []byte
	ok   bool
}
