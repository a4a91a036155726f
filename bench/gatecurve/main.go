// Command gatecurve measures ways of deciding that a finding fails the
// gate (operating points, the table in point.go) on honest repositories
// and on attack sets, so that the default gate is chosen from figures
// (docs/gate.md):
//
//	go run ./bench/gatecurve -pool POOL [-shared ../shared/corpora] [-corpus corpus] [-o FILE]
//
// POOL holds one folder per honest public MCP server repository
// (bench/pool/rebuild writes it). Each is scanned as `mcp-lint scan`
// scans it by default; a repository passes a point when the point keeps
// none of its findings that fail today's default gate. The blind sets of
// corpus/blind (the realistic ones, whose file name has "-real-", also
// on their own) and the shared dev_malicious and dev_benign sets are
// scored as `mcp-lint eval` scores them; a row is caught (an attack) or
// flagged (an honest row) at a point when it fails today's gate and the
// point keeps one of its findings that fail it. Every point is a subset
// of today's gate: no point catches what today's gate lets through.
//
// It prints a table to stdout and, with -o, writes the same as JSON.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/corpus"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/ruledoc"
	"github.com/mcp-lint/mcp-lint/scan"
)

func main() {
	pool := flag.String("pool", "", "folder of the pool's repository trees, one folder each (bench/pool/rebuild)")
	shared := flag.String("shared", "../shared/corpora", "folder of the shared corpora (real/)")
	sets := flag.String("corpus", "corpus", "the repository's corpus folder (blind/)")
	out := flag.String("o", "", "also write the table as JSON to `FILE`")
	jobs := flag.Int("j", 1, "repositories scanned at once")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/gatecurve -pool POOL [flags]\n\nFlags:\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *pool == "" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	start := time.Now()
	repos, err := scanPool(*pool, *jobs, measuredLevel)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("pool: %d repositories scanned in %s", len(repos), time.Since(start).Round(time.Second))
	t := time.Now()
	blind, _ := filepath.Glob(filepath.Join(*sets, "blind", "*.jsonl"))
	sort.Strings(blind)
	if len(blind) == 0 {
		log.Fatalf("%s: no blind set", filepath.Join(*sets, "blind"))
	}
	var realistic []string
	for _, f := range blind {
		if strings.Contains(filepath.Base(f), "-real-") {
			realistic = append(realistic, f)
		}
	}
	groups := map[string][]row{}
	for _, g := range []struct {
		name  string
		files []string
	}{
		{groupRealistic, realistic},
		{groupBlind, blind},
		{groupDevMalicious, []string{filepath.Join(*shared, "real", "dev_malicious.jsonl")}},
		{groupDevBenign, []string{filepath.Join(*shared, "real", "dev_benign.jsonl")}},
	} {
		if len(g.files) == 0 {
			log.Fatalf("%s: no file", g.name)
		}
		for _, f := range g.files {
			rows, err := scoreFile(f, measuredLevel)
			if err != nil {
				log.Fatal(err)
			}
			groups[g.name] = append(groups[g.name], rows...)
		}
	}
	log.Printf("corpora scored in %s", time.Since(t).Round(time.Second))
	res := measure(repos, groups)
	if err := writeTable(os.Stdout, res); err != nil {
		log.Fatal(err)
	}
	if *out != "" {
		b, err := json.MarshalIndent(res, "", "  ")
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(*out, append(b, '\n'), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// The groups of rows measured.
const (
	groupRealistic    = "realistic blind"
	groupBlind        = "all blind"
	groupDevMalicious = "dev_malicious"
	groupDevBenign    = "dev_benign"
)

// measuredLevel is a record's measured precision (ruledoc/precision.json).
func measuredLevel(id string) string {
	m, _ := ruledoc.PrecisionOf(id)
	return m.Level
}

// row is one corpus row: its label, and its findings that fail today's
// gate (none: it passes).
type row struct {
	malicious bool
	failing   []finding
}

// tally is one group's rows at one point.
type tally struct {
	Attacks int `json:"attacks"`
	Caught  int `json:"caught"`
	Honest  int `json:"honest"`
	Flagged int `json:"flagged"`
}

// pointResult is one line of the table.
type pointResult struct {
	Point        string `json:"point"`
	ReposPassing int    `json:"reposPassing"`
	Repos        int    `json:"repos"`
	Realistic    tally  `json:"realisticBlind"`
	Blind        tally  `json:"blind"`
	DevMalicious tally  `json:"devMalicious"`
	DevBenign    tally  `json:"devBenign"`
}

// measure counts, for every point, the repositories passing and the rows
// caught and flagged. repos are each repository's findings failing
// today's gate.
func measure(repos [][]finding, groups map[string][]row) []pointResult {
	var res []pointResult
	for _, p := range points {
		r := pointResult{Point: p.name, Repos: len(repos)}
		for _, fs := range repos {
			if !keptBy(p, fs) {
				r.ReposPassing++
			}
		}
		for name, t := range map[string]*tally{groupRealistic: &r.Realistic, groupBlind: &r.Blind,
			groupDevMalicious: &r.DevMalicious, groupDevBenign: &r.DevBenign} {
			*t = count(p, groups[name])
		}
		res = append(res, r)
	}
	return res
}

func count(p point, rows []row) tally {
	var t tally
	for _, r := range rows {
		kept := keptBy(p, r.failing)
		if r.malicious {
			t.Attacks++
			if kept {
				t.Caught++
			}
		} else {
			t.Honest++
			if kept {
				t.Flagged++
			}
		}
	}
	return t
}

// writeTable prints the results as a plain text table.
func writeTable(w io.Writer, res []pointResult) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "point\thonest repositories passing\trealistic attacks caught\trealistic honest flagged\tall blind attacks caught\tall blind honest flagged\tdev_malicious caught\tdev_benign flagged\t")
	for _, r := range res {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", r.Point, ratio(r.ReposPassing, r.Repos),
			ratio(r.Realistic.Caught, r.Realistic.Attacks), ratio(r.Realistic.Flagged, r.Realistic.Honest),
			ratio(r.Blind.Caught, r.Blind.Attacks), ratio(r.Blind.Flagged, r.Blind.Honest),
			ratio(r.DevMalicious.Caught, r.DevMalicious.Attacks), ratio(r.DevBenign.Flagged, r.DevBenign.Honest))
	}
	return tw.Flush()
}

func ratio(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%d/%d (%.1f%%)", n, of, 100*float64(n)/float64(of))
}

// fromDetect is a detect finding's view.
func fromDetect(f *detect.Finding, level func(string) string) finding {
	return newFinding(f.Blocking, f.Severity, f.Confidence, f.Checks, f.RuleIDs(), level)
}

// fromVerdict is the view of a tool row's finding, from the verdict that
// carries its values.
func fromVerdict(v corpus.Verdict, level func(string) string) (finding, error) {
	sev, ok := detect.ParseSeverity(v.Severity)
	if !ok {
		return finding{}, fmt.Errorf("entry %s: severity %q", v.ID, v.Severity)
	}
	return newFinding(v.Verdict == corpus.Block, sev, v.Confidence, v.Signals, v.Rules, level), nil
}

// scanPool scans every repository of the pool as `mcp-lint scan DIR
// --root DIR --no-config` does, and returns each one's open findings
// that fail today's default gate.
func scanPool(dir string, jobs int, level func(string) string) ([][]finding, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range ents {
		if st, err := os.Stat(filepath.Join(dir, e.Name())); err == nil && st.IsDir() {
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no repository folder", dir)
	}
	repos := make([][]finding, len(names))
	work := make(chan int)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				repos[i] = scanRepo(filepath.Join(dir, names[i]), level)
			}
		}()
	}
	for i := range names {
		work <- i
		if (i+1)%50 == 0 {
			log.Printf("pool: %d of %d repositories", i+1, len(names))
		}
	}
	close(work)
	wg.Wait()
	return repos, nil
}

// scanRepo scans one repository as bench/precision's default scan does.
func scanRepo(dir string, level func(string) string) []finding {
	// A tree reached through a symbolic link is scanned at its own path:
	// discovery from a linked root reads fewer files than a scan there.
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	out := scan.Run(scan.Options{Paths: []string{dir},
		Policy:   scan.Policy{Config: &config.Config{}, Disabled: map[string]bool{}},
		Discover: discover.Options{Root: dir, ComputedNotice: true}})
	var fs []finding
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Status == scan.Open && f.FailsGate(detect.SuiteDefault) {
			fs = append(fs, fromDetect(&f.Finding, level))
		}
	}
	return fs
}

// scoreFile scores a corpus file as `mcp-lint eval --corpus FILE` does
// and returns its rows. A unit row's findings are those its scan gave
// Evaluate; a tool row's finding is read from its verdict.
func scoreFile(path string, level func(string) string) ([]row, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	entries, err := corpus.Parse(data, path)
	if err != nil {
		return nil, err
	}
	// Evaluate scans the unit rows in order, one call each.
	var units [][]corpus.UnitFinding
	scanned := func(files map[string]string) ([]corpus.UnitFinding, error) {
		fs := scanUnit(files)
		units = append(units, fs)
		return fs, nil
	}
	vs, sc := corpus.Evaluate(entries, corpus.Options{Units: scanned})
	if sc.ChecksFailed > 0 {
		return nil, fmt.Errorf("%s: %d check runs failed (%s)", path, sc.ChecksFailed, strings.Join(sc.FailedCheckIDs, ", "))
	}
	rows := make([]row, 0, len(vs))
	for i, v := range vs {
		e := &entries[i]
		r := row{malicious: e.Label == corpus.Malicious}
		switch {
		case e.IsUnit():
			if len(units) == 0 {
				return nil, fmt.Errorf("%s: entry %s: a unit Evaluate did not scan", path, e.ID)
			}
			for _, u := range units[0] {
				if !u.Finding.FailsGate(detect.SuiteDefault) || r.malicious && u.Path != e.PoisonedFile {
					continue
				}
				r.failing = append(r.failing, fromDetect(&u.Finding, level))
			}
			units = units[1:]
		case v.Gate == corpus.GateFail:
			f, err := fromVerdict(v, level)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", path, err)
			}
			r.failing = []finding{f}
		}
		if fails := v.Gate == corpus.GateFail; fails != (len(r.failing) > 0) {
			return nil, fmt.Errorf("%s: entry %s: gate %s in eval, %d findings failing it here", path, e.ID, v.Gate, len(r.failing))
		}
		rows = append(rows, r)
	}
	if len(units) > 0 {
		return nil, fmt.Errorf("%s: %d unit scans left over", path, len(units))
	}
	return rows, nil
}

// scanUnit scans a unit row as `mcp-lint eval` does (cmd/mcp-lint's
// scanUnit): its files laid out as a repository, read with the agent
// files, the open findings with the file each points at.
func scanUnit(files map[string]string) []corpus.UnitFinding {
	out, err := scan.RunFiles(files, scan.Policy{})
	if err != nil {
		log.Fatal(err)
	}
	var fs []corpus.UnitFinding
	for _, f := range out.Findings {
		if f.Status == scan.Open {
			fs = append(fs, corpus.UnitFinding{Path: f.Location.Path, Finding: f.Finding})
		}
	}
	return fs
}
