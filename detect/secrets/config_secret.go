package secrets

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// ConfigSecret is config.secret: a literal credential in a server's launch
// config.
var ConfigSecret = &reading.ConfigRule{Read: configSecrets, Rule: reading.Doc{
	ID: reading.IDConfigSecret, Title: "Literal credential in a server's launch configuration", Tier: reading.TierSoft, Threat: reading.ThreatExfiltration,
	Summary: "A client config, registry entry or bundle passes a literal credential to a server in `env`, " +
		"`headers`, `args` or a URL, where it is committed with the repository.",
	Rationale: "Configs are committed and shared; a token written into them leaks with every clone and every " +
		"log that prints the launch command. Clients support references — `${VAR}`, `${env:VAR}`, " +
		"`${input:name}` — that keep the secret out of the file. The check reuses secret.embedded's " +
		"matchers on every value, and also flags a long random-looking literal under a name such as " +
		"`API_KEY`, `TOKEN` or `Authorization`, and a registry variable declared `isSecret` that carries a value. " +
		"A remote server's URL whose query hands it references to the secrets of two or more other services " +
		"(`?gh=${GITHUB_TOKEN}&aws=${AWS_SECRET_ACCESS_KEY}` on a host named for neither) is raised high: the server " +
		"is sent keys it has no use for. A key of a known kind (a format its issuer hands out: OpenAI, GitHub, Brave Search, " +
		"AWS, Stripe ... — every kind secret.embedded knows but a generic assignment, a JWT or a database URL) is raised " +
		"high too: committed, it leaks with every clone, and gitleaks and GitHub's push protection block it, so it fails " +
		"the default gate alone, where the rest of a config's hygiene fails it only when three hygiene rules agree.",
	NotFlagged:  "References (`${GITHUB_TOKEN}`, `${input:token}`, `$TOKEN`) in env or headers, or a server's own key in its URL (`mcp.exa.ai/mcp?exaApiKey=${EXA_API_KEY}`), placeholders (`<your-key>`, `sk-...`, `YOUR_API_KEY`, `xxxx`), documented example keys, non-secret settings.",
	Remediation: "Replace the literal with a reference the client resolves at start-up and rotate the exposed credential.",
	Bad: reading.Example{Config: &reading.ServerConfig{Server: "github", Client: "claude-desktop",
		Fields: []reading.ConfigField{{Path: "command", Role: reading.CfgCommand, Value: "github-mcp-server"},
			{Path: "env.GITHUB_TOKEN", Role: reading.CfgEnv, Key: "GITHUB_TOKEN", Value: "ghp_" + "R8tq2ZbXw4LmN0pKs7VdYc3HfJ9aGe1TuQx6"}}},
		Note: "A GitHub token written into the config."},
	Good: reading.Example{Config: &reading.ServerConfig{Server: "github", Client: "vscode",
		Fields: []reading.ConfigField{{Path: "command", Role: reading.CfgCommand, Value: "github-mcp-server"},
			{Path: "env.GITHUB_TOKEN", Role: reading.CfgEnv, Key: "GITHUB_TOKEN", Value: "${input:github_token}"}}},
		Note: "The token is resolved from an input at start-up."},
	Precision: "high",
}}

// configSecrets reads the values of config c that can carry a credential.
func configSecrets(c *reading.ServerConfig) []reading.Signal {
	var out []reading.Signal
	for _, f := range c.Fields {
		switch f.Role {
		case reading.CfgEnv, reading.CfgHeader, reading.CfgArg, reading.CfgURL, reading.CfgSecretDecl:
		default:
			continue
		}
		if f.Role == reading.CfgURL {
			if sp, what, ok := foreignQuerySecrets(f.Value); ok {
				out = append(out, reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityHigh, Confidence: 0.8, Field: f.Path, Span: sp,
					Evidence: reading.Evidence(f.Value[sp.Start:sp.End]), Detail: what})
				continue
			}
		}
		if reading.IsReference(f.Value) {
			continue
		}
		if hits := FindSecrets(f.Value); len(hits) > 0 {
			for _, h := range hits {
				h.Field = f.Path
				h.Detail = h.Detail + " of the launch config"
				if knownKind(h) {
					// A key in a format its issuer hands out, written
					// into a config that is committed: it leaks with
					// every clone, and gitleaks and GitHub's push
					// protection block it. Hygiene rated high fails the
					// default gate alone (detect/gate.go); the other
					// hygiene of a config waits for three rules to agree.
					h.Severity = reading.SeverityHigh
				}
				out = append(out, h)
			}
			continue
		}
		v := f.Value
		if f.Role == reading.CfgHeader {
			v = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(v, "Bearer "), "Basic "))
		}
		switch {
		case f.Role == reading.CfgSecretDecl && v != "" && !reading.IsPlaceholder(v):
			out = append(out, reading.Signal{Tier: reading.TierSoft, Confidence: 0.7, Field: f.Path, Span: reading.Span{Start: 0, End: len(f.Value)},
				Evidence: maskSecret(f.Value), Detail: fmt.Sprintf("variable %s is declared secret but the config carries its value", reading.SafeText(f.Key))})
		case (f.Role == reading.CfgEnv || f.Role == reading.CfgHeader) && reading.SensitiveName(f.Key) && looksSecret(v):
			out = append(out, reading.Signal{Tier: reading.TierSoft, Confidence: 0.6, Field: f.Path, Span: reading.Span{Start: 0, End: len(f.Value)},
				Evidence: maskSecret(f.Value), Detail: fmt.Sprintf("literal value for %s", reading.SafeText(f.Key))})
		case f.Role == reading.CfgURL || f.Role == reading.CfgArg:
			if sp, what, ok := urlCredential(f.Value); ok {
				out = append(out, reading.Signal{Tier: reading.TierSoft, Confidence: 0.6, Field: f.Path, Span: sp,
					Evidence: maskSecret(f.Value[sp.Start:sp.End]), Detail: what})
			}
		}
	}
	return out
}

// shapeKinds are the kinds of credential secret.embedded finds that are
// a shape any value may take (a generic assignment, a JWT, a database URL
// with a password) rather than a format an issuer hands out
// (names.secret-shape-kind in secrets.rules).
var shapeKinds = reading.NewNameList("names.secret-shape-kind")

// knownKind: signal h, of FindSecrets, is a credential of a known kind:
// one of the kinds of secrets.rules (not a card number) that is no shape.
func knownKind(h reading.Signal) bool {
	return len(h.Rules) == 1 && !shapeKinds.Has(h.Rules[0])
}

// looksSecret: long enough, random enough, and not a placeholder.
func looksSecret(v string) bool {
	if len(v) < 12 || reading.IsPlaceholder(v) || strings.ContainsAny(v, " /\\") {
		return false
	}
	return shannonEntropy(v) >= 3.3
}

// urlCredential finds user:password@ or a token-like query parameter in a URL.
func urlCredential(v string) (reading.Span, string, bool) {
	k := strings.Index(v, "://")
	if k < 0 {
		return reading.Span{}, "", false
	}
	rest := v[k+3:]
	if at := strings.IndexByte(rest, '@'); at > 0 {
		if slash := strings.IndexAny(rest, "/?#"); slash < 0 || at < slash {
			userinfo := rest[:at]
			if c := strings.IndexByte(userinfo, ':'); c >= 0 && !reading.IsReference(userinfo[c+1:]) && !reading.IsPlaceholder(userinfo[c+1:]) {
				start := k + 3 + c + 1
				return reading.Span{Start: start, End: k + 3 + at}, "password in the URL", true
			}
		}
	}
	if q := strings.IndexByte(v, '?'); q >= 0 {
		for _, kv := range strings.Split(v[q+1:], "&") {
			name, val, ok := strings.Cut(kv, "=")
			if ok && reading.SensitiveName(name) && looksSecret(val) && !reading.IsReference(val) {
				start := strings.Index(v, kv) + len(name) + 1
				return reading.Span{Start: start, End: start + len(val)}, fmt.Sprintf("credential in the URL's %s parameter", reading.SafeText(name)), true
			}
		}
	}
	return reading.Span{}, "", false
}

// foreignQuerySecrets: URL v's query hands the server references to the
// secrets of two or more other services ("?gh=${GITHUB_TOKEN}&aws=
// ${AWS_SECRET_ACCESS_KEY}"): variables whose names are secrets
// (secretNamed) and whose first words differ from each other and from
// every label of the host. A server that takes its own key in the query
// ("mcp.exa.ai/mcp?exaApiKey=${EXA_API_KEY}") names itself; one that
// collects the keys of services it is not is sent what it has no use
// for. It returns the query's span and a detail naming the variables.
func foreignQuerySecrets(v string) (reading.Span, string, bool) {
	k := strings.Index(v, "://")
	q := strings.IndexByte(v, '?')
	if k < 0 || q < k {
		return reading.Span{}, "", false
	}
	host := strings.ToLower(v[k+3 : q])
	if e := strings.IndexAny(host, "/#"); e >= 0 {
		host = host[:e]
	}
	labels := strings.FieldsFunc(host, func(r rune) bool { return r == '.' || r == '-' || r == ':' || r == '@' })
	var names []string
	vendors := map[string]bool{}
	for _, kv := range strings.Split(v[q+1:], "&") {
		_, val, _ := strings.Cut(kv, "=")
		for _, ref := range referencedVars(val) {
			words := reading.AppendNameWords(nil, ref)
			if len(words) < 2 || !reading.SecretNamed(ref) {
				continue
			}
			first := words[0]
			if slices.ContainsFunc(labels, func(l string) bool { return strings.Contains(l, first) || strings.Contains(first, l) && len(l) > 2 }) {
				return reading.Span{}, "", false // the host's own key is among them
			}
			if !vendors[first] {
				vendors[first] = true
				names = append(names, ref)
			}
		}
	}
	if len(vendors) < 2 {
		return reading.Span{}, "", false
	}
	return reading.Span{Start: q + 1, End: len(v)}, "the URL's query hands the server the secrets of other services (" + reading.SafeText(strings.Join(names, ", ")) + ")", true
}

// referencedVars are the variable names val references: ${NAME},
// ${env:NAME}, $NAME.
func referencedVars(val string) []string {
	var out []string
	for i := 0; i < len(val); i++ {
		if val[i] != '$' {
			continue
		}
		j := i + 1
		brace := j < len(val) && val[j] == '{'
		if brace {
			j++
			if c := strings.IndexByte(val[j:], '}'); c >= 0 {
				name := val[j : j+c]
				if _, after, ok := strings.Cut(name, ":"); ok {
					name = after
				}
				out = append(out, name)
				i = j + c
			}
			continue
		}
		e := j
		for e < len(val) && (val[e] == '_' || val[e] >= 'A' && val[e] <= 'Z' || val[e] >= 'a' && val[e] <= 'z' || val[e] >= '0' && val[e] <= '9') {
			e++
		}
		if e > j {
			out = append(out, val[j:e])
		}
		i = e - 1
	}
	return out
}
