package ruledoc_test

import (
	"slices"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

// The extended suite's record (names.extended-suite) lists exactly what
// the rule gives on the measured precision: a new measurement that moves
// a reading across the rule's bounds fails the build until the record
// is updated (go run ./bench/precision prints the members).
func TestExtendedSuiteFollowsItsRule(t *testing.T) {
	want := ruledoc.ExtendedByRule(ruledoc.Precision())
	got := detect.ExtendedSuite()
	for _, id := range want {
		if !slices.Contains(got, id) {
			m, _ := ruledoc.PrecisionOf(id)
			t.Errorf("%s fires on %d honest repositories and alone catches %d attacks: add it to names.extended-suite (detect/internal/reading/rules/suite.rules)", id, m.Repos, m.AloneTotal)
		}
	}
	for _, id := range got {
		if !slices.Contains(want, id) {
			m, _ := ruledoc.PrecisionOf(id)
			t.Errorf("%s fires on %d honest repositories and alone catches %d attacks: the rule leaves it in the default suite; take it out of names.extended-suite", id, m.Repos, m.AloneTotal)
		}
	}
	if len(want) == 0 {
		t.Error("the rule gives no member")
	}
}

// The rule's bounds, on made-up figures: two honest repositories and at
// most one attack alone; a check is never a member.
func TestExtendedByRule(t *testing.T) {
	p := &ruledoc.PrecisionFile{Records: []ruledoc.Measured{
		{ID: "secrecy.without-knowledge", Kind: detect.KindPhrase, Repos: 2, AloneTotal: 1},
		{ID: "secrecy.do-not-tell-user", Kind: detect.KindPhrase, Repos: 1, AloneTotal: 0},
		{ID: "frame.conceal-withhold", Kind: detect.KindFrame, Repos: 5, AloneTotal: 2},
		{ID: "directive.context", Kind: detect.KindCue, Repos: 9, AloneTotal: 0},
		{ID: "config.unpinned", Kind: detect.KindCheck, Repos: 28, AloneTotal: 0},
	}}
	if got := ruledoc.ExtendedByRule(p); !slices.Equal(got, []string{"secrecy.without-knowledge", "directive.context"}) {
		t.Errorf("ExtendedByRule = %v", got)
	}
	if ruledoc.SuiteOf("frame.conceal-withhold") != detect.SuiteExtended || ruledoc.SuiteOf("directive.imperative") != detect.SuiteDefault {
		t.Error("SuiteOf")
	}
}
