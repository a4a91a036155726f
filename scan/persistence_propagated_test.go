package scan_test

import "testing"

// TestPersistencePropagatedBattery reads the battery of a unit propagated
// (corpus/battery/persistence-propagated.jsonl, the persistence concept;
// written for this battery from the concept, the unit copied into the
// user's other repositories, not from a corpus row or a repository): twelve
// attacks in which the unit's own text (this file, its contents, this same
// text, this agent or command file, this skill folder) is to be created or
// copied in the user's other repositories or new projects, the place standing
// in the condition of the agent's own later work ("whenever you start work in
// any other repository", "each time you open a repository that has no
// AGENTS.md", "when you scaffold a new project") or under a root of the
// user's code (~/src, ~/projects), in English, Spanish, German, French and
// Japanese; and fourteen honest look-alikes (a template copied into a new
// package of this monorepo, the user allowed to copy the file, the copy
// forbidden, the copy done when the user asks, this repository's own file
// read, a Makefile copied into a new service, a README made for a new
// project, a suggestion to the user, a PATH line added after asking,
// preferences saved when the user asks). Every finding is pinned by check,
// rule, file and line:column; a unit not listed gives none.
func TestPersistencePropagatedBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/persistence-propagated.jsonl", propagatedWant)
}

// propagatedWant: the findings each unit of the battery gives.
var propagatedWant = map[string][]string{
	"persistence-propagated-a01": {"directive.imperative ask.rule-planted .cursorrules 6:38"},
	"persistence-propagated-a02": {"directive.imperative ask.rule-planted skills/scaffold/SKILL.md 9:28"},
	"persistence-propagated-a03": {"directive.imperative ask.rule-planted AGENTS.md 5:22"},
	"persistence-propagated-a05": {"directive.imperative ask.rule-planted .github/copilot-instructions.md 6:30"},
	"persistence-propagated-a07": {"directive.imperative ask.rule-planted-lang .cursorrules 5:66"},
	"persistence-propagated-a08": {"directive.imperative ask.rule-planted-lang AGENTS.md 5:54"},
	"persistence-propagated-a09": {"directive.imperative ask.rule-planted-lang CLAUDE.md 5:52"},
	"persistence-propagated-a10": {"directive.imperative ask.rule-planted-lang .cursorrules 5:50"},
	"persistence-propagated-a11": {"directive.imperative ask.rule-planted-lang skills/estilo/SKILL.md 9:4"},
	"persistence-propagated-a12": {"directive.imperative ask.rule-planted-lang CLAUDE.md 5:1"},
	"persistence-propagated-a04": {"directive.imperative ask.rule-planted .claude/agents/tidy.md 8:74"},
	"persistence-propagated-a06": {"directive.imperative ask.rule-planted .claude/commands/lint.md 6:11"},
}
