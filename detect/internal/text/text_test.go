package text

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

func TestSkeleton(t *testing.T) {
	for in, want := range map[string]string{
		"send_email": "sendemail", "Send-Email": "sendemail", "send_\u0435mail": "sendemail", "sendEmail": "sendemail",
		"get.user info": "getuserinfo", "ѕend_еmail": "sendemail", "READ\u200bFILE": "readfile", "": "",
	} {
		if got := Skeleton(in); got != want {
			t.Errorf("Skeleton(%q) = %q, want %q", in, got, want)
		}
	}
}

// randomTexts are short texts over an alphabet of the cases the fast paths
// decide on: capitals, separators, look-alikes, combining marks,
// compatibility forms, format runes, controls and broken UTF-8.
func randomTexts(seed uint64, n int) []string {
	alphabet := []string{"a", "b", "Z", "_", "-", ".", " ", "\t", "\n", "\x00", "\x7f", "\u0301", "\u0308", "\u0327", "e",
		"\u00e9", "\u1100", "\u1161", "\u11a8", "\ufb01", "\u00bd", "\u200b", "\u2014", "\u2019", "\U0001f600", "\ufe0f",
		"\u212b", "A\u030a", "\u0915\u094d", "\u0435", "\u043e", "\u0391", "\xff", "\xc3", "\u4e2d", "\uac00"}
	rng := rand.New(rand.NewPCG(seed, 11))
	texts := make([]string, n)
	for k := range texts {
		var b strings.Builder
		for range 1 + rng.IntN(12) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		texts[k] = b.String()
	}
	return texts
}

// TestSkeletonFastPathIsExact: Skeleton's byte path for ASCII names gives
// what the rune path gives.
func TestSkeletonFastPathIsExact(t *testing.T) {
	ascii := 0
	for _, s := range randomTexts(3, 20000) {
		if got, want := Skeleton(s), skeletonRunes(s); got != want {
			t.Fatalf("Skeleton(%q) = %q, rune by rune %q", s, got, want)
		}
		if IsASCII(s) {
			ascii++
		}
	}
	if ascii < 100 {
		t.Fatalf("only %d ASCII names: the comparison proves little", ascii)
	}
}

// TestNormalizeQuickSpanIsExact: the runes read directly from the prefix
// the NFKC quick check passes are the runes, and offsets, the
// normalization iterator gives for the whole text.
func TestNormalizeQuickSpanIsExact(t *testing.T) {
	texts := append(randomTexts(7, 20000),
		"cafe\u0301 and q\u0308 and \u1100\u1161\u11a8 jamo",       // combining marks, Hangul jamo
		"\ufb01le \u2460 \uff21\uff22 \u00bd \u2126 \u212b \u0130", // compatibility forms
		"a\u200bb\u200dc\ufe0fd\U000e0041e\u00adf",                 // format runes
		"x"+strings.Repeat("\u0301", 40)+"y",                       // more non-starters than a segment holds
		"bad \xff\xfe utf-8 \xc3", "\xe2\x80", "é\x00\x7f\u0085 controls",
	)
	direct := 0
	for _, s := range texts {
		got, want := Normalize(s, nil), normIter(s, 0, nil)
		if len(got) != len(want) || (len(got) > 0 && !reflect.DeepEqual(got, want)) {
			t.Fatalf("Normalize(%q)\n got %v\nwant %v", s, got, want)
		}
		if !IsASCII(s) && norm.NFKC.QuickSpanString(s) > 0 {
			direct++
		}
		if Plain(s) && !reflect.DeepEqual(PlainRunes(s, nil), want) {
			t.Fatalf("PlainRunes(%q) differs from Normalize", s)
		}
	}
	if direct < 1000 {
		t.Fatalf("only %d texts outside ASCII took the direct path: the comparison proves little", direct)
	}
}

// TestCaselessBlock: every code point of the blocks caseless answers for
// is a letter without case, as the unicode tables say.
func TestCaselessBlock(t *testing.T) {
	n := 0
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !caseless(r) {
			continue
		}
		n++
		if !unicode.IsLetter(r) || unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsMark(r) || !unicode.Is(unicode.Lo, r) {
			t.Fatalf("U+%04X: caseless says a letter without case; unicode disagrees", r)
		}
	}
	if n != (0x9fff-0x4e00+1)+(0xd7a3-0xac00+1) {
		t.Fatalf("caseless covers %d code points", n)
	}
}

func TestStem(t *testing.T) {
	for in, want := range map[string]string{
		"ignore": "ignor", "ignores": "ignor", "ignored": "ignor", "ignoring": "ignor",
		"copies": "copy", "passes": "pass", "running": "run", "status": "status", "re-sends": "re-send", "café": "café",
	} {
		if got := Stem(in); got != want {
			t.Errorf("Stem(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFoldConfusables(t *testing.T) {
	for in, want := range map[string]string{
		"ign\u043ere":         "ignore",             // one Cyrillic о among Latin letters
		"\u0435\u0445\u0435c": "exec",               // a word all of look-alikes but one Latin letter
		"\u043e":              "\u043e",             // one look-alike alone is a Cyrillic letter
		"\u043c\u0438\u0440":  "\u043c\u0438\u0440", // Russian with a letter that has no look-alike
	} {
		rs := []rune(in)
		FoldConfusables(rs)
		if got := string(rs); got != want {
			t.Errorf("FoldConfusables(%q) = %q, want %q", in, got, want)
		}
	}
}
