package discover

// Where a client loads commands and agents from, as each documents it.
// A folder named agents/ or commands/ holds definitions only in these
// places (the rows of agentFormats marked own name the clients' own
// folders):
//   - a plugin's root: the folder holding .claude-plugin/plugin.json
//     ("commands/ directory at the plugin root", "agents/ directory at
//     the plugin root": Claude Code's plugins reference,
//     https://docs.claude.com/en/docs/claude-code/plugins-reference), a
//     Gemini CLI extension's folder holding gemini-extension.json
//     (commands/, agents/ at the extension's root:
//     https://geminicli.com/docs/extensions/reference), and the folder a
//     marketplace's entry names as its source (Claude Code's marketplace
//     reference, https://code.claude.com/docs/en/plugins/marketplace-reference:
//     a relative source is read from the folder holding .claude-plugin/);
//   - the files and folders a plugin's manifest or its marketplace entry
//     lists in its commands, agents, hooks or outputStyles field ("custom
//     paths supplement the default directories", plugins reference);
//     these are read whatever their folder is called (listedUnits).
// Elsewhere an agents/ folder holds what a project writes about its
// agents (design notes, knowledge documents): in two public repositories 626 such
// files were read as agent definitions, with 15 false
// findings. They are named in the notice of files not read (whyPlace).

import (
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// componentFields are the manifest fields that list a plugin's files,
// with the unit kind each gives.
var componentFields = []struct{ field, kind string }{
	{"commands", "command"}, {"agents", "agent"}, {"hooks", "hook"}, {"outputStyles", "rules"},
}

// maxManifest bounds a plugin manifest or marketplace read for its
// layout (the walk reads it in full as an agent file).
const maxManifest = 1 << 20

// A layout is what one folder's manifests say of the plugins below it:
// whether it is a plugin's root, the plugin roots a marketplace there
// names, and the paths (root-relative, cleaned) its manifest and
// marketplace entries list, each with its kind.
type layout struct {
	root    bool
	sources []string
	listed  map[string]string
	// from: the manifest each listed path came from, and its field.
	from map[string][2]string
}

// layoutAt reads the manifests of root-relative folder dir once.
func (w *walker) layoutAt(dir string) *layout {
	if l, ok := w.layouts[dir]; ok {
		return l
	}
	l := &layout{}
	if w.layouts == nil {
		w.layouts = map[string]*layout{}
	}
	w.layouts[dir] = l
	if w.noSiblings {
		return l
	}
	// A folder the walk listed is known by what it holds (markPluginDir):
	// a marketplace of many plugins asks every folder above each unit,
	// and listing them again cost more than the rest of a default scan.
	listed := w.listed[dir]
	claude := !listed || w.pluginMarks[dir]&claudePluginMark != 0
	if m := path.Join(dir, ".claude-plugin", "plugin.json"); claude && w.agentExists(m) {
		l.root = true
		if n := w.manifestTree(m); n != nil {
			l.list(w, n, dir, m)
		}
	}
	if (!listed || w.pluginMarks[dir]&geminiExtensionMark != 0) && w.agentExists(path.Join(dir, "gemini-extension.json")) {
		l.root = true
	}
	if m := path.Join(dir, ".claude-plugin", "marketplace.json"); claude && w.agentExists(m) {
		if n := w.manifestTree(m); n != nil {
			base := dir
			if pr := n.Get("metadata").Get("pluginRoot"); pr.IsString() {
				base = path.Join(dir, pr.Str)
			}
			if ps := n.Get("plugins"); ps != nil && ps.Kind == syntax.KArray {
				for _, p := range ps.Elems {
					src := p.Get("source")
					if !src.IsString() {
						continue // a remote source: not in this repository
					}
					from := dir
					if !strings.HasPrefix(src.Str, "./") && !strings.HasPrefix(src.Str, "../") && src.Str != "." {
						from = base // a bare name, from metadata.pluginRoot
					}
					s := path.Join(from, src.Str)
					if !w.inRepository(s, m) {
						continue
					}
					l.sources = append(l.sources, s)
					l.list(w, p, s, m)
				}
			}
		}
	}
	return l
}

// list records the paths node n (a plugin's manifest, or a marketplace
// entry for the plugin at root) lists in its component fields.
func (l *layout) list(w *walker, n *syntax.Node, root, manifest string) {
	for _, cf := range componentFields {
		v := n.Get(cf.field)
		var items []*syntax.Node
		switch {
		case v.IsString():
			items = []*syntax.Node{v}
		case v != nil && v.Kind == syntax.KArray:
			items = v.Elems
		}
		for _, it := range items {
			if !it.IsString() || strings.TrimSpace(it.Str) == "" {
				continue
			}
			p := path.Join(root, it.Str)
			if l.listed == nil {
				l.listed, l.from = map[string]string{}, map[string][2]string{}
			}
			if _, ok := l.listed[p]; !ok {
				l.listed[p] = cf.kind
				l.from[p] = [2]string{manifest, cf.field}
			}
		}
	}
}

// manifestTree parses the JSON file at root-relative p, or nil.
func (w *walker) manifestTree(p string) *syntax.Node {
	b, err := safeio.ReadFile(w.confineTo(w.absOf(p)), w.absOf(p), maxManifest)
	if err != nil {
		return nil
	}
	n, err := syntax.ParseJSON(&syntax.Source{Path: p, Data: b, Format: "json"}, b, 0)
	if err != nil {
		return nil
	}
	return n
}

// pluginRootAt: folder dir is a plugin's root: its manifest is there,
// a marketplace in a folder above names it as an entry's source, it is
// a repository's root (the scan's, a folder the scan was given, a
// checkout's: a plugin installed from a repository, or from a folder
// with --plugin-dir, needs no manifest, "the manifest is optional"), or
// it is a folder of a plugins/ folder, the layout the marketplace
// documentation gives its entries (./plugins/NAME).
func (w *walker) pluginRootAt(dir string) bool {
	if dir == "." || w.repos[dir] || hasString(w.givenFolders, dir) || path.Base(path.Dir(dir)) == "plugins" || w.layoutAt(dir).root {
		return true
	}
	for a := dir; ; a = path.Dir(a) {
		for _, s := range w.layoutAt(a).sources {
			if s == dir {
				return true
			}
		}
		if a == "." || a == "/" || a == "" {
			return false
		}
	}
}

// listedAs is the kind a manifest gives the file at rel by listing it,
// or a folder above it ("" when none does): the manifests of the
// folders above rel and the marketplaces that name them.
func (w *walker) listedAs(rel string) string {
	for a := path.Dir(rel); ; a = path.Dir(a) {
		for p, kind := range w.layoutAt(a).listed {
			if rel == p || strings.HasPrefix(rel, p+"/") {
				return kind
			}
		}
		if a == "." || a == "/" || a == "" {
			return ""
		}
	}
}

// agentPlaced: a command or an agent at rel, in a folder of a row not
// marked own (commands/, agents/ anywhere), is where a client loads it
// from: the commands/ or agents/ folder at a plugin's root, or a path a
// manifest lists.
func (w *walker) agentPlaced(rel string) bool {
	if w.listedAs(rel) != "" {
		return true
	}
	for dir := path.Dir(rel); dir != "." && dir != "/" && dir != ""; {
		parent := path.Dir(dir)
		if b := path.Base(dir); (b == "commands" || b == "agents") && w.pluginRootAt(parent) {
			return true
		}
		dir = parent
	}
	return false
}

// listedUnits reads the files a manifest (a plugin's, or a marketplace
// and its entries) at rel lists: each as the unit its field gives,
// whatever its folder is called; a listed folder's files of that kind,
// at any depth. A listed path that is not there, or not in the
// repository, is named in the notice of files not read. The walk reads
// the others as it reaches them (agentFile reads each file once).
func (w *walker) listedUnits(rel string) {
	dir := path.Dir(path.Dir(rel)) // the folder holding .claude-plugin/
	l := w.layoutAt(dir)
	for p, kind := range l.listed {
		from := l.from[p]
		switch {
		case !w.inRepository(p, rel):
			w.unreadAgent(p, whyListedf(from, "outside the repository"))
		case w.excluded(p, false):
		case w.agentExists(p):
			w.listedUnit(p, kind)
		case w.folder(p) != nil:
			w.listedFolder(p, kind, 0)
		default:
			w.unreadAgent(p, whyListedf(from, "not there"))
		}
	}
}

// whyListedf says why a listed path was not read.
func whyListedf(from [2]string, what string) string {
	return "listed in " + from[0] + "'s \"" + from[1] + "\", but " + what
}

// maxListedDepth bounds the folders below a listed folder looked into.
const maxListedDepth = 8

// listedFolder reads the unit files of kind in listed folder p, and in
// the folders below it up to maxListedDepth (skipDirs are not entered).
func (w *walker) listedFolder(p, kind string, depth int) {
	entries, err := os.ReadDir(w.absOf(p))
	if err != nil || depth > maxListedDepth {
		return
	}
	for _, e := range entries {
		q := path.Join(p, e.Name())
		switch {
		case e.IsDir() && !skipDirs[e.Name()]:
			w.listedFolder(q, kind, depth+1)
		case e.Type().IsRegular() && listedKindFile(e.Name(), kind) && !w.excluded(q, false):
			w.listedUnit(q, kind)
		}
	}
}

// listedKindFile: a file named name in a listed folder of kind is a
// unit of it (Markdown for commands, agents and output styles; a hooks
// file's JSON).
func listedKindFile(name, kind string) bool {
	ext := strings.ToLower(path.Ext(name))
	if kind == "hook" {
		return ext == ".json"
	}
	return ext == ".md" && !strings.EqualFold(name, "README.md")
}

// listedUnit reads the file at p, listed in a manifest, as a unit of
// kind, unless it was read.
func (w *walker) listedUnit(p, kind string) {
	if w.unitsRead[p] {
		return
	}
	abs := w.absOf(p)
	real, err := safeio.ResolveIn(w.confineTo(abs), filepath.Clean(abs))
	w.agentFile(candidate{abs: abs, rel: p, real: real, err: err}, p, kind)
}

// definesAgent: front matter fm (nil when there is none) holds a name or
// a description, which a subagent's definition requires (Claude Code's
// subagents, https://docs.claude.com/en/docs/claude-code/sub-agents:
// "name" and "description" are required; Gemini CLI's likewise). Claude
// Code scans a plugin's agents/ at any depth, so a note or a knowledge
// document kept there without them is no agent.
func definesAgent(fm []byte) bool {
	for _, line := range strings.Split(string(fm), "\n") {
		if strings.HasPrefix(line, "name:") || strings.HasPrefix(line, "description:") {
			return true
		}
	}
	return false
}

// What a listed folder holds that makes it a plugin's root.
const (
	claudePluginMark uint8 = 1 << iota
	geminiExtensionMark
)

// markPluginDir records that the listed folder dir holds a .claude-plugin
// folder or a gemini-extension.json.
func (w *walker) markPluginDir(dir string, mark uint8) {
	if w.pluginMarks == nil {
		w.pluginMarks = map[string]uint8{}
	}
	w.pluginMarks[dir] |= mark
}
