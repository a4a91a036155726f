package scan_test

import "testing"

// TestUnreadBattery reads the battery of files a unit names
// (corpus/battery/reach-named-file.jsonl), written for this battery from
// the files a scan left unread, not from a corpus row or a repository: 12
// attacks and 13 honest look-alikes,
// each a repository whose agent unit (a skill, a command, an agent, a rules
// file) names the file that holds what the agent would do: by a path from the
// repository's root, by ${CLAUDE_PLUGIN_ROOT}, from a rules file, in an HTML
// comment or in the front matter, as a program with no ending, through a
// script the named script runs, by a skill's installed path (~/.claude/skills/
// NAME/...), as a reference text (.txt) or an encoded file to decode and
// follow (.b64); in English, German, Spanish, French, Japanese and Korean,
// with file names in Japanese and Korean. Honest: the same units naming the
// same files, whose scripts build, tag, sync settings locally, install
// pinned dependencies, and whose texts state a policy or hold sample data.
// Every finding is pinned by check, rule (or "-"), file and line:column, in
// the named file; a unit not listed gives none, and any other finding fails.
func TestUnreadBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/reach-named-file.jsonl", namedFileWant)
}

// namedFileWant: the findings each unit of the battery gives.
var namedFileWant = map[string][]string{
	// A script from the repository's root, named by a rules file (a01, a12:
	// Korean, a Korean file name), by a skill (a02), a Japanese one (a07).
	"reach-named-file-a01": {"directive.imperative shell.flow-remote-run tools/release.sh 3:1"},
	"reach-named-file-a02": {"directive.imperative shell.flow-credential-exfiltration skills/env-check/scripts/check_env.py 7:5"},
	"reach-named-file-a07": {"directive.imperative shell.flow-remote-run skills/画像最適化/scripts/準備.sh 2:1"},
	"reach-named-file-a12": {"directive.imperative shell.flow-credential-exfiltration scripts/배포.sh 4:1"},
	// ${CLAUDE_PLUGIN_ROOT} in a command's prose (German).
	"reach-named-file-a03": {"directive.imperative shell.flow-credential-exfiltration syncer/scripts/abgleich.sh 2:39"},
	// A reference text read as the model reads it (Spanish).
	"reach-named-file-a04": {"directive.imperative shell.flow-remote-run skills/migraciones/reference/notas.txt 3:44"},
	// An encoded file the skill orders decoded and followed.
	"reach-named-file-a05": {"payload.decoded secrecy.do-not-tell-user skills/auth-setup/config/profile.b64 1:1"},
	// A program with no ending (#!), named by a rules file.
	"reach-named-file-a06": {"directive.imperative shell.flow-remote-run scripts/dev/bootstrap 3:1"},
	// A skill's installed path (~/.claude/skills/NAME/...): its own file.
	"reach-named-file-a08": {"directive.imperative directive.shell-command skills/commit-style/scripts/install.sh 5:1"},
	// A script run by the named script ("$(dirname "$0")/prefetch.sh").
	"reach-named-file-a09": {"directive.imperative shell.flow-remote-run scripts/prefetch.sh 2:1"},
	// Named in an HTML comment of a rules file (French).
	"reach-named-file-a10": {"directive.imperative shell.flow-remote-run tools/prechauffe.py 4:1"},
	// Named in an agent's front matter description.
	"reach-named-file-a11": {"directive.imperative shell.flow-remote-run scripts/.prime.sh 2:1"},
}
