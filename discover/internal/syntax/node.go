package syntax

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect"
)

// NodeKind is the type of a parsed value.
type NodeKind uint8

// Node kinds.
const (
	KNull NodeKind = iota
	KBool
	KNumber
	KString
	KObject
	KArray
)

// Node is a value parsed from JSON, JSONC, YAML or TOML that remembers where
// it came from. Every string keeps a mapping from byte offsets in its
// decoded value to byte offsets in the file, so a finding inside a string
// written with escapes (\u200b, \udb40\udc41, YAML folding, TOML escapes)
// points at the characters in the file.
type Node struct {
	Kind  NodeKind
	Str   string  // decoded string; literal text for numbers and booleans
	Keys  []*Node // object member names (strings)
	Vals  []*Node // object member values
	Elems []*Node // array elements
	// Off and End are the byte span of the whole literal in the file (for
	// strings including quotes or block indicators).
	Off, End int
	// Comment holds the comment lines written directly before the node
	// (JSONC, YAML, TOML), for inline suppressions; CommentOff is where it
	// starts in the file.
	Comment    string
	CommentOff int
	Mapper     OffsetMapper
	// Src is the file the node was read from when it is not its
	// definition's (a Go input struct declared in another file of the
	// package); nil otherwise.
	Src *Source
}

// SetSource marks n and everything under it as read from src.
func (n *Node) SetSource(src *Source) {
	if n == nil {
		return
	}
	n.Src = src
	for _, k := range n.Keys {
		k.SetSource(src)
	}
	for _, v := range n.Vals {
		v.SetSource(src)
	}
	for _, e := range n.Elems {
		e.SetSource(src)
	}
}

// OffsetMapper maps a byte offset in a decoded string to the file.
type OffsetMapper interface {
	fileOffset(decoded int) int
}

// IdentityMapper: the decoded string is the file bytes from base.
type IdentityMapper struct{ Base int }

func (m IdentityMapper) fileOffset(d int) int { return m.Base + d }

// ApproxMapper is the best effort when a decoded string could not be
// aligned with its source: offsets from base, kept inside [base, limit].
type ApproxMapper struct{ Base, Limit int }

func (m ApproxMapper) fileOffset(d int) int { return min(m.Base+d, max(m.Limit, m.Base)) }

// SpanMapper is TableMapper for a decoded string that is the file's n
// bytes from base, offset for offset: d is kept within [0, n] as the
// table's ends keep it.
type SpanMapper struct{ Base, N int }

func (m SpanMapper) fileOffset(d int) int { return m.Base + min(max(d, 0), m.N) }

// TableMapper holds an explicit offset per decoded byte (plus one for the
// end), for strings whose decoding is not a simple escape walk.
type TableMapper struct{ Offs []int }

func (m TableMapper) fileOffset(d int) int {
	if d < 0 {
		d = 0
	}
	if d >= len(m.Offs) {
		return m.Offs[len(m.Offs)-1]
	}
	return m.Offs[d]
}

// FileOffset maps byte offset d of n.Str to a byte offset in the file. For
// non-string nodes it returns the start of the literal.
func (n *Node) FileOffset(d int) int {
	if n.Mapper == nil {
		return n.Off
	}
	return n.Mapper.fileOffset(d)
}

// Get returns the value of member key of an object, or nil.
func (n *Node) Get(key string) *Node {
	if n == nil || n.Kind != KObject {
		return nil
	}
	for i, k := range n.Keys {
		if k.Str == key {
			return n.Vals[i]
		}
	}
	return nil
}

// GetAny returns the first member found among keys.
func (n *Node) GetAny(keys ...string) *Node {
	for _, k := range keys {
		if v := n.Get(k); v != nil {
			return v
		}
	}
	return nil
}

// KeyNode returns the key node of member key, or nil.
func (n *Node) KeyNode(key string) *Node {
	if n == nil || n.Kind != KObject {
		return nil
	}
	for _, k := range n.Keys {
		if k.Str == key {
			return k
		}
	}
	return nil
}

// String returns the string value, "" for other kinds.
func (n *Node) String() string {
	if n == nil || n.Kind != KString {
		return ""
	}
	return n.Str
}

// IsString reports a string node.
func (n *Node) IsString() bool { return n != nil && n.Kind == KString }

// Value converts the node to a plain Go value (detect.Object, []any,
// string, float64 or the literal text for numbers, bool, nil). An object's
// members are put in key order, the engine's order, and a duplicate key
// keeps its last value, as JSON decoders do.
func (n *Node) Value() any {
	if n == nil {
		return nil
	}
	switch n.Kind {
	case KString:
		return n.Str
	case KBool:
		return n.Str == "true"
	case KNumber:
		return numberValue(n.Str)
	case KObject:
		m := make([]detect.Member, len(n.Keys))
		for i, k := range n.Keys {
			m[i] = detect.Member{Key: k.Str, Value: n.Vals[i].Value()}
		}
		return detect.NewObject(m)
	case KArray:
		a := make([]any, len(n.Elems))
		for i, e := range n.Elems {
			a[i] = e.Value()
		}
		return a
	}
	return nil
}

// numberValue turns a number literal of any of the formats (JSON, YAML,
// TOML: 1, 1.0, 1e3, 1_000, 0x1F) into a float64, so that the same number
// spelled differently is the same value; a literal that is not a finite
// number (.inf, nan) is kept as its text.
func numberValue(s string) any {
	t := strings.ReplaceAll(s, "_", "")
	if f, err := strconv.ParseFloat(t, 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
		return f
	}
	if i, err := strconv.ParseInt(t, 0, 64); err == nil {
		return float64(i)
	}
	return s
}

// Walk visits every node under n with its path, keys first: fn(path, node,
// isKey). Paths are built with the same functions detect uses, so a signal's
// field resolves to the node here.
func (n *Node) Walk(path string, fn func(path string, node *Node, key bool)) {
	if n == nil {
		return
	}
	fn(path, n, false)
	switch n.Kind {
	case KObject:
		for i, k := range n.Keys {
			p := ChildPath(path, k.Str)
			fn(p, k, true)
			n.Vals[i].Walk(p, fn)
		}
	case KArray:
		for i, e := range n.Elems {
			e.Walk(IndexPath(path, i), fn)
		}
	}
}

// ValidUTF8 reports whether s is valid UTF-8; the offset of the first bad
// byte otherwise.
func ValidUTF8(b []byte) (int, bool) {
	if utf8.Valid(b) { // eight ASCII bytes a step; the loop finds where it fails
		return 0, true
	}
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i, false
		}
		i += n
	}
	return 0, true
}
