package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// The pool's README gets the trees this program scans with what a user
// has: its shell block, run as written with git and bash, fetches each
// listed repository's pinned commit (not the newest) and bench/pool/rebuild
// extracts it. GitHub is stood in for by local repositories that git's
// url.insteadOf puts in its place. The README sent a reader to a fetch tool
// the project does not ship.
func TestPoolReadmeFetchesWithGit(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the recipe is a bash script")
	}
	for _, tool := range []string{"bash", "git", "tar"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("needs %s", tool)
		}
	}
	readme, err := os.ReadFile("../pool/README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)## Getting the trees\n.*?```bash\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("bench/pool/README.md has no bash block under \"Getting the trees\"")
	}
	script := string(m[1])
	if strings.Contains(string(readme), "fetch tool") {
		t.Error("bench/pool/README.md names a fetch tool the project does not ship")
	}

	base := t.TempDir()
	env := []string{"HOME=" + base, "PATH=" + os.Getenv("PATH"), "GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + filepath.Join(base, "gitconfig"), "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.com",
		"GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@example.com"}
	run := func(dir string, name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	hub := filepath.Join(base, "hub")
	if err := os.WriteFile(filepath.Join(base, "gitconfig"), []byte("[url \"file://"+filepath.ToSlash(hub)+"/\"]\n\tinsteadOf = https://github.com/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Two repositories; the first is pinned to a commit before its newest.
	pinned := map[string]string{}
	for _, repo := range []string{"acme/weather-mcp", "octo/notes"} {
		dir := filepath.Join(hub, repo)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		run(dir, "git", "init", "-q")
		for _, v := range []string{"pinned", "newer"} {
			if err := os.WriteFile(filepath.Join(dir, "tools.json"), []byte(`{"version":"`+v+`"}`), 0o644); err != nil {
				t.Fatal(err)
			}
			run(dir, "git", "add", ".")
			run(dir, "git", "commit", "-q", "-m", v)
			if v == "pinned" || repo == "octo/notes" {
				pinned[repo] = run(dir, "git", "rev-parse", "HEAD")
			}
		}
	}

	work := filepath.Join(base, "work")
	if err := os.MkdirAll(filepath.Join(work, "bench", "pool"), 0o755); err != nil {
		t.Fatal(err)
	}
	list := "# repository\tcommit\tlanguage\tnote\n" +
		"acme/weather-mcp\t" + pinned["acme/weather-mcp"] + "\ttypescript\ttest\n" +
		"octo/notes\t" + pinned["octo/notes"] + "\tgo\ttest\n"
	if err := os.WriteFile(filepath.Join(work, "bench", "pool", "servers.tsv"), []byte(list), 0o644); err != nil {
		t.Fatal(err)
	}
	rebuild, err := os.ReadFile("../pool/rebuild")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "bench", "pool", "rebuild"), rebuild, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", "-c", script)
	cmd.Dir, cmd.Env = work, env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the README's recipe: %v\n%s", err, out)
	}
	for repo, want := range map[string]string{"acme/weather-mcp": "pinned", "octo/notes": "newer"} {
		b, err := os.ReadFile(filepath.Join(work, "POOL", strings.Replace(repo, "/", "+", 1), "tools.json"))
		if err != nil {
			t.Fatalf("%s: %v", repo, err)
		}
		if got := string(b); got != `{"version":"`+want+`"}` {
			t.Errorf("%s: the tree at %s, want the pinned commit's (%s)", repo, got, want)
		}
	}
}
