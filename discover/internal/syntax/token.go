package syntax

import (
	"bytes"
	"unicode/utf8"
)

// A Tok is one token of source code, as the lexers of every language
// reader make it (pyLex for Python, jsLex for TypeScript and JavaScript,
// clikeLex for Rust, Java, Kotlin and C#): one type, so that what reads a
// token (the loose-literal pass, the expression folders, the recognizers'
// helpers) is written once for all of them.
type Tok struct {
	// Kind: 'n' a name, 's' a string, 'o' an operator or punctuation, '#'
	// a number; and, in the language that has one, 'l' a Python logical
	// newline, 'c' a JavaScript template with substitutions, 'd' a Rust
	// doc comment (str: its text).
	Kind     byte
	Text     string
	Off, End int
	// Str is the decoded string of a string token, every byte at its
	// place in the file; nil for one with substitutions (an f-string, a
	// template, an interpolated or templated string) or a byte string.
	Str *Node
	// Frags are the literal parts of a string with substitutions, each at
	// its place (scanned as loose text: looseTexts).
	Frags []*Node
}

// Closing is the index of the bracket that closes the one at token i,
// counting every kind of bracket alike (the lexers have already set
// strings and comments apart); the last token when none does.
func Closing(t []Tok, i int) int {
	depth := 0
	for k := i; k < len(t); k++ {
		switch t[k].Text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 {
				return k
			}
		}
	}
	return len(t) - 1
}

// Items returns the [start, end) token ranges of the comma-separated
// items inside the bracket at token open: a call's arguments, a list's
// elements, an attribute's properties, in every language the lexers read.
// An empty item (a trailing comma) is no item.
func Items(t []Tok, open int) [][2]int {
	end := Closing(t, open)
	var out [][2]int
	start, depth := open+1, 0
	for k := open + 1; k < end; k++ {
		switch t[k].Text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case ",":
			if depth == 0 {
				if k > start {
					out = append(out, [2]int{start, k})
				}
				start = k + 1
			}
		}
	}
	if end > start {
		out = append(out, [2]int{start, end})
	}
	return out
}

// Starts are the first tokens of items.
func Starts(items [][2]int) []int {
	out := make([]int, len(items))
	for i, it := range items {
		out[i] = it[0]
	}
	return out
}

// UnicodeEscape decodes the \u escape at the start of b as JavaScript,
// Java, Kotlin, C# and Rust write it: four hex digits, a surrogate pair as
// two such escapes, or (braces: JavaScript and Rust) \u{1 to 6 hex
// digits}. done is false when b holds none of these forms, and the caller
// goes on as for an unknown escape; a malformed braced form is done and
// not ok.
func UnicodeEscape(b []byte, braces bool) (out []byte, n int, ok, done bool) {
	if braces && len(b) > 2 && b[2] == '{' {
		k := bytes.IndexByte(b[3:], '}')
		if k > 0 && k <= 6 {
			if v, ok := HexVal(b[3 : 3+k]); ok && v <= utf8.MaxRune {
				return []byte(string(rune(v))), 4 + k, true, true
			}
		}
		return nil, 0, false, true
	}
	if len(b) >= 6 {
		if v, ok := HexVal(b[2:6]); ok {
			// A surrogate pair written as two \u escapes.
			if v >= 0xD800 && v < 0xDC00 && len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
				if lo, ok := HexVal(b[8:12]); ok && lo >= 0xDC00 && lo < 0xE000 {
					return []byte(string(rune((v-0xD800)<<10|(lo-0xDC00)) + 0x10000)), 12, true, true
				}
			}
			return []byte(string(rune(v))), 6, true, true
		}
	}
	return nil, 0, false, false
}

func HexVal(b []byte) (uint32, bool) {
	var v uint32
	for _, c := range b {
		switch {
		case c >= '0' && c <= '9':
			v = v<<4 | uint32(c-'0')
		case c >= 'a' && c <= 'f':
			v = v<<4 | uint32(c-'a'+10)
		case c >= 'A' && c <= 'F':
			v = v<<4 | uint32(c-'A'+10)
		default:
			return 0, false
		}
	}
	return v, true
}

func IsIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// KLost is the kind of a token that says where a lexer lost its place (a
// comment or string that does not close, a string broken by a line end
// the language does not allow there): Text is what happened, Off where.
// A lexer appends these after all its other tokens (AppendLost), so a
// reader that walks the tokens meets them only at the end; the walk
// reports each as a notice at its place (LostPlaces). What follows such a
// place was lexed as the lexer recovered, so it may have been read wrong.
const KLost = '!'

// AppendLost appends the lexer's lost places to its tokens.
func AppendLost(toks, lost []Tok) []Tok {
	return append(toks, lost...)
}

// LostAt is a lost place at off.
func LostAt(off int, what string) Tok {
	return Tok{Kind: KLost, Text: what, Off: off, End: off}
}

// LostPlaces are the lost places a lexer appended to toks.
func LostPlaces(toks []Tok) []Tok {
	k := len(toks)
	for k > 0 && toks[k-1].Kind == KLost {
		k--
	}
	return toks[k:]
}
