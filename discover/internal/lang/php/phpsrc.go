package php

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// PHP source. The SDKs declare a tool on a method with an attribute that
// carries its texts, and the method's parameters become its input schema:
//
//	/** Returns the balance. @param string $account The account */
//	#[McpTool(name: 'balance')] public function balance(string $account)     // official SDK, php-mcp
//	#[McpTool('balance', 'Returns the balance.')]                             // positional
//	#[McpTool] final class Balance { public function __invoke(…) }           // an invokable class
//	#[McpPrompt(…)], #[McpResource(uri: …)], #[McpResourceTemplate(uriTemplate: …)]
//	public function f(#[Schema(description: '…')] string $x)                 // a parameter's schema
//
// or register a handler with a builder (->withTool([Handler::class,
// 'method'], 'name', '…'), ->addTool(…, name: …, description: …),
// logiscape's ->tool('name', '…', fn …)), or write the protocol's types
// (new Tool(name: …, description: …, inputSchema: […]), Tool::make(…),
// ['name' => …, 'description' => …, 'inputSchema' => […]]). A name or
// description an attribute or call does not give is the method's: its
// name, and its docblock's summary (phpdoc.go); a parameter's description
// is its @param text, or its #[Schema] description. A handler written in
// another file is read there (phpcalls.go). Texts are literals, their
// concatenations (.), the file's constants, sprintf and implode of them;
// any other text is computed (reported at its place), and its literal
// parts are scanned as loose text.

type phpFile struct {
	d *syntax.File
	// foreign: a file read only for a handler another file registers:
	// it reports nothing (what it cannot read, the registering file
	// says).
	foreign bool
	toks    []syntax.Tok // the tokens, docblocks left out
	// docs holds each docblock by the index of the token after it.
	docs    map[int]*syntax.Tok
	br      syntax.Brackets
	consts  map[string]*syntax.Node // NAME (global) and Class::NAME
	classes []phpClass
	// classByTok holds the index in classes of each class by its name's
	// token.
	classByTok map[int]int
	uses       map[string]string // an imported name (or alias) → its qualified name
	ns         string            // the file's namespace
	// read holds the array literals read as definitions, by their
	// opening bracket.
	read map[int]bool
}

// phpClass is a class, interface, trait or enum the file declares: its
// name and the brackets of its body.
type phpClass struct {
	name            string
	at, open, close int // its name's token, and its body's brackets
}

// phpMethod is a function whose parameters and docblock a definition
// takes: the file it is in, its name (the tool's default name), the
// "(" of its parameters, its docblock, and the arguments of a #[Schema]
// written on it (-1: none).
type phpMethod struct {
	f          *phpFile
	name       *syntax.Node
	open       int
	doc        *docBlock
	schemaOpen int
	closure    bool
}

func phpSource(d *syntax.File, data []byte) {
	if !d.Src.Protocol && !phpSides.ServerSide(data) {
		return // a client's code: what it builds is sent to its own model
	}
	d.Kind("source")
	f := newPHPFile(d, d.LexOnce(data, phpLex), false)
	f.scan()
}

// newPHPFile indexes the tokens of a file: its docblocks, namespace,
// imports, classes and constants.
func newPHPFile(d *syntax.File, toks []syntax.Tok, foreign bool) *phpFile {
	f := &phpFile{d: d, foreign: foreign, docs: map[int]*syntax.Tok{}, consts: map[string]*syntax.Node{}, uses: map[string]string{}, read: map[int]bool{}, classByTok: map[int]int{}}
	n := 0
	for i := range toks {
		if toks[i].Kind == 'd' || toks[i].Kind == syntax.KLost {
			n++
		}
	}
	if n == 0 {
		f.toks = toks
	} else {
		// Only read: a copy is made only when there are docblocks.
		f.toks = make([]syntax.Tok, 0, len(toks)-n)
		for i := range toks {
			switch toks[i].Kind {
			case 'd':
				f.docs[len(f.toks)] = &toks[i]
			case syntax.KLost:
			default:
				f.toks = append(f.toks, toks[i])
			}
		}
	}
	f.declarations()
	f.constants()
	return f
}

// declarations reads the file's namespace, its use imports and its
// classes.
func (f *phpFile) declarations() {
	t := f.toks
	depth := 0
	for i := 0; i < len(t); i++ {
		switch t[i].Text {
		case "{":
			depth++
			continue
		case "}":
			depth--
			continue
		}
		if t[i].Kind != 'n' {
			continue
		}
		switch strings.ToLower(t[i].Text) {
		case "namespace":
			if depth == 0 && i+1 < len(t) && (t[i+1].Kind == 'n' || t[i+1].Text == `\`) {
				f.ns, _ = f.qualified(i + 1)
			}
		case "use":
			if depth == 0 {
				i = f.useImport(i)
			}
		case "class", "interface", "trait", "enum":
			if i > 0 && (t[i-1].Text == "::" || t[i-1].Text == "new" || t[i-1].Text == "->") || i+1 >= len(t) || t[i+1].Kind != 'n' {
				continue // X::class, an anonymous class, a method named class
			}
			k := i + 2
			for k < len(t) && t[k].Text != "{" && t[k].Text != ";" {
				k++
			}
			if k < len(t) && t[k].Text == "{" {
				f.classByTok[i+1] = len(f.classes)
				f.classes = append(f.classes, phpClass{name: t[i+1].Text, at: i + 1, open: k, close: f.close(k)})
			}
		}
	}
}

// qualified reads the name at token i (Foo, \Foo\Bar, Foo\Bar): its
// text without a leading \, and the token after it.
func (f *phpFile) qualified(i int) (string, int) {
	t := f.toks
	var b strings.Builder
	for i < len(t) {
		if t[i].Text == `\` {
			if b.Len() > 0 {
				b.WriteByte('\\')
			}
			i++
			continue
		}
		if t[i].Kind == 'n' && !strings.HasPrefix(t[i].Text, "$") {
			b.WriteString(t[i].Text)
			i++
			if i+1 < len(t) && t[i].Text == `\` && t[i+1].Kind == 'n' {
				continue
			}
		}
		break
	}
	return b.String(), i
}

// useImport reads use A\B[ as C]; and use A\{B, C as D}; at token i,
// and returns the index of its end.
func (f *phpFile) useImport(i int) int {
	t := f.toks
	k := i + 1
	if k < len(t) && (t[k].Text == "function" || t[k].Text == "const") {
		k++
	}
	name, k := f.qualified(k)
	switch {
	case k < len(t) && t[k].Text == `\` && k+1 < len(t) && t[k+1].Text == "{":
		end := f.close(k + 1)
		for _, it := range f.br.Items(t, k+1) {
			sub, j := f.qualified(it[0])
			alias := lastSegment(sub)
			if j+1 < it[1] && strings.EqualFold(t[j].Text, "as") && t[j+1].Kind == 'n' {
				alias = t[j+1].Text
			}
			f.uses[strings.ToLower(alias)] = name + `\` + sub
		}
		return end
	case name != "":
		alias := lastSegment(name)
		if k+1 < len(t) && strings.EqualFold(t[k].Text, "as") && t[k+1].Kind == 'n' {
			alias = t[k+1].Text
			k += 2
		}
		f.uses[strings.ToLower(alias)] = name
	}
	return k
}

func lastSegment(name string) string {
	if k := strings.LastIndexByte(name, '\\'); k >= 0 {
		return name[k+1:]
	}
	return name
}

// classAt is the class whose body holds token i ("" when none).
func (f *phpFile) classAt(i int) string {
	name, open := "", -1
	for _, c := range f.classes {
		if c.open < i && i < c.close && c.open > open {
			name, open = c.name, c.open
		}
	}
	return name
}

func (f *phpFile) close(i int) int { return f.br.Closing(f.toks, i) }

// computed reports the text at token v as computed (not by a foreign
// file: the file that registers reports what it cannot read).
func (f *phpFile) computed(v int, what string) {
	if f.foreign || v >= len(f.toks) {
		return
	}
	f.d.Computed(f.toks[v].Off, what)
}

// scan recognizes the file's definitions.
func (f *phpFile) scan() {
	t := f.toks
	for i := 0; i+1 < len(t); i++ {
		switch {
		case t[i].Text == "#" && t[i+1].Text == "[" && t[i+1].Off == t[i].End:
			i = f.attributes(i)
		case (t[i].Text == "->" || t[i].Text == "?->" || t[i].Text == "::") && t[i+1].Kind == 'n' && i+2 < len(t) && t[i+2].Text == "(":
			f.call(i+1, t[i].Text == "::")
		case t[i].Kind == 'n' && strings.EqualFold(t[i].Text, "new"):
			f.construct(i)
		case t[i].Kind == 'n' && strings.EqualFold(t[i].Text, "class"):
			f.classDefinition(i)
		case t[i].Kind == 's' && t[i+1].Text == "." && (i == 0 || t[i-1].Text != "."):
			// Literals joined with . wherever they are: one text of the
			// file (a candidate), not a sentence cut in parts, when no
			// definition reads it.
			if s, next, ok := f.str(i); ok && next > i+2 {
				f.d.Candidate(s)
			}
		case t[i].Text == "[" || t[i].Kind == 'n' && strings.EqualFold(t[i].Text, "array") && t[i+1].Text == "(":
			open := i
			if t[i].Text != "[" {
				open = i + 1
			}
			if !f.read[open] {
				f.arrayDefinition(open)
			}
		}
	}
}

// attrKinds are the SDKs' attributes that declare a definition, and the
// order of their constructor's parameters (positional arguments).
var attrKinds = map[string]struct {
	kind   detect.Kind
	params []string
}{
	"McpTool":             {detect.KindTool, []string{"name", "description", "annotations", "outputSchema"}},
	"McpPrompt":           {detect.KindPrompt, []string{"name", "description"}},
	"McpResource":         {detect.KindResource, []string{"uri", "name", "description", "mimeType", "size", "annotations"}},
	"McpResourceTemplate": {detect.KindResource, []string{"uriTemplate", "name", "description", "mimeType", "annotations"}},
}

// attributes reads the attribute groups #[…] written one after another
// from token i: each of the SDKs' attributes in them makes the method (or
// invokable class) they are written on a definition. It returns the
// index of the chain's last token.
func (f *phpFile) attributes(i int) int {
	t := f.toks
	k := i
	var groups []int
	for k+1 < len(t) && t[k].Text == "#" && t[k+1].Text == "[" {
		groups = append(groups, k)
		k = f.close(k+1) + 1
	}
	var m *phpMethod
	found, resolved := false, false
	for _, g := range groups {
		for _, it := range f.br.Items(t, g+1) {
			name, a := f.qualified(it[0])
			spec, ok := attrKinds[lastSegment(name)]
			if !ok {
				continue
			}
			args := argMap{}
			if a < it[1] && t[a].Text == "(" {
				args = f.args(a, spec.params)
			}
			if !resolved {
				m, found = f.target(k)
				resolved = true
			}
			if !found {
				if !f.foreign {
					f.d.Unread(t[it[0]].Off, "the #["+lastSegment(name)+"] attribute is on something mcp-lint does not read as a method or an invokable class: its definition was not read (snapshot the running server with mcp-lint snapshot)")
				}
				continue
			}
			f.define(it[0], spec.kind, args, m, true)
		}
	}
	return k - 1
}

// target is the method (or the __invoke of the class) the attributes
// and modifiers from token k on are written on.
func (f *phpFile) target(k int) (*phpMethod, bool) {
	t := f.toks
	for k < len(t) {
		switch {
		case t[k].Text == "#" && k+1 < len(t) && t[k+1].Text == "[":
			k = f.close(k+1) + 1
		case t[k].Kind == 'n' && modifiers[strings.ToLower(t[k].Text)]:
			k++
		case t[k].Kind == 'n' && strings.EqualFold(t[k].Text, "function"):
			return f.methodAt(k)
		case t[k].Kind == 'n' && strings.EqualFold(t[k].Text, "class") && k+1 < len(t) && t[k+1].Kind == 'n':
			c, ok := f.classByTok[k+1]
			if !ok {
				return nil, false
			}
			m, ok := f.findMethod(f.classes[c], "__invoke")
			if ok {
				// An invokable class: named after the class.
				m.name = f.identNode(k + 1)
			}
			return m, ok
		default:
			return nil, false
		}
	}
	return nil, false
}

// modifiers are the words that may stand between a method's attributes
// and its function keyword.
var modifiers = map[string]bool{"public": true, "protected": true, "private": true, "static": true, "final": true, "abstract": true, "readonly": true}

// methodAt reads the method whose function keyword is token fk: its
// name, parameters, the docblock written before it (the last one after
// the statement before), and a #[Schema] among its attributes.
func (f *phpFile) methodAt(fk int) (*phpMethod, bool) {
	t := f.toks
	k := fk + 1
	if k < len(t) && t[k].Text == "&" {
		k++
	}
	if k+1 >= len(t) || t[k].Kind != 'n' || t[k+1].Text != "(" {
		return nil, false
	}
	m := &phpMethod{f: f, name: f.identNode(k), open: k + 1, schemaOpen: -1}
	start := f.declStart(fk)
	for j := fk; j >= start; j-- {
		if doc := f.docs[j]; doc != nil {
			m.doc = parseDoc(doc)
			break
		}
	}
	for j := start; j < fk; j++ {
		if t[j].Text == "#" && j+1 < fk && t[j+1].Text == "[" {
			for _, it := range f.br.Items(t, j+1) {
				if name, a := f.qualified(it[0]); lastSegment(name) == "Schema" && a < it[1] && t[a].Text == "(" {
					m.schemaOpen = a
				}
			}
			j = f.close(j + 1)
		}
	}
	return m, true
}

// declStart is the first token of the declaration whose function
// keyword is fk: back over its modifiers and attribute groups.
func (f *phpFile) declStart(fk int) int {
	t := f.toks
	k := fk - 1
	for k >= 0 {
		switch {
		case t[k].Kind == 'n' && modifiers[strings.ToLower(t[k].Text)]:
			k--
		case t[k].Text == "]":
			o := f.opening(k)
			if o < 1 || t[o-1].Text != "#" {
				return k + 1
			}
			k = o - 2
		default:
			return k + 1
		}
	}
	return 0
}

// opening is the index of the bracket that the closing one at k closes
// (-1 when none does), looked for back from k.
func (f *phpFile) opening(k int) int {
	t := f.toks
	depth := 0
	for j := k; j >= 0 && j > k-4096; j-- {
		switch t[j].Text {
		case ")", "]", "}":
			depth++
		case "(", "[", "{":
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// findMethod is method name of class c (PHP's names of methods are not
// case sensitive).
func (f *phpFile) findMethod(c phpClass, name string) (*phpMethod, bool) {
	if k := f.methodToken(c, name); k >= 0 {
		return f.methodAt(k)
	}
	return nil, false
}

// methodToken is the index of the "function" token of method name of
// class c, or -1.
func (f *phpFile) methodToken(c phpClass, name string) int {
	t := f.toks
	for k := c.open + 1; k < c.close; k++ {
		switch t[k].Text {
		case "{", "(", "[":
			k = f.close(k)
			continue
		}
		if t[k].Kind == 'n' && strings.EqualFold(t[k].Text, "function") {
			j := k + 1
			if j < len(t) && t[j].Text == "&" {
				j++
			}
			if j < len(t) && strings.EqualFold(t[j].Text, name) {
				return k
			}
		}
	}
	return -1
}

// identNode is the name token i as a string at its place.
func (f *phpFile) identNode(i int) *syntax.Node {
	tk := f.toks[i]
	return &syntax.Node{Kind: syntax.KString, Str: tk.Text, Off: tk.Off, End: tk.End, Mapper: syntax.IdentityMapper{Base: tk.Off}}
}

// argMap maps a call's or attribute's parameters to their values' tokens
// [from, to).
type argMap map[string][2]int

// args maps the arguments of the call whose "(" is at open: named ones
// (name: value) by their names, positional ones by params, in order. A
// spread (...$args) maps nothing after it.
func (f *phpFile) args(open int, params []string) argMap {
	t := f.toks
	out := argMap{}
	for n, it := range f.br.Items(t, open) {
		k := it[0]
		switch {
		case t[k].Kind == 'n' && k+1 < it[1] && t[k+1].Text == ":":
			out[t[k].Text] = [2]int{k + 2, it[1]}
		case t[k].Text == "...":
			return out
		case n < len(params):
			out[params[n]] = [2]int{k, it[1]}
		}
	}
	return out
}

// isNull: the value is the literal null.
func (f *phpFile) isNull(v [2]int) bool {
	return v[1] == v[0]+1 && strings.EqualFold(f.toks[v[0]].Text, "null")
}

// text reads the text of value v for a definition: a node, or nil when
// it is null or computed (then reported at its place).
func (f *phpFile) text(v [2]int, what string) *syntax.Node {
	if v[0] >= v[1] || f.isNull(v) {
		return nil
	}
	if s, next, ok := f.str(v[0]); ok && next == v[1] {
		return s
	}
	f.computed(v[0], what)
	return nil
}

// define registers the definition of kind that the attribute or call at
// token at declares, with the arguments a and the method m that handles
// it (nil when not known). fromMethod: the method's name and docblock
// give what the arguments do not (an attribute, a handler the SDK
// reflects on).
func (f *phpFile) define(at int, kind detect.Kind, a argMap, m *phpMethod, fromMethod bool) {
	t := f.toks
	def := syntax.NewObject(t[at].Off, t[at].End)
	what := string(kind)
	nameComputed := false
	var name *syntax.Node
	if v, ok := a["name"]; ok && !f.isNull(v) {
		if name = f.text(v, "the "+what+"'s name"); name == nil {
			name, nameComputed = f.d.PlaceholderNode("", false, t[v[0]].Off, t[v[0]].End), true
		}
	} else if m != nil && fromMethod && !m.closure {
		name = m.name
		if m.f != f {
			name = copyNode(name, m.f)
		}
	} else {
		// A closure's name is made by the SDK (closure_tool_N).
		name, nameComputed = f.d.PlaceholderNode("", false, t[at].Off, t[at].End), true
	}
	def.Set("name", name.Off, name)
	if v, ok := a["title"]; ok {
		if s := f.text(v, "the "+what+"'s title"); s != nil {
			def.Set("title", s.Off, s)
		}
	}
	if v, ok := a["description"]; ok && !f.isNull(v) {
		if s := f.text(v, "the "+what+"'s description"); s != nil {
			def.Set("description", s.Off, s)
		}
	} else if m != nil && fromMethod && !m.closure && m.doc != nil && m.doc.summary != nil {
		s := m.doc.summary
		if m.f != f {
			s = copyNode(s, m.f)
		}
		def.Set("description", s.Off, s)
	}
	partial := false
	switch kind {
	case detect.KindTool:
		var schema *syntax.Node
		if v, ok := a["inputSchema"]; ok && !f.isNull(v) {
			schema, partial = f.schemaValue(v)
		} else if m != nil {
			schema, partial, _ = m.f.params(m, false)
			if m.f != f {
				schema = copyNode(schema, m.f)
			}
		} else {
			partial = true
		}
		if schema != nil {
			def.Set("inputSchema", schema.Off, schema)
		}
		if v, ok := a["outputSchema"]; ok && !f.isNull(v) {
			if s, _ := f.schemaValue(v); s != nil {
				def.Set("outputSchema", s.Off, s)
			}
		}
		if v, ok := a["annotations"]; ok && !f.isNull(v) {
			if n, next, ok := f.literal(v[0], 0); ok && next == v[1] {
				def.Set("annotations", n.Off, n)
			}
		}
	case detect.KindPrompt:
		if v, ok := a["arguments"]; ok && !f.isNull(v) {
			if n, next, ok := f.literal(v[0], 0); ok && next == v[1] {
				def.Set("arguments", n.Off, n)
			}
		} else if m != nil {
			if _, _, args := m.f.params(m, true); args != nil {
				if m.f != f {
					args = copyNode(args, m.f)
				}
				def.Set("arguments", args.Off, args)
			}
		}
	case detect.KindResource:
		for _, k := range []string{"uri", "uriTemplate", "mimeType"} {
			if v, ok := a[k]; ok {
				if s, next, ok := f.str(v[0]); ok && next == v[1] {
					def.Set(k, s.Off, s)
				}
			}
		}
	}
	f.d.Kind("source")
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// copyNode marks a node read from the foreign file of g as that file's.
func copyNode(n *syntax.Node, g *phpFile) *syntax.Node {
	if n == nil {
		return nil
	}
	c := *n
	c.SetSource(g.d.Src)
	return &c
}

// serviceTypes are parameter types the SDKs fill themselves (the request's
// context, the client, the session): no tool arguments.
var serviceTypes = map[string]bool{"RequestContext": true, "ClientGateway": true, "Context": true, "CallContext": true,
	"SessionInterface": true, "ServerSession": true, "McpServer": true, "Server": true}

// scalarTypes are PHP's types that the SDKs turn into a JSON Schema type.
var scalarTypes = map[string]string{"string": "string", "int": "integer", "float": "number", "bool": "boolean", "true": "boolean",
	"false": "boolean", "array": "array", "iterable": "array", "object": "object", "mixed": "", "null": "", "callable": ""}

// params reads the parameters of m as an input schema (properties with
// their types and descriptions: a #[Schema(…)] on the parameter, else
// its @param text; required when they have no default) and as a prompt's
// arguments. partial: a parameter's type is a class or enum, whose schema
// the SDK builds by reflection.
func (f *phpFile) params(m *phpMethod, prompt bool) (schema *syntax.Node, partial bool, args *syntax.Node) {
	t := f.toks
	end := f.close(m.open)
	props := syntax.NewObject(t[m.open].Off, t[end].End)
	var required []*syntax.Node
	argList := &syntax.Node{Kind: syntax.KArray, Off: t[m.open].Off, End: t[end].End}
	var methodProps *syntax.Node
	if m.schemaOpen >= 0 {
		ma := f.args(m.schemaOpen, []string{"definition"})
		if v, ok := ma["definition"]; ok {
			// The whole schema, written on the method.
			if s, p := f.schemaValue(v); s != nil {
				return s, p, nil
			}
			return nil, true, nil
		}
		if v, ok := ma["properties"]; ok {
			if n, next, ok := f.literal(v[0], 0); ok && next == v[1] && n.Kind == syntax.KObject {
				methodProps = n
			} else {
				partial = true
			}
		}
	}
	for _, it := range f.br.Items(t, m.open) {
		k := it[0]
		var schemaAttrs []int
		for k+1 < it[1] && t[k].Text == "#" && t[k+1].Text == "[" {
			for _, at := range f.br.Items(t, k+1) {
				if name, a := f.qualified(at[0]); lastSegment(name) == "Schema" && a < at[1] && t[a].Text == "(" {
					schemaAttrs = append(schemaAttrs, a)
				}
			}
			k = f.close(k+1) + 1
		}
		for k < it[1] && t[k].Kind == 'n' && modifiers[strings.ToLower(t[k].Text)] {
			k++
		}
		// The type: names up to the variable.
		var types []string
		variadic := false
		for k < it[1] && !(t[k].Kind == 'n' && strings.HasPrefix(t[k].Text, "$")) {
			switch {
			case t[k].Text == "...":
				variadic = true
			case t[k].Kind == 'n':
				types = append(types, t[k].Text)
			}
			k++
		}
		if k >= it[1] {
			continue
		}
		v := k
		hasDefault := false
		for j := v + 1; j < it[1]; j++ {
			if t[j].Text == "=" {
				hasDefault = true
				break
			}
		}
		jsonType, service, class := "", false, false
		for _, ty := range types {
			if serviceTypes[ty] {
				service = true
			}
			if s, ok := scalarTypes[strings.ToLower(ty)]; ok {
				if s != "" && jsonType == "" {
					jsonType = s
				}
			} else if !strings.EqualFold(ty, "null") {
				class = true
			}
		}
		if service {
			continue
		}
		if class {
			partial = true
		}
		if variadic {
			jsonType = "array"
		}
		tk := t[v]
		key := &syntax.Node{Kind: syntax.KString, Str: tk.Text[1:], Off: tk.Off + 1, End: tk.End, Mapper: syntax.IdentityMapper{Base: tk.Off + 1}}
		prop := syntax.NewObject(tk.Off, tk.End)
		if jsonType != "" {
			prop.Set("type", tk.Off, syntax.Synth(syntax.KString, jsonType, tk.Off))
		}
		var desc *syntax.Node
		if m.doc != nil {
			desc = m.doc.params[key.Str]
		}
		if methodProps != nil {
			// The method's #[Schema(properties: …)] over the inferred.
			if mp := methodProps.Get(key.Str); mp != nil && mp.Kind == syntax.KObject {
				for i, mk := range mp.Keys {
					if mk.Str == "description" {
						desc = mp.Vals[i]
						continue
					}
					setKey(prop, mk, mp.Vals[i])
				}
			}
		}
		for _, open := range schemaAttrs {
			// The parameter's own #[Schema(…)] over both.
			for _, a := range f.br.Items(t, open) {
				j := a[0]
				if t[j].Kind != 'n' || j+1 >= a[1] || t[j+1].Text != ":" {
					continue
				}
				if t[j].Text == "description" {
					if s := f.text([2]int{j + 2, a[1]}, "a parameter's description"); s != nil {
						desc = s
					}
					continue
				}
				if n, next, ok := f.literal(j+2, 0); ok && next == a[1] {
					setKey(prop, f.identNode(j), n)
				}
			}
		}
		if desc != nil {
			prop.Set("description", desc.Off, desc)
		}
		props.Node.Keys = append(props.Node.Keys, key)
		props.Node.Vals = append(props.Node.Vals, prop.Node)
		req := !hasDefault && !variadic
		if req {
			required = append(required, syntax.Synth(syntax.KString, key.Str, key.Off))
		}
		if prompt && !class {
			arg := syntax.NewObject(tk.Off, tk.End)
			arg.Set("name", key.Off, key)
			if desc != nil {
				arg.Set("description", desc.Off, desc)
			}
			arg.Set("required", tk.Off, syntax.Synth(syntax.KBool, map[bool]string{true: "true", false: "false"}[req], tk.Off))
			argList.Elems = append(argList.Elems, arg.Node)
		}
	}
	out := syntax.NewObject(t[m.open].Off, t[end].End)
	out.Set("type", t[m.open].Off, syntax.Synth(syntax.KString, "object", t[m.open].Off))
	out.Set("properties", t[m.open].Off, props.Node)
	if len(required) > 0 {
		out.Set("required", t[m.open].Off, &syntax.Node{Kind: syntax.KArray, Elems: required, Off: t[m.open].Off, End: t[end].End})
	}
	if len(argList.Elems) > 0 {
		args = argList
	}
	return out.Node, partial, args
}

// setKey sets key k of object o to v, in place of a value it has.
func setKey(o syntax.Object, k, v *syntax.Node) {
	for i, ok := range o.Node.Keys {
		if ok.Str == k.Str {
			o.Node.Vals[i] = v
			return
		}
	}
	o.Node.Keys = append(o.Node.Keys, k)
	o.Node.Vals = append(o.Node.Vals, v)
}
