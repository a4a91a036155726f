// Command agentprec measures each reading on agent files: how many honest
// repositories of the agent-file pool (bench/agentpool) and how many of
// their files it fails the default gate on (agent files read, as by default), by kind of
// repository, beside the attack rows of the agent-file corpora it names
// among those failing the gate. It prints the pool's pass rate and the
// table, in Markdown:
//
//	go run ./bench/agentprec -pool POOL            # POOL: bench/pool/rebuild of bench/agentpool/repos.tsv
//	go run ./bench/agentprec -pool POOL -findings F.jsonl
//
// With -findings it also writes every open finding, on the pool and on the
// corpora's rows, one JSON object a line (side: pool, attack or twin; the
// repository or row; whether it fails the default gate; the finding as
// `mcp-lint scan --format json` has it), to weigh a gate against both
// sides before it is written.
//
// A repository passes when no open finding fails the default gate and the
// scan is complete (exit 0). A finding counts for each record it names
// (its checks and its rules). The corpora are scored as `mcp-lint eval`
// scores them.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/config"
	"github.com/mcp-lint/mcp-lint/corpus"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/scan"
)

func main() {
	pool := flag.String("pool", "", "folder of the agent-file pool's trees, one folder <owner>+<name> each (bench/pool/rebuild)")
	list := flag.String("list", "bench/agentpool/repos.tsv", "the pool's list: repository, commit, kind (skills, plugin, project), note")
	sets := flag.String("corpus", "corpus/blind/*-agent-*.jsonl,corpus/agent-*.jsonl", "comma-separated globs of the agent-file corpora")
	jobs := flag.Int("j", min(runtime.NumCPU(), 2), "repositories scanned at once")
	dump := flag.String("findings", "", "also write every open finding here, one JSON object a line")
	flag.Parse()
	if *pool == "" || flag.NArg() > 0 {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/agentprec -pool POOL [flags]\n\nFlags:\n")
		flag.PrintDefaults()
		os.Exit(2)
	}
	kinds, err := readList(*list)
	if err != nil {
		log.Fatal(err)
	}
	m := &measure{kinds: kinds, honest: map[string]*honest{}, attacks: map[string]int{}}
	if *dump != "" {
		f, err := os.Create(*dump)
		if err != nil {
			log.Fatal(err)
		}
		defer f.Close()
		m.dump = json.NewEncoder(f)
	}
	m.scanPool(*pool, *jobs)
	for _, g := range strings.Split(*sets, ",") {
		files, _ := filepath.Glob(g)
		for _, f := range files {
			if err := m.scoreSet(f); err != nil {
				log.Fatal(err)
			}
		}
	}
	m.print(os.Stdout)
	if m.dumpErr != nil {
		log.Fatal(m.dumpErr)
	}
}

// record is one open finding of the -findings file.
type record struct {
	Side     string `json:"side"` // pool, attack or twin
	Source   string `json:"source"`
	Kind     string `json:"kind,omitempty"`    // the pool repository's kind
	Concept  string `json:"concept,omitempty"` // the attack row's category
	Poisoned string `json:"poisoned,omitempty"`
	Fails    bool   `json:"failsGate"`
	// Finding is a scan.Finding, or a detect.Finding for a row of one
	// definition.
	Finding any `json:"finding"`
}

// write adds rec to the -findings file; m.mu is held.
func (m *measure) write(rec record) {
	if m.dump != nil && m.dumpErr == nil {
		m.dumpErr = m.dump.Encode(rec)
	}
}

// readList is each listed repository's kind, by its folder's name.
func readList(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	kinds := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 3 || strings.HasPrefix(cols[0], "#") {
			continue
		}
		kinds[strings.Replace(cols[0], "/", "+", 1)] = cols[2]
	}
	return kinds, sc.Err()
}

type honest struct {
	repos map[string]bool
	files map[string]bool
}

type measure struct {
	kinds  map[string]string
	mu     sync.Mutex
	honest map[string]*honest
	// scanned and passing count the repositories, by kind.
	scanned, passing map[string]int
	// attacks are the attack rows failing the gate naming each record;
	// attackRows the attack rows scored, gated the ones failing the gate.
	attacks           map[string]int
	attackRows, gated int
	dump              *json.Encoder
	dumpErr           error
}

func (m *measure) scanPool(dir string, jobs int) {
	m.scanned, m.passing = map[string]int{}, map[string]int{}
	var names []string
	for name := range m.kinds {
		if st, err := os.Stat(filepath.Join(dir, name)); err == nil && st.IsDir() {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	work := make(chan string)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for name := range work {
				m.scanRepo(filepath.Join(dir, name), name)
			}
		}()
	}
	for i, name := range names {
		work <- name
		if (i+1)%50 == 0 {
			log.Printf("pool: %d of %d repositories", i+1, len(names))
		}
	}
	close(work)
	wg.Wait()
}

// scanRepo scans one repository as `mcp-lint scan DIR` does.
func (m *measure) scanRepo(dir, name string) {
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	out := scan.Run(scan.Options{Paths: []string{dir},
		Policy:   scan.Policy{Config: &config.Config{}, Disabled: map[string]bool{}},
		Discover: discover.Options{Root: dir, AgentFiles: true}})
	m.mu.Lock()
	defer m.mu.Unlock()
	kind := m.kinds[name]
	m.scanned[kind]++
	failing := false
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Status == scan.Open {
			m.write(record{Side: "pool", Source: name, Kind: kind, Fails: f.FailsDefaultGate(), Finding: *f})
		}
		if f.Status != scan.Open || !f.FailsDefaultGate() {
			continue
		}
		failing = true
		for _, id := range idsOf(&f.Finding) {
			h := m.honest[id]
			if h == nil {
				h = &honest{repos: map[string]bool{}, files: map[string]bool{}}
				m.honest[id] = h
			}
			h.repos[name] = true
			h.files[name+"\x00"+f.Location.Path] = true
		}
	}
	if !failing && !out.Summary().Incomplete {
		m.passing[kind]++
	}
}

func idsOf(f *detect.Finding) []string {
	ids := append(slices.Clone(f.Checks), f.RuleIDs()...)
	sort.Strings(ids)
	return slices.Compact(ids)
}

// scoreSet scores a corpus file as `mcp-lint eval --corpus FILE` does.
func (m *measure) scoreSet(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	entries, err := corpus.Parse(data, path)
	if err != nil {
		log.Printf("skip %v", err)
		return nil
	}
	units := scanUnit
	if m.dump != nil {
		units = m.dumping(path, entries)
		m.dumpRows(path, entries)
	}
	vs, _ := corpus.Evaluate(entries, corpus.Options{Units: units})
	for i, v := range vs {
		if entries[i].Label != corpus.Malicious {
			continue
		}
		m.attackRows++
		if v.Gate != corpus.GateFail {
			continue
		}
		m.gated++
		ids := append(slices.Clone(v.Signals), v.Rules...)
		sort.Strings(ids)
		for _, id := range slices.Compact(ids) {
			m.attacks[id]++
		}
	}
	return nil
}

// dumping is scanUnit writing each unit row's open findings to the
// -findings file; a row is known by its files (the same map Evaluate is
// given).
func (m *measure) dumping(set string, entries []corpus.Entry) func(map[string]string) ([]corpus.UnitFinding, error) {
	rows := map[uintptr]*corpus.Entry{}
	for i := range entries {
		if entries[i].IsUnit() {
			rows[reflect.ValueOf(entries[i].Files).Pointer()] = &entries[i]
		}
	}
	return func(files map[string]string) ([]corpus.UnitFinding, error) {
		open, err := scanOpen(files)
		if err != nil {
			return nil, err
		}
		if e := rows[reflect.ValueOf(files).Pointer()]; e != nil {
			m.mu.Lock()
			for _, f := range open {
				m.write(rowRecord(set, e, f.FailsDefaultGate(), f))
			}
			m.mu.Unlock()
		}
		return unitFindings(open), nil
	}
}

// dumpRows writes the open findings of the rows of one definition, each
// scanned with its peers as Evaluate scans it.
func (m *measure) dumpRows(set string, entries []corpus.Entry) {
	eng := detect.NewEngine()
	for i := range entries {
		e := &entries[i]
		if e.IsUnit() {
			continue
		}
		rep := eng.ScanTool(detect.NewRegistry(append([]detect.Tool{e.Tool}, e.Peers...)), &e.Tool)
		for _, f := range rep.Findings {
			m.write(rowRecord(set, e, f.FailsDefaultGate(), f))
		}
	}
}

// rowRecord is the -findings record of finding f of corpus row e of set.
func rowRecord(set string, e *corpus.Entry, fails bool, f any) record {
	rec := record{Side: "twin", Source: filepath.Base(set) + ":" + e.ID, Fails: fails, Finding: f}
	if e.Label == corpus.Malicious {
		rec.Side, rec.Concept, rec.Poisoned = "attack", e.Category, e.PoisonedFile
	}
	return rec
}

// scanOpen scans a unit row's files as `mcp-lint scan` scans a repository
// and returns its open findings.
func scanOpen(files map[string]string) ([]scan.Finding, error) {
	out, err := scan.RunFiles(files, scan.Policy{})
	if err != nil {
		return nil, err
	}
	var open []scan.Finding
	for _, f := range out.Findings {
		if f.Status == scan.Open {
			open = append(open, f)
		}
	}
	return open, nil
}

// unitFindings are open findings as corpus.Evaluate reads them.
func unitFindings(open []scan.Finding) []corpus.UnitFinding {
	var fs []corpus.UnitFinding
	for _, f := range open {
		fs = append(fs, corpus.UnitFinding{Path: f.Location.Path, Finding: f.Finding})
	}
	return fs
}

func scanUnit(files map[string]string) ([]corpus.UnitFinding, error) {
	open, err := scanOpen(files)
	return unitFindings(open), err
}

func (m *measure) print(w io.Writer) {
	total, pass := 0, 0
	var byKind []string
	for _, k := range []string{"skills", "plugin", "project"} {
		total += m.scanned[k]
		pass += m.passing[k]
		byKind = append(byKind, fmt.Sprintf("%s %d/%d", k, m.passing[k], m.scanned[k]))
	}
	fmt.Fprintf(w, "Agent-file pool: %d of %d repositories pass `mcp-lint scan` (%s). Attack rows of the agent-file corpora failing the gate: %d of %d.\n\n",
		pass, total, strings.Join(byKind, ", "), m.gated, m.attackRows)
	fmt.Fprintf(w, "| reading | honest repositories | skills | plugins | projects | honest files | attack rows |\n|---|---|---|---|---|---|---|\n")
	ids := make([]string, 0, len(m.honest))
	for id := range m.honest {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(a, b int) bool {
		ra, rb := len(m.honest[ids[a]].repos), len(m.honest[ids[b]].repos)
		if ra != rb {
			return ra > rb
		}
		return ids[a] < ids[b]
	})
	for _, id := range ids {
		h := m.honest[id]
		per := map[string]int{}
		for r := range h.repos {
			per[m.kinds[r]]++
		}
		fmt.Fprintf(w, "| `%s` | %d | %d | %d | %d | %d | %d |\n", id, len(h.repos), per["skills"], per["plugin"], per["project"], len(h.files), m.attacks[id])
	}
}
