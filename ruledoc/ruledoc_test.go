package ruledoc_test

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

var update = flag.Bool("update", false, "rewrite docs/checks.md and the README's rule table")

func allDocs() []*detect.Doc {
	return append([]*detect.Doc(nil), detect.AllRules()...)
}

// TestChecksPageIsCurrent fails when docs/checks.md does not match the
// checks' metadata; regenerate with `go test ./ruledoc -update`.
func TestChecksPageIsCurrent(t *testing.T) {
	got := ruledoc.ChecksPage(allDocs())
	const path = "../docs/checks.md"
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run: go test ./ruledoc -update)", err)
	}
	if string(want) != got {
		t.Errorf("docs/checks.md is stale: run `go test ./ruledoc -update` and commit it")
	}
	for _, d := range allDocs() {
		if !strings.Contains(got, "## "+d.ID+"\n") {
			t.Errorf("no section for %s", d.ID)
		}
	}
}

func TestExampleJSONShowsHiddenCharacters(t *testing.T) {
	s := ruledoc.ExampleJSON(detect.Tool{Name: "x", Description: "a\u200bb\U000E0041"})
	if !strings.Contains(s, `a\u200bb\udb40\udc41`) {
		t.Errorf("hidden characters not escaped: %s", s)
	}
	for _, r := range s {
		if r == 0x200b || r == 0xE0041 {
			t.Errorf("raw invisible rune in docs example")
		}
	}
}

// TestReadmeRulesAreCurrent fails when the README's rule table does not
// list the registry's rules as ReadmeRules renders them (a rule added, a
// title changed, the count); `go test ./ruledoc -update` rewrites it.
func TestReadmeRulesAreCurrent(t *testing.T) {
	const path = "../README.md"
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	table := ruledoc.ReadmeRules(allDocs())
	got, ok := ruledoc.ReplaceReadmeRules(string(b), table)
	if !ok {
		t.Fatalf("README.md has no rule table between %q and %q", ruledoc.ReadmeBegin, ruledoc.ReadmeEnd)
	}
	if *update && got != string(b) {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		b = []byte(got)
	}
	if got != string(b) {
		t.Errorf("the README's rule table is stale: run `go test ./ruledoc -update` and commit it")
	}
	for _, d := range allDocs() {
		if !strings.Contains(table, "[`"+d.ID+"`]") {
			t.Errorf("the table lacks %s", d.ID)
		}
	}
}

// TestReadmeSuitesAreCurrent fails when the README's section on the
// suites does not say what the extended suite's record and the measured
// precision give; `go test ./ruledoc -update` rewrites it.
func TestReadmeSuitesAreCurrent(t *testing.T) {
	const path = "../README.md"
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	section := ruledoc.ReadmeSuites()
	got, ok := ruledoc.ReplaceBetween(string(b), ruledoc.SuitesBegin[:len("<!-- suites:begin")], ruledoc.SuitesEnd, section)
	if !ok {
		t.Fatalf("README.md has no section between %q and %q", ruledoc.SuitesBegin, ruledoc.SuitesEnd)
	}
	if *update && got != string(b) {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		b = []byte(got)
	}
	if got != string(b) {
		t.Errorf("the README's section on the suites is stale: run `go test ./ruledoc -update` and commit it")
	}
	for _, id := range detect.ExtendedSuite() {
		if !strings.Contains(section, "| `"+id+"` |") {
			t.Errorf("the section lacks %s", id)
		}
	}
}

// The measured precision (precision.json, written by bench/precision)
// names every record the registry has, in its order and with its kind:
// a reading added without a measured precision, or one gone that the
// file still names, fails the build. Each level is one of the four, and
// each says what it means.
func TestPrecisionCoversEveryRecord(t *testing.T) {
	p := ruledoc.Precision()
	recs := detect.Records()
	got := map[string]bool{}
	for _, m := range p.Records {
		got[m.ID] = true
	}
	want := map[string]bool{}
	for _, r := range recs {
		want[r.ID] = true
		if !got[r.ID] {
			t.Errorf("precision.json lacks %s (%s): run go run ./bench/precision", r.ID, r.Kind)
		}
	}
	for _, m := range p.Records {
		if !want[m.ID] {
			t.Errorf("precision.json names %s, which no record has", m.ID)
		}
	}
	if t.Failed() {
		return
	}
	if len(p.Records) != len(recs) {
		t.Fatalf("precision.json has %d lines for %d records", len(p.Records), len(recs))
	}
	for i, r := range recs {
		m := p.Records[i]
		if m.ID != r.ID || m.Kind != r.Kind {
			t.Errorf("line %d: %s (%s), want %s (%s)", i, m.ID, m.Kind, r.ID, r.Kind)
		}
		if !slices.Contains(ruledoc.Levels, m.Level) {
			t.Errorf("%s: level %q", m.ID, m.Level)
		}
	}
	for _, l := range ruledoc.Levels {
		if p.Levels[l] == "" {
			t.Errorf("precision.json does not say what %s means", l)
		}
	}
	if m, ok := ruledoc.PrecisionOf("directive.imperative"); !ok || m.Kind != detect.KindCheck {
		t.Errorf("PrecisionOf(directive.imperative) = %+v, %v", m, ok)
	}
}

// Each rule's page gives one precision: the level measured on the pool
// (the one SARIF's properties.precision carries), or the level its record
// declares where it was not measured, said to be declared.
func TestOnePrecisionPerRule(t *testing.T) {
	for _, d := range allDocs() {
		for _, page := range []string{ruledoc.Text(d), ruledoc.Markdown(d)} {
			if n := strings.Count(strings.ToLower(page), "precision"); n != 1 {
				t.Errorf("%s: %d mentions of a precision, want 1:\n%s", d.ID, n, page[:min(len(page), 400)])
			}
		}
		want := ruledoc.MeasuredPrecision(d)
		if _, measured := ruledoc.PrecisionOf(d.ID); !measured {
			want += " (declared"
		} else {
			want += " (measured: fires on"
		}
		if !strings.Contains(ruledoc.Text(d), "precision: "+want) {
			t.Errorf("%s: the page does not give the precision %q", d.ID, want)
		}
	}
}
