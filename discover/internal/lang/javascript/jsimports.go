package javascript

import (
	"bytes"
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
	return found
}

// Imports is ImportPattern().FindAllSubmatch(data, MaxImports) for the
// matches that end within 1,024 bytes of their keyword, in one pass over
// the bytes: at every keyword that starts a word, the pattern is matched
// by hand, anchored there (importAt). A regular expression run from each
// keyword, or a search for each keyword from each hit, costs time that
// grows with the square of the file's size.
func Imports(data []byte) [][][]byte {
	var out [][][]byte
	for k := 0; k < len(data) && len(out) < syntax.MaxImports; k++ {
		if c := data[k]; c != 'f' && c != 'i' && c != 'r' || k > 0 && isWordByte(data[k-1]) {
			continue
		}
		if mod, end := importAt(data, k); end > 0 {
			out = append(out, [][]byte{data[k:end], mod})
			k = end - 1
		}
	}
	return out
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
	case ".ts", ".mts", ".cts", ".tsx", ".jsx":
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
