package ruledoc_test

import (
	"flag"
	"os"
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
