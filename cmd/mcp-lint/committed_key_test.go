package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// committedKeyFinding is what these tests read of a finding.
type committedKeyFinding struct {
	RuleID   string `json:"ruleId"`
	Severity string
	Server   string
	Location struct {
		Path   string
		Region struct{ StartLine, StartColumn int }
	}
}

func committedKeyScan(t *testing.T, dir string) (int, []committedKeyFinding) {
	t.Helper()
	r := mcpLint(t, dir, nil, "--format", "json")
	var rep struct{ Findings []committedKeyFinding }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &rep), r.stderr)
	return r.code, rep.Findings
}

// A key of a known kind committed in a client config (an OpenAI and a
// Brave Search key in a Cursor config's env) fails the default gate
// alone, at the value's place, as gitleaks and GitHub's push protection
// block it; before, each was a low config.secret that failed only at
// --fail-on low (medium beside an unpinned package). A JWT (a Supabase
// anon key, public by design) is a shape, not a kind an issuer hands
// out: it stays low hygiene.
func TestCommittedKeyFailsGate(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".cursor/mcp.json", `{
  "mcpServers": {
    "openai": {
      "command": "npx",
      "args": ["-y", "@mzxrai/mcp-openai@1.2.3"],
      "env": {"OPENAI_API_KEY": "sk-proj-4Y07HS5hKAwsTqKi6hJE2Yz3w92LXaJmndN3luWUBCXLG2kQ"}
    },
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search@0.6.2"],
      "env": {"BRAVE_API_KEY": "BSA4LwLYg8atHXKvsk2wkW4jgQzw7k2"}
    },
    "supabase": {
      "command": "npx",
      "args": ["-y", "@supabase/mcp-server-supabase@0.4.5"],
      "env": {"SUPABASE_ANON_KEY": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ6cTh3bTJ4cjcifQ.agm9XCoREXncB0mtSCtjXS6vtD4ySKcqVDnQuRu4572"}
    }
  }
}
`)
	code, fs := committedKeyScan(t, dir)
	assert.Equal(t, 1, code)
	type place struct {
		rule, severity, server, path string
		line, col                    int
	}
	var got []place
	for _, f := range fs {
		got = append(got, place{f.RuleID, f.Severity, f.Server, f.Location.Path, f.Location.Region.StartLine, f.Location.Region.StartColumn})
	}
	assert.ElementsMatch(t, []place{
		{"config.secret", "high", "openai", ".cursor/mcp.json", 6, 34},
		{"config.secret", "high", "brave-search", ".cursor/mcp.json", 11, 33},
		{"config.secret", "low", "supabase", ".cursor/mcp.json", 16, 37},
	}, got)

	r := mcpLint(t, dir, nil)
	assert.Contains(t, r.stdout, "  11:33    high  config.secret  the launch config of server brave-search (cursor)\n           Brave Search API key in the text of the launch config\n")
	assert.Contains(t, r.stdout, "mcp-lint: 2 findings fail the gate (--fail-on default): exit 1\n")
}

// The placeholders a client config's documentation writes for a key stay
// as they were: no finding, and the scan passes.
func TestCommittedKeyPlaceholders(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, ".cursor/mcp.json", `{
  "mcpServers": {
    "a": {"command": "mcp-a", "env": {"OPENAI_API_KEY": "sk-..."}},
    "b": {"command": "mcp-b", "env": {"OPENAI_API_KEY": "<your-key>"}},
    "c": {"command": "mcp-c", "env": {"OPENAI_API_KEY": "${OPENAI_API_KEY}"}},
    "d": {"command": "mcp-d", "env": {"OPENAI_API_KEY": "YOUR_API_KEY"}},
    "e": {"command": "mcp-e", "env": {"OPENAI_API_KEY": "sk-proj-EXAMPLE0123456789abcdefghijklmnopqrstuvwxyzABCD"}},
    "f": {"command": "mcp-f", "env": {"OPENAI_API_KEY": "sk-proj-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}},
    "g": {"command": "mcp-g", "env": {"BRAVE_API_KEY": "BSA..."}},
    "h": {"command": "mcp-h", "env": {"BRAVE_API_KEY": "BSAxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}},
    "i": {"command": "mcp-i", "env": {"BRAVE_API_KEY": "your_brave_api_key_here"}},
    "j": {"command": "mcp-j", "env": {"AWS_ACCESS_KEY_ID": "AKIAIOSFODNN7EXAMPLE"}}
  }
}
`)
	code, fs := committedKeyScan(t, dir)
	assert.Equal(t, 0, code)
	assert.Empty(t, fs)
}
