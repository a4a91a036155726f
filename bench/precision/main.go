// Command precision measures every record a finding can name (a check, a
// phrase rule, a frame, an agent-file reading, a family of commands, ...)
// on honest text and on attacks, and writes the result as the measured
// precision the repository keeps (ruledoc/precision.json):
//
//	go run ./bench/precision -pool POOL -o ruledoc/precision.json
//
// POOL holds one folder per honest public MCP server repository
// (bench/pool/rebuild writes it from bench/pool/servers.tsv). Each is
// scanned twice, as `mcp-lint scan` scans it and with --agent-files; the
// corpora are scored as `mcp-lint eval` scores them: dev_benign and
// dev_malicious (../shared/corpora/real), the blind and battery sets of
// corpus/, and the shared adversarial and mcpproxy sets. For each record
// it counts the honest repositories and texts it fires on, the honest and
// attack rows per set, and the attacks it alone catches: those that fail
// the default gate and pass it once the record is turned off. The gate
// counts every suite's findings (--suite extended), so the measure does
// not depend on the extended suite it chooses; it prints the members the
// suite's rule gives (ruledoc.ExtendedByRule), which the record
// names.extended-suite must list.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
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
	out := flag.String("o", "", "write the measured precision to `FILE` (ruledoc/precision.json)")
	shared := flag.String("shared", "../shared/corpora", "folder of the shared corpora (real/, adversarial/, mcpproxy/)")
	sets := flag.String("corpus", "corpus", "the repository's corpus folder (blind/, battery/)")
	jobs := flag.Int("j", min(runtime.NumCPU(), 2), "repositories scanned at once")
	detail := flag.String("repos", "", "also write to `FILE` one line per repository and scan: the open findings, those failing the default gate, and the records they name")
	only := flag.String("only", "", "measure the records of this comma-separated `LIST` only and merge them into the file -o names, keeping every other record's measure as it is: for records added since the file was made, when the pool at hand is not the whole pool (each is marked with the number of repositories it was measured on)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/precision -pool POOL -o FILE [flags]\n\nFlags:\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *pool == "" || *out == "" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	start := time.Now()
	m := newMeasure()
	if err := m.scanPool(*pool, *jobs); err != nil {
		log.Fatal(err)
	}
	log.Printf("pool: %d repositories scanned twice in %s", m.repos, time.Since(start).Round(time.Second))
	t := time.Now()
	for _, s := range corpusSets(*shared, *sets) {
		if err := m.scoreSet(s); err != nil {
			log.Fatal(err)
		}
	}
	log.Printf("corpora: %d rows scored in %s", m.rows, time.Since(t).Round(time.Second))
	t = time.Now()
	m.alone()
	log.Printf("alone: %d re-evaluations in %s", m.reevals, time.Since(t).Round(time.Second))
	if unknown := m.unknown(); len(unknown) > 0 {
		log.Fatalf("records fired that detect.Records does not list: %s", strings.Join(unknown, ", "))
	}
	if *detail != "" {
		sort.Strings(m.detail)
		if err := os.WriteFile(*detail, []byte(strings.Join(m.detail, "")), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	b := m.file()
	if *only != "" {
		old, err := os.ReadFile(*out)
		if err != nil {
			log.Fatal(err)
		}
		if b, err = m.merge(old, b, strings.Split(*only, ",")); err != nil {
			log.Fatal(err)
		}
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		log.Fatal(err)
	}
	m.summary(os.Stderr)
	if err := printSuite(os.Stderr, b); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s in %s", *out, time.Since(start).Round(time.Second))
}

// Sets of rows, in the order the file gives them.
const (
	setDevBenign    = "dev_benign"
	setDevMalicious = "dev_malicious"
	setBlind        = "blind"
	setBattery      = "battery"
	setAdversarial  = "adversarial"
	setMcpproxy     = "mcpproxy"
)

var setNames = []string{setDevBenign, setDevMalicious, setBlind, setBattery, setAdversarial, setMcpproxy}

// corpusSet is a set's files.
type corpusSet struct {
	name  string
	files []string
}

func corpusSets(shared, repo string) []corpusSet {
	glob := func(p string) []string {
		fs, _ := filepath.Glob(p)
		sort.Strings(fs)
		return fs
	}
	return []corpusSet{
		{setDevBenign, []string{filepath.Join(shared, "real", "dev_benign.jsonl")}},
		{setDevMalicious, []string{filepath.Join(shared, "real", "dev_malicious.jsonl")}},
		{setBlind, glob(filepath.Join(repo, "blind", "*.jsonl"))},
		{setBattery, glob(filepath.Join(repo, "battery", "*.jsonl"))},
		{setAdversarial, glob(filepath.Join(shared, "adversarial", "*.jsonl"))},
		{setMcpproxy, glob(filepath.Join(shared, "mcpproxy", "*.json"))},
	}
}

// count is what one record fired on.
type count struct {
	reposDefault, reposAgent map[string]bool
	textsDefault, textsAgent map[string]bool
	honest, attack           map[string]int // rows per set
	alone                    map[string]int // attacks per set
}

// measure gathers the counts.
type measure struct {
	records []detect.Record
	byID    map[string]*count
	fired   map[string]bool // every ID seen, listed or not
	repos   int
	rows    int
	reevals int
	// detail is a line per repository and scan (-repos).
	detail []string
	// skipped are the corpus files eval cannot read.
	skipped []string
	// honestRows and attackRows are the rows per set.
	honestRows, attackRows map[string]int
	// attacks are the attack entries failing the default gate (every
	// suite's findings counted), with the set they belong to and their
	// baseline judgment.
	attacks []attack
	mu      sync.Mutex
}

type attack struct {
	set   string
	entry *corpus.Entry
	base  judged
}

func newMeasure() *measure {
	m := &measure{records: detect.Records(), byID: map[string]*count{}, fired: map[string]bool{},
		honestRows: map[string]int{}, attackRows: map[string]int{}}
	for _, r := range m.records {
		m.byID[r.ID] = &count{reposDefault: map[string]bool{}, reposAgent: map[string]bool{}, textsDefault: map[string]bool{},
			textsAgent: map[string]bool{}, honest: map[string]int{}, attack: map[string]int{}, alone: map[string]int{}}
	}
	return m
}

func (m *measure) get(id string) *count {
	if id == detect.IDTrainedProposed {
		// The trained reading's own findings are measured where its
		// point is chosen (bench/train), as trained.sentence is; no
		// record of this file names them.
		return nil
	}
	m.fired[id] = true
	return m.byID[id]
}

// idsOf are the checks and rules a finding names.
func idsOf(f *detect.Finding) []string {
	return sortedUnique(append(slices.Clone(f.Checks), f.RuleIDs()...))
}

func sortedUnique(xs []string) []string {
	sort.Strings(xs)
	return slices.Compact(xs)
}

// scanPool scans every repository of the pool as `mcp-lint scan` does,
// and again with --agent-files.
func (m *measure) scanPool(dir string, jobs int) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var repos []string
	for _, e := range ents {
		if st, err := os.Stat(filepath.Join(dir, e.Name())); err == nil && st.IsDir() {
			repos = append(repos, e.Name())
		}
	}
	if len(repos) == 0 {
		return fmt.Errorf("%s: no repository folder", dir)
	}
	m.repos = len(repos)
	work := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < max(jobs, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for name := range work {
				for _, agent := range []bool{false, true} {
					m.scanRepo(filepath.Join(dir, name), name, agent)
				}
			}
		}()
	}
	for i, name := range repos {
		work <- name
		if (i+1)%50 == 0 {
			log.Printf("pool: %d of %d repositories", i+1, len(repos))
		}
	}
	close(work)
	wg.Wait()
	return nil
}

// printSuite prints the members the extended suite's rule gives on the
// measurement written (b), and how they differ from the record's.
func printSuite(w io.Writer, b []byte) error {
	var p ruledoc.PrecisionFile
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	members := ruledoc.ExtendedByRule(&p)
	fmt.Fprintf(w, "extended suite (on at least %d honest repositories, at most %d attack alone): %d records\n",
		ruledoc.ExtendedMinRepos, ruledoc.ExtendedMaxAlone, len(members))
	fmt.Fprintf(w, "  %s\n", strings.Join(members, " "))
	listed := detect.ExtendedSuite()
	var add, drop []string
	for _, id := range members {
		if !slices.Contains(listed, id) {
			add = append(add, id)
		}
	}
	for _, id := range listed {
		if !slices.Contains(members, id) {
			drop = append(drop, id)
		}
	}
	if len(add)+len(drop) == 0 {
		fmt.Fprintf(w, "  names.extended-suite lists the same records\n")
		return nil
	}
	var diff []string
	if len(add) > 0 {
		diff = append(diff, "add "+strings.Join(add, " "))
	}
	if len(drop) > 0 {
		diff = append(diff, "remove "+strings.Join(drop, " "))
	}
	fmt.Fprintf(w, "  names.extended-suite (detect/internal/reading/rules/suite.rules) differs: %s\n", strings.Join(diff, "; "))
	return nil
}

// scanRepo scans one repository as `mcp-lint scan DIR --root DIR
// --no-config` would (with --agent-files when agent), and counts its open
// findings.
func (m *measure) scanRepo(dir, name string, agent bool) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("%s: scan panicked: %v", name, r)
		}
	}()
	// A tree reached through a symbolic link is scanned at its own path:
	// discovery from a linked root reads fewer files than a scan there.
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	out := scan.Run(scan.Options{Paths: []string{dir},
		Policy:   scan.Policy{Config: &config.Config{}, Disabled: map[string]bool{}},
		Discover: discover.Options{Root: dir, ComputedNotice: true, AgentFiles: agent}})
	m.mu.Lock()
	defer m.mu.Unlock()
	open, failing := 0, 0
	var named []string
	mode := "default"
	if agent {
		mode = "agent-files"
	}
	defer func() {
		m.detail = append(m.detail, fmt.Sprintf("%s\t%s\t%d\t%d\t%s\n", name, mode, open, failing, strings.Join(sortedUnique(named), ",")))
	}()
	for i := range out.Findings {
		f := &out.Findings[i]
		if f.Status != scan.Open {
			continue
		}
		open++
		if f.FailsGate(detect.SuiteExtended) {
			failing++
		}
		named = append(named, idsOf(&f.Finding)...)
		text := name + "\x00" + f.Fingerprint
		for _, id := range idsOf(&f.Finding) {
			c := m.get(id)
			if c == nil {
				continue
			}
			if agent {
				c.reposAgent[name], c.textsAgent[text] = true, true
			} else {
				c.reposDefault[name], c.textsDefault[text] = true, true
			}
		}
	}
}

// scoreSet scores a set's files as `mcp-lint eval --corpus FILE` does, one
// file at a time, and counts the rows each record fires on.
func (m *measure) scoreSet(s corpusSet) error {
	if len(s.files) == 0 {
		return fmt.Errorf("set %s: no file", s.name)
	}
	for _, path := range s.files {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		entries, err := corpus.Parse(data, path)
		if err != nil {
			// eval refuses such a file too: it is measured once it reads.
			log.Printf("skip %v", err)
			m.skipped = append(m.skipped, filepath.ToSlash(path))
			continue
		}
		vs, sc := corpus.Evaluate(entries, corpus.Options{Units: scanUnit, Suite: detect.SuiteExtended})
		if sc.ChecksFailed > 0 {
			return fmt.Errorf("%s: %d check runs failed (%s)", path, sc.ChecksFailed, strings.Join(sc.FailedCheckIDs, ", "))
		}
		for i, v := range vs {
			e := &entries[i]
			m.rows++
			malicious := e.Label == corpus.Malicious
			if malicious {
				m.attackRows[s.name]++
			} else {
				m.honestRows[s.name]++
			}
			ids := sortedUnique(append(slices.Clone(v.Signals), v.Rules...))
			for _, id := range ids {
				if c := m.get(id); c != nil {
					if malicious {
						c.attack[s.name]++
					} else {
						c.honest[s.name]++
					}
				}
			}
			if !malicious || v.Gate != corpus.GateFail {
				continue
			}
			j := judge(e, "")
			if !j.fails {
				return fmt.Errorf("%s: entry %s fails the gate in eval but not when judged again", path, e.ID)
			}
			m.attacks = append(m.attacks, attack{set: s.name, entry: e, base: j})
		}
	}
	return nil
}

// unknown are the IDs that fired and detect.Records does not list.
func (m *measure) unknown() []string {
	var out []string
	for id := range m.fired {
		if m.byID[id] == nil {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

// alone counts, per record, the attacks failing the default gate that
// pass it once the record is off. Only the attacks whose finding names
// the record are judged again.
func (m *measure) alone() {
	kind := map[string]detect.Record{}
	kinds := map[string]string{}
	for _, r := range m.records {
		kind[r.ID] = r
		kinds[r.ID] = r.Kind
	}
	byID := map[string][]int{}
	for i, a := range m.attacks {
		for _, id := range a.base.ids {
			byID[id] = append(byID[id], i)
		}
	}
	ids := make([]string, 0, len(byID))
	for id := range byID {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		r, ok := kind[id]
		if !ok {
			continue
		}
		for _, i := range byID[id] {
			a := &m.attacks[i]
			m.reevals++
			var j judged
			switch off := offBy(r); off {
			case offEngine:
				j = judge(a.entry, id)
			default:
				j = a.base.without(a.entry, r, kinds)
			}
			if !j.fails {
				m.byID[id].alone[a.set]++
			}
		}
	}
}

// How a record is turned off to judge an attack again.
const (
	offEngine = "disable" // the engine leaves it out (--disable ID)
	offSignal = "signal"  // the signals naming it are dropped
)

// offBy is how record r is turned off: the records the engine can leave
// out are left out (as --disable does, a check's signals dropped as the
// policy drops them); the others (kinds of credential, families of
// commands, concepts, readings in Go), which no flag turns off, by
// dropping every signal that names them and no other record of their
// kind: exact for a signal that only the record makes, an estimate where
// a signal names records of other kinds too.
func offBy(r detect.Record) string {
	if r.Kind == detect.KindCheck || detect.IsEngineRecord(r.ID) {
		return offEngine
	}
	return offSignal
}

// judged is an entry's verdict against the default gate, every suite's
// findings counted (the extended suite's too), with what it read: the
// findings that count and the IDs they name.
type judged struct {
	fails    bool
	ids      []string
	findings []judgedFinding
}

// judgedFinding is one finding of an entry's scan: for a unit, the file
// it points at.
type judgedFinding struct {
	path    string
	finding detect.Finding
}

// judge scores one entry as corpus.Evaluate does, with record off (if
// any) turned off as --disable does: the engine leaves a record out, the
// policy drops a check's signals.
func judge(e *corpus.Entry, off string) judged {
	var fs []judgedFinding
	_, check := detect.RuleDoc(off)
	if e.IsUnit() {
		pol := scan.Policy{Config: &config.Config{}, Disabled: map[string]bool{}}
		if off != "" {
			pol.Disabled[off] = true
		}
		for _, f := range scanUnitWith(e.Files, pol) {
			fs = append(fs, judgedFinding{path: f.Location.Path, finding: f.Finding})
		}
	} else {
		eng := detect.NewEngine()
		if off != "" && !check {
			eng.DisablePhrases(off)
		}
		reg := detect.NewRegistry(append([]detect.Tool{e.Tool}, e.Peers...))
		rep := eng.ScanTool(reg, &e.Tool)
		if len(rep.Findings) > 0 {
			f := rep.Findings[0]
			if check {
				var ok bool
				if f, ok = keep(f, func(s detect.Signal) bool { return s.Check != off }); !ok {
					return judged{}
				}
			}
			fs = []judgedFinding{{finding: f}}
		}
	}
	return verdictOf(e, fs)
}

// verdictOf judges an entry by its findings as corpus.Evaluate does: a
// tool row by its finding; a unit by the findings failing the gate in its
// poisoned file (a malicious unit) or anywhere (an honest one).
func verdictOf(e *corpus.Entry, fs []judgedFinding) judged {
	var j judged
	j.findings = fs
	for _, f := range fs {
		if !f.finding.FailsGate(detect.SuiteExtended) {
			continue
		}
		if e.IsUnit() && e.Label == corpus.Malicious && f.path != e.PoisonedFile {
			continue
		}
		j.fails = true
		j.ids = append(j.ids, idsOf(&f.finding)...)
	}
	j.ids = sortedUnique(j.ids)
	return j
}

// without judges the entry again from its findings, with record r's
// signals dropped: a check's signals, or every signal naming the record
// and no other record of its kind (a demand naming two concepts stands
// on the other; a decoded payload naming two families of commands, too).
func (j judged) without(e *corpus.Entry, r detect.Record, kinds map[string]string) judged {
	var fs []judgedFinding
	for _, f := range j.findings {
		g, ok := keep(f.finding, func(s detect.Signal) bool {
			if r.Kind == detect.KindCheck {
				return s.Check != r.ID
			}
			if !slices.Contains(s.Rules, r.ID) {
				return true
			}
			for _, id := range s.Rules {
				if id != r.ID && kinds[id] == r.Kind {
					return true
				}
			}
			return false
		})
		if ok {
			fs = append(fs, judgedFinding{path: f.path, finding: g})
		}
	}
	return verdictOf(e, fs)
}

// keep is finding f with only the signals keepSig keeps, aggregated again;
// false when none is left.
func keep(f detect.Finding, keepSig func(detect.Signal) bool) (detect.Finding, bool) {
	var sigs []detect.Signal
	for _, s := range f.Signals {
		if keepSig(s) {
			sigs = append(sigs, s)
		}
	}
	if len(sigs) == 0 {
		return detect.Finding{}, false
	}
	if len(sigs) == len(f.Signals) {
		return f, true
	}
	return detect.Aggregate(f.Tool, sigs), true
}

// scanUnit scans a unit row as `mcp-lint eval` does (cmd/mcp-lint's
// scanUnit): its files laid out as a repository, read with the agent
// files, the open findings with the file each points at.
func scanUnit(files map[string]string) ([]corpus.UnitFinding, error) {
	var out []corpus.UnitFinding
	for _, f := range scanUnitWith(files, scan.Policy{}) {
		out = append(out, corpus.UnitFinding{Path: f.Location.Path, Finding: f.Finding})
	}
	return out, nil
}

// scanUnitWith scans a unit's files under policy pol: its open findings.
func scanUnitWith(files map[string]string, pol scan.Policy) []scan.Finding {
	out, err := scan.RunFiles(files, pol)
	if err != nil {
		log.Fatal(err)
	}
	var fs []scan.Finding
	for _, f := range out.Findings {
		if f.Status == scan.Open {
			fs = append(fs, f)
		}
	}
	return fs
}

// file renders the measurement: the header, then one record a line.
func (m *measure) file() []byte {
	var b bytes.Buffer
	honestRows, attackRows := 0, 0
	for _, s := range setNames {
		honestRows += m.honestRows[s]
		attackRows += m.attackRows[s]
	}
	head := ruledoc.PrecisionFile{
		About: "Generated by `go run ./bench/precision -pool POOL -o ruledoc/precision.json` (POOL: bench/pool); do not edit. " +
			"For every record a finding can name (detect.Records): the honest repositories of the pool and the honest texts (findings) it fires on, " +
			"in the default scan and with --agent-files; the honest and attack rows it fires on, per set; and the attacks it alone catches, per set: " +
			"those that fail the default gate with every suite's findings counted (--suite extended) and pass it once the record is off (off: by --disable, or for a record no flag turns off by dropping every signal that names it).",
		Levels:      levelTexts(m.repos, honestRows),
		Pool:        m.repos,
		HonestRows:  perSet(m.honestRows),
		AttackRows:  perSet(m.attackRows),
		HonestTotal: honestRows,
		AttackTotal: attackRows,
	}
	hb, _ := json.MarshalIndent(head, "", "  ")
	hb = bytes.TrimSuffix(hb, []byte(",\n  \"records\": null\n}"))
	b.Write(hb)
	b.WriteString(",\n  \"records\": [\n")
	for i, r := range m.records {
		c := m.byID[r.ID]
		rec := ruledoc.Measured{ID: r.ID, Kind: r.Kind, Off: offBy(r),
			Repos: len(union(c.reposDefault, c.reposAgent)), ReposDefault: len(c.reposDefault), ReposAgent: len(c.reposAgent),
			Texts: len(union(c.textsDefault, c.textsAgent)), TextsDefault: len(c.textsDefault), TextsAgent: len(c.textsAgent),
			Honest: perSet(c.honest), Attack: perSet(c.attack), Alone: perSet(c.alone)}
		rec.HonestTotal, rec.AttackTotal, rec.AloneTotal = sum(c.honest), sum(c.attack), sum(c.alone)
		rec.Level = level(rec.Repos, rec.HonestTotal, m.repos, honestRows)
		lb, _ := json.Marshal(rec)
		b.WriteString("    ")
		b.Write(lb)
		if i < len(m.records)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ]\n}\n")
	return b.Bytes()
}

// perSet keeps the sets with a count (json sorts a map's keys).
func perSet(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		if v > 0 {
			out[k] = v
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

func union(a, b map[string]bool) map[string]bool {
	out := map[string]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

// summary prints the records that fire on the most honest repositories.
func (m *measure) summary(w *os.File) {
	type row struct {
		id                         string
		repos, texts, honest, hits int
		alone                      int
		level, off                 string
	}
	honestRows := sum(m.honestRows)
	var rows []row
	for _, r := range m.records {
		c := m.byID[r.ID]
		rp := len(union(c.reposDefault, c.reposAgent))
		if rp == 0 {
			continue
		}
		rows = append(rows, row{r.ID, rp, len(union(c.textsDefault, c.textsAgent)), sum(c.honest), sum(c.attack), sum(c.alone),
			level(rp, sum(c.honest), m.repos, honestRows), offBy(r)})
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].repos > rows[j].repos })
	fmt.Fprintf(w, "%-44s %6s %6s %7s %7s %6s  %s\n", "record", "repos", "texts", "honest", "attack", "alone", "level")
	for i, r := range rows {
		if i == 25 {
			break
		}
		fmt.Fprintf(w, "%-44s %6d %6d %7d %7d %6d  %s (%s)\n", r.id, r.repos, r.texts, r.honest, r.hits, r.alone, r.level, r.off)
	}
}

// merge keeps the measure of every record of file old but those of only,
// which it takes from the measure made now (b), each marked with the
// number of repositories it was measured on. A record that old lacks must
// be one of only; one of only must be a record.
func (m *measure) merge(old, b []byte, only []string) ([]byte, error) {
	var was, now ruledoc.PrecisionFile
	if err := json.Unmarshal(old, &was); err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	if err := json.Unmarshal(b, &now); err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	want := map[string]bool{}
	for _, id := range only {
		want[strings.TrimSpace(id)] = true
	}
	prev := map[string]ruledoc.Measured{}
	for _, r := range was.Records {
		prev[r.ID] = r
	}
	var recs []ruledoc.Measured
	for _, r := range now.Records {
		if want[r.ID] {
			delete(want, r.ID)
			r.Pool = now.Pool
			recs = append(recs, r)
			continue
		}
		p, ok := prev[r.ID]
		if !ok {
			return nil, fmt.Errorf("merge: %s has no measure in the file: name it in -only", r.ID)
		}
		recs = append(recs, p)
	}
	for id := range want {
		return nil, fmt.Errorf("merge: -only names %s, which is no record", id)
	}
	head := was
	head.Records = nil
	var out bytes.Buffer
	hb, _ := json.MarshalIndent(head, "", "  ")
	hb = bytes.TrimSuffix(hb, []byte(",\n  \"records\": null\n}"))
	out.Write(hb)
	out.WriteString(",\n  \"records\": [\n")
	for i, r := range recs {
		lb, _ := json.Marshal(r)
		out.WriteString("    ")
		out.Write(lb)
		if i < len(recs)-1 {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
	}
	out.WriteString("  ]\n}\n")
	return out.Bytes(), nil
}
