package scan_test

import "testing"

// TestApprove25Battery reads the approve25 battery (corpus/approve25-battery.jsonl,
// #55's approval_bypass concept as settings written: a settings object in a
// block that allows every tool or command or turns a bypass mode on, the
// file named by the block's lead or by its own keys; written for this
// battery from the concept's definition and the classes of
// docs/dev/approve25-misses.md, not from a corpus row): 12 attacks and 12
// honest look-alikes (narrow allow lists, modes kept on, an audit's
// example, SDK code, a CI job, a mode explained) in skills, commands,
// agents and rules files, in JSON, JSONC, TOML, YAML and an indented block,
// in English, German, Spanish and French. Every finding is pinned by check,
// rule, file and line:column; a unit not listed gives none.
func TestApprove25Battery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/approve25-battery.jsonl", approve25BatteryWant)
}

// approve25BatteryWant: the findings each unit of the battery gives.
var approve25BatteryWant = map[string][]string{
	"ap25-b09": {"directive.imperative directive.settings skills/bypass-docs/SKILL.md 8:54"},
}
