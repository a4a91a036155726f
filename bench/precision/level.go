package main

import "fmt"

// Precision levels, from the false positives measured on honest text
// (CodeQL's @precision names): a record's honest repositories are those
// of the pool it fires on in either scan, its honest rows those of every
// set's honest rows it fires on.
const (
	levelVeryHigh = "very-high"
	levelHigh     = "high"
	levelMedium   = "medium"
	levelLow      = "low"
)

// The bounds: high allows honest rows up to 0.1% of them, medium up to 1%
// of the pool's repositories and 1% of the honest rows.
const (
	highRowShare    = 0.001
	mediumRepoShare = 0.01
	mediumRowShare  = 0.01
)

// level is the precision level of a record that fires on repos of the
// pool's pool repositories and on honest of its honestRows honest rows.
func level(repos, honest, pool, honestRows int) string {
	switch {
	case repos == 0 && honest == 0:
		return levelVeryHigh
	case repos == 0 && float64(honest) <= highRowShare*float64(honestRows):
		return levelHigh
	case float64(repos) <= mediumRepoShare*float64(pool) && float64(honest) <= mediumRowShare*float64(honestRows):
		return levelMedium
	}
	return levelLow
}

// levelTexts says what each level means, with the bounds in counts.
func levelTexts(pool, honestRows int) map[string]string {
	atMost := func(share float64, of int) int { return int(share * float64(of)) }
	return map[string]string{
		levelVeryHigh: fmt.Sprintf("fires on no honest repository of the pool (%d) and on no honest row (%d)", pool, honestRows),
		levelHigh: fmt.Sprintf("fires on no honest repository of the pool and on at most 0.1%% of the honest rows (%d of %d)",
			atMost(highRowShare, honestRows), honestRows),
		levelMedium: fmt.Sprintf("fires on at most 1%% of the pool's repositories (%d of %d) and on at most 1%% of the honest rows (%d of %d)",
			atMost(mediumRepoShare, pool), pool, atMost(mediumRowShare, honestRows), honestRows),
		levelLow: "fires more often on honest text than medium allows",
	}
}
