package python

import (
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// Reader reads Python: the official SDK's FastMCP and low-level server,
// fastmcp, and the Azure Functions bindings.
type Reader struct{}

func (Reader) Name() string { return "Python" }

func (Reader) Skip(rel string) bool { return pyTestFile(path.Base(rel)) }

func (Reader) UsesSDK(_ string, head []byte) bool { return pySniff.In(head) }

// OfPackage: a module of a project that depends on an MCP SDK,
// registering tools on a server object imported from another of its
// modules (from .app import app; @app.tool()).
//
// Or, with no such project in view (a package scanned as its own root, its
// pyproject.toml above it), a module that imports one of this tree's
// modules that uses an SDK (from .app import server, app.py making the
// FastMCP server): a server split across files is read whole wherever
// the scan starts.
func (Reader) OfPackage(h syntax.Host, rel string, head []byte) (bool, bool) {
	if !pyRegistrationMarks(head) {
		return false, false
	}
	return mcpPyCore(h, path.Dir(rel)) || importsSDKModule(h, rel, head), false
}

// importsSDKModule: a module of the tree that the file imports uses an
// MCP SDK (its head holds a Markers mark).
func importsSDKModule(h syntax.Host, rel string, head []byte) bool {
	for _, m := range pyImportedModules(h, rel, head) {
		if m == rel {
			continue
		}
		if b, err := h.ReadFile(m, true); err == nil && pySniff.In(b) {
			return true
		}
	}
	return false
}

func (Reader) Sides() syntax.SDKMarks { return pySides }

func (Reader) Read(d *syntax.File, data []byte) error { pySource(d, data); return nil }

func (Reader) Lex(data []byte) []syntax.Tok { return pyLex(data) }

// DeclaredEncoding is the encoding the coding cookie of the file's first
// two lines names (Python reference 2.1.4), by which Python decodes it,
// and where the cookie is.
func (Reader) DeclaredEncoding(data []byte) (string, int) {
	at, enc := pyCodingCookie(data)
	return enc, at
}

func (Reader) Tokens(data []byte, pre []syntax.Tok) ([]syntax.Tok, map[int]bool) {
	return pyLitTokens(data, pre)
}

func (Reader) Imports(h syntax.Host, rel string, data []byte) []string {
	return append(pyImportedModules(h, rel, data), pyDynamicModules(h, rel, data)...)
}

// pyLitTokens are Python's tokens (pre, when read has lexed them
// already), and the indices of private helpers' docstrings.
func pyLitTokens(data []byte, pre []syntax.Tok) ([]syntax.Tok, map[int]bool) {
	toks := pre
	if toks == nil {
		toks = pyLex(data)
	}
	skip, _ := pyHelperDocs(data, toks)
	return toks, skip
}

// PersonTexts are the indices of the docstrings of the module's public
// helpers (pyHelperDocs): documentation of code, read by a person.
func (Reader) PersonTexts(data []byte, toks []syntax.Tok) map[int]bool {
	_, person := pyHelperDocs(data, toks)
	return person
}

// pyHelperDocs finds the docstrings of functions that nothing decorates.
//
// private: those of private functions (def _name): a helper's
// documentation, which no registration sends to a model (a tool
// registered by name, add_tool(fn) or Tool.from_function(fn), is a public
// function; a decorated one is kept whatever its name). They are not
// scanned.
//
// person: those of the module's public functions whose name the file
// calls (helper(x)) and never hands on as a value (add_tool(helper),
// [helper], x = helper), so that no registration of this file sends
// them: the function's documentation for the people reading the code, as
// the module's docstring is. They are scanned as text a person reads: a
// registration in another module still reads them there as a tool's.
// Python decodes their escapes ("\0" is a NUL) as in any string; what
// they decode to is no text a model is handed.
func pyHelperDocs(data []byte, t []syntax.Tok) (private, person map[int]bool) {
	var called map[string]bool // public top-level names, true when used only in calls
	for i := 0; i+1 < len(t); i++ {
		if t[i].Kind != 'n' || t[i].Text != "def" || t[i+1].Kind != 'n' {
			continue
		}
		name := t[i+1].Text
		start := i
		if start > 0 && t[start-1].Text == "async" {
			start--
		}
		if start > 0 && t[start-1].Kind != 'l' {
			continue // not a statement's start
		}
		// The line before: a decorator's?
		k := start - 2
		for k >= 0 && t[k].Kind != 'l' {
			k--
		}
		if start >= 2 && t[k+1].Text == "@" {
			continue
		}
		// The docstring: the first statement after the signature's line.
		j := i + 2
		for j < len(t) && t[j].Kind != 'l' {
			j++
		}
		for j < len(t) && t[j].Kind == 'l' {
			j++
		}
		if j >= len(t) || t[j].Kind != 's' || j+1 < len(t) && t[j+1].Kind != 'l' {
			continue
		}
		switch {
		case strings.HasPrefix(name, "_"):
			if private == nil {
				private = map[int]bool{}
			}
			private[j] = true
		case pyTopLevel(data, t[start].Off):
			if called == nil {
				called = pyOnlyCalled(t)
			}
			if called[name] {
				if person == nil {
					person = map[int]bool{}
				}
				person[j] = true
			}
		}
	}
	return private, person
}

// pyTopLevel: the statement at offset off starts its line (the module's
// level, not a method's or a nested function's).
func pyTopLevel(data []byte, off int) bool {
	return off == 0 || off <= len(data) && data[off-1] == '\n'
}

// pyOnlyCalled maps each name the file uses to whether every use of it,
// besides its def, is a call (name followed by "("); an attribute
// (x.name) is another object's and does not count. A function the file
// defines and never uses is absent: it is there for another module,
// which may register it (a plugin's run, loaded by name).
func pyOnlyCalled(t []syntax.Tok) map[string]bool {
	m := map[string]bool{}
	for i := range t {
		if t[i].Kind != 'n' || i > 0 && (t[i-1].Text == "def" || t[i-1].Text == "." || t[i-1].Text == "class") {
			continue
		}
		call := i+1 < len(t) && t[i+1].Text == "("
		if prev, ok := m[t[i].Text]; ok {
			m[t[i].Text] = prev && call
		} else {
			m[t[i].Text] = call
		}
	}
	return m
}

// pySniff finds the marks of Markers in a file's head.
var pySniff = syntax.NewMarkerSet(Markers)

// pyTestFile: a Python test module, not what a server runs.
func pyTestFile(base string) bool {
	return strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || base == "conftest.py"
}

// Project: the nearest pyproject.toml depends on an MCP SDK.
func (Reader) Project(h syntax.Host, dir string) bool { return mcpPyProject(h, dir) }
