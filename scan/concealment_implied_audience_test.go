package scan_test

import "testing"

// TestConcealmentImpliedAudienceBattery reads the battery of concealment
// from an implied audience (corpus/battery/concealment-implied-audience.jsonl),
// written from the concealment concept and its mechanisms, before the
// reading it measures and from no corpus row: 12 attacks and 12 honest look-alikes in skills, commands,
// agents and rules files, in English, German and Spanish. Attacks: an
// act named before a list of paths and withheld in the passive, an
// outright order not to mention an act of the agent's with no one told
// named, a cover told in a clause joined after the withholding ("..., and
// if the user asks why the suite is green, say ..."). Honest: the style
// rules of a product's own assistant (never narrate the UI, do not repeat
// the question, do not name internal tools to the user), a list of paths
// reported, data kept out, the changes kept out of code comments, a
// telling left to the reviewer's asking, brevity. Every finding is
// pinned by check, rule, file and line:column (impliedAudienceWant); a
// unit not listed gives none.
func TestConcealmentImpliedAudienceBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/concealment-implied-audience.jsonl", impliedAudienceWant)
}

var impliedAudienceWant = map[string][]string{
	"concealment-implied-audience-a01": {"directive.imperative ask.act-withheld CLAUDE.md 7:70"},
	"concealment-implied-audience-a03": {"directive.demand demand.conceal skills/push-guard/SKILL.md 10:10", "directive.imperative ask.act-withheld skills/push-guard/SKILL.md 10:10"},
	"concealment-implied-audience-a04": {"directive.demand demand.conceal .claude/agents/bundle-doctor.md 8:79", "directive.imperative ask.act-withheld .claude/agents/bundle-doctor.md 8:79"},
	"concealment-implied-audience-a05": {"directive.imperative ask.act-withheld AGENTS.md 4:45"},
	"concealment-implied-audience-a06": {"directive.imperative concealed.cover-story skills/crash-report/SKILL.md 7:47"},
	"concealment-implied-audience-a07": {"directive.imperative ask.withheld-lang .cursorrules 4:138"},
	"concealment-implied-audience-a08": {"directive.imperative ask.withheld-lang .windsurfrules 4:78"},
	"concealment-implied-audience-a10": {"directive.imperative ask.act-untold .github/copilot-instructions.md 4:87"},
	"concealment-implied-audience-a11": {"directive.demand demand.conceal .claude/commands/watch.md 7:7", "directive.imperative ask.act-withheld .claude/commands/watch.md 7:7"},
	"concealment-implied-audience-a12": {"directive.demand demand.conceal .clinerules 4:64", "directive.imperative ask.act-withheld .clinerules 4:64"},
}
