package discover

// What an agent reads from a repository besides MCP definitions: agent
// skills (SKILL.md), Claude Code plugins (their manifests, commands,
// agents and hooks), the hooks of a project's .claude/settings.json, and
// the rules and instruction files of the coding agents (AGENTS.md,
// CLAUDE.md, .cursor/rules/*.mdc, .github/copilot-instructions.md ...).
// Each file becomes a unit the engine judges with the policy of its kind
// (detect.IsInstructionKind): a skill, a command, an agent, a rules file,
// a plugin listing, a script a skill names; a hook command is a launch
// config (detect.KindConfig, client "hook") for the launch checks.
//
// A Markdown file is read as its YAML front matter (every string at its
// place, through the YAML parser) and its body. In the body, HTML
// comments are regions of their own: a renderer shows nothing of them,
// so they are text only the model sees (each is its own field,
// comments[i], and is blanked in the body). Fenced code, links and
// images stay in the body, where the engine's position classifier reads
// the sentence that introduces them (an example is not an order); their
// places are known to the region scanner (mdRegions).

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// An agentFormat is one row of the table of agent files: the unit kind it
// gives, where it lies (for docs/sources.md and the pre-commit pattern),
// and what is read in it.
type agentFormat struct {
	kind  string // skill, command, agent, rules, plugin, hook
	where string // the layout, as a glob
	what  string
}

// agentFormats is every agent file mcp-lint reads, by layout. agentKindOf
// decides a path; TestAgentFormatTable holds the two together.
var agentFormats = []agentFormat{
	{"skill", "**/SKILL.md", "front matter (name, description, every string) and body; the scripts the body names (scripts/*.sh, *.py, *.js ...) as script units"},
	{"command", "**/commands/**/*.md", "a plugin's or .claude/ slash command: front matter (description, argument-hint, allowed-tools) and body"},
	{"agent", "**/agents/**/*.md", "a plugin's or .claude/ subagent: front matter (name, description, tools) and body"},
	{"rules", "**/AGENTS.md, **/CLAUDE.md, **/CLAUDE.local.md, **/GEMINI.md", "the whole file: front matter if any, body"},
	{"rules", "**/.cursorrules, **/.windsurfrules, **/.clinerules", "the whole file as Markdown"},
	{"rules", "**/.cursor/rules/**/*.mdc, **/.cursor/rules/**/*.md", "front matter (description, globs, alwaysApply) and body"},
	{"rules", "**/.github/copilot-instructions.md, **/.github/instructions/**/*.instructions.md", "front matter (applyTo) and body"},
	{"rules", "**/.clinerules/**/*.md, **/.windsurf/rules/**/*.md", "front matter if any, body"},
	{"plugin", "**/.claude-plugin/plugin.json, **/.claude-plugin/marketplace.json", "descriptions of the plugin and of each listed plugin; inline hooks (launch checks); inline mcpServers as a client config"},
	{"hook", "**/hooks/hooks.json, **/.claude/settings.json, **/.claude/settings.local.json, **/.cursor/hooks.json", "each hook's command, read as a launch config (config.shell and the other launch checks) and at the shell's syntax; the scripts it runs as script units (field hook-script)"},
}

// agentTable renders agentFormats as Markdown for docs/sources.md.
func agentTable() string {
	var b strings.Builder
	b.WriteString("| unit | where | what is read |\n|---|---|---|\n")
	for _, f := range agentFormats {
		b.WriteString("| " + f.kind + " | `" + strings.ReplaceAll(f.where, ", ", "` `") + "` | " + f.what + " |\n")
	}
	return b.String()
}

// agentFilesPattern is the pre-commit hooks' alternative for the agent
// files (a Python regular expression on the path): the names discovery
// reads as agent files, and the folders whose Markdown it reads.
const agentFilesPattern = `(^|/)(SKILL\.md|AGENTS\.md|CLAUDE\.md|CLAUDE\.local\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md|[^/]+\.instructions\.md|[^/]+\.mdc)$|/?(commands|agents|\.clinerules|\.windsurf/rules|\.cursor/rules)/.+\.md$`

// rulesNames are the rules files known by their name alone (lower case).
// The Markdown ones are spelt as the agents read them (AGENTS.md, not a
// docs page agents.md about agents).
var rulesNames = map[string]bool{
	"AGENTS.md": true, "CLAUDE.md": true, "CLAUDE.local.md": true, "GEMINI.md": true,
	".cursorrules": true, ".windsurfrules": true, ".clinerules": true,
}

// agentNameHint: a name that may be an agent file, before its folder is
// known (list asks it of every file of a type it does not otherwise
// read, so it must be cheap).
func agentNameHint(name string) bool {
	if len(name) < 3 {
		return false
	}
	switch name[len(name)-3:] {
	case ".md", ".MD", ".Md", "mdc", "les": // *.md, *.mdc, .cursorrules ...
		return true
	}
	return false
}

// agentKindOf is the agent format of a root-relative path: its unit kind,
// or "" when it is none. It asks only the path.
func agentKindOf(rel string) string {
	base := path.Base(rel)
	lower := strings.ToLower(base)
	dir := path.Dir(rel)
	parent := path.Base(dir)
	if strings.HasSuffix(lower, ".json") {
		switch {
		case parent == ".claude-plugin" && (lower == "plugin.json" || lower == "marketplace.json"):
			return "plugin"
		case parent == "hooks" && lower == "hooks.json":
			return "hook"
		case parent == ".claude" && (lower == "settings.json" || lower == "settings.local.json"):
			return "hook"
		case parent == ".cursor" && lower == "hooks.json":
			return "hook" // Cursor's project hooks
		}
		return ""
	}
	if rulesNames[base] {
		return "rules"
	}
	md := strings.HasSuffix(lower, ".md")
	if lower == "skill.md" {
		return "skill"
	}
	segs := "/" + dir + "/"
	switch {
	case strings.HasSuffix(lower, ".mdc") || md && strings.Contains(segs, "/.cursor/rules/"):
		if strings.Contains(segs, "/.cursor/rules/") {
			return "rules"
		}
		return ""
	case !md:
		return ""
	case lower == "copilot-instructions.md" && parent == ".github":
		return "rules"
	case strings.HasSuffix(lower, ".instructions.md") && strings.Contains(segs, "/.github/instructions/"):
		return "rules"
	case strings.Contains(segs, "/.clinerules/") || strings.Contains(segs, "/.windsurf/rules/"):
		return "rules"
	case lower == "readme.md":
		return ""
	case strings.Contains(segs, "/commands/"):
		return "command"
	case strings.Contains(segs, "/agents/"):
		return "agent"
	}
	return ""
}

// agentKind is agentKindOf when the scan reads agent files
// (Options.AgentFiles, a preview), else "": the file is then what it is
// without them (a JSON file read as any is, a Markdown file not read).
func (w *walker) agentKind(rel string) string {
	if !w.opts.AgentFiles {
		return ""
	}
	return agentKindOf(rel)
}

// agentFile reads one agent file: c is its candidate, kind agentKindOf's
// answer. It reports whether the file was taken (a JSON file is then
// read for MCP definitions as well, by the caller).
func (w *walker) agentFile(c candidate, rel, kind string) {
	if c.err != nil {
		w.fail(rel, c.err)
		return
	}
	data, err := safeio.ReadResolved(c.real, w.opts.MaxFileSize)
	if err != nil {
		w.fail(rel, err)
		return
	}
	data = blankBOM(data)
	format := "md"
	if strings.HasSuffix(strings.ToLower(rel), ".json") {
		format = "json"
	}
	src := &syntax.Source{Path: rel, Data: data, Format: format}
	if bad, ok := syntax.ValidUTF8(data); !ok {
		line, col := src.Position(bad)
		w.res.Errors = append(w.res.Errors, syntax.FileError{Path: rel, Line: line, Col: col,
			Message: "invalid UTF-8; the bytes were read as U+FFFD and the rest of the file was scanned"})
	}
	d := newRecognizer(w, src, false)
	info := FileInfo{Path: rel, Kind: kind}
	if format == "json" {
		w.agentJSON(d, kind, &info)
	} else if !w.agentMarkdown(d, kind, &info) {
		return
	}
	if info.Tools+info.Configs > 0 {
		w.res.sources[rel] = src
		w.res.Files = append(w.res.Files, info)
	}
}

// unitServer names the server a unit belongs to: its plugin (the nearest
// folder above it holding .claude-plugin/plugin.json, by its name there,
// else by the folder's), else the scanned repository.
func (w *walker) unitServer(rel string) string {
	for dir := path.Dir(rel); ; dir = path.Dir(dir) {
		manifest := path.Join(dir, ".claude-plugin", "plugin.json")
		if !w.noSiblings && w.agentExists(manifest) {
			if b, err := safeio.ReadFile(w.confineTo(w.absOf(manifest)), w.absOf(manifest), 1<<20); err == nil {
				if n, err := syntax.ParseJSON(&syntax.Source{Path: manifest, Data: b, Format: "json"}, b, 0); err == nil {
					if name := n.Get("name").String(); name != "" {
						return name
					}
				}
			}
			if dir != "." {
				return path.Base(dir)
			}
			break
		}
		if dir == "." || dir == "/" || dir == "" {
			break
		}
	}
	return w.rootName
}

// agentMarkdown reads a Markdown agent file into a unit. It reports
// false for a file of a commands/ or agents/ folder that is no agent's:
// no front matter, and neither in a .claude folder nor in a plugin.
func (w *walker) agentMarkdown(d *recognizer, kind string, info *FileInfo) bool {
	src := d.Src
	data := src.Data
	rel := src.Path
	fm, bodyOff := frontMatter(data)
	if (kind == "command" || kind == "agent") && fm == nil && !strings.Contains("/"+rel, "/.claude/") && w.unitServer(rel) == w.rootName {
		return false
	}
	w.res.Considered++
	fields := map[string]*syntax.Node{}
	t := detect.Tool{Server: w.unitServer(rel), Kind: detect.Kind(kind), Repository: w.repoOf(path.Dir(rel))}
	extra := map[string]any{}
	var frontNames map[string]*syntax.Node
	if fm != nil {
		frontNames = w.frontMatterFields(src, fm, bodyOff)
	}
	front := map[string]any{}
	for k, n := range frontNames {
		switch k {
		case "description":
			t.Description = n.Str
			fields["description"] = n
		case "name":
			t.Name = n.Str
			fields["name"] = n
		default:
			front[k] = n.Str
			fields[syntax.ChildPath("frontmatter", k)] = n
		}
	}
	if len(front) > 0 {
		extra["frontmatter"] = front
	}
	body := data[bodyOff:]
	regs := mdRegions(body)
	var comments, examples, code, runs, hidden []any
	blank := []byte(nil)
	for ri, r := range regs {
		field := ""
		switch {
		case r.kind == regionComment:
			field = syntax.IndexPath("comments", len(comments))
		case r.kind == regionHidden:
			// Text a rendered page keeps from its reader (mdRegions):
			// the model's alone, as a comment is.
			field = syntax.IndexPath(detect.HiddenField, len(hidden))
		case r.kind == regionCode && detect.ExampleLead(leadLine(body, r.off)):
			// Fenced code the prose presents as an example: a field of
			// its own, which the checks of what a text asks do not read.
			field = syntax.IndexPath(detect.ExamplesField, len(examples))
		case r.kind == regionCode && detect.RunLead(leadLine(body, r.off)):
			// Fenced code the prose tells the agent to run: read as an
			// order, not as documentation.
			field = syntax.IndexPath(detect.RunField, len(runs))
		case r.kind == regionCode:
			field = syntax.IndexPath(detect.CodeField, len(code))
		default:
			continue
		}
		if blank == nil {
			blank = append([]byte(nil), body...)
		}
		text := string(body[r.off:r.end])
		if r.kind == regionHidden {
			text = mdHiddenText(body, regs, ri)
		}
		fields[field] = &syntax.Node{Kind: syntax.KString, Str: text,
			Off: bodyOff + r.off, End: bodyOff + r.end, Mapper: syntax.SpanMapper{Base: bodyOff + r.off, N: r.end - r.off}}
		switch {
		case r.kind == regionComment:
			comments = append(comments, text)
		case r.kind == regionHidden:
			hidden = append(hidden, text)
		case strings.HasPrefix(field, detect.CodeField):
			code = append(code, text)
		case strings.HasPrefix(field, detect.RunField):
			runs = append(runs, text)
		default:
			examples = append(examples, text)
		}
		for i := r.off; i < r.end; i++ {
			if blank[i] != '\n' {
				blank[i] = ' '
			}
		}
	}
	if blank != nil {
		body = blank
	}
	if len(bytes.TrimSpace(body)) > 0 {
		extra["body"] = string(body)
		fields["body"] = &syntax.Node{Kind: syntax.KString, Str: string(body), Off: bodyOff, End: len(data),
			Mapper: syntax.SpanMapper{Base: bodyOff, N: len(body)}}
	}
	if len(comments) > 0 {
		extra["comments"] = comments
	}
	if len(hidden) > 0 {
		extra[detect.HiddenField] = hidden
	}
	if len(examples) > 0 {
		extra[detect.ExamplesField] = examples
	}
	if len(code) > 0 {
		extra[detect.CodeField] = code
	}
	if len(runs) > 0 {
		extra[detect.RunField] = runs
	}
	if t.Name == "" {
		t.Name = unitName(rel, kind)
	}
	if len(extra) > 0 {
		t.Extra = extra
	}
	root := &syntax.Node{Kind: syntax.KObject, Off: 0, End: len(data)}
	if d.register(t, &origin{src: src, node: root, chain: []*syntax.Node{root}, fields: fields}) {
		info.Tools++
	}
	if kind != "rules" {
		// The scripts a skill, a command or an agent tells the agent to
		// run; a rules file names the project's own sources, which are
		// read as what they are.
		w.namedScripts(string(body), w.scriptBases(rel), info, false)
	}
	return true
}

// mdHiddenText is the text of hidden region regs[i] with the regions
// inside it that are fields of their own (a fence or a comment in a
// collapsed <details>, an image's alt text in a hidden element) blanked:
// each is read once, as what it is.
func mdHiddenText(body []byte, regs []mdRegion, i int) string {
	r := regs[i]
	var out []byte
	for k, in := range regs {
		if k == i || in.off < r.off || in.end > r.end || in.kind == regionLink || in.kind == regionImage {
			continue
		}
		if out == nil {
			out = append([]byte(nil), body[r.off:r.end]...)
		}
		for p := in.off - r.off; p < in.end-r.off; p++ {
			if out[p] != '\n' {
				out[p] = ' '
			}
		}
	}
	if out == nil {
		return string(body[r.off:r.end])
	}
	return string(out)
}

// leadLine is the prose line before offset off of a Markdown body: the
// last line that is not blank, without its heading or list marker.
func leadLine(body []byte, off int) string {
	end := off
	for end > 0 {
		start := bytes.LastIndexByte(body[:max(end-1, 0)], '\n') + 1
		line := bytes.TrimSpace(body[start:end])
		if len(line) > 0 {
			line = bytes.TrimLeft(line, "#>-*+ \t")
			return string(line)
		}
		if start == 0 {
			break
		}
		end = start
	}
	return ""
}

// unitName names a unit whose front matter does not: a skill by its
// folder, a command by its path below commands/ ("/deploy", "/ci:fix"),
// an agent by its file's stem, a rules file by its path.
func unitName(rel, kind string) string {
	stem := strings.TrimSuffix(path.Base(rel), path.Ext(rel))
	switch kind {
	case "skill":
		if dir := path.Base(path.Dir(rel)); dir != "." && dir != "/" {
			return dir
		}
		return stem
	case "command":
		if _, below, ok := strings.Cut("/"+rel, "/commands/"); ok {
			below = strings.TrimSuffix(below, path.Ext(below))
			return "/" + strings.ReplaceAll(below, "/", ":")
		}
		return "/" + stem
	case "agent":
		return stem
	}
	return rel
}

// frontMatter finds a Markdown file's YAML front matter: the bytes from
// its opening "---" line to its closing one (nil when there is none), and
// where the body starts.
func frontMatter(data []byte) ([]byte, int) {
	if !bytes.HasPrefix(data, []byte("---")) {
		return nil, 0
	}
	first := bytes.IndexByte(data, '\n')
	if first < 0 || len(bytes.TrimSpace(data[3:first])) > 0 {
		return nil, 0
	}
	for i := first + 1; i < len(data); {
		end := bytes.IndexByte(data[i:], '\n')
		line := data[i:]
		next := len(data)
		if end >= 0 {
			line, next = data[i:i+end], i+end+1
		}
		if t := bytes.TrimRight(line, " \t\r"); string(t) == "---" || string(t) == "..." {
			return data[:i], next
		}
		i = next
	}
	return nil, 0 // never closed: no front matter, the file is its body
}

// frontMatterFields reads the front matter's strings, each at its place:
// by the YAML parser, or, when the front matter is not YAML (an unquoted
// glob, "description: Use when: ..."), line by line as "key: value".
func (w *walker) frontMatterFields(src *syntax.Source, fm []byte, bodyOff int) map[string]*syntax.Node {
	out := map[string]*syntax.Node{}
	if n, err := parseYAML(src, fm); err == nil {
		if n.Kind == syntax.KObject {
			for i, k := range n.Keys {
				v := n.Vals[i]
				switch v.Kind {
				case syntax.KString:
					out[k.Str] = v
				case syntax.KObject:
					// One level down (metadata: {notes: ...}): what the
					// agent reads of the file, though its UI shows none.
					for j, sk := range v.Keys {
						if sv := v.Vals[j]; sv.Kind == syntax.KString {
							out[k.Str+"."+sk.Str] = sv
						}
					}
				case syntax.KArray:
					for j, e := range v.Elems {
						if e.Kind == syntax.KString {
							out[syntax.IndexPath(k.Str, j)] = e
						}
					}
				}
			}
		}
		return out
	}
	// Line by line: a key, a colon, the rest of the line is its value.
	unread := false
	for i := bytes.IndexByte(fm, '\n') + 1; i < len(fm); {
		end := bytes.IndexByte(fm[i:], '\n')
		next := len(fm)
		line := fm[i:]
		if end >= 0 {
			line, next = fm[i:i+end], i+end+1
		}
		k := bytes.IndexByte(line, ':')
		key := string(bytes.TrimSpace(line[:max(k, 0)]))
		switch {
		case len(bytes.TrimSpace(line)) == 0 || line[0] == '#':
		case k <= 0 || line[0] == ' ' || line[0] == '\t' || strings.ContainsAny(key, " \t"):
			unread = true
		default:
			v := line[k+1:]
			lead := len(v) - len(bytes.TrimLeft(v, " \t"))
			v = bytes.TrimRight(v[lead:], " \t\r")
			if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '\'' && v[len(v)-1] == '\'') {
				v, lead = v[1:len(v)-1], lead+1
			}
			off := i + k + 1 + lead
			out[key] = &syntax.Node{Kind: syntax.KString, Str: string(v), Off: off, End: off + len(v),
				Mapper: syntax.SpanMapper{Base: off, N: len(v)}}
		}
		i = next
	}
	if unread {
		// What is not "key: value" is read as one text, at its place:
		// nothing of the front matter goes unscanned.
		start := bytes.IndexByte(fm, '\n') + 1
		out["(front matter)"] = &syntax.Node{Kind: syntax.KString, Str: string(fm[start:]), Off: start, End: len(fm),
			Mapper: syntax.SpanMapper{Base: start, N: len(fm) - start}}
		w.Notice(src.Path, "the front matter is not YAML: read line by line as key: value, and as one text")
	}
	return out
}

// scriptExts are the endings of the scripts a skill may bundle and name.
var scriptExts = map[string]bool{".sh": true, ".bash": true, ".zsh": true, ".py": true, ".js": true, ".mjs": true,
	".cjs": true, ".ts": true, ".rb": true, ".pl": true, ".ps1": true}

// namedScripts reads the scripts a unit's text names by a path
// ("scripts/fetch.sh", "./run.py", "${CLAUDE_PLUGIN_ROOT}/hooks/log.py"),
// found below one of bases (the unit's folder, its plugin's root, the
// repository's): each is a script unit, whose text the engine reads for
// commands (a download piped to a shell, credentials or what a hook is
// handed sent away). Nothing is executed. Each script is read once.
func (w *walker) namedScripts(text string, bases []string, info *FileInfo, hook bool) {
	if w.noSiblings {
		return
	}
	for i := 0; i < len(text); i++ {
		// A path token: letters, digits and ./_- up to a script ending.
		if !isPathByte(text[i]) || i > 0 && isPathByte(text[i-1]) {
			continue
		}
		j := i
		for j < len(text) && isPathByte(text[j]) {
			j++
		}
		tok := strings.TrimPrefix(strings.TrimSuffix(text[i:j], "."), "./")
		i = j
		if !scriptExts[strings.ToLower(path.Ext(tok))] || strings.Contains(tok, "..") || strings.HasPrefix(tok, "/") {
			continue
		}
		for _, base := range bases {
			p := path.Join(base, tok)
			if w.scriptsRead[p] || !w.agentExists(p) || w.excluded(p, false) {
				continue
			}
			if w.scriptsRead == nil {
				w.scriptsRead = map[string]bool{}
			}
			w.scriptsRead[p] = true
			w.scriptUnit(p, hook)
			break
		}
	}
}

// scriptUnit reads one script a unit names. A script a hook's command
// runs holds its code in field detect.HookScriptField: what it reads on
// standard input is what the agent hands the hook.
func (w *walker) scriptUnit(p string, hook bool) {
	b, err := safeio.ReadFile(w.confineTo(w.absOf(p)), w.absOf(p), w.opts.MaxSourceSize)
	if err != nil {
		w.fail(p, err)
		return
	}
	src := &syntax.Source{Path: p, Data: b, Format: "script"}
	d := newRecognizer(w, src, false)
	key := "script"
	if hook {
		key = detect.HookScriptField
	}
	t := detect.Tool{Server: w.unitServer(p), Kind: detect.KindScript, Name: p, Repository: w.repoOf(path.Dir(p)),
		Extra: map[string]any{key: string(b)}}
	root := &syntax.Node{Kind: syntax.KObject, End: len(b)}
	n := &syntax.Node{Kind: syntax.KString, Str: string(b), End: len(b), Mapper: syntax.SpanMapper{N: len(b)}}
	if d.register(t, &origin{src: src, node: root, chain: []*syntax.Node{root}, fields: map[string]*syntax.Node{key: n}}) {
		w.res.sources[p] = src
		w.res.Files = append(w.res.Files, FileInfo{Path: p, Kind: "script", Tools: 1})
	}
}

// scriptBases are the folders a unit's script paths are relative to:
// its own folder, its plugin's root, the repository's root.
func (w *walker) scriptBases(rel string) []string {
	bases := []string{path.Dir(rel)}
	if root := w.pluginRoot(rel); root != "" && root != bases[0] {
		bases = append(bases, root)
	}
	if bases[len(bases)-1] != "." && !filepath.IsAbs(rel) {
		bases = append(bases, ".")
	}
	return bases
}

// pluginRoot is the folder of the nearest .claude-plugin above rel, or
// the folder above a hooks/ folder; "" when there is none.
func (w *walker) pluginRoot(rel string) string {
	for dir := path.Dir(rel); dir != "." && dir != "/" && dir != ""; dir = path.Dir(dir) {
		if path.Base(dir) == ".claude-plugin" || path.Base(dir) == "hooks" && strings.HasSuffix(rel, "hooks.json") {
			return path.Dir(dir)
		}
		if !w.noSiblings && (w.agentExists(path.Join(dir, ".claude-plugin", "plugin.json")) || w.agentExists(path.Join(dir, ".claude-plugin", "marketplace.json"))) {
			return dir
		}
	}
	return ""
}

// hookScriptText is a hook command with the variables Claude Code sets
// for it resolved to the folders they name.
func hookScriptText(cmd, pluginRoot string) string {
	if pluginRoot == "" {
		pluginRoot = "."
	}
	return strings.NewReplacer("${CLAUDE_PLUGIN_ROOT}", pluginRoot, "$CLAUDE_PLUGIN_ROOT", pluginRoot,
		"${CLAUDE_PROJECT_DIR}", ".", "$CLAUDE_PROJECT_DIR", ".", "\"", " ", "'", " ").Replace(cmd)
}

// absOf is the file a reported path names: below the root, or a path
// the command line named outside it.
func (w *walker) absOf(rel string) string {
	if filepath.IsAbs(rel) {
		return filepath.FromSlash(rel)
	}
	return filepath.Join(w.root, filepath.FromSlash(rel))
}

// agentExists: a regular file at reported path rel (Exists, for a path
// below the root).
func (w *walker) agentExists(rel string) bool {
	if filepath.IsAbs(rel) || strings.HasPrefix(rel, "../") {
		fi, err := os.Stat(w.absOf(rel))
		return err == nil && fi.Mode().IsRegular()
	}
	return w.Exists(rel)
}

func isPathByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '/' || c == '.' || c == '_' || c == '-'
}

// agentJSON reads a plugin manifest, a marketplace or a hooks file:
// descriptions become a plugin unit each, and each hook command a launch
// config of client "hook".
func (w *walker) agentJSON(d *recognizer, kind string, info *FileInfo) {
	src := d.Src
	if len(bytes.TrimSpace(src.Data)) == 0 {
		return
	}
	root, err := syntax.ParseJSON(src, src.Data, 0)
	if err != nil {
		w.fail(src.Path, err)
		return
	}
	w.res.Considered++
	server := w.unitServer(src.Path)
	if kind == "plugin" {
		if n := root.Get("name"); n.IsString() && path.Base(src.Path) == "plugin.json" {
			server = n.Str
		}
		w.pluginListing(d, root, server, "", info)
		if ps := root.Get("plugins"); ps != nil && ps.Kind == syntax.KArray {
			for i, p := range ps.Elems {
				name := p.Get("name").String()
				if name == "" {
					continue
				}
				w.pluginListing(d, p, name, syntax.IndexPath("plugins", i), info)
				if h := p.Get("hooks"); h != nil && h.Kind == syntax.KObject {
					w.hookConfigs(d, h, name, syntax.ChildPath(syntax.IndexPath("plugins", i), "hooks"), info)
				}
			}
		}
	}
	if h := root.Get("hooks"); h != nil && h.Kind == syntax.KObject {
		w.hookConfigs(d, h, server, "hooks", info)
	}
}

// pluginListing makes a plugin unit of an object's description and
// other prose (a manifest's, or a marketplace entry's).
func (w *walker) pluginListing(d *recognizer, n *syntax.Node, name, at string, info *FileInfo) {
	fields := map[string]*syntax.Node{}
	t := detect.Tool{Server: name, Kind: detect.KindPlugin, Name: name, Repository: w.repoOf(path.Dir(d.Src.Path))}
	if at == "" {
		t.Name = path.Base(d.Src.Path)
	}
	extra := map[string]any{}
	for i, k := range n.Keys {
		v := n.Vals[i]
		if v.Kind != syntax.KString {
			continue
		}
		switch k.Str {
		case "description":
			t.Description = v.Str
			fields["description"] = v
		case "displayName", "title", "summary", "longDescription":
			extra[k.Str] = v.Str
			fields[k.Str] = v
		}
	}
	if t.Description == "" && len(extra) == 0 {
		return
	}
	if len(extra) > 0 {
		t.Extra = extra
	}
	if d.register(t, &origin{src: d.Src, node: n, chain: []*syntax.Node{n}, fields: fields}) {
		info.Tools++
	}
}

// hookConfigs reads a hooks object ({"PreToolUse": [{"matcher": ...,
// "hooks": [{"type": "command", "command": "..."}]}]}): each command is a
// launch config of client "hook", its command a script the launch checks
// read (detect.CfgScript).
func (w *walker) hookConfigs(d *recognizer, hooks *syntax.Node, server, at string, info *FileInfo) {
	for i, ev := range hooks.Keys {
		list := hooks.Vals[i]
		if list.Kind != syntax.KArray {
			continue
		}
		for j, m := range list.Elems {
			hs := m.Get("hooks")
			if c := m.Get("command"); hs == nil && c.IsString() {
				// Cursor's form: the event's list holds the commands
				// ({"afterFileEdit": [{"command": "..."}]}).
				w.hookCommand(d, m, c, syntax.ChildPath(syntax.IndexPath(syntax.ChildPath(at, ev.Str), j), "command"), server, ev.Str, info)
				continue
			}
			if hs == nil || hs.Kind != syntax.KArray {
				continue
			}
			for k, h := range hs.Elems {
				cmd := h.Get("command")
				if !cmd.IsString() {
					continue
				}
				p := syntax.ChildPath(syntax.IndexPath(syntax.ChildPath(syntax.IndexPath(syntax.ChildPath(at, ev.Str), j), "hooks"), k), "command")
				c := detect.ServerConfig{Server: server, Client: detect.HookClientPrefix + ev.Str,
					Fields: []detect.ConfigField{{Path: p, Role: detect.CfgScript, Value: cmd.Str}}}
				if d.registerConfig(c, &origin{src: d.Src, node: h, chain: []*syntax.Node{h}, fields: map[string]*syntax.Node{p: cmd}}) {
					info.Configs++
				}
				// The scripts the command runs are read as well.
				root := w.pluginRoot(d.Src.Path)
				w.namedScripts(hookScriptText(cmd.Str, root), w.scriptBases(d.Src.Path), info, true)
			}
		}
	}
}

// hookCommand reads one hook command written at path p of node h: a
// launch config of client "hook:EVENT", and the scripts it runs.
func (w *walker) hookCommand(d *recognizer, h, cmd *syntax.Node, p, server, event string, info *FileInfo) {
	c := detect.ServerConfig{Server: server, Client: detect.HookClientPrefix + event,
		Fields: []detect.ConfigField{{Path: p, Role: detect.CfgScript, Value: cmd.Str}}}
	if d.registerConfig(c, &origin{src: d.Src, node: h, chain: []*syntax.Node{h}, fields: map[string]*syntax.Node{p: cmd}}) {
		info.Configs++
	}
	w.namedScripts(hookScriptText(cmd.Str, w.pluginRoot(d.Src.Path)), w.scriptBases(d.Src.Path), info, true)
}
