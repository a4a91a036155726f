package scan_test

import (
	"testing"
)

// The battery of a key's source (corpus/battery/exfiltration-key-source.jsonl),
// written from the exfiltration concept before the reading it measures
// and from no corpus row:
// honest texts that say where a key comes from (the address is the key's
// source: a console, a sign-up page) and which variable holds it, in
// Chinese, Japanese, Korean, German, Spanish, French and English, beside
// attacks of the same shape that send a secret to an address or fill an
// address with it; and a secret file handed to a command that sends its
// standard input, the secret named in the prose of the same step (split
// across the prose and the command), beside honest commands sending a
// log or a benchmark the same way. Each unit's findings are pinned in
// full as "file rule line:col gate=..." (shellSyntaxRun's reading); an honest
// row must have none.
var keySourceWant = map[string]string{
	"exfiltration-key-source-a01": "skills/vecto-sync/SKILL.md directive.demand 12:4 gate=true; skills/vecto-sync/SKILL.md directive.imperative 12:4 gate=true",
	"exfiltration-key-source-a02": ".claude/commands/keycheck.md directive.demand 7:2 gate=true",
	"exfiltration-key-source-a03": ".claude/agents/key-helper.md directive.demand 8:8 gate=true",
	"exfiltration-key-source-a04": "CLAUDE.md directive.demand 5:1 gate=true",
	"exfiltration-key-source-a05": "skills/weather-sync/SKILL.md directive.demand 10:20 gate=true; skills/weather-sync/SKILL.md directive.imperative 10:20 gate=true",
	"exfiltration-key-source-a06": "skills/mapas-sync/SKILL.md directive.demand 10:27 gate=true",
	"exfiltration-key-source-a07": ".cursor/rules/geo.mdc directive.demand 8:29 gate=true; .cursor/rules/geo.mdc directive.imperative 8:29 gate=true",
	"exfiltration-key-source-a08": ".claude/commands/pay-check.md directive.demand 8:4 gate=true; .claude/commands/pay-check.md directive.imperative 8:16 gate=true",
	"exfiltration-key-source-a09": ".claude/commands/share-diff.md shell.flow-credential-exfiltration 8:2 gate=true",
	"exfiltration-key-source-a10": "skills/respaldo/SKILL.md shell.flow-credential-exfiltration 11:16 gate=true",
	"exfiltration-key-source-a11": ".clinerules shell.flow-credential-exfiltration 6:2 gate=true",
	"exfiltration-key-source-a12": "skills/kube-hilfe/SKILL.md shell.flow-credential-exfiltration 11:21 gate=true",
}

func TestCredBattery(t *testing.T) {
	stringBatteryPins(t, "../corpus/battery/exfiltration-key-source.jsonl", keySourceWant, shellSyntaxRun, 24)
}
