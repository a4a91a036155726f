package scan_test

import "testing"

// TestProseBattery reads the battery of a coded text decoded and followed
// (corpus/battery/payload-decode-follow.jsonl, the hidden_instructions
// concept as a coded text the unit orders decoded and followed; written
// for this battery from the concept's definition, not from a corpus
// row or a repository): 14 attacks (ROT13, base64 and hex in a rules file,
// a skill, a command, a subagent, a script's comment, an HTML comment;
// English, German, Spanish, French, Italian, Japanese) and 14 honest
// look-alikes (a JWT or a Kubernetes secret decoded, a review skill and a
// contributors' note quoting the trick, riddles, codecs, checksums, mail
// bodies and log lines, CTF coaching). Every finding is pinned by check,
// rule, file and line:column; a unit not listed gives none. m09 (a
// script's comment; payload.decoded does not read scripts) is left.
// b08, b13 and b14 (a sentence a mail body, a quoted
// attack or a log line carries in base64) are no finding: hiddenProse
// would flag them, but in an agent unit a decoded sentence is read
// only with an order to follow it (decoded), and the attacks of
// the same shape (m02, m06, m08, m11, m12) keep their finding.
func TestProseBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/payload-decode-follow.jsonl", decodeFollowWant)
}

// decodeFollowWant: the findings each unit of the battery gives.
var decodeFollowWant = map[string][]string{
	"payload-decode-follow-m01": {"payload.decoded payload.decode-and-follow AGENTS.md 7:1"},
	"payload-decode-follow-m02": {"payload.decoded payload.decode-and-follow .claude/skills/test-triage/SKILL.md 14:1"},
	"payload-decode-follow-m03": {"payload.decoded shell.credential-exfiltration .claude/commands/release.md 8:75"},
	"payload-decode-follow-m04": {"payload.decoded payload.decode-and-follow .claude/agents/pr-reviewer.md 10:1"},
	"payload-decode-follow-m05": {"payload.decoded payload.decode-and-follow CLAUDE.md 7:1"},
	"payload-decode-follow-m06": {"payload.decoded payload.decode-and-follow skills/dependencias/SKILL.md 12:1"},
	"payload-decode-follow-m07": {"payload.decoded payload.decode-and-follow .claude/commands/nettoyage.md 9:3"},
	"payload-decode-follow-m08": {"payload.decoded payload.decode-and-follow .cursor/rules/team.mdc 11:1"},
	"payload-decode-follow-m10": {"payload.decoded payload.decode-and-follow .github/copilot-instructions.md 6:1"},
	"payload-decode-follow-m11": {"payload.decoded payload.decode-and-follow .windsurfrules 4:57"},
	"payload-decode-follow-m12": {"payload.decoded payload.decode-and-follow plugins/fmt/commands/fmt.md 9:1"},
	"payload-decode-follow-m13": {"payload.decoded shell.credential-exfiltration .clinerules 8:1"},
	"payload-decode-follow-m14": {"payload.decoded payload.decode-and-follow skills/dep-review/SKILL.md 8:68"},
}
