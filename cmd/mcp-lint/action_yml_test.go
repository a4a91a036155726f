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

// The action's shell steps, run as a Linux runner would run them, as far as
// this machine allows: a fake "gh" serves the release from a folder, and
// the cache restore is left out (it is the actions/cache step).
func TestActionInstallsTheVerifiedReleaseBinary(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the simulated runner is a Linux runner")
	}
	for _, tool := range []string{"bash", "tar", "sha256sum", "git"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("needs %s", tool)
		}
	}
	var action struct {
		Runs struct {
			Steps []struct {
				Name string
				Run  string
				If   string
			}
		}
	}
	b, err := os.ReadFile("../../action.yml")
	require.NoError(t, err)
	require.NoError(t, yaml.Unmarshal(b, &action))
	script := map[string]string{}
	for _, s := range action.Runs.Steps {
		script[s.Name] = s.Run
	}
	require.NotEmpty(t, script["Locate mcp-lint"])
	require.NotEmpty(t, script["Install the release binary"])

	tmp := t.TempDir()
	rel, bin, runner := filepath.Join(tmp, "release"), filepath.Join(tmp, "bin"), filepath.Join(tmp, "runner")
	for _, d := range []string{rel, bin, runner} {
		require.NoError(t, os.MkdirAll(d, 0o755))
	}
	// The release: an archive holding the binary, and checksums.txt.
	require.NoError(t, os.WriteFile(filepath.Join(rel, "mcp-lint"), []byte("#!/bin/sh\necho released\n"), 0o755))
	archive := "mcp-lint_1.2.3_linux_amd64.tar.gz"
	tar := exec.Command("tar", "-czf", archive, "mcp-lint")
	tar.Dir = rel
	require.NoError(t, tar.Run())
	sum := func() {
		data, err := os.ReadFile(filepath.Join(rel, archive))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(rel, "checksums.txt"), []byte(fmt.Sprintf("%x  %s\n", sha256.Sum256(data), archive)), 0o644))
	}
	sum()
	gh := "#!/bin/bash\ndir=\"\"; pats=()\nwhile [ $# -gt 0 ]; do case \"$1\" in --dir) dir=$2; shift 2;; --pattern) pats+=(\"$2\"); shift 2;; *) shift;; esac; done\n" +
		"for p in \"${pats[@]}\"; do cp \"" + rel + "/$p\" \"$dir/\"; done\n"
	require.NoError(t, os.WriteFile(filepath.Join(bin, "gh"), []byte(gh), 0o755))

	env := func(extra ...string) []string {
		return append([]string{"PATH=" + bin + ":" + os.Getenv("PATH"), "RUNNER_OS=Linux", "RUNNER_ARCH=X64", "RUNNER_TEMP=" + runner,
			"GITHUB_OUTPUT=" + filepath.Join(tmp, "output"), "GITHUB_ENV=" + filepath.Join(tmp, "env"),
			"ACTION_PATH=" + filepath.Join("..", ".."), "ACTION_REF=v1.2.3"}, extra...)
	}
	step := func(name string, extra ...string) (string, error) {
		cmd := exec.Command("bash", "-e", "-c", script[name])
		cmd.Env = env(extra...)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := step("Locate mcp-lint")
	require.NoError(t, err, out)
	outputs, _ := os.ReadFile(filepath.Join(tmp, "output"))
	assert.Contains(t, string(outputs), "release=v1.2.3")
	assert.Regexp(t, `key=mcp-lint-Linux-X64-[0-9a-f]{40}\n`, string(outputs), "the cache key names the action's commit")
	exe := filepath.Join(runner, "mcp-lint-bin", "mcp-lint")

	out, err = step("Install the release binary", "MCP_LINT_BIN="+exe, "TAG=v1.2.3")
	require.NoError(t, err, out)
	got, err := exec.Command(exe).Output()
	require.NoError(t, err)
	assert.Equal(t, "released\n", string(got))

	// A tampered archive fails the checksum: nothing is installed (the
	// action then builds from source).
	require.NoError(t, os.Remove(exe))
	f, err := os.OpenFile(filepath.Join(rel, archive), os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	f.WriteString("tampered")
	f.Close()
	out, err = step("Install the release binary", "MCP_LINT_BIN="+exe, "TAG=v1.2.3")
	require.Error(t, err, out)
	assert.Contains(t, strings.ToUpper(out), "FAILED")
	_, err = os.Stat(exe)
	assert.True(t, os.IsNotExist(err), "a binary was installed from a tampered archive")
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
}
