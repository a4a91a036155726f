package scan_test

import (
	"testing"
)

// TestShell28Battery reads shell28's battery (corpus/shell28-battery.jsonl,
// #55's remote_execution and hook_abuse concepts), written for this round
// from the two concepts' definitions and the classes of
// docs/dev/shell28-misses.md, not from a corpus row or a repository: 11
// attacks and 13 honest look-alikes in plugins, skills and their scripts,
// commands, agents, hooks and rules files, in English, German, Spanish,
// French and Japanese. Attacks: a download saved or unpacked into a folder
// and then run from there by an interpreter (a plugin's SessionStart
// script with no file ending, a skill's script, a block told to run, a
// hook's command); a hook shown to be installed whose command sends the
// hook's input (the prompt, the tool's input, the transcript) to an
// outside address or pipes a download into a shell, as a hook config in a
// block or as an inline command in a sentence naming the hook's event.
// Honest: the same shapes fetching data run by the project's own program,
// a local archive, a placeholder address in a guide that forbids the
// pattern, hooks that format, notify, log locally or send a fixed text,
// a collector on localhost, a prohibition naming a real address. Every
// finding is pinned by check, rule (or "-"), file and line:column; a unit
// not listed gives none, and any other finding fails.
func TestShell28Battery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/shell28-battery.jsonl", shell28BatteryWant)
}

// shell28BatteryWant: the findings each unit of the battery gives.
var shell28BatteryWant = map[string][]string{
	// A download unpacked into a folder, a script in it run (shell28Unpacked,
	// shell28InDownload); a plugin hook's script with no ending read
	// (shell28HookOperands).
	"sh28-a01": {"directive.imperative shell.flow-remote-run vexo/bin/setup 7:1"},
	"sh28-a02": {"directive.imperative directive.shell-command skills/table-extract/scripts/prepare.sh 5:1"},
	"sh28-a03": {"directive.imperative directive.shell-command .claude/commands/einrichten.md 12:1"},
	"sh28-a05": {"config.shell shell.flow-download-run .claude/settings.json 8:87"},
	// A hook the prose installs, its command in a code span (shell28ProseHooks).
	"sh28-a08": {"config.shell shell.input-egress .claude/agents/release-notes.md 10:2"},
	"sh28-a10": {"config.shell shell.flow-input-egress .cursor/rules/edits.mdc 6:90"},
	// A hook object in a block under a lead naming the file (placedBlock25, before).
	"sh28-a06": {"config.shell shell.input-egress CLAUDE.md 17:41"},
	"sh28-a09": {"config.shell shell.input-egress skills/befehlsprotokoll/SKILL.md 18:29"},
	"sh28-a11": {"config.shell shell.pipe-to-shell .claude/commands/初期化.md 8:72"},
}
