package reading

import (
	"strings"
)

var WsBulk29Exclude = NewWordSet("bulk-exclude-flag", false)

var wsBulk29RemoteAdd = NewWordSet("bulk-remote-add", false)

var wsBulk29Push = NewWordSet("bulk-push", false)

var wsBulk29Stage = NewWordSet("bulk-stage", false)

var wsBulk29EveryRef = NewWordSet("bulk-every-ref", false)

var wsBulk29Force = NewWordSet("bulk-force-flag", false)

var wsBulk29OwnRemote = NewWordSet("bulk-own-remote", false)

var wsBulk29SecretOutput = NewWordSet("bulk-secret-output", false)

// bulk29State is what the flow knows of git: the remotes the script
// added under a name the project does not own (at the start of the
// command that added each), and whether ignored credentials were staged.
type bulk29State struct {
	remotes map[string]int
	forced  bool
}

// bulk29ExcludeValue: args[i] is the value of an exclusion (rsync
// --exclude '.env*'): a file left out, not one sent.
func bulk29ExcludeValue(args []ShWord, i int) bool {
	return i > 0 && WsBulk29Exclude.Has(args[i-1].Lit)
}

// bulk29Output: a command that prints secrets in bulk gives a secret.
func bulk29Output(prog string, args []ShWord, out ShFlow) ShFlow {
	if bulk29Sub(wsBulk29SecretOutput, prog, args, 4) {
		return out | FlowSecret
	}
	return out
}

// bulk29Sub: prog and its first operands (up to n) joined by / are a
// word of ws.
func bulk29Sub(ws *NamedWords, prog string, args []ShWord, n int) bool {
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

func bulk29Flag(ws *NamedWords, args []ShWord) bool {
	for i := range args {
		if ws.Has(args[i].Lit) {
			return true
		}
	}
	return false
}

// git reads git's remotes, stagings and pushes (S3).
func (st *ShState) bulk29Git(c *ShCommand, prog string, args []ShWord) {
	ops := nonFlags(args)
	switch {
	case len(ops) >= 4 && bulk29Sub(wsBulk29RemoteAdd, prog, args, 2):
		if name := ops[2].Lit; !wsBulk29OwnRemote.Has(name) && shAddress(ops[3].Lit) {
			if st.b29.remotes == nil {
				st.b29.remotes = map[string]int{}
			}
			st.b29.remotes[name] = c.Start
		}
	case len(ops) >= 2 && bulk29Sub(wsBulk29Stage, prog, args, 1) && bulk29Flag(wsBulk29Force, args):
		for _, a := range ops[1:] {
			if SensitivePath(a.Lit) {
				st.b29.forced = true
			}
		}
	case len(ops) >= 2 && bulk29Sub(wsBulk29Push, prog, args, 1):
		t := ops[1].Lit
		start, added := st.b29.remotes[t]
		url := !wsBulk29OwnRemote.Has(t) && shAddress(t) && strings.ContainsAny(t, ":@")
		if !added && !url {
			return
		}
		if !st.b29.forced && !bulk29Flag(wsBulk29EveryRef, args) {
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
