package syntax

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Source is one scanned file: its repository-relative path (forward
// slashes) and, for files that yielded definitions, its text, so any
// offset can be turned into a line and a UTF-16 column later.
type Source struct {
	Path string
	// Data is the file's text in UTF-8: its bytes, or, for a file
	// decoded from another encoding or with bytes that are no text
	// replaced, the decoded text (FileOffsets). A copy made for this
	// Source and never written after it is made: the JSON parser's
	// strings alias it (DecodeJSONString), so that a scan does not hold
	// every text twice.
	Data   []byte
	Format string // json, jsonl, yaml, toml, mcpb
	lines  []int  // byte offset of each line start, computed on demand
	cols   []colPoint
	// FileOffsets maps the offsets of a decoded Data to the file's bytes
	// (discover's charset.Offsets); nil when Data is the file's bytes.
	FileOffsets interface{ File(off int) int }
	// Member is set for a file inside an archive: positions are within the
	// member, reported against the archive Path.
	Member string
	// Directives are the "mcp-lint:" comments of the file.
	Directives []Comment
	// Problems are errors found while parsing that did not stop it (a
	// TOML table defined twice).
	Problems []FileError
	// ViaPackage: a source file read because its package depends on an
	// MCP SDK, though it imports none itself.
	ViaPackage bool
	// CopyBase counts the readings of the same file before this one (a
	// bundle's second manifest.json): its definitions are registered as
	// further copies, "<file>#2", never in place of the first's.
	CopyBase int
	// TextsOnly: a module of such a package read only for the prose it
	// keeps for another module to register (looseTexts), not for
	// definitions.
	TextsOnly bool
	// Protocol: a source file read because it writes the protocol's tool
	// definitions itself (the inputSchema key), with no MCP SDK.
	Protocol bool
	// Generated says why the file is generated, minified or vendored
	// (discover's generated.go): its definitions are read, its other
	// literals are not swept as loose text. Empty for a file written by
	// hand.
	Generated string
	// Imported: a module a server file imports, read as the server's
	// (walker.imports): the texts it binds at its top level are there
	// for the server to use.
	Imported bool
	// DefinitionData: a data file of an MCP server's project that no
	// marker names, read because it may hold definitions the server
	// loads at run time (a prompt kept as a YAML or JSON file).
	DefinitionData bool
}

// Rel is the path a reader resolves the file's relative imports
// against, the path a Host's ReadFile and Exists take: the member inside
// an archive, else Path.
func (s *Source) Rel() string {
	if s.Member != "" {
		return s.Member
	}
	return s.Path
}

// Problem records an error at byte offset off that does not stop the parse.
func (s *Source) Problem(off int, msg string) {
	line, col := s.Position(off)
	s.Problems = append(s.Problems, FileError{Path: s.Path, Line: line, Col: col, Message: msg})
}

// NoteComment records a comment that carries an mcp-lint directive.
func (s *Source) NoteComment(text string, off int) {
	if !strings.Contains(text, "mcp-lint:") {
		return
	}
	line, _ := s.Position(off)
	for _, c := range s.Directives {
		if c.Line == line && c.Text == text {
			return
		}
	}
	s.Directives = append(s.Directives, Comment{Path: s.Path, Line: line, Text: text})
}

func (s *Source) LineStarts() []int {
	if s.lines == nil {
		// Allocated once, at most a start a LF or CR: grown by append, a
		// file of two million lines allocated five times their 16 MB.
		s.lines = make([]int, 1, 1+bytes.Count(s.Data, []byte{'\n'})+bytes.Count(s.Data, []byte{'\r'}))
		// Line breaks are LF, CRLF and a lone CR, as SARIF and YAML count them.
		for i, c := range s.Data {
			if c == '\n' || c == '\r' && (i+1 == len(s.Data) || s.Data[i+1] != '\n') {
				s.lines = append(s.lines, i+1)
			}
		}
	}
	return s.lines
}

// Position returns the 1-based line and the 1-based column, counted in
// UTF-16 code units as SARIF's columnKind utf16CodeUnits and GitHub expect,
// of byte offset off of Data. A TAG character is two code units, four
// bytes. Of a decoded file, they are counted in its decoded text: SARIF
// counts columns in the characters of the text an artifact's encoding
// gives, as an editor that opens the file in its encoding shows them (a
// kanji of Shift-JIS is one column, not two bytes), and the lines are
// the file's, since every encoding read keeps its line breaks.
func (s *Source) Position(off int) (line, col int) {
	if off < 0 {
		off = 0
	}
	if off > len(s.Data) {
		off = len(s.Data)
	}
	ls := s.LineStarts()
	li := sort.Search(len(ls), func(i int) bool { return ls[i] > off }) - 1
	start := ls[li]
	if off-start > colBlock {
		// A long line: count from the last checkpoint before off, so that
		// a thousand findings on one 30 MB line cost linear time, not
		// quadratic.
		if cp := s.checkpoint(off); cp.off >= start {
			return li + 1, cp.col + UTF16Len(s.Data[cp.off:off]) + 1
		}
	}
	return li + 1, UTF16Len(s.Data[start:off]) + 1
}

// colBlock is the spacing of column checkpoints.
const colBlock = 4096

// colPoint is a rune boundary and its UTF-16 column (0-based) on its line.
type colPoint struct{ off, col int }

// checkpoint returns the last column checkpoint at or before off. The
// checkpoints, one per colBlock bytes of the file (at the first rune
// boundary of the block), are computed once, in one pass.
func (s *Source) checkpoint(off int) colPoint {
	if s.cols == nil {
		s.cols = make([]colPoint, 0, len(s.Data)/colBlock+1)
		col, next := 0, 0
		for i := 0; i < len(s.Data); {
			if i >= next {
				s.cols = append(s.cols, colPoint{off: i, col: col})
				next = (i/colBlock + 1) * colBlock
			}
			c := s.Data[i]
			switch {
			case c == '\n' || c == '\r' && (i+1 == len(s.Data) || s.Data[i+1] != '\n'):
				col = 0
				i++
			case c < utf8.RuneSelf:
				col++
				i++
			default:
				r, size := utf8.DecodeRune(s.Data[i:])
				col++
				if r >= 0x10000 {
					col++
				}
				i += size
			}
		}
	}
	k := sort.Search(len(s.cols), func(i int) bool { return s.cols[i].off > off }) - 1
	if k < 0 {
		return colPoint{off: -1}
	}
	return s.cols[k]
}

// UTF16Len counts the UTF-16 code units of b (invalid bytes count one).
func UTF16Len(b []byte) int {
	n := 0
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		i += size
	}
	return n
}

// Region is a span of a file in SARIF terms: 1-based lines and UTF-16
// columns, EndColumn one past the last character.
type Region struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine"`
	EndColumn   int `json:"endColumn"`
	// ByteOffset and ByteLength locate the span in the file's bytes.
	ByteOffset int `json:"byteOffset"`
	ByteLength int `json:"byteLength"`
}

// Region returns the region of bytes [off, end) of Data; its
// ByteOffset and ByteLength are the file's, where a decoded file's bytes
// are not Data's.
func (s *Source) Region(off, end int) Region {
	if end < off {
		end = off
	}
	sl, sc := s.Position(off)
	el, ec := s.Position(end)
	if end == off {
		ec = sc + 1 // an empty span still marks one column
	}
	fileOff, fileEnd := off, end
	if s.FileOffsets != nil {
		fileOff, fileEnd = s.FileOffsets.File(off), s.FileOffsets.File(end)
	}
	return Region{StartLine: sl, StartColumn: sc, EndLine: el, EndColumn: ec, ByteOffset: fileOff, ByteLength: fileEnd - fileOff}
}

// LineText returns the text of 1-based line n, without its line break.
func (s *Source) LineText(n int) string {
	ls := s.LineStarts()
	if n < 1 || n > len(ls) {
		return ""
	}
	start := ls[n-1]
	end := len(s.Data)
	if n < len(ls) {
		end = ls[n] - 1
	}
	if end > start && s.Data[end-1] == '\r' {
		end--
	}
	return string(s.Data[start:end])
}

func ChildPath(p, k string) string { return detect.ChildPath(p, k) }

func IndexPath(p string, i int) string { return detect.IndexPath(p, i) }

// FileError is a file that could not be read or parsed: the scan of that
// file is incomplete, the rest goes on.
type FileError struct {
	Path    string `json:"path"`
	Line    int    `json:"line,omitempty"`
	Col     int    `json:"column,omitempty"`
	Message string `json:"message"`
	// Computed: a text source code computes, which the file does not
	// hold (with --computed error, an error like any other).
	Computed bool `json:"computed,omitempty"`
	// Held: the text is a member of an object written in another file
	// (a registrar's T.description, T imported): when that object is
	// read as a definition where it is written, the text was read, and
	// the walk drops this report (not part of the output).
	Held *Held `json:"-"`
}

// Held is an object literal of file Path, lines From to To.
type Held struct {
	Path     string
	From, To int
}

func (e FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Col, e.Message)
	}
	return e.Path + ": " + e.Message
}

// Comment is a comment found in a scanned file, with the node it precedes.
type Comment struct {
	Path string `json:"path"`
	Line int    `json:"line"`
	Text string `json:"text"`
}
