package main

import (
	"math"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// config is the training recipe: weights of each kind of sentence, and
// the optimizer's settings.
type config struct {
	Seed   uint64
	Epochs int
	Rate   float64 // AdaGrad's step
	L2     float64 // per update, times the step
	Norm   string  // "sqrt" or "none"
	// What each sentence weighs: a real one, a real one on a failing
	// finding, a written honest one; the attack side weighs as much as
	// the honest side in all.
	Pool, PoolFlagged, Written float64
	// Rounds of choosing an attack row's sentence (the one the model
	// scores highest among its candidates).
	Rounds int
	Scale  float64
	// Kinds are the kinds of feature the model reads (every kind when
	// empty: learned.AllKinds).
	Kinds string
	// WordL2 multiplies L2 for the kinds that are the sentence's own
	// words (stems, prefixes, pairs, identifiers and their parts, CJK
	// characters): 1 weighs them as the rest.
	WordL2 float64
	// Tail and TailW: from the second round, the Tail real sentences the
	// model scores highest weigh TailW times more (the honest text a
	// proposer would raise).
	Tail  int
	TailW float64
	// RealW multiplies the weight of the rows of the sets written as real
	// servers' tools ("-real-" in the set's name), attacks and honest
	// look-alikes alike.
	RealW float64
	// FitWritten trains on the held-out written sets too (never the
	// held-out pool): what the model can learn of the writers it is
	// measured on, its capacity, not its reach.
	FitWritten bool
	// Bag trains Bag models, each on the rows and repositories a seeded
	// hash keeps (two in three) and in its own order, and averages their
	// weights: the average of linear models is one linear model, so the
	// ensemble costs a scan what one model costs.
	Bag int
	// ScriptBal: the honest sentences of a script (scriptOf) weigh, in
	// all, at least ScriptBal times the share of the attack side that
	// script has, so that a script the written attacks use more than real
	// text does not read as an attack by itself.
	ScriptBal float64
	// LangBal: with ScriptBal, each language of the Latin script the
	// lexicons read (German, French, Spanish, Italian, Portuguese) is
	// weighed apart from English.
	LangBal bool
	// NeedOutside: the proposer raises only sentences with at least this
	// many content words no other text of their definition uses.
	NeedOutside int
	// Guard: the proposer raises no sentence that the disposing model built
	// into the program scores below it (nil: no guard). A sentence that
	// model reads as the tool's own honest text is no finding of either.
	Guard *float64
	// Hidden, measured only (-propose): a layer of this many rectified
	// units beside the linear model, trained with it on its last round's
	// examples for MLPEpochs at MLPRate (0: linear only).
	Hidden    int
	MLPEpochs int
	MLPRate   float64
}

// wordKinds are the kinds of feature made of the sentence's own words.
const wordKinds = "wpbiqcd"

func defaultConfig() config {
	return config{Epochs: 8, Rate: 0.1, L2: 1e-6, Norm: "sqrt", Pool: 1, PoolFlagged: 30, Written: 5, Rounds: 3, Scale: 1024, Kinds: "cdxfro", WordL2: 1}
}

// example is one sentence with its label and weight for a round.
type example struct {
	s     int
	label float64
	w     float64
}

// fit trains the weights on the training sentences (and the test ones
// when all), seeded, in one fixed order: the same sources give the same
// weights, byte for byte.
func (d *data) fit(cfg config, all bool) ([]float64, float64) {
	if cfg.Bag <= 1 {
		return d.fit1(cfg, all, nil)
	}
	avg := make([]float64, detect.TrainedBuckets)
	var bias float64
	for b := 0; b < cfg.Bag; b++ {
		c := cfg
		c.Seed = cfg.Seed + uint64(b)*7919
		keep := func(s *sent) bool {
			h := (uint64(s.row)+1)*0x9e3779b97f4a7c15 ^ c.Seed*0xbf58476d1ce4e5b9
			h ^= h >> 31
			return h%3 != 0
		}
		w, bb := d.fit1(c, all, keep)
		for j := range avg {
			avg[j] += w[j] / float64(cfg.Bag)
		}
		bias += bb / float64(cfg.Bag)
	}
	return avg, bias
}

// fit1 fits one model on the sentences keep admits (every one when nil).
func (d *data) fit1(cfg config, all bool, keep func(*sent) bool) ([]float64, float64) {
	d.read(cfg.Kinds)
	w := make([]float64, detect.TrainedBuckets)
	g := make([]float64, detect.TrainedBuckets) // AdaGrad's sums of squares
	bias, gb := 0.0, 0.0
	use := func(s *sent) bool {
		if keep != nil && !keep(s) {
			return false
		}
		return !s.test || all && !s.never || cfg.FitWritten && s.kind == kindWritten && !s.never
	}
	for round := 0; round < cfg.Rounds; round++ {
		ex := d.examples(cfg, w, bias, use, round)
		rng := rand.New(rand.NewPCG(cfg.Seed, uint64(round)+2))
		order := make([]int, len(ex))
		for i := range order {
			order[i] = i
		}
		for epoch := 0; epoch < cfg.Epochs; epoch++ {
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			for _, k := range order {
				e := ex[k]
				s := &d.sents[e.s]
				z := logit(w, bias, s.slots, cfg.Norm)
				p := 1 / (1 + math.Exp(-z))
				grad := float64(e.w * (p - e.label))
				div := 1.0
				if cfg.Norm == "sqrt" && len(s.slots) > 0 {
					div = math.Sqrt(float64(len(s.slots)))
				}
				for n, j := range s.slots {
					l2 := cfg.L2
					if strings.IndexByte(wordKinds, s.skinds[n]) >= 0 {
						l2 = float64(l2 * cfg.WordL2)
					}
					gj := float64(grad/div) + float64(l2*w[j])
					g[j] = float64(g[j] + float64(gj*gj))
					w[j] = float64(w[j] - float64(cfg.Rate*gj/math.Sqrt(g[j]+1e-8)))
				}
				gb = float64(gb + float64(grad*grad))
				bias = float64(bias - float64(cfg.Rate*grad/math.Sqrt(gb+1e-8)))
			}
		}
	}
	return w, bias
}

// logit is the model's log-odds for slots with float weights, summed in
// the order the slots come.
func logit(w []float64, bias float64, slots []uint32, norm string) float64 {
	var sum float64
	for _, j := range slots {
		sum = float64(sum + w[j])
	}
	if norm == "sqrt" && len(slots) > 0 {
		sum = float64(sum / math.Sqrt(float64(len(slots))))
	}
	return float64(sum + bias)
}

// examples are a round's labelled sentences. Each attack row gives one
// attack sentence: the one the readings flag among its candidates (the
// highest scored of them from the second round), else its one candidate,
// else, from the second round, the candidate the model scores highest;
// a row with none chosen is left out of the round. The two sides weigh
// the same in all.
func (d *data) examples(cfg config, w []float64, bias float64, use func(*sent) bool, round int) []example {
	var ex []example
	var neg, pos float64
	for i := range d.sents {
		s := &d.sents[i]
		if !use(s) || s.label != 0 {
			continue
		}
		wt := cfg.Written
		if cfg.RealW > 0 && strings.Contains(d.rows[s.row].set, "-real-") {
			wt *= cfg.RealW
		}
		if s.kind == kindPool {
			wt = cfg.Pool
			if s.flagged {
				wt = cfg.PoolFlagged
			}
		}
		ex = append(ex, example{s: i, label: 0, w: wt})
		neg += wt
	}
	if round > 0 && cfg.Tail > 0 && cfg.TailW > 1 {
		// The real sentences scored highest weigh more: the honest tail a
		// proposer's point stands on.
		type sc struct {
			k int
			z float64
		}
		var pool []sc
		for k := range ex {
			if s := &d.sents[ex[k].s]; s.kind == kindPool {
				pool = append(pool, sc{k, logit(w, bias, s.slots, cfg.Norm)})
			}
		}
		sort.Slice(pool, func(i, j int) bool { return pool[i].z > pool[j].z || pool[i].z == pool[j].z && pool[i].k < pool[j].k })
		for i := 0; i < cfg.Tail && i < len(pool); i++ {
			e := &ex[pool[i].k]
			neg += e.w * (cfg.TailW - 1)
			e.w *= cfg.TailW
		}
	}
	var attacks []int
	for ri := range d.rows {
		r := &d.rows[ri]
		if !r.malicious || len(r.cands) == 0 || !use(&d.sents[r.cands[0]]) {
			continue
		}
		// The candidates come in two readings (as written, and set into a
		// real description): one attack sentence from each.
		for _, group := range splitReadings(d, r.cands) {
			best := -1
			var flagged []int
			for _, c := range group {
				if d.sents[c].flagged {
					flagged = append(flagged, c)
				}
			}
			pick := group
			if len(flagged) > 0 {
				pick = flagged
			}
			switch {
			case len(pick) == 1:
				best = pick[0]
			case round > 0 || len(flagged) > 0:
				top := math.Inf(-1)
				for _, c := range pick {
					if z := logit(w, bias, d.sents[c].slots, cfg.Norm); z > top {
						top, best = z, c
					}
				}
				if round == 0 {
					best = pick[0] // no model yet: the first flagged sentence
				}
			}
			if best >= 0 {
				attacks = append(attacks, best)
			}
		}
	}
	if len(attacks) > 0 {
		aw := make([]float64, len(attacks))
		var sum float64
		for i, c := range attacks {
			aw[i] = 1
			if cfg.RealW > 0 && strings.Contains(d.rows[d.sents[c].row].set, "-real-") {
				aw[i] = cfg.RealW
			}
			sum += aw[i]
		}
		if cfg.ScriptBal > 0 {
			neg = balanceScripts(d, ex, attacks, aw, sum, neg, cfg.ScriptBal, cfg.LangBal)
		}
		for i, c := range attacks {
			pw := neg * aw[i] / sum
			ex = append(ex, example{s: c, label: 1, w: pw})
			pos += pw
		}
	}
	return ex
}

// splitReadings splits a row's candidates into its readings: as written,
// and set into a real description.
func splitReadings(d *data, cands []int) [][]int {
	var out [][]int
	start := 0
	for i := 1; i <= len(cands); i++ {
		if i == len(cands) || d.sents[cands[i]].set != d.sents[cands[i-1]].set {
			out = append(out, cands[start:i])
			start = i
		}
	}
	return out
}

// quantize turns the trained weights into the model's integers.
func quantize(w []float64, scale float64) []int16 {
	q := make([]int16, len(w))
	for i, x := range w {
		v := math.Round(x * scale)
		v = math.Max(-32767, math.Min(32767, v))
		q[i] = int16(v)
	}
	return q
}

// balanceScripts raises the honest examples' weights script by script so
// that each script's share of the honest side is at least bal times its
// share of the attack side (attacks weighing aw, summing to sum), and
// returns the honest side's new total.
func balanceScripts(d *data, ex []example, attacks []int, aw []float64, sum, neg, bal float64, langs bool) float64 {
	key := func(s *sent) byte {
		if langs && s.lang != 0 {
			return s.lang
		}
		return s.script
	}
	att := map[byte]float64{}
	for i, c := range attacks {
		att[key(&d.sents[c])] += aw[i] / sum
	}
	hon := map[byte]float64{}
	for _, e := range ex {
		hon[key(&d.sents[e.s])] += e.w
	}
	scale := map[byte]float64{}
	for sc, a := range att {
		if want := bal * a * neg; hon[sc] > 0 && hon[sc] < want {
			scale[sc] = want / hon[sc]
		}
	}
	total := 0.0
	for k := range ex {
		if f, ok := scale[key(&d.sents[ex[k].s])]; ok {
			ex[k].w *= f
		}
		total += ex[k].w
	}
	return total
}
