package reading

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// serverFamily reduces a server name to its software: "github-mcp-server",
// "mcp-github" and "GitHub" are one family, as are "sequential-thinking"
// and "sequentialthinking" — the same server installed twice, not an
// impersonation.
func ServerFamily(s string) string {
	sk := text.Skeleton(s)
	for _, a := range serverAffixes.Items {
		sk = strings.ReplaceAll(sk, a, "")
	}
	if sk == "" {
		return text.Skeleton(s)
	}
	return sk
}

// wordSet is the stemmed word set of one analysis.
func wordSet(a *Analysis) map[string]bool {
	set := map[string]bool{}
	AddWords(set, a)
	return set
}

// addWords adds the stems of a's words, identifiers and numbers to set.
func AddWords(set map[string]bool, a *Analysis) {
	for i := range a.Tokens {
		t := &a.Tokens[i]
		if t.Kind == TokWord || t.Kind == TokIdent || t.Kind == TokNumber {
			set[t.Stem(a)] = true
		}
	}
}

// sameProject: both tools are defined in the source code or bundle
// manifests of one repository (Tool.Project), one author's servers.
func SameProject(a, b *Tool) bool { return a.Project != "" && a.Project == b.Project }

// lookalikeKey folds a name's ASCII look-alikes onto the letters they
// imitate, after Skeleton's folding: I → l (before lower-casing), 0 → o,
// 1 → l, rn → m, vv → w.
func LookalikeKey(name string) string {
	b := []byte(name)
	for i, c := range b {
		if c == 'I' {
			b[i] = 'l'
		}
	}
	sk := []byte(text.Skeleton(string(b)))
	out := sk[:0]
	for i := 0; i < len(sk); i++ {
		c := sk[i]
		switch {
		case c == '0':
			c = 'o'
		case c == '1':
			c = 'l'
		case c == 'r' && i+1 < len(sk) && sk[i+1] == 'n':
			c = 'm'
			i++
		case c == 'v' && i+1 < len(sk) && sk[i+1] == 'v':
			c = 'w'
			i++
		}
		out = append(out, c)
	}
	return string(out)
}

var serverAffixes = NewNameList("names.data-server-affix")
