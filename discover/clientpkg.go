package discover

import (
	"fmt"
	"sort"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// An MCP client's package is not an MCP server's. A package that builds on
// the MCP TypeScript SDK (MCPPackage) has every prose literal of its source
// files scanned as loose text of a server (looseTexts): a server may
// register its tools in a way no reader knows. But an agent or an IDE that
// connects to MCP servers depends on the same SDK, for its client side, and
// its literals are its own system prompts and messages, not text a server
// sends to a model as a tool's. So, per package (the nearest package.json):
// when its source files import the SDK's client side and none imports its
// server side or uses a server framework, the package is a client's, and
// the loose texts of its files are dropped after the walk, with one notice
// at the package saying so. Definitions read in it (a tool object with a
// name, a description and a schema, written for the agent's own model)
// are kept: they are definitions wherever they are.
//
// The marks are module names, not identifiers: "McpServer" is also a word
// of a client's settings (allowedMcpServers), "inputSchema" a field every
// client reads from tools/list. A test file is not read for its name
// (jsSkipped), so a client's test that starts a server does not make its
// package a server's; a server module a client imports is read and
// counted.

// clientImportMarks are the client side's modules; serverImportMarks the
// server side's modules and the server frameworks written on the SDK.
var (
	clientImportMarks = [][]byte{[]byte("@modelcontextprotocol/sdk/client"), []byte("@modelcontextprotocol/client")}
	serverImportMarks = [][]byte{
		[]byte("@modelcontextprotocol/sdk/server"), []byte("@modelcontextprotocol/server"),
		[]byte("fastmcp"), []byte("FastMCP"), []byte("mcp-framework"), []byte("@vercel/mcp-adapter"),
		[]byte("mcp-handler"), []byte("ListToolsRequestSchema"),
	}
)

// pkgSides is what the package's source files read so far import of the
// SDK.
type pkgSides struct{ client, server bool }

// notePackageSides records the SDK side a JavaScript/TypeScript source
// file of the walk imports, under its package's folder.
func (w *walker) notePackageSides(rel string, data []byte) {
	pkgDir, _, ok := w.nearestPackage(syntax.DirOf(rel))
	if !ok {
		return
	}
	client, server := syntax.HasAny(data, clientImportMarks), syntax.HasAny(data, serverImportMarks)
	if !client && !server {
		return
	}
	if w.pkgSides == nil {
		w.pkgSides = map[string]*pkgSides{}
	}
	s := w.pkgSides[pkgDir]
	if s == nil {
		s = &pkgSides{}
		w.pkgSides[pkgDir] = s
	}
	s.client = s.client || client
	s.server = s.server || server
}

// clientPackage: folder dir lies in a package that builds on the MCP SDK
// and whose files import its client side and nothing of its server side.
func (w *walker) clientPackage(dir string) (string, bool) {
	pkgDir, deps, ok := w.nearestPackage(dir)
	if !ok {
		return "", false
	}
	s := w.pkgSides[pkgDir]
	if s == nil || !s.client || s.server {
		return "", false
	}
	for _, d := range deps {
		if syntax.HasAny([]byte(d), serverImportMarks) {
			return "", false
		}
	}
	return pkgDir, true
}

// dropClientLoose drops the loose texts of the files of client packages
// (clientPackage) and says so once per package.
func (w *walker) dropClientLoose() {
	if len(w.pkgSides) == 0 {
		return
	}
	kept := w.res.Tools[:0]
	dropped := map[string]int{}  // file → texts dropped
	packages := map[string]int{} // package folder → texts dropped
	for _, t := range w.res.Tools {
		if t.Kind == detect.KindText {
			if o := w.res.origins[t.Ref()]; o != nil && o.src != nil && o.src.Format == "js" {
				if pkg, ok := w.clientPackage(syntax.DirOf(o.src.Path)); ok {
					delete(w.res.origins, t.Ref())
					dropped[o.src.Path]++
					packages[pkg]++
					continue
				}
			}
		}
		kept = append(kept, t)
	}
	w.res.Tools = kept
	for i := range w.res.Files {
		if n := dropped[w.res.Files[i].Path]; n > 0 {
			w.res.Files[i].Texts -= min(n, w.res.Files[i].Texts)
		}
	}
	pkgs := make([]string, 0, len(packages))
	for p := range packages {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	for _, p := range pkgs {
		w.Notice(p, fmt.Sprintf("an MCP client's package: its source imports the MCP SDK's client side and nothing of its server side, "+
			"so its %d prose literals are the client's own text, not a server's, and were not scanned as loose text (tool definitions written in it were read)", packages[p]))
	}
	// Its folders' notices of an SDK used with nothing recognized are
	// the package's notice now.
	for dir := range w.sdkDirs {
		if _, ok := w.clientPackage(dir); ok {
			delete(w.sdkDirs, dir)
		}
	}
}
