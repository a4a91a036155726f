// Command growthgen writes, for bench/growth, one folder per language or
// format and size: a file of about that many bytes shaped to stress its
// reader, each unit repeated until the size is reached. Source files
// import the MCP SDK and hold, per unit, an import, a registered tool with
// a long description, a comment and a string literal; data files hold
// tools or servers with long descriptions and, where the format has them,
// comments. The texts are made up here.
//
// With -worst it writes, for bench/reader-growth, the shapes that cost
// each source reader most as a file grows (worst, below) instead.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

// long is a description of a few hundred bytes, different per unit.
func long(i int) string {
	return fmt.Sprintf("Lists the records of collection %d for the current project, newest first, with their owner, status and labels; use the cursor to page through more than one hundred records at a time.", i)
}

// a format: the file's name, its head, one unit, its tail.
type format struct {
	name, head string
	unit       func(i int) string
	tail       string
}

var formats = map[string]format{
	"go": {"server.go", "package srv\n\nimport (\n\t\"context\"\n\n\t\"github.com/modelcontextprotocol/go-sdk/mcp\"\n)\n\nfunc Register(s *mcp.Server) {\n",
		func(i int) string {
			return fmt.Sprintf("\t// tool %d: a comment before it\n\tmcp.AddTool(s, &mcp.Tool{Name: \"list_%d\", Description: %q}, func(ctx context.Context, _ *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) { return nil, nil, nil })\n\t_ = \"a literal string of unit %d that is prose for no one in particular\"\n", i, i, long(i), i)
		}, "}\n"},
	"ts": {"server.ts", "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { z } from \"zod\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\n",
		func(i int) string {
			return fmt.Sprintf("import { helper%d } from \"./helpers/h%d.js\";\n// tool %d: a comment before it\nserver.registerTool(\"list_%d\", { description: %q, inputSchema: { q: z.string().describe(\"The query of unit %d.\") } }, async () => ({ content: [] }));\nconst s%d = \"a literal string of unit %d that is prose for no one in particular\";\n", i, i, i, i, long(i), i, i, i)
		}, ""},
	"py": {"server.py", "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"s\")\n",
		func(i int) string {
			return fmt.Sprintf("import helpers.h%d\n# tool %d: a comment before it\n@mcp.tool()\ndef list_%d(q: str) -> str:\n    %q\n    return \"a literal string of unit %d that is prose for no one in particular\"\n\n", i, i, i, long(i), i)
		}, ""},
	"rs": {"server.rs", "use rmcp::{tool, tool_router, ServerHandler};\n\n#[tool_router]\nimpl Server {\n",
		func(i int) string {
			return fmt.Sprintf("    // tool %d: a comment before it\n    #[tool(description = %q)]\n    async fn list_%d(&self) -> String { \"a literal string of unit %d that is prose for no one in particular\".to_string() }\n", i, long(i), i, i)
		}, "}\n"},
	"java": {"Server.java", "package srv;\n\nimport org.springframework.ai.tool.annotation.Tool;\n\npublic class Server {\n",
		func(i int) string {
			return fmt.Sprintf("    // tool %d: a comment before it\n    @Tool(description = %q)\n    public String list%d() { return \"a literal string of unit %d that is prose for no one in particular\"; }\n", i, long(i), i, i)
		}, "}\n"},
	"kt": {"Server.kt", "import io.modelcontextprotocol.kotlin.sdk.server.Server\n\nfun register(server: Server) {\n",
		func(i int) string {
			return fmt.Sprintf("    // tool %d: a comment before it\n    server.addTool(name = \"list_%d\", description = %q) { request -> CallToolResult(content = listOf()) }\n    val s%d = \"a literal string of unit %d that is prose for no one in particular\"\n", i, i, long(i), i, i)
		}, "}\n"},
	"cs": {"Server.cs", "using ModelContextProtocol.Server;\nusing System.ComponentModel;\n\n[McpServerToolType]\npublic static class Tools\n{\n",
		func(i int) string {
			return fmt.Sprintf("    // tool %d: a comment before it\n    [McpServerTool, Description(%q)]\n    public static string List%d() => \"a literal string of unit %d that is prose for no one in particular\";\n", i, long(i), i, i)
		}, "}\n"},
	"json": {"server.tools.json", "{\"tools\": [\n",
		func(i int) string {
			sep := ","
			if i == 0 {
				sep = ""
			}
			return fmt.Sprintf("%s{\"name\": \"list_%d\", \"description\": %q, \"inputSchema\": {\"type\": \"object\", \"properties\": {\"q\": {\"type\": \"string\", \"description\": \"The query of unit %d.\"}}}}\n", sep, i, long(i), i)
		}, "]}\n"},
	"jsonc": {".vscode/mcp.json", "{\n  // servers, each with a comment\n  \"servers\": {\n",
		func(i int) string {
			sep := ","
			if i == 0 {
				sep = ""
			}
			return fmt.Sprintf("    %s// server %d: %s\n    \"s%d\": {\"command\": \"npx\", \"args\": [\"-y\", \"@example/server-%d\"], /* %s */ \"env\": {\"MODE\": \"read\"}}\n", sep, i, long(i), i, i, long(i))
		}, "  }\n}\n"},
	"yaml": {"tools.yaml", "# tools, each with a comment\ntools:\n",
		func(i int) string {
			return fmt.Sprintf("  # tool %d\n  - name: list_%d\n    description: %q\n    inputSchema:\n      type: object\n      properties:\n        q: {type: string, description: \"The query of unit %d.\"}\n", i, i, long(i), i)
		}, ""},
	"toml": {".codex/config.toml", "# servers, each with a comment\n",
		func(i int) string {
			return fmt.Sprintf("# server %d: %s\n[mcp_servers.s%d]\ncommand = \"npx\"\nargs = [\"-y\", \"@example/server-%d\"]\nenv = { MODE = \"read\" }\n\n", i, long(i), i, i)
		}, ""},
}

// The heads of server files of each SDK, for worst.
const (
	pyHead = "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"s\")\n"
	tsHead = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\n"
	goHead = "package srv\n\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\nfunc Register(s *mcp.Server) {\n"
)

// worst are the shapes each source reader found costliest as a file grows:
// every one of them but go-names cost the square of the file's size once,
// when the reader walked the file again for each unit (a lookup by name,
// the end of a bracket left open, the line a block hangs from). A unit is
// valid code in a file where it is repeated, but for the open shapes,
// whose brackets never close (a file cut short, or an attack on the
// scanner's time).
var worst = map[string]format{
	// Python: short assignments (each bound name was looked for in the
	// imports after it), registrations of functions the file does not
	// define (each looked for among its defs and imports), decorators of
	// the project's own (each one's definition read again), names given by
	// a parameter of a factory (the enclosing def walked back to), loops
	// over a table, and calls left open.
	"py-assign":     {"server.py", pyHead, func(i int) string { return fmt.Sprintf("x%d = \"a\"\n", i) }, ""},
	"py-register":   {"server.py", pyHead, func(i int) string { return fmt.Sprintf("mcp.add_tool(f%d)\n", i) }, ""},
	"py-decorators": {"server.py", pyHead, func(i int) string { return fmt.Sprintf("@d%d\ndef f%d(): pass\n", i, i) }, ""},
	"py-factory": {"server.py", pyHead, func(i int) string {
		return fmt.Sprintf("@mcp.tool(name=N%d, description=D%d)\ndef f%d(): pass\n", i, i, i)
	}, ""},
	"py-loops": {"server.py", pyHead, func(int) string { return "for f in T:\n    mcp.add_tool(f)\n" }, ""},
	"py-open":  {"server.py", pyHead, func(int) string { return "mcp.tool(\n" }, ""},
	// TypeScript: calls and objects left open (each walked to the end of
	// the file, its members and the loops around it looked for through
	// every bracket), and wrapper functions (the whole file searched for
	// each one's calls).
	"ts-open":    {"server.ts", tsHead, func(int) string { return "server.tool(\n" }, ""},
	"ts-objects": {"server.ts", tsHead, func(int) string { return "{ name: \"a\", description: \"d\", " }, ""},
	"ts-wrappers": {"server.ts", tsHead, func(i int) string {
		return fmt.Sprintf("function w%d(n) { server.tool(n, \"d\", {}, f); }\n", i)
	}, ""},
	// Go: registrations whose texts are names the file does not define
	// (each looked for in the package's other files).
	"go-names": {"server.go", goHead, func(i int) string {
		return fmt.Sprintf("\tmcp.AddTool(s, &mcp.Tool{Name: N%d, Description: D%d}, h)\n", i, i)
	}, "}\n"},
	// The C-like reader: attributes and annotations left open (Rust's
	// doc comment looked for to each one's end, the file's).
	"rs-open":   {"server.rs", "use rmcp::{tool, tool_router, ServerHandler};\n", func(int) string { return "#[tool(\n" }, ""},
	"java-open": {"Server.java", "package srv;\nimport org.springframework.ai.tool.annotation.Tool;\npublic class Server {\n", func(int) string { return "@Tool(\n" }, ""},
	"kt-open":   {"Server.kt", "import io.modelcontextprotocol.kotlin.sdk.server.Server\n", func(int) string { return "server.addTool(\n" }, ""},
	"cs-names": {"Server.cs", "using ModelContextProtocol.Server;\nusing System.ComponentModel;\n[McpServerToolType]\npublic static class Tools\n{\n", func(i int) string {
		return fmt.Sprintf("    [McpServerTool, Description(D%d)]\n    public static string F%d([Description(P%d)] string a) => \"a\";\n", i, i, i)
	}, "}\n"},
}

func main() {
	out := flag.String("o", "", "folder to write into (one subfolder per format and size)")
	sizes := flag.String("sizes", "1000000,2000000,4000000", "sizes in bytes")
	worstShapes := flag.Bool("worst", false, "write the shapes of worst, not the formats")
	flag.Parse()
	if *out == "" {
		log.Fatal("growthgen: -o is required")
	}
	set := formats
	if *worstShapes {
		set = worst
	}
	for name, f := range set {
		for _, sz := range strings.Split(*sizes, ",") {
			var n int
			if _, err := fmt.Sscan(sz, &n); err != nil {
				log.Fatal(err)
			}
			var b strings.Builder
			b.WriteString(f.head)
			for i := 0; b.Len()+len(f.tail) < n; i++ {
				u := f.unit(i)
				if b.Len()+len(u)+len(f.tail) > n && i > 0 {
					break
				}
				b.WriteString(u)
			}
			b.WriteString(f.tail)
			p := filepath.Join(*out, name+"-"+sz, f.name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				log.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
				log.Fatal(err)
			}
		}
	}
}
