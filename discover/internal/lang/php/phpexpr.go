package php

import (
	"strconv"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// String expressions and literal values of PHP source: what a definition's
// texts and schemas are read from.

// constants binds the file's string constants: const NAME = …; (in a
// class, Class::NAME too) and define('NAME', …). A constant may use
// another, written before or after it (PHP resolves a class's constants
// when first used): the file is read again while that binds more, a few
// times at most.
func (f *phpFile) constants() {
	for pass := 0; pass < 4; pass++ {
		n := len(f.consts)
		f.constantsPass()
		if len(f.consts) == n {
			return
		}
	}
}

// constantsPass binds the constants whose values can be read with those
// bound so far.
func (f *phpFile) constantsPass() {
	t := f.toks
	for i := 0; i+3 < len(t); i++ {
		switch {
		case t[i].Kind == 'n' && strings.EqualFold(t[i].Text, "const"):
			// const [type] NAME = value, NAME2 = value;
			k := i + 1
			for k+1 < len(t) && t[k].Kind == 'n' && t[k+1].Kind == 'n' {
				k++ // a typed constant (PHP 8.3): const string NAME
			}
			class := f.classAt(i)
			for k+1 < len(t) && t[k].Kind == 'n' && t[k+1].Text == "=" {
				name := t[k].Text
				s, next, ok := f.str(k + 2)
				if ok && next < len(t) && (t[next].Text == ";" || t[next].Text == ",") {
					f.bind(class, name, s)
				}
				for next < len(t) && t[next].Text != ";" && t[next].Text != "," {
					next = f.skipValue(next)
				}
				if next >= len(t) || t[next].Text == ";" {
					break
				}
				k = next + 1
			}
		case t[i].Kind == 'n' && strings.EqualFold(t[i].Text, "define") && t[i+1].Text == "(" && (i == 0 || t[i-1].Text != "->" && t[i-1].Text != "::" && !strings.EqualFold(t[i-1].Text, "function")):
			items := f.br.Items(t, i+1)
			if len(items) != 2 {
				continue
			}
			name, next, ok := f.str(items[0][0])
			if !ok || next != items[0][1] {
				continue
			}
			if s, next, ok := f.str(items[1][0]); ok && next == items[1][1] {
				f.bind("", name.Str, s)
			}
		}
	}
}

// bind binds constant name of class ("" at the top level).
func (f *phpFile) bind(class, name string, s *syntax.Node) {
	if class == "" {
		f.consts[name] = s
		return
	}
	f.consts[class+"::"+name] = s
}

// skipValue is the token after the value at i (to a comma or semicolon
// at its depth).
func (f *phpFile) skipValue(i int) int {
	t := f.toks
	if i < len(t) && (t[i].Text == "(" || t[i].Text == "[" || t[i].Text == "{") {
		return f.close(i) + 1
	}
	return i + 1
}

// str reads a string expression at token i: literals and constants
// joined with ., in parentheses, sprintf of them with %s, implode of a
// list of them. It returns the node, the token after it, and whether it
// could be read.
func (f *phpFile) str(i int) (*syntax.Node, int, bool) {
	return f.strDepth(i, 0)
}

func (f *phpFile) strDepth(i, depth int) (*syntax.Node, int, bool) {
	t := f.toks
	if depth > 32 {
		return nil, i, false
	}
	var parts []*syntax.Node
	for i < len(t) {
		part, next, ok := f.operand(i, depth)
		if !ok {
			return nil, i, false
		}
		parts = append(parts, part)
		i = next
		if i+1 < len(t) && t[i].Text == "." && t[i+1].Text != "=" {
			i++
			continue
		}
		return joinNodes(parts), i, true
	}
	return nil, i, false
}

// joinNodes joins string nodes, each byte at its file offset, in one
// pass: joined two at a time, a chain of a thousand literals copied its
// text a thousand times.
func joinNodes(parts []*syntax.Node) *syntax.Node {
	if len(parts) == 1 {
		return parts[0]
	}
	n := 0
	for _, p := range parts {
		n += len(p.Str)
	}
	var b strings.Builder
	b.Grow(n)
	offs := make([]int, 0, n+1)
	for _, p := range parts {
		b.WriteString(p.Str)
		for i := 0; i < len(p.Str); i++ {
			offs = append(offs, p.FileOffset(i))
		}
	}
	last := parts[len(parts)-1]
	offs = append(offs, last.FileOffset(len(last.Str)))
	return &syntax.Node{Kind: syntax.KString, Str: b.String(), Off: parts[0].Off, End: last.End, Mapper: syntax.TableMapper{Offs: offs}}
}

// operand reads one operand of a string expression at token i.
func (f *phpFile) operand(i, depth int) (*syntax.Node, int, bool) {
	t := f.toks
	tk := &t[i]
	switch {
	case tk.Kind == 's' && tk.HasStr():
		return tk.Str(), i + 1, true
	case tk.Text == "(":
		end := f.close(i)
		s, next, ok := f.strDepth(i+1, depth+1)
		if !ok || next != end {
			return nil, i, false
		}
		return s, end + 1, true
	case tk.Kind == 'n' && !strings.HasPrefix(tk.Text, "$") && i+2 < len(t) && t[i+1].Text == "::" && t[i+2].Kind == 'n' && (i+3 >= len(t) || t[i+3].Text != "("):
		// self::NAME, static::NAME, Class::NAME.
		class := tk.Text
		if l := strings.ToLower(class); l == "self" || l == "static" {
			class = f.classAt(i)
		}
		if s := f.consts[class+"::"+t[i+2].Text]; s != nil {
			return s, i + 3, true
		}
		return nil, i, false
	case tk.Kind == 'n' && i+1 < len(t) && t[i+1].Text == "(" && (tk.Text == "sprintf" || tk.Text == "implode" || tk.Text == "join") && (i == 0 || t[i-1].Text != "->" && t[i-1].Text != "::"):
		end := f.close(i + 1)
		items := f.br.Items(t, i+1)
		var parts []*syntax.Node
		for _, it := range items {
			if tk.Text != "sprintf" && len(parts) == 1 {
				break // implode's list, read below
			}
			s, next, ok := f.strDepth(it[0], depth+1)
			if !ok || next != it[1] {
				return nil, i, false
			}
			parts = append(parts, s)
		}
		if tk.Text == "sprintf" {
			if len(parts) == 0 {
				return nil, i, false
			}
			s := syntax.PrintfNodes(parts[0], parts[1:], nil, "s")
			return s, end + 1, s != nil
		}
		if len(items) != 2 || len(parts) != 1 {
			return nil, i, false
		}
		list, next, ok := f.literal(items[1][0], depth+1)
		if !ok || next != items[1][1] || list.Kind != syntax.KArray {
			return nil, i, false
		}
		var joined []*syntax.Node
		for k, e := range list.Elems {
			if e.Kind != syntax.KString {
				return nil, i, false
			}
			if k > 0 {
				joined = append(joined, parts[0])
			}
			joined = append(joined, e)
		}
		if len(joined) == 0 {
			return syntax.Synth(syntax.KString, "", tk.Off), end + 1, true
		}
		return joinNodes(joined), end + 1, true
	case tk.Kind == 'n' && !strings.HasPrefix(tk.Text, "$") && (i+1 >= len(t) || t[i+1].Text != "(" && t[i+1].Text != "::" && t[i+1].Text != `\`) && f.consts[tk.Text] != nil:
		return f.consts[tk.Text], i + 1, true
	}
	return nil, i, false
}

// literal reads the value at token i as a JSON value: strings (str),
// numbers, true, false, null, arrays ([…], array(…): a list, or an
// object when its items have keys), (object)[…], an object made with
// named arguments (new ToolAnnotations(readOnlyHint: true)), and
// X::fromArray([…]). ok is false for anything else.
func (f *phpFile) literal(i, depth int) (*syntax.Node, int, bool) {
	t := f.toks
	if i >= len(t) || depth > 64 {
		return nil, i, false
	}
	tk := t[i]
	switch {
	case tk.Text == "[" || tk.Kind == 'n' && strings.EqualFold(tk.Text, "array") && i+1 < len(t) && t[i+1].Text == "(":
		open := i
		if tk.Text != "[" {
			open = i + 1
		}
		return f.array(open, depth)
	case tk.Text == "(" && i+3 < len(t) && strings.EqualFold(t[i+1].Text, "object") && t[i+2].Text == ")":
		n, next, ok := f.literal(i+3, depth+1)
		if ok && n.Kind == syntax.KArray && len(n.Elems) == 0 {
			n = &syntax.Node{Kind: syntax.KObject, Off: n.Off, End: n.End}
		}
		return n, next, ok && n.Kind == syntax.KObject
	case tk.Kind == 'n' && strings.EqualFold(tk.Text, "new"):
		name, k := f.qualified(i + 1)
		if lastSegment(name) == "stdClass" || lastSegment(name) == "ArrayObject" {
			end := k
			if k < len(t) && t[k].Text == "(" {
				end = f.close(k) + 1
			}
			return &syntax.Node{Kind: syntax.KObject, Off: tk.Off, End: t[end-1].End}, end, true
		}
		if name == "" || k >= len(t) || t[k].Text != "(" {
			return nil, i, false
		}
		params := positional[lastSegment(name)]
		end := f.close(k)
		n := &syntax.Node{Kind: syntax.KObject, Off: tk.Off, End: t[end].End}
		for j, it := range f.br.Items(t, k) {
			a := it[0]
			var key *syntax.Node
			switch {
			case t[a].Kind == 'n' && a+1 < it[1] && t[a+1].Text == ":":
				key, a = f.identNode(a), a+2
			case j < len(params):
				key = syntax.Synth(syntax.KString, params[j], t[a].Off)
			default:
				return nil, i, false
			}
			v, next, ok := f.literal(a, depth+1)
			if !ok || next != it[1] {
				return nil, i, false
			}
			n.Keys, n.Vals = append(n.Keys, key), append(n.Vals, v)
		}
		return n, end + 1, true
	case tk.Kind == 'n' && i+4 < len(t) && t[i+1].Text == "::" && t[i+2].Text == "fromArray" && t[i+3].Text == "(":
		end := f.close(i + 3)
		n, next, ok := f.literal(i+4, depth+1)
		if !ok || next != end {
			return nil, i, false
		}
		return n, end + 1, true
	case tk.Kind == 'n' && (strings.EqualFold(tk.Text, "true") || strings.EqualFold(tk.Text, "false")) && (i+1 >= len(t) || t[i+1].Text != "("):
		return &syntax.Node{Kind: syntax.KBool, Str: strings.ToLower(tk.Text), Off: tk.Off, End: tk.End}, i + 1, true
	case tk.Kind == 'n' && strings.EqualFold(tk.Text, "null") && (i+1 >= len(t) || t[i+1].Text != "("):
		return &syntax.Node{Kind: syntax.KNull, Str: "null", Off: tk.Off, End: tk.End}, i + 1, true
	case tk.Kind == '#':
		return &syntax.Node{Kind: syntax.KNumber, Str: strings.ReplaceAll(tk.Text, "_", ""), Off: tk.Off, End: tk.End}, i + 1, true
	case tk.Text == "-" && i+1 < len(t) && t[i+1].Kind == '#' && t[i+1].Off == tk.End:
		return &syntax.Node{Kind: syntax.KNumber, Str: "-" + strings.ReplaceAll(t[i+1].Text, "_", ""), Off: tk.Off, End: t[i+1].End}, i + 2, true
	}
	return f.strDepth(i, depth+1)
}

// positional names the positional arguments of the protocol's types
// that a literal value may construct.
var positional = map[string][]string{
	"PromptArgument":  {"name", "description", "required"},
	"ToolAnnotations": {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"},
	"ToolInputSchema": {"properties", "required"},
}

// array reads the array literal whose bracket is at open ([ or the ( of
// array(…)): a list, or an object when its items have keys (a key
// without one gets its index, as PHP numbers it).
func (f *phpFile) array(open, depth int) (*syntax.Node, int, bool) {
	t := f.toks
	end := f.close(open)
	n := &syntax.Node{Kind: syntax.KArray, Off: t[open].Off, End: t[end].End}
	var keys []*syntax.Node
	keyed := false
	for idx, it := range f.br.Items(t, open) {
		a := it[0]
		var key *syntax.Node
		arrow := -1
		for j := a; j < it[1]; j++ {
			if t[j].Text == "=>" {
				arrow = j
				break
			}
			if t[j].Text == "(" || t[j].Text == "[" || t[j].Text == "{" {
				j = f.close(j)
			}
		}
		if arrow >= 0 {
			k, next, ok := f.str(a)
			if !ok || next != arrow {
				if t[a].Kind != '#' || a+1 != arrow {
					return nil, end + 1, false
				}
				k = &syntax.Node{Kind: syntax.KString, Str: t[a].Text, Off: t[a].Off, End: t[a].End, Mapper: syntax.IdentityMapper{Base: t[a].Off}}
			}
			key, a, keyed = k, arrow+1, true
		} else {
			key = syntax.Synth(syntax.KString, strconv.Itoa(idx), t[a].Off)
		}
		v, next, ok := f.literal(a, depth+1)
		if !ok || next != it[1] {
			return nil, end + 1, false
		}
		keys = append(keys, key)
		n.Elems = append(n.Elems, v)
	}
	if keyed {
		n.Kind, n.Keys, n.Vals, n.Elems = syntax.KObject, keys, n.Elems, nil
	}
	return n, end + 1, true
}

// schemaValue reads the input (or output) schema at value v: an array
// literal, ToolInputSchema::fromArray([…]), or new
// ToolInputSchema(properties: ToolInputProperties::fromArray([…]),
// required: […]). partial: it is built by code (nil, or read in part).
func (f *phpFile) schemaValue(v [2]int) (*syntax.Node, bool) {
	t := f.toks
	if n, next, ok := f.literal(v[0], 0); ok && next == v[1] {
		if n.Kind == syntax.KObject && strings.EqualFold(t[v[0]].Text, "new") {
			// new ToolInputSchema(properties: …, required: …): the
			// object it serializes to.
			o := syntax.NewObject(n.Off, n.End)
			o.Set("type", n.Off, syntax.Synth(syntax.KString, "object", n.Off))
			for i, k := range n.Keys {
				o.Set(k.Str, k.Off, n.Vals[i])
			}
			return o.Node, false
		}
		if n.Kind == syntax.KObject {
			return n, false
		}
	}
	return nil, true
}
