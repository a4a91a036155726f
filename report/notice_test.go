package report_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/scan"
)

// Errors and notices are annotated like findings: a file that was not
// scanned must be as visible in a pull request as a finding.
func TestAnnotationsCarryErrorsAndNotices(t *testing.T) {
	root := t.TempDir()
	outside := t.TempDir()
	if err := os.Symlink(outside, filepath.Join(root, "outdir")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "tools.json"), []byte(`{"tools":[{"name":5},{"name":"a","description":"d","inputSchema":{}}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out := scan.Run(scan.Options{Paths: []string{root}, Discover: discover.Options{Root: root}})
	var b bytes.Buffer
	if _, err := report.GitHub(&b, out, ""); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, want := range []string{
		"::error col=11,file=tools.json,line=1,title=mcp-lint%3A file not fully scanned::entry 1 of the tools list is not a definition",
		"::notice file=outdir,title=mcp-lint%3A notice::symlink not followed",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("annotations lack %q:\n%s", want, got)
		}
	}
	var md = report.MarkdownSummary(out, report.MarkdownOptions{})
	if !strings.Contains(md, "### Notices") || !strings.Contains(md, "### Not scanned") {
		t.Errorf("summary lacks errors or notices:\n%s", md)
	}
}

// A finding's detail is composed with SafeText around quoted text; the
// reports escape what is left raw but do not escape those escapes again.
func TestDetailsAreEscapedOnce(t *testing.T) {
	detail := "tool name imitates srv/" + detect.SafeText("read\u200bfile") + " and \x1b[31m"
	if got, want := report.PlainDetail(detail), `tool name imitates srv/read\u200bfile and \u001b[31m`; got != want {
		t.Errorf("text: %q, want %q", got, want)
	}
	if got := report.MarkdownDetail(detail); strings.Contains(got, `\\\\u200b`) || !strings.Contains(got, `\\u200b`) {
		t.Errorf("markdown escaped twice or not at all: %q", got)
	}
	// Names and messages are bounded.
	long := strings.Repeat("a", 1<<20)
	if n := len(report.Plain(long)); n > detect.MaxSafeText+64 {
		t.Errorf("a 1 MiB name renders as %d bytes", n)
	}
}
