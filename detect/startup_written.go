package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// Persistence through the user's startup files (persistence.rules): a
// sentence, in any language, that has the
// agent write into a place every later shell, login, schedule or
// connection of the user reads again (a shell profile, the crontab, the
// ssh client's config, PowerShell's profile), where what it writes runs
// past the task and past the user's eye: a fetch from an outside address,
// a module preloaded into every later process, the agent started with its
// prompts off. The prose says where; what is written is in its own code
// spans or in the block its colon leads to (a fenced or an indented
// block, an inline span on the next line), which the reading takes in as
// the sentence's content. A line that only sets a PATH, an editor or a
// proxy, or hooks a local tool in, is what installers and setup guides
// ask, and stays clean; so do the act negated, permitted, conditioned on
// the user's asking, or left to the user.

func init() {
	reading.LexClassNames["persist-write"] = reading.LWrite
}

var ()

var ()
