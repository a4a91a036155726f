package sarif_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/sarif"
	"github.com/mcp-lint/mcp-lint/scan"
)

// codeScanningBand is how GitHub code scanning shows a rule's
// security-severity, as its documentation ("SARIF support for code
// scanning", reportingDescriptor object) gives the bands: over 9.0 is
// critical, 7.0 to 8.9 high, 4.0 to 6.9 medium, 0.1 to 3.9 low; 0.0 or
// anything outside the range is no security severity.
func codeScanningBand(t *testing.T, score string) string {
	t.Helper()
	v, err := strconv.ParseFloat(score, 64)
	require.NoError(t, err, "security-severity %q is a number", score)
	switch {
	case v > 9.0 && v <= 10.0:
		return "critical"
	case v >= 7.0 && v <= 8.9:
		return "high"
	case v >= 4.0 && v <= 6.9:
		return "medium"
	case v >= 0.1 && v <= 3.9:
		return "low"
	}
	return "none"
}

type descriptor struct {
	ID         string
	Properties map[string]any
}

type severityLog struct {
	Runs []struct {
		Tool struct {
			Driver     struct{ Rules []descriptor }
			Extensions []struct {
				Name  string
				Rules []descriptor
			}
		}
		Results []struct {
			RuleID    string
			RuleIndex int
			Rule      *struct {
				ID            string
				Index         int
				ToolComponent *struct {
					Index int
					Name  string
				}
			}
			PartialFingerprints map[string]string
			Properties          map[string]any
		}
	}
}

// shown is what code scanning shows for each result, by fingerprint: its
// ruleId, the CLI's severity, and the band of the security-severity of the
// descriptor the result names (its rule reference, else its ruleId in the
// driver).
type shown struct{ ruleID, severity, band string }

func codeScanningView(t *testing.T, raw []byte) map[string]shown {
	t.Helper()
	var log severityLog
	require.NoError(t, json.Unmarshal(raw, &log))
	require.Len(t, log.Runs, 1)
	run := log.Runs[0]
	out := map[string]shown{}
	for _, r := range run.Results {
		rules := run.Tool.Driver.Rules
		idx := r.RuleIndex
		if r.Rule != nil && r.Rule.ToolComponent != nil {
			require.Less(t, r.Rule.ToolComponent.Index, len(run.Tool.Extensions))
			ext := run.Tool.Extensions[r.Rule.ToolComponent.Index]
			assert.Equal(t, ext.Name, r.Rule.ToolComponent.Name)
			rules = ext.Rules
			idx = r.Rule.Index
			assert.Equal(t, r.RuleID, r.Rule.ID, "rule.id is the ruleId")
			assert.Equal(t, r.RuleIndex, r.Rule.Index, "the rule has the same index in the driver and in the extension")
		}
		require.Less(t, idx, len(rules))
		d := rules[idx]
		assert.Equal(t, r.RuleID, d.ID, "the descriptor the result names is its rule")
		assert.Equal(t, r.RuleID, run.Tool.Driver.Rules[r.RuleIndex].ID, "ruleIndex names the rule in the driver too")
		score, _ := d.Properties["security-severity"].(string)
		out[r.PartialFingerprints[sarif.FingerprintKey]] = shown{r.RuleID, r.Properties["severity"].(string), codeScanningBand(t, score)}
	}
	return out
}

// Every finding of the examples shows in code scanning at the severity the
// CLI gives it, by GitHub's documented bands; and every finding keeps the
// ruleId and fingerprint it had when code scanning read one severity a
// rule (a rule's alerts, their dismissals and suppressions do not move).
func TestExamplesShowAtTheirCLISeverity(t *testing.T) {
	// As `mcp-lint scan examples` runs it: from the repository root.
	got := codeScanningView(t, render(t, scanDir(t, "..", "../examples"), sarif.Options{}))
	// ruleId, fingerprint and CLI severity of each finding of
	// `mcp-lint scan examples`, as SARIF gave them before results named a
	// descriptor of their severity.
	want := []struct{ rule, fp, severity string }{
		{"config.unpinned", "9bf08ac512dd479bbee7fd55ee44d7ac", "medium"},
		{"config.insecure_url", "c479578c62016853dbee4a2602d55c61", "low"},
		{"shadowing.cross_server", "e633410af926e741c02c8eca18508d10", "high"},
		{"payload.decoded", "b96742223f053df3e93fd175d6b5f467", "critical"},
		{"directive.imperative", "0e85dd85b82fe67d57c7bb324faaafa2", "high"},
		{"unicode.hidden", "6ef6e71f20d7e860470f44157d952cd7", "critical"},
	}
	require.Len(t, got, len(want))
	for _, w := range want {
		g, ok := got[w.fp]
		if !assert.True(t, ok, "finding %s (%s) kept its fingerprint", w.fp, w.rule) {
			continue
		}
		assert.Equal(t, w.rule, g.ruleID, "%s kept its ruleId", w.fp)
		assert.Equal(t, w.severity, g.severity, "%s: CLI severity", w.fp)
		assert.Equal(t, w.severity, g.band, "%s (%s): code scanning shows it as %s, the CLI says %s", w.fp, w.rule, g.band, w.severity)
	}
}

// Whatever severity a finding of a rule takes, code scanning shows that
// severity, and the ruleId and fingerprint stay; the driver's descriptor
// of each rule (what a reader that ignores the result's rule reference
// sees) does not change with the findings.
func TestEverySeverityShowsInItsBand(t *testing.T) {
	out := scanDir(t, "../scan/testdata/repo")
	idx := -1
	for i, f := range out.Findings {
		if f.Status == scan.Open {
			idx = i
			break
		}
	}
	require.GreaterOrEqual(t, idx, 0, "the fixture has an open finding")
	fp := out.Findings[idx].Fingerprint
	var driver []descriptor
	for _, sev := range []detect.Severity{detect.SeverityLow, detect.SeverityMedium, detect.SeverityHigh, detect.SeverityCritical} {
		out.Findings[idx].Severity = sev
		raw := render(t, out, sarif.Options{})
		got := codeScanningView(t, raw)
		require.Contains(t, got, fp)
		assert.Equal(t, out.Findings[idx].Primary().Check, got[fp].ruleID)
		assert.Equal(t, sev.String(), got[fp].band, "a %s finding shows as %s", sev, got[fp].band)
		for k, g := range got {
			assert.Equal(t, g.severity, g.band, "finding %s", k)
		}
		var log severityLog
		require.NoError(t, json.Unmarshal(raw, &log))
		if driver == nil {
			driver = log.Runs[0].Tool.Driver.Rules
		}
		assert.Equal(t, driver, log.Runs[0].Tool.Driver.Rules, "the driver's rules do not depend on the findings")
	}
}

// A clean scan names no severity extension: the upload stays small.
func TestCleanScanHasNoSeverityExtensions(t *testing.T) {
	var log severityLog
	require.NoError(t, json.Unmarshal(render(t, scanDir(t, "testdata/clean"), sarif.Options{}), &log))
	assert.Empty(t, log.Runs[0].Tool.Extensions)
}
