package discover

import (
	"unicode/utf16"
	"unicode/utf8"
)

// utf16Encoding says whether a file's head is UTF-16 text: "UTF-16LE" or
// "UTF-16BE" after a byte-order mark, or, without one, when every other
// byte of its first 64 is NUL and the bytes between are not (ASCII
// written as UTF-16); "" otherwise. UTF-8 text never holds a NUL.
func utf16Encoding(head []byte) string {
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
	for i := 0; i < n; i += 2 {
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

// utf16Head decodes a UTF-16 head to UTF-8 for the sniffers (a last odd
// byte or a cut surrogate pair is dropped).
func utf16Head(head []byte, enc string) []byte {
	units := make([]uint16, 0, len(head)/2)
	for i := 0; i+1 < len(head); i += 2 {
		if enc == "UTF-16BE" {
			units = append(units, uint16(head[i])<<8|uint16(head[i+1]))
		} else {
			units = append(units, uint16(head[i])|uint16(head[i+1])<<8)
		}
	}
	if len(units) > 0 && units[0] == 0xFEFF {
		units = units[1:]
	}
	out := make([]byte, 0, len(units))
	for _, r := range utf16.Decode(units) {
		out = utf8.AppendRune(out, r)
	}
	return out
}
