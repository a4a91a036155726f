package clike

import "strings"

// Java and Kotlin: a tool is a class of the project's own tool type, an
// interface or base class of an MCP package whose getters say what the
// tool is:
//
//	class EchoTool implements McpTool {                          // Java
//	    public String getName() { return "echo"; }
//	    public String getDescription() { return "…"; }
//	}
//	class EchoTool : McpTool {                                   // Kotlin
//	    override val name = "echo"
//	    override fun getDescription(): String = "…"
//	}
//
// The type is tied to MCP by its name (McpTool) or by its package: one
// imported from a package with an mcp segment, or, when it is not
// imported, the class's own package with one. Its getName (name) and
// getDescription (description) give the tool's texts; its schema is code,
// so partial. An abstract class is a base, not a tool.

// ownToolClass reads the class whose keyword is token i, when it is one.
func (f *clikeFile) ownToolClass(i int) {
	t := f.toks
	if i > 0 && (t[i-1].Text == "." || t[i-1].Text == "::" || t[i-1].Text == "abstract") {
		return // Foo.class, Foo::class, or a base of tools
	}
	open, bases := f.classHeader(i)
	if open < 0 || !f.anyToolBase(bases) {
		return
	}
	end := f.close(open)
	nameAt, descAt := f.getters(open, end)
	if nameAt < 0 || descAt < 0 {
		return
	}
	f.d.Kind("source")
	f.builtTool(i, nameAt, descAt)
}

// classHeader walks the header of the class whose keyword is token i to
// the "{" of its body: the body's index (-1 when it has none) and the
// names of the types it implements or extends (the last part of a
// qualified name, without type arguments).
func (f *clikeFile) classHeader(i int) (int, []string) {
	t := f.toks
	var bases []string
	inBases := false
	for k := i + 2; k < len(t) && k < i+256; k++ {
		switch {
		case t[k].Text == "{":
			return k, bases
		case t[k].Text == ";" || t[k].Text == "}" || t[k].Text == "=":
			return -1, nil
		case t[k].Text == "implements" || t[k].Text == "extends" || t[k].Text == ":":
			inBases = true
		case t[k].Text == "<":
			k = f.closeAngle(k)
		case t[k].Text == "(":
			k = f.close(k) // Kotlin's constructor, or a base's arguments
		case inBases && t[k].Kind == 'n' && (k+1 >= len(t) || t[k+1].Text != "."):
			bases = append(bases, t[k].Text)
		}
	}
	return -1, nil
}

// anyToolBase: one of bases is a tool type of an MCP package.
func (f *clikeFile) anyToolBase(bases []string) bool {
	for _, b := range bases {
		if !strings.HasSuffix(b, "Tool") {
			continue
		}
		if strings.Contains(strings.ToLower(b), "mcp") {
			return true
		}
		imp, pkg := f.packages()
		if p, ok := imp[b]; ok {
			if mcpPath(p) {
				return true
			}
		} else if mcpPath(pkg) {
			return true
		}
	}
	return false
}

// mcpPath: a package path with an MCP segment (com.example.mcp.tools,
// io.modelcontextprotocol.sdk).
func mcpPath(p string) bool {
	for _, seg := range strings.Split(p, ".") {
		if s := strings.ToLower(seg); strings.Contains(s, "mcp") || s == "modelcontextprotocol" {
			return true
		}
	}
	return false
}

// packages is the file's imports (a type's name to its package) and its
// own package, read once.
func (f *clikeFile) packages() (map[string]string, string) {
	if f.imports != nil {
		return f.imports, f.pkg
	}
	f.imports = map[string]string{}
	t := f.toks
	for i := 0; i+1 < len(t); i++ {
		if t[i].Kind != 'n' || t[i].Text != "import" && t[i].Text != "package" || i > 0 && t[i-1].Text == "." {
			continue
		}
		var parts []string
		k := i + 1
		for k < len(t) && t[k].Kind == 'n' {
			parts = append(parts, t[k].Text)
			if k+1 >= len(t) || t[k+1].Text != "." {
				break
			}
			k += 2
		}
		if len(parts) == 0 {
			continue
		}
		if t[i].Text == "package" {
			f.pkg = strings.Join(parts, ".")
			continue
		}
		last := len(parts) - 1
		f.imports[parts[last]] = strings.Join(parts[:last], ".")
	}
	return f.imports, f.pkg
}

// getters finds, among the members of the class body open…end, the
// literal its name and its description getters give (Java's getName() {
// return "…"; }, Kotlin's fun getName() = "…", val name = "…", val name:
// String get() = "…"): the tokens of their values, -1 when one is missing.
func (f *clikeFile) getters(open, end int) (nameAt, descAt int) {
	t := f.toks
	nameAt, descAt = -1, -1
	for m := open + 1; m < end; m++ {
		switch t[m].Text {
		case "{", "(", "[":
			m = f.close(m)
			continue
		case "getName", "name":
			if v := f.getterValue(m, end); v >= 0 && nameAt < 0 {
				nameAt = v
			}
		case "getDescription", "description":
			if v := f.getterValue(m, end); v >= 0 && descAt < 0 {
				descAt = v
			}
		}
	}
	return nameAt, descAt
}

// getterValue is the token of the value the member named at m gives
// (its body's return, its expression body or initializer), when that is
// a string expression ending there; -1 otherwise.
func (f *clikeFile) getterValue(m, end int) int {
	t := f.toks
	j := m + 1
	if m == 0 || t[m-1].Text == "." || j >= end {
		return -1
	}
	if t[j].Text == "(" {
		if j+1 >= end || t[j+1].Text != ")" {
			return -1 // takes arguments: not a getter
		}
		j += 2
	}
	if j < end && t[j].Text == ":" && f.format == "kt" { // : String
		j++
		for j < end && (t[j].Kind == 'n' && t[j].Text != "get" || t[j].Text == "." || t[j].Text == "?") {
			j++
		}
	}
	if j+2 < end && t[j].Text == "get" && t[j+1].Text == "(" && t[j+2].Text == ")" {
		j += 3
	}
	switch {
	case j+1 < end && t[j].Text == "=":
		j++
	case j+2 < end && t[j].Text == "{" && t[j+1].Text == "return":
		j += 2
	default:
		return -1
	}
	if t[j].Kind != 's' && f.consts[t[j].Text] == nil {
		return -1 // neither a literal nor a constant of the file
	}
	if _, next, ok := f.str(j); ok && next < len(t) {
		switch t[next].Text {
		case ".", "(", "[", "+", "?":
			return -1 // the literal is part of an expression
		}
	}
	return j
}
