package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/corpus"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/scan"
)

// encode writes the model file of weights w: its header names the
// sources, the seed, the recipe and the honest point.
func (d *data) encode(w []float64, bias float64, cfg config, src []source, honest float64) ([]byte, detect.TrainedHeader) {
	version := "sentence-v1"
	if d.agent {
		version = detect.TrainedAgentVersion + version
	}
	h := detect.TrainedHeader{Version: version, Scale: cfg.Scale, Bias: math.Round(bias*cfg.Scale) / cfg.Scale,
		Norm: cfg.Norm, Kinds: cfg.Kinds, Honest: honest, Seed: cfg.Seed,
		Notes: fmt.Sprintf("logistic regression over hashed features of kinds %q (learned.AllKinds), norm %s; AdaGrad, %d rounds of %d epochs, rate %g, l2 %g; weights: pool %g, pool on a failing finding %g, written honest %g, attacks as much as the honest side",
			cfg.Kinds, cfg.Norm, cfg.Rounds, cfg.Epochs, cfg.Rate, cfg.L2, cfg.Pool, cfg.PoolFlagged, cfg.Written)}
	for _, s := range src {
		h.Sources = append(h.Sources, fmt.Sprintf("%s %s %s %s", s.role, s.kind, s.path, s.sum))
	}
	if honest == 0 {
		h.Honest = -1e9 // measuring: nothing reads as honest, every finding is weighed
	}
	b, err := detect.EncodeTrainedModel(h, quantize(w, cfg.Scale))
	if err != nil {
		panic(err)
	}
	return b, h
}

// weighed is one finding that fails the default gate before the trained
// reading: whether the reading weighs it, and its logit.
type weighed struct {
	where    string // the set or "pool"
	unit     string // the row's id, or the repository
	attack   bool
	lang     string
	eligible bool
	real     bool
	logit    float64
	low      bool // the finding's severity is low (one reading)
}

type measured struct {
	// lowOnly: the trained reading weighs only findings of low severity.
	lowOnly  bool
	findings []weighed
	// units: every unit measured (a row, or a pool repository with tool
	// text), whether it fails at base, and its findings.
	units []unit
}

type unit struct {
	where, id string
	real      bool // a repository (else a corpus row)
	attack    bool
	lang      string
	failsBase bool
	hasText   bool
	f         []int // indices into findings
}

// measure runs the engine with the model on every test unit.
func (d *data) measure(model []byte, h detect.TrainedHeader) *measured {
	mf, err := detect.DecodeTrainedModel(model)
	if err != nil {
		panic(err)
	}
	eng := detect.NewEngine()
	// The readings and the model measured, without the program's own
	// proposing model: the verdicts at base are the readings' (and the
	// disposing model's), which a proposer is measured against.
	eng.DisableProposer()
	eng.UseTrainedModel(mf)
	m := &measured{}
	add := func(u *unit, f *detect.Finding) {
		if !fails(f) {
			return
		}
		u.failsBase = true
		w := weighed{where: u.where, unit: u.id, attack: u.attack, lang: u.lang, real: u.real}
		if f.Trained != nil {
			w.eligible, w.logit = true, f.Trained.Logit
		}
		w.low = f.Severity == detect.SeverityLow
		u.f = append(u.f, len(m.findings))
		m.findings = append(m.findings, w)
	}
	for _, r := range d.repos {
		if !r.test {
			continue
		}
		u := unit{where: r.list, id: r.name, real: true, hasText: d.countTools(r) > 0}
		rep := eng.ScanAll(r.res.Registry(), r.res.Configs, nil)
		for i := range rep.Findings {
			add(&u, &rep.Findings[i])
		}
		m.units = append(m.units, u)
	}
	for _, st := range d.sets {
		if !st.test {
			continue
		}
		for i := range st.rows {
			e := &st.rows[i]
			u := unit{where: st.name, id: e.ID, attack: e.Label == corpus.Malicious, lang: e.Attrs["language"], hasText: true}
			var rep *detect.Report
			if res := d.units[e.ID]; res != nil {
				rep = eng.ScanAll(res.Registry(), res.Configs, nil)
			} else {
				reg := detect.NewRegistry(append([]detect.Tool{e.Tool}, e.Peers...))
				rep = eng.ScanTool(reg, &e.Tool)
			}
			for j := range rep.Findings {
				add(&u, &rep.Findings[j])
			}
			m.units = append(m.units, u)
		}
	}
	return m
}

// countTools counts the definitions of r the model being trained reads.
func (d *data) countTools(r repo) int {
	n := 0
	for _, t := range r.res.Tools {
		if d.agent && d.weighs(t.Kind) || !d.agent && !detect.IsInstructionKind(t.Kind) {
			n++
		}
	}
	return n
}

// fails reports whether unit u fails the default gate when sentences
// below logit th read as honest.
func (m *measured) fails(u *unit, th float64) bool {
	for _, i := range u.f {
		w := &m.findings[i]
		if !w.eligible || w.logit >= th || m.lowOnly && !w.low {
			return true
		}
	}
	return false
}

// tally counts, per group, units failing at base and at th.
type tally struct{ n, base, after int }

func (m *measured) tallies(th float64, key func(*unit) string) map[string]*tally {
	out := map[string]*tally{}
	for i := range m.units {
		u := &m.units[i]
		if !u.hasText {
			continue
		}
		k := key(u)
		t := out[k]
		if t == nil {
			t = &tally{}
			out[k] = t
		}
		t.n++
		if u.failsBase {
			t.base++
		}
		if m.fails(u, th) {
			t.after++
		}
	}
	return out
}

// choose is the highest point at which the test sets' attacks that fail
// at base lose at most maxLost of themselves.
func (m *measured) choose(maxLost float64) float64 {
	var caught []float64 // per caught attack: the point below which it is lost
	for i := range m.units {
		u := &m.units[i]
		if !u.attack || !u.failsBase || u.where == "dev_malicious" {
			continue
		}
		top := math.Inf(-1)
		for _, j := range u.f {
			w := &m.findings[j]
			if !w.eligible {
				top = math.Inf(1)
				break
			}
			top = math.Max(top, w.logit)
		}
		caught = append(caught, top) // lost when th > top
	}
	sort.Float64s(caught)
	k := int(math.Floor(maxLost * float64(len(caught))))
	if len(caught) == 0 {
		return -1e9
	}
	if k >= len(caught) {
		k = len(caught) - 1
	}
	// th = caught[k]: the k attacks whose top is below it are lost.
	th := caught[k]
	if math.IsInf(th, 0) {
		return -1e9
	}
	return th
}

func (m *measured) print(w io.Writer, th float64) {
	fmt.Fprintf(w, "honest point (logit): %.4f\n\n", th)
	fmt.Fprintln(w, "| where | units | failing at base | failing with the trained reading |")
	fmt.Fprintln(w, "|---|---|---|---|")
	byWhere := m.tallies(th, func(u *unit) string {
		if u.real {
			return u.where + " (honest repositories)"
		}
		if u.attack {
			return u.where + " attacks"
		}
		return u.where + " honest"
	})
	for _, k := range sortedKeys(byWhere) {
		t := byWhere[k]
		fmt.Fprintf(w, "| %s | %d | %d | %d |\n", k, t.n, t.base, t.after)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "curve: point, pool repositories failing, test attacks failing, test honest rows failing")
	for _, p := range []float64{-1e9, -4, -3, -2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5} {
		pool, att, hon := 0, 0, 0
		for i := range m.units {
			u := &m.units[i]
			if !u.hasText || !m.fails(u, p) {
				continue
			}
			switch {
			case u.real:
				pool++
			case u.attack:
				att++
			default:
				hon++
			}
		}
		fmt.Fprintf(w, "  %8.2f  %4d  %5d  %4d\n", p, pool, att, hon)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "failing findings' logits (quartiles): real honest (pool), written honest, attacks")
	rh, wh, at := m.logits()
	fmt.Fprintf(w, "  real honest    %s\n  written honest %s\n  attacks        %s\n", quart(rh), quart(wh), quart(at))
}

// logits are the logits of the weighed findings: of real honest text, of
// written honest look-alikes, and of attacks.
func (m *measured) logits() (rh, wh, at []float64) {
	for _, f := range m.findings {
		if !f.eligible {
			continue
		}
		switch {
		case f.real:
			rh = append(rh, f.logit)
		case f.attack:
			at = append(at, f.logit)
		default:
			wh = append(wh, f.logit)
		}
	}
	return rh, wh, at
}

func sortFloats(xs []float64) { sort.Float64s(xs) }

func quart(xs []float64) string {
	if len(xs) == 0 {
		return "(none)"
	}
	sort.Float64s(xs)
	q := func(p float64) float64 { return xs[int(p*float64(len(xs)-1))] }
	return fmt.Sprintf("n=%d  min %.2f  q1 %.2f  median %.2f  q3 %.2f  max %.2f", len(xs), xs[0], q(0.25), q(0.5), q(0.75), xs[len(xs)-1])
}

func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// dump writes every failing finding of the test units with its logit.
func (m *measured) dump(p string) error {
	var b strings.Builder
	for _, f := range m.findings {
		fmt.Fprintf(&b, "%s\t%s\t%v\t%s\t%v\t%.4f\n", f.where, f.unit, f.attack, f.lang, f.eligible, f.logit)
	}
	return os.WriteFile(p, []byte(b.String()), 0o644)
}

// fails reports whether a finding fails a default scan: it fails the
// default gate and the scan's policy keeps it (a soft finding on text no
// definition claims needs scan.LooseTextMinConfidence).
func fails(f *detect.Finding) bool {
	if !f.FailsDefaultGate() {
		return false
	}
	return f.Blocking || f.Tool.Kind != detect.KindText || f.Confidence >= scan.LooseTextMinConfidence
}
