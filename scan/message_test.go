package scan

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
)

// A finding with a signal per copy of a tool across many servers names
// the first few in its message and states the cut.
func TestMessageCapsTheOtherSignals(t *testing.T) {
	f := &Finding{Finding: detect.Finding{Tool: detect.ToolRef{Server: "a", Name: "search"}}}
	for i := 0; i < 13; i++ {
		f.Signals = append(f.Signals, detect.Signal{Check: detect.IDShadowingCrossServer, Detail: fmt.Sprintf("copy of s%d/search", i)})
	}
	msg := Message(f)
	if got := strings.Count(msg, "shadowing.cross_server ("); got != maxAlso {
		t.Errorf("%d other signals named, want %d: %s", got, maxAlso, msg)
	}
	if !strings.HasSuffix(msg, "; and 4 more.") {
		t.Errorf("the cut is not stated: %s", msg)
	}
	if !strings.Contains(msg, "copy of s8/search") || strings.Contains(msg, "copy of s9/search") {
		t.Errorf("wrong signals named: %s", msg)
	}
}

// A unit of what an agent reads is named as its kind, not as a tool.
func TestSubjectOfUnits(t *testing.T) {
	for ref, want := range map[detect.ToolRef]string{
		{Server: "deployer", Kind: detect.KindSkill, Name: "pdf"}:                             "skill pdf of deployer",
		{Server: "deployer", Kind: detect.KindCommand, Name: "/ci:fix"}:                       "command /ci:fix of deployer",
		{Server: "repo", Kind: detect.KindRules, Name: ".cursor/rules/a.mdc"}:                 "rules file .cursor/rules/a.mdc",
		{Server: "deployer", Kind: detect.KindPlugin, Name: "plugin.json"}:                    "the plugin.json listing of plugin deployer",
		{Server: "deployer", Kind: detect.KindConfig, Name: detect.HookClientPrefix + "Stop"}: "the Stop hook of deployer",
		{Server: "weather", Kind: detect.KindConfig, Name: "claude-desktop"}:                  "the launch config of server weather (claude-desktop)",
	} {
		if got := Subject(ref); got != want {
			t.Errorf("Subject(%v) = %q, want %q", ref, got, want)
		}
	}
}
