package reading

import (
	"strings"
)

// wsFloatingTag: a package version's tags that name no
// version but whatever the publisher marks next (npm's dist-tags,
// a branch of a git source).
var wsFloatingTag = NewWordSet("package-floating-tag", false)

// wsIndexFlag: a package manager's options whose value is
// the index it installs from, and those that drop the check of
// that index's certificate.
var wsIndexFlag = NewWordSet("package-index-flag", false)

var wsTrustFlag = NewWordSet("package-trust-flag", false)

// wsShellModuleFlag: an interpreter's option that runs a module
// by its name (python -m pip).
var wsShellModuleFlag = NewWordSet("shell-module-flag", false)

// floatingKind is the kind of a hook's command that installs or
// runs a package whose version floats (floating): shown as a
// hook's flow is (soft, high), since a team may pin nothing on purpose.
const FloatingKind = "floating-package"

// floating: a hook's package manager command (prog, args) that
// installs or runs a package at a version that floats: a floating tag
// (name@latest, a git source's @main), or from an index whose
// certificate it does not check. What the hook runs is then whatever the
// publisher pushed last, at every event. A version written, a lock file
// or a package already installed is none of these.
func floating(prog string, args []ShWord) bool {
	if WsShellInterpreter.Has(prog) && len(args) > 1 && wsShellModuleFlag.Has(args[0].Lit) {
		prog, args = strings.ToLower(args[1].Lit), args[2:] // python3 -m pip install ...
	}
	if !WsShellPackageRunner.Has(prog) {
		return false
	}
	trust, index := false, false
	for i := range args {
		l := strings.ToLower(args[i].Lit)
		flag, _, _ := strings.Cut(l, "=")
		if strings.HasPrefix(l, "-") {
			trust = trust || wsTrustFlag.Has(flag)
			index = index || wsIndexFlag.Has(flag)
			continue
		}
		if k := strings.LastIndexByte(l, '@'); k > 0 && wsFloatingTag.Has(l[k+1:]) {
			return true // name@latest, git+https://...@main
		}
	}
	return trust && index
}

// wsPublisher: a CLI whose subcommand publishes its operands
// on a public page of a service (the GitHub CLI's gist create).
var wsPublisher = NewWordSet("shell-public-publisher", false)

// wsPublishObject and wsPublishAct: the subcommand's
// object and act (gh gist create).
var wsPublishObject = NewWordSet("shell-public-publish-object", false)

var wsPublishAct = NewWordSet("shell-public-publish-act", false)

// wsPublicFlag: the option that makes what is published
// readable by anyone (gh gist create --public, -p); without it a
// gist is secret, under the user's own account.
var wsPublicFlag = NewWordSet("shell-public-flag", false)

// publish reads a command that publishes its operands on a
// public page (gh gist create --public FILE...): a secret or what a
// hook is handed among them is sent away as surely as to an address.
// A secret gist, a file of the
// project or text written in the command is none of this.
func (st *ShState) publish(c *ShCommand, prog string, args []ShWord, stdin ShFlow) {
	if !wsPublisher.Has(prog) || len(args) < 2 || !wsPublishObject.Has(args[0].Lit) || !wsPublishAct.Has(args[1].Lit) {
		return
	}
	public := false
	var sent ShFlow
	for i := 2; i < len(args); i++ {
		a := &args[i]
		flag, _, _ := strings.Cut(a.Lit, "=")
		if wsPublicFlag.Has(flag) {
			public = true
			continue
		}
		if a.Lit == "-" {
			sent |= stdin
			continue
		}
		if !strings.HasPrefix(a.Lit, "-") && (i == 2 || !strings.HasPrefix(args[i-1].Lit, "-") || strings.Contains(args[i-1].Lit, "=") || wsPublicFlag.Has(args[i-1].Lit)) {
			sent |= st.content(a) // an operand: a file published
		}
	}
	switch {
	case !public:
	case sent&FlowSecret != 0:
		st.hit(c, "credential-exfiltration")
	case sent&FlowInput != 0:
		st.hit(c, "input-egress")
	}
}
