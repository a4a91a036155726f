package discover

import (
	"path"
	"strings"
)

// pyReader reads Python: the official SDK's FastMCP and low-level server,
// fastmcp, and the Azure Functions bindings.
type pyReader struct{}

func (pyReader) name() string { return "Python" }

func (pyReader) skip(rel string) bool { return pyTestFile(path.Base(rel)) }

func (pyReader) usesSDK(_ string, head []byte) bool { return pySniff.in(head) }

// ofPackage: a module of a project that depends on an MCP SDK,
// registering tools on a server object imported from another of its
// modules (from .app import app; @app.tool()).
func (pyReader) ofPackage(h Host, rel string, head []byte) (bool, bool) {
	return pyRegistrationMarks(head) && mcpPyProject(h, path.Dir(rel)), false
}

func (pyReader) sides() sdkMarks { return pySides }

func (pyReader) read(d *File, data []byte) error { pySource(d, data); return nil }

func (pyReader) tokens(data []byte, pre []srcTok) []litTok { return pyLitTokens(data, pre) }

func (pyReader) imports(h Host, rel string, data []byte) []string {
	return pyImportedModules(h, rel, data)
}

// pyLitTokens are Python's tokens (pre, when read has lexed them
// already), private helpers' docstrings marked.
func pyLitTokens(data []byte, pre []srcTok) []litTok {
	toks := pre
	if toks == nil {
		toks = pyLex(data)
	}
	out := make([]litTok, 0, len(toks))
	private := pyPrivateDocs(toks)
	for i, t := range toks {
		out = append(out, litTok{kind: t.kind, text: t.text, str: t.str, frags: t.frags, skip: private[i], off: t.off})
	}
	return out
}

// pyPrivateDocs finds the docstrings of private functions (def _name)
// that nothing decorates: a helper's documentation, which no registration
// sends to a model (a tool registered by name, add_tool(fn) or
// Tool.from_function(fn), is a public function; a decorated one is kept
// whatever its name).
func pyPrivateDocs(t []srcTok) map[int]bool {
	out := map[int]bool{}
	for i := 0; i+1 < len(t); i++ {
		if t[i].kind != 'n' || t[i].text != "def" || t[i+1].kind != 'n' || !strings.HasPrefix(t[i+1].text, "_") {
			continue
		}
		start := i
		if start > 0 && t[start-1].text == "async" {
			start--
		}
		if start > 0 && t[start-1].kind != 'l' {
			continue // not a statement's start
		}
		// The line before: a decorator's?
		k := start - 2
		for k >= 0 && t[k].kind != 'l' {
			k--
		}
		if start >= 2 && t[k+1].text == "@" {
			continue
		}
		// The docstring: the first statement after the signature's line.
		j := i + 2
		for j < len(t) && t[j].kind != 'l' {
			j++
		}
		for j < len(t) && t[j].kind == 'l' {
			j++
		}
		if j < len(t) && t[j].kind == 's' && (j+1 == len(t) || t[j+1].kind == 'l') {
			out[j] = true
		}
	}
	return out
}

// pySniff finds the marks of pyMarkers in a file's head.
var pySniff = newMarkerSet(pyMarkers)

// pyTestFile: a Python test module, not what a server runs.
func pyTestFile(base string) bool {
	return strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || base == "conftest.py"
}
