package php

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// A registration whose texts are an object's accessors: the server keeps
// each tool as a class whose methods return its texts, and registers the
// instances one by one, or in a loop over a list of them:
//
//	$tools = [new ListBooks($db), new AddBook($db)];      // or [ListBooks::class, …]
//	foreach ($tools as $tool) {
//	    $builder->addTool($handler, name: $tool->getName(), description: $tool->getDescription(),
//	        inputSchema: $tool->getInputSchema());
//	}
//	class ListBooks { public function getName(): string { return 'list_books'; } … }
//
// Each class of the list is a definition: what its method returns, when
// its body is that return alone (classTexts), found in the class or the
// classes it extends, in this file or the one the autoloading gives. A
// text a class does not return as a literal is computed, reported at the
// registration's argument.

// accessorKeys are the registration's texts an accessor may give.
var accessorKeys = []string{"name", "title", "description", "inputSchema", "uri", "mimeType"}

// maxExtends bounds the classes followed up an extends chain.
const maxExtends = 4

// instance is a class a registration's object is an instance of: its
// name as written, and the file and class that declare it (g nil: not
// found).
type instance struct {
	name string
	g    *phpFile
	c    phpClass
}

// accessorRegistration reads the registration at token at whose name is
// an accessor of an object ($tool->getName()) whose classes the file
// says: one definition of kind for each. False when it is no such
// registration.
func (f *phpFile) accessorRegistration(at int, kind detect.Kind, a argMap) bool {
	v, ok := a["name"]
	if !ok {
		return false
	}
	obj, _, ok := f.accessorCall(v)
	if !ok {
		return false
	}
	classes := f.instances(obj, at)
	if len(classes) == 0 {
		return false
	}
	rest, acc := argMap{}, map[string]string{}
	for k, r := range a {
		if o, m, ok := f.accessorCall(r); ok && o == obj {
			acc[k] = m
		} else {
			rest[k] = r
		}
	}
	for _, c := range classes {
		f.define(at, kind, rest, nil, false)
		f.fillAccessors(&f.d.Tools[len(f.d.Tools)-1], kind, c, acc, a)
	}
	return true
}

// accessorCall reads value v written $var->method(): the variable and
// the method's name.
func (f *phpFile) accessorCall(v [2]int) (string, string, bool) {
	t := f.toks
	k := v[0]
	if v[1]-k != 5 || t[k].Kind != 'n' || !strings.HasPrefix(t[k].Text, "$") || t[k].Text == "$this" ||
		t[k+1].Text != "->" || t[k+2].Kind != 'n' || t[k+3].Text != "(" || t[k+4].Text != ")" {
		return "", "", false
	}
	return t[k].Text, t[k+2].Text, true
}

// fillAccessors sets in the definition p the texts that the methods acc
// (by key) of class c return; a text not read is reported computed at
// its argument in a.
func (f *phpFile) fillAccessors(p *syntax.PendingTool, kind detect.Kind, c instance, acc map[string]string, a argMap) {
	o := syntax.Object{Node: p.Node}
	for _, key := range accessorKeys {
		method, ok := acc[key]
		if !ok {
			continue
		}
		what := "the " + string(kind) + "'s " + key + " (" + lastSegment(c.name) + "::" + method + ")"
		g, v, ok := c.returns(method)
		if key == "inputSchema" {
			if ok {
				if s, partial := g.schemaValue(v); s != nil {
					setKey(o, syntax.Synth(syntax.KString, key, s.Off), copyNode(s, g))
					p.Partial = partial
				}
			}
			continue
		}
		var s *syntax.Node
		if ok {
			s = g.text(v, what)
		}
		if s == nil {
			f.computed(a[key][0], what)
			if key == "name" {
				v := a[key]
				setKey(o, syntax.Synth(syntax.KString, key, f.toks[v[0]].Off), f.d.PlaceholderNode("", false, f.toks[v[0]].Off, f.toks[v[1]-1].End))
			}
			continue
		}
		if g != f {
			s = copyNode(s, g)
		}
		setKey(o, syntax.Synth(syntax.KString, key, s.Off), s)
		if key == "name" {
			p.NameComputed = false
		}
	}
}

// returns finds method of the class, or of a class it extends: the file
// it is in and the value its body returns when that return is all the
// body holds. False when it is not found or returns something else.
func (c instance) returns(method string) (*phpFile, [2]int, bool) {
	g, cl := c.g, c.c
	for n := 0; g != nil && n < maxExtends; n++ {
		if k := g.methodToken(cl, method); k >= 0 && k+2 < cl.close && g.toks[k+2].Text == "(" {
			// function name(…), not function &name(…) (returned
			// reads the parameters at k+2).
			v, _, _ := g.returned(k, cl.close)
			return g, v, v[0] < v[1]
		}
		parent, ok := g.extends(cl)
		if !ok {
			break
		}
		g, cl, ok = g.findClass(parent, false)
		if !ok {
			break
		}
	}
	return nil, [2]int{}, false
}

// extends is the name of the class that class c extends.
func (f *phpFile) extends(c phpClass) (string, bool) {
	t := f.toks
	if c.at+2 < len(t) && strings.EqualFold(t[c.at+1].Text, "extends") {
		name, _ := f.qualified(c.at + 2)
		return name, name != ""
	}
	return "", false
}

// instances are the classes the object in variable obj is an instance
// of at token at: the elements of the list a foreach around at takes it
// from (new C(…), C::class), else the class the last assignment before
// at builds ($obj = new C(…)).
func (f *phpFile) instances(obj string, at int) []instance {
	t := f.toks
	for k := at - 1; k >= 0; k-- {
		if t[k].Kind != 'n' {
			continue
		}
		switch strings.ToLower(t[k].Text) {
		case "foreach":
			if k+1 >= at || t[k+1].Text != "(" {
				continue
			}
			cl := f.close(k + 1)
			if cl+1 >= len(t) || t[cl+1].Text != "{" || f.close(cl+1) < at || t[cl-1].Text != obj {
				continue
			}
			for j := k + 2; j < cl; j++ {
				if t[j].Kind == 'n' && strings.EqualFold(t[j].Text, "as") {
					return f.listed(k+2, j, k)
				}
			}
		case "function":
			if f.encloses(k, at) {
				// The function the registration is in: its variables
				// are its own.
				return f.assigned(obj, at, k)
			}
		}
	}
	return f.assigned(obj, at, 0)
}

// encloses: the body of the function whose keyword is token fk holds
// token at.
func (f *phpFile) encloses(fk, at int) bool {
	t := f.toks
	for j := fk + 1; j < at; j++ {
		switch t[j].Text {
		case "(":
			j = f.close(j)
		case "{":
			return f.close(j) > at
		case ";":
			return false
		}
	}
	return false
}

// listed are the classes of the list in tokens [from, to): an array
// literal, or a variable the last assignment before token before gives
// one.
func (f *phpFile) listed(from, to, before int) []instance {
	t := f.toks
	if to == from+1 && t[from].Kind == 'n' && strings.HasPrefix(t[from].Text, "$") {
		for j := before - 1; j >= 0; j-- {
			if t[j].Text == t[from].Text && j+2 < before && t[j+1].Text == "=" {
				e := f.skipValue(j + 2)
				return f.listed(j+2, e, j)
			}
		}
		return nil
	}
	open := from
	if strings.EqualFold(t[from].Text, "array") && from+1 < to {
		open = from + 1
	}
	if t[open].Text != "[" && t[open].Text != "(" || f.close(open) != to-1 {
		return nil
	}
	var out []instance
	for _, it := range f.br.Items(t, open) {
		if c, ok := f.instanceAt(it[0], it[1]); ok {
			out = append(out, c)
		}
	}
	return out
}

// instanceAt reads the class that tokens [a, e) name: new C(…) or
// C::class.
func (f *phpFile) instanceAt(a, e int) (instance, bool) {
	t := f.toks
	var name string
	var abs bool
	if strings.EqualFold(t[a].Text, "new") && a+1 < e {
		name, abs = f.className(a + 1)
	} else if n, ab, ok := f.classConst(a, e); ok {
		name, abs = n, ab
	}
	if name == "" || strings.HasPrefix(name, "$") {
		return instance{}, false
	}
	c := instance{name: name}
	c.g, c.c, _ = f.findClass(name, abs)
	return c, true
}

// assigned is the class the last assignment $obj = new C(…) between
// tokens from and at builds.
func (f *phpFile) assigned(obj string, at, from int) []instance {
	t := f.toks
	for j := at - 1; j >= from; j-- {
		if t[j].Text == obj && j+3 < at && t[j+1].Text == "=" && strings.EqualFold(t[j+2].Text, "new") {
			if c, ok := f.instanceAt(j+2, f.skipValue(j+2)); ok {
				return []instance{c}
			}
			return nil
		}
	}
	return nil
}
