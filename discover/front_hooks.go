package discover

// Hooks declared in a skill's or a subagent's front matter. Claude Code
// runs the hooks a skill or an agent declares under its front matter's
// "hooks" key while it is active, in the form of a settings file's hooks
// object (https://docs.claude.com/en/docs/claude-code/hooks, "Hooks in
// skills and agents"); read as front-matter text only, where nested lists
// are not read, their commands would reach no launch check.

import (
	"bytes"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// hooksKey is the front-matter key that holds a unit's hooks.
const hooksKey = "hooks"

// frontHooks reads the hooks object of front matter fm (a skill's,
// an agent's or a command's) as the hook configs of server, at the
// front matter's characters.
func (w *walker) frontHooks(d *recognizer, fm []byte, server string, info *FileInfo) {
	if !bytes.Contains(fm, []byte(hooksKey)) {
		return
	}
	n, err := parseYAML(d.Src, fm)
	if err != nil || n == nil || n.Kind != syntax.KObject {
		return
	}
	if h := n.Get(hooksKey); h != nil && h.Kind == syntax.KObject {
		w.hookConfigs(d, h, server, syntax.ChildPath("frontmatter", hooksKey), info)
	}
}
