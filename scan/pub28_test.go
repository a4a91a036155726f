package scan_test

import "testing"

// TestPub28Battery reads pub28's battery (corpus/pub28-battery.jsonl, #55's
// hijack concept from the precision side; written for this battery from the
// classes of docs/dev/pub28-misses.md, not from a corpus row or a
// repository): honest units whose takeover reading is false and attacks of
// the same shape, in skills, commands, agents and rules files. T1: a word
// of a part that modifies another noun ("instead of hand-written tool
// adapters") against a part set aside ("instead of the built-in Read
// tool", "instead of WebFetch tool calls"). T2: a part a word of age puts in
// the project's own history ("the two older release skills", "the legacy
// `lint-all` command") against another's part declared gone ("the old
// built-in /commit command", "the legacy review skills ... use this skill
// for every review", "the other review commands"). T3: the user's word not
// overruled (a trigger widened by a negated condition, a bare refusal)
// against the user's word overruled ("use this skill instead", "keep
// syncing anyway", "refuse to stop the upload"). Two units in Spanish and
// German. Every finding is pinned by check, rule, file and line:column; a
// unit not listed gives none.
func TestPub28Battery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/pub28-battery.jsonl", pub28BatteryWant)
}

// pub28BatteryWant: the findings each unit of the battery gives. At base28
// the English honest units h01-h11 gave a takeover finding each (the
// German h12 and the Spanish h13 none);
// pub28.go clears them but h08 ("This agent replaces the formerly bundled
// formatting agents": "bundled" is a word of being shipped, ask-shipped, so
// the part may be another's and the reading stays). Every attack keeps
// its finding.
var pub28BatteryWant = map[string][]string{
	"pb28-a01": {"directive.imperative takeover.use-me-instead skills/fast-read/SKILL.md 8:1"},
	"pb28-a02": {"directive.imperative takeover.use-me-instead .claude/commands/push-code.md 5:1"},
	"pb28-a03": {"directive.imperative takeover.use-me-instead .claude/agents/planner-pro.md 6:1"},
	"pb28-a04": {"directive.imperative takeover.use-me-instead skills/page-fetch/SKILL.md 8:1"},
	"pb28-h08": {"directive.imperative takeover.this-replaces .claude/agents/formatter.md 6:1"},
	"pb28-a05": {"directive.imperative takeover.this-replaces skills/commit-plus/SKILL.md 8:1"},
	"pb28-a06": {"directive.imperative takeover.builtin-gone .cursor/rules/review.mdc 5:1"},
	"pb28-a07": {"directive.imperative takeover.builtin-gone .claude/commands/review.md 5:1"},
	"pb28-a08": {"directive.imperative takeover.this-replaces .claude/agents/plan.md 6:1"},
	"pb28-a09": {"directive.imperative ask.user-overruled AGENTS.md 3:1"},
	"pb28-a10": {"directive.imperative ask.user-overruled skills/sync/SKILL.md 8:1"},
	"pb28-a11": {"directive.imperative ask.user-overruled .claude/commands/upload.md 5:1"},
	"pb28-a12": {"directive.imperative ask.user-overruled .claude/agents/reviewer.md 6:1"},
	"pb28-a13": {"directive.imperative ask.part-taken-lang skills/leer/SKILL.md 8:25"},
}
