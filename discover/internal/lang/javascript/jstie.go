package javascript

import (
	"bytes"
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// A module of tool texts (tableTools) holds objects with a name, a
// description and a zod schema; so does a command-line program's table of
// its own commands, or a form's. Its objects are tools only when the table
// is tied to MCP:
//
//   - the module itself names an MCP SDK in its code, registers tools
//     (server.tool(…), registerTool, a tools/list handler) or writes the
//     protocol's tool definitions ({ name, description, inputSchema });
//   - or a module it imports does (the helper its objects are made by,
//     when that helper is the SDK's or wraps it);
//   - or a module that imports it, directly or through modules that
//     gather the table (export const TOOLS = [a, b]), hands what it
//     imports to a registration (handsOn);
//   - or no module of its package imports it by name, a module of the
//     package loads modules by a computed path (import(p), require(p)),
//     and the package depends on an MCP SDK: a folder of tool modules the
//     server reads at start (readdir, then import()) is read, as what is
//     not known to be another program's is (fail open).
//
// The modules looked at are the table's imports and, for its importers,
// the script files of its package: a bounded read, once per package, and
// only for a package with a module that holds such objects.

const (
	// tieDepth is how many modules may stand between a table and the
	// module that registers it.
	tieDepth = 3
	// tieFiles bounds the files of a package its importers are looked
	// for in.
	tieFiles = 3000
)

// tableTied: the module this jsFile reads is tied to MCP (see above);
// asked once.
func (j *jsFile) tableTied() bool {
	if j.tied == 0 {
		j.tied = 2
		if j.tiedToMCP() {
			j.tied = 1
		}
	}
	return j.tied == 1
}

// tiedToMCP is tableTied, looked for.
func (j *jsFile) tiedToMCP() bool {
	if j.sdkInCode() || registersTools(j.toks) || j.d.Src.Protocol {
		// Protocol: the module writes the protocol's tool definitions
		// themselves ({ name, description, inputSchema }).
		return true
	}
	h := j.d.Host
	if h == nil {
		return false
	}
	rel := j.d.Src.Rel()
	for _, m := range jsImportedModules(h, rel, j.d.Src.Data) {
		if m != rel && moduleTie(h, m).sdk {
			return true
		}
	}
	return importedByRegistrar(h, rel)
}

// tie is what one module shows of MCP: an SDK named in its code, or a
// registration of tools.
type tie struct{ sdk, registers bool }

// moduleTie reads module rel once for its tie.
func moduleTie(h syntax.Host, rel string) tie {
	ties := h.State("js.ties", func() any { return map[string]tie{} }).(map[string]tie)
	if v, ok := ties[rel]; ok {
		return v
	}
	var v tie
	if data, err := h.ReadFile(rel, true); err == nil && (jsSniff.In(data) || tieMarks.In(data)) {
		toks := jsLex(data)
		v.registers = registersTools(toks)
		v.sdk = v.registers || namesSDK(toks)
	}
	ties[rel] = v
	return v
}

// tieMarks are the bytes a registration of tools is written with.
var tieMarks = syntax.NewMarkerSet(syntax.Marks("tool(", "Tool(", "ListToolsRequestSchema", "tools/list"))

// registersTools: the tokens register tools with an MCP server: a
// registration call (server.tool, registerTool, addTool), the SDK's
// listing schema (setRequestHandler(ListToolsRequestSchema, …)) or the
// listing method's name.
func registersTools(t []syntax.Tok) bool {
	for i := range t {
		switch {
		case t[i].Kind == 's' && t[i].HasStr() && t[i].Str().Str == "tools/list":
			return true
		case t[i].Kind != 'n':
		case t[i].Text == "ListToolsRequestSchema":
			return true
		case (t[i].Text == "tool" || t[i].Text == "registerTool" || t[i].Text == "addTool") && i > 0 && t[i-1].Text == "." && i+1 < len(t) && t[i+1].Text == "(":
			return true
		}
	}
	return false
}

// importedByRegistrar: a module that imports rel, or imports a module
// that does (up to tieDepth), hands what it imports from it to a
// registration of tools (handsOn). Importers are looked for among the
// script files of rel's package (importersIn).
func importedByRegistrar(h syntax.Host, rel string) bool {
	root, _, ok := h.NearestFile(path.Dir(rel), "package.json")
	if !ok {
		root = "."
	}
	importers := importersIn(h, root)
	if len(importers[rel]) == 0 && computedLoads(h, root) && h.MCPPackage(path.Dir(rel)) {
		// No module of its package imports it by name, a module of the
		// package loads modules by a computed path (a folder of tool
		// modules read at start), and the package serves MCP: what it
		// exports may be registered, so it is read (fail open).
		return true
	}
	entry := workspaceEntry(h, root)
	seen := map[string]bool{rel: true}
	level := []string{rel}
	for depth := 0; depth < tieDepth && len(level) > 0; depth++ {
		var next []string
		for _, target := range level {
			if entry[target] {
				// What a package of a workspace exports, another of its
				// packages may register: not known here, so read (fail
				// open).
				return true
			}
			for _, f := range importers[target] {
				if seen[f] {
					continue
				}
				seen[f] = true
				if moduleTie(h, f).registers && handsOn(h, f, target) {
					return true
				}
				next = append(next, f)
			}
		}
		level = next
	}
	return false
}

// workspaceEntry holds the entry module of the package at folder root
// when it is a package of a workspace (not the tree's root), which
// another package of the tree may import by its name: its package.json's
// entry, or the src/index or index its sources keep.
func workspaceEntry(h syntax.Host, root string) map[string]bool {
	if root == "." || root == "" {
		return nil
	}
	entry := map[string]bool{}
	for _, e := range [][]string{packageEntryModule(h, root), jsModule(h, path.Join(root, "src/index"))} {
		for _, m := range e {
			entry[m] = true
		}
	}
	return entry
}

// importersIn maps each module of the package at folder root to the
// script files of the package that import it: read once per package, at
// most tieFiles files, not below node_modules, a build's output or a
// hidden folder.
func importersIn(h syntax.Host, root string) map[string][]string {
	all := h.State("js.importers", func() any { return map[string]map[string][]string{} }).(map[string]map[string][]string)
	if m, ok := all[root]; ok {
		return m
	}
	m := map[string][]string{}
	all[root] = m
	loads := h.State("js.computedLoads", func() any { return map[string]bool{} }).(map[string]bool)
	files := 0
	var walk func(dir string)
	walk = func(dir string) {
		for _, e := range h.ReadDir(dir) {
			name := e.Name()
			rel := path.Join(dir, name)
			switch {
			case files >= tieFiles:
				return
			case e.IsDir():
				if !strings.HasPrefix(name, ".") && name != "node_modules" && name != "dist" && name != "build" {
					walk(rel)
				}
			case e.Type().IsRegular() && scriptExt(name) && !jsSkipped(name):
				files++
				data, err := h.ReadFile(rel, true)
				if err != nil {
					continue
				}
				if loadsComputed(data) {
					loads[root] = true
				}
				for _, mod := range jsImportedModules(h, rel, data) {
					if mod != rel {
						m[mod] = append(m[mod], rel)
					}
				}
			}
		}
	}
	walk(root)
	return m
}

// loadsComputed: data holds a dynamic import or a require whose
// argument is not a literal, or is a template with a substitution: a
// module loaded by a computed path (import(join(dir, f)),
// import(`../tools/${file}`)). It looks only where "import" or
// "require" stands, so a package's files cost a few comparisons each.
func loadsComputed(data []byte) bool {
	for _, kw := range [][]byte{[]byte("import"), []byte("require")} {
		for off := 0; ; {
			i := bytes.Index(data[off:], kw)
			if i < 0 {
				break
			}
			at := off + i
			off = at + len(kw)
			if at > 0 && isIdentByte(data[at-1]) {
				continue
			}
			k := off
			for k < len(data) && (data[k] == ' ' || data[k] == '\t') {
				k++
			}
			if k >= len(data) || data[k] != '(' {
				continue
			}
			k++
			for k < len(data) && (data[k] == ' ' || data[k] == '\t' || data[k] == '\n' || data[k] == '\r') {
				k++
			}
			if k >= len(data) {
				break
			}
			switch data[k] {
			case '\'', '"', ')':
				continue
			case '`':
				end := bytes.IndexByte(data[k+1:], '`')
				if end >= 0 && bytes.Contains(data[k+1:k+1+end], []byte("${")) {
					return true
				}
				continue
			}
			return true
		}
	}
	return false
}

// isIdentByte: c may be part of an identifier.
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// computedLoads: a script file of the package at folder root loads
// modules by a computed path (importersIn looks, as it reads them).
func computedLoads(h syntax.Host, root string) bool {
	importersIn(h, root)
	return h.State("js.computedLoads", func() any { return map[string]bool{} }).(map[string]bool)[root]
}

// scriptExt: a JavaScript or TypeScript file's name.
func scriptExt(name string) bool {
	switch path.Ext(name) {
	case ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".tsx", ".jsx":
		return true
	}
	return false
}

// handsOn: module f, which registers tools, hands what it imports from
// target to a registration: a name it binds from target stands in a
// registration call, in the header of a loop whose body registers, or
// at the head of a chain of calls that registers (TOOLS.map(…),
// TOOLS.forEach((t) => server.registerTool(…))). A module that imports a
// program's entry and registers tools of its own does not hand that
// program's tables on.
func handsOn(h syntax.Host, f, target string) bool {
	data, err := h.ReadFile(f, true)
	if err != nil {
		return false
	}
	t := jsLex(data)
	names := importedNames(h, f, t, target)
	if len(names) == 0 {
		return false
	}
	var br syntax.Brackets
	var open []int // the brackets open at each token
	for i := 0; i < len(t); i++ {
		switch t[i].Text {
		case "(", "[", "{":
			open = append(open, i)
		case ")", "]", "}":
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
		if t[i].Kind != 'n' || !names[t[i].Text] || i > 0 && t[i-1].Text == "." {
			continue
		}
		from, to := i, i+1
		if len(open) > 0 {
			from = open[0]
			to = br.Closing(t, from) + 1
			if to < len(t) && t[to].Text == "{" {
				to = br.Closing(t, to) + 1 // a loop's body
			}
			for from > 0 && (t[from-1].Text == "." || t[from-1].Kind == 'n') {
				from-- // the call the bracket is of: server.addTool(
			}
		} else {
			for to < len(t) && (t[to].Text == "." || t[to].Kind == 'n' && t[to-1].Text == "." || t[to].Text == "(" || t[to].Text == "[") {
				if t[to].Text == "(" || t[to].Text == "[" {
					to = br.Closing(t, to)
				}
				to++
			}
		}
		if to > len(t) {
			to = len(t)
		}
		if registersTools(t[from:to]) {
			return true
		}
	}
	return false
}

// importedNames are the names module f (tokens t) binds from module
// target: import { a, b as c }, import * as ns, import d, and const x =
// require(…) or const { a } = require(…).
func importedNames(h syntax.Host, f string, t []syntax.Tok, target string) map[string]bool {
	names := map[string]bool{}
	dir := path.Dir(f)
	bind := func(from, to int) {
		for k := from; k < to; k++ {
			if t[k].Kind != 'n' || tieKeyword[t[k].Text] {
				continue
			}
			if k+1 < to && (t[k+1].Text == "as" || t[k+1].Text == ":") {
				continue // the exported name of a { a as b } or { a: b }
			}
			names[t[k].Text] = true
		}
	}
	for i := range t {
		if t[i].Kind != 's' || !t[i].HasStr() || !strings.HasPrefix(t[i].Str().Str, ".") {
			continue
		}
		mods := jsModule(h, path.Join(dir, t[i].Str().Str))
		if len(mods) == 0 || mods[0] != target {
			continue
		}
		switch {
		case i > 0 && t[i-1].Text == "from":
			k := i - 1
			for k > 0 && t[k].Text != "import" && t[k].Text != "export" && t[k].Text != ";" {
				k--
			}
			bind(k, i-1)
		case i > 1 && t[i-1].Text == "(" && (t[i-2].Text == "require" || t[i-2].Text == "import"):
			k := i - 2
			for k > 0 && t[k].Text != "const" && t[k].Text != "let" && t[k].Text != "var" && t[k].Text != ";" {
				k--
			}
			bind(k, i-2)
		}
	}
	return names
}

// tieKeyword are the words of an import or a require that bind no name.
var tieKeyword = map[string]bool{"type": true, "as": true, "import": true, "export": true, "const": true, "let": true, "var": true, "require": true, "await": true, "default": true}
