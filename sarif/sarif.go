// Package sarif turns scan output into SARIF 2.1.0 that GitHub code
// scanning accepts. It builds on github.com/owenrumney/go-sarif/v3 behind
// this small builder: every rule is declared in every run (so fixed alerts
// close), results point at the exact characters with UTF-16 columns, carry
// a stable semantic fingerprint and mcp-lint's properties, among them its
// own security-severity (so code scanning shows the severity the CLI
// gives; docs/code-scanning.md); each rule is described once, and every file
// that could not be read or parsed, every failed check and every bound hit
// becomes a tool execution notification.
package sarif

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
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
	// code scanning; automationDetails.id is "mcp-lint/<category>/". Empty
	// writes no automationDetails, so the upload step's category input
	// decides (a category in the file silently overrides it).
	Category          string
	IncludeSuppressed bool
	// IncludeBaselined puts baselined findings back, marked with
	// baselineState "unchanged". Code scanning ignores baselineState, so
	// by default they are left out: a baseline means "not an alert".
	IncludeBaselined bool
	// MaxResults caps the results of the run (default MaxResults).
	MaxResults int
	// Suite is the suite whose findings fail the default gate: "" or
	// "default", or "extended" (--suite). A finding of the extended suite
	// is a note or a warning unless it is "extended".
	Suite string
}

// MaxResults is code scanning's limit on the results of one run: a larger
// run is rejected whole. Past it, hard findings are kept first, and a
// notification says how many were left out.
const MaxResults = 25_000

func ptr[T any](v T) *T { return &v }

// Build assembles the SARIF log of one scan.
func Build(out *scan.Output, opts Options) *gosarif.Report {
	rep := gosarif.NewReport()
	run := gosarif.NewRunWithInformationURI("mcp-lint", InformationURI)
	run.Tool.Driver.SemanticVersion = ptr(semver(opts.Version))
	run.Tool.Driver.Version = ptr(opts.Version)
	run.WithColumnKind("utf16CodeUnits")
	if opts.Category != "" {
		run.WithAutomationDetails(gosarif.NewRunAutomationDetails().WithID("mcp-lint/" + strings.Trim(opts.Category, "/") + "/"))
	}
	if opts.MaxResults <= 0 {
		opts.MaxResults = MaxResults
	}

	kept, cut := selectResults(out.Findings, opts)
	// A finding's severity rises with the checks that agree, while its
	// ruleId must not move (suppressions, alerts and dismissals hang on
	// it). So each result carries its own security-severity, which code
	// scanning reads in preference to its rule's (as GitHub's engineers
	// describe it; docs/code-scanning.md cites where). GitHub's SARIF page
	// lists the property only on the rule, and asks that rule data change
	// rarely: each rule is described at the highest severity its findings
	// take (ruledoc.SecuritySeverity), the same in every run, so a reader
	// of the rule alone never shows a finding lower than the CLI. A
	// configuration that sets a soft rule's severity above that raises it.
	ceiling := configuredCeilings(kept)
	rules := detect.AllRules()
	for _, d := range rules {
		// Every rule in every run, so code scanning closes the alerts of
		// a rule that no longer fires. The descriptor is kept small,
		// because it is uploaded with every run: the title, the summary,
		// the remedy and a link to the full documentation (mcp-lint
		// explain prints it offline).
		r := run.AddRule(d.ID)
		r.Name = ptr(ruleName(d.ID))
		r.ShortDescription = gosarif.NewMultiformatMessageString().WithText(d.Title)
		r.FullDescription = gosarif.NewMultiformatMessageString().WithText(limit(d.Summary, 1024))
		r.Help = gosarif.NewMultiformatMessageString().WithText(helpText(d))
		r.HelpURI = ptr(ruledoc.HelpURI(d.ID))
		r.DefaultConfiguration = gosarif.NewReportingConfiguration().WithLevel(ruledoc.Level(d))
		props := gosarif.NewPropertyBag()
		props.Tags = []string{"security", "mcp", string(d.Threat)}
		// Code scanning orders alerts by precision: the measured one.
		props.Add("precision", ruledoc.MeasuredPrecision(d))
		props.Add("problem.severity", ruledoc.Level(d))
		sev := max(ruledoc.CeilingSeverity(d), ceiling[d.ID])
		props.Add("security-severity", ruledoc.SecurityScore(sev))
		props.Add("tier", d.Tier.String())
		r.Properties = props
	}

	for _, f := range kept {
		res := run.CreateResultForRule(f.Primary().Check)
		res.Level = level(f, opts.Suite)
		msg := text(scan.Message(f))
		res.Locations = []*gosarif.Location{location(out.Discovery, f.Location)}
		var links []string
		for k, s := range f.Located[1:] {
			loc := location(out.Discovery, s.Location)
			loc.ID = k + 1
			loc.Message = gosarif.NewTextMessage(text(s.Check + ": " + detect.SafeDetail(s.Detail)))
			res.RelatedLocations = append(res.RelatedLocations, loc)
			// Code scanning shows a related location only when the
			// message links to it: "[text](id)".
			links = append(links, fmt.Sprintf("[%s](%d)", text(s.Check), k+1))
		}
		if len(links) > 0 {
			msg += " (see also " + strings.Join(links, ", ") + ")"
		}
		if f.Suite == detect.SuiteExtended {
			msg += " (" + scan.SuiteNote(&f.Finding, opts.Suite) + ")"
		}
		if f.Status != scan.Suppressed {
			for _, s := range f.Suppressions {
				msg += fmt.Sprintf(" (%s at %d:%d was suppressed by %s; the rest stands)", text(s.Rule), s.Location.Region.StartLine, s.Location.Region.StartColumn, text(detect.SafeText(s.Where)))
			}
		}
		res.Message = gosarif.NewTextMessage(msg)
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
			if f.Status != scan.Suppressed {
				// A signal taken out of a finding that stands on the
				// others: an accepted suppression on the result would
				// suppress all of it (SARIF 3.27.23), and a consumer
				// that honours it would hide a finding that fails the
				// build. The property below names the signal instead.
				continue
			}
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
		if ids := f.RuleIDs(); len(ids) > 0 {
			p.Add("rules", ids) // the phrase rules that fired
		}
		p.Add("tier", f.Tier.String())
		p.Add("threatType", string(f.Threat))
		p.Add("server", detect.SafeText(f.Tool.Server))
		p.Add("tool", detect.SafeText(f.Tool.Name))
		p.Add("kind", string(f.Tool.Kind))
		p.Add("field", f.Primary().Field)
		p.Add("riskScore", f.RiskScore)
		p.Add("severity", f.Severity.String())
		if score := ruledoc.SecurityScore(f.Severity); score != "" {
			p.Add("security-severity", score) // this result's own, over its rule's
		}
		p.Add("blocking", f.Blocking)
		if f.Suite != "" {
			p.Add("suite", f.Suite) // fails the default gate only with --suite extended
		}
		if t := f.Trained; t != nil {
			// the trained reading's score of the sentences the finding rests on
			p.Add("trainedScore", t.Score)
			p.Add("trainedModel", t.Model)
			p.Add("trainedHonest", t.Honest)
		}
		p.Add("evidence", f.Primary().Evidence)
		if f.Status != scan.Suppressed && len(f.Suppressions) > 0 {
			// the signals a suppression took out of a finding that stands
			var taken []string
			for _, s := range f.Suppressions {
				taken = append(taken, fmt.Sprintf("%s at %s:%d:%d (%s %s)", s.Rule, detect.SafeText(s.Location.Path),
					s.Location.Region.StartLine, s.Location.Region.StartColumn, s.Kind, detect.SafeText(s.Where)))
			}
			p.Add("suppressedSignals", taken)
		}
		res.Properties = p
	}

	inv := gosarif.NewInvocation()
	s := out.Summary()
	inv.ExecutionSuccessful = ptr(!s.Incomplete)
	if cut > 0 {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			notification("warning", "results-cut", fmt.Sprintf("%s not in this SARIF log: code scanning accepts %d results a run, so hard findings were kept first; the JSON report lists every one", moreAre(cut, "finding"), opts.MaxResults)))
	}
	for _, e := range out.Discovery.Errors {
		n := notification("error", "file-not-scanned", fmt.Sprintf("%s could not be read or parsed: %s", detect.SafeText(e.Path), detect.SafeText(e.Message)))
		n.Locations = []*gosarif.Location{fileLocation(e.Path, e.Line, e.Col)}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	if s.Computed > 0 {
		// The count once, with the recipe; then each place.
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			notification("note", "computed-text", scan.ComputedNote(s.Computed)))
	}
	// Each place of computed text, and each notice, once per file and
	// shape (aggregate): a clean scan of a large server keeps a small log,
	// and the text and JSON reports list every place.
	var computed []placed
	for _, e := range out.Discovery.Computed {
		computed = append(computed, placed{e.Path, e.Line, e.Col, e.Message})
	}
	for _, g := range aggregate(computed) {
		n := notification("note", "computed-text", fmt.Sprintf("%s: %s", detect.SafeText(g.path), detect.SafeText(g.msg)))
		n.Locations = []*gosarif.Location{fileLocation(g.path, g.line, g.col)}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	for _, e := range out.Discovery.Decoded {
		// A file read from another encoding than UTF-8: the regions of
		// its results count its decoded characters, as SARIF counts an
		// artifact's columns in the characters of its encoding.
		n := notification("note", "file-decoded", fmt.Sprintf("%s: %s", detect.SafeText(e.Path), detect.SafeText(e.Message)))
		n.Locations = []*gosarif.Location{fileLocation(e.Path, e.Line, e.Col)}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	var notices []placed
	for _, nt := range out.Discovery.Notices {
		notices = append(notices, placed{path: nt.Path, msg: nt.Message})
	}
	for _, g := range aggregate(notices) {
		// What discovery left out on purpose (a link out of the root, a
		// definition read twice, a file outside the paths given) is listed
		// too: SARIF says what was not scanned, not only what failed.
		n := notification("note", "file-notice", fmt.Sprintf("%s: %s", detect.SafeText(g.path), detect.SafeText(g.msg)))
		n.Locations = []*gosarif.Location{fileLocation(g.path, 0, 0)}
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
			notification("warning", "notifications-cut", fmt.Sprintf("%s not listed here; the JSON report lists every one", moreAre(n-maxNotifications+1, "notification"))))
	}
	run.AddInvocation(inv)
	rep.AddRun(run)
	return rep
}

// configuredCeilings is, per rule, the highest severity of its results in
// this run: above a rule's ceiling only where a configuration set it.
func configuredCeilings(kept []*scan.Finding) map[string]detect.Severity {
	out := map[string]detect.Severity{}
	for _, f := range kept {
		if id := f.Primary().Check; f.Severity > out[id] {
			out[id] = f.Severity
		}
	}
	return out
}

// selectResults picks the findings a SARIF log reports: open ones, and
// suppressed, reviewed or baselined ones when asked; at most
// opts.MaxResults, blocking findings first, then by severity, otherwise in
// the scan's order. It returns how many were cut.
func selectResults(all []scan.Finding, opts Options) ([]*scan.Finding, int) {
	var out []*scan.Finding
	for i := range all {
		f := &all[i]
		switch f.Status {
		case scan.Open:
		case scan.Baselined:
			if !opts.IncludeBaselined {
				continue
			}
		case scan.Suppressed, scan.Reviewed:
			if !opts.IncludeSuppressed {
				continue
			}
		default:
			continue
		}
		out = append(out, f)
	}
	if len(out) <= opts.MaxResults {
		return out, 0
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Blocking != out[j].Blocking {
			return out[i].Blocking
		}
		return out[i].Severity > out[j].Severity
	})
	return out[:opts.MaxResults], len(out) - opts.MaxResults
}

// placed is a notification's file, place and message.
type placed struct {
	path      string
	line, col int
	msg       string
}

// aggregatedLines is how many further places' lines an aggregated
// notification names.
const aggregatedLines = 10

// aggregate keeps one notification per file and shape of message (the
// message with its numbers left out), in the order of their first
// places: the first one's place and message, and, when the shape recurs,
// how many places it stands for and the lines of the next few.
func aggregate(in []placed) []placed {
	type group struct {
		first placed
		lines []int
		n     int
	}
	var order []string
	groups := map[string]*group{}
	for _, p := range in {
		key := p.path + "\x00" + messageShape(p.msg)
		g := groups[key]
		if g == nil {
			g = &group{first: p}
			groups[key] = g
			order = append(order, key)
		} else if len(g.lines) < aggregatedLines && p.line > 0 {
			g.lines = append(g.lines, p.line)
		}
		g.n++
	}
	out := make([]placed, 0, len(order))
	for _, key := range order {
		g := groups[key]
		p := g.first
		if g.n > 1 {
			more := fmt.Sprintf(" (%d places of this kind in this file", g.n)
			if len(g.lines) > 0 {
				ls := make([]string, len(g.lines))
				for i, l := range g.lines {
					ls[i] = fmt.Sprint(l)
				}
				more += "; also at lines " + strings.Join(ls, ", ")
				if g.n-1 > len(g.lines) {
					more += ", …"
				}
			}
			p.msg += more + "; the JSON report lists each)"
		}
		out = append(out, p)
	}
	return out
}

// messageShape is a message with its runs of digits left out: the
// notices of one kind differ in their numbers (lines, columns, counts).
func messageShape(msg string) string {
	var b strings.Builder
	digits := false
	for _, r := range msg {
		if r >= '0' && r <= '9' {
			if !digits {
				b.WriteByte('#')
			}
			digits = true
			continue
		}
		digits = false
		b.WriteRune(r)
	}
	return b.String()
}

// moreAre: "1 more finding is", "2 more findings are".
func moreAre(n int, noun string) string {
	if n == 1 {
		return "1 more " + noun + " is"
	}
	return fmt.Sprintf("%d more %ss are", n, noun)
}

// maxNotifications bounds the tool execution notifications of a run.
const maxNotifications = 1000

// fileLocation is a notification's place: the file at path, and its line
// and column when the line is known (line 0: the file alone).
func fileLocation(path string, line, col int) *gosarif.Location {
	loc := gosarif.NewLocation()
	loc.PhysicalLocation = gosarif.NewPhysicalLocation().WithArtifactLocation(gosarif.NewArtifactLocation().WithURI(uri(path)))
	if line > 0 {
		loc.PhysicalLocation.Region = gosarif.NewRegion().WithStartLine(line).WithStartColumn(max(col, 1))
	}
	return loc
}

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

// uri makes a repository-relative path a SARIF relative URI, and a path
// outside the root (reported absolute, with forward slashes) a file URI:
// "/srv/x.json" → "file:///srv/x.json", "C:/x.json" → "file:///C:/x.json".
func uri(p string) string {
	prefix := ""
	switch {
	case strings.HasPrefix(p, "/"):
		prefix, p = "file:///", strings.TrimLeft(p, "/")
	case len(p) >= 3 && p[1] == ':' && p[2] == '/' && (p[0]|0x20 >= 'a' && p[0]|0x20 <= 'z'):
		prefix, p = "file:///"+p[:2]+"/", p[3:]
	}
	var b strings.Builder
	b.WriteString(prefix)
	for i, part := range strings.Split(p, "/") {
		if i > 0 {
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

// level maps a finding to a SARIF level: blocking or critical → error;
// low → note; medium and high → warning. A finding of the extended suite,
// which does not fail the default gate, is never an error unless its
// suite fails it (--suite extended).
func level(f *scan.Finding, suite string) string {
	extended := f.Suite == detect.SuiteExtended && suite != detect.SuiteExtended
	switch {
	case f.Severity == detect.SeverityLow:
		return "note"
	case extended:
		return "warning"
	case f.Blocking || f.Severity == detect.SeverityCritical:
		return "error"
	case f.Severity == detect.SeverityLow:
		return "note"
	}
	return "warning"
}

// helpText is a rule's SARIF help: its summary, its remedy and where the
// full documentation is. The full page (rationale, what is not flagged,
// examples) is docs/checks.md and mcp-lint explain; sending it with every
// run made a clean upload ~300 KB.
func helpText(d *detect.Doc) string {
	return fmt.Sprintf("%s\n\nRemediation: %s\n\nDocumentation: %s (offline: mcp-lint explain %s)",
		d.Summary, d.Remediation, ruledoc.HelpURI(d.ID), d.ID)
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
