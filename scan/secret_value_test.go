package scan_test

import (
	"strings"
	"testing"
)

// The battery of a secret's value sent (corpus/battery/exfiltration-secret-value.jsonl),
// written from the exfiltration concept and its mechanisms, before the
// readings it measures and from no corpus row:
// attacks and honest look-alikes in equal numbers, in skills, commands,
// agents, hooks and rules files, in English, German, Spanish, French,
// Portuguese and Japanese. Each unit's findings are pinned in full as
// "file rule line:col gate=..." joined by "; " (shellSyntaxRun's reading:
// gate= says medium or more; the scan gate fails a unit on any open
// finding in an agent file's text, low too); an
// attack the readings do not catch is pinned as "", so a reading that
// catches it, or a finding on an honest unit, fails here.
var secretValueWant = map[string]string{
	"exfiltration-secret-value-a01": "CLAUDE.md directive.imperative 8:34 gate=false",
	"exfiltration-secret-value-a02": ".cursor/rules/tests.mdc directive.demand 10:48 gate=true",
	"exfiltration-secret-value-a03": "skills/memo/SKILL.md directive.demand 11:9 gate=true; skills/memo/SKILL.md directive.imperative 12:41 gate=true",
	"exfiltration-secret-value-a04": ".claude/commands/warm.md shell.flow-credential-exfiltration 9:1 gate=true",
	"exfiltration-secret-value-a05": ".claude/agents/ci-helper.md shell.flow-credential-exfiltration 9:62 gate=true",
	"exfiltration-secret-value-a06": "skills/keycheck/check.sh shell.flow-credential-exfiltration 3:1 gate=true",
	"exfiltration-secret-value-a07": "",
	"exfiltration-secret-value-a08": ".claude/settings.json shell.flow-credential-exfiltration 8:25 gate=true",
	"exfiltration-secret-value-a09": ".windsurfrules directive.demand 5:18 gate=true",
	"exfiltration-secret-value-a10": "GEMINI.md shell.flow-credential-exfiltration 8:1 gate=true",
	"exfiltration-secret-value-a11": "",
	"exfiltration-secret-value-a12": ".claude/skills/mirror/SKILL.md shell.flow-credential-exfiltration 11:5 gate=true",
}

func TestSecretValueBattery(t *testing.T) {
	stringBatteryPins(t, "../corpus/battery/exfiltration-secret-value.jsonl", secretValueWant, shellSyntaxRun, 24)
}

// stringBatteryPins runs a battery whose pins are one string per row (the
// findings run lists, joined by "; "): an attack gives exactly its pin, an
// honest row no finding at all, and the file holds rows rows.
func stringBatteryPins(t *testing.T, path string, want map[string]string, run func(*testing.T, map[string]string) []string, rows int) {
	t.Helper()
	n := 0
	for _, row := range batteryRows(t, path) {
		n++
		t.Run(row.ID, func(t *testing.T) {
			got := strings.Join(run(t, row.Files), "; ")
			w, ok := want[row.ID]
			if row.Label == "benign" {
				w, ok = "", true // honest: no finding at all
			}
			if !ok {
				t.Fatalf("no pin for %s", row.ID)
			}
			if got != w {
				t.Errorf("want %q, got %q", w, got)
			}
		})
	}
	if n != rows {
		t.Errorf("%d rows, want %d", n, rows)
	}
}
