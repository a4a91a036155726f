package discover

import (
	"bytes"
	"fmt"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// A server written in a language no reader knows (1C:Enterprise's BSL, Ruby,
// Swift, …) must not pass as a clean scan of nothing. When the scan
// read no definition and no prose of any server, the files of endings it
// does not read are looked into, if the repository names MCP (its README,
// or a file or folder named for it): one that speaks the protocol's server
// side — it names a listing method of the specification and the field a
// listed tool's definition carries — is named at its place by an unread
// notice. A client names the methods it calls but rarely writes a tool's
// inputSchema; a document is not read at all.

// protocolList are the MCP specification's listing methods a server
// answers, and protocolDefinition the field every listed tool carries
// (modelcontextprotocol.io/specification, "Tools", "Prompts",
// "Resources").
var (
	protocolList       = [][]byte{[]byte("tools/list"), []byte("prompts/list"), []byte("resources/list")}
	protocolDefinition = []byte("inputSchema")
)

// proseEndings are documents and data people read, not code a server
// runs: a guide that quotes a tools/list exchange is no server.
var proseEndings = map[string]bool{
	".md": true, ".mdc": true, ".mdx": true, ".markdown": true, ".rst": true, ".txt": true, ".adoc": true,
	".org": true, ".tex": true, ".html": true, ".htm": true, ".xhtml": true, ".xml": true, ".svg": true,
	".csv": true, ".tsv": true, ".log": true, ".ipynb": true, ".http": true, ".rest": true, ".pdf": true,
	".astro": true, ".vue": true, ".svelte": true, ".lock": true, ".sum": true, ".map": true, ".har": true,
}

// Bounds of the look: files noted in the walk, files opened, bytes read
// of each.
const (
	maxOtherFiles  = 20000
	maxOtherOpened = 500
	maxOtherHead   = 1 << 20
	maxOtherNamed  = 10
	// maxOtherBeside: files named for MCP looked into when a server was
	// read (the look for a second server).
	maxOtherBeside = 100
)

// otherFile is a file of an ending no reader knows, by its folder and
// name: its path is built only when it is looked into.
type otherFile struct {
	dir  *walkDir
	name string
}

// rel is its reported path.
func (o otherFile) rel() string {
	if o.dir.rel == "." || o.dir.rel == "" {
		return o.name
	}
	return o.dir.rel + "/" + o.name
}

// noteOther keeps a file of an ending no reader knows (unreadServers).
func (w *walker) noteOther(d *walkDir, name string) {
	ext := strings.ToLower(path.Ext(name))
	if ext == "" || ext == name || proseEndings[ext] {
		return
	}
	if len(w.others) >= maxOtherFiles {
		w.othersCut = true
		return
	}
	w.others = append(w.others, otherFile{d, name})
}

// unreadServers names the files of other languages that speak the MCP
// protocol's server side when the scan read nothing of any server.
func (w *walker) unreadServers() {
	cut := w.othersCut
	w.othersCut = false
	if len(w.others) == 0 {
		return
	}
	// A server was read: a second one in a language no reader knows (a
	// Node server beside the MCP server inside a 1C extension) is looked
	// for only in files named for MCP, at most maxOtherBeside of them.
	beside := w.readServer()
	named := func(p string) bool { return strings.Contains(strings.ToLower(p), "mcp") }
	others := make([]string, 0, len(w.others))
	for _, o := range w.others {
		if rel := o.rel(); !w.excluded(rel, false) && (!beside || named(rel)) {
			others = append(others, rel)
		}
	}
	w.others = nil
	besideOf := 0 // files named for MCP beside a read server, when more than the bound
	if beside {
		cut = false
		if len(others) > maxOtherBeside {
			besideOf = len(others)
			sort.Strings(others)
			others = others[:maxOtherBeside]
		}
	}
	if !beside && !w.readmeNamesMCP() {
		keep := others[:0]
		for _, p := range others {
			if named(p) {
				keep = append(keep, p)
			}
		}
		if others = keep; len(others) == 0 {
			return
		}
	}
	// The files named for MCP first, then by path.
	sort.SliceStable(others, func(i, j int) bool {
		if a, b := named(others[i]), named(others[j]); a != b {
			return a
		}
		return others[i] < others[j]
	})
	if len(others) > maxOtherOpened {
		cut = true
		others = others[:maxOtherOpened]
	}
	type place struct{ rel, method string }
	var found []place
	buf := make([]byte, maxOtherHead)
	for _, rel := range others {
		abs := w.absOf(rel)
		real, err := safeio.ResolveIn(w.confineTo(abs), abs)
		if err != nil {
			continue
		}
		f, err := safeio.OpenFile(real, 0)
		if err != nil {
			continue
		}
		n, _ := readHead(f, buf)
		f.Close()
		if m := serverMethod(buf[:n]); m != "" {
			found = append(found, place{rel, m})
		}
	}
	sort.Slice(found, func(i, j int) bool { return found[i].rel < found[j].rel })
	if besideOf > 0 {
		// A bound reached is said: the look for a second server stopped.
		w.unreadNotice(".", fmt.Sprintf("mcp-lint looked for a second server, in a language it does not read, in the first %d (by path) of %d files named for MCP beside the server it read; the other %d were not looked into", maxOtherBeside, besideOf, besideOf-maxOtherBeside))
	}
	if cut && len(found) == 0 {
		// A bound reached is said: the look stopped before every file.
		w.unreadNotice(".", fmt.Sprintf("the scan read no tool definition and this repository names MCP; mcp-lint looked for a server in a language it does not read in %d files (its bound: the first %d of at most %d, files named for MCP first) and found none, so the files past the bound were not looked into", len(others), maxOtherOpened, maxOtherFiles))
	}
	for i, p := range found {
		if i == maxOtherNamed {
			w.unreadNotice(path.Dir(p.rel), fmt.Sprintf("%d more files in languages mcp-lint does not read answer the MCP protocol; their tools were not checked either", len(found)-maxOtherNamed))
			break
		}
		said := "the scan read no tool definition"
		if beside {
			said = "it is not the server whose definitions were read"
		}
		w.unreadNotice(p.rel, fmt.Sprintf("this file, in a language mcp-lint does not read (%s), answers the MCP protocol (it names %s and %s), and %s: this server's tools were not checked (snapshot the running server with mcp-lint snapshot)",
			path.Ext(p.rel), p.method, protocolDefinition, said))
	}
}

// readServer: the scan read a definition or prose of a server (what an
// agent file holds — a skill, a command, rules — is no server's).
func (w *walker) readServer() bool {
	for i := range w.res.Tools {
		switch w.res.Tools[i].KindOrDefault() {
		case detect.KindTool, detect.KindPrompt, detect.KindResource, detect.KindInstructions, detect.KindListing, detect.KindText:
			return true
		}
	}
	return false
}

// serverMethod is the listing method a text names when it also names a
// tool definition's field; "" otherwise.
func serverMethod(b []byte) string {
	if !bytes.Contains(b, protocolDefinition) {
		return ""
	}
	for _, m := range protocolList {
		if bytes.Contains(b, m) {
			return string(m)
		}
	}
	return ""
}

// readmeNamesMCP: the README of the root, or of a folder walked from,
// names MCP (the acronym, or the protocol's name).
func (w *walker) readmeNamesMCP() bool {
	dirs := append([]string{w.root}, w.tops...)
	for _, d := range dirs {
		for _, name := range []string{"README.md", "README", "README.rst", "README.txt", "readme.md"} {
			p := filepath.Join(d, name)
			b, err := safeio.ReadSideFile(w.root, p, 256<<10)
			if err != nil {
				continue
			}
			if bytes.Contains(b, []byte("MCP")) || bytes.Contains(bytes.ToLower(b), []byte("model context protocol")) {
				return true
			}
		}
	}
	return false
}
