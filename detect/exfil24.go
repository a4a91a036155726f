package detect

import (
	"strings"
	"unicode/utf8"
)

// Hard-wrapped prose in agent files (exfil24, issue #55). The demand
// reading ends a clause at every line break, since MCP docstrings list
// their arguments one a line without full stops (demand_tool.go). An
// agent file is Markdown: the lines of a paragraph are one paragraph
// (CommonMark 4.8), and a rules file or a skill wrapped at a hundred
// columns breaks "send the contents of `.env` to" from the address on
// the next line, so neither line asks anything. In an instruction kind's
// prose, a line break the tokenizer kept inside its sentence (no blank
// line, no list marker, no capital after a full line) is a wrap when the
// line before ends in the middle of a clause: in a word, a code span or
// a comma, not in a colon or a mark that closes a clause.

// wrapContinues24: the line break between tokens j-1 and j of field f
// wraps one clause of prose onto the next line.
func wrapContinues24(v *ToolView, f *Field, a *Analysis, j int) bool {
	if !IsInstructionKind(v.Tool.Kind) || v.Tool.Kind == KindScript {
		return false
	}
	prev, next := &a.Tokens[j-1], &a.Tokens[j]
	if next.Start <= prev.End || int(next.Start) > len(f.Text) {
		return false
	}
	gap := f.Text[prev.End:next.Start]
	if strings.Count(gap, "\n") != 1 || strings.TrimSpace(gap) != "" {
		return false
	}
	if strings.HasPrefix(strings.TrimLeft(f.Text[next.Start:], "`"), "-") {
		return false // a flag named on a line of its own (`--force`)
	}
	r, _ := utf8.DecodeLastRuneInString(f.Text[:prev.End])
	switch {
	case r == '`' || r == ',' || r == '、':
		return true
	case r >= 'a' && r <= 'z':
		return true
	case letterNoCase24(r):
		return true // a Japanese, Chinese or Korean line with no 。
	}
	return false
}

// letterNoCase24: r is a letter of a script written without capitals
// (kana, kanji, hangul), the line before a wrap in those languages.
func letterNoCase24(r rune) bool {
	return r >= 0x3040 && r <= 0x30ff || r >= 0x3400 && r <= 0x9fff || r >= 0xac00 && r <= 0xd7af
}
