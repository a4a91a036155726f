package detect

import (
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/secrets"
)

// Every kind of credential (rules/secrets.rules) is reported as that kind
// in each of its match texts, and not in its nomatch texts.
func TestEverySecretKindMatches(t *testing.T) {
	if len(reading.SecretRules) < 20 {
		t.Fatalf("%d secret kinds loaded", len(reading.SecretRules))
	}
	found := func(r *reading.SecretRule, text string) bool {
		for _, s := range secrets.FindSecrets(text) {
			if s.Detail == r.Kind+" in the text" {
				return true
			}
		}
		return false
	}
	for i := range reading.SecretRules {
		r := &reading.SecretRules[i]
		if len(r.Match) == 0 {
			t.Errorf("%s has no match example", r.Id)
		}
		for _, text := range r.Match {
			if !found(r, text) {
				t.Errorf("%s (%s) is not reported in its example %q", r.Id, r.Kind, text)
			}
		}
		for _, text := range r.Nomatch {
			if found(r, text) {
				t.Errorf("%s (%s) is reported in its nomatch example %q", r.Id, r.Kind, text)
			}
		}
	}
}

// Every family of dangerous commands (rules/shells.rules) is found as that
// family in each of its match texts and not in its nomatch texts, and each
// of its expressions matches one of its match texts: an expression no
// example reaches cannot pass unseen.
func TestEveryShellFamilyMatches(t *testing.T) {
	if len(reading.ShellFamilies) < 10 {
		t.Fatalf("%d shell families loaded", len(reading.ShellFamilies))
	}
	found := func(f *reading.ShellFamily, text string) bool {
		for _, h := range reading.FindHookShell(text) {
			if h.Kind == f.Kind {
				return true
			}
		}
		return false
	}
	for i := range reading.ShellFamilies {
		f := &reading.ShellFamilies[i]
		for _, re := range append(f.Res[:len(f.Res):len(f.Res)], f.Also...) {
			reached := false
			for _, text := range f.Match {
				reached = reached || re.MatchString(text)
			}
			if !reached {
				t.Errorf("%s: no match example reaches %s", f.Id, re.Expr)
			}
		}
		for _, text := range f.Match {
			if !found(f, text) {
				t.Errorf("%s is not found in its example %q", f.Id, text)
			}
		}
		for _, text := range f.Nomatch {
			if found(f, text) {
				t.Errorf("%s is found in its nomatch example %q", f.Id, text)
			}
		}
	}
}
