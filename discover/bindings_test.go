package discover_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// Every binding counts, but only the bindings a reader cannot order
// (every binding counts): a value bound to a key that names no text a model
// reads, or to a name bound once, is not a candidate text — its joined
// prose is an honest program's (a test's requirement, a log line), and
// only its literals, one by one, go through the loose-text rules. The
// same values bound to a description, twice, or extended by += are.
func TestBindingsCountOnlyUnorderedOnes(t *testing.T) {
	texts := func(name, src string) []string {
		res := discover.DiscoverBytes(name, []byte(src), discover.Options{})
		var out []string
		for _, tool := range res.Tools {
			if tool.Kind == detect.KindText {
				out = append(out, tool.Description)
			}
		}
		sort.Strings(out)
		return out
	}
	py := "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"x\")\n"
	// A keyword argument named behavior, with a local of that name bound
	// twice elsewhere: no candidate.
	assert.Empty(t, texts("server.py", py+"R = Requirement(\n    behavior=(\n        \"first half \"\n        \"second half\"\n    ),\n)\n"+
		"for r in []:\n    behavior = r\n    behavior = r\n"))
	// description=: the joined text is a candidate.
	assert.Equal(t, []string{"first half second half"}, texts("server.py", py+"R = Thing(description=(\"first half \" \"second half\"))\n"))
	// A name bound twice: both values count.
	assert.Equal(t, []string{"one two three", "three four five"}, texts("server.py", py+"DESC = \"one \" + \"two three\"\nDESC = \"three \" + \"four five\"\n"))
	js := "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n"
	assert.Empty(t, texts("server.js", js+"const o = { behavior: \"first half \" + \"second half\" };\n"))
	assert.Equal(t, []string{"first half second half"}, texts("server.js", js+"const o = { description: \"first half \" + \"second half\" };\n"))
	// += extends the text in file order: one candidate, the whole.
	assert.Equal(t, []string{"first half second half"}, texts("server.js", js+"let d = \"first half \";\nd += \"second half\";\n"))
	goSrc := "package main\n\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\nvar _ = mcp.Tool{}\n"
	assert.Empty(t, texts("main.go", goSrc+"var m = map[string]string{\"behavior\": \"first half \" + \"second half\"}\n"))
	assert.Equal(t, []string{"first half second half"}, texts("main.go", goSrc+"var m = map[string]string{\"description\": \"first half \" + \"second half\"}\n"))
}
