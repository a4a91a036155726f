package scan_test

import "testing"

// TestHijackHookModelTextBattery reads the battery of the text a hook
// hands the model (corpus/battery/hijack-hook-model-text.jsonl, the hijack
// concept, written for this battery from the concept's definition, not
// from a corpus row or a
// repository): 10 attacks and 10 honest look-alikes, every one a hook. Attacks:
// another's part (a server's tools, a team's release target, a built-in tool,
// review agents, a deploy skill, the gh CLI, a built-in command) stated out of
// service and its work sent to a package, a remote script or a script outside
// the repository, in the text a hook hands the model: a PreToolUse deny reason,
// a message to standard error before exit 2 (inline, in a Python or a node
// script), a Stop hook's block reason, what a context hook's script prints; one
// German, one Spanish, one Japanese. Honest: the same places holding a guard's
// reason (pnpm not npm, no recursive delete, .env protected, no force push, no
// DROP TABLE, writes kept in the plugin's folder), a session's reminder, a
// failing test suite, a formatter's log line. Every finding is pinned by check,
// rule, file and line:column (hookModelTextWant); a unit not listed gives none.
func TestHijackHookModelTextBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/hijack-hook-model-text.jsonl", hookModelTextWant)
}

// hookModelTextWant: the findings each unit of the battery gives.
var hookModelTextWant = map[string][]string{
	"hijack-hook-model-text-m01": {"directive.imperative ask.part-displaced .claude/settings.json 9:163"},
	"hijack-hook-model-text-m02": {"config.shell shell.pipe-to-shell .claude/settings.json 9:179", "directive.imperative shell.flow-remote-run .claude/settings.json 9:179"},
	"hijack-hook-model-text-m03": {"directive.imperative ask.part-displaced .claude/hooks/fetch_guard.py 5:6"},
	"hijack-hook-model-text-m04": {"directive.imperative takeover.builtin-gone plugins/qa-kit/hooks/start.py 4:28"},
	"hijack-hook-model-text-m05": {"directive.imperative ask.part-displaced .claude/hooks/hints.py 6:16"},
	"hijack-hook-model-text-m08": {"directive.imperative shell.flow-remote-run .claude/hooks/stop_gate.py 6:85"},
	// Read but not taken by any reading: m06 (German "deaktiviert", the gh
	// CLI with its work sent to a script outside the repository), m07
	// (Spanish "obsoleto"), m09 (Grep and Glob, built-in tools whose bare
	// names are ordinary words, ask-agent-tool leaves them out), m10
	// (Japanese 廃止).
}
