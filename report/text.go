package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/scan"
)

// TextOptions control the text report.
type TextOptions struct {
	Color   bool
	Version string
	// Threshold names what fails the build, for the last line.
	Threshold string
	// Suite is the suite whose findings fail the default gate: "" or
	// "default", or "extended" (--suite).
	Suite string
	// Quiet leaves out the notices and the summary line: findings and
	// what could not be scanned remain.
	Quiet bool
	// Verbose adds, under each finding, the IDs of the rules that fired.
	Verbose bool
}

type palette struct{ on bool }

func (p palette) wrap(code, s string) string {
	if !p.on {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

func (p palette) sev(sev string, blocking bool) string {
	label := sev
	if blocking {
		label += " (blocks)"
	}
	switch sev {
	case "critical", "high":
		return p.wrap("1;31", label)
	case "medium":
		return p.wrap("33", label)
	}
	return p.wrap("36", label)
}

// Text writes the human-readable report: findings grouped by file, each
// with its place, rule, severity, confidence, signals and escaped evidence;
// then unreadable files, suppression problems and a summary line.
func Text(w io.Writer, out *scan.Output, opts TextOptions) error {
	p := palette{on: opts.Color}
	var b strings.Builder
	current := ""
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Status != scan.Open && f.Status != scan.Baselined && f.Status != scan.Reviewed {
			continue
		}
		if f.Location.Path != current {
			current = f.Location.Path
			fmt.Fprintf(&b, "\n%s %s\n", p.wrap("1", "file"), p.wrap("1", Plain(current)))
		}
		pos := fmt.Sprintf("%d:%d", f.Location.Region.StartLine, f.Location.Region.StartColumn)
		if f.Location.Member != "" {
			pos = Plain(f.Location.Member)
		} else if f.Location.InPath {
			pos = "path"
		}
		status := ""
		switch f.Status {
		case scan.Baselined:
			status = " " + p.wrap("2", "[baselined]")
		case scan.Reviewed:
			status = " " + p.wrap("2", "[reviewed in mcp-lint.lock]")
		}
		if f.Suite == detect.SuiteExtended {
			status += " " + p.wrap("2", "[extended suite]")
		}
		fmt.Fprintf(&b, "  %-8s %s  %s  %s%s\n", pos, p.sev(f.Severity.String(), f.Blocking),
			p.wrap("1", f.Primary().Check), scan.Subject(f.Tool), status)
		fmt.Fprintf(&b, "           %s\n", PlainDetail(f.Primary().Detail))
		if ev := f.Primary().Evidence; ev != "" {
			fmt.Fprintf(&b, "           evidence: %s\n", ev)
		}
		fmt.Fprintf(&b, "           confidence %.2f, risk %d, signals: %s\n", f.Confidence, f.RiskScore, strings.Join(f.Checks, ", "))
		if f.Suite == detect.SuiteExtended {
			fmt.Fprintf(&b, "           %s\n", scan.SuiteNote(&f.Finding, opts.Suite))
		} else if n := scan.TrainedNote(f.Trained, opts.Suite); n != "" {
			fmt.Fprintf(&b, "           %s\n", n)
		}
		if f.Audience == detect.AudiencePerson && !f.Blocking {
			fmt.Fprintf(&b, "           %s\n", scan.PersonNote)
		}
		if opts.Verbose {
			if ids := f.RuleIDs(); len(ids) > 0 {
				fmt.Fprintf(&b, "           rules: %s\n", PlainDetail(strings.Join(ids, ", ")))
			}
		}
		for _, s := range f.Located[1:] {
			at := fmt.Sprintf("%d:%d", s.Location.Region.StartLine, s.Location.Region.StartColumn)
			if s.Location.InPath {
				at = "its path"
			}
			fmt.Fprintf(&b, "           also %s at %s: %s\n", s.Check, at, PlainDetail(s.Detail))
		}
		for _, s := range f.Suppressions {
			// A signal taken out of a finding that stands on the others:
			// said at the finding, so the suppression is seen to apply.
			fmt.Fprintf(&b, "           %s\n", SuppressedSignal(s))
		}
	}
	r := out.Discovery
	if len(r.Errors) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.wrap("1;31", "could not be read or parsed (the scan is incomplete):"))
		for i, e := range r.Errors {
			if more(&b, i, len(r.Errors)) {
				break
			}
			fmt.Fprintf(&b, "  %s\n", Plain(e.Error()))
		}
	}
	if len(r.Computed) > 0 {
		// Text that was not read in full is listed even with -q; it does
		// not make the scan incomplete (--computed error does).
		fmt.Fprintf(&b, "\n%s\n", p.wrap("33", "computed by source code (a notice: not read in full):"))
		for i, e := range r.Computed {
			if more(&b, i, len(r.Computed)) {
				break
			}
			fmt.Fprintf(&b, "  %s\n", Plain(e.Error()))
		}
	}
	if s := out.Summary(); s.Computed > 0 {
		fmt.Fprintf(&b, "  %s\n", scan.ComputedNote(s.Computed))
	}
	if len(r.Decoded) > 0 && !opts.Quiet {
		// Read whole, from another encoding or with bytes replaced: said,
		// as a notice is, but at its place, since the text read there is
		// not the file's bytes as written.
		fmt.Fprintf(&b, "\n%s\n", p.wrap("2", "read decoded (a notice: not UTF-8 as written; the text was read):"))
		for i, e := range r.Decoded {
			if more(&b, i, len(r.Decoded)) {
				break
			}
			fmt.Fprintf(&b, "  %s\n", Plain(e.Error()))
		}
	}
	if len(out.Report.Failures) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.wrap("1;31", "checks that failed (the scan is incomplete):"))
		for i, f := range out.Report.Failures {
			if more(&b, i, len(out.Report.Failures)) {
				break
			}
			fmt.Fprintf(&b, "  %s on %s: %s\n", f.Check, scan.Subject(f.Tool), Plain(f.Message))
		}
	}
	if len(out.Report.Caps) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.wrap("33", "bounds reached (parts were not analysed; the scan is incomplete):"))
		for i, c := range out.Report.Caps {
			if more(&b, i, len(out.Report.Caps)) {
				break
			}
			fmt.Fprintf(&b, "  %s on %s %s: %s (%s)\n", c.Check, scan.Subject(c.Tool), Plain(c.Field), PlainDetail(c.Detail), Plain(c.Limit))
		}
	}
	if len(out.Problems) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.wrap("33", "suppression problems:"))
		for _, pr := range out.Problems {
			fmt.Fprintf(&b, "  %s: %s\n", Plain(pr.Where), Plain(pr.Message))
		}
	}
	if len(out.Drift) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.wrap("33", "in mcp-lint.lock but not found (run mcp-lint lock to update it):"))
		for _, d := range out.Drift {
			fmt.Fprintf(&b, "  %s: %s\n", Plain(d.Ref.String()), PlainDetail(d.Detail))
		}
	}
	notices := r.Notices
	if opts.Quiet {
		// A file a client reads that was not scanned is said even then.
		notices = nil
		for _, n := range r.Notices {
			if n.Unread {
				notices = append(notices, n)
			}
		}
	}
	if len(notices) > 0 {
		fmt.Fprintf(&b, "\n%s\n", p.wrap("2", "skipped:"))
		for i, n := range notices {
			if more(&b, i, len(notices)) {
				break
			}
			fmt.Fprintf(&b, "  %s: %s\n", Plain(n.Path), Plain(n.Message))
		}
	}
	s := out.Summary()
	if s.Nothing() {
		fmt.Fprintf(&b, "\n%s\n", p.wrap("33", "mcp-lint: "+scan.NothingNote(s)))
	}
	if !opts.Quiet {
		fmt.Fprintf(&b, "\n%s\n%s\n", SummaryLine(s), GateLine(out, opts.Threshold, opts.Suite))
	}
	_, err := io.WriteString(w, strings.TrimPrefix(b.String(), "\n"))
	return err
}

// MaxTextLines bounds each list of the text report's tail (errors,
// failures, bounds, notices); the JSON report has them all.
const MaxTextLines = 200

// more writes the "…and N more" line once the i-th item of n is past
// MaxTextLines, and reports that the list stops there.
func more(b *strings.Builder, i, n int) bool {
	if i < MaxTextLines {
		return false
	}
	fmt.Fprintf(b, "  …and %d more (the JSON report lists every one)\n", n-i)
	return true
}

// Plural counts a noun: "1 file", "2 files", "0 files". Every count a
// report writes in words goes through it.
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// FilesRead says, in a user's words, which files held what a scan read:
// "2 MCP files", "2 agent files" (skills, rules files, hooks ...), or
// both; "0 MCP files" when neither.
func FilesRead(s scan.Summary) string {
	switch {
	case s.AgentFiles == 0:
		return Plural(s.MCPFiles, "MCP file")
	case s.MCPFiles == 0:
		return Plural(s.AgentFiles, "agent file")
	}
	return Plural(s.MCPFiles, "MCP file") + " and " + Plural(s.AgentFiles, "agent file")
}

// GateLine says how many open findings fail the gate the scan ran with
// (threshold and suite as scan.Output.Failing takes them), and so whether
// the exit code is 1: a count of findings by severity alone does not say
// it, since soft findings of the extended suite, suppressed and reviewed
// ones do not fail the default gate. When none does and the scan is
// incomplete (exit 3), it says so, and that findings were not all read.
func GateLine(out *scan.Output, threshold, suite string) string {
	if threshold == "" {
		threshold = "default"
	}
	n := len(out.Failing(threshold, suite))
	if n == 0 && out.Summary().Incomplete {
		// Exit 3: what was left unread may hold findings, so the last
		// line must not read as a pass.
		return fmt.Sprintf("mcp-lint: SCAN INCOMPLETE (exit 3): findings were not all read (an input was not read in full, or a check failed); of those read, none fails the gate (--fail-on %s)", threshold)
	}
	if n == 0 {
		return fmt.Sprintf("mcp-lint: no finding fails the gate (--fail-on %s)", threshold)
	}
	return fmt.Sprintf("mcp-lint: %s the gate (--fail-on %s): exit 1", failVerb(n), threshold)
}

func failVerb(n int) string {
	if n == 1 {
		return "1 finding fails"
	}
	return fmt.Sprintf("%d findings fail", n)
}

// SuppressedSignal says which signal a suppression took out of a finding
// that stands on its other signals, and by what.
func SuppressedSignal(s scan.Suppression) string {
	at := fmt.Sprintf("%d:%d", s.Location.Region.StartLine, s.Location.Region.StartColumn)
	if s.Location.InPath {
		at = "its path"
	}
	by := ""
	switch s.Kind {
	case "inline":
		by = "the suppression comment at " + Plain(s.Where)
	case "config":
		by = "the ignore entry at " + Plain(s.Where)
	case "trusted-server":
		by = "a trusted server (" + Plain(s.Where) + ")"
	default:
		by = Plain(s.Where)
	}
	line := fmt.Sprintf("suppressed %s at %s, by %s", s.Rule, at, by)
	if r := Plain(s.Reason); r != "" && s.Kind != "trusted-server" {
		line += ": " + r
	}
	return line
}

// Suppressions counts the findings suppressed whole and the signals taken
// out of findings that stand: "suppressed: 2 findings, 1 signal".
func Suppressions(s scan.Summary) string {
	return "suppressed: " + Plural(s.Suppressed, "finding") + ", " + Plural(s.SuppressedSignals, "signal")
}

// SummaryLine is the one-line summary of a scan.
func SummaryLine(s scan.Summary) string {
	var sev []string
	for _, k := range []string{"critical", "high", "medium", "low"} {
		if n := s.BySeverity[k]; n > 0 {
			sev = append(sev, fmt.Sprintf("%d %s", n, k))
		}
	}
	by := ""
	if len(sev) > 0 {
		by = " (" + strings.Join(sev, ", ") + ")"
	}
	line := fmt.Sprintf("mcp-lint: %s (%d read, %d walked), %s, %s, %s; %s%s, %d blocking; %s; %d baselined; %s could not be parsed",
		FilesRead(s), s.FilesRead, s.FilesWalked, Plural(s.Servers, "server"), Plural(s.Tools, "tool"),
		Plural(s.Configs, "config"), Plural(s.Findings, "finding"), by, s.Blocking, Suppressions(s), s.Baselined, Plural(s.FileErrors, "file"))
	if s.Computed > 0 {
		line += fmt.Sprintf("; %s computed by code", Plural(s.Computed, "text"))
	}
	if s.Loose > 0 {
		them := "them"
		if s.Loose == 1 {
			them = "it"
		}
		line += fmt.Sprintf("; %s of server code scanned loose (no definition read claims %s)", Plural(s.Loose, "literal"), them)
	}
	if s.Extended > 0 {
		line += fmt.Sprintf("; %d of the extended suite", s.Extended)
	}
	if s.Reviewed > 0 {
		line += fmt.Sprintf("; %d reviewed in the lockfile", s.Reviewed)
	}
	if s.Filtered > 0 {
		line += fmt.Sprintf("; %d below the reporting thresholds", s.Filtered)
	}
	if s.Unread > 0 {
		line += fmt.Sprintf("; %s a client reads not scanned (named under skipped)", Plural(s.Unread, "file"))
	}
	if s.Incomplete {
		line += "; SCAN INCOMPLETE"
	}
	return line
}
