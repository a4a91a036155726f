package syntax

import (
	"bytes"
	"io/fs"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/detect"
)

// A File is what a reader reads one file into: the definitions it found,
// the texts it could not tie to one, and where code computes a text. The
// recognizer of a data file embeds one; a language reader is handed one.
type File struct {
	Src *Source
	// Host is the walk the file was found by: what a reader asks of the
	// files around this one.
	Host Host
	// Toks are the tokens of TokData, lexed once for the reader and the
	// loose-literal pass (which takes them only for the same bytes).
	Toks    []Tok
	TokData []byte
	// Fixture state: tools and prompts found, and the server they belong to
	// when the file says (ServerInfo of an initialize result).
	ServerInfo   string
	Instructions []PendingTool
	// Listings: a registry entry or bundle manifest (node), listed by
	// server under the client name in key.
	Listings []PendingListing
	Tools    []PendingTool
	Kinds    map[string]bool
	// ComputedAt: the file offsets where a text reported as computed
	// starts, and those of the literals inside it: the literal parts of a
	// computed text are scanned as loose text (looseTexts).
	ComputedAt map[int]bool
	// Candidates: texts a definition may have besides the one read (an
	// outcome of a conditional, a value bound to a name, member or key
	// the reader did not take), registered as text of the file unless a
	// definition claims their characters (looseTexts).
	Candidates []*Node
	// Quiet: a value is being read only to follow a name (BindAll),
	// its outcomes are no candidates.
	Quiet int
	// Mute: a module read only for the values another file uses
	// (jsModuleFile); what it cannot read, that file reports.
	Mute bool
}

// Host is what a reader may ask of the walk that found its file: the
// files around it, read through the root-confined, bounded opener; the
// project's manifests; and where to report. Discovery's walker is the
// only Host; a reader never opens a file by itself.
type Host interface {
	// ReadFile reads the root-relative file rel (inside an archive, its
	// member rel), at most
	// Options.MaxSourceSize bytes when source, else Options.MaxFileSize.
	ReadFile(rel string, source bool) ([]byte, error)
	// ReadSideFile reads the root-relative file rel that lies beside the
	// files read (a go.mod), at most limit bytes.
	ReadSideFile(rel string, limit int64) ([]byte, error)
	// ReadDir lists the root-relative folder rel (nil when it cannot).
	ReadDir(rel string) []fs.DirEntry
	// Exists: rel is a regular file of the tree.
	Exists(rel string) bool
	// NoSiblings: there are no files around this one (standard input).
	NoSiblings() bool
	// RootName is the name of the folder the scan's root is ("" when
	// none: an archive's members, standard input): a Python package
	// scanned from inside imports itself by it.
	RootName() string
	// Source is the Source of the file rel the Host read (a path as
	// ReadFile takes it): positions in it are reported at rel, or at
	// the member rel of the archive the Host serves.
	Source(rel string, data []byte, format string) *Source
	// NearestFile reads the nearest file named name at or above folder
	// dir: its folder and bytes.
	NearestFile(dir, name string) (string, []byte, bool)
	// MCPGoFolder: the Go module holding folder dir requires an MCP SDK.
	MCPGoFolder(dir string) bool
	// MCPPackage: the package.json nearest folder dir depends on an MCP
	// SDK, directly or through a package of its workspace.
	MCPPackage(dir string) bool
	// Notice records a notice about the file at path p.
	Notice(p, msg string)
	// Inferred marks the root-relative file rel, which Importer.Imports
	// also returns, as a module the server loads by a computed name (a
	// plugins folder): read as the server's, and, its link being
	// inferred, every prose literal of it scanned, as in a server file.
	Inferred(rel string)
	// Reports are the lists errors and computed-text places go to.
	Reports() (errs, computed *[]FileError)
	// ComputedNotice: text that cannot be read is a notice, not an error
	// (Options.ComputedNotice).
	ComputedNotice() bool
	// State is the walk's state for key (a reader's caches), made by mk
	// on first use.
	State(key string, mk func() any) any
}

// MaxImports bounds the modules one file's imports add (a file that
// imports more is still read; the rest of its imports are not followed).
const MaxImports = 256

type PendingTool struct {
	Server  string // empty: the file's server
	Kind    detect.Kind
	Node    *Node
	Key     *Node
	Chain   []*Node
	Partial bool // the input schema was built or changed by code (detect.Tool.SchemaPartial)
	// NameComputed: code computes the name; the node is a placeholder
	// (detect.Tool.NameComputed).
	NameComputed bool
	// Anchor: a loose text's stable identity (detect.Tool.Anchor).
	Anchor string
	// Audience: who reads a loose text (detect.Tool.Audience).
	Audience detect.Audience
}

type PendingListing struct {
	Server, Where string
	Node          *Node
}

// Listing records the prose of a registry entry or manifest n.
func (d *File) Listing(server, where string, n *Node) {
	d.Listings = append(d.Listings, PendingListing{Server: server, Where: where, Node: n})
}

func (d *File) Kind(k string) {
	if d.Kinds == nil {
		d.Kinds = map[string]bool{}
	}
	d.Kinds[k] = true
}

// IsToolObject: an object with a string name and something a tool carries.
func IsToolObject(n *Node) bool {
	if n == nil || n.Kind != KObject || !n.Get("name").IsString() {
		return false
	}
	return n.GetAny("inputSchema", "input_schema", "description", "annotations", "outputSchema", "title") != nil
}

// Candidate registers a text a definition may have besides the one
// read (the other arm of a conditional, the default behind ||, a value
// bound to a name, member or key that the reader did not take): it is
// scanned as text of the file at the places of its characters, like a
// loose literal, unless a definition's text holds it (looseTexts).
func (d *File) Candidate(s *Node) {
	if d.Quiet > 0 || s == nil || s.Kind != KString || s.Src != nil || strings.TrimSpace(s.Str) == "" {
		return // empty, or a text of another file (a sibling's constant)
	}
	d.Candidates = append(d.Candidates, s)
}

// SDKMarks are byte marks of an SDK's server side and client side
// (NewSDKMarks).
type SDKMarks struct {
	Server, Client [][]byte
	sides          *sdkSides
}

// sdkSides is the search for both lists of marks at once, built on first
// use.
type sdkSides struct {
	once sync.Once
	set  *MarkerSet
}

// NewSDKMarks are the marks of an SDK's server side and client side.
func NewSDKMarks(server, client [][]byte) SDKMarks {
	return SDKMarks{Server: server, Client: client, sides: &sdkSides{}}
}

// ServerSide: a source file read because it uses an MCP SDK (or its
// package builds on one) is server code unless it uses the SDK's client
// side and nothing of its server side. One pass over the file looks for
// every mark of both sides (a search per mark was a twelfth of a scan of
// a TypeScript monorepo).
func (m SDKMarks) ServerSide(data []byte) bool {
	if m.sides == nil {
		return HasAny(data, m.Server) || !HasAny(data, m.Client)
	}
	m.sides.once.Do(func() { m.sides.set = NewMarkerSets(m.Server, m.Client) })
	server, client := m.sides.set.Find(data)
	return server || !client
}

func HasAny(b []byte, ms [][]byte) bool {
	for _, m := range ms {
		if bytes.Contains(b, m) {
			return true
		}
	}
	return false
}

// A Reader reads the files of one source language.
type Reader interface {
	// Name is the language's name in messages and documents.
	Name() string
	// Skip: a file that is never read for its name alone (a test, a type
	// declaration, a minified bundle): it is not opened unless a server
	// file imports it. rel is the file's slash path.
	Skip(rel string) bool
	// UsesSDK: the file's head shows an MCP SDK or framework in use (its
	// import, its types, its registration calls): the file is read.
	UsesSDK(rel string, head []byte) bool
	// OfPackage: a file whose head does not use an SDK, but whose package
	// builds on one and which defines tools through the project's own
	// helpers; TextsOnly when only its texts, not its objects, are read.
	OfPackage(h Host, rel string, head []byte) (read, textsOnly bool)
	// Project: folder dir belongs to a project in this language whose
	// manifest depends on an MCP SDK (a server's project).
	Project(h Host, dir string) bool
	// Sides are the marks of an SDK's server side and client side
	// (ServerSide): client code is not server text.
	Sides() SDKMarks
	// Read recognizes the file's definitions.
	Read(d *File, data []byte) error
	// Tokens lexes the file for the loose-text pass (pre: tokens already
	// lexed by read, or nil; they are returned as they are, not changed).
	// skip holds the indices of strings no model is sent (a private
	// helper's docstring), or is nil. LitStrings are its string kinds.
	Tokens(data []byte, pre []Tok) (toks []Tok, skip map[int]bool)
}

// A PersonTexter is a reader that tells which strings of its tokens
// (Reader.Tokens) are text a person reads, not the model: a helper's
// docstring, which documents the code. They are still scanned; their
// findings say who reads them.
type PersonTexter interface {
	Reader
	PersonTexts(data []byte, toks []Tok) map[int]bool
}

// A TokenStreamer is a reader whose tokens for the loose-text pass come
// one at a time, none kept (Go's, from its scanner): fn is called with
// each, in file order, and must not keep the pointer.
type TokenStreamer interface {
	Reader
	EachToken(data []byte, fn func(*Tok))
}

// An EncodingDeclarer is a reader whose language lets a file name its
// own encoding (Python's coding cookie): DeclaredEncoding is that name
// as written and the offset of the declaration, -1 when the file names
// none. The walk decodes the file by it, as the language's runtime does,
// before the reader reads it.
type EncodingDeclarer interface {
	Reader
	DeclaredEncoding(data []byte) (name string, at int)
}

// A Lexer is a reader whose Read takes the tokens of File.Toks when
// File.TokData is the data it is handed (the same slice), and Lex is how
// it lexes them: a function of the bytes alone, which may run on another
// goroutine (discover's lexAhead).
type Lexer interface {
	Reader
	Lex(data []byte) []Tok
}

// LexOnce returns the file's tokens of data: File.Toks when they were
// lexed from data itself (the walk may have had them lexed ahead), else
// lex(data), kept in File.Toks for the loose-text pass.
func (d *File) LexOnce(data []byte, lex func([]byte) []Tok) []Tok {
	if !Lexed(d.TokData, data) {
		d.Toks, d.TokData = lex(data), data
	}
	return d.Toks
}

// Lexed: toks were lexed from data itself (the same slice, not a copy).
func Lexed(tokData, data []byte) bool {
	return len(tokData) == len(data) && len(data) > 0 && &tokData[0] == &data[0]
}

// An Importer is a reader whose files' imports of modules of the same tree
// are followed: those modules are what the server runs, and are read as
// its own whatever their names (imports.go).
type Importer interface {
	Reader
	// Imports are the root-relative paths the file rel may import.
	Imports(h Host, rel string, data []byte) []string
}

// LitStrings are the token kinds the loose-text pass reads as strings, of
// any source language (Reader.Tokens): 's' a string (decoded in Str, or
// its literal parts in Frags, at Off), 'c' a JavaScript template with
// substitutions and 'd' a Rust doc comment (rmcp sends it as a
// description). It reads 'n' names and 'o' punctuation besides.
const LitStrings = "scd"
