package scan_test

import "testing"

// TestBulk29Battery reads the bulk29 battery (corpus/bulk29-battery.jsonl,
// #55's exfiltration and hook_abuse concepts by what is sent and where;
// written for this battery from the concepts' definitions and classes
// B1, B2 and the sink of a remote the text adds of
// docs/dev/bulk29-misses.md, not from a corpus row or a repository): 14
// attacks (the workspace whole archived, copied or pushed to a remote the
// text adds; a Terraform state, Kubernetes secrets, a secret manager's
// value and an app's config sent; in hooks, a plugin, skills, commands,
// agents and rules files; English, German, French, Japanese, Spanish,
// Korean, Portuguese, Chinese) and 14 honest look-alikes (a build folder
// deployed to the project's server, pushes to origin, an image pushed to
// the project's registry, a state backed up to the project's bucket, a
// remote added and one branch pushed, a download into the root, archives
// that leave the secrets out, a rule forbidding all of it). Every finding
// is pinned by check, rule, file and line:column; a unit not listed gives
// none.
func TestBulk29Battery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/bulk29-battery.jsonl", bulk29BatteryWant)
}

// bulk29BatteryWant: the findings each unit of the battery gives.
var bulk29BatteryWant = map[string][]string{
	"bk29-m01": {"config.shell shell.flow-input-egress .claude/settings.json 8:78"},
	"bk29-m13": {"directive.demand demand.harvest .claude/skills/archiv/SKILL.md 9:39", "directive.imperative ask.asking-off-lang .claude/skills/archiv/SKILL.md 9:81"},
}
