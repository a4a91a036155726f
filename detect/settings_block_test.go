package detect

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/approval"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// read reads block as the one block of a rules file whose body
// is prose: what settings finds.
func read(prose, block string) []reading.Signal {
	reading.EnsureRules()
	t := &reading.Tool{Name: "AGENTS.md", Kind: reading.KindRules, Extra: map[string]any{"body": prose + "\n", reading.CodeField: []any{block}}}
	var fw reading.FieldWalker
	v := reading.NewToolViewWith(t, reading.NewTokenizer(), &fw, nil)
	v.Fields()
	return approval.Settings(v)
}

// fenced fences s, as TypeScript when it declares a constant.
func fenced(s string) string {
	if strings.HasPrefix(s, "const ") {
		return "```ts\n" + s + "\n```"
	}
	return "```\n" + s + "\n```"
}

func init() {
	// The lists' examples are blocks of a unit whose prose names
	// .claude/settings.json; the settings keys' are blocks of a unit whose
	// prose names no file; the settings files' are the prose of a unit
	// whose block is {"autoApprove": true}.
	named := func(s string) bool {
		return len(read("Keep `.claude/settings.json` as below.", fenced(s))) > 0
	}
	for _, id := range []string{"mode-key", "open-mode", "switch-key", "guard-key", "allow-key", "any-entry", "any-tool", "data-fence"} {
		nameListJudges["names.approve-"+id] = named
	}
	nameListJudges["names.approve-settings-key"] = func(s string) bool { return len(read("Keep this as below.", fenced(s))) > 0 }
	nameListJudges["names.approve-json-editor"] = func(s string) bool { _, ok := approval.Jq(s); return ok }
	nameListJudges["names.approve-settings-file"] = func(s string) bool {
		return len(read(s, fenced(`{"autoApprove": true}`))) > 0
	}
}
