package text

import "strings"

// confusableLatin maps characters that render like a Latin letter to that
// letter, so that "ignоre" (Cyrillic о) and "ѕend_еmail" match the words
// they imitate. The table is the subset of Unicode's confusables that maps a
// single Cyrillic, Greek, Armenian or Latin-extension letter to one ASCII
// letter; NFKC already folds fullwidth and mathematical alphanumerics.
var confusableLatin = map[rune]rune{
	// Cyrillic lower case.
	'а': 'a', 'в': 'b', 'е': 'e', 'һ': 'h', 'і': 'i', 'ј': 'j', 'к': 'k',
	'ӏ': 'l', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'ԛ': 'q', 'ѕ': 's',
	'т': 't', 'у': 'y', 'х': 'x', 'ԝ': 'w', 'ԁ': 'd', 'ɡ': 'g', 'с': 'c',
	'ү': 'y', 'ѵ': 'v', 'ӓ': 'a', 'ё': 'e', 'ї': 'i', 'ӧ': 'o',
	// Cyrillic upper case.
	'А': 'A', 'В': 'B', 'Е': 'E', 'Н': 'H', 'І': 'I', 'Ј': 'J', 'К': 'K',
	'М': 'M', 'О': 'O', 'Р': 'P', 'Ѕ': 'S', 'Т': 'T', 'Х': 'X', 'С': 'C',
	'Ү': 'Y', 'Ԛ': 'Q', 'Ԝ': 'W', 'Ӏ': 'I',
	// Greek.
	'α': 'a', 'ο': 'o', 'ρ': 'p', 'ν': 'v', 'ι': 'i', 'κ': 'k', 'τ': 't',
	'υ': 'u', 'χ': 'x', 'ϲ': 'c', 'ϳ': 'j', 'ε': 'e',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K',
	'Μ': 'M', 'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X',
	'Ϲ': 'C',
	// Armenian and Latin extensions that pass for ASCII letters.
	'օ': 'o', 'ս': 'u', 'ց': 'g', 'հ': 'h', 'ո': 'n', 'ք': 'q',
	'ı': 'i', 'ȷ': 'j', 'ɑ': 'a', 'ꞵ': 'b', 'ʏ': 'y', 'ɪ': 'i', 'ᴠ': 'v',
	'ᴡ': 'w', 'ᴢ': 'z', 'ꜱ': 's', 'ᴏ': 'o', 'ᴄ': 'c', 'ᴜ': 'u',
}

// FoldConfusables folds the runes of a word to Latin when the word mixes
// Latin letters with look-alikes, or consists only of look-alikes (a whole
// word spelled in Cyrillic that reads as English). Words of other scripts are
// left alone. It reports whether anything was folded.
func FoldConfusables(rs []rune) bool {
	latin, look, other := 0, 0, 0
	for _, r := range rs {
		switch {
		case r < 0x80:
			if (r|0x20) >= 'a' && (r|0x20) <= 'z' {
				latin++
			}
		case confusableLatin[r] != 0:
			look++
		default:
			if IsLetter(r) {
				other++
			}
		}
	}
	if look == 0 || (latin == 0 && (other > 0 || look < 2)) {
		return false
	}
	for i, r := range rs {
		if m := confusableLatin[r]; m != 0 {
			rs[i] = m
		}
	}
	return true
}

// Skeleton reduces a tool name to the form two look-alike names share:
// lower case, confusables folded, separators ('_', '-', '.', ' ') dropped.
// "send_еmail" (Cyrillic е) and "Send-Email" have the skeleton "sendemail".
func Skeleton(name string) string {
	// One table look per byte, no branch: what the name holds.
	var has uint8
	for i := 0; i < len(name); i++ {
		has |= skelBytes[name[i]]
	}
	if has&skNonASCII == 0 {
		if has&skChange == 0 {
			return name // most names: already a skeleton, no copy
		}
		b := make([]byte, 0, len(name))
		for i := 0; i < len(name); i++ {
			switch c := name[i]; c {
			case '_', '-', '.', ' ':
			default:
				b = append(b, lowerByte(c))
			}
		}
		return string(b)
	}
	return skeletonRunes(name)
}

// Byte classes of Skeleton's first pass.
const (
	skNonASCII = 1 << iota // a byte outside ASCII
	skChange               // a capital or a separator: the skeleton differs
)

var skelBytes = func() (t [256]uint8) {
	for c := range t {
		switch b := byte(c); {
		case b >= 0x80:
			t[c] = skNonASCII
		case b >= 'A' && b <= 'Z', b == '_', b == '-', b == '.', b == ' ':
			t[c] = skChange
		}
	}
	return
}()

// skeletonRunes is Skeleton for any text, rune by rune.
func skeletonRunes(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	for _, r := range name {
		if r >= 0x80 {
			if m := confusableLatin[r]; m != 0 {
				r = m
			}
		}
		switch r {
		case '_', '-', '.', ' ':
			continue
		}
		if r >= 0x80 && IsFormat(r) {
			continue
		}
		b.WriteRune(ToLower(r))
	}
	return b.String()
}

// IsConfusable reports whether r is a look-alike of a Latin letter.
func IsConfusable(r rune) bool { return r >= 0x80 && confusableLatin[r] != 0 }

// HasConfusable reports whether s holds any look-alike letter.
func HasConfusable(s string) bool {
	for _, r := range s {
		if r >= 0x80 && confusableLatin[r] != 0 {
			return true
		}
	}
	return false
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}
