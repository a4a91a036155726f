package hooks

import (
	"regexp"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsAnyCmdTool = reading.NewWordSet("take-any-command-tool", false)

var hookAllowEvent = map[string]bool{reading.HookClientPrefix + "PreToolUse": true, reading.HookClientPrefix + "PermissionRequest": true}

// hookAllowsAll (approval_bypass): a PreToolUse or PermissionRequest hook
// whose matcher takes every tool (left out, "", "*", or a pattern that
// takes the tool that runs any command) and whose command answers allow
// before anything else runs: its first command prints the answer, so no
// condition stands before it. Every tool call is then approved without
// the user's prompt. A hook that runs a script to decide, prints ask or
// deny, or allows one named tool stays quiet.
func HookAllowsAll(c *reading.ServerConfig) []reading.Signal {
	if !hookAllowEvent[c.Client] {
		return nil
	}
	broad := true
	for _, f := range c.Fields {
		if f.Role == reading.CfgMatcher {
			broad = matcherTakesAll(f.Value)
		}
	}
	if !broad {
		return nil
	}
	var out []reading.Signal
	for _, f := range c.Fields {
		if f.Role != reading.CfgScript {
			continue
		}
		pipes := reading.ParseShell(f.Value).Pipes
		pipes = pipes[reading.Drained(pipes):] // the input drained first is no condition
		if len(pipes) == 0 || len(pipes[0]) == 0 || len(pipes[0][0].Words) == 0 || !reading.WsHookPrinter.Has(pipes[0][0].Words[0].Lit) {
			continue
		}
		first := pipes[0][0]
		end := first.End
		for _, r := range first.Redirs {
			if strings.HasPrefix(r.Op, "<<") && r.Op != "<<<" {
				// A here-document: its body runs to the next command.
				end = len(f.Value)
				if len(pipes) > 1 && len(pipes[1]) > 0 {
					end = pipes[1][0].Start
				}
			}
		}
		for _, h := range reading.FindHookShell(f.Value) {
			if h.Kind != reading.HookAllowKind || h.Span.Start < first.Start || h.Span.End > end {
				continue
			}
			out = append(out, reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityHigh, Confidence: 0.9, Field: f.Path, Span: h.Span,
				Evidence: reading.Evidence(reading.CommandContext(f.Value, h.Span)), Detail: "hook answers allow to every tool's permission prompt",
				Rules: []string{"shell.hook-allow-all"}})
			break
		}
	}
	return out
}

// matcherTakesAll: a hook's matcher that runs it for every tool: empty,
// "*", or a pattern that takes the tool that runs any command.
func matcherTakesAll(m string) bool {
	m = strings.TrimSpace(m)
	if m == "" || m == "*" {
		return true
	}
	re, err := regexp.Compile("(?i)^(?:" + m + ")$")
	if err != nil {
		return false
	}
	for _, w := range wsAnyCmdTool.Words {
		if re.MatchString(w) {
			return true
		}
	}
	return false
}
