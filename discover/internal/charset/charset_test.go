package charset

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// piece is a character (or a run of ASCII) of a test file: its bytes in
// the file and the text they read as.
type piece struct{ file, text string }

func pieces(ps ...piece) (file []byte, text string) {
	var t strings.Builder
	for _, p := range ps {
		file = append(file, p.file...)
		t.WriteString(p.text)
	}
	return file, t.String()
}

func utf16LE(s string, bom bool) string {
	var b []byte
	if bom {
		b = append(b, 0xFF, 0xFE)
	}
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return string(b)
}

func utf16BE(s string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return string(b)
}

// Each case is a file written piece by piece, so that where each
// character's bytes start in the file is known without the decoder: the
// text must be the pieces' text, read as the encoding said, and every
// offset of the text where a piece starts must map to where its bytes
// start in the file.
func TestDecode(t *testing.T) {
	for _, tc := range []struct {
		name     string
		declared string
		ps       []piece
		enc      string
		by       By
		replaced int
	}{
		{name: "latin-1 by its letters", ps: []piece{{"Returns the caf", "Returns the caf"}, {"\xe9", "é"}, {" menu.\n", " menu.\n"}},
			enc: "windows-1252", by: ByGuess},
		{name: "latin-1 that would decode as Shift-JIS", ps: []piece{{"r", "r"}, {"\xe9", "é"}, {"sum", "sum"}, {"\xe9", "é"}, {"s", "s"}},
			enc: "windows-1252", by: ByGuess},
		{name: "windows-1252 letters beside punctuation", ps: []piece{{"the caf", "the caf"}, {"\xe9", "é"}, {"\x92", "’"}, {"s menu", "s menu"}},
			enc: "windows-1252", by: ByGuess},
		{name: "shift-jis katakana", ps: []piece{{"# ", "# "}, {"\x83\x74", "フ"}, {"\x83\x40", "ァ"}, {"\x83\x43", "イ"}, {"\x83\x8b", "ル"}, {"\n", "\n"}},
			enc: "Shift_JIS", by: ByGuess},
		{name: "windows-1252 quotes", ps: []piece{{"say ", "say "}, {"\x93", "“"}, {"hi", "hi"}, {"\x94", "”"}, {".", "."}},
			enc: "windows-1252", by: ByGuess},
		{name: "shift-jis", ps: []piece{{`"`, `"`}, {"\x93\x56", "天"}, {"\x8b\x43", "気"}, {"\x97\x5c", "予"}, {"\x95\xf1", "報"}, {"\x82\xf0", "を"},
			{"\x95\xd4", "返"}, {"\x82\xb5", "し"}, {"\x82\xdc", "ま"}, {"\x82\xb7", "す"}, {"\x81\x42", "。"}, {"\"\n", "\"\n"}},
			enc: "Shift_JIS", by: ByGuess},
		{name: "gbk", ps: []piece{{`"`, `"`}, {"\xb7\xb5", "返"}, {"\xbb\xd8", "回"}, {"\xcc\xec", "天"}, {"\xc6\xf8", "气"}, {"\xd4\xa4", "预"},
			{"\xb1\xa8", "报"}, {"\xa1\xa3", "。"}, {"\"\n", "\"\n"}},
			enc: "GBK", by: ByGuess},
		{name: "utf-8 with a stray byte", ps: []piece{{"a \xe2\x80\x94 b ", "a — b "}, {"\xff", "\ufffd"}, {" c\n", " c\n"}},
			enc: "UTF-8", by: ByDefault, replaced: 1},
		{name: "a byte windows-1252 leaves undefined", ps: []piece{{"a ", "a "}, {"\x81", "\ufffd"}, {" b", " b"}},
			enc: "UTF-8", by: ByDefault, replaced: 1},
		{name: "bytes of a binary file", ps: []piece{{"a\x00", "a\x00"}, {"\xe9", "\ufffd"}},
			enc: "UTF-8", by: ByDefault, replaced: 1},
		{name: "utf-8 by its mark, with a stray byte", ps: []piece{{"\xef\xbb\xbfcaf", "\ufeffcaf"}, {"\xe9", "\ufffd"}},
			enc: "UTF-8", by: ByDefault, replaced: 1},
		{name: "utf-16le by its mark", ps: []piece{{"\xff\xfe", ""}, {utf16LE(`{"a":"`, false), `{"a":"`}, {utf16LE("天", false), "天"}, {utf16LE("é", false), "é"},
			{utf16LE("\U000E0041", false), "\U000E0041"}, {utf16LE("\"}\r\n", false), "\"}\r\n"}},
			enc: "UTF-16LE", by: ByMark},
		{name: "utf-16be by its mark", ps: []piece{{"\xfe\xff", ""}, {utf16BE(`{"tools": [], "b": "`), `{"tools": [], "b": "`}, {utf16BE("気"), "気"}, {utf16BE("\"}\n"), "\"}\n"}},
			enc: "UTF-16BE", by: ByMark},
		{name: "utf-16le without a mark", ps: []piece{{utf16LE(`{"tools": [{"name": "x"}]}`, false), `{"tools": [{"name": "x"}]}`}},
			enc: "UTF-16LE", by: ByMark},
		{name: "utf-16 with an unpaired surrogate and an odd byte", ps: []piece{{"\xff\xfe", ""}, {utf16LE("abcdefgh", false), "abcdefgh"}, {"\x00\xd8", "\ufffd"}, {"\x41\x00", "A"}, {"\x42", "\ufffd"}},
			enc: "UTF-16LE", by: ByMark, replaced: 2},
		{name: "declared latin-1, valid utf-8", declared: "latin-1", ps: []piece{{"caf", "caf"}, {"\xc3", "Ã"}, {"\xa9", "©"}},
			enc: "ISO-8859-1", by: ByDeclaration},
		{name: "declared shift_jis", declared: "shift_jis", ps: []piece{{"x = '", "x = '"}, {"\x93\x56", "天"}, {"'", "'"}},
			enc: "Shift_JIS", by: ByDeclaration},
		{name: "declared cp1251", declared: "cp1251", ps: []piece{{"x = '", "x = '"}, {"\xcf", "П"}, {"\xf0", "р"}, {"'", "'"}},
			enc: "windows-1251", by: ByDeclaration},
		{name: "declared utf-8 with a stray byte", declared: "utf-8", ps: []piece{{"caf", "caf"}, {"\xe9", "\ufffd"}},
			enc: "UTF-8", by: ByDeclaration, replaced: 1},
		{name: "declared but unknown: guessed", declared: "utf-7", ps: []piece{{"caf", "caf"}, {"\xe9", "é"}},
			enc: "windows-1252", by: ByGuess},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file, text := pieces(tc.ps...)
			got, ok := Decode(file, tc.declared)
			if !ok {
				t.Fatalf("Decode(%q) read the file as it is", file)
			}
			if string(got.Data) != text || got.Encoding != tc.enc || got.By != tc.by || got.Replaced != tc.replaced {
				t.Fatalf("Decode(%q) = %q as %s (%q), %d replaced; want %q as %s (%q), %d replaced",
					file, got.Data, got.Encoding, got.By, got.Replaced, text, tc.enc, tc.by, tc.replaced)
			}
			at, off := 0, 0
			for _, p := range tc.ps {
				if f := got.Offsets().File(at); f != off && len(p.text) > 0 {
					t.Errorf("text offset %d (%q) maps to file offset %d, want %d", at, p.text, f, off)
				}
				at, off = at+len(p.text), off+len(p.file)
			}
			if f := got.Offsets().File(at); f != off {
				t.Errorf("the text's end %d maps to file offset %d, want %d", at, f, off)
			}
		})
	}
}

// The first changed and the first replaced character are where a notice
// says the file was decoded.
func TestDecodeFirst(t *testing.T) {
	got, _ := Decode([]byte("ab\ncaf\xe9 \xe8"), "")
	if got.First != len("ab\ncaf") || got.FirstReplaced != -1 {
		t.Errorf("latin-1: first changed at %d, replaced at %d; want %d, -1", got.First, got.FirstReplaced, len("ab\ncaf"))
	}
	got, _ = Decode([]byte("a — b\n\xff"), "")
	if got.First != len("a — b\n") || got.FirstReplaced != got.First {
		t.Errorf("stray byte: first changed at %d, replaced at %d; want %d for both", got.First, got.FirstReplaced, len("a — b\n"))
	}
}

// A file that is UTF-8 is not copied, whatever it holds; nor is one that
// declares an encoding and holds only ASCII, which reads the same in it.
func TestDecodeUTF8(t *testing.T) {
	for _, tc := range []struct{ data, declared string }{
		{"plain ASCII\n", ""},
		{"caf\u00e9 \u2014 \u5929\u6c17 \U000E0041\n", ""},
		{"\xef\xbb\xbfwith its mark\n", ""},
		{"caf\u00e9\n", "utf-8"},
		{"# -*- coding: latin-1 -*-\nx = 1\n", "latin-1"},
		{"x = 1\n", "shift_jis"},
		{"x = '\u00e9'\n", "utf-7"},
		{"", ""},
		{"\x00\x00\x00", ""},
	} {
		if got, ok := Decode([]byte(tc.data), tc.declared); ok {
			t.Errorf("Decode(%q, %q) = %q as %s, want it read as it is", tc.data, tc.declared, got.Data, got.Encoding)
		}
	}
}

func TestKnown(t *testing.T) {
	for name, want := range map[string]bool{
		"latin-1": true, "Latin_1": true, "iso-8859-15": true, "cp1252": true, "windows-1251": true, "koi8_r": true,
		"shift_jis": true, "cp932": true, "euc_jp": true, "gbk": true, "GB2312": true, "gb18030": true, "big5": true, "cp949": true,
		"utf-8": true, "UTF8": true, "ascii": true,
		"utf-7": false, "iso-2022-jp": false, "utf-16": false, "cp037": false, "rot13": false, "": false,
	} {
		if got := Known(name); got != want {
			t.Errorf("Known(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestUTF16(t *testing.T) {
	for _, tc := range []struct{ head, want string }{
		{"\xff\xfe{", "UTF-16LE"},
		{"\xfe\xff\x00{", "UTF-16BE"},
		{utf16LE(`{"tools": []}`, false), "UTF-16LE"},
		{utf16BE(`{"tools": []}`), "UTF-16BE"},
		{`{"tools": []}`, ""},
		{"\x00\x00\x00\x00\x00\x00\x00\x00", ""},
		{"ab", ""},
	} {
		if got := UTF16([]byte(tc.head)); got != tc.want {
			t.Errorf("UTF16(%q) = %q, want %q", tc.head, got, tc.want)
		}
	}
}

// Whatever the bytes and the name they declare, the text is UTF-8 and
// its map runs forward through the file, from its start to its end: a
// finding's byte offset is always inside the file, in order.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"caf\xe9", "\x93\x56\x8b\x43", "\xb7\xb5\xbb\xd8", "a \xe2\x80\x94 \xff", "\xff\xfea\x00\x00\xd8", "\xfe\xff\x00a\xd8\x00\xdc\x00", "\xef\xbb\xbf\xe9", "x\x00\xe9"} {
		f.Add([]byte(s), "")
	}
	f.Add([]byte("x = '\x93\x56'"), "shift_jis")
	f.Add([]byte("x = '\xc3\xa9'"), "latin-1")
	f.Add([]byte("x = '\xe9'"), "utf-8")
	f.Fuzz(func(t *testing.T, data []byte, declared string) {
		got, ok := Decode(data, declared)
		if !ok {
			return
		}
		if !utf8.Valid(got.Data) {
			t.Fatalf("Decode(%q, %q) = %q: not UTF-8", data, declared, got.Data)
		}
		prev := 0
		for off := 0; off <= len(got.Data); off++ {
			f := got.Offsets().File(off)
			if f < prev || f > len(data) {
				t.Fatalf("Decode(%q, %q): text offset %d maps to file offset %d (the one before to %d, the file has %d bytes)", data, declared, off, f, prev, len(data))
			}
			prev = f
		}
		if f := got.Offsets().File(len(got.Data)); f != len(data) {
			t.Fatalf("Decode(%q, %q): the text's end maps to %d, not the file's end %d", data, declared, f, len(data))
		}
		if got.First < 0 || got.First > len(got.Data) || got.Replaced > 0 && (got.FirstReplaced < got.First || got.FirstReplaced >= len(got.Data)) {
			t.Fatalf("Decode(%q, %q): first changed %d, first replaced %d, of %d", data, declared, got.First, got.FirstReplaced, len(got.Data))
		}
	})
}
