package discover

import (
	"bytes"
	"regexp"

	"github.com/mcp-lint/mcp-lint/discover/internal/lang/javascript"
)

// maxJSImporters bounds the files readJSEntries may look at again.
const maxJSImporters = 5000

// jsRelativeImport: a head that may import a module by a relative path.
func jsRelativeImport(head []byte) bool {
	return bytes.Contains(head, []byte(`"./`)) || bytes.Contains(head, []byte(`'./`)) ||
		bytes.Contains(head, []byte(`"../`)) || bytes.Contains(head, []byte(`'../`))
}

// jsReexport matches a re-export (export * from, export { x } from).
var jsReexport = regexp.MustCompile(`export\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\b`)

// readJSEntries reads, as the server's, the JavaScript/TypeScript files
// with no SDK mark that import a server module of the tree, directly or
// through a module that re-exports it (export * from "./server.js"): a
// program's entry that imports the server and the modules that register
// tools on it (server.tool(…) in a tools module the server itself never
// imports). The imports of such an entry are then followed as a server
// file's are, whatever their names (a *.spec.js, a vendored folder). It
// costs nothing in a tree without a JavaScript server; with one, each
// file with a relative import is read again once.
func (w *walker) readJSEntries() {
	importers := w.jsImporters
	w.jsImporters = nil
	if len(w.jsServers) == 0 {
		return
	}
	reexports := map[string]bool{} // a module re-exports a server module
	serves := func(m string) bool {
		if w.jsServers[m] {
			return true
		}
		v, seen := reexports[m]
		if seen {
			return v
		}
		reexports[m] = false
		if data, err := w.ReadFile(m, true); err == nil && jsReexport.Match(data) {
			for _, n := range javascript.StaticImports(w, m, data) {
				if w.jsServers[n] {
					reexports[m] = true
					break
				}
			}
		}
		return reexports[m]
	}
	for _, c := range importers {
		if w.sourced[c.real] {
			continue
		}
		data, err := w.ReadFile(c.rel, true)
		if err != nil {
			continue
		}
		for _, m := range javascript.StaticImports(w, c.rel, data) {
			if m != c.rel && serves(m) {
				if w.imports == nil {
					w.imports = map[string]bool{}
				}
				w.imports[c.rel] = true
				break
			}
		}
	}
}
