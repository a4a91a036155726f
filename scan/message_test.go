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
