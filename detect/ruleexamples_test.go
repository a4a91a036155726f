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

// Every family of dangerous commands (rules/shells.rules) is found as that
// family in each of its match texts and not in its nomatch texts, and each
// of its expressions matches one of its match texts: an expression no
// example reaches cannot pass unseen.
func TestEveryShellFamilyMatches(t *testing.T) {
	if len(shellFamilies) < 10 {
		t.Fatalf("%d shell families loaded", len(shellFamilies))
	}
	found := func(f *shellFamily, text string) bool {
		for _, h := range findHookShell(text) {
			if h.Kind == f.kind {
				return true
			}
		}
		return false
	}
	for i := range shellFamilies {
		f := &shellFamilies[i]
		for _, re := range append(f.res[:len(f.res):len(f.res)], f.also...) {
			reached := false
			for _, text := range f.match {
				reached = reached || re.MatchString(text)
			}
			if !reached {
				t.Errorf("%s: no match example reaches %s", f.id, re.expr)
			}
		}
		for _, text := range f.match {
			if !found(f, text) {
				t.Errorf("%s is not found in its example %q", f.id, text)
			}
		}
		for _, text := range f.nomatch {
			if found(f, text) {
				t.Errorf("%s is found in its nomatch example %q", f.id, text)
			}
		}
	}
}
