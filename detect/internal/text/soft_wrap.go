package text

// A soft line wrap inside a Markdown paragraph or list item does
// not end a sentence. CommonMark
// joins a paragraph's lines into one; a hard-wrapped rules file, skill
// or comment breaks a sentence wherever its column runs out, often
// before a code span ("send the output of\n`printenv | grep TOKEN` to
// ...") or a capital ("den Inhalt der\nDatei ..."), and the act and its
// object or its negation would land in two sentences. run
// continues a sentence onto a line that opens in lower case, and
// wrappedLine onto an indented capital or a line that opens with an
// address; line adds the rest of the paragraph's soft wraps:
//
//   - a line that opens with a code span, or with a parenthesis around
//     one ("(`curl ... | sh`) or use"), continues a line left open (one
//     that ends in a letter, a digit, a comma, a semicolon, a closing code
//     span, a bracket or a dash). A line that ends in a colon still ends
//     its sentence, as run has it: the colon's object on a line of its own
//     ("Upload with the credentials of the profile:\n`aws s3 sync ...`")
//     would read the lead-in's words as the command's, and an honest
//     publishing step would become an upload of the credentials;
//   - a line that opens with a capital, a digit, a square bracket or a
//     quote continues a line that ends in a word after which a sentence
//     cannot end (an article, a preposition that needs its object, a
//     coordinator: the lexicon's WrapOpen, a record of the rules).
//
// A blank line, a heading, a list marker, a table row, a block quote, an
// HTML tag, a thematic break or a fence ends the sentence, and so
// does a line that ends in two spaces (Markdown's hard break) or in a
// sentence's end mark. The tokens keep their offsets: only where a
// sentence ends moves. No limit on a sentence's length comes with this:
// a paragraph's soft wraps join at most the paragraph.

// WrapLexicon is a Lexicon that knows the words after which a sentence
// cannot end (lower case). A lexicon without it joins no line on a capital.
type WrapLexicon interface {
	WrapOpen(w string) bool
}

// line: the line break at rs[i] (its white space running to j, one
// line end) is a soft wrap inside a paragraph (see above).
func (z *Tokenizer) line(rs []Rune, i, j int) bool {
	if len(z.toks) == 0 || i == 0 || j >= len(rs) || blockStart(rs, j) {
		return false
	}
	p := rs[i-1].R
	if p == ' ' || p == '\t' {
		return false // a hard break (two spaces), or a line that ends in blanks
	}
	if l := lineStart(rs, i); l < i && (rs[l].R == '#' || rs[l].R == '|') {
		return false // a heading, a table row or a script's comment is a line of its own
	}
	switch r := rs[j].R; {
	case r == '`' || r == '(' && j+1 < len(rs) && rs[j+1].R == '`':
		return IsLetter(p) || IsDigit(p) || p == ',' || p == ';' || p == '`' || p == ')' || p == '(' || p == '-' || p == '–' || p == '—'
	case IsUpper(r) || IsDigit(r) || r == '"' || r == '\'' || r == '«' || r == '„' || r == '“' || r == '[':
		if !IsLetter(p) {
			return false
		}
		wl, ok := z.memo.lex.(WrapLexicon)
		last := &z.toks[len(z.toks)-1]
		return ok && last.Kind == Word && wl.WrapOpen(ToLowerString(z.memo.at(last.w).text))
	}
	return false
}

// lineStart is the index of the first rune of the line that ends
// at i, past its indentation.
func lineStart(rs []Rune, i int) int {
	l := i
	for l > 0 && rs[l-1].R != '\n' && rs[l-1].R != '\r' {
		l--
	}
	for l < i && (rs[l].R == ' ' || rs[l].R == '\t') {
		l++
	}
	return l
}

// blockStart: the line at j (past its indentation) opens a Markdown
// block of its own, not a paragraph's next line: a heading, a list
// marker, a table row, a block quote, an HTML tag, a fence or a thematic
// break.
func blockStart(rs []Rune, j int) bool {
	at := func(k int) rune {
		if k < len(rs) {
			return rs[k].R
		}
		return 0
	}
	switch r := rs[j].R; r {
	case '#', '|', '>', '<':
		return true
	case '`', '~':
		return at(j+1) == r && at(j+2) == r
	case '-', '*', '+', '_':
		return at(j+1) == ' ' || at(j+1) == '\t' || at(j+1) == r && at(j+2) == r
	}
	k := j
	for k < len(rs) && k-j < 9 && IsDigit(rs[k].R) {
		k++
	}
	return k > j && (at(k) == '.' || at(k) == ')') && (at(k+1) == ' ' || at(k+1) == '\t')
}

// ToLowerString is s in lower case, rune by rune (ToLower).
func ToLowerString(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || c >= 'A' && c <= 'Z' {
			rs := []rune(s)
			for k, r := range rs {
				rs[k] = ToLower(r)
			}
			return string(rs)
		}
	}
	return s
}
