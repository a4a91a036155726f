package hiddenunicode

import (
	"unicode"
)

// isEmojiRune reports Unicode's Extended_Pictographic property (Go's
// unicode package does not carry it): the characters emoji sequences are
// built from. It decides whether a ZERO WIDTH JOINER sits inside an emoji
// ZWJ sequence (👩‍💻) and whether a variation selector follows an emoji.
// The table (emoji_table.go) is generated from UTS #51 emoji-data.txt of
// Emoji 15.0, as Debian bookworm's unicode-data package installs it:
//
//go:generate go run ../../internal/unigen -emoji ${UNICODE_EMOJI_DATA} -pkg hiddenunicode -out emoji_table.go
func isEmojiRune(r rune) bool {
	if r < 0xa9 {
		return false
	}
	lo, hi := 0, len(extendedPictographic)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch g := extendedPictographic[m]; {
		case r < g[0]:
			hi = m
		case r > g[1]:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}

// isEmojiPart: an emoji, a skin-tone modifier, the keycap mark, or the
// emoji presentation selector (U+FE0F), any of which may stand next to a
// ZWJ in a valid sequence.
func isEmojiPart(r rune) bool {
	return isEmojiRune(r) || (r >= 0x1f3fb && r <= 0x1f3ff) || r == 0x20e3 || r == 0xfe0f
}

// joiningScripts use ZWNJ and ZWJ inside words as part of their spelling
// (Persian "می‌خواهم", Malayalam chillus, Sinhala conjuncts).
var joiningScripts = []*unicode.RangeTable{
	unicode.Arabic, unicode.Syriac, unicode.Devanagari, unicode.Bengali,
	unicode.Gurmukhi, unicode.Gujarati, unicode.Oriya, unicode.Tamil,
	unicode.Telugu, unicode.Kannada, unicode.Malayalam, unicode.Sinhala,
	unicode.Mongolian, unicode.Thaana, unicode.Nko, unicode.Khmer,
	unicode.Myanmar, unicode.Tibetan, unicode.Mandaic, unicode.Hebrew,
}

func isJoiningScriptRune(r rune) bool {
	return r >= 0x590 && unicode.In(r, joiningScripts...)
}

var rtlScripts = []*unicode.RangeTable{
	unicode.Hebrew, unicode.Arabic, unicode.Syriac, unicode.Thaana,
	unicode.Nko, unicode.Samaritan, unicode.Mandaic,
}

func isRTLLetter(r rune) bool {
	return r >= 0x590 && unicode.IsLetter(r) && unicode.In(r, rtlScripts...)
}
