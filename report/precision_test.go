package report_test

import (
	"testing"

	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

// A rule's precision in the JSON report (and in mcp-lint rules --format
// json) is the measured one, as in SARIF and in mcp-lint rules' table: one
// figure everywhere.
func TestRulePrecisionIsMeasured(t *testing.T) {
	for _, r := range report.Rules() {
		m, ok := ruledoc.PrecisionOf(r.ID)
		if !ok {
			t.Fatalf("%s is not measured", r.ID)
		}
		if r.Precision != m.Level {
			t.Errorf("%s: precision %s, measured %s", r.ID, r.Precision, m.Level)
		}
	}
}
