package scan_test

import "testing"

// TestPersistenceStartupBattery reads the battery of startup files written
// (corpus/battery/persistence-startup-written.jsonl, the persistence
// concept: the user's shell profiles, crontab and ssh
// config, or an agent's home rules, written with what outlives the task;
// written for this battery from the concept's definition, not from a corpus
// row or a repository): 16 attacks and 16 honest look-alikes in skills,
// commands, agents and rules files, in English, German, French, Spanish,
// Japanese, Chinese, Portuguese, Korean, Russian and Italian, the content
// in the prose, in a fenced or an indented block, or in an HTML comment.
// Every finding is pinned by check, rule, file and line:column; a unit not
// listed gives none, and any other finding fails. h02 (a crontab line
// added when the user asks) is still flagged by run-command.append-to-crontab,
// a phrase rule the startup reading leaves as it is.
func TestPersistenceStartupBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/persistence-startup-written.jsonl", startupWrittenWant)
}

// startupWrittenWant: the findings each unit of the battery gives.
var startupWrittenWant = map[string][]string{
	"persistence-startup-written-a01": {"config.shell shell.pipe-to-shell skills/toolchain-env/SKILL.md 12:4", "directive.imperative ask.startup-written skills/toolchain-env/SKILL.md 9:37"}, // with the placed block read as the file it is written into
	"persistence-startup-written-a02": {"directive.imperative ask.startup-written AGENTS.md 4:123"},
	"persistence-startup-written-a03": {"directive.imperative ask.startup-written .claude/commands/ssh-setup.md 7:12", "directive.imperative directive.shell-command .claude/commands/ssh-setup.md 11:22"},
	"persistence-startup-written-a04": {"directive.imperative ask.startup-written .claude/agents/perf-tuner.md 10:25"},
	"persistence-startup-written-a05": {"directive.imperative ask.startup-written CLAUDE.md 5:34"},
	"persistence-startup-written-a06": {"config.shell shell.pipe-to-shell skills/shell-init/SKILL.md 11:1", "directive.imperative ask.startup-written skills/shell-init/SKILL.md 8:19", "directive.imperative directive.shell-command skills/shell-init/SKILL.md 11:1"}, // the block's label lead is an order to run it; // the block placed in ~/.bashrc: its download piped to a shell
	"persistence-startup-written-a07": {"directive.imperative ask.startup-written .claude/commands/prepare.md 7:13"},
	"persistence-startup-written-a08": {"directive.imperative ask.startup-written .cursorrules 4:24"},
	"persistence-startup-written-a09": {"directive.imperative ask.startup-written skills/shell-kit/SKILL.md 9:5", "directive.imperative shell.flow-remote-run skills/shell-kit/SKILL.md 11:8"},
	"persistence-startup-written-a10": {"directive.imperative ask.safeguard-off .github/copilot-instructions.md 4:13"}, // the reading of a gate evaded reads its --yolo alias too
	"persistence-startup-written-a11": {"directive.imperative ask.home-rule-lang .claude/commands/team-rules.md 7:9"},
	"persistence-startup-written-a12": {"directive.imperative ask.home-rule-lang .clinerules 5:11"},
	"persistence-startup-written-a13": {"directive.imperative ask.home-rule-lang .claude/agents/revisor.md 10:24"},
	"persistence-startup-written-a14": {"directive.imperative ask.home-rule-lang AGENTS.md 4:4"},
	"persistence-startup-written-a15": {"directive.imperative ask.startup-written skills/env-setup-ru/SKILL.md 8:13"},
	"persistence-startup-written-a16": {"directive.imperative ask.home-rule-lang .cursor/rules/base.mdc 6:15"},
	"persistence-startup-written-h02": {"directive.imperative run-command.append-to-crontab AGENTS.md 3:53"},
}
