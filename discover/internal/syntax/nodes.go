package syntax

import (
	"fmt"
	"strings"
)

func Marks(s ...string) [][]byte {
	out := make([][]byte, len(s))
	for i, m := range s {
		out[i] = []byte(m)
	}
	return out
}

// AppendFrag appends the literal part of a template or f-string (its
// decoded bytes and their file offsets; end is the offset after it) as a
// string node, when it holds anything.
func AppendFrag(frags []*Node, out []byte, offs []int, end int) []*Node {
	if len(out) == 0 {
		return frags
	}
	o := make([]int, len(offs)+1)
	copy(o, offs)
	o[len(offs)] = end
	return append(frags, &Node{Kind: KString, Str: string(out), Off: offs[0], End: end, Mapper: TableMapper{Offs: o}})
}

// Computed reports, at byte offset off of a source file, a definition text
// that cannot be read (Go, Python and TypeScript alike).
func (d *File) Computed(off int, what string) {
	if d.ComputedAt == nil {
		d.ComputedAt = map[int]bool{}
	}
	d.ComputedAt[off] = true
	d.Unread(off, what+" is computed (not a literal of this file); it was not scanned: snapshot the running server with mcp-lint snapshot")
}

// Unread reports text the scan could not read, by the --computed policy:
// an error (the scan is incomplete) or a computed-text notice
// (Result.Computed).
func (d *File) Unread(off int, msg string) { d.UnreadHeld(off, msg, nil) }

// UnreadHeld is Unread of a text held by an object of another file
// (FileError.Held).
func (d *File) UnreadHeld(off int, msg string, held *Held) {
	if d.Mute {
		return // a module read for its values: the user of a value reports it
	}
	line, col := d.Src.Position(off)
	e := FileError{Path: d.Src.Path, Line: line, Col: col, Message: msg, Computed: true, Held: held}
	if d.Src.Member != "" {
		// A member of an archive: its line and column are the member's,
		// not the archive's, and are said with its name (as a finding in
		// it is placed: Location.Member).
		e.Line, e.Col, e.Message = 0, 0, fmt.Sprintf("%s:%d:%d: %s", d.Src.Member, line, col, msg)
	}
	errs, computed := d.Host.Reports()
	if d.Host.ComputedNotice() {
		*computed = append(*computed, e)
		return
	}
	*errs = append(*errs, e)
}

// ConcatNodes joins two string nodes, keeping each byte's file offset.
func ConcatNodes(a, b *Node) *Node {
	offs := make([]int, 0, len(a.Str)+len(b.Str)+1)
	for i := 0; i < len(a.Str); i++ {
		offs = append(offs, a.FileOffset(i))
	}
	for i := 0; i <= len(b.Str); i++ {
		offs = append(offs, b.FileOffset(i))
	}
	return &Node{Kind: KString, Str: a.Str + b.Str, Off: a.Off, End: b.End, Mapper: TableMapper{Offs: offs}}
}

// Object builds a synthetic object node at a place in the file.
type Object struct{ Node *Node }

func NewObject(off, end int) Object { return Object{&Node{Kind: KObject, Off: off, End: end}} }

func (o Object) Set(key string, keyOff int, v *Node) {
	o.Node.Keys = append(o.Node.Keys, &Node{Kind: KString, Str: key, Off: keyOff, End: keyOff})
	o.Node.Vals = append(o.Node.Vals, v)
}

func (o Object) Get(key string) *Node { return o.Node.Get(key) }

// PromptArguments turns the properties of a parameter object into a
// prompt's arguments, each with its name and, when it has one, its
// description, at their places (nil when there are none): the readers
// that take a prompt's arguments from its parameters share it.
func PromptArguments(props *Node, off, end int) *Node {
	if props == nil || len(props.Keys) == 0 {
		return nil
	}
	args := &Node{Kind: KArray, Off: off, End: end}
	for i, key := range props.Keys {
		a := NewObject(key.Off, key.End)
		a.Set("name", key.Off, key)
		if d := props.Vals[i].Get("description"); d != nil {
			a.Set("description", d.Off, d)
		}
		args.Elems = append(args.Elems, a.Node)
	}
	return args
}

func Synth(kind NodeKind, s string, off int) *Node {
	return &Node{Kind: kind, Str: s, Off: off, End: off}
}

// PlaceholderNode is the name node of a definition whose name is computed
// (see goFile.placeholder): text when it holds a literal part, else
// "(computed name, line L)".
func (d *File) PlaceholderNode(text string, literal bool, off, end int) *Node {
	if !literal {
		line, _ := d.Src.Position(off)
		text = fmt.Sprintf("(computed name, line %d)", line)
	}
	n := Synth(KString, text, off)
	n.End = end
	return n
}

// ArgEnd returns the index of the token that ends the argument starting at
// token i of n (a comma or closing bracket at its depth, or a token stop
// reports); text gives a token's text.
func ArgEnd(i, n int, text func(int) string, stop func(int) bool) int {
	end, depth := i, 0
	for ; end < n; end++ {
		switch text(end) {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		if depth < 0 || depth == 0 && (text(end) == "," || stop(end)) {
			break
		}
	}
	return end
}

// PlaceholderSpan bounds the tokens a computed name's placeholder is made
// of (ArgEnd's n): a name's expression is a few tokens, and one that runs
// on is cut there. Unbounded, each registration nested in the name of
// the one around it (f(f(f(…, closed or not) read the rest of the file
// again, and held a placeholder of it: the square of the file, in time
// and memory.
const PlaceholderSpan = 256

// TokenPlaceholder builds the placeholder of a computed name from the
// tokens of its expression (TypeScript, Python): each string literal
// (lit returns its text and whether the token is one), "…" for anything
// else but "+".
func TokenPlaceholder(n int, lit func(k int) (string, bool), text func(k int) string) (string, bool) {
	var b strings.Builder
	literal := false
	for k := 0; k < n; k++ {
		if s, ok := lit(k); ok {
			b.WriteString(s)
			literal = literal || s != ""
			continue
		}
		if text(k) == "+" {
			continue
		}
		if !strings.HasSuffix(b.String(), "…") {
			b.WriteString("…")
		}
	}
	return b.String(), literal
}

// CollapseRepeats keeps one of each run of identical reports (the same
// place and message, once per entry of a table) in es, saying for how
// many entries it stands; it returns how many are kept.
func CollapseRepeats(es []FileError) int {
	type key struct {
		path      string
		line, col int
		msg       string
	}
	count := map[key]int{}
	var order []key
	for _, e := range es {
		k := key{e.Path, e.Line, e.Col, e.Message}
		if count[k] == 0 {
			order = append(order, k)
		}
		count[k]++
	}
	kept := 0
	for _, k := range order {
		for _, e := range es {
			if (key{e.Path, e.Line, e.Col, e.Message}) == k {
				if count[k] > 1 {
					e.Message += fmt.Sprintf(" (the same for each of the %d entries of the table this loop registers)", count[k])
				}
				es[kept] = e
				kept++
				break
			}
		}
	}
	return kept
}

// DirOf is path.Dir(rel) for a clean slash path (a reported path: no
// trailing slash, no empty element), without cleaning it again.
func DirOf(rel string) string {
	switch i := strings.LastIndexByte(rel, '/'); i {
	case -1:
		return "."
	case 0:
		return "/"
	default:
		return rel[:i]
	}
}
