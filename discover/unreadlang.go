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
	if clojureEndings[ext] || clojureProjects[name] {
		w.noteClojure(d, name) // unreadClojure looks into it, not unreadServers
		return
	}
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

// A Clojure MCP server: its tools are maps ({:name "…" :description "…"
// :inputSchema …}) handed to an MCP library, or a Java SDK's types built
// by interop. mcp-lint has no Clojure reader, so such a server must not
// pass as a clean scan of nothing: a Clojure file that defines tools (it
// gives a :description text) and is tied to MCP (it names an MCP library
// or the protocol's listing, or its project's deps.edn, project.clj,
// bb.edn or shadow-cljs.edn names an MCP library) is named at its place by
// an unread notice, with the line and column of its first description; a
// project tied to MCP none of whose files could be named is named at its
// project file. Clojure with no tie to MCP (a web app's maps with names
// and descriptions) says nothing.

// clojureEndings are Clojure's source endings, and clojureProjects the
// files that declare a Clojure project's dependencies.
var (
	clojureEndings  = map[string]bool{".clj": true, ".cljs": true, ".cljc": true}
	clojureProjects = map[string]bool{"deps.edn": true, "project.clj": true, "bb.edn": true, "shadow-cljs.edn": true}
)

// maxClojureFiles bounds the Clojure files noted in the walk.
const maxClojureFiles = 5000

// noteClojure keeps a Clojure source or project file (unreadClojure).
func (w *walker) noteClojure(d *walkDir, name string) {
	if len(w.clojure) >= maxClojureFiles {
		w.clojureCut = true
		return
	}
	w.clojure = append(w.clojure, otherFile{d, name})
}

// unreadClojure names the Clojure files that define tools of an MCP
// server, and the Clojure projects tied to MCP none of whose files was
// named.
func (w *walker) unreadClojure() {
	files := w.clojure
	w.clojure = nil
	var projects, sources []string
	for _, o := range files {
		rel := o.rel()
		if w.excluded(rel, false) || w.ignored(o.dir, rel, append(o.dir.parts[:len(o.dir.parts):len(o.dir.parts)], o.name), false, nil, false) {
			continue
		}
		if clojureProjects[o.name] {
			projects = append(projects, rel)
		} else {
			sources = append(sources, rel)
		}
	}
	if len(projects) == 0 && len(sources) == 0 {
		return
	}
	sort.Strings(projects)
	sort.Strings(sources)
	buf := make([]byte, maxOtherHead)
	opened := 0
	read := func(rel string) (clojureFacts, bool) {
		if opened >= maxOtherOpened {
			w.clojureCut = true
			return clojureFacts{}, false
		}
		opened++
		abs := w.absOf(rel)
		real, err := safeio.ResolveIn(w.confineTo(abs), abs)
		if err != nil {
			return clojureFacts{}, false
		}
		f, err := safeio.OpenFile(real, 0)
		if err != nil {
			return clojureFacts{}, false
		}
		n, _ := readHead(f, buf)
		f.Close()
		return readClojure(buf[:n]), true
	}
	// A project's tie: the MCP library its project file names, by the
	// project's folder.
	tied := map[string]string{}
	for _, p := range projects {
		if c, ok := read(p); ok && c.tie != "" {
			tied[path.Dir(p)] = c.tie
		}
	}
	projectTie := func(rel string) (string, string) {
		for dir := path.Dir(rel); ; dir = path.Dir(dir) {
			if tie, ok := tied[dir]; ok {
				return dir, tie
			}
			if dir == "." || dir == "/" || dir == "" {
				return "", ""
			}
		}
	}
	type named struct{ rel, msg string }
	var found []named
	covered := map[string]bool{}
	for _, rel := range sources {
		c, ok := read(rel)
		if !ok {
			continue
		}
		if c.line == 0 {
			if c.serves != "" {
				// Its tools written some other way, but it answers the
				// protocol (unreadServers' test).
				found = append(found, named{rel, fmt.Sprintf("this Clojure file answers the MCP protocol (it names %s and %s), and mcp-lint does not read Clojure: its tool definitions were not checked (snapshot the running server with mcp-lint snapshot)", c.serves, protocolDefinition)})
				if dir, projTie := projectTie(rel); projTie != "" {
					covered[dir] = true
				}
			}
			continue
		}
		tie := "it names " + c.tie
		dir, projTie := projectTie(rel)
		if projTie != "" {
			covered[dir] = true
		}
		if c.tie == "" {
			if projTie == "" {
				continue
			}
			tie = "its project names " + projTie
		}
		found = append(found, named{rel, fmt.Sprintf("this Clojure file defines tools of an MCP server (it gives a :description text at line %d, column %d, and %s), and mcp-lint does not read Clojure: its tool definitions were not checked (snapshot the running server with mcp-lint snapshot)", c.line, c.col, tie)})
	}
	for _, p := range projects {
		if dir := path.Dir(p); tied[dir] != "" && !covered[dir] {
			found = append(found, named{p, fmt.Sprintf("this Clojure project depends on an MCP library (%s), and mcp-lint does not read Clojure: the tools it serves were not checked (snapshot the running server with mcp-lint snapshot)", tied[dir])})
		}
	}
	sort.Slice(found, func(i, j int) bool { return found[i].rel < found[j].rel })
	for i, f := range found {
		if i == maxOtherNamed {
			w.unreadNotice(path.Dir(f.rel), fmt.Sprintf("%d more Clojure files or projects are tied to MCP; their tools were not checked either", len(found)-maxOtherNamed))
			break
		}
		w.unreadNotice(f.rel, f.msg)
	}
	if w.clojureCut && (len(tied) > 0 || len(found) > 0) {
		// A bound reached is said: the look stopped before every file.
		w.unreadNotice(".", fmt.Sprintf("mcp-lint looked for Clojure MCP tools in the first %d Clojure files (its bound; at most %d noted), so the files past the bound were not looked into", maxOtherOpened, maxClojureFiles))
	}
	w.clojureCut = false
}

// clojureFacts is what a Clojure file says of MCP: the name that ties it
// to MCP ("" when none does) and the line and column of its first
// :description text (line 0 when it gives none), and whether it answers
// the protocol.
type clojureFacts struct {
	tie       string
	line, col int
	// serves is the listing method it names beside a tool's inputSchema
	// (serverMethod), "" when it does not.
	serves string
}

// readClojure reads Clojure text for clojureFacts, outside its comments:
// a symbol, keyword or dependency with an mcp segment (mcp-toolkit.server,
// io.github.x/clojure-mcp, McpServer) or of io.modelcontextprotocol, or a
// string naming a listing method of the protocol, is a tie; a
// :description (or "description") followed by a string is a description,
// placed at the string's first character.
func readClojure(b []byte) clojureFacts {
	c := clojureFacts{serves: serverMethod(b)}
	descAt := -1
	lastWord := ""
	for i := 0; i < len(b); {
		switch ch := b[i]; {
		case ch == ';':
			for i < len(b) && b[i] != '\n' {
				i++
			}
		case ch == '\\' && i+1 < len(b):
			// A character literal (\" \; \a): one character, or a name
			// (\newline).
			i += 2
			for i < len(b) && isClojureSymbolByte(b[i]) && isClojureSymbolByte(b[i-1]) {
				i++
			}
			lastWord = ""
		case ch == '"':
			j := i + 1
			for j < len(b) && b[j] != '"' {
				if b[j] == '\\' {
					j++
				}
				j++
			}
			text := b[min(i+1, len(b)):min(j, len(b))]
			if c.tie == "" {
				for _, m := range protocolList {
					if bytes.Equal(text, m) {
						c.tie = `"` + string(m) + `"`
					}
				}
			}
			if descAt < 0 && (lastWord == ":description" || lastWord == `"description"`) {
				descAt = i + 1
			}
			lastWord = ""
			if string(text) == "description" {
				lastWord = `"description"`
			}
			i = min(j+1, len(b))
		case isClojureSymbolByte(ch):
			j := i
			for j < len(b) && isClojureSymbolByte(b[j]) {
				j++
			}
			word := string(b[i:j])
			if c.tie == "" && clojureMCPName(word) {
				c.tie = word
			}
			lastWord = word
			i = j
		default:
			i++
		}
	}
	if descAt >= 0 {
		c.line = 1 + bytes.Count(b[:descAt], []byte("\n"))
		c.col = descAt - (bytes.LastIndexByte(b[:descAt], '\n') + 1) + 1
	}
	return c
}

// isClojureSymbolByte: a byte of a Clojure symbol or keyword (and of a
// dependency's coordinate).
func isClojureSymbolByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80 ||
		strings.IndexByte(":*+!-_?<>=/.$&%'", c) >= 0
}

// clojureMCPName: a name with a segment mcp (split at - . / _ :), one
// that starts with Mcp (McpServer, McpSchema), or of the protocol's Java
// SDK (io.modelcontextprotocol).
func clojureMCPName(word string) bool {
	lw := strings.ToLower(word)
	if !strings.Contains(lw, "mcp") && !strings.Contains(lw, "modelcontextprotocol") {
		return false
	}
	if strings.Contains(lw, "modelcontextprotocol") {
		return true
	}
	for _, seg := range strings.FieldsFunc(word, func(r rune) bool { return strings.ContainsRune("-./_:", r) }) {
		if strings.EqualFold(seg, "mcp") || strings.HasPrefix(seg, "Mcp") {
			return true
		}
	}
	return false
}
