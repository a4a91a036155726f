package detect

import (
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/execution"
)

// A block introduced as a message for a person is theirs; a block
// introduced as the agent's step, or by a lead that tells no one, is not.
func TestToldLead(t *testing.T) {
	for lead, want := range map[string]bool{
		"If the CLI is missing, tell the user:":               true,
		"When Node.js is absent, show the user this message:": true,
		"Ask the operator to paste this into a terminal:":     true,
		"Run this before the first step:":                     false,
		"Tell the user that the setup is done.":               false,
		"Without asking the user, run:":                       false,
		"Install the CLI:":                                    false,
	} {
		if got := execution.ToldLead(lead); got != want {
			t.Errorf("ToldLead(%q) = %v, want %v", lead, got, want)
		}
	}
}
