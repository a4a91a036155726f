package detect_test

import (
	"os"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/corpus"
	"github.com/mcp-lint/mcp-lint/detect"
)

// benignCorpus is the shared corpus of real tool definitions; the
// benchmark is skipped where it is absent.
const benignCorpus = "../../shared/corpora/real/dev_benign.jsonl"

// BenchmarkEngine scans every real benign tool (1,484 tools of popular
// servers) in one registry with all six checks, the way `mcp-lint scan`
// would, and reports tools per second and bytes allocated per tool.
func BenchmarkEngine(b *testing.B) {
	tools := benignTools(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// A fresh registry and engine each time: what one `mcp-lint scan`
		// pays, including every cache the engine fills as it goes.
		reg := reading.NewRegistry(tools)
		eng := detect.NewEngine()
		rep := eng.Scan(reg, nil)
		if rep.Tools != len(tools) {
			b.Fatalf("scanned %d tools, want %d", rep.Tools, len(tools))
		}
	}
	b.StopTimer()
	n := float64(b.N) * float64(len(tools))
	b.ReportMetric(n/b.Elapsed().Seconds(), "tools/s")
	b.ReportMetric(float64(testing.AllocsPerRun(1, func() { detect.NewEngine().Scan(reading.NewRegistry(tools), nil) }))/float64(len(tools)), "allocs/tool")
}

// BenchmarkEngineWarm scans the same tools again and again with one engine
// and one registry: a long-running scanner whose word memo and registry
// caches are already filled.
func BenchmarkEngineWarm(b *testing.B) {
	tools := benignTools(b)
	reg := reading.NewRegistry(tools)
	eng := detect.NewEngine()
	eng.Scan(reg, nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if rep := eng.Scan(reg, nil); rep.Tools != len(tools) {
			b.Fatalf("scanned %d tools, want %d", rep.Tools, len(tools))
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)*float64(len(tools))/b.Elapsed().Seconds(), "tools/s")
}

// benignTools loads the shared benign corpus, or skips the benchmark.
func benignTools(b *testing.B) []reading.Tool {
	b.Helper()
	data, err := os.ReadFile(benignCorpus)
	if err != nil {
		b.Skipf("benign corpus not available: %v", err)
	}
	entries, err := corpus.Parse(data, benignCorpus)
	if err != nil {
		b.Fatal(err)
	}
	tools := make([]reading.Tool, len(entries))
	for i, e := range entries {
		tools[i] = e.Tool
	}
	return tools
}
