package php

import (
	"bytes"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// A method's docblock is text the PHP SDKs send: the official SDK and
// php-mcp/server describe a tool, prompt or resource whose attribute or
// registration gives no description by the docblock's summary, and a
// parameter by its @param tag. Both read it with phpDocumentor's
// reflection-docblock, whose reading this follows: each line loses its
// leading blanks, its '*' (or the /** and */) and one blank after it;
// the summary is the text up to a line ending in a period, a blank line
// or a line opening with a tag; the tags are the lines opening with @,
// each running to the next, and a @param tag is [type] $name then its
// description. Every byte of a text keeps its place in the file.

// docBlock is what a docblock says of a method.
type docBlock struct {
	summary *syntax.Node            // nil when it has none
	params  map[string]*syntax.Node // by parameter name without $: its description
}

// docText is a docblock's text as phpDocumentor cleans it, each byte at
// its place in the file.
type docText struct {
	s    []byte
	offs []int
}

// parseDoc reads the docblock token t.
func parseDoc(t *syntax.Tok) *docBlock {
	d := cleanDoc(t.Text, t.Off)
	out := &docBlock{params: map[string]*syntax.Node{}}
	s := d.s
	n := len(s)
	// The summary: it may not open with a tag.
	pos := 0
	if !tagAt(s, 0) {
		k := runEnd(s, 0)
		if k > 0 {
			pos = k
			for pos < n && !bytes.HasPrefix(s[pos:], []byte(".\n")) && !bytes.HasPrefix(s[pos:], []byte("\n\n")) {
				j := pos
				for j < n && (s[j] == '\n' || s[j] == '.') {
					j++
				}
				if j == n || tagAt(s, j) {
					break
				}
				pos = runEnd(s, j)
			}
			if pos < n && s[pos] == '.' {
				pos++
			}
			out.summary = d.node(trimSpan(s, 0, pos))
		}
	}
	// The tags: from the first line, after the summary, that opens with
	// one; each runs to the next line opening with @.
	start := -1
	for k := pos; k <= n; k++ {
		if (k == 0 || s[k-1] == '\n') && tagAt(s, k) {
			start = k
			break
		}
	}
	if start < 0 {
		return out
	}
	for k := start; k < n; {
		for k < n && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		e := k
		for e < n && !(s[e] == '\n' && e+1 < n && s[e+1] == '@') {
			e++
		}
		d.param(s, k, e, out.params)
		k = e + 1
	}
	return out
}

// runEnd is the end of the run of bytes from k that are no line break
// and no period.
func runEnd(s []byte, k int) int {
	for k < len(s) && s[k] != '\n' && s[k] != '.' {
		k++
	}
	return k
}

// tagAt: a tag opens at k, after blanks (@ and a letter).
func tagAt(s []byte, k int) bool {
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k+1 >= len(s) || s[k] != '@' {
		return false
	}
	c := s[k+1]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf
}

// param reads the tag s[a:e] when it is @param [type] $name text: its
// description, trimmed, under the name.
func (d *docText) param(s []byte, a, e int, into map[string]*syntax.Node) {
	if !bytes.HasPrefix(s[a:e], []byte("@param")) || a+6 < e && !isSpace(s[a+6]) {
		return
	}
	k := a + 6
	skip := func() {
		for k < e && isSpace(s[k]) {
			k++
		}
	}
	skip()
	if k < e && s[k] != '$' && s[k] != '&' && !bytes.HasPrefix(s[k:e], []byte("...")) {
		// The type: to a blank outside brackets (array<string, int>).
		depth := 0
		for k < e && (depth > 0 || !isSpace(s[k])) {
			switch s[k] {
			case '<', '{', '(', '[':
				depth++
			case '>', '}', ')', ']':
				depth--
			}
			k++
		}
		skip()
	}
	if k < e && s[k] == '&' {
		k++
	}
	if bytes.HasPrefix(s[k:e], []byte("...")) {
		k += 3
	}
	if k >= e || s[k] != '$' {
		return
	}
	nameEnd := identEnd(s[:e], k+1)
	if nameEnd == k+1 {
		return
	}
	name := string(s[k+1 : nameEnd])
	if desc := d.dedented(trimSpan(s, nameEnd, e)); desc != nil {
		into[name] = desc
	}
}

// dedented is the text s[a:b] of a tag's description with the
// indentation its lines after the first share taken off (phpDocumentor's
// DescriptionFactory: a description wrapped under its tag), at its
// places; nil when empty.
func (d *docText) dedented(a, b int) *syntax.Node {
	s := d.s
	if b <= a {
		return nil
	}
	type line struct{ a, b int }
	var lines []line
	for k := a; ; {
		e := k
		for e < b && s[e] != '\n' {
			e++
		}
		lines = append(lines, line{k, e})
		if e >= b {
			break
		}
		k = e + 1
	}
	strip := -1
	for _, l := range lines[1:] {
		n := 0
		for l.a+n < l.b && (isSpace(s[l.a+n]) || s[l.a+n] == 0) {
			n++
		}
		if l.a+n == l.b {
			continue // a blank line is not indented
		}
		if strip < 0 || n < strip {
			strip = n
		}
	}
	if strip <= 0 {
		return d.node(a, b)
	}
	var out []byte
	var offs []int
	for i, l := range lines {
		from := l.a
		if i > 0 {
			out, offs = append(out, '\n'), append(offs, d.offs[l.a-1])
			from = min(l.a+strip, l.b)
		}
		out, offs = append(out, s[from:l.b]...), append(offs, d.offs[from:l.b]...)
	}
	offs = append(offs, d.offs[b-1]+1)
	return &syntax.Node{Kind: syntax.KString, Str: string(out), Off: offs[0], End: offs[len(offs)-1], Mapper: syntax.TableMapper{Offs: offs}}
}

// trimSpan is [a, b) less the blanks at both ends (PHP's trim).
func trimSpan(s []byte, a, b int) (int, int) {
	for a < b && (isSpace(s[a]) || s[a] == 0) {
		a++
	}
	for b > a && (isSpace(s[b-1]) || s[b-1] == 0) {
		b--
	}
	return a, b
}

// node is the text s[a:b] at its places; nil when empty.
func (d *docText) node(a, b int) *syntax.Node {
	if b <= a {
		return nil
	}
	offs := make([]int, b-a+1)
	copy(offs, d.offs[a:b])
	offs[b-a] = d.offs[b-1] + 1
	return &syntax.Node{Kind: syntax.KString, Str: string(d.s[a:b]), Off: offs[0], End: offs[b-a], Mapper: syntax.TableMapper{Offs: offs}}
}

// cleanDoc is the text of docblock raw (at file offset base) as
// phpDocumentor reads it: per line, the leading blanks, then /**, */ or
// *, then one blank are dropped; lines are joined by \n (CRLF and CR
// read as one); the whole is trimmed, and a closing */ left at its end
// dropped.
func cleanDoc(raw string, base int) docText {
	var d docText
	for i := 0; i <= len(raw); {
		e := i
		for e < len(raw) && raw[e] != '\n' && raw[e] != '\r' {
			e++
		}
		k := i
		for k < e && (raw[k] == ' ' || raw[k] == '\t') {
			k++
		}
		switch {
		case k+3 <= e && raw[k:k+3] == "/**":
			k += 3
		case k+2 <= e && raw[k:k+2] == "*/":
			k += 2
		case k < e && raw[k] == '*':
			k++
		}
		if k < e && (raw[k] == ' ' || raw[k] == '\t') {
			k++
		}
		for ; k < e; k++ {
			d.s, d.offs = append(d.s, raw[k]), append(d.offs, base+k)
		}
		if e >= len(raw) {
			break
		}
		d.s, d.offs = append(d.s, '\n'), append(d.offs, base+e)
		if raw[e] == '\r' && e+1 < len(raw) && raw[e+1] == '\n' {
			e++
		}
		i = e + 1
	}
	a, b := trimSpan(d.s, 0, len(d.s))
	if b-a >= 2 && string(d.s[b-2:b]) == "*/" {
		a, b = trimSpan(d.s, a, b-2)
	}
	d.s, d.offs = d.s[a:b], d.offs[a:b]
	return d
}
