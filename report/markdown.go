package report

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/scan"
)

// MarkdownOptions control the job summary.
type MarkdownOptions struct {
	// BlobURL is the base for links to lines, e.g.
	// https://github.com/org/repo/blob/<sha>; empty: no links.
	BlobURL string
	// MaxRows bounds the findings table (default 100).
	MaxRows int
	// Threshold names what fails the build.
	Threshold string
	// Suite is the suite whose findings fail the default gate: "" or
	// "default", or "extended" (--suite).
	Suite    string
	ExitCode int
}

// MarkdownSummary renders a GitHub job summary: the verdict, counts, and a
// table of open findings per server and tool with severity, confidence,
// signals and a link to the line. Every piece of text from a scanned file
// is escaped (Markdown, HTML, mentions) or shown in a code span.
func MarkdownSummary(out *scan.Output, opts MarkdownOptions) string {
	if opts.MaxRows <= 0 {
		opts.MaxRows = 100
	}
	s := out.Summary()
	var b strings.Builder
	verdict := "✅ no findings at or above the threshold"
	switch opts.ExitCode {
	case 1:
		verdict = "❌ findings at or above the threshold"
	case 2:
		verdict = "⚠️ usage or configuration error"
	case 3:
		verdict = "⚠️ scan incomplete: some inputs could not be read or parsed, or a check failed"
	}
	fmt.Fprintf(&b, "## mcp-lint\n\n%s (fail on: `%s`, exit code %d)\n\n", verdict, opts.Threshold, opts.ExitCode)
	if s.Nothing() {
		// mcp-lint's own words and counts: nothing from a scanned file.
		note := scan.NothingNote(s)
		fmt.Fprintf(&b, "> [!WARNING]\n> %s\n\n", strings.ToUpper(note[:1])+note[1:])
	}
	fmt.Fprintf(&b, "%s, %s, %s, %s · **%s** (%d blocking) · %s · %d baselined · %d reviewed · %s not parsed · %s\n\n",
		FilesRead(s), Plural(s.Servers, "server"), Plural(s.Tools, "tool"), Plural(s.Configs, "config"),
		Plural(s.Findings, "finding"), s.Blocking, Suppressions(s), s.Baselined, s.Reviewed, Plural(s.FileErrors, "file"), Plural(s.Computed, "computed text"))
	rows := 0
	more := 0
	extended := 0 // rows of the extended suite
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Status != scan.Open {
			continue
		}
		if rows == opts.MaxRows {
			more++
			continue
		}
		if rows == 0 {
			b.WriteString("| Severity | Server | Definition | Rule | Confidence | Signals | Where |\n|---|---|---|---|---|---|---|\n")
		}
		rows++
		sev := f.Severity.String()
		if f.Blocking {
			sev = "**" + sev + "** (blocks)"
		}
		if f.Suite == detect.SuiteExtended {
			sev += " · extended suite"
			extended++
		}
		var sigs []string
		for _, c := range f.Checks {
			sigs = append(sigs, "`"+c+"`")
		}
		fmt.Fprintf(&b, "| %s | %s | %s | `%s` | %.2f | %s | %s |\n", sev, Code(f.Tool.Server), Code(f.Tool.Name),
			f.Primary().Check, f.Confidence, strings.Join(sigs, " "), where(f, opts.BlobURL))
	}
	if more > 0 {
		fmt.Fprintf(&b, "\n…and %s more: see the SARIF upload or the JSON report.\n", Plural(more, "finding"))
	}
	if extended > 0 {
		does := "they are reported and do not fail the default gate (`--suite extended` or `suite: extended` makes them fail)"
		if opts.Suite == detect.SuiteExtended {
			does = "with `--suite extended` they fail the default gate as the others do"
		}
		fmt.Fprintf(&b, "\nFindings marked *extended suite* rest only on readings that fire on honest repositories and catch next to no attack alone: %s.\n", does)
	}
	if rows > 0 {
		// No HTML wrapper: evidence stays in code spans, where Markdown
		// renders every character literally.
		b.WriteString("\n### Evidence\n\n")
		n := 0
		for i := range out.Findings {
			f := &out.Findings[i]
			if f.Status != scan.Open || n == opts.MaxRows {
				continue
			}
			n++
			fmt.Fprintf(&b, "- %s — %s: %s\n", Code(f.Tool.String()), MarkdownDetail(f.Primary().Detail), Code(f.Primary().Evidence))
		}
	}
	var errs, notes, computed, decoded [][2]string
	for _, e := range out.Discovery.Errors {
		errs = append(errs, [2]string{e.Path, e.Message})
	}
	for _, n := range out.Discovery.Notices {
		notes = append(notes, [2]string{n.Path, n.Message})
	}
	for _, e := range out.Discovery.Computed {
		computed = append(computed, [2]string{fmt.Sprintf("%s:%d:%d", e.Path, e.Line, e.Col), e.Message})
	}
	for _, e := range out.Discovery.Decoded {
		decoded = append(decoded, [2]string{fmt.Sprintf("%s:%d:%d", e.Path, e.Line, e.Col), e.Message})
	}
	placeList(&b, "Not scanned", errs, opts.MaxRows)
	if s.Computed > 0 {
		fmt.Fprintf(&b, "\n> [!NOTE]\n> %s\n", scan.ComputedNote(s.Computed)) // mcp-lint's own words
	}
	placeList(&b, "Computed by source code", computed, opts.MaxRows)
	placeList(&b, "Read decoded", decoded, opts.MaxRows)
	placeList(&b, "Notices", notes, opts.MaxRows)
	return boundSummary(b.String())
}

// placeList writes a section of "path: message" lines, at most max.
func placeList(b *strings.Builder, title string, items [][2]string, max int) {
	if len(items) == 0 {
		return
	}
	fmt.Fprintf(b, "\n### %s\n\n", title)
	for i, it := range items {
		if i == max {
			fmt.Fprintf(b, "- …and %d more\n", len(items)-i)
			break
		}
		fmt.Fprintf(b, "- %s: %s\n", Code(it[0]), Markdown(it[1]))
	}
}

// MaxSummary bounds the job summary: GitHub refuses a step summary over
// 1 MiB, so it is cut at a line, with a marker, well before.
const MaxSummary = 900 << 10

func boundSummary(s string) string {
	if len(s) <= MaxSummary {
		return s
	}
	cut := strings.LastIndexByte(s[:MaxSummary], '\n') + 1
	return s[:cut] + fmt.Sprintf("\n…the summary was cut here (%d more bytes): see the SARIF upload or the JSON report.\n", len(s)-cut)
}

// where is a finding's place, linked to the line when a base URL is known.
func where(f *scan.Finding, blob string) string {
	r := f.Location.Region
	label := Code(fmt.Sprintf("%s:%d:%d", f.Location.Path, r.StartLine, r.StartColumn))
	if f.Location.InPath {
		label = Code(f.Location.Path) + " (its path)"
	}
	if f.Location.Member != "" || blob == "" || r.StartLine == 0 {
		return label
	}
	var segs []string
	for _, p := range strings.Split(f.Location.Path, "/") {
		segs = append(segs, url.PathEscape(p))
	}
	link := fmt.Sprintf("%s/%s#L%d", strings.TrimRight(blob, "/"), strings.Join(segs, "/"), r.StartLine)
	if r.EndLine > r.StartLine {
		link += fmt.Sprintf("-L%d", r.EndLine)
	}
	return fmt.Sprintf("[%s](%s)", label, link)
}
