package golang

import (
	"fmt"
	"go/ast"
	"go/token"
	"path"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Go: tools kept in a table and registered in a loop, and the
// metoro-io/mcp-golang SDK.
//
//	var List = []Tool{{Name: "get_logs", Description: "…", Handler: GetLogs}, …}   // tools/tools.go
//	for _, t := range tools.List {                                               // main.go
//		server.RegisterTool(t.Name, t.Description, t.Handler)
//	}
//
// A registration (an SDK call, a project's registrar, a tool literal) in a
// range loop whose arguments name the loop's entry (t.Name, or the key of
// a map) is read once per entry of the table, when the table is a literal
// of this file, of another file of the package or of another package of
// the module: each entry's texts keep their places in the table's file, and
// its handler (t.Handler, or the entry's Handler field behind a method
// such as t.Wrapped()) gives the input schema from its argument struct,
// looked for beside the table. An entry that is not a literal is reported
// with how many of the table's entries were not read. A table that cannot
// be found leaves the registration's texts computed, reported at the call.

// elemBinding is a loop variable bound to a table entry while the
// registration is read for it: the entry's literal, or for the key of a
// map, the key's expression; file is where they are written.
type elemBinding struct {
	entry *ast.CompositeLit
	key   ast.Expr
	file  *goFile
	// fields names the entries' fields in order, for entries written
	// without keys ({uri, "name", "…"}) of a struct type the reader knows.
	fields []string
}

// entryField is the value of field name of the entry: keyed, or by its
// place when the entry is written without keys.
func (b elemBinding) entryField(name string) ast.Expr {
	if v := field(b.entry, name); v != nil {
		return v
	}
	if len(b.entry.Elts) == 0 {
		return nil
	}
	if _, keyed := b.entry.Elts[0].(*ast.KeyValueExpr); keyed {
		return nil
	}
	for i, f := range b.fields {
		if f == name && i < len(b.entry.Elts) {
			return b.entry.Elts[i]
		}
	}
	return nil
}

// structFields lists the field names of struct type t (written in place,
// or a struct type of file g), in order; nil when it is not known or
// embeds another type.
func (g *goFile) structFields(t ast.Expr) []string {
	var st *ast.StructType
	switch x := t.(type) {
	case *ast.StructType:
		st = x
	case *ast.StarExpr:
		return g.structFields(x.X)
	case *ast.Ident:
		st = g.structs[x.Name]
	}
	if st == nil || st.Fields == nil {
		return nil
	}
	var out []string
	for _, f := range st.Fields.List {
		if len(f.Names) == 0 {
			return nil // an embedded type: the places are not known
		}
		for _, n := range f.Names {
			out = append(out, n.Name)
		}
	}
	return out
}

// pkgDir is the folder of the file's package; selfPath its path.
func (g *goFile) pkgDir() string {
	if g.dir != "" {
		return g.dir
	}
	return path.Dir(g.d.Src.Rel())
}

func (g *goFile) selfPath() string {
	if g.src != nil {
		return g.src.Rel()
	}
	return g.d.Src.Rel()
}

// adopt marks n (a text read from this file) as this file's when the file
// is not the recognizer's, so its characters are reported here; nodes
// already placed in a third file keep theirs.
func (g *goFile) adopt(n *syntax.Node, ok bool) (*syntax.Node, bool) {
	if !ok || n == nil || g.src == nil || g.src == g.d.Src {
		return n, ok
	}
	n.Walk("", func(_ string, x *syntax.Node, _ bool) {
		if x.Src == nil {
			x.Src = g.src
		}
	})
	return n, ok
}

// rangesOf maps every call and composite literal inside a range loop of
// f to the innermost such loop.
func rangesOf(f *ast.File) map[ast.Node]*ast.RangeStmt {
	out := map[ast.Node]*ast.RangeStmt{}
	ast.Inspect(f, func(n ast.Node) bool {
		if r, ok := n.(*ast.RangeStmt); ok && r.Body != nil {
			ast.Inspect(r.Body, func(m ast.Node) bool {
				switch m.(type) {
				case *ast.CallExpr, *ast.CompositeLit:
					out[m] = r // an inner loop, met later, overwrites
				}
				return true
			})
		}
		return true
	})
	return out
}

// registration: n is a call or literal that defines or registers a
// definition, the kinds overTable reads once per entry.
func (g *goFile) registration(n ast.Node) bool {
	switch x := n.(type) {
	case *ast.CompositeLit:
		return g.is(x.Type, goOfficialMCP, "Tool") || g.is(x.Type, goOfficialMCP, "Prompt") || g.is(x.Type, goOfficialMCP, "Resource") || toolShaped(x)
	case *ast.CallExpr:
		if g.metoroCall(x) != "" || g.is(x.Fun, goMark3MCP, "NewTool") || g.is(x.Fun, goMark3MCP, "NewPrompt") {
			return true
		}
		fn := ""
		switch f := x.Fun.(type) {
		case *ast.Ident:
			fn = f.Name
		case *ast.SelectorExpr:
			fn = f.Sel.Name
		}
		return len(x.Args) >= 2 && len(fn) > len("Tool") && fn[len(fn)-4:] == "Tool"
	}
	return false
}

// namesEntry: one of n's arguments (a call's, or a literal's field
// values) is the loop's key, a field of its value (t.Name) or a method
// call on it (t.Handler()).
func namesEntry(n ast.Node, key, val string) bool {
	var args []ast.Expr
	switch x := n.(type) {
	case *ast.CallExpr:
		args = x.Args
	case *ast.CompositeLit:
		for _, e := range x.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				args = append(args, kv.Value)
			}
		}
	}
	for _, a := range args {
		if c, ok := a.(*ast.CallExpr); ok && len(c.Args) == 0 {
			a = c.Fun
		}
		switch x := a.(type) {
		case *ast.Ident:
			if key != "" && x.Name == key {
				return true
			}
		case *ast.SelectorExpr:
			if id, ok := x.X.(*ast.Ident); ok && val != "" && id.Name == val {
				return true
			}
		}
	}
	return false
}

// overTable reads registration n once per entry of the table its range
// loop goes over (read runs with the loop's variables bound to the entry),
// and reports whether it did.
func (g *goFile) overTable(n ast.Node, read func()) bool {
	rng := g.ranges[n]
	if rng == nil || !g.registration(n) {
		return false
	}
	key, val := "", ""
	if id, ok := rng.Key.(*ast.Ident); ok && id.Name != "_" {
		key = id.Name
	}
	if id, ok := rng.Value.(*ast.Ident); ok && id.Name != "_" {
		val = id.Name
	}
	if _, busy := g.elems[val]; busy && val != "" {
		return false // already reading an entry
	}
	if _, busy := g.elems[key]; busy && key != "" {
		return false
	}
	if !namesEntry(n, key, val) {
		return false
	}
	table, tf := g.tableOf(rng.X, 0)
	if table == nil {
		return false // its texts stay computed, reported at the call
	}
	if g.elems == nil {
		g.elems = map[string]elemBinding{}
	}
	fields := tf.entryFields(table)
	// What the entries leave unread is reported once for the loop, with
	// the number of entries it holds for, not once per entry.
	errs, computed := g.d.Host.Reports()
	nErr, nComp := len(*errs), len(*computed)
	unread := 0
	for _, el := range table.Elts {
		var k ast.Expr
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			k, el = kv.Key, kv.Value
		}
		if u, ok := el.(*ast.UnaryExpr); ok && u.Op == token.AND {
			el = u.X
		}
		entry, _ := el.(*ast.CompositeLit)
		if entry == nil && (val != "" || k == nil) {
			unread++
			continue
		}
		if val != "" {
			g.elems[val] = elemBinding{entry: entry, file: tf, fields: fields}
		}
		if key != "" && k != nil {
			g.elems[key] = elemBinding{key: k, file: tf}
		}
		read()
		delete(g.elems, val)
		delete(g.elems, key)
	}
	*errs = (*errs)[:nErr+syntax.CollapseRepeats((*errs)[nErr:])]
	*computed = (*computed)[:nComp+syntax.CollapseRepeats((*computed)[nComp:])]
	if unread > 0 {
		g.d.Unread(g.off(rng.X.Pos()), fmt.Sprintf("%d of the %d entries of the table this loop registers are not literals of the table: they were not read through this loop (one written as a definition elsewhere is read there): snapshot the running server with mcp-lint snapshot", unread, len(table.Elts)))
	}
	return true
}

// entryOf finds the struct literal e names (a literal here, a name bound
// to one in this file, in another file of the package, or pkg.Name of
// another package of the module), with the file it is written in.
func (g *goFile) entryOf(e ast.Expr, depth int) (*ast.CompositeLit, *goFile) {
	if depth > 8 {
		return nil, nil
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return g.entryOf(x.X, depth+1)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return g.entryOf(x.X, depth+1)
		}
	case *ast.CompositeLit:
		switch x.Type.(type) {
		case *ast.ArrayType, *ast.MapType:
			return nil, nil
		}
		return x, g
	case *ast.Ident:
		if v, ok := g.names[x.Name]; ok {
			return g.entryOf(v, depth+1)
		}
		if g.pkg != "" {
			if sib := FindSibling(g.d.Host, g.pkgDir(), g.pkg, "="+x.Name, g.selfPath()); sib != nil && sib.file != nil && sib.val != nil {
				return g.fileOf(sib, g.pkgDir()).entryOf(sib.val, depth+1)
			}
		}
	case *ast.SelectorExpr:
		id, ok := x.X.(*ast.Ident)
		if !ok || g.imports[id.Name] == "" {
			return nil, nil
		}
		if dir, ok := PackageDir(g.d.Host, g.pkgDir(), g.imports[id.Name]); ok {
			if sib := FindSibling(g.d.Host, dir, "", "="+x.Sel.Name, ""); sib != nil && sib.file != nil && sib.val != nil {
				return g.fileOf(sib, dir).entryOf(sib.val, depth+1)
			}
		}
	}
	return nil, nil
}

// tableOf finds the slice, array or map literal e names: a literal here,
// a name bound to one in this file or in another file of the package, or
// pkg.Name of another package of the module; with the file it is written in.
func (g *goFile) tableOf(e ast.Expr, depth int) (*ast.CompositeLit, *goFile) {
	if depth > 8 {
		return nil, nil
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return g.tableOf(x.X, depth+1)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return g.tableOf(x.X, depth+1)
		}
	case *ast.CompositeLit:
		switch x.Type.(type) {
		case *ast.ArrayType, *ast.MapType:
			return x, g
		}
	case *ast.Ident:
		if v, ok := g.names[x.Name]; ok {
			return g.tableOf(v, depth+1)
		}
		if g.pkg != "" {
			if sib := FindSibling(g.d.Host, g.pkgDir(), g.pkg, "="+x.Name, g.selfPath()); sib != nil && sib.file != nil {
				tf := g.fileOf(sib, g.pkgDir())
				return tf.tableOf(sib.val, depth+1)
			}
		}
	case *ast.SelectorExpr:
		id, ok := x.X.(*ast.Ident)
		if !ok || g.imports[id.Name] == "" {
			return nil, nil
		}
		if dir, ok := PackageDir(g.d.Host, g.pkgDir(), g.imports[id.Name]); ok {
			if sib := FindSibling(g.d.Host, dir, "", "="+x.Sel.Name, ""); sib != nil && sib.file != nil {
				tf := g.fileOf(sib, dir)
				return tf.tableOf(sib.val, depth+1)
			}
		}
	}
	return nil, nil
}

// fileOf is a goFile for the file sib was declared in (folder dir), to
// read a table there: its functions, types, top-level names and imports.
func (g *goFile) fileOf(sib *goSibling, dir string) *goFile {
	f := sib.file
	tf := &goFile{d: g.d, fset: sib.fset, pkg: f.Name.Name, pkgs: map[string]string{}, names: map[string]ast.Expr{}, data: sib.src.Data,
		funcs: map[string]*ast.FuncDecl{}, structs: map[string]*ast.StructType{}, handlers: map[*ast.CompositeLit]ast.Expr{}, strTypes: map[string]bool{},
		imports: map[string]string{}, src: sib.src, dir: dir}
	bound := map[string]int{}
	for _, decl := range f.Decls {
		switch x := decl.(type) {
		case *ast.FuncDecl:
			if x.Recv == nil {
				tf.funcs[x.Name.Name] = x
			}
		case *ast.GenDecl:
			for _, sp := range x.Specs {
				switch sp := sp.(type) {
				case *ast.TypeSpec:
					if st, ok := sp.Type.(*ast.StructType); ok {
						tf.structs[sp.Name.Name] = st
					}
					if id, ok := sp.Type.(*ast.Ident); ok && id.Name == "string" {
						tf.strTypes[sp.Name.Name] = true
					}
				case *ast.ValueSpec:
					if len(sp.Names) == len(sp.Values) {
						for i, id := range sp.Names {
							bound[id.Name]++
							tf.names[id.Name] = sp.Values[i]
						}
					}
				}
			}
		}
	}
	for name, c := range bound {
		if c > 1 {
			delete(tf.names, name)
		}
	}
	for _, im := range f.Imports {
		p := im.Path.Value
		if len(p) >= 2 {
			p = p[1 : len(p)-1]
		}
		if im.Name != nil {
			tf.imports[im.Name.Name] = p
		} else {
			tf.imports[path.Base(p)] = p
		}
	}
	return tf
}

// entryHandler is the handler of the table entry being read that h names:
// t.Handler is the entry's Handler field; a method called on the entry
// (t.WrappedHandler()) stands for its Handler field too. Nil when h names
// no entry.
func (g *goFile) entryHandler(h ast.Expr) (ast.Expr, *goFile) {
	field := ""
	if c, ok := h.(*ast.CallExpr); ok && len(c.Args) == 0 {
		h, field = c.Fun, "Handler"
	}
	sel, ok := h.(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return nil, nil
	}
	b, ok := g.elems[id.Name]
	if !ok || b.entry == nil {
		return nil, nil
	}
	if field == "" {
		field = sel.Sel.Name
	}
	for _, e := range b.entry.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == field {
				return kv.Value, b.file
			}
		}
	}
	return nil, nil
}

// metoroCall names the metoro-io/mcp-golang registration x is
// (server.RegisterTool, RegisterPrompt, RegisterResource), "" otherwise.
func (g *goFile) metoroCall(x *ast.CallExpr) string {
	sel, ok := x.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	switch sel.Sel.Name {
	case "RegisterTool", "RegisterPrompt", "RegisterResource":
	default:
		return ""
	}
	if id, ok := sel.X.(*ast.Ident); ok && g.imports[id.Name] != "" {
		return "" // a package's function, not the server's method
	}
	for _, p := range g.pkgs {
		if p == MetoroModule {
			return sel.Sel.Name
		}
	}
	return ""
}

// metoroRegister reads server.RegisterTool(name, description, handler),
// RegisterPrompt(name, description, handler) and RegisterResource(uri,
// name, description, mimeType, handler) of metoro-io/mcp-golang. The
// handler's argument struct is a tool's input schema (json tags name the
// properties, jsonschema:"description=…" describes them) and a prompt's
// arguments (read with the same names: the SDK sends the Go field's name,
// which is no prose).
func (g *goFile) metoroRegister(x *ast.CallExpr) {
	switch g.metoroCall(x) {
	case "RegisterTool":
		if len(x.Args) >= 3 {
			g.mark3Tool(x, 2)
		}
	case "RegisterPrompt":
		if len(x.Args) < 2 {
			return
		}
		p := syntax.NewObject(g.off(x.Pos()), g.off(x.End()))
		name, computed := g.text(x.Args[0], "the prompt's name"), false
		if name == nil {
			name, computed = g.placeholder(x.Args[0]), true
		}
		p.Set("name", g.off(x.Args[0].Pos()), name)
		if s := g.text(x.Args[1], "the prompt's description"); s != nil {
			p.Set("description", g.off(x.Args[1].Pos()), s)
		}
		if len(x.Args) >= 3 {
			props := syntax.NewObject(g.off(x.Pos()), g.off(x.End()))
			required := &syntax.Node{Kind: syntax.KArray, Off: g.off(x.Pos()), End: g.off(x.Pos())}
			if g.inputProperties(x.Args[2], props, required) {
				arr := &syntax.Node{Kind: syntax.KArray, Off: g.off(x.Args[2].Pos()), End: g.off(x.Args[2].End())}
				for i, k := range props.Node.Keys {
					arg := syntax.NewObject(k.Off, k.End)
					arg.Set("name", k.Off, k)
					if d := props.Node.Vals[i].Get("description"); d != nil {
						arg.Set("description", d.Off, d)
					}
					arr.Elems = append(arr.Elems, arg.Node)
				}
				p.Set("arguments", g.off(x.Args[2].Pos()), arr)
			}
		}
		g.d.Tools = append(g.d.Tools, syntax.PendingTool{Kind: detect.KindPrompt, Node: p.Node, NameComputed: computed})
	case "RegisterResource":
		if len(x.Args) < 4 {
			return
		}
		r := syntax.NewObject(g.off(x.Pos()), g.off(x.End()))
		if u, ok := g.str(x.Args[0], 0); ok {
			r.Set("uri", g.off(x.Args[0].Pos()), u)
		}
		name, computed := g.text(x.Args[1], "the resource's name"), false
		if name == nil {
			name, computed = g.placeholder(x.Args[1]), true
		}
		r.Set("name", g.off(x.Args[1].Pos()), name)
		if s := g.text(x.Args[2], "the resource's description"); s != nil {
			r.Set("description", g.off(x.Args[2].Pos()), s)
		}
		if m, ok := g.str(x.Args[3], 0); ok {
			r.Set("mimeType", g.off(x.Args[3].Pos()), m)
		}
		g.d.Tools = append(g.d.Tools, syntax.PendingTool{Kind: detect.KindResource, Node: r.Node, NameComputed: computed})
	}
}

// entryFields are the field names of the struct type a table literal's
// entries are of (a slice's or array's element, a map's value), nil when
// they are of no struct type g declares.
func (g *goFile) entryFields(table *ast.CompositeLit) []string {
	switch tt := table.Type.(type) {
	case *ast.ArrayType:
		return g.structFields(tt.Elt)
	case *ast.MapType:
		return g.structFields(tt.Value)
	}
	return nil
}

// entriesOf calls each once per struct literal entry of the table that
// call c's argument arg stands for, when arg is the value variable of the
// range loop c is in (for _, t := range allTools { buildTool(t) }), and
// reports whether it found such a table. An entry may be a variable bound
// to a literal; the others are reported once, with their count, as
// overTable does.
func (g *goFile) entriesOf(c *ast.CallExpr, arg ast.Expr, each func(elemBinding)) bool {
	rng := g.ranges[c]
	id, ok := arg.(*ast.Ident)
	if rng == nil || !ok {
		return false
	}
	if v, ok := rng.Value.(*ast.Ident); !ok || v.Name != id.Name {
		return false
	}
	table, tf := g.tableOf(rng.X, 0)
	if table == nil {
		return false
	}
	fields := tf.entryFields(table)
	unread := 0
	for _, el := range table.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			el = kv.Value
		}
		if u, ok := el.(*ast.UnaryExpr); ok && u.Op == token.AND {
			el = u.X
		}
		entry, ef := tf.entryOf(el, 0) // a literal, or a variable bound to one
		if entry == nil {
			unread++
			continue
		}
		each(elemBinding{entry: entry, file: ef, fields: fields})
	}
	if unread > 0 {
		g.d.Unread(g.off(rng.X.Pos()), fmt.Sprintf("%d of the %d entries of the table this loop registers are not literals of the table: they were not read through this loop (one written as a definition elsewhere is read there): snapshot the running server with mcp-lint snapshot", unread, len(table.Elts)))
	}
	return true
}
