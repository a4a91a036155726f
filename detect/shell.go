package detect

import (
	"sort"
	"strings"
)

// ShellHit is a confirmed shell or exfiltration command.
type ShellHit struct {
	Kind string // pipe-to-shell, reverse-shell, ...
	Span Span   // bytes of the matched command inside the text
}

// shellFamily is one kind of dangerous command. A family's regexes run only
// when one of its literal keywords occurs in the lower-cased text, so the
// matcher costs almost nothing on ordinary prose.
type shellFamily struct {
	kind     string
	keywords []string
	res      []*lazyRe
	// needsBoth: the text must also match one of these (credential read
	// and network send in one command).
	also []*lazyRe
}

func mustRes(exprs ...string) []*lazyRe {
	out := make([]*lazyRe, len(exprs))
	for i, e := range exprs {
		out[i] = lazy(`(?i)` + e)
	}
	return out
}

// shellFamilies is what decode-then-confirm accepts as proof that hidden
// bytes are an attack: commands that fetch and run code, open a reverse
// shell, destroy data, persist, or send credentials to a host. Installing a
// package, downloading a file without running it, a JSON config or an icon
// are not on the list.
var shellFamilies = []shellFamily{
	{kind: "pipe-to-shell",
		keywords: []string{"| sh", "|sh", "| bash", "|bash", "| zsh", "|zsh", "| dash", "| ksh", "| sudo", "|sudo",
			"| python", "|python", "| perl", "|perl", "| ruby", "| node", "| php", "| iex", "|iex",
			"| invoke-expression", "| /bin/", "|/bin/", "| /usr/bin/", "$(curl", "$(wget", "$( curl",
			"$( wget", "<(curl", "<(wget", "<( curl", "<( wget"},
		res: mustRes(
			`\b(curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^\n|;]{0,300}\|\s*(sudo\s+(-\S+\s+)*)?(/usr)?(/bin/)?(ba|z|k|da|a|fi|c|tc)?sh\b`,
			`\b(curl|wget)\b[^\n|;]{0,300}\|\s*(sudo\s+)?(python[0-9.]*|perl|ruby|node|php|iex|invoke-expression)\b`,
			`\b(ba|z|da)?sh\s+(-c\s+)?["']?\$\(\s*(curl|wget)\b`,
			`\b(ba|z|da)?sh\s+<\(\s*(curl|wget)\b`,
			`\b(source|eval)\s+["']?(<\(|\$\()\s*(curl|wget)\b`,
		)},
	{kind: "reverse-shell",
		keywords: []string{"/dev/tcp", "/dev/udp", `\bnc `, `\bncat `, `\bnetcat `, "mkfifo", `\bsocat `, "fsockopen",
			"tcpclient", "-rsocket", `\bpython -c`, `\bpython3 -c`, `\bpython2 -c`, `\bperl -e`, `\bphp -r`},
		res: mustRes(
			`/dev/(tcp|udp)/[^/\s]+/\d+`,
			`\b(nc|ncat|netcat)\b[^\n]{0,80}\s-[a-z]*[ec]\s*['"]?(/bin/|/usr/bin/)?(ba|z|da)?sh\b`,
			`\b(nc|ncat|netcat)\b[^\n]{0,80}\s-[a-z]*[ec]\s*['"]?cmd(\.exe)?\b`,
			`\bmkfifo\b[^\n]{0,160}\b(nc|ncat|netcat|telnet)\b`,
			`\bsocat\b[^\n]{0,160}\bexec:`,
			`\bpython[0-9.]*\s+-c\s*["'][^\n]{0,400}\bsocket\b[^\n]{0,400}(subprocess|pty\.spawn|os\.dup2)`,
			`\bperl\s+-e\s*["'][^\n]{0,300}\bsocket\b`,
			`\bphp\s+-r\s*["'][^\n]{0,300}fsockopen`,
			`\bruby\s+-rsocket\b`,
			`net\.sockets\.tcpclient`,
		)},
	{kind: "powershell-download-exec",
		keywords: []string{`\biex`, "invoke-expression", "downloadstring", `\bpowershell`},
		res: mustRes(
			`\b(iex|invoke-expression)\b[^\n]{0,300}(downloadstring|downloadfile|invoke-webrequest|\biwr\b|\birm\b|net\.webclient)`,
			`(downloadstring|net\.webclient)[^\n]{0,300}\b(iex|invoke-expression)\b`,
			`\bpowershell(\.exe)?\b[^\n]{0,80}\s-(e|ec|enc|encodedcommand)\s+[a-z0-9+/=]{16,}`,
		)},
	{kind: "download-and-run",
		keywords: []string{`\bchmod `},
		res: mustRes(
			`\b(curl|wget)\b[^\n]{0,300}\bchmod\s+(\+|[0-7]*[1357])`,
			`\bchmod\s+(u?\+x|[0-7]?[0-7][1357][0-7]?)\s+(\S+)\s*(&&|;|\|\|)\s*(\./|/|~/|sh\s|bash\s|\$)`,
			`\bchmod\s+-r\s+0?[0-7]{3}\s+(~|/|\$home)(\s|;|$)`,
		)},
	{kind: "destructive-command",
		keywords: []string{`\brm -`, `\bmkfs`, `\bdd if=`, ":(){", ":() {", `\bformat c:`, `\bformat d:`, `\bdel /`, `\brmdir /`},
		res: mustRes(
			`\brm\s+(-[a-z]*r[a-z]*f[a-z]*|-[a-z]*f[a-z]*r[a-z]*|-r\s+-f|-f\s+-r|--recursive\s+--force|--force\s+--recursive)\s+\S`,
			`\bmkfs(\.\w+)?\s+/dev/`,
			`\bdd\s+if=\S+\s+of=/dev/(sd|nvme|hd|disk|xvd|vd)`,
			`:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:`,
			`\bformat\s+[a-z]:\s*/`,
			`\b(del|rmdir)\s+(/[sq]\s+)+[a-z]:\\`,
		)},
	{kind: "persistence",
		keywords: []string{"crontab", "/etc/cron", "bashrc", "zshrc", ".profile", "bash_profile", "authorized_keys"},
		res: mustRes(
			`\b(curl|wget)\b[^\n]{0,300}(crontab|/etc/cron|>>\s*\S*\.(bashrc|zshrc|profile|bash_profile))`,
			`(crontab|/etc/cron)[^\n]{0,300}\b(curl|wget|nc|ncat|/dev/tcp)\b`,
			`>>\s*\S*\.ssh/authorized_keys`,
		)},
	{kind: "credential-exfiltration",
		keywords: []string{"id_rsa", "id_ed25519", "id_ecdsa", ".ssh", ".aws", "passwd", "shadow", ".env", ".netrc", ".npmrc", ".pypirc", ".kube", ".docker", "credentials", "keychain", "history", "cookie", "environ", "printenv", "localstorage", ".gnupg", ".password-store", ".vault-token", ".pgpass", "wallet.dat", ".config/gh"},
		res: mustRes(
			`(\.gnupg\b|\.password-store|\.vault-token|\.pgpass|wallet\.dat|\.config/gh/|id_rsa|id_ed25519|id_ecdsa|\.ssh/|\.aws/|/etc/passwd|/etc/shadow|\.env\b|\.netrc|\.npmrc|\.pypirc|\.kube/config|\.docker/config|\.git-credentials|credentials\.json|keychain|_history\b|cookies\.sqlite|login data|document\.cookie|localstorage|process\.env|/proc/self/environ|\bprintenv\b|\$\(env\))`,
		),
		also: mustRes(
			`\b(curl|wget|nc|ncat|netcat|scp|rsync|ftp|sftp|invoke-webrequest|iwr|irm|sendmail|mail)\b`,
			`https?://|\bfetch\s*\(|xmlhttprequest|new\s+image\s*\(|requests\.(post|get|put)|urllib|http\.client|\bsocket\b|webhook`,
		)},
	{kind: "browser-exfiltration",
		keywords: []string{"document.cookie", "localstorage", "sessionstorage"},
		res: mustRes(
			`(document\.cookie|localstorage|sessionstorage)[^\n]{0,300}(fetch\s*\(|xmlhttprequest|sendbeacon|new\s+image|\.src\s*=|https?://)`,
			`(fetch\s*\(|xmlhttprequest|sendbeacon|new\s+image|\.src\s*=|https?://)[^\n]{0,300}(document\.cookie|localstorage|sessionstorage)`,
		)},
	{kind: "command-substitution",
		keywords: []string{"$("},
		res: mustRes(
			`(https?://|\bcurl\s|\bwget\s)\S*\$\(`,
			`\$\(\s*(cat|printenv|env|whoami|hostname|id|uname|curl|wget|base64|head|tail|less|more|type|get-content|gc)\b[^)]{0,200}\)`,
		)},
	{kind: "code-exec",
		keywords: []string{"child_process", "os.system", "subprocess.", `\beval(`, `\bexec(`, "new function", "atob(", "__import__"},
		res: mustRes(
			`child_process['"]?\)?[^\n]{0,200}\b(exec|execsync|spawn)\b[^\n]{0,200}(curl|wget|bash|sh\s+-c|powershell|rm\s+-rf)`,
			`\b(os\.system|subprocess\.(call|run|popen|check_output))\s*\([^\n]{0,300}(curl|wget|bash|sh\s+-c|/dev/tcp|nc\s|rm\s+-rf)`,
			`\b(eval|new\s+function)\s*\(\s*atob\s*\(`,
			`\bexec\s*\(\s*(urllib|requests|__import__)`,
			`__import__\(\s*['"]os['"]\s*\)\.system\s*\(`,
		)},
}

// MatchShell reports the first dangerous command in text: the check behind
// payload.decoded (on decoded bytes), config.shell and the plain-text
// shell directive. text is matched case-insensitively.
func MatchShell(text string) (ShellHit, bool) {
	hits := allShell.find(text, true)
	if len(hits) == 0 {
		return ShellHit{}, false
	}
	return hits[0], true
}

// FindShell reports every dangerous command in text (one per family and
// pattern), in text order. skip is a set of kinds to leave out.
func FindShell(text string, skip ...string) []ShellHit {
	sc := *allShell
	sc.skip = shellMask(skip)
	return sc.find(text, false)
}

func shellMask(kinds []string) uint32 {
	var mask uint32
	for i := range shellFamilies {
		for _, k := range kinds {
			if shellFamilies[i].kind == k {
				mask |= 1 << i
			}
		}
	}
	return mask
}

// shellScanner looks for the shell families not in skip. Its keyword index
// holds the keywords of the families it looks for (or more: a family in
// skip is never reported either way).
type shellScanner struct {
	skip     uint32
	keywords *keywordSet
}

func newShellScanner(skipKinds ...string) *shellScanner {
	sc := &shellScanner{skip: shellMask(skipKinds), keywords: newKeywordSet(true)}
	for i := range shellFamilies {
		if sc.skip&(1<<i) == 0 {
			sc.keywords.add(i, shellFamilies[i].keywords...)
		}
	}
	return sc
}

// fieldKeywords is the keyword index a tool's fields are scanned with,
// once each: the secret rules' keywords (bit i for secretRules[i]) and
// plainShell's (bit shellShift+i for shellFamilies[i]), so the secret
// check and the shell scan of the phrase checks share one pass.
var fieldKeywords *keywordSet

// buildFieldKeywords builds fieldKeywords (buildSecretRules).
func buildFieldKeywords() *keywordSet {
	if len(secretRules) > shellShift || shellShift+len(shellFamilies) >= 63 {
		panic("detect: fieldKeywords has no room for the secret rules and shell families")
	}
	k := newKeywordSet(false)
	for i := range secretRules {
		k.add(i, secretRules[i].keywords...)
	}
	for i := range shellFamilies {
		if plainShell.skip&(1<<i) != 0 {
			continue
		}
		for _, w := range shellFamilies[i].keywords {
			// The shell index folds case; here each keyword does.
			if rest, ok := strings.CutPrefix(w, `\b`); ok {
				w = `\b(?i)` + rest
			} else {
				w = "(?i)" + w
			}
			k.add(shellShift+i, w)
		}
	}
	return k
}

// shellShift is where the shell families' bits start in fieldKeywords.
const shellShift = 32

var (
	allShell = newShellScanner()
	// plainShell is the plain-text scan of prose. It leaves out credential
	// paths and code snippets, common in honest prose (the phrase checks
	// judge them in context), and does not even index their common words.
	plainShell = newShellScanner("credential-exfiltration", "code-exec")
)

func (sc *shellScanner) find(text string, first bool) []ShellHit {
	return sc.findPresent(text, sc.keywords.scan(text), first)
}

// findPresent is find for a text whose families with a keyword in it are
// known (present: bit i for shellFamilies[i]).
func (sc *shellScanner) findPresent(text string, present uint64, first bool) []ShellHit {
	if len(text) < 4 {
		return nil
	}
	skip := sc.skip
	var hits []ShellHit
	for i := range shellFamilies {
		fam := &shellFamilies[i]
		if skip&(1<<i) != 0 || present&(1<<uint(i)) == 0 {
			continue
		}
		if len(fam.also) > 0 {
			ok := false
			for _, a := range fam.also {
				if a.MatchString(text) {
					ok = true
					break
				}
			}
			if !ok {
				continue
			}
		}
		for _, re := range fam.res {
			for _, loc := range re.FindAllStringIndex(text, 8) {
				hits = append(hits, ShellHit{Kind: fam.kind, Span: Span{loc[0], loc[1]}})
				if first {
					return hits
				}
			}
		}
	}
	sort.SliceStable(hits, func(a, b int) bool { return hits[a].Span.Start < hits[b].Span.Start })
	return hits
}
