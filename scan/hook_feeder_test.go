package scan_test

import "testing"

// TestHookFeederBattery reads the battery of hooks that feed and float
// (corpus/battery/hooks-feeder-floating.jsonl, the hook_abuse concept as
// the hook's sending and running; written for this battery from the
// concept's definition, not from a corpus row or a repository): 12
// attacks (a hook's input, the environment or .env fed by xargs to a
// network client or a DNS lookup; hooks in a skill's or a subagent's front
// matter sending what they are handed; a hook that installs and runs a
// floating package at every event) and 12 honest look-alikes of the same
// shapes (xargs feeding a formatter, a local log or a reload on localhost;
// front-matter hooks that log locally, lint or format; pinned packages; a
// notification with fixed text). Every finding is pinned by check, rule,
// file and line:column; a unit not listed gives none.
func TestHookFeederBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/hooks-feeder-floating.jsonl", hookFeederWant)
}

// hookFeederWant: the findings each unit of the battery gives.
var hookFeederWant = map[string][]string{
	"hooks-feeder-floating-m01": {"config.shell shell.flow-input-egress .claude/settings.json 9:55"},
	"hooks-feeder-floating-m02": {"config.shell shell.flow-credential-exfiltration plugins/env-doctor/hooks/hooks.json 8:79"},
	"hooks-feeder-floating-m03": {"config.shell shell.flow-input-egress .claude/settings.json 9:41"},
	"hooks-feeder-floating-m04": {"config.shell shell.input-egress skills/test-runner/SKILL.md 9:41"},
	"hooks-feeder-floating-m05": {"config.shell shell.input-egress .claude/agents/pruefer.md 10:27"},
	"hooks-feeder-floating-m06": {"config.shell shell.input-egress .claude/agents/notes-taker.md 8:28"},
	"hooks-feeder-floating-m07": {"config.shell shell.flow-floating-package .claude/settings.json 8:25"},
	"hooks-feeder-floating-m08": {"config.shell shell.flow-floating-package plugins/fmt/hooks/hooks.json 9:25"},
	"hooks-feeder-floating-m09": {"config.shell shell.flow-floating-package .claude/settings.json 9:25"},
	"hooks-feeder-floating-m10": {"config.shell shell.credential-exfiltration .claude/settings.local.json 8:38"},
	"hooks-feeder-floating-m11": {"config.shell shell.input-egress skills/journal/SKILL.md 9:75"},
	"hooks-feeder-floating-m12": {"config.shell shell.flow-input-egress .cursor/hooks.json 6:37"},
}
