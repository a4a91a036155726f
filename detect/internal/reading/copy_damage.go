package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Copy and encoding damage in an agent file: invisible characters a
// person did not choose, left by a copy from a rendered page or by a
// text decoded in the wrong encoding and saved again. Their shape tells
// them from a hidden message: damage stands where the page's markup
// stood (a line start, a fence, a space) or is the bytes of a visible
// character read one by one; a message is a run of marks, marks of two
// kinds in turn, marks between the letters of words, TAG characters or
// bidi controls (those are never read here).

// maxCopyRun is the longest run of marks in one place that copy damage
// leaves (a zero-width space and a byte-order mark where two copied
// texts meet): two marks carry at most two bits, no message.
const maxCopyRun = 2

// CopyMarks: group g of text is zero-width marks (no other class), in
// runs of at most maxCopyRun (two only at a line start), each run at a
// line start or beside white space or Markdown markup, never between two
// letters or digits, and all of one code point unless the group is one
// run. A copy from a
// rendered page leaves such marks before a fence, a list item or a
// heading; marks that spell bits stand between letters, run longer, or
// alternate two code points from place to place.
func CopyMarks(text string, g *HiddenGroup) bool {
	total := 0
	for _, n := range g.Counts {
		total += n
	}
	if total == 0 || g.Counts[HcZeroWidth] != total || g.Start < 0 || g.End > len(text) {
		return false
	}
	var first rune = -1
	runs, mixed := 0, false
	for i := g.Start; i < g.End; {
		r, n := utf8.DecodeRuneInString(text[i:])
		if ClassifyHidden(r) == HcNone {
			i += n
			continue
		}
		start, length := i, 0
		for i < g.End {
			r, n := utf8.DecodeRuneInString(text[i:])
			if ClassifyHidden(r) == HcNone {
				break
			}
			if first < 0 {
				first = r
			} else if r != first {
				mixed = true
			}
			length++
			i += n
		}
		runs++
		if length > maxCopyRun || !markupPlace(text, start, i) || length > 1 && !lineStart(text, start) {
			return false
		}
	}
	return runs > 0 && (!mixed || runs == 1)
}

// lineStart: only white space stands before start on its line.
func lineStart(text string, start int) bool {
	return strings.TrimLeft(text[strings.LastIndexByte(text[:start], '\n')+1:start], " \t") == ""
}

// markupPlace: the text between start and end stands at a line start
// (white space before it on its line at most), or beside white space or
// a character of Markdown markup, and not between two letters or digits.
func markupPlace(text string, start, end int) bool {
	before, _ := utf8.DecodeLastRuneInString(text[:start])
	after := NextRune(text, end)
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	if word(before) && word(after) {
		return false
	}
	if lineStart(text, start) {
		return true
	}
	markup := func(r rune) bool { return r >= 0 && (unicode.IsSpace(r) || strings.ContainsRune("`#*-_|>[]()~", r)) }
	return markup(before) || markup(after) || after < 0
}

// Mojibake: group g of text is controls (no other class), each a byte
// of a UTF-8 character read as Latin-1 or Windows-1252 and written
// again: a lead character (U+00C2–U+00F4) and the continuation bytes
// that follow it make one valid character ("â\u0094\u0080" is the
// box-drawing "─", "Ã\u0089" is "É"). A diagram or a heading's rule
// saved through a bad round-trip holds many; they hide nothing the text
// does not show garbled beside them.
func Mojibake(text string, g *HiddenGroup) bool {
	total := 0
	for _, n := range g.Counts {
		total += n
	}
	if total == 0 || g.Counts[HcControl] != total || g.Start < 0 || g.End > len(text) {
		return false
	}
	covered := -1 // the end of the last sequence read
	for i := g.Start; i < g.End; {
		r, n := utf8.DecodeRuneInString(text[i:])
		if ClassifyHidden(r) == HcNone || i < covered {
			i += n
			continue
		}
		end, ok := mojibakeAround(text, i)
		if !ok {
			return false
		}
		covered = end
		i += n
	}
	return true
}

// mojibakeAround finds the lead character within three characters before
// at whose sequence holds the character at at, and returns the
// sequence's end.
func mojibakeAround(text string, at int) (int, bool) {
	p := at
	for back := 0; back < 4 && p > 0; back++ {
		r, n := utf8.DecodeLastRuneInString(text[:p])
		p -= n
		if r < 0xC2 || r > 0xF4 {
			if _, ok := continuationByte(r); !ok {
				return 0, false
			}
			continue
		}
		need := 2
		if r >= 0xE0 {
			need = 3
		}
		if r >= 0xF0 {
			need = 4
		}
		buf := []byte{byte(r)}
		q := p + n
		for len(buf) < need && q < len(text) {
			c, m := utf8.DecodeRuneInString(text[q:])
			b, ok := continuationByte(c)
			if !ok {
				break
			}
			buf = append(buf, b)
			q += m
		}
		if len(buf) != need || q <= at {
			return 0, false
		}
		if dr, size := utf8.DecodeRune(buf); dr == utf8.RuneError || size != need {
			return 0, false
		}
		return q, true
	}
	return 0, false
}

// continuationByte is the byte 0x80–0xBF that r stands for when a
// UTF-8 text is read as Latin-1 (the character of the same number) or
// as Windows-1252 (its letters and marks in 0x80–0x9F).
func continuationByte(r rune) (byte, bool) {
	if r >= 0x80 && r <= 0xBF {
		return byte(r), true
	}
	if b, ok := cp1252High[r]; ok {
		return b, true
	}
	return 0, false
}

// cp1252High maps the characters Windows-1252 puts at 0x80–0x9F to
// their bytes (0x81, 0x8D, 0x8F, 0x90 and 0x9D have none: a reader
// leaves them the C1 controls).
var cp1252High = map[rune]byte{
	0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
	0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E,
	0x2018: 0x91, 0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97,
	0x02DC: 0x98, 0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
}
