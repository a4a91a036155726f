package corpus

import (
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
)

// A unit row is read with its files; a malicious one is caught only by a
// finding that fails the gate in its poisoned file, and a benign one is
// flagged by such a finding in any file.
func TestUnitRows(t *testing.T) {
	data := []byte(`{"id":"m1","label":"malicious","category":"exfiltration","files":{"skills/a/SKILL.md":"x","skills/a/run.sh":"y"},"poisoned_file":"skills/a/run.sh"}
{"id":"m2","label":"malicious","category":"exfiltration","files":{"AGENTS.md":"x","CLAUDE.md":"y"},"poisoned_file":"CLAUDE.md"}
{"id":"b1","label":"benign","category":"hard_negative","files":{"AGENTS.md":"x","CLAUDE.md":"y"}}
{"id":"b2","label":"benign","category":"hard_negative","files":{"AGENTS.md":"z"}}
`)
	es, err := Parse(data, "units.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	soft := detect.Finding{Checks: []string{detect.IDDirectiveImperative}, Severity: detect.SeverityMedium, Confidence: 0.8}
	hard := detect.Finding{Checks: []string{detect.IDConfigShell}, Blocking: true, Severity: detect.SeverityCritical}
	found := map[string][]UnitFinding{
		"x": {{Path: "skills/a/SKILL.md", Finding: soft}},
		"y": {{Path: "skills/a/run.sh", Finding: hard}},
	}
	units := func(files map[string]string) ([]UnitFinding, error) {
		var out []UnitFinding
		for _, text := range files {
			out = append(out, found[text]...)
		}
		return out, nil
	}
	vs, sc := Evaluate(es, Options{Units: units})
	want := map[string][2]string{
		"m1": {Block, GateFail}, // the hard finding is in the poisoned script
		"m2": {Pass, GatePass},  // findings, but none in CLAUDE.md
		"b1": {Block, GateFail},
		"b2": {Pass, GatePass},
	}
	for _, v := range vs {
		if w := want[v.ID]; v.Verdict != w[0] || v.Gate != w[1] {
			t.Errorf("%s: verdict %s, gate %s; want %s, %s", v.ID, v.Verdict, v.Gate, w[0], w[1])
		}
	}
	if sc.Malicious.Gated != 1 || sc.Benign.Flagged != 1 || sc.ChecksFailed != 0 {
		t.Errorf("scorecard: %+v", sc)
	}
	// Without a scanner, unit rows are not scored: the run is incomplete.
	if _, sc := Evaluate(es, Options{}); sc.ChecksFailed == 0 {
		t.Error("unit rows scored without a scanner")
	}
	for _, bad := range []string{
		`{"id":"x","label":"malicious","files":{"a.md":"x"},"poisoned_file":"b.md"}`,
		`{"id":"x","label":"benign","files":{"../a.md":"x"}}`,
		`{"id":"x","label":"benign","files":{"/a.md":"x"}}`,
		`{"id":"x","label":"benign","files":{}}`,
	} {
		if _, err := Parse([]byte(bad), "bad"); err == nil {
			t.Errorf("%s: parsed", bad)
		}
	}
}
