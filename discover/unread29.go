package discover

// unread29: the files an agent unit tells the agent to run, source,
// decode or read, which the scan did not open (docs/dev/unread29-misses.md).
// namedScripts read a skill's, a command's or an agent's scripts by a path
// relative to the unit's folder, its plugin's root or the root of the
// scan. It left out:
//   - a path written with a variable the agents set (${CLAUDE_PLUGIN_ROOT}
//     and its kin in prose, not only in a hook's command);
//   - a path from the repository's root when the repository is a folder
//     the scan was given (mcp-lint scan path/to/repo: the root of the scan
//     is the working folder, the repository's root the folder named);
//   - the scripts a rules file (AGENTS.md, CLAUDE.md, .cursor/rules, …)
//     sends the agent to;
//   - a file that is not a script: a reference text the agent is told to
//     read (.txt), and an encoded file it is told to decode and follow
//     (.b64).
// Each such file is read as what it is: a script as the script readers
// read it (scriptUnit), a text as a rules unit at its own characters (the
// model reads it as it reads the unit), an encoded file as a rules unit
// whose body is the blob (payload decoding decodes it) and whose
// unread29NamedBy field holds the line of the unit that names it (the
// order to decode and follow it is read there). Nothing is executed.
//
// Limits, each reported by a notice when reached: a file a followed text
// names is followed too, to unread29MaxDepth files from the unit; at most
// unread29MaxFiles files are followed from one unit, and as many from
// each script followed (unread29Script counts apart); a file larger than
// unread29MaxBytes or the scan's source bound is not read. docs/sources.md
// states them (TestUnread29BoundsDocumented). Nothing outside the repository is
// followed: a path with "..", an absolute path and a home path (~/…) are
// left, and the read is confined to the root (safeio).

import (
	"encoding/base64"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

const (
	// unread29MaxDepth: a unit names a file (1), which names a file (2).
	unread29MaxDepth = 2
	// unread29MaxFiles: the files followed from one unit, at every depth.
	unread29MaxFiles = 32
	// unread29MaxBytes: the largest file followed (a bundled 2 MB .cjs a
	// plugin's prose names is a build's output, slow to read and no
	// script a person wrote; the scan's own source bound applies too).
	unread29MaxBytes = 256 << 10
	// unread29FromScript is the kind of a following from a script.
	unread29FromScript = "script"
	// unread29NamedBy is the field of an encoded file's unit holding the
	// line of the unit that names it.
	unread29NamedBy = "named_by"
)

// unread29TextExts are the endings of texts addressed to the model that
// a unit names for it to read: notes and reference texts. A skill's
// reference Markdown is not read: on public skills it is documentation
// for people as much as for the model (API guides, command references),
// and read as a rules file it raised findings on 4 of the first 25
// public repositories scanned.
var unread29TextExts = map[string]bool{".txt": true, ".text": true, ".prompt": true}

// unread29CodedExts are the endings of an encoded file.
var unread29CodedExts = map[string]bool{".b64": true, ".base64": true}

// unread29Vars are the variables the agents' documentation names for the
// folders a unit's paths are written from, by what they name: Claude
// Code's plugin root and project folder (plugins reference, hooks
// reference), Gemini CLI's extension folder and project folder
// (extensions and hooks reference).
var unread29Vars = []struct {
	name   string
	plugin bool // the plugin's (extension's) root; else the project's
}{
	{"CLAUDE_PLUGIN_ROOT", true}, {"extensionPath", true},
	{"CLAUDE_PROJECT_DIR", false}, {"GEMINI_PROJECT_DIR", false}, {"workspaceFolder", false}, {"PWD", false},
}

// unread29Top records a folder the scan was given: a repository's root
// for the paths its units write from it.
func (w *walker) unread29Top(arg string) {
	abs, err := filepath.Abs(arg)
	if err != nil {
		return
	}
	if rel := w.rel(abs); rel != "." && !filepath.IsAbs(rel) && !strings.HasPrefix(rel, "../") {
		w.unread29Tops = append(w.unread29Tops, rel)
	}
}

// unread29Bases are the folders a unit's paths are read from: namedScripts'
// (scriptBases), and the folder the scan was given that holds the unit.
func (w *walker) unread29Bases(rel string) []string {
	bases := w.scriptBases(rel)
	for _, t := range w.unread29Tops {
		if strings.HasPrefix(rel, t+"/") && !hasString25(bases, t) {
			bases = append(bases[:len(bases)-1:len(bases)-1], t, bases[len(bases)-1])
		}
	}
	return bases
}

// unread29Resolve is text with each variable of unread29Vars written as
// the folder it names ("${CLAUDE_PLUGIN_ROOT}/scripts/x.sh" → the
// plugin's scripts/x.sh), so the path reads from there.
func unread29Resolve(text, plugin, project string) string {
	if !strings.Contains(text, "$") {
		return text
	}
	var pairs []string
	for _, v := range unread29Vars {
		to := project
		if v.plugin {
			to = plugin
		}
		for _, form := range []string{`"${` + v.name + `}"`, `"$` + v.name + `"`, "${" + v.name + "}", "$" + v.name} {
			pairs = append(pairs, form, to)
		}
	}
	return strings.NewReplacer(pairs...).Replace(text)
}

// unread29Named follows the files a read unit at rel (of kind) names:
// its prose (blocks blanked), its blocks run or shown as code, its front
// matter's strings. Scripts a skill, a command or an agent names are
// namedScripts' (read before this): here they are the ones it missed.
func (w *walker) unread29Named(text, rel, kind string, info *FileInfo) {
	if w.noSiblings {
		return
	}
	st := &unread29State{from: rel, kind: kind}
	w.unread29Follow(st, text, rel, 1, info)
}

// unread29State counts what one unit's following read.
type unread29State struct {
	from, kind string
	files      int
	capped     bool
}

// unread29Follow reads each file text (of the file at rel) names, at
// depth from the unit.
func (w *walker) unread29Follow(st *unread29State, text, rel string, depth int, info *FileInfo) {
	project := "."
	for _, t := range w.unread29Tops {
		if strings.HasPrefix(rel, t+"/") {
			project = t
		}
	}
	if pb := projectBase25(rel); pb != "" {
		project = pb
	}
	// A plugin's root is its manifest's folder; with no manifest (a
	// plugin's folder in a marketplace whose plugin.json is elsewhere)
	// each folder above the unit, nearest first, up to the project's.
	plugins := []string{w.pluginRoot(rel)}
	if plugins[0] == "" {
		plugins = plugins[:0]
		for dir := path.Dir(path.Dir(rel)); dir != "." && dir != "/" && dir != "" && dir != project; dir = path.Dir(dir) {
			plugins = append(plugins, dir)
		}
		plugins = append(plugins, project)
	}
	bases := w.unread29Bases(rel)
	if own := path.Dir(st.from); rel != st.from && !hasString25(bases, own) {
		bases = append([]string{bases[0], own}, bases[1:]...) // a followed file's paths, also from the unit's folder
	}
	var toks []unread29Path
	for k, plugin := range plugins {
		r := unread29Resolve(text, plugin, project)
		if k > 0 && r == text {
			break // no variable: once is enough
		}
		toks = append(toks, unread29Paths(r)...)
	}
	for _, tok := range toks {
		ext := strings.ToLower(path.Ext(tok.path))
		script := scriptExts[ext]
		coded := unread29CodedExts[ext]
		program := ext == "" // a program by its path (tools/gh): a script when it opens with #!
		if !script && !program && !coded && !unread29TextExts[ext] {
			continue
		}
		if st.kind == unread29FromScript && !script && !program {
			continue // a script's data files are its own, not the model's
		}
		if st.kind == "rules" && !script && !program && !coded && !unread29AgentFolder(tok.path) {
			// A rules file names the project's own texts (a CI list, a
			// changelog) as often as notes for the model: a text is
			// followed from it only in an agent's own folder (.cline/,
			// .claude/, …).
			continue
		}
		tbases := bases
		if own := path.Dir(st.from); st.kind == "skill" && own != "." {
			// A skill's path written from where it is installed
			// (.claude/skills/NAME/run.js, ~/.claude/skills/NAME/...): the
			// rest after its folder's name is in its folder.
			if _, rest, ok := strings.Cut(tok.path, "/"+path.Base(own)+"/"); ok && rest != "" {
				tbases = []string{own}
				tok.path, tok.home = rest, false
			}
		}
		if tok.home {
			continue // a home path is outside the repository
		}
		for _, base := range tbases {
			p := path.Join(base, tok.path)
			if p == rel || !w.agentExists(p) || w.excluded(p, false) || program && !w.scriptsRead[p] && !w.shell28Shebang(p) {
				continue
			}
			if w.scriptsRead[p] || w.unread29Read[p] {
				break
			}
			if st.files >= unread29MaxFiles {
				if !st.capped {
					st.capped = true
					w.Notice(st.from, fmt.Sprintf("followed %d files the unit names; the others it names were not read (bound: %d files per unit)", unread29MaxFiles, unread29MaxFiles))
				}
				return
			}
			st.files++
			if fi, err := os.Lstat(w.absOf(p)); err == nil && fi.Size() > unread29MaxBytes { // Lstat: a link out of the repository is refused by the confined read, its target not even measured
				w.Notice(p, fmt.Sprintf("a file an agent unit names was not read: %d bytes, over the bound of %d for a followed file (a bundle or a build's output, not a script a person wrote)", fi.Size(), unread29MaxBytes))
				break
			}
			if script || program {
				if w.scriptsRead == nil {
					w.scriptsRead = map[string]bool{}
				}
				w.scriptsRead[p] = true
				prev := w.unread29Depth
				w.unread29Depth = depth
				w.scriptUnit(p, false) // and the scripts it runs (unread29Script)
				w.unread29Depth = prev
				break
			}
			if w.unread29Read == nil {
				w.unread29Read = map[string]bool{}
			}
			w.unread29Read[p] = true
			body, ok := w.unread29TextUnit(p, coded, tok.line)
			if ok && !coded {
				if depth >= unread29MaxDepth {
					if unread29Names(body) {
						w.Notice(p, fmt.Sprintf("a file %d files from %s: the files it names were not followed (bound: %d)", depth, st.from, unread29MaxDepth))
					}
				} else {
					w.unread29Follow(st, body, p, depth+1, info)
				}
			}
			break
		}
	}
}

// unread29Names: text names a file of an ending unread29Follow reads.
func unread29Names(text string) bool {
	for _, tok := range unread29Paths(text) {
		ext := strings.ToLower(path.Ext(tok.path))
		if scriptExts[ext] || unread29CodedExts[ext] || unread29TextExts[ext] || ext == "" {
			return true
		}
	}
	return false
}

// unread29Path is a path token of a text and the paragraph it stands in.
type unread29Path struct {
	path, line string
	home       bool // after "~": only a skill's installed copy of its own file (unread29Follow)
}

// unread29Paths are text's path tokens (namedScripts' path bytes) with an
// ending, relative and inside the repository: a token with "..", an
// absolute one and one after a variable not resolved are left out; one
// after "~" is marked (a home path).
func unread29Paths(text string) []unread29Path {
	var out []unread29Path
	prev := rune(0)
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !unread29PathRune(r) || unread29PathRune(prev) || prev == '$' || prev == '}' {
			prev = r
			i += n
			continue
		}
		j := i
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !unread29PathRune(r) {
				break
			}
			prev = r
			j += n
		}
		raw := strings.TrimSuffix(unread29Ending(text[i:j]), ".")
		tok := strings.TrimPrefix(raw, "./")
		home := i > 0 && text[i-1] == '~'
		ls, le := unread29Paragraph(text, i, j)
		i = j
		if home {
			tok = strings.TrimPrefix(tok, "/")
		}
		if strings.Contains(tok, "..") || strings.HasPrefix(tok, "/") || path.Ext(tok) == "" && !strings.Contains(raw, "/") {
			continue
		}
		out = append(out, unread29Path{tok, strings.TrimSpace(text[ls:le]), home})
	}
	return out
}

// unread29PathRune: r may stand in a file's path: namedScripts' path
// bytes, and a letter, a digit or a mark of any script (a file named in
// the language of its repository: scripts/검사.py).
func unread29PathRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r > 0 && isPathByte(byte(r))
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// unread29Ending cuts a token after its ending when letters of another
// script follow it unspaced (a particle or a case ending written onto
// the name: "scripts/검사.py를" is scripts/검사.py).
func unread29Ending(tok string) string {
	dot := strings.LastIndexByte(tok, '.')
	if dot < 0 {
		return tok
	}
	for k := dot + 1; k < len(tok); k++ {
		if tok[k] >= utf8.RuneSelf {
			return tok[:k]
		}
	}
	return tok
}

// unread29TextUnit registers the file at p as a rules unit: its text at
// its own characters, or, for an encoded file, its blob as the body and
// the line that names it as unread29NamedBy. It gives the text read.
func (w *walker) unread29TextUnit(p string, coded bool, line string) (string, bool) {
	b, err := safeio.ReadFile(w.confineTo(w.absOf(p)), w.absOf(p), w.opts.MaxSourceSize)
	if err != nil {
		w.Notice(p, "a file an agent unit names was not read: "+safeio.Describe(err))
		return "", false
	}
	if !utf8.Valid(b) || len(strings.TrimSpace(string(b))) == 0 {
		return "", false
	}
	if coded && !unread29Blob(b) {
		coded = false // not an encoding: read as the text it is
	}
	text := string(b)
	src := &syntax.Source{Path: p, Data: b, Format: "text"}
	d := newRecognizer(w, src, false)
	t := detect.Tool{Server: w.unitServer(p), Kind: detect.KindRules, Name: p, Repository: w.repoOf(path.Dir(p)),
		Extra: map[string]any{"body": text}}
	fields := map[string]*syntax.Node{"body": {Kind: syntax.KString, Str: text, End: len(b), Mapper: syntax.SpanMapper{N: len(b)}}}
	if coded && line != "" {
		// The order is the naming unit's: read beside the blob, at the
		// file's start (the line itself is the naming file's, read there).
		t.Extra[unread29NamedBy] = line
		fields[unread29NamedBy] = &syntax.Node{Kind: syntax.KString, Str: line, Mapper: syntax.SpanMapper{}}
	}
	root := &syntax.Node{Kind: syntax.KObject, End: len(b)}
	if d.register(t, &origin{src: src, node: root, chain: []*syntax.Node{root}, fields: fields, pathName: true}) {
		w.res.sources[p] = src
		w.res.Files = append(w.res.Files, FileInfo{Path: p, Kind: "rules", Tools: 1})
	}
	return text, true
}

// unread29Blob: b is one base64 text (whitespace between its lines) that
// decodes.
func unread29Blob(b []byte) bool {
	s := strings.Join(strings.Fields(string(b)), "")
	if len(s) < 16 {
		return false
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if _, err := enc.DecodeString(s); err == nil {
			return true
		}
	}
	return false
}

// unread29UnitText is what a Markdown unit names files in: its prose with
// the blocks blanked, its front matter's strings (a description may
// carry an order), and the blocks it runs or shows as code, its comments
// and its hidden text (the model reads them as it reads the prose).
func unread29UnitText(body []byte, front map[string]*syntax.Node, lists ...[]any) string {
	var b strings.Builder
	b.Write(body)
	keys := make([]string, 0, len(front))
	for k := range front {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		b.WriteString("\n" + front[k].Str)
	}
	for _, l := range lists {
		for _, t := range l {
			b.WriteString("\n" + t.(string))
		}
	}
	return b.String()
}

// unread29MaxPara bounds the paragraph kept around a path on each side.
const unread29MaxPara = 400

// unread29Paragraph is the paragraph of text around bytes i..j: from the
// blank line before to the blank line after (a soft wrap does not end
// it), at most unread29MaxPara bytes on each side.
// The blank lines are looked for inside the bound only: a text of many
// paths and no blank line cost a search to its ends for each path, time
// quadratic in its length (a 200 KB text took seconds).
func unread29Paragraph(text string, i, j int) (int, int) {
	lo := max(0, i-unread29MaxPara-1)
	ls := max(lo+strings.LastIndex(text[lo:i], "\n\n")+1, i-unread29MaxPara)
	hi := min(len(text), j+unread29MaxPara+1)
	le := min(len(text), j+unread29MaxPara)
	if k := strings.Index(text[j:hi], "\n\n"); k >= 0 {
		le = min(le, j+k)
	}
	for ls > 0 && ls < len(text) && !utf8.RuneStart(text[ls]) {
		ls++
	}
	for le < len(text) && le > j && !utf8.RuneStart(text[le]) {
		le--
	}
	return ls, le
}

// unread29OwnFolder is a script's text with the expressions of its own
// folder ($(dirname "$0"), $(dirname "${BASH_SOURCE[0]}")) written as
// "./", so a file beside it reads from its folder.
func unread29OwnFolder(src string) string {
	var b strings.Builder
	for {
		i := strings.Index(src, "$(dirname ")
		if i < 0 {
			break
		}
		j := strings.IndexByte(src[i:], ')')
		if j < 0 {
			break
		}
		k := i + j + 1
		if k < len(src) && src[k] == '"' {
			k++ // "$(dirname "$0")"/x
		}
		b.WriteString(src[:i])
		b.WriteString(" .")
		src = src[k:]
	}
	b.WriteString(src)
	return b.String()
}

// unread29Script follows the scripts a shell script read as a unit's (b,
// at p) runs: a script that runs another names it, by its folder's
// "$(dirname "$0")/x" or a path from the root. A script a unit names is
// one file from it; one a followed text or script names is
// w.unread29Depth+... files from it, and is followed while under
// unread29MaxDepth.
func (w *walker) unread29Script(p string, b []byte) {
	d := max(w.unread29Depth, 1)
	if w.noSiblings || w.unread29Read["#"+p] || !unread29Shell(p, b) {
		return
	}
	if w.unread29Read == nil {
		w.unread29Read = map[string]bool{}
	}
	w.unread29Read["#"+p] = true
	if d >= unread29MaxDepth {
		if unread29Names(string(b)) {
			w.Notice(p, fmt.Sprintf("a script %d files from the unit that names it: the scripts it runs were not followed (bound: %d)", d, unread29MaxDepth))
		}
		return
	}
	prev := w.unread29Depth
	defer func() { w.unread29Depth = prev }()
	w.unread29Follow(&unread29State{from: p, kind: unread29FromScript}, unread29OwnFolder(string(b)), p, d+1, nil)
}

// unread29Shell: the script at p is a shell script (its ending, or a #!
// line naming a shell). Only a shell script's paths are scripts it runs;
// a Python or JavaScript module names the modules it imports (a
// detector's require("./patterns.js") is library code, not a script run).
func unread29Shell(p string, b []byte) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".sh", ".bash", ".zsh":
		return true
	case "":
		line, _, _ := strings.Cut(string(b[:min(len(b), 128)]), "\n")
		return strings.HasPrefix(line, "#!") && (strings.HasSuffix(line, "sh") || strings.Contains(line, "sh "))
	}
	return false
}

// unread29AgentFolder: p lies in a folder whose name starts with a dot
// (an agent's own folder: .claude/, .cline/, .cursor/).
func unread29AgentFolder(p string) bool {
	dir := path.Dir(p)
	return strings.HasPrefix(dir, ".") && dir != "." || strings.Contains(dir, "/.")
}
