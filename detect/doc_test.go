package detect_test

import (
	"regexp"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/detect"
)

var idShape = regexp.MustCompile(`^[a-z]+\.[a-z_]+$`)

func scanExample(t *testing.T, ex reading.Example) *reading.Finding {
	t.Helper()
	if ex.Config == nil {
		f, _ := scan(t, ex.Tool, ex.Peers...)
		return f
	}
	rep := detect.NewEngine().ScanAll(nil, []reading.ServerConfig{*ex.Config}, nil)
	if len(rep.Findings) == 0 {
		return nil
	}
	return &rep.Findings[0]
}

// TestConfigDocExamples: the same for the launch-config rules.
func TestConfigDocExamples(t *testing.T) {
	for _, c := range detect.ConfigChecks() {
		d := c.Doc()
		if d.Bad.Config == nil || d.Good.Config == nil {
			t.Fatalf("%s: config rule without config examples", d.ID)
		}
		t.Run(d.ID+"/bad", func(t *testing.T) {
			f := scanExample(t, d.Bad)
			if len(signalsOf(f, d.ID)) == 0 {
				t.Errorf("bad example does not trigger %s (got %q)", d.ID, checkIDs(f))
			}
		})
		t.Run(d.ID+"/good", func(t *testing.T) {
			if f := scanExample(t, d.Good); f != nil {
				t.Errorf("good example is flagged: %q %+v", checkIDs(f), f.Signals)
			}
		})
	}
}

// TestDocExamples: every check's documented bad example makes it fire and
// its good example does not (the gitleaks habit: docs that are tests).
func TestDocExamples(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range detect.Checks() {
		d := c.Doc()
		if d.ID != c.ID() || !idShape.MatchString(d.ID) || seen[d.ID] {
			t.Fatalf("check %q: bad or duplicate ID %q", c.ID(), d.ID)
		}
		seen[d.ID] = true
		if d.Title == "" || d.Summary == "" || d.Rationale == "" || d.NotFlagged == "" || d.Remediation == "" || d.Precision == "" {
			t.Errorf("%s: incomplete documentation", d.ID)
		}
		t.Run(d.ID+"/bad", func(t *testing.T) {
			f, _ := scan(t, d.Bad.Tool, d.Bad.Peers...)
			if len(signalsOf(f, d.ID)) == 0 {
				t.Errorf("bad example does not trigger %s (got %q)", d.ID, checkIDs(f))
			}
			if d.Tier == reading.TierHard && (f == nil || !f.Blocking) {
				t.Errorf("bad example of a hard check does not block")
			}
		})
		t.Run(d.ID+"/good", func(t *testing.T) {
			f, _ := scan(t, d.Good.Tool, d.Good.Peers...)
			if f != nil {
				t.Errorf("good example is flagged: %q %+v", checkIDs(f), f.Signals)
			}
		})
	}
}
