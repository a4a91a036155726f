package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/format/index"
	"golang.org/x/tools/txtar"
)

// The bad-input suite: testdata/bad/*.txtar. Each case is a small
// repository, written as txtar files, and its header says how to run the
// scan and exactly what must come out:
//
//	# what the case is about
//	args scan . --format json        (default: scan . --format json --fail-on blocking)
//	exit 3                           the exit code
//	symlink NAME TARGET              a symlink (TARGET relative to the case dir; "@out/X" is X in a folder beside it)
//	fifo NAME                        a named pipe
//	track PATH...                    the git index lists PATH (no git needed)
//	outside NAME TEXT                a file in the folder beside the case (@out)
//	unchanged NAME TEXT              that file still holds TEXT afterwards
//	error PATH:LINE:COL TEXT         a file error at that place whose message holds TEXT (LINE:COL 0:0: none)
//	notice PATH TEXT                 a notice about PATH whose message holds TEXT
//	computed PATH:LINE:COL TEXT      computed text at that place (a notice by default) whose message holds TEXT
//	finding PATH:LINE:COL RULE       a finding of RULE at that place
//	stderr TEXT                      standard error holds TEXT
//
// The errors, notices and findings listed are all there are: an unexpected
// one fails the case too. A case whose JSON is not written (a usage error)
// lists none.
//
// The default arguments gate on hard findings only: the cases pin what is
// read and how an incomplete scan exits (3), and most put a soft finding
// in another file to show that it is still scanned. The default gate,
// which fails on that finding, is pinned by the CLI tests.
func TestBadInputs(t *testing.T) {
	cases, err := filepath.Glob("testdata/bad/*.txtar")
	if err != nil || len(cases) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	for _, file := range cases {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			runBadCase(t, ar)
		})
	}
}

type badCase struct {
	args      []string
	exit      int
	errors    []string
	notices   []string
	computed  []string
	findings  []string
	stderr    []string
	unchanged map[string]string
}

func runBadCase(t *testing.T, ar *txtar.Archive) {
	t.Helper()
	base := t.TempDir()
	dir, out := filepath.Join(base, "repo"), filepath.Join(base, "out")
	for _, d := range []string{dir, out} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range ar.Files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	target := func(s string) string {
		if rest, ok := strings.CutPrefix(s, "@out/"); ok {
			return filepath.Join(out, rest)
		}
		return s
	}
	c := badCase{args: []string{"scan", ".", "--format", "json", "--fail-on", "blocking"}, exit: -1, unchanged: map[string]string{}}
	sc := bufio.NewScanner(bytes.NewReader(ar.Comment))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		verb, rest, _ := strings.Cut(line, " ")
		fields := strings.Fields(rest)
		need := func(n int) {
			if len(fields) < n {
				t.Fatalf("%q: want %d arguments", line, n)
			}
		}
		switch verb {
		case "args":
			c.args = fields
		case "exit":
			need(1)
			fmt.Sscan(fields[0], &c.exit)
		case "symlink":
			need(2)
			p := filepath.Join(dir, fields[0])
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := os.Symlink(target(fields[1]), p); err != nil {
				t.Fatal(err)
			}
		case "fifo":
			need(1)
			if err := syscall.Mkfifo(filepath.Join(dir, fields[0]), 0o644); err != nil {
				t.Fatal(err)
			}
		case "track":
			writeIndex(t, dir, fields)
		case "outside":
			need(1)
			if err := os.WriteFile(filepath.Join(out, fields[0]), []byte(strings.TrimSpace(strings.TrimPrefix(rest, fields[0]))), 0o644); err != nil {
				t.Fatal(err)
			}
		case "unchanged":
			need(1)
			c.unchanged[fields[0]] = strings.TrimSpace(strings.TrimPrefix(rest, fields[0]))
		case "error":
			c.errors = append(c.errors, rest)
		case "notice":
			c.notices = append(c.notices, rest)
		case "computed":
			c.computed = append(c.computed, rest)
		case "finding":
			c.findings = append(c.findings, rest)
		case "stderr":
			c.stderr = append(c.stderr, rest)
		default:
			t.Fatalf("unknown directive %q", line)
		}
	}
	if c.exit < 0 {
		t.Fatal("the case names no exit code")
	}

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, c.args...)
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + base}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("mcp-lint did not finish in 60 s (a pipe or an endless file read?)")
	}
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if code != c.exit {
		t.Errorf("exit %d, want %d\nstderr: %s\nstdout: %.2000s", code, c.exit, stderr.String(), stdout.String())
	}
	for _, s := range c.stderr {
		if !strings.Contains(stderr.String(), s) {
			t.Errorf("stderr %q does not hold %q", stderr.String(), s)
		}
	}
	for name, want := range c.unchanged {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil || strings.TrimSpace(string(b)) != want {
			t.Errorf("%s was changed: %q, %v", name, b, err)
		}
	}
	if c.exit == exitUsage {
		return
	}
	var rep struct {
		Errors []struct {
			Path    string
			Line    int
			Col     int `json:"column"`
			Message string
		}
		Notices  []struct{ Path, Message string }
		Computed []struct {
			Path    string
			Line    int
			Col     int `json:"column"`
			Message string
		}
		Findings []struct {
			RuleID   string
			Location struct {
				Path   string
				Region struct{ StartLine, StartColumn int }
			}
		}
	}
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
		t.Fatalf("not a JSON report: %v\n%.2000s", err, stdout.String())
	}
	// Errors: each expected one matches one error, and no error is left.
	var gotErrs []string
	for _, e := range rep.Errors {
		gotErrs = append(gotErrs, fmt.Sprintf("%s:%d:%d %s", e.Path, e.Line, e.Col, e.Message))
	}
	matchAll(t, "error", c.errors, gotErrs)
	var gotNotices []string
	for _, n := range rep.Notices {
		gotNotices = append(gotNotices, n.Path+" "+n.Message)
	}
	matchAll(t, "notice", c.notices, gotNotices)
	var gotComputed []string
	for _, e := range rep.Computed {
		gotComputed = append(gotComputed, fmt.Sprintf("%s:%d:%d %s", e.Path, e.Line, e.Col, e.Message))
	}
	matchAll(t, "computed", c.computed, gotComputed)
	var gotFindings []string
	for _, f := range rep.Findings {
		gotFindings = append(gotFindings, fmt.Sprintf("%s:%d:%d %s", f.Location.Path, f.Location.Region.StartLine, f.Location.Region.StartColumn, f.RuleID))
	}
	sort.Strings(gotFindings)
	want := append([]string(nil), c.findings...)
	sort.Strings(want)
	if strings.Join(gotFindings, "\n") != strings.Join(want, "\n") {
		t.Errorf("findings:\n  got  %q\n  want %q", gotFindings, want)
	}
}

// matchAll pairs each wanted "PLACE TEXT" with one got line that starts
// with PLACE and holds TEXT; what is left over on either side fails.
func matchAll(t *testing.T, what string, want, got []string) {
	t.Helper()
	used := make([]bool, len(got))
	for _, w := range want {
		place, text, _ := strings.Cut(w, " ")
		found := false
		for i, g := range got {
			gp, gt, _ := strings.Cut(g, " ")
			if !used[i] && gp == place && strings.Contains(gt, text) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("no %s %q among %q", what, w, got)
		}
	}
	for i, g := range got {
		if !used[i] {
			t.Errorf("unexpected %s %q", what, g)
		}
	}
}

// writeIndex writes a git index (.git/index) that tracks paths, with the
// library discovery reads it with: no git binary is needed.
func writeIndex(t *testing.T, dir string, paths []string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	idx := &index.Index{Version: 2}
	sort.Strings(paths)
	for _, p := range paths {
		e := idx.Add(p)
		e.Hash = plumbing.NewHash("0123456789abcdef0123456789abcdef01234567")
	}
	f, err := os.Create(filepath.Join(dir, ".git", "index"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := index.NewEncoder(f).Encode(idx); err != nil {
		t.Fatal(err)
	}
}
