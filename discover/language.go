package discover

import (
	"path"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/lang/clike"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/golang"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/javascript"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/php"
	"github.com/mcp-lint/mcp-lint/discover/internal/lang/python"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// The file formats discovery reads. Every source language is read
// through one interface, syntax.Reader, by a package of its own under
// internal/lang that imports only the neutral layer (internal/syntax).
// Everything the walk asks of a language (is this file a test, does its
// head use an MCP SDK, does its package build on one, which modules does
// it import, how is it read, how is it lexed for its loose literals, is it
// server or client code) is a method of its reader, and what a reader asks
// of the files around its own goes through the Host the walker is. Adding
// a language is one package, one row of formats, and its battery cases
// (testdata/battery/<format>/); TestReaderLayers and TestFormatTable hold
// that. Rust, Java, Kotlin and C# are one package, internal/lang/clike: they
// share its lexer and cursor, and their differences are its tables. The
// pre-commit hooks' files pattern is checked against this table
// (TestPreCommitFilesPattern), and docs/sources.md holds the table as it
// renders (TestSourcesDocTables).

// A fileFormat is one row of the table: the Source.Format key, its file
// endings (lower case), and its reader when it is source code.
type fileFormat struct {
	format string
	what   string // what it is, for docs/sources.md (a reader says its name)
	exts   []string
	reader syntax.Reader
}

// formats is every file type mcp-lint reads, data formats first.
var formats = []fileFormat{
	{format: "json", what: "JSON, comments and trailing commas allowed (JSONC; a .json5 file as JSON5); tool snapshots (__toolsnaps__/*.snap), VS Code workspaces", exts: []string{".json", ".jsonc", ".json5", ".snap", ".code-workspace"}},
	{format: "jsonl", what: "JSON Lines: one document a line (a recorded JSON-RPC session, a tools list)", exts: []string{".jsonl", ".ndjson"}},
	{format: "yaml", what: "YAML, every document of a stream; a Helm/Go template with its actions blank", exts: []string{".yaml", ".yml"}},
	{format: "toml", what: "TOML (Codex's config, pyproject.toml)", exts: []string{".toml"}},
	{format: "mcpb", what: "MCP bundles: a zip archive, its manifest and the files it ships", exts: []string{".mcpb", ".dxt"}},
	{format: "go", exts: []string{".go"}, reader: golang.Reader{}},
	{format: "py", exts: []string{".py"}, reader: python.Reader{}},
	{format: "js", exts: []string{".ts", ".mts", ".cts", ".tsx", ".js", ".mjs", ".cjs", ".jsx"}, reader: javascript.Reader{}},
	{format: "rs", exts: []string{".rs"}, reader: clike.Reader{Format: "rs", Lang: "Rust"}},
	{format: "java", exts: []string{".java"}, reader: clike.Reader{Format: "java", Lang: "Java"}},
	{format: "kt", exts: []string{".kt"}, reader: clike.Reader{Format: "kt", Lang: "Kotlin"}},
	{format: "cs", exts: []string{".cs"}, reader: clike.Reader{Format: "cs", Lang: "C#"}},
	{format: "php", exts: []string{".php"}, reader: php.Reader{}},
}

var (
	// candidateExt maps a lower-case file ending to its format: files of
	// other endings are not opened at all, which keeps a walk of a large
	// tree cheap.
	candidateExt = map[string]string{}
	// readers maps a source format to its reader.
	readers = map[string]syntax.Reader{}
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
func readerOf(format string) syntax.Reader { return readers[format] }

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
			what = f.reader.Name() + " source, by its reader"
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
