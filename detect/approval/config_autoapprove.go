package approval

import (
	"fmt"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// ConfigAutoApprove is config.auto_approve: a server's tools run without
// the user's confirmation.
var ConfigAutoApprove = &reading.ConfigRule{Read: autoApproved, Rule: reading.Doc{
	ID: reading.IDConfigAutoApprove, Title: "Tool calls approved without asking", Tier: reading.TierSoft, Threat: reading.ThreatToolPoisoning,
	Summary: "The config lets the client run a server's tools without the user's confirmation: " +
		"`trust: true`, `autoApprove`, `alwaysAllow`.",
	Rationale: "Confirmation is the last human check between a poisoned instruction and its effect. " +
		"Auto-approval turns every tool-poisoning finding into an action taken without review; it " +
		"deserves a deliberate, reviewed decision, and a wildcard deserves more.",
	NotFlagged:  "`trust: false`, empty approval lists, `disabled` servers.",
	Remediation: "Remove auto-approval, or limit it to read-only tools you have reviewed.",
	Bad:         reading.Example{Config: &reading.ServerConfig{Server: "shell", Client: "gemini", Fields: []reading.ConfigField{{Path: "command", Role: reading.CfgCommand, Value: "mcp-shell"}, {Path: "trust", Role: reading.CfgApprove, Key: "trust", Value: "true"}}}, Note: "Every call of this server runs without confirmation."},
	Good:        reading.Example{Config: &reading.ServerConfig{Server: "shell", Client: "gemini", Fields: []reading.ConfigField{{Path: "command", Role: reading.CfgCommand, Value: "mcp-shell"}, {Path: "trust", Role: reading.CfgApprove, Key: "trust", Value: "false"}}}, Note: "Calls are confirmed."},
	Precision:   "very-high",
}}

// autoApproved reads the approval fields of config c.
func autoApproved(c *reading.ServerConfig) []reading.Signal {
	var out []reading.Signal
	for f := range c.FieldsOf(reading.CfgApprove) {
		v := strings.TrimSpace(f.Value)
		if v == "" || v == "false" || v == "[]" {
			continue
		}
		conf, what := 0.6, fmt.Sprintf("%s: %s — tool calls run without confirmation", reading.SafeText(f.Key), reading.Evidence(v))
		if v == "true" || v == "*" || strings.Contains(v, `"*"`) || v == "all" {
			conf = 0.75
			what = fmt.Sprintf("%s: %s — every tool of the server runs without confirmation", reading.SafeText(f.Key), reading.Evidence(v))
		}
		out = append(out, reading.Signal{Tier: reading.TierSoft, Confidence: conf, Field: f.Path, Evidence: reading.Evidence(v), Detail: what})
	}
	return out
}
