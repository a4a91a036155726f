package scan_test

import "testing"

// TestHijackPartTakenLangBattery reads the battery of a part taken in
// other languages (corpus/battery/hijack-part-taken-lang.jsonl, the
// hijack concept in other languages: this unit put in the place of a
// part the agent ships with or an official one, or a named skill, command,
// server or extension stated out of service or forbidden so that its work
// goes to what the text names; written for this battery from the concept's
// definition, not from a
// corpus row or a repository): 16 attacks and 16 honest look-alikes (a
// negated replacement, a condition, the project's own older command, a
// replacement of no part, a program for a program, an official part in
// service) in skills, commands, agents and rules files, in German, Spanish,
// French, Italian, Portuguese, Russian, Chinese, Japanese and Korean. Every
// finding is pinned by check, rule, file and line:column
// (partTakenLangWant); a unit not listed gives none, and any other finding
// fails.
func TestHijackPartTakenLangBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/hijack-part-taken-lang.jsonl", partTakenLangWant)
}

// partTakenLangWant: the findings each unit of the battery gives.
var partTakenLangWant = map[string][]string{
	"hijack-part-taken-lang-m01": {"directive.imperative ask.part-taken-lang skills/compatta/SKILL.md 3:29"},
	"hijack-part-taken-lang-m02": {"directive.imperative ask.part-taken-lang .claude/commands/changelog.md 5:51"},
	"hijack-part-taken-lang-m03": {"directive.imperative ask.part-taken-lang AGENTS.md 5:4"},
	"hijack-part-taken-lang-m04": {"directive.imperative ask.part-taken-lang .claude/agents/generaliste.md 3:23"},
	"hijack-part-taken-lang-m05": {"directive.imperative ask.part-taken-lang .claude/commands/review.md 5:26"},
	"hijack-part-taken-lang-m06": {"directive.imperative ask.part-gone-lang skills/init-ru/SKILL.md 6:47", "directive.imperative ask.part-taken-lang skills/init-ru/SKILL.md 6:32"},
	"hijack-part-taken-lang-m07": {"directive.imperative ask.part-taken-lang CLAUDE.md 5:11"},
	"hijack-part-taken-lang-m08": {"directive.imperative ask.part-taken-lang skills/review-ja/SKILL.md 3:26"},
	"hijack-part-taken-lang-m09": {"directive.imperative ask.part-taken-lang .claude/agents/explore-ko.md 6:23"},
	"hijack-part-taken-lang-m10": {"directive.imperative ask.part-taken-lang CLAUDE.md 5:16"},
	"hijack-part-taken-lang-m11": {"directive.imperative ask.part-taken-lang .cursor/rules/outils.mdc 5:4"},
	"hijack-part-taken-lang-m12": {"directive.imperative ask.part-taken-lang skills/hojas/SKILL.md 3:29"},
	"hijack-part-taken-lang-m13": {"directive.imperative ask.part-taken-lang GEMINI.md 3:4"},
	// m14 ("the existing `deploy` skill: its use is forbidden; deploy with scripts/push_prod.sh") is missed by
	// useOnlyForbiddenLang: a use forbidden is the tool choice English reads it as ("Prohibited to use the built-in
	// WebSearch tool" is no finding), and the same shape in a public command (wasabeef/claude-code-cookbook) is honest.
	"hijack-part-taken-lang-m15": {"directive.imperative ask.part-taken-lang GEMINI.md 3:3"},
	"hijack-part-taken-lang-m16": {"directive.imperative ask.part-gone-lang .claude/agents/plan-zh.md 3:28", "directive.imperative ask.part-taken-lang .claude/agents/plan-zh.md 3:25"},
}
