// Package phrase is the language directive.imperative's phrase rules are
// written in: its grammar and its parser. A pattern is read into a tree of
// Nodes; detect compiles the tree to a program over tokens and runs it
// (detect/internal/reading/rules.go). The package knows no tokenizer and no rule set.
//
// # Grammar
//
// A pattern is a sequence of elements separated by spaces. Brackets, bars
// and escaped characters are elements of their own, so "(a|b)" and
// "( a | b )" read alike.
//
//	pattern  = { element }
//	element  = group | optional | words | prefix | kind | punct | gap | start
//	group    = "(" pattern { "|" pattern } ")"   one of the sequences
//	optional = "[" pattern { "|" pattern } "]"   a group that may be absent
//	words    = word { "/" word }       one token, any of the words
//	prefix   = text "*"                a token whose text starts with text
//	kind     = "<url>" | "<path>" | "<email>" | "<ident>" | "<tool>" |
//	           "<num>" | "<quote>" | "<word>"    a token of that kind
//	punct    = "\" char                a punctuation or quote token
//	gap      = "*" N                   up to N tokens, 1 <= N <= 40
//	start    = "^"                     the sentence's start
//	@name                              a macro: its text, read in place
//
// Precedence: "/" binds single words only, tighter than the spaces between
// elements. "will crash/fail/be blocked" reads as "will", then one of
// "crash", "fail", "be", then "blocked" — not as three alternatives. Write
// alternatives of several words as a group: "will ( crash | fail | be
// blocked )". An element of "/"-joined parts that are not all plain words
// ("<quote>/<num>", "\]/\:") is a group of those single elements.
//
// A macro is expanded within its element (@instr/note is the words of
// @instr and "note"), up to 8 deep. Errors name the place in the pattern
// as written, and the macro an element came from.
package phrase

import (
	"fmt"
	"strconv"
	"strings"
)

// Op is what a node matches.
type Op uint8

const (
	Words  Op = iota + 1 // one token whose word is any of Words
	Prefix               // one token whose text starts with Prefix
	Kind                 // one token of kind Kind (url, path, email, ident, num, quote, word)
	Punct                // one punctuation or quote token, Punct
	Group                // one of Alts; none when Optional
	Gap                  // up to Gap tokens, fewest first
	Start                // the sentence's start
)

// Node is one element of a pattern.
type Node struct {
	Op       Op
	Words    []string // Words: as written
	Prefix   string
	Kind     string // Kind: url, path, email, ident, num, quote, word ("<tool>" is ident)
	Punct    string
	Alts     [][]*Node
	Optional bool
	Gap      int
}

// Error is a pattern that does not parse.
type Error struct {
	Offset int    // byte offset in the pattern as written
	Elem   string // the element, or "" at the pattern's end
	Macro  string // the macro the element came from, if any
	Msg    string
}

func (e *Error) Error() string {
	where := fmt.Sprintf("at %d", e.Offset)
	if e.Elem != "" {
		where += fmt.Sprintf(" (%q)", e.Elem)
	}
	if e.Macro != "" {
		where += " in macro @" + e.Macro
	}
	return where + ": " + e.Msg
}

// maxMacroDepth bounds macros that use macros (and one that uses itself).
const maxMacroDepth = 8

// elem is one element and where it came from.
type elem struct {
	text  string
	off   int
	macro string
}

// Parser parses patterns against one set of macros, expanding each
// element that names a macro once.
type Parser struct {
	macros map[string]string
	cache  map[string][]elem // an element naming a macro: its elements, expanded
	slab   []Node            // nodes are cut from here, a few thousand per rule set
}

// node returns a new node holding n.
func (ps *Parser) node(n Node) *Node {
	if len(ps.slab) == cap(ps.slab) {
		ps.slab = make([]Node, 0, 512)
	}
	ps.slab = append(ps.slab, n)
	return &ps.slab[len(ps.slab)-1]
}

// NewParser returns a parser for patterns that may name these macros.
func NewParser(macros map[string]string) *Parser {
	return &Parser{macros: macros, cache: map[string][]elem{}}
}

// Parse reads a pattern, expanding the macros it names.
func Parse(pattern string, macros map[string]string) ([]*Node, error) {
	return NewParser(macros).Parse(pattern)
}

// Parse reads a pattern, expanding the macros it names.
func (ps *Parser) Parse(pattern string) ([]*Node, error) {
	var els []elem
	for _, e := range split(pattern) {
		if strings.IndexByte(e.text, '@') < 0 {
			els = append(els, e)
			continue
		}
		xs, err := ps.expand(e.text, 0)
		if err != nil {
			if pe, ok := err.(*Error); ok {
				pe.Offset, pe.Elem = e.off, e.text
			}
			return nil, err
		}
		for _, x := range xs {
			x.off = e.off // an element from a macro is where the macro is named
			els = append(els, x)
		}
	}
	p := &parser{els: els, end: len(pattern), ps: ps}
	nodes, err := p.seq("")
	if err != nil {
		return nil, err
	}
	if p.i != len(els) {
		return nil, p.fail(p.i, "unexpected %q", els[p.i].text)
	}
	return nodes, nil
}

// expand returns the elements of an element that names macros (text),
// each named macro replaced by its text, itself expanded, and each
// element marked with the first macro text names.
func (ps *Parser) expand(text string, depth int) ([]elem, error) {
	if xs, ok := ps.cache[text]; ok {
		return xs, nil
	}
	if depth >= maxMacroDepth {
		return nil, &Error{Msg: fmt.Sprintf("macros nest more than %d deep (a macro uses itself?)", maxMacroDepth)}
	}
	var b strings.Builder
	first := ""
	for i := 0; i < len(text); i++ {
		if text[i] != '@' {
			b.WriteByte(text[i])
			continue
		}
		j := i + 1
		for j < len(text) && (text[j] >= 'a' && text[j] <= 'z' || text[j] == '_') {
			j++
		}
		body, ok := ps.macros[text[i+1:j]]
		if !ok {
			return nil, &Error{Msg: fmt.Sprintf("unknown macro @%s", text[i+1:j])}
		}
		if first == "" {
			first = text[i+1 : j]
		}
		b.WriteString(body)
		i = j - 1
	}
	var out []elem
	for _, e := range split(b.String()) {
		if strings.IndexByte(e.text, '@') < 0 {
			out = append(out, elem{text: e.text})
			continue
		}
		xs, err := ps.expand(e.text, depth+1)
		if err != nil {
			if pe, ok := err.(*Error); ok {
				pe.Macro = first
			}
			return nil, err
		}
		out = append(out, xs...)
	}
	for k := range out {
		out[k].macro = first // the outermost macro names them all
	}
	ps.cache[text] = out
	return out, nil
}

// split cuts text into elements: words separated by spaces, with brackets,
// bars and escaped characters elements of their own.
func split(text string) []elem {
	els := make([]elem, 0, len(text)/6)
	start := -1
	for i := 0; i < len(text); i++ {
		n := 0 // the length of an element of its own starting here
		switch byteClass[text[i]] {
		case inWord:
			if start < 0 {
				start = i
			}
			continue
		case escape:
			n = 2
			if i+1 == len(text) { // a final backslash is a word byte
				if start < 0 {
					start = i
				}
				continue
			}
		case single:
			n = 1
		}
		if start >= 0 {
			els = append(els, elem{text: text[start:i], off: start})
			start = -1
		}
		if n > 0 {
			els = append(els, elem{text: text[i : i+n], off: i})
			i += n - 1
		}
	}
	if start >= 0 {
		els = append(els, elem{text: text[start:], off: start})
	}
	return els
}

// Byte classes of split.
const (
	inWord = iota
	space
	single // ( ) [ ] |
	escape // \
)

var byteClass = func() (t [256]uint8) {
	for _, c := range " \t\n\r\v\f" {
		t[c] = space
	}
	for _, c := range "()[]|" {
		t[c] = single
	}
	t['\\'] = escape
	return
}()

type parser struct {
	els []elem
	i   int
	end int // the pattern's length: where an error at its end points
	ps  *Parser
}

// fail is an error at element k (the pattern's end when k is past it).
func (p *parser) fail(k int, format string, args ...any) error {
	e := &Error{Offset: p.end, Msg: fmt.Sprintf(format, args...)}
	if k < len(p.els) {
		e.Offset, e.Elem, e.Macro = p.els[k].off, p.els[k].text, p.els[k].macro
	}
	return e
}

var kinds = map[string]string{"<url>": "url", "<path>": "path", "<email>": "email", "<ident>": "ident", "<tool>": "ident",
	"<num>": "num", "<quote>": "quote", "<word>": "word"}

// seq reads elements up to a closing bracket or bar (left unread); closer
// is the bracket the sequence must be closed by ("" at the top).
func (p *parser) seq(closer string) ([]*Node, error) {
	var seq []*Node
	for p.i < len(p.els) {
		k := p.i
		t := p.els[k].text
		if t == ")" || t == "]" || t == "|" {
			return seq, nil
		}
		p.i++
		n, err := p.element(k, t)
		if err != nil {
			return nil, err
		}
		seq = append(seq, n)
	}
	if closer != "" {
		return nil, p.fail(p.i, "missing %s", closer)
	}
	return seq, nil
}

// element reads element k, whose text is t (a group reads on).
func (p *parser) element(k int, t string) (*Node, error) {
	switch {
	case t == "(" || t == "[":
		want := ")"
		if t == "[" {
			want = "]"
		}
		g := p.ps.node(Node{Op: Group, Optional: t == "["})
		for {
			at := p.i
			alt, err := p.seq(want)
			if err != nil {
				return nil, err
			}
			if len(alt) == 0 {
				return nil, p.fail(at, "empty alternative")
			}
			g.Alts = append(g.Alts, alt)
			if p.i >= len(p.els) {
				return nil, p.fail(p.i, "missing %s", want)
			}
			sep := p.els[p.i].text
			p.i++
			if sep == want {
				return g, nil
			}
			if sep != "|" {
				return nil, p.fail(p.i-1, "expected | or %s", want)
			}
		}
	case t == "^":
		return p.ps.node(Node{Op: Start}), nil
	case strings.HasPrefix(t, "\\"):
		return p.ps.node(Node{Op: Punct, Punct: t[1:]}), nil
	case strings.HasPrefix(t, "*"):
		n, err := strconv.Atoi(t[1:])
		if err != nil || n < 1 || n > 40 {
			return nil, p.fail(k, "a gap is *1 to *40")
		}
		return p.ps.node(Node{Op: Gap, Gap: n}), nil
	case strings.HasPrefix(t, "<") && strings.HasSuffix(t, ">") && len(t) > 2 && !strings.Contains(t, "/"):
		kind, ok := kinds[t]
		if !ok {
			return nil, p.fail(k, "unknown kind")
		}
		return p.ps.node(Node{Op: Kind, Kind: kind}), nil
	case strings.HasSuffix(t, "*") && !strings.Contains(t, "/"):
		return p.ps.node(Node{Op: Prefix, Prefix: strings.TrimSuffix(t, "*")}), nil
	}
	parts := strings.Split(t, "/")
	plain := true
	for _, w := range parts {
		if w == "" {
			return nil, p.fail(k, "empty word")
		}
		if strings.HasPrefix(w, "<") || strings.HasPrefix(w, "\\") || strings.HasSuffix(w, "*") {
			plain = false
		}
	}
	if plain {
		return p.ps.node(Node{Op: Words, Words: parts}), nil
	}
	if len(parts) == 1 {
		return nil, p.fail(k, "bad element")
	}
	// Mixed alternatives ("<quote>/<num>", "\]/\:"): a group of
	// single-element sequences.
	g := p.ps.node(Node{Op: Group})
	for _, w := range parts {
		n, err := p.element(k, w)
		if err != nil {
			return nil, err
		}
		g.Alts = append(g.Alts, []*Node{n})
	}
	return g, nil
}
