package discover

// doubleQuoteEnd returns the offset of the '"' that closes the
// double-quoted word opening at cmd[open], or len(cmd) when none does. A
// command substitution inside it ($(...) or `...`) may hold quotes of its
// own ("gh installed: $("$BIN/gh" --version)"): they do not close the
// word, so the substitution's text is not taken for printed prose.
func doubleQuoteEnd(cmd string, open int) int {
	e := open + 1
	for e < len(cmd) {
		switch c := cmd[e]; {
		case c == '\\':
			e += 2
		case c == '"':
			return e
		case c == '`':
			e = skipTo(cmd, e+1, '`') + 1
		case c == '$' && e+1 < len(cmd) && cmd[e+1] == '(':
			e = substEnd(cmd, e+2) + 1
		default:
			e++
		}
	}
	return len(cmd)
}

// substEnd returns the offset of the ')' closing a command
// substitution whose text starts at cmd[from], skipping nested
// parentheses and quoted words; len(cmd) when it is not closed.
func substEnd(cmd string, from int) int {
	depth := 0
	for e := from; e < len(cmd); e++ {
		switch cmd[e] {
		case '\\':
			e++
		case '\'':
			e = skipTo(cmd, e+1, '\'')
		case '"':
			e = doubleQuoteEnd(cmd, e)
		case '`':
			e = skipTo(cmd, e+1, '`')
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return e
			}
			depth--
		}
	}
	return len(cmd)
}

// skipTo returns the offset of the first c at or after from, or
// len(cmd).
func skipTo(cmd string, from int, c byte) int {
	for e := from; e < len(cmd); e++ {
		if cmd[e] == c {
			return e
		}
	}
	return len(cmd)
}
