package detect

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// remoteRunRule is the rule of code an instruction kind tells the agent
// to fetch and run (a pipe into a shell, a downloaded file run, a package
// installed or run from an address: installKinds) from an address the
// unit never names as what it is about (ownInstaller), read at the
// shell's syntax or by shells.rules, in its prose, a block it tells the
// agent to run or a block it shows. Two facts agree there: code from
// outside the project, and the agent as the one who runs it. Its finding
// is medium on its own (directive.go), as a credential sent away is
// (secretFlowRule). A project's documented installer names its host or
// owner in the text; an order to tell the user how to install something
// (toldToPerson) runs nothing; an order that forbids it is negated.
const remoteRunRule = "shell.flow-remote-run"

// proseRunKinds are the kinds of ShellFlow that proseFlow reads in an
// instruction kind's inline code, its lines that open with a network
// client or a package runner, and its blocks: code fetched and run.
var proseRunKinds = map[string]bool{"download-run": true, "remote-package": true}

// remoteRunTold: the command at span sp of text (an instruction kind's
// prose or block) fetches code from an outside address the text does not
// name as its subject, and the text does not tell a person (the user)
// to run it.
func remoteRunTold(text, name, more string, sp Span) bool {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return false
	}
	line := text[strings.LastIndexByte(text[:sp.Start], '\n')+1 : sp.Start]
	if !strings.Contains(text[sp.Start:lineEnd(text, sp.End)], "://") {
		// A file downloaded on an earlier line and run on this one
		// (curl -o "$B" URL; "$B"): the download's line names the
		// address.
		if k := strings.LastIndex(text[:sp.Start], "://"); k >= 0 {
			at := strings.LastIndexByte(text[:k], '\n') + 1
			sp = Span{at, lineEnd(text, k)}
		}
	}
	if ownInstaller(text, name+"\n"+more, more, sp) || pathNamesUnit(text[sp.Start:lineEnd(text, sp.End)], name) || !namesSource(text, sp) || !outsideURLIn(text, sp) {
		return false
	}
	if w, clause := negationWindow(line); lineNegated(w, len(w)) || langNegated(clause) {
		return false
	}
	return !toldToPerson(line) && !remote26ShownLead(text, sp) // a lead handing it to a person (remote26.go)
}

// toldToPerson: before (the text of a line before a command) has a verb
// of communicating (demand-communicate) followed within two words by a
// person (demand-person: "tell the user to run", "ask the operator to
// paste"), and no preposition governs that verb ("without asking the
// user" is no message to the user).
func toldToPerson(before string) bool {
	ws := strings.FieldsFunc(strings.ToLower(before), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'' || r == '-')
	})
	for i, w := range ws {
		if demandWords[w]&dCommunicate == 0 && demandWords[text.Stem(w)]&dCommunicate == 0 {
			continue
		}
		if i > 0 && grammar(ws[i-1], gPreposition) {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			if demandWords[ws[k]]&dPerson != 0 || demandWords[text.Stem(ws[k])]&dPerson != 0 {
				return true
			}
		}
	}
	return false
}

// proseFlowHits are the hits of ShellFlow on text that proseFlow keeps:
// credentials sent away (secretFlow), and code fetched and run
// (proseRunKinds), which directive.go judges by remoteRunTold.
func proseFlowHits(text string, hits []ShellHit) []ShellHit {
	out := secretFlow(text, hits, 0)
	for _, h := range hits {
		if proseRunKinds[h.Kind] {
			out = append(out, h)
		}
	}
	return out
}

// packageFileURL: l (lower case) is an http(s) URL whose path ends in a
// package's file (shell-package-file: an archive, a wheel, a script),
// which no option takes as an index's address.
func packageFileURL(l string) bool {
	return (strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "http://")) && remoteSource(l) && !strings.HasSuffix(strings.SplitN(strings.SplitN(l, "?", 2)[0], "#", 2)[0], ".git")
}

// outsideURLIn: the command at span sp of text (to the end of its line)
// names an address that is not reserved or private (outsideAddress: a
// guide's https://evil.example/x.sh or http://localhost fetches nothing of
// a stranger's).
func outsideURLIn(text string, sp Span) bool {
	end := sp.End
	if k := strings.IndexByte(text[end:], '\n'); k >= 0 {
		end += k
	} else {
		end = len(text)
	}
	for _, w := range strings.Fields(text[sp.Start:end]) {
		w = strings.Trim(w, "\"'()`;,<>")
		if k := strings.Index(w, "://"); k >= 0 {
			if outsideAddress(w[k:]) && outsideAddress("https"+w[k:]) {
				return true
			}
			continue
		}
		if remoteSource(strings.ToLower(w)) && !strings.Contains(w, "://") || remote27ImageRef(strings.ToLower(w)) {
			return true // github:owner/repo, git@host:owner/repo, ghcr.io/owner/image (remote27.go)
		}
	}
	return false
}

// runForbidden: text (a unit's prose) forbids running what it shows: a
// verb of running (demand-execute) with a negator among the three words
// before it ("never run them", "do not execute any of the commands").
// Its blocks are shown to be read, not run.
func runForbidden(s string) bool {
	ws := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'')
	})
	for i, w := range ws {
		if demandWords[w]&dExecute == 0 && demandWords[text.Stem(w)]&dExecute == 0 {
			continue
		}
		for k := max(0, i-3); k < i; k++ {
			if demandWords[ws[k]]&dNegation != 0 || strings.HasSuffix(ws[k], "n't") {
				return true
			}
		}
	}
	return false
}

// hookFlowRule is the rule of a script a hook runs that sends what the
// hook is handed on standard input (the prompt, a tool's input, the
// transcript's path) or the files it names to an address written in it
// (hookFlowKinds; rules/agent.rules' shell.input-egress, ShellFlow):
// the hook_abuse concept itself, on an event the user does not watch. A
// webhook the user configured through a variable names no address. Its
// finding is medium on its own (directive.go), as the same command
// written in the hook's own command line is.
const hookFlowRule = "shell.flow-hook-egress"

// compound reads a command's compound-command words (rules/agent-flow21.rules):
// the reserved words at its start are skipped ("do dig ...", "while read
// l"), and a loop's head ("for v in A B $(cmd)") gives its variable what
// its words carry, a secret too when a word names one by a secret's name
// (AWS_SECRET_ACCESS_KEY, read by printenv $v in the body). What is left
// is the command to read; a loop's head leaves nothing.
func (st *shState) compound(words []shWord) []shWord {
	for len(words) > 0 && wsShellReservedLead.has(words[0].lit) && !words[0].quoted {
		words = words[1:]
	}
	if len(words) >= 2 && wsShellLoop.has(words[0].lit) && !words[0].quoted && shName(words[1].lit) {
		var f shFlow
		if len(words) >= 3 && wsShellLoopIn.has(words[2].lit) {
			for i := 3; i < len(words); i++ {
				f |= st.value(&words[i])
				if secretNamed(words[i].lit) && shName(words[i].lit) || sensitivePath(words[i].lit) {
					f |= flowSecret
				}
				if homeFolders(words[i].lit) {
					f |= flowProjects
				}
			}
		} else {
			f = st.vars["@"] // for v; do: the positional parameters
		}
		st.vars[words[1].lit] = f
		return nil
	}
	return words
}

// namesSecretVar: a program's operands name a variable by a secret's name
// (printenv GITHUB_TOKEN), or expand a variable that carries a secret.
func namesSecretVar(args []shWord) bool {
	for _, a := range nonFlags(args) {
		if shName(a.lit) && secretNamed(a.lit) {
			return true
		}
	}
	return false
}

// copied: a program that copies its operands to its last one (rules/agent-flow21.rules'
// shell-copier: cp, mv, install) gives the destination what the sources
// hold ("cp -r ~/.ssh "$tmp/ssh"" puts a credential under $tmp).
func (st *shState) copied(prog string, args []shWord) {
	if !wsShellCopier.has(prog) {
		return
	}
	ops := nonFlags(args)
	if len(ops) < 2 {
		return
	}
	var f shFlow
	for i := range ops[:len(ops)-1] {
		f |= st.content(&ops[i])
	}
	if f != 0 {
		st.files[ops[len(ops)-1].lit] |= f
	}
}

// under is what the files written below folder p hold (a folder archived
// or sent whole: tar -C "$tmp" ., scp -r dir).
func (st *shState) under(p string) shFlow {
	if p == "" || len(st.files) == 0 {
		return 0
	}
	pre := strings.TrimSuffix(p, "/") + "/"
	var f shFlow
	for k, v := range st.files {
		if strings.HasPrefix(k, pre) {
			f |= v
		}
	}
	return f
}

// lineEnd is the end of the line of text that holds byte at.
func lineEnd(text string, at int) int {
	if k := strings.IndexByte(text[at:], '\n'); k >= 0 {
		return at + k
	}
	return len(text)
}

// pathNamesUnit: an address in cmd has a path whose words (split at case
// changes, digits and punctuation: InstallAzureCLIDeb) hold a word of
// four letters or more of the unit's own name (azure-devops-cli): a
// vendor's short link to the installer of what the unit is about.
func pathNamesUnit(cmd, name string) bool {
	var own []string
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		if len(w) >= 4 {
			own = append(own, w)
		}
	}
	if len(own) == 0 {
		return false
	}
	for off := 0; ; {
		k := strings.Index(cmd[off:], "://")
		if k < 0 {
			return false
		}
		u := cmd[off+k+3:]
		off += k + 3
		if e := strings.IndexAny(u, " \t\n\"'`)|;"); e >= 0 {
			u = u[:e]
		}
		_, p, _ := strings.Cut(u, "/")
		var words []string
		start := 0
		for i := 1; i <= len(p); i++ {
			if i == len(p) || !(p[i] >= 'a' && p[i] <= 'z') && !(p[i] >= 'A' && p[i] <= 'Z' && p[i-1] >= 'A' && p[i-1] <= 'Z') {
				words = append(words, strings.ToLower(strings.Trim(p[start:i], "/-_.0123456789")))
				start = i
			}
		}
		for _, w := range words {
			if len(w) >= 4 && slices.Contains(own, w) {
				return true
			}
		}
	}
}

// exposedFetch: the command at span sp of text (to the end of its line)
// fetches what it runs in a way no vendor's documented installer does,
// which a block only shown (not told to run) needs to count on its own:
// over plain http:// from an outside host, from an IP address, or run
// with another user's rights (shell-privilege: sudo, doas). A documented
// one-liner over https (curl -fsSL https://get.host.io/install.sh | sh)
// counts as support there, with another cue.
func exposedFetch(text string, sp Span) bool {
	cmd := text[sp.Start:lineEnd(text, sp.End)]
	for _, w := range strings.Fields(cmd) {
		w = strings.Trim(w, "\"'()`;,<>")
		lw := strings.ToLower(w)
		if wsShellPrivilege.has(lw) {
			return true
		}
		k := strings.Index(lw, "://")
		if k < 0 || !outsideAddress(lw[k:]) && !outsideAddress("https"+lw[k:]) {
			continue
		}
		host, _, _ := strings.Cut(lw[k+3:], "/")
		host, _, _ = strings.Cut(host, ":")
		if strings.HasPrefix(lw, "http://") || strings.Trim(host, "0123456789.") == "" {
			return true
		}
	}
	return false
}

// ToldLead reports whether lead, the prose that introduces a fenced
// block, ends with a colon and tells a person what follows ("If the CLI
// is missing, tell the user:"): the block is a message for that person,
// and what it holds is theirs to run, not an order to the agent.
// The telling is the order of the lead's last clause, its first word
// ("without asking the user, run:" tells no one).
func ToldLead(lead string) bool {
	lead = strings.TrimSpace(lead)
	if !strings.HasSuffix(lead, ":") {
		return false
	}
	last := strings.TrimSpace(lead[strings.LastIndexAny(lead, ",;")+1:])
	first, _, _ := strings.Cut(strings.ToLower(last), " ")
	if demandWords[first]&dCommunicate == 0 && demandWords[text.Stem(first)]&dCommunicate == 0 {
		return false
	}
	return toldToPerson(last)
}
