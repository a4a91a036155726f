package python

import (
	"bytes"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// ImportPattern matches "import a.b[, c]" and "from .a.b import x, y".
var ImportPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([\w, \t]+)|import[ \t]+([\w., \t]+))`)
})

// pyImportedModules are the files of the tree a Python file's imports may
// name (absolute from its folder and up, or relative).
func pyImportedModules(h syntax.Host, rel string, data []byte) []string {
	dir := path.Dir(rel)
	var found []string
	for _, m := range Imports(data) {
		if len(m[3]) > 0 {
			for _, mod := range strings.Split(string(m[3]), ",") {
				mod = strings.Fields(mod + " ")[0]
				found = append(found, pyModule(h, dir, mod)...)
			}
			continue
		}
		mod := string(m[1])
		base := dir
		if dots := len(mod) - len(strings.TrimLeft(mod, ".")); dots > 0 {
			for i := 1; i < dots; i++ {
				base = path.Dir(base)
			}
			mod = mod[dots:]
		}
		found = append(found, pyModule(h, base, mod)...)
		// from pkg import mod: mod may be a module of pkg.
		for _, name := range strings.Split(string(m[2]), ",") {
			if f := strings.Fields(name); len(f) > 0 {
				found = append(found, pyModule(h, base, strings.Trim(mod+"."+f[0], "."))...)
			}
		}
	}
	return found
}

// Imports is ImportPattern().FindAllSubmatch(data, MaxImports), asked only of
// the lines that start with "from" or "import" after their indentation:
// a regular expression anchored at every line start of a whole file cost
// more than lexing it. The pattern matches within one line.
func Imports(data []byte) [][][]byte {
	var out [][][]byte
	for start := 0; start < len(data) && len(out) < syntax.MaxImports; {
		end := bytes.IndexByte(data[start:], '\n')
		if end < 0 {
			end = len(data)
		} else {
			end += start
		}
		line := data[start:end]
		body := bytes.TrimLeft(line, " \t")
		if bytes.HasPrefix(body, []byte("from")) || bytes.HasPrefix(body, []byte("import")) {
			if m := ImportPattern().FindSubmatch(line); m != nil {
				out = append(out, m)
			}
		}
		start = end + 1
	}
	return out
}

// pyModule resolves a Python module name against folder base: a.b is
// a/b.py or a/b/__init__.py.
func pyModule(h syntax.Host, base, mod string) []string {
	if mod == "" {
		return nil
	}
	p := path.Join(base, strings.ReplaceAll(mod, ".", "/"))
	for _, t := range []string{p + ".py", p + "/__init__.py"} {
		if h.Exists(t) {
			return []string{t}
		}
	}
	return nil
}
