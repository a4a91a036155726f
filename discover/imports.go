package discover

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// The modules a server file imports are what the server runs: the walk
// reads them even when their names say test (*.spec.js, test_*.py), they
// live in vendor/, or they hold no mark of an SDK (a module of texts, a
// register(server) function). noteImports records those that resolve to
// a file of the tree; readCandidates reads them after the walk.

// noteImports records the modules of this tree the source file rel
// imports, when its language's imports are followed.
func (w *walker) noteImports(rel, format string, data []byte) {
	im, ok := readerOf(format).(syntax.Importer)
	if !ok {
		return
	}
	found := im.Imports(w, rel, data)
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

// Exists: a regular file at root-relative rel, asked of the file system
// once per path (a package's modules import the same siblings).
func (w *walker) Exists(rel string) bool {
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
