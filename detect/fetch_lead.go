package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/execution"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// Remote execution (execution/execution.rules): code fetched from an
// address the user did not choose and run by the agent. Two readings:
//
//   - a block the prose leads to with an order to apply, load, refresh,
//     update or set up what it holds (remote-setup), or with an order to
//     run it whose verb stands on an earlier line of the lead's paragraph,
//     is a block told to run when it fetches and runs code
//     (FetchLead); a lead that tells a person, forbids, or names a
//     practice stays a block shown;
//   - an address is no vendor's name: the host of a fetch-and-run counts as
//     named by the text (ownInstaller) only through the text's words, not
//     through the same address repeated as a link or an earlier download
//     (unaddressed).

func init() {
	reading.LexClassNames["remote-setup"] = execution.LSetup
}

// The word classes of the split reading (execution/execution.rules).
var ()

// Precision: who runs it. A command that stands in a list or a paragraph
// whose lead hands it to a person ("If the versions differ, give the user
// these update steps:", "tell the user and suggest the official
// installer:", "provide instructions:") is the person's to run; and a
// script that checks a download against its checksum before it runs it
// runs a pinned, verified release.
var ()
