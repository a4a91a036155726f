package report

import (
	"fmt"
	"io"

	"github.com/sethvargo/go-githubactions"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/scan"
)

// MaxAnnotations bounds the workflow annotations written: GitHub shows at
// most 10 of each type per step and 50 per job, so SARIF is the main
// channel and annotations a capped extra.
const MaxAnnotations = 50

// maxNoticeAnnotations bounds the annotations for file errors and notices.
const maxNoticeAnnotations = 20

// GitHub writes workflow annotations (::error / ::warning / ::notice) for
// the open findings, escaped: the library encodes '%', CR and LF in the
// message and also ':' and ',' in the properties, and the text itself has
// every control and invisible character escaped first, so no untrusted text
// can start or end a workflow command. A finding of the extended suite is
// a notice, its title marked, unless suite is "extended" (--suite). It
// returns how many findings were left out by the cap.
func GitHub(w io.Writer, out *scan.Output, suite string) (int, error) {
	a := githubactions.New(githubactions.WithWriter(w))
	written, skipped := 0, 0
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Status != scan.Open {
			continue
		}
		if written >= MaxAnnotations {
			skipped++
			continue
		}
		written++
		reg := f.Location.Region
		fields := map[string]string{
			"file":  Plain(f.Location.Path),
			"title": fmt.Sprintf("mcp-lint %s (%s)", f.Primary().Check, f.Severity),
		}
		extended := f.Suite == detect.SuiteExtended
		if extended {
			fields["title"] = fmt.Sprintf("mcp-lint %s (%s, extended suite)", f.Primary().Check, f.Severity)
		}
		if f.Location.Member == "" && reg.StartLine > 0 {
			fields["line"] = fmt.Sprint(reg.StartLine)
			fields["endLine"] = fmt.Sprint(reg.EndLine)
			if reg.StartLine == reg.EndLine {
				fields["col"] = fmt.Sprint(reg.StartColumn)
				fields["endColumn"] = fmt.Sprint(reg.EndColumn)
			}
		}
		msg := scan.Message(f)
		if extended {
			msg += " (" + scan.SuiteNote(&f.Finding, suite) + ")"
		}
		ann := a.WithFieldsMap(fields)
		switch {
		case extended && suite != detect.SuiteExtended, f.Audience == detect.AudiencePerson && !f.Blocking:
			ann.Noticef("%s", msg)
		case f.Blocking:
			ann.Errorf("%s", msg)
		case f.Severity.String() == "low":
			ann.Noticef("%s", msg)
		default:
			ann.Warningf("%s", msg)
		}
	}
	if skipped > 0 {
		a.Noticef("mcp-lint: %d more findings are not annotated (GitHub shows a limited number); see the SARIF upload or the job summary", skipped)
	}
	// Errors and notices are annotated too, within their own budget: a file
	// that was not scanned must be as visible as a finding.
	budget := maxNoticeAnnotations
	for _, e := range out.Discovery.Errors {
		if budget == 0 {
			break
		}
		budget--
		a.WithFieldsMap(placeFields(e.Path, e.Line, e.Col, "mcp-lint: file not fully scanned")).Errorf("%s", Plain(e.Message))
	}
	for _, e := range out.Discovery.Computed {
		if budget == 0 {
			break
		}
		budget--
		a.WithFieldsMap(placeFields(e.Path, e.Line, e.Col, "mcp-lint: computed text")).Noticef("%s", Plain(e.Message))
	}
	if n := out.Summary().Computed; n > 0 {
		a.Noticef("mcp-lint: %s", scan.ComputedNote(n))
	}
	for _, e := range out.Discovery.Decoded {
		if budget == 0 {
			break
		}
		budget--
		a.WithFieldsMap(placeFields(e.Path, e.Line, e.Col, "mcp-lint: read decoded")).Noticef("%s", Plain(e.Message))
	}
	for _, n := range out.Discovery.Notices {
		if budget == 0 {
			break
		}
		budget--
		a.WithFieldsMap(map[string]string{"file": Plain(n.Path), "title": "mcp-lint: notice"}).Noticef("%s", Plain(n.Message))
	}
	if more := len(out.Discovery.Errors) + len(out.Discovery.Computed) + len(out.Discovery.Decoded) + len(out.Discovery.Notices) - maxNoticeAnnotations; more > 0 {
		a.Noticef("mcp-lint: %d more file errors or notices are not annotated; see the SARIF upload or the job summary", more)
	}
	return skipped, nil
}

// placeFields are the fields of an annotation at a file, and at its line
// and column when the line is known.
func placeFields(path string, line, col int, title string) map[string]string {
	fields := map[string]string{"file": Plain(path), "title": title}
	if line > 0 {
		fields["line"] = fmt.Sprint(line)
		fields["col"] = fmt.Sprint(max(col, 1))
	}
	return fields
}
