package discover_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// The carriage returns a source literal writes as the escape \r are
// named for the engine at their offsets in the decoded text, in Python and
// TypeScript alike; one written by its code point, or a tools file's
// "\r", is not.
func TestEscapedCarriageReturns(t *testing.T) {
	const text = "Splits on \r\n, \n or \r alone."
	crs := []int{strings.Index(text, "\r\n"), strings.LastIndex(text, "\r")}
	for _, c := range []struct {
		file, src string
		want      map[string][]int
	}{
		{"server.py", "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"lines\")\n\n\n@mcp.tool()\ndef split(text: str) -> str:\n    \"\"\"Splits on \\r\\n, \\n or \\r alone.\"\"\"\n    return text\n",
			map[string][]int{"description": crs}},
		{"server.py", "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"lines\")\n\n\n@mcp.tool()\ndef split(text: str) -> str:\n    \"\"\"Splits on \\x0d\\n, \\n or \\u000d alone.\"\"\"\n    return text\n",
			nil},
		{"index.ts", "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst server = new McpServer({ name: \"lines\", version: \"1.0.0\" });\nserver.tool(\"split\", \"Splits on \\r\\n, \\n or \\r alone.\", async () => ({ content: [] }));\n",
			map[string][]int{"description": crs}},
		{"lines.tools.json", `{"tools": [{"name": "split", "description": "Splits on \r\n, \n or \r alone.", "inputSchema": {"type": "object"}}]}`,
			nil},
	} {
		res := discover.DiscoverBytes(c.file, []byte(c.src), discover.Options{})
		var got []detect.Tool
		for _, tl := range res.Tools {
			if tl.KindOrDefault() == detect.KindTool {
				got = append(got, tl)
			}
		}
		if assert.Len(t, got, 1, c.file) {
			assert.Equal(t, text, got[0].Description, c.file)
			assert.Equal(t, c.want, got[0].EscapedCR, c.file)
		}
	}
}
