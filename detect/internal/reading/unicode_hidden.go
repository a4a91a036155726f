package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

type hiddenClass uint8

const (
	HcNone hiddenClass = iota
	HcZeroWidth
	HcBidi
	HcTag
	HcPrivateUse
	HcVariationSelector
	hcInvisibleOperator
	HcHangulFiller
	hcFormat
	HcControl
	HcTerminal
	HcCount
)

func ClassifyHidden(r rune) hiddenClass {
	switch {
	case r < 0x20:
		switch r {
		case '\t', '\n', '\r':
			return HcNone
		case 0x1b, 0x08:
			return HcTerminal
		}
		return HcControl
	case r < 0x7f:
		return HcNone
	case r <= 0x9f:
		if r == 0x9b {
			return HcTerminal
		}
		return HcControl
	case r < 0xad:
		return HcNone
	}
	switch {
	case r == 0x200b || r == 0x200c || r == 0x200d || r == 0x2060 || r == 0xfeff ||
		r == 0x180e || r == 0x00ad || r == 0x034f:
		return HcZeroWidth
	case r == 0x200e || r == 0x200f || r == 0x061c || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069):
		return HcBidi
	case r >= 0xe0000 && r <= 0xe007f:
		return HcTag
	case (r >= 0xe000 && r <= 0xf8ff) || (r >= 0xf0000 && r <= 0xffffd) || (r >= 0x100000 && r <= 0x10fffd):
		return HcPrivateUse
	case (r >= 0xfe00 && r <= 0xfe0f) || (r >= 0xe0100 && r <= 0xe01ef) || (r >= 0x180b && r <= 0x180d) || r == 0x180f:
		return HcVariationSelector
	case r >= 0x2061 && r <= 0x2064:
		return hcInvisibleOperator
	case r == 0x3164 || r == 0xffa0 || r == 0x115f || r == 0x1160:
		return HcHangulFiller
	case r == 0x2028 || r == 0x2029:
		return hcFormat
	}
	if unicode.Is(unicode.Cf, r) {
		return hcFormat
	}
	return HcNone
}

// hiddenGroup is a cluster of hidden characters close together in one text.
type HiddenGroup struct {
	Start, End int
	Counts     [HcCount]int
	TagMsg     []byte
	VsBytes    []byte
	// named: every hidden character of the group is one the text names
	// (by code point or Unicode name): it shows them, it does not hide
	// them ("strips U+200B ZERO WIDTH SPACE, as in 'a\u200bb'").
	Named bool
}

func NextRune(s string, i int) rune {
	if i >= len(s) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r
}

// toolText is every text of a tool, each on its own line.
func ToolText(v *ToolView) string {
	var b strings.Builder
	for i := range v.FieldList {
		b.WriteString(v.FieldList[i].Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// isUnspacedScriptRune: a letter of a script written without spaces between
// words, where ZERO WIDTH SPACE marks the word boundaries.
func IsUnspacedScriptRune(r rune) bool {
	return r >= 0 && (unicode.In(r, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar, unicode.Tibetan,
		unicode.Han, unicode.Hiragana, unicode.Katakana))
}
