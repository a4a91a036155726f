package syntax

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// MaxDepth bounds the nesting of a parsed document. Deeper input is
// rejected before parsing (a 100,000-deep array must not exhaust the stack
// or the memory of a recursive parser).
const MaxDepth = 256

// MaxValues bounds the values (objects, arrays, strings, numbers) of one
// parsed file. Parsing costs about 300 bytes of memory per value, so a
// 30 MB file of 900,000 tiny tools would need gigabytes before any cap on
// definitions could act; past this bound the file is refused before it is
// parsed, and the refusal is reported (the scan is incomplete). A large
// real tool fixture holds a few tens of thousands.
const MaxValues = 1_000_000

func TooManyValues(n int) error {
	return &ParseError{Msg: fmt.Sprintf("more than %d values in one file; it was not parsed (a bound on memory): split the file, or scan it alone", MaxValues)}
}

// ParseError is a syntax error at a place in a file.
type ParseError struct {
	Line, Col int
	Msg       string
	// Syntax: the text is not valid in its format (a JSON, YAML or TOML
	// syntax error), as opposed to a bound the reader keeps or a form
	// it refuses: a client that parses the file fails as well.
	Syntax bool
}

func (e *ParseError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
	}
	return e.Msg
}

// CheckJSONDepth scans JSON or JSONC text for nesting deeper than MaxDepth,
// skipping strings and comments.
func CheckJSONDepth(src *Source, b []byte) error {
	depth, values := 0, 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"', '{', '[', 't', 'f', 'n', '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			// The first byte of a value (strings, including keys, are
			// skipped whole below; a number's or literal's first byte is
			// counted with the rest: an upper bound on the values).
			if values++; values > MaxValues {
				return TooManyValues(values)
			}
		}
		switch b[i] {
		case '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
		case '/':
			if i+1 < len(b) && b[i+1] == '/' {
				i = JSONCLineCommentEnd(b, i+2)
			} else if i+1 < len(b) && b[i+1] == '*' {
				k := bytes.Index(b[i+2:], []byte("*/"))
				if k < 0 {
					return nil // the parser reports the unterminated comment
				}
				i += k + 3
			}
		case '{', '[':
			depth++
			if depth > MaxDepth {
				line, col := src.Position(i)
				return &ParseError{Line: line, Col: col, Msg: fmt.Sprintf("nesting deeper than %d levels", MaxDepth)}
			}
		case '}', ']':
			depth--
		}
	}
	return nil
}

// ParseJSON parses JSON with comments and trailing commas (JWCC, as VS Code
// and many clients accept) into a Node tree.
func ParseJSON(src *Source, b []byte, base int) (*Node, error) {
	if err := CheckJSONDepth(src, b); err != nil {
		return nil, err
	}
	return ParseJSONC(src, b, base)
}

// CommentText extracts the comment lines of a JSONC gap.
func CommentText(extra []byte) (string, int) {
	s := string(extra)
	first := -1
	var lines []string
	for i := 0; i < len(s); {
		switch {
		case strings.HasPrefix(s[i:], "//"):
			if first < 0 {
				first = i
			}
			j := JSONCLineCommentEnd(extra, i+2)
			lines = append(lines, strings.TrimSpace(s[i+2:j]))
			i = j
		case strings.HasPrefix(s[i:], "/*"):
			if first < 0 {
				first = i
			}
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				j = len(s) - i - 2
			}
			lines = append(lines, strings.TrimSpace(s[i+2:i+2+j]))
			i += j + 4
		default:
			i++
		}
	}
	return strings.Join(lines, "\n"), first
}

// jsonMapper walks the raw literal to map decoded offsets to the file. Long
// literals get checkpoints (decoded offset → raw index every few KB) built
// on first use, so locating many signals in a huge string stays linear.
type jsonMapper struct {
	lit   []byte // the literal including quotes
	base  int    // file offset of the opening quote
	marks []jsonMark
}

type jsonMark struct{ decoded, raw int }

const jsonMarkEvery = 4096

func (m *jsonMapper) fileOffset(d int) int {
	pos, i := 0, 1
	if len(m.lit) > 2*jsonMarkEvery {
		if m.marks == nil {
			m.marks = []jsonMark{{0, 1}}
			p, next := 0, 1+jsonMarkEvery
			for j := 1; j < len(m.lit)-1; {
				if j >= next {
					m.marks = append(m.marks, jsonMark{p, j})
					next = j + jsonMarkEvery
				}
				n, adv := jsonUnit(m.lit, j)
				p += n
				j += adv
			}
		}
		k := sort.Search(len(m.marks), func(k int) bool { return m.marks[k].decoded > d }) - 1
		if k >= 0 {
			pos, i = m.marks[k].decoded, m.marks[k].raw
		}
	}
	for i < len(m.lit)-1 {
		if pos >= d {
			return m.base + i
		}
		n, adv := jsonUnit(m.lit, i)
		pos += n
		i += adv
	}
	return m.base + len(m.lit) - 1
}

// jsonUnit decodes one unit of a JSON string body at i: it returns how many
// decoded bytes the unit yields and how many raw bytes it spans. A
// surrogate-pair escape (\udb40\udc41) is one unit of 12 raw bytes.
func jsonUnit(lit []byte, i int) (decoded, raw int) {
	c := lit[i]
	if c != '\\' {
		if c < utf8.RuneSelf {
			return 1, 1
		}
		r, n := utf8.DecodeRune(lit[i:])
		if r == utf8.RuneError && n == 1 {
			return 3, 1 // an invalid byte decodes to U+FFFD
		}
		return n, n
	}
	if i+1 >= len(lit) {
		return 0, 1
	}
	switch lit[i+1] {
	case 'u':
		r1, ok := hex4(lit, i+2)
		if !ok {
			return 0, 2
		}
		if utf16.IsSurrogate(r1) {
			if i+11 < len(lit) && lit[i+6] == '\\' && lit[i+7] == 'u' {
				if r2, ok := hex4(lit, i+8); ok {
					if r := utf16.DecodeRune(r1, r2); r != utf8.RuneError {
						return utf8.RuneLen(r), 12
					}
				}
			}
			return 3, 6 // a lone surrogate decodes to U+FFFD
		}
		return utf8.RuneLen(r1), 6
	default:
		return 1, 2
	}
}

func hex4(b []byte, i int) (rune, bool) {
	if i+4 > len(b) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(b[i:i+4]), 16, 32)
	return rune(v), err == nil
}

// DecodeJSONString decodes a string literal exactly as encoding/json does
// (invalid bytes and lone surrogates become U+FFFD) and returns its mapper.
func DecodeJSONString(lit []byte, base int) (string, OffsetMapper) {
	body := lit[1 : len(lit)-1]
	plain := true
	for _, c := range body {
		if c == '\\' || c >= utf8.RuneSelf {
			plain = false
			break
		}
	}
	if plain {
		// A string without escapes is its bytes: it aliases the
		// Source's Data, which is never written (Source.Data), rather
		// than copying it. Descriptions are most of a fixture's bytes,
		// and this was a sixth of a 10,000-tool scan's live heap.
		if len(body) == 0 {
			return "", IdentityMapper{Base: base + 1}
		}
		return unsafe.String(&body[0], len(body)), IdentityMapper{Base: base + 1}
	}
	var out strings.Builder
	out.Grow(len(body))
	for i := 1; i < len(lit)-1; {
		c := lit[i]
		if c != '\\' {
			if c < utf8.RuneSelf {
				out.WriteByte(c)
				i++
				continue
			}
			r, n := utf8.DecodeRune(lit[i:])
			out.WriteRune(r) // RuneError for an invalid byte
			i += n
			continue
		}
		_, adv := jsonUnit(lit, i)
		switch lit[i+1] {
		case 'u':
			r1, _ := hex4(lit, i+2)
			if adv == 12 {
				r2, _ := hex4(lit, i+8)
				out.WriteRune(utf16.DecodeRune(r1, r2))
			} else if utf16.IsSurrogate(r1) {
				out.WriteRune(utf8.RuneError)
			} else {
				out.WriteRune(r1)
			}
		case 'n':
			out.WriteByte('\n')
		case 't':
			out.WriteByte('\t')
		case 'r':
			out.WriteByte('\r')
		case 'b':
			out.WriteByte('\b')
		case 'f':
			out.WriteByte('\f')
		default:
			out.WriteByte(lit[i+1])
		}
		i += adv
	}
	return out.String(), &jsonMapper{lit: lit, base: base}
}
