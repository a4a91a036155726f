package golang

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"path"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Go source. Most Go MCP servers define their tools in code, with the
// official SDK or mark3labs/mcp-go; this reads those definitions with the
// standard library's parser (the code is never built or run) and turns
// each into the tool object a client would be sent, every string keeping
// the place of its characters in the .go file:
//
//	mcp.AddTool(server, &mcp.Tool{Name: "get_forecast", Description: "…"}, handler)
//	server.AddTool(&mcp.Tool{…}, handler); tool := &mcp.Tool{…}
//	mcp.NewServer(&mcp.Implementation{Name: "weather"}, nil)
//	mcp.NewTool("get_forecast", mcp.WithDescription("…"),
//	    mcp.WithString("city", mcp.Required(), mcp.Description("…"), mcp.Enum("a", "b")))
//	server.NewMCPServer("weather", "1.0.0")
//
// Strings are literals, concatenations of literals, and names bound to
// literals in the same file. A name or description computed any other way
// (a call, fmt.Sprintf, a variable from another file) cannot be read: it
// is reported at its place, and the scan is incomplete.

const (
	goOfficialMCP = "github.com/modelcontextprotocol/go-sdk/mcp"
	goMark3MCP    = "github.com/mark3labs/mcp-go/mcp"
	goMark3Server = "github.com/mark3labs/mcp-go/server"
	// MetoroModule is metoro-io/mcp-golang: server.RegisterTool(name,
	// description, handler), RegisterPrompt, RegisterResource, the
	// handler's argument struct giving the schema (gotable.go).
	MetoroModule = "github.com/metoro-io/mcp-golang"
)

// Markers select the .go files worth parsing: those importing an SDK,
// or a package named after the protocol (an import path ending in /mcp:
// a third-party module or a framework built on an SDK, whose Tool{Name,
// Description} literals are read by their shape, toolShaped).
var Markers = [][]byte{[]byte(goOfficialMCP), []byte(goMark3MCP), []byte(goSchemaPkg), []byte(MetoroModule), []byte(`/mcp"`)}

// goSchemaPkg is the JSON Schema package of the official SDK. A file that
// imports it but no SDK (a project wrapping the SDK in its own api.Tool
// type, as kubernetes-mcp-server does) is read for tool-shaped literals
// only.
const goSchemaPkg = "github.com/google/jsonschema-go/jsonschema"

type goFile struct {
	// calls: the calls of this file's functions, by function name, and
	// of its methods, by "." and the method's name (factoryKey).
	calls        map[string][]*ast.CallExpr
	factoryDepth int
	// methods: the methods declared in this file by name, nil for a name
	// two types share (a call of it cannot be told apart).
	methods map[string]*ast.FuncDecl
	// spreads binds a factory's variadic parameter to the arguments the
	// call being read passes in its place (viaFactory).
	spreads map[string][]ast.Expr
	// args: the factory parameters bound to the arguments of the call
	// being read (viaFactory).
	args    map[string]bool
	pkg     string            // the package clause's name
	imports map[string]string // local import name → import path
	d       *syntax.File
	fset    *token.FileSet
	pkgs    map[string]string // local import name → path, for the SDK packages
	names   map[string]ast.Expr
	data    []byte
	// funcs and structs declared at the top level of this file: a
	// handler's input type gives a helper-built tool its schema.
	funcs   map[string]*ast.FuncDecl
	structs map[string]*ast.StructType
	// handlers maps a tool literal passed to mcp.AddTool to its handler.
	handlers map[*ast.CompositeLit]ast.Expr
	// strTypes: the types of this file whose underlying type is string.
	strTypes map[string]bool
	// src is this file's Source when it is not the recognizer's (a
	// table's file, read for the registrar of another): its texts are
	// reported there. dir is then its folder.
	src *syntax.Source
	dir string
	// elems binds the variables of a range loop over a table to the
	// entry being read (gotable.go); ranges maps a call or literal to
	// the innermost range loop around it.
	elems  map[string]elemBinding
	ranges map[ast.Node]*ast.RangeStmt
	// embeds: this file's //go:embed variables, the file each holds.
	embeds map[string]string
}

// goSource recognizes one Go file.
func goSource(d *syntax.File, data []byte) error {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, d.Src.Path, data, parser.SkipObjectResolution)
	if err != nil {
		var list scanner.ErrorList
		if errors.As(err, &list) && len(list) > 0 {
			line, col := d.Src.Position(list[0].Pos.Offset)
			return &syntax.ParseError{Line: line, Col: col, Msg: list[0].Msg}
		}
		return &syntax.ParseError{Msg: err.Error()}
	}
	g := &goFile{d: d, fset: fset, pkg: f.Name.Name, pkgs: map[string]string{}, names: map[string]ast.Expr{}, data: data,
		funcs: map[string]*ast.FuncDecl{}, methods: map[string]*ast.FuncDecl{}, structs: map[string]*ast.StructType{}, handlers: map[*ast.CompositeLit]ast.Expr{}, strTypes: map[string]bool{}}
	for _, decl := range f.Decls {
		switch x := decl.(type) {
		case *ast.FuncDecl:
			if x.Recv == nil {
				g.funcs[x.Name.Name] = x
			} else if _, dup := g.methods[x.Name.Name]; dup {
				g.methods[x.Name.Name] = nil
			} else {
				g.methods[x.Name.Name] = x
			}
		case *ast.GenDecl:
			for _, sp := range x.Specs {
				if vs, ok := sp.(*ast.ValueSpec); ok {
					if e := goEmbed(data, fset, x, vs); e != "" {
						if g.embeds == nil {
							g.embeds = map[string]string{}
						}
						g.embeds[vs.Names[0].Name] = e
					}
				}
				if ts, ok := sp.(*ast.TypeSpec); ok {
					if st, ok := ts.Type.(*ast.StructType); ok {
						g.structs[ts.Name.Name] = st
					}
					if id, ok := ts.Type.(*ast.Ident); ok && id.Name == "string" {
						g.strTypes[ts.Name.Name] = true
					}
				}
			}
		}
	}
	schemaOnly := false
	g.imports = map[string]string{}
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		if im.Name != nil {
			g.imports[im.Name.Name] = p
		} else {
			g.imports[path.Base(p)] = p
		}
		schemaOnly = schemaOnly || p == goSchemaPkg || strings.HasSuffix(p, "/mcp")
		if p != goOfficialMCP && p != goMark3MCP && p != goMark3Server && p != MetoroModule {
			continue
		}
		name := p[strings.LastIndexByte(p, '/')+1:]
		if p == MetoroModule {
			name = "mcp_golang" // its package clause
		}
		if im.Name != nil {
			name = im.Name.Name
		}
		g.pkgs[name] = p
	}
	if len(g.pkgs) == 0 && !schemaOnly && !d.Src.ViaPackage {
		return nil
	}
	if len(g.pkgs) == 0 && !hasToolShaped(f) && !g.hasProtocolShaped(f) && !hasMapTool(f) && !g.hasProtocolStruct() {
		return nil // the schema package used for something else
	}
	d.Kind("source")
	// Names bound once to a value in this file: const and var specs, and
	// "name := value" assignments. A name bound twice is not resolved.
	bound := map[string]int{}
	bind := func(id *ast.Ident, v ast.Expr) {
		if id.Name != "_" {
			bound[id.Name]++
			g.names[id.Name] = v
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.ValueSpec:
			if len(x.Names) == len(x.Values) {
				for i, id := range x.Names {
					bind(id, x.Values[i])
				}
			}
		case *ast.AssignStmt:
			if x.Tok == token.DEFINE && len(x.Lhs) == len(x.Rhs) {
				for i, l := range x.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						bind(id, x.Rhs[i])
					}
				}
			}
		}
		return true
	})
	for name, c := range bound {
		if c > 1 {
			delete(g.names, name)
		}
	}
	// mcp.AddTool(server, &mcp.Tool{…}, handler): the handler's input type
	// is the schema of a tool that declares none.
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && g.is(call.Fun, goOfficialMCP, "AddTool") && len(call.Args) >= 3 {
			if lit := g.anyLit(call.Args[1], "Tool"); lit != nil {
				g.handlers[lit] = call.Args[2]
			}
		}
		return true
	})
	// Calls of this file's functions and methods by name, for tools
	// built by a factory function or a wrapper method (see viaFactory).
	g.calls = map[string][]*ast.CallExpr{}
	ast.Inspect(f, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			switch fn := c.Fun.(type) {
			case *ast.Ident:
				if g.funcs[fn.Name] != nil {
					g.calls[fn.Name] = append(g.calls[fn.Name], c)
				}
			case *ast.SelectorExpr:
				if fd := g.methods[fn.Sel.Name]; fd != nil && !g.isImport(fn.X) {
					k := factoryKey(fd)
					g.calls[k] = append(g.calls[k], c)
				}
			}
		}
		return true
	})
	var cur *ast.FuncDecl
	g.ranges = rangesOf(f)
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		// A registration inside a loop over a table of this module,
		// naming the entry's fields (for _, t := range tools.List {
		// s.RegisterTool(t.Name, t.Description, t.Handler) }): read once
		// per entry, its texts at their places in the table's file.
		if g.overTable(n, func() { visit(n) }) {
			return true
		}
		switch x := n.(type) {
		case *ast.CompositeLit:
			switch {
			case g.is(x.Type, goOfficialMCP, "Tool") || toolShaped(x) || g.protocolStructLit(x):
				if !g.viaFactory(cur, field(x, "Name"), func() { g.officialTool(x) }) {
					g.officialTool(x)
				}
			case g.protocolStructSlice(x):
				// []ToolDefinition{{Name: …, Description: …}, …}: the
				// elements' type is elided.
				for _, e := range x.Elts {
					if el, ok := e.(*ast.CompositeLit); ok && el.Type == nil && field(el, "Name") != nil {
						g.officialTool(el)
					}
				}
			case mapToolShaped(x):
				g.mapTool(x)
			case g.is(x.Type, goOfficialMCP, "Prompt") || g.protocolType(x, "Prompt"):
				if !g.viaFactory(cur, field(x, "Name"), func() { g.officialPrompt(x) }) {
					g.officialPrompt(x)
				}
			case g.is(x.Type, goOfficialMCP, "Resource") || g.is(x.Type, goOfficialMCP, "ResourceTemplate") || g.protocolType(x, "Resource") || g.protocolType(x, "ResourceTemplate"):
				if !g.viaFactory(cur, field(x, "Name"), func() { g.officialResource(x) }) {
					g.officialResource(x)
				}
			}
		case *ast.CallExpr:
			switch {
			case g.is(x.Fun, goOfficialMCP, "NewServer") && len(x.Args) > 0:
				if impl := g.lit(x.Args[0], goOfficialMCP, "Implementation"); impl != nil {
					if v := field(impl, "Name"); v != nil {
						if s, ok := g.str(v, 0); ok {
							d.ServerInfo = s.Str
						}
					}
				}
				// &mcp.ServerOptions{Instructions: "…"}: sent to the model
				// with the initialize result.
				if len(x.Args) > 1 {
					if opts := g.anyLit(x.Args[1], "ServerOptions"); opts != nil {
						if v := field(opts, "Instructions"); v != nil {
							g.instructions(v)
						}
					}
				}
			case g.is(x.Fun, goMark3Server, "NewMCPServer") && len(x.Args) > 0:
				if s, ok := g.str(x.Args[0], 0); ok {
					d.ServerInfo = s.Str
				}
				// server.WithInstructions("…") among the options.
				for _, a := range x.Args[1:] {
					if c, ok := a.(*ast.CallExpr); ok && g.is(c.Fun, goMark3Server, "WithInstructions") && len(c.Args) == 1 {
						g.instructions(c.Args[0])
					}
				}
			case g.is(x.Fun, goMark3MCP, "NewTool"):
				if len(x.Args) == 0 || !g.viaFactory(cur, x.Args[0], func() { g.mark3Tool(x, 1) }) {
					g.mark3Tool(x, 1)
				}
			case g.metoroCall(x) != "":
				g.metoroRegister(x)
			case g.is(x.Fun, MetoroModule, "NewServer"):
				// mcp_golang.NewServer(transport, mcp_golang.WithName("…")).
				for _, a := range x.Args[min(1, len(x.Args)):] {
					if c, ok := a.(*ast.CallExpr); ok && g.is(c.Fun, MetoroModule, "WithName") && len(c.Args) == 1 {
						if s, ok := g.str(c.Args[0], 0); ok {
							d.ServerInfo = s.Str
						}
					}
				}
			case g.toolHelper(x):
				// A project's own helper around the SDK:
				// MustTool("list_datasources", "Lists …", handler, options…).
				g.mark3Tool(x, 2)
			case g.is(x.Fun, goMark3MCP, "NewPrompt"):
				g.mark3Prompt(x)
			case g.is(x.Fun, goMark3MCP, "NewResource") || g.is(x.Fun, goMark3MCP, "NewResourceTemplate"):
				g.mark3Resource(x)
			}
		}
		return true
	}
	for _, decl := range f.Decls {
		cur, _ = decl.(*ast.FuncDecl)
		ast.Inspect(decl, visit)
	}
	g.bindings(f)
	return nil
}

// bindings makes every binding count, as the
// JavaScript and Python readers' do: the values bound by var and const
// specs, =, := and += (init() and main() included, in file order), and
// by keys of composite literals, count as recognizer.BindAll says.
func (g *goFile) bindings(f *ast.File) {
	var bs []syntax.Binding
	add := func(b syntax.Binding, e ast.Expr) {
		b.Eval = func() (*syntax.Node, bool) {
			v, ok := g.str(e, 0)
			if !ok {
				return nil, false
			}
			_, lit := e.(*ast.BasicLit)
			return v, lit
		}
		bs = append(bs, b)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.ValueSpec:
			if len(x.Names) == len(x.Values) {
				for i, id := range x.Names {
					add(syntax.Binding{Key: id.Name}, x.Values[i])
				}
			}
		case *ast.AssignStmt:
			if len(x.Lhs) == len(x.Rhs) && (x.Tok == token.ASSIGN || x.Tok == token.DEFINE || x.Tok == token.ADD_ASSIGN) {
				for i, l := range x.Lhs {
					add(syntax.Binding{Key: goTarget(l), Plus: x.Tok == token.ADD_ASSIGN}, x.Rhs[i])
					// t := mcp.Tool{Description: …}: the literal's fields
					// are t's, so t.Description += … extends its value.
					if name := goTarget(l); name != "" && x.Tok != token.ADD_ASSIGN {
						trackFields(name, x.Rhs[i], func(key string, e ast.Expr) {
							add(syntax.Binding{Key: key, Track: true}, e)
						})
					}
				}
			}
		case *ast.KeyValueExpr:
			key := ""
			switch k := x.Key.(type) {
			case *ast.Ident:
				key = k.Name
			case *ast.BasicLit:
				key, _ = strconv.Unquote(k.Value)
			}
			add(syntax.Binding{Key: key, IsKey: true}, x.Value)
		}
		return true
	})
	g.d.BindAll(bs)
}

// trackFields calls f with name.Field for each keyed field of the
// composite literal (or its address) e.
func trackFields(name string, e ast.Expr, f func(key string, v ast.Expr)) {
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = u.X
	}
	cl, ok := e.(*ast.CompositeLit)
	if !ok {
		return
	}
	for _, el := range cl.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				f(name+"."+id.Name, kv.Value)
			}
		}
	}
}

// goTarget is the name or field chain (desc, t.Description) an
// assignment binds, "" when it is something else.
func goTarget(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		if s := goTarget(x.X); s != "" {
			return s + "." + x.Sel.Name
		}
	case *ast.StarExpr:
		return goTarget(x.X)
	}
	return ""
}

// buildsTool: fd's body builds a tool (a Tool literal or NewTool call).
func (g *goFile) buildsTool(fd *ast.FuncDecl) bool {
	if fd == nil || fd.Body == nil {
		return false
	}
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CompositeLit:
			found = found || g.is(x.Type, goOfficialMCP, "Tool") || toolShaped(x)
		case *ast.CallExpr:
			found = found || g.is(x.Fun, goMark3MCP, "NewTool")
		}
		return !found
	})
	return found
}

// viaFactory reads a tool built inside a factory function of this file
// whose name is one of the function's parameters
// (func issueUpdateTool(t, name, description string, …) with
// mcp.Tool{Name: name, Description: t("…", description)}): read runs once
// per call of the function in this file, with its parameters bound to the
// call's arguments, so each tool it makes is read with the texts its call
// gives, at their places. It reports whether it did; with no such call,
// the name stays computed and is reported as such.
func (g *goFile) viaFactory(fd *ast.FuncDecl, name ast.Expr, read func()) bool {
	if fd == nil || name == nil || fd.Type.Params == nil {
		return false
	}
	var params []string
	for _, p := range fd.Type.Params.List {
		for _, id := range p.Names {
			params = append(params, id.Name)
		}
	}
	if sel, ok := name.(*ast.SelectorExpr); ok && g.factoryDepth == 0 {
		// func register(s *Server, w Workflow) { s.AddPrompt(&mcp.Prompt{
		// Name: w.Name, …}) }: each call's struct argument is the entry.
		if p, ok := sel.X.(*ast.Ident); ok {
			if k := slices.Index(params, p.Name); k >= 0 {
				return g.viaStructParam(fd, p.Name, k, len(params), read)
			}
		}
	}
	id, ok := name.(*ast.Ident)
	if !ok || !slices.Contains(params, id.Name) || g.factoryDepth > 0 {
		return false
	}
	// A wrapper with options (func addTool(s, name, desc string, opts
	// ...mcp.ToolOption)) is called with any number of them: the
	// variadic parameter stands for the ones each call passes.
	fixed, variadic := len(params), ""
	if last := fd.Type.Params.List[len(fd.Type.Params.List)-1]; len(last.Names) == 1 {
		if _, ok := last.Type.(*ast.Ellipsis); ok {
			fixed, variadic = fixed-1, last.Names[0].Name
		}
	}
	done := false
	for _, c := range g.calls[factoryKey(fd)] {
		spread := c.Ellipsis.IsValid()
		if variadic == "" && (len(c.Args) != len(params) || spread) || len(c.Args) < fixed || spread && len(c.Args) != len(params) {
			continue
		}
		saved := map[string]ast.Expr{}
		for i, p := range params[:fixed] {
			if old, ok := g.names[p]; ok {
				saved[p] = old
			}
			g.names[p] = c.Args[i]
			if g.args == nil {
				g.args = map[string]bool{}
			}
			g.args[p] = true
		}
		if variadic != "" {
			if g.spreads == nil {
				g.spreads = map[string][]ast.Expr{}
			}
			if spread {
				g.spreads[variadic] = g.spreadElems(c.Args[fixed], 0)
			} else {
				g.spreads[variadic] = c.Args[fixed:]
			}
		}
		g.factoryDepth++
		read()
		g.factoryDepth--
		delete(g.spreads, variadic)
		for _, p := range params[:fixed] {
			delete(g.args, p)
			delete(g.names, p)
			if old, ok := saved[p]; ok {
				g.names[p] = old
			}
		}
		done = true
	}
	return done
}

// factoryKey is the key of fd's calls in goFile.calls: a function's name,
// a method's name after a dot.
func factoryKey(fd *ast.FuncDecl) string {
	if fd.Recv != nil {
		return "." + fd.Name.Name
	}
	return fd.Name.Name
}

// isImport: e names an imported package (pkg in pkg.F).
func (g *goFile) isImport(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	_, imp := g.imports[id.Name]
	return imp || g.pkgs[id.Name] != ""
}

// spreadElems lists the elements of a slice spread into a call (opts...
// in mcp.NewTool(name, opts...)): the arguments bound to a factory's
// variadic parameter, a []T{…} literal, append(…) of those, or a name
// bound once to one of them. What it cannot list stays as the expression
// itself, which the reader then counts as an unknown option.
func (g *goFile) spreadElems(e ast.Expr, depth int) []ast.Expr {
	if depth < 8 {
		switch x := e.(type) {
		case *ast.Ident:
			if v, ok := g.spreads[x.Name]; ok {
				return v
			}
			if v, ok := g.names[x.Name]; ok {
				return g.spreadElems(v, depth+1)
			}
		case *ast.CompositeLit:
			if _, ok := x.Type.(*ast.ArrayType); ok {
				return x.Elts
			}
		case *ast.CallExpr:
			if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "append" && len(x.Args) > 0 {
				out := slices.Clone(g.spreadElems(x.Args[0], depth+1))
				rest := x.Args[1:]
				if x.Ellipsis.IsValid() && len(rest) > 0 {
					out = append(out, rest[:len(rest)-1]...)
					return append(out, g.spreadElems(rest[len(rest)-1], depth+1)...)
				}
				return append(out, rest...)
			}
		}
	}
	return []ast.Expr{e}
}

// viaStructParam reads a definition built inside factory fd from its
// struct parameter p (the k-th of n): once per call of fd in this file,
// with p bound to the struct literal the call passes (written there, or
// a variable of the package or of another package of the module), its
// texts at their places. It reports whether a call was read.
func (g *goFile) viaStructParam(fd *ast.FuncDecl, p string, k, n int, read func()) bool {
	done := false
	if g.elems == nil {
		g.elems = map[string]elemBinding{}
	}
	if _, busy := g.elems[p]; busy {
		return false
	}
	for _, c := range g.calls[fd.Name.Name] {
		if len(c.Args) != n || c.Ellipsis.IsValid() {
			continue
		}
		entry, tf := g.entryOf(c.Args[k], 0)
		if entry == nil {
			// for _, t := range allTools { s.AddTool(buildTool(t), …) }:
			// the argument is each entry of the table in turn.
			if g.entriesOf(c, c.Args[k], func(b elemBinding) {
				g.elems[p] = b
				g.factoryDepth++
				read()
				g.factoryDepth--
				delete(g.elems, p)
			}) {
				done = true
			}
			continue
		}
		g.elems[p] = elemBinding{entry: entry, file: tf, fields: tf.structFields(entry.Type)}
		g.factoryDepth++
		read()
		g.factoryDepth--
		delete(g.elems, p)
		done = true
	}
	return done
}

// is reports whether e is pkg.Name for the SDK package path.
func (g *goFile) is(e ast.Expr, path, name string) bool {
	if st, ok := e.(*ast.StarExpr); ok {
		e = st.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && g.pkgs[id.Name] == path
}

// protocolType: composite literal cl is of type name of a package named
// after the protocol (an import path ending in /mcp: a third-party
// module's mcp.Prompt, mcp.Resource) and sets a Name: the protocol's
// definition, read by its shape.
func (g *goFile) protocolType(cl *ast.CompositeLit, name string) bool {
	e := cl.Type
	if st, ok := e.(*ast.StarExpr); ok {
		e = st.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name || field(cl, "Name") == nil {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && strings.HasSuffix(g.imports[id.Name], "/mcp")
}

// lit returns the composite literal of type pkg.Name that e is (or
// points to: &pkg.Name{…}), also through a name bound in the file.
func (g *goFile) lit(e ast.Expr, path, name string) *ast.CompositeLit {
	if cl := g.anyLit(e, name); cl != nil && g.is(cl.Type, path, name) {
		return cl
	}
	return nil
}

// field returns the value of a keyed field of a struct literal.
func field(cl *ast.CompositeLit, name string) ast.Expr {
	for _, e := range cl.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

func (g *goFile) off(p token.Pos) int { return g.fset.Position(p).Offset }

// computed reports a text that cannot be read from the file.
func (g *goFile) computed(e ast.Expr, what string) {
	g.d.Computed(g.off(e.Pos()), what)
	// Its literals are scanned as the literal parts of a computed text.
	ast.Inspect(e, func(n ast.Node) bool {
		if l, ok := n.(*ast.BasicLit); ok && l.Kind == token.STRING {
			g.d.ComputedAt[g.off(l.Pos())] = true
		}
		return true
	})
}

// str evaluates a string expression: a literal, a concatenation, or a name
// bound to one in this file. The node maps every byte to the file.
func (g *goFile) str(e ast.Expr, depth int) (*syntax.Node, bool) {
	if depth > 16 {
		return nil, false
	}
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING {
			return nil, false
		}
		return goStringNode(goRawText(g.data, x.Value, g.off(x.Pos())), g.off(x.Pos())), true
	case *ast.ParenExpr:
		return g.str(x.X, depth+1)
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return nil, false
		}
		a, ok1 := g.str(x.X, depth+1)
		b, ok2 := g.str(x.Y, depth+1)
		if !ok1 || !ok2 {
			return nil, false
		}
		return syntax.ConcatNodes(a, b), true
	case *ast.SelectorExpr:
		// t.Description of the table entry being read (gotable.go).
		if id, ok := x.X.(*ast.Ident); ok {
			if b, ok := g.elems[id.Name]; ok && b.entry != nil {
				if v := b.entryField(x.Sel.Name); v != nil {
					return b.file.adopt(b.file.str(v, depth+1))
				}
			}
			// pkg.Name of another package of the module: a constant or
			// a //go:embed variable, read there.
			if imp := g.imports[id.Name]; imp != "" && g.d != nil && g.d.Host != nil {
				if dir, ok := PackageDir(g.d.Host, g.pkgDir(), imp); ok {
					if sib := FindSibling(g.d.Host, dir, "", "="+x.Sel.Name, ""); sib != nil {
						return g.siblingStr(sib, dir, depth)
					}
				}
			}
		}
	case *ast.Ident:
		if b, ok := g.elems[x.Name]; ok && b.key != nil {
			return b.file.adopt(b.file.str(b.key, depth+1)) // for name, t := range table
		}
		if v, ok := g.names[x.Name]; ok {
			return g.str(v, depth+1)
		}
		if e, ok := g.embeds[x.Name]; ok && g.d != nil && g.d.Host != nil {
			// var Description string with //go:embed description.md.
			n := goEmbedded(g.d.Host, g.pkgDir(), e)
			return n, n != nil
		}
		// A constant of another file of the package (descriptions.go):
		// read there, its characters at their place in that file.
		if g.pkg != "" && g.d != nil {
			if sib := FindSibling(g.d.Host, g.pkgDir(), g.pkg, "="+x.Name, g.selfPath()); sib != nil {
				return g.siblingStr(sib, g.pkgDir(), depth)
			}
		}
	case *ast.IndexExpr:
		// descs["balance"] of a map literal bound to a name of the file.
		if id, ok := x.X.(*ast.Ident); ok {
			if lit, ok := g.names[id.Name].(*ast.CompositeLit); ok {
				key, ok := g.str(x.Index, depth+1)
				if !ok {
					return nil, false
				}
				for _, e := range lit.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						if k, ok := g.str(kv.Key, depth+1); ok && k.Str == key.Str {
							return g.str(kv.Value, depth+1)
						}
					}
				}
			}
		}
	case *ast.CallExpr:
		// strings.Join([]string{"line one", "line two"}, "\n").
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Join" && len(x.Args) == 2 {
			if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "strings" {
				if list, ok := x.Args[0].(*ast.CompositeLit); ok {
					sep, ok := g.str(x.Args[1], depth+1)
					if !ok {
						return nil, false
					}
					var out *syntax.Node
					for _, e := range list.Elts {
						part, ok := g.str(e, depth+1)
						if !ok {
							return nil, false
						}
						if out == nil {
							out = part
						} else {
							out = syntax.ConcatNodes(syntax.ConcatNodes(out, sep), part)
						}
					}
					if out == nil {
						out = syntax.Synth(syntax.KString, "", g.off(x.Pos()))
					}
					return out, true
				}
			}
		}
		// A conversion to a string type (string(desc), text(desc)), and
		// the functions of fmt and strings that make a text of texts.
		if id, ok := x.Fun.(*ast.Ident); ok && len(x.Args) == 1 && (id.Name == "string" || g.stringType(id.Name)) {
			return g.str(x.Args[0], depth+1)
		}
		if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
			if pkg, ok := sel.X.(*ast.Ident); ok && (pkg.Name == "fmt" || pkg.Name == "strings") {
				if n, ok := g.stdCall(pkg.Name+"."+sel.Sel.Name, x.Args, depth); ok {
					return n, true
				}
			}
		}
		// A translation helper with a key and the default text,
		// t("TOOL_X_DESCRIPTION", "Lists …"): the default is what a
		// client is sent unless a deployment overrides it.
		if len(x.Args) == 2 && isTranslationKey(x.Args[0]) {
			return g.str(x.Args[1], depth+1)
		}
		// A function of the module that hands its one argument back, or
		// a pointer to it (func Ptr[T any](v T) *T { return &v }): the
		// text is the argument's. Known by its body, not its name.
		if len(x.Args) == 1 && g.passThrough(x.Fun) {
			return g.str(x.Args[0], depth+1)
		}
	}
	return nil, false
}

// passThrough: fun names a function of this package or of another
// package of the module whose body only returns its one parameter, or a
// pointer to it.
func (g *goFile) passThrough(fun ast.Expr) bool {
	if g.d == nil || g.d.Host == nil {
		return false
	}
	if ix, ok := fun.(*ast.IndexExpr); ok {
		fun = ix.X // Ptr[string](…)
	}
	var sib *goSibling
	switch x := fun.(type) {
	case *ast.Ident:
		sib = FindSibling(g.d.Host, g.pkgDir(), g.pkg, "func:"+x.Name, "")
	case *ast.SelectorExpr:
		id, ok := x.X.(*ast.Ident)
		if !ok || g.imports[id.Name] == "" {
			return false
		}
		if dir, ok := PackageDir(g.d.Host, g.pkgDir(), g.imports[id.Name]); ok {
			sib = FindSibling(g.d.Host, dir, "", "func:"+x.Sel.Name, "")
		}
	}
	if sib == nil || sib.fd == nil || sib.fd.Body == nil || len(sib.fd.Body.List) != 1 {
		return false
	}
	params := sib.fd.Type.Params.List
	if len(params) != 1 || len(params[0].Names) != 1 {
		return false
	}
	ret, ok := sib.fd.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return false
	}
	r := ret.Results[0]
	if u, ok := r.(*ast.UnaryExpr); ok && u.Op == token.AND {
		r = u.X
	}
	id, ok := r.(*ast.Ident)
	return ok && id.Name == params[0].Names[0].Name
}

// siblingStr is the text of the constant or variable sib, declared in
// another file of folder dir: its value read there, or the file its
// //go:embed directive names, each character at its place.
func (g *goFile) siblingStr(sib *goSibling, dir string, depth int) (*syntax.Node, bool) {
	if sib.embed != "" {
		n := goEmbedded(g.d.Host, dir, sib.embed)
		return n, n != nil
	}
	if sib.val == nil {
		return nil, false
	}
	other := &goFile{d: g.d, fset: sib.fset, pkg: "", data: sib.src.Data}
	if n, ok := other.str(sib.val, depth+1); ok {
		n.SetSource(sib.src) // a node made for this use
		return n, true
	}
	return nil, false
}

// translationKey is the key of a translation helper's call.
var translationKey = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^"[A-Z][A-Z0-9_]*"$`) })

// isTranslationKey: a key literal ("TOOL_X_DESCRIPTION"), or one built
// from such a literal ("TOOL_"+strings.ToUpper(name)+"_DESCRIPTION").
func isTranslationKey(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.BasicLit:
		return x.Kind == token.STRING && translationKey().MatchString(x.Value)
	case *ast.BinaryExpr:
		return x.Op == token.ADD && isTranslationKey(x.X)
	}
	return false
}

// goStringNode decodes a Go string literal (interpreted or raw) written at
// file offset off, keeping the file offset of every decoded byte.
// goRawText is a string literal as the file spells it: go/scanner drops
// the carriage returns of a raw string from its literal (as the language
// drops them from its value), and the offsets of what follows one must
// be those of the file.
func goRawText(data []byte, lit string, off int) string {
	if !strings.HasPrefix(lit, "`") || off < 0 || off >= len(data) {
		return lit
	}
	if end := bytes.IndexByte(data[off+1:], '`'); end >= 0 {
		return string(data[off : off+end+2])
	}
	return lit
}

func goStringNode(lit string, off int) *syntax.Node {
	n := &syntax.Node{Kind: syntax.KString, Off: off, End: off + len(lit)}
	var out []byte
	var offs []int
	if strings.HasPrefix(lit, "`") {
		for i := 1; i < len(lit)-1; i++ {
			if lit[i] == '\r' {
				continue // Go drops carriage returns from raw strings
			}
			out = append(out, lit[i])
			offs = append(offs, off+i)
		}
	} else {
		for i := 1; i < len(lit)-1; {
			if lit[i] != '\\' {
				out = append(out, lit[i])
				offs = append(offs, off+i)
				i++
				continue
			}
			v, _, tail, err := strconv.UnquoteChar(lit[i:len(lit)-1], '"')
			if err != nil {
				out = append(out, lit[i])
				offs = append(offs, off+i)
				i++
				continue
			}
			size := len(lit[i:len(lit)-1]) - len(tail)
			var buf [utf8.UTFMax]byte
			k := 1
			if c := lit[i+1]; c == 'x' || c >= '0' && c <= '7' {
				buf[0] = byte(v) // \xNN and octal escapes are bytes
			} else {
				k = utf8.EncodeRune(buf[:], v)
			}
			for j := 0; j < k; j++ {
				out = append(out, buf[j])
				offs = append(offs, off+i)
			}
			i += size
		}
	}
	offs = append(offs, off+len(lit)-1)
	n.Str = string(out)
	n.Mapper = syntax.TableMapper{Offs: offs}
	return n
}

// text reads a string field of a definition: a node, or a computed-text
// error at its place.
func (g *goFile) text(e ast.Expr, what string) *syntax.Node {
	s, ok := g.str(e, 0)
	if !ok {
		// A factory's parameter: said at the argument of the call
		// being read, where each call's computed text is.
		// At most one step a parameter: a call that passes its own
		// parameter on (addTool(s, name, desc) inside a function with a
		// parameter name) binds a name to itself.
		for n := 0; n <= len(g.args); n++ {
			id, ok := e.(*ast.Ident)
			if !ok || !g.args[id.Name] {
				break
			}
			e = g.names[id.Name]
		}
		g.computed(e, what)
		return nil
	}
	return s
}

// officialTool reads &mcp.Tool{Name, Title, Description, Annotations}.
func (g *goFile) officialTool(cl *ast.CompositeLit) {
	tool := syntax.NewObject(g.off(cl.Pos()), g.off(cl.End()))
	partial, nameComputed := false, false
	for _, e := range cl.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		key := map[string]string{"Name": "name", "Title": "title", "Description": "description"}[id.Name]
		switch {
		case key != "":
			if s := g.text(kv.Value, "the tool's "+key); s != nil {
				tool.Set(key, g.off(kv.Key.Pos()), s)
			} else if key == "name" {
				// Reported; the tool's other texts are still scanned.
				tool.Set(key, g.off(kv.Key.Pos()), g.placeholder(kv.Value))
				nameComputed = true
			}
		case id.Name == "Annotations":
			if a := g.anyLit(kv.Value, "ToolAnnotations"); a != nil {
				tool.Set("annotations", g.off(kv.Key.Pos()), g.annotations(a))
			}
		case id.Name == "InputSchema" || id.Name == "OutputSchema":
			s := g.anyLit(kv.Value, "Schema")
			if s != nil {
				tool.Set(strings.ToLower(id.Name[:1])+id.Name[1:], g.off(kv.Key.Pos()), g.schema(s, 0))
			}
			// A schema that is not written here whole (a variable code may
			// still change, a helper's result) is partial.
			if id.Name == "InputSchema" && (s == nil || !literalHere(kv.Value)) {
				partial = true
			}
		}
	}
	if tool.Get("inputSchema") == nil && !partial {
		if h, ok := g.handlers[cl]; ok {
			schema := syntax.NewObject(g.off(cl.Pos()), g.off(cl.End()))
			schema.Set("type", g.off(cl.Pos()), syntax.Synth(syntax.KString, "object", g.off(cl.Pos())))
			props := syntax.NewObject(g.off(cl.Pos()), g.off(cl.End()))
			required := &syntax.Node{Kind: syntax.KArray, Off: g.off(cl.Pos()), End: g.off(cl.Pos())}
			if g.inputProperties(h, props, required) {
				schema.Set("properties", g.off(cl.Pos()), props.Node)
				if len(required.Elems) > 0 {
					schema.Set("required", g.off(cl.Pos()), required)
				}
				tool.Set("inputSchema", g.off(cl.Pos()), schema.Node)
			} else {
				partial = true // the input type is declared outside the package
			}
		}
	}
	g.addTool(tool, detect.KindTool, partial)
	if nameComputed && len(g.d.Tools) > 0 && g.d.Tools[len(g.d.Tools)-1].Node == tool.Node {
		g.d.Tools[len(g.d.Tools)-1].NameComputed = true
	}
}

// literalHere: e is a composite literal written at this place (or its
// address), not a name bound to one that code may change later.
func literalHere(e ast.Expr) bool {
	for {
		switch x := e.(type) {
		case *ast.UnaryExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.CompositeLit:
			return true
		default:
			return false
		}
	}
}

// anyLit returns the struct literal e is (or points to, or a name bound
// to) when its type is named name, from any package: the SDK's
// mcp.ToolAnnotations or a project's api.ToolAnnotations, jsonschema.Schema.
func (g *goFile) anyLit(e ast.Expr, name string) *ast.CompositeLit {
	for depth := 0; depth < 8; depth++ {
		switch x := e.(type) {
		case *ast.UnaryExpr:
			e = x.X
			continue
		case *ast.ParenExpr:
			e = x.X
			continue
		case *ast.Ident:
			v, ok := g.names[x.Name]
			if !ok {
				return nil
			}
			e = v
			continue
		case *ast.CompositeLit:
			t := x.Type
			if st, ok := t.(*ast.StarExpr); ok {
				t = st.X
			}
			switch tt := t.(type) {
			case *ast.Ident:
				if tt.Name == name {
					return x
				}
			case *ast.SelectorExpr:
				if tt.Sel.Name == name {
					return x
				}
			case nil:
				return x // an element of a typed map or slice literal
			}
		}
		return nil
	}
	return nil
}

// schema reads a JSON Schema written as a struct literal
// (jsonschema.Schema{Type, Title, Description, Enum, Default, Pattern,
// Properties, Items, Required}): the texts a client is sent.
func (g *goFile) schema(cl *ast.CompositeLit, depth int) *syntax.Node {
	o := syntax.NewObject(g.off(cl.Pos()), g.off(cl.End()))
	if depth > syntax.MaxDepth/4 {
		return o.Node
	}
	for _, e := range cl.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		at := g.off(kv.Key.Pos())
		switch id.Name {
		case "Type", "Title", "Description", "Pattern", "Format", "Comment":
			key := strings.ToLower(id.Name)
			if key == "comment" {
				key = "$comment"
			}
			if s := g.text(kv.Value, "a schema "+key); s != nil {
				o.Set(key, at, s)
			}
		case "Enum", "Required", "Examples":
			list, ok := kv.Value.(*ast.CompositeLit)
			if !ok {
				continue
			}
			arr := &syntax.Node{Kind: syntax.KArray, Off: g.off(list.Pos()), End: g.off(list.End())}
			for _, v := range list.Elts {
				if s, ok := g.str(v, 0); ok {
					arr.Elems = append(arr.Elems, s)
				}
			}
			o.Set(strings.ToLower(id.Name), at, arr)
		case "Default", "Const":
			if s, ok := g.str(kv.Value, 0); ok {
				o.Set(strings.ToLower(id.Name), at, s)
			}
		case "Properties":
			m, ok := kv.Value.(*ast.CompositeLit)
			if !ok {
				continue
			}
			props := syntax.NewObject(g.off(m.Pos()), g.off(m.End()))
			for _, pe := range m.Elts {
				pkv, ok := pe.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				name, ok := g.str(pkv.Key, 0)
				sub := g.anyLit(pkv.Value, "Schema")
				if !ok || sub == nil {
					continue
				}
				props.Set(name.Str, g.off(pkv.Key.Pos()), g.schema(sub, depth+1))
			}
			o.Set("properties", at, props.Node)
		case "Items":
			if sub := g.anyLit(kv.Value, "Schema"); sub != nil {
				o.Set("items", at, g.schema(sub, depth+1))
			}
		}
	}
	return o.Node
}

// annotations reads &mcp.ToolAnnotations{Title, ReadOnlyHint, …}.
func (g *goFile) annotations(cl *ast.CompositeLit) *syntax.Node {
	ann := syntax.NewObject(g.off(cl.Pos()), g.off(cl.End()))
	for _, e := range cl.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok || id.Name == "" {
			continue
		}
		key := strings.ToLower(id.Name[:1]) + id.Name[1:]
		if key == "title" {
			if s := g.text(kv.Value, "the tool's annotation title"); s != nil {
				ann.Set(key, g.off(kv.Key.Pos()), s)
			}
			continue
		}
		if b, ok := g.boolean(kv.Value); ok {
			ann.Set(key, g.off(kv.Key.Pos()), syntax.Synth(syntax.KBool, b, g.off(kv.Value.Pos())))
		}
	}
	return ann.Node
}

// boolean reads true, false, or a pointer helper around one (ptr(false),
// jsonschema.Ptr(true)).
func (g *goFile) boolean(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.Ident:
		if x.Name == "true" || x.Name == "false" {
			return x.Name, true
		}
	case *ast.CallExpr:
		if len(x.Args) == 1 {
			return g.boolean(x.Args[0])
		}
	case *ast.UnaryExpr:
		return g.boolean(x.X)
	}
	return "", false
}

// officialPrompt reads &mcp.Prompt{Name, Title, Description, Arguments}.
func (g *goFile) officialPrompt(cl *ast.CompositeLit) {
	p := syntax.NewObject(g.off(cl.Pos()), g.off(cl.End()))
	for _, key := range []string{"Name", "Title", "Description"} {
		if v := field(cl, key); v != nil {
			if s := g.text(v, "the prompt's "+strings.ToLower(key)); s != nil {
				p.Set(strings.ToLower(key), g.off(v.Pos()), s)
			}
		}
	}
	if args, ok := field(cl, "Arguments").(*ast.CompositeLit); ok {
		arr := &syntax.Node{Kind: syntax.KArray, Off: g.off(args.Pos()), End: g.off(args.End())}
		for _, el := range args.Elts {
			a, ok := el.(*ast.CompositeLit)
			if u, isPtr := el.(*ast.UnaryExpr); isPtr {
				a, ok = u.X.(*ast.CompositeLit)
			}
			if !ok {
				continue
			}
			arg := syntax.NewObject(g.off(a.Pos()), g.off(a.End()))
			for _, key := range []string{"Name", "Title", "Description"} {
				if v := field(a, key); v != nil {
					if s := g.text(v, "a prompt argument's "+strings.ToLower(key)); s != nil {
						arg.Set(strings.ToLower(key), g.off(v.Pos()), s)
					}
				}
			}
			arr.Elems = append(arr.Elems, arg.Node)
		}
		p.Set("arguments", g.off(args.Pos()), arr)
	}
	g.addTool(p, detect.KindPrompt, false)
}

// instructions reads a server's instructions written at e: a text of this
// file, or an error at its place.
func (g *goFile) instructions(e ast.Expr) {
	if s := g.text(e, "the server's instructions"); s != nil {
		g.d.Instructions = append(g.d.Instructions, syntax.PendingTool{Node: s})
	}
}

// officialResource reads &mcp.Resource{Name, Title, Description, URI,
// MIMEType} and &mcp.ResourceTemplate{…, URITemplate}.
func (g *goFile) officialResource(cl *ast.CompositeLit) {
	r := syntax.NewObject(g.off(cl.Pos()), g.off(cl.End()))
	for _, key := range []string{"Name", "Title", "Description", "URI", "URITemplate", "MIMEType"} {
		v := field(cl, key)
		if v == nil {
			continue
		}
		// The URI and MIME type are read when literal; a computed one
		// (fmt.Sprintf("file://%s", …)) is common and not prose.
		if k := map[string]string{"URI": "uri", "URITemplate": "uriTemplate", "MIMEType": "mimeType"}[key]; k != "" {
			if s, ok := g.str(v, 0); ok {
				r.Set(k, g.off(v.Pos()), s)
			}
			continue
		}
		if s := g.text(v, "the resource's "+strings.ToLower(key)); s != nil {
			r.Set(strings.ToLower(key), g.off(v.Pos()), s)
		}
	}
	g.addTool(r, detect.KindResource, false)
}

// mark3Resource reads mcp.NewResource(uri, name, options…) and
// mcp.NewResourceTemplate(uriTemplate, name, options…), with
// WithResourceDescription / WithTemplateDescription and the MIME type.
func (g *goFile) mark3Resource(call *ast.CallExpr) {
	if len(call.Args) < 2 {
		return
	}
	r := syntax.NewObject(g.off(call.Pos()), g.off(call.End()))
	name := g.text(call.Args[1], "the resource's name")
	if name == nil {
		return
	}
	r.Set("name", g.off(call.Args[1].Pos()), name)
	if u, ok := g.str(call.Args[0], 0); ok {
		r.Set("uri", g.off(call.Args[0].Pos()), u)
	}
	for _, a := range call.Args[2:] {
		opt, ok := a.(*ast.CallExpr)
		if !ok || len(opt.Args) != 1 {
			continue
		}
		key := ""
		switch {
		case g.is(opt.Fun, goMark3MCP, "WithResourceDescription") || g.is(opt.Fun, goMark3MCP, "WithTemplateDescription"):
			key = "description"
		case g.is(opt.Fun, goMark3MCP, "WithMIMEType") || g.is(opt.Fun, goMark3MCP, "WithTemplateMIMEType"):
			key = "mimeType"
		}
		if key == "" {
			continue
		}
		if key == "mimeType" {
			if s, ok := g.str(opt.Args[0], 0); ok {
				r.Set(key, g.off(opt.Pos()), s)
			}
		} else if s := g.text(opt.Args[0], "the resource's "+key); s != nil {
			r.Set(key, g.off(opt.Pos()), s)
		}
	}
	g.d.Tools = append(g.d.Tools, syntax.PendingTool{Kind: detect.KindResource, Node: r.Node})
}

// placeholder names a definition whose name code computes (reported at
// its place by text), so that its other texts are still scanned: the
// literal parts of the expression ("…_get_logs" for
// defaults.ToolsetName() + "_get_logs"), or "(computed name, line L)".
// It is not a name a client sees, so it is never compared with other
// tools' names as one (detect.Tool.NameComputed).
func (g *goFile) placeholder(e ast.Expr) *syntax.Node {
	off := g.off(e.Pos())
	var b strings.Builder
	literal := false
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.ParenExpr:
			walk(x.X)
			return
		case *ast.BinaryExpr:
			if x.Op == token.ADD {
				walk(x.X)
				walk(x.Y)
				return
			}
		case *ast.BasicLit:
			if s, err := strconv.Unquote(x.Value); err == nil && x.Kind == token.STRING {
				b.WriteString(s)
				literal = literal || s != ""
				return
			}
		}
		if !strings.HasSuffix(b.String(), "…") {
			b.WriteString("…")
		}
	}
	walk(e)
	return g.d.PlaceholderNode(b.String(), literal, off, g.off(e.End()))
}

// addTool queues a definition whose name could be read.
func (g *goFile) addTool(o syntax.Object, kind detect.Kind, partial bool) {
	if !o.Get("name").IsString() {
		return // computed (reported at its place) or missing
	}
	g.d.Tools = append(g.d.Tools, syntax.PendingTool{Kind: kind, Node: o.Node, Partial: partial})
}

// hasMapTool reports a map literal written as a tool definition
// (mapToolShaped) anywhere in f.
func hasMapTool(f *ast.File) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if cl, ok := n.(*ast.CompositeLit); ok && mapToolShaped(cl) {
			found = true
		}
		return !found
	})
	return found
}

// mapKeys maps the string-literal keys of a map literal to their values;
// nil for any other literal.
func mapKeys(cl *ast.CompositeLit) map[string]*ast.KeyValueExpr {
	switch cl.Type.(type) {
	case *ast.MapType, nil: // a map, or an element of a typed slice or map
	default:
		return nil
	}
	var out map[string]*ast.KeyValueExpr
	for _, e := range cl.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil
		}
		b, ok := kv.Key.(*ast.BasicLit)
		if !ok || b.Kind != token.STRING {
			continue
		}
		k, err := strconv.Unquote(b.Value)
		if err != nil {
			continue
		}
		if out == nil {
			out = map[string]*ast.KeyValueExpr{}
		}
		out[k] = kv
	}
	return out
}

// mapSchemaKeys are the keys a definition written as a map gives its
// input schema under: the protocol's, and the other APIs' names for it.
var mapSchemaKeys = []string{"inputSchema", "input_schema", "parameters"}

// mapToolShaped: a map literal with the keys of a tools/list result's
// tool, a hand-written server's definition ({"name": …, "description":
// …, "inputSchema": map[string]any{…}}).
func mapToolShaped(cl *ast.CompositeLit) bool {
	keys := mapKeys(cl)
	if keys["name"] == nil {
		return false
	}
	if keys["inputSchema"] != nil || keys["input_schema"] != nil {
		return true // a description is optional beside the protocol's key
	}
	return keys["description"] != nil && keys["parameters"] != nil
}

// mapTool reads a tool written as a map literal (mapToolShaped): its
// name a string of this file (a name read from elsewhere is a conversion
// of a definition, not one), its texts and its schema where they are
// written. A schema that is not a literal leaves the tool partial.
func (g *goFile) mapTool(cl *ast.CompositeLit) {
	keys := mapKeys(cl)
	name, ok := g.str(keys["name"].Value, 0)
	if !ok {
		return
	}
	tool := syntax.NewObject(g.off(cl.Pos()), g.off(cl.End()))
	tool.Set("name", g.off(keys["name"].Key.Pos()), name)
	for _, key := range []string{"title", "description"} {
		if kv := keys[key]; kv != nil {
			if s := g.text(kv.Value, "the tool's "+key); s != nil {
				tool.Set(key, g.off(kv.Key.Pos()), s)
			}
		}
	}
	partial := true
	for _, key := range mapSchemaKeys {
		if kv := keys[key]; kv != nil {
			if v, ok := g.mapValue(kv.Value, 0); ok && v.Kind == syntax.KObject {
				tool.Set("inputSchema", g.off(kv.Key.Pos()), v)
				partial = false
			}
			break
		}
	}
	g.addTool(tool, detect.KindTool, partial)
}

// mapValue reads a JSON value written as Go literals: a map or slice
// literal, a string, a number, true, false or nil.
func (g *goFile) mapValue(e ast.Expr, depth int) (*syntax.Node, bool) {
	if depth > syntax.MaxDepth/4 {
		return nil, false
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		n := &syntax.Node{Kind: syntax.KArray, Off: g.off(x.Pos()), End: g.off(x.End())}
		if _, isMap := x.Type.(*ast.MapType); isMap || len(x.Elts) > 0 && isKeyValue(x.Elts[0]) {
			n.Kind = syntax.KObject
		}
		for _, el := range x.Elts {
			if n.Kind == syntax.KArray {
				v, ok := g.mapValue(el, depth+1)
				if !ok {
					return nil, false
				}
				n.Elems = append(n.Elems, v)
				continue
			}
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return nil, false
			}
			k, ok := g.str(kv.Key, 0)
			if !ok {
				return nil, false
			}
			v, ok := g.mapValue(kv.Value, depth+1)
			if !ok {
				return nil, false
			}
			n.Keys = append(n.Keys, k)
			n.Vals = append(n.Vals, v)
		}
		return n, true
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return g.mapValue(x.X, depth+1)
		}
	case *ast.BasicLit:
		if x.Kind == token.INT || x.Kind == token.FLOAT {
			return &syntax.Node{Kind: syntax.KNumber, Str: x.Value, Off: g.off(x.Pos()), End: g.off(x.End())}, true
		}
	case *ast.Ident:
		switch x.Name {
		case "true", "false":
			return &syntax.Node{Kind: syntax.KBool, Str: x.Name, Off: g.off(x.Pos()), End: g.off(x.End())}, true
		case "nil":
			return &syntax.Node{Kind: syntax.KNull, Off: g.off(x.Pos()), End: g.off(x.End())}, true
		}
	}
	return g.str(e, 0)
}

// isKeyValue: e is a key: value element of a literal.
func isKeyValue(e ast.Expr) bool {
	_, ok := e.(*ast.KeyValueExpr)
	return ok
}

// hasToolShaped reports a tool-shaped literal anywhere in f.
func hasToolShaped(f *ast.File) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if cl, ok := n.(*ast.CompositeLit); ok && toolShaped(cl) {
			found = true
		}
		return !found
	})
	return found
}

// hasProtocolShaped: the file writes a Prompt, Resource or
// ResourceTemplate literal of a package named after the protocol.
func (g *goFile) hasProtocolShaped(f *ast.File) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if cl, ok := n.(*ast.CompositeLit); ok && (g.protocolType(cl, "Prompt") || g.protocolType(cl, "Resource") || g.protocolType(cl, "ResourceTemplate")) {
			found = true
		}
		return !found
	})
	return found
}

// toolShaped: a struct literal of a type named Tool (a project's own
// api.Tool) with a Name and a Description, as the SDKs' tools have.
func toolShaped(cl *ast.CompositeLit) bool {
	t := cl.Type
	if st, ok := t.(*ast.StarExpr); ok {
		t = st.X
	}
	name := ""
	switch x := t.(type) {
	case *ast.Ident:
		name = x.Name
	case *ast.SelectorExpr:
		name = x.Sel.Name
	}
	return name == "Tool" && field(cl, "Name") != nil && field(cl, "Description") != nil
}

// protocolStructLit: a literal of a struct type of this file written as
// the protocol's tool (protocolStruct), as a server with no SDK declares
// its own: type ToolDefinition struct { Name string `json:"name"`; …
// InputSchema … `json:"inputSchema"` }.
func (g *goFile) protocolStructLit(cl *ast.CompositeLit) bool {
	t := cl.Type
	if st, ok := t.(*ast.StarExpr); ok {
		t = st.X
	}
	id, ok := t.(*ast.Ident)
	return ok && g.protocolStruct(id.Name) && field(cl, "Name") != nil
}

// hasProtocolStruct: the file declares a struct type written as the
// protocol's tool (protocolStruct).
func (g *goFile) hasProtocolStruct() bool {
	for name := range g.structs {
		if g.protocolStruct(name) {
			return true
		}
	}
	return false
}

// protocolStructSlice: a slice or array literal of such a struct type.
func (g *goFile) protocolStructSlice(cl *ast.CompositeLit) bool {
	at, ok := cl.Type.(*ast.ArrayType)
	if !ok {
		return false
	}
	id, ok := at.Elt.(*ast.Ident)
	return ok && g.protocolStruct(id.Name)
}

// protocolStruct: struct type name of this file encodes as a tool of a
// tools/list result: its fields are tagged with the protocol's keys name
// and inputSchema.
func (g *goFile) protocolStruct(name string) bool {
	st := g.structs[name]
	if st == nil || st.Fields == nil {
		return false
	}
	keys := map[string]bool{}
	for _, f := range st.Fields.List {
		if f.Tag == nil {
			continue
		}
		tag, err := strconv.Unquote(f.Tag.Value)
		if err != nil {
			continue
		}
		if v, ok := reflect.StructTag(tag).Lookup("json"); ok {
			keys[strings.Split(v, ",")[0]] = true
		}
	}
	return keys["name"] && keys["inputSchema"]
}

// toolHelper: a call of a function whose name ends in "Tool" (not the
// SDKs' own) whose first two arguments are strings: a name and a
// description.
func (g *goFile) toolHelper(call *ast.CallExpr) bool {
	fn := ""
	switch x := call.Fun.(type) {
	case *ast.Ident:
		fn = x.Name
	case *ast.SelectorExpr:
		fn = x.Sel.Name
		if id, ok := x.X.(*ast.Ident); ok && g.pkgs[id.Name] != "" {
			return false
		}
	case *ast.IndexExpr: // MustTool[In, Out](…)
		return g.toolHelper(&ast.CallExpr{Fun: x.X, Args: call.Args})
	case *ast.IndexListExpr:
		return g.toolHelper(&ast.CallExpr{Fun: x.X, Args: call.Args})
	}
	if !strings.HasSuffix(fn, "Tool") || len(call.Args) < 2 {
		return false
	}
	if id, ok := call.Fun.(*ast.Ident); ok && g.buildsTool(g.funcs[id.Name]) {
		return false // a factory of this file: read through its body (viaFactory)
	}
	_, ok1 := g.str(call.Args[0], 0)
	_, ok2 := g.str(call.Args[1], 0)
	// A description the helper is given computed
	// (describe(true)) still makes a tool when SDK options follow: it is
	// then reported as computed, never skipped in silence.
	return ok1 && (ok2 || g.sdkOptions(call.Args[2:]))
}

// sdkOptions: one of args is an SDK option call (mcp.WithTitleAnnotation…).
func (g *goFile) sdkOptions(args []ast.Expr) bool {
	for _, a := range args {
		if c, ok := a.(*ast.CallExpr); ok {
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok && strings.HasPrefix(sel.Sel.Name, "With") {
				if id, ok := sel.X.(*ast.Ident); ok && g.pkgs[id.Name] != "" {
					return true
				}
			}
		}
	}
	return false
}

// mark3Tool reads mcp.NewTool(name, options...) of mark3labs/mcp-go, and
// a helper's (name, description, …, options...) when lead is 2.
func (g *goFile) mark3Tool(call *ast.CallExpr, lead int) {
	if len(call.Args) < lead {
		return
	}
	tool := syntax.NewObject(g.off(call.Pos()), g.off(call.End()))
	name := g.text(call.Args[0], "the tool's name")
	nameComputed := name == nil
	if nameComputed {
		name = g.placeholder(call.Args[0]) // reported; the rest is scanned
	}
	tool.Set("name", g.off(call.Args[0].Pos()), name)
	if lead == 2 {
		if s := g.text(call.Args[1], "the tool's description"); s != nil {
			tool.Set("description", g.off(call.Args[1].Pos()), s)
		}
	}
	schema := syntax.NewObject(g.off(call.Pos()), g.off(call.End()))
	schema.Set("type", g.off(call.Pos()), syntax.Synth(syntax.KString, "object", g.off(call.Pos())))
	props := syntax.NewObject(g.off(call.Pos()), g.off(call.End()))
	required := &syntax.Node{Kind: syntax.KArray, Off: g.off(call.Pos()), End: g.off(call.Pos())}
	ann := syntax.NewObject(g.off(call.Pos()), g.off(call.End()))
	// A helper's (name, description, handler, options...): the handler's
	// input type gives parameters; an unread handler type, or an option
	// mcp-lint does not know (it may add parameters), makes the schema
	// partial.
	opts := call.Args[lead:]
	if call.Ellipsis.IsValid() && len(opts) > 0 {
		opts = append(slices.Clone(opts[:len(opts)-1]), g.spreadElems(opts[len(opts)-1], 0)...)
	}
	var handler ast.Expr
	if lead == 2 && len(opts) > 0 {
		handler, opts = opts[0], opts[1:]
	}
	partial := false
	for _, a := range opts {
		opt, ok := a.(*ast.CallExpr)
		if !ok {
			partial = true
			continue
		}
		sel, ok := opt.Fun.(*ast.SelectorExpr)
		if !ok || !g.is(opt.Fun, goMark3MCP, sel.Sel.Name) {
			partial = true
			continue
		}
		switch fn := sel.Sel.Name; {
		case fn == "WithDescription" && len(opt.Args) == 1:
			if s := g.text(opt.Args[0], "the tool's description"); s != nil {
				tool.Set("description", g.off(opt.Pos()), s)
			}
		case fn == "WithTitleAnnotation" && len(opt.Args) == 1:
			if s := g.text(opt.Args[0], "the tool's title"); s != nil {
				ann.Set("title", g.off(opt.Pos()), s)
			}
		case strings.HasSuffix(fn, "HintAnnotation") && strings.HasPrefix(fn, "With") && len(opt.Args) == 1:
			if b, ok := g.boolean(opt.Args[0]); ok {
				key := strings.TrimSuffix(strings.TrimPrefix(fn, "With"), "Annotation")
				ann.Set(strings.ToLower(key[:1])+key[1:], g.off(opt.Pos()), syntax.Synth(syntax.KBool, b, g.off(opt.Args[0].Pos())))
			}
		case mark3Types[fn] != "" && len(opt.Args) >= 1:
			pname := g.text(opt.Args[0], "a parameter's name")
			if pname == nil {
				continue
			}
			prop, req := g.mark3Property(opt, mark3Types[fn])
			props.Set(pname.Str, g.off(opt.Args[0].Pos()), prop)
			if req {
				required.Elems = append(required.Elems, pname)
			}
		}
	}
	// The handler, func(ctx, args T): T's fields and their jsonschema tags
	// are the parameters a client is sent.
	if lead == 2 && !g.inputProperties(handler, props, required) {
		partial = true
	}
	schema.Set("properties", g.off(call.Pos()), props.Node)
	if len(required.Elems) > 0 {
		schema.Set("required", g.off(call.Pos()), required)
	}
	tool.Set("inputSchema", g.off(call.Pos()), schema.Node)
	if len(ann.Node.Keys) > 0 {
		tool.Set("annotations", g.off(call.Pos()), ann.Node)
	}
	g.d.Tools = append(g.d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: tool.Node, Partial: partial, NameComputed: nameComputed})
}

// mark3Types are mark3labs' parameter options and the JSON types they make.
var mark3Types = map[string]string{"WithString": "string", "WithNumber": "number", "WithBoolean": "boolean",
	"WithArray": "array", "WithObject": "object", "WithInteger": "integer"}

// mark3Property reads a parameter's options: Description, Title, Enum,
// Default*, Pattern, Required.
func (g *goFile) mark3Property(opt *ast.CallExpr, typ string) (*syntax.Node, bool) {
	prop := syntax.NewObject(g.off(opt.Pos()), g.off(opt.End()))
	prop.Set("type", g.off(opt.Pos()), syntax.Synth(syntax.KString, typ, g.off(opt.Pos())))
	required := false
	for _, a := range opt.Args[1:] {
		po, ok := a.(*ast.CallExpr)
		if !ok {
			continue
		}
		sel, ok := po.Fun.(*ast.SelectorExpr)
		if !ok || !g.is(po.Fun, goMark3MCP, sel.Sel.Name) {
			continue
		}
		switch fn := sel.Sel.Name; {
		case fn == "Required":
			required = true
		case (fn == "Description" || fn == "Title" || fn == "Pattern" || fn == "DefaultString") && len(po.Args) == 1:
			key := map[string]string{"Description": "description", "Title": "title", "Pattern": "pattern", "DefaultString": "default"}[fn]
			if s := g.text(po.Args[0], "a parameter's "+key); s != nil {
				prop.Set(key, g.off(po.Pos()), s)
			}
		case fn == "Enum":
			arr := &syntax.Node{Kind: syntax.KArray, Off: g.off(po.Pos()), End: g.off(po.End())}
			for _, v := range po.Args {
				if s := g.text(v, "an enum value"); s != nil {
					arr.Elems = append(arr.Elems, s)
				}
			}
			prop.Set("enum", g.off(po.Pos()), arr)
		}
	}
	return prop.Node, required
}

// mark3Prompt reads mcp.NewPrompt(name, WithPromptDescription(…),
// WithArgument(name, ArgumentDescription(…))).
func (g *goFile) mark3Prompt(call *ast.CallExpr) {
	if len(call.Args) == 0 {
		return
	}
	p := syntax.NewObject(g.off(call.Pos()), g.off(call.End()))
	name := g.text(call.Args[0], "the prompt's name")
	if name == nil {
		return
	}
	p.Set("name", g.off(call.Args[0].Pos()), name)
	args := &syntax.Node{Kind: syntax.KArray, Off: g.off(call.Pos()), End: g.off(call.End())}
	for _, a := range call.Args[1:] {
		opt, ok := a.(*ast.CallExpr)
		if !ok {
			continue
		}
		switch {
		case g.is(opt.Fun, goMark3MCP, "WithPromptDescription") && len(opt.Args) == 1:
			if s := g.text(opt.Args[0], "the prompt's description"); s != nil {
				p.Set("description", g.off(opt.Pos()), s)
			}
		case g.is(opt.Fun, goMark3MCP, "WithArgument") && len(opt.Args) >= 1:
			an := g.text(opt.Args[0], "a prompt argument's name")
			if an == nil {
				continue
			}
			arg := syntax.NewObject(g.off(opt.Pos()), g.off(opt.End()))
			arg.Set("name", g.off(opt.Args[0].Pos()), an)
			for _, x := range opt.Args[1:] {
				if c, ok := x.(*ast.CallExpr); ok && g.is(c.Fun, goMark3MCP, "ArgumentDescription") && len(c.Args) == 1 {
					if s := g.text(c.Args[0], "a prompt argument's description"); s != nil {
						arg.Set("description", g.off(c.Pos()), s)
					}
				}
			}
			args.Elems = append(args.Elems, arg.Node)
		}
	}
	if len(args.Elems) > 0 {
		p.Set("arguments", g.off(call.Pos()), args)
	}
	g.d.Tools = append(g.d.Tools, syntax.PendingTool{Kind: detect.KindPrompt, Node: p.Node})
}

// handlerInput resolves a tool handler (a function of this file, or a
// function literal) to the struct type of its last parameter, declared in
// this file; nil otherwise.
func (g *goFile) handlerInput(h ast.Expr) *ast.StructType {
	if id := g.handlerInputType(h); id != nil {
		return g.structs[id.Name]
	}
	return nil
}

// handlerInputType is the named type (without a pointer) of the last
// parameter of handler h, a function of this file or a function literal;
// nil otherwise.
func (g *goFile) handlerInputType(h ast.Expr) *ast.Ident {
	id, _ := g.handlerParamType(h).(*ast.Ident)
	return id
}

// handlerParamType is the type of the last parameter of handler h (a
// function of this file or a function literal), without a pointer; nil
// when h is neither or takes no parameter.
func (g *goFile) handlerParamType(h ast.Expr) ast.Expr {
	var ft *ast.FuncType
	switch x := h.(type) {
	case *ast.Ident:
		if fd := g.funcs[x.Name]; fd != nil {
			ft = fd.Type
		} else if g.pkg != "" && g.d != nil && g.d.Host != nil {
			// A handler declared in another file of the package.
			if sib := FindSibling(g.d.Host, g.pkgDir(), g.pkg, "func:"+x.Name, g.selfPath()); sib != nil {
				ft = sib.fd.Type
			}
		}
	case *ast.FuncLit:
		ft = x.Type
	}
	if ft == nil || ft.Params == nil || len(ft.Params.List) == 0 {
		return nil
	}
	t := ft.Params.List[len(ft.Params.List)-1].Type
	if st, ok := t.(*ast.StarExpr); ok {
		t = st.X
	}
	return t
}

// inputProperties adds the properties of handler h's input struct to
// props (see structProperties). The struct is looked for in this file,
// then in the other files of its package (its folder): those fields keep
// the place of their characters in that file. It reports whether the
// struct was found.
func (g *goFile) inputProperties(h ast.Expr, props syntax.Object, required *syntax.Node) bool {
	if e, tf := g.entryHandler(h); tf != nil {
		// The handler of the table entry being read: its input type is
		// looked for beside the table.
		k, r := len(props.Node.Keys), len(required.Elems)
		ok := tf.inputProperties(e, props, required)
		for i := k; i < len(props.Node.Keys); i++ {
			tf.adopt(props.Node.Keys[i], true)
			tf.adopt(props.Node.Vals[i], true)
		}
		for _, e := range required.Elems[r:] {
			tf.adopt(e, true)
		}
		return ok
	}
	if st := g.handlerInput(h); st != nil {
		g.structProperties(st, props, required)
		return true
	}
	var sib *goSibling
	if name := g.inputTypeName(h); name != "" {
		sib = FindSibling(g.d.Host, g.pkgDir(), g.pkg, name, g.selfPath())
	} else if imp, name := g.importedInputType(h); imp != "" {
		// pkg.Input of a package of this module: read from its folder.
		if dir, ok := PackageDir(g.d.Host, g.pkgDir(), imp); ok {
			sib = FindSibling(g.d.Host, dir, "", name, "")
		}
	}
	if sib == nil {
		return false
	}
	k, r := len(props.Node.Keys), len(required.Elems)
	other := &goFile{d: g.d, fset: sib.fset}
	other.structProperties(sib.st, props, required)
	for i := k; i < len(props.Node.Keys); i++ {
		props.Node.Keys[i].SetSource(sib.src)
		props.Node.Vals[i].SetSource(sib.src)
	}
	for _, e := range required.Elems[r:] {
		e.SetSource(sib.src)
	}
	return true
}

// importedInputType is the import path and name of handler h's input
// type when it is a type of another package (pkg.Input).
func (g *goFile) importedInputType(h ast.Expr) (string, string) {
	sel, ok := g.handlerParamType(h).(*ast.SelectorExpr)
	if !ok {
		return "", ""
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok || g.imports[id.Name] == "" {
		return "", ""
	}
	return g.imports[id.Name], sel.Sel.Name
}

// inputTypeName is the name of handler h's input type when this file
// does not declare it (another file of the package may).
func (g *goFile) inputTypeName(h ast.Expr) string {
	if id := g.handlerInputType(h); id != nil && g.structs[id.Name] == nil {
		return id.Name
	}
	return ""
}

// structProperties adds the exported fields of st as properties: the name
// from the json tag, the type from the Go type, the description (and the
// default) from the jsonschema tag, in either of its spellings:
// jsonschema:"the description" (the official SDK) or
// jsonschema:"description=…,default=…" (invopop, commas escaped as \,).
func (g *goFile) structProperties(st *ast.StructType, props syntax.Object, required *syntax.Node) {
	for _, f := range st.Fields.List {
		if len(f.Names) != 1 || !f.Names[0].IsExported() {
			continue
		}
		name := f.Names[0].Name
		omit := false
		var tag string
		var tagOff int
		if f.Tag != nil {
			tag = f.Tag.Value
			tagOff = g.off(f.Tag.Pos())
			if j, ok := tagValue(tag, "json"); ok {
				n, opts, _ := strings.Cut(j.text, ",")
				if n == "-" {
					continue
				}
				if n != "" {
					name = n
				}
				omit = strings.Contains(opts, "omitempty")
			}
		}
		prop := syntax.NewObject(g.off(f.Pos()), g.off(f.End()))
		prop.Set("type", g.off(f.Type.Pos()), syntax.Synth(syntax.KString, goJSONType(f.Type), g.off(f.Type.Pos())))
		if js, ok := tagValue(tag, "jsonschema"); ok {
			for _, kv := range jsonschemaParts(js) {
				switch kv.key {
				case "description", "title", "default", "example":
					prop.Set(kv.key, tagOff+kv.off, tagTextNode(kv.text, kv.offs, tagOff))
				}
			}
			if strings.Contains(js.text, "required") {
				omit = false
			}
		}
		props.Set(name, g.off(f.Names[0].Pos()), prop.Node)
		if !omit {
			required.Elems = append(required.Elems, syntax.Synth(syntax.KString, name, g.off(f.Names[0].Pos())))
		}
	}
}

// goJSONType is the JSON Schema type of a Go type, as the SDKs infer it.
func goJSONType(t ast.Expr) string {
	switch x := t.(type) {
	case *ast.StarExpr:
		return goJSONType(x.X)
	case *ast.ArrayType:
		return "array"
	case *ast.MapType, *ast.StructType:
		return "object"
	case *ast.Ident:
		switch x.Name {
		case "string":
			return "string"
		case "bool":
			return "boolean"
		case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
			return "integer"
		case "float32", "float64":
			return "number"
		}
	}
	return "object"
}

// tagText is a part of a struct tag's value, with the tag-literal offset
// of each of its bytes (and of its end).
type tagText struct {
	key  string
	text string
	off  int   // offset of the part in the tag literal
	offs []int // per byte of text, offset in the tag literal
}

// tagValue returns the value of key in a struct tag literal (`json:"x"`),
// with offsets into the literal. A tag that is an interpreted string
// ("json:\"x\"") is not read.
func tagValue(lit, key string) (tagText, bool) {
	if len(lit) < 2 || lit[0] != '`' {
		return tagText{}, false
	}
	body := lit[1 : len(lit)-1]
	for i := 0; i < len(body); {
		for i < len(body) && body[i] == ' ' {
			i++
		}
		k := i
		for i < len(body) && body[i] > ' ' && body[i] != ':' && body[i] != '"' {
			i++
		}
		if i+1 >= len(body) || body[i] != ':' || body[i+1] != '"' {
			return tagText{}, false
		}
		name := body[k:i]
		i += 2
		start := i
		var b strings.Builder
		var offs []int
		for i < len(body) && body[i] != '"' {
			if body[i] == '\\' && i+1 < len(body) {
				i++ // a struct tag's own escape: \" or \\
			}
			b.WriteByte(body[i])
			offs = append(offs, 1+i)
			i++
		}
		offs = append(offs, 1+i)
		i++ // the closing quote
		if name == key {
			return tagText{key: key, text: b.String(), off: 1 + start, offs: offs}, true
		}
	}
	return tagText{}, false
}

// jsonschemaParts splits a jsonschema tag value: "key=value" parts
// separated by unescaped commas (\, is a comma), or, when the value names
// no known key, the whole value as the description.
func jsonschemaParts(v tagText) []tagText {
	known := func(s string) bool {
		k, _, ok := strings.Cut(s, "=")
		switch k {
		case "description", "title", "default", "example", "enum", "minimum", "maximum", "pattern", "format",
			"minLength", "maxLength", "minItems", "maxItems", "oneof_type", "const":
			return ok
		case "required", "nullable", "readOnly", "writeOnly", "deprecated", "uniqueItems":
			return true
		}
		return false
	}
	// Its first item says which spelling it is: "required,description=…"
	// is the key=value one (invopop's, metoro-io/mcp-golang's).
	if first, _, _ := strings.Cut(v.text, ","); !known(first) {
		return []tagText{{key: "description", text: v.text, off: v.off, offs: v.offs}}
	}
	var out []tagText
	var b strings.Builder
	var offs []int
	flush := func(end int) {
		s := b.String()
		if k, val, ok := strings.Cut(s, "="); ok && val != "" {
			skip := len(k) + 1
			out = append(out, tagText{key: k, text: val, off: offs[skip], offs: append(offs[skip:len(offs):len(offs)], end)})
		}
		b.Reset()
		offs = nil
	}
	t := v.text
	for i := 0; i < len(t); i++ {
		switch {
		case t[i] == '\\' && i+1 < len(t) && t[i+1] == ',':
			i++
			b.WriteByte(',')
			offs = append(offs, v.offs[i])
		case t[i] == ',':
			flush(v.offs[i])
		default:
			b.WriteByte(t[i])
			offs = append(offs, v.offs[i])
		}
	}
	flush(v.offs[len(t)])
	return out
}

// tagTextNode makes a string node of a tag part, each byte mapped to its
// place in the file (tagOff is where the tag literal starts).
func tagTextNode(text string, offs []int, tagOff int) *syntax.Node {
	file := make([]int, len(offs))
	for i, o := range offs {
		file[i] = tagOff + o
	}
	if len(file) == 0 {
		file = []int{tagOff}
	}
	return &syntax.Node{Kind: syntax.KString, Str: text, Off: file[0], End: file[len(file)-1], Mapper: syntax.TableMapper{Offs: file}}
}

// stdCall folds the calls of fmt and strings that make a text from known
// texts: fmt.Sprint of strings, fmt.Sprintf with %s and %v verbs, strings.TrimSpace (the text
// kept as is), strings.ReplaceAll and strings.Replace of every or the
// first occurrence.
func (g *goFile) stdCall(fn string, args []ast.Expr, depth int) (*syntax.Node, bool) {
	strs := make([]*syntax.Node, len(args))
	for i, a := range args {
		strs[i], _ = g.str(a, depth+1)
	}
	switch {
	case fn == "fmt.Sprint" && len(args) >= 1:
		// Sprint puts no space between operands that are strings.
		var out *syntax.Node
		for _, s := range strs {
			if s == nil {
				return nil, false
			}
			if out == nil {
				out = s
			} else {
				out = syntax.ConcatNodes(out, s)
			}
		}
		return out, true
	case fn == "fmt.Sprintf" && len(args) >= 1 && strs[0] != nil:
		if n := syntax.PrintfNodes(strs[0], strs[1:], nil, "sv"); n != nil {
			return n, true
		}
	case fn == "strings.TrimSpace" && len(args) == 1 && strs[0] != nil:
		return strs[0], true
	case (fn == "strings.ReplaceAll" && len(args) == 3 || fn == "strings.Replace" && len(args) == 4) && strs[0] != nil && strs[1] != nil && strs[2] != nil && strs[1].Str != "":
		all := fn == "strings.ReplaceAll"
		if !all {
			if n, ok := args[3].(*ast.BasicLit); ok && n.Value == "-1" {
				all = true
			} else if !ok || n.Value != "1" {
				return nil, false
			}
		}
		return syntax.ReplaceNodes(strs[0], strs[1].Str, strs[2], all), true
	}
	return nil, false
}

// stringType: name is a type of this file whose underlying type is
// string (type text string).
func (g *goFile) stringType(name string) bool {
	return g.strTypes[name]
}

// goSides are the marks of the Go SDKs' server side and client side in a file's bytes.
var goSides = syntax.NewSDKMarks(
	syntax.Marks("NewServer(", "NewMCPServer(", "AddTool(", "mcp-go/server", "Tool{", "NewTool(", "ServerTool", "AddPrompt(", "ServerOptions", "RegisterTool(", "RegisterPrompt(", "RegisterResource("),
	syntax.Marks("NewClient(", "ClientSession", "mcp-go/client"),
)
