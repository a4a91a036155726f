package mcpserver

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcp-lint/mcp-lint/report"
)

// connect serves opts over a pair of pipes, through Transport as
// mcp-lint mcp does on stdio, and connects the SDK's own client to it.
func connect(t *testing.T, opts Options) *mcp.ClientSession {
	t.Helper()
	clientIn, serverOut := io.Pipe()
	serverIn, clientOut := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- Serve(ctx, opts, serverIn, serverOut) }()
	client := mcp.NewClient(&mcp.Implementation{Name: "mcpserver-test", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.IOTransport{Reader: clientIn, Writer: clientOut}, nil)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cs.Close()
		cancel()
		<-served
	})
	return cs
}

// call calls a tool; a protocol error fails the test (a tool error is a
// result).
func call(t *testing.T, cs *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

// text is a result's text content.
func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// wantError checks that a call is a tool error whose text holds want.
func wantError(t *testing.T, res *mcp.CallToolResult, want string) {
	t.Helper()
	if !res.IsError {
		t.Fatalf("not a tool error (want %q): %s", want, text(res))
	}
	if !strings.Contains(text(res), want) {
		t.Errorf("tool error %q, want it to say %q", text(res), want)
	}
}

// reportOf is a scan's structured content, read as the JSON report.
func reportOf(t *testing.T, res *mcp.CallToolResult) *report.JSONReport {
	t.Helper()
	if res.IsError {
		t.Fatalf("tool error: %s", text(res))
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var r report.JSONReport
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("structured content is not the JSON report: %v\n%s", err, b)
	}
	return &r
}

// place is what a finding is pinned by.
type place struct {
	Rule, Path       string
	Line, Column     int
	Severity, Server string
	Name             string
	Blocking         bool
}

func places(r *report.JSONReport) []place {
	var out []place
	for _, f := range r.Findings {
		out = append(out, place{f.RuleID, f.Location.Path, f.Location.Region.StartLine, f.Location.Region.StartColumn,
			f.Severity, f.Server, f.Name, f.Blocking})
	}
	return out
}

func samePlaces(t *testing.T, got, want []place) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("findings:\n%+v\nwant:\n%+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("finding %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}
