package corpus

import (
	"fmt"
	"math"
	"sort"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Verdicts.
const (
	Block = "block"
	Warn  = "warn"
	Pass  = "pass"
)

// Verdict is the engine's answer for one entry, the line --verdicts writes.
type Verdict struct {
	ID         string   `json:"id"`
	Verdict    string   `json:"verdict"`
	Severity   string   `json:"severity"`
	Confidence float64  `json:"confidence"`
	Signals    []string `json:"signals"`
	// Rules are the phrase rules that fired (detect.Finding.RuleIDs).
	Rules []string `json:"rules,omitempty"`
	// Gate is "fail" when the entry's finding fails the default gate of
	// the suite scored (detect.Finding.FailsGate: what `mcp-lint scan`
	// with no flags, or with --suite extended, exits 1 on), "pass"
	// otherwise. The verdict does not depend on the suite: a finding of
	// the extended suite is reported either way.
	Gate string `json:"gate"`
}

// Gate outcomes.
const (
	GateFail = "fail"
	GatePass = "pass"
)

// Options for Evaluate.
type Options struct {
	// RegistryAll installs every entry (and its peers) in one registry
	// instead of scoring each entry against its own peers.
	RegistryAll bool
	Engine      *detect.Engine
	// GroupBy names an entry field (see Entry.Field) to report rates by.
	GroupBy string
	// Units scans a unit row's files laid out as a repository (discovery,
	// the engine and the default policy: the corpus package measures and
	// does not read files itself) and returns its open findings. Without
	// it, a corpus with unit rows cannot be scored.
	Units func(files map[string]string) ([]UnitFinding, error)
	// Suite is the suite whose findings fail the gate: "" or
	// detect.SuiteDefault, or detect.SuiteExtended (eval --suite).
	Suite string
}

// UnitFinding is one open finding of a unit's scan, and the file it
// points at.
type UnitFinding struct {
	Path    string
	Finding detect.Finding
}

// unitVerdict judges a unit by its findings that fail the default gate
// when every suite counts: for a malicious unit those in its poisoned
// file, for a benign one all. The strongest of them gives the verdict;
// the gate fails when one of them fails the gate of suite.
func unitVerdict(e *Entry, fs []UnitFinding, suite string) (Verdict, *detect.Finding) {
	v := Verdict{ID: e.ID, Verdict: Pass, Severity: "none", Signals: []string{}, Gate: GatePass}
	var best *detect.Finding
	var checks, rules []string
	gate := false
	for i := range fs {
		f := &fs[i]
		if !f.Finding.FailsGate(detect.SuiteExtended) || e.Label == Malicious && f.Path != e.PoisonedFile {
			continue
		}
		gate = gate || f.Finding.FailsGate(suite)
		if best == nil || f.Finding.Blocking && !best.Blocking || f.Finding.Blocking == best.Blocking && f.Finding.RiskScore > best.RiskScore {
			best = &f.Finding
		}
		checks = append(checks, f.Finding.Checks...)
		rules = append(rules, f.Finding.RuleIDs()...)
	}
	if best == nil {
		return v, nil
	}
	v.Verdict = Warn
	if gate {
		v.Gate = GateFail
	}
	if best.Blocking {
		v.Verdict = Block
	}
	v.Severity = best.Severity.String()
	v.Confidence = best.Confidence
	v.Signals = sortedSet(checks)
	v.Rules = sortedSet(rules)
	return v, best
}

func sortedSet(xs []string) []string {
	if len(xs) == 0 {
		return nil
	}
	sort.Strings(xs)
	out := xs[:1]
	for _, x := range xs[1:] {
		if x != out[len(out)-1] {
			out = append(out, x)
		}
	}
	return out
}

// Rates are the counts and rates of one population.
type Rates struct {
	Entries   int     `json:"entries"`
	Flagged   int     `json:"flagged"`
	Blocked   int     `json:"blocked"`
	Warned    int     `json:"warned"`
	Gated     int     `json:"gated"` // fail the default gate
	FlagRate  float64 `json:"flagRate"`
	BlockRate float64 `json:"blockRate"`
	GateRate  float64 `json:"gateRate"`
}

func (r *Rates) add(v Verdict) {
	r.Entries++
	if v.Gate == GateFail {
		r.Gated++
	}
	switch v.Verdict {
	case Block:
		r.Flagged++
		r.Blocked++
	case Warn:
		r.Flagged++
		r.Warned++
	}
}

func (r *Rates) finish() {
	if r.Entries > 0 {
		r.FlagRate = round4(float64(r.Flagged) / float64(r.Entries))
		r.BlockRate = round4(float64(r.Blocked) / float64(r.Entries))
		r.GateRate = round4(float64(r.Gated) / float64(r.Entries))
	}
}

// Scorecard is what `mcp-lint eval` prints.
type Scorecard struct {
	Corpus   string `json:"corpus"`
	Registry string `json:"registry"`
	Entries  int    `json:"entries"`
	// Malicious: recall is the flag rate (any finding), blocking recall the
	// block rate.
	Malicious      Rates   `json:"malicious"`
	Recall         float64 `json:"recall"`
	BlockingRecall float64 `json:"blockingRecall"`
	// GateRecall is the share of malicious entries that fail the default
	// gate of the suite scored.
	GateRecall float64 `json:"gateRecall"`
	// Suite is "extended" when the extended suite's findings fail the gate
	// too (Options.Suite); empty for the default suite.
	Suite     string  `json:"suite,omitempty"`
	Precision float64 `json:"precision"`
	F1        float64 `json:"f1"`
	// False positives, on all benign entries and on the hard negatives.
	Benign        Rates            `json:"benign"`
	HardNegatives Rates            `json:"hardNegatives"`
	Categories    map[string]Rates `json:"categories"`
	// GroupBy and Groups: with Options.GroupBy, the rates of each value of
	// that field, malicious and benign apart.
	GroupBy string           `json:"groupBy,omitempty"`
	Groups  map[string]Group `json:"groups,omitempty"`
	// Per check: entries on which it fired, malicious and benign.
	CheckHits map[string][2]int `json:"checkHits"`
	// Calibration: the flagged entries by the confidence of their finding,
	// and how many of them were malicious.
	Calibration    []Bucket `json:"calibration"`
	ChecksRun      int      `json:"checksRun"`
	ChecksFailed   int      `json:"checksFailed"`
	FailedCheckIDs []string `json:"failedCheckIds"`
	CapsHit        int      `json:"capsHit"`
}

// Bucket is one confidence range of the calibration table.
type Bucket struct {
	From      float64 `json:"from"`
	To        float64 `json:"to"` // exclusive, except 1.0
	Flagged   int     `json:"flagged"`
	Right     int     `json:"right"` // of them, malicious
	Precision float64 `json:"precision"`
}

// calibrationEdges bound the confidence buckets.
var calibrationEdges = []float64{0, 0.5, 0.7, 0.85, 0.95, 1}

func newCalibration() []Bucket {
	out := make([]Bucket, len(calibrationEdges)-1)
	for i := range out {
		out[i] = Bucket{From: calibrationEdges[i], To: calibrationEdges[i+1]}
	}
	return out
}

// countHits records one flagged entry: its confidence in the calibration
// buckets and each check that fired, on the malicious or the benign side.
func (sc *Scorecard) countHits(conf float64, checks []string, malicious bool) {
	addCalibration(sc.Calibration, conf, malicious)
	for _, c := range checks {
		h := sc.CheckHits[c]
		if malicious {
			h[0]++
		} else {
			h[1]++
		}
		sc.CheckHits[c] = h
	}
}

func addCalibration(bs []Bucket, conf float64, malicious bool) {
	for i := range bs {
		if conf >= bs[i].From && (conf < bs[i].To || i == len(bs)-1) {
			bs[i].Flagged++
			if malicious {
				bs[i].Right++
			}
			return
		}
	}
}

func finishCalibration(bs []Bucket) {
	for i := range bs {
		bs[i].Precision = 0
		if bs[i].Flagged > 0 {
			bs[i].Precision = round4(float64(bs[i].Right) / float64(bs[i].Flagged))
		}
	}
}

// Group holds the rates of the entries sharing one value of the group-by
// field.
type Group struct {
	Malicious Rates `json:"malicious"`
	Benign    Rates `json:"benign"`
}

func round4(x float64) float64 { return math.Round(x*10000) / 10000 }

// Evaluate scores every entry and returns the verdicts, in entry order, and
// the scorecard.
func Evaluate(entries []Entry, opts Options) ([]Verdict, Scorecard) {
	eng := opts.Engine
	if eng == nil {
		eng = detect.NewEngine()
	}
	sc := Scorecard{Registry: "entry", Categories: map[string]Rates{}, CheckHits: map[string][2]int{}, FailedCheckIDs: []string{},
		Calibration: newCalibration()}
	if opts.Suite == detect.SuiteExtended {
		sc.Suite = opts.Suite
	}
	var shared *detect.Registry
	if opts.RegistryAll {
		sc.Registry = "all"
		var all []detect.Tool
		for _, e := range entries {
			if e.IsUnit() {
				continue
			}
			all = append(all, e.Tool)
			all = append(all, e.Peers...)
		}
		shared = detect.NewRegistry(all)
	}
	failed := map[string]bool{}
	verdicts := make([]Verdict, 0, len(entries))
	for i := range entries {
		e := &entries[i]
		var rep *detect.Report
		var unitV *Verdict
		if e.IsUnit() {
			if opts.Units == nil {
				failed["units"] = true
				sc.ChecksFailed++
				v := Verdict{ID: e.ID, Verdict: Pass, Severity: "none", Signals: []string{}, Gate: GatePass}
				unitV = &v
				rep = &detect.Report{}
			} else {
				fs, err := opts.Units(e.Files)
				v, f := unitVerdict(e, fs, opts.Suite)
				unitV = &v
				rep = &detect.Report{ChecksRun: 1}
				if err != nil {
					failed["units"] = true
					rep.ChecksFailed++
				}
				if f != nil {
					rep.Findings = []detect.Finding{*f}
				}
			}
		} else {
			reg := shared
			if reg == nil {
				reg = detect.NewRegistry(append([]detect.Tool{e.Tool}, e.Peers...))
			}
			rep = eng.ScanTool(reg, &e.Tool)
		}
		sc.ChecksRun += rep.ChecksRun
		sc.ChecksFailed += rep.ChecksFailed
		sc.CapsHit += len(rep.Caps)
		for _, id := range rep.FailedCheckIDs {
			failed[id] = true
		}
		v := Verdict{ID: e.ID, Verdict: Pass, Severity: "none", Signals: []string{}, Gate: GatePass}
		if unitV != nil {
			v = *unitV
			if f := rep.Findings; len(f) > 0 {
				sc.countHits(v.Confidence, v.Signals, e.Label == Malicious)
			}
		} else if len(rep.Findings) > 0 {
			// The tool's findings judged as a scan judges them: any of
			// them blocks or fails the gate (a trained reading's own
			// finding beside one of the extended suite fails it alone).
			// The one shown is the first that fails the gate, or the
			// first.
			f := rep.Findings[0]
			for _, g := range rep.Findings {
				if g.FailsGate(opts.Suite) {
					f = g
					v.Gate = GateFail
					break
				}
			}
			v.Verdict = Warn
			for _, g := range rep.Findings {
				if g.Blocking {
					v.Verdict = Block
				}
			}
			v.Severity = f.Severity.String()
			v.Confidence = f.Confidence
			v.Signals = f.Checks
			v.Rules = f.RuleIDs()
			sc.countHits(f.Confidence, f.Checks, e.Label == Malicious)
		}
		verdicts = append(verdicts, v)
		sc.Entries++
		cat := sc.Categories[e.Category]
		cat.add(v)
		sc.Categories[e.Category] = cat
		if e.Label == Malicious {
			sc.Malicious.add(v)
		} else {
			sc.Benign.add(v)
			if e.IsHardNegative() {
				sc.HardNegatives.add(v)
			}
		}
		if opts.GroupBy != "" {
			if sc.Groups == nil {
				sc.GroupBy, sc.Groups = opts.GroupBy, map[string]Group{}
			}
			key := e.Field(opts.GroupBy)
			g := sc.Groups[key]
			if e.Label == Malicious {
				g.Malicious.add(v)
			} else {
				g.Benign.add(v)
			}
			sc.Groups[key] = g
		}
	}
	sc.Malicious.finish()
	sc.Benign.finish()
	sc.HardNegatives.finish()
	for k, c := range sc.Categories {
		c.finish()
		sc.Categories[k] = c
	}
	finishGroups(sc.Groups)
	finishCalibration(sc.Calibration)
	sc.Recall = sc.Malicious.FlagRate
	sc.BlockingRecall = sc.Malicious.BlockRate
	sc.GateRecall = sc.Malicious.GateRate
	if flagged := sc.Malicious.Flagged + sc.Benign.Flagged; flagged > 0 {
		sc.Precision = round4(float64(sc.Malicious.Flagged) / float64(flagged))
	}
	if sc.Precision+sc.Recall > 0 {
		sc.F1 = round4(2 * sc.Precision * sc.Recall / (sc.Precision + sc.Recall))
	}
	for id := range failed {
		sc.FailedCheckIDs = append(sc.FailedCheckIDs, id)
	}
	sort.Strings(sc.FailedCheckIDs)
	return verdicts, sc
}

// Gate is the build contract: thresholds a scorecard must meet. A negative
// or NaN threshold is unset.
type Gate struct {
	MinRecall         float64            // malicious flagged at all
	MinBlockingRecall float64            // malicious blocked
	MinGateRecall     float64            // malicious failing the default gate
	MaxFP             float64            // hard negatives flagged at all
	MaxFPAll          float64            // benign flagged at all
	MaxBlockedBenign  int                // benign entries blocked (count)
	MinCategoryRecall map[string]float64 // per category, flagged
	MinCategoryBlock  map[string]float64 // per category, blocked
	FailOnCheckError  bool
}

// Unset is the value of a threshold that is not gated.
const Unset = -1

// Check returns the reasons the scorecard breaches the gate, none if it
// passes.
func (g Gate) Check(sc Scorecard) []string {
	var why []string
	if g.MinRecall >= 0 && sc.Malicious.Entries > 0 && sc.Recall < g.MinRecall {
		why = append(why, fmt.Sprintf("recall %.4f < %.4f (%d of %d malicious entries flagged)",
			sc.Recall, g.MinRecall, sc.Malicious.Flagged, sc.Malicious.Entries))
	}
	if g.MinBlockingRecall >= 0 && sc.Malicious.Entries > 0 && sc.BlockingRecall < g.MinBlockingRecall {
		why = append(why, fmt.Sprintf("blocking recall %.4f < %.4f (%d of %d malicious entries blocked)",
			sc.BlockingRecall, g.MinBlockingRecall, sc.Malicious.Blocked, sc.Malicious.Entries))
	}
	if g.MinGateRecall >= 0 && sc.Malicious.Entries > 0 && sc.GateRecall < g.MinGateRecall {
		why = append(why, fmt.Sprintf("gate recall %.4f < %.4f (%d of %d malicious entries fail the default gate)",
			sc.GateRecall, g.MinGateRecall, sc.Malicious.Gated, sc.Malicious.Entries))
	}
	if g.MaxFP >= 0 && sc.HardNegatives.Entries > 0 && sc.HardNegatives.FlagRate > g.MaxFP {
		why = append(why, fmt.Sprintf("hard-negative false-positive rate %.4f > %.4f (%d of %d flagged)",
			sc.HardNegatives.FlagRate, g.MaxFP, sc.HardNegatives.Flagged, sc.HardNegatives.Entries))
	}
	if g.MaxFPAll >= 0 && sc.Benign.Entries > 0 && sc.Benign.FlagRate > g.MaxFPAll {
		why = append(why, fmt.Sprintf("benign false-positive rate %.4f > %.4f (%d of %d flagged)",
			sc.Benign.FlagRate, g.MaxFPAll, sc.Benign.Flagged, sc.Benign.Entries))
	}
	if g.MaxBlockedBenign >= 0 && sc.Benign.Blocked > g.MaxBlockedBenign {
		why = append(why, fmt.Sprintf("%d benign entries blocked (at most %d allowed)", sc.Benign.Blocked, g.MaxBlockedBenign))
	}
	for _, cat := range sortedKeys(g.MinCategoryRecall) {
		min := g.MinCategoryRecall[cat]
		c, ok := sc.Categories[cat]
		if !ok {
			why = append(why, fmt.Sprintf("category %q has no entries", cat))
			continue
		}
		if c.FlagRate < min {
			why = append(why, fmt.Sprintf("category %q recall %.4f < %.4f (%d of %d flagged)", cat, c.FlagRate, min, c.Flagged, c.Entries))
		}
	}
	for _, cat := range sortedKeys(g.MinCategoryBlock) {
		min := g.MinCategoryBlock[cat]
		c, ok := sc.Categories[cat]
		if !ok {
			why = append(why, fmt.Sprintf("category %q has no entries", cat))
			continue
		}
		if c.BlockRate < min {
			why = append(why, fmt.Sprintf("category %q blocking recall %.4f < %.4f (%d of %d blocked)", cat, c.BlockRate, min, c.Blocked, c.Entries))
		}
	}
	if g.FailOnCheckError && sc.ChecksFailed > 0 {
		why = append(why, fmt.Sprintf("%d check runs failed (%v)", sc.ChecksFailed, sc.FailedCheckIDs))
	}
	return why
}

func sortedKeys(m map[string]float64) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func (r *Rates) merge(o Rates) {
	r.Entries += o.Entries
	r.Flagged += o.Flagged
	r.Blocked += o.Blocked
	r.Warned += o.Warned
	r.Gated += o.Gated
}

func finishGroups(gs map[string]Group) {
	for k, g := range gs {
		g.Malicious.finish()
		g.Benign.finish()
		gs[k] = g
	}
}

// Merge combines the scorecards of several corpora into one, as if their
// entries had been scored together (each with its own registry).
func Merge(cards []Scorecard) Scorecard {
	if len(cards) == 1 {
		return cards[0]
	}
	out := Scorecard{Categories: map[string]Rates{}, CheckHits: map[string][2]int{}, FailedCheckIDs: []string{},
		Calibration: newCalibration()}
	failed := map[string]bool{}
	var names []string
	for _, c := range cards {
		names = append(names, c.Corpus)
		out.Registry, out.Suite = c.Registry, c.Suite
		out.Entries += c.Entries
		out.Malicious.merge(c.Malicious)
		out.Benign.merge(c.Benign)
		out.HardNegatives.merge(c.HardNegatives)
		for k, v := range c.Categories {
			r := out.Categories[k]
			r.merge(v)
			out.Categories[k] = r
		}
		for i := range c.Calibration {
			out.Calibration[i].Flagged += c.Calibration[i].Flagged
			out.Calibration[i].Right += c.Calibration[i].Right
		}
		for k, v := range c.Groups {
			if out.Groups == nil {
				out.GroupBy, out.Groups = c.GroupBy, map[string]Group{}
			}
			g := out.Groups[k]
			g.Malicious.merge(v.Malicious)
			g.Benign.merge(v.Benign)
			out.Groups[k] = g
		}
		for k, v := range c.CheckHits {
			h := out.CheckHits[k]
			h[0] += v[0]
			h[1] += v[1]
			out.CheckHits[k] = h
		}
		out.ChecksRun += c.ChecksRun
		out.ChecksFailed += c.ChecksFailed
		out.CapsHit += c.CapsHit
		for _, id := range c.FailedCheckIDs {
			failed[id] = true
		}
	}
	out.Corpus = fmt.Sprint(names)
	out.Malicious.finish()
	out.Benign.finish()
	out.HardNegatives.finish()
	for k, c := range out.Categories {
		c.finish()
		out.Categories[k] = c
	}
	finishGroups(out.Groups)
	finishCalibration(out.Calibration)
	out.Recall = out.Malicious.FlagRate
	out.BlockingRecall = out.Malicious.BlockRate
	out.GateRecall = out.Malicious.GateRate
	if flagged := out.Malicious.Flagged + out.Benign.Flagged; flagged > 0 {
		out.Precision = round4(float64(out.Malicious.Flagged) / float64(flagged))
	}
	if out.Precision+out.Recall > 0 {
		out.F1 = round4(2 * out.Precision * out.Recall / (out.Precision + out.Recall))
	}
	for id := range failed {
		out.FailedCheckIDs = append(out.FailedCheckIDs, id)
	}
	sort.Strings(out.FailedCheckIDs)
	return out
}
