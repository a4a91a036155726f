package reading

import "strings"

// BacktickSpans are the spans of t between pairs of backticks, each
// backtick paired with the next (ProseCodeSpans pairs runs of them).
func BacktickSpans(t string) []Span {
	var out []Span
	for from := 0; ; {
		i := strings.IndexByte(t[from:], '`')
		if i < 0 {
			return out
		}
		i += from
		j := strings.IndexByte(t[i+1:], '`')
		if j < 0 {
			return out
		}
		out = append(out, Span{i + 1, i + 1 + j})
		from = i + 2 + j
	}
}
