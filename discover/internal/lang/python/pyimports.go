package python

import (
	"bytes"
	"fmt"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// ImportPattern matches "import a.b[, c]" and "from .a.b import x, y".
var ImportPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([\w, \t]*)|import[ \t]+([\w., \t]+))`)
})

// pyImportedModules are the files of the tree a Python file's imports may
// name (absolute from its folder and up, or relative).
func pyImportedModules(h syntax.Host, rel string, data []byte) []string {
	dir := path.Dir(rel)
	var found []string
	for _, m := range Imports(data) {
		if len(m[3]) > 0 {
			for _, mod := range strings.Split(string(m[3]), ",") {
				mod = strings.Fields(mod + " ")[0]
				found = append(found, pyResolve(h, dir, mod)...)
			}
			continue
		}
		mod := string(m[1])
		found = append(found, pyResolve(h, dir, mod)...)
		// from pkg import mod: mod may be a module of pkg.
		for _, name := range strings.Split(string(m[2]), ",") {
			if f := strings.Fields(name); len(f) > 0 {
				sub := mod + "." + f[0]
				if strings.HasSuffix(mod, ".") {
					sub = mod + f[0] // from . import mod
				}
				found = append(found, pyResolve(h, dir, sub)...)
			}
		}
	}
	return found
}

// pyResolve resolves a module name as written in a file of folder dir: a
// relative one (.tools, ..app) from the file's package; an absolute one
// beside the file (a script run from its folder finds it there), else
// from the source root of the import package the file is in when the
// name starts with that package's name (from ledger import tools in
// ledger/server.py), the package being the scan's root itself when the
// scan starts inside it (named by its folder, RootName).
func pyResolve(h syntax.Host, dir, mod string) []string {
	if dots := len(mod) - len(strings.TrimLeft(mod, ".")); dots > 0 {
		base := dir
		for i := 1; i < dots; i++ {
			base = path.Dir(base)
		}
		return pyModule(h, base, mod[dots:])
	}
	if found := pyModule(h, dir, mod); len(found) > 0 {
		return found
	}
	first, rest, _ := strings.Cut(mod, ".")
	for d := dir; h.Exists(path.Join(d, "__init__.py")); d = path.Dir(d) {
		name := path.Base(d)
		if d == "." {
			name = h.RootName()
		}
		if name == first {
			if rest == "" {
				return []string{path.Join(d, "__init__.py")}
			}
			return pyModule(h, d, rest)
		}
		if d == "." || d == "/" {
			break
		}
	}
	return nil
}

// Imports is ImportPattern().FindAllSubmatch(data, MaxImports), asked only of
// the lines that start with "from" or "import" after their indentation:
// a regular expression anchored at every line start of a whole file cost
// more than lexing it. The pattern matches within one line.
func Imports(data []byte) [][][]byte {
	var out [][][]byte
	for start := 0; start < len(data) && len(out) < syntax.MaxImports; {
		end := bytes.IndexByte(data[start:], '\n')
		if end < 0 {
			end = len(data)
		} else {
			end += start
		}
		line := data[start:end]
		body := bytes.TrimLeft(line, " \t")
		if bytes.HasPrefix(body, []byte("from")) || bytes.HasPrefix(body, []byte("import")) {
			if m := ImportPattern().FindSubmatch(line); m != nil {
				out = append(out, m)
			}
		}
		start = end + 1
	}
	return out
}

// pyModule resolves a Python module name against folder base: a.b is
// a/b.py or a/b/__init__.py.
func pyModule(h syntax.Host, base, mod string) []string {
	if mod == "" {
		return nil
	}
	p := path.Join(base, strings.ReplaceAll(mod, ".", "/"))
	for _, t := range []string{p + ".py", p + "/__init__.py"} {
		if h.Exists(t) {
			return []string{t}
		}
	}
	return nil
}

// pyDynamicImport matches a module loaded by a computed name whose
// literal start names a package: importlib.import_module(f"tools.{n}"),
// import_module("tools." + n), __import__(f".plugins.{n}"). Group 1 is
// the package (dots first for a relative one).
var pyDynamicImport = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:import_module|__import__)\(\s*(?:[fF][rR]?|[rR][fF])?["'](\.*[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\.(?:\{|["']\s*\+)`)
})

// pyDynamicModules are the modules a file may load by a computed name
// (pyDynamicImport): every module of the package the name starts with,
// read as the server's; a notice at the call says the link is inferred.
func pyDynamicModules(h syntax.Host, rel string, data []byte) []string {
	if !bytes.Contains(data, []byte("import_module(")) && !bytes.Contains(data, []byte("__import__(")) {
		return nil
	}
	var out []string
	for _, m := range pyDynamicImport().FindAllSubmatchIndex(data, syntax.MaxImports) {
		pkg, base := string(data[m[2]:m[3]]), path.Dir(rel)
		if dots := len(pkg) - len(strings.TrimLeft(pkg, ".")); dots > 0 {
			for i := 1; i < dots; i++ {
				base = path.Dir(base)
			}
			pkg = pkg[dots:]
		}
		// A relative name from the file's package; an absolute one from
		// the file's folder or a folder above it (a source root).
		var dir string
		n := 0
		for b := base; n == 0; b = path.Dir(b) {
			dir = path.Join(b, strings.ReplaceAll(pkg, ".", "/"))
			for _, e := range h.ReadDir(dir) {
				if name := e.Name(); e.Type().IsRegular() && strings.HasSuffix(name, ".py") {
					out = append(out, path.Join(dir, name))
					h.Inferred(path.Join(dir, name))
					n++
				}
			}
			if len(pkg) < len(string(data[m[2]:m[3]])) || b == "." || b == "/" || b == "" {
				break // relative: its package only
			}
		}
		if n == 0 {
			continue
		}
		line := 1 + bytes.Count(data[:m[0]], []byte("\n"))
		h.Notice(rel, fmt.Sprintf("%d: modules loaded by a computed name (%s…): the %d module(s) of %s/ are read as this server's, the link inferred", line, data[m[0]:m[3]], n, dir))
	}
	return out
}
