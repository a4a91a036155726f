package discover_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover"
)

// buildTree writes a repository of n files, fixtures of them MCP tool
// fixtures, the rest what a large monorepo holds: source files (never
// opened), unrelated JSON and YAML (sniffed and skipped), and a
// node_modules tree (never entered).
func buildTree(b *testing.B, root string, n, fixtures int) {
	b.Helper()
	tool := `{"tools":[` +
		`{"name":"list_items","description":"Lists the items of a collection, newest first.","inputSchema":{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"}}}},` +
		`{"name":"get_item","description":"Returns one item by its identifier.","inputSchema":{"type":"object","properties":{"id":{"type":"string"}}}},` +
		`{"name":"create_item","description":"Creates an item in a collection and returns its identifier.","inputSchema":{"type":"object","properties":{"collection":{"type":"string"},"body":{"type":"string"}}}}]}`
	pkg := `{"name":"pkg","version":"1.0.0","description":"a package","scripts":{"test":"jest"},"dependencies":{"left-pad":"1.3.0"}}`
	workflow := "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
	src := "package x\n\nfunc F() int { return 1 }\n"
	write := func(p, c string) {
		full := filepath.Join(root, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(c), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	written := 0
	for i := 0; i < fixtures; i++ {
		write(fmt.Sprintf("servers/s%03d/fixtures/server%d.tools.json", i%500, i), tool)
		written++
	}
	for i := 0; written < n; i++ {
		dir := fmt.Sprintf("pkg%03d/sub%02d", i%1000, (i/1000)%50)
		switch {
		case i%20 == 0:
			write(fmt.Sprintf("node_modules/m%04d/package.json", i), pkg)
		case i%10 == 1:
			write(fmt.Sprintf("%s/package%d.json", dir, i), pkg)
		case i%10 == 2:
			write(fmt.Sprintf("%s/workflow%d.yaml", dir, i), workflow)
		default:
			write(fmt.Sprintf("%s/file%d.go", dir, i), src)
		}
		written++
	}
}

var benchTree string

// BenchmarkWalk100k walks a 100,000-file tree holding 1,000 fixtures
// (3,000 tools). Run with bench/run or:
//
//	go test ./discover -run XXX -bench BenchmarkWalk100k -benchtime 3x
func BenchmarkWalk100k(b *testing.B) {
	if benchTree == "" {
		dir, err := os.MkdirTemp("", "mcp-lint-walk")
		if err != nil {
			b.Fatal(err)
		}
		buildTree(b, dir, 100000, 1000)
		benchTree = dir // reused by every run of the benchmark, removed by TestMain
	}
	b.ResetTimer()
	var res *discover.Result
	for i := 0; i < b.N; i++ {
		res = discover.Discover([]string{benchTree}, discover.Options{Root: benchTree})
	}
	b.StopTimer()
	if len(res.Tools) != 3000 || len(res.Errors) != 0 {
		b.Fatalf("found %d tools and %d errors, want 3000 and 0", len(res.Tools), len(res.Errors))
	}
	b.ReportMetric(float64(res.Walked), "files-walked")
	b.ReportMetric(float64(res.Considered), "files-sniffed")
}

func TestMain(m *testing.M) {
	code := m.Run()
	if benchTree != "" {
		_ = os.RemoveAll(benchTree)
	}
	os.Exit(code)
}
