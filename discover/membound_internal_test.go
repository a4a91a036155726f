package discover

import (
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover/internal/lang/clike"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/golang"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/javascript"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/php"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/python"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// lexers are every source lexer, by format.
var lexers = map[string]func([]byte) []syntax.Tok{
	"py": python.Reader{}.Lex, "js": javascript.Reader{}.Lex,
	"rs": clike.Reader{Format: "rs"}.Lex, "java": clike.Reader{Format: "java"}.Lex,
	"kt": clike.Reader{Format: "kt"}.Lex, "cs": clike.Reader{Format: "cs"}.Lex, "php": php.Reader{}.Lex,
	// PHP from its first byte on read as code (after an opening tag,
	// which makes no token): the text outside one is inline HTML.
	"php-code": func(b []byte) []syntax.Tok { return php.Reader{}.Lex(append([]byte("<?php "), b...)) },
	"go":       func(b []byte) []syntax.Tok { t, _ := golang.Reader{}.Tokens(b, nil); return t },
}

// TestTokBoundHolds: no lexer makes more tokens of a text than TokBound
// says, on every source file of the test data and on texts made of the
// pieces that make most tokens of fewest bytes in some language: digits
// (Python makes one token of each), '$', non-ASCII letters, line ends,
// quotes, prefixes of strings and comments. A lexer that made more would
// grow its slice on a large file (TokCap), as every lexer did.
func TestTokBoundHolds(t *testing.T) {
	var texts [][]byte
	filepath.WalkDir("testdata", func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if b, err := os.ReadFile(p); err == nil {
				texts = append(texts, b)
			}
		}
		return nil
	})
	pieces := []string{";", "1", "12", "$", "a", "ab", "_", " ", "\t", "\n", "\r", "\r\n", "é", "中", "\xff", "\x80", `"`, "'", "`",
		"${", "}", "{", "f'", `r"`, `b'`, "#", "//", "/*", "*/", "@", `@"`, `$"`, "'a", "r#", ".", "1.5", "0x1f", "1e5", "\\", "/", "<", "=>",
		"<<<", "<<<A\n", "A\n", "<?php ", "?>", "#[", "/** ", "$a", "{$", "->"}
	rng := rand.New(rand.NewSource(56))
	for n := 0; n < 4000; n++ {
		var b strings.Builder
		for k := rng.Intn(40); k > 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		texts = append(texts, []byte(b.String()))
	}
	for _, p := range pieces {
		texts = append(texts, []byte(strings.Repeat(p, 100)))
	}
	// Lost places, each a token more (syntax.KLost): strings and
	// regular expressions not closed on their line, one not closed
	// before the end.
	for _, p := range []string{"'\n", "\"\n", "`\n", "/\n", "'\r", "x = '\n", "/a\n", "/*"} {
		texts = append(texts, []byte(strings.Repeat(p, 100)), []byte(strings.Repeat(p, 100)+"'"))
	}
	if len(texts) < 4116 {
		t.Fatalf("only %d texts", len(texts))
	}
	tight := map[string]bool{}
	for format, lex := range lexers {
		for _, b := range texts {
			n, bound := len(lex(b)), syntax.TokBound(b)
			if n > bound {
				t.Fatalf("%s: %d tokens of %q, bound %d", format, n, b, bound)
			}
			if n == bound-1 && n > 50 {
				tight[format] = true
			}
		}
	}
	if len(tight) < 3 {
		t.Errorf("the bound is reached (less Go's one) by only %v: the texts do not test it", tight)
	}
}

// TestSourceMemoryAt4MiB: a source file at the 4 MiB bound, in the shapes
// that make most tokens of its bytes (one-byte tokens; brackets nested as
// deep as the file goes; numbers), is read allocating at most 256 MiB in
// every language, of which its tokens are 4 million of 56 bytes: the
// documented peak is under 300 MB. Each token slice grown by append
// allocated 1.4 GB and peaked over a gigabyte. A file of a million short
// strings allocates at most 288 MiB: a decoded node of 160 bytes made for
// each at lex time allocated 440 MiB and peaked at 365 MB.
func TestSourceMemoryAt4MiB(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 4 MiB files in every language")
	}
	heads := map[string]string{
		"x.py":   "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"x\")\n",
		"x.ts":   "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n",
		"x.js":   "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n",
		"x.rs":   "use rmcp::ServerHandler;\n",
		"X.java": "import io.modelcontextprotocol.server.McpServer;\n",
		"x.kt":   "import io.modelcontextprotocol.kotlin.sdk.server.Server\n",
		"x.cs":   "using ModelContextProtocol.Server;\n",
		"x.go":   "package x\n\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\nvar _ = mcp.NewServer\nvar _ = []any{",
	}
	const size = DefaultMaxSourceSize
	// What the first scan of a process builds once (the rule data a
	// source file's literals are read with), built before measuring: the
	// file read first, in the maps' random order, counted it too, and a
	// shape near the limit failed one run in a few.
	warm := t.TempDir()
	if err := os.WriteFile(filepath.Join(warm, "x.py"), []byte(heads["x.py"]+"x = 'a'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	Discover([]string{warm}, Options{Root: warm})
	shapes := map[string]func(n int) string{
		"one-byte tokens": func(n int) string { return strings.Repeat(";", n) },
		"nesting":         func(n int) string { return strings.Repeat("(", n/2) + strings.Repeat(")", n-n/2) },
		"numbers":         func(n int) string { return strings.Repeat("1,", n/2) },
		"short strings":   func(n int) string { return strings.Repeat(`"a",`, n/4) },
	}
	for name, head := range heads {
		for shape, body := range shapes {
			// In lines of 128 bytes and a line end: one line of megabytes is a
			// minified file, whose prose is not swept (generated.go).
			n := (size - len(head) - 2) * 128 / 129
			b := body(n)
			if name == "x.py" {
				b = strings.ReplaceAll(b, `"`, "'")
			}
			text := head + inLines(b)
			if name == "x.go" {
				text = head + inLines(strings.Repeat("a.b,", n/4)) + "}\n"
			}
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			res := Discover([]string{dir}, Options{Root: dir})
			runtime.ReadMemStats(&after)
			if len(res.Errors) > 0 || len(res.Notices) > 0 {
				t.Fatalf("%s, %s: not read whole: %v %v", name, shape, res.Errors, res.Notices)
			}
			t.Logf("%s, %s: %d MiB", name, shape, (after.TotalAlloc-before.TotalAlloc)>>20)
			limit := uint64(256)
			if shape == "short strings" {
				// Two tokens a literal where TokBound counts four: the
				// capacity's other half, 112 MB, is allocated and never
				// touched (a peak of 180 MB).
				limit = 288
			}
			switch got := after.TotalAlloc - before.TotalAlloc; {
			case got > limit<<20:
				t.Errorf("%s, %s: %d MiB allocated, want at most %d", name, shape, got>>20, limit)
			case got < 128<<20:
				t.Errorf("%s, %s: %d MiB allocated: its tokens were not all made, the file was not read", name, shape, got>>20)
			}
			if name == "x.go" {
				break // one shape: the rest do not parse as Go
			}
		}
	}
}

// inLines is s with a line end after each 128 bytes (32 of Go's "a.b,").
func inLines(s string) string {
	var b strings.Builder
	b.Grow(len(s) + len(s)/128 + 1)
	for len(s) > 128 {
		b.WriteString(s[:128])
		b.WriteByte('\n')
		s = s[128:]
	}
	b.WriteString(s)
	return b.String()
}
