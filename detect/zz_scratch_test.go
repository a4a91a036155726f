package detect

import (
	"os"
	"strings"
	"testing"
)

func TestScratchUV(t *testing.T) {
	b, _ := os.ReadFile("/work/fresh/agent/trailofbits+skills/plugins/culture-index/skills/interpreting-culture-index/SKILL.md")
	s := string(b)
	i := strings.Index(s, "\n---\n")
	body := s[i+5:]
	tool := Tool{Server: "s", Kind: KindSkill, Name: "interpreting-culture-index", Extra: map[string]any{"body": body}}
	r := NewEngine().Scan(NewRegistry([]Tool{tool}), nil)
	for _, f := range r.Findings {
		for _, sg := range f.Signals {
			t.Logf("%s %v %q", sg.Detail, sg.Rules, sg.Evidence)
		}
	}
	for _, h := range FindShell(body) {
		t.Logf("%+v %q %v", h, body[h.Span.Start:h.Span.End], ownInstaller(body, "interpreting-culture-index", h.Span))
	}
}
