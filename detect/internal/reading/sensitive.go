package reading

import (
	"strings"
)

// sensitiveResources are files and locations that hold credentials or
// private data. Reading one has no place in a tool description's
// instructions, and a tool that declares no business with them should not
// mention them. Matched against path and URL tokens (lower case).
var sensitiveResources = []struct{ needle, what string }{
	{"id_rsa", "SSH private key"}, {"id_dsa", "SSH private key"}, {"id_ecdsa", "SSH private key"},
	{"id_ed25519", "SSH private key"}, {".ssh/", "SSH directory"}, {"authorized_keys", "SSH authorized keys"},
	{".aws/credentials", "AWS credentials"}, {".aws/config", "AWS config"}, {".azure/", "Azure credentials"},
	{"gcloud/", "Google Cloud credentials"}, {".kube/config", "Kubernetes credentials"},
	{".docker/config.json", "Docker credentials"}, {".npmrc", "npm token file"}, {".pypirc", "PyPI token file"},
	{".netrc", "netrc credentials"}, {".git-credentials", "git credentials"}, {".gnupg", "GnuPG keys"},
	{"/etc/passwd", "system password file"}, {"/etc/shadow", "system password hashes"},
	{"/etc/sudoers", "sudoers file"}, {"_history", "shell history"}, {"/var/log/auth", "auth log"},
	{"keychain", "keychain"}, {"login data", "browser passwords"}, {"cookies.sqlite", "browser cookies"},
	{"wallet.dat", "wallet"}, {"keystore", "keystore"}, {".pgpass", "PostgreSQL passwords"},
	{".my.cnf", "MySQL credentials"}, {".vault-token", "Vault token"}, {"/proc/self/environ", "process environment"},
	{"mcp.json", "MCP client config"}, {"claude_desktop_config", "MCP client config"},
	{".config/gh/", "GitHub CLI token"}, {"refresh_token", "OAuth refresh token"},
	{"/root/", "root's home"}, {"system://", "internal system resource"}, {"company://confidential", "confidential resource"},
	{"internal://", "internal resource"}, {"secrets://", "secrets resource"},
}

// sensitiveResource reports what a path or URL token points at when it is
// a credential store or private system file. The tokenizer has already
// worked it out for every token (the wcSensitive class), so most tokens
// are refused at once.
func SensitiveResource(a *Analysis, t *Token) (string, bool) {
	if !t.Is(WcSensitive) {
		return "", false
	}
	return sensitiveWhat(a, t), true
}

// sensitiveWhat is what a token of the wcSensitive class names.
func sensitiveWhat(a *Analysis, t *Token) string {
	if t.Kind == TokWord || t.Kind == TokIdent {
		return sensitiveFileName(t.Text(a))
	}
	return SensitiveLocation(t.Kind, t.Text(a))
}

// sensitiveFileName is what a word or identifier token names, when it is one
// of the unambiguous credential file names; else "".
func sensitiveFileName(s string) string {
	switch {
	case strings.HasPrefix(s, "id_rsa"), strings.HasPrefix(s, "id_ed25519"), strings.HasPrefix(s, "id_ecdsa"):
		return "SSH private key"
	case s == "authorized_keys", s == "wallet.dat":
		return "credential file"
	}
	return ""
}

// sensitiveLocation is what a path or URL token s points at, or "".
func SensitiveLocation(k TokKind, s string) string {
	if k != TokPath && k != TokURL {
		return ""
	}
	for _, r := range sensitiveResources {
		if strings.Contains(s, r.needle) {
			return r.what
		}
	}
	if k == TokPath {
		base := s[strings.LastIndexAny(s, `/\`)+1:]
		if base == ".env" || strings.HasPrefix(base, ".env.") {
			return "environment file"
		}
		// A dotfile under the home directory named like a credential:
		// ~/.oauth_token, ~/.stripe/live_key.txt, ~/.db_admin_credentials.
		if strings.HasPrefix(s, "~/.") || strings.HasPrefix(s, "$home/.") || strings.HasPrefix(s, "${home}/.") {
			for _, w := range []string{"token", "key", "secret", "credential", "passw", "auth", "cookie", "session"} {
				if strings.Contains(s, w) {
					return "credential file"
				}
			}
		}
	}
	return ""
}
