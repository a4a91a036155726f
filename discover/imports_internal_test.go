package discover

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover/internal/lang/javascript"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/python"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// TestImportScannersMatchRegexp: python.Imports and javascript.Imports find what their
// patterns' FindAllSubmatch finds over the whole text, on every source
// file of this repository's test data and on texts built to stress the
// prefilters (keywords inside words, at the start and end, across lines).
func TestImportScannersMatchRegexp(t *testing.T) {
	texts := [][]byte{
		[]byte("from .a import b, c\n  import x.y, z\nfrom ..p.q import (r, s)\n#import no\nimports = 1\n"),
		[]byte("import a from './a.js'; const b = require('../b');\nexport { c } from \"./c\";\nreimport('./no'); fromage('./no')\nimport('./d')"),
		[]byte("from"), []byte("import"), []byte("require(\"./x\")"), []byte("\nfrom . import m"),
		[]byte("import x from\n'./multi-line'"),
	}
	filepath.WalkDir("testdata", func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".txtar") || strings.HasSuffix(p, ".py") || strings.HasSuffix(p, ".js") || strings.HasSuffix(p, ".ts")) {
			if b, err := os.ReadFile(p); err == nil {
				texts = append(texts, b)
			}
		}
		return nil
	})
	if len(texts) < 100 {
		t.Fatalf("only %d texts", len(texts))
	}
	same := func(a, b [][][]byte) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			for g := range a[i] {
				if !bytes.Equal(a[i][g], b[i][g]) {
					return false
				}
			}
		}
		return true
	}
	for i, b := range texts {
		if want, got := python.ImportPattern().FindAllSubmatch(b, syntax.MaxImports), python.Imports(b); !same(want, got) {
			t.Errorf("text %d: pyImports %q, want %q", i, got, want)
		}
		if want, got := javascript.ImportPattern().FindAllSubmatch(b, syntax.MaxImports), javascript.Imports(b); !same(want, got) {
			t.Errorf("text %d: jsImports %q, want %q", i, got, want)
		}
	}
}
