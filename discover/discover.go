// Package discover finds the MCP artefacts of a repository — tool fixtures,
// bundle manifests and archives, client configs, registry entries — parses
// them with every string's position, and turns them into detect inputs:
// tool definitions for the registry and launch configs for the config rules.
// A signal's field and byte span map back to the exact line and UTF-16
// column of the characters in the file (Result.Locate).
package discover

import (
	"fmt"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/launchconfig"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Options control a discovery.
type Options struct {
	// Root is the directory paths are reported relative to (the repository
	// root); default the current directory.
	Root string
	// Include and Exclude are doublestar globs matched against the
	// root-relative path; a file must match an include (when any are given)
	// and no exclude.
	Include, Exclude []string
	// NoGitignore disables .gitignore handling.
	NoGitignore bool
	// keepTrees keeps every parse tree (tests compare it with reading a
	// file again).
	keepTrees bool
	// MaxFileSize bounds the bytes read from one file (default 32 MiB).
	MaxFileSize int64
	// MaxSourceSize bounds the bytes of one source-code file (default 4
	// MiB): reading source costs memory in proportion to its literals
	// (a 30 MB Python file of literals cost 1.7 GB), where a data file's
	// parse is bounded. A larger file with an SDK marker is an error (the
	// scan is incomplete); one without is a notice.
	MaxSourceSize int64
	// MaxArchiveSize bounds the bytes decompressed from one bundle archive
	// (default 64 MiB).
	MaxArchiveSize int64
	// MaxDefinitions bounds the definitions (tools, prompts, configs) read
	// from one file and from the whole scan (default 100,000). Past it the
	// rest is not read, and the cap is reported as an error: the scan is
	// incomplete.
	MaxDefinitions int
	// ComputedNotice reports a name or description that source code
	// computes in Result.Computed instead of Result.Errors: the scan then
	// does not count as incomplete for it (--computed notice, the
	// default of mcp-lint scan).
	ComputedNotice bool
	// InvalidNotice reports a data file that is not valid JSON, YAML or
	// TOML (a syntax error) by an unread notice at its place instead of an
	// error: the scan does not count as incomplete for it (--invalid
	// notice, the default of mcp-lint scan). A bound or a form the reader
	// refuses stays an error.
	InvalidNotice bool
	// AgentFiles reads what an agent reads besides MCP definitions:
	// skills, a plugin's commands, agents, manifests and hooks, the hooks
	// and settings of .claude/settings.json, and rules files (agent.go). A preview, off
	// by default (mcp-lint scan --agent-files, agent-files: true): off,
	// the walk neither reads nor reports them, and a JSON one among them
	// is read as any JSON file is.
	AgentFiles bool
	// ReadVendored walks node_modules/ and vendor/ as any folder
	// (read-vendored: true). Off, the walk does not enter them, and a
	// notice at each names the files in it the walk would have read as
	// MCP (vendored.go).
	ReadVendored bool
	// prefix: this discovery reads a folder outside the scan's root as
	// its own root (outsideFolder), and its paths are reported as prefix
	// + their path in it.
	prefix string
}

// Default bounds.
const (
	DefaultMaxFileSize    = 32 << 20
	DefaultMaxSourceSize  = 4 << 20
	DefaultMaxArchiveSize = 64 << 20
	DefaultMaxDefinitions = 100_000
)

// Notice is something discovery deliberately left out (a symlink leaving
// the root, a file that looks unrelated), reported so nothing is dropped
// silently.
type Notice struct {
	Path    string `json:"path"`
	Message string `json:"message"`
	// Unread: a file a client reads (a project's MCP config, a server a
	// config launches) that the scan did not read.
	Unread bool `json:"unread,omitempty"`
	// Files are, in the one notice that names the agent files a scan
	// did not read (reach.go), each such file and why; its message
	// names the first of them.
	Files []UnreadFile `json:"files,omitempty"`
}

// FileInfo describes one MCP file or agent file found.
type FileInfo struct {
	Path string `json:"path"`
	// Kind is what the file is: an MCP file's (tools-fixture,
	// mcpb-manifest, client-config, registry-server, smithery,
	// transcript, source ...) or an agent file's unit kind (Agent).
	Kind    string `json:"kind"`
	Servers int    `json:"servers"`
	Tools   int    `json:"tools"`
	Configs int    `json:"configs"`
	// Texts counts the prose literals of a server's source file scanned
	// though no definition claims them (detect.KindText).
	Texts int `json:"texts,omitempty"`
}

// Agent reports an agent file: a skill, a plugin's command, agent or
// manifest, hooks, a rules file, or a script a unit names (the kinds of
// agentFormats, and "script"), not an MCP file.
func (f FileInfo) Agent() bool {
	if f.Kind == "" {
		return false
	}
	if f.Kind == "script" {
		return true
	}
	for _, a := range agentFormats {
		if a.kind == f.Kind {
			return true
		}
	}
	return false
}

// Result is everything discovered.
type Result struct {
	Root    string
	Tools   []detect.Tool
	Configs []detect.ServerConfig
	Files   []FileInfo
	Errors  []syntax.FileError
	Notices []Notice
	// Computed lists, with Options.ComputedNotice, the names and
	// descriptions source code computes, at their places: their literal
	// parts were scanned, the rest was not (with --computed error they
	// are in Errors, marked Computed).
	Computed []syntax.FileError
	// Decoded lists the files read from another encoding than UTF-8, or
	// with bytes that are no text read as U+FFFD, each at the first
	// character that was decoded or replaced: notices, the text was read
	// (its findings at their places, lines and columns counted in the
	// decoded text).
	Decoded []syntax.FileError
	// Walked counts the files visited; Considered those of a type
	// mcp-lint reads that the walk kept: each is read and sniffed, but
	// for the ones turned down by their name alone (reader.skip: tests,
	// declarations, bundles), which are counted without being opened.
	Walked, Considered int
	// Directives are the "mcp-lint:" comments of files with definitions.
	Directives []syntax.Comment
	sources    map[string]*syntax.Source
	origins    map[detect.ToolRef]*origin
	// launchNodes locate the scripts a launch config runs (followLaunches),
	// by config and field: their text is in another file.
	launchNodes map[detect.ToolRef]map[string]*syntax.Node
	// rerun reads a detached file again (walker.detach); reread caches
	// what it found, per file.
	rerun    func(*reread) map[detect.ToolRef]*origin
	rereadMu sync.Mutex
	// reread holds the files read again most recently and what they
	// held (rereadKeep): keeping every file read again would keep the
	// trees detach let go.
	reread []rereadFile
	// readAgain counts the files read again (ReadAgain).
	readAgain int
	// lexedAhead counts the files whose tokens were lexed ahead, on
	// another core (lexAhead).
	lexedAhead int
	// prefix and inner: the discovery read a folder outside the scan's
	// root as its own root and reports its paths under prefix (rebase);
	// inner maps each definition's reference to the one it was
	// registered under.
	prefix string
	inner  map[detect.ToolRef]detect.ToolRef
	// namedBy: each file an agent unit followed, and the files whose
	// text named it (NamedBy).
	namedBy map[string][]string
}

// ReadAgain is how many times a file whose parse tree discovery let go
// was read again to locate a definition's fields: what locating the
// findings and taking their fingerprints cost (each file at most once
// when they are taken file by file).
func (r *Result) ReadAgain() int {
	r.rereadMu.Lock()
	defer r.rereadMu.Unlock()
	return r.readAgain
}

type rereadFile struct {
	file    *reread
	origins map[detect.ToolRef]*origin
}

// rereadKeep is how many files read again are kept (scan locates its
// findings file by file).
const rereadKeep = 2

// origin returns where ref came from, reading its file again when its
// tree was let go. Nil for an unknown ref.
func (r *Result) origin(ref detect.ToolRef) *origin {
	ref = r.innerRef(ref)
	o := r.origins[ref]
	if o == nil || o.file == nil || r.rerun == nil {
		return o
	}
	r.rereadMu.Lock()
	defer r.rereadMu.Unlock()
	var m map[detect.ToolRef]*origin
	for i, f := range r.reread {
		if f.file == o.file {
			m = f.origins
			// Most recent first.
			copy(r.reread[1:i+1], r.reread[:i])
			r.reread[0] = f
			break
		}
	}
	if m == nil {
		m = r.rerun(o.file)
		r.readAgain++
		r.reread = append([]rereadFile{{file: o.file, origins: m}}, r.reread...)
		if len(r.reread) > rereadKeep {
			r.reread = r.reread[:rereadKeep]
		}
	}
	if again := m[ref]; again != nil {
		return again
	}
	// Not found again (the file changed on disk is not possible: its bytes
	// are kept): point at the file's start rather than nowhere.
	return &origin{src: o.src, node: &syntax.Node{}}
}

// origin remembers where a definition came from.
type origin struct {
	src   *syntax.Source
	node  *syntax.Node   // the definition (tool object, prompt, config entry)
	key   *syntax.Node   // its member name, when it is an object member
	chain []*syntax.Node // ancestors whose comments apply (file root first)
	// fields maps a field path (+"#key" for names) to its node. It is
	// built on first use, by index: most definitions have no finding and
	// never need it, and a map per definition was most of a large scan's
	// memory.
	fields map[string]*syntax.Node
	index  func() map[string]*syntax.Node
	once   sync.Once
	// file is set when the tree was let go (walker.detach): the origin
	// is found again by reading the file again (Result.origin).
	file *reread
	// pathName: the definition's name is its file's or folder's name, not
	// a field of the file (Location.InPath).
	pathName bool
}

// field returns the node of a field path (fieldKey), building the index on
// first use.
func (o *origin) field(k string) *syntax.Node {
	o.once.Do(func() {
		if o.fields == nil && o.index != nil {
			o.fields = o.index()
		}
		o.index = nil
	})
	return o.fields[k]
}

func fieldKey(p string, key bool) string {
	if key {
		return p + "#key"
	}
	return p
}

// Registry builds the scan's registry of every tool found.
func (r *Result) Registry() *detect.Registry { return detect.NewRegistry(r.Tools) }

// Source returns a scanned file by its reported path.
func (r *Result) Source(p string) *syntax.Source {
	if r.prefix != "" {
		p = strings.TrimPrefix(p, r.prefix)
	}
	return r.sources[p]
}

// Location is where a finding points.
type Location struct {
	Path   string        `json:"path"`
	Region syntax.Region `json:"region"`
	// Member names the file inside an archive the region refers to.
	Member string `json:"member,omitempty"`
	// Exact is false when the span could not be mapped to the characters
	// and the region falls back to the start of the definition.
	Exact bool `json:"exact"`
	// InPath is true when the text is the file's path, not its content: a
	// unit named after its file or folder (a command file, a skill folder,
	// a bundled script). No region of the file holds it, so Region is
	// empty and the path is the place.
	InPath bool `json:"inPath,omitempty"`
}

// Locate maps a signal's field and span in definition ref to a file
// region. A field the definition does not hold falls back to the whole
// definition's start.
func (r *Result) Locate(ref detect.ToolRef, field string, key bool, sp detect.Span) (Location, bool) {
	o := r.origin(ref)
	if o == nil {
		return Location{}, false
	}
	loc := Location{Path: outerPath(r.prefix, o.src.Path), Member: o.src.Member}
	n := r.launchNodes[r.innerRef(ref)][field]
	if n == nil {
		n = o.field(fieldKey(field, key))
	}
	if n == nil && field == "name" && o.pathName {
		loc.InPath = true
		loc.Exact = true
		return loc, true
	}
	if n == nil && field != "" {
		// A signal on a config field whose value was composed (registry
		// packages) or a schema path the file spells differently: point at
		// the closest ancestor that exists.
		for p := field; p != "" && n == nil; p = parentPath(p) {
			n = o.field(fieldKey(p, false))
		}
	}
	if n == nil {
		n = o.node
		if o.key != nil {
			n = o.key
		}
		loc.Region = o.src.Region(n.Off, n.Off)
		return loc, true
	}
	src := o.src
	if n.Src != nil {
		// Read from another file (a Go input struct of the package).
		src = n.Src
		loc.Path, loc.Member = outerPath(r.prefix, src.Path), src.Member
	}
	if n.Kind == syntax.KString && sp.End > 0 && sp.End <= len(n.Str) {
		start, end := n.FileOffset(sp.Start), n.FileOffset(sp.End)
		if end < start {
			end = start
		}
		loc.Region = src.Region(start, end)
		_, approx := n.Mapper.(syntax.ApproxMapper)
		loc.Exact = !approx
		return loc, true
	}
	loc.Region = src.Region(n.Off, n.End)
	loc.Exact = n.Kind != syntax.KString || sp.End == 0
	return loc, true
}

// Comments returns the comments that apply to a signal: on the definition,
// its member name, its enclosing members, and on the field's own node.
func (r *Result) Comments(ref detect.ToolRef, field string, key bool) []syntax.Comment {
	o := r.origin(ref)
	if o == nil {
		return nil
	}
	var out []syntax.Comment
	add := func(n *syntax.Node) {
		if n != nil && n.Comment != "" {
			line, _ := o.src.Position(n.CommentOff)
			out = append(out, syntax.Comment{Path: outerPath(r.prefix, o.src.Path), Line: line, Text: n.Comment})
		}
	}
	for _, n := range o.chain {
		add(n)
	}
	add(o.key)
	add(o.node)
	if n := o.field(fieldKey(field, key)); n != nil && n != o.node {
		add(n)
	}
	return out
}

// DefinitionPath returns the file a definition was found in.
func (r *Result) DefinitionPath(ref detect.ToolRef) string {
	if o := r.origins[r.innerRef(ref)]; o != nil {
		return outerPath(r.prefix, o.src.Path)
	}
	return ""
}

func parentPath(p string) string {
	if k := strings.LastIndexAny(p, ".["); k > 0 {
		return p[:k]
	}
	return ""
}

// sortResult puts everything in a deterministic order, whatever order the
// files were visited in.
func (r *Result) sortResult() {
	// Bounded messages: an error that quotes a 20 MB literal must not be a
	// 20 MB message.
	for i := range r.Errors {
		r.Errors[i].Message = boundMessage(r.Errors[i].Message)
	}
	for i := range r.Notices {
		r.Notices[i].Message = boundMessage(r.Notices[i].Message)
	}
	for i := range r.Computed {
		r.Computed[i].Message = boundMessage(r.Computed[i].Message)
	}
	sortFileErrors(r.Computed)
	sortFileErrors(r.Decoded)
	r.Decoded = slices.Compact(r.Decoded) // a file read twice (again for its package) is said once
	sort.SliceStable(r.Tools, func(i, j int) bool { return r.Tools[i].Ref().Less(r.Tools[j].Ref()) })
	sort.SliceStable(r.Configs, func(i, j int) bool { return launchconfig.Ref(&r.Configs[i]).Less(launchconfig.Ref(&r.Configs[j])) })
	sort.SliceStable(r.Files, func(i, j int) bool { return r.Files[i].Path < r.Files[j].Path })
	sortFileErrors(r.Errors)
	sort.SliceStable(r.Directives, func(i, j int) bool {
		if r.Directives[i].Path != r.Directives[j].Path {
			return r.Directives[i].Path < r.Directives[j].Path
		}
		return r.Directives[i].Line < r.Directives[j].Line
	})
	sort.SliceStable(r.Notices, func(i, j int) bool {
		if r.Notices[i].Path != r.Notices[j].Path {
			return r.Notices[i].Path < r.Notices[j].Path
		}
		return r.Notices[i].Message < r.Notices[j].Message
	})
}

// maxMessage bounds the bytes of an error or notice message.
const maxMessage = 512

func boundMessage(m string) string {
	if len(m) <= maxMessage {
		return m
	}
	cut := maxMessage
	for cut > 0 && !utf8.RuneStart(m[cut]) {
		cut--
	}
	return m[:cut] + fmt.Sprintf("… (%d more bytes)", len(m)-cut)
}

// genericDirs are folder names that do not name a server.
var genericDirs = map[string]bool{
	"__toolsnaps__": true, "toolsnaps": true, "fixtures": true, "fixture": true, "testdata": true,
	"tools": true, "snapshots": true, "snapshot": true, "mcp": true, ".mcp": true, "data": true,
	"test": true, "tests": true, "json": true, "schemas": true, "manifests": true, "src": true,
	"pkg": true, ".": true, "": true, "examples": true, "mcp-fixtures": true, "mcpb-resources": true,
}

// folderServer names the server of a file that does not name it: the
// nearest folder above it that declares a project (package.json,
// pyproject.toml, go.mod: its declared name), or else is not a generic
// folder (its own name: servers/github/tools.json → github,
// pkg/github/__toolsnaps__/x.snap → github), or the scan root's name. A project's fixtures
// are named the same whether the scan starts at the project or above it,
// as its source is (projectOf): "kubernetes-mcp-server", not the folder
// the checkout sits in.
func (w *walker) folderServer(rel string) string {
	dir := path.Dir(rel)
	for dir != "." && dir != "/" && dir != "" {
		if name := w.declaredAt(dir); name != "" {
			return name
		}
		base := path.Base(dir)
		if !genericDirs[strings.ToLower(base)] {
			return base
		}
		dir = path.Dir(dir)
	}
	if w.rootName != "" {
		return w.rootName
	}
	return defaultServer
}

// fileServer: "<server>.tools.json" names its server.
func fileServer(rel string) string {
	base := path.Base(rel)
	for _, suf := range []string{".tools.json", ".tools.jsonl", ".tools.yaml", ".tools.yml"} {
		if strings.HasSuffix(base, suf) && len(base) > len(suf) {
			return strings.TrimSuffix(base, suf)
		}
	}
	return ""
}

// FieldText returns the decoded text of a definition's field, for
// fingerprints; ok is false when the field is not in the file.
func (r *Result) FieldText(ref detect.ToolRef, field string, key bool) (string, bool) {
	if n := r.launchNodes[r.innerRef(ref)][field]; n != nil {
		return n.Str, true
	}
	o := r.origin(ref)
	if o == nil {
		return "", false
	}
	n := o.field(fieldKey(field, key))
	if n == nil {
		return "", false
	}
	return n.Str, true
}

// sortFileErrors orders errors and computed-text places by file, line,
// column and message.
func sortFileErrors(es []syntax.FileError) {
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Message < b.Message
	})
}
