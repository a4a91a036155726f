package text

import (
	"strings"
	"testing"
)

// TestConfusablesTable pins entries of the table generated from UTS #39,
// one per way internal/unigen reaches a letter, and the table's shape:
// every key outside ASCII and kept by NFKC, every value an ASCII letter.
func TestConfusablesTable(t *testing.T) {
	if ConfusablesVersion != "15.0.0" {
		t.Errorf("ConfusablesVersion = %q", ConfusablesVersion)
	}
	for r, want := range map[rune]rune{
		0x2C9F: 'o', // COPTIC SMALL LETTER O: the data maps it to o
		0xA4F3: 'O', // LISU LETTER O
		0x101D: 'o', // MYANMAR LETTER WA
		0x13AA: 'A', // CHEROKEE LETTER GO
		0x0430: 'a', // CYRILLIC SMALL LETTER A
		0x043D: 'h', // CYRILLIC SMALL LETTER EN: prototype ʜ, a small capital H
		0x043A: 'k', // CYRILLIC SMALL LETTER KA: prototype ĸ; its capital К is K
		0x0451: 'e', // CYRILLIC SMALL LETTER IO: е with diaeresis
		0x0406: 'I', // CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I: prototype l, as for I
	} {
		if got := confusableLatin[r]; got != want {
			t.Errorf("confusableLatin[%U] = %q, want %q", r, got, want)
		}
	}
	for _, r := range []rune{'a', 0xFF41 /* fullwidth a: NFKC's */, 0x0434 /* д */, 0x05D0 /* א */, 0x4E00} {
		if got, ok := confusableLatin[r]; ok {
			t.Errorf("confusableLatin[%U] = %q, want no entry", r, got)
		}
	}
	if n := len(confusableLatin); n < 800 || n > 900 {
		t.Errorf("%d entries: the generator's output changed shape", n)
	}
	for r, l := range confusableLatin {
		if r < 0x80 || !(l >= 'a' && l <= 'z' || l >= 'A' && l <= 'Z') {
			t.Errorf("entry %U → %q: want a non-ASCII key and an ASCII letter", r, l)
		}
	}
}

// TestFoldConfusablesScripts: a Latin word with one Coptic, Lisu or
// Myanmar look-alike folds to the word it imitates; words of those scripts
// written in them, which hold letters without a look-alike, stay as they are.
func TestFoldConfusablesScripts(t *testing.T) {
	for in, want := range map[string]string{
		"instructi\u2c9fns":        "instructions", // Coptic ⲟ
		"instructi\ua4f3ns":        "instructiOns", // Lisu ꓳ, a capital O
		"instructi\u101dns":        "instructions", // Myanmar ဝ
		"\u101d\u1014\u103a":       "\u101d\u1014\u103a",
		"\u2c98\u2c81\u2c93":       "\u2c98\u2c81\u2c93",       // Coptic with letters of its own
		"\u0444\u0430\u0439\u043b": "\u0444\u0430\u0439\u043b", // Russian "файл"
	} {
		rs := []rune(in)
		FoldConfusables(rs)
		if got := string(rs); got != want {
			t.Errorf("FoldConfusables(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSkeletonFolds(t *testing.T) {
	for in, want := range map[string]string{
		"send\uff3fmail": "sendmail", // fullwidth low line
		"\U0001d69c\U0001d68e\U0001d697\U0001d68d_mail": "sendmail", // mathematical monospace
		"send_ma\u00adil":          "sendmail",      // soft hyphen
		"sen\u0434_mail":           "sen\u0434mail", // Cyrillic д has no ASCII prototype
		"\u0455\u0435nd_m\u0430il": "sendmail",
	} {
		if got := Skeleton(in); got != want {
			t.Errorf("Skeleton(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDisguiseOf(t *testing.T) {
	for in, want := range map[string]Disguise{
		"send_mail":                      0,
		"send\uff3fmail":                 DisguiseCompatibility,
		"send_ma\u00adil":                DisguiseInvisible,
		"s\u0435nd_mail":                 DisguiseLookalike,
		"s\u0435nd\u200b_\U0001d696ail":  DisguiseLookalike | DisguiseInvisible | DisguiseCompatibility,
		"\u30e1\u30fc\u30eb\u9001\u4fe1": 0, // Japanese: a name in its own script
		"caf\u00e9":                      0,
	} {
		if got := DisguiseOf(in); got != want {
			t.Errorf("DisguiseOf(%q) = %v, want %v", in, got, want)
		}
	}
	if s := (DisguiseLookalike | DisguiseInvisible).String(); !strings.Contains(s, "look-alike letters") || !strings.Contains(s, "invisible characters") {
		t.Errorf("String() = %q", s)
	}
}

// Every small-capital look-alike is a look-alike of the table, and the
// table's comment says its prototype is a small capital.
func TestSmallCapitalPrototype(t *testing.T) {
	if len(smallCapitalPrototype) == 0 {
		t.Fatal("empty")
	}
	for r := range smallCapitalPrototype {
		if confusableLatin[r] == 0 {
			t.Errorf("%U is not in confusableLatin", r)
		}
	}
	if !SmallCapitalLookalike(0x043D) || SmallCapitalLookalike(0x0430) {
		t.Error("н has a small-capital prototype, а does not")
	}
}
