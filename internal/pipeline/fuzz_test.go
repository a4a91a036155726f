// Package pipeline_test fuzzes the whole pipeline, from a file's bytes to
// findings to every report format: discovery (each format and shape, by
// the file's name), the engine, the policy, SARIF, JSON, text, workflow
// annotations and the job summary. `go test -fuzz FuzzPipeline
// ./internal/pipeline` explores further; .ci/run runs it for a counted
// budget.
package pipeline_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/sarif"
	"github.com/mcp-lint/mcp-lint/scan"
)

// names are the files a fuzzed input is read as: each format, and the
// names that select a shape (a client config, a bundle manifest, a Codex
// TOML, a transcript, a registry entry, smithery).
var names = []string{
	"tools.json", ".mcp.json", "weather/manifest.json", "x.tools.yaml", ".codex/config.toml",
	"session.jsonl", "smithery.yaml", "server.json", ".vscode/mcp.json", "__toolsnaps__/t.snap",
	"notes.tools.toml", "random.json", "cmd/server/main.go", "server.py", "src/index.ts",
	"src/main.rs", "src/main/java/Tools.java", "Main.kt", "Tools.cs", "src/Tools.php",
}

func seed(f *testing.F) {
	for _, dir := range []string{"../../examples", "../../scan/testdata/repo", "../../cmd/mcp-lint/testdata/bad", "../../discover/testdata/gosrc", "../../discover/testdata/pysrc", "../../discover/testdata/jssrc", "../../discover/testdata/clike", "../../discover/testdata/php", "../../scan/testdata/loose"} {
		_ = filepath.WalkDir(dir, func(p string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			if strings.HasSuffix(p, ".txtar") {
				// Each file of a bad case, after its "-- name --" line.
				for i, part := range strings.Split(string(b), "\n-- ") {
					if i > 0 {
						if _, body, ok := strings.Cut(part, " --\n"); ok {
							f.Add([]byte(body), uint8(i))
						}
					}
				}
				return nil
			}
			for i, n := range names {
				if filepath.Ext(n) == filepath.Ext(p) {
					f.Add(b, uint8(i))
				}
			}
			return nil
		})
	}
}

func FuzzPipeline(f *testing.F) {
	seed(f)
	f.Fuzz(func(t *testing.T, data []byte, which uint8) {
		name := names[int(which)%len(names)]
		first := run(t, name, data)
		// Deterministic: the same bytes give the same reports.
		if second := run(t, name, data); !bytes.Equal(first, second) {
			t.Fatalf("two runs differ:\n%s\n---\n%s", first, second)
		}
	})
}

// run scans data as the file name and renders every format, checking what
// must hold for any input; it returns the reports.
func run(t *testing.T, name string, data []byte) []byte {
	t.Helper()
	res := discover.DiscoverBytes(name, data, discover.Options{})
	out := scan.Analyze(res, scan.Options{})
	lines := bytes.Count(data, []byte("\n")) + bytes.Count(data, []byte("\r")) + 1

	var all bytes.Buffer
	var sb bytes.Buffer
	if err := sarif.Write(&sb, out, sarif.Options{Version: "fuzz"}); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						Region struct{ StartLine, StartColumn, EndLine, EndColumn int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal(sb.Bytes(), &log); err != nil {
		t.Fatalf("SARIF is not JSON: %v", err)
	}
	for _, r := range log.Runs[0].Results {
		for _, l := range r.Locations {
			g := l.PhysicalLocation.Region
			if g.StartLine < 1 || g.StartLine > lines || g.EndLine < g.StartLine || g.EndLine > lines || g.StartColumn < 1 ||
				(g.EndLine == g.StartLine && g.EndColumn < g.StartColumn) {
				t.Fatalf("region %+v outside a file of %d lines", g, lines)
			}
		}
	}
	all.Write(sb.Bytes())

	var jb bytes.Buffer
	if err := report.JSON(&jb, out, report.ToolInfo{Name: "mcp-lint", Version: "fuzz"}, "blocking", ""); err != nil {
		t.Fatal(err)
	}
	if !json.Valid(jb.Bytes()) {
		t.Fatal("the JSON report is not JSON")
	}
	all.Write(jb.Bytes())

	var tb bytes.Buffer
	if err := report.Text(&tb, out, report.TextOptions{Version: "fuzz", Threshold: "blocking"}); err != nil {
		t.Fatal(err)
	}
	renderSafe(t, "text", tb.String())
	all.Write(tb.Bytes())

	var gb bytes.Buffer
	if _, err := report.GitHub(&gb, out, ""); err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(strings.TrimSuffix(gb.String(), "\n"), "\n") {
		// Every line is one workflow command of ours: a text from the file
		// can neither start a line nor end the command early.
		if l != "" && !strings.HasPrefix(l, "::error ") && !strings.HasPrefix(l, "::warning ") && !strings.HasPrefix(l, "::notice ") && !strings.HasPrefix(l, "::notice::") {
			t.Fatalf("annotation line that is not ours: %q", l)
		}
	}
	renderSafe(t, "annotations", gb.String())
	all.Write(gb.Bytes())

	md := report.MarkdownSummary(out, report.MarkdownOptions{})
	renderSafe(t, "summary", md)
	for i, part := range strings.Split(md, "`") {
		// Outside code spans (the even parts), no tag can open; inside
		// one, Markdown shows every character as it is.
		if i%2 == 0 && strings.Contains(part, "<") {
			t.Fatalf("raw HTML in the summary: %q", part)
		}
	}
	all.WriteString(md)
	return all.Bytes()
}

// renderSafe: no control character but the line feed, no ANSI escape, no
// invisible or bidi formatting character reaches a human-read report.
func renderSafe(t *testing.T, what, s string) {
	t.Helper()
	for i, r := range s {
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") {
			t.Fatalf("%s: invalid UTF-8 at %d", what, i)
		}
		if r == '\n' {
			continue
		}
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Co, r) || (r >= 0xFE00 && r <= 0xFE0F) || (r >= 0xE0100 && r <= 0xE01EF) {
			t.Fatalf("%s: raw %U at %d: %q", what, r, i, s[max(0, i-40):min(len(s), i+40)])
		}
	}
}
