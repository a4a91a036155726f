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
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// An agentFormat is one row of the table of agent files: the unit kind
// it gives ("" for a layout that is not read, named so), the paths it
// takes (globs, "**" any folders; the file name's case is folded unless
// exact), whether a command's or agent's Markdown there is read without
// front matter (the agent's own folder), what is read in it, and the
// agent's documentation of the format. The table is the specification:
// agentKindOf matches a path against its rows in order, docs/sources.md
// renders it (agentTable), and the pre-commit pattern is checked with it.
type agentFormat struct {
	kind  string   // skill, command, agent, rules, plugin, hook; "" not read
	where []string // the layouts, as globs
	exact bool     // the file name's case is as written (AGENTS.md, not agents.md)
	own   bool     // the agent's own folder: a command or agent without front matter is read
	what  string
	doc   string // the format's documentation
}

// agentFormats is every agent file mcp-lint reads, by layout, in the
// order agentKindOf asks them: the first row a path matches decides.
var agentFormats = []agentFormat{
	{kind: "plugin", where: []string{"**/.claude-plugin/plugin.json", "**/.claude-plugin/marketplace.json"},
		what: "descriptions of the plugin and of each listed plugin; inline hooks (launch checks); inline mcpServers as a client config",
		doc:  "https://docs.claude.com/en/docs/claude-code/plugins-reference"},
	{kind: "hook", where: []string{"**/hooks/hooks.json", "**/.claude/settings.json", "**/.claude/settings.local.json", "**/.cursor/hooks.json"},
		what: "each hook's command, read as a launch config (config.shell and the other launch checks) and at the shell's syntax; the scripts it runs as script units (field hook-script); what a SessionStart or UserPromptSubmit hook prints (echo, printf, a here-document, an inline program's print, a JSON answer's additionalContext) as a rules unit, since it goes into the model's context; the same for what any other event's hook hands the model (a PreToolUse deny's permissionDecisionReason, a block's reason, a PostToolUse answer's additionalContext, Cursor's agent_message, standard error when it exits with 2), in its command or in the Python, node or shell script it runs (the script's prose literals); and a project's settings file's own settings, with or without hooks (every string at its key path, client settings): a command it runs (apiKeyHelper, a status line) as a launch command, a mode or an allow rule that runs every tool without asking, a model endpoint on an IP address, an official marketplace defined at another source",
		doc:  "https://docs.claude.com/en/docs/claude-code/hooks"},
	{kind: "rules", where: []string{"**/AGENTS.md", "**/AGENTS.override.md"}, exact: true,
		what: "the whole file: front matter if any, body",
		doc:  "https://developers.openai.com/codex/guides/agents-md"},
	{kind: "rules", where: []string{"**/CLAUDE.md", "**/CLAUDE.local.md"}, exact: true,
		what: "the whole file: front matter if any, body",
		doc:  "https://docs.claude.com/en/docs/claude-code/memory"},
	{kind: "rules", where: []string{"**/GEMINI.md"}, exact: true,
		what: "the whole file: front matter if any, body",
		doc:  "https://geminicli.com/docs/cli/gemini-md"},
	{kind: "rules", where: []string{"**/.cursorrules", "**/.windsurfrules", "**/.clinerules"}, exact: true,
		what: "the whole file as Markdown",
		doc:  "https://docs.cursor.com/context/rules"},
	{kind: "skill", where: []string{"**/SKILL.md"},
		what: "front matter (name, description, every string) and body; the scripts the body names (scripts/*.sh, *.py, *.js ...) as script units; hooks its front matter declares (hooks:) as hooks",
		doc:  "https://docs.claude.com/en/docs/claude-code/skills"},
	{kind: "rules", where: []string{"**/.cursor/rules/**/*.mdc", "**/.cursor/rules/**/*.md"},
		what: "front matter (description, globs, alwaysApply) and body",
		doc:  "https://docs.cursor.com/context/rules"},
	{kind: "", where: []string{"**/*.mdc"},
		what: "not read: a .mdc file outside .cursor/rules is no rules file Cursor loads"},
	{kind: "rules", where: []string{"**/.github/copilot-instructions.md", "**/.github/instructions/**/*.instructions.md"},
		what: "front matter (applyTo) and body",
		doc:  "https://docs.github.com/en/copilot/customizing-copilot/adding-repository-custom-instructions-for-github-copilot"},
	{kind: "rules", where: []string{"**/.clinerules/**/*.md", "**/.windsurf/rules/**/*.md"},
		what: "front matter if any, body",
		doc:  "https://docs.cline.bot/features/cline-rules"},
	{kind: "", where: []string{"**/README.md"},
		what: "not read: a folder's README is for people, not an agent's command"},
	{kind: "command", where: []string{"**/.github/prompts/**/*.prompt.md"}, own: true,
		what: "a Copilot prompt file (a slash command): front matter (description, mode or agent, tools) and body",
		doc:  "https://code.visualstudio.com/docs/copilot/customization/prompt-files"},
	{kind: "agent", where: []string{"**/.github/agents/**/*.agent.md", "**/.github/chatmodes/**/*.chatmode.md"}, own: true,
		what: "a Copilot custom agent (formerly chat mode): front matter (description, tools, handoffs) and body",
		doc:  "https://code.visualstudio.com/docs/copilot/customization/custom-agents"},
	{kind: "rules", where: []string{"**/.claude/output-styles/**/*.md"}, own: true,
		what: "a Claude Code output style, added to the system prompt: front matter (name, description) and body",
		doc:  "https://docs.claude.com/en/docs/claude-code/output-styles"},
	{kind: "command", where: []string{"**/.gemini/commands/**/*.toml"}, own: true,
		what: "a Gemini CLI custom command: description and prompt (the prompt as the body, at its place in the TOML)",
		doc:  "https://geminicli.com/docs/cli/custom-commands"},
	{kind: "command", where: []string{"**/.cursor/commands/**/*.md", "**/.opencode/command/**/*.md", "**/.opencode/commands/**/*.md"}, own: true,
		what: "a Cursor or OpenCode slash command: front matter if any (description, agent), body",
		doc:  "https://opencode.ai/docs/commands/"},
	{kind: "agent", where: []string{"**/.cursor/agents/**/*.md"}, own: true,
		what: "a Cursor subagent: front matter (name, description, model, readonly) and body",
		doc:  "https://cursor.com/docs/agent/subagents"},
	{kind: "agent", where: []string{"**/.gemini/agents/**/*.md"}, own: true,
		what: "a Gemini CLI subagent: front matter (name, description, tools) and body",
		doc:  "https://geminicli.com/docs/core/subagents"},
	{kind: "agent", where: []string{"**/.codex/agents/**/*.toml"}, own: true,
		what: "a Codex custom agent: description and developer_instructions (as the body, at its place in the TOML)",
		doc:  "https://developers.openai.com/codex/subagents"},
	{kind: "agent", where: []string{"**/.opencode/agent/**/*.md", "**/.opencode/agents/**/*.md"}, own: true,
		what: "an OpenCode agent: front matter (description, mode, tools) and body",
		doc:  "https://opencode.ai/docs/agents/"},
	{kind: "command", where: []string{"**/.claude/commands/**/*.md"}, own: true,
		what: "a .claude/ slash command: front matter (description, argument-hint, allowed-tools) and body",
		doc:  "https://docs.claude.com/en/docs/claude-code/slash-commands"},
	{kind: "command", where: []string{"**/commands/**/*.md"},
		what: "a plugin's slash command: front matter (description, argument-hint, allowed-tools) and body; elsewhere only with front matter",
		doc:  "https://docs.claude.com/en/docs/claude-code/plugins-reference"},
	{kind: "agent", where: []string{"**/.claude/agents/**/*.md"}, own: true,
		what: "a .claude/ subagent: front matter (name, description, tools) and body",
		doc:  "https://docs.claude.com/en/docs/claude-code/sub-agents"},
	{kind: "agent", where: []string{"**/agents/**/*.md"},
		what: "a plugin's subagent: front matter (name, description, tools) and body; elsewhere only with front matter",
		doc:  "https://docs.claude.com/en/docs/claude-code/plugins-reference"},
}

// agentTable renders agentFormats as Markdown for docs/sources.md.
func agentTable() string {
	var b strings.Builder
	b.WriteString("| unit | where | what is read | documentation |\n|---|---|---|---|\n")
	for _, f := range agentFormats {
		kind := f.kind
		if kind == "" {
			kind = "(none)"
		}
		doc := ""
		if f.doc != "" {
			doc = "[" + strings.TrimPrefix(strings.TrimPrefix(f.doc, "https://"), "www.") + "](" + f.doc + ")"
		}
		b.WriteString("| " + kind + " | `" + strings.Join(f.where, "` `") + "` | " + f.what + " | " + doc + " |\n")
	}
	return b.String()
}

// agentFilesPattern is the pre-commit hooks' alternative for the agent
// files and every file an agent unit can follow (a Python regular
// expression on the path), built from the tables: Markdown anywhere (an
// agent file by its folder, a skill's reference, a file a manifest
// lists), the rules files named without an ending, the endings of the
// scripts, texts and encoded files a unit names (scriptExts, textExts,
// codedExts) that the MCP endings do not cover, and a file with no
// ending (a program a unit runs by its path, opened when it starts with
// #!). The hook names the files being committed: one it does not pass is
// never checked (a skill's payload in its .sh, .txt or .b64 would
// pass the hook unread).
func agentFilesPattern() string {
	seen := map[string]bool{}
	var exts []string
	for _, m := range []map[string]bool{referenceExts, {".mdc": true}, scriptExts, textExts, codedExts} {
		for e := range m {
			if _, mcp := candidateExt[e]; !mcp && !seen[e] {
				seen[e] = true
				exts = append(exts, strings.TrimPrefix(e, "."))
			}
		}
	}
	sort.Strings(exts)
	var names []string
	for _, f := range agentFormats {
		for _, w := range f.where {
			if base := path.Base(w); !strings.ContainsAny(base, "*?[") && path.Ext(base) == base {
				names = append(names, regexp.QuoteMeta(base)) // .cursorrules ...
			}
		}
	}
	sort.Strings(names)
	return `\.(` + strings.Join(exts, "|") + `)$|(^|/)(` + strings.Join(append(names, `[^/.]+`), "|") + `)$`
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

// AgentLayouts are the path globs of every agent format, in the
// table's order (for tests and documentation).
func AgentLayouts() []string {
	var out []string
	for _, f := range agentFormats {
		out = append(out, f.where...)
	}
	return out
}

// agentFormatOf is the row of agentFormats a root-relative path matches
// first, or nil. It asks only the path.
func agentFormatOf(rel string) *agentFormat {
	base := path.Base(rel)
	lower := strings.ToLower(base)
	var segs []string // split when a row's name and folders are there
	for _, g := range agentGlobs {
		name := base
		if g.fold {
			name = lower
		}
		if !segMatch(g.name, name) {
			continue
		}
		if !containsAll(rel, g.dirs) {
			continue
		}
		if segs == nil {
			segs = strings.Split(rel, "/")
		}
		if globSegments(g.segs, segs, g.fold) {
			return &agentFormats[g.row]
		}
	}
	return nil
}

// An agentGlob is one layout of agentFormats made ready to match: the
// file name's glob (lower case when folded), the folder names it
// spells literally, which a path must hold before its segments are
// matched (most paths are turned away by their name or a folder, at the
// cost of a comparison).
type agentGlob struct {
	row  int
	name string
	dirs []string // "/.github/prompts/": the literal folders, as a path holds them
	segs []string
	fold bool
}

var agentGlobs = func() []agentGlob {
	var out []agentGlob
	for i, f := range agentFormats {
		for _, w := range f.where {
			segs := strings.Split(w, "/")
			g := agentGlob{row: i, name: segs[len(segs)-1], segs: segs, fold: !f.exact}
			if g.fold {
				g.name = strings.ToLower(g.name)
			}
			// The runs of literal folders between the globs.
			run := ""
			for _, d := range segs[:len(segs)-1] {
				if strings.ContainsAny(d, "*?[") {
					if run != "" {
						g.dirs = append(g.dirs, run+"/")
					}
					run = ""
					continue
				}
				run += "/" + d
			}
			if run != "" {
				g.dirs = append(g.dirs, run+"/")
			}
			out = append(out, g)
		}
	}
	return out
}()

// containsAll: "/"+rel holds every one of dirs.
func containsAll(rel string, dirs []string) bool {
	for _, d := range dirs {
		// rel with a leading slash, without building it: a folder at
		// its start, or after a slash.
		if !strings.HasPrefix(rel, d[1:]) && !strings.Contains(rel, d) {
			return false
		}
	}
	return true
}

// agentKindOf is the agent format of a root-relative path: its unit kind,
// or "" when it is none.
func agentKindOf(rel string) string {
	if f := agentFormatOf(rel); f != nil {
		return f.kind
	}
	return ""
}

// agentOwnFolder: rel lies in an agent's own folder of commands or
// agents (.claude/commands, .cursor/commands, .github/prompts ...),
// whose Markdown is the agent's with or without front matter.
func agentOwnFolder(rel string) bool {
	f := agentFormatOf(rel)
	return f != nil && f.own
}

// globSegments matches path segments against a glob's: "**" is any
// number of segments, any other by segMatch; the last (the file name) in
// any case when fold is set.
func globSegments(glob, segs []string, fold bool) bool {
	if len(glob) == 0 {
		return len(segs) == 0
	}
	if glob[0] == "**" {
		for k := 0; k <= len(segs); k++ {
			if globSegments(glob[1:], segs[k:], fold) {
				return true
			}
		}
		return false
	}
	if len(segs) == 0 {
		return false
	}
	g, s := glob[0], segs[0]
	if len(glob) == 1 && fold {
		g, s = strings.ToLower(g), strings.ToLower(s)
	}
	if !segMatch(g, s) {
		return false
	}
	return globSegments(glob[1:], segs[1:], fold)
}

// segMatch matches one segment of a layout: a name as written, or "*"
// and a tail (*.md, *.prompt.md); the table has no other globs
// (TestAgentFormatGlobs).
func segMatch(g, s string) bool {
	if tail, ok := strings.CutPrefix(g, "*"); ok {
		return strings.HasSuffix(s, tail)
	}
	return g == s
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
	w.agentFileAs(c, rel, kind, nil)
}

// A reference is a skill's reference file a unit read as it follows its
// skill's text: the state of that following, and the depth of the file
// from the skill.
type reference struct {
	st    *state
	depth int
}

// agentFileAs is agentFile for a unit, or, with ref, for a skill's
// reference file (a rules unit whose following goes on from its skill's).
func (w *walker) agentFileAs(c candidate, rel, kind string, ref *reference) {
	if w.unitsRead[rel] {
		return // read as a file its manifest lists (listedUnits)
	}
	if w.unitsRead == nil {
		w.unitsRead = map[string]bool{}
	}
	w.unitsRead[rel] = true
	if c.err != nil {
		w.fail(rel, c.err)
		return
	}
	data, err := safeio.ReadResolved(c.real, w.opts.MaxFileSize)
	if err != nil {
		w.fail(rel, err)
		return
	}
	format := "md"
	switch strings.ToLower(path.Ext(rel)) {
	case ".json":
		format = "json"
	case ".toml":
		format = "toml" // a Gemini CLI command
	}
	src := &syntax.Source{Path: rel, Data: data, Format: format}
	w.readText(src)
	src.Data = blankBOM(src.Data)
	d := newRecognizer(w, src, false)
	info := FileInfo{Path: rel, Kind: kind}
	if format == "json" {
		w.agentJSON(d, kind, &info)
	} else if format == "toml" {
		w.agentTOML(d, kind, &info)
	} else if !w.agentMarkdown(d, kind, &info, ref) {
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
		if name, ok := w.pluginNames[dir]; ok {
			if name != "" {
				return name
			}
		} else if name := w.pluginNameAt(dir); name != "" {
			return name
		}
		if dir == "." || dir == "/" || dir == "" {
			break
		}
	}
	return w.rootName
}

// pluginNameAt is the name of the plugin whose manifest folder dir holds
// (its manifest's name, else the folder's), or "" when it holds none;
// each folder's manifest is read once (a marketplace's units ask it
// for each of their files).
func (w *walker) pluginNameAt(dir string) string {
	name := ""
	manifest := path.Join(dir, ".claude-plugin", "plugin.json")
	if !w.noSiblings && w.agentExists(manifest) {
		if b, err := safeio.ReadFile(w.confineTo(w.absOf(manifest)), w.absOf(manifest), 1<<20); err == nil {
			if n, err := syntax.ParseJSON(&syntax.Source{Path: manifest, Data: b, Format: "json"}, b, 0); err == nil {
				name = n.Get("name").String()
			}
		}
		if name == "" && dir != "." {
			name = path.Base(dir)
		}
		if name == "" {
			name = w.rootName
		}
	}
	if w.pluginNames == nil {
		w.pluginNames = map[string]string{}
	}
	w.pluginNames[dir] = name
	return name
}

// agentMarkdown reads a Markdown agent file into a unit. It reports
// false for a file of a commands/ or agents/ folder that is no agent's:
// no front matter, and neither in a .claude folder nor in a plugin.
func (w *walker) agentMarkdown(d *recognizer, kind string, info *FileInfo, ref *reference) bool {
	src := d.Src
	data := src.Data
	rel := src.Path
	fm, bodyOff := frontMatter(data)
	if (kind == "command" || kind == "agent") && !agentOwnFolder(rel) && (!w.agentPlaced(rel) || kind == "agent" && !definesAgent(fm) && w.listedAs(rel) == "") {
		// A commands/ or agents/ folder no client loads definitions
		// from, or a document in a plugin's agents/ that defines no
		// agent (plugin_layout.go): named, not read.
		w.unreadAgent(rel, whyPlace)
		return false
	}
	w.tookAgent(rel)
	w.res.Considered++
	fields := map[string]*syntax.Node{}
	t := detect.Tool{Server: w.unitServer(rel), Kind: detect.Kind(kind), Repository: w.repoOf(path.Dir(rel))}
	extra := map[string]any{}
	var frontNames map[string]*syntax.Node
	if fm != nil {
		frontNames = w.frontMatterFields(src, fm, bodyOff)
		w.frontHooks(d, fm, t.Server, info) // hooks the unit declares (front_hooks.go)
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
	for _, c := range frontComments(fm) { // hidden_regions.go
		fields[syntax.IndexPath(detect.HiddenField, len(hidden))] = &syntax.Node{Kind: syntax.KString, Str: c.text,
			Off: c.off, End: c.off + len(c.text), Mapper: syntax.SpanMapper{Base: c.off, N: len(c.text)}}
		hidden = append(hidden, c.text)
	}
	blank := []byte(nil)
	prevExample := -1 // end of the last fenced block read as an example
	for ri, r := range regs {
		field := ""
		switch {
		case r.kind == regionCode && prevExample >= 0 && len(bytes.TrimSpace(body[prevExample:r.off])) == 0:
			// A block right after an example block, nothing but blank
			// lines between: the same examples go on (its lead line is
			// the fence that closed the one before).
			field = syntax.IndexPath(detect.ExamplesField, len(examples))
		case r.kind == regionComment:
			field = syntax.IndexPath("comments", len(comments))
		case r.kind == regionHidden:
			// Text a rendered page keeps from its reader (mdRegions):
			// the model's alone, as a comment is.
			field = syntax.IndexPath(detect.HiddenField, len(hidden))
		case r.kind == regionCode && detect.RunLeadOpens(leadLine(body, r.off)):
			// Fenced code an order to run leads to ("Run the script and
			// read its output:"): what to run, whatever the order names
			// after its verb.
			field = syntax.IndexPath(detect.RunField, len(runs))
		case r.kind == regionCode && (detect.ExampleLead(leadLine(body, r.off)) || detect.ToldLead(leadLine(body, r.off)) || detect.ExamineLead(leadLine(body, r.off), t.Description, string(body[r.off:r.end]))):
			// Fenced code the prose presents as an example, or as a
			// message for a person ("tell the user:"): a field of its
			// own, which the checks of what a text asks do not read.
			field = syntax.IndexPath(detect.ExamplesField, len(examples))
		case r.kind == regionCode && (detect.RunLead(leadLine(body, r.off)) || detect.FetchLead(leadParagraph(body, r.off), string(body[r.off:r.end]))):
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
		if r.kind == regionCode && !strings.HasPrefix(field, detect.ExamplesField) {
			w.placedBlock(d, &t, field, leadLine(body, r.off), bodyOff+r.off, bodyOff+r.end, info) // placed_block.go
		}
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
		prevExample = -1
		if strings.HasPrefix(field, detect.ExamplesField) {
			prevExample = r.end
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
	w.proseHooks(d, t.Server, body, bodyOff, info) // hooks the prose installs (hook_scripts.go)
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
	if d.register(t, &origin{src: src, node: root, chain: []*syntax.Node{root}, fields: fields, pathName: fields["name"] == nil}) {
		info.Tools++
	}
	if ref != nil {
		// A skill's reference: what it names is followed as its skill's
		// text is, one file further from the skill.
		var named strings.Builder
		named.Write(body)
		for _, b := range [][]any{runs, code} {
			for _, t := range b {
				named.WriteString("\n" + t.(string))
			}
		}
		w.eachNamedScript(named.String(), rel, w.scriptBases(rel), func(p string) bool {
			return w.takeScript(ref.st, rel, p, ref.depth+1, false)
		})
		w.follow(ref.st, unitText(body, frontNames, runs, code, comments, hidden), rel, ref.depth+1, info)
		return true
	}
	if kind != "rules" {
		// The scripts a skill, a command or an agent tells the agent to
		// run; a rules file names the project's own sources, which are
		// read as what they are.
		// A script is as often named in a block the prose tells the
		// agent to run ("Run the checker:" then "bash scripts/check.sh")
		// or shows as the way to use the skill as in the prose itself;
		// the body's blocks are blanked, so their text is read here.
		// A block presented as an example names no script of the unit's.
		var named strings.Builder
		named.Write(body)
		for _, b := range [][]any{runs, code} {
			for _, t := range b {
				named.WriteString("\n" + t.(string))
			}
		}
		w.namedScripts(named.String(), rel, kind, w.scriptBases(rel), false)
	}
	w.named(unitText(body, frontNames, runs, code, comments, hidden), rel, kind, info) // named_files.go: what namedScripts misses
	return true
}

// agentTOML reads a Gemini CLI command (.gemini/commands/**/*.toml) or a
// Codex custom agent (.codex/agents/*.toml): its description, and its
// prompt (an agent's developer_instructions) as the unit's body, each at
// its place.
// Each !{...} in the prompt is a shell command Gemini CLI runs when the
// command is invoked, its output put into the prompt: a field run[i],
// read as a command told to run.
func (w *walker) agentTOML(d *recognizer, kind string, info *FileInfo) {
	src := d.Src
	rel := src.Path
	root, err := parseTOML(src, src.Data)
	if err != nil {
		w.fail(rel, err)
		return
	}
	w.res.Considered++
	t := detect.Tool{Server: w.unitServer(rel), Kind: detect.Kind(kind), Name: unitName(rel, kind), Repository: w.repoOf(path.Dir(rel))}
	fields := map[string]*syntax.Node{}
	extra := map[string]any{}
	if n := root.Get("description"); n.IsString() {
		t.Description = n.Str
		fields["description"] = n
	}
	prompt := root.Get("prompt")
	if !prompt.IsString() {
		prompt = root.Get("developer_instructions") // a Codex custom agent's
	}
	if n := prompt; n.IsString() {
		extra["body"] = n.Str
		fields["body"] = n
		var runs []any
		for i := 0; i < len(n.Str); {
			j := strings.Index(n.Str[i:], "!{")
			if j < 0 {
				break
			}
			j += i
			k := j + 2
			for depth := 1; k < len(n.Str) && depth > 0; k++ {
				switch n.Str[k] {
				case '{':
					depth++
				case '}':
					depth--
				}
			}
			cmd := n.Str[j+2 : max(k-1, j+2)]
			i = k
			// At its place when the file writes it as it reads (no
			// escapes): else it is read in the body only.
			raw := src.Data[n.Off:min(n.End, len(src.Data))]
			at := bytes.Index(raw, []byte(cmd))
			if strings.TrimSpace(cmd) == "" || at < 0 {
				continue
			}
			off := n.Off + at
			fields[syntax.IndexPath(detect.RunField, len(runs))] = &syntax.Node{Kind: syntax.KString, Str: cmd,
				Off: off, End: off + len(cmd), Mapper: syntax.SpanMapper{Base: off, N: len(cmd)}}
			runs = append(runs, cmd)
		}
		if len(runs) > 0 {
			extra[detect.RunField] = runs
		}
	}
	if t.Description == "" && len(extra) == 0 {
		return
	}
	if len(extra) > 0 {
		t.Extra = extra
	}
	if d.register(t, &origin{src: src, node: root, chain: []*syntax.Node{root}, fields: fields, pathName: true}) {
		info.Tools++
	}
	if body, ok := extra["body"].(string); ok {
		w.namedScripts(body, rel, kind, w.scriptBases(rel), false)
		w.named(body, rel, kind, info) // named_files.go
	}
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
	// Copilot's files name their kind before .md (review.prompt.md is
	// the prompt /review, planner.agent.md the agent planner).
	for _, k := range []string{".prompt", ".agent", ".chatmode"} {
		if s, ok := strings.CutSuffix(stem, k); ok && s != "" && strings.HasSuffix(strings.ToLower(rel), k+".md") {
			stem = s
			break
		}
	}
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
func (w *walker) namedScripts(text, from, kind string, bases []string, hook bool) {
	st := w.unitState(from, kind)
	w.eachNamedScript(text, from, bases, func(p string) bool {
		return w.takeScript(st, from, p, 1, hook)
	})
}

// eachNamedScript calls use with each script text (of the file at rel)
// names that exists in the repository and is not excluded: a path token
// (letters, digits and ./_- up to a script ending; "scripts/../x.sh" is
// x.sh while it stays in the repository), tried against each base in
// turn until use takes one. A pipe or a device so named is named in the
// notice of files not read, never opened.
func (w *walker) eachNamedScript(text, rel string, bases []string, use func(p string) bool) {
	if w.noSiblings {
		return
	}
	for i := 0; i < len(text); i++ {
		if !isPathByte(text[i]) || i > 0 && isPathByte(text[i-1]) {
			continue
		}
		j := i
		for j < len(text) && isPathByte(text[j]) {
			j++
		}
		tok := strings.TrimPrefix(strings.TrimSuffix(text[i:j], "."), "./")
		i = j
		if !scriptExts[strings.ToLower(path.Ext(tok))] || strings.HasPrefix(tok, "/") || strings.Contains(tok, "..") && filepath.IsAbs(rel) {
			continue
		}
		for _, base := range bases {
			p := path.Join(base, tok)
			if !filepath.IsAbs(rel) && !w.inRepository(p, rel) {
				continue
			}
			if !w.agentExists(p) {
				if w.namedSpecial(rel, p) {
					break
				}
				continue
			}
			if !w.excluded(p, false) && use(p) {
				break
			}
		}
	}
}

// scriptUnit reads one script a unit names. A script a hook's command
// runs holds its code in field detect.HookScriptField: what it reads on
// standard input is what the agent hands the hook. One that cannot be
// read (a link out of the root, over the source bound) is named in the
// notice of files not read.
func (w *walker) scriptUnit(p string, hook bool) {
	b, err := safeio.ReadFile(w.confineTo(w.absOf(p)), w.absOf(p), w.opts.MaxSourceSize)
	if err != nil {
		by := strings.Join(w.res.namedBy[p], ", ")
		if by == "" {
			by = "an agent unit"
		}
		w.unreadRead(p, "named by "+by+", but not read: "+safeio.Describe(err), err)
		return
	}
	if bytes.IndexByte(b[:min(len(b), 8192)], 0) >= 0 {
		// A compiled program (a hook's bin/tool) or binary data: no
		// text a model reads or a shell parses. Its bytes read as text
		// were a run of control characters, a hard finding on an
		// honest plugin; it is named as not read, as a skill's binary
		// files are.
		by := strings.Join(w.res.namedBy[p], ", ")
		if by == "" {
			by = "an agent unit"
		}
		w.unreadAgent(p, fmt.Sprintf(whyCompiled, by))
		return
	}
	w.tookAgent(p)
	src := &syntax.Source{Path: p, Data: b, Format: "script"}
	w.readText(src)
	b = src.Data
	d := newRecognizer(w, src, false)
	key := "script"
	if hook {
		key = detect.HookScriptField
	}
	t := detect.Tool{Server: w.unitServer(p), Kind: detect.KindScript, Name: p, Repository: w.repoOf(path.Dir(p)),
		Extra: map[string]any{key: string(b)}, NamedBy: slices.Clone(w.res.namedBy[p])}
	root := &syntax.Node{Kind: syntax.KObject, End: len(b)}
	n := &syntax.Node{Kind: syntax.KString, Str: string(b), End: len(b), Mapper: syntax.SpanMapper{N: len(b)}}
	if d.register(t, &origin{src: src, node: root, chain: []*syntax.Node{root}, fields: map[string]*syntax.Node{key: n}, pathName: true}) {
		w.res.sources[p] = src
		w.res.Files = append(w.res.Files, FileInfo{Path: p, Kind: "script", Tools: 1})
	}
	w.script(p, b) // the scripts it runs
}

// codeUnit reads the followed file at p as code (readCode): a script
// unit, whatever its ending, so the hard tier and the code reader read it
// whole, and not what its prose asks.
func (w *walker) codeUnit(p string) {
	if w.scriptsRead[p] {
		return
	}
	if w.scriptsRead == nil {
		w.scriptsRead = map[string]bool{}
	}
	w.scriptsRead[p] = true
	w.scriptUnit(p, false)
}

// scriptBases are the folders a unit's script paths are relative to:
// its own folder, its plugin's root, the repository's root.
func (w *walker) scriptBases(rel string) []string {
	bases := []string{path.Dir(rel)}
	if root := w.pluginRoot(rel); root != "" && root != bases[0] {
		bases = append(bases, root)
	}
	if pb := projectBase(rel); pb != "" && !hasString(bases, pb) {
		bases = append(bases, pb) // placed_block.go: a nested .claude/'s project folder
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
	// A quoted variable first: "$CLAUDE_PROJECT_DIR"/x is one
	// path, which blanking the quotes alone would split.
	return strings.NewReplacer(`"${CLAUDE_PLUGIN_ROOT}"`, pluginRoot, `"$CLAUDE_PLUGIN_ROOT"`, pluginRoot,
		`"${CLAUDE_PROJECT_DIR}"`, ".", `"$CLAUDE_PROJECT_DIR"`, ".", "${CLAUDE_PLUGIN_ROOT}", pluginRoot, "$CLAUDE_PLUGIN_ROOT", pluginRoot,
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
	w.tookAgent(src.Path)
	server := w.unitServer(src.Path)
	if kind == "plugin" {
		w.listedUnits(src.Path) // the files it lists, wherever they are
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
	if kind == "hook" && claudeSettings(src.Path) {
		w.agentSettings(d, root, server, info)
	}
}

// claudeSettings: the file at p is a Claude Code settings file of a
// project (.claude/settings.json, .claude/settings.local.json), which
// holds settings beside its hooks.
func claudeSettings(p string) bool {
	base := path.Base(p)
	return path.Base(path.Dir(p)) == ".claude" && (base == "settings.json" || base == "settings.local.json")
}

// maxSettings bounds the settings read from one file: a settings file
// is a few dozen values; past the bound the rest is not read, and the
// scan is incomplete (an error at the file).
const maxSettings = 4096

// agentSettings reads a settings file's own settings, with or without
// hooks: Claude Code applies them at every start, and some run a command
// (apiKeyHelper, a status line), route the conversation (a base URL in
// env), answer every permission prompt (a default mode) or name where
// plugins come from (a marketplace). Every string the file holds outside
// its hooks (read as hooks) is a field of one launch config of client
// detect.SettingsClient, role CfgSetting, at its place, its Key the
// dotted path of keys it is set at ("[]" after a list): the launch
// checks judge what the values are, discovery only where they stand.
func (w *walker) agentSettings(d *recognizer, root *syntax.Node, server string, info *FileInfo) {
	c := detect.ServerConfig{Server: server, Client: detect.SettingsClient}
	fields := map[string]*syntax.Node{}
	var walk func(n *syntax.Node, at, key string)
	walk = func(n *syntax.Node, at, key string) {
		if n == nil || len(c.Fields) >= maxSettings {
			return
		}
		switch n.Kind {
		case syntax.KString:
			c.Fields = append(c.Fields, detect.ConfigField{Path: at, Role: detect.CfgSetting, Key: key, Value: n.Str})
			fields[at] = n
		case syntax.KObject:
			for i, k := range n.Keys {
				if at == "" && k.Str == "hooks" {
					continue // read as hooks (hookConfigs)
				}
				sub := k.Str
				if key != "" {
					sub = key + "." + k.Str
				}
				walk(n.Vals[i], syntax.ChildPath(at, k.Str), sub)
			}
		case syntax.KArray:
			for i, e := range n.Elems {
				walk(e, syntax.IndexPath(at, i), key+"[]")
			}
		}
	}
	walk(root, "", "")
	if len(c.Fields) >= maxSettings {
		w.res.Errors = append(w.res.Errors, syntax.FileError{Path: d.Src.Path, Message: fmt.Sprintf("more than %d settings: the first %d were read, so the scan is incomplete", maxSettings, maxSettings)})
	}
	if len(c.Fields) == 0 {
		return
	}
	if d.registerConfig(c, &origin{src: d.Src, node: root, chain: []*syntax.Node{root}, fields: fields}) {
		info.Configs++
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
	if at == "" {
		t.Identity = identity(n, fields) // whose name the listing claims
	}
	if t.Description == "" && len(extra) == 0 && t.Identity == nil {
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
				if mt := m.Get("matcher"); mt.IsString() {
					// The tools the hook runs for (hookAllowsAll): left
					// out, it runs for every tool.
					c.Fields = append(c.Fields, detect.ConfigField{Path: syntax.ChildPath(syntax.IndexPath(syntax.ChildPath(at, ev.Str), j), "matcher"), Role: detect.CfgMatcher, Value: mt.Str})
				}
				if d.registerConfig(c, &origin{src: d.Src, node: h, chain: []*syntax.Node{h}, fields: map[string]*syntax.Node{p: cmd}}) {
					info.Configs++
				}
				w.hookPrintedUnit(d, h, cmd, p, server, ev.Str, info) // what it prints into the context
				w.hookModelUnit(d, h, cmd, p, server, ev.Str, info)   // what else it hands the model
				// The scripts the command runs are read as well.
				root := w.pluginRoot(d.Src.Path)
				w.namedScripts(hookScriptText(cmd.Str, root), d.Src.Path, "hook", w.scriptBases(d.Src.Path), true)
				w.hookExecs(hookScriptText(cmd.Str, root), d.Src.Path, w.scriptBases(d.Src.Path))
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
	w.hookPrintedUnit(d, h, cmd, p, server, event, info) // what it prints into the context
	w.hookModelUnit(d, h, cmd, p, server, event, info)   // what else it hands the model
	w.namedScripts(hookScriptText(cmd.Str, w.pluginRoot(d.Src.Path)), d.Src.Path, "hook", w.scriptBases(d.Src.Path), true)
	w.hookExecs(hookScriptText(cmd.Str, w.pluginRoot(d.Src.Path)), d.Src.Path, w.scriptBases(d.Src.Path))
}
