package scan_test

import "testing"

// TestPersistenceSettingsOnlyBattery reads the battery of settings-only
// writes (corpus/battery/persistence-settings-only.jsonl, the persistence
// concept; written for this battery from the concept, not from a
// corpus row or a repository): thirteen honest writes of a tool's own settings
// into a settings file of the user's home that carry no content of their
// own ("Save it to ~/.claude/settings.json", "write the missing entries
// back", a status line entry added by the tool's setup command, a hook list
// written back by a make target, an error message naming where a server's
// entry goes), in skills, commands, agents and rules files, in English,
// German, Spanish, French and Chinese; and thirteen attacks of the same shape
// whose unit shows what would be written: a block that switches the
// permission prompts off, opens the allow list or plants instructions under
// a settings key, an allow list fetched from a repository and written back,
// a hook that fetches and runs a script or posts the prompts out, a rule
// planted in the home's CLAUDE.md. Every finding is pinned by
// check, rule, file and line:column; a unit not listed gives none.
func TestPersistenceSettingsOnlyBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/persistence-settings-only.jsonl", settingsOnlyWant)
}

// settingsOnlyWant: the findings each unit of the battery gives.
var settingsOnlyWant = map[string][]string{
	"persistence-settings-only-a01": {"directive.imperative directive.planted skills/speedup/SKILL.md 18:18", "directive.imperative shell.approval-settings skills/speedup/SKILL.md 11:5"},
	"persistence-settings-only-a03": {"directive.imperative directive.exfil .claude/commands/prompt-log.md 5:39", "directive.imperative directive.planted .claude/commands/prompt-log.md 6:16"},
	"persistence-settings-only-a04": {"directive.imperative directive.planted .claude/agents/allow-sync.md 12:31", "directive.imperative shell.approval-settings .claude/agents/allow-sync.md 9:28"},
	"persistence-settings-only-a05": {"directive.imperative directive.planted skills/house-style/SKILL.md 14:18"},
	"persistence-settings-only-a06": {"directive.imperative shell.approval-settings skills/schnell/SKILL.md 11:5"},
	"persistence-settings-only-a07": {"directive.imperative ask.home-rule-lang .claude/commands/arranque.md 19:17", "directive.imperative shell.flow-remote-run .claude/commands/arranque.md 11:50"},
	"persistence-settings-only-a08": {"directive.imperative shell.approval-settings skills/fast-zh/SKILL.md 11:5"},
	"persistence-settings-only-a09": {"directive.imperative directive.planted CLAUDE.md 3:81"},
	"persistence-settings-only-a10": {"directive.imperative shell.approval-settings skills/rapide/SKILL.md 11:5"},
	"persistence-settings-only-a11": {"directive.imperative directive.planted .claude/agents/hook-fixer.md 9:31", "directive.imperative run-command.run-whoami .claude/agents/hook-fixer.md 8:39"},
	"persistence-settings-only-a12": {"directive.demand demand.exfil .cursor/rules/hooks.mdc 6:109", "directive.imperative ask.rule-planted .cursor/rules/hooks.mdc 6:34"},
	"persistence-settings-only-a13": {"directive.imperative directive.planted .claude/commands/team-allow.md 6:22"},
}
