package reading

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// MaxEvidenceRunes bounds the evidence a signal carries.
const MaxEvidenceRunes = 160

// isInvisibleRune reports runes that do not render as themselves: control
// characters (C0, DEL, C1), format runes (zero-width, bidi, tags, soft
// hyphen), variation selectors, private use, Hangul fillers, invisible
// operators, line/paragraph separators, non-characters and unassigned
// astral runes.
func isInvisibleRune(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7f:
		return true
	case r < 0x7f:
		return false
	case r <= 0x9f:
		return true
	case r == 0x2028 || r == 0x2029:
		return true
	case r == 0xfffd:
		return false
	case r >= 0xfdd0 && r <= 0xfdef, r&0xfffe == 0xfffe:
		return true
	}
	return text.IsFormat(r) || unicode.Is(unicode.Co, r) || unicode.Is(unicode.Cs, r)
}

// SafeText escapes s so it renders inertly in a terminal, a log or a
// document: every invisible or control rune (including ESC, so no ANSI
// sequence survives) becomes \uXXXX or \UXXXXXXXX text, newlines and tabs
// become \n and \t, a backslash is doubled (so the escape text cannot be
// forged), and invalid UTF-8 bytes become \xNN.
// SafeDetail renders a finding's detail, which the checks compose with
// SafeText around every quoted text: control and invisible characters are
// still escaped, but a backslash is not escaped again, so "\u200b" in a
// detail reads as written, not as "\\u200b".
func SafeDetail(s string) string { return strings.ReplaceAll(SafeText(s), `\\`, `\`) }

// MaxSafeText bounds the bytes of one text SafeText renders.
const MaxSafeText = 2048

func SafeText(s string) string {
	if len(s) > MaxSafeText {
		// Bounded output: a 1 MiB tool name must not make a 2 MB job
		// summary. The cut is at a rune boundary and says what was cut.
		cut := MaxSafeText
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		return SafeText(s[:cut]) + fmt.Sprintf("… (%d more bytes)", len(s)-cut)
	}
	clean := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c == 0x7f || c == '\\' || c >= 0x80 {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			fmt.Fprintf(&b, `\x%02x`, s[i])
			i++
			continue
		}
		i += n
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case isInvisibleRune(r):
			b.WriteString(escapeRune(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func escapeRune(r rune) string {
	if r > 0xffff {
		return fmt.Sprintf(`\U%08x`, r)
	}
	return fmt.Sprintf(`\u%04x`, r)
}

// evidenceAround renders the span of text with a little context, escaped
// and bounded to MaxEvidenceRunes.
func EvidenceAround(text string, sp Span, before, after int) string {
	start := sp.Start - before
	if start < 0 {
		start = 0
	}
	end := sp.End + after
	if end > len(text) {
		end = len(text)
	}
	for start > 0 && start < len(text) && !utf8.RuneStart(text[start]) {
		start--
	}
	for end < len(text) && !utf8.RuneStart(text[end]) {
		end++
	}
	s := text[start:end]
	prefix, suffix := "", ""
	if start > 0 {
		prefix = "…"
	}
	if end < len(text) {
		suffix = "…"
	}
	return Clip(prefix+SafeText(s)+suffix, MaxEvidenceRunes)
}

// clip bounds an already-escaped string to max runes.
func Clip(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == max-1 {
			break
		}
		b.WriteRune(r)
		n++
	}
	// Do not cut an escape sequence in half.
	out := b.String()
	if k := strings.LastIndexByte(out, '\\'); k >= 0 && len(out)-k < 10 {
		out = out[:k]
	}
	return out + "…"
}

// Evidence renders raw text as bounded, escaped evidence.
func Evidence(s string) string { return Clip(SafeText(s), MaxEvidenceRunes) }
