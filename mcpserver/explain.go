package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

// Explanation is the explain tool's structured content.
type Explanation struct {
	// Rule describes the rule explained (the finding's), as the JSON
	// report's rules do; absent for the trained reading, which is no rule.
	Rule *report.JSONRule `json:"rule,omitempty"`
	// Text is the explanation: for a rule, what `mcp-lint explain RULE`
	// prints; for a finding, the finding read back and its rule's text.
	Text string `json:"text"`
}

// explain is the explain tool.
func (s *server) explain(_ context.Context, args json.RawMessage) (*mcp.CallToolResult, error) {
	var in struct {
		Rule    *string         `json:"rule"`
		Finding json.RawMessage `json:"finding"`
	}
	if err := decodeArgs(args, &in); err != nil {
		return nil, err
	}
	var (
		id, lead string
	)
	switch {
	case in.Rule != nil && in.Finding != nil:
		return nil, errorf("give either rule or finding, not both")
	case in.Rule != nil:
		id = *in.Rule
	case in.Finding != nil:
		var f report.JSONFinding
		if err := json.Unmarshal(in.Finding, &f); err != nil {
			return nil, errorf("finding: %v: give an entry of a scan report's findings", err)
		}
		if f.RuleID == "" {
			return nil, errorf("finding: no ruleId: give an entry of a scan report's findings")
		}
		id, lead = f.RuleID, findingText(&f)
	default:
		return nil, errorf("give rule (a rule ID, such as %s) or finding (an entry of a scan report's findings)", detect.IDUnicodeHidden)
	}
	text, err := ruledoc.Explain(id)
	if errors.Is(err, ruledoc.ErrUnknownRule) {
		var ids []string
		for _, r := range report.Rules() {
			ids = append(ids, r.ID)
		}
		return nil, errorf("unknown rule %q: the rules are %s", report.Plain(id), strings.Join(ids, ", "))
	}
	if err != nil {
		return nil, err
	}
	e := Explanation{Text: lead + text}
	for _, r := range report.Rules() {
		if r.ID == id {
			e.Rule = &r
		}
	}
	b, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: e.Text}}, StructuredContent: json.RawMessage(b)}, nil
}

// findingText reads a finding back: where it is, how severe, on what it
// stands, and how it is cleared. Every field came from the caller and,
// before it, from the scanned text: each is written render-safe.
func findingText(f *report.JSONFinding) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Finding: %s\n", report.Plain(f.RuleID))
	if f.Location.Path != "" {
		place := report.Plain(f.Location.Path)
		if f.Location.Region.StartLine > 0 {
			place += fmt.Sprintf(":%d:%d", f.Location.Region.StartLine, f.Location.Region.StartColumn)
		}
		fmt.Fprintf(&b, "Where: %s", place)
		if f.Name != "" {
			fmt.Fprintf(&b, ", %s %s of server %s", report.Plain(f.Kind), report.Plain(f.Name), report.Plain(f.Server))
		}
		b.WriteString("\n")
	}
	if f.Severity != "" {
		tier := "soft: raised for a person to review"
		if f.Blocking {
			tier = "hard: it blocks the build"
		}
		fmt.Fprintf(&b, "Severity: %s, %s\n", report.Plain(f.Severity), tier)
	}
	if f.Title != "" {
		fmt.Fprintf(&b, "What: %s\n", report.Plain(f.Title))
	}
	if len(f.Details) > 0 {
		b.WriteString("Signals:\n")
		for _, d := range f.Details {
			fmt.Fprintf(&b, "  %s at %d:%d (%s): %s\n", report.Plain(d.Check), d.Location.Region.StartLine, d.Location.Region.StartColumn,
				report.Plain(d.Field), report.Plain(d.Detail))
		}
	}
	b.WriteString("How to clear it: ")
	if f.Blocking {
		b.WriteString("fix the definition. A hard finding fails the build whatever its severity; approving it in the lockfile needs mcp-lint approve --force with a reason, and suppressing it a reason too.\n")
	} else {
		b.WriteString("fix the text; or, once a person has read the definition and finds it honest, approve it in the lockfile (mcp-lint lock, then mcp-lint approve SERVER/NAME --reason ...), or suppress the rule with a reason (an ignore entry in .mcp-lint.yaml, or a comment \"mcp-lint: ignore[RULE] -- reason\" on the line before, where the format allows comments).\n")
	}
	b.WriteString("\n")
	return b.String()
}
