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

// Exists: os.Stat finds a regular file at root-relative rel. Most names
// an import tries are not there (a standard module's name beside the
// importing file), so each folder is listed once, and a name its folder
// does not hold (in any case), or below a folder its parent does not
// hold, is answered without a system call. A name the listing holds is
// asked of os.Stat, which follows links and says whether the folder may
// be entered; so is every name of a folder that cannot be listed, and a
// path above the root. (A file system that equates names differently
// spelt in Unicode, as macOS may, is not asked for a spelling its listing
// does not hold.)
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
			// A name the folder holds is asked of the file system all the
			// same: a link, a folder listed but not entered.
			v = l.has(base) && w.statRegular(rel)
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

// folderList is what Exists knows of a folder: the names in it, or that
// it could not be listed (unlisted) though it is there.
type folderList struct {
	names map[string]bool
	// folded holds the lower case of the names that have capitals: a file
	// system that ignores case opens a name by another spelling.
	folded   map[string]bool
	unlisted bool
}

// has: the folder may hold name, in any case (a file system may ignore
// it); only a name it cannot hold is answered without the file system.
func (l *folderList) has(name string) bool {
	if l.names[name] {
		return true
	}
	lower := strings.ToLower(name)
	return l.names[lower] || l.folded[lower]
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
		if p := w.folder(strings.TrimSuffix(dir, "/")); p != nil && (p.unlisted || p.has(base)) {
			l = w.listFolder(rel) // nil when it names no folder
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
	l := &folderList{names: make(map[string]bool, len(entries))}
	for _, e := range entries {
		name := e.Name()
		l.names[name] = true
		if lower := strings.ToLower(name); lower != name {
			if l.folded == nil {
				l.folded = map[string]bool{}
			}
			l.folded[lower] = true
		}
	}
	return l
}
