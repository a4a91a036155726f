package detect

import (
	"regexp"
	"testing"
)

// Every lazily compiled expression compiles.
func TestExpressionsCompile(t *testing.T) {
	var all []*lazyRe
	for _, f := range shellFamilies {
		all = append(append(all, f.res...), f.also...)
	}
	for _, r := range secretRules {
		all = append(all, r.re)
	}
	all = append(all, markdownImage, htmlImage, urlDataHole, cardRun)
	if len(all) < 40 {
		t.Fatalf("%d expressions", len(all))
	}
	for _, l := range all {
		if _, err := regexp.Compile(l.expr); err != nil {
			t.Errorf("%s: %v", l.expr, err)
		}
	}
}
