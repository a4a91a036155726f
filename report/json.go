package report

import (
	"encoding/json"
	"io"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/ruledoc"
	"github.com/mcp-lint/mcp-lint/scan"
)

// JSONVersion is the version of the JSON report format (docs/json-report.md).
const JSONVersion = 1

// ToolInfo identifies the mcp-lint build that wrote a report.
type ToolInfo struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	Commit  string `json:"commit,omitempty"`
}

// JSONReport is the document `--format json` writes.
type JSONReport struct {
	Version       int                  `json:"version"`
	Tool          ToolInfo             `json:"tool"`
	Threshold     string               `json:"threshold"`
	Suite         string               `json:"suite,omitempty"` // "extended" with --suite extended
	Failing       int                  `json:"failing"`
	Summary       scan.Summary         `json:"summary"`
	Findings      []JSONFinding        `json:"findings"`
	Files         []discover.FileInfo  `json:"files"`
	Errors        []discover.FileError `json:"errors"`
	Notices       []discover.Notice    `json:"notices"`
	Computed      []discover.FileError `json:"computed"`
	Decoded       []discover.FileError `json:"decoded"`
	Problems      []scan.Problem       `json:"suppressionProblems"`
	CheckFailures []detect.Failure     `json:"checkFailures"`
	Caps          []detect.CapHit      `json:"capsHit"`
	LockDrift     []scan.Drift         `json:"lockDrift"`
	Rules         []JSONRule           `json:"rules"`
}

// JSONFinding is one finding.
type JSONFinding struct {
	Fingerprint string      `json:"fingerprint"`
	RuleID      string      `json:"ruleId"`
	Status      scan.Status `json:"status"`
	Title       string      `json:"title"`
	Message     string      `json:"message"`
	Blocking    bool        `json:"blocking"`
	Severity    string      `json:"severity"`
	Confidence  float64     `json:"confidence"`
	RiskScore   int         `json:"riskScore"`
	ThreatType  string      `json:"threatType"`
	Tier        string      `json:"tier"`
	// Suite is "extended" for a finding of the extended suite, which
	// fails the default gate only with --suite extended.
	Suite string `json:"suite,omitempty"`
	// Audience is "person" for a finding on text a person reads, which
	// does not fail the default gate unless it blocks.
	Audience string `json:"audience,omitempty"`
	// Trained is the trained reading's score of the sentences the finding
	// rests on; honest: they read as the tool's own honest text, and the
	// finding is of the extended suite.
	Trained      *detect.TrainedScore `json:"trained,omitempty"`
	Signals      []string             `json:"signals"`
	Server       string               `json:"server"`
	Kind         string               `json:"kind"`
	Name         string               `json:"name"`
	Location     discover.Location    `json:"location"`
	Details      []JSONSignal         `json:"details"`
	Suppressions []scan.Suppression   `json:"suppressions"`
}

// JSONSignal is one signal of a finding.
type JSONSignal struct {
	Check      string            `json:"check"`
	Tier       string            `json:"tier"`
	ThreatType string            `json:"threatType"`
	Confidence float64           `json:"confidence"`
	Field      string            `json:"field"`
	Key        bool              `json:"key,omitempty"`
	Span       detect.Span       `json:"span"`
	Evidence   string            `json:"evidence"`
	Detail     string            `json:"detail"`
	Related    []detect.ToolRef  `json:"related,omitempty"`
	Rules      []string          `json:"rules,omitempty"` // the phrase rules that fired
	Location   discover.Location `json:"location"`
}

// JSONRule describes a rule, as SARIF's rules do.
type JSONRule struct {
	ID               string `json:"id"`
	Title            string `json:"title"`
	Tier             string `json:"tier"`
	ThreatType       string `json:"threatType"`
	Precision        string `json:"precision"`
	SecuritySeverity string `json:"securitySeverity"`
	HelpURI          string `json:"helpUri"`
}

// BuildJSON assembles the JSON report; threshold and suite say what
// fails the build.
func BuildJSON(out *scan.Output, tool ToolInfo, threshold, suite string) *JSONReport {
	r := out.Discovery
	j := &JSONReport{Version: JSONVersion, Tool: tool, Threshold: threshold, Summary: out.Summary(),
		Findings: []JSONFinding{}, Files: []discover.FileInfo{}, Errors: []discover.FileError{}, Notices: []discover.Notice{}, Computed: []discover.FileError{}, Decoded: []discover.FileError{},
		Problems: []scan.Problem{}, CheckFailures: []detect.Failure{}, Caps: []detect.CapHit{}}
	// Everything that came from the scanned files is render-safe, as in
	// every other format: the JSON encoder escapes C0 controls, not bidi,
	// zero-width or C1 characters.
	for _, f := range r.Files {
		f.Path = Plain(f.Path)
		j.Files = append(j.Files, f)
	}
	for _, e := range r.Errors {
		e.Path, e.Message = Plain(e.Path), Plain(e.Message)
		j.Errors = append(j.Errors, e)
	}
	for _, n := range r.Notices {
		n.Path, n.Message = Plain(n.Path), Plain(n.Message)
		j.Notices = append(j.Notices, n)
	}
	for _, e := range r.Computed {
		e.Path, e.Message = Plain(e.Path), Plain(e.Message)
		j.Computed = append(j.Computed, e)
	}
	for _, e := range r.Decoded {
		e.Path, e.Message = Plain(e.Path), Plain(e.Message)
		j.Decoded = append(j.Decoded, e)
	}
	for _, p := range out.Problems {
		p.Where, p.Message = Plain(p.Where), Plain(p.Message)
		j.Problems = append(j.Problems, p)
	}
	for _, fl := range out.Report.Failures {
		fl.Tool, fl.Message = safeRef(fl.Tool), Plain(fl.Message)
		j.CheckFailures = append(j.CheckFailures, fl)
	}
	for _, c := range out.Report.Caps {
		c.Tool, c.Field, c.Detail = safeRef(c.Tool), Plain(c.Field), Plain(c.Detail)
		j.Caps = append(j.Caps, c)
	}
	j.LockDrift = []scan.Drift{}
	for _, d := range out.Drift {
		d.Ref, d.Detail = safeRef(d.Ref), Plain(d.Detail)
		j.LockDrift = append(j.LockDrift, d)
	}
	if threshold == "" {
		j.Threshold = "default"
	}
	if suite == detect.SuiteExtended {
		j.Suite = suite
	}
	j.Failing = len(out.Failing(j.Threshold, suite))
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Disabled {
			continue
		}
		jf := JSONFinding{Fingerprint: f.Fingerprint, RuleID: f.Primary().Check, Status: f.Status,
			Title: scan.Title(f), Message: scan.Message(f), Blocking: f.Blocking, Severity: f.Severity.String(),
			Confidence: f.Confidence, RiskScore: f.RiskScore, ThreatType: string(f.Threat), Tier: f.Tier.String(),
			Suite: f.Suite, Audience: string(f.Audience), Trained: f.Trained, Signals: f.Checks, Server: Plain(f.Tool.Server), Kind: string(f.Tool.Kind), Name: Plain(f.Tool.Name),
			Location: safeLocation(f.Location), Suppressions: safeSuppressions(f.Suppressions)}
		for _, s := range f.Located {
			jf.Details = append(jf.Details, JSONSignal{Check: s.Check, Tier: s.Tier.String(), ThreatType: string(s.Threat),
				Confidence: s.Confidence, Field: s.Field, Key: s.Key, Span: s.Span, Evidence: s.Evidence,
				Detail: detect.SafeText(s.Detail), Related: safeRefs(s.Related), Rules: s.Rules, Location: safeLocation(s.Location)})
		}
		j.Findings = append(j.Findings, jf)
	}
	j.Rules = Rules()
	return j
}

// Rules describes every rule as the JSON report and "mcp-lint rules
// --format json" give it: one shape, one spelling.
func Rules() []JSONRule {
	var out []JSONRule
	for _, d := range detect.AllRules() {
		out = append(out, JSONRule{ID: d.ID, Title: d.Title, Tier: d.Tier.String(), ThreatType: string(d.Threat),
			Precision: ruledoc.MeasuredPrecision(d), SecuritySeverity: ruledoc.SecuritySeverity(d), HelpURI: ruledoc.HelpURI(d.ID)})
	}
	return out
}

func safeRef(r detect.ToolRef) detect.ToolRef {
	r.Server, r.Name, r.Source = Plain(r.Server), Plain(r.Name), Plain(r.Source)
	return r
}

func safeRefs(rs []detect.ToolRef) []detect.ToolRef {
	var out []detect.ToolRef
	for _, r := range rs {
		out = append(out, safeRef(r))
	}
	return out
}

func safeLocation(l discover.Location) discover.Location {
	l.Path, l.Member = Plain(l.Path), Plain(l.Member)
	return l
}

func safeSuppressions(ss []scan.Suppression) []scan.Suppression {
	out := []scan.Suppression{}
	for _, s := range ss {
		s.Reason, s.Where = Plain(s.Reason), Plain(s.Where)
		out = append(out, s)
	}
	return out
}

// JSON writes the JSON report.
func JSON(w io.Writer, out *scan.Output, tool ToolInfo, threshold, suite string) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(BuildJSON(out, tool, threshold, suite))
}
