package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// endlessServer is a stdio MCP server whose tools/list never ends: every
// page names a next one. Its pages are shaped to reach one bound of the
// snapshot first: "endless-bytes" (large descriptions), "endless-
// definitions" (many small tools a page), "endless-pages" (one tool a
// page).
func endlessServer(kind string) int {
	perPage, description := 1, "Returns the time."
	switch kind {
	case "endless-bytes":
		perPage, description = 50, strings.Repeat("Returns the time in a time zone. ", 128) // ~4 KiB
	case "endless-definitions":
		perPage = 1000
	}
	s := mcp.NewServer(&mcp.Implementation{Name: "endless", Version: "1"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "now", Description: description},
		func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	page := 0
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method != "tools/list" {
				return next(ctx, method, req)
			}
			page++
			res := &mcp.ListToolsResult{NextCursor: fmt.Sprintf("page-%d", page+1)}
			for i := 0; i < perPage; i++ {
				res.Tools = append(res.Tools, &mcp.Tool{Name: fmt.Sprintf("tool_%d_%d", page, i), Description: description,
					InputSchema: map[string]any{"type": "object"}})
			}
			return res, nil
		}
	})
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// A server whose tools/list pages without end is stopped at the first
// bound the snapshot reaches (pages, definitions or bytes held), which the
// error names; it exits 3, writes nothing, and its memory stays far below
// what such a server could make it hold (under 200 MB).
func TestSnapshotStopsAtItsBounds(t *testing.T) {
	exe, err := os.Executable()
	require.NoError(t, err)
	for _, c := range []struct{ kind, bound string }{
		{"endless-bytes", "16 MiB of definitions"},
		{"endless-definitions", "10000 definitions"},
		{"endless-pages", "1000 pages"},
	} {
		t.Run(c.kind, func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(binary, "snapshot", "--env", "MCP_LINT_TEST_SERVER="+c.kind, "--name", "endless",
				"-o", "endless.tools.json", "--", exe, "-test.run=^$")
			cmd.Dir = dir
			cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			var ee *exec.ExitError
			require.True(t, errors.As(err, &ee), "exit status: %v\n%s", err, stderr.String())
			assert.Equal(t, 3, ee.ExitCode(), stderr.String())
			assert.Contains(t, stderr.String(), "mcp-lint snapshot: tools/list: stopped at the bound of "+c.bound+" (after ")
			assert.Contains(t, stderr.String(), "nothing was written")
			assert.Empty(t, stdout.String())
			_, err = os.Stat(filepath.Join(dir, "endless.tools.json"))
			assert.True(t, os.IsNotExist(err), "a fixture was written")
			if rss, ok := peakRSS(cmd.ProcessState); ok {
				assert.Less(t, rss, int64(200<<20), "peak memory %d MB", rss>>20)
			}
		})
	}
}
