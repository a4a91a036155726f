package syntax

import (
	"bytes"
	"fmt"
)

// jsoncParser reads JSON with comments and trailing commas (JWCC: what
// .vscode/mcp.json, Zed and tsconfig-style files hold) straight into
// Nodes, in one pass: every value keeps its byte span in the file, every
// string the place of its characters, and the comments written directly
// before a value (for inline suppressions). It accepts what JSON accepts,
// plus // and /* */ comments between tokens and a comma before a closing
// bracket.
type jsoncParser struct {
	src  *Source
	b    []byte
	base int // file offset of b[0] (a line of a JSONL file)
	i    int
}

// JSONCLineBreak is the length in bytes of the line break at b[i], 0 when
// there is none. The line breaks are VS Code's JSON scanner's, whose
// reading of .vscode/mcp.json is the one that counts: LF, CR, U+2028 and
// U+2029 (CR LF is two breaks here, which changes nothing: both are
// white space). A line comment ends at the first of them, and each is
// white space between tokens.
func JSONCLineBreak(b []byte, i int) int {
	switch c := b[i]; {
	case c == '\n' || c == '\r':
		return 1
	case c == 0xE2 && i+2 < len(b) && b[i+1] == 0x80 && (b[i+2] == 0xA8 || b[i+2] == 0xA9):
		return 3
	}
	return 0
}

// JSONCLineCommentEnd is where a line comment whose text starts at b[i]
// ends: at its line break (not included), or at the end of b.
func JSONCLineCommentEnd(b []byte, i int) int {
	for ; i < len(b); i++ {
		if c := b[i]; (c == '\n' || c == '\r' || c == 0xE2) && JSONCLineBreak(b, i) > 0 {
			return i
		}
	}
	return len(b)
}

// ParseJSONC parses b, written at file offset base of src.
func ParseJSONC(src *Source, b []byte, base int) (*Node, error) {
	p := &jsoncParser{src: src, b: b, base: base}
	n, err := p.value()
	if err != nil {
		return nil, err
	}
	if err := p.skip(); err != nil {
		return nil, err
	}
	if p.i < len(p.b) {
		return nil, p.errAt(p.i, "invalid character %s after the top-level value", p.show(p.i))
	}
	return n, nil
}

func (p *jsoncParser) errAt(off int, format string, args ...any) error {
	line, col := p.src.Position(p.base + off)
	return &ParseError{Line: line, Col: col, Msg: fmt.Sprintf(format, args...), Syntax: true}
}

// show names the byte at off for a message.
func (p *jsoncParser) show(off int) string {
	if off >= len(p.b) {
		return "end of input"
	}
	return fmt.Sprintf("%q", rune(p.b[off]))
}

// skip moves past whitespace and comments.
func (p *jsoncParser) skip() error {
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.i++
		case c == 0xE2 && JSONCLineBreak(p.b, p.i) > 0:
			p.i += 3 // U+2028, U+2029: line breaks to VS Code's scanner
		case c == '/' && p.i+1 < len(p.b) && p.b[p.i+1] == '/':
			p.i = JSONCLineCommentEnd(p.b, p.i+2)
		case c == '/' && p.i+1 < len(p.b) && p.b[p.i+1] == '*':
			j := bytes.Index(p.b[p.i+2:], []byte("*/"))
			if j < 0 {
				return p.errAt(p.i, "comment not closed")
			}
			p.i += j + 4
		default:
			return nil
		}
	}
	return nil
}

// value reads the value after the gap at p.i; the comments of the gap are
// the value's.
func (p *jsoncParser) value() (*Node, error) {
	gap := p.i
	if err := p.skip(); err != nil {
		return nil, err
	}
	if p.i >= len(p.b) {
		return nil, p.errAt(p.i, "unexpected end of input, looking for a value")
	}
	n := &Node{Off: p.base + p.i}
	if p.i > gap {
		if c, off := CommentText(p.b[gap:p.i]); c != "" {
			n.Comment = c
			n.CommentOff = p.base + gap + off
			p.src.NoteComment(c, n.CommentOff)
		}
	}
	var err error
	switch c := p.b[p.i]; {
	case c == '{':
		err = p.object(n)
	case c == '[':
		err = p.array(n)
	case c == '"':
		err = p.str(n)
	case c == 't' || c == 'f' || c == 'n':
		err = p.literal(n)
	case c == '-' || c >= '0' && c <= '9':
		err = p.number(n)
	default:
		err = p.errAt(p.i, "invalid character %s looking for a value", p.show(p.i))
	}
	if err != nil {
		return nil, err
	}
	n.End = p.base + p.i
	return n, nil
}

func (p *jsoncParser) object(n *Node) error {
	n.Kind = KObject
	p.i++ // {
	for {
		gap := p.i
		if err := p.skip(); err != nil {
			return err
		}
		if p.i < len(p.b) && p.b[p.i] == '}' {
			p.i++
			return nil
		}
		if p.i >= len(p.b) || p.b[p.i] != '"' {
			return p.errAt(p.i, "invalid character %s looking for an object key (a string)", p.show(p.i))
		}
		p.i = gap
		k, err := p.value()
		if err != nil {
			return err
		}
		if err := p.skip(); err != nil {
			return err
		}
		if p.i >= len(p.b) || p.b[p.i] != ':' {
			return p.errAt(p.i, "invalid character %s after an object key", p.show(p.i))
		}
		p.i++
		v, err := p.value()
		if err != nil {
			return err
		}
		n.Keys = append(n.Keys, k)
		n.Vals = append(n.Vals, v)
		if err := p.skip(); err != nil {
			return err
		}
		switch {
		case p.i < len(p.b) && p.b[p.i] == ',':
			p.i++
		case p.i < len(p.b) && p.b[p.i] == '}':
			p.i++
			return nil
		default:
			return p.errAt(p.i, "invalid character %s after an object member", p.show(p.i))
		}
	}
}

func (p *jsoncParser) array(n *Node) error {
	n.Kind = KArray
	p.i++ // [
	for {
		gap := p.i
		if err := p.skip(); err != nil {
			return err
		}
		if p.i < len(p.b) && p.b[p.i] == ']' {
			p.i++
			return nil
		}
		p.i = gap
		v, err := p.value()
		if err != nil {
			return err
		}
		n.Elems = append(n.Elems, v)
		if err := p.skip(); err != nil {
			return err
		}
		switch {
		case p.i < len(p.b) && p.b[p.i] == ',':
			p.i++
		case p.i < len(p.b) && p.b[p.i] == ']':
			p.i++
			return nil
		default:
			return p.errAt(p.i, "invalid character %s after an array element", p.show(p.i))
		}
	}
}

// str reads a string literal: escapes as JSON has them, no raw control
// characters.
func (p *jsoncParser) str(n *Node) error {
	start := p.i
	j := p.i + 1
	for {
		if j >= len(p.b) {
			return p.errAt(start, "string not closed")
		}
		c := p.b[j]
		switch {
		case c == '"':
			lit := p.b[start : j+1]
			n.Kind = KString
			n.Str, n.Mapper = DecodeJSONString(lit, p.base+start)
			p.i = j + 1
			return nil
		case c == '\\':
			if j+1 >= len(p.b) {
				return p.errAt(start, "string not closed")
			}
			switch p.b[j+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				j += 2
			case 'u':
				if _, ok := hex4(p.b, j+2); !ok {
					return p.errAt(j, "invalid \\u escape in a string")
				}
				j += 6
			default:
				return p.errAt(j, "invalid escape %s in a string", p.show(j+1))
			}
		case c < 0x20:
			return p.errAt(j, "control character %s in a string (write it as an escape)", p.show(j))
		default:
			j++
		}
	}
}

func (p *jsoncParser) literal(n *Node) error {
	for _, w := range []string{"true", "false", "null"} {
		if bytes.HasPrefix(p.b[p.i:], []byte(w)) {
			switch w {
			case "null":
				n.Kind = KNull
			default:
				n.Kind, n.Str = KBool, w
			}
			p.i += len(w)
			return nil
		}
	}
	return p.errAt(p.i, "invalid character %s looking for a value", p.show(p.i))
}

// number reads -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (p *jsoncParser) number(n *Node) error {
	start, j := p.i, p.i
	digits := func() int {
		k := j
		for j < len(p.b) && p.b[j] >= '0' && p.b[j] <= '9' {
			j++
		}
		return j - k
	}
	if p.b[j] == '-' {
		j++
	}
	switch {
	case j < len(p.b) && p.b[j] == '0':
		j++
	case digits() == 0:
		return p.errAt(j, "invalid number")
	}
	if j < len(p.b) && p.b[j] == '.' {
		j++
		if digits() == 0 {
			return p.errAt(j, "invalid number: a digit must follow the decimal point")
		}
	}
	if j < len(p.b) && (p.b[j] == 'e' || p.b[j] == 'E') {
		j++
		if j < len(p.b) && (p.b[j] == '+' || p.b[j] == '-') {
			j++
		}
		if digits() == 0 {
			return p.errAt(j, "invalid number: a digit must follow the exponent")
		}
	}
	n.Kind, n.Str = KNumber, string(p.b[start:j])
	p.i = j
	return nil
}
