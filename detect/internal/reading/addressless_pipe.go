package reading

import (
	"strings"
	"unicode"
)

// addresslessPipe reports whether a pipe-to-shell hit's fetch, the part
// of the span before its last pipe, has no operand but placeholders:
// after the fetching program, every token is a switch (leading '-', any
// value joined to it a placeholder too), has no letter or digit ("...", "…", "___"), or is one wrapped in angle
// brackets ("<url>").
func AddresslessPipe(text string, hit ShellHit) bool {
	if hit.Kind != "pipe-to-shell" {
		return false
	}
	s := text[hit.Span.Start:hit.Span.End]
	k := strings.LastIndexByte(s, '|')
	if k < 0 {
		return false
	}
	toks := strings.Fields(s[:k])
	if len(toks) == 0 {
		return false
	}
	for _, tok := range toks[1:] {
		if strings.HasPrefix(tok, "-") {
			// A switch; one joined to a value ("--url=https://...",
			// "-o/tmp/x", "-sL$U") holds an operand that may be the
			// address: the value must be a placeholder too.
			_, val, eq := strings.Cut(tok, "=")
			if eq && val != "" && !placeholderOperand(val) || !eq && strings.ContainsAny(tok, "$/~@:") {
				return false
			}
			continue
		}
		if !placeholderOperand(tok) {
			return false
		}
	}
	return true
}

// placeholderOperand: tok has no letter or digit ("...", "…", "___"),
// or is one wrapped in angle brackets ("<url>"), and holds nothing of an
// address.
func placeholderOperand(tok string) bool {
	switch {
	case strings.HasPrefix(tok, "<") && strings.HasSuffix(tok, ">") && len(tok) >= 2 && !strings.ContainsAny(tok[1:len(tok)-1], "<>$/:"):
		return true
	case tok != "" && strings.IndexFunc(tok, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 && !strings.ContainsAny(tok, "$/~@:"):
		return true
	}
	return false
}
