package discover

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A lexer that loses its place says so there: a comment or
// string that never closes, a string a line end breaks where the language
// does not allow it, each a notice at its line and column, once per file
// and kind with the number of others. A file that lexes cleanly says
// nothing.
func TestLexerLostPlaceIsANotice(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"rs/src/main.rs":  "use rmcp::tool;\n#[tool(description = \"Reads.\")]\nfn read() {}\n/* a comment\nthat never closes\n",
		"rs2/src/main.rs": "use rmcp::tool;\nconst D: &str = r#\"never closed\n",
		"java/Tools.java": "import io.modelcontextprotocol.server.McpServer;\nclass T {\n  String a = \"broken\n  ;\n  String b = \"also broken\n  ;\n}\n",
		"js/server.js":    "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst s = new McpServer({ name: \"x\" });\nconst t = `open ${s} template\n",
		"py/server.py":    "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"x\")\nD = \"\"\"never closed\n",
		// Clean: a Rust string that spans lines holding a glob, a JS template
		// whose substitution holds a brace in a string.
		"ok/src/main.rs": "use rmcp::tool;\n#[tool(description = \"Finds files.\nGlobs: src/**/*.rs\")]\nfn find() {}\n",
		"ok/server.js":   "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst t = `a ${\"}\"} b ${`c ${1}`} d`;\n",
		// A substitution holding a regular expression with a quote in it,
		// and divisions beside it.
		"ok2/server.js": "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nfunction esc(value) {\n  return `'${value.replace(/'/g, \"'\\\\''\")}'`;\n}\nfunction esc2(value) {\n  return `'${value.replace(/'/g, `'\"'\"'`)}'`;\n}\nconst half = `${n / 2} and ${(a) / b}`;\nconst s = new McpServer({ name: \"x\" });\ns.tool(\"t\", \"Reads a file.\", {}, async () => ({ content: [] }));\n",
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, n := range res.Notices {
		if i := strings.Index(n.Message, ": the lexer lost its place here: "); i >= 0 {
			got = append(got, n.Path+":"+n.Message[:i]+" "+strings.SplitN(n.Message[i+len(": the lexer lost its place here: "):], " that ", 2)[0]+" "+tail(n.Message))
		}
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		"java/Tools.java:3:14 a string (and 1 more such place(s) in this file)",
		"js/server.js:3:11 a string or template ",
		"py/server.py:3:5 a string ",
		"rs/src/main.rs:4:1 a block comment ",
		"rs2/src/main.rs:2:17 a raw string ",
	}, got)
}

func tail(msg string) string {
	if i := strings.Index(msg, " (and "); i >= 0 {
		return msg[i+1:]
	}
	return ""
}

// Python 3.12 (PEP 701): a string inside an f-string's replacement field
// may use the f-string's own quote; the literal part after the field is
// the f-string's text, not a string the lexer began at the inner quote.
func TestPythonFStringNestedQuotes(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"server.py": "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"x\")\nd = {\"k\": \"v\"}\nbanner = f\"{d[\"k\"]} is the answer to every question asked\"\n",
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		got = append(got, tl.Description)
	}
	assert.Equal(t, []string{" is the answer to every question asked"}, got)
}

// Python 3.12 f-strings (PEP 701) are code inside their replacement
// fields: a string of the f-string's own quote, a backslash, a field that
// spans lines in a single-quoted f-string, a comment holding a quote or a
// brace, a triple-quoted string, a nested format spec. None of them is a
// place the lexer lost: the file is read whole, with no notice, and the
// tools after each keep their names and descriptions.
func TestPythonFStringsOfPEP701(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"server.py": `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")

UNITS = {"metric": "C"}
LABEL = f"{UNITS["metric"]} by default"
LINES = f"{'\n'.join(UNITS)}"
PLAYLIST = f"{", ".join([
    'Take me back to Eden',  # My, my, "those" eyes like fire
    'Alkaline',              # not acid nor alkaline }
])}"

@mcp.tool()
def get_forecast(city: str) -> str:
    """Returns the forecast for a city."""
    return f"{city!r:>{10}} {UNITS[
        "metric"  # the unit's "name"
    ]}"

BLOCK = f"{'''one
two'''} and {f"{f"{LABEL}"}"}"

@mcp.tool()
def get_alerts(region: str) -> str:
    """Returns the weather alerts for a region."""
    return region
`,
	})
	res := Discover([]string{root}, Options{Root: root})
	var got []string
	for _, tl := range res.Tools {
		got = append(got, tl.Name+": "+tl.Description)
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		"get_alerts: Returns the weather alerts for a region.",
		"get_forecast: Returns the forecast for a city.",
	}, got)
	assert.Empty(t, res.Notices)
	assert.Empty(t, res.Errors)
}
