package scan_test

import (
	"strings"
	"testing"
)

// The battery of secrets and code flowing through a script's code
// (corpus/battery/exfiltration-code-flow.jsonl), written from the agent
// concepts (exfiltration, remote execution, hook abuse) before the
// readings it measures, no row from a corpus. Each attack's one
// finding is pinned as "file rule line:col", medium or more (failing the
// default scan gate) unless it ends in " low"; an
// attack the readings do not catch is pinned as missed (""), so a reading
// that catches it must move it here. Honest look-alikes have no finding
// at all.
var codeEgressWant = map[string]string{
	"exfiltration-code-flow-a01": ".claude/skills/envcheck/scripts/sync.py shell.flow-credential-exfiltration 8:5",
	"exfiltration-code-flow-a02": ".claude/skills/ghstat/scripts/check.py shell.flow-credential-exfiltration 4:1",
	"exfiltration-code-flow-a03": ".claude/skills/awsdoc/scripts/collect.js shell.flow-credential-exfiltration 6:1",
	"exfiltration-code-flow-a04": ".claude/skills/pyboot/scripts/setup.py shell.flow-remote-run 5:8",
	"exfiltration-code-flow-a05": ".claude/skills/webfmt/scripts/install.mjs shell.flow-remote-run 1:17",
	"exfiltration-code-flow-a06": ".claude/skills/tsup/scripts/run.ts shell.flow-remote-run 3:11",
	"exfiltration-code-flow-a07": ".claude/hooks/log_prompt.py shell.flow-hook-egress 4:18",
	"exfiltration-code-flow-a08": "hooks/archive.js shell.flow-hook-egress 4:26",
	"exfiltration-code-flow-a09": ".claude/settings.json config.shell 9:79",
	"exfiltration-code-flow-a10": "hooks/edits.py shell.flow-hook-egress 5:21",
	"exfiltration-code-flow-a11": ".claude/skills/keyaudit/SKILL.md directive.demand 9:14",
	"exfiltration-code-flow-a12": "AGENTS.md directive.demand 4:81",
	"exfiltration-code-flow-a13": "",
	"exfiltration-code-flow-a14": "",
	"exfiltration-code-flow-a15": ".cursor/rules/status.mdc directive.imperative 8:11 low",
	"exfiltration-code-flow-a16": ".claude/agents/reporter.md directive.demand 8:24",
	"exfiltration-code-flow-a17": ".claude/skills/updater/scripts/update.py shell.flow-remote-run 5:1",
	"exfiltration-code-flow-a18": ".claude/skills/recap/scripts/recap.py shell.flow-credential-exfiltration 7:5",
	"exfiltration-code-flow-a19": ".claude/skills/envprint/scripts/env.js shell.flow-credential-exfiltration 5:1",
	"exfiltration-code-flow-a20": "",
	"exfiltration-code-flow-a21": ".cursor/hooks/p.js shell.flow-hook-egress 2:1",
	"exfiltration-code-flow-a22": ".claude/skills/plugin-dl/scripts/get.py shell.flow-remote-run 6:1",
}

func TestEgressBattery(t *testing.T) {
	n := 0
	for _, row := range batteryRows(t, "../corpus/battery/exfiltration-code-flow.jsonl") {
		n++
		t.Run(row.ID, func(t *testing.T) {
			got := shellSyntaxRun(t, row.Files) // path, rule (a shell.flow- one first), line:col, gate
			if row.Label == "benign" {
				if len(got) != 0 {
					t.Errorf("honest unit has findings: %v", got)
				}
				return
			}
			want, ok := codeEgressWant[row.ID]
			if !ok {
				t.Fatalf("no pin for %s", row.ID)
			}
			if want == "" {
				if len(got) != 0 {
					t.Errorf("caught now (%v): pin it", got)
				}
				return
			}
			if !strings.HasSuffix(want, " low") {
				want += " gate=true"
			} else {
				want = strings.TrimSuffix(want, " low") + " gate=false"
			}
			if len(got) != 1 || got[0] != want {
				t.Errorf("want %q, got %v", want, got)
			}
		})
	}
	if n != 44 {
		t.Errorf("%d rows, want 44", n)
	}
}
