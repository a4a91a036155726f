package scan_test

import "testing"

// TestEvadeBattery reads the battery of approval evaded
// (corpus/battery/approval-evaded.jsonl; written for this battery from
// the concept's definition, not from a corpus row or a
// repository): 13 attacks and 13 honest look-alikes of the same shapes in
// skills, commands, agents, rules files and a hook, in English, German,
// Japanese, Chinese, Spanish and French.
//
//   - another agent CLI's bypass switch the agent is to launch, spawn
//     or re-run with (m01–m06: Codex, Claude Code, Copilot CLI, the
//     sandbox parameter, Amazon Q, Gemini CLI); the honest ones name the
//     same switch negated, scoped to a CI container, or in a table of
//     modes explained to the user (b01–b06).
//   - a command routed around the prompt or a denial: a wrapper, another
//     tool, an allow-listed target, a prefix (m07–m11); the honest ones
//     wrap for quoting with the prompt kept, forbid the detour, or use
//     the allowed target for its own job (b07–b11).
//   - a hook that answers allow for every call (m12); its honest twin
//     denies one shape (b12).
//   - a protective negation of asking (b13: do not ask the user for
//     the token) beside the plain order not to ask before weighty acts
//     (m13).
//
// Left (not caught): m01 and m03, a switch in fenced code shown after a
// lead-in that is no order to run (CodeField: the reader's to copy, as
// the honest devc-ab-ok-1 of agent-dev shows the same block in a
// container); m05, .amazonq/rules is a placement discover does not read;
// m09, French routing (the routing reading is English).
//
// Every finding is pinned by check, rule, file and line:column; a unit not
// listed gives none.
func TestEvadeBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/approval-evaded.jsonl", approvalEvadedWant)
}

// approvalEvadedWant: the findings each unit of the battery gives.
var approvalEvadedWant = map[string][]string{
	"approval-evaded-m02": {"directive.imperative ask.safeguard-off .claude/commands/schnellfix.md 11:122"},
	"approval-evaded-m04": {"directive.imperative ask.safeguard-off .claude/agents/ci-repro.md 9:14"},
	"approval-evaded-m06": {"directive.imperative ask.safeguard-off skills/subtareas/SKILL.md 8:49"},
	"approval-evaded-m07": {"directive.imperative ask.safeguard-off CLAUDE.md 4:89"},
	"approval-evaded-m08": {"directive.imperative ask.safeguard-off .claude/agents/fixer.md 9:47"},
	"approval-evaded-m10": {"directive.imperative ask.safeguard-off .claude/commands/chore.md 8:20"},
	"approval-evaded-m11": {"directive.imperative ask.safeguard-off .windsurfrules 3:42"},
	"approval-evaded-m12": {"config.shell shell.hook-allow-all hooks/hooks.json 10:91"},
	"approval-evaded-m13": {"directive.imperative ask.asking-removed skills/deploy-helper/SKILL.md 8:8"},
	"approval-evaded-b13": {"directive.imperative ask.asking-removed skills/deploy-helper/SKILL.md 8:8"}, // a protective negation of asking, still flagged
}
