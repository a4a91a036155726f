package javascript

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// ImportPattern matches the module of an import, an export … from, a
// dynamic import() or a require() that is relative ("./", "../").
var ImportPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:\bfrom|\bimport|\brequire)\s*\(?\s*["'](\.\.?/[^"'\n]+)["']`)
})

// jsImportedModules are the files a TypeScript or JavaScript file's
// relative imports may name.
func jsImportedModules(h syntax.Host, rel string, data []byte) []string {
	dir := path.Dir(rel)
	var found []string
	for _, m := range Imports(data) {
		found = append(found, jsModule(h, path.Join(dir, string(m[1])))...)
	}
	return append(found, localPackageImports(h, dir, data)...)
}

// localPackageImports are the entry modules of the packages of this tree
// that the file imports by their name, which its package.json maps to a
// folder of the tree (a vendored copy: "ledger-tools":
// "file:./vendor/ledger-tools"; link: and portal: alike). The walk
// never lists vendor/, so what such a package registers is read only
// through the import.
func localPackageImports(h syntax.Host, dir string, data []byte) []string {
	pkgDir, b, ok := h.NearestFile(dir, "package.json")
	if !ok || !bytes.Contains(b, []byte(`:`)) {
		return nil
	}
	var pkg struct {
		Dependencies, DevDependencies map[string]any
	}
	if json.Unmarshal(b, &pkg) != nil {
		return nil
	}
	var found []string
	for _, deps := range []map[string]any{pkg.Dependencies, pkg.DevDependencies} {
		for name, v := range deps {
			spec, _ := v.(string)
			folder := ""
			for _, scheme := range []string{"file:", "link:", "portal:"} {
				if f, ok := strings.CutPrefix(spec, scheme); ok {
					folder = path.Join(pkgDir, f)
				}
			}
			if folder == "" || folder == ".." || strings.HasPrefix(folder, "../") || !importsPackage(data, name) {
				continue
			}
			found = append(found, packageEntryModule(h, folder)...)
		}
	}
	return found
}

// importsPackage: data imports or requires the package name (or a path
// below it) by its name.
func importsPackage(data []byte, name string) bool {
	for _, q := range []string{`"`, `'`} {
		for rest := data; ; {
			k := bytes.Index(rest, []byte(q+name))
			if k < 0 {
				break
			}
			after := rest[k+1+len(name):]
			if len(after) > 0 && (after[0] == q[0] || after[0] == '/') {
				before := bytes.TrimRight(rest[:k], " \t\n\r(")
				for _, kw := range []string{"from", "import", "require"} {
					if bytes.HasSuffix(before, []byte(kw)) {
						return true
					}
				}
			}
			rest = rest[k+1:]
		}
	}
	return false
}

// packageEntryModule is the module a package folder of the tree exports:
// its package.json's exports ("." as a path, or its import or default
// condition), module or main, else its index.
func packageEntryModule(h syntax.Host, folder string) []string {
	var pkg struct {
		Exports      any
		Module, Main string
	}
	if b, err := h.ReadSideFile(path.Join(folder, "package.json"), 1<<20); err == nil {
		_ = json.Unmarshal(b, &pkg)
	}
	var entries []string
	exp := pkg.Exports
	if m, ok := exp.(map[string]any); ok {
		if dot, ok := m["."]; ok {
			exp = dot
		}
		if c, ok := exp.(map[string]any); ok {
			for _, k := range []string{"import", "default", "require"} {
				if v, ok := c[k].(string); ok {
					exp = v
					break
				}
			}
		}
	}
	if v, ok := exp.(string); ok {
		entries = append(entries, v)
	}
	entries = append(entries, pkg.Module, pkg.Main, "index")
	for _, e := range entries {
		if e == "" {
			continue
		}
		if mods := jsModule(h, path.Join(folder, e)); len(mods) > 0 {
			return mods
		}
	}
	return nil
}

// Imports is ImportPattern().FindAllSubmatch(data, MaxImports) for the
// matches that end within 1,024 bytes of their keyword, in one pass over
// the bytes: at every keyword that starts a word, the pattern is matched
// by hand, anchored there (importAt). A regular expression run from each
// keyword, or a search for each keyword from each hit, costs time that
// grows with the square of the file's size. The keywords are found by
// their rarest letters, the 'm' of from and import and the 'q' of
// require, with bytes.IndexByte (kwStream).
func Imports(data []byte) [][][]byte {
	var out [][][]byte
	m, q := kwStream{c: 'm'}, kwStream{c: 'q'}
	m.next(data)
	q.next(data)
	for i := 0; len(out) < syntax.MaxImports; {
		for m.k >= 0 && m.k < i {
			m.next(data)
		}
		for q.k >= 0 && q.k < i {
			q.next(data)
		}
		s := &m
		if m.k < 0 || q.k >= 0 && q.k < m.k {
			s = &q
		}
		k := s.k
		if k < 0 {
			break
		}
		s.next(data)
		if mod, end := importAt(data, k); end > 0 {
			out = append(out, [][]byte{data[k:end], mod})
			i = end
		} else {
			i = k + 1
		}
	}
	return out
}

// kwStream finds, in order, the keywords that start a word and hold its
// letter c: 'm' (from, import) or 'q' (require). One letter stands in
// at most one keyword, so the starts it finds come in order.
type kwStream struct {
	c  byte
	at int // where the search for c goes on
	k  int // the keyword start found last, -1 when there are no more
}

func (s *kwStream) next(data []byte) {
	for {
		j := bytes.IndexByte(data[s.at:], s.c)
		if j < 0 {
			s.k, s.at = -1, len(data)
			return
		}
		p := s.at + j
		s.at = p + 1
		k := -1
		switch {
		case s.c == 'q':
			if p >= 2 && bytes.HasPrefix(data[p-2:], []byte("require")) {
				k = p - 2
			}
		case p >= 3 && string(data[p-3:p+1]) == "from":
			k = p - 3
		case p >= 1 && bytes.HasPrefix(data[p-1:], []byte("import")):
			k = p - 1
		}
		if k >= 0 && (k == 0 || !isWordByte(data[k-1])) {
			s.k = k
			return
		}
	}
}

// importAt matches ImportPattern anchored at k, within the 1,024 bytes
// from k: a keyword, blanks, an optional "(", blanks, a quote, "./" or
// "../", a module of at least one byte that is no quote or newline, and
// a quote. end is the match's end, 0 when there is none.
func importAt(data []byte, k int) (mod []byte, end int) {
	w := data[k:min(len(data), k+1024)]
	n := 0
	switch {
	case bytes.HasPrefix(w, []byte("from")):
		n = 4
	case bytes.HasPrefix(w, []byte("import")):
		n = 6
	case bytes.HasPrefix(w, []byte("require")):
		n = 7
	default:
		return nil, 0
	}
	n = skipSpace(w, n)
	if n < len(w) && w[n] == '(' {
		n = skipSpace(w, n+1)
	}
	if n >= len(w) || w[n] != '"' && w[n] != '\'' {
		return nil, 0
	}
	n++
	s := n
	if n < len(w) && w[n] == '.' {
		n++
	} else {
		return nil, 0
	}
	if n < len(w) && w[n] == '.' {
		n++
	}
	if n >= len(w) || w[n] != '/' {
		return nil, 0
	}
	n++
	m := n
	for m < len(w) && w[m] != '"' && w[m] != '\'' && w[m] != '\n' {
		m++
	}
	if m == n || m >= len(w) || w[m] == '\n' {
		return nil, 0
	}
	return w[s:m], k + m + 1
}

// skipSpace skips the bytes of the regular expression class \s.
func skipSpace(w []byte, n int) int {
	for n < len(w) && (w[n] == ' ' || w[n] == '\t' || w[n] == '\n' || w[n] == '\f' || w[n] == '\r') {
		n++
	}
	return n
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// jsModule resolves a relative JavaScript module: the file, a
// TypeScript source for a .js specifier, the file with an extension, or
// the folder's index.
func jsModule(h syntax.Host, p string) []string {
	var tries []string
	switch ext := path.Ext(p); ext {
	case ".js", ".mjs", ".cjs":
		stem := strings.TrimSuffix(p, ext)
		tries = []string{p, stem + ".ts", stem + ".tsx", stem + ".mts", stem + ".cts"}
	case ".ts", ".mts", ".cts", ".tsx", ".jsx", ".json":
		// A JSON module (import spec from "./tools.spec.json"): the
		// data a server builds its definitions from.
		tries = []string{p}
	default:
		for _, e := range []string{".js", ".ts", ".mjs", ".cjs", ".mts", "/index.js", "/index.ts"} {
			tries = append(tries, p+e)
		}
	}
	for _, t := range tries {
		if h.Exists(t) {
			return []string{t}
		}
	}
	return nil
}

// StaticImports are the modules of the tree a file imports by a relative
// path or by the name of a package of the tree, without the ones it may
// load by a computed path (Reader.Imports adds those, with notices).
func StaticImports(h syntax.Host, rel string, data []byte) []string {
	return jsImportedModules(h, rel, data)
}
