package discover

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// The modules a server file imports are what the server runs: the walk
// reads them even when their names say test (*.spec.js, test_*.py), they
// live in vendor/, or they hold no mark of an SDK (a module of texts, a
// register(server) function). noteImports records those that resolve to
// a file of the tree; readCandidates reads them after the walk.

var (
	// jsImportSpec matches the module of an import, an export … from, a
	// dynamic import() or a require() that is relative ("./", "../").
	jsImportSpec = regexp.MustCompile(`(?:\bfrom|\bimport|\brequire)\s*\(?\s*["'](\.\.?/[^"'\n]+)["']`)
	// pyImport matches "import a.b[, c]" and "from .a.b import x, y".
	pyImport = regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([\w, \t]+)|import[ \t]+([\w., \t]+))`)
)

// maxImports bounds the modules one file's imports add (a file that
// imports more is still read; the rest of its imports are not followed).
const maxImports = 256

// noteImports records the modules of this tree the source file rel
// imports.
func (w *walker) noteImports(rel, format string, data []byte) {
	dir := path.Dir(rel)
	var found []string
	switch format {
	case "js":
		for _, m := range jsImportSpec.FindAllSubmatch(data, maxImports) {
			found = append(found, w.jsModule(path.Join(dir, string(m[1])))...)
		}
	case "py":
		for _, m := range pyImport.FindAllSubmatch(data, maxImports) {
			if len(m[3]) > 0 {
				for _, mod := range strings.Split(string(m[3]), ",") {
					mod = strings.Fields(mod + " ")[0]
					found = append(found, w.pyModule(dir, mod)...)
				}
				continue
			}
			mod := string(m[1])
			base := dir
			if dots := len(mod) - len(strings.TrimLeft(mod, ".")); dots > 0 {
				for i := 1; i < dots; i++ {
					base = path.Dir(base)
				}
				mod = mod[dots:]
			}
			found = append(found, w.pyModule(base, mod)...)
			// from pkg import mod: mod may be a module of pkg.
			for _, name := range strings.Split(string(m[2]), ",") {
				if f := strings.Fields(name); len(f) > 0 {
					found = append(found, w.pyModule(base, strings.Trim(mod+"."+f[0], "."))...)
				}
			}
		}
	}
	for _, f := range found {
		if strings.HasPrefix(f, "../") || f == ".." || w.excluded(f, false) {
			continue
		}
		if w.imports == nil {
			w.imports = map[string]bool{}
		}
		w.imports[f] = true
	}
}

// exists: a regular file at root-relative rel.
func (w *walker) exists(rel string) bool {
	fi, err := os.Stat(filepath.Join(w.root, filepath.FromSlash(rel)))
	return err == nil && fi.Mode().IsRegular()
}

// jsModule resolves a relative JavaScript module: the file, a
// TypeScript source for a .js specifier, the file with an extension, or
// the folder's index.
func (w *walker) jsModule(p string) []string {
	var tries []string
	switch ext := path.Ext(p); ext {
	case ".js", ".mjs", ".cjs":
		stem := strings.TrimSuffix(p, ext)
		tries = []string{p, stem + ".ts", stem + ".tsx", stem + ".mts", stem + ".cts"}
	case ".ts", ".mts", ".cts", ".tsx", ".jsx":
		tries = []string{p}
	default:
		for _, e := range []string{".js", ".ts", ".mjs", ".cjs", ".mts", "/index.js", "/index.ts"} {
			tries = append(tries, p+e)
		}
	}
	for _, t := range tries {
		if w.exists(t) {
			return []string{t}
		}
	}
	return nil
}

// pyModule resolves a Python module name against folder base: a.b is
// a/b.py or a/b/__init__.py.
func (w *walker) pyModule(base, mod string) []string {
	if mod == "" {
		return nil
	}
	p := path.Join(base, strings.ReplaceAll(mod, ".", "/"))
	for _, t := range []string{p + ".py", p + "/__init__.py"} {
		if w.exists(t) {
			return []string{t}
		}
	}
	return nil
}
