package text

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// confusableLatin (confusables_table.go) maps the characters that render
// like a Latin letter to that letter, so that "ignоre" (Cyrillic о) and
// "ѕend_еmail" match the words they imitate. It is generated from Unicode's
// own confusables data (UTS #39), not picked by hand: every non-ASCII
// character the data maps to one ASCII letter (Coptic ⲟ, Lisu ꓳ, Myanmar
// ဝ, Cherokee Ꭺ as well as Cyrillic and Greek), with the case and accent
// closures internal/unigen documents. Characters NFKC turns into ASCII
// (fullwidth and mathematical letters) are not in it: normalization folds
// them first.
//
// The generator reads confusables.txt of Unicode 15.0.0 as ICU 72.1 ships
// it (Debian bookworm: apt-get source --download-only icu, then
// icu/source/data/unidata/confusables.txt of the orig tarball) and checks
// its version and SHA-256:
//
//go:generate go run ../../../internal/unigen -confusables ${UNICODE_CONFUSABLES} -pkg text -out confusables_table.go

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
// NFKC, lower case, confusables folded, separators ('_', '-', '.', ' ')
// and format characters dropped. "send_еmail" (Cyrillic е), "Send-Email",
// "𝚜𝚎𝚗𝚍＿𝚎𝚖𝚊𝚒𝚕" and "send\u00ademail" (a soft hyphen) have the skeleton
// "sendemail".
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

// skeletonRunes is Skeleton for any text, rune by rune. The name is read
// in NFKC first, as every text is: fullwidth, mathematical and other
// compatibility forms of a letter are that letter ("𝚜𝚎𝚗𝚍＿𝚖𝚊𝚒𝚕" is
// "send_mail").
func skeletonRunes(name string) string {
	if !IsASCII(name) {
		name = norm.NFKC.String(name)
	}
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

// Disguise is what a name hides behind: the kinds of character in it that
// render as something else or as nothing.
type Disguise uint8

const (
	DisguiseLookalike     Disguise = 1 << iota // a letter of another script that reads as a Latin one (Cyrillic е)
	DisguiseCompatibility                      // a compatibility form NFKC rewrites (fullwidth ＿, mathematical 𝚊)
	DisguiseInvisible                          // a format character that renders as nothing (soft hyphen, zero width)
)

// String names the kinds, for a finding's detail.
func (d Disguise) String() string {
	var parts []string
	if d&DisguiseLookalike != 0 {
		parts = append(parts, "look-alike letters")
	}
	if d&DisguiseCompatibility != 0 {
		parts = append(parts, "fullwidth or mathematical forms")
	}
	if d&DisguiseInvisible != 0 {
		parts = append(parts, "invisible characters")
	}
	return strings.Join(parts, ", ")
}

// DisguiseOf reports the runes of s that Skeleton folds away or rewrites
// while a reader sees a plain letter or nothing: look-alike letters,
// compatibility forms and format characters. Plain ASCII is never a
// disguise.
func DisguiseOf(s string) Disguise {
	var d Disguise
	for _, r := range s {
		d |= RuneDisguise(r)
	}
	return d
}

// RuneDisguise is DisguiseOf one rune.
func RuneDisguise(r rune) Disguise {
	switch {
	case r < 0x80:
		if IsFormat(r) {
			return DisguiseInvisible
		}
		return 0
	case IsFormat(r):
		return DisguiseInvisible
	case confusableLatin[r] != 0:
		return DisguiseLookalike
	case !norm.NFKC.IsNormalString(string(r)):
		return DisguiseCompatibility
	}
	return 0
}

// IsConfusable reports whether r is a look-alike of a Latin letter.
func IsConfusable(r rune) bool { return r >= 0x80 && confusableLatin[r] != 0 }

// ConfusableTargets returns the look-alike table itself: each non-ASCII
// character to the ASCII letter it reads as. Callers must not change it.
func ConfusableTargets() map[rune]rune { return confusableLatin }

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
