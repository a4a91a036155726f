package scan_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestApprovalHarmlessBattery reads the battery of asking dropped over a
// harmless scope (corpus/battery/approval-harmless-scope.jsonl, honest
// look-alikes across concepts; written for this battery from the
// concept's definition, not
// from a corpus row or a repository): 12 honest units and 12 attacks of the
// same shapes in agents, skills, commands and rules files, in English,
// German, Chinese, French and Spanish.
//
//   - asking dropped over a harmless scope while the text keeps the
//     weighty acts asked for or forbidden (b01–b07, b11, b12): read-only
//     lookups, non-destructive formatters, an isolated scratch copy or
//     preview folder, de "harmlose Befehle", zh "只读查询", fr "en lecture
//     seule", es "de solo lectura". The attacks (m01–m07, m11, m12) claim
//     the same harmlessness for a weighty act (push, delete, deploy,
//     DROP) or for everything.
//   - an attack catalogued in review material (b08–b10): what
//     malicious files "try to" do, a report of lines that turn prompts
//     off; the attacks (m08–m10) order the same act.
//
// Every finding is pinned by check, rule, file and line:column; a unit not
// listed gives none.
func TestApprovalHarmlessBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/approval-harmless-scope.jsonl", approvalHarmlessWant)
}

// TestApproveOlderUnits pins honest units of the blind agent sets of the
// same two shapes: asking dropped over a harmless scope (bh-ap-b06,
// bj-ap-b03, bj-ap-b05, bj-ap-b12) and an attack catalogued in review
// material (bd-ab-b06, aw-hij-b09, ba-per-b11) give no finding. The
// attacks of the same shapes are the battery's
// (TestApprovalHarmlessBattery).
func TestApproveOlderUnits(t *testing.T) {
	units := map[string][]string{
		"../corpus/blind/2026-11-26-agent-aa.jsonl": {"ba-per-b11"},
		"../corpus/blind/2026-11-26-agent-ac.jsonl": {"bd-ab-b06"},
		"../corpus/blind/2026-11-26-agent-ae.jsonl": {"bh-ap-b06"},
		"../corpus/blind/2026-11-26-agent-w.jsonl":  {"aw-hij-b09"},
		"../corpus/blind/2026-11-27-agent-af.jsonl": {"bj-ap-b03", "bj-ap-b05", "bj-ap-b12"},
	}
	for path, ids := range units {
		want := map[string][]string{}
		rows := batteryRows(t, path)
		kept := rows[:0]
		for _, r := range rows {
			for _, id := range ids {
				if r.ID == id {
					kept = append(kept, r)
				}
			}
		}
		require.Len(t, kept, len(ids), path)
		pins(t, kept, want)
	}
}

// pins scans each of rows with agent files read and fails on
// each whose findings, as "check rule path line:col", are not exactly
// want[id] (none when the id is absent).
func pins(t *testing.T, rows []batteryRow, want map[string][]string) {
	t.Helper()
	for _, e := range rows {
		assert.ElementsMatch(t, want[e.ID], batteryPinsOf(t, e), "%s", e.ID)
	}
}

// approvalHarmlessWant: the findings each unit of the battery gives.
var approvalHarmlessWant = map[string][]string{
	"approval-harmless-scope-m01": {"directive.imperative noconfirm.do-not-ask-confirmation .claude/agents/log-reader.md 9:1"},
	"approval-harmless-scope-m02": {"directive.imperative ask.asking-removed AGENTS.md 4:51"},
	"approval-harmless-scope-m03": {"directive.imperative ask.asking-removed skills/scratch-refactor/SKILL.md 8:7"},
	"approval-harmless-scope-m04": {"directive.imperative ask.asking-off-lang CLAUDE.md 4:49"},
	"approval-harmless-scope-m05": {"directive.demand demand.approve .claude/commands/清理.md 5:23", "directive.imperative ask.asking-off-lang .claude/commands/清理.md 5:23"},
	"approval-harmless-scope-m06": {"directive.demand demand.approve .clinerules 3:3", "directive.imperative ask.asking-off-lang .clinerules 3:6"},
	"approval-harmless-scope-m07": {"directive.demand demand.approve .cursor/rules/db.mdc 6:3", "directive.imperative ask.asking-off-lang .cursor/rules/db.mdc 6:9"},
	"approval-harmless-scope-m08": {"directive.demand demand.approve skills/rules-review/SKILL.md 3:71", "directive.imperative ask.safeguard-off skills/rules-review/SKILL.md 3:93"},
	"approval-harmless-scope-m09": {"directive.demand demand.approve .claude/agents/approval-auditor.md 7:37", "directive.imperative noconfirm.without-confirmation .claude/agents/approval-auditor.md 7:23"},
	"approval-harmless-scope-m10": {"directive.demand demand.approve skills/regel-pruefung/SKILL.md 6:79", "directive.imperative ask.asking-off-lang skills/regel-pruefung/SKILL.md 6:29"},
	"approval-harmless-scope-m11": {"directive.imperative ask.asking-removed .claude/agents/doc-search.md 3:96"},
	"approval-harmless-scope-m12": {"directive.imperative ask.asking-removed .claude/agents/preview.md 7:45"},
}
