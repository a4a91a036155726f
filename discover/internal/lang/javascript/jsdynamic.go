package javascript

import (
	"bytes"
	"fmt"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// jsDynamicImport matches a module loaded by a computed path whose literal
// start names a folder beside the file: import(`./tools/${name}.js`),
// require("./tools/" + file), require(path.join(__dirname, "tools", f)).
// One of groups 1 to 3 is the folder part.
var jsDynamicImport = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("(?:\\bimport|\\brequire)\\(\\s*(?:`(\\.{1,2}/[^`$]*)\\$\\{|[\"'](\\.{1,2}/[^\"']*)[\"']\\s*\\+|path\\.(?:join|resolve)\\(\\s*__dirname\\s*,\\s*[\"']([^\"']+)[\"']\\s*,)")
})

// jsDynamicModules are the modules a file may load by a computed path
// (jsDynamicImport): the source files of the folder the path starts in,
// read as the server's (syntax.Host.Inferred); a notice at the call says
// the link is inferred.
func jsDynamicModules(h syntax.Host, rel string, data []byte) []string {
	if !bytes.Contains(data, []byte("import(")) && !bytes.Contains(data, []byte("require(")) {
		return nil
	}
	var out []string
	for _, m := range jsDynamicImport().FindAllSubmatchIndex(data, syntax.MaxImports) {
		var lit string
		for g := 1; g <= 3; g++ {
			if m[2*g] >= 0 {
				lit = string(data[m[2*g]:m[2*g+1]])
			}
		}
		folder := lit
		if m[2] >= 0 || m[4] >= 0 {
			folder = lit[:strings.LastIndexByte(lit, '/')+1] // ./tools/ of ./tools/${name}
		}
		dir := path.Join(path.Dir(rel), folder)
		if strings.HasPrefix(dir, "..") {
			continue
		}
		n := 0
		for _, e := range h.ReadDir(dir) {
			name := e.Name()
			ext := path.Ext(name)
			if !e.Type().IsRegular() || jsSkipped(name) || ext != ".js" && ext != ".mjs" && ext != ".cjs" && ext != ".ts" && ext != ".mts" && ext != ".cts" {
				continue
			}
			out = append(out, path.Join(dir, name))
			h.Inferred(path.Join(dir, name))
			n++
		}
		if n == 0 {
			continue
		}
		line := 1 + bytes.Count(data[:m[0]], []byte("\n"))
		h.Notice(rel, fmt.Sprintf("%d: modules loaded by a computed path (%s…): the %d module(s) of %s/ are read as this server's, the link inferred", line, bytes.TrimSpace(data[m[0]:m[1]]), n, dir))
	}
	return out
}
