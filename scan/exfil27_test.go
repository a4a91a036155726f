package scan_test

import "testing"

// TestExfil27Battery reads the exfil27 battery (corpus/exfil27-battery.jsonl,
// #55's hook_abuse concept as the hook's sending and running; written for
// this battery from the concept's definition and the classes of
// docs/dev/exfil27-misses.md, not from a corpus row or a repository): 12
// attacks (a hook's input, the environment or .env fed by xargs to a
// network client or a DNS lookup; hooks in a skill's or a subagent's front
// matter sending what they are handed; a hook that installs and runs a
// floating package at every event) and 12 honest look-alikes of the same
// shapes (xargs feeding a formatter, a local log or a reload on localhost;
// front-matter hooks that log locally, lint or format; pinned packages; a
// notification with fixed text). Every finding is pinned by check, rule,
// file and line:column; a unit not listed gives none.
func TestExfil27Battery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/exfil27-battery.jsonl", exfil27BatteryWant)
}

// exfil27BatteryWant: the findings each unit of the battery gives.
var exfil27BatteryWant = map[string][]string{
	"ex27-m10": {"config.shell shell.credential-exfiltration .claude/settings.local.json 8:38"},
}
