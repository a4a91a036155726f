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

// windowImports is javascript.Imports as it was before it became one
// pass: the pattern run over a 1,024-byte window at each keyword that
// starts a word. The one-pass scanner must find exactly what it found.
func windowImports(data []byte) [][][]byte {
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
		if k > 0 && (data[k-1] == '_' || data[k-1] >= '0' && data[k-1] <= '9' || data[k-1] >= 'a' && data[k-1] <= 'z' || data[k-1] >= 'A' && data[k-1] <= 'Z') {
			i = k + 1
			continue
		}
		window := data[k:min(len(data), k+1024)]
		if loc := javascript.ImportPattern().FindSubmatchIndex(window); loc != nil && loc[0] == 0 {
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

// TestJSImportsOnePass: the one-pass javascript.Imports finds what the
// windowed pattern found, on texts built around its edges: every blank
// the pattern's \s takes, a "(" with and without blanks, both quotes,
// "./" and "../" and their near misses, a module cut by a newline, a
// match that ends just inside and just outside 1,024 bytes, keywords
// inside words and at the end of the text, and more imports than
// MaxImports.
func TestJSImportsOnePass(t *testing.T) {
	texts := []string{
		"import './a'", "from\t\n\f\r'./a'", "require ( \"../b\")", "require\v('./a')", "import(./a')",
		"import '.a'", "import '.../a'", "import './'", "import '../\n'", "import \"./a'", "import './a\nb'",
		"ximport './a'", "_from './a'", "9require('./a')", "from", "fro", "imp", "require('./a", "importimport './a'",
		"é import './a'", "from './a'import './b'from\"./c\"", "fromimport './a'", "mmm import './a' qq require('./b')",
		"requirequire('./a')", "importfrom './a'", "from './a' from './b' import('./c') require('./d')", "im", "q", "m",
	}
	for _, n := range []int{1000, 1010, 1011, 1012, 1013, 1014, 1015, 1020, 1030} {
		texts = append(texts, "import"+strings.Repeat(" ", n)+"'./x'", "import '../"+strings.Repeat("m", n)+"'",
			"from ("+strings.Repeat("\n", n/2)+"'./x'", "x; import '"+"./"+strings.Repeat("y", n)+"' import './z'")
	}
	var many strings.Builder
	for i := 0; i < syntax.MaxImports+10; i++ {
		many.WriteString("import './m" + strings.Repeat("i", i%7) + "';\nconst r = require(\"../r\")\n")
	}
	texts = append(texts, many.String())
	same := func(a, b [][][]byte) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if len(a[i]) != len(b[i]) {
				return false
			}
			for g := range a[i] {
				if !bytes.Equal(a[i][g], b[i][g]) {
					return false
				}
			}
		}
		return true
	}
	found := 0
	for _, s := range texts {
		want, got := windowImports([]byte(s)), javascript.Imports([]byte(s))
		if !same(want, got) {
			t.Errorf("%.80q: Imports %q, want %q", s, got, want)
		}
		found += len(want)
	}
	if found < 40 {
		t.Fatalf("only %d imports in the texts: they test too little", found)
	}
}
