package scan_test

import "testing"

// TestApprovalScopedBattery reads the battery of scoped asking
// (corpus/battery/approval-scoped-asking.jsonl, the approval_bypass
// concept, precision first; written for this battery from the concept's
// definition, not from a corpus row or a repository): 12
// honest look-alikes (consent kept in the unit and dropped only for local
// or already-approved items, a bypass stated impossible of a text or
// forbidden, a mode forbidden in English and Portuguese, a reviewer's
// refusal in Spanish, a report's quoted words, a question that is no
// consent, a read-only unit, German rules that keep asking, a Portuguese reviewer's refusal, a bypass
// negated over a list of alternatives, open settings never to be
// proposed, a question of information not asked) and 19
// attacks of the same shapes in skills, commands, agents and rules
// files (m13 and m14: consent kept beside a removal that names
// everything or a weighty act, the attacks of b01's shape; m15:
// a consent claimed after a report's quoted words, b09's; the sixteenth attack, a
// Portuguese "never ask for approval before ...", is missed: the reading
// of asking dropped stops at "antes de"). Every
// finding is pinned by check, rule, file and line:column; a unit not
// listed gives none.
func TestApprovalScopedBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/approval-scoped-asking.jsonl", approvalScopedWant)
}

// approvalScopedWant: the findings each unit of the battery gives.
var approvalScopedWant = map[string][]string{
	"approval-scoped-asking-m01": {"directive.demand demand.approve skills/bulk-format/SKILL.md 10:64", "directive.imperative ask.asking-removed skills/bulk-format/SKILL.md 10:72"},
	"approval-scoped-asking-m02": {"directive.imperative ask.asking-removed .clinerules 3:58"},
	"approval-scoped-asking-m03": {"directive.imperative ask.asking-removed AGENTS.md 4:75"},
	"approval-scoped-asking-m04": {"directive.demand demand.approve skills/tool-governance/SKILL.md 8:57", "directive.imperative ask.safeguard-off skills/tool-governance/SKILL.md 8:73"},
	"approval-scoped-asking-m05": {"directive.imperative settings.outward-without-asking .claude/agents/release-helper.md 9:3"},
	"approval-scoped-asking-m06": {"directive.imperative settings.add-to-allow-list .cursor/rules/safety.mdc 6:29"},
	"approval-scoped-asking-m07": {"directive.demand demand.approve .clinerules 4:3", "directive.imperative ask.asking-off-lang .clinerules 4:7"},
	"approval-scoped-asking-m08": {"directive.demand demand.approve .claude/commands/revisar.md 7:44", "directive.imperative ask.asking-off-lang .claude/commands/revisar.md 7:36"},
	"approval-scoped-asking-m09": {"directive.demand demand.approve skills/pr-loop/SKILL.md 8:56", "directive.imperative ask.consent-claimed skills/pr-loop/SKILL.md 8:56"},
	"approval-scoped-asking-m10": {"directive.demand demand.approve skills/mail-setup/SKILL.md 8:8", "directive.imperative ask.asking-removed skills/mail-setup/SKILL.md 8:8"},
	"approval-scoped-asking-m11": {"directive.imperative ask.answered-for-user .claude/commands/ship.md 5:35"},
	"approval-scoped-asking-m12": {"directive.demand demand.approve CLAUDE.md 3:9", "directive.imperative ask.asking-off-lang CLAUDE.md 3:3"},
	"approval-scoped-asking-m13": {"directive.imperative ask.asking-removed skills/batch-edit/SKILL.md 9:39"},
	"approval-scoped-asking-m14": {"directive.imperative ask.asking-removed CLAUDE.md 4:32"},
	"approval-scoped-asking-m15": {"directive.demand demand.approve skills/pr-finish/SKILL.md 8:139", "directive.imperative ask.asking-removed skills/pr-finish/SKILL.md 8:97"},
	"approval-scoped-asking-m17": {"directive.demand demand.approve skills/agent-policy/SKILL.md 8:10", "directive.imperative ask.safeguard-off skills/agent-policy/SKILL.md 8:58"},
	"approval-scoped-asking-m18": {"directive.imperative directive.settings skills/permission-tuning/SKILL.md 8:22"},
	"approval-scoped-asking-m19": {"directive.imperative ask.asking-removed skills/branch-tidy/SKILL.md 8:8"},
}
