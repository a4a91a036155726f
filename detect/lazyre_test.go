package detect

import (
	"regexp"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/capability"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/secrets"
)

// Every lazily compiled expression compiles.
func TestExpressionsCompile(t *testing.T) {
	var all []*reading.LazyRe
	for _, f := range reading.ShellFamilies {
		all = append(append(all, f.Res...), f.Also...)
	}
	for _, r := range reading.SecretRules {
		all = append(all, r.Re)
	}
	all = append(all, capability.MarkdownImage, capability.HtmlImage, capability.UrlDataHole, secrets.CardRun)
	if len(all) < 40 {
		t.Fatalf("%d expressions", len(all))
	}
	for _, l := range all {
		if _, err := regexp.Compile(l.Expr); err != nil {
			t.Errorf("%s: %v", l.Expr, err)
		}
	}
}
