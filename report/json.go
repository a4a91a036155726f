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
	Failing       int                  `json:"failing"`
	Summary       scan.Summary         `json:"summary"`
	Findings      []JSONFinding        `json:"findings"`
	Files         []discover.FileInfo  `json:"files"`
	Errors        []discover.FileError `json:"errors"`
	Notices       []discover.Notice    `json:"notices"`
	Problems      []scan.Problem       `json:"suppressionProblems"`
	CheckFailures []detect.Failure     `json:"checkFailures"`
	Caps          []detect.CapHit      `json:"capsHit"`
	Rules         []JSONRule           `json:"rules"`
}

// JSONFinding is one finding.
type JSONFinding struct {
	Fingerprint  string             `json:"fingerprint"`
	RuleID       string             `json:"ruleId"`
	Status       scan.Status        `json:"status"`
	Title        string             `json:"title"`
	Message      string             `json:"message"`
	Blocking     bool               `json:"blocking"`
	Severity     string             `json:"severity"`
	Confidence   float64            `json:"confidence"`
	RiskScore    int                `json:"riskScore"`
	ThreatType   string             `json:"threatType"`
	Tier         string             `json:"tier"`
	Signals      []string           `json:"signals"`
	Server       string             `json:"server"`
	Kind         string             `json:"kind"`
	Name         string             `json:"name"`
	Location     discover.Location  `json:"location"`
	Details      []JSONSignal       `json:"details"`
	Suppressions []scan.Suppression `json:"suppressions"`
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

// BuildJSON assembles the JSON report.
func BuildJSON(out *scan.Output, tool ToolInfo, threshold string) *JSONReport {
	r := out.Discovery
	j := &JSONReport{Version: JSONVersion, Tool: tool, Threshold: threshold, Summary: out.Summary(),
		Findings: []JSONFinding{}, Files: nonNil(r.Files), Errors: nonNil(r.Errors), Notices: nonNil(r.Notices),
		Problems: nonNil(out.Problems), CheckFailures: nonNil(out.Report.Failures), Caps: nonNil(out.Report.Caps)}
	if threshold == "" {
		j.Threshold = "blocking"
	}
	j.Failing = len(out.Failing(j.Threshold))
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Disabled {
			continue
		}
		jf := JSONFinding{Fingerprint: f.Fingerprint, RuleID: f.Primary().Check, Status: f.Status,
			Title: scan.Title(f), Message: scan.Message(f), Blocking: f.Blocking, Severity: f.Severity.String(),
			Confidence: f.Confidence, RiskScore: f.RiskScore, ThreatType: string(f.Threat), Tier: f.Tier.String(),
			Signals: f.Checks, Server: f.Tool.Server, Kind: string(f.Tool.Kind), Name: f.Tool.Name,
			Location: f.Location, Suppressions: nonNil(f.Suppressions)}
		for _, s := range f.Located {
			jf.Details = append(jf.Details, JSONSignal{Check: s.Check, Tier: s.Tier.String(), ThreatType: string(s.Threat),
				Confidence: s.Confidence, Field: s.Field, Key: s.Key, Span: s.Span, Evidence: s.Evidence,
				Detail: detect.SafeText(s.Detail), Related: s.Related, Location: s.Location})
		}
		j.Findings = append(j.Findings, jf)
	}
	for _, d := range detect.AllRules() {
		j.Rules = append(j.Rules, JSONRule{ID: d.ID, Title: d.Title, Tier: d.Tier.String(), ThreatType: string(d.Threat),
			Precision: d.Precision, SecuritySeverity: ruledoc.SecuritySeverity(d), HelpURI: ruledoc.HelpURI(d.ID)})
	}
	return j
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// JSON writes the JSON report.
func JSON(w io.Writer, out *scan.Output, tool ToolInfo, threshold string) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(BuildJSON(out, tool, threshold))
}
