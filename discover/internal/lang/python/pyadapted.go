package python

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// Tools written as classes of the project's own base, which a class of
// the server turns into the SDK's tools (an adapter):
//
//	class SdkTool(FastMCPTool):                    # mcp.server.fastmcp's Tool
//	    def __init__(self, tool: Base):
//	        name = tool.get_name()
//	        doc = tool.get_doc()
//	        super().__init__(fn=…, name=name, description=doc, …)
//
//	class Base:                                     # another module
//	    @classmethod
//	    def get_doc(cls): return cls.__dict__["run"].__doc__
//	    @classmethod
//	    def get_name(cls): return cls.__name__.lower()
//
//	class Lookup(Base):                             # the tools
//	    def run(self, key: str) -> str:
//	        """Looks a key up."""
//
// The adapter is read where it is: the base its __init__ takes, the
// methods of the base whose values it passes as the SDK tool's name and
// description, and what those methods read (a method's docstring of the
// subclass, or the class's own). Each subclass of the base (in the
// modules the adapter imports it from, and those that module imports)
// that defines that method, or has a docstring of its own, is a tool.

// maxAdapterModules bounds the modules read for the subclasses of an
// adapted base.
const maxAdapterModules = 64

// adaptedToolClasses reads the tools of each adapter class of this file.
func (p *pyFile) adaptedToolClasses() {
	h := p.d.Host
	if h == nil || h.NoSiblings() {
		return
	}
	for k := range p.classes {
		c := &p.classes[k]
		if !slices.ContainsFunc(c.bases, p.sdkToolClass) {
			continue
		}
		init := p.classMethod(c, "__init__")
		if init < 0 {
			continue
		}
		call := p.superInit(init)
		if call < 0 {
			continue
		}
		kw := p.kwargs(call)
		dv, ok := kw["description"]
		if !ok {
			continue
		}
		for _, param := range p.annotatedParams(init) {
			desc := p.paramCall(init, dv, param[0])
			if desc == "" {
				continue
			}
			nameMethod := ""
			nv, hasName := kw["name"]
			if hasName {
				nameMethod = p.paramCall(init, nv, param[0])
			}
			p.adaptedTools(param[1], nameMethod, desc, nv, hasName)
		}
	}
}

// superInit is the "(" of the super().__init__(…) call in the body of
// the method whose "def" is at (a nested function's too); -1 when none.
func (p *pyFile) superInit(def int) int {
	t := p.toks
	for i, end := def+3, p.blockEnd(def); i+5 < end; i++ {
		if t[i].Text == "super" && t[i+1].Text == "(" && t[i+2].Text == ")" && t[i+3].Text == "." && t[i+4].Text == "__init__" && t[i+5].Text == "(" {
			return i + 5
		}
	}
	return -1
}

// sdkToolClass: base names a tool class this file imports from an MCP
// SDK (from mcp.server.fastmcp.tools.base import Tool as FastMCPTool,
// from fastmcp.tools import FunctionTool).
func (p *pyFile) sdkToolClass(base string) bool {
	for _, imp := range p.fromModules(base) {
		root, _, _ := strings.Cut(imp.mod, ".")
		if (root == "mcp" || root == "fastmcp") && strings.Contains(imp.orig, "Tool") {
			return true
		}
	}
	return false
}

// classMethod is the "def" token of method name in class c's own body,
// -1 when it has none.
func (p *pyFile) classMethod(c *pyClass, name string) int {
	t := p.toks
	body := -1
	for i := c.from + 1; i+2 < c.to; i++ {
		if !p.lineStart(i) {
			continue
		}
		if body < 0 {
			body = p.col(i)
		}
		if p.col(i) == body && t[i].Text == "def" && t[i+1].Text == name && t[i+2].Text == "(" {
			return i
		}
	}
	return -1
}

// blockEnd is the token after the block of the statement whose first
// token is at: the first line start at its column or less.
func (p *pyFile) blockEnd(at int) int {
	col := p.col(at)
	for i := at + 1; i < len(p.toks); i++ {
		if p.lineStart(i) && p.col(i) <= col {
			return i
		}
	}
	return len(p.toks)
}

// annotatedParams are the parameters of the function whose "def" is at
// that are annotated with a bare class name (tool: Base, tool: "Base"):
// each the parameter's name and the class's.
func (p *pyFile) annotatedParams(def int) [][2]string {
	t := p.toks
	var out [][2]string
	for _, it := range p.items(def + 2) {
		k := it[0]
		if k+2 >= it[1] || t[k].Kind != 'n' || t[k+1].Text != ":" {
			continue
		}
		end := k + 3
		if end < it[1] && t[end].Text != "=" {
			continue
		}
		switch a := t[k+2]; {
		case a.Kind == 'n':
			out = append(out, [2]string{t[k].Text, a.Text})
		case a.Kind == 's' && a.HasStr() && syntax.IdentName(a.Str().Str):
			out = append(out, [2]string{t[k].Text, a.Str().Str})
		}
	}
	return out
}

// paramCall: the value at token v, in the function whose "def" is at, is
// param.M(…), or a name the function binds to it first (x = param.M(…)
// or …): M; "" otherwise.
func (p *pyFile) paramCall(def, v int, param string) string {
	t := p.toks
	if m := p.methodCallOn(v, param); m != "" {
		return m
	}
	if t[v].Kind != 'n' || v+1 < len(t) && t[v+1].Text != "," && t[v+1].Text != ")" && t[v+1].Kind != 'l' {
		return ""
	}
	for i := def; i < v; i++ {
		if p.lineStart(i) && t[i].Text == t[v].Text && i+2 < len(t) && t[i+1].Text == "=" {
			return p.methodCallOn(i+2, param)
		}
	}
	return ""
}

// methodCallOn: tokens at i are recv.M(: M.
func (p *pyFile) methodCallOn(i int, recv string) string {
	t := p.toks
	if i+3 < len(t) && t[i].Text == recv && t[i+1].Text == "." && t[i+2].Kind == 'n' && t[i+3].Text == "(" {
		return t[i+2].Text
	}
	return ""
}

// adaptedTools reads the subclasses of class base, which this file
// imports, as tools: description from the source descMethod reads, name
// the class's (nameMethod derives it from the class's name, or in a way
// not followed: reported at token nv).
func (p *pyFile) adaptedTools(base, nameMethod, descMethod string, nv int, hasName bool) {
	q, bc := p.importedClass(base, 4)
	if bc == nil {
		return
	}
	docOf, ok := q.docOrigin(bc, descMethod, 0)
	if !ok {
		return
	}
	var found []pyFound
	for _, m := range p.adapterModules(q, base) {
		for k := range m.classes {
			found = append(found, pyFound{m, &m.classes[k]})
		}
	}
	subs := subclassesOf(bc.name, found)
	read := 0
	for _, f := range subs {
		if def, ok := f.q.adaptedDef(f.c, docOf); ok {
			def.SetSource(f.q.d.Src)
			p.d.Tools = append(p.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: def, Partial: true})
			read++
		}
	}
	if read == 0 {
		return
	}
	p.d.Kind("source")
	if hasName {
		how := "in a way not followed here"
		if nameMethod != "" && q.namesByClass(bc, nameMethod, 0) {
			how = "from the class's name"
		}
		p.d.Unread(p.toks[nv].Off, "the name of each tool made from a subclass of "+base+" is computed by "+base+"."+cmp.Or(nameMethod, "code")+
			" ("+how+"): each was read and scanned under its class name, not the name a client is sent: snapshot the running server with mcp-lint snapshot")
	}
}

// pyFound is a class of a module read for an adapter.
type pyFound struct {
	q *pyFile
	c *pyClass
}

// subclassesOf are the classes of found that derive from base, directly
// or through others of found (matched by name).
func subclassesOf(base string, found []pyFound) []pyFound {
	in := map[string]bool{base: true}
	var out []pyFound
	taken := make([]bool, len(found))
	for grew := true; grew; {
		grew = false
		for k, f := range found {
			if taken[k] || f.c.name == base || !slices.ContainsFunc(f.c.bases, func(b string) bool { return in[b] }) {
				continue
			}
			taken[k], grew = true, true
			in[f.c.name] = true
			out = append(out, f)
		}
	}
	return out
}

// importedClass finds the class name this file imports (from M import
// name), following the module's own imports of it and its star imports
// (from .base import *) up to hops modules: the module that defines it,
// its classes read, and the class.
func (p *pyFile) importedClass(name string, hops int) (*pyFile, *pyClass) {
	if hops <= 0 {
		return nil, nil
	}
	h := p.d.Host
	dir := path.Dir(p.d.Src.Rel())
	var mods []string
	for _, imp := range p.fromModules(name) {
		mods = append(mods, pyResolve(h, dir, imp.mod)...)
	}
	for _, rel := range mods {
		q, ok := p.module(rel)
		if !ok {
			continue
		}
		q.classNames()
		for k := range q.classes {
			if q.classes[k].name == name {
				return q, &q.classes[k]
			}
		}
		if r, c := q.importedClass(name, hops-1); c != nil {
			return r, c
		}
		for _, star := range q.starModules() {
			r, ok := q.module(star)
			if !ok {
				continue
			}
			r.classNames()
			for k := range r.classes {
				if r.classes[k].name == name {
					return r, &r.classes[k]
				}
			}
		}
	}
	return nil, nil
}

// starModules are the modules of the tree this file star-imports (from
// .base import *).
func (p *pyFile) starModules() []string {
	t := p.toks
	dir := path.Dir(p.d.Src.Rel())
	var out []string
	for i := 0; i+3 < len(t); i++ {
		if t[i].Text != "from" || !p.lineStart(i) {
			continue
		}
		k, mod := i+1, ""
		for ; k < len(t) && t[k].Text != "import" && t[k].Kind != 'l'; k++ {
			mod += t[k].Text
		}
		if k+1 < len(t) && t[k].Text == "import" && t[k+1].Text == "*" {
			out = append(out, pyResolve(p.d.Host, dir, mod)...)
		}
	}
	return out
}

// adapterModules are the modules the subclasses of base are looked for
// in: the one defining it (q), the one this file imports it from and the
// modules that one imports (a package's __init__ importing its tools so
// that they subclass the base when the server starts), each read once.
func (p *pyFile) adapterModules(q *pyFile, base string) []*pyFile {
	h := p.d.Host
	dir := path.Dir(p.d.Src.Rel())
	rels := []string{q.d.Src.Rel()}
	for _, imp := range p.fromModules(base) {
		for _, rel := range pyResolve(h, dir, imp.mod) {
			rels = append(rels, rel)
			if data, err := h.ReadFile(rel, true); err == nil {
				rels = append(rels, pyImportedModules(h, rel, data)...)
			}
		}
	}
	out := []*pyFile{q}
	seen := map[string]bool{q.d.Src.Rel(): true}
	for _, rel := range rels {
		if seen[rel] || len(out) >= maxAdapterModules {
			continue
		}
		seen[rel] = true
		m, ok := p.module(rel)
		if !ok {
			continue
		}
		m.classNames()
		out = append(out, m)
	}
	return out
}

// maxMethodHops bounds the methods followed from one to those it calls.
const maxMethodHops = 4

// docOrigin says where method of class c takes a description from: the
// docstring of the subclass's method it names (cls.__dict__["run"].__doc__,
// getattr(cls, "run").__doc__, cls.run.__doc__), or "" for the class's
// own docstring (cls.__doc__), following the methods of c it calls
// (cls.other()); ok false when neither is found.
func (q *pyFile) docOrigin(c *pyClass, method string, hops int) (string, bool) {
	t := q.toks
	def := q.classMethod(c, method)
	if def < 0 || hops > maxMethodHops {
		return "", false
	}
	end := q.blockEnd(def)
	named := ""
	for i := def + 3; i < end; i++ {
		if named == "" && t[i].Kind == 's' && t[i].HasStr() && syntax.IdentName(t[i].Str().Str) && !strings.HasPrefix(t[i].Str().Str, "__") {
			named = t[i].Str().Str
		}
	}
	for i := def + 3; i < end; i++ {
		if t[i].Text != "__doc__" || t[i-1].Text != "." {
			continue
		}
		switch {
		case i >= 4 && t[i-3].Text == "." && pySelf(t[i-4].Text):
			return t[i-2].Text, true // cls.run.__doc__
		case pySelf(t[i-2].Text) && (i < 3 || t[i-3].Text != "."):
			return "", true // cls.__doc__
		case named != "":
			return named, true
		}
	}
	for i := def + 3; i+3 < end; i++ {
		if pySelf(t[i].Text) && t[i+1].Text == "." && t[i+2].Kind == 'n' && t[i+3].Text == "(" && t[i+2].Text != method {
			if m, ok := q.docOrigin(c, t[i+2].Text, hops+1); ok {
				return m, true
			}
		}
	}
	return "", false
}

// namesByClass: method of class c derives a name from the class's
// (cls.__name__), itself or through the methods of c it calls.
func (q *pyFile) namesByClass(c *pyClass, method string, hops int) bool {
	t := q.toks
	def := q.classMethod(c, method)
	if def < 0 || hops > maxMethodHops {
		return false
	}
	end := q.blockEnd(def)
	for i := def + 3; i < end; i++ {
		if t[i].Text == "__name__" && t[i-1].Text == "." && (pySelf(t[i-2].Text) || t[i-2].Text == "__class__") {
			return true
		}
	}
	for i := def + 3; i+3 < end; i++ {
		if pySelf(t[i].Text) && t[i+1].Text == "." && t[i+2].Kind == 'n' && t[i+3].Text == "(" && t[i+2].Text != method &&
			q.namesByClass(c, t[i+2].Text, hops+1) {
			return true
		}
	}
	return false
}

// pySelf: a method's receiver.
func pySelf(s string) bool { return s == "cls" || s == "self" }

// adaptedDef reads class c of this module as a tool: its name, and the
// docstring of its method docOf ("" : its own docstring) with that
// method's parameters. ok false when c has no such method or docstring.
func (q *pyFile) adaptedDef(c *pyClass, docOf string) (*syntax.Node, bool) {
	t := q.toks
	def := syntax.NewObject(t[c.from].Off, t[c.from+1].End)
	def.Set("name", t[c.from+1].Off, identKey(q.data, t[c.from+1]))
	if docOf == "" {
		if c.doc <= 0 {
			return nil, false
		}
		doc := q.docstring(c.doc)
		if doc == nil {
			return nil, false
		}
		def.Set("description", doc.Off, doc)
		return def.Node, true
	}
	m := q.classMethod(c, docOf)
	if m < 0 {
		return nil, false
	}
	open, close, b := q.signature(m)
	if doc := q.docstring(b); doc != nil {
		def.Set("description", doc.Off, doc)
	}
	schema := syntax.NewObject(t[open].Off, t[close].End)
	schema.Set("type", t[open].Off, syntax.Synth(syntax.KString, "object", t[open].Off))
	schema.Set("properties", t[open].Off, q.params(open, close).Node)
	def.Set("inputSchema", t[open].Off, schema.Node)
	return def.Node, true
}
