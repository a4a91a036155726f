package clike

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
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
	if i+1 >= len(t) || t[i+1].Text != "{" {
		return
	}
	// Before the type's path (rmcp::model::Tool): a place an expression
	// may start, not a declaration or a type.
	b := i
	for b >= 2 && t[b-1].Text == ":" && t[b-2].Text == ":" && b >= 3 && t[b-3].Kind == 'n' {
		b -= 3
	}
	if b > 0 {
		switch t[b-1].Text {
		case "struct", "enum", "impl", "for", ">", "type", "trait", "dyn", "&", "<", "mut", "union", "'":
			return
		}
		if t[b-1].Kind == 'n' && t[b-1].Text != "return" && t[b-1].Text != "in" {
			return // a type after a name: fn f() -> Tool {, let x: Tool
		}
	}
	fields := f.rustFields(i + 1)
	nameAt, ok := fields["name"]
	if !ok {
		return
	}
	var kind detect.Kind
	switch t[i].Text {
	case "Tool":
		kind = detect.KindTool
	case "Resource", "RawResource":
		kind = detect.KindResource
	case "Prompt":
		kind = detect.KindPrompt
	default:
		kind = detect.KindTool // rustToolShaped
	}
	f.d.Kind("source")
	def := syntax.NewObject(t[i].Off, t[i].End)
	name := f.text(f.rustInner(nameAt), "the "+string(kind)+"'s name")
	nameComputed := name == nil
	if name == nil {
		name = f.d.PlaceholderNode("", false, t[nameAt].Off, t[nameAt].End)
	}
	def.Set("name", name.Off, name)
	for _, key := range []string{"title", "description"} {
		if v, ok := fields[key]; ok && t[v].Text != "None" {
			if s := f.text(f.rustInner(v), "the "+string(kind)+"'s "+key); s != nil {
				def.Set(key, s.Off, s)
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
			def.Set("inputSchema", schema.Off, schema)
		} else {
			partial = true // a schema built another way
		}
	case detect.KindPrompt:
		if v, ok := fields["arguments"]; ok && t[v].Text != "None" {
			args := &syntax.Node{Kind: syntax.KArray, Off: t[v].Off, End: t[v].End}
			end := f.rustFieldEnd(v, i+1)
			for k := v; k+1 < end; k++ {
				if t[k].Text == "PromptArgument" && t[k+1].Text == "{" {
					af := f.rustFields(k + 1)
					a := syntax.NewObject(t[k].Off, t[k].End)
					if nv, ok := af["name"]; ok {
						if s, _, ok := f.str(f.rustInner(nv)); ok {
							a.Set("name", s.Off, s)
						}
					}
					if dv, ok := af["description"]; ok && t[dv].Text != "None" {
						if s := f.text(f.rustInner(dv), "a prompt argument's description"); s != nil {
							a.Set("description", s.Off, s)
						}
					}
					args.Elems = append(args.Elems, a.Node)
					k = f.close(k + 1)
				}
			}
			def.Set("arguments", t[v].Off, args)
		}
	default:
		for _, key := range []string{"uri", "mime_type"} {
			if v, ok := fields[key]; ok {
				if s, _, ok := f.str(f.rustInner(v)); ok {
					def.Set(map[string]string{"uri": "uri", "mime_type": "mimeType"}[key], s.Off, s)
				}
			}
		}
	}
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// rustToolShaped: the struct literal whose type name is token i, of a
// type mcp-lint does not know by name (a plugin kit's ToolDescription),
// sets a name, a description and an input schema, as a tool does.
func (f *clikeFile) rustToolShaped(i int) bool {
	t := f.toks
	if t[i].Text == "" || t[i].Text[0] < 'A' || t[i].Text[0] > 'Z' {
		return false // a struct literal's type is capitalised
	}
	fields := f.rustFields(i + 1)
	_, name := fields["name"]
	_, desc := fields["description"]
	_, schema := fields["input_schema"]
	return name && desc && schema
}

// rustImplTool reads a trait implementation that defines a tool by its
// associated items, as a project's own tool trait over rmcp does (impl
// Tool for CargoCheck { const NAME: &str = "cargo-check"; const
// DESCRIPTION: &str = "…"; type RequestArgs = CargoCheckRequest; }):
// known by what the items become, a name and a description (TITLE too),
// not by the trait's name. A type item naming a struct of the file gives
// the parameters; otherwise the schema is partial.
func (f *clikeFile) rustImplTool(i int) {
	t := f.toks
	open := i + 1
	for open < len(t) && t[open].Text != "{" && t[open].Text != ";" && open < i+40 {
		open++
	}
	if open >= len(t) || t[open].Text != "{" {
		return
	}
	end := f.close(open)
	consts := map[string]int{}
	args := ""
	depth := 0
	for k := open + 1; k < end; k++ {
		switch t[k].Text {
		case "{", "(", "[":
			depth++
		case "}", ")", "]":
			depth--
		}
		if depth != 0 {
			continue
		}
		if t[k].Text == "const" && k+2 < end && t[k+1].Kind == 'n' && t[k+2].Text == ":" {
			for v := k + 3; v < end && v < k+10; v++ {
				if t[v].Text == "=" {
					consts[strings.ToLower(t[k+1].Text)] = v + 1
					break
				}
			}
		}
		if t[k].Text == "type" && k+3 < end && t[k+2].Text == "=" && t[k+3].Kind == 'n' && t[k+4].Text == ";" {
			args = t[k+3].Text
		}
	}
	nameAt, ok1 := consts["name"]
	descAt, ok2 := consts["description"]
	if !ok1 || !ok2 {
		return
	}
	def := syntax.NewObject(t[i].Off, t[end].End)
	name := f.text(nameAt, "the tool's name")
	nameComputed := name == nil
	if name == nil {
		name = f.d.PlaceholderNode("", false, t[nameAt].Off, t[nameAt].End)
	}
	def.Set("name", name.Off, name)
	if s := f.text(descAt, "the tool's description"); s != nil {
		def.Set("description", s.Off, s)
	}
	if v, ok := consts["title"]; ok {
		if s, _, ok := f.str(v); ok {
			def.Set("title", s.Off, s)
		}
	}
	partial := true
	if args != "" {
		if props, ok := f.rustStruct(args); ok {
			schema := syntax.NewObject(props.Node.Off, props.Node.End)
			schema.Set("type", props.Node.Off, syntax.Synth(syntax.KString, "object", props.Node.Off))
			schema.Set("properties", props.Node.Off, props.Node)
			def.Set("inputSchema", props.Node.Off, schema.Node)
			partial = false
		}
	}
	f.d.Kind("source")
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// rustInstructions reads the instructions of rmcp's ServerInfo {
// instructions: Some(…), … } (InitializeResult): sent to the model with
// the initialize result.
func (f *clikeFile) rustInstructions(i int) {
	t := f.toks
	v, ok := f.rustFields(i + 1)["instructions"]
	if !ok || t[v].Text == "None" {
		return
	}
	if s := f.text(f.rustInner(v), "the server's instructions"); s != nil {
		f.d.Kind("source")
		f.d.Instructions = append(f.d.Instructions, syntax.PendingTool{Node: s})
	}
}

// rustFields maps the fields of the struct literal whose "{" is token
// open (name: value) to their value's first token.
func (f *clikeFile) rustFields(open int) map[string]int {
	t := f.toks
	end := f.close(open)
	out := map[string]int{}
	depth := 0
	for k := open + 1; k < end; k++ {
		switch t[k].Text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		}
		if depth == 0 && t[k].Kind == 'n' && k+2 < end && t[k+1].Text == ":" && t[k+2].Text != ":" &&
			(t[k-1].Text == "{" || t[k-1].Text == ",") {
			out[t[k].Text] = k + 2
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
		switch t[k].Text {
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
		case t[i].Text == "Some" && i+1 < len(t) && t[i+1].Text == "(":
			i += 2
		case t[i].Kind == 'n' && i+4 < len(t) && t[i+1].Text == ":" && t[i+2].Text == ":" && t[i+4].Text == "(" &&
			(t[i].Text == "Cow" && (t[i+3].Text == "Borrowed" || t[i+3].Text == "Owned" || t[i+3].Text == "from") ||
				t[i].Text == "String" && t[i+3].Text == "from" || t[i].Text == "Url" && t[i+3].Text == "parse" || t[i].Text == "Arc" && t[i+3].Text == "new"):
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
func (f *clikeFile) rustJSONIn(from, end int) (*syntax.Node, bool) {
	t := f.toks
	for k := from; k+2 < end; k++ {
		if t[k].Text == "json" && t[k+1].Text == "!" && (t[k+2].Text == "(" || t[k+2].Text == "{" || t[k+2].Text == "[") {
			open := k + 2
			if t[open].Text == "(" {
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
func (f *clikeFile) rustJSON(i, depth int) (*syntax.Node, int, bool) {
	t := f.toks
	if i >= len(t) || depth > 64 {
		return nil, i, false
	}
	switch tk := t[i]; {
	case tk.Kind == 's' && tk.HasStr():
		return tk.Str(), i + 1, true
	case tk.Kind == '#':
		return syntax.Synth(syntax.KNumber, tk.Text, tk.Off), i + 1, true
	case tk.Text == "-" && i+1 < len(t) && t[i+1].Kind == '#':
		return syntax.Synth(syntax.KNumber, "-"+t[i+1].Text, tk.Off), i + 2, true
	case tk.Text == "true" || tk.Text == "false":
		return syntax.Synth(syntax.KBool, tk.Text, tk.Off), i + 1, true
	case tk.Text == "null":
		return &syntax.Node{Kind: syntax.KNull, Off: tk.Off, End: tk.End}, i + 1, true
	case (tk.Text == "vec" || tk.Text == "json") && i+2 < len(t) && t[i+1].Text == "!" && (t[i+2].Text == "[" || tk.Text == "json" && (t[i+2].Text == "(" || t[i+2].Text == "{")):
		// vec![…] and json!(…) nested in json!: the value they hold.
		open := i + 2
		end := f.close(open)
		if t[open].Text == "(" {
			open++
		}
		v, next, ok := f.rustJSON(open, depth+1)
		if !ok || t[open].Text != "[" && next != end && t[next].Text != ")" {
			return nil, i, false
		}
		return v, end + 1, true
	case tk.Kind == 'n' && i+1 < len(t) && (t[i+1].Text == "," || t[i+1].Text == "}" || t[i+1].Text == "]"):
		// A Rust value interpolated ("id": id): no text of the file.
		return &syntax.Node{Kind: syntax.KNull, Off: tk.Off, End: tk.End}, i + 1, true
	case tk.Text == "[":
		end := f.close(i)
		arr := &syntax.Node{Kind: syntax.KArray, Off: tk.Off, End: t[end].End}
		for k := i + 1; k < end; {
			v, next, ok := f.rustJSON(k, depth+1)
			if !ok {
				return nil, i, false
			}
			arr.Elems = append(arr.Elems, v)
			k = next
			if k < end && t[k].Text == "," {
				k++
			}
		}
		return arr, end + 1, true
	case tk.Text == "{":
		end := f.close(i)
		o := syntax.NewObject(tk.Off, t[end].End)
		for k := i + 1; k < end; {
			if t[k].Kind != 's' || !t[k].HasStr() || k+1 >= end || t[k+1].Text != ":" {
				return nil, i, false
			}
			v, next, ok := f.rustJSON(k+2, depth+1)
			if !ok {
				return nil, i, false
			}
			o.Node.Keys = append(o.Node.Keys, t[k].Str())
			o.Node.Vals = append(o.Node.Vals, v)
			k = next
			if k < end && t[k].Text == "," {
				k++
			}
		}
		return o.Node, end + 1, true
	}
	return nil, i, false
}

// rustProtocolJSON reads the json! value at token i for the definitions
// the protocol's own shape gives it, as a hand-written JSON-RPC server
// returns them for tools/list and prompts/list: an object with a string
// name and an inputSchema is a tool; a named object in an array under a
// "prompts" key is a prompt. Each text is at its place in the macro. It
// returns the last token of the macro (the reading goes on after it).
func (f *clikeFile) rustProtocolJSON(i int) int {
	t := f.toks
	open := i + 2
	end := f.close(open)
	if t[open].Text == "(" {
		open++
	}
	v, _, ok := f.rustJSON(open, 0)
	if !ok || v == nil {
		return i
	}
	protocolDefinitions(f.d, v, false)
	return end
}

// protocolDefinitions registers the definitions the protocol's shape
// gives the JSON value v (rustProtocolJSON); inPrompts: v is an element
// of a "prompts" array.
func protocolDefinitions(d *syntax.File, v *syntax.Node, inPrompts bool) {
	switch v.Kind {
	case syntax.KObject:
		name := v.Get("name")
		switch {
		case name.IsString() && v.Get("inputSchema") != nil:
			d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: v})
			return
		case name.IsString() && inPrompts:
			d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindPrompt, Node: v})
			return
		}
		for k, val := range v.Vals {
			protocolDefinitions(d, val, v.Keys[k].Str == "prompts")
		}
	case syntax.KArray:
		for _, e := range v.Elems {
			protocolDefinitions(d, e, inPrompts)
		}
	}
}
