package reading

// textShape is what one pass over a text's bytes tells the secret and
// payload gates before either reads the text again.
type TextShape struct {
	// keyed: a run of minSecretRun or more key characters (letters,
	// digits and _ - + / =, the union of every secret rule's value class).
	Keyed bool
	// card: a run of digits, spaces and dashes holding 13 digits or more,
	// as a card number needs.
	Card bool
	// candidate: findCandidates may find something: an escape sign (% or
	// \), or encoded.
	Candidate bool
	// encoded: a whole run of base64 bytes is one scanCandidates reports
	// as hex or base64: minCandidateRun bytes or more, all hex digits or
	// looking like base64 (looksBase64). Without an escape sign every run
	// scanCandidates reads is such a whole run, so candidate is exact; and
	// without encoded, every candidate is a percent or \x run, which lies
	// inside one run of bytes other than spaces holding % or \
	// (scanEscapes).
	Encoded bool
	known   bool // set by ToolView.shape once worked out
}

// Byte classes of the shape pass, one bit each.
const (
	scKey    = 1 << iota // a letter, digit or _ - + / =
	scB64                // isB64Char
	scDigit              // 0-9
	scEscape             // % or \
	scCard               // a digit, space or dash
)

var shapeClasses = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if IsWordByte(b) || b == '-' || b == '+' || b == '/' || b == '=' {
			t[c] |= scKey
		}
		if IsB64Char(b) {
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
	}
	return
}()

// shapeOfText reads s once, byte by byte, following three kinds of run:
// key characters, digits with the spaces and dashes between them, and
// base64 bytes (a whole run is looked at when it ends).
func ShapeOfText(s string) TextShape {
	var sh TextShape
	keyRun, digits, b64At := 0, 0, 0
	for i := 0; i <= len(s); i++ {
		var cls uint8 // past the end: no class, which ends every run
		if i < len(s) {
			cls = shapeClasses[s[i]]
		}
		if cls&scKey == 0 {
			keyRun = 0
		} else if keyRun++; keyRun >= MinSecretRun {
			sh.Keyed = true
		}
		switch {
		case cls&scDigit != 0:
			if digits++; digits >= 13 {
				sh.Card = true
			}
		case cls&scCard == 0:
			digits = 0
		}
		if cls&scEscape != 0 {
			sh.Candidate = true
		}
		if cls&scB64 == 0 {
			if i-b64At >= MinCandidateRun && !sh.Encoded && looksEncoded(s[b64At:i]) {
				sh.Encoded = true
			}
			b64At = i + 1
		}
	}
	sh.Candidate = sh.Candidate || sh.Encoded
	return sh
}

// looksEncoded: a run of base64 bytes, minCandidateRun or longer, that
// scanCandidates reports as hex or base64.
func looksEncoded(run string) bool {
	return AllHex(run) || LooksBase64(run) || IsBase32Run(run)
}

// mayHoldCandidate is the payload gate: findCandidates finds nothing in a
// text of this shape when it is false.
func (sh TextShape) MayHoldCandidate() bool { return sh.Candidate }
