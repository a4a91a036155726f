package syntax

import (
	"bytes"
	"unicode/utf8"
)

// A Tok is one token of source code, as the lexers of every language
// reader make it (pyLex for Python, jsLex for TypeScript and JavaScript,
// clikeLex for Rust, Java, Kotlin and C#, phpLex for PHP): one type, so that what reads a
// token (the loose-literal pass, the expression folders, the recognizers'
// helpers) is written once for all of them.
type Tok struct {
	// Kind: 'n' a name, 's' a string, 'o' an operator or punctuation, '#'
	// a number; and, in the language that has one, 'l' a Python logical
	// newline, 'c' a JavaScript template with substitutions, 'd' a Rust
	// doc comment (str: its text) or a PHP docblock (no str: its reader
	// reads one where an SDK sends it).
	Kind byte
	// open and close are the bytes of a plain string's opening (prefix
	// and quotes) and closing quote in Text, when its decoded string is
	// made on demand (Str); open is 0 otherwise. Kept in Kind's padding.
	open, close uint8
	Text        string
	Off, End    int
	// str is the decoded string of a string token when it was made at
	// lex time (Str).
	str *Node
	// frags are the literal parts of a string with substitutions, each at
	// its place (scanned as loose text: looseTexts): Frags. A pointer, not
	// a slice, keeps a token at 56 bytes instead of 72; few tokens have
	// them, and a file of 4 MiB can hold 4 million tokens.
	frags *[]*Node
}

// Str is the decoded string of string token t, every byte at its place
// in the file; nil for one with substitutions (an f-string, a template,
// an interpolated or templated string) or a byte string, and for any
// other token. That of a plain string (no escape: the file's bytes
// between its quotes) is made on demand, a new node each call, from the
// token's text: made at lex time, a 4 MiB file of a million short
// strings held a million nodes of 160 bytes beside its tokens, and
// peaked at 365 MB.
func (t *Tok) Str() *Node {
	if t.open == 0 {
		return t.str
	}
	base, n := int(t.open), len(t.Text)-int(t.open)-int(t.close)
	return &Node{Kind: KString, Str: t.Text[base : base+n], Off: t.Off, End: t.End, Mapper: SpanMapper{Base: t.Off + base, N: n}}
}

// PlainStr is the decoded string of a plain string token, whose Str is
// made on demand, and where its first byte is in the file; ok is false
// for any other token.
func (t *Tok) PlainStr() (s string, off int, ok bool) {
	if t.open == 0 {
		return "", 0, false
	}
	return t.Text[t.open : len(t.Text)-int(t.close)], t.Off + int(t.open), true
}

// HasStr says whether Str is not nil, making no node.
func (t *Tok) HasStr() bool { return t.open != 0 || t.str != nil }

// SetStr sets the decoded string of string token t.
func (t *Tok) SetStr(n *Node) { t.str, t.open, t.close = n, 0, 0 }

// SetPlainStr says that string token t, whose Text is the file's bytes
// from Off to End, is plain: its decoded string is Text less its first
// open and last close bytes, each byte at its place (Str).
func (t *Tok) SetPlainStr(open, close int) {
	if open <= 0 || open > 255 || close < 0 || close > 255 || open+close > len(t.Text) || len(t.Text) != t.End-t.Off {
		base := t.Off + open
		t.SetStr(&Node{Kind: KString, Str: t.Text[open : len(t.Text)-close], Off: t.Off, End: t.End, Mapper: SpanMapper{Base: base, N: len(t.Text) - open - close}})
		return
	}
	t.str, t.open, t.close = nil, uint8(open), uint8(close)
}

// Frags are the literal parts of the string with substitutions t is, each
// at its place; nil for any other token.
func (t *Tok) Frags() []*Node {
	if t.frags == nil {
		return nil
	}
	return *t.frags
}

// SetFrags sets the literal parts of a string with substitutions (nil:
// none).
func (t *Tok) SetFrags(f []*Node) {
	if f == nil {
		t.frags = nil
		return
	}
	t.frags = &f
}

// tokStart is TokBound's table: 1 for a byte that starts a token of its
// own, 2 for one that may start a run of letters (one token), 3 for one
// that may start a token and a lost place (a quote, a '/'), 4 for a line
// end, 0 for a blank.
var tokStart = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c == ' ' || c == '\t':
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			t[c] = 2
		case c == '"' || c == '\'' || c == '`' || c == '/':
			t[c] = 3
		case c == '\n' || c == '\r':
			t[c] = 4
		default:
			t[c] = 1
		}
	}
	return t
}()

// TokCap is the capacity a lexer allocates the tokens of b with. From
// tokBoundFrom bytes on, it is the most tokens b can be (TokBound), so
// that the slice is allocated once: grown by append to hold 4 million
// tokens, it allocated five times their size, and a 4 MiB file of
// one-byte tokens peaked over a gigabyte. Below, it is a guess that holds
// a source file's tokens (one per four bytes), grown if short: counting
// every file's bound was a tenth of a scan of a TypeScript monorepo, and
// a smaller file grows its slice to a few megabytes at most.
func TokCap(b []byte) int {
	if len(b) < tokBoundFrom {
		return len(b)/4 + 16
	}
	return TokBound(b)
}

// tokBoundFrom is the size from which TokCap is TokBound.
const tokBoundFrom = 256 << 10

// TokBound is the most tokens a lexer of this project (Python, JavaScript,
// the C-like languages, Go's scanner) makes of b. No two tokens start at the
// same byte, and none starts at a blank (space, tab) or inside a run of
// ASCII letters and '_' after its first byte; a digit, a '$', a
// non-ASCII byte or a line end may each start one (Python makes a token
// of each digit of a number, and of each character outside ASCII), and
// Go's scanner adds one at the end. A lexer also appends a token for each
// place it lost (KLost, Lost: a string, template, regular
// expression or block comment that does not close). Each of those opens
// at a quote or a '/' of its own, and each ends at a line end of its own
// (LF or CR: one not closed on its line) or is the one the end of the
// file stops, so there are no more of them than the fewer of quotes and
// slashes, and of line ends plus one. It counts past what a token holds
// (the words inside a string), so on prose it is a few times the tokens,
// and at most one and a half times the bytes, plus two.
func TokBound(b []byte) int {
	n, opens, ends, word := 1, 0, 0, false
	for _, c := range b {
		switch tokStart[c] {
		case 0:
			word = false
		case 1:
			n++
			word = false
		case 2:
			if !word {
				n++
			}
			word = true
		case 3:
			n++
			opens++
			word = false
		default:
			n++
			ends++
			word = false
		}
	}
	return n + min(opens, ends+1)
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

// Brackets answers Closing and Items for one file's tokens from a table
// made in one pass: Closing runs to the end of the file from every
// bracket left open, so a file of unclosed calls (f( f( f( …) cost the
// square of its size, seconds at a few hundred kilobytes, in every
// language; nested calls each read by Items did too. The zero value is
// ready: the table is made at the first question, and made again if
// asked about another slice.
type Brackets struct {
	t []Tok
	// end holds, for an opening bracket, the index of the bracket that
	// closes it (the last token when none does); 0 for any other token.
	end []int32
}

// isOpen and isClose are the brackets Closing counts.
func isOpen(s string) bool  { return s == "(" || s == "[" || s == "{" }
func isClose(s string) bool { return s == ")" || s == "]" || s == "}" }

func (b *Brackets) table(t []Tok) []int32 {
	if b.end != nil && len(b.t) == len(t) && (len(t) == 0 || &b.t[0] == &t[0]) {
		return b.end
	}
	// The brackets still open form a stack, linked through end itself (an
	// open bracket's entry holds the one below it, plus one), so that
	// depth costs no memory of its own.
	end := make([]int32, len(t))
	top := int32(-1)
	for k := range t {
		switch s := t[k].Text; {
		case isOpen(s):
			end[k] = top + 1
			top = int32(k)
		case isClose(s) && top >= 0:
			below := end[top] - 1
			end[top] = int32(k)
			top = below
		}
	}
	for top >= 0 {
		below := end[top] - 1
		end[top] = int32(len(t) - 1)
		top = below
	}
	b.t, b.end = t, end
	return end
}

// nearBrackets is how far Closing looks for a bracket's closer before it
// makes the table: most close within a few tokens, and the table, 4
// bytes a token, is made only for a file that asks about one that does
// not (its cost stays linear: a question costs at most this many steps).
const nearBrackets = 64

// Closing is Closing(t, i), in constant time once the table is made.
func (b *Brackets) Closing(t []Tok, i int) int {
	if i < 0 || i >= len(t) || !isOpen(t[i].Text) {
		return Closing(t, i) // not a bracket that opens: as Closing counts from it
	}
	if b.end == nil || len(b.t) != len(t) || &b.t[0] != &t[0] {
		depth := 0
		for k := i; k < len(t) && k < i+nearBrackets; k++ {
			switch s := t[k].Text; {
			case isOpen(s):
				depth++
			case isClose(s):
				depth--
				if depth == 0 {
					return k
				}
			}
		}
	}
	return int(b.table(t)[i])
}

// Items is Items(t, open), each bracket inside passed over at once.
func (b *Brackets) Items(t []Tok, open int) [][2]int {
	if open < 0 || open >= len(t) || !isOpen(t[open].Text) {
		return Items(t, open)
	}
	end := b.Closing(t, open)
	var out [][2]int
	start := open + 1
	for k := open + 1; k < end; k++ {
		switch s := t[k].Text; {
		case isOpen(s):
			// Its closer is before end, or it is end (both left open).
			k = int(b.table(t)[k])
		case s == ",":
			if k > start {
				out = append(out, [2]int{start, k})
			}
			start = k + 1
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
// A lexer appends these after all its other tokens (Lost.Finish), so a
// reader that walks the tokens meets them only at the end; the walk
// reports each as a notice at its place (LostPlaces). What follows such a
// place was lexed as the lexer recovered, so it may have been read wrong.
const KLost = '!'

// Lost holds a lexer's lost places until Finish puts them after its
// tokens. When the tokens' slice was allocated at its bound (TokCap, from
// tokBoundFrom bytes on), the places are written in its spare capacity,
// from its end back: the bound counts them, so the tokens appended after
// never reach them. A slice of their own, grown by append, allocated five
// times their size: a 4 MiB Python file of a quote and a line end
// repeated (two million places) peaked at 1.2 GB. Below the bound, or
// past what the spare capacity holds, they go in a slice of their own.
type Lost struct {
	full  []Tok // the tokens' slice at its capacity, when at the bound
	n     int   // places written at full's end
	grown []Tok
}

// NewLost is the Lost of a lexer of b whose tokens are toks, as TokCap
// allocated them.
func NewLost(toks []Tok, b []byte) Lost {
	if len(b) < tokBoundFrom {
		return Lost{}
	}
	return Lost{full: toks[:cap(toks)]}
}

// Add adds lost place t; toks are the tokens so far.
func (l *Lost) Add(toks []Tok, t Tok) {
	if l.grown == nil && cap(toks) == len(l.full) && len(toks)+l.n < len(l.full) {
		l.n++
		l.full[len(l.full)-l.n] = t
		return
	}
	l.grown = append(l.grown, t)
}

// Finish appends the lost places, in the order they were added, to toks.
func (l *Lost) Finish(toks []Tok) []Tok {
	if l.n > 0 {
		tail := l.full[len(l.full)-l.n:]
		for i, j := 0, len(tail)-1; i < j; i, j = i+1, j-1 {
			tail[i], tail[j] = tail[j], tail[i]
		}
		if cap(toks) == len(l.full) && len(toks)+l.n <= cap(toks) {
			k := len(toks)
			toks = toks[:k+l.n]
			copy(toks[k:], tail) // may overlap: copy moves
			clear(l.full[max(k+l.n, len(l.full)-l.n):])
		} else {
			toks = append(toks, tail...)
		}
	}
	return append(toks, l.grown...)
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
