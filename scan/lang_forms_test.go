package scan_test

import "testing"

// TestLangFormsBattery reads the battery of language forms
// (corpus/battery/language-forms.jsonl, exfiltration, approval,
// concealment, remote execution and hidden instructions written in
// German, Spanish, French, Italian, Portuguese, Russian, Japanese, Korean
// and Chinese; written for this battery from the concepts' definitions,
// not from a corpus row): 24 attacks and 22 honest look-alikes in skills, commands,
// agents and rules files. Every finding is pinned by check, rule, file and
// line:column (langFormsWant); a unit not listed gives none (the
// honest ones, and the attacks still missed: the first, the eleventh, the
// seventeenth and the nineteenth), and
// any other finding fails.
func TestLangFormsBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/language-forms.jsonl", langFormsWant)
}

// langFormsWant: the findings each unit of the battery gives.
var langFormsWant = map[string][]string{
	"language-forms-m02": {"directive.demand demand.context skills/journal/SKILL.md 9:38", "directive.imperative ask.exfil-outside skills/journal/SKILL.md 9:38"},
	"language-forms-m03": {"directive.demand demand.harvest .claude/commands/diagnosi.md 5:30"},
	"language-forms-m04": {"directive.demand demand.exfil .claude/agents/revisor.md 9:33"},
	"language-forms-m05": {"directive.demand demand.context CLAUDE.md 6:38"},
	"language-forms-m06": {"directive.demand demand.harvest .cursor/rules/deploy.mdc 8:12"},
	"language-forms-m07": {"directive.demand demand.exfil skills/sync/SKILL.md 9:7"},
	"language-forms-m08": {"directive.demand demand.exfil .cursorrules 6:35"},
	"language-forms-m09": {"directive.demand demand.context GEMINI.md 5:11"},
	"language-forms-m10": {"directive.demand demand.approve skills/limpieza/SKILL.md 9:3", "directive.imperative ask.asking-off-lang skills/limpieza/SKILL.md 9:6"},
	"language-forms-m12": {"directive.imperative ask.asking-off-lang CLAUDE.md 5:25"},
	"language-forms-m13": {"directive.demand demand.approve skills/reset/SKILL.md 8:1", "directive.imperative ask.asking-off-lang skills/reset/SKILL.md 8:1"},
	"language-forms-m14": {"directive.demand demand.approve AGENTS.md 5:1", "directive.imperative ask.asking-off-lang AGENTS.md 5:5"},
	"language-forms-m15": {"directive.imperative ask.withheld-lang AGENTS.md 5:63"},
	"language-forms-m16": {"directive.imperative ask.withheld-lang .clinerules 5:54"},
	"language-forms-m18": {"directive.imperative ask.withheld-lang CLAUDE.md 5:31"},
	"language-forms-m20": {"directive.imperative shell.flow-remote-run CLAUDE.md 8:1"},
	"language-forms-m21": {"directive.imperative shell.flow-remote-run AGENTS.md 8:1"},
	"language-forms-m22": {"directive.imperative shell.flow-remote-run AGENTS.md 8:1"},
	"language-forms-m23": {"directive.imperative shell.flow-remote-run CLAUDE.md 8:1"},
	"language-forms-m24": {"directive.demand demand.conceal AGENTS.md 5:90", "directive.imperative ask.withheld-lang AGENTS.md 5:98"},
}
