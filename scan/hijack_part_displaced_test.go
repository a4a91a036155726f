package scan_test

import "testing"

// TestHijackPartDisplacedBattery reads the battery of a part displaced
// (corpus/battery/hijack-part-displaced.jsonl, the hijack concept, written
// for this battery from the concept's definition, not from a corpus row
// or a repository): 12 attacks and 12 honest look-alikes. Attacks: a named part
// stated out of service with its work sent to a script, a package or another
// server's tool, the part named through an owner's possessive, a list of bare
// names, a parenthesis after it or a vendor's tool; a negated order of using
// a part (a program, a workflow, a built-in tool, another's agent) with its work
// given to a wrapper's path, a script or another server's tool; one German
// and one French. Honest: the same shapes where the part is the project's own
// older one, the work goes to another program of the toolchain or to the
// client's own tool, a sibling of the same collection, a reminder a hook prints,
// a claim reported by an audit skill. Every finding is pinned by check, rule,
// file and line:column (partDisplacedWant); a unit not listed gives none.
func TestHijackPartDisplacedBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/hijack-part-displaced.jsonl", partDisplacedWant)
}

// partDisplacedWant: the findings each unit of the battery gives.
var partDisplacedWant = map[string][]string{
	"hijack-part-displaced-m02": {"directive.imperative ask.part-displaced skills/tidy/SKILL.md 8:5"},
	"hijack-part-displaced-m03": {"directive.imperative ask.part-displaced .claude/agents/pr-judge.md 3:37"},
	"hijack-part-displaced-m04": {"directive.imperative ask.part-displaced .claude/commands/lookup.md 5:5"},
	"hijack-part-displaced-m05": {"directive.imperative ask.part-displaced .github/copilot-instructions.md 4:6"},
	"hijack-part-displaced-m08": {"directive.imperative ask.part-displaced skills/check/SKILL.md 8:1"},
	"hijack-part-displaced-m09": {"directive.imperative ask.part-displaced .claude/settings.json 8:44"},
	"hijack-part-displaced-m10": {"directive.imperative ask.part-displaced .windsurfrules 2:7"},
	"hijack-part-displaced-m11": {"directive.imperative ask.part-gone-lang AGENTS.md 3:5"},
	"hijack-part-displaced-b01": {"directive.imperative takeover.builtin-gone CLAUDE.md 3:14"},
	// b12 (an audit skill that flags the claim) passes: an act
	// catalogued after a verb of finding is no order (detect/approval/harmless_scope.go).
}
