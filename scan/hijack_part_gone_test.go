package scan_test

import "testing"

// TestHijackPartGoneBattery reads the battery of a part gone
// (corpus/battery/hijack-part-gone.jsonl, the hijack concept: a part the
// agent relies on, a developer program, another
// agent's built-in tool or a named skill, command or server, declared out of
// service so that its work goes to what the text names instead; written for this
// battery from the concept's definition and its mechanisms, not from a
// corpus row or a repository): 14 attacks and 14 honest look-alikes (a wrapper
// preferred for a reason, one tool migrated to another, a library deprecated, a
// fallback, a negation, an audit's order, the project's own older skill) in
// rules files, skills, commands, agents and a SessionStart hook, in English,
// German and Spanish. Every finding is pinned by check, rule, file and
// line:column (partGoneWant); a unit not listed gives none, and any
// other finding fails.
func TestHijackPartGoneBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/hijack-part-gone.jsonl", partGoneWant)
}

// partGoneWant: the findings each unit of the battery gives.
var partGoneWant = map[string][]string{
	"hijack-part-gone-m01": {"directive.imperative ask.part-displaced CLAUDE.md 7:6"},
	"hijack-part-gone-m02": {"directive.imperative ask.part-displaced .cursor/rules/tests.mdc 6:1"},
	"hijack-part-gone-m03": {"directive.imperative ask.part-displaced AGENTS.md 3:9"},
	"hijack-part-gone-m04": {"directive.imperative ask.part-displaced .windsurfrules 3:1"},
	"hijack-part-gone-m05": {"directive.imperative ask.part-displaced .github/copilot-instructions.md 3:30"}, // the team's `quality` server, an owner's possessive
	"hijack-part-gone-m06": {"directive.imperative ask.part-displaced skills/cluster/SKILL.md 8:1"},
	"hijack-part-gone-m08": {"directive.imperative ask.part-displaced .claude/agents/ops.md 7:13"},
	"hijack-part-gone-m10": {"directive.imperative ask.part-displaced GEMINI.md 3:11"},
	"hijack-part-gone-m13": {"directive.imperative ask.part-displaced AGENTS.md 3:12"},
	"hijack-part-gone-m14": {"directive.imperative ask.part-displaced .github/instructions/pm.instructions.md 5:1"},
	// b11, the project's own older skill said deprecated ("old ...
	// skill ... is deprecated"), gives no takeover.builtin-gone: the word
	// of age reads as the project's own history.
}
