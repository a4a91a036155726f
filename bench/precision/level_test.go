package main

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

// The levels' bounds, at the pool's and the corpora's sizes: 307
// repositories (1% is 3) and 12,839 honest rows (0.1% is 12, 1% is 128).
func TestLevel(t *testing.T) {
	for _, c := range []struct {
		repos, honest int
		want          string
	}{
		{0, 0, levelVeryHigh},
		{0, 1, levelHigh},
		{0, 12, levelHigh},
		{0, 13, levelMedium},
		{1, 0, levelMedium},
		{3, 128, levelMedium},
		{4, 0, levelLow},
		{0, 129, levelLow},
	} {
		if got := level(c.repos, c.honest, 307, 12839); got != c.want {
			t.Errorf("level(%d repos, %d rows) = %s, want %s", c.repos, c.honest, got, c.want)
		}
	}
	if !slices.Equal(ruledoc.Levels, []string{levelVeryHigh, levelHigh, levelMedium, levelLow}) {
		t.Errorf("ruledoc.Levels %v", ruledoc.Levels)
	}
	texts := levelTexts(307, 12839)
	if texts[levelMedium] != "fires on at most 1% of the pool's repositories (3 of 307) and on at most 1% of the honest rows (128 of 12839)" {
		t.Errorf("medium: %q", texts[levelMedium])
	}
}

// printSuite names the members the extended suite's rule gives on the
// measured precision, and says whether the record lists the same.
func TestPrintSuite(t *testing.T) {
	b, err := os.ReadFile("../../ruledoc/precision.json")
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := printSuite(&out, b); err != nil {
		t.Fatal(err)
	}
	// The members are the record's (ruledoc's test holds the record to
	// the rule).
	ids := detect.ExtendedSuite()
	want := fmt.Sprintf("extended suite (on at least 2 honest repositories, at most 1 attack alone): %d records\n  %s\n", len(ids), strings.Join(ids, " ")) +
		"  names.extended-suite lists the same records\n"
	if out.String() != want {
		t.Errorf("printSuite:\n%s\nwant:\n%s", out.String(), want)
	}
}
