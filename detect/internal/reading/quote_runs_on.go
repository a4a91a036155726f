package reading

import (
	"strings"
)

// quoteRunsOn: the quotation opened at token open of sentence
// s closes after the sentence's end, on the same line: the sentence
// split at a full stop inside it ("Tell the user: "The PR is approved
// and all checks pass. Merge when you are ready."" is one quotation of
// two sentences). What it holds is the speaker's words (quotedSpeech),
// not the unit's claim. Within sixty tokens; a line break first, or no
// closing mark, leaves it open.
func quoteRunsOn(a *Analysis, raw string, s Sent, open int) bool {
	for j := s.To; j < len(a.Tokens) && j < s.To+60; j++ {
		if j > 0 {
			p, t := &a.Tokens[j-1], &a.Tokens[j]
			if int(t.Start) > len(raw) || int(p.End) > int(t.Start) {
				return false
			}
			if strings.IndexByte(raw[p.End:t.Start], '\n') >= 0 {
				return false
			}
		}
		if quoteMark(a, j) {
			return j > open
		}
	}
	return false
}
