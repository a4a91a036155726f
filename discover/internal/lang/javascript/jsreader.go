package javascript

import (
	"bytes"
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// Reader reads TypeScript and JavaScript: the official SDK, fastmcp,
// and the Azure Functions bindings.
type Reader struct{}

func (Reader) Name() string { return "TypeScript/JavaScript" }

func (Reader) Skip(rel string) bool { return jsSkipped(path.Base(rel)) }

func (Reader) UsesSDK(_ string, head []byte) bool { return jsSniff.In(head) }

// OfPackage: a file of a package that builds on the MCP SDK, defining
// tools through the project's own helper (defineTool({name, …,
// inputSchema})) or base class (class X extends ToolBase) without
// importing the SDK itself. A table of tool texts (ToolTable) alone is
// read for its prose only: its objects are not definitions by themselves.
func (Reader) OfPackage(h syntax.Host, rel string, head []byte) (bool, bool) {
	m := jsHeadMarks.Present(head)
	schema, class, table := m&jsMarkInputSchema != 0, jsToolClass(m), toolTable(m)
	if !(schema || class || table) || !h.MCPPackage(path.Dir(rel)) {
		return false, false
	}
	// A table with arguments or URIs may hold prompts or resources
	// written as objects ({ name, description, arguments: [{ name }] },
	// { name, description, uri }): read for them.
	prompts := table && (m&(jsMarkArguments|jsMarkURI) != 0 || bytes.Contains(head, []byte("uriTemplate:")))
	return true, !schema && !class && !prompts
}

func (Reader) Sides() syntax.SDKMarks { return jsSides }

func (Reader) Read(d *syntax.File, data []byte) error { jsSource(d, data); return nil }

func (Reader) Lex(data []byte) []syntax.Tok { return jsLex(data) }

func (Reader) Tokens(data []byte, pre []syntax.Tok) ([]syntax.Tok, map[int]bool) {
	if pre == nil {
		pre = jsLex(data)
	}
	return pre, nil
}

func (Reader) Imports(h syntax.Host, rel string, data []byte) []string {
	return append(jsImportedModules(h, rel, data), jsDynamicModules(h, rel, data)...)
}

// jsSniff finds the marks of Markers in a file's head.
var jsSniff = syntax.NewMarkerSet(Markers)

// jsSkipped: TypeScript/JavaScript files that are not what a server runs
// (declarations, tests). A minified bundle may be (a package's bin): it
// is opened like any file, its definitions read and its other literals
// not swept (discover's generated.go).
func jsSkipped(base string) bool {
	lb := strings.ToLower(base)
	return strings.HasSuffix(lb, ".d.ts") || strings.Contains(lb, ".test.") || strings.Contains(lb, ".spec.")
}

// Project: the nearest package.json depends on an MCP SDK.
func (Reader) Project(h syntax.Host, dir string) bool { return h.MCPPackage(dir) }
