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

// The README's release block, pasted whole where no release exists yet,
// says so and stops: no download, no checksum, no archive is tried (it
// ran on into curl, sha256sum and tar errors). Where a release exists, it
// downloads that release's files. git, curl and the rest are stand-ins on
// PATH that record their calls.
func TestReadmeReleaseBlockWithoutARelease(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	b, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	m := regexp.MustCompile("(?s)A \\*\\*release binary\\*\\*.*?```sh\n(.*?)```").FindSubmatch(b)
	require.NotNil(t, m, "the README has a release block")
	block := string(m[1])

	for _, tc := range []struct {
		name, tags string
		want       []string
		calls      string
	}{
		{"no release", "", []string{"no release yet", "main is 0123abc"}, "git git git "},
		{"a release", "deadbeef\trefs/tags/v1.2.3", []string{"# v1.2.3"}, "curl curl sha256sum tar sudo "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			log := dir + "/calls"
			stub := func(name, body string) {
				script := "#!/bin/sh\nprintf '%s ' " + name + " >> " + log + "\n" + body + "\n"
				require.NoError(t, os.WriteFile(dir+"/"+name, []byte(script), 0o755))
			}
			stub("git", `case "$*" in *--tags*) [ -n "$TAGS" ] && printf '%s\n' "$TAGS";; *main*) printf '0123abc\trefs/heads/main\n';; *) printf 'deadbeef\trefs/tags/v1.2.3\n';; esac`)
			for _, c := range []string{"curl", "sha256sum", "tar", "sudo"} {
				stub(c, "exit 0")
			}
			cmd := exec.Command("bash", "-c", block)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PATH="+dir+":"+os.Getenv("PATH"), "TAGS="+tc.tags)
			out, err := cmd.CombinedOutput()
			require.NoError(t, err, "%s", out)
			for _, w := range tc.want {
				assert.Contains(t, string(out), w)
			}
			calls, _ := os.ReadFile(log)
			got := strings.ReplaceAll(string(calls), "git ", "")
			want := strings.ReplaceAll(tc.calls, "git ", "")
			assert.Equal(t, want, got, "the commands the block ran besides git")
		})
	}
}
