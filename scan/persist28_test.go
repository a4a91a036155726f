package scan_test

import "testing"

// TestPersist28Battery reads persist28's battery (corpus/persist28-battery.jsonl,
// #55's persistence concept; written for this battery from the concept and
// persist28's classes P1 and P2, not from a corpus row or a repository):
// twelve attacks that plant a standing rule through the agent's memory tool
// (a call of save_memory or create_memory with a quoted rule, "the
// save_memory tool to record", a global memory stored after a condition of
// the agent's own act, a persistent user memory) or by a statement of what
// the unit itself does (it appends a quoted rule to the home's CLAUDE.md,
// makes sure the home's AGENTS.md contains it, copies its own definition
// into the home's agents folder, a passive of the same), in English, German
// and Japanese; and twelve honest look-alikes with the same tools and
// places (the user's own preference saved when they state it, the tool
// forbidden, project facts recorded, an auditor that reports, a project's
// own CLAUDE.md, a changelog appended, a check that changes nothing, a call
// only on request, a rules file's own "from now on, always", a cache in
// the home). Every finding is pinned by check, rule, file and line:column;
// a unit not listed gives none.
func TestPersist28Battery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/persist28-battery.jsonl", persist28BatteryWant)
}

// persist28BatteryWant: the findings each unit of the battery gives.
var persist28BatteryWant = map[string][]string{
	"pe28-a06": {"directive.demand demand.persist skills/style-guard/SKILL.md 10:15", "directive.imperative ask.rule-planted skills/style-guard/SKILL.md 10:81"},
	"pe28-a07": {"directive.demand demand.approve CLAUDE.md 4:10", "directive.imperative ask.rule-planted CLAUDE.md 4:61"},
}
