package discover

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// goSibling is a struct type declared in another file of a Go package.
type goSibling struct {
	src  *Source
	fset *token.FileSet
	st   *ast.StructType
}

// goSibling finds struct type name in the other non-test .go files of
// folder dir (relative to the root) whose package is pkg, reading them
// through the root-confined, bounded opener once per folder. Nil when it is
// not there, or when discovery reads no files (standard input).
func (w *walker) goSibling(dir, pkg, name, self string) *goSibling {
	if w.noSiblings {
		return nil
	}
	if w.goPkgs == nil {
		w.goPkgs = map[string]map[string]*goSibling{}
	}
	key := dir + "\x00" + pkg
	types, ok := w.goPkgs[key]
	if !ok {
		types = map[string]*goSibling{}
		w.goPkgs[key] = types
		abs := filepath.Join(w.root, filepath.FromSlash(dir))
		entries, _ := os.ReadDir(abs)
		for _, e := range entries {
			n := e.Name()
			rel := path.Join(dir, n)
			if !e.Type().IsRegular() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") || rel == self {
				continue
			}
			file := filepath.Join(abs, n)
			data, err := safeio.ReadFile(w.confineTo(file), file, w.opts.MaxFileSize)
			if err != nil {
				continue // a file that cannot be read declares nothing here
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, rel, data, parser.SkipObjectResolution)
			if err != nil || f.Name.Name != pkg {
				continue
			}
			src := &Source{Path: rel, Data: data, Format: "go"}
			for _, decl := range f.Decls {
				if gd, ok := decl.(*ast.GenDecl); ok {
					for _, sp := range gd.Specs {
						if ts, ok := sp.(*ast.TypeSpec); ok {
							if st, ok := ts.Type.(*ast.StructType); ok {
								types[ts.Name.Name] = &goSibling{src: src, fset: fset, st: st}
							}
						}
					}
				}
			}
		}
	}
	return types[name]
}
