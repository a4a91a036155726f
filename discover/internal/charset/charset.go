// Package charset reads a file's bytes as the text they encode. Every
// reader of discover reads UTF-8: a file in another encoding (UTF-16 by
// its byte-order mark, a legacy encoding the file declares, or one its
// bytes show) is decoded to UTF-8 first, and a file of UTF-8 with stray
// bytes that are no text has each of them read as U+FFFD. A decoded text
// keeps a map from each of its offsets back to the file's bytes. The
// package knows nothing of MCP; a file that is valid UTF-8, the common
// case, costs one utf8.Valid and is not copied.
package charset

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
)

// By says how a file's encoding was known.
type By string

const (
	ByMark        By = "byte-order mark"
	ByDeclaration By = "declared"
	ByGuess       By = "guessed"
	// ByDefault: the file is UTF-8 but for bytes that are no text in it
	// and in no encoding it shows.
	ByDefault By = ""
)

// Text is a file's text, decoded to UTF-8.
type Text struct {
	Data []byte
	// Encoding is the one the file was read as: "UTF-16LE", "Shift_JIS",
	// "GBK", "windows-1252", ... or "UTF-8".
	Encoding string
	By       By
	// Declared is the name the file gives its encoding, as written
	// (By is ByDeclaration).
	Declared string
	// Replaced counts the characters read as U+FFFD: bytes that are no
	// text in Encoding.
	Replaced int
	// First is the offset in Data of the first character that is not
	// the file's own byte (decoded, or replaced); FirstReplaced that of
	// the first replaced one, -1 when none was.
	First, FirstReplaced int
	offsets              *Offsets
}

// Offsets maps the offsets of Data to the file's.
func (t *Text) Offsets() *Offsets { return t.offsets }

// newText is the text of an encoding, nothing decoded yet.
func newText(encoding string) Text { return Text{Encoding: encoding, First: -1, FirstReplaced: -1} }

// done gives t the decoded bytes and their map.
func (t *Text) done(b *builder) {
	if t.First < 0 {
		t.First = 0
	}
	t.Data, t.offsets = b.out, b.offsets()
}

func (t *Text) replaced(at int) {
	if t.FirstReplaced < 0 {
		t.FirstReplaced = at
	}
	t.Replaced++
}

// Decode returns the text of a file that is not to be read as the UTF-8
// it holds, and false for one that is (valid UTF-8, not declared as
// another encoding), which is then read as it is. declared is the
// encoding the file names itself in ("" none: Python's coding cookie is
// the one read today), honoured when this package knows it (Known), as
// the file's language reads the file by it.
//
// Otherwise the encoding is, in order: UTF-16 by its byte-order mark (or
// by the NUL of every other byte of ASCII written in it); UTF-8 by its
// byte-order mark; UTF-8 when the bytes are; else a guess (guess).
func Decode(data []byte, declared string) (Text, bool) {
	if enc := UTF16(data); enc != "" {
		return decodeUTF16(data, enc), true
	}
	bom := len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF
	if e, ok := lookup(declared); ok && !bom {
		switch {
		case e.utf8:
			if utf8.Valid(data) {
				return Text{}, false
			}
			t := replaceInvalid(data)
			t.By, t.Declared = ByDeclaration, declared
			return t, true
		case ascii(data):
			return Text{}, false // every encoding read here reads ASCII as ASCII
		}
		t := e.decode(data, false)
		t.By, t.Declared = ByDeclaration, declared
		return t, true
	}
	if utf8.Valid(data) {
		return Text{}, false
	}
	if bom {
		return replaceInvalid(data), true
	}
	return guess(data), true
}

// guess reads bytes that are not UTF-8 and name no encoding.
//
// UTF-8 first, with its stray bytes replaced, when as many of its
// characters outside ASCII are valid UTF-8 as are not (a Latin-1 or
// Shift-JIS file makes a valid UTF-8 sequence now and then by chance,
// never most of its characters), or when it holds a NUL (no legacy text
// does). Then Shift-JIS, then GBK (GB18030), each taken only when it
// decodes the whole file without an error into text of its script
// (plausible). Then windows-1252, which reads any byte but five; a file
// with one of those five is UTF-8 with stray bytes.
func guess(data []byte) Text {
	valid, invalid, nul := 0, 0, false
	for i := 0; i < len(data); {
		c := data[i]
		if c < utf8.RuneSelf {
			nul = nul || c == 0
			i++
			continue
		}
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n == 1 {
			invalid++
		} else {
			valid++
		}
		i += n
	}
	if nul || valid >= invalid {
		return replaceInvalid(data)
	}
	for _, c := range guesses {
		if t, ok := c(data); ok {
			t.By = ByGuess
			return t
		}
	}
	for _, c := range data {
		if c >= utf8.RuneSelf && charmap.Windows1252.DecodeByte(c) == utf8.RuneError {
			return replaceInvalid(data)
		}
	}
	t := decodeCharmap(data, charmap.Windows1252, "windows-1252")
	t.By = ByGuess
	return t
}

// guesses are the multi-byte encodings a file's bytes are tried as, in
// order: the legacy encodings of Japanese and Chinese that editors on
// Windows still write. Shift-JIS first: Chinese in GBK read as Shift-JIS
// is mostly half-width katakana, which it turns down; Japanese read as
// GBK is rare ideographs outside GB2312, which GBK turns down.
var guesses = []func([]byte) (Text, bool){guessShiftJIS, guessGBK}

func guessShiftJIS(data []byte) (Text, bool) {
	t := decodeMulti(data, japanese.ShiftJIS, "Shift_JIS", true)
	return t, t.Replaced == 0 && plausible(t.Data, japaneseText)
}

func guessGBK(data []byte) (Text, bool) {
	// Of the double-byte characters, most are in GB2312's rows (lead
	// 0xA1-0xF7, trail 0xA1-0xFE), where the characters of ordinary
	// Chinese text are; a four-byte sequence makes it GB18030.
	pairs, common, four := 0, 0, false
	for i := 0; i < len(data); {
		c := data[i]
		switch {
		case c < 0x81 || c == 0xFF || i+1 == len(data):
			i++
		case data[i+1] >= '0' && data[i+1] <= '9':
			four = true
			i += 4
		default:
			pairs++
			if c >= 0xA1 && c <= 0xF7 && data[i+1] >= 0xA1 && data[i+1] <= 0xFE {
				common++
			}
			i += 2
		}
	}
	if pairs == 0 || common*5 < pairs*4 {
		return Text{}, false
	}
	name := "GBK"
	if four {
		name = "GB18030"
	}
	t := decodeMulti(data, simplifiedchinese.GB18030, name, true)
	return t, t.Replaced == 0 && plausible(t.Data, chineseText)
}

// plausible: nine in ten of the text's characters outside ASCII, and at
// least one, are text of the script (ok), and at most half of them stand
// alone between ASCII characters. Japanese and Chinese write words of
// several characters, one after another; Latin-1 read as a double-byte
// encoding makes one character of each accented letter and the ASCII
// letter after it, alone in its word ("résumés" decodes without an error
// as Shift-JIS, into two kanji).
func plausible(text []byte, ok func(rune) bool) bool {
	n, good, alone, run := 0, 0, 0, 0
	for _, r := range string(text) + "\n" {
		if r < utf8.RuneSelf {
			if run == 1 {
				alone++
			}
			run = 0
			continue
		}
		n++
		run++
		if ok(r) {
			good++
		}
	}
	return n > 0 && good*10 >= n*9 && alone*2 <= n
}

// japaneseText: kana, kanji, and the punctuation and symbols of Japanese
// text. Not half-width katakana: what GBK's and Latin-1's bytes become
// read as Shift-JIS, and rare in text written since the 1990s.
func japaneseText(r rune) bool {
	if r >= 0xFF61 && r <= 0xFF9F {
		return false
	}
	return unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) || cjkSymbol(r)
}

// chineseText: hanzi, and the punctuation and symbols of Chinese text.
func chineseText(r rune) bool { return unicode.Is(unicode.Han, r) || cjkSymbol(r) }

// cjkSymbol: CJK and full-width punctuation, and the general punctuation,
// arrows and symbols the double-byte character sets hold.
func cjkSymbol(r rune) bool {
	return r >= 0x3000 && r <= 0x303F || r >= 0xFF01 && r <= 0xFF60 || r >= 0xFFE0 && r <= 0xFFE6 ||
		r >= 0x2010 && r <= 0x266F || r == 0xB7 || r == 0xD7 || r == 0xF7
}

func ascii(data []byte) bool {
	for _, c := range data {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// replaceInvalid reads data as UTF-8, each byte that is not part of a
// valid sequence a U+FFFD.
func replaceInvalid(data []byte) Text {
	t := newText("UTF-8")
	b := newBuilder(len(data) + 16)
	start := 0 // of the valid bytes not yet added
	for i := 0; i < len(data); {
		if data[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(data[i:])
		if r != utf8.RuneError || n != 1 {
			i += n
			continue
		}
		b.add(data[start:i], i-start)
		if t.First < 0 {
			t.First = len(b.out)
		}
		t.replaced(len(b.out))
		b.add([]byte(string(utf8.RuneError)), 1)
		i++
		start = i
	}
	b.add(data[start:], len(data)-start)
	t.done(b)
	return t
}

// decodeCharmap decodes data in a single-byte encoding whose lower half
// is ASCII.
func decodeCharmap(data []byte, cm *charmap.Charmap, name string) Text {
	t := newText(name)
	b := newBuilder(len(data) + len(data)/4)
	var enc [utf8.UTFMax]byte
	start := 0
	for i, c := range data {
		if c < utf8.RuneSelf {
			continue
		}
		b.add(data[start:i], i-start)
		start = i + 1
		if t.First < 0 {
			t.First = len(b.out)
		}
		r := cm.DecodeByte(c)
		if r == utf8.RuneError {
			t.replaced(len(b.out))
		}
		b.add(enc[:utf8.EncodeRune(enc[:], r)], 1)
	}
	b.add(data[start:], len(data)-start)
	t.done(b)
	return t
}

// decodeMulti decodes data in a multi-byte encoding whose ASCII bytes
// are ASCII where a character starts (Shift-JIS, GBK, Big5, EUC). Each
// character outside ASCII is decoded by itself, into the smallest buffer
// that holds it, so that the map knows its bytes. With stop, decoding
// stops at the first byte that is no text (a guess that failed).
func decodeMulti(data []byte, e encoding.Encoding, name string, stop bool) Text {
	t := newText(name)
	b := newBuilder(len(data) + len(data)/2)
	dec := e.NewDecoder()
	var buf [2 * utf8.UTFMax]byte
	start := 0
	for i := 0; i < len(data); {
		if data[i] < utf8.RuneSelf {
			i++
			continue
		}
		b.add(data[start:i], i-start)
		if t.First < 0 {
			t.First = len(b.out)
		}
		nDst, nSrc := 0, 0
		for k := 1; k <= len(buf) && nDst == 0 && nSrc == 0; k++ {
			nDst, nSrc, _ = dec.Transform(buf[:k], data[i:], true)
		}
		out := buf[:nDst]
		if nSrc == 0 {
			out, nSrc = []byte(string(utf8.RuneError)), 1 // no decoder stalls; never loop
		}
		for j := 0; j < len(out); {
			r, n := utf8.DecodeRune(out[j:])
			if r == utf8.RuneError {
				t.replaced(len(b.out) + j)
			}
			j += n
		}
		if stop && t.Replaced > 0 {
			t.done(b)
			return t
		}
		b.add(out, nSrc)
		i += nSrc
		start = i
	}
	b.add(data[start:], len(data)-start)
	t.done(b)
	return t
}
