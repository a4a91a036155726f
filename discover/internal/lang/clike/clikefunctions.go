package clike

import (
	"fmt"
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// The Azure Functions MCP extension (Microsoft.Azure.Functions.Worker.
// Extensions.Mcp) declares a definition with a trigger attribute on a
// function's parameter, and the tool's properties with attributes on the
// other parameters:
//
//	[Function(nameof(GetSnippet))]
//	public Snippet? GetSnippet(
//	    [McpToolTrigger("get_snippet", "Gets a snippet.")] ToolInvocationContext context,
//	    [McpToolProperty("name", "The snippet's name.", true)] string name)
//	[McpPromptTrigger("review", Description = "…")] PromptInvocationContext context
//	[McpResourceTrigger("notes://{id}", "note", Description = "…", MimeType = "text/plain")] ResourceInvocationContext context
//
// McpToolProperty takes (name, description[, required]) or the older
// (name, type, description); McpPromptArgument (name, description). The
// texts are literals, constants of the file, or constants of another file
// of the same folder (the samples keep them in a ToolsInformation class,
// used through `using static`), read there. Properties a function adds in
// code (ConfigureMcpTool(…).WithProperty) are not seen: the schema is
// then partial only when such a call names the tool — not tracked; the
// properties read are what the attributes give.

// csTrigger reads the trigger attribute whose "[" is token i.
func (f *clikeFile) csTrigger(i int) {
	t := f.toks
	if i+2 >= len(t) || t[i+2].Text != "(" {
		return
	}
	var kind detect.Kind
	switch t[i+1].Text {
	case "McpToolTrigger":
		kind = detect.KindTool
	case "McpPromptTrigger":
		kind = detect.KindPrompt
	default:
		kind = detect.KindResource
	}
	open := i + 2
	var pos []int
	kw := map[string]int{}
	for _, a := range f.args(open) {
		if t[a].Kind == 'n' && a+1 < len(t) && t[a+1].Text == "=" {
			kw[t[a].Text] = a + 2
			continue
		}
		pos = append(pos, a)
	}
	at := func(k int) int {
		if k < len(pos) {
			return pos[k]
		}
		return -1
	}
	nameAt, descAt, uriAt := at(0), at(1), -1
	if kind == detect.KindResource {
		uriAt, nameAt, descAt = at(0), at(1), at(2)
	}
	if v, ok := kw["Description"]; ok {
		descAt = v
	}
	if nameAt < 0 {
		return
	}
	f.d.Kind("source")
	def := syntax.NewObject(t[i].Off, t[i].End)
	name := f.csName(nameAt, "the "+string(kind)+"'s name")
	nameComputed := name == nil
	if name == nil {
		name = f.d.PlaceholderNode("", false, t[nameAt].Off, t[nameAt].End)
	}
	def.Set("name", name.Off, name)
	if v, ok := kw["Title"]; ok {
		if s, _, ok := f.str(v); ok {
			def.Set("title", s.Off, s)
		}
	}
	if descAt >= 0 {
		if s := f.text(descAt, "the "+string(kind)+"'s description"); s != nil {
			def.Set("description", s.Off, s)
		}
	}
	if uriAt >= 0 {
		if s, _, ok := f.str(uriAt); ok {
			def.Set("uri", s.Off, s)
		}
	}
	if v, ok := kw["MimeType"]; ok {
		if s, _, ok := f.str(v); ok {
			def.Set("mimeType", s.Off, s)
		}
	}
	// The function's parameter list: the "(" this attribute is inside.
	popen, depth := -1, 0
	for k := i - 1; k >= 0; k-- {
		switch t[k].Text {
		case ")", "]", "}":
			depth++
		case "(", "[", "{":
			if depth == 0 {
				if t[k].Text == "(" {
					popen = k
				}
				k = 0
			}
			depth--
		}
	}
	props := syntax.NewObject(t[i].Off, t[i].End)
	required := &syntax.Node{Kind: syntax.KArray, Off: t[i].Off, End: t[i].Off}
	if popen >= 0 {
		pend := f.close(popen)
		for k := popen + 1; k+2 < pend; k++ {
			if t[k].Text != "[" || (t[k+1].Text != "McpToolProperty" && t[k+1].Text != "McpPromptArgument") || t[k+2].Text != "(" {
				continue
			}
			f.csProperty(k+2, props, required)
			k = f.close(k)
		}
	}
	setTriggerInputs(def, kind, props, required, t[i].Off, t[i].End)
	// A parameter of the trigger's own type is the context; another type
	// (a class whose properties become the tool's inputs) is read
	// elsewhere, and a ConfigureMcpTool(name) call of the folder adds
	// properties in code: the schema is then partial.
	partial := false
	if k := f.close(i) + 1; kind == detect.KindTool {
		for k < len(t) && t[k].Text == "[" {
			k = f.close(k) + 1
		}
		partial = k < len(t) && t[k].Kind == 'n' && t[k].Text != "ToolInvocationContext"
	}
	if !nameComputed && f.d.Host != nil && !f.d.Host.NoSiblings() && csFolderOf(f.d.Host, path.Dir(f.d.Src.Rel())).configured[name.Str] {
		partial = true
	}
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// csConfigured reads the description of a property or argument a
// function's configuration adds in code,
// builder.ConfigureMcpTool(name).WithProperty(name, type, description,
// required) or ConfigureMcpPrompt(name).WithArgument(name, description):
// scanned as text of the server, at its place (a constant of another file
// of the folder is read there).
func (f *clikeFile) csConfigured(i int) {
	t := f.toks
	args := f.args(i + 1)
	k := 1
	if t[i].Text == "WithProperty" {
		k = 2
	}
	if k >= len(args) {
		return
	}
	s := f.text(args[k], "a property's description")
	if s == nil {
		return
	}
	src := f.d.Src
	if s.Src != nil {
		src = s.Src
	}
	line, col := src.Position(s.FileOffset(0))
	obj := syntax.NewObject(s.Off, s.End)
	obj.Set("name", s.Off, syntax.Synth(syntax.KString, fmt.Sprintf("%s:%d:%d", src.Path, line, col), s.Off))
	obj.Set("description", s.Off, s)
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: detect.KindText, Node: obj.Node})
}

// csProperty reads McpToolProperty(name, description[, required]),
// McpToolProperty(name, type, description) or McpPromptArgument(name,
// description[, required]) whose "(" is token open.
func (f *clikeFile) csProperty(open int, props syntax.Object, required *syntax.Node) {
	t := f.toks
	args := f.args(open)
	if len(args) == 0 {
		return
	}
	name, _, ok := f.str(args[0])
	if !ok {
		f.text(args[0], "a property's name")
		return
	}
	prop := syntax.NewObject(t[args[0]].Off, t[args[0]].End)
	descAt := -1
	if len(args) >= 2 {
		descAt = args[1]
	}
	if len(args) >= 3 {
		if _, _, ok := f.str(args[2]); ok {
			// (name, type, description): the older signature.
			if s, _, ok := f.str(args[1]); ok {
				prop.Set("type", s.Off, s)
			}
			descAt = args[2]
		} else if t[args[2]].Text == "true" {
			required.Elems = append(required.Elems, name)
		}
	}
	if kw := f.kwargs(open); kw["Description"] > 0 {
		descAt = kw["Description"]
	}
	if descAt >= 0 {
		if s := f.text(descAt, "a property's description"); s != nil {
			prop.Set("description", s.Off, s)
		}
	}
	props.Set(name.Str, name.Off, prop.Node)
}

// csName reads a definition's name: a text, or nameof(Member), which C#
// makes the member's name.
func (f *clikeFile) csName(k int, what string) *syntax.Node {
	t := f.toks
	if k+3 < len(t) && t[k].Text == "nameof" && t[k+1].Text == "(" {
		end := f.close(k + 1)
		if end-1 > k+1 && t[end-1].Kind == 'n' {
			id := t[end-1]
			n := syntax.Synth(syntax.KString, id.Text, id.Off)
			n.End, n.Mapper = id.End, syntax.IdentityMapper{Base: id.Off}
			return n
		}
	}
	return f.text(k, what)
}

// csFolder is what the C# files of a folder declare for the others: their
// string constants, and the names of the tools and prompts a
// ConfigureMcpTool(name) / ConfigureMcpPrompt(name) call gives more
// properties or arguments in code.
type csFolder struct {
	consts     map[string]*syntax.Node
	configured map[string]bool
}

// folderConst is the string constant name declared in another C# file of
// this file's folder (const string NAME = "…"), read there; nil when
// there is none or it is declared twice.
func (f *clikeFile) folderConst(name string) *syntax.Node {
	if f.d.Host == nil || f.d.Host.NoSiblings() {
		return nil
	}
	n := csFolderOf(f.d.Host, path.Dir(f.d.Src.Rel())).consts[name]
	if n == nil || n.Src == nil || n.Src.Rel() == f.d.Src.Rel() {
		return nil // none, or this file's own (bound by its reading)
	}
	return n
}

// csFolderOf reads the string constants of the .cs files of folder dir
// (relative to the root), and the names their ConfigureMcpTool and
// ConfigureMcpPrompt calls configure, once per folder, through the
// root-confined, bounded opener. A constant two files bind is left out.
func csFolderOf(h syntax.Host, dir string) *csFolder {
	folders := h.State("cs.folders", func() any { return map[string]*csFolder{} }).(map[string]*csFolder)
	if c, ok := folders[dir]; ok {
		return c
	}
	out := &csFolder{consts: map[string]*syntax.Node{}, configured: map[string]bool{}}
	folders[dir] = out
	if dir == ".." || strings.HasPrefix(dir, "../") || path.IsAbs(dir) {
		return out
	}
	twice := map[string]bool{}
	var calls []*clikeFile
	for _, e := range h.ReadDir(dir) {
		n := e.Name()
		if !e.Type().IsRegular() || !strings.HasSuffix(n, ".cs") {
			continue
		}
		data, err := h.ReadFile(path.Join(dir, n), true)
		if err != nil {
			continue
		}
		configures := strings.Contains(string(data), "ConfigureMcp")
		if !configures && !strings.Contains(string(data), "const") {
			continue
		}
		src := h.Source(path.Join(dir, n), data, "cs")
		cf := &clikeFile{d: &syntax.File{Src: src}, format: "cs", consts: map[string]*syntax.Node{}}
		cf.toks = withoutDocs(clikeLex(data, "cs"), nil)
		cf.constants()
		for k, v := range cf.consts {
			if _, dup := out.consts[k]; dup {
				twice[k] = true
			}
			v.SetSource(src)
			out.consts[k] = v
		}
		if configures {
			calls = append(calls, cf)
		}
	}
	for k := range twice {
		delete(out.consts, k)
	}
	// ConfigureMcpTool(NAME): its name through the folder's constants.
	for _, cf := range calls {
		t := cf.toks
		for i := 0; i+2 < len(t); i++ {
			if (t[i].Text == "ConfigureMcpTool" || t[i].Text == "ConfigureMcpPrompt") && t[i+1].Text == "(" {
				if s, _, ok := cf.str(i + 2); ok {
					out.configured[s.Str] = true
				} else if t[i+2].Kind == 'n' && out.consts[t[i+2].Text] != nil {
					out.configured[out.consts[t[i+2].Text].Str] = true
				}
			}
		}
	}
	return out
}

// The same extension in Java (com.microsoft.azure.functions.annotation):
// the trigger is an annotation on the function's first parameter, its
// properties annotations on the others,
//
//	@FunctionName("GetSnippet")
//	public String getSnippet(
//	    @McpToolTrigger(name = "getSnippets", description = "…") String context,
//	    @McpToolProperty(name = "snippetName", propertyType = "string", description = "…", isRequired = true) String name)
//	@McpPromptTrigger(name = "code_review", description = "…", title = "…") String context,
//	    @McpPromptArgument(name = "code", description = "…", isRequired = true) String code
//	@McpResourceTrigger(name = "context", uri = "…", resourceName = "…", description = "…", mimeType = "…") String context
//
// A tool's or prompt's name is toolName / promptName when given, else
// name; a resource's is resourceName (its name is the binding's).

// javaTrigger reads the trigger annotation whose "@" is token i, named
// name, its arguments' "(" (if any) at token j.
func (f *clikeFile) javaTrigger(i int, name string, j int) {
	t := f.toks
	if j >= len(t) || t[j].Text != "(" {
		return
	}
	kw := f.kwargs(j)
	var kind detect.Kind
	var nameKeys []string
	switch name {
	case "McpToolTrigger":
		kind, nameKeys = detect.KindTool, []string{"toolName", "name"}
	case "McpPromptTrigger":
		kind, nameKeys = detect.KindPrompt, []string{"promptName", "name"}
	default:
		kind, nameKeys = detect.KindResource, []string{"resourceName"}
	}
	nameAt := -1
	for _, k := range nameKeys {
		if v, ok := kw[k]; ok {
			nameAt = v
			break
		}
	}
	if nameAt < 0 {
		return
	}
	f.d.Kind("source")
	def := syntax.NewObject(t[i].Off, t[i].End)
	dname := f.text(nameAt, "the "+string(kind)+"'s name")
	nameComputed := dname == nil
	if dname == nil {
		dname = f.d.PlaceholderNode("", false, t[nameAt].Off, t[nameAt].End)
	}
	def.Set("name", dname.Off, dname)
	if v, ok := kw["title"]; ok {
		if s, _, ok := f.str(v); ok {
			def.Set("title", s.Off, s)
		}
	}
	if v, ok := kw["description"]; ok {
		if s := f.text(v, "the "+string(kind)+"'s description"); s != nil {
			def.Set("description", s.Off, s)
		}
	}
	for _, k := range []string{"uri", "mimeType"} {
		if v, ok := kw[k]; ok {
			if s, _, ok := f.str(v); ok {
				def.Set(k, s.Off, s)
			}
		}
	}
	// The function's parameter list: the "(" this annotation is inside.
	popen, depth := -1, 0
	for k := i - 1; k >= 0; k-- {
		switch t[k].Text {
		case ")", "]", "}":
			depth++
		case "(", "[", "{":
			if depth == 0 {
				if t[k].Text == "(" {
					popen = k
				}
				k = 0
			}
			depth--
		}
	}
	props := syntax.NewObject(t[i].Off, t[i].End)
	required := &syntax.Node{Kind: syntax.KArray, Off: t[i].Off, End: t[i].Off}
	partial := false
	if _, ok := kw["toolProperties"]; ok {
		partial = true // JSON written in the annotation: not read
	}
	if popen >= 0 {
		pend := f.close(popen)
		for k := popen + 1; k+2 < pend; k++ {
			if t[k].Text != "@" || (t[k+1].Text != "McpToolProperty" && t[k+1].Text != "McpPromptArgument") || t[k+2].Text != "(" {
				continue
			}
			pkw := f.kwargs(k + 2)
			nv, ok := pkw["name"]
			if !ok {
				nv, ok = pkw["propertyName"]
			}
			if !ok {
				continue
			}
			pname, _, ok := f.str(nv)
			if !ok {
				f.text(nv, "a property's name")
				continue
			}
			prop := syntax.NewObject(t[k].Off, t[k].End)
			if v, ok := pkw["propertyType"]; ok {
				if s, _, ok := f.str(v); ok {
					prop.Set("type", s.Off, s)
				}
			}
			if v, ok := pkw["description"]; ok {
				if s := f.text(v, "a property's description"); s != nil {
					prop.Set("description", s.Off, s)
				}
			}
			if v, ok := pkw["isRequired"]; ok && t[v].Text == "true" {
				required.Elems = append(required.Elems, pname)
			}
			props.Set(pname.Str, pname.Off, prop.Node)
			k = f.close(k + 2)
		}
	}
	setTriggerInputs(def, kind, props, required, t[i].Off, t[i].End)
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: partial, NameComputed: nameComputed})
}

// setTriggerInputs puts what a trigger's other parameters declared where
// its kind keeps them: a tool's input schema (properties and the required
// ones), a prompt's arguments. The C# and Java trigger readers share it.
func setTriggerInputs(def syntax.Object, kind detect.Kind, props syntax.Object, required *syntax.Node, off, end int) {
	switch kind {
	case detect.KindTool:
		schema := syntax.NewObject(off, end)
		schema.Set("type", off, syntax.Synth(syntax.KString, "object", off))
		schema.Set("properties", off, props.Node)
		if len(required.Elems) > 0 {
			schema.Set("required", off, required)
		}
		def.Set("inputSchema", off, schema.Node)
	case detect.KindPrompt:
		if args := syntax.PromptArguments(props.Node, off, end); args != nil {
			def.Set("arguments", off, args)
		}
	}
}
