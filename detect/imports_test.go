package detect_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// forbiddenImports would let the engine touch the world: files, network,
// processes. The engine must stay offline and deterministic (FR-001).
var forbiddenImports = map[string]bool{
	"os": true, "net": true, "net/http": true, "os/exec": true, "io/fs": true,
	"syscall": true, "io/ioutil": true, "plugin": true, "unsafe": true,
	"math/rand": true, "math/rand/v2": true, "time": true, "crypto/rand": true,
}

// TestDetectImportsNoIO is the standing guard: no non-test file of the
// package, or of any package under detect/, imports an I/O, clock or
// randomness package, or any package of this project outside detect/;
// the packages under detect/internal import none of the project.
// embed is allowed (rule data may be embedded).
func TestDetectImportsNoIO(t *testing.T) {
	var files []string
	err := filepath.WalkDir(".", func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && p != ".") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".go") {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		af, err := parser.ParseFile(token.NewFileSet(), f, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range af.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if forbiddenImports[path] {
				t.Errorf("%s imports %q: the detect package must not do I/O", f, path)
			}
			if strings.HasPrefix(path, "github.com/mcp-lint/mcp-lint/") && !strings.HasPrefix(path, "github.com/mcp-lint/mcp-lint/detect/") {
				t.Errorf("%s imports %q: detect is the core and imports no other package of the project", f, path)
			}
			// The arrows point one way: detect (the engine and the checks'
			// registry) imports the concept homes, the concept homes import
			// the shared reading under detect/internal, and that imports
			// only what is under detect/internal. No concept imports
			// another, and nothing imports detect itself.
			if rel, ok := strings.CutPrefix(path, "github.com/mcp-lint/mcp-lint/detect"); ok {
				from := filepath.ToSlash(filepath.Dir(f))
				to := strings.TrimPrefix(rel, "/")
				switch {
				case to == "":
					t.Errorf("%s imports detect: nothing under detect/ imports the engine's package", f)
				case strings.HasPrefix(from, "internal/") && !strings.HasPrefix(to, "internal/"):
					t.Errorf("%s imports %q: the shared reading under detect/internal knows no concept", f, path)
				case from != "." && !strings.HasPrefix(from, "internal/") && !strings.HasPrefix(to, "internal/"):
					t.Errorf("%s imports %q: a concept's home imports no other concept", f, path)
				}
			}
		}
	}
	if checked < 10 {
		t.Fatalf("checked only %d files; is the test running in the package directory?", checked)
	}
}
