package scan_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/scan"
)

// BenchmarkScanHugeDescription runs a whole scan (read, parse, locate,
// check) of a fixture whose description is 30 MB, just under the default
// file bound, and reports the bytes allocated: the memory a scan of the
// largest accepted input costs.
func BenchmarkScanHugeDescription(b *testing.B) {
	root := b.TempDir()
	desc := strings.Repeat("Returns the weather for a city. ", 30<<20/32) + "\u200b"
	doc := `{"tools":[{"name":"big","inputSchema":{"type":"object"},"description":"` + desc + `"}]}`
	if err := os.WriteFile(filepath.Join(root, "big.tools.json"), []byte(doc), 0o644); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		out := scan.Run(scan.Options{Paths: []string{root}, Discover: discover.Options{Root: root}})
		if len(out.Findings) != 1 || !out.Report.Incomplete() {
			b.Fatalf("want the hidden character found and the analysis cap reported; got %d findings", len(out.Findings))
		}
	}
}

// BenchmarkScanNoAgentFiles scans a repository with none of the agent
// files (an MCP server's tool fixture, its Python source, 60 Markdown
// pages of docs in nested folders, a commands/ folder of docs without
// front matter), without and with --agent-files: such a scan should cost
// what it would without the agent formats, and the two
// sub-benchmarks show what reading agent files adds when there are none.
// For a count that does not move with the machine's load, run it under
// valgrind as bench/instructions does.
func BenchmarkScanNoAgentFiles(b *testing.B) {
	root := b.TempDir()
	files := map[string]string{
		"server.tools.json": `{"tools":[{"name":"get_rate","description":"Returns an exchange rate.","inputSchema":{"type":"object","properties":{"base":{"type":"string"}}}}]}`,
		"src/app/server.py": "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"fx\")\n\n@mcp.tool()\ndef get_rate(base: str) -> str:\n    \"\"\"Returns an exchange rate.\"\"\"\n    return base\n",
	}
	for i := 0; i < 60; i++ {
		files[filepath.Join("docs", "guide", "part"+strings.Repeat("x", i%5), "page"+string(rune('a'+i%26))+".md")] = "# Page\n\nHow to use the server.\n"
	}
	files["docs/commands/usage.md"] = "Usage notes for the command line.\n"
	for p, text := range files {
		fp := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(fp), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(fp, []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	for _, agent := range []bool{false, true} {
		name := "default"
		if agent {
			name = "agent-files"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				out := scan.Run(scan.Options{Paths: []string{root}, Discover: discover.Options{Root: root, AgentFiles: agent}})
				if len(out.Findings) != 0 || len(out.Discovery.Tools) == 0 {
					b.Fatalf("want the server's tools read and no finding; got %d tools, %d findings", len(out.Discovery.Tools), len(out.Findings))
				}
			}
		})
	}
}
