package discover

import (
	"github.com/mcp-lint/mcp-lint/detect"
)

// Rust: definitions written as struct literals of the protocol's types,
// rmcp's model (a server that implements ServerHandler's list_tools by
// hand) or a project's own copy of them (a server with no SDK):
//
//	Tool {
//	    name: Cow::Borrowed("load-component"),
//	    description: Some(Cow::Borrowed("Loads a component.")),
//	    input_schema: Arc::new(serde_json::from_value(json!({ "type": "object", … })).unwrap_or_default()),
//	    annotations: None,
//	}
//	Prompt { name: "review".to_string(), description: Some("…".into()), arguments: Some(vec![PromptArgument { … }]) }
//	Resource { uri: Url::parse("file:///…").unwrap(), name: "…".to_string(), description: …, mime_type: … }
//
// A text is read through the wrappers that only carry it (Some, Cow's
// Borrowed/Owned/from, String::from, Url::parse, .to_string(), .into(),
// .to_owned()); any other expression is computed, reported at its place.
// An input schema written with json!({…}) is read as the JSON it is; any
// other schema is partial.

// rustDefinition reads the struct literal whose type name is token i
// (Tool, Prompt, Resource, RawResource) when it is one: an expression,
// not a declaration, that sets a name field.
func (f *clikeFile) rustDefinition(i int) {
	t := f.toks
	if i+1 >= len(t) || t[i+1].text != "{" {
		return
	}
	// Before the type's path (rmcp::model::Tool): a place an expression
	// may start, not a declaration or a type.
	b := i
	for b >= 2 && t[b-1].text == ":" && t[b-2].text == ":" && b >= 3 && t[b-3].kind == 'n' {
		b -= 3
	}
	if b > 0 {
		switch t[b-1].text {
		case "struct", "enum", "impl", "for", ">", "type", "trait", "dyn", "&", "<", "mut", "union", "'":
			return
		}
		if t[b-1].kind == 'n' && t[b-1].text != "return" && t[b-1].text != "in" {
			return // a type after a name: fn f() -> Tool {, let x: Tool
		}
	}
	fields := f.rustFields(i + 1)
	nameAt, ok := fields["name"]
	if !ok {
		return
	}
	var kind detect.Kind
	switch t[i].text {
	case "Tool":
		kind = detect.KindTool
	case "Prompt":
		kind = detect.KindPrompt
	default:
		kind = detect.KindResource
	}
	f.d.kind("source")
	def := newObject(t[i].off, t[i].end)
	name := f.text(f.rustInner(nameAt), "the "+string(kind)+"'s name")
	nameComputed := name == nil
	if name == nil {
		name = f.d.placeholderNode("", false, t[nameAt].off, t[nameAt].end)
	}
	def.set("name", name.Off, name)
	for _, key := range []string{"title", "description"} {
		if v, ok := fields[key]; ok && t[v].text != "None" {
			if s := f.text(f.rustInner(v), "the "+string(kind)+"'s "+key); s != nil {
				def.set(key, s.Off, s)
			}
		}
	}
	partial := false
	switch kind {
	case detect.KindTool:
		v, ok := fields["input_schema"]
		if !ok {
			partial = true
			break
		}
		schema, found := f.rustJSONIn(v, f.rustFieldEnd(v, i+1))
		if found && schema != nil {
			def.set("inputSchema", schema.Off, schema)
		} else {
			partial = true // a schema built another way
		}
	case detect.KindPrompt:
		if v, ok := fields["arguments"]; ok && t[v].text != "None" {
			args := &Node{Kind: KArray, Off: t[v].off, End: t[v].end}
			end := f.rustFieldEnd(v, i+1)
			for k := v; k+1 < end; k++ {
				if t[k].text == "PromptArgument" && t[k+1].text == "{" {
					af := f.rustFields(k + 1)
					a := newObject(t[k].off, t[k].end)
					if nv, ok := af["name"]; ok {
						if s, _, ok := f.str(f.rustInner(nv)); ok {
							a.set("name", s.Off, s)
						}
					}
					if dv, ok := af["description"]; ok && t[dv].text != "None" {
						if s := f.text(f.rustInner(dv), "a prompt argument's description"); s != nil {
							a.set("description", s.Off, s)
						}
					}
					args.Elems = append(args.Elems, a.n)
					k = f.close(k + 1)
				}
			}
			def.set("arguments", t[v].off, args)
		}
	default:
		for _, key := range []string{"uri", "mime_type"} {
			if v, ok := fields[key]; ok {
				if s, _, ok := f.str(f.rustInner(v)); ok {
					def.set(map[string]string{"uri": "uri", "mime_type": "mimeType"}[key], s.Off, s)
				}
			}
		}
	}
	f.d.Tools = append(f.d.Tools, PendingTool{Kind: kind, Node: def.n, Partial: partial, NameComputed: nameComputed})
}

// rustFields maps the fields of the struct literal whose "{" is token
// open (name: value) to their value's first token.
func (f *clikeFile) rustFields(open int) map[string]int {
	t := f.toks
	end := f.close(open)
	out := map[string]int{}
	depth := 0
	for k := open + 1; k < end; k++ {
		switch t[k].text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		if depth == 0 && t[k].kind == 'n' && k+2 < end && t[k+1].text == ":" && t[k+2].text != ":" &&
			(t[k-1].text == "{" || t[k-1].text == ",") {
			out[t[k].text] = k + 2
		}
	}
	return out
}

// rustFieldEnd is the token after the value of a field that starts at
// token v, in the struct literal whose "{" is open.
func (f *clikeFile) rustFieldEnd(v, open int) int {
	t := f.toks
	end := f.close(open)
	depth := 0
	for k := v; k < end; k++ {
		switch t[k].text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case ",":
			if depth == 0 {
				return k
			}
		}
	}
	return end
}

// rustInner strips the wrappers that only carry a text from the
// expression at token i: Some(…), Cow::Borrowed(…), Cow::Owned(…),
// Cow::from(…), String::from(…), Url::parse(…), Arc::new(…).
func (f *clikeFile) rustInner(i int) int {
	t := f.toks
	for depth := 0; depth < 8 && i < len(t); depth++ {
		switch {
		case t[i].text == "Some" && i+1 < len(t) && t[i+1].text == "(":
			i += 2
		case t[i].kind == 'n' && i+4 < len(t) && t[i+1].text == ":" && t[i+2].text == ":" && t[i+4].text == "(" &&
			(t[i].text == "Cow" && (t[i+3].text == "Borrowed" || t[i+3].text == "Owned" || t[i+3].text == "from") ||
				t[i].text == "String" && t[i+3].text == "from" || t[i].text == "Url" && t[i+3].text == "parse" || t[i].text == "Arc" && t[i+3].text == "new"):
			i += 5
		default:
			return i
		}
	}
	return i
}

// rustJSONIn finds json!(…) between tokens from and end and reads its
// argument; found says whether there is one, the node is nil when it is
// not JSON written out.
func (f *clikeFile) rustJSONIn(from, end int) (*Node, bool) {
	t := f.toks
	for k := from; k+2 < end; k++ {
		if t[k].text == "json" && t[k+1].text == "!" && (t[k+2].text == "(" || t[k+2].text == "{" || t[k+2].text == "[") {
			open := k + 2
			if t[open].text == "(" {
				open++
			}
			v, _, ok := f.rustJSON(open, 0)
			if !ok {
				return nil, true
			}
			return v, true
		}
	}
	return nil, false
}

// rustJSON reads the JSON value at token i written in json!: objects,
// arrays, strings, numbers, true, false, null. ok is false for anything
// else (an expression interpolated into it).
func (f *clikeFile) rustJSON(i, depth int) (*Node, int, bool) {
	t := f.toks
	if i >= len(t) || depth > 64 {
		return nil, i, false
	}
	switch tk := t[i]; {
	case tk.kind == 's' && tk.str != nil:
		return tk.str, i + 1, true
	case tk.kind == '#':
		return synth(KNumber, tk.text, tk.off), i + 1, true
	case tk.text == "-" && i+1 < len(t) && t[i+1].kind == '#':
		return synth(KNumber, "-"+t[i+1].text, tk.off), i + 2, true
	case tk.text == "true" || tk.text == "false":
		return synth(KBool, tk.text, tk.off), i + 1, true
	case tk.text == "null":
		return &Node{Kind: KNull, Off: tk.off, End: tk.end}, i + 1, true
	case tk.text == "[":
		end := f.close(i)
		arr := &Node{Kind: KArray, Off: tk.off, End: t[end].end}
		for k := i + 1; k < end; {
			v, next, ok := f.rustJSON(k, depth+1)
			if !ok {
				return nil, i, false
			}
			arr.Elems = append(arr.Elems, v)
			k = next
			if k < end && t[k].text == "," {
				k++
			}
		}
		return arr, end + 1, true
	case tk.text == "{":
		end := f.close(i)
		o := newObject(tk.off, t[end].end)
		for k := i + 1; k < end; {
			if t[k].kind != 's' || t[k].str == nil || k+1 >= end || t[k+1].text != ":" {
				return nil, i, false
			}
			v, next, ok := f.rustJSON(k+2, depth+1)
			if !ok {
				return nil, i, false
			}
			o.n.Keys = append(o.n.Keys, t[k].str)
			o.n.Vals = append(o.n.Vals, v)
			k = next
			if k < end && t[k].text == "," {
				k++
			}
		}
		return o.n, end + 1, true
	}
	return nil, i, false
}
