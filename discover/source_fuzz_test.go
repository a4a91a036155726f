package discover

import (
	"strings"
	"testing"
)

// The Go, Python and TypeScript/JavaScript readers take any bytes without a
// fault, read whole as server files (the SDK import each recognizes is put
// first, so every input reaches the reader and its registration, folding
// and binding passes): a fault would cost its file (an "internal error").
func FuzzSourceReaders(f *testing.F) {
	readers := []struct{ name, head string }{
		{"server.py", "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP('s')\n"},
		{"src/index.ts", "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst server = new McpServer({name: \"s\", version: \"1\"});\n"},
		{"main.go", "package main\n\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\nvar _ = mcp.Tool{}\n"},
	}
	for _, s := range []string{
		"@mcp.tool()\ndef t(a: str) -> str:\n    \"\"\"Doc \" + X + f'{a}'.\"\"\"\n    return a\nt.__doc__ += 'more'\n",
		"server.registerTool(\"t\", { description: `a ${B}` + C, inputSchema: {} }, async () => ({}));\nconst C = 'x'; let D = C; D += \"y\";",
		"func init() { t := &mcp.Tool{Name: \"t\", Description: fmt.Sprintf(\"%s %d\", A, 1)}; t.Description += B }\nconst A = \"a\"",
	} {
		for i := range readers {
			f.Add([]byte(s), uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, which uint8) {
		r := readers[int(which)%len(readers)]
		res := DiscoverBytes(r.name, append([]byte(r.head), data...), Options{ComputedNotice: true})
		for _, e := range res.Errors {
			if strings.Contains(e.Message, "internal error") {
				t.Fatal(e.Message)
			}
		}
	})
}
