package sarif_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/sarif"
	"github.com/mcp-lint/mcp-lint/scan"
)

// A unit named after its file (a Cursor command, a Gemini command, a skill
// folder without a name field) has its name in the path, not in the file:
// a finding on the name points at the path (Location.InPath) with no
// region, instead of at the file's first character as if the content held
// it. A name the front matter gives keeps its line and column.
func TestNameFromPathIsLocatedAtThePath(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		// "с" below is CYRILLIC SMALL LETTER ES: the command reads as /changelog.
		".cursor/commands/\u0441hangelog.md": "Write the changelog for the last release.\n",
		".gemini/commands/r\u0435lease.toml": "description = \"Cut a release\"\nprompt = \"Tag the release and push the tag.\"\n",
		"skills/d\u0435ploy/SKILL.md":        "---\nname: d\u0435ploy-app\ndescription: Deploys the app.\n---\n\nRun the deploy script.\n",
		".claude/commands/tidy.md":           "---\ndescription: Tidies the imports\n---\n\nSort the imports.\n",
		// The command the look-alike takes the name of: the disguise is
		// then hard (namesNoPart); the other two name no part, soft.
		".claude/commands/changelog.md": "Summarize the merged pull requests.\n",
	}
	for p, text := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(full), 0o755))
		require.NoError(t, os.WriteFile(full, []byte(text), 0o644))
	}
	out := scan.Run(scan.Options{Paths: []string{dir}, Discover: discover.Options{Root: dir, AgentFiles: true}})
	require.Empty(t, out.Discovery.Errors)

	type place struct {
		inPath    bool
		line, col int
	}
	want := map[string]place{
		".cursor/commands/\u0441hangelog.md": {inPath: true},
		".gemini/commands/r\u0435lease.toml": {inPath: true},
		"skills/d\u0435ploy/SKILL.md":        {line: 2, col: 7}, // the front matter's name field
	}
	got := map[string]place{}
	for _, f := range out.Findings {
		require.Equal(t, "unicode.lookalike", f.Primary().Check, "%s", f.Location.Path)
		l := f.Location
		got[l.Path] = place{l.InPath, l.Region.StartLine, l.Region.StartColumn}
	}
	assert.Equal(t, want, got)

	// Text names the path as the place; SARIF gives the file with no region.
	var txt bytes.Buffer
	require.NoError(t, report.Text(&txt, out, report.TextOptions{}))
	assert.Contains(t, txt.String(), "\n  path     high (blocks)  unicode.lookalike  command /\u0441hangelog")
	assert.NotContains(t, txt.String(), "0:0")
	l := parse(t, render(t, out, sarif.Options{}))
	regions := map[string]int{}
	for _, r := range l.Runs[0].Results {
		regions[r.Locations[0].PhysicalLocation.ArtifactLocation.URI] = r.Locations[0].PhysicalLocation.Region.StartLine
	}
	assert.Equal(t, map[string]int{
		".cursor/commands/%D1%81hangelog.md": 0,
		".gemini/commands/r%D0%B5lease.toml": 0,
		"skills/d%D0%B5ploy/SKILL.md":        2,
	}, regions)
}
