package discover

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// The modules a server file imports are what the server runs: the walk
// reads them even when their names say test (*.spec.js, test_*.py), they
// live in vendor/, or they hold no mark of an SDK (a module of texts, a
// register(server) function). noteImports records those that resolve to
// a file of the tree; readCandidates reads them after the walk.

var (
	// jsImportSpec matches the module of an import, an export … from, a
	// dynamic import() or a require() that is relative ("./", "../").
	jsImportSpec = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?:\bfrom|\bimport|\brequire)\s*\(?\s*["'](\.\.?/[^"'\n]+)["']`)
	})
	// pyImport matches "import a.b[, c]" and "from .a.b import x, y".
	pyImport = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([\w, \t]+)|import[ \t]+([\w., \t]+))`)
	})
)

// maxImports bounds the modules one file's imports add (a file that
// imports more is still read; the rest of its imports are not followed).
const maxImports = 256

// noteImports records the modules of this tree the source file rel
// imports, when its language's imports are followed.
func (w *walker) noteImports(rel, format string, data []byte) {
	im, ok := readerOf(format).(importer)
	if !ok {
		return
	}
	found := im.imports(w, rel, data)
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

// jsImportedModules are the files a TypeScript or JavaScript file's
// relative imports may name.
func (w *walker) jsImportedModules(rel string, data []byte) []string {
	dir := path.Dir(rel)
	var found []string
	for _, m := range jsImports(data) {
		found = append(found, w.jsModule(path.Join(dir, string(m[1])))...)
	}
	return found
}

// pyImportedModules are the files of the tree a Python file's imports may
// name (absolute from its folder and up, or relative).
func (w *walker) pyImportedModules(rel string, data []byte) []string {
	dir := path.Dir(rel)
	var found []string
	for _, m := range pyImports(data) {
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
	return found
}

// exists: a regular file at root-relative rel, asked of the file system
// once per path (a package's modules import the same siblings).
func (w *walker) exists(rel string) bool {
	if v, ok := w.existing[rel]; ok {
		return v
	}
	fi, err := os.Stat(filepath.Join(w.root, filepath.FromSlash(rel)))
	v := err == nil && fi.Mode().IsRegular()
	if w.existing == nil {
		w.existing = map[string]bool{}
	}
	w.existing[rel] = v
	return v
}

// pyImports is pyImport().FindAllSubmatch(data, maxImports), asked only of
// the lines that start with "from" or "import" after their indentation:
// a regular expression anchored at every line start of a whole file cost
// more than lexing it. The pattern matches within one line.
func pyImports(data []byte) [][][]byte {
	var out [][][]byte
	for start := 0; start < len(data) && len(out) < maxImports; {
		end := bytes.IndexByte(data[start:], '\n')
		if end < 0 {
			end = len(data)
		} else {
			end += start
		}
		line := data[start:end]
		body := bytes.TrimLeft(line, " \t")
		if bytes.HasPrefix(body, []byte("from")) || bytes.HasPrefix(body, []byte("import")) {
			if m := pyImport().FindSubmatch(line); m != nil {
				out = append(out, m)
			}
		}
		start = end + 1
	}
	return out
}

// jsImports is jsImportSpec().FindAllSubmatch(data, maxImports), asked only
// where a keyword of the pattern starts a word.
func jsImports(data []byte) [][][]byte {
	var out [][][]byte
	for i := 0; i < len(data) && len(out) < maxImports; {
		k := -1
		for _, kw := range [...]string{"from", "import", "require"} {
			if j := bytes.Index(data[i:], []byte(kw)); j >= 0 && (k < 0 || i+j < k) {
				k = i + j
			}
		}
		if k < 0 {
			break
		}
		if k > 0 && isWordByte(data[k-1]) {
			i = k + 1
			continue
		}
		window := data[k:min(len(data), k+1024)]
		if loc := jsImportSpec().FindSubmatchIndex(window); loc != nil && loc[0] == 0 {
			m := make([][]byte, len(loc)/2)
			for g := range m {
				if loc[2*g] >= 0 {
					m[g] = window[loc[2*g]:loc[2*g+1]]
				}
			}
			out = append(out, m)
			i = k + loc[1]
			continue
		}
		i = k + 1
	}
	return out
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
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
