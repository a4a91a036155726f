package sarif_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/ruledoc"
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

// rank orders the CLI's severities.
var rank = map[string]int{"low": 1, "medium": 2, "high": 3, "critical": 4}

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
			RuleID              string
			RuleIndex           *int
			Level               string
			PartialFingerprints map[string]string
			Properties          map[string]any
		}
		Invocations []struct {
			ToolExecutionNotifications []struct {
				Message    struct{ Text string }
				Descriptor struct{ ID string }
			}
		}
	}
}

// shown is what code scanning shows for one result: its ruleId, the CLI's
// severity (the result's severity property), the band code scanning shows
// (the result's own security-severity, else its rule's), the band of its
// rule's security-severity alone, and its rule's precision.
type shown struct{ ruleID, severity, band, ruleBand, precision, level string }

// codeScanningView reads a SARIF log as GitHub describes code scanning
// reading it. Its SARIF page ("SARIF support for code scanning"): a rule
// is a reportingDescriptor whose id is "a unique identifier for the
// rule"; a result names it by ruleId ("the unique identifier of the rule
// (reportingDescriptor.id)") and by ruleIndex ("the index of the
// associated rule in the tool component rules array"); security-severity
// and precision are properties of the rule. GitHub's engineers add that
// security-severity is "currently read from the properties bag of a SARIF
// reportingDescriptor or result object" (oasis-tcs/sarif-spec#612) and
// that a result's overrides its rule's (fortify/FortifyVulnerabilityExporter#72).
// So every descriptor of the run, in the driver or in an extension, must
// have an id of its own; a result shows its own security-severity, else its
// rule's. It returns what each result shows, by fingerprint.
func codeScanningView(t *testing.T, raw []byte) map[string]shown {
	t.Helper()
	var log severityLog
	require.NoError(t, json.Unmarshal(raw, &log))
	require.Len(t, log.Runs, 1)
	run := log.Runs[0]
	byID := map[string]descriptor{}
	components := [][]descriptor{run.Tool.Driver.Rules}
	for _, e := range run.Tool.Extensions {
		components = append(components, e.Rules)
	}
	for _, rules := range components {
		for _, d := range rules {
			if _, dup := byID[d.ID]; dup {
				t.Errorf("rule %s is described more than once: a reader that looks it up by its id cannot tell which", d.ID)
			}
			byID[d.ID] = d // as a map by id reads it: the last one
		}
	}
	out := map[string]shown{}
	for _, r := range run.Results {
		d, ok := byID[r.RuleID]
		require.True(t, ok, "rule %s is described", r.RuleID)
		if r.RuleIndex != nil {
			require.Less(t, *r.RuleIndex, len(run.Tool.Driver.Rules))
			assert.Equal(t, r.RuleID, run.Tool.Driver.Rules[*r.RuleIndex].ID, "ruleIndex names the rule ruleId names")
		}
		ruleScore, _ := d.Properties["security-severity"].(string)
		ruleBand := codeScanningBand(t, ruleScore)
		band := ruleBand
		if own, ok := r.Properties["security-severity"].(string); ok {
			band = codeScanningBand(t, own)
		}
		precision, _ := d.Properties["precision"].(string)
		out[r.PartialFingerprints[sarif.FingerprintKey]] = shown{r.RuleID, r.Properties["severity"].(string), band, ruleBand, precision, r.Level}
	}
	return out
}

// Every finding of the examples shows in code scanning at the severity the
// CLI gives it, by GitHub's documented reading; and every finding keeps
// the ruleId and fingerprint it has had since SARIF first named its
// severity (a rule's alerts, their dismissals and suppressions do not
// move).
func TestExamplesShowAtTheirCLISeverity(t *testing.T) {
	// As `mcp-lint scan examples` runs it: from the repository root.
	got := codeScanningView(t, render(t, scanDir(t, "..", "../examples"), sarif.Options{}))
	want := []struct{ rule, fp, severity string }{
		{"config.unpinned", "9bf08ac512dd479bbee7fd55ee44d7ac", "medium"},
		{"config.insecure_url", "c479578c62016853dbee4a2602d55c61", "low"},
		{"shadowing.cross_server", "e633410af926e741c02c8eca18508d10", "high"},
		{"payload.decoded", "b96742223f053df3e93fd175d6b5f467", "critical"},
		{"directive.imperative", "0e85dd85b82fe67d57c7bb324faaafa2", "high"},
		{"unicode.hidden", "6ef6e71f20d7e860470f44157d952cd7", "critical"},
	}
	require.Len(t, got, len(want))
	inBand := 0
	for _, w := range want {
		g, ok := got[w.fp]
		if !assert.True(t, ok, "finding %s (%s) kept its fingerprint", w.fp, w.rule) {
			continue
		}
		assert.Equal(t, w.rule, g.ruleID, "%s kept its ruleId", w.fp)
		assert.Equal(t, w.severity, g.severity, "%s: CLI severity", w.fp)
		if assert.Equal(t, w.severity, g.band, "%s (%s): code scanning shows it as %s, the CLI says %s", w.fp, w.rule, g.band, w.severity) {
			inBand++
		}
		// Its rule alone shows it no lower than the CLI: at the rule's
		// ceiling, the highest its findings take.
		doc, _ := detect.RuleDoc(w.rule)
		assert.Equal(t, ruledoc.CeilingSeverity(doc).String(), g.ruleBand, "%s (%s): by its rule alone", w.fp, w.rule)
		assert.GreaterOrEqual(t, rank[g.ruleBand], rank[w.severity], "%s (%s): by its rule alone, no lower than the CLI", w.fp, w.rule)
	}
	t.Logf("%d of %d results in the CLI's band", inBand, len(want))
}

// Each rule's precision is the one measured on honest repositories and
// corpora (ruledoc/precision.json, mcp-lint rules --precision), in the
// values code scanning documents: very-high, high, medium or low.
func TestRulePrecisionIsMeasured(t *testing.T) {
	var log severityLog
	require.NoError(t, json.Unmarshal(render(t, scanDir(t, "..", "../examples"), sarif.Options{}), &log))
	rules := log.Runs[0].Tool.Driver.Rules
	require.Len(t, rules, len(detect.AllRules()))
	for _, r := range rules {
		m, ok := ruledoc.PrecisionOf(r.ID)
		require.True(t, ok, "%s is measured", r.ID)
		assert.Contains(t, []string{"very-high", "high", "medium", "low"}, r.Properties["precision"], r.ID)
		assert.Equal(t, m.Level, r.Properties["precision"], "%s: the measured precision", r.ID)
	}
	for fp, g := range codeScanningView(t, render(t, scanDir(t, "..", "../examples"), sarif.Options{})) {
		m, _ := ruledoc.PrecisionOf(g.ruleID)
		assert.Equal(t, m.Level, g.precision, "result %s", fp)
	}
}

// Whatever severity the findings of a rule take, code scanning shows that
// severity, and the ruleId and fingerprint stay; every rule, named by a
// result or not, is described at one severity in every run: the highest
// its findings take (a hard rule's critical, a soft rule's high), or a
// result's above it where a configuration set it.
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
	rule := out.Findings[idx].Primary().Check
	for _, sev := range []detect.Severity{detect.SeverityLow, detect.SeverityMedium, detect.SeverityHigh, detect.SeverityCritical} {
		for i := range out.Findings {
			if out.Findings[i].Primary().Check == rule {
				out.Findings[i].Severity = sev
			}
		}
		raw := render(t, out, sarif.Options{})
		got := codeScanningView(t, raw)
		require.Contains(t, got, fp)
		assert.Equal(t, rule, got[fp].ruleID)
		assert.Equal(t, sev.String(), got[fp].band, "a %s finding shows as %s", sev, got[fp].band)
		// Every other result shows at its CLI severity too, also where
		// its rule has results of several severities (the fixture's two
		// hidden texts: one critical, one high); the rule alone shows
		// none lower than the CLI.
		for k, g := range got {
			assert.Equal(t, g.severity, g.band, "finding %s (%s)", k, g.ruleID)
			doc, _ := detect.RuleDoc(g.ruleID)
			want := ruledoc.CeilingSeverity(doc).String()
			if rank[g.severity] > rank[want] {
				want = g.severity // set above its ceiling by a configuration
			}
			assert.Equal(t, want, g.ruleBand, "finding %s (%s): its rule", k, g.ruleID)
			assert.GreaterOrEqual(t, rank[g.ruleBand], rank[g.severity], "finding %s (%s): its rule, no lower than the CLI", k, g.ruleID)
		}
		var log severityLog
		require.NoError(t, json.Unmarshal(raw, &log))
		named := map[string]bool{}
		for _, r := range log.Runs[0].Results {
			named[r.RuleID] = true
		}
		for _, d := range log.Runs[0].Tool.Driver.Rules {
			if named[d.ID] {
				continue
			}
			doc, ok := detect.RuleDoc(d.ID)
			require.True(t, ok, d.ID)
			assert.Equal(t, ruledoc.SecuritySeverity(doc), d.Properties["security-severity"], "%s, named by no result, at its ceiling", d.ID)
		}
	}
}

// A rule's description is the same in every run, whatever its results:
// the examples, the scan fixture and an empty directory describe each rule
// at one security-severity (GitHub asks that rule data change rarely), and
// no notification says a rule's results are shown at another severity.
func TestRuleSeverityIsFixed(t *testing.T) {
	described := func(out *scan.Output) (map[string]any, int) {
		var log severityLog
		require.NoError(t, json.Unmarshal(render(t, out, sarif.Options{}), &log))
		m := map[string]any{}
		for _, d := range log.Runs[0].Tool.Driver.Rules {
			m[d.ID] = d.Properties["security-severity"]
		}
		notes := 0
		for _, nt := range log.Runs[0].Invocations[0].ToolExecutionNotifications {
			if strings.Contains(nt.Descriptor.ID, "severity") {
				notes++
			}
		}
		return m, notes
	}
	examples, n1 := described(scanDir(t, "..", "../examples"))
	fixture, n2 := described(scanDir(t, "../scan/testdata/repo"))
	empty, n3 := described(scanDir(t, t.TempDir()))
	assert.Equal(t, examples, fixture)
	assert.Equal(t, examples, empty)
	assert.Zero(t, n1+n2+n3, "notifications about a rule's severity")
	for _, d := range detect.AllRules() {
		assert.Equal(t, ruledoc.SecuritySeverity(d), empty[d.ID], d.ID)
	}
}

// The documented reading has nothing to resolve but the driver's rules: no
// rule is described again in a tool extension.
func TestRulesAreDescribedOnce(t *testing.T) {
	for name, dir := range fixtures {
		var log severityLog
		require.NoError(t, json.Unmarshal(render(t, scanDir(t, dir), sarif.Options{IncludeSuppressed: true}), &log))
		assert.Empty(t, log.Runs[0].Tool.Extensions, name)
	}
}

// The CI workflow reads the alerts of its upload back through the code
// scanning REST API and hands them to .ci/shown-severity. Given alerts as
// the documented reading shows the examples' results, it passes; given one
// alert at another severity, it fails and names the result.
func TestCIReadBackOfAlerts(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the dogfood job runs on a Linux runner")
	}
	for _, tool := range []string{"bash", "jq"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("needs %s", tool)
		}
	}
	raw := render(t, scanDir(t, "..", "../examples"), sarif.Options{})
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID              string
				PartialFingerprints map[string]string
				Locations           []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine, StartColumn int }
					}
				}
			}
		}
	}
	require.NoError(t, json.Unmarshal(raw, &log))
	view := codeScanningView(t, raw)
	alerts := func(override string) []byte {
		var list []map[string]any
		for i, r := range log.Runs[0].Results {
			l := r.Locations[0].PhysicalLocation
			level := view[r.PartialFingerprints[sarif.FingerprintKey]].band
			if i == 0 && override != "" {
				level = override
			}
			list = append(list, map[string]any{
				"state": "open",
				"rule":  map[string]any{"id": r.RuleID, "security_severity_level": level},
				"most_recent_instance": map[string]any{"category": "mcp-lint/examples",
					"location": map[string]any{"path": l.ArtifactLocation.URI, "start_line": l.Region.StartLine, "start_column": l.Region.StartColumn}},
			})
		}
		b, err := json.Marshal(list)
		require.NoError(t, err)
		return b
	}
	dir := t.TempDir()
	sarifFile := filepath.Join(dir, "mcp-lint.sarif")
	require.NoError(t, os.WriteFile(sarifFile, raw, 0o644))
	run := func(alertsJSON []byte) (string, error) {
		f := filepath.Join(dir, "alerts.json")
		require.NoError(t, os.WriteFile(f, alertsJSON, 0o644))
		out, err := exec.Command("bash", "../.ci/shown-severity", sarifFile, f, "mcp-lint/examples").CombinedOutput()
		return string(out), err
	}
	out, err := run(alerts(""))
	require.NoError(t, err, out)
	assert.Contains(t, out, "6 of 6 results shown at the CLI severity")
	out, err = run(alerts("none"))
	require.Error(t, err, out)
	assert.Contains(t, out, "FAIL "+log.Runs[0].Results[0].RuleID)
	assert.Contains(t, out, "5 of 6 results shown at the CLI severity")
}
