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

// Imports is ImportPattern().FindAllSubmatch(data, MaxImports), asked only
// where a keyword of the pattern starts a word.
func Imports(data []byte) [][][]byte {
	var out [][][]byte
	for i := 0; i < len(data) && len(out) < syntax.MaxImports; {
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
		if loc := ImportPattern().FindSubmatchIndex(window); loc != nil && loc[0] == 0 {
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
