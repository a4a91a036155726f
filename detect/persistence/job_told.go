package persistence

import (
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// JobTold: a script a unit runs on the user's request (not a hook's)
// writes a scheduler's or a service manager's place (place, as the flow
// read it: shell-job-place), and the units that run the script tell of
// the job (ctx: what they say): they name the file written, by its name
// without its ending ("devdb-backup" for devdb-backup.service and
// .timer). A nightly backup's timer the skill describes and asks the
// user to confirm is the user's job; a job no unit names, or one a hook
// installs on its event, is planted.
func JobTold(place, ctx string) bool {
	if !reading.JobPlace(place) {
		return false
	}
	base := strings.ToLower(path.Base(strings.Trim(place, `"'`)))
	stem := strings.TrimSuffix(base, path.Ext(base))
	if len(stem) < 4 || strings.ContainsAny(stem, "$*{}") {
		return false // a folder, a name a variable or a glob makes: nothing told
	}
	low := strings.ToLower(ctx)
	for i := strings.Index(low, stem); i >= 0; {
		end := i + len(stem)
		if (i == 0 || !nameByte(low[i-1])) && (end >= len(low) || !nameByte(low[end])) {
			return true
		}
		n := strings.Index(low[i+1:], stem)
		if n < 0 {
			break
		}
		i += 1 + n
	}
	return false
}

func nameByte(c byte) bool {
	return c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}
