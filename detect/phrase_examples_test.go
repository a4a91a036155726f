package detect_test

import (
	"slices"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Every phrase rule record (rules/*.rules) carries the sentences it was
// written for: it must match each "match" sentence, and no "nomatch" one.
// A miswritten rule (the precedence trap) cannot pass unseen; a rule
// without a match example does not load at all (ruledata.go).
func TestEveryPhraseRuleMatches(t *testing.T) {
	rules := detect.PhraseRules()
	if len(rules) < 200 {
		t.Fatalf("%d phrase rules loaded", len(rules))
	}
	for _, r := range rules {
		if len(r.Match) == 0 {
			t.Errorf("phrase rule %s has no match example", r.ID)
		}
		for _, ex := range r.Match {
			if got := matchedIDs(ex); !slices.Contains(got, r.ID) {
				t.Errorf("phrase rule %s does not match its example %q (matched: %v)\n  pattern: %s", r.ID, ex, got, r.Pattern)
			}
		}
		for _, ex := range r.NoMatch {
			if got := matchedIDs(ex); slices.Contains(got, r.ID) {
				t.Errorf("phrase rule %s matches its nomatch example %q\n  pattern: %s", r.ID, ex, r.Pattern)
			}
		}
	}
}

func matchedIDs(text string) []string {
	var ids []string
	for _, m := range detect.PhraseMatches(text) {
		ids = append(ids, m.ID)
	}
	return ids
}
