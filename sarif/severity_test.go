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
		// Each rule of the examples has one result: its rule alone shows
		// it at its severity too.
		assert.Equal(t, w.severity, g.ruleBand, "%s (%s): by its rule alone", w.fp, w.rule)
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
// severity, and the ruleId and fingerprint stay; a rule no result names
// keeps its own severity (a hard rule's finding high, a lone soft one low).
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
		// hidden texts: one critical, one high); the rule alone carries
		// the one most have.
		want := shownAt(got)
		for k, g := range got {
			assert.Equal(t, g.severity, g.band, "finding %s (%s)", k, g.ruleID)
			assert.Equal(t, want[g.ruleID], g.ruleBand, "finding %s (%s): its rule", k, g.ruleID)
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
			assert.Equal(t, ruledoc.SecuritySeverity(doc), d.Properties["security-severity"], "%s, named by no result, at its own severity", d.ID)
		}
	}
}

// shownAt is the severity each rule should show at, from the results' CLI
// severities: the one most of its results have, the higher on a tie.
func shownAt(got map[string]shown) map[string]string {
	counts := map[string]map[string]int{}
	for _, g := range got {
		if counts[g.ruleID] == nil {
			counts[g.ruleID] = map[string]int{}
		}
		counts[g.ruleID][g.severity]++
	}
	out := map[string]string{}
	for id, c := range counts {
		best := ""
		for sev, n := range c {
			if n > c[best] || n == c[best] && rank[sev] > rank[best] {
				best = sev
			}
		}
		out[id] = best
	}
	return out
}

// When the results of one rule take several severities in a run, each
// shows at its own: its security-severity is its own. The rule, described
// once, carries the one most of them have (the higher on a tie), so a
// reader of the rule alone shows as many as it can at their own severity:
// a soft rule's findings are mostly lone ones, low, and describing the
// rule at the severity of the few others agree with would overstate most.
// A notification names the rule.
func TestRuleWithSeveralSeveritiesShowsTheCommonest(t *testing.T) {
	out := scanDir(t, "../scan/testdata/repo")
	idx := -1
	for i, f := range out.Findings {
		if f.Status == scan.Open && !f.Blocking {
			idx = i
			break
		}
	}
	require.GreaterOrEqual(t, idx, 0, "the fixture has an open soft finding")
	rule := out.Findings[idx].Primary().Check
	highs := 0
	for i := range out.Findings {
		if out.Findings[i].Primary().Check == rule {
			out.Findings[i].Severity = detect.SeverityHigh
			highs++
		}
	}
	high := out.Findings[idx]
	var lows []string
	for n, c := range []struct {
		lows int
		show string
	}{{highs, "high"}, {highs + 1, "low"}} { // a tie shows the higher; one low more shows low
		for len(lows) < c.lows {
			low := high
			low.Severity = detect.SeverityLow
			low.Fingerprint = strings.Repeat(strconv.Itoa(len(lows)), 32)
			low.Tool.Name = "another" + strconv.Itoa(len(lows))
			out.Findings = append(out.Findings, low)
			lows = append(lows, low.Fingerprint)
		}
		raw := render(t, out, sarif.Options{})
		got := codeScanningView(t, raw)
		p := got[high.Fingerprint].precision
		assert.Equal(t, shown{rule, "high", "high", c.show, p, "warning"}, got[high.Fingerprint], "case %d", n)
		for _, fp := range lows {
			assert.Equal(t, shown{rule, "low", "low", c.show, p, "note"}, got[fp], "case %d", n)
		}
		var log severityLog
		require.NoError(t, json.Unmarshal(raw, &log))
		var notes []string
		for _, nt := range log.Runs[0].Invocations[0].ToolExecutionNotifications {
			if nt.Descriptor.ID == "security-severity-shared" && strings.HasPrefix(nt.Message.Text, rule+":") {
				notes = append(notes, nt.Message.Text)
			}
		}
		require.Len(t, notes, 1)
		assert.Contains(t, notes[0], rule+": the rule is described at one security severity, "+c.show+", for its ")
		assert.Contains(t, notes[0], strconv.Itoa(c.lows)+" low")
		assert.Contains(t, notes[0], "each result carries its own security-severity")
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
