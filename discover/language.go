package discover

import (
	"bytes"
	"path"
	"sort"
	"strings"
)

// The file formats discovery reads, and the one interface every source
// language is read through. Everything the walk asks of a language (is
// this file a test, does its head use an MCP SDK, does its package build
// on one, which modules does it import, how is it read, how is it lexed
// for its loose literals, is it server or client code) is a method of its
// reader: adding a language is one reader, one row of languages, and its
// battery cases (testdata/battery/<format>/). The pre-commit hooks' files
// pattern is checked against this table (TestPreCommitFilesPattern), and
// docs/sources.md holds the table as it renders (TestSourcesDocTables).

// A reader reads the files of one source language.
type reader interface {
	// name is the language's name in messages and documents.
	name() string
	// skip: a file that is never read for its name alone (a test, a type
	// declaration, a minified bundle): it is not opened unless a server
	// file imports it. rel is the file's slash path.
	skip(rel string) bool
	// usesSDK: the file's head shows an MCP SDK or framework in use (its
	// import, its types, its registration calls): the file is read.
	usesSDK(rel string, head []byte) bool
	// ofPackage: a file whose head does not use an SDK, but whose package
	// builds on one and which defines tools through the project's own
	// helpers; textsOnly when only its texts, not its objects, are read.
	ofPackage(h Host, rel string, head []byte) (read, textsOnly bool)
	// sides are the marks of an SDK's server side and client side
	// (serverSide): client code is not server text.
	sides() sdkMarks
	// read recognizes the file's definitions.
	read(d *File, data []byte) error
	// tokens lexes the file for the loose-text pass (pre: tokens already
	// lexed by read, or nil).
	tokens(data []byte, pre []srcTok) []litTok
}

// An importer is a reader whose files' imports of modules of the same tree
// are followed: those modules are what the server runs, and are read as
// its own whatever their names (imports.go).
type importer interface {
	reader
	// imports are the root-relative paths the file rel may import.
	imports(h Host, rel string, data []byte) []string
}

// A fileFormat is one row of the table: the Source.Format key, its file
// endings (lower case), and its reader when it is source code.
type fileFormat struct {
	format string
	what   string // what it is, for docs/sources.md (a reader says its name)
	exts   []string
	reader reader
}

// formats is every file type mcp-lint reads, data formats first.
var formats = []fileFormat{
	{format: "json", what: "JSON, comments and trailing commas allowed (JSONC); tool snapshots (__toolsnaps__/*.snap), VS Code workspaces", exts: []string{".json", ".jsonc", ".json5", ".snap", ".code-workspace"}},
	{format: "jsonl", what: "JSON Lines: one document a line (a recorded JSON-RPC session, a tools list)", exts: []string{".jsonl", ".ndjson"}},
	{format: "yaml", what: "YAML, every document of a stream; a Helm/Go template with its actions blank", exts: []string{".yaml", ".yml"}},
	{format: "toml", what: "TOML (Codex's config, pyproject.toml)", exts: []string{".toml"}},
	{format: "mcpb", what: "MCP bundles: a zip archive, its manifest and the files it ships", exts: []string{".mcpb", ".dxt"}},
	{format: "go", exts: []string{".go"}, reader: goReader{}},
	{format: "py", exts: []string{".py"}, reader: pyReader{}},
	{format: "js", exts: []string{".ts", ".mts", ".cts", ".js", ".mjs", ".cjs"}, reader: jsReader{}},
	{format: "rs", exts: []string{".rs"}, reader: clikeReader{format: "rs", lang: "Rust"}},
	{format: "java", exts: []string{".java"}, reader: clikeReader{format: "java", lang: "Java"}},
	{format: "kt", exts: []string{".kt"}, reader: clikeReader{format: "kt", lang: "Kotlin"}},
	{format: "cs", exts: []string{".cs"}, reader: clikeReader{format: "cs", lang: "C#"}},
}

var (
	// candidateExt maps a lower-case file ending to its format: files of
	// other endings are not opened at all, which keeps a walk of a large
	// tree cheap.
	candidateExt = map[string]string{}
	// readers maps a source format to its reader.
	readers = map[string]reader{}
)

func init() {
	for _, f := range formats {
		for _, e := range f.exts {
			candidateExt[e] = f.format
		}
		if f.reader != nil {
			readers[f.format] = f.reader
		}
	}
}

// formatOf is the format of a file name by its ending, any case.
func formatOf(name string) (string, bool) {
	f, ok := candidateExt[strings.ToLower(path.Ext(name))]
	return f, ok
}

// readerOf is a source format's reader, nil for a data format.
func readerOf(format string) reader { return readers[format] }

// isSourceFormat: source code, read by a language reader.
func isSourceFormat(f string) bool { return readers[f] != nil }

// formatEndings lists the endings of the formats for which keep is true,
// in the table's order, for messages ("not an MCP file type (...)").
func formatEndings(keep func(fileFormat) bool) string {
	var out []string
	for _, f := range formats {
		if keep(f) {
			out = append(out, f.exts...)
		}
	}
	return strings.Join(out, ", ")
}

// formatTable renders the table as Markdown for docs/sources.md.
func formatTable() string {
	var b strings.Builder
	b.WriteString("| format | endings | read as |\n|---|---|---|\n")
	for _, f := range formats {
		what := f.what
		if f.reader != nil {
			what = f.reader.name() + " source, by its reader"
		}
		b.WriteString("| `" + f.format + "` | `" + strings.Join(f.exts, "` `") + "` | " + what + " |\n")
	}
	return b.String()
}

// sourceFormats are the source formats, sorted (tests and fuzz targets).
func sourceFormats() []string {
	var out []string
	for f := range readers {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// goReader reads Go: the official SDK, mark3labs/mcp-go and metoro's.
type goReader struct{}

func (goReader) name() string { return "Go" }

func (goReader) skip(rel string) bool { return strings.HasSuffix(rel, "_test.go") }

func (goReader) usesSDK(_ string, head []byte) bool { return goSniff.in(head) }

// ofPackage: a file of a module that requires an MCP SDK, building tools
// through the project's own package that wraps the SDK: a Tool{Name,
// Description} literal, or a server-side call of the wrapper
// (mcpgo.NewTool("fetch_tokens", "...", params, handler)).
func (r goReader) ofPackage(h Host, rel string, head []byte) (bool, bool) {
	return h.MCPGoFolder(dirOf(rel)) && hasAny(head, r.sides().server), false
}

func (goReader) sides() sdkMarks { return goSides }

func (goReader) read(d *File, data []byte) error { return goSource(d, data) }

func (goReader) tokens(data []byte, _ []srcTok) []litTok { return goTokens(data) }

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

// clikeReader reads one of the C-like languages of the official SDKs
// (Rust, Java, Kotlin, C#) with the shared lexer of clike.go.
type clikeReader struct{ format, lang string }

func (r clikeReader) name() string { return r.lang }

// skip: tests by the language's conventions (FooTest.java, FooTests.cs,
// foo_test.rs, src/test/, a Rust crate's tests/).
func (r clikeReader) skip(rel string) bool {
	base := path.Base(rel)
	stem := strings.TrimSuffix(base, pathExt(base))
	return strings.HasSuffix(stem, "Test") || strings.HasSuffix(stem, "Tests") || strings.HasSuffix(stem, "_test") ||
		strings.Contains("/"+rel, "/src/test/") || r.format == "rs" && strings.HasPrefix(rel, "tests/")
}

func (r clikeReader) usesSDK(_ string, head []byte) bool { return hasAny(head, clikeMarkers[r.format]) }

func (clikeReader) ofPackage(Host, string, []byte) (bool, bool) { return false, false }

func (r clikeReader) sides() sdkMarks { return clikeSides[r.format] }

func (clikeReader) read(d *File, data []byte) error { clikeSource(d, data); return nil }

func (r clikeReader) tokens(data []byte, _ []srcTok) []litTok { return clikeLitTokens(data, r.format) }
