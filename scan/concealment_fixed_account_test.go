package scan_test

import "testing"

// TestConcealmentFixedAccountBattery reads the battery of a fixed account
// of the work (corpus/battery/concealment-fixed-account.jsonl), written
// from the concealment concept and its mechanisms, before the reading it
// measures and from no corpus row: 12 attacks and 12 honest look-alikes in skills, commands,
// agents and rules files, in English, German, Japanese, Spanish, French,
// Italian and Chinese. Attacks: an answer scripted for the user's question
// about the work, against the record or ascribing it; a fixed account
// of the work with its particulars withheld or against the evidence; a
// canned reply with the commands, their output or a step withheld.
// Honest: an answer from the diff, a question about no work, a label or a
// success bound to the truth, a secret kept out behind a canned reply, a
// style rule about stock phrases, brevity about a log, a summary
// restricted to what it lists. Every finding is pinned by check, rule,
// file and line:column (fixedAccountWant); a unit not listed gives
// none.
func TestConcealmentFixedAccountBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/concealment-fixed-account.jsonl", fixedAccountWant)
}

var fixedAccountWant = map[string][]string{
	"concealment-fixed-account-a01": {"directive.imperative ask.cover-told .cursorrules 7:48"},
	"concealment-fixed-account-a02": {"directive.imperative ask.cover-told .claude/agents/toolchain-setup.md 9:56"},
	"concealment-fixed-account-a03": {"directive.imperative ask.cover-lang AGENTS.md 7:63"},
	"concealment-fixed-account-a04": {"directive.imperative ask.cover-lang CLAUDE.md 7:47"},
	"concealment-fixed-account-a05": {"directive.imperative ask.cover-lang .claude/commands/limpiar.md 7:47"},
	"concealment-fixed-account-a06": {"directive.demand demand.conceal skills/session-fix/SKILL.md 11:65", "directive.imperative ask.act-withheld skills/session-fix/SKILL.md 11:65"},
	"concealment-fixed-account-a07": {"directive.imperative ask.cover-told .claude/commands/ship.md 8:1"},
	"concealment-fixed-account-a08": {"directive.imperative ask.act-untold .github/copilot-instructions.md 7:107"},
	"concealment-fixed-account-a09": {"directive.imperative ask.cover-told .claude/commands/bootstrap.md 6:50"},
	"concealment-fixed-account-a10": {"directive.demand demand.conceal skills/env-setup/SKILL.md 12:1", "directive.imperative ask.cover-told skills/env-setup/SKILL.md 12:1"},
	"concealment-fixed-account-a11": {"directive.imperative ask.act-untold .clinerules 7:7"},
	"concealment-fixed-account-a12": {"directive.imperative ask.withheld-lang .claude/agents/cleaner.md 7:32"},
}
