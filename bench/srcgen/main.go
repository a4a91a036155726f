// Command srcgen writes a tree of MCP server source files for bench/source:
// Go (official SDK: mcp.AddTool with a handler input struct), TypeScript
// (registerTool with a zod shape) and Python (FastMCP decorated functions)
// in turn, three tools per file, across servers of 50 files. The texts
// are made up here from a small vocabulary; tool names are distinct, as
// in one repository, and only reading tools are annotated read-only.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

var (
	verbs   = []string{"Lists", "Returns", "Creates", "Updates", "Deletes", "Searches", "Exports", "Imports", "Archives", "Restores"}
	objects = []string{"invoices", "tickets", "orders", "notes", "alerts", "builds", "releases", "users", "reports", "events", "metrics", "queries"}
	details = []string{"for a project", "in a time range", "by owner", "with their status", "for the current team", "in a region", "by label", "with pagination"}
)

func text(i, k int) (name, desc, param string) {
	v, o, d := verbs[(i+k)%len(verbs)], objects[(i*3+k)%len(objects)], details[(i*7+k)%len(details)]
	name = fmt.Sprintf("%s_%s_%d_%d", strings.ToLower(v), o, i, k)
	desc = fmt.Sprintf("%s %s %s. Results are sorted by date; use the cursor to page (file %d).", v, o, d, i)
	param = fmt.Sprintf("The %s filter, e.g. a name or an id.", strings.TrimSuffix(o, "s"))
	return
}

// reads: the tool only reads (its name starts with a reading verb).
func reads(name string) bool {
	for _, p := range []string{"lists_", "returns_", "searches_", "exports_"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

func goFile(i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package srv%d\n\nimport (\n\t\"context\"\n\n\t\"github.com/modelcontextprotocol/go-sdk/mcp\"\n)\n\n", i)
	for k := 0; k < 3; k++ {
		_, _, param := text(i, k)
		fmt.Fprintf(&b, "type in%d struct {\n\tFilter string `json:\"filter\" jsonschema:\"%s\"`\n\tLimit int `json:\"limit,omitempty\" jsonschema:\"How many to return.\"`\n}\n\n", k, param)
		fmt.Fprintf(&b, "func h%d(ctx context.Context, _ *mcp.CallToolRequest, in in%d) (*mcp.CallToolResult, any, error) {\n\treturn nil, nil, nil\n}\n\n", k, k)
	}
	b.WriteString("func Register(server *mcp.Server) {\n")
	for k := 0; k < 3; k++ {
		name, desc, _ := text(i, k)
		fmt.Fprintf(&b, "\tmcp.AddTool(server, &mcp.Tool{\n\t\tName:        %q,\n\t\tDescription: %q,\n\t\tAnnotations: &mcp.ToolAnnotations{ReadOnlyHint: %v},\n\t}, h%d)\n", name, desc, reads(name), k)
	}
	b.WriteString("}\n")
	return b.String()
}

func tsFile(i int) string {
	var b strings.Builder
	b.WriteString("import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { z } from \"zod\";\n\n")
	b.WriteString("export function register(server: McpServer) {\n")
	for k := 0; k < 3; k++ {
		name, desc, param := text(i, k)
		fmt.Fprintf(&b, "  server.registerTool(\n    %q,\n    {\n      title: %q,\n      description: %q,\n      inputSchema: {\n        filter: z.string().describe(%q),\n        limit: z.number().optional().describe(\"How many to return.\"),\n      },\n      annotations: { readOnlyHint: %v },\n    },\n    async () => ({ content: [] }),\n  );\n", name, strings.ReplaceAll(name, "_", " "), desc, param, reads(name))
	}
	b.WriteString("}\n")
	return b.String()
}

func pyFile(i int) string {
	var b strings.Builder
	b.WriteString("from typing import Annotated\n\nfrom mcp.server.fastmcp import FastMCP\nfrom pydantic import Field\n\n")
	fmt.Fprintf(&b, "mcp = FastMCP(\"srv%d\")\n\n", i)
	for k := 0; k < 3; k++ {
		name, desc, param := text(i, k)
		fmt.Fprintf(&b, "\n@mcp.tool()\ndef %s(filter: Annotated[str, Field(description=%q)], limit: int = 20) -> str:\n    \"\"\"%s\"\"\"\n    return \"\"\n\n", name, param, desc)
	}
	return b.String()
}

func main() {
	n := flag.Int("n", 5000, "files")
	out := flag.String("o", "", "output folder (created)")
	flag.Parse()
	if *out == "" {
		log.Fatal("-o is required")
	}
	for i := 0; i < *n; i++ {
		dir := filepath.Join(*out, fmt.Sprintf("server%03d", i/50))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			log.Fatal(err)
		}
		var name, body string
		switch i % 3 {
		case 0:
			name, body = fmt.Sprintf("srv%d/tools.go", i), goFile(i)
		case 1:
			name, body = fmt.Sprintf("tools%d.ts", i), tsFile(i)
		default:
			name, body = fmt.Sprintf("tools%d.py", i), pyFile(i)
		}
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
