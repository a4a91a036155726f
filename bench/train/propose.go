package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// The trained reading as a proposer: it makes a finding of its own on a
// definition whose highest sentence scores at or above a point. The point
// is chosen on the held-out pool repositories (the real honest text the
// model never saw): at each point the number of them that would newly
// fail, and what that costs or gains on the held-out sets.

// ownScores is, for every held-out unit that passes at base (a pool
// repository's definitions, a corpus row), its highest sentence's logit,
// with what the unit is.
type ownUnit struct {
	where  string
	id     string
	kind   int // 0 an honest repository, 1 an honest row, 2 an attack row
	lang   string
	top    float64
	passes bool   // passes the default gate at base
	text   string // its highest sentence
	never  bool   // of a source measured only, never trained on
}

func (d *data) ownUnits(w []float64, bias float64, cfg config, m *measured) []ownUnit {
	if cfg.Guard != nil {
		d.guardScores()
	}
	passBase := map[string]bool{}
	for i := range m.units {
		u := &m.units[i]
		if u.hasText {
			passBase[u.where+"\x00"+u.id] = !u.failsBase
		}
	}
	idx := map[string]int{}
	var out []ownUnit
	for i := range d.sents {
		s := &d.sents[i]
		if !s.test || s.set {
			continue
		}
		r := &d.rows[s.row]
		var key string
		u := ownUnit{kind: 1, never: r.never}
		switch {
		case r.entry == nil:
			if r.loose {
				continue
			}
			key, u.kind, u.where, u.id = r.set+"\x00"+r.repo, 0, r.set, r.repo
		default:
			key, u.where, u.id, u.lang = r.set+"\x00"+r.id, r.set, r.id, r.lang
			if r.malicious {
				u.kind = 2
			}
		}
		pass, ok := passBase[key]
		if !ok {
			continue
		}
		z := logit(w, bias, s.slots, cfg.Norm)
		if d.score != nil {
			z = d.score(s)
		}
		if cfg.NeedOutside > 0 && outsideCount(s) < cfg.NeedOutside {
			z = -1e9 // the proposer reads only sentences that reach outside the definition's words
		}
		if cfg.Guard != nil && s.guard < *cfg.Guard {
			z = -1e9 // the disposing model reads it as the tool's own honest text
		}
		j, seen := idx[key]
		if !seen {
			u.top, u.passes, u.text = z, pass, s.text
			idx[key] = len(out)
			out = append(out, u)
			continue
		}
		if z > out[j].top {
			out[j].top, out[j].text = z, s.text
		}
	}
	return out
}

// proposeReport prints, for a recipe, the points at which k held-out real
// units (pool repositories, dev_benign tools) that pass at base would
// newly fail (k = 0, 1, 2, 4, 8),
// and at each the attacks newly caught and the honest rows newly failing,
// by group of sets.
func (d *data) proposeReport(line string, w []float64, bias float64, cfg config, m *measured) {
	us := d.ownUnits(w, bias, cfg, m)
	// The real honest units: the held-out pool's repositories and
	// dev_benign's tools, each passing at base.
	var pool []float64
	for _, u := range us {
		if u.passes && (u.kind == 0 || u.kind == 1 && u.where == "dev_benign") {
			pool = append(pool, u.top)
		}
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(pool)))
	if os.Getenv("PROPOSE_TOP") != "" {
		var top []ownUnit
		for _, u := range us {
			if u.passes && (u.kind == 0 || u.kind == 1 && u.where == "dev_benign") {
				top = append(top, u)
			}
		}
		sort.Slice(top, func(i, j int) bool { return top[i].top > top[j].top })
		for i := 0; i < len(top) && i < 8; i++ {
			fmt.Printf("    top real %.2f %s %s: %q\n", top[i].top, top[i].where, top[i].id, top[i].text)
		}
	}
	group := func(u ownUnit) string {
		switch {
		case u.where == "dev_benign":
			return "dev_benign"
		case u.never:
			return "measured"
		case strings.HasPrefix(u.where, "2026-11-29-real-"):
			return "new"
		case strings.HasPrefix(u.where, "2026-11-28-real-"):
			return "real-fk"
		}
		return "older"
	}
	for _, k := range []int{0, 1, 2, 4, 8} {
		if k >= len(pool) {
			break
		}
		p := pool[k] + 1e-9
		type cnt struct{ att, attBase, attN, hon, honBase, honN int }
		c := map[string]*cnt{}
		var langs = map[string][2]int{}
		for _, u := range us {
			if u.kind == 0 {
				continue
			}
			g := group(u)
			if c[g] == nil {
				c[g] = &cnt{}
			}
			x := c[g]
			fails := !u.passes || u.top >= p
			if u.kind == 2 {
				x.attN++
				if !u.passes {
					x.attBase++
				}
				if fails {
					x.att++
				}
				if g == "new" || g == "measured" {
					key := g + " " + langOf(u.lang)
					l := langs[key]
					l[1]++
					if fails {
						l[0]++
					}
					langs[key] = l
				}
			} else {
				x.honN++
				if !u.passes {
					x.honBase++
				}
				if fails {
					x.hon++
				}
			}
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s | real +%d (point %.2f) |", line, k, p)
		for _, g := range []string{"new", "measured", "real-fk", "older", "dev_benign"} {
			x := c[g]
			if x == nil {
				continue
			}
			if x.attN > 0 {
				fmt.Fprintf(&b, " %s attacks %d→%d/%d honest %d→%d/%d;", g, x.attBase, x.att, x.attN, x.honBase, x.hon, x.honN)
			} else {
				fmt.Fprintf(&b, " %s %d→%d/%d;", g, x.honBase, x.hon, x.honN)
			}
		}
		for _, g := range []string{"new", "measured"} {
			if c[g] != nil {
				fmt.Fprintf(&b, " %s by language: en %d/%d, other %d/%d;", g, langs[g+" en"][0], langs[g+" en"][1], langs[g+" other"][0], langs[g+" other"][1])
			}
		}
		per := map[string][2]int{}
		for _, u := range us {
			if g := group(u); u.kind != 2 || g != "new" && g != "measured" {
				continue
			}
			x := per[u.where]
			x[1]++
			if !u.passes || u.top >= p {
				x[0]++
			}
			per[u.where] = x
		}
		var names []string
		for n := range per {
			names = append(names, n)
		}
		sort.Strings(names)
		b.WriteString(" | by writer:")
		for _, n := range names {
			fmt.Fprintf(&b, " %s %d/%d", strings.TrimPrefix(n, "2026-11-29-real-"), per[n][0], per[n][1])
		}
		fmt.Println(b.String())
		if k == 4 && os.Getenv("PROPOSE_SHOW") != "" {
			for _, u := range us {
				if u.passes && u.top >= p && (u.kind == 0 || u.kind == 1 && group(u) != "dev_benign") {
					fmt.Printf("    raised %.2f %s %s: %q\n", u.top, u.where, u.id, u.text)
				}
			}
		}
	}
}

func langOf(l string) string {
	if l == "" || l == "en" {
		return "en"
	}
	return "other"
}

// propose measures each recipe of a file as a proposer.
func (d *data) propose(path string, base config) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var m *measured
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cfg, err := recipe(base, line)
		if err != nil {
			return err
		}
		w, bias := d.fit(cfg, false)
		if m == nil {
			// The verdicts at base: the readings alone (nothing reads as
			// honest), the same for every recipe.
			model, hdr := d.encode(w, bias, cfg, nil, 0)
			m = d.measure(model, hdr)
		}
		d.proposeReport(line, w, bias, cfg, m)
		if cfg.Hidden > 0 {
			d.score = d.fitMLP(cfg, w, bias)
			d.proposeReport(line+" +hidden", w, bias, cfg, m)
			d.score = nil
		}
	}
	return nil
}

// outsideCount is the number of the sentence's content words no other
// text of its definition uses (its features of kind 'u').
func outsideCount(s *sent) int {
	n := 0
	for _, k := range s.kinds {
		if k == 'u' {
			n++
		}
	}
	return n
}

// buildProposer trains the proposing model with recipe line, chooses its
// points on the held-out real units and writes it to out. When the recipe
// trains on the held-out written sets too (fitwritten), a model without
// them is trained and measured first: its figures on those sets, at its
// own point, are what the shipped model's precision stands on.
func (d *data) buildProposer(line string, base config, src []source, out string) error {
	cfg, err := recipe(base, line)
	if err != nil {
		return err
	}
	held := cfg
	held.FitWritten = false
	hw, hb := d.fit(held, false)
	model, hdr := d.encode(hw, hb, held, nil, 0)
	m := d.measure(model, hdr)
	hp, err := d.proposerPoint(hw, hb, held, m)
	if err != nil {
		return err
	}
	d.proposeReport(line+" (held out)", hw, hb, held, m)
	rows, rowsN := d.honestRowsRaised(hw, hb, held, m, hp)
	repos := 0
	for _, u := range d.ownUnits(hw, hb, held, m) {
		if u.kind == 0 && u.passes {
			repos++
		}
	}
	level := "low"
	switch {
	case rows == 0:
		level = "very-high"
	case rows*1000 <= rowsN:
		level = "high"
	case rows*100 <= rowsN:
		level = "medium"
	}
	measured := fmt.Sprintf("fires on none of the %d held-out pool repositories and none of dev_benign's tools that pass with the readings alone (its point's choice), and on %d of the %d honest rows of the held-out written sets that pass with the readings alone, trained without them", repos, rows, rowsN)
	w, bias := hw, hb
	attack := hp
	if cfg.FitWritten {
		w, bias = d.fit(cfg, false)
		if attack, err = d.proposerPoint(w, bias, cfg, m); err != nil {
			return err
		}
	}
	b, _ := d.encodeProposer(w, bias, cfg, src, line, attack, attack, level, measured)
	fmt.Printf("precision %s: %s\n", level, measured)
	if out == "" {
		fmt.Printf("point: %.4f (nothing written: no -o)\n", attack)
		return nil
	}
	if err := os.WriteFile(out, b, 0o644); err != nil {
		return err
	}
	sum := sha256.Sum256(b)
	mf, err := detect.DecodeTrainedModel(b)
	if err != nil {
		return err
	}
	fmt.Printf("wrote %s (%d bytes, sha256 %s): %s, attack point %.4f\n", out, len(b), hex.EncodeToString(sum[:]), mf.ID(), attack)
	return nil
}

// proposerPoint is the attack point of weights w: over the highest score
// of every held-out real unit that passes the default gate with the
// readings alone (the held-out pool's repositories and dev_benign's tools,
// never trained on), so that none newly fails. There is no band of the
// extended suite below it: nothing honest is newly flagged for review
// either.
func (d *data) proposerPoint(w []float64, bias float64, cfg config, m *measured) (float64, error) {
	var real []float64
	for _, u := range d.ownUnits(w, bias, cfg, m) {
		if u.passes && (u.kind == 0 || u.kind == 1 && u.where == "dev_benign") {
			real = append(real, u.top)
		}
	}
	if len(real) < 100 {
		return 0, fmt.Errorf("propose: %d held-out real units passing at base, too few to choose a point on", len(real))
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(real)))
	return real[0] + 0.05, nil // a margin over the rounding of the weights to integers
}

// honestRowsRaised counts the honest rows of the held-out written sets
// (not those measured only: dev_benign, sets written after the model)
// that pass with the readings alone, and those of them
// the model raises at point p.
func (d *data) honestRowsRaised(w []float64, bias float64, cfg config, m *measured, p float64) (raised, n int) {
	for _, u := range d.ownUnits(w, bias, cfg, m) {
		if u.kind == 1 && u.passes && !u.never {
			n++
			if u.top >= p {
				raised++
			}
		}
	}
	return raised, n
}

// encodeProposer writes the proposing model's file: a model file whose
// version says it proposes, with its two points.
func (d *data) encodeProposer(w []float64, bias float64, cfg config, src []source, line string, attack, report float64, level, measured string) ([]byte, detect.TrainedHeader) {
	version := detect.TrainedProposeVersion + "sentence-v1"
	if cfg.Guard != nil {
		// The guard is part of how the model scores: its identity says so,
		// as the weights alone would not.
		version = detect.TrainedProposeVersion + "guarded-sentence-v1"
	}
	h := detect.TrainedHeader{Version: version, Scale: cfg.Scale, Bias: math.Round(bias*cfg.Scale) / cfg.Scale,
		Norm: cfg.Norm, Kinds: cfg.Kinds, Honest: -1e9, Attack: attack, Report: report, Guard: cfg.Guard, Seed: cfg.Seed, Precision: level, Measured: measured,
		Notes: fmt.Sprintf("logistic regression over hashed features of kinds %q (learned.AllKinds), norm %s; AdaGrad, %d rounds of %d epochs, rate %g, l2 %g; recipe %q; attack point: no held-out pool repository and no dev_benign tool passing at base newly fails%s",
			cfg.Kinds, cfg.Norm, cfg.Rounds, cfg.Epochs, cfg.Rate, cfg.L2, line, guardNote(cfg))}
	for _, s := range src {
		h.Sources = append(h.Sources, fmt.Sprintf("%s %s %s %s", s.role, s.kind, s.path, s.sum))
	}
	b, err := detect.EncodeTrainedModel(h, quantize(w, cfg.Scale))
	if err != nil {
		panic(err)
	}
	return b, h
}

// guardNote says what a recipe's guard does, for the model's notes.
func guardNote(cfg config) string {
	if cfg.Guard == nil {
		return ""
	}
	return fmt.Sprintf("; guard %g: no sentence the disposing model built into the program (%s) scores below it is proposed", *cfg.Guard, shippedID())
}

// shippedID is the identity of the disposing model built into the program.
func shippedID() string {
	m, err := detect.ShippedTrainedModel()
	if err != nil {
		return "none"
	}
	return m.ID()
}
