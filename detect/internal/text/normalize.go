// Package text is the text analysis under every phrase check: the
// normalization of a raw text into runes that keep their raw offsets
// (NFKC, format runes and controls stripped, typographic variants
// folded), the letter classes the tokenizer reads, look-alike folding and
// name skeletons, and the stemmer.
//
// It knows no rule, vocabulary or check: the tokenizer in package detect
// builds tokens from these runes and gives them the classes of the rule
// set it is handed.
package text

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Rune is a rune of the normalized text, with the offset in the raw text
// of the byte it came from, so that whatever is found in the normalized
// text points at the raw characters.
type Rune struct {
	R   rune
	Off int32 // raw byte offset the rune came from
}

// IsFormat reports runes normalization strips: format controls (Cf:
// zero-width, bidi, tags, soft hyphen), variation selectors, Hangul fillers,
// the combining grapheme joiner, private use, and C0/C1 controls other than
// tab and line breaks.
func IsFormat(r rune) bool {
	switch {
	case r < 0x20:
		return r != '\t' && r != '\n' && r != '\r'
	case r < 0x7f:
		return false
	case r <= 0x9f:
		return true
	case r >= 0xfe00 && r <= 0xfe0f, r >= 0xe0100 && r <= 0xe01ef:
		return true
	case r == 0x3164 || r == 0xffa0 || r == 0x115f || r == 0x1160 || r == 0x034f:
		return true
	case r >= 0x180b && r <= 0x180f:
		return true
	case r >= 0xe000 && r <= 0xf8ff, r >= 0xf0000:
		return true
	}
	return unicode.Is(unicode.Cf, r)
}

// Fold maps typographic variants to their ASCII forms.
func Fold(r rune) rune {
	switch r {
	case '\u2018', '\u2019', '\u201a', '\u201b', '\u2032', '\u02bc', '\uff07':
		return '\''
	case '\u201c', '\u201d', '\u201e', '\u201f', '\u2033', '\u00ab', '\u00bb', '\u2039', '\u203a':
		return '"'
	case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212':
		return '-'
	case '\u00a0', '\u2007', '\u202f', '\u3000':
		return ' '
	case '\u2028', '\u2029', '\u0085':
		return '\n'
	}
	return r
}

// ASCII character classes, so the tokenizer's inner loops avoid calls.
const (
	cLetter = 1 << iota
	cUpper
	cDigit
)

var asciiClass = func() (t [128]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = cLetter
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = cLetter | cUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = cDigit
	}
	return
}()

// IsLetter reports whether r is a letter or a combining mark.
func IsLetter(r rune) bool {
	if r < 0x80 {
		return r >= 0 && asciiClass[r]&cLetter != 0
	}
	return caseless(r) || unicode.IsLetter(r) || unicode.IsMark(r)
}

// caseless: r is in a block whose every code point is a letter
// without case (Lo): the CJK unified ideographs and the Hangul syllables,
// most of the text outside ASCII that tools are described in. It answers
// without the binary searches of unicode.IsLetter and unicode.IsUpper.
func caseless(r rune) bool {
	return r >= 0x4e00 && r <= 0x9fff || r >= 0xac00 && r <= 0xd7a3
}

// IsDigit reports whether r is an ASCII digit.
func IsDigit(r rune) bool { return r >= '0' && r <= '9' }

// ToLower is unicode.ToLower, quicker for ASCII.
func ToLower(r rune) rune {
	if r < 0x80 {
		if r >= 'A' && r <= 'Z' {
			return r + 32
		}
		return r
	}
	return unicode.ToLower(r)
}

// IsUpper reports whether r is an upper-case letter.
func IsUpper(r rune) bool {
	if r < 0x80 {
		return r >= 'A' && r <= 'Z'
	}
	return !caseless(r) && unicode.IsUpper(r)
}

// IsASCII reports whether s is all ASCII.
func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// keepsByte is 1 for the ASCII bytes normalization keeps, 0 for those it
// drops (dropsByte).
var keepsByte = func() (t [256]uint8) {
	for c := range t {
		if !dropsByte(byte(c)) {
			t[c] = 1
		}
	}
	return
}()

// dropsByte reports ASCII bytes normalization drops: control bytes other
// than tab and line ends.
func dropsByte(c byte) bool {
	return c < 0x20 && c != '\t' && c != '\n' && c != '\r' || c == 0x7f
}

// Normalize applies NFKC, strips format runes and folds typographic variants,
// remembering each rune's raw offset.
func Normalize(raw string, buf []Rune) []Rune {
	if IsASCII(raw) {
		return normASCII(raw, buf)
	}
	buf = buf[:0]
	// Most text outside ASCII is already in NFKC (an em dash, curly
	// quotes, an emoji, a word in another script): the quick check finds
	// the prefix that is, and its runes are read as they are. Each rune
	// takes the offset of the segment it starts or continues (a rune with
	// a normalization boundary before it starts one), as the iterator
	// below gives them.
	n := norm.NFKC.QuickSpanString(raw)
	seg := 0
	for i := 0; i < n; {
		if c := raw[i]; c < 0x80 {
			if c >= 0x20 && c != 0x7f || c == '\t' || c == '\n' || c == '\r' {
				buf = append(buf, Rune{rune(c), int32(i)})
			}
			seg = i
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(raw[i:])
		if norm.NFKC.PropertiesString(raw[i:]).BoundaryBefore() {
			seg = i
		}
		if !IsFormat(r) {
			buf = append(buf, Rune{Fold(r), int32(seg)})
		}
		i += size
	}
	if n < len(raw) {
		buf = normIter(raw, n, buf)
	}
	return buf
}

// Plain reports whether s is plain: ASCII, with no byte that
// normalization drops (dropsByte), so that each byte is its own rune and
// PlainRunes is its normalization.
func Plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || keepsByte[c] == 0 {
			return false
		}
	}
	return true
}

// PlainRunes is Normalize of a plain text (Plain): every byte is
// its own rune, at its own offset.
func PlainRunes(raw string, buf []Rune) []Rune {
	if cap(buf) < len(raw) {
		buf = make([]Rune, 0, len(raw))
	}
	buf = buf[:len(raw)]
	raw = raw[:len(buf)]
	for i := range buf {
		buf[i] = Rune{rune(raw[i]), int32(i)}
	}
	return buf
}

// normASCII is Normalize of an ASCII text: every byte is its own rune,
// but for the control bytes that are dropped.
func normASCII(raw string, buf []Rune) []Rune {
	if cap(buf) < len(raw) {
		buf = make([]Rune, 0, len(raw))
	}
	buf = buf[:len(raw)]
	k := 0
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		buf[k] = Rune{rune(c), int32(i)}
		// The next byte takes a dropped byte's place (no branch).
		k += int(keepsByte[c])
	}
	return buf[:k]
}

// normIter appends the runes of NFKC(raw[from:]), read by the
// normalization iterator, each with the offset of its segment.
func normIter(raw string, from int, buf []Rune) []Rune {
	var it norm.Iter
	it.InitString(norm.NFKC, raw[from:])
	for !it.Done() {
		start := from + it.Pos()
		seg := it.Next()
		for len(seg) > 0 {
			r, n := utf8.DecodeRune(seg)
			seg = seg[n:]
			if IsFormat(r) {
				continue
			}
			buf = append(buf, Rune{Fold(r), int32(start)})
		}
	}
	return buf
}
