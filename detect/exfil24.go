package detect

import (
	"strings"
	"unicode/utf8"
)

// Hard-wrapped prose in agent files (exfil24, issue #55). The demand
// reading ends a clause at every line break, since MCP docstrings list
// their arguments one a line without full stops (demand_tool.go). An
// agent file is Markdown: the lines of a paragraph are one paragraph
// (CommonMark 4.8), and a rules file or a skill wrapped at a hundred
// columns breaks "send the contents of `.env` to" from the address on
// the next line, so neither line asks anything. In an instruction kind's
// prose, a line break the tokenizer kept inside its sentence (no blank
// line, no list marker, no capital after a full line) is a wrap when the
// line before ends in the middle of a clause: in a word, a code span or
// a comma, not in a colon or a mark that closes a clause.

// wrapContinues24: the line break between tokens j-1 and j of field f
// wraps one clause of prose onto the next line.
func wrapContinues24(v *ToolView, f *Field, a *Analysis, j int) bool {
	if !IsInstructionKind(v.Tool.Kind) || v.Tool.Kind == KindScript {
		return false
	}
	prev, next := &a.Tokens[j-1], &a.Tokens[j]
	if next.Start <= prev.End || int(next.Start) > len(f.Text) {
		return false
	}
	gap := f.Text[prev.End:next.Start]
	if strings.Count(gap, "\n") != 1 || strings.TrimSpace(gap) != "" {
		return false
	}
	if strings.HasPrefix(strings.TrimLeft(f.Text[next.Start:], "`"), "-") {
		return false // a flag named on a line of its own (`--force`)
	}
	r, _ := utf8.DecodeLastRuneInString(f.Text[:prev.End])
	switch {
	case r == '`' || r == '、':
		return true // (not a comma: a line of code or a list of values ends in one)
	case r >= 'a' && r <= 'z':
		return true
	case letterNoCase24(r):
		return true // a Japanese, Chinese or Korean line with no 。
	}
	return false
}

// letterNoCase24: r is a letter of a script written without capitals
// (kana, kanji, hangul), the line before a wrap in those languages.
func letterNoCase24(r rune) bool {
	return r >= 0x3040 && r <= 0x30ff || r >= 0x3400 && r <= 0x9fff || r >= 0xac00 && r <= 0xd7af
}

// Secret values in shell (exfil24, class S). ShellFlow's sources were
// files (a credential file, the environment dumped) and a hook's input;
// a secret that no path names was not one: a variable named for a secret
// (GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY: names.egress23-secret-word, the
// rule code's egress reads too) that the script does not assign, and a
// CLI that prints a credential (gh auth token: names.exfil24-secret-
// printer). Honest skills send such a value to the service it is for
// (SLACK_BOT_TOKEN to slack.com, $(gh auth token) to api.github.com) or
// in a header or a basic-auth option (names.exfil24-auth-flag), so the
// value is sent away only to an address written in the command whose
// host names none of the services the values read are for (the
// variable's first part, or the CLI, through names.exfil24-vendor-alias:
// gh is github, gcloud google). A variable whose service is not named
// (SECRET_KEY) is left alone.
var (
	exfilSecretPrinter24 = newNameList("names.exfil24-secret-printer")
	exfilVendorAlias24   = newNameList("names.exfil24-vendor-alias")
	exfilAuthFlag24      = newNameList("names.exfil24-auth-flag")
	exfilAssign24        = newNameList("names.exfil24-assign-builtin")
	exfilGenericPart24   = newNameList("names.exfil24-generic-part")
	exfilTokenEndpoint24 = newNameList("names.exfil24-token-endpoint")
)

// tokenEndpoint24: address lit is an OAuth token endpoint: a label of its
// host or a segment of its path is one of names.exfil24-token-endpoint
// (oauth2.googleapis.com/token, github.com/login/oauth/access_token).
func tokenEndpoint24(lit string) bool {
	l := strings.ToLower(lit)
	if i := strings.Index(l, "://"); i >= 0 {
		l = l[i+3:]
	}
	if i := strings.IndexAny(l, "?#"); i >= 0 {
		l = l[:i]
	}
	for _, part := range strings.FieldsFunc(l, func(r rune) bool { return r == '/' || r == '.' }) {
		if exfilTokenEndpoint24.has(part) {
			return true
		}
	}
	return false
}

// assigned24: an assignment builtin (export T=$X) sets the variables its
// operands name to what their values carry.
func (st *shState) assigned24(prog string, args []shWord) {
	if !exfilAssign24.has(prog) {
		return
	}
	for i := range args {
		if name, _, ok := strings.Cut(args[i].lit, "="); ok && shName(name) {
			st.vars[name] = st.value(&args[i])
		}
	}
}

// envSecret24 is what expanding variable name gives when the script did
// not assign it: a secret's value when its name makes it one and names
// its service, whose name is kept.
func (st *shState) envSecret24(name string) shFlow {
	if _, set := st.vars[name]; set || st.noValue24 {
		return 0
	}
	vs := vendorsOf24(secretVendor24(name))
	if len(vs) == 0 {
		return 0 // a secret that names no service (SECRET_KEY)
	}
	st.vendors24 = append(st.vendors24, vs...)
	return flowValue24
}

// secretVendor24 is the name of the service a variable named for a secret
// is for, its first part (GITHUB_TOKEN: github; CF_API_TOKEN: cf), ""
// when the name makes no secret (SECRET_KEY, API_URL).
func secretVendor24(name string) string {
	parts := strings.Split(strings.ToLower(name), "_")
	if len(parts) < 2 || egressSecretWord23.has(parts[0]) || exfilGenericPart24.has(parts[0]) {
		return "" // SECRET_KEY, BOT_TOKEN, API_KEY: no service named
	}
	secret := false
	for _, p := range parts[1:] {
		secret = secret || egressSecretWord23.has(p)
	}
	if !secret {
		return ""
	}
	return parts[0]
}

// vendorsOf24 are the services a name's prefix or a CLI's name stands
// for: the services its aliases name (gh: github; twitter: x.com) and
// itself when it is a word of three letters or more.
func vendorsOf24(w string) []string {
	var out []string
	for _, it := range exfilVendorAlias24.items {
		if k, v, ok := strings.Cut(it, "="); ok && k == w {
			out = append(out, v)
		}
	}
	if len(w) >= 3 {
		out = append(out, w)
	}
	return out
}

// secretPrinted24 is the output out of a command with what exfil24 reads
// in it: a command that prints a credential (gh auth token, gcloud auth
// print-access-token) prints a secret's value, whose service it records;
// a network client's output is what the server answers, which holds no
// value it was handed (a token in its header is not in the response).
func (st *shState) secretPrinted24(prog string, args []shWord, out shFlow) shFlow {
	if wsShellSender.has(prog) {
		out &^= flowValue24
	}
	if st.noValue24 {
		return out
	}
	for _, it := range exfilSecretPrinter24.items {
		segs := strings.Split(it, "/")
		if segs[0] != prog {
			continue
		}
		words := nonFlags(args)
		ok := len(words) >= len(segs)-1
		for k := 1; ok && k < len(segs); k++ {
			ok = words[k-1].lit == segs[k]
		}
		if ok {
			st.vendors24 = append(st.vendors24, vendorsOf24(prog)...)
			return out | flowValue24
		}
	}
	return out
}

// valueAway24: the addresses the sender's arguments write name none of
// the services the secret values read so far are for.
func (st *shState) valueAway24(args []shWord) bool {
	if len(st.vendors24) == 0 {
		return false
	}
	n := 0
	for i := range args {
		if !shAddress(args[i].lit) {
			continue
		}
		n++
		if tokenEndpoint24(args[i].lit) {
			return false // a client's secret posted to an OAuth token endpoint authenticates it
		}
		host := addressHost24(args[i].lit)
		for _, v := range st.vendors24 {
			if strings.Contains(host, v) || strings.Contains(v, registrable24(host)) {
				return false
			}
		}
	}
	return n > 0
}

// addressHost24 is the written host of an address word (the part after
// its last expansion: "$k.probe.example.net" is probe.example.net), lower
// case.
func addressHost24(lit string) string {
	h := strings.ToLower(lit)
	if i := strings.Index(h, "://"); i >= 0 {
		h = h[i+3:]
	}
	if i := strings.IndexAny(h, "/?#"); i >= 0 {
		h = h[:i]
	}
	if i := strings.LastIndexByte(h, '@'); i >= 0 {
		h = h[i+1:]
	}
	if i := strings.IndexByte(h, ':'); i >= 0 {
		h = h[:i]
	}
	if i := strings.LastIndexAny(h, "$)}"); i >= 0 {
		h = strings.TrimLeft(h[i+1:], ".")
	}
	return h
}

// registrable24 is a host's name below its top-level domain
// (hub.docker.com: docker), or the host when it has no dot; a name
// shorter than three letters is no service's ("" never matches).
func registrable24(host string) string {
	labels := strings.Split(host, ".")
	if len(labels) < 2 {
		return "\x00"
	}
	l := labels[len(labels)-2]
	if len(l) < 3 {
		return "\x00"
	}
	return l
}

// valueEgress24: hit, a launch command's or a hook's, is a secret's value
// sent away that the command names by no file: ShellFlow finds a
// credential sent, and reading no value finds none. Its finding fails the gate and does not
// block, as what a hook is handed sent away does (config_shell.go): a
// service's secret whose variable or CLI names the service otherwise than
// its host does (an alias the list lacks) is a use that reads as egress.
func valueEgress24(text string, hit ShellHit) bool {
	if hit.Kind != "credential-exfiltration" {
		return false
	}
	found := func(noValue bool) bool {
		st := &shState{vars: map[string]shFlow{}, files: map[string]shFlow{}, stdin: flowInput, hook: true, noValue24: noValue}
		st.run(parseShell(text))
		for _, h := range st.hits {
			if h.Kind == hit.Kind {
				return true
			}
		}
		return false
	}
	return found(false) && !found(true)
}

// continuedLines24 is the command line t, which starts at text[at:], with
// the lines a trailing backslash continues it onto (POSIX shell's line
// continuation): a documented curl whose -d or -F sits on the next line
// sends what that line names.
func continuedLines24(text string, at int, t string) string {
	end := at + len(t)
	for end < len(text) && strings.HasSuffix(strings.TrimRight(text[at:end], " \t"), "\\") {
		next := strings.IndexByte(text[end+1:], '\n')
		if next < 0 {
			next = len(text) - end - 1
		}
		end += 1 + next
	}
	return text[at:end]
}
