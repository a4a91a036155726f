package python

import (
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// The Azure Functions MCP extension in Python (azure-functions): a
// function app declares its definitions with decorators of its
// FunctionApp,
//
//	@app.mcp_tool()                                      # the function's name and docstring
//	@app.mcp_tool_property(arg_name="city", description="…")
//	def get_forecast(city: str) -> str: """…"""
//	@app.mcp_prompt_trigger(arg_name="context", prompt_name="…", description="…",
//	    prompt_arguments=[func.PromptArgument("topic", "…", required=True)])
//	@app.mcp_resource_trigger(arg_name="context", uri="…", resource_name="…", description="…", mime_type="…")
//	@app.generic_trigger(arg_name="context", type="mcpToolTrigger", toolName="…", description="…", toolProperties=…)
//
// generic_trigger is the form before the extension had decorators of its
// own; its toolProperties is JSON built in code, so its schema is partial
// (the property descriptions, literals of the file, are scanned as its
// loose text).

// pyFunctionsMarks select the Python files that use it.
var pyFunctionsMarks = [][]byte{[]byte(".mcp_tool("), []byte(".mcp_prompt_trigger("), []byte(".mcp_resource_trigger("), []byte("mcpToolTrigger"), []byte(".mcp_tool_trigger(")}

// pyFunctionsKind is the kind of definition the decorator named last
// declares ("" for none); generic_trigger is decided by its type=.
func (p *pyFile) pyFunctionsKind(last string, j int) detect.Kind {
	switch last {
	case "mcp_tool", "mcp_tool_trigger":
		return detect.KindTool
	case "mcp_prompt_trigger":
		return detect.KindPrompt
	case "mcp_resource_trigger":
		return detect.KindResource
	case "generic_trigger":
		if j < len(p.toks) && p.toks[j].Text == "(" {
			if v, ok := p.kwargs(j)["type"]; ok {
				if s, _, ok := p.str(v); ok {
					return map[string]detect.Kind{"mcpToolTrigger": detect.KindTool, "mcpPromptTrigger": detect.KindPrompt, "mcpResourceTrigger": detect.KindResource}[s.Str]
				}
			}
		}
	}
	return ""
}

// functionsDefinition reads the function decorated at token at (its
// decorator's name ending at token j) as a definition of kind.
func (p *pyFile) functionsDefinition(at, j int, kind detect.Kind) {
	t := p.toks
	kw := map[string]int{}
	if j < len(t) && t[j].Text == "(" {
		kw = p.kwargs(j)
		j = p.matching(j) + 1
	}
	// The other decorators up to "def": tool properties, and the names
	// other bindings take (arg_name=): not the tool's inputs.
	k := j
	var props []int // the "(" of each mcp_tool_property
	bound := map[string]bool{}
	for k < len(t) && t[k].Text != "def" {
		if t[k].Text == "class" {
			return
		}
		if t[k].Kind == 'n' && k+1 < len(t) && t[k+1].Text == "(" && k > 0 && t[k-1].Text == "." {
			if t[k].Text == "mcp_tool_property" {
				props = append(props, k+1)
			} else if v, ok := p.kwargs(k + 1)["arg_name"]; ok {
				if s, _, ok := p.str(v); ok {
					bound[s.Str] = true
				}
			}
			k = p.matching(k + 1)
		}
		k++
	}
	if k+2 >= len(t) || t[k+1].Kind != 'n' || t[k+2].Text != "(" {
		return
	}
	p.d.Kind("source")
	if v, ok := kw["arg_name"]; ok {
		if s, _, ok := p.str(v); ok {
			bound[s.Str] = true
		}
	}
	def := syntax.NewObject(t[at].Off, t[at].End)
	fname := t[k+1]
	name := syntax.Synth(syntax.KString, fname.Text, fname.Off)
	name.End, name.Mapper = fname.End, syntax.IdentityMapper{Base: fname.Off}
	nameComputed := false
	for _, key := range []string{"name", "tool_name", "toolName", "prompt_name", "promptName", "resource_name", "resourceName"} {
		if v, ok := kw[key]; ok {
			if s, _, ok := p.str(v); ok {
				name = s
			} else {
				p.computed(v, "the "+string(kind)+"'s name")
				name, nameComputed = p.placeholder(v), true
			}
			break
		}
	}
	def.Set("name", name.Off, name)
	if v, ok := kw["title"]; ok {
		if s, _, ok := p.str(v); ok {
			def.Set("title", s.Off, s)
		}
	}
	open, close, b := p.signature(k)
	if v, ok := kw["description"]; ok {
		if s, _, ok := p.str(v); ok {
			def.Set("description", s.Off, s)
		} else {
			p.computed(v, "the "+string(kind)+"'s description")
		}
	} else if b < len(t) && t[b].Kind == 's' && !t[b].HasStr() {
		p.computed(b, "the "+string(kind)+"'s docstring")
	} else if doc := p.docstring(b); doc != nil {
		def.Set("description", doc.Off, doc)
	}
	partial := false
	switch kind {
	case detect.KindResource:
		for _, key := range []string{"uri", "mime_type", "mimeType"} {
			if v, ok := kw[key]; ok {
				if s, _, ok := p.str(v); ok {
					def.Set(map[string]string{"uri": "uri", "mime_type": "mimeType", "mimeType": "mimeType"}[key], s.Off, s)
				}
			}
		}
	case detect.KindPrompt:
		if v, ok := kw["prompt_arguments"]; ok && t[v].Text == "[" {
			args := &syntax.Node{Kind: syntax.KArray, Off: t[v].Off, End: t[p.matching(v)].End}
			for _, it := range p.items(v) {
				c := it[0]
				for c < it[1] && t[c].Text != "(" {
					c++
				}
				if c >= it[1] {
					continue
				}
				a := p.functionsProperty(c, "name", "description")
				if a.Node.Get("name") != nil {
					args.Elems = append(args.Elems, a.Node)
				}
			}
			def.Set("arguments", t[v].Off, args)
		}
	default:
		schema := syntax.NewObject(t[open].Off, t[close].End)
		schema.Set("type", t[open].Off, syntax.Synth(syntax.KString, "object", t[open].Off))
		var properties syntax.Object
		switch {
		case len(props) > 0:
			properties = syntax.NewObject(t[props[0]].Off, t[props[len(props)-1]].End)
			for _, c := range props {
				a := p.functionsProperty(c, "arg_name", "description")
				if n := a.Node.Get("name"); n != nil {
					prop := syntax.NewObject(n.Off, n.End)
					if d := a.Node.Get("description"); d != nil {
						prop.Set("description", d.Off, d)
					}
					properties.Set(n.Str, n.Off, prop.Node)
				}
			}
		case kw["toolProperties"] > 0 || kw["tool_properties"] > 0:
			properties = syntax.NewObject(t[open].Off, t[close].End) // JSON built in code
			partial = true
		default:
			// The function's parameters, but those other bindings fill
			// (a blob input) and the trigger's context.
			properties = syntax.NewObject(t[open].Off, t[close].End)
			all := p.params(open, close)
			for i, key := range all.Node.Keys {
				if !bound[key.Str] {
					properties.Node.Keys = append(properties.Node.Keys, key)
					properties.Node.Vals = append(properties.Node.Vals, all.Node.Vals[i])
				}
			}
		}
		schema.Set("properties", t[open].Off, properties.Node)
		def.Set("inputSchema", t[open].Off, schema.Node)
	}
	p.d.Tools = append(p.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
	p.defs[fname.Text] = pyDef{def: def, kind: kind}
}

// functionsProperty reads the call whose "(" is token open, a
// mcp_tool_property(arg_name=…, description=…) or a
// PromptArgument("name", "description", required=…): an object with its
// name and description (positional or keyword).
func (p *pyFile) functionsProperty(open int, nameKey, descKey string) syntax.Object {
	t := p.toks
	out := syntax.NewObject(t[open].Off, t[p.matching(open)].End)
	kw := p.kwargs(open)
	var pos []int
	for _, it := range p.items(open) {
		if !(it[0]+1 < it[1] && t[it[0]].Kind == 'n' && t[it[0]+1].Text == "=") {
			pos = append(pos, it[0])
		}
	}
	nameAt, descAt := -1, -1
	if len(pos) > 0 {
		nameAt = pos[0]
	}
	if len(pos) > 1 {
		descAt = pos[1]
	}
	if v, ok := kw[nameKey]; ok {
		nameAt = v
	} else if v, ok := kw["name"]; ok {
		nameAt = v
	}
	if v, ok := kw[descKey]; ok {
		descAt = v
	}
	if nameAt >= 0 {
		if s, _, ok := p.str(nameAt); ok {
			out.Set("name", s.Off, s)
		}
	}
	if descAt >= 0 {
		if s, _, ok := p.str(descAt); ok {
			out.Set("description", s.Off, s)
		} else {
			p.computed(descAt, "a parameter's description")
		}
	}
	return out
}
