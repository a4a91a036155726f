package python

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// The string expressions of Python: + over operands,
// f-strings over constants, printf-style % and str.format over known
// texts, and the outcomes of or, and and a conditional expression. Each
// byte of a folded text keeps its file offset; of several outcomes the
// first known is the text read and the others are candidate texts of the
// file (recognizer.either); what joins a value the file does not hold is
// not a string (ok false), so the caller reports it computed.

// str reads a string expression at token i: the node, the token after
// it, and whether it folds to a known text.
func (p *pyFile) str(i int) (*syntax.Node, int, bool) {
	n, next := p.condStr(i, 0)
	return n, next, n != nil
}

// condStr reads a if c else b, or an or-expression.
func (p *pyFile) condStr(i, depth int) (*syntax.Node, int) {
	t := p.toks
	if depth > syntax.MaxDepth/4 {
		return nil, i
	}
	v, k := p.orStr(i, depth)
	if k >= len(t) || t[k].Kind != 'n' || t[k].Text != "if" {
		return v, k
	}
	// The condition: read over it to its else.
	level := 0
	for k++; k < len(t); k++ {
		switch t[k].Text {
		case "(", "[", "{":
			level++
		case ")", "]", "}":
			level--
		}
		if level < 0 || level == 0 && (t[k].Text == "," || t[k].Kind == 'l') {
			return nil, k
		}
		if level == 0 && t[k].Kind == 'n' && t[k].Text == "else" {
			break
		}
	}
	if k >= len(t) {
		return nil, k
	}
	w, k := p.condStr(k+1, depth+1)
	return p.d.Either(v, w), k
}

// orStr reads x or y (y is served when x is empty or unset).
func (p *pyFile) orStr(i, depth int) (*syntax.Node, int) {
	t := p.toks
	v, k := p.andStr(i, depth)
	for k < len(t) && t[k].Kind == 'n' && t[k].Text == "or" {
		var w *syntax.Node
		w, k = p.andStr(k+1, depth+1)
		v = p.d.Either(v, w)
	}
	return v, k
}

// andStr reads x and y (y is served when x holds; x is a candidate).
func (p *pyFile) andStr(i, depth int) (*syntax.Node, int) {
	t := p.toks
	v, k := p.sumStr(i, depth)
	for k < len(t) && t[k].Kind == 'n' && t[k].Text == "and" {
		var w *syntax.Node
		w, k = p.sumStr(k+1, depth+1)
		if v != nil && w != nil {
			p.d.Candidate(v)
			v = w
		} else {
			v = p.d.Either(v, w)
		}
	}
	return v, k
}

// sumStr reads operands joined by +: unknown when one is.
func (p *pyFile) sumStr(i, depth int) (*syntax.Node, int) {
	t := p.toks
	v, k := p.postfixStr(i, depth)
	known := v != nil
	for k < len(t) && t[k].Text == "+" {
		var w *syntax.Node
		w, k = p.postfixStr(k+1, depth+1)
		if known && w != nil {
			v = syntax.ConcatNodes(v, w)
		} else {
			known = false
		}
	}
	if !known {
		return nil, k
	}
	return v, k
}

// postfixStr reads an operand and what formats it: % args, .format(…),
// and the methods that keep the text (strip and its kin).
func (p *pyFile) postfixStr(i, depth int) (*syntax.Node, int) {
	t := p.toks
	v, k := p.operandStr(i, depth)
	for k < len(t) {
		switch {
		case t[k].Text == "%" && !(k+1 < len(t) && t[k+1].Text == "="):
			var pos []*syntax.Node
			named := map[string]*syntax.Node{}
			k++
			switch {
			case k < len(t) && t[k].Text == "(":
				end := p.matching(k)
				for _, it := range p.items(k) {
					w, _ := p.condStr(it[0], depth+1)
					pos = append(pos, w)
				}
				k = end + 1
			case k < len(t) && t[k].Text == "{":
				end := p.matching(k)
				for _, it := range p.items(k) {
					key, next, ok := p.atom(it[0])
					if ok && next < it[1] && t[next].Text == ":" {
						named[key.Str], _ = p.condStr(next+1, depth+1)
					}
				}
				k = end + 1
			default:
				var w *syntax.Node
				w, k = p.postfixStr(k, depth+1)
				pos = append(pos, w)
			}
			if v != nil {
				v = syntax.PrintfNodes(v, pos, named, "s")
			}
		case k+2 < len(t) && t[k].Text == "." && t[k+1].Kind == 'n' && t[k+2].Text == "(":
			end := p.matching(k + 2)
			switch t[k+1].Text {
			case "format":
				var pos []*syntax.Node
				named := map[string]*syntax.Node{}
				for _, it := range p.items(k + 2) {
					if it[0]+1 < it[1] && t[it[0]].Kind == 'n' && t[it[0]+1].Text == "=" {
						named[t[it[0]].Text], _ = p.condStr(it[0]+2, depth+1)
						continue
					}
					w, _ := p.condStr(it[0], depth+1)
					pos = append(pos, w)
				}
				if v != nil {
					v = pyFormat(v, pos, named)
				}
			case "strip", "lstrip", "rstrip", "expandtabs":
			default:
				v = nil
			}
			k = end + 1
		default:
			return v, k
		}
	}
	return v, k
}

// operandStr reads an operand: a parenthesized expression, an f-string,
// textwrap.dedent(…) or inspect.cleandoc(…) of a text, a string atom, or
// something unknown (a call, a member chain, a number) read over.
func (p *pyFile) operandStr(i, depth int) (*syntax.Node, int) {
	t := p.toks
	if i >= len(t) {
		return nil, i
	}
	if t[i].Text == "(" {
		end := p.matching(i)
		k := i + 1
		for k < end && t[k].Kind == 'l' {
			k++
		}
		if v, next := p.condStr(k, depth+1); next == end && v != nil {
			return v, end + 1
		}
		// Adjacent literals over lines, and the atom's other forms.
		if v, next, ok := p.atom(i); ok {
			return v, next
		}
		return nil, end + 1
	}
	if t[i].Kind == 's' && !t[i].HasStr() && t[i].Frags() != nil || t[i].Kind == 's' && !t[i].HasStr() && pyFString(t[i].Text) {
		v := syntax.FoldSubst(t[i].Text, t[i].Off, t[i].Frags(), "{", func(expr string) *syntax.Node {
			name := expr
			if c := strings.IndexAny(name, "!:="); c >= 0 {
				if name[c] == '=' && (c+1 >= len(name) || name[c+1] != '=') {
					return nil // {x=}: the expression's text too
				}
				name = strings.TrimSpace(name[:c])
			}
			if !syntax.IdentName(name) {
				return nil
			}
			return p.names[name]
		})
		k := i + 1
		if v != nil && k < len(t) && t[k].Kind == 's' {
			// An f-string then adjacent literals.
			if w, next := p.operandStr(k, depth+1); w != nil {
				return syntax.ConcatNodes(v, w), next
			}
		}
		return v, k
	}
	if t[i].Kind == 'n' && i+3 < len(t) && t[i+1].Text == "." && (t[i].Text == "textwrap" && t[i+2].Text == "dedent" || t[i].Text == "inspect" && t[i+2].Text == "cleandoc") && t[i+3].Text == "(" {
		end := p.matching(i + 3)
		if v, next := p.condStr(i+4, depth+1); next == end {
			return v, end + 1
		}
		return nil, end + 1
	}
	if v, next, ok := p.atom(i); ok {
		return v, next
	}
	// Unknown: a name chain with calls and subscripts, a number.
	k := i
	if k < len(t) && (t[k].Kind == 'n' || t[k].Kind == 's') {
		k++
		for k < len(t) {
			switch {
			case t[k].Text == "." && k+1 < len(t) && t[k+1].Kind == 'n':
				k += 2
			case t[k].Text == "(" || t[k].Text == "[":
				k = p.matching(k) + 1
			default:
				return nil, k
			}
		}
	}
	return nil, k
}

// pyFString: a string token's prefix makes it an f-string.
func pyFString(text string) bool {
	for i := 0; i < len(text) && text[i] != '"' && text[i] != '\''; i++ {
		if text[i] == 'f' || text[i] == 'F' {
			return true
		}
	}
	return false
}

// pyFormat applies str.format ({}, {0}, {name}, {{ and }}; a conversion
// or format spec is not applied) to format node f; nil when a field is
// not known.
func pyFormat(f *syntax.Node, pos []*syntax.Node, named map[string]*syntax.Node) *syntax.Node {
	return syntax.BraceNodes(f, pos, func(n string) *syntax.Node { return named[n] }, func(field string) (string, bool) {
		if c := strings.IndexAny(field, "!:"); c >= 0 {
			field = field[:c]
		}
		return field, true
	})
}

// bindings makes every binding count, as jsFile's
// does: the values bound by =, +=, := (a walrus, always counted), a
// keyword argument, a key of a dict display or a subscript
// (OPTS["description"] = …), and a tuple's items (always counted) count
// as recognizer.BindAll says; a module a server imports binds its texts
// at the top level for the server.
func (p *pyFile) bindings() {
	t := p.toks
	var bs []syntax.Binding
	add := func(b syntax.Binding, at int) {
		b.Eval = func() (*syntax.Node, bool) {
			v, end := p.condStr(at, 0)
			return v, end == at+1 && t[at].Kind == 's' && t[at].HasStr()
		}
		bs = append(bs, b)
	}
	depth := 0
	for i := 1; i+1 < len(t); i++ {
		switch t[i].Text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		top := depth == 0 && (i < 2 || t[i-2].Kind == 'l')
		switch {
		case t[i].Text == "=" && t[i+1].Text != "=" && !strings.Contains("=!<>+-*/%&|^:@", t[i-1].Text):
			b := syntax.Binding{Key: p.target(i - 1), IsKey: depth > 0, Always: p.d.Src.Imported && top}
			if b.Key == "" && t[i-1].Text == "]" && i >= 3 && t[i-2].Kind == 's' && t[i-2].HasStr() && t[i-3].Text == "[" {
				b.Key = p.target(i-4) + "." + t[i-2].Str().Str // OPTS["description"] = …
			}
			if depth == 0 && p.unpacking(i) {
				// a, b = x, y: each item.
				at := i + 1
				for at < len(t) {
					add(syntax.Binding{Always: true}, at)
					_, end := p.condStr(at, 0)
					if end >= len(t) || t[end].Text != "," {
						break
					}
					at = end + 1
				}
				continue
			}
			add(b, i+1)
		case t[i].Text == "=" && t[i-1].Text == ":" && i >= 2:
			add(syntax.Binding{Key: p.target(i - 2), Always: true}, i+1) // NAME := value
		case t[i].Text == "+" && t[i+1].Text == "=" && i+2 < len(t):
			add(syntax.Binding{Key: p.target(i - 1), Plus: true}, i+2)
		case t[i].Text == ":" && t[i+1].Text != "=" && t[i-1].Kind == 's' && t[i-1].HasStr() && i >= 2 && (t[i-2].Text == "{" || t[i-2].Text == ","):
			add(syntax.Binding{Key: t[i-1].Str().Str, IsKey: true}, i+1)
		}
	}
	p.d.BindAll(bs)
}

// unpacking: the = at token i binds a tuple of names (a, b = …).
func (p *pyFile) unpacking(i int) bool {
	return i >= 2 && p.toks[i-2].Text == ","
}

// target is the name or member chain (DESC, tool.__doc__) that ends at
// token k, "" when it is something else.
func (p *pyFile) target(k int) string {
	t := p.toks
	if k < 0 || t[k].Kind != 'n' {
		return ""
	}
	s := t[k].Text
	for k >= 2 && t[k-1].Text == "." && t[k-2].Kind == 'n' {
		s = t[k-2].Text + "." + s
		k -= 2
	}
	return s
}
