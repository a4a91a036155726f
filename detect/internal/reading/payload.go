package reading

import (
	"strings"
)

func IsB64Char(c byte) bool { return B64Chars[c] }

var B64Chars = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		t[c] = b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '+' || b == '/' || b == '-' || b == '_'
	}
	return
}()

// minCandidateRun is the shortest base64 or hex run findCandidates reports.
const MinCandidateRun = 16

func IsHexChar(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func AllHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !IsHexChar(s[i]) {
			return false
		}
	}
	return true
}

// looksBase64 skips runs that are plainly words or paths: base64 of any
// payload mixes cases and digits.
func LooksBase64(s string) bool {
	var up, low, dig int
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
			up++
		case c >= 'a' && c <= 'z':
			low++
		case c >= '0' && c <= '9':
			dig++
		}
	}
	return up > 0 && low > 0 && (dig > 0 || up >= 3)
}

// commandContext returns the matched command, widened to its line.
func CommandContext(text string, sp Span) string {
	return strings.TrimSpace(text[LineStart(text, sp.Start):LineEnd(text, sp.End)])
}
