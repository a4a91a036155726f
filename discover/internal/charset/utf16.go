package charset

import (
	"unicode/utf16"
	"unicode/utf8"
)

// UTF16 says whether a file's head is UTF-16 text: "UTF-16LE" or
// "UTF-16BE" after a byte-order mark, or, without one, when every other
// byte of its first 64 is NUL and the bytes between are not (ASCII
// written as UTF-16); "" otherwise. UTF-8 text never holds a NUL.
func UTF16(head []byte) string {
	if len(head) >= 2 {
		switch {
		case head[0] == 0xFF && head[1] == 0xFE:
			return "UTF-16LE"
		case head[0] == 0xFE && head[1] == 0xFF:
			return "UTF-16BE"
		}
	}
	n := min(len(head), 64) &^ 1
	if n < 8 {
		return ""
	}
	le, be := true, true
	for i := 0; i < n && (le || be); i += 2 {
		le = le && head[i] != 0 && head[i+1] == 0
		be = be && head[i] == 0 && head[i+1] != 0
	}
	switch {
	case le:
		return "UTF-16LE"
	case be:
		return "UTF-16BE"
	}
	return ""
}

// decodeUTF16 decodes data, UTF-16 of byte order enc, leaving out its
// byte-order mark: an editor shows none, so the columns of the first line
// are counted without it. An unpaired surrogate, or a last odd byte, is a
// U+FFFD; a head cut at an arbitrary byte ends in one at most.
func decodeUTF16(data []byte, enc string) Text {
	b := newBuilder(len(data) / 2 * 3 / 2)
	t := newText(enc)
	t.By = ByMark
	unit := func(i int) rune {
		if enc == "UTF-16BE" {
			return rune(data[i])<<8 | rune(data[i+1])
		}
		return rune(data[i]) | rune(data[i+1])<<8
	}
	var enc8 [utf8.UTFMax]byte
	i := 0
	if len(data) >= 2 && unit(0) == 0xFEFF {
		b.add(nil, 2)
		i = 2
	}
	for i < len(data) {
		r, n, bad := utf8.RuneError, len(data)-i, true
		if n >= 2 {
			r, n, bad = unit(i), 2, false
			switch {
			case utf16.IsSurrogate(r) && r < 0xDC00 && i+4 <= len(data) && unit(i+2) >= 0xDC00 && unit(i+2) <= 0xDFFF:
				r, n = utf16.DecodeRune(r, unit(i+2)), 4
			case utf16.IsSurrogate(r):
				r, bad = utf8.RuneError, true
			}
		}
		if bad {
			t.replaced(len(b.out))
		}
		if t.First < 0 {
			t.First = len(b.out)
		}
		b.add(enc8[:utf8.EncodeRune(enc8[:], r)], n)
		i += n
	}
	t.done(b)
	return t
}
