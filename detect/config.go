package detect

import (
	"fmt"
	"strings"
)

// KindConfig marks a finding on a server's launch configuration (a client
// config entry, a registry package, a bundle's mcp_config) rather than on a
// tool definition.
const KindConfig Kind = "config"

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
)

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
	// read from its own file. Its findings stay soft (reach25.go).
	Placed string
}

// Ref identifies the config in findings.
func (c *ServerConfig) Ref() ToolRef {
	return ToolRef{Server: c.Server, Kind: KindConfig, Name: c.Client, Source: c.Source}
}

// ConfigCheck inspects launch configurations.
type ConfigCheck interface {
	ID() string
	Doc() *Doc
	InspectConfig(c *ServerConfig) []Signal
}

// The launch-config rule IDs.
const (
	IDConfigSecret      = "config.secret"
	IDConfigUnpinned    = "config.unpinned"
	IDConfigInsecureURL = "config.insecure_url"
	IDConfigAutoApprove = "config.auto_approve"
	IDConfigShell       = "config.shell"
)

// scanConfigs runs the config checks over launch configurations, with the
// same isolation and aggregation as tool checks.
func (e *Engine) scanConfigs(cfgs []ServerConfig, rep *Report) {
	for i := range cfgs {
		c := &cfgs[i]
		ref := c.Ref()
		var sigs []Signal
		for _, ch := range ConfigChecks() {
			rep.ChecksRun++
			out, err := runConfigCheck(ch, c)
			if err != nil {
				rep.ChecksFailed++
				rep.Failures = append(rep.Failures, Failure{Check: ch.ID(), Tool: ref, Message: err.Error()})
				continue
			}
			for k := range out {
				out[k] = sanitizeSignal(ch.Doc(), out[k])
			}
			sigs = append(sigs, placedSoft25(c, out)...)
		}
		if len(sigs) > 0 {
			rep.Findings = append(rep.Findings, Aggregate(ref, sigs))
		}
	}
}

func runConfigCheck(c ConfigCheck, cfg *ServerConfig) (out []Signal, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("check panicked: %v", r)
		}
	}()
	return c.InspectConfig(cfg), nil
}

// isReference reports values that name a secret instead of holding it:
// ${VAR}, $VAR, ${input:x}, ${env:X}, {{secret}}, <placeholder>.
func isReference(v string) bool {
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
		return isReference(rest)
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
func sensitiveName(name string) bool {
	n := strings.ToUpper(name)
	for _, w := range []string{"KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "PWD", "CREDENTIAL", "AUTH", "BEARER", "COOKIE", "SESSION", "PRIVATE"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return false
}
