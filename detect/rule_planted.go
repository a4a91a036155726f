package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/persistence"
)

// Persistence in prose (persistence.rules, agent-reading.rules): a sentence of
// an agent file that asks a rule, or the unit itself, to be written,
// saved, installed or remembered where it is read again after the task.
// Three slots, each a class of words: the act (a verb of writing, saving,
// installing or remembering), its object (a rule, an instruction, a note
// or setting; the unit itself) and its place beyond the task (the user's
// global rules, settings or memory; a path into an agent's home; every
// other project or repository; every later session). The honest texts
// that share the words are left by what stands around the act: a
// negation, a condition of the user's asking, a permission, the user as
// the one who acts, a place negated, a line reported as telling someone
// to do it.

func init() {
	reading.LexClassNames["persist-beyond"] = persistence.LBeyond
}

var ()
