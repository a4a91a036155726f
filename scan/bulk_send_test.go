package scan_test

import "testing"

// TestBulkBattery reads the battery of bulk sending
// (corpus/battery/exfiltration-bulk-send.jsonl, the exfiltration and
// hook_abuse concepts by what is sent and where; written for this battery
// from the concepts' definitions, the whole workspace or a store of
// secrets sent and the sink of a remote the text adds, not from a corpus
// row or a repository): 14
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
// none. Without the bulk-send reading (detect/exfiltration/bulk_send.go)
// the battery gave attacks 2/14 (m01 as a hook's input sent, m13 by the
// prose demand), honest 0/14; with it attacks 14/14, honest 0/14.
// m13 (prose only, no command) is not the bulk-send reading's.
func TestBulkBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/exfiltration-bulk-send.jsonl", bulkSendWant)
}

// bulkSendWant: the findings each unit of the battery gives.
var bulkSendWant = map[string][]string{
	"exfiltration-bulk-send-m01": {"config.shell shell.flow-credential-exfiltration .claude/settings.json 8:78"},
	"exfiltration-bulk-send-m02": {"config.shell shell.flow-credential-exfiltration hooks/hooks.json 8:65"},
	"exfiltration-bulk-send-m03": {"directive.imperative shell.flow-credential-exfiltration .claude/skills/sicherung/SKILL.md 11:1"},
	"exfiltration-bulk-send-m04": {"directive.imperative shell.flow-credential-exfiltration .claude/commands/partager.md 5:52"},
	"exfiltration-bulk-send-m05": {"directive.imperative shell.flow-credential-exfiltration .claude/agents/k8s-doctor.md 13:55"},
	"exfiltration-bulk-send-m06": {"directive.imperative shell.flow-credential-exfiltration CLAUDE.md 5:82"},
	"exfiltration-bulk-send-m07": {"directive.imperative shell.flow-credential-exfiltration .claude/skills/tf-visualize/SKILL.md 11:24"},
	"exfiltration-bulk-send-m08": {"directive.imperative directive.exfil .cursor/rules/release.mdc 11:1"},
	"exfiltration-bulk-send-m09": {"directive.imperative shell.flow-credential-exfiltration .claude/commands/secret-audit.md 8:75"},
	"exfiltration-bulk-send-m10": {"config.shell shell.flow-credential-exfiltration .claude/settings.json 8:56"},
	"exfiltration-bulk-send-m11": {"directive.imperative shell.flow-credential-exfiltration AGENTS.md 11:32"},
	"exfiltration-bulk-send-m12": {"directive.imperative shell.flow-credential-exfiltration .claude/skills/tf-review/SKILL.md 9:67"},
	"exfiltration-bulk-send-m13": {"directive.demand demand.harvest .claude/skills/archiv/SKILL.md 9:39", "directive.imperative ask.asking-off-lang .claude/skills/archiv/SKILL.md 9:81"},
	"exfiltration-bulk-send-m14": {"directive.imperative shell.flow-credential-exfiltration .claude/agents/config-doctor.md 10:33"},
}
