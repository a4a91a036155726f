package main

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// releaseRefs are the ways a document names a release of mcp-lint: the
// Action at a version (@v1, @v1.2.3), the image's tag (:v1), a
// pre-commit rev, a download path, a version set in a recipe (v=1.0.0).
var releaseRefs = regexp.MustCompile("(?:mcp-lint/mcp-lint@|ghcr\\.io/mcp-lint/mcp-lint:|rev: |releases/download/|`@|\\bv=)(v?[0-9](?:[0-9.]*[0-9])?)")

// The README and the Action's page name only releases that exist (a tag
// of this repository), and say how to find the latest with git; the
// README's workflow pins mcp-lint the way it pins actions/checkout: by a
// commit, with the release's tag beside it. They named v1.0.0 and @v1,
// and no tag existed.
func TestDocsNameOnlyReleasesThatExist(t *testing.T) {
	tags := map[string]bool{}
	if out, err := exec.Command("git", "tag", "--list", "v*").Output(); err == nil {
		for _, tag := range strings.Fields(string(out)) {
			tags[tag] = true
			tags[strings.TrimPrefix(tag, "v")] = true
		}
	}
	for _, doc := range []string{"../../README.md", "../../docs/action.md"} {
		b, err := os.ReadFile(doc)
		require.NoError(t, err)
		for _, m := range releaseRefs.FindAllStringSubmatch(string(b), -1) {
			assert.True(t, tags[m[1]], "%s names release %s (%q), which is no tag of this repository", doc, m[1], m[0])
		}
	}
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	assert.Contains(t, string(readme), "git ls-remote --tags", "the README says how to find the latest release")

	pins := regexp.MustCompile(`(?m)^\s*- uses: ([^@\s]+)@(\S+)(?: # (\S+))?`).FindAllStringSubmatch(readmeWorkflow(t), -1)
	require.Len(t, pins, 2)
	commit := regexp.MustCompile(`^(?:[0-9a-f]{40}|<commit>)$`)
	for _, p := range pins {
		assert.Regexp(t, commit, p[2], "%s is pinned by a commit", p[1])
		assert.NotEmpty(t, p[3], "%s: the release's tag is written beside its commit", p[1])
	}
	assert.Equal(t, "mcp-lint/mcp-lint", pins[1][1])
}
