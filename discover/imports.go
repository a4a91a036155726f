package discover

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"

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

// Exists: a regular file at root-relative rel. Most names an import
// tries are not there (a standard module's name beside the importing
// file), so each folder is listed once and a name is answered from its
// folder's listing: a folder its parent does not list is not asked of the
// file system at all. A symbolic link is followed (os.Stat), and a folder
// that cannot be listed, or a path above the root, is asked path by path.
func (w *walker) Exists(rel string) bool {
	if v, ok := w.existing[rel]; ok {
		return v
	}
	v := false
	if dir, base := path.Split(path.Clean(rel)); strings.HasPrefix(dir, "../") || base == ".." || base == "." {
		v = w.statRegular(rel)
	} else {
		switch l := w.folder(strings.TrimSuffix(dir, "/")); {
		case l == nil:
		case l.unlisted:
			v = w.statRegular(rel)
		default:
			t, ok := l.names[base]
			v = ok && (t.IsRegular() || t&fs.ModeSymlink != 0 && w.statRegular(rel))
		}
	}
	if w.existing == nil {
		w.existing = map[string]bool{}
	}
	w.existing[rel] = v
	return v
}

// statRegular: os.Stat finds a regular file at root-relative rel.
func (w *walker) statRegular(rel string) bool {
	fi, err := os.Stat(filepath.Join(w.root, filepath.FromSlash(rel)))
	return err == nil && fi.Mode().IsRegular()
}

// folderList is what Exists knows of a folder: the type of each name in
// it, or that it could not be listed (unlisted) though it is there.
type folderList struct {
	names    map[string]fs.FileMode
	unlisted bool
}

// folder lists root-relative folder rel ("" or "." is the root) once;
// nil when there is no folder there.
func (w *walker) folder(rel string) *folderList {
	if rel == "" {
		rel = "."
	}
	if l, ok := w.folders[rel]; ok {
		return l
	}
	var l *folderList
	if rel == "." {
		l = w.listFolder(rel)
	} else {
		dir, base := path.Split(rel)
		switch p := w.folder(strings.TrimSuffix(dir, "/")); {
		case p == nil:
		case p.unlisted:
			if fi, err := os.Stat(filepath.Join(w.root, filepath.FromSlash(rel))); err == nil && fi.IsDir() {
				l = w.listFolder(rel)
			}
		default:
			if t, ok := p.names[base]; ok && (t.IsDir() || t&fs.ModeSymlink != 0) {
				l = w.listFolder(rel) // nil when a link names no folder
			}
		}
	}
	if w.folders == nil {
		w.folders = map[string]*folderList{}
	}
	w.folders[rel] = l
	return l
}

// listFolder reads the names of root-relative folder rel: nil when it is
// not a folder (or not there), unlisted when it is one that cannot be
// read.
func (w *walker) listFolder(rel string) *folderList {
	f, err := os.Open(filepath.Join(w.root, filepath.FromSlash(rel)))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return nil
		}
		return &folderList{unlisted: true}
	}
	defer f.Close()
	entries, err := f.ReadDir(-1)
	if err != nil {
		if errors.Is(err, syscall.ENOTDIR) {
			return nil
		}
		return &folderList{unlisted: true}
	}
	l := &folderList{names: make(map[string]fs.FileMode, len(entries))}
	for _, e := range entries {
		l.names[e.Name()] = e.Type()
	}
	return l
}
