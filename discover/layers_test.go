package discover

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/mcp-lint/mcp-lint/"

// readerForbidden are the imports that would let a reader open files or
// run anything by itself: it asks its Host (syntax.Host), so that every
// file it reads goes through the root-confined, bounded opener the walk
// uses.
var readerForbidden = map[string]bool{
	"os": true, "os/exec": true, "net": true, "net/http": true, "syscall": true, "io/ioutil": true,
	"path/filepath": true, module + "internal/safeio": true,
}

// importsOf lists the imports of the non-test Go files of dir.
func importsOf(t *testing.T, dir string) map[string][]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: no Go files (%v)", dir, err)
	}
	out := map[string][]string{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range af.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			out[p] = append(out[p], filepath.Base(f))
		}
	}
	return out
}

// The arrows of discover point one way: the languages' packages
// (internal/lang/*) import the neutral layer (internal/syntax) and the
// engine's types (detect), never discover, each other or a way to open a
// file; syntax imports only detect. So a language is one package, and
// adding one is that package, a row of the format table and its battery
// cases (TestFormatTable): every package under internal/lang is a reader
// of the table, and every reader of the table is such a package.
func TestReaderLayers(t *testing.T) {
	for p, files := range importsOf(t, "internal/syntax") {
		if strings.HasPrefix(p, module) && p != module+"detect" || readerForbidden[p] {
			t.Errorf("internal/syntax (%s) imports %s: the neutral layer imports only detect of this project, and opens no file", files[0], p)
		}
	}
	langs, err := filepath.Glob("internal/lang/*")
	if err != nil || len(langs) < 4 {
		t.Fatalf("internal/lang: %d packages (%v)", len(langs), err)
	}
	inTable := map[string]bool{}
	for _, f := range formats {
		if f.reader != nil {
			inTable[reflect.TypeOf(f.reader).PkgPath()] = true
		}
	}
	for _, dir := range langs {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		pkg := module + "discover/" + filepath.ToSlash(dir)
		if !inTable[pkg] {
			t.Errorf("%s: a language package that no row of the format table reads with", dir)
		}
		delete(inTable, pkg)
		for p, files := range importsOf(t, dir) {
			if strings.HasPrefix(p, module) && p != module+"detect" && p != module+"discover/internal/syntax" || readerForbidden[p] {
				t.Errorf("%s (%s) imports %s: a language reader imports only syntax and detect of this project, and asks its Host for files", dir, files[0], p)
			}
		}
	}
	for p := range inTable {
		t.Errorf("the format table reads with %s, which is not a package under internal/lang", p)
	}
}
