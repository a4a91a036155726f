package discover

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/launchconfig"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// recognizer turns the parsed tree of one file into definitions: a
// data file's by itself, a source file's through its language reader,
// which reads into the embedded File.
type recognizer struct {
	*syntax.File
	w          *walker
	configs    []detect.ServerConfig
	cfgOrigins []*origin
	reported   map[int]bool // places already reported by badEntry
	// byRef indexes the definitions this file registered, to tell a
	// definition read again (a file with duplicate keys) from a second
	// definition of the same name.
	copies copies
	// refs: the definitions this file registered.
	refs []detect.ToolRef
	// toolsFile: the file's name says it holds tool definitions
	// (*.tools.json, __toolsnaps__/*.snap), so a bare tool needs only a
	// name and a description; elsewhere a bare object or array is taken
	// for tools only when its tools carry an input schema, so a
	// package.json's name and description are not a tool.
	toolsFile bool
	// definite: the file carries a definite MCP marker or name (strong,
	// known, a tools file); a duplicate key in one that is not, where
	// nothing was read, is a notice (tree).
	definite bool
	// repeatedAt: the places of the values of keys repeated in a JSON
	// object (jsonTree), whose notice names a definition read with each.
	repeatedAt map[int]bool
}

// listingTextKeys are the members of a registry entry or manifest, at any
// depth, that a person or an agent reads as prose.
var listingTextKeys = map[string]bool{"description": true, "title": true, "long_description": true,
	"longDescription": true, "display_name": true, "displayName": true, "summary": true, "help": true}

// listingSkip: members that hold definitions scanned as themselves.
var listingSkip = map[string]bool{"tools": true, "prompts": true, "resources": true, "static_responses": true}

// listingValue keeps the prose of a listing in its place (array elements
// keep their index), so that the paths the engine reports are the file's.
func listingValue(n *syntax.Node) (any, bool) {
	switch n.Kind {
	case syntax.KObject:
		var m []detect.Member
		for i, k := range n.Keys {
			v := n.Vals[i]
			if listingSkip[k.Str] {
				continue
			}
			if v.Kind == syntax.KString {
				if listingTextKeys[k.Str] && v.Str != "" {
					m = append(m, detect.Member{Key: k.Str, Value: v.Str})
				}
				continue
			}
			if x, ok := listingValue(v); ok {
				m = append(m, detect.Member{Key: k.Str, Value: x})
			}
		}
		return detect.NewObject(m), len(m) > 0
	case syntax.KArray:
		a := make([]any, len(n.Elems))
		kept := false
		for i, e := range n.Elems {
			if x, ok := listingValue(e); ok {
				a[i], kept = x, true
			}
		}
		return a, kept
	}
	return nil, false
}

// isToolArray: an array with a tool object in it. Its other entries are
// read as tools when they have a name, and reported when they are not
// tools at all: one malformed entry must not hide the tools beside it.
func isToolArray(n *syntax.Node) bool {
	if n == nil || n.Kind != syntax.KArray {
		return false
	}
	for _, e := range n.Elems {
		if syntax.IsToolObject(e) {
			return true
		}
	}
	return false
}

// hasSchema: a tool object with an input schema, as every tools/list tool
// has.
func hasSchema(n *syntax.Node) bool { return n.GetAny("inputSchema", "input_schema") != nil }

// bareTools: a bare array is tools when it is a tool array and, outside a
// tools file, some tool has a schema.
func (d *recognizer) bareTools(n *syntax.Node) bool {
	if !isToolArray(n) {
		return false
	}
	if d.toolsFile {
		return true
	}
	for _, e := range n.Elems {
		if hasSchema(e) {
			return true
		}
	}
	return false
}

// top recognizes a whole parsed file.
func (d *recognizer) top(n *syntax.Node) {
	switch n.Kind {
	case syntax.KArray:
		switch {
		case d.bareTools(n):
			d.Kind("tools-fixture")
			d.addTools(n, []*syntax.Node{n})
		default:
			// An array of JSON-RPC messages (a transcript saved as JSON).
			for _, e := range n.Elems {
				if e.Kind == syntax.KObject && (e.Get("jsonrpc") != nil || e.Get("result") != nil) {
					d.message(e)
				}
			}
		}
	case syntax.KObject:
		d.object(n)
	}
}

func (d *recognizer) object(n *syntax.Node) {
	chain := []*syntax.Node{n}
	switch {
	case n.Get("jsonrpc") != nil || (n.Get("result") != nil && n.Get("id") != nil):
		// One response saved on its own: a tools/list (or initialize)
		// result fixture rather than a transcript.
		d.message(n)
		if d.Kinds["transcript"] {
			delete(d.Kinds, "transcript")
			d.Kind("tools-fixture")
		}
		return
	case (n.Get("manifest_version") != nil || n.Get("dxt_version") != nil) && n.Get("server") != nil:
		d.manifest(n)
		return
	case isRegistryServer(n):
		d.registry(n)
		return
	case n.Get("startCommand") != nil && n.Get("startCommand").Kind == syntax.KObject:
		d.smithery(n)
		return
	case n.Get("runtime").IsString() && isSmitheryFile(d.Src.Path):
		// Smithery's runtime form (runtime: typescript or python, with
		// env or build settings): Smithery builds the server from its
		// source, so the file names no command and holds no definition;
		// the tools are read from the source files.
		d.Kind("smithery")
		return
	}
	found := false
	// Client configs, also nested (Claude Code keeps per-project servers
	// under "projects").
	var visit func(m *syntax.Node, depth int, chain []*syntax.Node)
	visit = func(m *syntax.Node, depth int, chain []*syntax.Node) {
		if m == nil || m.Kind != syntax.KObject || depth > 4 {
			return
		}
		for i, k := range m.Keys {
			v := m.Vals[i]
			c := append(append([]*syntax.Node(nil), chain...), k)
			switch k.Str {
			case "mcpServers", "mcp_servers", "context_servers":
				if d.clientServers(v, k.Str, c) {
					found = true
					continue
				}
			case "servers":
				if depth == 0 && d.clientServers(v, "servers", c) {
					found = true
					continue
				}
			case "mcp":
				// VS Code settings, a .code-workspace's settings and a
				// devcontainer's customizations.vscode: "mcp": {"servers"};
				// OpenCode and Crush: "mcp": {<name>: {...}}.
				if s := v.Get("servers"); s != nil && s.Kind == syntax.KObject {
					if d.clientServers(s, "mcp.servers", append(c, v.KeyNode("servers"))) {
						found = true
						continue
					}
				} else if v.Kind == syntax.KObject && d.clientServers(v, "mcp", c) {
					found = true
					continue
				}
			case "extensions":
				// Goose: extensions: {<name>: {type, cmd, args, envs, uri}}.
				if v.Kind == syntax.KObject && gooseExtensions(v) && d.clientServers(v, "extensions", c) {
					found = true
					continue
				}
			}
			if v.Kind == syntax.KObject && k.Str != "inputSchema" && k.Str != "input_schema" {
				visit(v, depth+1, c)
			}
		}
	}
	visit(n, 0, nil)
	if !found && flatServerMap(d.Src.Path, n) {
		// A plugin's .mcp.json / mcp.json: the server map itself.
		found = d.clientServers(n, "plugin", nil)
	}
	if found {
		return
	}
	switch {
	case d.bareTools(n.Get("tools")):
		// {"tools": [...]} with an optional serverInfo / instructions
		// (mcp-lint snapshot files, tools/list results saved bare).
		d.Kind("tools-fixture")
		if si := n.Get("serverInfo"); si != nil && si.Get("name").IsString() {
			d.ServerInfo = si.Get("name").Str
		}
		if in := n.Get("instructions"); in.IsString() {
			d.Instructions = append(d.Instructions, syntax.PendingTool{Node: in, Chain: chain})
		}
		d.addTools(n.Get("tools"), append(chain, n.KeyNode("tools")))
		if p := n.Get("prompts"); p != nil && p.Kind == syntax.KArray {
			d.addPrompts(p, chain)
		}
		d.addResources(n, chain)
	case keyedDefinitions(n):
		// A table of tool texts kept as data, keyed by tool name
		// ({"create-dashboard": {"description": …, "annotations":
		// {"readOnlyHint": …}}}), behind a generic registrar in code.
		d.Kind("tool-table")
		for i, k := range n.Keys {
			if v := n.Vals[i]; v.Kind == syntax.KObject && v.Get("description").IsString() {
				d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: v, Key: k, Chain: append(append([]*syntax.Node(nil), chain...), k)})
			}
		}
	case d.Src.DefinitionData && promptShaped(n):
		// A prompt kept as data in a server's project, which the server
		// loads at run time: named by its name, or else by its file (a
		// file named config or prompt, by its folder).
		d.Kind("prompt-data")
		d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindPrompt, Node: n, Key: dataName(d.Src.Path, n)})
	case d.Src.DefinitionData && toolData(n.Get("tool")):
		// A tool kept as data in a server's project ({tool: {name,
		// description, …}}), which a loader registers at run time: its
		// texts reach the model as any tool's do.
		d.Kind("tool-data")
		d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: n.Get("tool"), Chain: append(append([]*syntax.Node(nil), chain...), n.KeyNode("tool"))})
	case syntax.IsToolObject(n) && (d.toolsFile || hasSchema(n)):
		// One tool per file: github-mcp-server's __toolsnaps__/*.snap.
		d.Kind("tools-fixture")
		d.Tools = append(d.Tools, syntax.PendingTool{Kind: detect.KindTool, Node: n})
	}
}

// keyedDefinitions: an object whose values are tool definitions keyed by
// name: at least two, every value an object with a string description,
// and one at least carrying what only an MCP tool carries (an input
// schema, or annotations holding a hint of the specification's
// ToolAnnotations).
func keyedDefinitions(n *syntax.Node) bool {
	if n == nil || n.Kind != syntax.KObject || len(n.Keys) < 2 {
		return false
	}
	mcp := false
	for i, k := range n.Keys {
		v := n.Vals[i]
		if v.Kind != syntax.KObject || !v.Get("description").IsString() || k.Str == "" {
			return false
		}
		if v.GetAny("inputSchema", "input_schema") != nil {
			mcp = true
		}
		if a := v.Get("annotations"); a != nil && a.Kind == syntax.KObject {
			for _, h := range []string{"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"} {
				mcp = mcp || a.Get(h) != nil
			}
		}
	}
	return mcp
}

// message handles one JSON-RPC message: an initialize result names the
// server and carries instructions; a tools/list result carries tools.
func (d *recognizer) message(n *syntax.Node) {
	res := n.Get("result")
	if res == nil || res.Kind != syntax.KObject {
		return
	}
	d.Kind("transcript")
	if si := res.Get("serverInfo"); si != nil && si.Get("name").IsString() {
		d.ServerInfo = si.Get("name").Str
	}
	// Instructions in an initialize result, and in a server/discover
	// result, which need not name the server.
	if in := res.Get("instructions"); in.IsString() {
		d.Instructions = append(d.Instructions, syntax.PendingTool{Node: in, Chain: []*syntax.Node{n}})
	}
	d.addResources(res, []*syntax.Node{n})
	if t := res.Get("tools"); t != nil && t.Kind == syntax.KArray {
		d.addTools(t, []*syntax.Node{n})
	}
	if p := res.Get("prompts"); p != nil && p.Kind == syntax.KArray {
		d.addPrompts(p, []*syntax.Node{n})
	}
}

// addTools reads every entry of a tools list that has a name; an entry
// that is not a definition is an error at its place, and the others are
// still read.
func (d *recognizer) addTools(arr *syntax.Node, chain []*syntax.Node) {
	d.addEntries(arr, chain, detect.KindTool, "tools")
}

func (d *recognizer) addPrompts(arr *syntax.Node, chain []*syntax.Node) {
	d.addEntries(arr, chain, detect.KindPrompt, "prompts")
}

// addResources reads a result's resources and resource templates: their
// descriptions are listed to the model as a tool's are.
func (d *recognizer) addResources(res *syntax.Node, chain []*syntax.Node) {
	for _, key := range []string{"resources", "resourceTemplates"} {
		if a := res.Get(key); a != nil && a.Kind == syntax.KArray {
			d.addEntries(a, chain, detect.KindResource, key)
		}
	}
}

func (d *recognizer) addEntries(arr *syntax.Node, chain []*syntax.Node, kind detect.Kind, list string) {
	if len(arr.Elems) > 0 && !anyDefinitionLike(arr) {
		// Not one entry is an object with a name or a description: the
		// list is data of another kind under the same key (an API's
		// response, an allow-list of strings), not definitions a client
		// would list. One notice for the list, not an error per entry.
		line, col := d.Src.Position(arr.Off)
		d.w.Notice(d.Src.Path, fmt.Sprintf("%d:%d: the %s list holds %d entries and none is a definition (an object with a name or a description): not read as MCP definitions", line, col, list, len(arr.Elems)))
		return
	}
	for i, e := range arr.Elems {
		if e.Kind == syntax.KObject && e.Get("name").IsString() {
			d.Tools = append(d.Tools, syntax.PendingTool{Kind: kind, Node: e, Chain: chain})
			continue
		}
		d.badEntry(e, fmt.Sprintf("entry %d of the %s list is not a definition (%s); it was not scanned, the entries beside it were", i+1, list, whyNotDefinition(e)))
	}
}

// anyDefinitionLike: some entry of a list is an object with a name or a
// description key, whatever their values.
func anyDefinitionLike(arr *syntax.Node) bool {
	for _, e := range arr.Elems {
		if e.Kind == syntax.KObject && (e.Get("name") != nil || e.Get("description") != nil) {
			return true
		}
	}
	return false
}

// badEntry records an error at a node, once per place (a file with
// duplicate keys is recognized more than once).
func (d *recognizer) badEntry(n *syntax.Node, msg string) {
	if d.reported == nil {
		d.reported = map[int]bool{}
	}
	if d.reported[n.Off] {
		return
	}
	d.reported[n.Off] = true
	d.Src.Problem(n.Off, msg)
}

// whyNotDefinition says what is wrong with a list entry.
func whyNotDefinition(n *syntax.Node) string {
	switch n.Kind {
	case syntax.KNull:
		return "null"
	case syntax.KString:
		return "a string, not an object"
	case syntax.KNumber, syntax.KBool:
		return "a " + map[syntax.NodeKind]string{syntax.KNumber: "number", syntax.KBool: "boolean"}[n.Kind] + ", not an object"
	case syntax.KArray:
		return "an array, not an object"
	}
	switch nm := n.Get("name"); {
	case nm == nil:
		return "it has no name"
	case nm.Kind == syntax.KNumber:
		return "its name is a number, not a string"
	default:
		return "its name is not a string"
	}
}

// jsonl reads a transcript: one JSON value per line.
func (d *recognizer) jsonl(data []byte) error {
	if bytes.Count(data, []byte{','})+bytes.Count(data, []byte{'"'})/2+bytes.Count(data, []byte{'\n'}) > 2*syntax.MaxValues {
		return syntax.TooManyValues(syntax.MaxValues)
	}
	off := 0
	var firstErr error
	for len(data) > 0 {
		line := data
		if k := bytes.IndexByte(data, '\n'); k >= 0 {
			line = data[:k]
			data = data[k+1:]
		} else {
			data = nil
		}
		base := off
		off += len(line) + 1
		if t := bytes.TrimSpace(line); len(t) == 0 || t[0] == '#' {
			continue // blank, or a comment line (labeled corpora start with one)
		}
		n, err := syntax.ParseJSON(d.Src, line, base)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		d.tree(n, func(n *syntax.Node) {
			if n.Kind == syntax.KObject {
				if n.Get("jsonrpc") != nil || n.Get("result") != nil {
					d.message(n)
				} else {
					d.object(n)
				}
			}
		})
	}
	if firstErr != nil && len(d.Tools) == 0 {
		return firstErr
	}
	if firstErr != nil {
		// Some lines were unreadable: report them, keep what was read.
		d.w.fail(d.Src.Path, firstErr)
	}
	return nil
}

// manifest reads an MCPB / DXT bundle manifest.
func (d *recognizer) manifest(n *syntax.Node) {
	d.Kind("mcpb-manifest")
	d.ServerInfo = n.Get("name").String()
	d.Listing("", "mcpb", n)
	chain := []*syntax.Node{n}
	if t := n.Get("tools"); t != nil && t.Kind == syntax.KArray {
		d.addTools(t, chain)
	}
	if p := n.Get("prompts"); p != nil && p.Kind == syntax.KArray {
		d.addPrompts(p, chain)
	}
	// _meta.<vendor>.static_responses: cached initialize and tools/list.
	if meta := n.Get("_meta"); meta != nil && meta.Kind == syntax.KObject {
		for _, vendor := range meta.Vals {
			sr := vendor.Get("static_responses")
			if sr == nil || sr.Kind != syntax.KObject {
				continue
			}
			if init := sr.Get("initialize"); init != nil {
				if in := init.Get("instructions"); in.IsString() {
					d.Instructions = append(d.Instructions, syntax.PendingTool{Node: in, Chain: chain})
				}
			}
			if tl := sr.Get("tools/list"); tl != nil {
				if t := tl.Get("tools"); t != nil && t.Kind == syntax.KArray {
					d.addTools(t, chain)
				}
			}
		}
	}
	if srv := n.Get("server"); srv != nil {
		if mc := srv.Get("mcp_config"); mc != nil && mc.Kind == syntax.KObject {
			d.addConfig(d.ServerInfo, "mcpb", mc, srv.KeyNode("mcp_config"), chain)
		}
	}
	if uc := n.Get("user_config"); uc != nil && uc.Kind == syntax.KObject {
		// sensitive user settings with a literal default leak a secret
		var fields []detect.ConfigField
		for i, k := range uc.Keys {
			opt := uc.Vals[i]
			if opt.Get("sensitive") != nil && opt.Get("sensitive").Str == "true" && opt.Get("default").IsString() {
				fields = append(fields, detect.ConfigField{Path: syntax.ChildPath(syntax.ChildPath("", k.Str), "default"),
					Role: detect.CfgSecretDecl, Key: k.Str, Value: opt.Get("default").Str})
			}
		}
		if len(fields) > 0 {
			d.pushConfig(detect.ServerConfig{Server: d.ServerInfo, Client: "mcpb", Fields: fields}, uc, n.KeyNode("user_config"), chain)
		}
	}
}

// smithery reads smithery.yaml: its commandFunction is JavaScript the
// client evaluates to start the server.
func (d *recognizer) smithery(n *syntax.Node) {
	d.Kind("smithery")
	name := n.Get("name").String()
	if name == "" {
		name = d.w.folderServer(d.Src.Path)
		if path.Dir(d.Src.Path) == "." {
			name = d.w.rootName
		}
	}
	sc := n.Get("startCommand")
	var fields []detect.ConfigField
	if cf := sc.Get("commandFunction"); cf.IsString() {
		fields = append(fields, detect.ConfigField{Path: "startCommand.commandFunction", Role: detect.CfgScript, Value: cf.Str})
	}
	if u := sc.Get("url"); u.IsString() {
		fields = append(fields, detect.ConfigField{Path: "startCommand.url", Role: detect.CfgURL, Value: u.Str})
	}
	d.pushConfig(detect.ServerConfig{Server: name, Client: "smithery", Fields: fields}, n, nil, nil)
}

// isSmitheryFile: smithery.yaml or smithery.yml.
func isSmitheryFile(p string) bool {
	b := strings.ToLower(path.Base(p))
	return b == "smithery.yaml" || b == "smithery.yml"
}

func isRegistryServer(n *syntax.Node) bool {
	if s := n.Get("$schema").String(); strings.Contains(s, "server.schema.json") {
		return true
	}
	name := n.Get("name").String()
	return strings.Contains(name, "/") && (n.Get("packages") != nil || n.Get("remotes") != nil)
}

// registry reads an MCP Registry server.json.
func (d *recognizer) registry(n *syntax.Node) {
	d.Kind("registry-server")
	name := n.Get("name").String()
	d.Listing(name, "registry", n)
	var fields []detect.ConfigField
	if pk := n.Get("packages"); pk != nil && pk.Kind == syntax.KArray {
		for i, p := range pk.Elems {
			base := syntax.IndexPath("packages", i)
			id := p.GetAny("identifier", "name").String()
			idKey := "identifier"
			if p.Get("identifier") == nil {
				idKey = "name"
			}
			ver := p.Get("version").String()
			switch strings.ToLower(p.GetAny("registryType", "registry_type", "registry_name").String()) {
			case "oci", "docker":
				img := id
				if ver != "" && !strings.Contains(id, ":") && !strings.Contains(id, "@") {
					img = id + ":" + ver
				}
				fields = append(fields, detect.ConfigField{Path: syntax.ChildPath(base, idKey), Role: detect.CfgImage, Value: img})
			default:
				runner := p.Get("runtimeHint").String()
				if runner == "" {
					runner = map[string]string{"npm": "npx", "pypi": "uvx"}[strings.ToLower(p.GetAny("registryType", "registry_type", "registry_name").String())]
				}
				if runner != "" && id != "" {
					pkg := id
					if ver != "" {
						sep := "@"
						if runner == "uvx" {
							sep = "=="
						}
						pkg = id + sep + ver
					}
					fields = append(fields,
						detect.ConfigField{Path: syntax.ChildPath(base, "runtimeHint"), Role: detect.CfgCommand, Value: runner},
						detect.ConfigField{Path: syntax.ChildPath(base, idKey), Role: detect.CfgArg, Value: pkg})
				}
			}
			for _, key := range []string{"environmentVariables", "environment_variables"} {
				if ev := p.Get(key); ev != nil && ev.Kind == syntax.KArray {
					for j, v := range ev.Elems {
						fields = append(fields, registryVar(syntax.IndexPath(syntax.ChildPath(base, key), j), v, detect.CfgEnv)...)
					}
				}
			}
			for _, key := range []string{"runtimeArguments", "packageArguments"} {
				if args := p.Get(key); args != nil && args.Kind == syntax.KArray {
					for j, a := range args.Elems {
						ap := syntax.IndexPath(syntax.ChildPath(base, key), j)
						if v := a.GetAny("value", "default"); v.IsString() {
							vk := "value"
							if a.Get("value") == nil {
								vk = "default"
							}
							role := detect.CfgArg
							if a.Get("isSecret") != nil && a.Get("isSecret").Str == "true" {
								role = detect.CfgSecretDecl
							}
							fields = append(fields, detect.ConfigField{Path: syntax.ChildPath(ap, vk), Role: role, Key: a.Get("name").String(), Value: v.Str})
						}
					}
				}
			}
		}
	}
	if rm := n.Get("remotes"); rm != nil && rm.Kind == syntax.KArray {
		for i, r := range rm.Elems {
			base := syntax.IndexPath("remotes", i)
			if u := r.Get("url"); u.IsString() {
				fields = append(fields, detect.ConfigField{Path: syntax.ChildPath(base, "url"), Role: detect.CfgURL, Value: u.Str})
			}
			if hs := r.Get("headers"); hs != nil && hs.Kind == syntax.KArray {
				for j, h := range hs.Elems {
					fields = append(fields, registryVar(syntax.IndexPath(syntax.ChildPath(base, "headers"), j), h, detect.CfgHeader)...)
				}
			}
		}
	}
	d.pushConfig(detect.ServerConfig{Server: name, Client: "registry", Fields: fields}, n, nil, nil)
}

// registryVar: {name, value|default, isSecret} of a registry entry.
func registryVar(p string, v *syntax.Node, role detect.ConfigRole) []detect.ConfigField {
	name := v.Get("name").String()
	val := v.GetAny("value", "default")
	if !val.IsString() {
		return nil
	}
	vk := "value"
	if v.Get("value") == nil {
		vk = "default"
	}
	if s := v.Get("isSecret"); s != nil && s.Str == "true" {
		role = detect.CfgSecretDecl
	}
	return []detect.ConfigField{{Path: syntax.ChildPath(p, vk), Role: role, Key: name, Value: val.Str}}
}

// clientServers reads the server map (or Continue's list) of a client
// config. It reports whether v had that shape.
func (d *recognizer) clientServers(v *syntax.Node, key string, chain []*syntax.Node) bool {
	client := clientOf(d.Src.Path, key)
	switch v.Kind {
	case syntax.KObject:
		ok := false
		for i, k := range v.Keys {
			e := v.Vals[i]
			if e.Kind != syntax.KObject || !looksLikeServer(e) {
				continue
			}
			ok = true
			d.addConfig(k.Str, client, e, k, chain)
		}
		if ok {
			d.Kind("client-config")
		}
		return ok
	case syntax.KArray: // Continue: mcpServers: [{name, command, args}]
		ok := false
		for _, e := range v.Elems {
			if e.Kind == syntax.KObject && e.Get("name").IsString() && looksLikeServer(e) {
				ok = true
				d.addConfig(e.Get("name").Str, client, e, nil, chain)
			}
		}
		if ok {
			d.Kind("client-config")
		}
		return ok
	}
	return false
}

func looksLikeServer(e *syntax.Node) bool {
	return e.GetAny("command", "cmd", "url", "serverUrl", "httpUrl", "uri", "type", "transport", "args", "source") != nil
}

// gooseExtensions: every value of m is an object that says how to start or
// reach an extension (Goose's cmd or uri, or a command).
func gooseExtensions(m *syntax.Node) bool {
	if len(m.Vals) == 0 {
		return false
	}
	for _, e := range m.Vals {
		if e.Kind != syntax.KObject || e.GetAny("cmd", "uri", "command") == nil {
			return false
		}
	}
	return true
}

// flatServerMap: a .mcp.json or mcp.json whose top-level object is the
// server map (Claude Code and Cursor plugins): every value is an object
// with a command or a URL.
func flatServerMap(p string, n *syntax.Node) bool {
	if base := path.Base(strings.ToLower(p)); base != ".mcp.json" && base != "mcp.json" || len(n.Vals) == 0 {
		return false
	}
	for _, e := range n.Vals {
		if e.Kind != syntax.KObject || e.GetAny("command", "url", "type") == nil {
			return false
		}
	}
	return true
}

// addConfig turns one server entry into a launch config.
func (d *recognizer) addConfig(server, client string, e, key *syntax.Node, chain []*syntax.Node) {
	var fields []detect.ConfigField
	strField := func(p string, role detect.ConfigRole, k string, n *syntax.Node) {
		if n.IsString() {
			fields = append(fields, detect.ConfigField{Path: p, Role: role, Key: k, Value: n.Str})
		}
	}
	cmd := e.Get("command")
	if cmd == nil {
		cmd = e.Get("cmd") // Goose
	}
	cmdKey := "command"
	if e.Get("command") == nil {
		cmdKey = "cmd"
	}
	switch {
	case cmd.IsString():
		strField(cmdKey, detect.CfgCommand, "", cmd)
	case cmd != nil && cmd.Kind == syntax.KArray: // OpenCode: "command": ["npx", "-y", "pkg"]
		for i, x := range cmd.Elems {
			role := detect.CfgArg
			if i == 0 {
				role = detect.CfgCommand
			}
			strField(syntax.IndexPath(cmdKey, i), role, "", x)
		}
	case cmd != nil && cmd.Kind == syntax.KObject: // Zed: "command": {"path", "args", "env"}
		strField("command.path", detect.CfgCommand, "", cmd.Get("path"))
		if a := cmd.Get("args"); a != nil && a.Kind == syntax.KArray {
			for i, x := range a.Elems {
				strField(syntax.IndexPath("command.args", i), detect.CfgArg, "", x)
			}
		}
		if env := cmd.Get("env"); env != nil && env.Kind == syntax.KObject {
			for i, k := range env.Keys {
				strField(syntax.ChildPath("command.env", k.Str), detect.CfgEnv, k.Str, env.Vals[i])
			}
		}
	}
	if a := e.Get("args"); a != nil && a.Kind == syntax.KArray {
		for i, x := range a.Elems {
			strField(syntax.IndexPath("args", i), detect.CfgArg, "", x)
		}
	}
	for _, ek := range []string{"env", "environment", "envs"} {
		if env := e.Get(ek); env != nil && env.Kind == syntax.KObject {
			for i, k := range env.Keys {
				strField(syntax.ChildPath(ek, k.Str), detect.CfgEnv, k.Str, env.Vals[i])
			}
		}
	}
	for _, uk := range []string{"url", "serverUrl", "httpUrl", "uri"} {
		strField(uk, detect.CfgURL, "", e.Get(uk))
	}
	if h := e.Get("headers"); h != nil && h.Kind == syntax.KObject {
		for i, k := range h.Keys {
			strField(syntax.ChildPath("headers", k.Str), detect.CfgHeader, k.Str, h.Vals[i])
		}
	}
	for _, hk := range []string{"bearer_token", "bearerToken", "apiKey", "api_key", "token"} {
		strField(hk, detect.CfgHeader, hk, e.Get(hk))
	}
	for _, ak := range []string{"trust", "autoApprove", "alwaysAllow", "auto_approve", "autoApprove_tools"} {
		a := e.Get(ak)
		if a == nil {
			continue
		}
		val := a.Str
		if a.Kind == syntax.KArray {
			var items []string
			for _, x := range a.Elems {
				items = append(items, `"`+x.Str+`"`)
			}
			val = "[" + strings.Join(items, ",") + "]"
		}
		fields = append(fields, detect.ConfigField{Path: ak, Role: detect.CfgApprove, Key: ak, Value: val})
	}
	if img := e.Get("image"); img.IsString() {
		strField("image", detect.CfgImage, "", img)
	}
	d.pushConfig(detect.ServerConfig{Server: server, Client: client, Fields: fields}, e, key, chain)
}

func (d *recognizer) pushConfig(c detect.ServerConfig, n, key *syntax.Node, chain []*syntax.Node) {
	c.Source = d.Src.Path
	if c.Server == "" {
		c.Server = d.w.folderServer(d.Src.Path)
	}
	d.configs = append(d.configs, c)
	d.cfgOrigins = append(d.cfgOrigins, &origin{src: d.Src, node: n, key: key, chain: chain, index: func() map[string]*syntax.Node { return fieldsOf(n, "") }})
}

// fieldsOf maps every path under n to its node.
func fieldsOf(n *syntax.Node, base string) map[string]*syntax.Node {
	m := map[string]*syntax.Node{}
	n.Walk(base, func(p string, node *syntax.Node, key bool) {
		m[fieldKey(p, key)] = node
	})
	return m
}

// toolFieldAliases: how fixture files spell the fields detect names.
var toolFieldAliases = map[string]string{"input_schema": "inputSchema", "output_schema": "outputSchema", "parameters": "inputSchema"}

// toolFields maps detect's field paths of a tool to the nodes of its
// object, translating spelling variants at the top level.
func toolFields(n *syntax.Node) map[string]*syntax.Node {
	m := map[string]*syntax.Node{}
	for i, k := range n.Keys {
		name := k.Str
		if a, ok := toolFieldAliases[name]; ok {
			name = a
		}
		p := syntax.ChildPath("", name)
		m[fieldKey(p, true)] = k
		n.Vals[i].Walk(p, func(q string, node *syntax.Node, key bool) {
			m[fieldKey(q, key)] = node
		})
	}
	return m
}

// plainFields indexes the members of n by their path, as toolFields does
// without its aliases.
func plainFields(n *syntax.Node) map[string]*syntax.Node {
	m := map[string]*syntax.Node{}
	for i, k := range n.Keys {
		p := syntax.ChildPath("", k.Str)
		m[fieldKey(p, true)] = k
		n.Vals[i].Walk(p, func(q string, node *syntax.Node, key bool) {
			m[fieldKey(q, key)] = node
		})
	}
	return m
}

// finish registers what the file held.
func (d *recognizer) finish() {
	if len(d.Tools) == 0 && len(d.configs) == 0 && len(d.Instructions) == 0 && len(d.Listings) == 0 {
		return
	}
	r := d.w.res
	// A file named <server>.tools.json names its server the way a client
	// config does (mcp-lint snapshot writes them so); then the server's own
	// serverInfo.name; then the folder.
	server := fileServer(d.Src.Path)
	if server == "" {
		server = d.ServerInfo
	}
	if server == "" && (d.Kinds["source"] || d.Kinds["prompt-data"]) {
		server = d.w.projectOf(path.Dir(d.Src.Path))
	}
	if server == "" {
		server = d.w.folderServer(d.Src.Path)
	}
	r.sources[d.Src.Path] = d.Src
	r.Directives = append(r.Directives, d.Src.Directives...)
	info := FileInfo{Path: d.Src.Path, Kind: d.kindName()}
	project := "" // source code and bundle manifests only (detect.Tool.Project)
	repository := ""
	if len(d.Tools) > 0 {
		repository = d.w.repoOf(path.Dir(d.Src.Path))
	}
	if d.Kinds["source"] || d.Kinds["prompt-data"] || d.Kinds["mcpb-manifest"] {
		project = repository
	}
	servers := map[string]bool{}
	// A tools file or a tools/list result lists its tools (definitionOf).
	listed := (d.Kinds["tools-fixture"] || d.Kinds["transcript"]) && !d.Kinds["mcpb-manifest"] && !d.Kinds["source"]
	for _, pt := range d.Tools {
		n := pt.Node
		name := n.Get("name").String()
		if name == "" && pt.Key != nil && (d.Kinds["tool-table"] || d.Kinds["prompt-data"]) {
			name = pt.Key.Str // a tool table names each entry by its key
		}
		t := detect.Tool{Server: server, Kind: pt.Kind, Name: name, Source: d.Src.Path, SchemaPartial: pt.Partial, NameComputed: pt.NameComputed,
			Project: project, Repository: repository, Anchor: pt.Anchor, Audience: pt.Audience}
		if pt.Server != "" {
			t.Server = pt.Server
		}
		if pt.Kind == detect.KindPrompt || pt.Kind == detect.KindResource {
			t.Title = n.Get("title").String()
			t.Description = n.Get("description").String()
			extra := map[string]any{}
			for i, k := range n.Keys {
				switch k.Str {
				case "name", "title", "description":
				default:
					extra[k.Str] = n.Vals[i].Value()
				}
			}
			if len(extra) > 0 {
				t.Extra = extra
			}
		} else {
			definitionOf(&t, n, listed)
			if d.Kinds["tool-data"] {
				// A tool kept as data has the fields of its loader (its
				// filters, columns, examples), model-visible as the
				// loader builds them into the tool: every other key is
				// read as the tool's.
				extra := map[string]any{}
				for i, k := range n.Keys {
					if !toolDataOwn[k.Str] {
						extra[k.Str] = n.Vals[i].Value()
					}
				}
				if len(extra) > 0 {
					t.Extra = extra
				}
			}
		}
		d.withEscapedCRs(&t, n, func() map[string]*syntax.Node { return toolFields(n) })
		if !d.register(t, &origin{src: d.Src, node: n, key: pt.Key, chain: pt.Chain, index: func() map[string]*syntax.Node { return toolFields(n) }}) {
			continue
		}
		if pt.Kind == detect.KindText {
			info.Texts++
			servers[t.Server] = true
			continue
		}
		info.Tools++
		servers[t.Server] = true
	}
	for _, in := range d.Instructions {
		t := detect.Tool{Server: server, Kind: detect.KindInstructions, Name: "instructions", Source: d.Src.Path,
			Extra: map[string]any{"instructions": in.Node.Str}}
		d.withEscapedCRs(&t, in.Node, func() map[string]*syntax.Node { return map[string]*syntax.Node{"instructions": in.Node} })
		if d.register(t, &origin{src: d.Src, node: in.Node, chain: in.Chain,
			fields: map[string]*syntax.Node{"instructions": in.Node}}) {
			servers[server] = true
		}
	}
	for _, l := range d.Listings {
		n := l.Node
		t := detect.Tool{Server: l.Server, Kind: detect.KindListing, Name: l.Where, Source: d.Src.Path}
		if t.Server == "" {
			t.Server = server
		}
		extra := map[string]any{}
		for i, k := range n.Keys {
			v := n.Vals[i]
			switch {
			case listingSkip[k.Str]:
			case k.Str == "description" && v.Kind == syntax.KString:
				t.Description = v.Str
			case k.Str == "title" && v.Kind == syntax.KString:
				t.Title = v.Str
			case v.Kind == syntax.KString:
				if listingTextKeys[k.Str] && v.Str != "" {
					extra[k.Str] = v.Str
				}
			default:
				if x, ok := listingValue(v); ok {
					extra[k.Str] = x
				}
			}
		}
		if len(extra) > 0 {
			t.Extra = extra
		}
		if t.Description == "" && t.Title == "" && t.Extra == nil {
			continue
		}
		if d.register(t, &origin{src: d.Src, node: n, chain: []*syntax.Node{n}, index: func() map[string]*syntax.Node { return plainFields(n) }}) {
			servers[t.Server] = true
		}
	}
	for i, c := range d.configs {
		if !d.registerConfig(c, d.cfgOrigins[i]) {
			continue
		}
		info.Configs++
		servers[c.Server] = true
	}
	info.Servers = len(servers)
	r.Files = append(r.Files, info)
}

// register adds a definition. The same name twice in one file is two
// definitions, and both are scanned: a client that keys tools by name
// keeps one of them, and which one differs from client to client. A
// second copy is registered under the source "<file>#2". A definition
// read again unchanged (the same place, in a file with duplicate keys; or
// tools/list pages that overlap) is kept once. It reports whether t was
// added.
func (d *recognizer) register(t detect.Tool, o *origin) bool {
	ref := t.Ref()
	if t.Kind == detect.KindText {
		// A loose text is named by its place: the same place swept twice
		// (a constant a file uses, swept as its candidate, then its own
		// file swept as a file of the server's package) is one text.
		key := t.Server + "\x00" + t.Name
		if d.w.texts[key] {
			return false
		}
		if d.w.texts == nil {
			d.w.texts = map[string]bool{}
		}
		d.w.texts[key] = true
	}
	t.Source = ""
	src, ok := d.admit(ref, t, o.node)
	if !ok {
		return false
	}
	t.Source = src
	d.w.res.Tools = append(d.w.res.Tools, t)
	d.w.res.origins[t.Ref()] = o
	d.refs = append(d.refs, t.Ref())
	return true
}

// registerConfig adds a launch config, with register's policy for a server
// named twice in one file.
func (d *recognizer) registerConfig(c detect.ServerConfig, o *origin) bool {
	ref := launchconfig.Ref(&c)
	c.Source = ""
	src, ok := d.admit(ref, c, o.node)
	if !ok {
		return false
	}
	c.Source = src
	d.w.res.Configs = append(d.w.res.Configs, c)
	d.w.res.origins[launchconfig.Ref(&c)] = o
	d.refs = append(d.refs, launchconfig.Ref(&c))
	return true
}

// admit decides whether a definition (without its Source) is registered
// under ref, and under which source: the file, or "<file>#k" for the k-th
// different definition of one name; the scan's cap applies.
func (d *recognizer) admit(ref detect.ToolRef, def any, node *syntax.Node) (string, bool) {
	if !d.copies.first(d, ref, def, node) {
		return "", false
	}
	if !d.w.roomFor(d.Src.Path) {
		return "", false
	}
	return copySource(d.Src.Path, d.Src.CopyBase+d.copies.n[ref]), true
}

// copySource names the k-th definition of one name in a file: the file
// itself, then "<file>#2", "<file>#3".
func copySource(path string, k int) string {
	if k == 1 {
		return path
	}
	return path + "#" + strconv.Itoa(k)
}

// copies tells the definitions of one name in a file apart: a second one
// with other text is a new copy ("<file>#2"); one with the same text is
// the same definition read again (a variant of a file with duplicate keys,
// or tools/list pages that overlap).
type copies struct {
	n     map[detect.ToolRef]int          // copies registered per name
	texts map[string]bool                 // name and text of each copy
	where map[detect.ToolRef]*syntax.Node // the first copy's node, for messages
	// firstDef holds the first copy until a second one needs its text
	// key: most names are defined once, and keying them all cost a JSON
	// encoding of every definition.
	firstDef map[detect.ToolRef]any
}

// first reports whether def (a tool or config without its Source) is new
// under ref, counting it; it notes a name defined twice in the file.
func (c *copies) first(d *recognizer, ref detect.ToolRef, def any, node *syntax.Node) bool {
	if c.n == nil {
		c.n, c.texts, c.where, c.firstDef = map[detect.ToolRef]int{}, map[string]bool{}, map[detect.ToolRef]*syntax.Node{}, map[detect.ToolRef]any{}
	}
	prev, seen := c.where[ref]
	if !seen {
		c.n[ref] = 1
		c.where[ref] = node
		c.firstDef[ref] = def
		return true
	}
	if first, ok := c.firstDef[ref]; ok {
		c.texts[textKey(ref, first)] = true
		delete(c.firstDef, ref)
	}
	key := textKey(ref, def)
	if c.texts[key] {
		if prev.Off != node.Off {
			d.noteTwice(ref, prev, node, true)
		}
		return false
	}
	c.texts[key] = true
	if c.n[ref] == 1 && prev.Off != node.Off {
		d.noteTwice(ref, prev, node, false)
	}
	c.n[ref]++
	return true
}

// textKey identifies a definition by its name and everything it says.
func textKey(ref detect.ToolRef, def any) string {
	b, err := json.Marshal(def)
	if err != nil {
		b = []byte(fmt.Sprintf("%#v", def))
	}
	return ref.String() + "\x00" + string(b)
}

// noteTwice reports a name defined twice in one file.
func (d *recognizer) noteTwice(ref detect.ToolRef, first, second *syntax.Node, same bool) {
	if d.repeatedAt[first.Off] && d.repeatedAt[second.Off] {
		return // the values of one repeated key: jsonTree's notice says so
	}
	l1, _ := d.Src.Position(first.Off)
	l2, _ := d.Src.Position(second.Off)
	what := ref
	what.Source = ""
	if same {
		d.w.Notice(d.Src.Path, fmt.Sprintf("%s is defined twice in this file, identically (lines %d and %d); scanned once", what.String(), l1, l2))
		return
	}
	d.w.Notice(d.Src.Path, fmt.Sprintf("%s is defined more than once in this file with different text (lines %d and %d); each definition is scanned, since a client keeps only one of them and clients differ on which", what.String(), l1, l2))
}

func (d *recognizer) kindName() string {
	for _, k := range []string{"mcpb-manifest", "registry-server", "smithery", "client-config", "transcript", "tools-fixture", "tool-table", "prompt-data", "source", "text"} {
		if d.Kinds[k] {
			return k
		}
	}
	return "unknown"
}

// newRecognizer reads src, found by walk w.
func newRecognizer(w *walker, src *syntax.Source, toolsFile bool) *recognizer {
	return &recognizer{File: &syntax.File{Src: src, Host: w.host()}, w: w, toolsFile: toolsFile}
}

// promptShaped: an object with a description and arguments, each
// argument an object with a name: the shape of an MCP prompt.
func promptShaped(n *syntax.Node) bool {
	args := n.Get("arguments")
	if !n.Get("description").IsString() || args == nil || args.Kind != syntax.KArray || len(args.Elems) == 0 {
		return false
	}
	for _, a := range args.Elems {
		if a.Kind != syntax.KObject || !a.Get("name").IsString() {
			return false
		}
	}
	return true
}

// definitionOf reads the members of tool definition n into t: its texts,
// its schemas, annotations and _meta. listed says n is a tool as a
// listing holds it (a tools/list result, a tools file, a snapshot): a
// scan of a tools file and the corpus, which reads each row as one
// (Definition), read a definition through it alike.
//
// A definition without an input schema (no member, or null) is read by
// what holds it. MCP requires a schema on every listed tool, so a
// listing that leaves it out offers the model a tool that takes no
// parameters: it is read as one (the shape of the poisoned tools that
// are published without their schema, whose text directs other tools).
// A bundle manifest lists only names and descriptions by its format, and
// a tool kept as data or in source may be given its schema by code:
// there its parameters are unknown, not none (SchemaPartial).
func definitionOf(t *detect.Tool, n *syntax.Node, listed bool) {
	t.Title = n.Get("title").String()
	t.Description = n.Get("description").String()
	schema := n.GetAny("inputSchema", "input_schema", "parameters")
	if schema != nil && schema.Kind == syntax.KNull {
		schema = nil
	}
	t.InputSchema = schema.Value()
	if schema == nil && t.Kind == detect.KindTool && !listed {
		t.SchemaPartial = true
	}
	t.OutputSchema = n.GetAny("outputSchema", "output_schema").Value()
	t.Annotations = n.Get("annotations").Value()
	t.Meta = n.Get("_meta").Value()
}

// Definition reads one tool definition of server, a JSON object as a
// tools file holds it ({"name", "description", "inputSchema", ...}), as
// discovery reads it in a tools file (definitionOf): the corpus reads its
// rows through it, so that eval scores what a scan of the same
// definition reports. Members other than the definition's are not read.
func Definition(server string, obj []byte) (detect.Tool, error) {
	// The texts alias the source's bytes, which are never written
	// (syntax.Source.Data): the caller's may be (a scanner's buffer).
	obj = bytes.Clone(obj)
	src := &syntax.Source{Path: "definition.json", Data: obj, Format: "json"}
	n, err := syntax.ParseJSON(src, obj, 0)
	if err != nil {
		return detect.Tool{}, err
	}
	if n.Kind != syntax.KObject {
		return detect.Tool{}, fmt.Errorf("a definition is a JSON object")
	}
	t := detect.Tool{Server: server, Kind: detect.KindTool, Name: n.Get("name").String()}
	definitionOf(&t, n, true)
	return t, nil
}

// toolDataOwn are the keys of a tool kept as data that detect.Tool
// holds in its own fields.
var toolDataOwn = map[string]bool{"name": true, "title": true, "description": true, "inputSchema": true, "input_schema": true,
	"parameters": true, "outputSchema": true, "output_schema": true, "annotations": true, "_meta": true}

// toolData: the object under a data file's tool key is a tool's
// definition: a name written as an identifier (no spaces) and a
// description, both strings.
func toolData(n *syntax.Node) bool {
	if n == nil || n.Kind != syntax.KObject || !n.Get("description").IsString() {
		return false
	}
	name := n.Get("name")
	return name.IsString() && name.Str != "" && !strings.ContainsAny(name.Str, " \t\n")
}

// dataName is the name node of a definition kept as data: its own name,
// or else its file's stem, or its folder's name for a file whose stem
// says nothing (config, prompt, index).
func dataName(p string, n *syntax.Node) *syntax.Node {
	if name := n.Get("name"); name.IsString() {
		return name
	}
	stem := strings.TrimSuffix(path.Base(p), path.Ext(p))
	switch strings.ToLower(stem) {
	case "config", "prompt", "index", "definition", "meta", "metadata", "manifest":
		if dir := path.Base(path.Dir(p)); dir != "." && dir != "/" {
			stem = dir
		}
	}
	return syntax.Synth(syntax.KString, stem, n.Off)
}
