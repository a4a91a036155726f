package discover

import (
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
)

// A loose text is named by its place, so its name gains the folder's
// prefix; a definition whose own name starts like its file keeps its name.
func TestRebaseRenamesOnlyTextsNamedByPlace(t *testing.T) {
	r := &Result{Tools: []detect.Tool{
		{Kind: detect.KindTool, Name: "tools.json_lint", Source: "tools.json"},
		{Kind: detect.KindText, Name: "server.py:12:5", Anchor: "server.py#2", Source: "server.py"},
	}}
	r.rebase("/x/repo/")
	if got := r.Tools[0]; got.Name != "tools.json_lint" || got.Source != "/x/repo/tools.json" {
		t.Errorf("tool: name %q source %q, want tools.json_lint in /x/repo/tools.json", got.Name, got.Source)
	}
	if got := r.Tools[1]; got.Name != "/x/repo/server.py:12:5" || got.Anchor != "/x/repo/server.py#2" || got.Source != "/x/repo/server.py" {
		t.Errorf("loose text: name %q anchor %q source %q", got.Name, got.Anchor, got.Source)
	}
}
