package discover

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// The walker is the Host of every reader (syntax.Host); its Exists,
// NearestFile, MCPGoFolder, MCPPackage and Notice are in walk.go and
// project.go.

func (w *walker) ReadFile(rel string, source bool) ([]byte, error) {
	limit := w.opts.MaxFileSize
	if source {
		limit = w.opts.MaxSourceSize
	}
	abs := filepath.Join(w.root, filepath.FromSlash(rel))
	data, err := safeio.ReadFile(w.confineTo(abs), abs, limit)
	if err != nil {
		return nil, err
	}
	return w.sideText(rel, rel, data), nil
}

func (w *walker) ReadSideFile(rel string, limit int64) ([]byte, error) {
	return safeio.ReadSideFile(w.root, filepath.Join(w.root, filepath.FromSlash(rel)), limit)
}

func (w *walker) ReadDir(rel string) []fs.DirEntry {
	entries, _ := os.ReadDir(filepath.Join(w.root, filepath.FromSlash(rel)))
	return entries
}

func (w *walker) NoSiblings() bool { return w.noSiblings }

func (w *walker) RootName() string {
	if w.noSiblings || w.realRoot == "" {
		return ""
	}
	return filepath.Base(w.realRoot)
}

func (w *walker) Source(rel string, data []byte, format string) *syntax.Source {
	return w.sideSource(rel, &syntax.Source{Path: rel, Data: data, Format: format})
}

// host is the Host of the readers of the file being read: the walker,
// or, for a bundle's member, the bundle (bundleHost).
func (w *walker) host() syntax.Host {
	if w.bundle != nil {
		return w.bundle
	}
	return w
}

func (w *walker) Inferred(rel string) {
	if w.inferred == nil {
		w.inferred = map[string]bool{}
	}
	w.inferred[rel] = true
}

func (w *walker) Reports() (errs, computed *[]syntax.FileError) {
	return &w.res.Errors, &w.res.Computed
}

func (w *walker) ComputedNotice() bool { return w.opts.ComputedNotice }

func (w *walker) State(key string, mk func() any) any {
	if v, ok := w.state[key]; ok {
		return v
	}
	if w.state == nil {
		w.state = map[string]any{}
	}
	v := mk()
	w.state[key] = v
	return v
}
