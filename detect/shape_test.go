package detect

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// shapeByBytes is shapeOfText written as plainly as the definitions of
// textShape, a pass per property: the reference the one pass is held to.
func shapeByBytes(s string) reading.TextShape {
	isKey := func(c byte) bool { return reading.IsWordByte(c) || strings.IndexByte("-+/=", c) >= 0 }
	var sh reading.TextShape
	keyRun, digits := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isKey(c) {
			keyRun++
		} else {
			keyRun = 0
		}
		if keyRun >= reading.MinSecretRun {
			sh.Keyed = true
		}
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == ' ' || c == '-':
		default:
			digits = 0
		}
		if digits >= 13 {
			sh.Card = true
		}
	}
	sh.Candidate = candidateByBytes(s)
	sh.Encoded = encodedByBytes(s)
	return sh
}

// encodedByBytes reports whether a whole run of base64 bytes is
// minCandidateRun or longer and all hex digits, or holds both cases and a
// digit or three capitals, or is base32 (capitals and 2-7, a digit among
// them).
func encodedByBytes(s string) bool {
	for _, run := range strings.FieldsFunc(s, func(r rune) bool { return r >= 0x80 || !reading.IsB64Char(byte(r)) }) {
		if len(run) < reading.MinCandidateRun {
			continue
		}
		hex, upper, lower, digits := true, 0, 0, 0
		for i := 0; i < len(run); i++ {
			c := run[i]
			hex = hex && reading.IsHexChar(c)
			switch {
			case c >= 'A' && c <= 'Z':
				upper++
			case c >= 'a' && c <= 'z':
				lower++
			case c >= '0' && c <= '9':
				digits++
			}
		}
		if hex || upper > 0 && lower > 0 && (digits > 0 || upper >= 3) {
			return true
		}
		// Base32: capitals and the digits 2-7 only, a digit among them.
		b32 := digits > 0 && lower == 0 && !strings.ContainsAny(run, "0189+/-_=")
		if b32 {
			return true
		}
	}
	return false
}

// candidateByBytes reports whether s holds % or \ or is encoded.
func candidateByBytes(s string) bool {
	return strings.ContainsAny(s, `%\`) || encodedByBytes(s)
}

// randomRuns joins up to maxParts runs of up to maxRun bytes, each run's
// bytes drawn from one of parts.
func randomRuns(rng *rand.Rand, parts []string, maxParts, maxRun int) string {
	var b strings.Builder
	for k := rng.IntN(maxParts); k >= 0; k-- {
		p := parts[rng.IntN(len(parts))]
		for r := rng.IntN(maxRun); r >= 0; r-- {
			b.WriteByte(p[rng.IntN(len(p))])
		}
	}
	return b.String()
}

func TestShapeOfTextMatchesBytes(t *testing.T) {
	check := func(text string) {
		t.Helper()
		got, want := reading.ShapeOfText(text), shapeByBytes(text)
		if got != want {
			t.Fatalf("shapeOfText(%q) = %+v, byte by byte %+v", text, got, want)
		}
	}
	for _, text := range corpusTexts(t) {
		check(text)
	}
	// Random texts of runs that straddle block boundaries at every
	// offset: hex digits, letters of one or both cases, base64 and key
	// punctuation, card separators, escapes, and bytes outside ASCII
	// whose low seven bits are one of those (0xc1 is 'A'|0x80, 0xa0 is
	// ' '|0x80).
	rng := rand.New(rand.NewPCG(3, 5))
	parts := []string{"0123456789abcdef", "ABCDEF", "abcxyz", "QRSTUV", "+/-_", "==", " ", "-", "0123456789", ".", ":", "%", "\\", "é", "\x00\x01\x7f", "\t\n", "\r", "~",
		"\xa0\xa5\xdc\xab\xaf\xbd\xdf\xad\xb0\xb9\xc1\xc6\xda\xe1\xe6\xfa"}
	var seen reading.TextShape
	for n := 0; n < 200000; n++ {
		s := randomRuns(rng, parts, 6, 20)
		check(s)
		sh := reading.ShapeOfText(s)
		seen.Keyed = seen.Keyed || sh.Keyed
		seen.Card = seen.Card || sh.Card
		seen.Candidate = seen.Candidate || sh.Candidate && !strings.ContainsAny(s, `%\`)
	}
	if !seen.Keyed || !seen.Card || !seen.Candidate {
		t.Fatalf("the random texts never made %+v true", seen)
	}
	// Every length around the thresholds and the block size.
	for n := 0; n <= 40; n++ {
		for _, fill := range []string{"a", "A", "aB", "f0", "1", "1 ", "1-", "1\xa0", "1\xad", "=", "é"} {
			for pre := 0; pre < 9; pre++ {
				check(strings.Repeat(".", pre) + strings.Repeat(fill, n)[:n] + ".")
				check(strings.Repeat(".", pre) + strings.Repeat(fill, n)[:n])
			}
		}
	}
}
