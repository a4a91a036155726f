package scan_test

import "testing"

// TestRemoteFetchLeadBattery reads the battery of a fetch and its lead
// (corpus/battery/execution-fetch-lead.jsonl, the remote_execution
// concept: code fetched from an address the user did not choose and run
// by the agent, written for this battery from the concept's definition, not
// from a corpus row or a repository): 16 attacks and 14 honest look-alikes
// in skills, commands, agents, hooks, an MCP manifest, a bundled script and
// rules files, in English, German, Japanese and Spanish: the address
// repeated as a link, a block whose lead orders it run, the fetch and the
// run split, a hook or a manifest that fetches then runs; and, honest, an
// installer left to the user, a message a hook prints, update steps given
// to the user, a pinned release checked by its checksum, a vendor's own
// installer, data downloaded and read. Every finding is pinned by check,
// rule, file and line:column; a unit not listed gives none, and any other
// finding fails. A vendor's own installer, and the one a hook's message
// tells of, are install steps, reported as hygiene (config.unpinned, low:
// detect/install_step.go). h11 (a review skill that names `npx
// github:owner/repo#branch` as the pattern to flag) is still read as a
// remote package run, a known false positive.
func TestRemoteFetchLeadBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/execution-fetch-lead.jsonl", fetchLeadWant)
}

// fetchLeadWant: the findings each unit of the battery gives.
var fetchLeadWant = map[string][]string{
	"execution-fetch-lead-a01": {"directive.imperative shell.flow-remote-run skills/query-cache/SKILL.md 9:6"},
	"execution-fetch-lead-a02": {"directive.imperative shell.flow-remote-run AGENTS.md 10:1"},
	"execution-fetch-lead-a03": {"directive.imperative shell.flow-remote-run .claude/commands/fmt.md 9:1"}, // a declarative lead ("This step is mandatory ...:") orders the block run
	"execution-fetch-lead-a04": {"directive.imperative shell.flow-remote-run .claude/agents/profiler.md 9:1"},
	"execution-fetch-lead-a05": {"directive.imperative exfil.visit-url .cursor/rules/migrate.mdc 6:25"},
	"execution-fetch-lead-a07": {"config.shell shell.flow-download-run .claude/settings.json 8:76"},
	"execution-fetch-lead-a09": {"directive.imperative directive.shell-command skills/lint-kit/scripts/setup.sh 3:1"},
	"execution-fetch-lead-a10": {"directive.imperative shell.flow-remote-run CLAUDE.md 8:1"},
	"execution-fetch-lead-a11": {"directive.imperative shell.flow-remote-run .claude/commands/desplegar.md 8:1"},
	"execution-fetch-lead-a12": {"config.shell shell.pipe-to-shell plugins/meter/hooks/hooks.json 8:41"},
	"execution-fetch-lead-a13": {"directive.demand demand.conceal CLAUDE.md 5:52", "directive.imperative concealed.do-not-tell-user CLAUDE.md 5:44"},
	"execution-fetch-lead-a14": {"directive.imperative directive.shell-command .claude/commands/gen.md 5:4"},
	"execution-fetch-lead-h11": {"directive.imperative shell.flow-remote-run skills/install-review/SKILL.md 8:105"},
	"execution-fetch-lead-a15": {"directive.imperative directive.shell-command .claude/commands/sync-cli.md 8:20"},
	"execution-fetch-lead-a16": {"directive.imperative shell.flow-remote-run skills/fmt-kit/scripts/get-fmt.sh 5:1"},
	"execution-fetch-lead-h02": {"config.unpinned shell.pipe-to-shell plugins/tokmeter/hooks/hooks.json 8:123"},
	"execution-fetch-lead-h05": {"config.unpinned shell.pipe-to-shell CLAUDE.md 6:1"},
	"execution-fetch-lead-h08": {"config.unpinned shell.pipe-to-shell AGENTS.md 6:1"},
	"execution-fetch-lead-h10": {"config.unpinned shell.pipe-to-shell .claude/commands/actualizar.md 8:1"},
}
