package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The README is for users: short, and free of how the project measures
// itself from the inside. The figures a user needs are one table; the
// rest, described by what the sets are, is docs/measurements.md. Neither
// names a corpus set by its file name, counts instructions, or tells how
// the work was done.
func TestReadmeIsForUsers(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	lines := strings.Count(string(readme), "\n")
	assert.LessOrEqual(t, lines, 350, "the README has %d lines", lines)

	// The attack sets' names, as their files under corpus/blind carry
	// them: 2026-11-23-demand-a.jsonl is demand-a.
	files, err := filepath.Glob("../../corpus/blind/*.jsonl")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	date := regexp.MustCompile(`^\d{4}-\d{2}-\d{2}-`)
	names := map[string]bool{}
	for _, f := range files {
		n := strings.TrimSuffix(date.ReplaceAllString(filepath.Base(f), ""), ".jsonl")
		n = strings.TrimSuffix(n, "-after")
		if strings.Contains(n, "-") { // "hard" alone is an English word
			names[n] = true
		}
	}
	for _, doc := range []string{"../../README.md", "../../docs/measurements.md"} {
		b, err := os.ReadFile(doc)
		require.NoError(t, err)
		text := strings.ToLower(string(b))
		for n := range names {
			set := regexp.MustCompile(`(^|[^a-z0-9-])` + regexp.QuoteMeta(n) + `($|[^a-z0-9-])`)
			assert.False(t, set.MatchString(text), "%s names the set %s", doc, n)
		}
		for _, phrase := range []string{"held out", "held-out", "holdout", "sealed", "previous release", "the engineers",
			"cachegrind", "million instructions", "billion instructions", "instructions of", "the work was done", "release's work"} {
			assert.False(t, strings.Contains(text, phrase), "%s says %q", doc, phrase)
		}
	}
}
