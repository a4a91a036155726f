package detect

import "unicode"

// emojiRanges approximates Unicode's Extended_Pictographic property (Go's
// unicode package does not carry it): the blocks emoji sequences are built
// from. It decides whether a ZERO WIDTH JOINER sits inside an emoji ZWJ
// sequence (👩‍💻) and whether a variation selector follows an emoji.
var emojiRanges = []struct{ lo, hi rune }{
	{0x00a9, 0x00a9}, {0x00ae, 0x00ae}, {0x203c, 0x203c}, {0x2049, 0x2049},
	{0x2122, 0x2122}, {0x2139, 0x2139}, {0x2194, 0x21aa}, {0x231a, 0x23ff},
	{0x24c2, 0x24c2}, {0x25aa, 0x25fe}, {0x2600, 0x27bf}, {0x2934, 0x2935},
	{0x2b05, 0x2b55}, {0x3030, 0x3030}, {0x303d, 0x303d}, {0x3297, 0x3299},
	{0x1f000, 0x1faff}, {0x1fc00, 0x1fffd},
}

func isEmojiRune(r rune) bool {
	if r < 0xa9 {
		return false
	}
	for _, g := range emojiRanges {
		if r < g.lo {
			return false
		}
		if r <= g.hi {
			return true
		}
	}
	return false
}

// isEmojiPart: an emoji, a skin-tone modifier, the keycap mark, or VS16,
// any of which may stand next to a ZWJ in a valid sequence.
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
