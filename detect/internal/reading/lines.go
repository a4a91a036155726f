package reading

import "strings"

// LineStart is the offset of the start of the line of text that holds
// byte off.
func LineStart(text string, off int) int {
	return strings.LastIndexByte(text[:off], '\n') + 1
}

// LineEnd is the offset of the end of the line of text that holds byte
// off (its newline, or the text's end).
func LineEnd(text string, off int) int {
	if k := strings.IndexByte(text[off:], '\n'); k >= 0 {
		return off + k
	}
	return len(text)
}
