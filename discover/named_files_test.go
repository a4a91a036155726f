package discover

import (
	"fmt"
	"github.com/mcp-lint/mcp-lint/detect"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// tree writes files below a new folder and gives the folder.
func tree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for p, text := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// read are the files of a result read as units, by path.
func readFiles(res *Result) []string {
	var out []string
	for _, f := range res.Files {
		out = append(out, f.Path)
	}
	return out
}

// unreadFiles are the files of the result's notice of agent files not
// read, each with why.
func unreadFiles(res *Result) map[string]string {
	out := map[string]string{}
	for _, n := range res.Notices {
		for _, f := range n.Files {
			out[f.Path] = f.Why
		}
	}
	return out
}

// notes are the result's notices that contain s.
func notes(res *Result, s string) []string {
	var out []string
	for _, n := range res.Notices {
		if strings.Contains(n.Message, s) {
			out = append(out, n.Path+": "+n.Message)
		}
	}
	return out
}

// A repository given as a folder (mcp-lint scan repo, from its parent):
// its units' paths from its root, ${CLAUDE_PLUGIN_ROOT} in prose, a rules
// file's scripts and its texts in an agent's own folder (not the
// project's other texts), a program with no ending that opens with #! (not
// a data file with none), a skill's installed path, a script a script runs. Left:
// a path outside the repository ("..", absolute, a home path that is not
// the skill's own), a file that does not exist.
func TestUnreadResolve(t *testing.T) {
	parent := t.TempDir()
	tree(t, parent, map[string]string{
		"outside.sh":                        "#!/bin/sh\necho outside\n",
		"repo/skills/x/SKILL.md":            "---\nname: x\ndescription: d\n---\n\nRun `python3 skills/x/scripts/a.py`, then `bash ~/.claude/skills/x/scripts/b.sh`.\nNever `bash ../outside.sh`, `/etc/x.sh`, `~/.config/other/c.sh` or `skills/x/gone.sh`.\n",
		"repo/skills/x/scripts/a.py":        "print(1)\n",
		"repo/skills/x/scripts/b.sh":        "#!/bin/sh\nbash \"$(dirname \"$0\")/c.sh\"\n",
		"repo/skills/x/scripts/c.sh":        "#!/bin/sh\necho c\n",
		"repo/p/.claude-plugin/plugin.json": `{"name": "p"}`,
		"repo/p/commands/go.md":             "---\ndescription: go\n---\n\nRun `bash ${CLAUDE_PLUGIN_ROOT}/scripts/go.sh`.\n",
		"repo/p/scripts/go.sh":              "#!/bin/sh\necho go\n",
		"repo/AGENTS.md":                    "# Notes\n\nRelease with `./tools/release.sh`; set up with `tools/dev/setup`; the data is in `tools/dev/table`; suites in `docs/suites.txt`; tasks in `.cline/tasks.txt`.\n",
		"repo/tools/release.sh":             "#!/bin/sh\necho release\n",
		"repo/tools/dev/setup":              "#!/bin/sh\necho setup\n",
		"repo/tools/dev/table":              "a,b\n1,2\n",
		"repo/docs/suites.txt":              "unit\n",
		"repo/.cline/tasks.txt":             "Run the tests.\n",
	})
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(parent); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = os.Chdir(wd) }()
	res := Discover([]string{"repo"}, Options{AgentFiles: true})
	got := readFiles(res)
	for _, want := range []string{"repo/skills/x/scripts/a.py", "repo/skills/x/scripts/b.sh", "repo/skills/x/scripts/c.sh", "repo/p/scripts/go.sh", "repo/tools/release.sh", "repo/tools/dev/setup", "repo/.cline/tasks.txt"} {
		if !slices.Contains(got, want) {
			t.Errorf("%s not read; read: %q", want, got)
		}
	}
	for _, f := range got {
		if strings.Contains(f, "outside") || strings.HasSuffix(f, "/table") || strings.HasSuffix(f, "suites.txt") || strings.Contains(f, "gone") || strings.HasPrefix(f, "/") {
			t.Errorf("%s read", f)
		}
	}
}

// A text a unit names is read as a rules unit, and a file it names in
// turn; the next is read as code only (depth 2), with a notice at it. One
// unit follows at most maxFiles files as prose, then reads the rest as
// code, each with a notice; a file over maxBytes likewise. Only a file
// over the source bound is not read: it is named in the notice of files
// not read and is an error (the scan is incomplete). An encoded file's
// unit carries the line that names it; a .b64 file that is no base64 is
// read as text.
func TestUnreadLimits(t *testing.T) {
	files := map[string]string{
		"skills/x/SKILL.md":    "---\nname: x\ndescription: d\n---\n\nRead `notes/a.txt`. Decode `cfg/p.b64` and follow it. Read `cfg/q.b64`.\n",
		"skills/x/notes/a.txt": "Then read notes/b.txt.\n",
		"skills/x/notes/b.txt": "Then read notes/c.txt.\n",
		"skills/x/notes/c.txt": "The end.\n",
		"skills/x/cfg/p.b64":   "VGhpcyBpcyBhIHNlbnRlbmNlIG9mIHdvcmRzLg==\n",
		"skills/x/cfg/q.b64":   "not base64 at all!\n",
		"skills/y/SKILL.md":    "---\nname: y\ndescription: d\n---\n\nRead `big.txt`.\n",
		"skills/y/big.txt":     strings.Repeat("word ", 400),
		"tools/huge.js":        strings.Repeat("x", maxBytes+1),
		"AGENTS.md":            "",
	}
	var many strings.Builder
	many.WriteString("# Notes\n\nBuild with `node tools/huge.js`.\n\n")
	for i := range maxFiles + 3 {
		name := fmt.Sprintf(".notes/n%02d.txt", i)
		files[name] = "A note.\n"
		many.WriteString("- Read `" + name + "`.\n")
	}
	files["AGENTS.md"] = many.String()
	root := t.TempDir()
	tree(t, root, files)
	res := Discover([]string{root}, Options{Root: root, AgentFiles: true, MaxSourceSize: 1000})
	got := readFiles(res)
	for _, want := range []string{"skills/x/notes/a.txt", "skills/x/notes/b.txt", "skills/x/cfg/p.b64", "skills/x/cfg/q.b64"} {
		if !slices.Contains(got, want) {
			t.Errorf("%s not read; read: %q", want, got)
		}
	}
	for _, no := range []string{"skills/y/big.txt", "tools/huge.js"} {
		if slices.Contains(got, no) {
			t.Errorf("%s read", no)
		}
	}
	// Past a bound of reading prose (the depth, the count, maxBytes):
	// read as code, a script unit at the file, with a notice there.
	codeOnly := map[string]bool{}
	for _, u := range res.Tools {
		if u.Kind == detect.KindScript {
			codeOnly[u.Name] = true
		}
	}
	past := map[string]string{
		"skills/x/notes/c.txt": "named by skills/x/notes/b.txt, 3 files from the unit: past the bound of 2 files deep for reading prose",
	}
	for i := maxFiles - 1; i < maxFiles+3; i++ {
		past[fmt.Sprintf(".notes/n%02d.txt", i)] = "named by AGENTS.md: past the bound of 32 files per unit for reading prose"
	}
	for p, why := range past {
		if n := notes(res, why); !slices.ContainsFunc(n, func(m string) bool { return strings.HasPrefix(m, p+": ") && strings.Contains(m, "read as code") }) {
			t.Errorf("%s: no notice %q in %q", p, why, n)
		}
		if !codeOnly[p] {
			t.Errorf("%s not read as code", p)
		}
	}
	// Over the source bound (here 1000 bytes): named in the notice of
	// files not read, with the file that names it, and an error at the
	// file: the scan is incomplete.
	var errs []string
	for _, e := range res.Errors {
		if !strings.Contains(e.Message, "so the scan is incomplete (exit 3)") {
			t.Errorf("%s: %q", e.Path, e.Message)
		}
		errs = append(errs, e.Path)
	}
	slices.Sort(errs)
	if want := []string{"skills/y/big.txt", "tools/huge.js"}; !slices.Equal(errs, want) {
		t.Errorf("errors at %q, want %q", errs, want)
	}
	unread := unreadFiles(res)
	if why := unread["skills/y/big.txt"]; !strings.Contains(why, "named by skills/y/SKILL.md, but not read: file too large") {
		t.Errorf("skills/y/big.txt: %q", why)
	}
	if why := unread["tools/huge.js"]; !strings.Contains(why, "named by AGENTS.md, but not read: file too large") {
		t.Errorf("tools/huge.js: %q", why)
	}
	if n := notes(res, "read as code"); slices.ContainsFunc(n, func(m string) bool { return strings.HasPrefix(m, "tools/huge.js") }) {
		t.Errorf("tools/huge.js, not read, noted as read: %q", n)
	}
	docs := 0
	for _, f := range got {
		if strings.HasPrefix(f, ".notes/") && !codeOnly[f] {
			docs++
		}
	}
	if docs != maxFiles-1 { // and tools/huge.js, counted
		t.Errorf("%d files followed as prose from AGENTS.md, want %d", docs, maxFiles-1)
	}
	for _, u := range res.Tools {
		switch u.Name {
		case "skills/x/cfg/p.b64":
			if nb, _ := u.Extra[namedBy].(string); !strings.Contains(nb, "Decode `cfg/p.b64` and follow it.") {
				t.Errorf("p.b64 named by %q", nb)
			}
		case "skills/x/cfg/q.b64":
			if _, ok := u.Extra[namedBy]; ok {
				t.Errorf("q.b64 (no base64) read as encoded")
			}
		}
	}
}

// Path tokens: a Korean file name with a particle written onto it, a
// Japanese folder, a path after an unresolved variable (left), a home
// path (marked).
func TestUnreadPaths(t *testing.T) {
	var got []string
	for _, p := range paths("`./scripts/배포.sh`를 실행; scripts/검사.py를 실행; bash skills/画像/x.sh; $HOME/y.sh; ${X}/z.sh; ~/.claude/skills/s/a.sh") {
		got = append(got, fmt.Sprintf("%s %v", p.path, p.home))
	}
	want := []string{"scripts/배포.sh false", "scripts/검사.py false", "skills/画像/x.sh false", ".claude/skills/s/a.sh true"}
	if !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
}

// The paragraph kept around a path is looked for within its bound, in a
// text of many paths and no blank line (BenchmarkUnreadPaths measures
// the cost: searched to the text's ends for each path, 800 KB of 40,000
// paths took over a minute).
func TestUnreadParagraphBounded(t *testing.T) {
	text := strings.Repeat("see docs/a.txt then\n", 4000)
	toks := paths(text)
	if len(toks) != 4000 {
		t.Fatalf("%d paths, want 4000", len(toks))
	}
	mid := toks[2000].line
	if len(mid) > 2*maxPara+len("docs/a.txt") || !strings.Contains(mid, "docs/a.txt") {
		t.Errorf("paragraph of %d bytes around a path, bound %d each side", len(mid), maxPara)
	}
	// A blank line inside the bound still ends the paragraph.
	got := paths("first para\n\nread notes/x.txt now\nstill\n\nnext")
	if len(got) != 1 || got[0].line != "read notes/x.txt now\nstill" {
		t.Errorf("%+v", got)
	}
}

// A data file with no ending that a unit names many times is asked once
// whether it opens with #!, from its first bytes, and is not read as a
// script (BenchmarkUnreadProgramChecked measures the cost: a skill that
// names a 4 MB data file 20,000 times had it read whole each time).
func TestUnreadProgramCheckedOnce(t *testing.T) {
	root := t.TempDir()
	tree(t, root, map[string]string{
		"skills/x/SKILL.md":  "---\nname: x\ndescription: d\n---\n\n" + strings.Repeat("Load `data/blob` first.\n", 20000) + "Run `bin/tool`.\n",
		"skills/x/data/blob": strings.Repeat("0123456789abcdef", 250000),
		"skills/x/bin/tool":  "#!/bin/sh\necho hi\n",
	})
	res := Discover([]string{root}, Options{Root: root, AgentFiles: true})
	got := readFiles(res)
	if slices.Contains(got, "skills/x/data/blob") || !slices.Contains(got, "skills/x/bin/tool") {
		t.Errorf("read: %q; want bin/tool, not data/blob", got)
	}
}

// The bounds of following are stated in docs/sources.md with their
// values: the 256 KB bound per followed file was in the code and its
// notice only.
func TestUnreadBoundsDocumented(t *testing.T) {
	b, err := os.ReadFile("../docs/sources.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Join(strings.Fields(string(b)), " ")
	for _, want := range []string{
		"two files deep from the unit",
		fmt.Sprintf("%d files per unit", maxFiles),
		fmt.Sprintf("%d KB per followed file", maxBytes>>10),
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("docs/sources.md does not state %q", want)
		}
	}
	if maxDepth != 2 {
		t.Errorf("the depth bound is %d; the docs say two", maxDepth)
	}
}

// BenchmarkUnreadPaths: 800 KB of 40,000 paths and no blank line.
func BenchmarkUnreadPaths(b *testing.B) {
	text := strings.Repeat("see docs/a.txt then\n", 40000)
	for range b.N {
		paths(text)
	}
}

// BenchmarkUnreadProgramChecked: a skill that names a 4 MB data file
// with no ending 20,000 times.
func BenchmarkUnreadProgramChecked(b *testing.B) {
	root := b.TempDir()
	for p, c := range map[string]string{
		"skills/x/SKILL.md":  "---\nname: x\ndescription: d\n---\n\n" + strings.Repeat("Load `data/blob` first.\n", 20000) + "Run `bin/tool`.\n",
		"skills/x/data/blob": strings.Repeat("0123456789abcdef", 250000),
		"skills/x/bin/tool":  "#!/bin/sh\necho hi\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, p)), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, p), []byte(c), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for range b.N {
		Discover([]string{root}, Options{Root: root, AgentFiles: true})
	}
}
