package discover_test

import (
	"fmt"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// A definition without an input schema is read by what holds it. A
// listing (a tools file, a tools/list result) offers the model a tool
// with no parameters: MCP requires a schema on every listed tool, so none
// is none, and null is none too. A bundle manifest lists names and
// descriptions only: there the parameters are unknown (SchemaPartial).
// The corpus reads its rows through discover.Definition, which reads a
// definition as a tools file does: the same fields, member for member.
func TestDefinitionWithoutSchemaByItsHolder(t *testing.T) {
	const get = `{"name": "get_record", "description": "Returns a record."}`
	const getNull = `{"name": "get_record", "description": "Returns a record.", "inputSchema": null}`
	const withSchema = `{"name": "get_record", "description": "Returns a record.", "title": "Get", "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}}, "annotations": {"readOnlyHint": true}}`
	tools := func(tool string) string { return `{"tools": [` + tool + `]}` }
	array := func(tool string) string { return `[` + tool + `]` }
	rpc := func(tool string) string { return `{"jsonrpc": "2.0", "id": 2, "result": {"tools": [` + tool + `]}}` }
	manifest := func(tool string) string {
		return `{"manifest_version": "0.3", "name": "records", "version": "1.0.0", "description": "Record store", "author": {"name": "x"},
 "server": {"type": "node", "entry_point": "server/index.js", "mcp_config": {"command": "node", "args": ["server/index.js"]}},
 "tools": [` + tool + `]}`
	}
	for _, c := range []struct {
		file    string
		holder  func(string) string
		def     string
		partial bool
	}{
		{"tools.json", tools, get, false},
		{"tools.json", tools, getNull, false},
		{"records.tools.json", array, get, false},
		{"session.json", rpc, get, false},
		{"manifest.json", manifest, get, true},
		{"manifest.json", manifest, getNull, true},
		{"tools.json", tools, withSchema, false},
		{"manifest.json", manifest, withSchema, false},
	} {
		text := c.holder(c.def)
		res := discover.DiscoverBytes(c.file, []byte(text), discover.Options{})
		var read []detect.Tool
		for _, tl := range res.Tools {
			if tl.KindOrDefault() == detect.KindTool {
				read = append(read, tl)
			}
		}
		if len(read) != 1 || read[0].Name != "get_record" {
			t.Errorf("%s %s: read %d tools, want get_record", c.file, text, len(read))
			continue
		}
		got := read[0]
		if got.SchemaPartial != c.partial {
			t.Errorf("%s %s: SchemaPartial %v, want %v", c.file, text, got.SchemaPartial, c.partial)
		}
		if c.partial {
			continue
		}
		// A corpus row holding this definition is read alike.
		row, err := discover.Definition(got.Server, []byte(c.def))
		if err != nil {
			t.Fatal(err)
		}
		if a, b := fields(got), fields(row); a != b {
			t.Errorf("%s %s: a scan reads %s, Definition %s", c.file, text, a, b)
		}
	}
}

// fields are what a definition says of itself, not where it was found.
func fields(t detect.Tool) string {
	return fmt.Sprintf("%s %s %q %q %#v %#v %#v partial=%v", t.Server, t.KindOrDefault(), t.Name, t.Description+"|"+t.Title,
		t.InputSchema, t.OutputSchema, t.Annotations, t.SchemaPartial)
}
