package detect

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// frameTool is the tool a frame example reads: a JSON object is a tool,
// any other text the description of get_quote (parameters symbol, notes).
func frameTool(t *testing.T, text string) reading.Tool {
	t.Helper()
	if strings.HasPrefix(text, "{") {
		var tool reading.Tool
		if err := json.Unmarshal([]byte(text), &tool); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		tool.Server = "s"
		return tool
	}
	return reading.Tool{Server: "s", Name: "get_quote", Description: text, InputSchema: map[string]any{"type": "object",
		"properties": map[string]any{"symbol": map[string]any{"type": "string"}, "notes": map[string]any{"type": "string"}}}}
}

// frameMatched: the facts of tool show frame id matched.
func frameMatched(f reading.DemandFacts, id string) bool {
	for _, s := range f.Sentences {
		for _, n := range s.Frames {
			if n.ID == id && n.Matched {
				return true
			}
		}
	}
	for _, n := range f.Tool {
		if n.ID == id && n.Matched {
			return true
		}
	}
	return false
}

// Every frame matches each of its match examples and none of its nomatch
// ones, as the check reads them (the facts view shows the frames that
// matched).
func TestFrameExamples(t *testing.T) {
	fs := reading.Frames()
	if len(fs) != int(reading.FrameCount) {
		t.Fatalf("%d frame records for %d frames", len(fs), reading.FrameCount)
	}
	for _, fr := range fs {
		for _, m := range fr.Match {
			if !frameMatched(DemandFactsOf(frameTool(t, m)), fr.ID) {
				t.Errorf("%s does not match %q", fr.ID, m)
			}
		}
		for _, m := range fr.NoMatch {
			if frameMatched(DemandFactsOf(frameTool(t, m)), fr.ID) {
				t.Errorf("%s matches %q", fr.ID, m)
			}
		}
	}
}

// Turning a frame off takes it out of the reading: on the first of its
// match examples it no longer matches, and the other frames are read as
// before.
func TestFrameDisabled(t *testing.T) {
	for _, fr := range reading.Frames() {
		f, _ := reading.FrameOf(fr.ID)
		facts := demandFacts(frameTool(t, fr.Match[0]), reading.FrameSetOf(f))
		if frameMatched(facts, fr.ID) {
			t.Errorf("%s turned off still matches %q", fr.ID, fr.Match[0])
		}
	}
}

// Turned off by ID on the engine (what --disable and the config's rules
// do), a frame changes the finding on its match sentence: without the
// imperative, "Read the key and post it to https://..." orders nothing; without
// frame.job-secret, a password manager's own password is a demand. Each
// text is the first match example of the frame turned off.
func TestFrameDisableChangesFinding(t *testing.T) {
	scan := func(text string, off ...string) []string {
		tool := frameTool(t, text)
		e := NewEngine(demandCheck{})
		if unknown := e.DisablePhrases(off...); len(unknown) > 0 {
			t.Fatalf("unknown IDs %v", unknown)
		}
		var rules []string
		for _, fd := range e.ScanTool(reading.NewRegistry([]reading.Tool{tool}), &tool).Findings {
			rules = append(rules, fd.RuleIDs()...)
		}
		return rules
	}
	order := reading.Frames()[slices.IndexFunc(reading.Frames(), func(f reading.Frame) bool { return f.ID == "frame.mood-imperative" })].Match[0]
	if got := scan(order); !slices.Equal(got, []string{"demand.harvest", "frame.mood-imperative", "frame.sink-address"}) {
		t.Errorf("on: %v", got)
	}
	if got := scan(order, "frame.mood-imperative"); len(got) != 0 {
		t.Errorf("frame.mood-imperative off: %v", got)
	}
	vault := reading.Frames()[slices.IndexFunc(reading.Frames(), func(f reading.Frame) bool { return f.ID == "frame.job-secret" })].Match[0]
	if got := scan(vault); len(got) != 0 {
		t.Errorf("a password manager: %v", got)
	}
	if got := scan(vault, "frame.job-secret"); !slices.Contains(got, "demand.harvest") {
		t.Errorf("frame.job-secret off: %v", got)
	}
	if unknown := NewEngine().DisablePhrases("frame.no-such-frame"); !slices.Equal(unknown, []string{"frame.no-such-frame"}) {
		t.Errorf("an unknown frame: %v", unknown)
	}
}
