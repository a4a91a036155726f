package php

import (
	"bytes"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// A lexer for PHP. It knows what PHP reads as code and what as text: the
// inline HTML outside <?php … ?> (skipped), its comments (#, //, /* */;
// a line comment ends before ?>), #[ opening an attribute, and every way
// PHP writes a string, decoded as PHP decodes it with the place of each
// byte kept:
//
//   - '…' with only \\ and \' as escapes;
//   - "…" and heredocs (<<<ID, <<<"ID") with \n \t \r \v \e \f \\ \$ \"
//     (not in a heredoc), octal \0–\777, \xHH and \u{…}, any other
//     backslash kept as written, and substitutions ($name, $a[…],
//     $a->b, {$…}, ${…}), whose literal parts are the string's fragments
//     (a string with substitutions is text code computes);
//   - nowdocs (<<<'ID') as written;
//
// a heredoc's or nowdoc's closing marker may be indented (PHP 7.3): that
// indentation is taken off each line of its body. A docblock (/** …
// */) is a token of its own, 'd', without a string: the reader takes a
// method's summary and @param texts from it where an SDK sends them,
// and no other docblock is text a model reads. Variables are names
// ($name), as are PHP's words; =>, ->, ?->, ::, ... and ?? are one
// token each.

// phpLex splits PHP source into tokens.
func phpLex(b []byte) []syntax.Tok {
	toks := make([]syntax.Tok, 0, syntax.TokCap(b))
	lost := syntax.NewLost(toks, b)
	// One copy of the source as a string: names and operators are
	// slices of it.
	src := string(b)
	i := htmlUntilOpen(b, 0)
	for i < len(b) {
		c := b[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '?' && i+1 < len(b) && b[i+1] == '>':
			// The closing tag ends a statement, and what follows is
			// inline HTML up to the next opening tag.
			toks = append(toks, syntax.Tok{Kind: 'o', Text: ";", Off: i, End: i + 2})
			i = htmlUntilOpen(b, i+2)
		case c == '#' && i+1 < len(b) && b[i+1] == '[':
			toks = append(toks, syntax.Tok{Kind: 'o', Text: "#", Off: i, End: i + 1}, syntax.Tok{Kind: 'o', Text: "[", Off: i + 1, End: i + 2})
			i += 2
		case c == '#' || c == '/' && i+1 < len(b) && b[i+1] == '/':
			i = lineCommentEnd(b, i)
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			k := bytes.Index(b[i+2:], []byte("*/"))
			if k < 0 {
				lost.Add(toks, syntax.LostAt(i, "a block comment that is not closed before the end of the file: the rest of the file was not read as code"))
				i = len(b)
				continue
			}
			end := i + 2 + k + 2
			if i+3 < end-1 && b[i+2] == '*' && isSpace(b[i+3]) {
				toks = append(toks, syntax.Tok{Kind: 'd', Text: src[i:end], Off: i, End: end})
			}
			i = end
		case c == '\'' || c == '"' || c == '`':
			t, next, what := phpString(b, src, i, i)
			toks = append(toks, t)
			if what != "" {
				lost.Add(toks, syntax.LostAt(i, what))
			}
			i = next
		case c == '<' && i+2 < len(b) && b[i+1] == '<' && b[i+2] == '<':
			if t, next, what, ok := phpHeredoc(b, src, i, i); ok {
				toks = append(toks, t)
				if what != "" {
					lost.Add(toks, syntax.LostAt(i, what))
				}
				i = next
				continue
			}
			toks = append(toks, syntax.Tok{Kind: 'o', Text: src[i : i+3], Off: i, End: i + 3})
			i += 3
		case c == '$' && i+1 < len(b) && identStart(b[i+1]):
			j := identEnd(b, i+1)
			toks = append(toks, syntax.Tok{Kind: 'n', Text: src[i:j], Off: i, End: j})
			i = j
		case identStart(c):
			j := identEnd(b, i)
			if j == i+1 && (c == 'b' || c == 'B') && j < len(b) {
				// A binary string (b'…', b"…", b<<<ID): read as text.
				if b[j] == '\'' || b[j] == '"' {
					t, next, what := phpString(b, src, i, j)
					toks = append(toks, t)
					if what != "" {
						lost.Add(toks, syntax.LostAt(i, what))
					}
					i = next
					continue
				}
				if j+2 < len(b) && b[j] == '<' && b[j+1] == '<' && b[j+2] == '<' {
					if t, next, what, ok := phpHeredoc(b, src, i, j); ok {
						toks = append(toks, t)
						if what != "" {
							lost.Add(toks, syntax.LostAt(i, what))
						}
						i = next
						continue
					}
				}
			}
			toks = append(toks, syntax.Tok{Kind: 'n', Text: src[i:j], Off: i, End: j})
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(b) && b[i+1] >= '0' && b[i+1] <= '9':
			j := i + 1
			for j < len(b) {
				d := b[j]
				if d >= '0' && d <= '9' || d == '_' || d >= 'a' && d <= 'z' || d >= 'A' && d <= 'Z' || d == '.' && j+1 < len(b) && b[j+1] >= '0' && b[j+1] <= '9' {
					j++
					continue
				}
				if (d == '+' || d == '-') && (b[j-1] == 'e' || b[j-1] == 'E') && !bytes.ContainsAny(b[i:j], "xXbB") {
					j++
					continue
				}
				break
			}
			toks = append(toks, syntax.Tok{Kind: '#', Text: src[i:j], Off: i, End: j})
			i = j
		default:
			n := opLen(b, i)
			toks = append(toks, syntax.Tok{Kind: 'o', Text: src[i : i+n], Off: i, End: i + n})
			i += n
		}
	}
	return lost.Finish(toks)
}

// opLen is the length of the operator at i: =>, ->, ?->, ::, ..., ??
// are read as one token, every other byte as its own.
func opLen(b []byte, i int) int {
	rest := b[i:]
	switch {
	case bytes.HasPrefix(rest, []byte("?->")), bytes.HasPrefix(rest, []byte("...")):
		return 3
	case bytes.HasPrefix(rest, []byte("=>")), bytes.HasPrefix(rest, []byte("->")), bytes.HasPrefix(rest, []byte("::")), bytes.HasPrefix(rest, []byte("??")):
		return 2
	}
	return 1
}

// htmlUntilOpen skips inline HTML from i to the code after the next
// opening tag (<?php, <?= or a short <? followed by a blank), or to the
// end of the file.
func htmlUntilOpen(b []byte, i int) int {
	for i < len(b) {
		k := bytes.Index(b[i:], []byte("<?"))
		if k < 0 {
			return len(b)
		}
		k += i
		rest := b[k+2:]
		switch {
		case len(rest) >= 3 && bytes.EqualFold(rest[:3], []byte("php")) && (len(rest) == 3 || isSpace(rest[3])):
			return k + 5
		case len(rest) >= 1 && rest[0] == '=':
			return k + 3
		case len(rest) == 0 || isSpace(rest[0]):
			return k + 2
		}
		i = k + 2
	}
	return len(b)
}

// lineCommentEnd is the end of the line comment (# or //) at i: the line
// break, or the closing tag ?>, which ends the comment and is read.
func lineCommentEnd(b []byte, i int) int {
	for i < len(b) && b[i] != '\n' && b[i] != '\r' {
		if b[i] == '?' && i+1 < len(b) && b[i+1] == '>' {
			return i
		}
		i++
	}
	return i
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// identStart: a byte that starts a PHP name (a letter, _, or any byte
// of a character outside ASCII).
func identStart(c byte) bool { return syntax.IsIdentStart(c) || c >= utf8.RuneSelf }

func identChar(c byte) bool { return identStart(c) || c >= '0' && c <= '9' }

func identEnd(b []byte, i int) int {
	for i < len(b) && identChar(b[i]) {
		i++
	}
	return i
}

const unclosedString = "a string that is not closed before the end of the file: the rest of the file was read as its text"

// phpString reads the string whose token starts at start and whose
// opening quote (', " or `) is at q (after a b prefix). It returns the
// token, the offset after it, and what the lexer lost, if it did.
func phpString(b []byte, src string, start, q int) (syntax.Tok, int, string) {
	quote := b[q]
	j := q + 1
	// A plain string (no escape, no substitution): its text is the
	// file's bytes up to the quote, read without a table of offsets.
	k := j
	for k < len(b) && b[k] != quote && b[k] != '\\' && (quote == '\'' || b[k] != '$' && b[k] != '{') {
		k++
	}
	if k < len(b) && b[k] == quote {
		t := syntax.Tok{Kind: 's', Text: src[start : k+1], Off: start, End: k + 1}
		t.SetPlainStr(j-start, 1)
		return t, k + 1, ""
	}
	if quote == '\'' {
		var out []byte
		var offs []int
		closed := false
		for j < len(b) {
			c := b[j]
			if c == '\'' {
				closed = true
				break
			}
			if c == '\\' && j+1 < len(b) && (b[j+1] == '\\' || b[j+1] == '\'') {
				out, offs = append(out, b[j+1]), append(offs, j)
				j += 2
				continue
			}
			out, offs = append(out, c), append(offs, j)
			j++
		}
		end, what := j+1, ""
		if !closed {
			end, what = len(b), unclosedString
		}
		t := syntax.Tok{Kind: 's', Text: src[start:end], Off: start, End: end}
		t.SetStr(&syntax.Node{Kind: syntax.KString, Str: string(out), Off: start, End: end, Mapper: syntax.TableMapper{Offs: append(offs, j)}})
		return t, end, what
	}
	dec := dqDecode(b[j:], func(k int) int { return j + k }, quote)
	stop := j + dec.stop
	end, what := stop+1, ""
	if !dec.closed {
		end, what = len(b), unclosedString
	}
	t := syntax.Tok{Kind: 's', Text: src[start:end], Off: start, End: end}
	dec.set(&t, start, end, stop)
	return t, end, what
}

// decoded is a string body decoded as PHP decodes a double-quoted one.
type decoded struct {
	out   []byte
	offs  []int          // the file offset of each byte of out
	frags []*syntax.Node // the literal parts, when it has substitutions
	subst bool
	// stop is the index in the raw body where decoding stopped (the
	// closing quote, or its end), closed whether at a quote.
	stop   int
	closed bool
}

// set gives token t its decoded string: the text, or, with
// substitutions, its literal parts. end is the file offset after the
// body (the end of the last part).
func (d *decoded) set(t *syntax.Tok, start, end, bodyEnd int) {
	if d.subst {
		t.SetFrags(d.frags)
		return
	}
	t.SetStr(&syntax.Node{Kind: syntax.KString, Str: string(d.out), Off: start, End: end, Mapper: syntax.TableMapper{Offs: append(d.offs, bodyEnd)}})
}

// dqDecode decodes raw, the body of a double-quoted or backtick string
// (quote: the closing quote, where decoding stops, and which a backslash
// escapes) or a heredoc (quote 0: to the end of raw; \" is kept as
// written). at maps an index of raw to its offset in the file.
func dqDecode(raw []byte, at func(int) int, quote byte) decoded {
	var d decoded
	fragAt := 0
	k := 0
	for k < len(raw) {
		c := raw[k]
		if quote != 0 && c == quote {
			d.closed = true
			break
		}
		if c == '\\' && k+1 < len(raw) {
			if v, n, ok := dqEscape(raw[k:], quote); ok {
				for _, x := range v {
					d.out, d.offs = append(d.out, x), append(d.offs, at(k))
				}
				k += n
				continue
			}
			// Any other backslash is kept, with the character after it
			// (which is then no quote, escape or substitution).
			d.out, d.offs = append(d.out, c, raw[k+1]), append(d.offs, at(k), at(k+1))
			k += 2
			continue
		}
		if n := substLen(raw, k); n > 0 {
			d.subst = true
			d.frags = syntax.AppendFrag(d.frags, d.out[fragAt:], d.offs[fragAt:], at(k))
			fragAt = len(d.out)
			k += n
			continue
		}
		d.out, d.offs = append(d.out, c), append(d.offs, at(k))
		k++
	}
	d.stop = k
	if d.subst {
		d.frags = syntax.AppendFrag(d.frags, d.out[fragAt:], d.offs[fragAt:], at(k))
	}
	return d
}

// dqEscape decodes the escape at the start of b (a backslash) in a
// double-quoted string or heredoc: the bytes it stands for and its
// length; ok is false for a backslash PHP keeps as written.
func dqEscape(b []byte, quote byte) ([]byte, int, bool) {
	switch c := b[1]; c {
	case 'n':
		return []byte{'\n'}, 2, true
	case 't':
		return []byte{'\t'}, 2, true
	case 'r':
		return []byte{'\r'}, 2, true
	case 'v':
		return []byte{'\v'}, 2, true
	case 'e':
		return []byte{0x1b}, 2, true
	case 'f':
		return []byte{'\f'}, 2, true
	case '\\', '$':
		return []byte{c}, 2, true
	case '"', '`':
		if c == quote {
			return []byte{c}, 2, true
		}
	case 'x':
		n := 0
		for n < 2 && 2+n < len(b) && isHex(b[2+n]) {
			n++
		}
		if n > 0 {
			v, _ := syntax.HexVal(b[2 : 2+n])
			return []byte{byte(v)}, 2 + n, true
		}
	case 'u':
		if len(b) > 2 && b[2] == '{' {
			k := bytes.IndexByte(b[3:], '}')
			if k > 0 {
				if v, ok := syntax.HexVal(b[3 : 3+k]); ok && v <= utf8.MaxRune && k <= 8 {
					return []byte(string(rune(v))), 4 + k, true
				}
			}
		}
	}
	if c := b[1]; c >= '0' && c <= '7' {
		n, v := 1, 0
		for n < 4 && n < len(b) && b[n] >= '0' && b[n] <= '7' {
			v = v*8 + int(b[n]-'0')
			n++
		}
		return []byte{byte(v)}, n, true
	}
	return nil, 0, false
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// substLen is the length of the substitution starting at k of a
// double-quoted body (0 when none starts there): $name, optionally with
// one [index] or ->property (or ?->property); {$expr}; ${expr}. A
// quote inside the braces does not end the string.
func substLen(raw []byte, k int) int {
	switch {
	case raw[k] == '$' && k+1 < len(raw) && identStart(raw[k+1]):
		j := identEnd(raw, k+1)
		switch {
		case j < len(raw) && raw[j] == '[':
			// $a[key]: a name, a number or a variable (PHP allows no more
			// inside a string's simple substitution).
			if e := bytes.IndexByte(raw[j:min(len(raw), j+256)], ']'); e > 0 {
				j += e + 1
			}
		case j+2 < len(raw) && raw[j] == '-' && raw[j+1] == '>' && identStart(raw[j+2]):
			j = identEnd(raw, j+2)
		case j+3 < len(raw) && raw[j] == '?' && raw[j+1] == '-' && raw[j+2] == '>' && identStart(raw[j+3]):
			j = identEnd(raw, j+3)
		}
		return j - k
	case raw[k] == '{' && k+1 < len(raw) && raw[k+1] == '$', raw[k] == '$' && k+1 < len(raw) && raw[k+1] == '{':
		return braceEnd(raw, k) - k
	}
	return 0
}

// braceEnd is the index after the brace that closes the first one from
// k on, strings inside passed over (the end of raw when none does).
func braceEnd(raw []byte, k int) int {
	depth := 0
	for j := k; j < len(raw); j++ {
		switch c := raw[j]; c {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return j + 1
			}
		case '\'', '"':
			for j++; j < len(raw) && raw[j] != c; j++ {
				if raw[j] == '\\' {
					j++
				}
			}
		}
	}
	return len(raw)
}

// phpHeredoc reads the heredoc or nowdoc whose token starts at start and
// whose <<< is at lt; ok is false when no heredoc opens there (<<< not
// followed by a marker and a line break).
func phpHeredoc(b []byte, src string, start, lt int) (syntax.Tok, int, string, bool) {
	j := lt + 3
	for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
		j++
	}
	nowdoc, quoted := false, byte(0)
	if j < len(b) && (b[j] == '\'' || b[j] == '"') {
		quoted, nowdoc = b[j], b[j] == '\''
		j++
	}
	if j >= len(b) || !identStart(b[j]) {
		return syntax.Tok{}, 0, "", false
	}
	idEnd := identEnd(b, j)
	id := b[j:idEnd]
	j = idEnd
	if quoted != 0 {
		if j >= len(b) || b[j] != quoted {
			return syntax.Tok{}, 0, "", false
		}
		j++
	}
	switch {
	case j+1 < len(b) && b[j] == '\r' && b[j+1] == '\n':
		j += 2
	case j < len(b) && (b[j] == '\n' || b[j] == '\r'):
		j++
	default:
		return syntax.Tok{}, 0, "", false
	}
	bodyStart := j
	// The closing marker: the first line whose text, after blanks, is
	// the marker not followed by a name's character.
	closeLine, closeAt := -1, -1
	for p := bodyStart; p <= len(b); {
		k := p
		for k < len(b) && (b[k] == ' ' || b[k] == '\t') {
			k++
		}
		if bytes.HasPrefix(b[k:], id) && (k+len(id) == len(b) || !identChar(b[k+len(id)])) {
			closeLine, closeAt = p, k
			break
		}
		e := p
		for e < len(b) && b[e] != '\n' && b[e] != '\r' {
			e++
		}
		if e >= len(b) {
			break
		}
		if b[e] == '\r' && e+1 < len(b) && b[e+1] == '\n' {
			e++
		}
		p = e + 1
	}
	what := ""
	bodyEnd, end, indent := len(b), len(b), 0
	if closeLine < 0 {
		what = "a heredoc whose closing marker " + string(id) + " is not found before the end of the file: the rest of the file was read as its text"
	} else {
		end, indent = closeAt+len(id), closeAt-closeLine
		bodyEnd = closeLine
		// The line break before the closing marker is not the text's.
		if bodyEnd > bodyStart && b[bodyEnd-1] == '\n' {
			bodyEnd--
		}
		if bodyEnd > bodyStart && b[bodyEnd-1] == '\r' {
			bodyEnd--
		}
	}
	// The body with the closing marker's indentation taken off each line.
	raw := make([]byte, 0, bodyEnd-bodyStart)
	offs := make([]int, 0, bodyEnd-bodyStart+1)
	lineStart := true
	for k := bodyStart; k < bodyEnd; {
		if lineStart {
			n := 0
			for n < indent && k < bodyEnd && (b[k] == ' ' || b[k] == '\t') {
				k++
				n++
			}
			lineStart = false
			continue
		}
		raw, offs = append(raw, b[k]), append(offs, k)
		lineStart = b[k] == '\n' || b[k] == '\r' && (k+1 >= bodyEnd || b[k+1] != '\n')
		k++
	}
	offs = append(offs, bodyEnd)
	t := syntax.Tok{Kind: 's', Text: src[start:end], Off: start, End: end}
	if nowdoc {
		t.SetStr(&syntax.Node{Kind: syntax.KString, Str: string(raw), Off: start, End: end, Mapper: syntax.TableMapper{Offs: offs}})
		return t, end, what, true
	}
	dec := dqDecode(raw, func(k int) int { return offs[k] }, 0)
	dec.set(&t, start, end, bodyEnd)
	return t, end, what, true
}
