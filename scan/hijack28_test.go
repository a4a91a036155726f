package scan_test

import "testing"

// TestHijack28Battery reads the hijack28 battery (corpus/hijack28-battery.jsonl,
// #55's hijack concept, written for this battery from the concept's definition
// and the class H of docs/dev/hijack28-misses.md, not from a corpus row or a
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
// rule, file and line:column (hijack28BatteryWant); a unit not listed gives none.
func TestHijack28Battery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/hijack28-battery.jsonl", hijack28BatteryWant)
}

// hijack28BatteryWant: the findings each unit of the battery gives.
var hijack28BatteryWant = map[string][]string{
	"hj28-m02": {"config.shell shell.pipe-to-shell .claude/settings.json 9:179"},
}
