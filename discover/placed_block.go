package discover

// Text an agent acts on that sits where the agent-file reading would
// otherwise not look.
//   - A fenced block whose lead line names the file it belongs in ("add
//     this to `.claude/settings.json`:", "append to ~/.bashrc") is that
//     file's content: its kind is kept for the engine (detect.Tool.Placed),
//     and a hooks object in it is read as the hook configs it becomes, at
//     the block's characters, so the launch checks run on it.
//   - A hook's script is found through a quoted "$CLAUDE_PROJECT_DIR", from
//     the project folder of a nested .claude/, and when the hook runs an
//     executable with no ending by its path.

import (
	"bytes"
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// placedKinds are the files a fenced block may be placed in, by the end
// of the path a lead line names, and the kind of content each holds. The
// first row that matches decides. Names are matched at a path boundary
// (start, "/", "~" or a quote before them).
var placedKinds = []struct{ suffix, kind string }{
	{".claude/settings.json", detect.PlacedAgentSettings},
	{".claude/settings.local.json", detect.PlacedAgentSettings},
	{"hooks/hooks.json", detect.PlacedHookConfig},
	{"hooks.json", detect.PlacedHookConfig},
	{".cursor/hooks.json", detect.PlacedHookConfig},
	{".gemini/settings.json", detect.PlacedAgentSettings},
	{".vscode/settings.json", detect.PlacedEditorSettings},
	{".mcp.json", detect.PlacedMCPConfig},
	{"mcp.json", detect.PlacedMCPConfig},
	{"claude_desktop_config.json", detect.PlacedMCPConfig},
	{"mcp_config.json", detect.PlacedMCPConfig},
	{".bashrc", detect.PlacedShellStartup},
	{".bash_profile", detect.PlacedShellStartup},
	{".bash_login", detect.PlacedShellStartup},
	{".zshrc", detect.PlacedShellStartup},
	{".zshenv", detect.PlacedShellStartup},
	{".zprofile", detect.PlacedShellStartup},
	{".profile", detect.PlacedShellStartup},
	{"config.fish", detect.PlacedShellStartup},
	{".ssh/config", detect.PlacedSSHConfig},
	{".gitconfig", detect.PlacedGitConfig},
	{".git/config", detect.PlacedGitConfig},
	{"etc/crontab", detect.PlacedCrontab}, // a path: "crontab" alone names the program
	{"package.json", detect.PlacedPackageManifest},
	{"CLAUDE.md", detect.PlacedRules},
	{"AGENTS.md", detect.PlacedRules},
	{"GEMINI.md", detect.PlacedRules},
}

// placedFile is the file a lead line names for the block after it and
// the kind of that file, or "", "" when it names none of placedKinds.
// The path is the longest token of path bytes (and "~") that ends in a
// row's name at a path boundary.
func placedFile(lead string) (string, string) {
	for i := 0; i < len(lead); i++ {
		if !placedPathByte(lead[i]) || i > 0 && placedPathByte(lead[i-1]) {
			continue
		}
		j := i
		for j < len(lead) && placedPathByte(lead[j]) {
			j++
		}
		tok := strings.TrimRight(lead[i:j], ".")
		i = j
		for _, r := range placedKinds {
			if !strings.HasSuffix(tok, r.suffix) {
				continue
			}
			if k := len(tok) - len(r.suffix); k > 0 && !strings.ContainsRune("/~", rune(tok[k-1])) {
				continue // "my-package.json" is no package.json
			}
			return tok, r.kind
		}
	}
	return "", ""
}

func placedPathByte(c byte) bool { return isPathByte(c) || c == '~' }

// placedBlock reads a fenced block at field of unit t whose lead line
// names the file it is placed in: the block's kind is kept on the unit,
// and a hooks object in a settings or hooks file is read as its hook
// configs at the block's characters (off, end: the block's bytes in the
// file). A block the prose presents as an example never comes here.
func (w *walker) placedBlock(d *recognizer, t *detect.Tool, field, lead string, off, end int, info *FileInfo) {
	file, kind := placedFile(lead)
	if kind == "" || !detect.PlaceLead(lead, strings.LastIndex(lead, file)) {
		return
	}
	if t.Placed == nil {
		t.Placed = map[string]string{}
	}
	t.Placed[field] = kind
	// The block's content: the lines between its fences.
	if nl := bytes.IndexByte(d.Src.Data[off:end], '\n'); nl >= 0 {
		off += nl + 1
	} else {
		return
	}
	if nl := bytes.LastIndexByte(d.Src.Data[off:end], '\n'); nl >= 0 {
		end = off + nl
	} else {
		return
	}
	switch kind {
	case detect.PlacedShellStartup, detect.PlacedCrontab:
		// What every later shell, or the scheduler, runs: a script the
		// launch checks read as a hook's (config.shell).
		n := &syntax.Node{Kind: syntax.KString, Str: string(d.Src.Data[off:end]), Off: off, End: end,
			Mapper: syntax.SpanMapper{Base: off, N: end - off}}
		c := detect.ServerConfig{Server: t.Server, Client: detect.HookClientPrefix + kind, Placed: file,
			Fields: []detect.ConfigField{{Path: "script", Role: detect.CfgScript, Value: n.Str}}}
		if d.registerConfig(c, &origin{src: d.Src, node: n, chain: []*syntax.Node{n}, fields: map[string]*syntax.Node{"script": n}}) {
			info.Configs++
		}
		return
	case detect.PlacedAgentSettings, detect.PlacedHookConfig, detect.PlacedMCPConfig:
	default:
		return
	}
	root := placedJSON(d.Src, off, end)
	if root == nil || root.Kind != syntax.KObject {
		return
	}
	if kind == detect.PlacedMCPConfig {
		w.placedServers(d, root, file, info)
		return
	}
	hooks := root.Get("hooks")
	if hooks == nil && placedHookEvents(root) {
		hooks = root // the hooks object itself, or its events merged in
	}
	if hooks == nil || hooks.Kind != syntax.KObject {
		return
	}
	w.placedHooks(d, hooks, t.Server, file, info)
}

// placedHookEvents: every key of n names an event whose value is a list
// of hook entries ({"matcher", "hooks": [...]}) or of Cursor's commands.
func placedHookEvents(n *syntax.Node) bool {
	if len(n.Keys) == 0 {
		return false
	}
	for _, v := range n.Vals {
		if v.Kind != syntax.KArray || len(v.Elems) == 0 {
			return false
		}
		for _, e := range v.Elems {
			if e.Kind != syntax.KObject || e.Get("hooks") == nil && e.Get("command") == nil {
				return false
			}
		}
	}
	return true
}

// placedJSON parses a block's bytes as JSON, every node at its place in
// the file. A fragment of members ("Stop": [...]) is read as the object
// it is merged into: the braces added stand outside the block's bytes.
func placedJSON(src *syntax.Source, off, end int) *syntax.Node {
	b := src.Data[off:end]
	t := bytes.TrimSpace(b)
	if len(t) == 0 {
		return nil
	}
	if t[0] == '{' {
		lead := bytes.Index(b, t[:1])
		n, err := syntax.ParseJSON(src, b[lead:lead+len(t)], off+lead)
		if err != nil {
			return nil
		}
		return n
	}
	if t[0] != '"' {
		return nil
	}
	lead := bytes.Index(b, t[:1])
	if off+lead < 1 {
		return nil // no byte before the fragment to stand for its brace
	}
	frag := make([]byte, 0, len(t)+2)
	frag = append(frag, '{')
	frag = append(frag, bytes.TrimSuffix(t, []byte(","))...)
	frag = append(frag, '}')
	n, err := syntax.ParseJSON(src, frag, off+lead-1)
	if err != nil {
		return nil
	}
	return n
}

// placedHooks registers the hook commands of a hooks object written in a
// fenced block: launch configs of client hook:EVENT whose Placed says the
// file the prose puts them in, each field at its characters.
func (w *walker) placedHooks(d *recognizer, hooks *syntax.Node, server, file string, info *FileInfo) {
	for i, ev := range hooks.Keys {
		list := hooks.Vals[i]
		if list.Kind != syntax.KArray {
			continue
		}
		for j, m := range list.Elems {
			cmds := []*syntax.Node{m}
			if hs := m.Get("hooks"); hs != nil && hs.Kind == syntax.KArray {
				cmds = hs.Elems
			}
			for k, h := range cmds {
				cmd := h.Get("command")
				if !cmd.IsString() {
					continue
				}
				p := syntax.ChildPath(syntax.IndexPath(syntax.ChildPath(syntax.IndexPath(syntax.ChildPath("hooks", ev.Str), j), "hooks"), k), "command")
				c := detect.ServerConfig{Server: server, Client: detect.HookClientPrefix + ev.Str, Placed: file,
					Fields: []detect.ConfigField{{Path: p, Role: detect.CfgScript, Value: cmd.Str}}}
				if mt := m.Get("matcher"); mt.IsString() {
					c.Fields = append(c.Fields, detect.ConfigField{Path: syntax.ChildPath(syntax.IndexPath(syntax.ChildPath("hooks", ev.Str), j), "matcher"), Role: detect.CfgMatcher, Value: mt.Str})
				}
				if d.registerConfig(c, &origin{src: d.Src, node: h, chain: []*syntax.Node{h}, fields: map[string]*syntax.Node{p: cmd}}) {
					info.Configs++
				}
			}
		}
	}
}

// projectBase is the project folder of a file below a .claude/ folder
// (packages/web for packages/web/.claude/settings.json): Claude Code runs
// hooks and skills' scripts from there, and "$CLAUDE_PROJECT_DIR" names
// it. "" when rel lies in no .claude/ folder, or in the root's.
func projectBase(rel string) string {
	i := strings.LastIndex("/"+rel, "/.claude/")
	if i <= 0 {
		return ""
	}
	return strings.TrimSuffix(rel[:i-1], "/")
}

// hookExecs reads, as hook scripts, the files a hook command runs by
// their path with no ending (${CLAUDE_PLUGIN_ROOT}/bin/run-affected): the
// first word of each of the command's pipelines and lists, when it is a
// file of the repository below one of bases. namedScripts takes the
// paths with a script's ending.
func (w *walker) hookExecs(cmd, from string, bases []string) {
	if w.noSiblings {
		return
	}
	w.hookOperands(cmd, from, bases) // an interpreter's operand with no ending
	st := w.unitState(from, "hook")
	for _, part := range strings.FieldsFunc(cmd, func(r rune) bool { return strings.ContainsRune(";&|\n", r) }) {
		f := strings.Fields(part)
		if len(f) == 0 {
			continue
		}
		tok := strings.TrimPrefix(f[0], "./")
		if !strings.Contains(tok, "/") || path.Ext(tok) != "" || strings.HasPrefix(tok, "/") {
			continue
		}
		for _, b := range bases {
			p := path.Join(b, tok)
			if !w.inRepository(p, from) {
				continue
			}
			if !w.agentExists(p) {
				if w.namedSpecial(from, p) {
					break
				}
				continue
			}
			if w.excluded(p, false) {
				continue
			}
			w.takeScript(st, from, p, 1, true)
			break
		}
	}
}

// placedServers registers the MCP servers of a client config written in
// a fenced block (its mcpServers, servers or flat server map) as launch
// configs of the client the named file is for, at the block's characters.
func (w *walker) placedServers(d *recognizer, root *syntax.Node, file string, info *FileInfo) {
	d2 := newRecognizer(w, d.Src, false)
	chain := []*syntax.Node{root}
	key := ""
	for _, k := range []string{"mcpServers", "servers", "mcp_servers"} {
		if v := root.Get(k); v != nil && d2.clientServers(v, k, chain) {
			key = k
			break
		}
	}
	if key == "" && flatServerMap(file, root) {
		d2.clientServers(root, "", chain)
	}
	for i, c := range d2.configs {
		c.Client = clientOf(file, key)
		c.Placed = file
		if d.registerConfig(c, d2.cfgOrigins[i]) {
			info.Configs++
		}
	}
}

func hasString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
