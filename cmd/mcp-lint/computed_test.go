package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A FastMCP server whose first tool's name and description are built at
// run time from a value the file does not hold; the second is literal.
const computedServer = `from mcp.server.fastmcp import FastMCP

REGION = read_region()
mcp = FastMCP("ledger")


@mcp.tool(name=REGION + "_balance", description=f"Returns the balance of an account in {REGION}.")
def balance(account: str) -> str:
    return account


@mcp.tool()
def history(account: str) -> str:
    """Lists the last transactions of an account."""
    return account
`

// Computed text is a notice by default: listed at its place and counted in
// every report, once each, pointing to the recipe; the scan passes on what
// it read. --computed error (or computed: error in the config) makes it an
// error and the scan incomplete; a file that cannot be parsed stays exit 3
// whatever the policy.
func TestComputedTextIsANoticeByDefault(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "ledger/server.py", computedServer)

	r := mcpLint(t, dir, nil, "scan")
	require.Equal(t, 0, r.code, "%s%s", r.stdout, r.stderr)
	assert.Equal(t, 1, strings.Count(r.stdout, "server.py:7:16: the tool's name is computed"), r.stdout)
	assert.Equal(t, 1, strings.Count(r.stdout, "server.py:7:49: the tool's description is computed"), r.stdout)
	assert.Contains(t, r.stdout, "2 tool names or descriptions are computed by source code")
	assert.Contains(t, r.stdout, "docs/computed-text.md")
	assert.Contains(t, r.stdout, "; 2 texts computed by code")
	assert.NotContains(t, r.stdout, "SCAN INCOMPLETE")

	// JSON: the list and the count; the scan is complete.
	r = mcpLint(t, dir, nil, "scan", "--format", "json")
	require.Equal(t, 0, r.code, r.stderr)
	var rep struct {
		Summary struct {
			Computed, FileErrors, Errors int
			Incomplete                   bool
		}
		Errors   []json.RawMessage
		Computed []struct {
			Path   string
			Line   int
			Column int
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep))
	assert.Equal(t, 2, rep.Summary.Computed)
	assert.False(t, rep.Summary.Incomplete)
	assert.Empty(t, rep.Errors)
	require.Len(t, rep.Computed, 2)
	assert.Equal(t, []int{7, 16, 7, 49}, []int{rep.Computed[0].Line, rep.Computed[0].Column, rep.Computed[1].Line, rep.Computed[1].Column})

	// SARIF: one notification with the count, one at each place; the run
	// succeeded.
	r = mcpLint(t, dir, nil, "scan", "--format", "sarif")
	require.Equal(t, 0, r.code, r.stderr)
	var log struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []struct {
					Level      string
					Descriptor struct{ ID string }
					Message    struct{ Text string }
				}
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &log))
	inv := log.Runs[0].Invocations[0]
	assert.True(t, inv.ExecutionSuccessful)
	var notes []string
	for _, n := range inv.ToolExecutionNotifications {
		notes = append(notes, n.Level+" "+n.Descriptor.ID+" "+n.Message.Text[:min(len(n.Message.Text), 60)])
	}
	assert.Equal(t, []string{
		"note computed-text 2 tool names or descriptions are computed by source code, so",
		"note computed-text ledger/server.py: the tool's name is computed (not a literal",
		"note computed-text ledger/server.py: the tool's description is computed (not a ",
	}, notes)

	// GitHub annotations: a notice at each place and the count.
	r = mcpLint(t, dir, nil, "scan", "--format", "github")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, 3, strings.Count(r.stdout, "::notice"), r.stdout)
	assert.Contains(t, r.stdout, "::notice col=16,file=ledger/server.py,line=7,title=mcp-lint%3A computed text::the tool's name is computed")
	assert.Contains(t, r.stdout, "::notice::mcp-lint: 2 tool names or descriptions are computed by source code")

	// --computed error: today's behaviour, exit 3, the same places as errors.
	for _, args := range [][]string{{"scan", "--computed", "error"}, {"scan", "--config", "strict.yaml"}} {
		write(t, dir, "strict.yaml", "version: 1\ncomputed: error\n")
		r = mcpLint(t, dir, nil, args...)
		assert.Equal(t, 3, r.code, "%v: %s", args, r.stdout)
		assert.Contains(t, r.stdout, "could not be read or parsed (the scan is incomplete):\n  ledger/server.py:7:16: the tool's name is computed")
		assert.Contains(t, r.stdout, "1 file could not be parsed; 2 texts computed by code; 1 literal of server code scanned loose (no definition read claims it); SCAN INCOMPLETE")
	}

	// A file that is not valid JSON is exit 3 by default and with --invalid
	// error; with --invalid notice it is named at its place.
	write(t, dir, "broken.tools.json", `{"tools": [`)
	r = mcpLint(t, dir, nil, "scan")
	assert.Equal(t, 3, r.code, r.stdout)
	r = mcpLint(t, dir, nil, "scan", "--invalid", "notice")
	assert.Equal(t, 0, r.code, r.stdout)
	assert.Contains(t, r.stdout, "skipped:\n  broken.tools.json: not valid JSON at line 1, column 12 (unexpected end of input, looking for a value), so nothing in it was read (--invalid notice): a strict parser rejects it, but a lenient one (NaN in JSON, a YAML 1.2 escape) may read it, so fix the file or scan without --invalid notice\n")
	assert.Contains(t, r.stdout, "0 files could not be parsed; 2 texts computed by code; 1 literal of server code scanned loose (no definition read claims it); 1 file a client reads not scanned (named under skipped)")
	write(t, dir, "strict-invalid.yaml", "version: 1\ninvalid: error\n")
	for _, args := range [][]string{{"scan", "--invalid", "error"}, {"scan", "--config", "strict-invalid.yaml"}} {
		r = mcpLint(t, dir, nil, args...)
		assert.Equal(t, 3, r.code, "%v: %s", args, r.stdout)
		assert.Contains(t, r.stdout, "could not be read or parsed (the scan is incomplete):\n  broken.tools.json:1:12: unexpected end of input, looking for a value\n", args)
		assert.Contains(t, r.stdout, "1 file could not be parsed; 2 texts computed by code; 1 literal of server code scanned loose (no definition read claims it); SCAN INCOMPLETE", args)
	}
	r = mcpLint(t, dir, nil, "scan", "--config", "strict-invalid.yaml", "--invalid", "notice")
	assert.Equal(t, 0, r.code, "the flag overrides the config: %s", r.stdout)
	write(t, dir, "lenient-invalid.yaml", "version: 1\ninvalid: notice\n")
	r = mcpLint(t, dir, nil, "scan", "--config", "lenient-invalid.yaml")
	assert.Equal(t, 0, r.code, "invalid: notice in the config: %s", r.stdout)
	r = mcpLint(t, dir, nil, "scan", "--config", "lenient-invalid.yaml", "--invalid", "error")
	assert.Equal(t, 3, r.code, "the flag overrides the config: %s", r.stdout)
}

// "N files could not be parsed" counts files: a tools list with three
// entries that are not definitions is one file with three errors.
func TestFilesNotParsedCountsFiles(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a/tools.json", `{"tools":[{"name":1},{"name":2},null,{"name":"now","description":"Returns the time.","inputSchema":{"type":"object"}}]}`)
	write(t, dir, "b/tools.json", `{"tools": [`)
	r := mcpLint(t, dir, nil, "scan", "--invalid", "error")
	assert.Equal(t, 3, r.code, r.stdout)
	assert.Contains(t, r.stdout, "; 2 files could not be parsed; SCAN INCOMPLETE")
	r = mcpLint(t, dir, nil, "scan", "--format", "json", "--invalid", "error")
	var rep struct {
		Summary struct{ FileErrors, Errors int }
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep))
	assert.Equal(t, 2, rep.Summary.FileErrors)
	assert.Equal(t, 4, rep.Summary.Errors)
}
