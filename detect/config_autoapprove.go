package detect

// The launch-config rule config.auto_approve: tools the client runs without asking the user.

import (
	"fmt"
	"strings"
)

type configAutoApprove struct{}

func (configAutoApprove) ID() string { return IDConfigAutoApprove }
func (configAutoApprove) Doc() *Doc  { return &configAutoApproveDoc }

var configAutoApproveDoc = Doc{
	ID: IDConfigAutoApprove, Title: "Tool calls approved without asking", Tier: TierSoft, Threat: ThreatToolPoisoning,
	Summary: "The config lets the client run a server's tools without the user's confirmation: " +
		"`trust: true`, `autoApprove`, `alwaysAllow`.",
	Rationale: "Confirmation is the last human check between a poisoned instruction and its effect. " +
		"Auto-approval turns every tool-poisoning finding into an action taken without review; it " +
		"deserves a deliberate, reviewed decision, and a wildcard deserves more.",
	NotFlagged:  "`trust: false`, empty approval lists, `disabled` servers.",
	Remediation: "Remove auto-approval, or limit it to read-only tools you have reviewed.",
	Bad:         Example{Config: &ServerConfig{Server: "shell", Client: "gemini", Fields: []ConfigField{{Path: "command", Role: CfgCommand, Value: "mcp-shell"}, {Path: "trust", Role: CfgApprove, Key: "trust", Value: "true"}}}, Note: "Every call of this server runs without confirmation."},
	Good:        Example{Config: &ServerConfig{Server: "shell", Client: "gemini", Fields: []ConfigField{{Path: "command", Role: CfgCommand, Value: "mcp-shell"}, {Path: "trust", Role: CfgApprove, Key: "trust", Value: "false"}}}, Note: "Calls are confirmed."},
	Precision:   "very-high",
}

func (configAutoApprove) InspectConfig(c *ServerConfig) []Signal {
	var out []Signal
	for _, f := range c.Fields {
		if f.Role != CfgApprove {
			continue
		}
		v := strings.TrimSpace(f.Value)
		if v == "" || v == "false" || v == "[]" {
			continue
		}
		conf, what := 0.6, fmt.Sprintf("%s: %s — tool calls run without confirmation", SafeText(f.Key), Evidence(v))
		if v == "true" || v == "*" || strings.Contains(v, `"*"`) || v == "all" {
			conf = 0.75
			what = fmt.Sprintf("%s: %s — every tool of the server runs without confirmation", SafeText(f.Key), Evidence(v))
		}
		out = append(out, Signal{Tier: TierSoft, Confidence: conf, Field: f.Path, Evidence: Evidence(v), Detail: what})
	}
	return out
}
