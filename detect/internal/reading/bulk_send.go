package reading

import (
	"strings"
)

var WsExclude = NewWordSet("bulk-exclude-flag", false)

var wsRemoteAdd = NewWordSet("bulk-remote-add", false)

var wsPush = NewWordSet("bulk-push", false)

var wsStage = NewWordSet("bulk-stage", false)

var wsEveryRef = NewWordSet("bulk-every-ref", false)

var wsForce = NewWordSet("bulk-force-flag", false)

var wsOwnRemote = NewWordSet("bulk-own-remote", false)

var wsSecretOutput = NewWordSet("bulk-secret-output", false)

// state is what the flow knows of git: the remotes the script
// added under a name the project does not own (at the start of the
// command that added each), and whether ignored credentials were staged.
type state struct {
	remotes map[string]int
	forced  bool
}

// excludeValue: args[i] is the value of an exclusion (rsync
// --exclude '.env*'): a file left out, not one sent.
func excludeValue(args []ShWord, i int) bool {
	return i > 0 && WsExclude.Has(args[i-1].Lit)
}

// output: a command that prints secrets in bulk gives a secret.
func output(prog string, args []ShWord, out ShFlow) ShFlow {
	if sub(wsSecretOutput, prog, args, 4) {
		return out | FlowSecret
	}
	return out
}

// sub: prog and its first operands (up to n) joined by / are a
// word of ws.
func sub(ws *NamedWords, prog string, args []ShWord, n int) bool {
	ops := nonFlags(args)
	k := prog
	for i := 0; i <= n && i <= len(ops); i++ {
		if ws.Has(k) {
			return true
		}
		if i < len(ops) {
			k += "/" + ops[i].Lit
		}
	}
	return false
}

func flag(ws *NamedWords, args []ShWord) bool {
	for i := range args {
		if ws.Has(args[i].Lit) {
			return true
		}
	}
	return false
}

// git reads git's remotes, stagings and pushes.
func (st *ShState) git(c *ShCommand, prog string, args []ShWord) {
	ops := nonFlags(args)
	switch {
	case len(ops) >= 4 && sub(wsRemoteAdd, prog, args, 2):
		if name := ops[2].Lit; !wsOwnRemote.Has(name) && shAddress(ops[3].Lit) {
			if st.bulk.remotes == nil {
				st.bulk.remotes = map[string]int{}
			}
			st.bulk.remotes[name] = c.Start
		}
	case len(ops) >= 2 && sub(wsStage, prog, args, 1) && flag(wsForce, args):
		for _, a := range ops[1:] {
			if SensitivePath(a.Lit) {
				st.bulk.forced = true
			}
		}
	case len(ops) >= 2 && sub(wsPush, prog, args, 1):
		t := ops[1].Lit
		start, added := st.bulk.remotes[t]
		url := !wsOwnRemote.Has(t) && shAddress(t) && strings.ContainsAny(t, ":@")
		if !added && !url {
			return
		}
		if !st.bulk.forced && !flag(wsEveryRef, args) {
			return
		}
		if !added {
			start = c.Start
		}
		// The span from the remote's adding to the push: the address
		// the push sends to is written there.
		st.Hits = append(st.Hits, ShellHit{ID: "shell.flow-credential-exfiltration", Kind: "credential-exfiltration", Span: Span{min(start, c.Start), c.End}})
	}
}
