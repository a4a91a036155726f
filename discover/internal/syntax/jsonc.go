package syntax

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// jsoncParser reads JSON with comments and trailing commas (JWCC: what
// .vscode/mcp.json, Zed and tsconfig-style files hold) straight into
// Nodes, in one pass: every value keeps its byte span in the file, every
// string the place of its characters, and the comments written directly
// before a value (for inline suppressions). It accepts what JSON accepts,
// plus // and /* */ comments between tokens and a comma before a closing
// bracket. A .json5 file is read as JSON5 (json5.org) reads it: keys
// written as identifiers, strings in single quotes, JavaScript's escapes,
// and numbers with a sign, in hexadecimal, Infinity and NaN.
type jsoncParser struct {
	src   *Source
	b     []byte
	base  int // file offset of b[0] (a line of a JSONL file)
	i     int
	json5 bool
	key   bool // value reads an object's key: in JSON5 an identifier is one
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
	p := &jsoncParser{src: src, b: b, base: base, json5: IsJSON5(src.Path)}
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
		case p.json5 && (c == '\v' || c == '\f'):
			p.i++
		case p.json5 && c >= utf8.RuneSelf && space5(p.b, p.i) > 0:
			p.i += space5(p.b, p.i)
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
	case p.json5 && (c == '"' || c == '\''):
		err = p.str5(n)
	case p.json5 && p.key && identStart(p.b, p.i) > 0:
		err = p.ident(n)
	case c == '"':
		err = p.str(n)
	case p.json5 && (c == '+' || c == '-' || c == '.' || c == 'I' || c == 'N' || c >= '0' && c <= '9'):
		err = p.number5(n)
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
		if p.i >= len(p.b) || p.b[p.i] != '"' && !(p.json5 && (p.b[p.i] == '\'' || identStart(p.b, p.i) > 0)) {
			return p.errAt(p.i, "invalid character %s looking for an object key (a string)", p.show(p.i))
		}
		p.i = gap
		p.key = true
		k, err := p.value()
		p.key = false
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

// IsJSON5 reports a file read as JSON5: one named .json5.
func IsJSON5(path string) bool { return strings.HasSuffix(strings.ToLower(path), ".json5") }

// space5 is the length of the white space JSON5 adds to JSON's at b[i]
// (a no-break space, a byte-order mark, or another space separator), 0
// when there is none there.
func space5(b []byte, i int) int {
	r, n := utf8.DecodeRune(b[i:])
	if r == '\uFEFF' || unicode.Is(unicode.Zs, r) {
		return n
	}
	return 0
}

// identStart is the length of a character that starts an ECMAScript
// identifier at b[i] (a letter, $ or _), 0 when there is none there.
func identStart(b []byte, i int) int {
	if i >= len(b) {
		return 0
	}
	if c := b[i]; c < utf8.RuneSelf {
		if c == '$' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRune(b[i:])
	if unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) {
		return n
	}
	return 0
}

// identPart is the length of a character that continues an identifier
// at b[i]: one that starts it, a digit, a combining mark or a connector.
func identPart(b []byte, i int) int {
	if n := identStart(b, i); n > 0 || i >= len(b) {
		return n
	}
	if c := b[i]; c < utf8.RuneSelf {
		if c >= '0' && c <= '9' {
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRune(b[i:])
	if unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc) || r == '\u200C' || r == '\u200D' {
		return n
	}
	return 0
}

// ident reads an object's key written as an identifier (JSON5): a string,
// its bytes as written.
func (p *jsoncParser) ident(n *Node) error {
	start := p.i
	j := p.i + identStart(p.b, p.i)
	for j < len(p.b) {
		k := identPart(p.b, j)
		if k == 0 {
			break
		}
		j += k
	}
	if j < len(p.b) && p.b[j] == '\\' {
		return p.errAt(j, "an escape in an identifier key (write the key as a string)")
	}
	n.Kind, n.Str, n.Mapper = KString, string(p.b[start:j]), IdentityMapper{Base: p.base + start}
	p.i = j
	return nil
}

// str5 reads a JSON5 string, in double or single quotes, with
// JavaScript's escapes (\', \x41, \v, \0, a backslash before a line
// break that continues the string); each decoded byte keeps the file
// offset it was written at.
func (p *jsoncParser) str5(n *Node) error {
	start, q := p.i, p.b[p.i]
	var out []byte
	var offs []int
	escaped := false
	put := func(s string, at int) {
		for k := 0; k < len(s); k++ {
			out = append(out, s[k])
			offs = append(offs, p.base+at)
		}
	}
	j := p.i + 1
	for {
		if j >= len(p.b) {
			return p.errAt(start, "string not closed")
		}
		c := p.b[j]
		switch {
		case c == q:
			n.Kind = KString
			if !escaped && utf8.Valid(p.b[start+1:j]) {
				n.Str, n.Mapper = string(p.b[start+1:j]), IdentityMapper{Base: p.base + start + 1}
			} else {
				offs = append(offs, p.base+j)
				n.Str, n.Mapper = string(out), TableMapper{Offs: offs}
			}
			p.i = j + 1
			return nil
		case c == '\n' || c == '\r':
			return p.errAt(j, "line break in a string (write it as an escape, or end the line with a backslash)")
		case c == '\\':
			escaped = true
			if j+1 >= len(p.b) {
				return p.errAt(start, "string not closed")
			}
			e := p.b[j+1]
			switch {
			case e == 'n' || e == 't' || e == 'r' || e == 'b' || e == 'f' || e == 'v':
				put(string("\n\t\r\b\f\v"[strings.IndexByte("ntrbfv", e)]), j)
				j += 2
			case e == '0' && !(j+2 < len(p.b) && p.b[j+2] >= '0' && p.b[j+2] <= '9'):
				put("\x00", j)
				j += 2
			case e >= '1' && e <= '9' || e == '0':
				return p.errAt(j, "invalid escape %s in a string", p.show(j+1))
			case e == 'x':
				v, ok := uint32(0), j+4 <= len(p.b)
				if ok {
					v, ok = HexVal(p.b[j+2 : j+4])
				}
				if !ok {
					return p.errAt(j, "invalid \\x escape in a string")
				}
				put(string(rune(v)), j)
				j += 4
			case e == 'u':
				r, n, ok, _ := UnicodeEscape(p.b[j:], false)
				if !ok {
					return p.errAt(j, "invalid \\u escape in a string")
				}
				put(string(r), j)
				j += n
			case e == '\r' && j+2 < len(p.b) && p.b[j+2] == '\n':
				j += 3 // a line continued: nothing of it is the string's
			case e == '\n' || e == '\r':
				j += 2
			case e == 0xE2 && JSONCLineBreak(p.b, j+1) > 0:
				j += 4
			default:
				r, k := utf8.DecodeRune(p.b[j+1:])
				put(string(r), j)
				j += 1 + k
			}
		default:
			r, k := utf8.DecodeRune(p.b[j:])
			put(string(r), j) // RuneError for an invalid byte
			j += k
		}
	}
}

// number5 reads a JSON5 number: a sign, then Infinity, NaN, a
// hexadecimal integer (0x1F) or a decimal one whose point may lead or
// trail (.5, 5.), with an exponent. Its text is kept as written.
func (p *jsoncParser) number5(n *Node) error {
	start, j := p.i, p.i
	if p.b[j] == '+' || p.b[j] == '-' {
		j++
	}
	digits := func(hex bool) int {
		k := j
		for j < len(p.b) && (p.b[j] >= '0' && p.b[j] <= '9' || hex && (p.b[j]|0x20 >= 'a' && p.b[j]|0x20 <= 'f')) {
			j++
		}
		return j - k
	}
	switch {
	case bytes.HasPrefix(p.b[j:], []byte("Infinity")):
		j += len("Infinity")
	case bytes.HasPrefix(p.b[j:], []byte("NaN")):
		j += len("NaN")
	case j+1 < len(p.b) && p.b[j] == '0' && p.b[j+1]|0x20 == 'x':
		j += 2
		if digits(true) == 0 {
			return p.errAt(j, "invalid number: a hexadecimal digit must follow 0x")
		}
	default:
		at := j
		whole := digits(false)
		if whole > 1 && p.b[at] == '0' {
			return p.errAt(at, "invalid number: a leading zero")
		}
		frac := 0
		if j < len(p.b) && p.b[j] == '.' {
			j++
			frac = digits(false)
		}
		if whole == 0 && frac == 0 {
			if start == p.i && p.b[start] != '.' && p.b[start] != '+' && p.b[start] != '-' {
				return p.errAt(p.i, "invalid character %s looking for a value", p.show(p.i))
			}
			return p.errAt(j, "invalid number")
		}
		if j < len(p.b) && (p.b[j] == 'e' || p.b[j] == 'E') {
			j++
			if j < len(p.b) && (p.b[j] == '+' || p.b[j] == '-') {
				j++
			}
			if digits(false) == 0 {
				return p.errAt(j, "invalid number: a digit must follow the exponent")
			}
		}
	}
	if identPart(p.b, j) > 0 {
		return p.errAt(j, "invalid character %s after a number", p.show(j))
	}
	n.Kind, n.Str = KNumber, string(p.b[start:j])
	p.i = j
	return nil
}
