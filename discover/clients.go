package discover

import "strings"

// The client configs mcp-lint names, one row each. A config is found by
// its shape (recognize.go: a server map under mcpServers, mcp_servers,
// context_servers, servers, mcp, mcp.servers or Goose's extensions, or a
// plugin's flat map); the row only names its client, for messages and
// reports. The first row that matches names it; docs/sources.md holds
// the table as clientTable renders it (TestSourcesDocClientTable).
type clientConfig struct {
	client string
	// key is the server map's key ("plugin": a plugin's flat map); ""
	// matches any.
	key string
	// paths: one of them is in the file's lower-case path; suffixes: the
	// path ends with one. Neither: any path.
	paths, suffixes []string
	// example is a path this row names (tested, and shown in the docs).
	example string
	// project is where the client reads a project's own config, relative
	// to the project's folder (its documentation's project location), when
	// it reads one: such a file is named when the scan does not read it
	// (unreadClient).
	project []string
}

var clientConfigs = []clientConfig{
	{client: "codex", key: "mcp_servers", example: ".codex/config.toml", project: []string{".codex/config.toml"}},
	{client: "goose", key: "extensions", example: "goose/config.yaml"},
	{client: "cursor-plugin", key: "plugin", paths: []string{"cursor"}, example: "cursor-plugin/mcp.json"},
	{client: "claude-code-plugin", key: "plugin", example: "plugins/notes/.mcp.json"},
	{client: "librechat", paths: []string{"librechat"}, example: "librechat.yaml"},
	{client: "opencode", key: "mcp", paths: []string{"opencode"}, example: "opencode.json", project: []string{"opencode.json", "opencode.jsonc"}},
	{client: "crush", key: "mcp", paths: []string{"crush"}, example: ".crush.json", project: []string{".crush.json", "crush.json"}},
	{client: "mcp-client", key: "mcp", example: "tools/mcp.json"},
	{client: "devcontainer", key: "mcp.servers", paths: []string{"devcontainer"}, example: ".devcontainer/devcontainer.json", project: []string{".devcontainer/devcontainer.json"}},
	{client: "vscode", key: "mcp.servers", example: "app.code-workspace"},
	{client: "zed", key: "context_servers", example: ".zed/settings.json", project: []string{".zed/settings.json"}},
	{client: "vscode", key: "servers", example: "mcp.json"},
	{client: "vscode", paths: []string{".vscode/"}, example: ".vscode/mcp.json", project: []string{".vscode/mcp.json"}},
	{client: "cursor", paths: []string{".cursor/"}, example: ".cursor/mcp.json", project: []string{".cursor/mcp.json"}},
	{client: "claude-desktop", paths: []string{"claude_desktop_config"}, example: "claude_desktop_config.json"},
	{client: "claude-code", suffixes: []string{".mcp.json"}, paths: []string{".claude"}, example: ".mcp.json", project: []string{".mcp.json"}},
	{client: "gemini", paths: []string{".gemini/"}, example: ".gemini/settings.json", project: []string{".gemini/settings.json"}},
	{client: "windsurf", paths: []string{"windsurf", ".codeium"}, example: ".codeium/windsurf/mcp_config.json"},
	{client: "roo", paths: []string{".roo/", "roo-cline", "roo-code", "roocode"}, example: ".roo/mcp.json", project: []string{".roo/mcp.json"}},
	{client: "cline", paths: []string{"cline", "claude-dev"}, example: "cline_mcp_settings.json"},
	{client: "kiro", paths: []string{".kiro/"}, example: ".kiro/settings/mcp.json", project: []string{".kiro/settings/mcp.json"}},
	{client: "amazon-q", paths: []string{"amazonq"}, example: ".amazonq/mcp.json", project: []string{".amazonq/mcp.json"}},
	{client: "continue", paths: []string{".continue/"}, suffixes: []string{".yaml", ".yml"}, example: ".continue/mcpServers/s.yaml"},
}

// matches: the row names a config found under key in the file at lp (its
// lower-case path).
func (c clientConfig) matches(lp, key string) bool {
	if c.key != "" && c.key != key {
		return false
	}
	if len(c.paths) == 0 && len(c.suffixes) == 0 {
		return true
	}
	for _, p := range c.paths {
		if strings.Contains(lp, p) {
			return true
		}
	}
	for _, s := range c.suffixes {
		if strings.HasSuffix(lp, s) {
			return true
		}
	}
	return false
}

// clientOf names the client a config file belongs to, for messages: the
// first row that matches, else "mcp-client".
func clientOf(p, key string) string {
	lp := strings.ToLower(p)
	for _, c := range clientConfigs {
		if c.matches(lp, key) {
			return c.client
		}
	}
	return "mcp-client"
}

// clientTable renders the rows as Markdown for docs/sources.md.
func clientTable() string {
	var b strings.Builder
	b.WriteString("| client | for example | server map under | path holds or ends with |\n|---|---|---|---|\n")
	for _, c := range clientConfigs {
		key := "any"
		if c.key == "plugin" {
			key = "the top-level object (a plugin's flat map)"
		} else if c.key != "" {
			key = "`" + c.key + "`"
		}
		var where []string
		for _, p := range c.paths {
			where = append(where, "`"+p+"`")
		}
		for _, s := range c.suffixes {
			where = append(where, "`…"+s+"`")
		}
		if len(where) == 0 {
			where = []string{"any"}
		}
		b.WriteString("| " + c.client + " | `" + c.example + "` | " + key + " | " + strings.Join(where, ", ") + " |\n")
	}
	return b.String()
}
