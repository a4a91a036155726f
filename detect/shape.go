package detect

import "math/bits"

// textShape is what one pass over a text's bytes tells the secret and
// payload gates before either reads the text again.
type textShape struct {
	// keyed: a run of minSecretRun or more key characters (letters,
	// digits and _ - + / =, the union of every secret rule's value class).
	keyed bool
	// card: a run of digits, spaces and dashes holding 13 digits or more,
	// as a card number needs.
	card bool
	// candidate: findCandidates may find something: an escape sign (% or
	// \), or encoded.
	candidate bool
	// encoded: a whole run of base64 bytes is one scanCandidates reports
	// as hex or base64: minCandidateRun bytes or more, all hex digits or
	// looking like base64 (looksBase64). Without an escape sign every run
	// scanCandidates reads is such a whole run, so candidate is exact; and
	// without encoded, every candidate is a percent or \x run, which lies
	// inside one run of bytes other than spaces holding % or \
	// (scanEscapes).
	encoded bool
	// plain: every byte is printable ASCII, a tab or a line feed. Such a
	// text hides nothing (mayHideRunes is false) and is plain to the
	// tokenizer (plainBytes is true), so neither gate reads it again.
	plain bool
	known bool // set by ToolView.shape once worked out
}

// Byte classes of the shape pass, one bit each.
const (
	scKey    = 1 << iota // a letter, digit or _ - + / =
	scB64                // isB64Char
	scDigit              // 0-9
	scEscape             // % or \
	scCard               // a digit, space or dash
	scOdd                // not printable ASCII, a tab or a line feed
)

var shapeClasses = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if isWordByte(b) || b == '-' || b == '+' || b == '/' || b == '=' {
			t[c] |= scKey
		}
		if isB64Char(b) {
			t[c] |= scB64
		}
		if b >= '0' && b <= '9' {
			t[c] |= scDigit
		}
		if b == '%' || b == '\\' {
			t[c] |= scEscape
		}
		if b >= '0' && b <= '9' || b == ' ' || b == '-' {
			t[c] |= scCard
		}
		if (b < 0x20 || b >= 0x7f) && b != '\t' && b != '\n' {
			t[c] |= scOdd
		}
	}
	return
}()

// onesBelow is the number of bytes of class bit c at the start of a block
// of classes before the first byte without it; onesAbove the number at
// its end after the last byte without it. Both are 8 for a full block.
func onesBelow(cls uint64, c uint8) int {
	return bits.TrailingZeros64(^cls&(uint64(c)*swarOnes)) >> 3
}

func onesAbove(cls uint64, c uint8) int {
	return bits.LeadingZeros64(^cls&(uint64(c)*swarOnes)) >> 3
}

// lowBytes[n] and highBytes[n] mask the first and the last n bytes of a
// block (n in 0..8; indexed with n&15, which the compiler knows is in
// range).
var lowBytes, highBytes = func() (lo, hi [16]uint64) {
	for n := 0; n < 16; n++ {
		k := min(n, 8)
		lo[n] = 1<<(8*uint(k)) - 1
		hi[n] = ^(1<<(8*uint(8-k)) - 1)
	}
	return
}()

// shapeOfText reads s eight bytes at a time: each block's byte classes
// come from a table into one word, and a run is followed only across
// blocks: the part of a block that goes on with the run before it, and
// the part that starts the next. A run that starts and ends inside one
// block is at most six bytes, shorter than any threshold here, so it is
// never looked at.
func shapeOfText(s string) textShape {
	// Open runs: key characters; base64 bytes, from b64At (whose bytes
	// are read again only when the run is long enough to qualify); the
	// digits of a run of digits, spaces and dashes.
	keyRun, b64Run, b64At, cardDigits := 0, 0, 0, uint64(0)
	var all, found uint64
	t := &shapeClasses
	const digits = scDigit * swarOnes
	// The last block is padded with bytes of no class, which end every
	// open run; a text whose length is a multiple of eight gets a block of
	// them for that.
	for i := 0; i <= len(s); i += 8 {
		var cls uint64
		if i+8 <= len(s) {
			b := s[i : i+8]
			cls = uint64(t[b[0]]) | uint64(t[b[1]])<<8 | uint64(t[b[2]])<<16 | uint64(t[b[3]])<<24 |
				uint64(t[b[4]])<<32 | uint64(t[b[5]])<<40 | uint64(t[b[6]])<<48 | uint64(t[b[7]])<<56
		} else {
			for j := len(s) - 1; j >= i; j-- {
				cls = cls<<8 | uint64(t[s[j]])
			}
		}
		all |= cls

		// Key characters.
		n := onesBelow(cls, scKey)
		if keyRun+n >= minSecretRun {
			found |= scKey
		}
		if n == 8 {
			keyRun += 8
		} else {
			keyRun = onesAbove(cls, scKey)
		}

		// Runs of digits, spaces and dashes, with their digits counted by
		// adding up their bytes (1 each) in the top byte of a product: a
		// card number needs 13. A block without digits (most) only ends
		// an open run.
		if cls&digits == 0 {
			if cardDigits != 0 && onesBelow(cls, scCard) != 8 {
				if cardDigits >= 13 {
					found |= scCard
				}
				cardDigits = 0
			}
		} else {
			n = onesBelow(cls, scCard)
			cardDigits += ((cls & digits & lowBytes[n&15]) / scDigit * swarOnes) >> 56
			if n != 8 {
				if cardDigits >= 13 {
					found |= scCard
				}
				n = onesAbove(cls, scCard)
				cardDigits = ((cls & digits & highBytes[n&15]) / scDigit * swarOnes) >> 56
			}
		}

		// Base64 and hex runs.
		n = onesBelow(cls, scB64)
		b64Run += n
		if n != 8 {
			if b64Run >= minCandidateRun && found&scB64 == 0 && looksEncoded(s[b64At:b64At+b64Run]) {
				found |= scB64
			}
			b64Run = onesAbove(cls, scB64)
			b64At = i + 8 - b64Run
		}
	}
	return textShape{
		keyed:     found&scKey != 0,
		card:      found&scCard != 0,
		candidate: found&scB64 != 0 || all&(scEscape*swarOnes) != 0,
		encoded:   found&scB64 != 0,
		plain:     all&(scOdd*swarOnes) == 0,
	}
}

// looksEncoded: a run of base64 bytes, minCandidateRun or longer, that
// scanCandidates reports as hex or base64.
func looksEncoded(run string) bool {
	return allHex(run) || looksBase64(run)
}

// mayHoldCandidate is the payload gate: findCandidates finds nothing in a
// text of this shape when it is false.
func (sh textShape) mayHoldCandidate() bool { return sh.candidate }
