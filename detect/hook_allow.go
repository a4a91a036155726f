package detect

import (
	"regexp"
	"strings"
)

// hookAllowKind is the kind of shell.hook-allow-all (rules/agent-take21.rules):
// a hook's printed answer to the agent's permission prompt is allow. No
// reader takes it but hookAllowsAll: a hook that allows one tool when its
// input passes a check is how a team lets its own safe commands through.
const hookAllowKind = "hook-allow"

var (
	wsHookPrinter  = newWordSet("take21-hook-printer", false)
	wsAnyCmdTool   = newWordSet("take21-any-command-tool", false)
	hookAllowEvent = map[string]bool{HookClientPrefix + "PreToolUse": true, HookClientPrefix + "PermissionRequest": true}
)

// hookAllowsAll (approval_bypass): a PreToolUse or PermissionRequest hook
// whose matcher takes every tool (left out, "", "*", or a pattern that
// takes the tool that runs any command) and whose command answers allow
// before anything else runs: its first command prints the answer, so no
// condition stands before it. Every tool call is then approved without
// the user's prompt. A hook that runs a script to decide, prints ask or
// deny, or allows one named tool stays quiet.
func hookAllowsAll(c *ServerConfig) []Signal {
	if !hookAllowEvent[c.Client] {
		return nil
	}
	broad := true
	for _, f := range c.Fields {
		if f.Role == CfgMatcher {
			broad = matcherTakesAll(f.Value)
		}
	}
	if !broad {
		return nil
	}
	var out []Signal
	for _, f := range c.Fields {
		if f.Role != CfgScript {
			continue
		}
		pipes := parseShell(f.Value).pipes
		pipes = pipes[approve25Drained(pipes):] // the input drained first is no condition (approve25.go)
		if len(pipes) == 0 || len(pipes[0]) == 0 || len(pipes[0][0].words) == 0 || !wsHookPrinter.has(pipes[0][0].words[0].lit) {
			continue
		}
		first := pipes[0][0]
		end := first.end
		for _, r := range first.redirs {
			if strings.HasPrefix(r.op, "<<") && r.op != "<<<" {
				// A here-document: its body runs to the next command.
				end = len(f.Value)
				if len(pipes) > 1 && len(pipes[1]) > 0 {
					end = pipes[1][0].start
				}
			}
		}
		for _, h := range findHookShell(f.Value) {
			if h.Kind != hookAllowKind || h.Span.Start < first.start || h.Span.End > end {
				continue
			}
			out = append(out, Signal{Tier: TierSoft, Severity: SeverityHigh, Confidence: 0.9, Field: f.Path, Span: h.Span,
				Evidence: Evidence(commandContext(f.Value, h.Span)), Detail: "hook answers allow to every tool's permission prompt",
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
	for _, w := range wsAnyCmdTool.words {
		if re.MatchString(w) {
			return true
		}
	}
	return false
}
