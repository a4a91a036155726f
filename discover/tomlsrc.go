package discover

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/pelletier/go-toml/v2/unstable"
)

// parseTOML parses a TOML document into a Node tree, keeping the position
// of every key and value and the comments before each expression.
func parseTOML(src *syntax.Source, b []byte) (n *syntax.Node, err error) {
	defer func() {
		if r := recover(); r != nil {
			n, err = nil, &syntax.ParseError{Msg: fmt.Sprintf("unreadable TOML: %v", r)}
		}
	}()
	p := unstable.Parser{KeepComments: true}
	p.Reset(b)
	root := &syntax.Node{Kind: syntax.KObject}
	current := root
	var comment string
	commentOff := -1
	// headers remembers where each [table] was defined: TOML forbids
	// defining one twice, and parsers that accept it disagree.
	headers := map[*syntax.Node]int{}
	index := tomlIndex{}
	values := 0
	for p.NextExpression() {
		e := p.Expression()
		if values++; values > syntax.MaxValues {
			return nil, syntax.TooManyValues(values)
		}
		switch e.Kind {
		case unstable.Comment:
			c := strings.TrimSpace(strings.TrimPrefix(string(e.Data), "#"))
			if comment == "" {
				commentOff = int(e.Raw.Offset)
				comment = c
			} else {
				comment += "\n" + c
			}
			continue
		case unstable.Table, unstable.ArrayTable:
			keys := tomlKeys(src, e)
			t, err := tomlTable(index, root, keys, e.Kind == unstable.ArrayTable)
			if err != nil {
				return nil, err
			}
			current = t
			if e.Kind == unstable.Table && len(keys) > 0 {
				if first, ok := headers[t]; ok {
					fl, fc := src.Position(first)
					src.Problem(keys[0].Off, fmt.Sprintf("table defined twice (first at line %d, column %d): TOML forbids it; both are read", fl, fc))
				} else {
					headers[t] = keys[0].Off
				}
			}
			if comment != "" {
				t.Comment, t.CommentOff = comment, commentOff
				src.NoteComment(comment, commentOff)
			}
		case unstable.KeyValue:
			v, err := tomlValue(src, e.Value(), 0)
			if err != nil {
				return nil, err
			}
			if comment != "" {
				v.Comment, v.CommentOff = comment, commentOff
				src.NoteComment(comment, commentOff)
			}
			if err := tomlSet(index, current, tomlKeys(src, e), v); err != nil {
				return nil, err
			}
		}
		comment, commentOff = "", -1
	}
	if err := p.Error(); err != nil {
		pe := &syntax.ParseError{Msg: err.Error(), Syntax: true}
		if perr, ok := err.(*unstable.ParserError); ok {
			off := len(b) - len(perr.Highlight)
			if k := strings.Index(string(b), string(perr.Highlight)); k >= 0 && len(perr.Highlight) > 0 {
				off = k
			}
			pe.Line, pe.Col = src.Position(off)
			pe.Msg = perr.Message
		}
		return nil, pe
	}
	return root, nil
}

func tomlKeys(src *syntax.Source, e *unstable.Node) []*syntax.Node {
	var keys []*syntax.Node
	it := e.Key()
	for it.Next() {
		k := it.Node()
		off := int(k.Raw.Offset)
		raw := src.Data[off : off+int(k.Raw.Length)]
		kn := &syntax.Node{Kind: syntax.KString, Str: string(k.Data), Off: off, End: off + len(raw)}
		kn.Mapper = tomlMapper(raw, off, kn.Str)
		keys = append(keys, kn)
	}
	return keys
}

// tomlIndex finds the members of a table by name, as Node.Get does (the
// first of a name), for the tables of many members: Get reads them in
// order, and a file of thousands of tables ([mcp_servers.s1], …) looked
// each new one up among all those before it, a cost that grew with the
// square of the file's size. A table's index takes up the members added
// since its last lookup at its next.
type tomlIndex map[*syntax.Node]*tomlMembers

type tomlMembers struct {
	at map[string]int
	n  int // the members indexed
}

// get is n.Get(key); a nil index, or a table of few members, is read in
// order.
func (x tomlIndex) get(n *syntax.Node, key string) *syntax.Node {
	if x == nil || len(n.Keys) < 16 {
		return n.Get(key)
	}
	ki := x[n]
	if ki == nil {
		ki = &tomlMembers{at: map[string]int{}}
		x[n] = ki
	}
	for ; ki.n < len(n.Keys); ki.n++ {
		if _, seen := ki.at[n.Keys[ki.n].Str]; !seen {
			ki.at[n.Keys[ki.n].Str] = ki.n
		}
	}
	if i, ok := ki.at[key]; ok {
		return n.Vals[i]
	}
	return nil
}

// tomlTable finds or creates the table at keys ([a.b]), or appends a new
// table to the array at keys ([[a.b]]).
func tomlTable(x tomlIndex, root *syntax.Node, keys []*syntax.Node, array bool) (*syntax.Node, error) {
	cur := root
	for i, k := range keys {
		last := i == len(keys)-1
		next := x.get(cur, k.Str)
		switch {
		case next == nil && last && array:
			arr := &syntax.Node{Kind: syntax.KArray, Off: k.Off, End: k.End}
			cur.Keys, cur.Vals = append(cur.Keys, k), append(cur.Vals, arr)
			next = arr
		case next == nil:
			next = &syntax.Node{Kind: syntax.KObject, Off: k.Off, End: k.End}
			cur.Keys, cur.Vals = append(cur.Keys, k), append(cur.Vals, next)
		}
		if next.Kind == syntax.KArray {
			if last && array {
				t := &syntax.Node{Kind: syntax.KObject, Off: k.Off, End: k.End}
				next.Elems = append(next.Elems, t)
				return t, nil
			}
			if len(next.Elems) == 0 {
				return nil, &syntax.ParseError{Msg: fmt.Sprintf("key %q is not a table", k.Str)}
			}
			next = next.Elems[len(next.Elems)-1]
		}
		if next.Kind != syntax.KObject {
			return nil, &syntax.ParseError{Msg: fmt.Sprintf("key %q is not a table", k.Str)}
		}
		cur = next
	}
	return cur, nil
}

// tomlSet sets a dotted key (a.b.c = v) inside table t.
func tomlSet(x tomlIndex, t *syntax.Node, keys []*syntax.Node, v *syntax.Node) error {
	cur := t
	for i, k := range keys {
		if i == len(keys)-1 {
			cur.Keys, cur.Vals = append(cur.Keys, k), append(cur.Vals, v)
			return nil
		}
		next := x.get(cur, k.Str)
		if next == nil {
			next = &syntax.Node{Kind: syntax.KObject, Off: k.Off, End: k.End}
			cur.Keys, cur.Vals = append(cur.Keys, k), append(cur.Vals, next)
		}
		if next.Kind != syntax.KObject {
			return &syntax.ParseError{Msg: fmt.Sprintf("key %q is not a table", k.Str)}
		}
		cur = next
	}
	return nil
}

func tomlValue(src *syntax.Source, e *unstable.Node, depth int) (*syntax.Node, error) {
	if depth > syntax.MaxDepth {
		return nil, &syntax.ParseError{Msg: fmt.Sprintf("nesting deeper than %d levels", syntax.MaxDepth)}
	}
	off := int(e.Raw.Offset)
	n := &syntax.Node{Off: off, End: off + int(e.Raw.Length)}
	switch e.Kind {
	case unstable.String:
		n.Kind = syntax.KString
		n.Str = string(e.Data)
		n.Mapper = tomlMapper(src.Data[n.Off:n.End], n.Off, n.Str)
	case unstable.Bool:
		n.Kind, n.Str = syntax.KBool, string(e.Data)
	case unstable.Integer, unstable.Float:
		n.Kind, n.Str = syntax.KNumber, string(e.Data)
	case unstable.Array:
		n.Kind = syntax.KArray
		it := e.Children()
		for it.Next() {
			c, err := tomlValue(src, it.Node(), depth+1)
			if err != nil {
				return nil, err
			}
			if len(n.Elems) == 0 {
				n.Off = c.Off
			}
			n.Elems = append(n.Elems, c)
			// The parser gives an array no span of its own, so an empty
			// array inside one is 0..0: the span never shrinks.
			n.End = max(n.End, c.End, n.Off)
		}
	case unstable.InlineTable:
		n.Kind = syntax.KObject
		it := e.Children()
		for it.Next() {
			kv := it.Node()
			if kv.Kind != unstable.KeyValue {
				continue
			}
			v, err := tomlValue(src, kv.Value(), depth+1)
			if err != nil {
				return nil, err
			}
			if err := tomlSet(nil, n, tomlKeys(src, kv), v); err != nil {
				return nil, err
			}
			n.End = max(n.End, v.End)
		}
	default: // dates and times: keep the text
		n.Kind, n.Str = syntax.KString, string(e.Data)
		n.Mapper = syntax.IdentityMapper{Base: off}
	}
	return n, nil
}

// tomlMapper aligns a TOML string literal (basic, literal, multi-line)
// with its decoded value and returns the offset table, or a mapper to the
// literal's start when the alignment fails.
func tomlMapper(raw []byte, base int, value string) syntax.OffsetMapper {
	s := string(raw)
	var i, end int
	basic := true
	switch {
	case strings.HasPrefix(s, `"""`):
		i, end = 3, len(s)-3
	case strings.HasPrefix(s, `'''`):
		i, end, basic = 3, len(s)-3, false
	case strings.HasPrefix(s, `"`):
		i, end = 1, len(s)-1
	case strings.HasPrefix(s, `'`):
		i, end, basic = 1, len(s)-1, false
	default: // a bare key
		if s == value {
			return syntax.IdentityMapper{Base: base}
		}
		return syntax.ApproxMapper{Base: base, Limit: base}
	}
	if end < i {
		return syntax.ApproxMapper{Base: base, Limit: base}
	}
	multi := strings.HasPrefix(s, `"""`) || strings.HasPrefix(s, `'''`)
	if multi { // a newline right after the opening delimiter is trimmed
		if strings.HasPrefix(s[i:], "\r\n") {
			i += 2
		} else if strings.HasPrefix(s[i:], "\n") {
			i++
		}
	}
	var dec []byte
	offs := make([]int, 0, len(value)+1)
	emit := func(r rune, at int) {
		before := len(dec)
		dec = utf8.AppendRune(dec, r)
		for k := before; k < len(dec); k++ {
			offs = append(offs, base+at)
		}
	}
	for i < end {
		c := s[i]
		if basic && c == '\\' && i+1 < end {
			switch s[i+1] {
			case 'u', 'U', 'x':
				n := map[byte]int{'u': 4, 'U': 8, 'x': 2}[s[i+1]]
				if i+2+n > end {
					return syntax.ApproxMapper{Base: base, Limit: base}
				}
				v, err := strconv.ParseUint(s[i+2:i+2+n], 16, 32)
				if err != nil {
					return syntax.ApproxMapper{Base: base, Limit: base}
				}
				emit(rune(v), i)
				i += 2 + n
			case '\n', ' ', '\t', '\r':
				// line-ending backslash: trim whitespace and newlines
				k := i + 1
				for k < end && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r') {
					k++
				}
				i = k
			default:
				r := map[byte]rune{'b': '\b', 't': '\t', 'n': '\n', 'f': '\f', 'r': '\r', 'e': 0x1b, '"': '"', '\\': '\\'}[s[i+1]]
				emit(r, i)
				i += 2
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		before := len(dec)
		dec = append(dec, s[i:i+size]...)
		for k := before; k < len(dec); k++ {
			offs = append(offs, base+i+(k-before))
		}
		_ = r
		i += size
	}
	if string(dec) != value {
		return syntax.ApproxMapper{Base: base, Limit: base}
	}
	offs = append(offs, base+end)
	return syntax.TableMapper{Offs: offs}
}
