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
//   - the module itself names an MCP SDK in its code or registers tools
//     (server.tool(…), registerTool, a tools/list handler);
//   - or a module it imports does (the helper its objects are made by,
//     when that helper is the SDK's or wraps it);
//   - or a module that imports it, directly or through modules that
//     gather the table (export const TOOLS = [a, b]), registers tools.
//
// The modules looked at are the table's imports and, for its importers,
// the files of its folder and of the folders above it up to its package's
// root: a bounded read, and only for a module that holds such objects.

const (
	// tieUp is how many folders above a module its importers are looked
	// for in, and tieDepth how many modules may stand between a table and
	// the module that registers it.
	tieUp, tieDepth = 2, 3
	// tieFiles bounds the files one table's importers are looked for in.
	tieFiles = 400
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
	if j.sdkInCode() || registersTools(j.toks) {
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
// that does (up to tieDepth), registers tools. Importers are looked for
// in the folder of each module and the tieUp folders above it, not above
// the package's root.
func importedByRegistrar(h syntax.Host, rel string) bool {
	root, _, ok := h.NearestFile(path.Dir(rel), "package.json")
	if !ok {
		root = "."
	}
	seen := map[string]bool{rel: true}
	level := []string{rel}
	read := 0
	for depth := 0; depth < tieDepth && len(level) > 0; depth++ {
		var next []string
		for _, target := range level {
			for _, f := range tieCandidates(h, target, root) {
				if seen[f] || read >= tieFiles {
					continue
				}
				read++
				if !importsModule(h, f, target) {
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

// tieCandidates are the script files of rel's folder and of the tieUp
// folders above it, none above root.
func tieCandidates(h syntax.Host, rel, root string) []string {
	var out []string
	dir := path.Dir(rel)
	for up := 0; up <= tieUp; up++ {
		for _, e := range h.ReadDir(dir) {
			name := e.Name()
			if e.Type().IsRegular() && scriptExt(name) && !jsSkipped(name) {
				out = append(out, path.Join(dir, name))
			}
		}
		if dir == root || dir == "." || dir == "" {
			break
		}
		dir = path.Dir(dir)
	}
	return out
}

// scriptExt: a JavaScript or TypeScript file's name.
func scriptExt(name string) bool {
	switch path.Ext(name) {
	case ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".tsx", ".jsx":
		return true
	}
	return false
}

// importsModule: file f imports module target by a relative path.
func importsModule(h syntax.Host, f, target string) bool {
	data, err := h.ReadFile(f, true)
	// The name the import spells: the module's, or its folder's for an
	// index (import … from "./tools").
	stem := strings.TrimSuffix(path.Base(target), path.Ext(target))
	if stem == "index" {
		stem = path.Base(path.Dir(target))
	}
	if err != nil || !bytes.Contains(data, []byte(stem)) {
		return false
	}
	for _, m := range jsImportedModules(h, f, data) {
		if m == target {
			return true
		}
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
			if t[k].Kind != 'n' || t[k].Text == "type" || t[k].Text == "as" || t[k].Text == "import" || t[k].Text == "const" || t[k].Text == "let" || t[k].Text == "var" || t[k].Text == "require" {
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
		case i > 1 && t[i-1].Text == "(" && t[i-2].Text == "require":
			k := i - 2
			for k > 0 && t[k].Text != "const" && t[k].Text != "let" && t[k].Text != "var" && t[k].Text != ";" {
				k--
			}
			bind(k, i-2)
		}
	}
	return names
}
