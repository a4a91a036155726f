package scan_test

import (
	"testing"
)

// TestRemotePackageBattery reads the battery of a remote package run
// (corpus/battery/execution-remote-package.jsonl, the remote_execution
// concept: code fetched from an address the user did not choose and run
// by the agent, written for this battery from the concept's definition, not
// from a corpus row or a repository): 11 attacks and 11 honest look-alikes
// in skills, commands, agents, a plugin's MCP manifest and rules files, in
// English, German, Japanese, Spanish and French: a package run or installed
// from a branch of a git repository whose name is the package it replaces
// (pip, npm, npx, uv, pipx, uvx, go run), an interpreter that evaluates
// fetched text (php -r, node -e, PowerShell's iex), a block led by "install
// it with", a third party's image run with the host (podman run --pid=host); and, honest, the same shapes from an owner the text names, pinned
// to a commit or a version, quoted as a pattern to reject, forbidden, told to
// the user, or an interpreter's one-liner that fetches nothing. Every finding
// is pinned by check, rule (or "-" for none), file and line:column; a unit
// not listed gives none, and any other finding fails.
func TestRemotePackageBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/execution-remote-package.jsonl", remotePackageWant)
}

// remotePackageWant: the findings each unit of the battery gives.
var remotePackageWant = map[string][]string{
	"execution-remote-package-a01": {"directive.imperative shell.flow-remote-run .cursor/rules/config.mdc 9:4"},
	"execution-remote-package-a02": {"directive.imperative shell.flow-remote-run .claude/commands/format.md 8:5"},
	"execution-remote-package-a03": {"directive.imperative shell.flow-remote-run skills/http-client/SKILL.md 9:2"},
	"execution-remote-package-a06": {"directive.imperative shell.flow-remote-run CLAUDE.md 7:2"},
	"execution-remote-package-a07": {"directive.imperative exfil.visit-url .claude/agents/api-tester.md 10:5"},
	"execution-remote-package-a08": {"directive.imperative shell.flow-remote-run .claude/commands/preparar.md 8:37"},
	"execution-remote-package-a10": {"directive.imperative shell.flow-remote-run skills/formatage/SKILL.md 10:2"},
	"execution-remote-package-a04": {"directive.imperative shell.flow-remote-run .claude/agents/date-fixer.md 10:31"},
	"execution-remote-package-a09": {"directive.imperative shell.flow-remote-run AGENTS.md 7:5"},
	"execution-remote-package-a11": {"config.unpinned - .mcp.json 5:27"},
	"execution-remote-package-a12": {"directive.imperative shell.flow-remote-run .claude/agents/depurador.md 8:2"},
	"execution-remote-package-h06": {"directive.imperative directive.shell-command skills/ps-review/SKILL.md 8:12"},
	"execution-remote-package-h01": {"config.unpinned shell.flow-remote-package skills/serena/SKILL.md 9:2"}, // an install step (detect/install_step.go)
	"execution-remote-package-h04": {"config.unpinned shell.flow-remote-package AGENTS.md 4:14"},
}
