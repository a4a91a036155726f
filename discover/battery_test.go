package discover_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/scan"
)

// The battery of small servers, each holding one poisoned tool
// that its SDK serves (bench/battery/verify.py runs them and records
// what was served in each case's "served:" line), written from each
// language's specification and SDK documentation. Each case is a txtar
// under testdata/battery/<lang>/ with a want section, one line per
// expectation:
//
//	RULE FILE:LINE:COL              a finding of RULE starts there
//	computed FILE:LINE:COL          discovery says there the text is computed
//	error FILE:LINE:COL             discovery could not read the file there
//	A | B                           either (only where the text cannot be known without running code)
//
// Every want line must be met, and every finding that fails the default
// gate must have a signal at a wanted place: an honest text flagged fails
// the case too. A case that fails today is listed in
// testdata/battery/expected-failures.txt; the test checks that list both
// ways, so it can only shrink.
func TestBattery(t *testing.T) {
	files, err := filepath.Glob("testdata/battery/*/*.txtar")
	if err != nil || len(files) < 150 {
		t.Fatalf("battery: %d cases (%v)", len(files), err)
	}
	expected := readExpectedFailures(t, "testdata/battery/expected-failures.txt")
	type tally struct{ cases, fail, silent int }
	byLang, byClass := map[string]*tally{}, map[string]*tally{}
	count := func(m map[string]*tally, k string, fail, silent bool) {
		if m[k] == nil {
			m[k] = &tally{}
		}
		m[k].cases++
		if fail {
			m[k].fail++
		}
		if silent {
			m[k].silent++
		}
	}
	seen := map[string]bool{}
	var failing []string
	for _, file := range files {
		name := strings.TrimSuffix(filepath.ToSlash(strings.TrimPrefix(file, "testdata/battery/")), ".txtar")
		seen[name] = true
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		class := header(ar.Comment, "class")
		problems, silent := runBatteryCase(t, ar)
		count(byLang, strings.Split(name, "/")[0], len(problems) > 0, silent)
		count(byClass, class, len(problems) > 0, silent)
		if len(problems) > 0 {
			failing = append(failing, name)
		}
		switch {
		case len(problems) > 0 && !expected[name]:
			t.Errorf("%s (%s): %s", name, class, strings.Join(problems, "; "))
		case len(problems) == 0 && expected[name]:
			t.Errorf("%s passes now: remove it from testdata/battery/expected-failures.txt", name)
		case len(problems) > 0 && testing.Verbose():
			t.Logf("%s (%s, expected failure): %s", name, class, strings.Join(problems, "; "))
		}
	}
	for name := range expected {
		if !seen[name] {
			t.Errorf("expected-failures.txt lists %s, which is no case", name)
		}
	}
	report := func(m map[string]*tally) string {
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var b strings.Builder
		for _, k := range keys {
			fmt.Fprintf(&b, " %s %d/%d failing (%d silent);", k, m[k].fail, m[k].cases, m[k].silent)
		}
		return b.String()
	}
	t.Logf("battery: %d cases, %d failing.\n by language:%s\n by class:%s", len(files), len(failing), report(byLang), report(byClass))
}

// runBatteryCase scans the case's files and returns what did not hold,
// and whether the scan said nothing at all (no failing finding, no
// computed text, no error): a silent pass.
func runBatteryCase(t *testing.T, ar *txtar.Archive) (problems []string, silent bool) {
	root := t.TempDir()
	var want []string
	for _, f := range ar.Files {
		if f.Name == "want" {
			for _, l := range strings.Split(string(f.Data), "\n") {
				if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
					want = append(want, l)
				}
			}
			continue
		}
		p := filepath.Join(root, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		data := f.Data
		if name, lines, prefix, ok := padHeader(ar.Comment); ok && name == f.Name {
			data = append(padLines(lines, prefix), data...)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := scan.Run(scan.Options{Paths: []string{root}, Discover: discover.Options{Root: root, ComputedNotice: true}})
	got := map[string]bool{}
	place := func(path string, line, col int) string { return fmt.Sprintf("%s:%d:%d", path, line, col) }
	failing := out.Failing("default", "")
	for _, f := range failing {
		for _, s := range f.Located {
			got[s.Check+" "+place(s.Location.Path, s.Location.Region.StartLine, s.Location.Region.StartColumn)] = true
		}
	}
	for _, c := range out.Discovery.Computed {
		got["computed "+place(c.Path, c.Line, c.Col)] = true
	}
	for _, e := range out.Discovery.Errors {
		got["error "+place(e.Path, e.Line, e.Col)] = true
	}
	silent = len(failing) == 0 && len(out.Discovery.Computed) == 0 && len(out.Discovery.Errors) == 0
	wanted := map[string]bool{}
	for _, w := range want {
		met := false
		for _, alt := range strings.Split(w, "|") {
			alt = strings.TrimSpace(alt)
			wanted[alt] = true
			met = met || got[alt]
		}
		if !met {
			problems = append(problems, "missing "+w)
		}
	}
	for _, f := range failing {
		ok := false
		for _, s := range f.Located {
			ok = ok || wanted[s.Check+" "+place(s.Location.Path, s.Location.Region.StartLine, s.Location.Region.StartColumn)]
		}
		if !ok {
			problems = append(problems, fmt.Sprintf("unexpected %s %s", strings.Join(f.Checks, ","), place(f.Location.Path, f.Location.Region.StartLine, f.Location.Region.StartColumn)))
		}
	}
	for _, e := range out.Discovery.Errors {
		if !wanted["error "+place(e.Path, e.Line, e.Col)] {
			problems = append(problems, "unexpected error "+e.Error())
		}
	}
	if silent {
		problems = append(problems, "silent pass")
	}
	sort.Strings(problems)
	return problems, silent
}

// header returns the value of a "key: value" line of a case's comment.
// padHeader reads a case's "pad: FILE LINES PREFIX" header: FILE is
// written with LINES lines of 64 bytes before its text, each PREFIX (a
// comment of its language) and filler, so that what follows lies past a
// bound measured in bytes (the want lines count them).
func padHeader(comment []byte) (name string, lines int, prefix string, ok bool) {
	f := strings.Fields(header(comment, "pad"))
	if len(f) != 3 {
		return "", 0, "", false
	}
	n, err := strconv.Atoi(f[1])
	return f[0], n, f[2], err == nil
}

func padLines(lines int, prefix string) []byte {
	line := prefix + " " + strings.Repeat("x", 62-len(prefix)) + "\n"
	return []byte(strings.Repeat(line, lines))
}

func header(comment []byte, key string) string {
	for _, l := range strings.Split(string(comment), "\n") {
		if v, ok := strings.CutPrefix(l, key+": "); ok {
			return v
		}
	}
	return ""
}

// readExpectedFailures reads the list of cases that fail today: one
// "<lang>/<name>" a line, # comments.
func readExpectedFailures(t *testing.T, path string) map[string]bool {
	out := map[string]bool{}
	f, err := os.Open(path)
	if err != nil {
		if os.IsNotExist(err) {
			return out
		}
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if i := strings.IndexByte(l, '#'); i >= 0 {
			l = strings.TrimSpace(l[:i])
		}
		if l != "" {
			out[strings.Fields(l)[0]] = true
		}
	}
	return out
}
