package detect_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/detect"
)

// scan runs the default engine's readings over tool and its peers and
// returns the finding of tool (nil if none) and the report. The trained
// reading's own findings (trained.proposed) are off: the tests that use
// scan pin what the readings read; propose_test.go pins the model's own.
func scan(t *testing.T, tool reading.Tool, peers ...reading.Tool) (*reading.Finding, *reading.Report) {
	t.Helper()
	reg := reading.NewRegistry(append([]reading.Tool{tool}, peers...))
	e := detect.NewEngine()
	e.DisableProposer()
	rep := e.ScanTool(reg, &tool)
	// A check that panicked (recovered by the engine) is a failed test,
	// never a quiet "not flagged".
	for _, f := range rep.Failures {
		t.Errorf("check %s failed on %s: %v", f.Check, tool.Name, f)
	}
	for i := range rep.Findings {
		if rep.Findings[i].Tool == tool.Ref() {
			return &rep.Findings[i], rep
		}
	}
	return nil, rep
}

// signalsOf returns the signals of one check in a finding.
func signalsOf(f *reading.Finding, check string) []reading.Signal {
	if f == nil {
		return nil
	}
	var out []reading.Signal
	for _, s := range f.Signals {
		if s.Check == check {
			out = append(out, s)
		}
	}
	return out
}

// fieldText returns the text of a field of tool, to slice a span out of.
func fieldText(t *testing.T, tool reading.Tool, path string) string {
	t.Helper()
	reg := reading.NewRegistry([]reading.Tool{tool})
	_ = reg
	for _, f := range reading.FieldsOf(&tool) {
		if f.Path == path {
			return f.Text
		}
	}
	t.Fatalf("tool has no field %q", path)
	return ""
}

// wantSpan asserts a signal points at exactly the text want inside field.
func wantSpan(t *testing.T, tool reading.Tool, s reading.Signal, field, want string) {
	t.Helper()
	if s.Field != field {
		t.Errorf("%s: field = %q, want %q (detail %q)", s.Check, s.Field, field, s.Detail)
		return
	}
	text := fieldText(t, tool, field)
	if s.Span.Start < 0 || s.Span.End > len(text) || s.Span.Start > s.Span.End {
		t.Errorf("%s: span %v out of range of %d-byte field", s.Check, s.Span, len(text))
		return
	}
	if got := text[s.Span.Start:s.Span.End]; got != want {
		t.Errorf("%s: span %v covers %q, want %q", s.Check, s.Span, got, want)
	}
}

// checkOneDemand scans tool, which holds a case's text: with at "" (an
// honest text) it must raise nothing at all; otherwise it must carry
// exactly one demand signal, naming rules, whose span is exactly at in
// field. With report set it prints the demand signals instead.
func checkOneDemand(t *testing.T, tool reading.Tool, text, field, at string, rules []string, report bool) {
	t.Helper()
	f, _ := scan(t, tool)
	sigs := signalsOf(f, reading.IDDemand)
	if report {
		for _, s := range sigs {
			t.Logf("%q: %s %v %q", text, s.Field, s.Rules, fieldText(t, tool, s.Field)[s.Span.Start:s.Span.End])
		}
		return
	}
	if at == "" {
		if f != nil {
			t.Errorf("honest text flagged: %q: %v", text, f.Checks)
		}
		return
	}
	if len(sigs) != 1 {
		t.Errorf("%q: want one demand signal, got %+v", text, sigs)
		return
	}
	if strings.Join(sigs[0].Rules, ",") != strings.Join(rules, ",") {
		t.Errorf("%q: rules %v, want %v", text, sigs[0].Rules, rules)
	}
	wantSpan(t, tool, sigs[0], field, at)
}

// wantQuiet runs each description of cases, as the subtest of its name,
// as the only text of a tool: check may raise nothing on it (no check at
// all may, when check is "").
func wantQuiet(t *testing.T, check string, cases map[string]string) {
	t.Helper()
	for name, desc := range cases {
		t.Run(name, func(t *testing.T) {
			f, _ := scan(t, reading.Tool{Server: "s", Name: "t", Description: desc})
			if check == "" {
				if f != nil {
					t.Errorf("flagged: %s: %s / %s", checkIDs(f), f.Primary().Detail, f.Primary().Evidence)
				}
				return
			}
			if s := signalsOf(f, check); len(s) > 0 {
				t.Errorf("flagged: %s / %s", s[0].Detail, s[0].Evidence)
			}
		})
	}
}

// signalLabels are the signals of finding f (none when f is nil), and
// each as "field:check:rules" for a failure's message.
func signalLabels(f *reading.Finding) ([]reading.Signal, []string) {
	if f == nil {
		return nil, nil
	}
	got := make([]string, 0, len(f.Signals))
	for _, s := range f.Signals {
		got = append(got, s.Field+":"+s.Check+":"+strings.Join(s.Rules, ","))
	}
	return f.Signals, got
}

// flaggedBy scans tool alone and stops the test when check raises
// nothing on it; it returns the finding and check's signals.
func flaggedBy(t *testing.T, tool reading.Tool, check string) (*reading.Finding, []reading.Signal) {
	t.Helper()
	f, _ := scan(t, tool)
	sigs := signalsOf(f, check)
	if len(sigs) == 0 {
		t.Fatalf("not flagged by %s (got %q): %q", check, checkIDs(f), tool.Description)
	}
	return f, sigs
}

// caseKind is what a case text of a table is, and what is pinned of it.
type caseKind uint8

const (
	attack        caseKind = iota // an attack the readings must read
	gap                           // an attack still missed, pinned: a change that reads it strikes the mark off
	honest                        // an honest look-alike, which must raise nothing
	honestFlagged                 // an honest text still flagged, pinned likewise
)

// lookAlike: the case is an honest text (flagged or not).
func (k caseKind) lookAlike() bool { return k == honest || k == honestFlagged }

func checkIDs(f *reading.Finding) string {
	if f == nil {
		return ""
	}
	return strings.Join(f.Checks, ",")
}

// wantDemandAt: tool carries exactly one demand signal, made by frame
// when frame is not "", whose span is exactly the text at in field.
func wantDemandAt(t *testing.T, tool reading.Tool, frame, field, at string) {
	t.Helper()
	f, _ := scan(t, tool)
	sigs := signalsOf(f, reading.IDDemand)
	if len(sigs) != 1 || frame != "" && !slices.Contains(sigs[0].Rules, frame) {
		t.Errorf("%q: want one demand signal of %q, got %+v", tool.Description, frame, sigs)
		return
	}
	wantSpan(t, tool, sigs[0], field, at)
}
