package php

import (
	"encoding/json"
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// The SDKs' registration calls, the protocol's types built in code, and
// the handlers they name.

// registration is a registration call's definition kind, the order of
// its parameters, and whether its first names a handler the SDK reflects
// on (its name, docblock and parameters give what the call does not).
type registration struct {
	kind    detect.Kind
	params  []string
	handler bool
}

// registrations are the builders' registration methods: php-mcp/server's
// ServerBuilder (with…) and the official SDK's Builder (add…), which take
// a handler; logiscape/mcp-sdk-php's McpServer (tool, prompt, resource),
// which takes the texts and a callback.
var registrations = map[string]registration{
	"withTool":             {detect.KindTool, []string{"handler", "name", "description", "annotations", "inputSchema"}, true},
	"addTool":              {detect.KindTool, []string{"handler", "name", "description", "annotations", "inputSchema"}, true},
	"withPrompt":           {detect.KindPrompt, []string{"handler", "name", "description"}, true},
	"addPrompt":            {detect.KindPrompt, []string{"handler", "name", "description"}, true},
	"withResource":         {detect.KindResource, []string{"handler", "uri", "name", "description", "mimeType", "size", "annotations"}, true},
	"addResource":          {detect.KindResource, []string{"handler", "uri", "name", "description", "mimeType", "size", "annotations"}, true},
	"withResourceTemplate": {detect.KindResource, []string{"handler", "uriTemplate", "name", "description", "mimeType", "annotations"}, true},
	"addResourceTemplate":  {detect.KindResource, []string{"handler", "uriTemplate", "name", "description", "mimeType", "annotations"}, true},
	"tool":                 {detect.KindTool, []string{"name", "description", "callback", "title", "icons", "outputSchema"}, false},
	"prompt":               {detect.KindPrompt, []string{"name", "description", "callback", "title", "icons"}, false},
	"resource":             {detect.KindResource, []string{"uri", "name", "callback", "description", "mimeType", "title"}, false},
	"registerTool":         {detect.KindTool, []string{"name", "description"}, false},
	"registerPrompt":       {detect.KindPrompt, []string{"name", "description"}, false},
}

// call reads the method call whose name is token i (its "(" at i+1).
func (f *phpFile) call(i int, static bool) {
	t := f.toks
	open := i + 1
	switch t[i].Text {
	case "setServerInfo", "withServerInfo":
		if a := f.args(open, []string{"name"}); a["name"][1] > 0 {
			if s, next, ok := f.str(a["name"][0]); ok && next == a["name"][1] && f.d.ServerInfo == "" {
				f.d.ServerInfo = s.Str
			}
		}
		return
	case "setInstructions", "withInstructions":
		if v, ok := f.args(open, []string{"instructions"})["instructions"]; ok {
			if s := f.text(v, "the server's instructions"); s != nil {
				f.d.Instructions = append(f.d.Instructions, syntax.PendingTool{Node: s})
			}
		}
		return
	case "make", "fromArray":
		if static && i >= 2 {
			f.typeCall(i-2, t[i].Text)
		}
		return
	}
	spec, ok := registrations[t[i].Text]
	if !ok || static {
		return
	}
	a := f.args(open, spec.params)
	if f.accessorRegistration(i, spec.kind, a) {
		return
	}
	if !spec.handler {
		// A call of this name of another library (a collection's
		// ->tool(…)): its name must be a text written there, with a
		// description (a resource's is optional: its URI instead).
		v, ok := a["name"]
		if !ok || v[0] >= v[1] || t[v[0]].Kind != 's' && !f.named(open, "name") {
			return
		}
		need := "description"
		if spec.kind == detect.KindResource {
			need = "uri"
		}
		if _, ok := a[need]; !ok {
			return
		}
	}
	var m *phpMethod
	at := i
	if spec.handler {
		v, ok := a["handler"]
		if !ok {
			return
		}
		var known bool
		var label string
		m, label, known = f.handler(v)
		if !known {
			if _, ok := a["description"]; !ok || f.isNull(a["description"]) {
				if label != "" {
					label = " " + label
				}
				f.unread(v[0], "the "+string(spec.kind)+"'s description is the docblock of its handler"+label+", which mcp-lint did not find: it was not scanned (snapshot the running server with mcp-lint snapshot)")
			}
		}
	} else if v, ok := a["callback"]; ok {
		m, _, _ = f.handler(v)
	}
	f.define(at, spec.kind, a, m, spec.handler)
}

// named: the call whose "(" is at open passes an argument by name.
func (f *phpFile) named(open int, name string) bool {
	t := f.toks
	for _, it := range f.br.Items(t, open) {
		if t[it[0]].Text == name && it[0]+1 < it[1] && t[it[0]+1].Text == ":" {
			return true
		}
	}
	return false
}

// unread reports a text the scan could not read, at token v.
func (f *phpFile) unread(v int, msg string) {
	if f.foreign || v >= len(f.toks) {
		return
	}
	f.d.Unread(f.toks[v].Off, msg)
}

// protocolTypes are the protocol's types the SDKs build, and the order of
// their constructor's (or make's) parameters: Tool and Prompt alike in
// the official SDK (Mcp\Schema), php-mcp's schema and logiscape's
// (Mcp\Types). A resource's first two differ between them (uri, name in
// one; name, uri in the other): the one that reads as a URI is taken for
// it.
var protocolTypes = map[string]registration{
	"Tool":             {detect.KindTool, []string{"name", "inputSchema", "description", "annotations"}, false},
	"Prompt":           {detect.KindPrompt, []string{"name", "description", "arguments"}, false},
	"Resource":         {detect.KindResource, []string{"uri", "name", "description", "mimeType"}, false},
	"ResourceTemplate": {detect.KindResource, []string{"uriTemplate", "name", "description", "mimeType"}, false},
}

// construct reads new X(…) at token i: a protocol type, or a server
// named by its first argument (logiscape's new Server('name'), new
// McpServer('name')).
func (f *phpFile) construct(i int) {
	t := f.toks
	name, k := f.qualified(i + 1)
	if k >= len(t) || t[k].Text != "(" {
		return
	}
	switch short := lastSegment(name); short {
	case "Server", "McpServer":
		if items := f.br.Items(t, k); len(items) > 0 && t[items[0][0]].Kind == 's' {
			if s, next, ok := f.str(items[0][0]); ok && next == items[0][1] && f.d.ServerInfo == "" {
				f.d.ServerInfo = s.Str
			}
		}
	default:
		if spec, ok := protocolTypes[short]; ok {
			f.typed(i, k, spec)
		} else if kind, ok := registrationClass(short); ok {
			f.registered(i, k, kind, short)
		}
	}
}

// registrationClass is the kind of definition a class of a project's own
// MCP layer registers when it is built (new RegisterMcpTool([…])): its
// name says MCP (Mcp, MCP) and ends with the kind.
func registrationClass(short string) (detect.Kind, bool) {
	if !strings.Contains(short, "Mcp") && !strings.Contains(short, "MCP") {
		return "", false
	}
	for _, k := range []struct {
		suffix string
		kind   detect.Kind
	}{{"Tool", detect.KindTool}, {"Prompt", detect.KindPrompt}, {"Resource", detect.KindResource}, {"ResourceTemplate", detect.KindResource}} {
		if strings.HasSuffix(short, k.suffix) && len(short) > len(k.suffix)+2 {
			return k.kind, true
		}
	}
	return "", false
}

// registered reads new C(…) of a registration class C (the call's "("
// at open): its first argument an array literal that writes the
// definition the protocol's way (['name' => …, 'description' => …]). A
// definition passed in a variable (or a call's result) is not known
// here: it is reported, not passed over.
func (f *phpFile) registered(at, open int, kind detect.Kind, class string) {
	t := f.toks
	items := f.br.Items(t, open)
	if len(items) == 0 {
		return // the class built with nothing: not a registration
	}
	a, e := items[0][0], items[0][1]
	arr := -1
	switch {
	case t[a].Text == "[":
		arr = a
	case strings.EqualFold(t[a].Text, "array") && a+1 < e && t[a+1].Text == "(":
		arr = a + 1
	}
	if arr >= 0 && f.close(arr) == e-1 {
		if keys := f.keysOf(arr); !keys["name"] {
			return // an array of other things (options, a configuration)
		}
		f.read[arr] = true
		f.keyed(at, arr, kind, true)
		return
	}
	if t[a].Kind == 'n' && strings.HasPrefix(t[a].Text, "$") {
		f.unread(a, "the "+string(kind)+" registered with new "+class+"(…) is built by code and passed in a variable or a call's result: its definition was not read (snapshot the running server with mcp-lint snapshot)")
	}
}

// typeCall reads X::make(…) and X::fromArray([…]) of a protocol type
// whose name is token i.
func (f *phpFile) typeCall(i int, method string) {
	t := f.toks
	spec, ok := protocolTypes[t[i].Text]
	if !ok {
		return
	}
	open := i + 3
	if method == "make" {
		f.typed(i, open, spec)
		return
	}
	items := f.br.Items(t, open)
	if len(items) != 1 {
		return
	}
	a := items[0][0]
	if t[a].Text != "[" && !(strings.EqualFold(t[a].Text, "array") && a+1 < len(t) && t[a+1].Text == "(") {
		return
	}
	if t[a].Text != "[" {
		a++
	}
	f.read[a] = true
	f.keyed(i, a, spec.kind, true)
}

// typed registers the definition new X(…) or X::make(…) builds, its
// arguments' "(" at open.
func (f *phpFile) typed(at, open int, spec registration) {
	t := f.toks
	a := f.args(open, spec.params)
	if spec.kind == detect.KindResource {
		// Positional: whichever of the first two reads as the URI.
		items := f.br.Items(t, open)
		uriKey := spec.params[0]
		if len(items) >= 2 && !f.named(open, uriKey) && !f.named(open, "name") {
			first, _, ok1 := f.str(items[0][0])
			second, _, ok2 := f.str(items[1][0])
			if ok1 && ok2 && !strings.Contains(first.Str, ":") && strings.Contains(second.Str, ":") {
				a[uriKey], a["name"] = [2]int{items[1][0], items[1][1]}, [2]int{items[0][0], items[0][1]}
			}
		}
	}
	if v, ok := a["name"]; !ok || v[0] >= v[1] {
		return
	}
	f.define(at, spec.kind, a, nil, false)
}

// arrayDefinition reads an array literal that is a definition the way
// the protocol writes one: ['name' => …, 'description' => …,
// 'inputSchema' => […]] (a tool a hand-written server lists), or with
// 'arguments' (a prompt).
func (f *phpFile) arrayDefinition(open int) {
	keys := f.keysOf(open)
	switch {
	case keys["name"] && (keys["inputSchema"] || keys["input_schema"]):
		f.keyed(open, open, detect.KindTool, false)
	case keys["name"] && keys["description"] && keys["arguments"]:
		f.keyed(open, open, detect.KindPrompt, false)
	}
}

// keysOf are the string keys of the array literal at open.
func (f *phpFile) keysOf(open int) map[string]bool {
	t := f.toks
	var out map[string]bool
	for _, it := range f.br.Items(t, open) {
		a := it[0]
		if a+1 < it[1] && t[a+1].Text == "=>" && t[a].Kind == 's' {
			if s, _, ok := t[a].PlainStr(); ok {
				if out == nil {
					out = map[string]bool{}
				}
				out[s] = true
			}
		}
	}
	return out
}

// keyed registers the definition the array literal at open writes, its
// values read by their keys. typed: an argument of X::fromArray, which
// is a definition whatever its keys.
func (f *phpFile) keyed(at, open int, kind detect.Kind, typed bool) {
	t := f.toks
	a := argMap{}
	for _, it := range f.br.Items(t, open) {
		k := it[0]
		if k+1 < it[1] && t[k+1].Text == "=>" {
			if s, next, ok := f.str(k); ok && next == k+1 {
				key := s.Str
				if key == "input_schema" {
					key = "inputSchema"
				}
				a[key] = [2]int{k + 2, it[1]}
			}
		}
	}
	if v, ok := a["name"]; !ok || v[0] >= v[1] || !typed && t[v[0]].Kind != 's' {
		return // a name read from elsewhere: code that converts a definition
	}
	f.read[open] = true
	f.define(at, kind, a, nil, false)
}

// handler resolves the handler a registration passes (value v): the
// method of [Class::class, 'method'], [$this, 'method'], 'Class::method',
// an invokable Class::class, a function's name, or a closure. label
// names it for a message ("" when it cannot be named); known is false
// when it could not be found.
func (f *phpFile) handler(v [2]int) (m *phpMethod, label string, known bool) {
	t := f.toks
	k := v[0]
	switch {
	case t[k].Kind == 'n' && (strings.EqualFold(t[k].Text, "function") || strings.EqualFold(t[k].Text, "fn")),
		t[k].Kind == 'n' && strings.EqualFold(t[k].Text, "static") && k+1 < v[1] && (strings.EqualFold(t[k+1].Text, "function") || strings.EqualFold(t[k+1].Text, "fn")):
		j := k
		if strings.EqualFold(t[j].Text, "static") {
			j++
		}
		j++
		if j < v[1] && t[j].Text == "&" {
			j++
		}
		if j < v[1] && t[j].Text == "(" {
			return &phpMethod{f: f, open: j, schemaOpen: -1, closure: true}, "", true
		}
		// A closure has no description by default (the SDKs send none):
		// only its schema is not known.
		return nil, "", true
	case t[k].Text == "[" || strings.EqualFold(t[k].Text, "array") && k+1 < v[1] && t[k+1].Text == "(":
		open := k
		if t[k].Text != "[" {
			open++
		}
		items := f.br.Items(t, open)
		if len(items) != 2 {
			return nil, "", false
		}
		method, next, ok := f.str(items[1][0])
		if !ok || next != items[1][1] {
			return nil, "", false
		}
		c := items[0]
		switch {
		case t[c[0]].Text == "$this" && c[1] == c[0]+1:
			return f.classMethod(f.classAt(k), false, method.Str, k)
		case strings.EqualFold(t[c[0]].Text, "new"):
			name, abs := f.className(c[0] + 1)
			return f.classMethod(name, abs, method.Str, k)
		default:
			if name, abs, ok := f.classConst(c[0], c[1]); ok {
				return f.classMethod(name, abs, method.Str, k)
			}
		}
		return nil, method.Str, false
	case t[k].Kind == 's':
		s, next, ok := f.str(k)
		if !ok || next != v[1] {
			return nil, "", false
		}
		if cls, meth, ok := strings.Cut(s.Str, "::"); ok {
			return f.classMethod(strings.TrimPrefix(cls, `\`), strings.HasPrefix(cls, `\`), meth, k)
		}
		return f.function(s.Str)
	default:
		if name, abs, ok := f.classConst(k, v[1]); ok {
			return f.classMethod(name, abs, "__invoke", k)
		}
	}
	return nil, "", false
}

// className reads the class name at token i: its text and whether it is
// fully qualified (\App\X).
func (f *phpFile) className(i int) (string, bool) {
	abs := i < len(f.toks) && f.toks[i].Text == `\`
	name, _ := f.qualified(i)
	return name, abs
}

// classConst reads Class::class in tokens [a, e): the class's name and
// whether it is fully qualified; self::class and static::class name the
// class around a.
func (f *phpFile) classConst(a, e int) (string, bool, bool) {
	t := f.toks
	name, abs := f.className(a)
	_, k := f.qualified(a)
	if name == "" || k+2 != e || t[k].Text != "::" || !strings.EqualFold(t[k+1].Text, "class") {
		return "", false, false
	}
	if l := strings.ToLower(name); l == "self" || l == "static" {
		return f.classAt(a), false, true
	}
	return name, abs, true
}

// function is the top-level function name of the file.
func (f *phpFile) function(name string) (*phpMethod, string, bool) {
	t := f.toks
	for k := 0; k+2 < len(t); k++ {
		if t[k].Kind == 'n' && strings.EqualFold(t[k].Text, "function") && strings.EqualFold(t[k+1].Text, name) && t[k+2].Text == "(" && f.classAt(k) == "" {
			m, ok := f.methodAt(k)
			return m, name, ok
		}
	}
	return nil, name, false
}

// classMethod finds method of class name (abs: fully qualified): in this
// file, else in the file the project's autoloading gives the class
// (composer.json's psr-4), else in a file named for it in this folder.
func (f *phpFile) classMethod(name string, abs bool, method string, at int) (*phpMethod, string, bool) {
	label := lastSegment(name) + "::" + method
	if name == "" {
		return nil, label, false
	}
	g, c, ok := f.findClass(name, abs)
	if !ok {
		return nil, label, false
	}
	m, ok := g.findMethod(c, method)
	return m, label, ok
}

// findClass finds class name (abs: fully qualified) and the file that
// declares it: this file, else the file the project's autoloading gives
// the class (composer.json's psr-4), else a file named for it in this
// folder.
func (f *phpFile) findClass(name string, abs bool) (*phpFile, phpClass, bool) {
	short := lastSegment(name)
	for _, c := range f.classes {
		if strings.EqualFold(c.name, short) {
			return f, c, true
		}
	}
	g := f.foreignClass(f.resolve(name, abs))
	if g == nil {
		return nil, phpClass{}, false
	}
	for _, c := range g.classes {
		if strings.EqualFold(c.name, short) {
			return g, c, true
		}
	}
	return nil, phpClass{}, false
}

// resolve is the fully qualified name of class name as the file names it
// (its imports, then its namespace).
func (f *phpFile) resolve(name string, abs bool) string {
	if abs {
		return name
	}
	first, rest, more := strings.Cut(name, `\`)
	if q, ok := f.uses[strings.ToLower(first)]; ok {
		if more {
			return q + `\` + rest
		}
		return q
	}
	if f.ns != "" {
		return f.ns + `\` + name
	}
	return name
}

// maxForeign bounds the files one scan reads for the handlers its
// registrations name.
const maxForeign = 256

// foreignClass reads the file that declares the class fqn: by the psr-4
// autoloading of the nearest composer.json, else the file named for the
// class in this file's folder. Nil when there is none.
func (f *phpFile) foreignClass(fqn string) *phpFile {
	h := f.d.Host
	if h == nil || h.NoSiblings() || f.foreign {
		return nil
	}
	dir := syntax.DirOf(f.d.Src.Rel())
	candidates := psr4Paths(h, dir, fqn)
	candidates = append(candidates, path.Join(dir, lastSegment(fqn)+".php"))
	cache := h.State("php.files", func() any { return map[string]*phpFile{} }).(map[string]*phpFile)
	for _, rel := range candidates {
		if rel == f.d.Src.Rel() || strings.HasPrefix(rel, "../") || rel == ".." {
			continue
		}
		if g, ok := cache[rel]; ok {
			if g != nil {
				return g
			}
			continue
		}
		if len(cache) >= maxForeign || !h.Exists(rel) {
			continue
		}
		data, err := h.ReadFile(rel, true)
		if err != nil {
			cache[rel] = nil
			continue
		}
		g := newPHPFile(&syntax.File{Src: h.Source(rel, data, "php")}, phpLex(data), true)
		cache[rel] = g
		return g
	}
	return nil
}

// psr4 is an autoload section of composer.json: namespace prefixes and
// the folders (one, or a list) their classes are in.
type psr4 struct {
	PSR4 map[string]json.RawMessage `json:"psr-4"`
}

// psr4Paths are the files composer's psr-4 autoloading (of the nearest
// composer.json at or above dir) maps class fqn to.
func psr4Paths(h syntax.Host, dir, fqn string) []string {
	at, b, ok := h.NearestFile(dir, "composer.json")
	if !ok {
		return nil
	}
	var c struct {
		Autoload    psr4 `json:"autoload"`
		AutoloadDev psr4 `json:"autoload-dev"`
	}
	if json.Unmarshal(b, &c) != nil {
		return nil
	}
	var out []string
	for _, m := range []map[string]json.RawMessage{c.Autoload.PSR4, c.AutoloadDev.PSR4} {
		for prefix, raw := range m {
			if !strings.HasPrefix(fqn, prefix) {
				continue
			}
			var dirs []string
			var one string
			if json.Unmarshal(raw, &one) == nil {
				dirs = []string{one}
			} else if json.Unmarshal(raw, &dirs) != nil {
				continue
			}
			rest := strings.ReplaceAll(strings.TrimPrefix(fqn, prefix), `\`, "/") + ".php"
			for _, d := range dirs {
				out = append(out, path.Join(at, d, rest))
			}
		}
	}
	return out
}
