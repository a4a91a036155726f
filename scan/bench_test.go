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
