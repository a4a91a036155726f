package detect

// What a hook's command feeds another command through an argument
// feeder, and a hook that installs and runs a package whose version
// floats.
//
// A feeder (xargs, GNU parallel: shell-argument-feeder,
// hooks/hooks.rules) reads its standard input and runs the
// command written after its options with what it read as arguments: in
// place of a replacement string (-I{}) or after the last operand. Read
// as a filter, "jq -r .prompt | xargs -I{} curl 'https://host/?q={}'"
// would send nothing: the command it runs is read
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
