package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/mcp-lint/mcp-lint/corpus"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/scan"
)

const evalUsage = `usage: mcp-lint eval --corpus FILE [--corpus FILE...] [flags]

Scores the detection engine against labeled corpora (flat JSONL or the nested
{"entries": [...]} shape) and prints a JSON scorecard on stdout. A corpus is a
regular file of at most 64 MiB; anything else is refused (exit 3). With --gate,
breaching a threshold prints "GATE FAILED: <reason>" and exits 6; meeting them
prints "GATE PASSED" and exits 0.

Flags:
`

// maxCorpusSize bounds a corpus file eval reads: 64 MiB, thirty times the
// largest corpus known (dev_benign.jsonl, 1.9 MB). Past it the file is
// refused before it is read, and so is anything but a regular file (a
// FIFO would hang eval, /dev/zero grow its memory without end).
const maxCorpusSize = 64 << 20

type thresholdMap map[string]float64

func (t thresholdMap) String() string { return "" }
func (t thresholdMap) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return fmt.Errorf("want CATEGORY=RATE, got %q", s)
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f < 0 || f > 1 {
		return fmt.Errorf("rate %q must be a number from 0 to 1", v)
	}
	t[k] = f
	return nil
}

func runEval(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("eval", stdout, stderr, evalUsage)
	var corpora, includes, excludes multiFlag
	fs.Var(&corpora, "corpus", "corpus `FILE` to score (repeatable)")
	gate := fs.Bool("gate", false, "enforce the thresholds; exit 6 on a breach")
	minRecall := fs.Float64("min-recall", 0.90, "gate: minimum share of malicious entries flagged")
	minBlock := fs.Float64("min-blocking-recall", corpus.Unset, "gate: minimum share of malicious entries blocked")
	minGate := fs.Float64("min-gate-recall", corpus.Unset, "gate: minimum share of malicious entries that fail the default scan gate")
	maxFP := fs.Float64("max-fp", 0.05, "gate: maximum share of hard negatives flagged")
	maxFPAll := fs.Float64("max-fp-all", corpus.Unset, "gate: maximum share of all benign entries flagged")
	maxBlocked := fs.Int("max-blocked-benign", 0, "gate: maximum number of benign entries blocked")
	catRecall, catBlock := thresholdMap{}, thresholdMap{}
	fs.Var(catRecall, "min-category-recall", "gate: `CATEGORY=RATE` minimum flagged share of a category (repeatable)")
	fs.Var(catBlock, "min-category-block", "gate: `CATEGORY=RATE` minimum blocked share of a category (repeatable)")
	verdictsOut := fs.String("verdicts", "", "write one JSON line per entry to `FILE`")
	registry := fs.String("registry", "entry", "`entry`: score each entry with its peers; all: install every entry of a file together")
	fs.Var(&includes, "include", "score only entries whose field `KEY=VALUE` matches (repeatable)")
	fs.Var(&excludes, "exclude", "skip entries whose field `KEY=VALUE` matches (repeatable)")
	groupBy := fs.String("group-by", "", "also report rates per value of entry field `FIELD` (source: its repository), and print them as a table on stderr")
	suite := fs.String("suite", detect.SuiteDefault, suiteUsage+"; the gate's figures (gate recall, failing the gate) follow it")
	list := fs.String("list", "", "also print to stderr the ids of `missed` malicious entries, flagged `benign` ones, or `all` with verdicts")
	if err := parseArgs(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if len(corpora) == 0 || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "mcp-lint eval: give at least one --corpus FILE and no other arguments")
		return exitUsage
	}
	if !validSuite(*suite) {
		fmt.Fprintf(stderr, "mcp-lint eval: --suite %q: want default or extended\n", *suite)
		return exitUsage
	}
	if *registry != "entry" && *registry != "all" {
		fmt.Fprintf(stderr, "mcp-lint eval: --registry must be entry or all, not %q\n", *registry)
		return exitUsage
	}
	var inc, exc []corpus.Filter
	for _, s := range includes {
		f, err := corpus.ParseFilter(s)
		if err != nil {
			fmt.Fprintf(stderr, "mcp-lint eval: --include %v\n", err)
			return exitUsage
		}
		inc = append(inc, f)
	}
	for _, s := range excludes {
		f, err := corpus.ParseFilter(s)
		if err != nil {
			fmt.Fprintf(stderr, "mcp-lint eval: --exclude %v\n", err)
			return exitUsage
		}
		exc = append(exc, f)
	}

	var all []corpus.Verdict
	var entriesAll []corpus.Entry
	var cards []corpus.Scorecard
	seen := map[string]string{}
	for _, path := range corpora {
		data, err := safeio.ReadFile("", path, maxCorpusSize)
		if err != nil {
			fmt.Fprintf(stderr, "mcp-lint eval: corpus %s: %s\n", path, safeio.Describe(err))
			return exitIncomplete
		}
		entries, err := corpus.Parse(data, path)
		if err != nil {
			fmt.Fprintf(stderr, "mcp-lint eval: %v\n", err)
			return exitIncomplete
		}
		entries = corpus.Select(entries, inc, exc)
		for _, e := range entries {
			if other, ok := seen[e.ID]; ok {
				fmt.Fprintf(stderr, "mcp-lint eval: entry id %q appears in %s and %s\n", e.ID, other, path)
				return exitUsage
			}
			seen[e.ID] = path
		}
		v, sc := corpus.Evaluate(entries, corpus.Options{RegistryAll: *registry == "all", GroupBy: *groupBy, Units: scanUnit, Suite: *suite})
		sc.Corpus = path
		all = append(all, v...)
		entriesAll = append(entriesAll, entries...)
		cards = append(cards, sc)
	}
	sc := corpus.Merge(cards)

	out, _ := json.MarshalIndent(sc, "", "  ")
	fmt.Fprintf(stdout, "%s\n", out)

	if *verdictsOut != "" {
		var buf bytes.Buffer
		for _, v := range all {
			b, _ := json.Marshal(v)
			buf.Write(b)
			buf.WriteByte('\n')
		}
		if err := writeFile(*verdictsOut, buf.Bytes()); err != nil {
			fmt.Fprintf(stderr, "mcp-lint eval: %v\n", err)
			return exitIncomplete
		}
	}
	if *groupBy != "" {
		printGroups(stderr, sc)
	}
	if *list != "" {
		for i, v := range all {
			e := entriesAll[i]
			switch {
			case *list == "all",
				*list == "missed" && e.Label == corpus.Malicious && v.Verdict == corpus.Pass,
				*list == "benign" && e.Label == corpus.Benign && v.Verdict != corpus.Pass:
				fmt.Fprintf(stderr, "%s\t%s\t%s\t%s\t%s\t%s\n", v.Verdict, v.Gate, e.Label, e.Category, e.ID, strings.Join(v.Signals, ","))
			}
		}
	}
	if sc.ChecksFailed > 0 {
		fmt.Fprintf(stderr, "mcp-lint eval: %s failed (%s): coverage is degraded\n", report.Plural(sc.ChecksFailed, "check run"), strings.Join(sc.FailedCheckIDs, ", "))
	}
	if !*gate {
		if sc.ChecksFailed > 0 {
			return exitIncomplete
		}
		return exitOK
	}
	g := corpus.Gate{
		MinRecall: *minRecall, MinBlockingRecall: *minBlock, MinGateRecall: *minGate, MaxFP: *maxFP, MaxFPAll: *maxFPAll,
		MaxBlockedBenign: *maxBlocked, MinCategoryRecall: catRecall, MinCategoryBlock: catBlock,
		FailOnCheckError: true,
	}
	if why := g.Check(sc); len(why) > 0 {
		fmt.Fprintf(stderr, "GATE FAILED: %s\n", strings.Join(why, "; "))
		return exitGate
	}
	fmt.Fprintf(stderr, "GATE PASSED: %s: recall %.4f (%d/%d), gate recall %.4f, blocking recall %.4f, hard-negative FP %.4f (%d/%d), benign FP %.4f (%d/%d), %d benign blocked\n",
		sc.Corpus, sc.Recall, sc.Malicious.Flagged, sc.Malicious.Entries, sc.GateRecall, sc.BlockingRecall,
		sc.HardNegatives.FlagRate, sc.HardNegatives.Flagged, sc.HardNegatives.Entries,
		sc.Benign.FlagRate, sc.Benign.Flagged, sc.Benign.Entries, sc.Benign.Blocked)
	return exitOK
}

// printGroups writes the per-group rates as a table: for each value of the
// group-by field, malicious entries flagged, failing the default gate and
// blocked, then benign entries flagged and blocked.
func printGroups(w io.Writer, sc corpus.Scorecard) {
	keys := make([]string, 0, len(sc.Groups))
	for k := range sc.Groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "%-48s %22s %22s %8s %20s %8s\n", sc.GroupBy, "malicious flagged", "fail the gate", "blocked", "benign flagged", "blocked")
	for _, k := range keys {
		g := sc.Groups[k]
		m, b := g.Malicious, g.Benign
		fmt.Fprintf(w, "%-48s %22s %22s %8d %20s %8d\n", safeCell(k), ratio(m.Flagged, m.Entries), ratio(m.Gated, m.Entries), m.Blocked, ratio(b.Flagged, b.Entries), b.Blocked)
	}
}

func ratio(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%d/%d (%.1f%%)", n, of, 100*float64(n)/float64(of))
}

// safeCell keeps a corpus value render-safe (detect.SafeText) and on one
// cell of the table.
func safeCell(s string) string {
	r := []rune(detect.SafeText(s))
	if len(r) > 48 {
		return string(r[:45]) + "..."
	}
	return string(r)
}

// scanUnit lays a unit row's files out as a repository in a temporary
// folder and scans it as `mcp-lint scan --agent-files` would (a unit row
// measures the agent files, so they are always read): the open
// findings, each with the file it points at (corpus.Evaluate judges
// them against the gate of the suite scored). A file that could not be
// read makes the scan incomplete: an error.
func scanUnit(files map[string]string) ([]corpus.UnitFinding, error) {
	out, err := scan.RunFiles(files, scan.Policy{})
	if err != nil {
		return nil, err
	}
	var fs []corpus.UnitFinding
	for _, f := range out.Findings {
		if f.Status != scan.Open {
			continue
		}
		fs = append(fs, corpus.UnitFinding{Path: f.Location.Path, Finding: f.Finding})
	}
	if len(out.Discovery.Errors) > 0 {
		e := out.Discovery.Errors[0]
		return fs, fmt.Errorf("%s: %s", e.Path, e.Message)
	}
	return fs, nil
}
