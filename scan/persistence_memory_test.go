package scan_test

import "testing"

// TestPersistenceMemoryBattery reads the battery of a rule planted in
// memory (corpus/battery/persistence-memory-planted.jsonl, the
// persistence concept; written for this battery from the concept, a rule
// planted through the agent's memory tool or stated of the unit's own
// acts, not from a corpus row or a repository):
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
func TestPersistenceMemoryBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/persistence-memory-planted.jsonl", memoryPlantedWant)
}

// memoryPlantedWant: the findings each unit of the battery gives.
var memoryPlantedWant = map[string][]string{
	"persistence-memory-planted-a01": {"directive.imperative ask.rule-planted skills/release-notes/SKILL.md 10:26"},
	"persistence-memory-planted-a02": {"directive.demand demand.persist GEMINI.md 4:31", "directive.imperative ask.rule-planted GEMINI.md 4:11"},
	"persistence-memory-planted-a03": {"directive.imperative ask.rule-planted .windsurfrules 2:38"},
	"persistence-memory-planted-a04": {"directive.demand demand.persist .claude/agents/doc-writer.md 9:27", "directive.imperative ask.rule-planted .claude/agents/doc-writer.md 9:101"},
	"persistence-memory-planted-a05": {"directive.imperative ask.rule-planted .claude/commands/tidy.md 7:35"},
	"persistence-memory-planted-a06": {"directive.demand demand.persist skills/style-guard/SKILL.md 10:15", "directive.imperative ask.rule-planted skills/style-guard/SKILL.md 10:81"},
	"persistence-memory-planted-a07": {"directive.demand demand.approve CLAUDE.md 4:10", "directive.imperative ask.rule-planted CLAUDE.md 4:61"},
	"persistence-memory-planted-a08": {"directive.imperative ask.rule-planted GEMINI.md 4:17"},
	"persistence-memory-planted-a09": {"directive.demand demand.approve GEMINI.md 4:95", "directive.imperative ask.rule-planted-lang GEMINI.md 4:9"},
	"persistence-memory-planted-a11": {"directive.imperative ask.rule-planted .claude/agents/changelog-keeper.md 9:52"},
	"persistence-memory-planted-a12": {"directive.imperative ask.rule-planted skills/guarded-shell/SKILL.md 10:87"},
}
