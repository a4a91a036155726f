package reading

import (
	"strings"
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
const RemoteRunRule = "shell.flow-remote-run"

// proseRunKinds are the kinds of ShellFlow that proseFlow reads in an
// instruction kind's inline code, its lines that open with a network
// client or a package runner, and its blocks: code fetched and run.
var ProseRunKinds = map[string]bool{"download-run": true, "remote-package": true}

// proseFlowHits are the hits of ShellFlow on text that proseFlow keeps:
// credentials sent away (secretFlow), and code fetched and run
// (proseRunKinds), which directive.go judges by remoteRunTold.
func ProseFlowHits(text string, hits []ShellHit) []ShellHit {
	out := secretFlow(text, hits, 0)
	for _, h := range hits {
		if ProseRunKinds[h.Kind] {
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
func OutsideURLIn(text string, sp Span) bool {
	end := LineEnd(text, sp.End)
	for _, w := range strings.Fields(text[sp.Start:end]) {
		w = strings.Trim(w, "\"'()`;,<>")
		if k := strings.Index(w, "://"); k >= 0 {
			if OutsideAddress(w[k:]) && OutsideAddress("https"+w[k:]) {
				return true
			}
			continue
		}
		if remoteSource(Lower(w)) && !strings.Contains(w, "://") || imageRef(Lower(w)) {
			return true // github:owner/repo, git@host:owner/repo, ghcr.io/owner/image
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
const HookFlowRule = "shell.flow-hook-egress"

// compound reads a command's compound-command words (agent-reading.rules):
// the reserved words at its start are skipped ("do dig ...", "while read
// l"), and a loop's head ("for v in A B $(cmd)") gives its variable what
// its words carry, a secret too when a word names one by a secret's name
// (AWS_SECRET_ACCESS_KEY, read by printenv $v in the body). What is left
// is the command to read; a loop's head leaves nothing.
func (st *ShState) compound(words []ShWord) []ShWord {
	for len(words) > 0 && WsShellReservedLead.Has(words[0].Lit) && !words[0].quoted {
		words = words[1:]
	}
	if len(words) >= 2 && wsShellLoop.Has(words[0].Lit) && !words[0].quoted && ShName(words[1].Lit) {
		var f ShFlow
		delete(st.each, words[1].Lit)
		if len(words) >= 3 && wsShellLoopIn.Has(words[2].Lit) {
			var each []string
			for i := 3; i < len(words); i++ {
				if len(words[i].Subs) == 0 && words[i].ProcIn == nil {
					each = append(each, st.expand(words[i].Lit))
				}
				f |= st.value(&words[i])
				if SecretNamed(words[i].Lit) && ShName(words[i].Lit) || SensitivePath(words[i].Lit) {
					f |= FlowSecret
				}
				if homeFolders(words[i].Lit) {
					f |= flowProjects
				}
			}
			if len(each) > 0 {
				if st.each == nil {
					st.each = map[string][]string{}
				}
				st.each[words[1].Lit] = each
			}
		} else {
			f = st.Vars["@"] // for v; do: the positional parameters
		}
		st.Vars[words[1].Lit] = f
		return nil
	}
	return words
}

// namesSecretVar: a program's operands name a variable by a secret's name
// (printenv GITHUB_TOKEN), or expand a variable that carries a secret.
func namesSecretVar(args []ShWord) bool {
	for _, a := range nonFlags(args) {
		if ShName(a.Lit) && SecretNamed(a.Lit) {
			return true
		}
	}
	return false
}

// copied: a program that copies its operands to its last one (agent-reading.rules'
// shell-copier: cp, mv, install) gives the destination what the sources
// hold ("cp -r ~/.ssh "$tmp/ssh"" puts a credential under $tmp).
func (st *ShState) copied(prog string, args []ShWord) {
	if !wsShellCopier.Has(prog) {
		return
	}
	ops := nonFlags(args)
	if len(ops) < 2 {
		return
	}
	var f ShFlow
	for i := range ops[:len(ops)-1] {
		f |= st.content(&ops[i])
	}
	if f != 0 {
		st.Files[ops[len(ops)-1].Lit] |= f
	}
}

// under is what the files written below folder p hold (a folder archived
// or sent whole: tar -C "$tmp" ., scp -r dir).
func (st *ShState) under(p string) ShFlow {
	if p == "" || len(st.Files) == 0 {
		return 0
	}
	pre := strings.TrimSuffix(p, "/") + "/"
	var f ShFlow
	for k, v := range st.Files {
		if strings.HasPrefix(k, pre) {
			f |= v
		}
	}
	return f
}
