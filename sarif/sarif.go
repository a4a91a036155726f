// Package sarif turns scan output into SARIF 2.1.0 that GitHub code
// scanning accepts. It builds on github.com/owenrumney/go-sarif/v3 behind
// this small builder: every rule is declared in every run (so fixed alerts
// close), results point at the exact characters with UTF-16 columns, carry
// a stable semantic fingerprint and mcp-lint's properties, and every file
// that could not be read or parsed, every failed check and every bound hit
// becomes a tool execution notification.
package sarif

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	gosarif "github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/ruledoc"
	"github.com/mcp-lint/mcp-lint/scan"
)

// FingerprintKey names mcp-lint's partial fingerprint.
const FingerprintKey = "mcpLintFingerprint/v1"

// InformationURI is the project's home page.
const InformationURI = "https://github.com/mcp-lint/mcp-lint"

// Options for Build.
type Options struct {
	Version string
	// Category distinguishes several mcp-lint runs of one repository in
	// code scanning; automationDetails.id is "mcp-lint/<category>/".
	Category          string
	IncludeSuppressed bool
}

func ptr[T any](v T) *T { return &v }

// Build assembles the SARIF log of one scan.
func Build(out *scan.Output, opts Options) *gosarif.Report {
	rep := gosarif.NewReport()
	run := gosarif.NewRunWithInformationURI("mcp-lint", InformationURI)
	run.Tool.Driver.SemanticVersion = ptr(semver(opts.Version))
	run.Tool.Driver.Version = ptr(opts.Version)
	run.WithColumnKind("utf16CodeUnits")
	id := "mcp-lint/"
	if opts.Category != "" {
		id = "mcp-lint/" + strings.Trim(opts.Category, "/") + "/"
	}
	run.WithAutomationDetails(gosarif.NewRunAutomationDetails().WithID(id))

	for _, d := range detect.AllRules() {
		r := run.AddRule(d.ID)
		r.Name = ptr(ruleName(d.ID))
		r.ShortDescription = gosarif.NewMultiformatMessageString().WithText(d.Title)
		r.FullDescription = gosarif.NewMultiformatMessageString().WithText(limit(d.Summary, 1024))
		r.Help = gosarif.NewMultiformatMessageString().WithText(ruledoc.Text(d)).WithMarkdown(ruledoc.Markdown(d))
		r.HelpURI = ptr(ruledoc.HelpURI(d.ID))
		r.DefaultConfiguration = gosarif.NewReportingConfiguration().WithLevel(ruledoc.Level(d))
		props := gosarif.NewPropertyBag()
		props.Tags = []string{"security", "mcp", string(d.Threat)}
		props.Add("precision", d.Precision)
		props.Add("problem.severity", ruledoc.Level(d))
		props.Add("security-severity", ruledoc.SecuritySeverity(d))
		props.Add("tier", d.Tier.String())
		r.Properties = props
	}

	for i := range out.Findings {
		f := &out.Findings[i]
		switch f.Status {
		case scan.Open, scan.Baselined:
		case scan.Suppressed, scan.Reviewed:
			if !opts.IncludeSuppressed {
				continue
			}
		default:
			continue
		}
		res := run.CreateResultForRule(f.Primary().Check)
		res.Level = level(f)
		res.Message = gosarif.NewTextMessage(text(scan.Message(f)))
		res.Locations = []*gosarif.Location{location(out.Discovery, f.Location)}
		for _, s := range f.Located[1:] {
			loc := location(out.Discovery, s.Location)
			loc.Message = gosarif.NewTextMessage(text(s.Check + ": " + detect.SafeText(s.Detail)))
			res.RelatedLocations = append(res.RelatedLocations, loc)
		}
		res.PartialFingerprints = map[string]string{FingerprintKey: f.Fingerprint}
		if f.Status == scan.Baselined {
			res.BaselineState = ptr("unchanged")
		}
		if f.Status == scan.Reviewed {
			sup := gosarif.NewSuppression()
			sup.Kind = ptr("external")
			sup.Justification = ptr("reviewed: the definition is approved, unchanged, in mcp-lint.lock")
			sup.Status = ptr("accepted")
			res.Suppressions = append(res.Suppressions, sup)
		}
		for _, s := range f.Suppressions {
			kind := "external"
			if s.Kind == "inline" {
				kind = "inSource"
			}
			sup := gosarif.NewSuppression()
			sup.Kind = ptr(kind)
			sup.Justification = ptr(detect.SafeText(s.Reason))
			sup.Status = ptr("accepted")
			res.Suppressions = append(res.Suppressions, sup)
		}
		p := gosarif.NewPropertyBag()
		p.Add("confidence", f.Confidence)
		p.Add("signals", f.Checks)
		p.Add("tier", f.Tier.String())
		p.Add("threatType", string(f.Threat))
		p.Add("server", detect.SafeText(f.Tool.Server))
		p.Add("tool", detect.SafeText(f.Tool.Name))
		p.Add("kind", string(f.Tool.Kind))
		p.Add("field", f.Primary().Field)
		p.Add("riskScore", f.RiskScore)
		p.Add("severity", f.Severity.String())
		p.Add("blocking", f.Blocking)
		p.Add("evidence", f.Primary().Evidence)
		res.Properties = p
	}

	inv := gosarif.NewInvocation()
	s := out.Summary()
	inv.ExecutionSuccessful = ptr(!s.Incomplete)
	for _, e := range out.Discovery.Errors {
		n := notification("error", "file-not-scanned", fmt.Sprintf("%s could not be read or parsed: %s", detect.SafeText(e.Path), detect.SafeText(e.Message)))
		loc := gosarif.NewLocation()
		loc.PhysicalLocation = gosarif.NewPhysicalLocation().WithArtifactLocation(gosarif.NewArtifactLocation().WithURI(uri(e.Path)))
		if e.Line > 0 {
			loc.PhysicalLocation.Region = gosarif.NewRegion().WithStartLine(e.Line).WithStartColumn(max(e.Col, 1))
		}
		n.Locations = []*gosarif.Location{loc}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	for _, nt := range out.Discovery.Notices {
		// What discovery left out on purpose (a link out of the root, a
		// definition read twice, a file outside the paths given) is listed
		// too: SARIF says what was not scanned, not only what failed.
		n := notification("note", "file-notice", fmt.Sprintf("%s: %s", detect.SafeText(nt.Path), detect.SafeText(nt.Message)))
		loc := gosarif.NewLocation()
		loc.PhysicalLocation = gosarif.NewPhysicalLocation().WithArtifactLocation(gosarif.NewArtifactLocation().WithURI(uri(nt.Path)))
		n.Locations = []*gosarif.Location{loc}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	for _, fl := range out.Report.Failures {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			notification("error", "check-failed", fmt.Sprintf("check %s failed on %s: %s", fl.Check, scan.Subject(fl.Tool), detect.SafeText(fl.Message))))
	}
	for _, c := range out.Report.Caps {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			notification("warning", "bound-reached", fmt.Sprintf("%s on %s %s: %s (%s)", c.Check, scan.Subject(c.Tool), detect.SafeText(c.Field), detect.SafeText(c.Detail), detect.SafeText(c.Limit))))
	}
	for _, p := range out.Problems {
		inv.ToolConfigurationNotifications = append(inv.ToolConfigurationNotifications,
			notification("warning", "suppression", fmt.Sprintf("%s: %s", detect.SafeText(p.Where), detect.SafeText(p.Message))))
	}
	if n := len(inv.ToolExecutionNotifications); n > maxNotifications {
		// Bounded: a pathological input must not make a SARIF file of
		// notifications; the JSON report lists every one.
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications[:maxNotifications-1],
			notification("warning", "notifications-cut", fmt.Sprintf("%d more notifications are not listed here; the JSON report lists every one", n-maxNotifications+1)))
	}
	run.AddInvocation(inv)
	rep.AddRun(run)
	return rep
}

// maxNotifications bounds the tool execution notifications of a run.
const maxNotifications = 1000

func notification(lvl, id, msg string) *gosarif.Notification {
	n := gosarif.NewNotification()
	n.Level = lvl
	n.Message = gosarif.NewTextMessage(text(msg))
	n.Descriptor = gosarif.NewReportingDescriptorReference().WithID(id)
	return n
}

// text prepares render-safe text for a SARIF message: square brackets are
// escaped, as SARIF requires of brackets that do not start an embedded
// link, so "[click](https://...)" in evidence never becomes a link.
func text(s string) string { return linkEscaper.Replace(s) }

var linkEscaper = strings.NewReplacer("[", `\[`, "]", `\]`)

// uri makes a repository-relative path a SARIF relative URI.
func uri(p string) string {
	var b strings.Builder
	for _, part := range strings.Split(p, "/") {
		if b.Len() > 0 {
			b.WriteByte('/')
		}
		b.WriteString(escapeSegment(part))
	}
	return b.String()
}

func escapeSegment(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-._~!$&'()*+,;=:@", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

func location(res *discover.Result, l discover.Location) *gosarif.Location {
	loc := gosarif.NewLocation()
	phys := gosarif.NewPhysicalLocation().WithArtifactLocation(gosarif.NewArtifactLocation().WithURI(uri(l.Path)))
	if l.Member == "" && l.Region.StartLine > 0 {
		r := l.Region
		reg := gosarif.NewRegion().WithStartLine(r.StartLine).WithStartColumn(r.StartColumn).
			WithEndLine(r.EndLine).WithEndColumn(r.EndColumn)
		reg.ByteOffset = r.ByteOffset
		reg.ByteLength = ptr(r.ByteLength)
		phys.Region = reg
	} else if l.Member != "" {
		loc.Message = gosarif.NewTextMessage(text("in " + detect.SafeText(l.Member) + " inside the archive"))
	}
	loc.PhysicalLocation = phys
	return loc
}

// level maps a finding to a SARIF level: blocking → error; warnings by
// severity, low → note.
func level(f *scan.Finding) string {
	switch {
	case f.Blocking:
		return "error"
	case f.Severity == detect.SeverityLow:
		return "note"
	}
	return "warning"
}

// ruleName: "shadowing.cross_server" → "ShadowingCrossServer".
func ruleName(id string) string {
	var b strings.Builder
	up := true
	for _, r := range id {
		if r == '.' || r == '_' || r == '-' {
			up = true
			continue
		}
		if up {
			b.WriteString(strings.ToUpper(string(r)))
			up = false
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func limit(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// semver reduces a version to the SemVer SARIF wants ("dev" → "0.0.0-dev").
func semver(v string) string {
	v = strings.TrimPrefix(v, "v")
	if v == "" || v == "dev" || !(v[0] >= '0' && v[0] <= '9') {
		return "0.0.0-dev"
	}
	return v
}

// Write renders the SARIF log of one scan as indented JSON. The output is
// deterministic: the same scan gives the same bytes.
func Write(w io.Writer, out *scan.Output, opts Options) error {
	rep := Build(out, opts)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(rep); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}
