package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/report"
)

// mcpSession starts the built binary as `mcp-lint mcp ARGS` in dir and
// connects the official SDK's client to it over stdio.
func mcpSession(t *testing.T, dir string, args ...string) *mcp.ClientSession {
	t.Helper()
	cmd := exec.Command(binary, append([]string{"mcp"}, args...)...)
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
	client := mcp.NewClient(&mcp.Implementation{Name: "mcp-lint-test", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	require.NoError(t, err)
	t.Cleanup(func() { _ = cs.Close() })
	return cs
}

func callTool(t *testing.T, cs *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	require.NoError(t, err, name)
	return res
}

func resultText(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// structured is a scan's structured content as the JSON report.
func structured(t *testing.T, res *mcp.CallToolResult) *report.JSONReport {
	t.Helper()
	require.False(t, res.IsError, resultText(res))
	b, err := json.Marshal(res.StructuredContent)
	require.NoError(t, err)
	var r report.JSONReport
	require.NoError(t, json.Unmarshal(b, &r), string(b))
	return &r
}

// exitOfResult is the exit code a scan's summary says mcp-lint scan gives.
func exitOfResult(t *testing.T, res *mcp.CallToolResult) int {
	t.Helper()
	m := regexp.MustCompile(`mcp-lint scan exits (\d)`).FindStringSubmatch(resultText(res))
	require.NotNil(t, m, resultText(res))
	n, _ := strconv.Atoi(m[1])
	return n
}

// findingPlace is what the server and the command must agree on for a
// finding: its rule, place, severity and gate.
type findingPlace struct {
	Rule, Path, Severity, Status string
	Line, Column                 int
	Blocking                     bool
}

func findingPlaces(r *report.JSONReport) []findingPlace {
	var out []findingPlace
	for _, f := range r.Findings {
		out = append(out, findingPlace{f.RuleID, f.Location.Path, f.Severity, string(f.Status),
			f.Location.Region.StartLine, f.Location.Region.StartColumn, f.Blocking})
	}
	return out
}

// The server lists its tools, and scanning examples/ through it gives the
// report `mcp-lint scan --format json examples` gives, finding for
// finding, with the same gate and exit code.
func TestMCPServerScansExamplesAsTheCommand(t *testing.T) {
	repo, err := filepath.Abs("../..")
	require.NoError(t, err)
	cs := mcpSession(t, repo)
	list, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	var names []string
	for _, tl := range list.Tools {
		names = append(names, tl.Name)
	}
	assert.Equal(t, []string{"explain", "scan_definitions", "scan_folder"}, names)

	cli := mcpLint(t, repo, nil, "scan", "--format", "json", "examples")
	var want report.JSONReport
	require.NoError(t, json.Unmarshal([]byte(cli.stdout), &want), cli.stderr)
	res := callTool(t, cs, "scan_folder", map[string]any{"path": "examples"})
	got := structured(t, res)
	assert.Equal(t, findingPlaces(&want), findingPlaces(got))
	assert.Contains(t, findingPlaces(got), findingPlace{"unicode.hidden", "examples/servers/weather/tools.json", "critical", "open", 33, 68, true})
	assert.Equal(t, want.Failing, got.Failing)
	assert.Equal(t, want.Threshold, got.Threshold)
	assert.Equal(t, 1, cli.code)
	assert.Equal(t, cli.code, exitOfResult(t, res))
	// Not only the findings: the whole report is the command's.
	wb, _ := json.Marshal(&want)
	gb, _ := json.Marshal(got)
	assert.JSONEq(t, string(wb), string(gb))
}

// Five rows of the corpus given inline, each with the other servers'
// tools its row installs beside it, give the findings a scan of the same
// files gives with the other servers as context.
func TestMCPServerScansCorpusRowsAsTheCommand(t *testing.T) {
	ids := map[string]bool{"us-tag-full-message": true, "dp-b64-curl-sh": true, "tp-important-tag": true,
		"sh-steer-before": true, "hn-generic-search": true}
	f, err := os.Open("../../corpus/mcp-lint-v1.jsonl")
	require.NoError(t, err)
	defer f.Close()
	var rows []map[string]any
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var row map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &row))
		if ids[row["id"].(string)] {
			rows = append(rows, row)
		}
	}
	require.NoError(t, sc.Err())
	require.Len(t, rows, len(ids))

	cs := mcpSession(t, t.TempDir())
	flagged := 0
	for _, row := range rows {
		id := row["id"].(string)
		server := row["server"].(string)
		files := map[string]string{server + ".tools.json": toolsText(t, []map[string]any{row})}
		byServer := map[string][]map[string]any{}
		if peers, ok := row["peers"].([]any); ok {
			for _, p := range peers {
				p := p.(map[string]any)
				byServer[p["server"].(string)] = append(byServer[p["server"].(string)], p)
			}
		}
		var others []any
		var servers []string
		for s := range byServer {
			servers = append(servers, s)
		}
		sort.Strings(servers)
		for _, s := range servers {
			text := toolsText(t, byServer[s])
			files["others/"+s+".tools.json"] = text
			others = append(others, map[string]any{"server": s, "tools": text})
		}
		dir := t.TempDir()
		for name, text := range files {
			write(t, dir, name, text)
		}
		cli := mcpLint(t, dir, nil, "scan", "--format", "json", "--root", dir, "--context", dir, filepath.Join(dir, server+".tools.json"))
		var want report.JSONReport
		require.NoError(t, json.Unmarshal([]byte(cli.stdout), &want), "%s: %s", id, cli.stderr)
		args := map[string]any{"tools": files[server+".tools.json"], "server": server}
		if others != nil {
			args["otherServers"] = others
		}
		res := callTool(t, cs, "scan_definitions", args)
		got := structured(t, res)
		assert.Equal(t, findingPlaces(&want), findingPlaces(got), id)
		assert.Equal(t, want.Failing, got.Failing, id)
		assert.Equal(t, cli.code, exitOfResult(t, res), id)
		if len(got.Findings) > 0 {
			flagged++
		}
		if id == "sh-steer-before" {
			require.NotEmpty(t, got.Findings, id)
			assert.Equal(t, "shadowing.cross_server", got.Findings[0].RuleID, id)
		}
		if id == "hn-generic-search" {
			assert.Empty(t, got.Findings, id)
		}
	}
	assert.Equal(t, 4, flagged, "the four attacks are found")
}

// toolsText is a tools/list result of corpus rows (or their peers), as
// the JSON text a snapshot writes.
func toolsText(t *testing.T, rows []map[string]any) string {
	t.Helper()
	var tools []map[string]any
	for _, r := range rows {
		tool := map[string]any{"name": r["name"], "description": r["description"]}
		for from, to := range map[string]string{"title": "title", "input_schema": "inputSchema", "output_schema": "outputSchema", "annotations": "annotations"} {
			if v, ok := r[from]; ok && v != nil {
				tool[to] = v
			}
		}
		tools = append(tools, tool)
	}
	b, err := json.MarshalIndent(map[string]any{"tools": tools}, "", "  ")
	require.NoError(t, err)
	return string(b) + "\n"
}

// Bad input is a tool error that says what was wrong, and the server
// serves the next call: a missing path, a path outside the root, text
// that is not JSON (a definition of 100 MB: TestMCPServerHundredMegabytes).
func TestMCPServerBadInput(t *testing.T) {
	root := t.TempDir()
	write(t, root, "servers/quotes/quotes.tools.json", stockQuote)
	cs := mcpSession(t, root)
	next := func(what string) {
		t.Helper()
		r := structured(t, callTool(t, cs, "scan_folder", map[string]any{"path": "servers"}))
		require.NotEmpty(t, r.Findings, "after %s", what)
		assert.Equal(t, "servers/quotes/quotes.tools.json", r.Findings[0].Location.Path, "after %s", what)
	}
	next("nothing")
	for _, c := range []struct {
		what, tool string
		args       map[string]any
		want       string
	}{
		{"a missing path", "scan_folder", map[string]any{"path": "servers/missing"}, `path "servers/missing" does not exist under the root`},
		{"a path outside the root", "scan_folder", map[string]any{"path": "../"}, `path "../" is outside the root`},
		{"invalid JSON", "scan_definitions", map[string]any{"tools": `{"tools": [{"name": "a"`}, "tools: not valid JSON at line 1"},
	} {
		res := callTool(t, cs, c.tool, c.args)
		assert.True(t, res.IsError, "%s: %s", c.what, resultText(res))
		assert.Contains(t, resultText(res), c.want, c.what)
		next(c.what)
	}
}

// The server's own tools, as a client lists them, pass mcp-lint scan with
// no finding.
func TestMCPServerOwnToolsPassTheScan(t *testing.T) {
	cs := mcpSession(t, t.TempDir())
	list, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	b, err := json.MarshalIndent(list, "", "  ")
	require.NoError(t, err)
	dir := t.TempDir()
	write(t, dir, "mcp-lint.tools.json", string(b))
	r := mcpLint(t, dir, nil, "scan", "--format", "json", "mcp-lint.tools.json")
	var rep report.JSONReport
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep), r.stderr)
	assert.Equal(t, 0, r.code, r.stdout)
	assert.Equal(t, 3, rep.Summary.Tools)
	assert.Empty(t, rep.Findings)
	assert.False(t, rep.Summary.Incomplete)
}

// mcp-lint mcp refuses a root that is no folder and arguments it does not
// take, before it serves; with no client on standard input it fails.
func TestMCPCommandUsage(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "file.json", "{}")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"mcp", "--root", "file.json"}, `--root "file.json" is not a directory`},
		{[]string{"mcp", "--root", "missing"}, `--root "missing" is not a directory`},
		{[]string{"mcp", "examples"}, "takes no arguments"},
		{[]string{"mcp", "--timeout", "0s"}, "--timeout must be above 0"},
		// No client: a script that meant to scan a folder named mcp
		// fails instead of passing.
		{[]string{"mcp"}, "standard input ended before any message: mcp-lint mcp is the MCP server, started by an MCP client; to scan a folder named mcp, run mcp-lint scan mcp"},
	} {
		r := mcpLint(t, dir, nil, c.args...)
		assert.Equal(t, exitUsage, r.code, "%v", c.args)
		assert.Contains(t, r.stderr, c.want, "%v", c.args)
	}
}

// scan_folder reads the config at the root as the command does: its gate
// and its rules apply to the folder scanned.
func TestMCPServerFolderReadsTheConfig(t *testing.T) {
	root := t.TempDir()
	write(t, root, "servers/quotes/quotes.tools.json", stockQuote)
	write(t, root, ".mcp-lint.yaml", "version: 1\nfail-on: blocking\n")
	cs := mcpSession(t, root)
	cli := mcpLint(t, root, nil, "scan", "--format", "json", "servers")
	var want report.JSONReport
	require.NoError(t, json.Unmarshal([]byte(cli.stdout), &want), cli.stderr)
	res := callTool(t, cs, "scan_folder", map[string]any{"path": "servers"})
	got := structured(t, res)
	assert.Equal(t, "blocking", got.Threshold)
	assert.Equal(t, 0, got.Failing)
	assert.NotEmpty(t, got.Findings)
	assert.Equal(t, findingPlaces(&want), findingPlaces(got))
	assert.Equal(t, 0, cli.code)
	assert.Equal(t, 0, exitOfResult(t, res))
}

// A config the command refuses is a tool error with the command's
// message, and the server serves the next call.
func TestMCPServerBadConfig(t *testing.T) {
	root := t.TempDir()
	write(t, root, "servers/quotes/quotes.tools.json", stockQuote)
	write(t, root, ".mcp-lint.yaml", "version: 1\nfail-on: sometimes\n")
	cs := mcpSession(t, root)
	cli := mcpLint(t, root, nil, "scan", "servers")
	require.Equal(t, exitUsage, cli.code)
	res := callTool(t, cs, "scan_folder", map[string]any{"path": "servers"})
	assert.True(t, res.IsError, resultText(res))
	assert.Equal(t, strings.TrimPrefix(strings.TrimSpace(cli.stderr), "mcp-lint: "), resultText(res))
	got := structured(t, callTool(t, cs, "scan_definitions", map[string]any{"tools": stockQuote, "server": "quotes"}))
	assert.NotEmpty(t, got.Findings)
}

// A request of 100 MB holding one definition is a tool error naming the
// bound, and the server serves the next call. The request streams from a
// reader that makes it as it goes, so neither side holds it: the server's
// memory stays far below it.
func TestMCPServerHundredMegabytes(t *testing.T) {
	cmd := exec.Command(binary, "mcp", "--root", t.TempDir())
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
	stdin, err := cmd.StdinPipe()
	require.NoError(t, err)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	out := bufio.NewReader(stdout)
	recv := func() map[string]any {
		t.Helper()
		line, err := out.ReadBytes('\n')
		require.NoError(t, err)
		var m map[string]any
		require.NoError(t, json.Unmarshal(line, &m), string(line))
		return m
	}
	send := func(r io.Reader) {
		t.Helper()
		_, err := io.Copy(stdin, r)
		require.NoError(t, err)
	}
	send(strings.NewReader(`{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}` + "\n"))
	require.Nil(t, recv()["error"])
	send(strings.NewReader(`{"jsonrpc": "2.0", "method": "notifications/initialized"}` + "\n"))
	head := `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "scan_definitions", "arguments": {"tools": "[{\"name\": \"big\", \"description\": \"`
	tail := `\"}]"}}}`
	size := 100 << 20
	send(io.MultiReader(strings.NewReader(head), io.LimitReader(repeatByte('a'), int64(size-len(head)-len(tail))), strings.NewReader(tail+"\n")))
	resp := recv()
	assert.Equal(t, float64(1), resp["id"])
	res, _ := resp["result"].(map[string]any)
	require.NotNil(t, res, "%v", resp)
	assert.Equal(t, true, res["isError"])
	text := res["content"].([]any)[0].(map[string]any)["text"].(string)
	assert.Contains(t, text, "the request is 104857600 bytes, over the 16777216 bytes (16 MiB) a request may hold: it was not read")

	send(strings.NewReader(`{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "scan_definitions", "arguments": {"tools": ` + strconv.Quote(stockQuote) + `}}}` + "\n"))
	resp = recv()
	assert.Equal(t, float64(2), resp["id"])
	res, _ = resp["result"].(map[string]any)
	require.NotNil(t, res, "%v", resp)
	assert.Nil(t, res["isError"], "%v", res)
	assert.NotEmpty(t, res["structuredContent"].(map[string]any)["findings"])

	// The server's own peak since it started (Linux): the resource usage
	// wait reports also counts what this process held when it forked.
	if status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)); err == nil {
		m := regexp.MustCompile(`(?m)^VmHWM:\s+(\d+) kB$`).FindSubmatch(status)
		require.NotNil(t, m, string(status))
		kb, _ := strconv.Atoi(string(m[1]))
		assert.Less(t, kb<<10, size, "peak memory %d MB", kb>>10)
	}
	require.NoError(t, stdin.Close())
	require.NoError(t, cmd.Wait())
}

// repeatByte reads as the byte it is, without end.
type repeatByte byte

func (b repeatByte) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(b)
	}
	return len(p), nil
}
