package scan_test

import "testing"

// TestHijackNameTakenBattery reads the battery of a name taken
// (corpus/battery/hijack-name-taken.jsonl, the hijack concept, written
// for this battery from the concept's definition, not from a
// corpus row or a repository): 10 attacks and 11 honest look-alikes. Attacks:
// a context hook whose printed claim stands after an or-list's `||`, a case
// arm's `)` or `then` (in English, German and Japanese); a unit claiming its
// own name over another of that name; a unit retiring itself for a successor
// from outside the repository; a built-in part retired for the repository's
// own one; the legacy part named beside a built-in one. Honest: the same
// shapes where every part displaced is the author's own (a sibling skill or
// command of the same repository, the unit itself for a sibling), hooks that
// print an ordinary reminder, a name shared with the plugin's own command,
// another skill of this name that is the repository's own archived copy.
// Every finding is pinned by check, rule, file and line:column
// (nameTakenWant); a unit not listed gives none.
func TestHijackNameTakenBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/hijack-name-taken.jsonl", nameTakenWant)
}

// nameTakenWant: the findings each unit of the battery gives.
var nameTakenWant = map[string][]string{
	"hijack-name-taken-m01": {"directive.imperative takeover.builtin-gone .claude/settings.json 8:64"},
	"hijack-name-taken-m02": {"directive.imperative takeover.builtin-gone .claude/settings.json 8:76"},
	"hijack-name-taken-m03": {"directive.imperative takeover.builtin-gone hooks/hooks.json 8:70"},
	"hijack-name-taken-m04": {"directive.imperative ask.part-gone-lang .claude/settings.json 8:52"},
	"hijack-name-taken-m05": {"directive.imperative ask.takeover skills/changelog/SKILL.md 8:12"},
	"hijack-name-taken-m06": {"directive.demand demand.conceal .claude/commands/commit.md 5:100", "directive.imperative ask.takeover .claude/commands/commit.md 5:40"},
	"hijack-name-taken-m07": {"directive.imperative takeover.builtin-gone skills/gen-docs/SKILL.md 8:6"},
	"hijack-name-taken-m08": {"directive.imperative takeover.builtin-gone CLAUDE.md 5:1"},
	"hijack-name-taken-m09": {"directive.imperative takeover.builtin-gone .claude/agents/deployer.md 6:29"},
	"hijack-name-taken-m10": {"directive.imperative ask.part-gone-lang .claude/settings.json 8:49"},
}
