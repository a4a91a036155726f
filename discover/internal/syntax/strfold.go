package syntax

import (
	"sort"
	"strconv"
	"strings"
)

// What the string-expression evaluators of the source readers share
// (string expressions): the parts of a template or f-string, and the texts
// an expression may have besides the one read.

// FoldSubst folds a template literal or f-string whose raw text (the
// token's bytes, starting at file offset base) holds substitutions
// opened by open ("${" in JavaScript, "{" in Python, where "{{" is a
// literal brace) and closed by the matching "}": its literal parts
// (frags, the lexer's decoded fragments, in order) and the value resolve
// gives each substitution's expression. Nil when one is not known.
func FoldSubst(raw string, base int, frags []*Node, open string, resolve func(expr string) *Node) *Node {
	var out *Node
	add := func(n *Node) {
		if out == nil {
			out = n
		} else {
			out = ConcatNodes(out, n)
		}
	}
	pos := 0
	for {
		at := -1
		for k := pos; k+len(open) <= len(raw); k++ {
			if open == "{" && strings.HasPrefix(raw[k:], "{{") {
				k++
				continue
			}
			if raw[k] == '\\' && open != "{" {
				k++
				continue
			}
			if strings.HasPrefix(raw[k:], open) {
				at = k
				break
			}
		}
		litEnd := len(raw)
		if at >= 0 {
			litEnd = at
		}
		for len(frags) > 0 && frags[0].Off-base < litEnd {
			add(frags[0])
			frags = frags[1:]
		}
		if at < 0 {
			break
		}
		// The substitution, to its matching "}".
		k, level := at+len(open)-1, 0
		for ; k < len(raw); k++ {
			if raw[k] == '{' {
				level++
			} else if raw[k] == '}' {
				level--
				if level == 0 {
					break
				}
			}
		}
		v := resolve(strings.TrimSpace(raw[at+len(open) : min(k, len(raw))]))
		if v == nil || v.Kind != KString {
			return nil
		}
		add(v)
		pos = k + 1
	}
	if out == nil {
		return Synth(KString, "", base)
	}
	return out
}

// Either is one of two outcomes of an expression (the arms of a
// conditional, the sides of or/||/??): when both are known the first is
// the text read and the other a candidate text of the file; when one is
// not known the expression's text is not known (nil: the caller reports
// it computed) and the known one is a candidate. No outcome goes
// unscanned, and none is taken for the whole.
func (d *File) Either(a, b *Node) *Node {
	switch {
	case a != nil && b != nil:
		d.Candidate(b)
		return a
	case a != nil:
		d.Candidate(a)
	case b != nil:
		d.Candidate(b)
	}
	return nil
}

// PrintfNodes applies printf-style formatting to format node f: each
// verb of verbs ("s" for Python's %, "sv" for Go's fmt.Sprintf), with
// flags and width, takes the next of pos, %(name)s one of named, %% is
// a percent sign. Nil when an argument is not known or a verb is another
// (a number, a quoted %q, an explicit index %[1]s).
func PrintfNodes(f *Node, pos []*Node, named map[string]*Node, verbs string) *Node {
	s := f.Str
	var out *Node
	add := func(x *Node) {
		if out == nil {
			out = x
		} else {
			out = ConcatNodes(out, x)
		}
	}
	last, next := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		add(SliceNode(f, last, i))
		j := i + 1
		if j < len(s) && s[j] == '%' {
			add(SliceNode(f, j, j+1))
			i, last = j, j+1
			continue
		}
		var arg *Node
		if j < len(s) && s[j] == '(' && named != nil {
			e := strings.IndexByte(s[j:], ')')
			if e < 0 {
				return nil
			}
			arg = named[s[j+1:j+e]]
			j += e + 1
		} else {
			if next >= len(pos) {
				return nil
			}
			arg = pos[next]
			next++
		}
		for j < len(s) && strings.IndexByte("-+ #0123456789.", s[j]) >= 0 {
			j++
		}
		if j >= len(s) || strings.IndexByte(verbs, s[j]) < 0 || arg == nil {
			return nil
		}
		add(arg)
		i, last = j, j+1
	}
	add(SliceNode(f, last, len(s)))
	return out
}

// BraceNodes applies the brace formatting Python's str.format and Rust's
// format! share to format node f: {} takes the next of pos, {N} the N-th,
// {name} what name finds, {{ and }} are braces. field reads a
// placeholder's text: the argument's reference, and false when its spec
// changes the text so that the result is not known. Nil when an argument
// is not known.
func BraceNodes(f *Node, pos []*Node, name func(string) *Node, field func(string) (string, bool)) *Node {
	s := f.Str
	var out *Node
	add := func(x *Node) {
		if out == nil {
			out = x
		} else {
			out = ConcatNodes(out, x)
		}
	}
	last, next := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c == '{' || c == '}') && i+1 < len(s) && s[i+1] == c {
			add(SliceNode(f, last, i+1))
			i++
			last = i + 1
			continue
		}
		if c != '{' {
			continue
		}
		e := strings.IndexByte(s[i:], '}')
		if e < 0 {
			return nil
		}
		ref, ok := field(s[i+1 : i+e])
		if !ok {
			return nil
		}
		var arg *Node
		switch {
		case ref == "":
			if next >= len(pos) {
				return nil
			}
			arg = pos[next]
			next++
		case ref[0] >= '0' && ref[0] <= '9':
			n, err := strconv.Atoi(ref)
			if err != nil || n >= len(pos) {
				return nil
			}
			arg = pos[n]
		default:
			arg = name(ref)
		}
		if arg == nil {
			return nil
		}
		add(SliceNode(f, last, i))
		add(arg)
		i += e
		last = i + 1
	}
	add(SliceNode(f, last, len(s)))
	return out
}

// SliceNode is bytes [a, b) of string node n, each at its file offset.
func SliceNode(n *Node, a, b int) *Node {
	offs := make([]int, 0, b-a+1)
	for i := a; i <= b; i++ {
		offs = append(offs, n.FileOffset(i))
	}
	return &Node{Kind: KString, Str: n.Str[a:b], Off: n.Off, End: n.End, Mapper: TableMapper{Offs: offs}}
}

// ReplaceNodes replaces the first (all: every) occurrence of pat in n
// by rep, every byte keeping its file offset.
func ReplaceNodes(n *Node, pat string, rep *Node, all bool) *Node {
	var out *Node
	add := func(x *Node) {
		if out == nil {
			out = x
		} else {
			out = ConcatNodes(out, x)
		}
	}
	from := 0
	for {
		at := strings.Index(n.Str[from:], pat)
		if at < 0 {
			break
		}
		add(SliceNode(n, from, from+at))
		add(rep)
		from += at + len(pat)
		if !all {
			break
		}
	}
	add(SliceNode(n, from, len(n.Str)))
	return out
}

// IdentName: s is a plain identifier of the C family or Python.
func IdentName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(IsIdentStart(c) || c == '$' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// Binding is one value bound in a source file, for the readers'
// bindings passes (every binding counts).
type Binding struct {
	Key    string // the name, member chain or key bound; "" when none
	Plus   bool   // +=: extends what key had, in file order
	Always bool   // a tuple's item, a walrus: counted whatever the key
	IsKey  bool   // a key of a literal or a keyword argument: counted by textBinding only
	// Track: the key of a literal bound to a name, as that name's member
	// (config.description for const config = {description: …}): only
	// remembered, so that a later += on the member extends it.
	Track bool
	Eval  func() (v *Node, single bool)
}

// BindAll registers as candidate texts the values of bs that count: a
// value bound to a name or member bound more than once, extended by +=,
// or bound to a key that names a text a model reads (textBinding), when it
// folds to a text and is more than one literal (a lone literal is
// scanned as loose text already). A name bound once to something else is
// the reader's to resolve, not a candidate.
func (d *File) BindAll(bs []Binding) {
	count := map[string]int{}
	for _, b := range bs {
		if b.Key != "" && !b.IsKey {
			count[b.Key]++
		}
	}
	last, pending := map[string]*Node{}, map[string]*Node{}
	flush := func(key string) {
		if v := pending[key]; v != nil {
			d.Candidate(v)
			delete(pending, key)
		}
	}
	for _, b := range bs {
		if b.Track {
			if v, _ := b.Eval(); v != nil && b.Key != "" {
				last[b.Key] = v
			}
			continue
		}
		counts := b.Always || b.Plus || textBinding(b.Key) || !b.IsKey && count[b.Key] > 1
		if !counts {
			d.Quiet++
		}
		v, single := b.Eval()
		if !counts {
			d.Quiet--
		}
		switch {
		case b.IsKey:
			// A module read only because a server file imports it has no
			// loose-literal pass (looseTexts): a lone literal under a text
			// key ({description: '…'} in a table the server registers) is
			// scanned from here.
			if counts && v != nil && (!single || d.Src.Imported && textBinding(b.Key)) {
				d.Candidate(v)
			}
		case v == nil:
			if b.Key != "" {
				delete(last, b.Key)
			}
		case b.Plus:
			if prev := last[b.Key]; prev != nil && b.Key != "" {
				v = ConcatNodes(prev, v)
				last[b.Key], pending[b.Key] = v, v
			}
		default:
			if b.Key != "" {
				flush(b.Key)
				last[b.Key] = v
			}
			if counts && !single {
				d.Candidate(v)
			}
		}
	}
	var keys []string
	for k := range pending {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		flush(k)
	}
}

// textBinding: the last part of a name, member chain or key names a text the
// model reads (a description, a title, instructions, a docstring).
func textBinding(key string) bool {
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		key = key[i+1:]
	}
	switch strings.ToLower(key) {
	case "description", "title", "instructions", "__doc__", "summary":
		return true
	}
	return false
}
