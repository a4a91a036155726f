package detect

import "testing"

// Every kind of credential (rules/secrets.rules) is reported as that kind
// in each of its match texts, and not in its nomatch texts.
func TestEverySecretKindMatches(t *testing.T) {
	if len(secretRules) < 20 {
		t.Fatalf("%d secret kinds loaded", len(secretRules))
	}
	found := func(r *secretRule, text string) bool {
		for _, s := range FindSecrets(text) {
			if s.Detail == r.kind+" in the text" {
				return true
			}
		}
		return false
	}
	for i := range secretRules {
		r := &secretRules[i]
		if len(r.match) == 0 {
			t.Errorf("%s has no match example", r.id)
		}
		for _, text := range r.match {
			if !found(r, text) {
				t.Errorf("%s (%s) is not reported in its example %q", r.id, r.kind, text)
			}
		}
		for _, text := range r.nomatch {
			if found(r, text) {
				t.Errorf("%s (%s) is reported in its nomatch example %q", r.id, r.kind, text)
			}
		}
	}
}
