package discover_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/launchconfig"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// reachPin is a text a unit must hold at an exact place: the unit (by
// kind and file), its field, the span of text in the field, and the line
// and column (1-based, UTF-16) the span starts at in the file.
type reachPin struct {
	kind, file, field string
	span              detect.Span
	line, col         int
	text              string
}

// checkPins finds each pin's unit among res's tools and configs and
// checks its place; it fails on a unit listed in want that is missing.
func checkPins(t *testing.T, root string, res *discover.Result, pins []reachPin) {
	t.Helper()
	for _, p := range pins {
		var ref *detect.ToolRef
		for _, tl := range res.Tools {
			if string(tl.Kind) == p.kind && tl.Source == p.file {
				r := tl.Ref()
				ref = &r
			}
		}
		for i := range res.Configs {
			if c := &res.Configs[i]; p.kind == "config" && c.Source == p.file {
				r := launchconfig.Ref(c)
				ref = &r
			}
		}
		if !assert.NotNil(t, ref, "%s %s: no such unit", p.kind, p.file) {
			continue
		}
		loc, ok := res.Locate(*ref, p.field, false, p.span)
		require.True(t, ok, "%s %s", p.file, p.field)
		assert.True(t, loc.Exact, "%s %s: not exact", p.file, p.field)
		assert.Equal(t, p.file, loc.Path, p.field)
		assert.Equal(t, p.line, loc.Region.StartLine, "%s %s: line", p.file, p.field)
		assert.Equal(t, p.col, loc.Region.StartColumn, "%s %s: column", p.file, p.field)
		assert.Equal(t, p.text, regionText(t, root, loc), "%s %s", p.file, p.field)
	}
}

// units lists a result's units as "kind server name source", sorted.
func units(res *discover.Result) []string {
	var got []string
	for _, tl := range res.Tools {
		got = append(got, string(tl.Kind)+" "+tl.Server+" "+tl.Name+" "+tl.Source)
	}
	for _, c := range res.Configs {
		got = append(got, "config "+c.Server+" "+c.Client+" "+c.Source)
	}
	sort.Strings(got)
	return got
}

// A monorepo with a plugin folder of plugins, each with skills and
// hooks: a skill under plugins/<p>/skills/<s>/SKILL.md is its plugin's,
// a nested plugin's hooks are read as launch configs, a skills folder
// under .claude/skills is read, and a skills folder linked in by a
// symlink is read once, by its real path when it lies inside the root
// (docs/sources.md: a symlink is not followed into a folder); a link out
// of the root is not followed. Every text is at its place.
func TestAgentReachNested(t *testing.T) {
	root := writeFiles(t, map[string]string{
		"services/api/plugins/ops/.claude-plugin/plugin.json": `{"name": "ops-kit", "description": "Operations helpers."}`,
		"services/api/plugins/ops/skills/rollout/SKILL.md":    "---\nname: rollout\ndescription: Rolls a release out in stages.\n---\nCheck the canary first.\n",
		"services/api/plugins/ops/hooks/hooks.json":           "{\n  \"hooks\": {\n    \"PreToolUse\": [{\"matcher\": \"Bash\", \"hooks\": [{\"type\": \"command\", \"command\": \"./hooks/guard.sh\"}]}]\n  }\n}\n",
		"services/api/plugins/ops/hooks/guard.sh":             "#!/bin/sh\nexit 0\n",
		".claude/skills/notes/SKILL.md":                       "---\nname: notes\ndescription: Keeps meeting notes tidy.\n---\nUse short bullets.\n",
		"shared-skills/lint/SKILL.md":                         "---\nname: lint\ndescription: Runs the linters.\n---\nRun `make lint`.\n",
	})
	// .claude/shared is a link to a folder of skills inside the root;
	// .claude/outside one to a folder outside it.
	require.NoError(t, os.Symlink(filepath.Join("..", "shared-skills"), filepath.Join(root, ".claude", "shared")))
	outside := filepath.Join(filepath.Dir(root), "elsewhere")
	require.NoError(t, os.MkdirAll(filepath.Join(outside, "x"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(outside, "x", "SKILL.md"), []byte("---\nname: x\ndescription: Outside.\n---\nNot ours.\n"), 0o644))
	require.NoError(t, os.Symlink(outside, filepath.Join(root, ".claude", "outside")))

	res := discover.Discover([]string{root}, discover.Options{Root: root, AgentFiles: true})
	require.Empty(t, res.Errors)
	assert.Equal(t, []string{
		"config ops-kit hook:PreToolUse services/api/plugins/ops/hooks/hooks.json",
		"plugin ops-kit plugin.json services/api/plugins/ops/.claude-plugin/plugin.json",
		"script ops-kit services/api/plugins/ops/hooks/guard.sh services/api/plugins/ops/hooks/guard.sh",
		"skill default lint shared-skills/lint/SKILL.md",
		"skill default notes .claude/skills/notes/SKILL.md",
		"skill ops-kit rollout services/api/plugins/ops/skills/rollout/SKILL.md",
	}, units(res))
	checkPins(t, root, res, []reachPin{
		{"skill", "services/api/plugins/ops/skills/rollout/SKILL.md", "description", detect.Span{Start: 8, End: 15}, 3, 22, "release"},
		{"skill", "services/api/plugins/ops/skills/rollout/SKILL.md", "body", detect.Span{Start: 10, End: 16}, 5, 11, "canary"},
		{"skill", ".claude/skills/notes/SKILL.md", "body", detect.Span{Start: 4, End: 9}, 5, 5, "short"},
		{"skill", "shared-skills/lint/SKILL.md", "description", detect.Span{Start: 9, End: 16}, 3, 23, "linters"},
		{"config", "services/api/plugins/ops/hooks/hooks.json", "hooks.PreToolUse[0].hooks[0].command", detect.Span{Start: 2, End: 7}, 3, 84, "hooks"},
	})
}

// The instruction files the agents document beside the ones above are
// read with --agent-files, each a unit of its kind at its place:
// Codex's AGENTS.override.md, Copilot's prompt files, custom agents and
// chat modes, Claude Code's output styles, Gemini CLI's TOML commands
// (the prompt's !{...} shell commands as run fields), Cursor's and
// OpenCode's commands and OpenCode's agents, with or without front
// matter in the agent's own folder. A README in such a folder, and a
// command-like file outside one without front matter, are not read.
func TestAgentReachFormats(t *testing.T) {
	root := writeFiles(t, map[string]string{
		"svc/AGENTS.override.md":               "Prefer the staging database.\n",
		".github/prompts/review.prompt.md":     "---\ndescription: Review the open diff\nmode: agent\n---\nList the risky changes.\n",
		".github/agents/planner.agent.md":      "---\ndescription: Plans features\ntools: ['search']\n---\nWrite a plan first.\n",
		".github/chatmodes/triage.chatmode.md": "Sort the new issues by area.\n",
		".claude/output-styles/terse.md":       "---\nname: Terse\ndescription: Short answers\n---\nAnswer in one line.\n",
		".gemini/commands/git/summary.toml":    "description = \"Summarizes recent commits\"\nprompt = \"\"\"\nSummarize these commits:\n!{git log --oneline -5}\n\"\"\"\n",
		".cursor/commands/fix-tests.md":        "Run the failing tests and fix them.\n",
		".cursor/commands/README.md":           "How to add a command.\n",
		".opencode/command/release.md":         "---\ndescription: Cut a release\n---\nTag the version.\n",
		".opencode/agent/docs.md":              "---\ndescription: Writes docs\nmode: subagent\n---\nKeep it brief.\n",
		"notes/commands/ideas.md":              "Ideas for commands.\n",
	})
	res := discover.Discover([]string{root}, discover.Options{Root: root, AgentFiles: true})
	require.Empty(t, res.Errors)
	assert.Equal(t, []string{
		"agent default docs .opencode/agent/docs.md",
		"agent default planner .github/agents/planner.agent.md",
		"agent default triage .github/chatmodes/triage.chatmode.md",
		"command default /fix-tests .cursor/commands/fix-tests.md",
		"command default /git:summary .gemini/commands/git/summary.toml",
		"command default /release .opencode/command/release.md",
		"command default /review .github/prompts/review.prompt.md",
		"rules default Terse .claude/output-styles/terse.md",
		"rules default svc/AGENTS.override.md svc/AGENTS.override.md",
	}, units(res))
	checkPins(t, root, res, []reachPin{
		{"rules", "svc/AGENTS.override.md", "body", detect.Span{Start: 11, End: 18}, 1, 12, "staging"},
		{"command", ".github/prompts/review.prompt.md", "description", detect.Span{Start: 11, End: 15}, 2, 25, "open"},
		{"command", ".github/prompts/review.prompt.md", "body", detect.Span{Start: 9, End: 14}, 5, 10, "risky"},
		{"agent", ".github/agents/planner.agent.md", "description", detect.Span{Start: 6, End: 14}, 2, 20, "features"},
		{"agent", ".github/chatmodes/triage.chatmode.md", "body", detect.Span{Start: 9, End: 12}, 1, 10, "new"},
		{"rules", ".claude/output-styles/terse.md", "body", detect.Span{Start: 10, End: 13}, 5, 11, "one"},
		{"command", ".gemini/commands/git/summary.toml", "description", detect.Span{Start: 0, End: 10}, 1, 16, "Summarizes"},
		{"command", ".gemini/commands/git/summary.toml", "body", detect.Span{Start: 16, End: 23}, 3, 17, "commits"},
		{"command", ".gemini/commands/git/summary.toml", "run[0]", detect.Span{Start: 4, End: 7}, 4, 7, "log"},
		{"command", ".cursor/commands/fix-tests.md", "body", detect.Span{Start: 8, End: 15}, 1, 9, "failing"},
		{"command", ".opencode/command/release.md", "body", detect.Span{Start: 8, End: 15}, 4, 9, "version"},
		{"agent", ".opencode/agent/docs.md", "frontmatter.mode", detect.Span{Start: 0, End: 8}, 3, 7, "subagent"},
	})
	// Off, none is read (the TOML command is read as any TOML file is,
	// for MCP definitions, and holds none).
	res = discover.Discover([]string{root}, discover.Options{Root: root})
	require.Empty(t, res.Errors)
	assert.Empty(t, units(res))
}

// The layouts of the agent formats use only the globs segMatch reads:
// "**" for any folders, "*" before a name's tail, names as written.
func TestAgentFormatGlobs(t *testing.T) {
	for _, w := range discover.AgentLayouts() {
		for i, seg := range strings.Split(w, "/") {
			rest := strings.TrimPrefix(seg, "*")
			if seg == "**" || seg == "" {
				continue
			}
			assert.False(t, strings.ContainsAny(rest, "*?[\\"), "%s: segment %d %q", w, i, seg)
			assert.NotEqual(t, "", rest, "%s: a lone * segment", w)
		}
	}
}
