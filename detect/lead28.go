package detect

import (
	"fmt"
	"strings"
	"unicode"
)

// lead28: a decoded fetch-and-run whose fetch names no address is the
// shape of the command, not a command. Bytes an encoding hides are hard
// when they decode to a command that runs; "curl ... | sh" or
// "wget <url> | bash" fetches nothing, so a security guide's encoded
// sample of the trick is raised for review, not blocked (in an agent
// unit, only when the unit orders it decoded and followed). Any operand
// that could be an address (a word, a host, a path, a variable, a
// quoted header) keeps the hit hard.

// addresslessPipe reports whether a pipe-to-shell hit's fetch, the part
// of the span before its last pipe, has no operand but placeholders:
// after the fetching program, every token is a switch (leading '-', any
// value joined to it a placeholder too), has no letter or digit ("...", "…", "___"), or is one wrapped in angle
// brackets ("<url>").
func addresslessPipe(text string, hit ShellHit) bool {
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

// addresslessShape raises a decoded command shape for review. In an
// agent unit (a skill, rules file ...) it is read as prose28 reads a
// decoded sentence: raised only when the unit orders the coded text
// decoded and followed (prose28Ordered); a sample shown in a guide, with
// no such order in the unit's own prose, is not flagged.
func (ps *payloadScan) addresslessShape(place func(Span) Span, text string, chain []string, hit ShellHit) bool {
	if IsInstructionKind(ps.v.Tool.Kind) && !ps.ordered28() {
		return false
	}
	ps.hits = append(ps.hits, Signal{
		Tier: TierSoft, Threat: ThreatMaliciousCode, Severity: SeverityMedium, Confidence: 0.6,
		Field: ps.v.PathOf(ps.field), Key: ps.field.Key, Span: place(hit.Span),
		Evidence: "decoded: " + Evidence(commandContext(text, hit.Span)),
		Detail: fmt.Sprintf("%s decodes (%s) to the shape of a %s command whose fetch names no address (a placeholder): hidden text describing the command, for review",
			blobName(chain[0]), strings.Join(chain, " → "), hit.Kind),
		Rules: []string{hit.ID},
	})
	return true
}
