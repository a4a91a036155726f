package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	yaml "go.yaml.in/yaml/v3"
)

// The action's install path on a tagged ref, run as a Linux runner would
// run it, against a local release layout: the action repository is a local
// git repository served through file:// (its tags say which release a
// major tag names) and holds releases/download/<tag>/ with the archive and
// checksums.txt, as goreleaser publishes them. The cache steps are
// actions/cache's and are left out.
func TestActionInstallsTheVerifiedReleaseBinary(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the simulated runner is a Linux runner")
	}
	for _, tool := range []string{"bash", "tar", "sha256sum", "git", "curl", "awk"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("needs %s", tool)
		}
	}
	steps := actionSteps(t)
	for _, name := range []string{"Locate mcp-lint", "Install the release binary"} {
		require.Contains(t, steps[name].Run, "action/install.sh", name)
	}
	// What the runner would do after the install: build only when it
	// installed nothing; fail when it failed (no continue-on-error).
	assert.Equal(t, "steps.cache.outputs.cache-hit != 'true' && steps.release.outputs.installed != 'true'", steps["Build mcp-lint"].If)
	assert.Empty(t, steps["Install the release binary"].ContinueOnError, "a checksum mismatch must fail the run, not fall back to a build")

	tmp := t.TempDir()
	server := filepath.Join(tmp, "server")
	repo := filepath.Join(server, "mcp-lint", "mcp-lint")
	bin, runner := filepath.Join(tmp, "bin"), filepath.Join(tmp, "runner")
	for _, d := range []string{bin, runner} {
		require.NoError(t, os.MkdirAll(d, 0o755))
	}
	git := func(dir string, args ...string) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "git %v: %s", args, out)
	}
	// The action repository: v1.1.0 on an older commit, v1.2.3 (annotated)
	// and the moving major tag v1 on the newest.
	require.NoError(t, os.MkdirAll(repo, 0o755))
	git(repo, "init", "-q", "--bare")
	work := filepath.Join(tmp, "work")
	require.NoError(t, os.MkdirAll(work, 0o755))
	git(work, "init", "-q")
	git(work, "commit", "-q", "--allow-empty", "-m", "one")
	git(work, "tag", "v1.1.0")
	git(work, "commit", "-q", "--allow-empty", "-m", "two")
	git(work, "tag", "-a", "-m", "release", "v1.2.3")
	git(work, "tag", "v1")
	released := revParse(t, work, "v1.2.3^{commit}")
	// A commit after the release, on no tag.
	git(work, "commit", "-q", "--allow-empty", "-m", "three")
	unreleased := revParse(t, work, "HEAD")
	git(work, "push", "-q", repo, "HEAD:refs/heads/main", "--tags")

	// The release: an archive holding the binary, and checksums.txt.
	rel := filepath.Join(repo, "releases", "download", "v1.2.3")
	require.NoError(t, os.MkdirAll(rel, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(rel, "mcp-lint"), []byte("#!/bin/sh\necho released 1.2.3\n"), 0o755))
	archive := "mcp-lint_1.2.3_linux_amd64.tar.gz"
	tar := exec.Command("tar", "-czf", archive, "mcp-lint")
	tar.Dir = rel
	require.NoError(t, tar.Run())
	require.NoError(t, os.Remove(filepath.Join(rel, "mcp-lint")))
	data, err := os.ReadFile(filepath.Join(rel, archive))
	require.NoError(t, err)
	sums := fmt.Sprintf("%x  mcp-lint_1.2.3_darwin_arm64.tar.gz\n%x  %s\n", sha256.Sum256([]byte("other")), sha256.Sum256(data), archive)
	require.NoError(t, os.WriteFile(filepath.Join(rel, "checksums.txt"), []byte(sums), 0o644))
	// No Go on this runner: a build would fail loudly.
	require.NoError(t, os.WriteFile(filepath.Join(bin, "go"), []byte("#!/bin/sh\necho 'go was called' >&2; exit 99\n"), 0o755))

	exe := filepath.Join(runner, "mcp-lint-bin", "mcp-lint")
	run := func(ref, step string, extra ...string) (map[string]string, string, error) {
		output := filepath.Join(tmp, "output")
		_ = os.Remove(output)
		cmd := exec.Command("bash", "-e", "-c", steps[step].Run)
		cmd.Env = append([]string{"PATH=" + bin + ":" + os.Getenv("PATH"), "RUNNER_OS=Linux", "RUNNER_ARCH=X64", "RUNNER_TEMP=" + runner,
			"GITHUB_OUTPUT=" + output, "GITHUB_ENV=" + filepath.Join(tmp, "env"), "ACTION_PATH=" + filepath.Join("..", ".."),
			"ACTION_REF=" + ref, "ACTION_REPOSITORY=mcp-lint/mcp-lint", "SERVER_URL=file://" + server}, extra...)
		out, err := cmd.CombinedOutput()
		o, _ := os.ReadFile(output)
		kv := map[string]string{}
		for _, l := range strings.Split(string(o), "\n") {
			if k, v, ok := strings.Cut(l, "="); ok {
				kv[k] = v
			}
		}
		return kv, string(out), err
	}

	// A release tag, the major tag that names it, and the commit SHA the
	// release was tagged on (a ref pinned as hardening guides advise): each
	// installs the checked release, as @v1 does.
	for _, ref := range []string{"v1.2.3", "v1", released} {
		t.Run(ref, func(t *testing.T) {
			_ = os.RemoveAll(filepath.Join(runner, "mcp-lint-bin"))
			loc, out, err := run(ref, "Locate mcp-lint")
			require.NoError(t, err, out)
			assert.Equal(t, "v1.2.3", loc["version"], "the major tag, or the SHA, names the release on its commit")
			if ref != "v1.2.3" {
				assert.Contains(t, out, "mcp-lint: "+ref+" is release v1.2.3 (linux/amd64)")
			}
			assert.Equal(t, "mcp-lint-linux-amd64-v1.2.3", loc["key"], "cached by version")
			assert.Equal(t, exe, loc["bin"])
			inst, out, err := run(ref, "Install the release binary", "VERSION="+loc["version"], "MCP_LINT_BIN="+exe)
			require.NoError(t, err, out)
			assert.Equal(t, "true", inst["installed"], "the build step is skipped")
			assert.Contains(t, out, "checked against the release's checksums.txt")
			got, err := exec.Command(exe).Output()
			require.NoError(t, err)
			assert.Equal(t, "released 1.2.3\n", string(got))
		})
	}

	// A branch is built from source, cached by a hash of the source.
	loc, out, err := run("main", "Locate mcp-lint")
	require.NoError(t, err, out)
	assert.Empty(t, loc["version"])
	assert.Regexp(t, `^mcp-lint-linux-amd64-src-[0-9a-f]{40}$`, loc["key"])

	// So is a commit SHA no release tag names, and the log says why.
	loc, out, err = run(unreleased, "Locate mcp-lint")
	require.NoError(t, err, out)
	assert.Empty(t, loc["version"])
	assert.Regexp(t, `^mcp-lint-linux-amd64-src-[0-9a-f]{40}$`, loc["key"])
	assert.Contains(t, out, "::notice title=mcp-lint::commit "+unreleased+" is not a release (no vX.Y.Z tag of mcp-lint/mcp-lint names it): mcp-lint will be built from source")

	// A tag with no release assets falls back to the build, with a warning.
	inst, out, err := run("v1.1.0", "Install the release binary", "VERSION=v1.1.0", "MCP_LINT_BIN="+exe)
	require.NoError(t, err, out)
	assert.Equal(t, "false", inst["installed"])
	assert.Contains(t, out, "::warning title=mcp-lint::release v1.1.0")

	// A tampered checksum (or archive) fails the run with a clear error,
	// and nothing is installed.
	require.NoError(t, os.Remove(exe))
	tampered := strings.Replace(sums, fmt.Sprintf("%x", sha256.Sum256(data)), fmt.Sprintf("%x", sha256.Sum256([]byte("evil"))), 1)
	require.NoError(t, os.WriteFile(filepath.Join(rel, "checksums.txt"), []byte(tampered), 0o644))
	inst, out, err = run("v1.2.3", "Install the release binary", "VERSION=v1.2.3", "MCP_LINT_BIN="+exe)
	require.Error(t, err, out)
	assert.NotContains(t, inst, "installed")
	assert.Contains(t, out, "::error title=mcp-lint checksum::release v1.2.3: the SHA-256 of "+archive+" is ")
	assert.Contains(t, out, "but the release's checksums.txt says")
	_, err = os.Stat(exe)
	assert.True(t, os.IsNotExist(err), "a binary was installed from a tampered release")
	// An archive the checksums do not list is refused too.
	require.NoError(t, os.WriteFile(filepath.Join(rel, "checksums.txt"), []byte("0000  other.tar.gz\n"), 0o644))
	_, out, err = run("v1.2.3", "Install the release binary", "VERSION=v1.2.3", "MCP_LINT_BIN="+exe)
	require.Error(t, err, out)
	assert.Contains(t, out, "checksums.txt lists no "+archive)
}

// revParse is the commit a git revision names in dir.
func revParse(t *testing.T, dir, rev string) string {
	t.Helper()
	cmd := exec.Command("git", "rev-parse", rev)
	cmd.Dir = dir
	out, err := cmd.Output()
	require.NoError(t, err, "git rev-parse %s", rev)
	return strings.TrimSpace(string(out))
}

type actionStep struct {
	Name            string
	ID              string
	Run             string
	If              string
	Uses            string
	ContinueOnError string `yaml:"continue-on-error"`
	With            map[string]string
	Env             map[string]string
}

// actionSteps reads action.yml's steps by name.
func actionSteps(t *testing.T) map[string]actionStep {
	t.Helper()
	var action struct {
		Runs struct{ Steps []actionStep }
	}
	b, err := os.ReadFile("../../action.yml")
	require.NoError(t, err)
	require.NoError(t, yaml.Unmarshal(b, &action))
	steps := map[string]actionStep{}
	for i, s := range action.Runs.Steps {
		s.ID = fmt.Sprint(i)
		steps[s.Name] = s
	}
	return steps
}

// The build step cannot be broken by the caller's Go settings, uses the
// patched Go that go.mod's toolchain line names, and runs only when
// neither the cache nor the release gave a binary.
func TestActionBuildStep(t *testing.T) {
	var action struct {
		Runs struct {
			Steps []struct {
				Name string
				If   string
				Uses string
				With map[string]string
				Env  map[string]string
			}
		}
	}
	b, err := os.ReadFile("../../action.yml")
	require.NoError(t, err)
	require.NoError(t, yaml.Unmarshal(b, &action))
	steps := map[string]int{}
	for i, s := range action.Runs.Steps {
		steps[s.Name] = i
	}
	build := action.Runs.Steps[steps["Build mcp-lint"]]
	for _, k := range []string{"GOFLAGS", "GOOS", "GOARCH"} {
		v, ok := build.Env[k]
		assert.True(t, ok && v == "", "%s is cleared for the build", k)
	}
	assert.Contains(t, build.If, "steps.cache.outputs.cache-hit != 'true'")
	setup := action.Runs.Steps[steps["Set up Go for mcp-lint"]]
	assert.Equal(t, build.If, setup.If, "Go is set up only when it builds")
	assert.Equal(t, "${{ github.action_path }}/go.mod", setup.With["go-version-file"])
	mod, err := os.ReadFile("../../go.mod")
	require.NoError(t, err)
	assert.Regexp(t, `(?m)^toolchain go1\.26\.([1-9]|[1-9][0-9])$`, string(mod), "a patched Go 1.26 release")
	assert.Less(t, steps["Restore mcp-lint"], steps["Install the release binary"])
	assert.Less(t, steps["Install the release binary"], steps["Build mcp-lint"])
	// The cache is saved once there is a binary and before the scan, so it
	// is saved whatever the scan's outcome (actions/cache saves in its post
	// step only when the job succeeds).
	assert.Less(t, steps["Build mcp-lint"], steps["Save mcp-lint"])
	assert.Less(t, steps["Save mcp-lint"], steps["Scan"])
	assert.True(t, strings.HasPrefix(action.Runs.Steps[steps["Save mcp-lint"]].Uses, "actions/cache/save@"))
	assert.True(t, strings.HasPrefix(action.Runs.Steps[steps["Restore mcp-lint"]].Uses, "actions/cache/restore@"))
	for _, s := range action.Runs.Steps {
		assert.NotRegexp(t, `^actions/cache@`, s.Uses, "the combined cache action saves only on success")
	}
}
