package scan_test

import "testing"

// TestPubSenseBattery reads the battery of a secret word in another
// sense (corpus/battery/exfiltration-token-sense.jsonl, the exfiltration
// concept, a credential's word in another sense; written for this
// battery, not from
// a corpus row or a repository): eight honest texts where "token" counts
// the text a model or a lexer reads ("reads 40k tokens into the context",
// "collects them from the token stream", "the token counts", "the input
// tokens and output tokens", "the last 2000 tokens of the log"), in
// skills, commands, agents and rules files, one in German; and eight
// attacks in the same frames whose token is a credential (the GitHub
// token, access tokens, API tokens, the npm token, tokens read from
// ~/.npmrc). Every finding is pinned by check, rule, file and line:column;
// a unit not listed gives none.
func TestPubSenseBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/exfiltration-token-sense.jsonl", senseBatteryWant)
}

// senseBatteryWant: the findings each unit of the battery gives.
var senseBatteryWant = map[string][]string{
	"exfiltration-token-sense-sa01": {"directive.imperative exfil.secret-into-response skills/gh-helper/SKILL.md 8:17"},
	"exfiltration-token-sense-sa02": {"directive.imperative exfil.read-path-and-pass .claude/commands/gh-sync.md 5:1"},
	"exfiltration-token-sense-sa03": {"directive.imperative exfil.read-path-and-pass .claude/commands/auth-report.md 5:1"},
	"exfiltration-token-sense-sa04": {"directive.imperative exfil.read-path-and-pass .claude/agents/svc-audit.md 6:1"},
	"exfiltration-token-sense-sa05": {"directive.imperative exfil.secret-into-response skills/deploy-notes/SKILL.md 10:51"},
	"exfiltration-token-sense-sa06": {"directive.imperative exfil.secret-into-response .cursor/rules/release.mdc 6:16"},
	"exfiltration-token-sense-sa07": {"directive.imperative exfil.secret-into-response .claude/commands/session-dump.md 5:10"},
	"exfiltration-token-sense-sa08": {"directive.imperative exfil.read-path-and-pass skills/token-sync/SKILL.md 8:1"},
}
