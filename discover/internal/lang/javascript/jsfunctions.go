package javascript

import (
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// The Azure Functions MCP extension in TypeScript and JavaScript
// (@azure/functions): a function app registers each definition with its
// app object,
//
//	app.mcpTool("getSnippet", { toolName: "get_snippet", description: "…",
//	    toolProperties: { name: arg.string().describe("…") }, handler })
//	app.mcpPrompt("Summarize", { promptName: "…", description: "…",
//	    promptArguments: { topic: promptArg.describe("…").isRequired() }, handler })
//	app.mcpResource("getWidget", { uri: "…", resourceName: "…", description: "…", mimeType: "…", handler })
//
// The first argument names the function, not the definition: toolName,
// promptName or resourceName does (the function's name when absent).
// toolProperties may also be the older list of { propertyName,
// propertyType, description }. Texts are what the reader folds (literals,
// constants of the file, names imported from a module of the tree); a
// property set it cannot read leaves the schema partial.

// jsFunctionsMarks select the files that use it.
var jsFunctionsMarks = [][]byte{[]byte(".mcpTool("), []byte(".mcpPrompt("), []byte(".mcpResource(")}

// functionsRegistration reads app.mcpTool(fn, config) (mcpPrompt,
// mcpResource) whose "(" is token open.
func (j *jsFile) functionsRegistration(open int, kind detect.Kind) {
	t := j.toks
	args := j.args(open)
	if len(args) < 2 || t[args[1]].Text != "{" {
		return
	}
	cfgAt := args[1]
	cfg := j.objectAt(cfgAt, 0)
	if cfg == nil {
		return
	}
	nameKey := map[detect.Kind]string{detect.KindTool: "toolName", detect.KindPrompt: "promptName", detect.KindResource: "resourceName"}[kind]
	def := syntax.NewObject(t[open].Off, t[open].End)
	name, nameComputed := cfg.Get(nameKey), false
	switch at := j.keyValue(cfgAt, nameKey); {
	case name != nil && name.Kind == syntax.KString:
	case at >= 0:
		j.computed(at, "the "+string(kind)+"'s name")
		name, nameComputed = j.placeholder(at), true
	default:
		// No name given: the function's.
		name = j.value(args[0], 0)
		if name == nil || name.Kind != syntax.KString {
			j.computed(args[0], "the "+string(kind)+"'s name")
			name, nameComputed = j.placeholder(args[0]), true
		}
	}
	def.Set("name", name.Off, name)
	for _, key := range []string{"title", "description"} {
		if v := cfg.Get(key); v.IsString() {
			def.Set(key, v.Off, v)
		}
	}
	partial := false
	switch kind {
	case detect.KindResource:
		for _, key := range []string{"uri", "mimeType"} {
			if v := cfg.Get(key); v.IsString() {
				def.Set(key, v.Off, v)
			}
		}
	case detect.KindPrompt:
		if v := cfg.Get("promptArguments"); v != nil {
			if v.Kind == syntax.KArray {
				def.Set("arguments", v.Off, v)
			} else {
				def.Set("arguments", v.Off, promptArgs(v))
			}
		} else if j.keyValue(cfgAt, "promptArguments") >= 0 {
			partial = true
		}
	default:
		schema := syntax.NewObject(t[cfgAt].Off, t[cfgAt].End)
		schema.Set("type", t[cfgAt].Off, syntax.Synth(syntax.KString, "object", t[cfgAt].Off))
		props := syntax.NewObject(t[cfgAt].Off, t[cfgAt].End)
		switch v := cfg.Get("toolProperties"); {
		case v != nil && v.Kind == syntax.KObject:
			props.Node = v
			partial = j.partial[v]
		case v != nil && v.Kind == syntax.KArray:
			// [{ propertyName, propertyType, description }]
			for _, e := range v.Elems {
				pn := e.Get("propertyName")
				if !pn.IsString() {
					partial = true
					continue
				}
				prop := syntax.NewObject(e.Off, e.End)
				if ty := e.Get("propertyType"); ty.IsString() {
					prop.Set("type", ty.Off, ty)
				}
				if d := e.Get("description"); d.IsString() {
					prop.Set("description", d.Off, d)
				}
				props.Set(pn.Str, pn.Off, prop.Node)
			}
		case j.keyValue(cfgAt, "toolProperties") >= 0:
			partial = true // a property set this file does not spell out
		}
		schema.Set("properties", t[cfgAt].Off, props.Node)
		def.Set("inputSchema", t[cfgAt].Off, schema.Node)
	}
	j.d.Kind("source")
	j.d.Tools = append(j.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// importedConst is the text of a constant another module of the tree
// exports, that this file imports by name (import { NAME } from
// "./texts"): export const NAME = "…" at that module's top level, folded
// as there, its characters reported in that module. Nil when the name is
// not imported that way, the module is not a file of the tree, or the
// value is not a text.
func (j *jsFile) importedConst(name string) *syntax.Node {
	if v := j.importedValue(name); v != nil && v.Kind == syntax.KString {
		return v
	}
	return nil
}

// importUnread: name is bound by an import (and by nothing of this file)
// whose value the reading does not hold: the module is not a file read
// here (a package, a file outside the root or missing, a file of the
// archive's tree when read from standard input), or it does not bind
// the name to a value read there. A definition's text given by it is
// computed, never dropped in silence.
func (j *jsFile) importUnread(name string) bool {
	if _, local := j.names[name]; local || j.importedFrom(name) == "" {
		return false
	}
	return j.importedValue(name) == nil
}

// importedValue is importedConst's value, whatever its kind.
func (j *jsFile) importedValue(name string) *syntax.Node {
	h := j.d.Host
	if h == nil || h.NoSiblings() || !syntax.IdentName(name) {
		return nil
	}
	from := j.importedFrom(name)
	if !strings.HasPrefix(from, "./") && !strings.HasPrefix(from, "../") || j.importedAs(name) {
		return nil
	}
	mods := jsModule(h, path.Join(path.Dir(j.d.Src.Rel()), from))
	if len(mods) == 0 || strings.HasPrefix(mods[0], "../") {
		return nil
	}
	return exportedValue(h, mods[0], name, map[string]bool{})
}

// maxReexports bounds the modules asked for a name re-exported (export *
// from, export { name } from) on its way to its binding.
const maxReexports = 32

// exportedValue is the value module rel binds to name at its top level,
// or the value a module it re-exports the name from binds (export *
// from "./texts.js", export { name } from, export { inner as name }
// from): an index that gathers a folder's texts is read through. Its
// characters are reported in the module that binds it.
func exportedValue(h syntax.Host, rel, name string, asked map[string]bool) *syntax.Node {
	if asked[rel+"#"+name] || len(asked) >= maxReexports {
		return nil
	}
	asked[rel+"#"+name] = true
	m := jsModuleFile(h, rel)
	if m == nil || m.resolving[name] {
		return nil
	}
	at, ok := m.names[name]
	if !ok {
		for _, r := range m.reexports(name) {
			mods := jsModule(h, path.Join(path.Dir(rel), r.from))
			if len(mods) == 0 || strings.HasPrefix(mods[0], "../") {
				continue
			}
			if v := exportedValue(h, mods[0], r.name, asked); v != nil {
				return v
			}
		}
		return nil
	}
	v := m.valueOf(name, at, 1)
	if v == nil {
		return nil
	}
	v.Walk("", func(_ string, x *syntax.Node, _ bool) {
		if x.Src == nil {
			x.Src = m.d.Src
		}
	})
	return v
}

// reexport is a module a name may be re-exported from, and its name
// there.
type reexport struct{ from, name string }

// reexports are the modules this file re-exports name from: export {
// name } from "m", export { inner as name } from "m", and every export *
// from "m" (which may hold it), in file order.
func (j *jsFile) reexports(name string) []reexport {
	t := j.toks
	var out []reexport
	for i := 0; i+3 < len(t); i++ {
		if t[i].Kind != 'n' || t[i].Text != "export" || i > 0 && t[i-1].Text == "." {
			continue
		}
		switch {
		case t[i+1].Text == "*" && t[i+2].Text == "from" && t[i+3].HasStr():
			out = append(out, reexport{from: t[i+3].Str().Str, name: name})
		case t[i+1].Text == "{":
			end := j.close(i + 1)
			if end+2 >= len(t) || t[end+1].Text != "from" || !t[end+2].HasStr() {
				continue
			}
			for k := i + 2; k < end; k++ {
				if t[k].Kind != 'n' {
					continue
				}
				inner, outer := t[k].Text, t[k].Text
				if k+2 < end && t[k+1].Text == "as" {
					outer = t[k+2].Text
					k += 2
				}
				if outer == name {
					out = append(out, reexport{from: t[end+2].Str().Str, name: inner})
				}
			}
		}
	}
	return out
}

// importedAs: name is bound by an import that renames (import { A as
// name }): the module's own name for it is another.
func (j *jsFile) importedAs(name string) bool {
	j.asNames()
	_, ok := j.renamed[name]
	return ok
}

// asNames finds, once, the names bound with "as": renamed (A as name,
// true when * as name).
func (j *jsFile) asNames() {
	if j.renamed != nil {
		return
	}
	j.renamed = map[string]bool{}
	t := j.toks
	for i := 2; i < len(t); i++ {
		if t[i].Kind == 'n' && t[i-1].Text == "as" {
			j.renamed[t[i].Text] = j.renamed[t[i].Text] || t[i-2].Text == "*"
		}
	}
}

// jsModuleFile reads module rel (root-relative) once, for the constants
// it binds at its top level: nil when it cannot be read.
func jsModuleFile(h syntax.Host, rel string) *jsFile {
	modules := h.State("js.modules", func() any { return map[string]*jsFile{} }).(map[string]*jsFile)
	if m, ok := modules[rel]; ok {
		return m
	}
	modules[rel] = nil
	data, err := h.ReadFile(rel, true)
	if err != nil {
		return nil
	}
	src := h.Source(rel, data, "js")
	// What its values leave unread, the file that uses them reports.
	m := &jsFile{d: &syntax.File{Src: src, Host: h, Mute: true}, toks: jsLex(data), names: map[string]int{}, unread: map[string]int{}, partial: map[*syntax.Node]bool{}, schemaUnread: map[*syntax.Node]bool{}}
	t := m.toks
	count := map[string]int{}
	depth := 0
	for i := 0; i+2 < len(t); i++ {
		switch t[i].Text {
		case "{", "(", "[":
			depth++
		case "}", ")", "]":
			depth--
		}
		if depth == 0 && t[i].Kind == 'n' && (t[i].Text == "const" || t[i].Text == "let" || t[i].Text == "var") && t[i+1].Kind == 'n' {
			k := i + 2
			if t[k].Text == ":" {
				for k < len(t) && t[k].Text != "=" && t[k].Text != ";" {
					if t[k].Text == "{" || t[k].Text == "(" || t[k].Text == "[" {
						k = m.br.Closing(t, k) // tool<{ a: string; b: number }>
					}
					k++
				}
			}
			if k < len(t) && t[k].Text == "=" {
				m.names[t[i+1].Text] = k + 1
				count[t[i+1].Text]++
			}
		}
	}
	for n, c := range count {
		if c > 1 {
			delete(m.names, n)
		}
	}
	modules[rel] = m
	return m
}

// pathJoinDir joins module specifier from to the folder of file rel.
func pathJoinDir(rel, from string) string { return path.Join(path.Dir(rel), from) }

// importedCall is the text a function another module of the tree
// exports returns, called with no arguments through a namespace import
// (import * as prompts from "./prompts.js"; prompts.listPrompt()): an
// arrow function whose body is a text (() => `…`), read there, its
// characters reported in that module. Nil otherwise.
func (j *jsFile) importedCall(ns, fn string) *syntax.Node {
	h := j.d.Host
	if h == nil || h.NoSiblings() || !syntax.IdentName(ns) || !syntax.IdentName(fn) || !j.namespaceImport(ns) {
		return nil
	}
	from := j.importedFrom(ns)
	if !strings.HasPrefix(from, "./") && !strings.HasPrefix(from, "../") {
		return nil
	}
	mods := jsModule(h, path.Join(path.Dir(j.d.Src.Rel()), from))
	if len(mods) == 0 || strings.HasPrefix(mods[0], "../") {
		return nil
	}
	m := jsModuleFile(h, mods[0])
	if m == nil || m.resolving[fn] {
		return nil
	}
	at, ok := m.names[fn]
	t := m.toks
	if !ok || at+4 >= len(t) || t[at].Text != "(" || t[at+1].Text != ")" || !m.arrowAt(at+3) || t[at+4].Text == "{" {
		return nil
	}
	v := m.valueOf(fn, at+4, 1)
	if v == nil || v.Kind != syntax.KString {
		return nil
	}
	v.Walk("", func(_ string, x *syntax.Node, _ bool) {
		if x.Src == nil {
			x.Src = m.d.Src
		}
	})
	return v
}

// namespaceImport: name is bound by import * as name from "…".
func (j *jsFile) namespaceImport(name string) bool {
	j.asNames()
	return j.renamed[name]
}
