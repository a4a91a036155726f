package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rules --words lists the word sets and classes with their words and
// gloss: a word set (product-noun) and a word class.
func TestRulesWords(t *testing.T) {
	dir := t.TempDir()
	r := mcpLint(t, dir, nil, "rules", "--words")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stdout, "product-noun")
	assert.Contains(t, r.stdout, "words: api apis sdk sdks")
	assert.Contains(t, r.stdout, `"with the PayPal SDK"`)
	r = mcpLint(t, dir, nil, "rules", "--words", "--format", "json")
	require.Equal(t, 0, r.code, r.stderr)
	var sets []struct {
		ID    string   `json:"id"`
		Named bool     `json:"named"`
		Words []string `json:"words"`
		Gloss string   `json:"gloss"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &sets))
	byID := map[string]int{}
	for i, s := range sets {
		byID[s.ID] = i
	}
	require.Contains(t, byID, "hook-opener")
	require.Contains(t, byID, "example")
	assert.True(t, sets[byID["hook-opener"]].Named)
	assert.False(t, sets[byID["example"]].Named)
	assert.Contains(t, sets[byID["hook-opener"]].Words, "whenever")
	assert.Contains(t, sets[byID["hook-opener"]].Gloss, "hookedBefore")
}
