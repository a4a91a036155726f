package discover_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// Asked for (Options.AgentFiles), every agent format becomes a unit of
// its kind, named as its agent names it, in a nested layout (a skill in a plugin in a monorepo
// package); Markdown that is no agent file is not read.
func TestAgentUnits(t *testing.T) {
	root := writeFiles(t, map[string]string{
		"packages/tools/plug/.claude-plugin/plugin.json":   `{"name": "deployer", "description": "Deploys the app."}`,
		"packages/tools/plug/skills/pdf/SKILL.md":          "---\nname: pdf-tools\ndescription: Extracts text from PDF files.\n---\nRun `scripts/x.sh`.\n",
		"packages/tools/plug/skills/pdf/scripts/x.sh":      "#!/bin/sh\npdftotext \"$1\" -\n",
		"packages/tools/plug/skills/pdf/scripts/unused.sh": "echo unused\n",
		"packages/tools/plug/commands/ci/fix.md":           "---\ndescription: Fix CI\n---\nFix the build.\n",
		"packages/tools/plug/agents/reviewer.md":           "---\nname: reviewer\ndescription: Reviews diffs.\ntools: Read, Grep\n---\nReview the diff.\n",
		"packages/tools/plug/hooks/hooks.json":             `{"hooks": {"PostToolUse": [{"matcher": "Edit", "hooks": [{"type": "command", "command": "npx prettier --write ."}]}]}}`,
		"AGENTS.md":                                        "# Agents\nAlways run the tests.\n",
		".cursor/rules/style.mdc":                          "---\ndescription: Style\nglobs: *.ts\nalwaysApply: false\n---\nUse tabs.\n",
		".github/copilot-instructions.md":                  "Prefer small functions.\n",
		".github/instructions/go.instructions.md":          "---\napplyTo: \"**/*.go\"\n---\nRun gofmt.\n",
		".claude/settings.json":                            `{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]}}`,
		"docs/agents/overview.md":                          "About agents.\n",
		"README.md":                                        "Read me.\n",
	})
	// Off (the default, a preview): no agent file is read; the three
	// JSON ones are read as any JSON file is, and hold no MCP definition.
	// One notice names every agent file left unread (not docs/agents/,
	// which no client loads): a repository of agent files does not pass
	// as one with nothing to scan.
	res := discover.Discover([]string{root}, discover.Options{Root: root})
	require.Empty(t, res.Errors)
	assert.Empty(t, res.Tools)
	assert.Empty(t, res.Configs)
	assert.Empty(t, res.Files)
	require.Len(t, res.Notices, 1)
	off := res.Notices[0]
	assert.True(t, off.Unread)
	assert.Equal(t, ".", off.Path)
	var offFiles []string
	for _, f := range off.Files {
		offFiles = append(offFiles, f.Path)
		assert.Contains(t, f.Why, "reading agent files is off", f.Path)
	}
	assert.Equal(t, []string{".claude/settings.json", ".cursor/rules/style.mdc", ".github/copilot-instructions.md", ".github/instructions/go.instructions.md",
		"AGENTS.md", "packages/tools/plug/.claude-plugin/plugin.json", "packages/tools/plug/agents/reviewer.md", "packages/tools/plug/commands/ci/fix.md",
		"packages/tools/plug/hooks/hooks.json", "packages/tools/plug/skills/pdf/SKILL.md"}, offFiles)
	assert.True(t, strings.HasPrefix(off.Message, "10 files an agent may read were not read; an agent file: reading agent files is off"), off.Message)
	assert.Equal(t, 14, res.Walked)
	assert.Equal(t, 3, res.Considered)

	res = discover.Discover([]string{root}, discover.Options{Root: root, AgentFiles: true})
	require.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		got = append(got, string(tl.Kind)+" "+tl.Server+" "+tl.Name+" "+tl.Source)
	}
	for _, c := range res.Configs {
		got = append(got, "config "+c.Server+" "+c.Client+" "+c.Source)
	}
	sort.Strings(got)
	assert.Equal(t, []string{
		"agent deployer reviewer packages/tools/plug/agents/reviewer.md",
		"command deployer /ci:fix packages/tools/plug/commands/ci/fix.md",
		"config default hook:Stop .claude/settings.json",
		"config deployer hook:PostToolUse packages/tools/plug/hooks/hooks.json",
		"plugin deployer plugin.json packages/tools/plug/.claude-plugin/plugin.json",
		"rules default .cursor/rules/style.mdc .cursor/rules/style.mdc",
		"rules default .github/copilot-instructions.md .github/copilot-instructions.md",
		"rules default .github/instructions/go.instructions.md .github/instructions/go.instructions.md",
		"rules default AGENTS.md AGENTS.md",
		"script deployer packages/tools/plug/skills/pdf/scripts/x.sh packages/tools/plug/skills/pdf/scripts/x.sh",
		"skill deployer pdf-tools packages/tools/plug/skills/pdf/SKILL.md",
	}, got)
	// What is not read is named, with why: the skill's script it does not
	// run, the document in an agents/ folder no client loads.
	require.Len(t, res.Notices, 1)
	why := map[string]string{}
	for _, f := range res.Notices[0].Files {
		why[f.Path] = f.Why
	}
	assert.Equal(t, map[string]string{
		"docs/agents/overview.md":                          "Markdown in an agents/ or commands/ folder that no client loads definitions from (not a plugin's, not listed in a manifest, not an agent's own folder), or in a plugin's agents/ without the name or description a subagent's front matter needs",
		"packages/tools/plug/skills/pdf/scripts/unused.sh": "in a skill's folder, not named by its SKILL.md",
	}, why)
}

// A text's place is exact through front matter, body and an HTML
// comment; the comment is a field of its own and blank in the body.
func TestAgentPositions(t *testing.T) {
	root := writeFiles(t, map[string]string{
		"skills/a/SKILL.md": "---\nname: a\ndescription: \"Reads é PDFs\"\n---\n# A\n\nText <!-- hidden words --> more.\n",
		".cursorrules":      "---\ndescription: Use when: a PR is open\nglobs: *.ts\n---\nUse tabs.\n",
	})
	res := discover.Discover([]string{root}, discover.Options{Root: root, AgentFiles: true})
	require.Empty(t, res.Errors)
	var skill, rules detect.Tool
	for _, tl := range res.Tools {
		switch tl.Kind {
		case detect.KindSkill:
			skill = tl
		case detect.KindRules:
			rules = tl
		}
	}
	require.Equal(t, "a", skill.Name)
	assert.Equal(t, "Reads é PDFs", skill.Description)
	assert.NotContains(t, skill.Extra["body"], "hidden")
	assert.Equal(t, []any{"<!-- hidden words -->"}, skill.Extra["comments"])
	for _, c := range []struct {
		field     string
		span      detect.Span
		line, col int
		text      string
	}{
		{"description", detect.Span{Start: 6, End: 8}, 3, 21, "é"},
		{"comments[0]", detect.Span{Start: 5, End: 11}, 7, 11, "hidden"},
		{"body", detect.Span{Start: 5, End: 9}, 7, 1, "Text"},
	} {
		loc, ok := res.Locate(skill.Ref(), c.field, false, c.span)
		require.True(t, ok, c.field)
		assert.True(t, loc.Exact, c.field)
		assert.Equal(t, c.line, loc.Region.StartLine, c.field)
		assert.Equal(t, c.col, loc.Region.StartColumn, c.field)
		assert.Equal(t, c.text, regionText(t, root, loc), c.field)
	}
	// A front matter that is not YAML (a colon in a plain value) is read line by
	// line, each value at its place.
	loc, ok := res.Locate(rules.Ref(), `frontmatter.globs`, false, detect.Span{Start: 0, End: 4})
	require.True(t, ok)
	assert.Equal(t, 3, loc.Region.StartLine)
	assert.Equal(t, "*.ts", regionText(t, root, loc))
	assert.Empty(t, res.Notices)
}

// A skill reached through a symlink is read (once, under its first name
// in path order), and the include/exclude globs apply to agent files as
// to any other.
func TestAgentSymlinkAndExclude(t *testing.T) {
	root := writeFiles(t, map[string]string{
		"shared/review/SKILL.md": "---\nname: review\ndescription: Reviews diffs.\n---\nReview the diff.\n",
		"AGENTS.md":              "Run the tests.\n",
	})
	require.NoError(t, os.MkdirAll(filepath.Join(root, ".claude", "skills", "review"), 0o755))
	require.NoError(t, os.Symlink(filepath.Join("..", "..", "..", "shared", "review", "SKILL.md"), filepath.Join(root, ".claude", "skills", "review", "SKILL.md")))
	res := discover.Discover([]string{root}, discover.Options{Root: root, AgentFiles: true})
	require.Empty(t, res.Errors)
	var got []string
	for _, tl := range res.Tools {
		got = append(got, string(tl.Kind)+" "+tl.Source)
	}
	assert.Equal(t, []string{"rules AGENTS.md", "skill .claude/skills/review/SKILL.md"}, got)
	assert.Contains(t, res.Notices, discover.Notice{Path: "shared/review/SKILL.md", Message: "the same file as .claude/skills/review/SKILL.md; scanned once, as .claude/skills/review/SKILL.md"})

	res = discover.Discover([]string{root}, discover.Options{Root: root, AgentFiles: true, Exclude: []string{"**/SKILL.md"}})
	got = nil
	for _, tl := range res.Tools {
		got = append(got, string(tl.Kind)+" "+tl.Source)
	}
	assert.Equal(t, []string{"rules AGENTS.md"}, got)
}
