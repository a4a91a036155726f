package reading

import (
	"strings"
)

// ConfigRole says what a launch-config value is.
type ConfigRole uint8

// Config roles.
const (
	CfgCommand    ConfigRole = iota + 1 // the executable
	CfgArg                              // one argument
	CfgEnv                              // an environment variable (Key is its name)
	CfgHeader                           // an HTTP header (Key is its name)
	CfgURL                              // a remote URL
	CfgApprove                          // trust / autoApprove / alwaysAllow
	CfgScript                           // a script the client evaluates (smithery commandFunction)
	CfgImage                            // a container image
	CfgSecretDecl                       // a registry variable declared secret (Key is its name)
	CfgMatcher                          // a hook's matcher: the tools it runs for
	CfgSetting                          // an agent's setting (Key is its dotted path, "[]" after a list)
)

// SettingsClient is the Client of the launch config that holds an
// agent's settings file's own settings (.claude/settings.json beside its
// hooks), one field each: the agent applies them at every start, and
// some run a command (a key helper) or route the conversation.
const SettingsClient = "settings"

// ConfigField is one value of a server's launch configuration, with the
// path discover records its position under.
type ConfigField struct {
	Path  string
	Role  ConfigRole
	Key   string
	Value string
}

// ServerConfig is how a client starts or reaches one MCP server.
type ServerConfig struct {
	Server string
	Client string // claude-desktop, cursor, vscode, codex, continue, zed, gemini, registry, mcpb, smithery, ...
	Source string // where it was found
	Fields []ConfigField
	// Placed names the file a fenced block of an agent file puts this
	// config in ("add this to .claude/settings.json:"); "" for a config
	// read from its own file. Its findings stay soft (placed_block.go).
	Placed string
}

// The launch-config rule IDs.
const (
	IDConfigSecret      = "config.secret"
	IDConfigUnpinned    = "config.unpinned"
	IDConfigInsecureURL = "config.insecure_url"
	IDConfigAutoApprove = "config.auto_approve"
	IDConfigShell       = "config.shell"
)

// isReference reports values that name a secret instead of holding it:
// ${VAR}, $VAR, ${input:x}, ${env:X}, {{secret}}, <placeholder>.
func IsReference(v string) bool {
	v = strings.TrimSpace(v)
	if v == "" {
		return true
	}
	if strings.HasPrefix(v, "${") && strings.HasSuffix(v, "}") || strings.HasPrefix(v, "{{") && strings.HasSuffix(v, "}}") ||
		strings.HasPrefix(v, "<") && strings.HasSuffix(v, ">") {
		return true
	}
	if strings.HasPrefix(v, "$") && !strings.ContainsAny(v[1:], " /:") {
		return true
	}
	// "Bearer $GITHUB_PAT", "token ${TOKEN}": an auth scheme before a
	// reference.
	if scheme, rest, ok := strings.Cut(v, " "); ok && !strings.ContainsAny(scheme, "$={}") && strings.HasPrefix(strings.TrimSpace(rest), "$") {
		return IsReference(rest)
	}
	// COPILOT_MCP_GITHUB_TOKEN: the name of a variable that holds the
	// secret (GitHub's Copilot agent resolves such names), not the secret.
	if envVarName(v) {
		return true
	}
	// "Bearer ${TOKEN}", "token=${env:X}"
	if k := strings.Index(v, "${"); k >= 0 && strings.HasSuffix(v, "}") {
		return true
	}
	return false
}

// envVarName: an environment variable's name in the usual spelling,
// capitals, digits and underscores with at least one underscore.
func envVarName(v string) bool {
	if len(v) < 3 || !strings.Contains(v, "_") || v[0] < 'A' || v[0] > 'Z' {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// sensitiveName reports env/header names that hold secrets.
func SensitiveName(name string) bool {
	n := strings.ToUpper(name)
	for _, w := range []string{"KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "PWD", "CREDENTIAL", "AUTH", "BEARER", "COOKIE", "SESSION", "PRIVATE"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}
