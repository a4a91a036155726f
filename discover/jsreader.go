package discover

import (
	"bytes"
	"path"
	"strings"
)

// jsReader reads TypeScript and JavaScript: the official SDK, fastmcp,
// and the Azure Functions bindings.
type jsReader struct{}

func (jsReader) name() string { return "TypeScript/JavaScript" }

func (jsReader) skip(rel string) bool { return jsSkipped(path.Base(rel)) }

func (jsReader) usesSDK(_ string, head []byte) bool { return jsSniff.in(head) }

// ofPackage: a file of a package that builds on the MCP SDK, defining
// tools through the project's own helper (defineTool({name, …,
// inputSchema})) or base class (class X extends ToolBase) without
// importing the SDK itself. A table of tool texts (jsToolTable) alone is
// read for its prose only: its objects are not definitions by themselves.
func (jsReader) ofPackage(h Host, rel string, head []byte) (bool, bool) {
	schema, class := bytes.Contains(head, []byte("inputSchema")), jsToolClass(head)
	if !(schema || class || jsToolTable(head)) || !h.MCPPackage(path.Dir(rel)) {
		return false, false
	}
	return true, !schema && !class
}

func (jsReader) sides() sdkMarks { return jsSides }

func (jsReader) read(d *File, data []byte) error { jsSource(d, data); return nil }

func (jsReader) tokens(data []byte, _ []srcTok) []litTok { return jsLitTokens(data) }

func (jsReader) imports(h Host, rel string, data []byte) []string {
	return jsImportedModules(h, rel, data)
}

// jsLitTokens are TypeScript's tokens; a template literal is a string.
func jsLitTokens(data []byte) []litTok {
	var out []litTok
	for _, t := range jsLex(data) {
		k := t.kind
		if k == 'c' {
			k = 's'
		}
		out = append(out, litTok{kind: k, text: t.text, str: t.str, frags: t.frags, off: t.off})
	}
	return out
}

// jsSniff finds the marks of jsMarkers in a file's head.
var jsSniff = newMarkerSet(jsMarkers)

// jsSkipped: TypeScript/JavaScript files that are not what a server runs
// (declarations, tests, minified bundles).
func jsSkipped(base string) bool {
	lb := strings.ToLower(base)
	return strings.HasSuffix(lb, ".d.ts") || strings.Contains(lb, ".test.") || strings.Contains(lb, ".spec.") || strings.HasSuffix(lb, ".min.js")
}
