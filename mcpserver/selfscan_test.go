package mcpserver

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/scan"
)

// The server's own tools, as a client lists them (names, descriptions,
// input schemas, annotations), pass mcp-lint's default scan with no
// finding at all, not only none that fails the gate.
func TestOwnToolsPassTheScan(t *testing.T) {
	cs := connect(t, Options{Root: t.TempDir()})
	list, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(list, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	// As mcp-lint scan - reads a tools/list result piped to it.
	out := scan.Analyze(discover.DiscoverBytes("mcp-lint.tools.json", b, discover.Options{ComputedNotice: true, AgentFiles: true}), scan.Options{})
	sum := out.Summary()
	if sum.Tools != 3 || sum.Incomplete {
		t.Fatalf("read %d tools (incomplete %v) of:\n%s", sum.Tools, sum.Incomplete, b)
	}
	for _, f := range out.Findings {
		t.Errorf("%s at %d:%d on %s: %s", f.Primary().Check, f.Location.Region.StartLine, f.Location.Region.StartColumn, f.Tool.Name, scan.Message(&f))
	}
}
