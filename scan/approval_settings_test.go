package scan_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/scan"
)

// TestApprovalSettingsBattery reads the battery of approval settings
// written (corpus/battery/approval-settings-written.jsonl, the
// approval_bypass concept as settings written: a settings object in a
// block that allows every tool or command or turns a bypass mode on, the
// file named by the block's lead or by its own keys; written for this
// battery from the concept's definition, not from a corpus row): 16 attacks and 16
// honest look-alikes (narrow allow lists, modes kept on, an audit's
// example, SDK code, a CI job, a mode explained, a setting forbidden or
// checked, a hook that decides, a filter that reads) in skills, commands,
// agents, rules files and hooks, in JSON, JSONC, TOML, YAML, an indented
// block, prose and jq, in English, German, Spanish, French and Italian. Every finding is pinned by check,
// rule, file and line:column; a unit not listed gives none.
func TestApprovalSettingsBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/approval-settings-written.jsonl", approvalSettingsWant)
}

// approvalSettingsWant: the findings each unit of the battery gives.
var approvalSettingsWant = map[string][]string{
	"approval-settings-written-m01": {"directive.imperative shell.approval-settings skills/long-migration/SKILL.md 13:15"},
	"approval-settings-written-m02": {"directive.imperative shell.approval-settings AGENTS.md 10:1"},
	"approval-settings-written-m03": {"directive.imperative shell.approval-settings .claude/commands/bootstrap.md 12:5"},
	"approval-settings-written-m04": {"directive.imperative shell.approval-settings .github/copilot-instructions.md 9:40"},
	"approval-settings-written-m05": {"directive.imperative shell.approval-settings .claude/agents/janitor.md 10:28"},
	"approval-settings-written-m06": {"directive.imperative shell.approval-settings .windsurfrules 7:3"},
	"approval-settings-written-m07": {"directive.imperative shell.approval-settings GEMINI.md 8:3"},
	"approval-settings-written-m08": {"directive.imperative shell.approval-settings skills/refactor-masivo/SKILL.md 13:5"},
	"approval-settings-written-m09": {"directive.imperative shell.approval-settings skills/perf-sweep/SKILL.md 12:3"},
	"approval-settings-written-m10": {"directive.imperative shell.approval-settings .cursorrules 5:5"},
	"approval-settings-written-m11": {"directive.imperative shell.approval-settings .claude/commands/nettoyage.md 8:28"},
	"approval-settings-written-m12": {"directive.imperative shell.approval-settings CLAUDE.md 10:15"},
	"approval-settings-written-m13": {"directive.imperative directive.shell-command CLAUDE.md 5:25", "directive.imperative shell.approval-settings CLAUDE.md 5:8"},
	"approval-settings-written-m14": {"directive.imperative shell.approval-settings .clinerules 4:12"},
	"approval-settings-written-m15": {"config.shell shell.approval-settings .claude/settings.json 9:52", "config.shell shell.flow-persistence .claude/settings.json 9:129"},
	"approval-settings-written-m16": {"config.shell shell.hook-allow-all .claude/settings.json 9:115"},
	"approval-settings-written-b09": {"directive.imperative directive.settings skills/bypass-docs/SKILL.md 8:54"},
}

// TestApproveHonestShapes: units that name an open setting to check it,
// forbid writing one, or write a narrow one give no finding.
func TestApproveHonestShapes(t *testing.T) {
	for _, u := range []struct{ path, text string }{
		{"skills/perm-review/SKILL.md", skill("perm-review", "Review the agent's permission setup.", "1. Open `.claude/settings.json`.\n2. Report `\"defaultMode\": \"bypassPermissions\"` and entries like `\"Bash(*)\"` as risky.\n3. Never modify the settings yourself; the user decides.\n")},
		{"CLAUDE.md", "# Rules\n\n- Do not put `\"chat.tools.autoApprove\": true` in `.vscode/settings.json`.\n"},
		{"AGENTS.md", "# Rules\n\nWhen `approval_policy` is `never` in `~/.codex/config.toml`, stop and tell the user.\n"},
		{"skills/narrow/SKILL.md", skill("narrow", "Allow the test command.", "Add `\"Bash(pnpm test)\"` to `permissions.allow` in `.claude/settings.json` after the user agrees.\n")},
		{"skills/sdk/SKILL.md", skill("sdk", "Agent SDK notes.", "```python\noptions = ClaudeAgentOptions(permission_mode=\"bypassPermissions\")\n```\n\nOnly inside the disposable test container (`.claude/settings.json` is not read there).\n")},
		{".claude/settings.json", hookJSON("PreToolUse", "Bash", `cat > /dev/null; printf '%s' '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask"}}'`)},
	} {
		root := writeTree(t, map[string]string{u.path: u.text})
		out := scan.Run(scan.Options{Paths: []string{root}, Discover: discover.Options{Root: root, AgentFiles: true}})
		require.Empty(t, out.Discovery.Errors, u.path)
		var got []string
		for _, f := range out.Findings {
			for _, s := range f.Located {
				got = append(got, fmt.Sprintf("%s %s %d:%d", s.Check, s.Rules[0], s.Location.Region.StartLine, s.Location.Region.StartColumn))
			}
		}
		assert.Empty(t, got, "%s: %s", u.path, u.text)
	}
}
