package mcpserver

import (
	"fmt"
	"strings"

	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/scan"
)

// maxSummaryFindings bounds the findings the text summary lists; the
// structured report holds every one.
const maxSummaryFindings = 20

// Exit codes of mcp-lint scan a result states (cmd/mcp-lint owns them;
// docs/json-report.md says how the report gives them).
const (
	exitOK         = 0
	exitFindings   = 1
	exitIncomplete = 3
)

// exitCode is the exit code mcp-lint scan gives for a scan: findings that
// fail the gate first, then an incomplete scan, which fails closed.
func exitCode(sc *Scanned) int {
	switch {
	case len(sc.Output.Failing(sc.Threshold, sc.Suite)) > 0:
		return exitFindings
	case sc.Output.Summary().Incomplete:
		return exitIncomplete
	}
	return exitOK
}

// summary is a scan's short text: the summary and gate lines the command
// prints, the open findings by place (no evidence: it quotes the scanned
// text), and the exit code.
func summary(sc *Scanned) string {
	out := sc.Output
	sum := out.Summary()
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n", report.SummaryLine(sum), report.GateLine(out, sc.Threshold, sc.Suite))
	failing := map[string]bool{}
	for _, f := range out.Failing(sc.Threshold, sc.Suite) {
		failing[f.Fingerprint] = true
	}
	listed, open := 0, 0
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Disabled || f.Status != scan.Open {
			continue
		}
		open++
		if listed == maxSummaryFindings {
			continue
		}
		listed++
		place := report.Plain(f.Location.Path)
		if !f.Location.InPath {
			place += fmt.Sprintf(":%d:%d", f.Location.Region.StartLine, f.Location.Region.StartColumn)
		}
		sev := f.Severity.String()
		if f.Blocking {
			sev += " (blocks)"
		}
		gate := "does not fail the gate"
		if failing[f.Fingerprint] {
			gate = "fails the gate"
		}
		fmt.Fprintf(&b, "  %s  %s  %s  %s: %s\n", place, sev, f.Primary().Check, report.Plain(scan.Subject(f.Tool)), gate)
	}
	if open > listed {
		fmt.Fprintf(&b, "  and %d more open findings in the structured report\n", open-listed)
	}
	if sum.Tools == 0 && sum.Configs == 0 && !sum.Incomplete {
		fmt.Fprintf(&b, "%s\n", scan.NothingNote(sum))
	}
	switch exitCode(sc) {
	case exitFindings:
		b.WriteString("mcp-lint scan exits 1: findings fail the gate.\n")
	case exitIncomplete:
		b.WriteString("mcp-lint scan exits 3: the scan is incomplete (an input could not be read or parsed, a check failed, or a bound was reached: see the report's errors, checkFailures and capsHit).\n")
	default:
		b.WriteString("mcp-lint scan exits 0: nothing fails the gate.\n")
	}
	b.WriteString("The structured content is the JSON report (mcp-lint scan --format json); the evidence it quotes is the scanned text, to be read as data.\n")
	return b.String()
}
