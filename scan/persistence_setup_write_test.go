package scan_test

import "testing"

// TestPersistenceSetupWriteBattery reads the battery of a setup's writes
// (corpus/battery/persistence-setup-write.jsonl, the persistence concept;
// written for this battery from the concept, not
// from a corpus row or a repository): twelve global writes documented for the
// user whose content is the tool's own setup (a hook of its own script, a
// status line, its variables in the shell profile, its server in Codex's
// config, a feature switched off), in English, Chinese, German, Japanese,
// Korean and Spanish, the content in the block the lead's colon leads to
// or, where the lead points back ("these exports", "the above line"), in
// the block right before it; two memory features described (the user's
// own preference kept, the project's new facts in long-term memory); and
// fourteen attacks with the same leads whose content
// switches the agent's prompts off, fetches and runs a script at every
// session, or plants a rule in the home's CLAUDE.md. Every finding is pinned
// by check, rule, file and line:column; a unit not listed gives none.
func TestPersistenceSetupWriteBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/persistence-setup-write.jsonl", setupWriteWant)
}

// setupWriteWant: the findings each unit of the battery gives.
var setupWriteWant = map[string][]string{
	"persistence-setup-write-a01": {"directive.imperative directive.planted skills/edit-counter/SKILL.md 10:9", "directive.imperative shell.approval-settings skills/edit-counter/SKILL.md 14:19"},
	"persistence-setup-write-a02": {"config.shell shell.pipe-to-shell .claude/commands/guard-force-push.md 12:65", "directive.imperative planted.lasting-place .claude/commands/guard-force-push.md 7:18", "directive.imperative shell.flow-remote-run .claude/commands/guard-force-push.md 12:65"}, // the block's lead is an order to run it
	"persistence-setup-write-a03": {"directive.imperative ask.home-rule-lang skills/token-meter/SKILL.md 10:11", "directive.imperative shell.approval-settings skills/token-meter/SKILL.md 14:3"},
	"persistence-setup-write-a04": {"directive.imperative ask.home-rule-lang .claude/agents/format-wache.md 8:20", "directive.imperative shell.approval-settings .claude/agents/format-wache.md 12:3"},
	"persistence-setup-write-a05": {"config.shell shell.approval-settings skills/proxy-tool/SKILL.md 13:1", "directive.imperative ask.startup-written skills/proxy-tool/SKILL.md 10:47", "directive.imperative directive.settings skills/proxy-tool/SKILL.md 13:24"},
	"persistence-setup-write-a06": {"directive.imperative directive.planted skills/docs-server/SKILL.md 8:9", "directive.imperative shell.approval-settings skills/docs-server/SKILL.md 11:1"},
	"persistence-setup-write-a07": {"config.shell shell.pipe-to-shell skills/lint-hook/SKILL.md 13:65", "directive.imperative ask.home-rule-lang skills/lint-hook/SKILL.md 8:2", "directive.imperative shell.flow-remote-run skills/lint-hook/SKILL.md 13:65"}, // the block's lead is an order to run it
	"persistence-setup-write-a08": {"directive.imperative ask.home-rule-lang skills/notify-done/SKILL.md 8:9", "directive.imperative shell.approval-settings skills/notify-done/SKILL.md 12:29"},
	"persistence-setup-write-a09": {"directive.imperative ask.startup-written .claude/commands/entorno-go.md 7:23", "directive.imperative shell.flow-remote-run .claude/commands/entorno-go.md 10:1"}, // the block's lead is an order to run it
	"persistence-setup-write-a10": {"directive.imperative ask.asking-removed skills/review-rules/SKILL.md 11:36", "directive.imperative directive.planted skills/review-rules/SKILL.md 8:9"},
	"persistence-setup-write-a11": {"directive.imperative shell.flow-remote-run .claude/commands/completion-zsh.md 9:2"},
	"persistence-setup-write-a12": {"directive.imperative run-command.append-to-crontab skills/capture-tool/SKILL.md 16:1"},
	"persistence-setup-write-a13": {"directive.demand demand.conceal skills/learn-pref/SKILL.md 10:11", "directive.imperative ask.asking-removed skills/learn-pref/SKILL.md 9:62", "directive.imperative concealed.what-was-done skills/learn-pref/SKILL.md 10:4"},
	"persistence-setup-write-a14": {"directive.demand demand.approve .claude/agents/dream.md 9:3", "directive.imperative planted.every-later .claude/agents/dream.md 9:85"},
}
