package main

import (
	"slices"
	"testing"

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
