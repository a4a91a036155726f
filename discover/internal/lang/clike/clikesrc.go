package clike

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Rust, Java, Kotlin and C# source. Their SDKs and frameworks declare a
// tool on a method, with an annotation or attribute that carries its
// texts, and its parameters become the input schema:
//
//	#[tool(description = "…")] async fn get_forecast(&self, Parameters(req): Parameters<ForecastRequest>)   // rmcp
//	#[mcp_tool(name = "get_forecast", description = "…")] pub struct GetForecast { … }              // rust-mcp-sdk
//	@Tool(description = "…") String getForecast(@ToolParam(description = "…") String city)          // Spring AI
//	@Tool(description = "…") String getForecast(@ToolArg(description = "…") String city)            // Quarkus
//	[McpServerTool(Name = "get_forecast"), Description("…")] string GetForecast([Description("…")] string city)  // C#
//
// and builders: Tool::new("name", "…", schema) (rmcp), new Tool("name",
// "…", schema) and Tool.builder().name("…").description("…") (the MCP
// Java SDK), server.addTool(name = "…", description = "…", …) (the
// Kotlin SDK). Names default to the method's (rmcp, Spring AI, Quarkus,
// C#'s attribute when given). A text that is a constant of the same file
// (static final String, const) is read there; any other expression is
// computed (an error at its place), and its literal parts are scanned as
// loose text. A schema mcp-lint cannot see whole (a builder's JSON, a
// parameter struct of another file) is marked partial.

type clikeFile struct {
	d      *syntax.File
	format string
	toks   []syntax.Tok // comments and doc comments left out, but for Rust's
	docs   map[int]*syntax.Node
	consts map[string]*syntax.Node
	// br answers close and args from one pass over toks.
	br syntax.Brackets
	// docOrder holds the keys of docs in order (docAfter), made when first
	// asked.
	docOrder []int
	// imports maps a type's name to the package it is imported from, and
	// pkg is the file's package (Java, Kotlin), read when first asked.
	imports map[string]string
	pkg     string
}

// docAfter is the first token from i on that has a doc comment
// (len(f.toks) when none does): looked up among the doc comments in
// order, where walking the tokens from each attribute to its end cost,
// with attributes left open, the square of the file.
func (f *clikeFile) docAfter(i int) int {
	if f.docOrder == nil {
		f.docOrder = make([]int, 0, len(f.docs))
		for k, n := range f.docs {
			if n != nil {
				f.docOrder = append(f.docOrder, k)
			}
		}
		slices.Sort(f.docOrder)
	}
	if k, _ := slices.BinarySearch(f.docOrder, i); k < len(f.docOrder) {
		return f.docOrder[k]
	}
	return len(f.toks)
}

func clikeSource(d *syntax.File, data []byte) {
	if !clikeSides[d.Src.Format].ServerSide(data) {
		return // an agent's code: what it builds is sent to its model, not served
	}
	d.Kind("source")
	f := &clikeFile{d: d, format: d.Src.Format, docs: map[int]*syntax.Node{}, consts: map[string]*syntax.Node{}}
	lex := func(b []byte) []syntax.Tok { return clikeLex(b, d.Src.Format) }
	f.toks = withoutDocs(d.LexOnce(data, lex), f.docs)
	f.constants()
	t := f.toks
	for i := 0; i+1 < len(t); i++ {
		switch {
		case f.format == "rs" && t[i].Text == "#" && t[i+1].Text == "[":
			f.rustAttribute(i)
		case (f.format == "java" || f.format == "kt") && t[i].Text == "@" && t[i+1].Kind == 'n':
			f.javaAnnotation(i)
		case f.format == "cs" && t[i].Text == "[":
			f.csAttribute(i)
		case f.format == "cs" && t[i].Kind == 'n' && t[i].Text == "class" && t[i+1].Kind == 'n':
			// class X : Command { public override string Description =>
			// "…"; } — a command framework's tool (csCommandClass).
			f.csCommandClass(i)
		case (f.format == "java" || f.format == "kt") && t[i].Kind == 'n' && t[i].Text == "class" && t[i+1].Kind == 'n':
			// class EchoTool implements McpTool { getName() … } (ownclass.go).
			f.ownToolClass(i)
		case f.format == "cs" && (t[i].Text == "WithProperty" || t[i].Text == "WithArgument") && i > 0 && t[i-1].Text == "." && t[i+1].Text == "(":
			f.csConfigured(i)
		case t[i].Kind == 'n' && t[i].Text == "Tool" && i+1 < len(t) && (f.format == "rs" && t[i+1].Text == ":" || f.format == "java" && i > 1 && (t[i-1].Text == "new" || t[i-1].Text == "." && t[i-2].Text == "McpSchema" && i > 2 && t[i-3].Text == "new") && t[i+1].Text == "("):
			f.toolConstructor(i)
		case f.format == "rs" && t[i].Kind == 'n' && t[i+1].Text == "{" && (t[i].Text == "Tool" || t[i].Text == "Prompt" || t[i].Text == "Resource" || t[i].Text == "RawResource" || f.rustToolShaped(i)):
			// Tool { name: …, description: …, input_schema: … } (rsstruct.go).
			f.rustDefinition(i)
		case f.format == "rs" && t[i].Text == "json" && t[i+1].Text == "!" && i+2 < len(t) && (t[i+2].Text == "(" || t[i+2].Text == "{"):
			// json!({ "name": …, "description": …, "inputSchema": … }):
			// a tools/list result written out by a server with no SDK
			// (rsstruct.go).
			i = f.rustProtocolJSON(i)
		case f.format == "rs" && t[i].Text == "impl" && t[i].Kind == 'n':
			// impl Tool for X { const NAME: &str = "…"; const DESCRIPTION:
			// &str = "…"; type RequestArgs = Args; } (rsstruct.go).
			f.rustImplTool(i)
		case f.format == "rs" && t[i].Kind == 'n' && t[i+1].Text == "{" && (t[i].Text == "ServerInfo" || t[i].Text == "InitializeResult"):
			// ServerInfo { instructions: Some(…), … } (rsstruct.go).
			f.rustInstructions(i)
		case t[i].Kind == 'n' && t[i].Text == "builder" && i > 1 && t[i-1].Text == "." && t[i-2].Text == "Tool":
			f.toolBuilder(i)
		case f.format == "kt" && t[i].Kind == 'n' && t[i+1].Text == "(" && (t[i].Text == "addTool" || t[i].Text == "addPrompt" || t[i].Text == "addResource") && (i == 0 || t[i-1].Text != "fun"):
			// server.addTool(…), or addTool(…) in a with(server) block.
			f.kotlinAdd(i+1, map[string]detect.Kind{"addTool": detect.KindTool, "addPrompt": detect.KindPrompt, "addResource": detect.KindResource}[t[i].Text])
		}
	}
}

// constants binds NAME = "literal" (static final String, const, const
// string, let/const in Rust) of the file.
func (f *clikeFile) constants() {
	t := f.toks
	for i := 1; i+2 < len(t); i++ {
		if t[i].Kind != 'n' || t[i+1].Text != "=" || t[i+2].Kind != 's' || !t[i+2].HasStr() {
			continue
		}
		if s, next, ok := f.str(i + 2); ok && (next >= len(t) || t[next].Text != "." && t[next].Text != "(") {
			f.consts[t[i].Text] = s
		}
	}
	for i := 0; i+6 < len(t); i++ {
		if f.format == "rs" && t[i].Text == "const" && t[i+1].Kind == 'n' && t[i+2].Text == ":" {
			for k := i + 3; k < len(t) && k < i+8; k++ {
				if t[k].Text == "=" {
					if s, _, ok := f.str(k + 1); ok {
						f.consts[t[i+1].Text] = s
					}
					break
				}
			}
		}
	}
}

// str reads a string expression at token i: a literal, literals joined
// with +, or a constant of the file. It returns the node, the token after
// it, and whether it could be read.
func (f *clikeFile) str(i int) (*syntax.Node, int, bool) {
	t := f.toks
	var out *syntax.Node
	for i < len(t) {
		var part *syntax.Node
		switch {
		case f.format == "rs" && t[i].Text == "concat" && i+2 < len(t) && t[i+1].Text == "!" && t[i+2].Text == "(":
			// concat!("…", "…"): literals joined.
			end := f.close(i + 2)
			for _, a := range f.args(i + 2) {
				s, next, ok := f.str(a)
				if !ok || next != end && t[next].Text != "," {
					return nil, i, false
				}
				if part == nil {
					part = s
				} else {
					part = syntax.ConcatNodes(part, s)
				}
			}
			if part == nil {
				return nil, i, false
			}
			i = end
		case f.format == "rs" && (t[i].Text == "format" || t[i].Text == "format_args") && i+2 < len(t) && t[i+1].Text == "!" && t[i+2].Text == "(":
			// format!("… {} …", NAME): the format string over texts of
			// the file (std::fmt: {}, {0}, {name}, an inline name).
			end := f.close(i + 2)
			args := f.args(i + 2)
			if len(args) == 0 {
				return nil, i, false
			}
			format, next, ok := f.str(args[0])
			if !ok || next != end && t[next].Text != "," {
				return nil, i, false
			}
			var pos []*syntax.Node
			named := map[string]*syntax.Node{}
			for _, a := range args[1:] {
				key := ""
				if t[a].Kind == 'n' && a+1 < end && t[a+1].Text == "=" {
					key, a = t[a].Text, a+2
				}
				v, next, ok := f.str(a)
				if !ok || next != end && t[next].Text != "," {
					v = nil // not known: a placeholder that takes it is computed
				}
				if key != "" {
					named[key] = v
				} else {
					pos = append(pos, v)
				}
			}
			part = rustFormat(format, pos, named, func(name string) *syntax.Node { return f.consts[name] })
			if part == nil {
				return nil, i, false
			}
			i = end
		case t[i].Kind == 's' && t[i].HasStr():
			part = t[i].Str()
		case t[i].Kind == 's' && t[i].Frags() != nil && (f.format == "kt" || f.format == "cs"):
			// Kotlin's "…${NAME}…" and C#'s $"…{Name}…" over constants of
			// the file (the same folding as JavaScript's templates).
			open := "${"
			if f.format == "cs" {
				open = "{"
			}
			part = syntax.FoldSubst(t[i].Text, t[i].Off, t[i].Frags(), open, func(expr string) *syntax.Node {
				if c := strings.IndexAny(expr, ",:"); c >= 0 && f.format == "cs" {
					expr = strings.TrimSpace(expr[:c]) // {Name,10:F2}: alignment and format
				}
				if !syntax.IdentName(expr) {
					return nil
				}
				return f.consts[expr]
			})
			if part == nil {
				return nil, i, false
			}
		case t[i].Kind == 'n' && f.consts[t[i].Text] != nil && (i+1 >= len(t) || t[i+1].Text != "("):
			part = f.consts[t[i].Text]
		case f.format == "cs" && t[i].Kind == 'n' && (i+1 >= len(t) || t[i+1].Text != "(" && t[i+1].Text != ".") && f.folderConst(t[i].Text) != nil:
			// A constant of another file of the folder (a ToolsInformation
			// class, used through using static): read there.
			part = f.folderConst(t[i].Text)
		case f.format == "cs" && t[i].Kind == 'n' && i+2 < len(t) && t[i+1].Text == "." && t[i+2].Kind == 'n' && (i+3 >= len(t) || t[i+3].Text != "(") && f.folderConst(t[i+2].Text) != nil:
			// ToolsInformation.HelloToolDescription.
			part = f.folderConst(t[i+2].Text)
			i += 2
		default:
			return nil, i, false
		}
		i++
		// Kotlin's """…""".trimIndent() and Rust's "…".to_string()/.into().
		for i+2 < len(t) && t[i].Text == "." && (t[i+1].Text == "trimIndent" || t[i+1].Text == "trimMargin" || t[i+1].Text == "to_string" || t[i+1].Text == "into" || t[i+1].Text == "to_owned") && t[i+2].Text == "(" && i+3 < len(t) && t[i+3].Text == ")" {
			i += 4
		}
		if out == nil {
			out = part
		} else {
			out = syntax.ConcatNodes(out, part)
		}
		if i < len(t) && t[i].Text == "+" {
			i++
			continue
		}
		return out, i, true
	}
	return out, i, out != nil
}

// rustFormat folds Rust format string fm (std::fmt) with its positional
// and named arguments: {} takes the next positional one, {N} the N-th,
// {name} a named one or the name of the scope (inline), capture; {{ and
// }} are braces. Nil when an argument is not known or a placeholder has
// a format spec ({:?} quotes a string, a width pads it).
func rustFormat(fm *syntax.Node, pos []*syntax.Node, named map[string]*syntax.Node, capture func(string) *syntax.Node) *syntax.Node {
	return syntax.BraceNodes(fm, pos, func(n string) *syntax.Node {
		if arg, ok := named[n]; ok {
			return arg
		}
		return capture(n)
	}, func(field string) (string, bool) { return field, !strings.Contains(field, ":") })
}

// close returns the index of the bracket closing the one at i.
// withoutDocs are the tokens but doc comments, each of which docs (when
// not nil) remembers by the token it precedes. Tokens without doc comments
// are returned as they are (they are only read), not copied: a copy of the
// tokens of a 4 MiB file, grown one token at a time, was a gigabyte.
func withoutDocs(toks []syntax.Tok, docs map[int]*syntax.Node) []syntax.Tok {
	n := 0
	for i := range toks {
		if toks[i].Kind == 'd' {
			n++
		}
	}
	if n == 0 {
		return toks
	}
	out := make([]syntax.Tok, 0, len(toks)-n)
	for _, t := range toks {
		if t.Kind == 'd' {
			// Remember a doc comment by the token it precedes.
			if docs != nil {
				docs[len(out)] = t.Str()
			}
			continue
		}
		out = append(out, t)
	}
	return out
}

func (f *clikeFile) close(i int) int { return f.br.Closing(f.toks, i) }

// kwargs maps the key = value (Java, Kotlin named arguments, Rust
// attributes, C# attribute properties) arguments between the bracket at
// open and its closing one to their value's token; a lone first value is
// under "".
func (f *clikeFile) kwargs(open int) map[string]int {
	t := f.toks
	out := map[string]int{}
	for i, it := range f.br.Items(t, open) {
		if k := it[0]; t[k].Kind == 'n' && k+1 < it[1] && t[k+1].Text == "=" {
			out[t[k].Text] = k + 2
		} else if i == 0 {
			out[""] = k
		}
	}
	return out
}

// text reads the text at token v for a definition: a node, or the
// computed-text error at its place.
func (f *clikeFile) text(v int, what string) *syntax.Node {
	if s, _, ok := f.str(v); ok {
		return s
	}
	f.d.Computed(f.toks[v].Off, what)
	return nil
}

// method finds the method an annotation ending before token k declares:
// the index of its name and of its parameter list's "(", skipping other
// annotations, attributes and modifiers. ok is false when a class, struct
// or field comes first.
func (f *clikeFile) method(k int) (name, open int, ok bool) {
	t := f.toks
	for k < len(t) {
		switch {
		case t[k].Text == "@" && k+1 < len(t) && t[k+1].Kind == 'n':
			k += 2
			for k+1 < len(t) && t[k].Text == "." && t[k+1].Kind == 'n' {
				k += 2
			}
			if k < len(t) && t[k].Text == "(" {
				k = f.close(k) + 1
			}
		case t[k].Text == "#" && k+1 < len(t) && t[k+1].Text == "[" || t[k].Text == "[" && f.format == "cs":
			if t[k].Text == "#" {
				k++
			}
			k = f.close(k) + 1
		case t[k].Text == "class" || t[k].Text == "struct" || t[k].Text == "interface" || t[k].Text == "enum" || t[k].Text == ";" || t[k].Text == "=" || t[k].Text == "{":
			return 0, 0, false
		case t[k].Kind == 'n' && k+1 < len(t) && t[k+1].Text == "(":
			return k, k + 1, true
		case t[k].Kind == 'n' && k+1 < len(t) && t[k+1].Text == "<" && f.format == "rs":
			// fn name<T>(…)
			j := k + 1
			for j < len(t) && t[j].Text != "(" && t[j].Text != "{" {
				j++
			}
			if j < len(t) && t[j].Text == "(" {
				return k, j, true
			}
			return 0, 0, false
		default:
			k++
		}
	}
	return 0, 0, false
}

// annotatedTool registers the tool an annotation at token at declares on
// the method after token after, with the annotation's key = value
// arguments kw (name, title, description; "" is a lone value).
func (f *clikeFile) annotatedTool(at, after int, kw map[string]int, nameKey, descKey string, kind detect.Kind, docAt int) {
	t := f.toks
	mname, open, ok := f.method(after)
	if !ok {
		return
	}
	def := syntax.NewObject(t[at].Off, t[at].End)
	name := syntax.Synth(syntax.KString, t[mname].Text, t[mname].Off)
	name.End, name.Mapper = t[mname].End, syntax.IdentityMapper{Base: t[mname].Off}
	if f.format == "cs" {
		// The C# SDK names a tool after its method in snake_case, without
		// an Async suffix.
		name.Str, name.Mapper = csToolName(t[mname].Text), syntax.ApproxMapper{Base: t[mname].Off, Limit: t[mname].End}
	}
	nameComputed := false
	if v, ok := kw[nameKey]; ok {
		if s := f.text(v, "the "+string(kind)+"'s name"); s != nil {
			name = s
		} else {
			name, nameComputed = f.d.PlaceholderNode("", false, t[v].Off, t[v].End), true
		}
	}
	def.Set("name", name.Off, name)
	for _, k := range []string{"title", "Title"} {
		if v, ok := kw[k]; ok {
			if s, _, ok := f.str(v); ok {
				def.Set("title", s.Off, s)
			}
		}
	}
	if v, ok := kw[descKey]; ok {
		if s := f.text(v, "the "+string(kind)+"'s description"); s != nil {
			def.Set("description", s.Off, s)
		}
	} else if doc := f.docs[docAt]; doc != nil {
		def.Set("description", doc.Off, doc)
	}
	schema, partial := f.params(open)
	switch kind {
	case detect.KindPrompt:
		// Its parameters are the prompt's arguments.
		if props := schema.Get("properties"); props != nil {
			if args := syntax.PromptArguments(props, props.Off, props.End); args != nil {
				def.Set("arguments", props.Off, args)
			}
		}
	case detect.KindResource:
		// Its URI and MIME type (C#'s UriTemplate and MimeType, Spring
		// AI's uri and mimeType); its parameters fill the URI, they are
		// no schema.
		for _, k := range []string{"uri", "mimeType", "MimeType"} {
			if v, ok := kw[k]; ok {
				if s, _, ok := f.str(v); ok {
					def.Set(strings.ToLower(k[:1])+k[1:], s.Off, s)
				}
			}
		}
	default:
		def.Set("inputSchema", t[open].Off, schema)
	}
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// serviceParams are parameter types a framework fills itself (the server,
// the request's context, a cancellation token): not tool arguments.
var serviceParams = map[string]bool{"CancellationToken": true, "IMcpServer": true, "McpServer": true, "RequestContext": true,
	"IProgress": true, "IServiceProvider": true, "McpSyncServerExchange": true, "McpAsyncServerExchange": true, "ToolContext": true,
	"RequestContextHolder": true, "Peer": true, "McpTransportContext": true, "CallToolRequest": true, "RoleServer": true}

// params reads a method's parameter list (its "(" at open) as an input
// schema: each parameter's name and the description its annotation or
// attribute gives. A Rust Parameters<T> is read from struct T of the
// file; otherwise the schema is partial.
func (f *clikeFile) params(open int) (*syntax.Node, bool) {
	t := f.toks
	end := f.close(open)
	props := syntax.NewObject(t[open].Off, t[end].End)
	partial := false
	for k := open + 1; k < end; {
		// One parameter: tokens up to the comma at this depth.
		j, depth := k, 0
		for ; j < end; j++ {
			if t[j].Text == "(" || t[j].Text == "[" || t[j].Text == "{" || t[j].Text == "<" {
				depth++
			} else if t[j].Text == ")" || t[j].Text == "]" || t[j].Text == "}" || t[j].Text == ">" && t[j-1].Text != "-" {
				depth--
			} else if t[j].Text == "," && depth == 0 {
				break
			}
		}
		p, ok := f.param(k, j)
		partial = partial || !ok
		if p.Node != nil {
			props.Node.Keys = append(props.Node.Keys, p.Node.Keys...)
			props.Node.Vals = append(props.Node.Vals, p.Node.Vals...)
		}
		k = j + 1
	}
	schema := syntax.NewObject(t[open].Off, t[end].End)
	schema.Set("type", t[open].Off, syntax.Synth(syntax.KString, "object", t[open].Off))
	schema.Set("properties", t[open].Off, props.Node)
	return schema.Node, partial
}

// param reads one parameter, tokens [k, j), as schema properties; ok is
// false when what it declares is not known (a Rust struct of another file).
func (f *clikeFile) param(k, j int) (syntax.Object, bool) {
	t := f.toks
	out := syntax.NewObject(t[k].Off, t[max(k, j-1)].End)
	var desc *syntax.Node
	var name *syntax.Tok
	for i := k; i < j; i++ {
		switch {
		case t[i].Kind == 'n' && (t[i].Text == "self" || serviceParams[t[i].Text]):
			return out, true
		case t[i].Kind == 'n' && t[i].Text == "Parameters" && f.format == "rs" && i+1 < j && t[i+1].Text == "<":
			// Parameters<T>: the struct's fields.
			if i+2 < j && t[i+2].Kind == 'n' {
				return f.rustStruct(t[i+2].Text)
			}
			return out, false
		case t[i].Text == "#" && f.format == "rs" && i+1 < j && t[i+1].Text == "[":
			// #[schemars(description = "…")] on an argument (rmcp's
			// older #[tool(param)] style).
			c := f.close(i + 1)
			if i+3 < c && t[i+2].Text == "schemars" && t[i+3].Text == "(" {
				if v, ok := f.kwargs(i + 3)["description"]; ok {
					desc = f.text(v, "a parameter's description")
				}
			}
			i = c
		case t[i].Text == "@" && i+2 < j && t[i+2].Text == "(" || t[i].Text == "[" && f.format == "cs":
			// @ToolParam(description = "…"), [Description("…")]
			open := i + 2
			if t[i].Text == "[" {
				open = i + 2
				if i+1 < j && t[i+1].Text != "Description" {
					i = f.close(i)
					continue
				}
			}
			kw := f.kwargs(open)
			v, ok := kw["description"]
			// named: the argument is a description by its name, or by
			// the attribute's ([Description(…)]); another annotation's
			// first argument (@JsonProperty("…")) is read only when a text.
			named := ok || t[i].Text == "["
			if !ok {
				v, ok = kw[""]
			}
			if ok && t[open].Text == "(" {
				if s, _, ok := f.str(v); ok {
					desc = s
				} else if named {
					f.d.Computed(t[v].Off, "a parameter's description")
				}
			}
			i = f.close(i + 1)
			if t[i].Text != "]" && t[i].Text != ")" {
				i--
			}
		case t[i].Kind == 'n' && (f.format == "kt" || f.format == "rs") && i+1 < j && t[i+1].Text == ":" && name == nil:
			name = &t[i]
		case t[i].Kind == 'n' && f.format != "kt" && f.format != "rs":
			name = &t[i] // Java and C#: the last name is the parameter's
		}
	}
	if name == nil {
		return out, true
	}
	prop := syntax.NewObject(name.Off, name.End)
	if desc != nil {
		prop.Set("description", desc.Off, desc)
	}
	key := syntax.Synth(syntax.KString, name.Text, name.Off)
	key.End, key.Mapper = name.End, syntax.IdentityMapper{Base: name.Off}
	out.Set(name.Text, name.Off, prop.Node)
	out.Node.Keys[len(out.Node.Keys)-1] = key
	return out, true
}

// rustStruct reads the fields of struct name of the file as schema
// properties: each field's #[schemars(description = "…")] or doc comment.
func (f *clikeFile) rustStruct(name string) (syntax.Object, bool) {
	t := f.toks
	for i := 0; i+2 < len(t); i++ {
		if t[i].Text != "struct" || t[i+1].Text != name {
			continue
		}
		k := i + 2
		for k < len(t) && t[k].Text != "{" && t[k].Text != ";" && t[k].Text != "(" {
			k++
		}
		if k >= len(t) || t[k].Text != "{" {
			return syntax.Object{}, false
		}
		end := f.close(k)
		out := syntax.NewObject(t[k].Off, t[end].End)
		var desc *syntax.Node
		for j := k + 1; j < end; j++ {
			if doc := f.docs[j]; doc != nil {
				desc = doc
			}
			switch {
			case t[j].Text == "#" && j+1 < end && t[j+1].Text == "[":
				c := f.close(j + 1)
				if j+3 < c && (t[j+2].Text == "schemars" || t[j+2].Text == "serde") && t[j+3].Text == "(" {
					if v, ok := f.kwargs(j + 3)["description"]; ok {
						if s, _, ok := f.str(v); ok {
							desc = s
						}
					}
				}
				j = c
			case t[j].Kind == 'n' && j+1 < end && t[j+1].Text == ":" && (j+2 >= end || t[j+2].Text != ":"):
				prop := syntax.NewObject(t[j].Off, t[j].End)
				if desc != nil {
					prop.Set("description", desc.Off, desc)
				}
				out.Set(t[j].Text, t[j].Off, prop.Node)
				desc = nil
				// Skip the type, to the comma at this depth.
				depth := 0
				for j += 2; j < end; j++ {
					if t[j].Text == "<" || t[j].Text == "(" || t[j].Text == "[" {
						depth++
					} else if t[j].Text == ">" || t[j].Text == ")" || t[j].Text == "]" {
						depth--
					} else if t[j].Text == "," && depth <= 0 {
						break
					}
				}
			}
		}
		return out, true
	}
	return syntax.Object{}, false
}

// rustAttribute reads #[tool(…)] on an rmcp method and #[mcp_tool(…)] on
// a rust-mcp-sdk struct.
func (f *clikeFile) rustAttribute(i int) {
	t := f.toks
	if i+3 >= len(t) || t[i+2].Kind != 'n' {
		return
	}
	attr := t[i+2].Text
	j := i + 3
	for j+1 < len(t) && t[j].Text == ":" && t[j+1].Text == ":" && j+2 < len(t) {
		attr = t[j+2].Text // rmcp::tool
		j += 3
	}
	var kind detect.Kind
	switch attr {
	case "tool":
		kind = detect.KindTool
	case "prompt":
		kind = detect.KindPrompt
	case "mcp_tool":
		f.rustMcpTool(i, j)
		return
	default:
		return
	}
	kw := map[string]int{}
	after := f.close(i + 1)
	if j < len(t) && t[j].Text == "(" {
		kw = f.kwargs(j)
	}
	// The doc comment above the attribute, or between it and the fn.
	docAt := i
	if f.docs[docAt] == nil {
		if k := f.docAfter(i); k <= after+1 && k < len(t) {
			docAt = k
		}
	}
	f.d.Kind("source")
	f.annotatedTool(i, after+1, kw, "name", "description", kind, docAt)
}

// rustMcpTool reads #[mcp_tool(name = "…", description = "…")] on a struct
// whose fields are the tool's parameters (rust-mcp-sdk).
func (f *clikeFile) rustMcpTool(i, j int) {
	t := f.toks
	if j >= len(t) || t[j].Text != "(" {
		return
	}
	kw := f.kwargs(j)
	def := syntax.NewObject(t[i].Off, t[i].End)
	v, ok := kw["name"]
	if !ok {
		return
	}
	name := f.text(v, "the tool's name")
	nameComputed := name == nil
	if name == nil {
		name = f.d.PlaceholderNode("", false, t[v].Off, t[v].End)
	}
	def.Set("name", name.Off, name)
	if v, ok := kw["description"]; ok {
		if s := f.text(v, "the tool's description"); s != nil {
			def.Set("description", s.Off, s)
		}
	}
	if v, ok := kw["title"]; ok {
		if s, _, ok := f.str(v); ok {
			def.Set("title", s.Off, s)
		}
	}
	partial := true
	for k := f.close(j) + 1; k+1 < len(t) && k < f.close(j)+40; k++ {
		if t[k].Text == "struct" && t[k+1].Kind == 'n' {
			if props, ok := f.rustStruct(t[k+1].Text); ok {
				schema := syntax.NewObject(props.Node.Off, props.Node.End)
				schema.Set("type", props.Node.Off, syntax.Synth(syntax.KString, "object", props.Node.Off))
				schema.Set("properties", props.Node.Off, props.Node)
				def.Set("inputSchema", props.Node.Off, schema.Node)
				partial = false
			}
			break
		}
	}
	f.d.Kind("source")
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// javaAnnotation reads @Tool(…) (Spring AI, Quarkus, LangChain4j),
// @McpTool(…) (Spring AI's MCP annotations) and @Prompt/@McpPrompt on a
// method of Java or Kotlin.
func (f *clikeFile) javaAnnotation(i int) {
	t := f.toks
	name := t[i+1].Text
	j := i + 2
	for j+1 < len(t) && t[j].Text == "." && t[j+1].Kind == 'n' {
		name = t[j+1].Text
		j += 2
	}
	var kind detect.Kind
	switch name {
	case "McpToolTrigger", "McpPromptTrigger", "McpResourceTrigger":
		if f.format == "java" || f.format == "kt" {
			f.javaTrigger(i, name, j)
		}
		return
	case "Tool", "McpTool":
		kind = detect.KindTool
	case "Prompt", "McpPrompt":
		kind = detect.KindPrompt
	case "Resource", "McpResource":
		kind = detect.KindResource
	default:
		return
	}
	kw := map[string]int{}
	after := j
	if j < len(t) && t[j].Text == "(" {
		kw = f.kwargs(j)
		after = f.close(j) + 1
	}
	// LangChain4j's @Tool("…") gives the description as its value.
	descKey := "description"
	if _, ok := kw["description"]; !ok {
		if _, ok := kw["value"]; ok {
			descKey = "value"
		} else if _, ok := kw[""]; ok {
			descKey = ""
		}
	}
	f.d.Kind("source")
	f.annotatedTool(i, after, kw, "name", descKey, kind, -1)
}

// csAttribute reads [McpServerTool(…), Description("…")] (and
// McpServerPrompt) on a C# method; the Description may be in another
// attribute list of the same method.
func (f *clikeFile) csAttribute(i int) {
	t := f.toks
	if i+1 >= len(t) || t[i+1].Kind != 'n' {
		return
	}
	var kind detect.Kind
	switch t[i+1].Text {
	case "McpToolTrigger", "McpPromptTrigger", "McpResourceTrigger":
		f.csTrigger(i)
		return
	case "McpServerTool":
		kind = detect.KindTool
	case "McpServerPrompt":
		kind = detect.KindPrompt
	case "McpServerResource":
		kind = detect.KindResource
	default:
		// A framework's own tool attribute ([McpTool("name", "…")],
		// [AgentTool(Name = …, Description = …)]): known by what its
		// arguments become, a name and a description, on a method.
		f.csOwnToolAttribute(i)
		return
	}
	if i+2 >= len(t) || t[i+2].Text != "]" && t[i+2].Text != "," && t[i+2].Text != "(" ||
		i > 0 && (t[i-1].Kind == 'n' || t[i-1].Text == "(" || t[i-1].Text == "=" || t[i-1].Text == ",") {
		return // not an attribute: an array of tools ([McpServerTool.Create(…)]), an index
	}
	kw := map[string]int{}
	if i+2 < len(t) && t[i+2].Text == "(" {
		kw = f.kwargs(i + 2)
	}
	// Description("…") in an attribute list before this one
	// ([Description("…")] [McpServerTool]), in it, or in the next ones.
	for e := i - 1; e >= 0 && t[e].Text == "]"; {
		depth, b := 0, e
		for ; b >= 0; b-- {
			if t[b].Text == "]" {
				depth++
			} else if t[b].Text == "[" {
				depth--
				if depth == 0 {
					break
				}
			}
		}
		if b < 0 {
			break
		}
		for m := b + 1; m+1 < e; m++ {
			if t[m].Text == "Description" && t[m+1].Text == "(" && (m == b+1 || t[m-1].Text == ",") {
				kw["\x00description"] = m + 2
			}
		}
		e = b - 1
	}
	k := i
	for k < len(t) && t[k].Text == "[" {
		end := f.close(k)
		for m := k + 1; m+1 < end; m++ {
			if t[m].Text == "Description" && t[m+1].Text == "(" && (m == k+1 || t[m-1].Text == ",") {
				kw["\x00description"] = m + 2
			}
		}
		k = end + 1
	}
	if v, ok := kw["UriTemplate"]; ok {
		kw["uri"] = v
	}
	f.d.Kind("source")
	f.annotatedTool(i, k, kw, "Name", "\x00description", kind, -1)
}

// csOwnToolAttribute reads an attribute whose name ends in Tool, of a
// framework mcp-lint does not know by name, that gives a method a
// description (a named Description, or a second positional string after
// the name): the method is a tool, named by the attribute's Name or
// first string, else by the method, its parameters the schema.
func (f *clikeFile) csOwnToolAttribute(i int) bool {
	t := f.toks
	name := t[i+1].Text
	if !strings.HasSuffix(name, "Tool") || name == "Tool" || i+2 >= len(t) || t[i+2].Text != "(" ||
		i > 0 && (t[i-1].Kind == 'n' || t[i-1].Text == "(" || t[i-1].Text == "=" || t[i-1].Text == ",") {
		return false
	}
	kw := map[string]int{}
	var positional []int
	for _, it := range f.br.Items(t, i+2) {
		k := it[0]
		if t[k].Kind == 'n' && k+1 < it[1] && (t[k+1].Text == "=" || t[k+1].Text == ":") {
			kw[strings.ToLower(t[k].Text)] = k + 2
		} else {
			positional = append(positional, k)
		}
	}
	if _, ok := kw["name"]; !ok && len(positional) > 0 {
		kw["name"] = positional[0]
	}
	if _, ok := kw["description"]; !ok && len(positional) > 1 {
		kw["description"] = positional[1]
	}
	if _, ok := kw["description"]; !ok {
		return false
	}
	k := i
	for k < len(t) && t[k].Text == "[" {
		k = f.close(k) + 1
	}
	f.d.Kind("source")
	f.annotatedTool(i, k, kw, "name", "description", detect.KindTool, -1)
	return true
}

// csCommandClass reads a class of a command framework of the project's
// own (a tool is a class that derives from a command type and says what
// it is in properties: public override string Name => "x"; public
// override string Description => "…"; or { get; } = "…"): a tool named
// by its Name property, or by the class when it has none, described by
// its Description. Its parameters are code: the schema is partial. A
// class with no such base, or whose Description is no text of the file,
// is not one.
func (f *clikeFile) csCommandClass(i int) {
	t := f.toks
	k := i + 2
	for k < len(t) && t[k].Text == "<" { // class X<T>
		k = f.closeAngle(k) + 1
	}
	if k >= len(t) || t[k].Text != ":" {
		return // no base: not a command of a framework
	}
	for k < len(t) && t[k].Text != "{" && t[k].Text != ";" {
		k++
	}
	if k >= len(t) || t[k].Text != "{" {
		return
	}
	end := f.close(k)
	props := map[string]int{}
	depth := 0
	for m := k + 1; m+4 < end; m++ {
		switch t[m].Text {
		case "{", "(", "[":
			depth++
			continue
		case "}", ")", "]":
			depth--
			continue
		}
		if depth != 0 || t[m].Text != "string" || t[m+1].Kind != 'n' {
			continue
		}
		prop := t[m+1].Text
		switch {
		case t[m+2].Text == "=" && t[m+3].Text == ">" && t[m+3].Off == t[m+2].End:
			// => (lexed as = and >)
			props[prop] = m + 4
		case t[m+2].Text == "{" && m+6 < end && t[m+3].Text == "get" && t[m+4].Text == ";" && t[m+5].Text == "}" && t[m+6].Text == "=":
			props[prop] = m + 7
		}
	}
	at, ok := props["Description"]
	if !ok {
		return
	}
	desc, _, ok := f.str(at)
	if !ok {
		return
	}
	def := syntax.NewObject(t[i].Off, t[end].End)
	name := &syntax.Node{Kind: syntax.KString, Str: t[i+1].Text, Off: t[i+1].Off, End: t[i+1].End, Mapper: syntax.IdentityMapper{Base: t[i+1].Off}}
	if n, ok := props["Name"]; ok {
		if s, _, ok := f.str(n); ok {
			name = s
		}
	}
	def.Set("name", name.Off, name)
	def.Set("description", desc.Off, desc)
	f.d.Kind("source")
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: def.Node, Partial: true})
}

// closeAngle is the index of the > that closes the < at i (generic
// parameters), or i when there is none nearby.
func (f *clikeFile) closeAngle(i int) int {
	t := f.toks
	depth := 0
	for k := i; k < len(t) && k < i+64; k++ {
		switch t[k].Text {
		case "<":
			depth++
		case ">":
			depth--
			if depth == 0 {
				return k
			}
		}
	}
	return i
}

// toolConstructor reads Tool::new("name", "…", schema) (rmcp) and new
// Tool("name", "…", schema) (the MCP Java SDK); their schemas are code,
// so partial.
func (f *clikeFile) toolConstructor(i int) {
	t := f.toks
	open := i + 1
	if f.format == "rs" {
		if i+4 >= len(t) || t[i+2].Text != ":" || t[i+3].Text != "new" || t[i+4].Text != "(" {
			return
		}
		open = i + 4
	}
	args := f.args(open)
	if len(args) < 2 {
		return
	}
	f.d.Kind("source")
	f.builtTool(i, args[0], args[1])
}

// args returns the first token of each argument of the call whose "(" is
// at open.
func (f *clikeFile) args(open int) []int { return syntax.Starts(f.br.Items(f.toks, open)) }

// builtTool registers a tool whose name and description are the
// expressions at tokens nameAt and descAt (-1: none); its schema is
// code, so partial.
func (f *clikeFile) builtTool(at, nameAt, descAt int) {
	f.builtDef(at, nameAt, descAt, detect.KindTool, true)
}

// builtDef registers a definition of kind built in code, its name and
// description the expressions at nameAt and descAt (-1: none); partial
// says its schema is code.
func (f *clikeFile) builtDef(at, nameAt, descAt int, kind detect.Kind, partial bool) {
	t := f.toks
	if nameAt < 0 || nameAt >= len(t) {
		return // a call cut off by the end of the file names nothing
	}
	if descAt >= len(t) {
		descAt = -1
	}
	def := syntax.NewObject(t[at].Off, t[at].End)
	name := f.text(nameAt, "the tool's name")
	nameComputed := name == nil
	if name == nil {
		name = f.d.PlaceholderNode("", false, t[nameAt].Off, t[nameAt].End)
	}
	def.Set("name", name.Off, name)
	if descAt >= 0 {
		if s := f.text(descAt, "the tool's description"); s != nil {
			def.Set("description", s.Off, s)
		}
	}
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// toolBuilder reads Tool.builder().name("…").description("…")…build().
func (f *clikeFile) toolBuilder(i int) {
	t := f.toks
	nameAt, descAt := -1, -1
	for k := i; k+2 < len(t); k++ {
		if t[k].Text == ";" || t[k].Text == "build" {
			break
		}
		if t[k].Text == "." && t[k+2].Text == "(" && k+3 < len(t) {
			switch t[k+1].Text {
			case "name":
				nameAt = k + 3
			case "description":
				descAt = k + 3
			}
		}
	}
	if nameAt < 0 {
		return
	}
	f.d.Kind("source")
	f.builtTool(i, nameAt, descAt)
}

// kotlinAdd reads server.addTool(name = "…", description = "…", …) of
// the Kotlin SDK (addPrompt, addResource alike), and the definition
// handed over as an object built in the call: addPrompt(Prompt(name =
// "…", description = "…", arguments = listOf(PromptArgument(…))), or
// prompt = Prompt(…) named. A prompt's arguments are read from its
// listOf(PromptArgument(…)) either way.
func (f *clikeFile) kotlinAdd(open int, kind detect.Kind) {
	t := f.toks
	kw := f.kwargs(open)
	at := open - 1
	nameAt, ok := kw["name"]
	if !ok {
		// The definition as an object: Prompt(…), Tool(…), Resource(…),
		// positional or named (prompt = Prompt(…)).
		args := f.args(open)
		obj := -1
		if v, ok := kw[map[detect.Kind]string{detect.KindTool: "tool", detect.KindPrompt: "prompt", detect.KindResource: "resource"}[kind]]; ok {
			obj = v
		} else if len(args) > 0 {
			obj = args[0]
		}
		if obj >= 0 && obj+1 < len(t) && t[obj].Kind == 'n' && t[obj+1].Text == "(" && kotlinDefType[t[obj].Text] == kind {
			at, kw = obj, f.kotlinNamed(obj+1, "name", "description", "arguments")
			if nameAt, ok = kw["name"]; !ok {
				return
			}
		} else {
			// addTool("name", "…", …); addTool(tool, handler) passes an
			// object built elsewhere, whose literals are loose text.
			if len(args) < 2 || t[args[0]].Kind != 's' {
				return
			}
			nameAt, kw["description"] = args[0], args[1]
		}
	}
	descAt, ok := kw["description"]
	if !ok || descAt < len(t) && t[descAt].Text == "null" {
		descAt = -1
	}
	f.d.Kind("source")
	defs := len(f.d.Tools)
	f.builtDef(at, nameAt, descAt, kind, kind == detect.KindTool)
	if v, ok := kw["arguments"]; ok && kind == detect.KindPrompt && len(f.d.Tools) > defs {
		def := f.d.Tools[defs].Node
		if args := f.kotlinPromptArguments(v); args != nil {
			syntax.Object{Node: def}.Set("arguments", args.Off, args)
		}
	}
}

// kotlinDefType are the Kotlin SDK's definition types a server hands to
// addTool, addPrompt and addResource, by the kind each defines.
var kotlinDefType = map[string]detect.Kind{"Tool": detect.KindTool, "Prompt": detect.KindPrompt, "Resource": detect.KindResource}

// kotlinNamed maps the arguments of the call whose "(" is at open: its
// named ones, and its first and second positional ones under the names
// given (the constructors of the Kotlin SDK's types take the name first,
// the description second, a prompt's arguments third).
func (f *clikeFile) kotlinNamed(open int, positional ...string) map[string]int {
	t := f.toks
	kw := f.kwargs(open)
	delete(kw, "")
	n := 0
	for _, a := range f.args(open) {
		if t[a].Kind == 'n' && a+1 < len(t) && t[a+1].Text == "=" {
			continue
		}
		if n < len(positional) {
			if _, ok := kw[positional[n]]; !ok {
				kw[positional[n]] = a
			}
		}
		n++
	}
	return kw
}

// kotlinPromptArguments reads listOf(PromptArgument(name = "…",
// description = "…", …), …) at token v (listOf, arrayListOf,
// mutableListOf): each argument with its name and description at their
// places. Nil when v is no such list (a list built elsewhere).
func (f *clikeFile) kotlinPromptArguments(v int) *syntax.Node {
	t := f.toks
	if v+1 >= len(t) || t[v+1].Text != "(" || t[v].Text != "listOf" && t[v].Text != "arrayListOf" && t[v].Text != "mutableListOf" {
		return nil
	}
	end := f.close(v + 1)
	args := &syntax.Node{Kind: syntax.KArray, Off: t[v].Off, End: t[end].End}
	for _, a := range f.args(v + 1) {
		if a+1 >= len(t) || t[a].Text != "PromptArgument" || t[a+1].Text != "(" {
			continue
		}
		kw := f.kotlinNamed(a+1, "name", "description")
		arg := syntax.NewObject(t[a].Off, t[f.close(a+1)].End)
		if nv, ok := kw["name"]; ok {
			if s, _, ok := f.str(nv); ok {
				arg.Set("name", s.Off, s)
			}
		}
		if dv, ok := kw["description"]; ok && t[dv].Text != "null" {
			if s := f.text(dv, "a prompt argument's description"); s != nil {
				arg.Set("description", s.Off, s)
			}
		}
		args.Elems = append(args.Elems, arg.Node)
	}
	return args
}

// csToolName is the name the C# SDK gives a tool from its method's
// (AIFunctionMcpServerTool: the Async suffix dropped, snake_case lower,
// as .NET's JsonNamingPolicy.SnakeCaseLower writes it).
func csToolName(m string) string {
	if len(m) > len("Async") && strings.HasSuffix(m, "Async") {
		m = strings.TrimSuffix(m, "Async")
	}
	var b strings.Builder
	rs := []rune(m)
	for i, r := range rs {
		upper := r >= 'A' && r <= 'Z'
		if upper && i > 0 {
			prev := rs[i-1]
			nextLower := i+1 < len(rs) && rs[i+1] >= 'a' && rs[i+1] <= 'z'
			if prev >= 'a' && prev <= 'z' || prev >= '0' && prev <= '9' || (prev >= 'A' && prev <= 'Z' && nextLower) {
				b.WriteByte('_')
			}
		}
		if upper {
			r += 'a' - 'A'
		}
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			r = '_'
		}
		b.WriteRune(r)
	}
	return strings.Trim(b.String(), "_")
}

// clikeSides are the marks of the SDKs' server side and client side in a
// file's bytes, by format (Kotlin's are Java's).
var clikeSides = map[string]syntax.SDKMarks{
	"rs": syntax.NewSDKMarks(
		syntax.Marks("ServerHandler", "tool_router", "#[tool", "Tool::new", "ServerInfo", "mcp_tool", "ServerCapabilities", "#[prompt"),
		syntax.Marks("ClientHandler", "ClientInfo", "serve_client", ".call_tool("),
	),
	"java": javaSides,
	"kt":   javaSides,
	"cs": syntax.NewSDKMarks(
		syntax.Marks("McpServerTool", "ModelContextProtocol.Server", "AddMcpServer", "McpServerPrompt", "McpServerResource", "McpToolTrigger", "McpPromptTrigger", "McpResourceTrigger", "ConfigureMcpTool(", "ConfigureMcpPrompt("),
		syntax.Marks("ModelContextProtocol.Client", "McpClientFactory", "IMcpClient", "McpClient."),
	),
}

// javaSides are those of the Java SDK, which Kotlin servers use too.
var javaSides = syntax.NewSDKMarks(
	syntax.Marks("modelcontextprotocol.server", "McpServer", "@Tool", "@McpTool", "ToolSpecification", "quarkiverse.mcp.server", "ai.tool.annotation", "McpToolTrigger", "McpPromptTrigger", "McpResourceTrigger"),
	syntax.Marks("modelcontextprotocol.client", "McpClient", "McpSyncClient", "McpAsyncClient", "kotlin.sdk.client"),
)
