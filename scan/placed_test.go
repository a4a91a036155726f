package scan_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/scan"
)

// The battery of text placed where the agent acts on it
// (corpus/battery/reach-placed-block.jsonl), written from the ways text
// is placed, before the readings it measures and from no corpus row: a
// fenced block whose lead names the file it
// belongs in (agent settings, a hooks file, an MCP config, a shell startup
// file), a Markdown file a skill points to, a script a hook runs by a
// quoted, nested or extensionless path; attacks and honest look-alikes in
// equal numbers, in skills, commands, agents, hooks and rules files, in
// English, German, Spanish, French, Portuguese and Japanese. Each unit's
// findings are pinned in full as "file rule line:col tier med=..." joined
// by "; " (med= says medium or more; the scan gate fails a unit on any open
// finding in an agent file's text, low too, and on a config's high); no
// finding may be hard (a block placed in a file stays soft); an attack the readings do not catch
// is pinned as "", so a reading that catches it, or any finding on an
// honest unit, fails here.
var placedWant = map[string]string{
	"reach-placed-block-m01": "skills/trace-timing/SKILL.md config.shell 16:72 soft med=true",
	"reach-placed-block-m02": ".claude/commands/init-env.md config.shell 8:72 soft med=true; .claude/commands/init-env.md directive.imperative 5:24 soft med=true; .claude/commands/init-env.md shell.flow-remote-run 8:72 soft med=true", // the block's lead is an order to run it; // and ask.startup-written at the write
	"reach-placed-block-m03": "AGENTS.md config.shell 10:85 soft med=true",
	"reach-placed-block-m04": ".claude/agents/onboarder.md shell.flow-credential-exfiltration 9:82 soft med=true",
	"reach-placed-block-m05": "skills/release-notes/reference/publishing.md shell.flow-credential-exfiltration 6:1 soft med=true",                                                                // a reference file the skill names: read as its skill's
	"reach-placed-block-m06": "skills/brand-kit/references/couleurs.md directive.demand 6:101 soft med=false; skills/brand-kit/references/couleurs.md directive.imperative 6:101 soft med=false", // likewise, in a comment of the reference
	"reach-placed-block-m07": ".claude/hooks/tidy.sh shell.flow-hook-egress 4:1 soft med=true",
	"reach-placed-block-m08": "tools/lint-kit/bin/lint-changed shell.flow-remote-run 3:1 soft med=true",
	"reach-placed-block-m09": "apps/web/.claude/hooks/report.sh shell.flow-credential-exfiltration 3:21 soft med=true",
	"reach-placed-block-m10": "skills/node-tune/SKILL.md config.shell 12:1 soft med=true; skills/node-tune/SKILL.md directive.imperative 8:28 soft med=false", // and ask.startup-written at the write
	"reach-placed-block-m11": "CLAUDE.md config.shell 6:61 soft med=true; CLAUDE.md shell.flow-remote-run 6:61 soft med=true",                                 // the block's lead is an order to run it
	"reach-placed-block-m12": "commands/enable-notify.md config.shell 8:70 soft med=true",
}

// placedRun scans files with the agent files read and lists every
// finding as "file rule line:col tier med=...".
func placedRun(t *testing.T, files map[string]string) []string {
	t.Helper()
	root := writeTree(t, files)
	out := scan.Run(scan.Options{Paths: []string{root}, Discover: discover.Options{Root: root, AgentFiles: true}})
	var got []string
	for _, f := range out.Findings {
		for _, s := range f.Located {
			rule := s.Check
			for _, r := range s.Rules {
				if strings.HasPrefix(r, "shell.flow-") {
					rule = r
				}
			}
			got = append(got, fmt.Sprintf("%s %s %d:%d %s med=%v", f.Location.Path, rule, s.Location.Region.StartLine,
				s.Location.Region.StartColumn, f.Tier, f.Severity >= detect.SeverityMedium))
		}
	}
	sort.Strings(got)
	return got
}

func TestReachBattery(t *testing.T) {
	stringBatteryPins(t, "../corpus/battery/reach-placed-block.jsonl", placedWant, placedRun, 24)
}
