package discover

// The files an agent unit tells the agent to run, source, decode or
// read, which the scan would otherwise not open. namedScripts reads a
// skill's, a command's or an agent's scripts by a path relative to the
// unit's folder, its plugin's root or the root of the scan; this file
// reads what that leaves out:
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
// namedBy field holds the line of the unit that names it (the
// order to decode and follow it is read there). Nothing is executed.
//
// Limits, each reported by a notice when reached, and each file left
// past one an error (the scan is incomplete): a file a followed text
// names is followed too, to maxDepth files from the unit; at most
// maxFiles files are followed from one unit, and as many from
// each script followed (script counts apart); a file larger than
// maxBytes or the scan's source bound is not read. docs/sources.md
// states them (TestUnreadBoundsDocumented). Nothing outside the repository is
// followed: a path with "..", an absolute path and a home path (~/…) are
// left, and the read is confined to the root (safeio).

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/charset"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

const (
	// maxDepth: a unit names a file (1), which names a file (2).
	maxDepth = 2
	// maxFiles: the files followed from one unit, at every depth.
	maxFiles = 32
	// maxBytes: the largest file followed (a bundled 2 MB .cjs a
	// plugin's prose names is a build's output, slow to read and no
	// script a person wrote; the scan's own source bound applies too).
	maxBytes = 256 << 10
	// fromScript is the kind of a following from a script.
	fromScript = "script"
	// namedBy is the field of an encoded file's unit holding the
	// line of the unit that names it.
	namedBy = "named_by"
)

// textExts are the endings of texts addressed to the model that
// a unit names for it to read: notes and reference texts.
var textExts = map[string]bool{".txt": true, ".text": true, ".prompt": true}

// referenceExts are the endings of a skill's reference files: Markdown
// in the skill's folder that the skill names or links is what the agent
// loads when the skill sends it there (Claude Code's skills, "progressive
// disclosure": https://docs.claude.com/en/docs/claude-code/skills). It is
// read as a rules unit, with its regions (fenced code, comments, hidden
// text) as any Markdown unit's; Markdown the skill does not name is
// named in the notice of files not read (skillInventory). Issue 80 found
// the reference files of 13 of 30 public repositories left unread.
var referenceExts = map[string]bool{".md": true, ".markdown": true, ".mdx": true}

// codedExts are the endings of an encoded file.
var codedExts = map[string]bool{".b64": true, ".base64": true}

// vars are the variables the agents' documentation names for the
// folders a unit's paths are written from, by what they name: Claude
// Code's plugin root and project folder (plugins reference, hooks
// reference), Gemini CLI's extension folder and project folder
// (extensions and hooks reference).
var vars = []struct {
	name   string
	plugin bool // the plugin's (extension's) root; else the project's
}{
	{"CLAUDE_PLUGIN_ROOT", true}, {"extensionPath", true},
	{"CLAUDE_PROJECT_DIR", false}, {"GEMINI_PROJECT_DIR", false}, {"workspaceFolder", false}, {"PWD", false},
}

// top records a folder the scan was given: a repository's root
// for the paths its units write from it.
func (w *walker) top(arg string) {
	abs, err := filepath.Abs(arg)
	if err != nil {
		return
	}
	if rel := w.rel(abs); rel != "." && !filepath.IsAbs(rel) && !strings.HasPrefix(rel, "../") {
		w.givenFolders = append(w.givenFolders, rel)
	}
}

// bases are the folders a unit's paths are read from: namedScripts'
// (scriptBases), and the folder the scan was given that holds the unit.
func (w *walker) bases(rel string) []string {
	bases := w.scriptBases(rel)
	for _, t := range w.givenFolders {
		if strings.HasPrefix(rel, t+"/") && !hasString(bases, t) {
			bases = append(bases[:len(bases)-1:len(bases)-1], t, bases[len(bases)-1])
		}
	}
	return bases
}

// resolve is text with each variable of vars written as
// the folder it names ("${CLAUDE_PLUGIN_ROOT}/scripts/x.sh" → the
// plugin's scripts/x.sh), so the path reads from there.
func resolve(text, plugin, project string) string {
	if !strings.Contains(text, "$") {
		return text
	}
	var pairs []string
	for _, v := range vars {
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

// named follows the files a read unit at rel (of kind) names:
// its prose (blocks blanked), its blocks run or shown as code, its front
// matter's strings. Scripts a skill, a command or an agent names are
// namedScripts' (read before this): here they are the ones it missed.
func (w *walker) named(text, rel, kind string, info *FileInfo) {
	if w.noSiblings {
		return
	}
	w.follow(w.unitState(rel, kind), text, rel, 1, info)
}

// state counts what one unit's following read: the files followed from
// it, at every depth, by namedScripts and follow alike.
type state struct {
	from, kind string
	// unit is the agent unit the following started from (from, unless
	// from is a script it followed).
	unit  string
	files int
}

// unitState is the count of the unit (or followed script) at from.
func (w *walker) unitState(from, kind string) *state {
	if st := w.states[from]; st != nil {
		return st
	}
	if w.states == nil {
		w.states = map[string]*state{}
	}
	st := &state{from: from, kind: kind, unit: from}
	if kind == fromScript && w.unit != "" {
		st.unit = w.unit
	}
	w.states[from] = st
	return st
}

// reading is how a followed file is read.
type reading int

const (
	// readNot: not read (a pipe, a device or a socket, named as not read).
	readNot reading = iota
	// readWhole: read as its kind is (a script as code, a text as a unit).
	readWhole
	// readCode: past a bound of reading prose (maxDepth, maxFiles,
	// maxBytes), read as code is: the hard tier and the code reader
	// (hidden characters, secrets, the commands it runs and where data
	// goes, at their places), whole up to the scan's source bound. What
	// its prose asks the model is not read; a notice at the file says so.
	readCode
)

// within says how the file at p, which the file at from names depth
// files from st's unit, is read: whole within the bounds of reading
// prose (depth at most maxDepth, at most maxFiles files from one unit,
// a regular file of at most maxBytes), as code past them (readCode),
// never a special file (followable). A bound is never a way around the
// reading: code's cost is per byte, so a payload padded past the size
// bound, or put a file deeper or past the count, is still read, and a
// file is read once however many units name it. Only a file over the
// scan's source bound is left unread, an error (boundErrors).
func (w *walker) within(st *state, from, p string, depth int) reading {
	if ok, judged := w.followOK[p]; judged && !ok {
		return readNot // a pipe: named once, not counted again
	}
	past := ""
	switch {
	case depth > maxDepth:
		past = fmt.Sprintf(whyDepth, from, depth, maxDepth)
	case st.files >= maxFiles:
		past = fmt.Sprintf(whyCount, from, maxFiles)
	}
	st.files++ // counted, read or not
	ok, judged := w.followOK[p]
	if !judged {
		ok = w.followable(from, p)
		if w.followOK == nil {
			w.followOK = map[string]bool{}
		}
		w.followOK[p] = ok
	}
	if !ok {
		return readNot
	}
	size := w.sizeOf(p)
	if past == "" && size > maxBytes {
		past = fmt.Sprintf(whySize, from, size, maxBytes)
	}
	if past == "" {
		return readWhole
	}
	if size <= w.opts.MaxSourceSize {
		w.pastBound(p, past) // over the source bound, the read fails and says so (unreadRead)
	}
	return readCode
}

// pastBound notes, once at the file at p, that a bound of reading prose
// (why) left it read as code only.
func (w *walker) pastBound(p, why string) {
	if w.codeOnly[p] {
		return
	}
	if w.codeOnly == nil {
		w.codeOnly = map[string]bool{}
	}
	w.codeOnly[p] = true
	w.Notice(p, why+"; read as code (hidden characters, secrets, what it runs, downloads and sends, at their places), whole, but not for what its prose asks the model")
}

// takeScript reads the script at p, which the file at from names depth
// files from st's unit, once; it reports whether p is settled (read now
// or before, or named as not read): the other folders a path is tried
// from are then left. A script past a bound is not marked read: a unit
// that names it nearer reads it.
func (w *walker) takeScript(st *state, from, p string, depth int, hook bool) bool {
	w.namedFrom(from, p)
	if w.scriptsRead[p] {
		return true
	}
	if w.within(st, from, p, depth) == readNot {
		return true
	}
	if w.scriptsRead == nil {
		w.scriptsRead = map[string]bool{}
	}
	w.scriptsRead[p] = true
	prev, unit := w.depth, w.unit
	w.depth, w.unit = depth, st.unit
	w.scriptUnit(p, hook) // and the scripts it runs (script)
	w.depth, w.unit = prev, unit
	return true
}

// follow reads each file text (of the file at rel) names, at
// depth from the unit.
func (w *walker) follow(st *state, text, rel string, depth int, info *FileInfo) {
	project := "."
	for _, t := range w.givenFolders {
		if strings.HasPrefix(rel, t+"/") {
			project = t
		}
	}
	if pb := projectBase(rel); pb != "" {
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
	bases := w.bases(rel)
	if own := path.Dir(st.from); rel != st.from && !hasString(bases, own) {
		bases = append([]string{bases[0], own}, bases[1:]...) // a followed file's paths, also from the unit's folder
	}
	var toks []namedPath
	for k, plugin := range plugins {
		r := resolve(text, plugin, project)
		if k > 0 && r == text {
			break // no variable: once is enough
		}
		toks = append(toks, paths(r)...)
	}
	for _, tok := range toks {
		ext := strings.ToLower(path.Ext(tok.path))
		script := scriptExts[ext]
		coded := codedExts[ext]
		program := ext == "" // a program by its path (tools/gh): a script when it opens with #!
		// A skill's reference: Markdown in its folder that it names or
		// links ("see [the API](references/api.md)"), which the agent
		// loads when the skill says to.
		ref := referenceExts[ext] && st.kind == "skill"
		if !script && !program && !coded && !textExts[ext] && !ref {
			continue
		}
		if st.kind == fromScript && !script && !program {
			continue // a script's data files are its own, not the model's
		}
		if st.kind == "rules" && !script && !program && !coded && !agentFolder(tok.path) {
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
		if tok.home || strings.Contains(tok.path, "..") && path.IsAbs(rel) {
			continue // a home path is outside the repository
		}
		for _, base := range tbases {
			p := path.Join(base, tok.path)
			if p == rel || !w.inRepository(p, rel) {
				continue
			}
			if !w.agentExists(p) {
				if w.namedSpecial(rel, p) {
					break
				}
				continue
			}
			if w.excluded(p, false) || program && !w.scriptsRead[p] && !w.opensWithShebang(p) {
				continue
			}
			if script || program {
				w.takeScript(st, rel, p, depth, false)
				break
			}
			if ref {
				if skillDir := path.Dir(st.unit); skillDir == "." || strings.HasPrefix(p, skillDir+"/") {
					w.referenceFile(st, rel, p, depth)
				}
				break
			}
			w.namedFrom(rel, p)
			if w.read[p] || w.scriptsRead[p] {
				break
			}
			how := w.within(st, rel, p, depth)
			if how == readNot {
				break
			}
			if w.read == nil {
				w.read = map[string]bool{}
			}
			w.read[p] = true
			if how == readCode {
				w.codeUnit(p)
				break
			}
			if body, ok := w.textUnit(rel, p, coded, tok.line); ok && !coded {
				w.follow(st, body, p, depth+1, info)
			}
			break
		}
	}
}

// namedPath is a path token of a text and the paragraph it stands in.
type namedPath struct {
	path, line string
	home       bool // after "~": only a skill's installed copy of its own file (follow)
}

// paths are text's path tokens (namedScripts' path bytes) with an
// ending, relative: an absolute one and one after a variable not
// resolved are left out; one after "~" is marked (a home path). A token
// with ".." is kept: follow takes it while it stays in the repository
// (inRepository).
func paths(text string) []namedPath {
	var out []namedPath
	prev := rune(0)
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !pathRune(r) || pathRune(prev) || prev == '$' || prev == '}' {
			prev = r
			i += n
			continue
		}
		j := i
		for j < len(text) {
			r, n := utf8.DecodeRuneInString(text[j:])
			if !pathRune(r) {
				break
			}
			prev = r
			j += n
		}
		raw := strings.TrimSuffix(ending(text[i:j]), ".")
		tok := strings.TrimPrefix(raw, "./")
		home := i > 0 && text[i-1] == '~'
		start := i
		i = j
		if home {
			tok = strings.TrimPrefix(tok, "/")
		}
		if strings.HasPrefix(tok, "/") || path.Ext(tok) == "" && !strings.Contains(raw, "/") {
			continue // a word: its paragraph is not looked for
		}
		ls, le := paragraph(text, start, j)
		out = append(out, namedPath{tok, strings.TrimSpace(text[ls:le]), home})
	}
	return out
}

// pathRune: r may stand in a file's path: namedScripts' path
// bytes, and a letter, a digit or a mark of any script (a file named in
// the language of its repository: scripts/검사.py).
func pathRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r > 0 && isPathByte(byte(r))
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// ending cuts a token after its ending when letters of another
// script follow it unspaced (a particle or a case ending written onto
// the name: "scripts/검사.py를" is scripts/검사.py).
func ending(tok string) string {
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

// textUnit registers the file at p, which the file at from names, as a rules unit: its text at
// its own characters, or, for an encoded file, its blob as the body and
// the line that names it as namedBy. It gives the text read.
func (w *walker) textUnit(from, p string, coded bool, line string) (string, bool) {
	b, err := safeio.ReadFile(w.confineTo(w.absOf(p)), w.absOf(p), w.opts.MaxSourceSize)
	if err != nil {
		w.unreadRead(p, "named by "+from+", but not read: "+safeio.Describe(err), err)
		return "", false
	}
	if !utf8.Valid(b) && bytes.IndexByte(b, 0) >= 0 && charset.UTF16(b) == "" {
		// A NUL outside UTF-16: bytes of a program or an image, which
		// no encoding reads as text.
		w.unreadAgent(p, "named by "+from+", but binary, not text: not read")
		return "", false
	}
	src := &syntax.Source{Path: p, Data: b, Format: "text"}
	w.readText(src)
	b = src.Data
	w.tookAgent(p)
	if len(strings.TrimSpace(string(b))) == 0 {
		return "", false
	}
	if coded && !blob(b) {
		coded = false // not an encoding: read as the text it is
	}
	text := string(b)
	d := newRecognizer(w, src, false)
	t := detect.Tool{Server: w.unitServer(p), Kind: detect.KindRules, Name: p, Repository: w.repoOf(path.Dir(p)),
		Extra: map[string]any{"body": text}}
	fields := map[string]*syntax.Node{"body": {Kind: syntax.KString, Str: text, End: len(b), Mapper: syntax.SpanMapper{N: len(b)}}}
	if coded && line != "" {
		// The order is the naming unit's: read beside the blob, at the
		// file's start (the line itself is the naming file's, read there).
		t.Extra[namedBy] = line
		fields[namedBy] = &syntax.Node{Kind: syntax.KString, Str: line, Mapper: syntax.SpanMapper{}}
	}
	root := &syntax.Node{Kind: syntax.KObject, End: len(b)}
	if d.register(t, &origin{src: src, node: root, chain: []*syntax.Node{root}, fields: fields, pathName: true}) {
		w.res.sources[p] = src
		w.res.Files = append(w.res.Files, FileInfo{Path: p, Kind: "rules", Tools: 1})
	}
	return text, true
}

// blob: b is one base64 text (whitespace between its lines) that
// decodes.
func blob(b []byte) bool {
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

// unitText is what a Markdown unit names files in: its prose with
// the blocks blanked, its front matter's strings (a description may
// carry an order), and the blocks it runs or shows as code, its comments
// and its hidden text (the model reads them as it reads the prose).
func unitText(body []byte, front map[string]*syntax.Node, lists ...[]any) string {
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

// maxPara bounds the paragraph kept around a path on each side.
const maxPara = 400

// paragraph is the paragraph of text around bytes i..j: from the
// blank line before to the blank line after (a soft wrap does not end
// it), at most maxPara bytes on each side.
// The blank lines are looked for inside the bound only: a text of many
// paths and no blank line cost a search to its ends for each path, time
// quadratic in its length (a 200 KB text took seconds).
func paragraph(text string, i, j int) (int, int) {
	lo := max(0, i-maxPara-1)
	ls := max(lo+strings.LastIndex(text[lo:i], "\n\n")+1, i-maxPara)
	hi := min(len(text), j+maxPara+1)
	le := min(len(text), j+maxPara)
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

// ownFolder is a script's text with the expressions of its own
// folder ($(dirname "$0"), $(dirname "${BASH_SOURCE[0]}")) written as
// "./", so a file beside it reads from its folder.
func ownFolder(src string) string {
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

// script follows the scripts a shell script read as a unit's (b,
// at p) runs: a script that runs another names it, by its folder's
// "$(dirname "$0")/x" or a path from the root. A script a unit names is
// one file from it; one a followed text or script names is
// w.depth+... files from it, and is followed while under
// maxDepth.
func (w *walker) script(p string, b []byte) {
	d := max(w.depth, 1)
	if w.noSiblings || w.read["#"+p] || !shell(p, b) {
		return
	}
	if w.read == nil {
		w.read = map[string]bool{}
	}
	w.read["#"+p] = true
	prev := w.depth
	defer func() { w.depth = prev }()
	// Past maxDepth, follow names each script the script runs as not
	// read, at its place: none is left without a word.
	w.follow(w.unitState(p, fromScript), ownFolder(string(b)), p, d+1, nil)
}

// shell: the script at p is a shell script (its ending, or a #!
// line naming a shell). Only a shell script's paths are scripts it runs;
// a Python or JavaScript module names the modules it imports (a
// detector's require("./patterns.js") is library code, not a script run).
func shell(p string, b []byte) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".sh", ".bash", ".zsh":
		return true
	case "":
		line, _, _ := strings.Cut(string(b[:min(len(b), 128)]), "\n")
		return strings.HasPrefix(line, "#!") && (strings.HasSuffix(line, "sh") || strings.Contains(line, "sh "))
	}
	return false
}

// agentFolder: p lies in a folder whose name starts with a dot
// (an agent's own folder: .claude/, .cline/, .cursor/).
func agentFolder(p string) bool {
	dir := path.Dir(p)
	return strings.HasPrefix(dir, ".") && dir != "." || strings.Contains(dir, "/.")
}

// referenceFile reads a skill's reference file at p, which the file at
// from names depth files from the skill, as a rules unit, once.
func (w *walker) referenceFile(st *state, from, p string, depth int) {
	w.namedFrom(from, p)
	if w.unitsRead[p] || w.read[p] {
		return
	}
	how := w.within(st, from, p, depth)
	if how == readNot {
		return
	}
	if w.read == nil {
		w.read = map[string]bool{}
	}
	w.read[p] = true
	if how == readCode {
		w.codeUnit(p)
		return
	}
	abs := w.absOf(p)
	real, err := safeio.ResolveIn(w.confineTo(abs), abs)
	if err != nil {
		w.unreadRead(p, "named by "+from+", but not read: "+safeio.Describe(err), err)
		return
	}
	w.agentFileAs(candidate{abs: abs, rel: p, real: real}, p, "rules", &reference{st: st, depth: depth})
}
