package discover

import (
	"bytes"
	"fmt"
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// Texts a server loads from its own files. A server may keep its
// instructions or a tool's description in a Markdown or text file of its
// repository and read it at start: (Path(__file__).parent / "prompts" /
// "guide.md").read_text(), readFileSync(join(__dirname, "guide.md")),
// include_str!("guide.md"). Its reader sees a call, and the text is
// computed; the file itself is in the repository, and a poisoned one
// would pass unread. So in a server's file, a string literal that names
// such a file — alone, or after the path segments written just before it
// in literals of the same statement — near a call that reads a file
// (readsNear) is looked up from the file's folder
// and the folders above it (packagedUp), and a file found in the
// repository is read whole as the server's text, each byte at its place
// there (detect.KindText: its findings name the file, and the summary
// counts it among the texts scanned loose). One that cannot be read is a
// notice at the literal. Each such file is read once per scan.

// packagedEndings are the endings of the files read so: prose files, not
// data a reader reads by its own rules.
var packagedEndings = []string{".md", ".markdown", ".mdx", ".txt"}

// packagedUp is how many folders above the source file's a name is
// looked up from (Path(__file__).parent.parent / "config" / "x.md").
const packagedUp = 3

// packagedSegments is how many literals before the file's name may be
// its path's segments, and packagedGap the most bytes between two of
// them (a join's syntax: `" / "`, `", "`, `"), "`).
const (
	packagedSegments = 3
	packagedGap      = 24
)

// projectDocs are the names of a repository's documents for people, the
// files GitHub shows as its readme and community health files
// (docs.github.com, "Creating a default community health file"), and the
// change log beside them: a script that reads one to rewrite it, or to
// send it to another program, reads no text of the server's.
var projectDocs = map[string]bool{"readme": true, "changelog": true, "contributing": true, "code_of_conduct": true,
	"security": true, "support": true, "license": true, "governance": true, "funding": true}

// packagedName is s when it may name a packaged text file: a relative
// path of plain segments ending in one of packagedEndings, not one of
// projectDocs.
func packagedName(s string) bool {
	if len(s) < 4 || len(s) > 200 || s[0] == '/' || !packagedEnding(s) || !pathSegments(s) {
		return false
	}
	base := strings.ToLower(path.Base(s))
	return !projectDocs[strings.TrimSuffix(base, path.Ext(base))]
}

// packagedEnding: s ends with one of packagedEndings, in any case, after
// at least one byte. It allocates nothing: it is asked of every literal.
func packagedEnding(s string) bool {
	for _, e := range packagedEndings {
		if len(s) > len(e) && strings.EqualFold(s[len(s)-len(e):], e) {
			return true
		}
	}
	return false
}

// pathSegments: s is one or more path segments of letters, digits, '.',
// '-' and '_' joined by '/', none of them empty or "..".
func pathSegments(s string) bool {
	s = strings.TrimPrefix(s, "./")
	seg := 0 // the current segment's start
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '/' {
			if i == seg || s[seg:i] == ".." {
				return false
			}
			seg = i + 1
			continue
		}
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// packagedLit is a literal of the file as packagedText sees it: its
// text, and where its literal starts and ends.
type packagedLit struct {
	text       string
	start, end int
}

// packagedRing keeps the last packagedSegments literals of a file, the
// segments a name may follow: a fixed ring, whatever the file's count of
// literals.
type packagedRing struct {
	lits [packagedSegments]packagedLit
	n    int
}

// take reads literal l: when it names a packaged text file, that file is
// read (packagedText); it is then kept as a segment for the names after
// it. It reports whether a file was read.
func (r *packagedRing) take(d *recognizer, l packagedLit, anchor func(int) string) bool {
	read := false
	if packagedName(l.text) && d.readsNear(l.start) {
		before := make([]packagedLit, 0, packagedSegments)
		for k := 1; k <= min(r.n, packagedSegments); k++ {
			before = append(before, r.lits[(r.n-k)%packagedSegments])
		}
		read = d.packagedText(l, before, anchor)
	}
	r.lits[r.n%packagedSegments] = l
	r.n++
	return read
}

// packagedText reads the packaged text file literal l names, alone or
// after the segments before it (the nearest first). anchor gives the
// text its identity.
func (d *recognizer) packagedText(l packagedLit, before []packagedLit, anchor func(int) string) bool {
	names := []string{strings.TrimPrefix(l.text, "./")}
	joined, at := names[0], l.start
	for _, p := range before {
		if at-p.end > packagedGap || !pathSegments(p.text) || strings.Contains(d.between(p.end, at), "\n") {
			break
		}
		joined = strings.TrimSuffix(strings.TrimPrefix(p.text, "./"), "/") + "/" + joined
		names = append(names, joined)
		at = p.start
	}
	rel := d.w.packagedFile(path.Dir(d.Src.Path), names)
	if rel == "" {
		return false
	}
	data, err := d.w.ReadFile(rel, false)
	if err != nil {
		line, col := d.Src.Position(l.start)
		d.w.Notice(d.Src.Path, fmt.Sprintf("%d:%d: names %s, a file the server may read its text from, which was not read: %s", line, col, rel, safeio.Describe(err)))
		return false
	}
	if _, ok := syntax.ValidUTF8(data); !ok || len(strings.TrimSpace(string(data))) == 0 {
		return false
	}
	src := d.w.Source(rel, data, "text")
	text := &syntax.Node{Kind: syntax.KString, Str: string(data), End: len(data), Mapper: syntax.IdentityMapper{}, Src: src}
	obj := syntax.NewObject(l.start, l.end)
	obj.Set("name", l.start, syntax.Synth(syntax.KString, rel, l.start))
	obj.Set("description", l.start, text)
	d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindText, Node: obj.Node, Anchor: anchor(l.start)})
	d.Kind("source")
	return true
}

// readCalls are the standard libraries' calls that read a file whole or
// open it for reading (Python, JavaScript's fs, Rust's macros, Go, C#,
// Java, PHP): a name the code reads near one is a file it reads.
var readCalls = syntax.NewMarkerSet(syntax.Marks("open(", "read_text(", "read_bytes(", ".read(", "readFileSync(",
	"readFile(", "include_str!(", "ReadFile(", "ReadAllText(", "readString(", "readAllBytes(", "getResourceAsStream(",
	"file_get_contents(", "fopen("))

// readsNearLines is how many lines after a name's own the call that
// reads it may stand (a path bound to a name, then read:
// `p = Path(…) / "guide.md"` and `p.read_text()` on the next line).
const readsNearLines = 2

// readsNear: a read call (readCalls) stands on the line of file offset
// at or on one of the readsNearLines after it. A name in a list of
// documents a script hands elsewhere, far from any read, is not taken.
func (d *recognizer) readsNear(at int) bool {
	data := d.Src.Data
	start := bytes.LastIndexByte(data[:at], '\n') + 1
	end := at
	for k := 0; k <= readsNearLines && end < len(data); k++ {
		nl := bytes.IndexByte(data[end:], '\n')
		if nl < 0 {
			end = len(data)
			break
		}
		end += nl + 1
	}
	return readCalls.In(data[start:end])
}

// between is the file's bytes from a to b.
func (d *recognizer) between(a, b int) string {
	if a < 0 || b > len(d.Src.Data) || a >= b {
		return ""
	}
	return string(d.Src.Data[a:b])
}

// packagedFile is the first of names (each relative to dir, then to the
// folders above it up to packagedUp, never above the root) that is a
// regular file of the repository not read already as a packaged text or
// as a file of its own; "" when there is none. The one found is marked
// read.
func (w *walker) packagedFile(dir string, names []string) string {
	for up := 0; up <= packagedUp; up++ {
		for k := len(names) - 1; k >= 0; k-- {
			rel := path.Join(dir, names[k])
			if rel == ".." || strings.HasPrefix(rel, "../") {
				continue
			}
			if w.packagedRead[rel] || w.res.sources[rel] != nil {
				return ""
			}
			if w.agentExists(rel) && !w.excluded(rel, false) {
				if w.packagedRead == nil {
					w.packagedRead = map[string]bool{}
				}
				w.packagedRead[rel] = true
				return rel
			}
		}
		if dir == "." || dir == "" {
			break
		}
		dir = path.Dir(dir)
	}
	return ""
}
