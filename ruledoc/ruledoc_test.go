package ruledoc_test

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

var update = flag.Bool("update", false, "rewrite docs/checks.md")

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
