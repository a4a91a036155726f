package main

import (
	"math"
	"math/rand/v2"

	"github.com/mcp-lint/mcp-lint/detect"
)

// fitMLP trains a layer of cfg.Hidden rectified units beside the linear
// weights w0 (trained on with it), on the examples of the linear model's
// last round, and returns the scorer of the two together. It is measured
// only (-propose): a model file holds one linear model.
func (d *data) fitMLP(cfg config, w0 []float64, b0 float64) func(*sent) float64 {
	H := cfg.Hidden
	use := func(s *sent) bool { return !s.test }
	ex := d.examples(cfg, w0, b0, use, cfg.Rounds-1)
	w := append([]float64(nil), w0...)
	bias := b0
	E := make([]float64, detect.TrainedBuckets*H)
	rng := rand.New(rand.NewPCG(cfg.Seed, 77))
	for i := range E {
		E[i] = (rng.Float64()*2 - 1) * 0.05
	}
	c := make([]float64, H)
	v := make([]float64, H)
	for k := range v {
		v[k] = (rng.Float64()*2 - 1) * 0.1
	}
	gw := make([]float64, len(w))
	gE := make([]float64, len(E))
	gc := make([]float64, H)
	gv := make([]float64, H)
	var gb float64
	rate := cfg.MLPRate
	if rate == 0 {
		rate = 0.05
	}
	epochs := cfg.MLPEpochs
	if epochs == 0 {
		epochs = 8
	}
	a := make([]float64, H)
	forward := func(s *sent) (float64, float64) {
		div := 1.0
		if len(s.slots) > 0 {
			div = math.Sqrt(float64(len(s.slots)))
		}
		copy(a, c)
		var lin float64
		for _, j := range s.slots {
			lin += w[j]
			row := E[int(j)*H : int(j)*H+H]
			for k := range a {
				a[k] += row[k] / div
			}
		}
		z := lin/div + bias
		for k := range a {
			if a[k] > 0 {
				z += v[k] * a[k]
			}
		}
		return z, div
	}
	order := make([]int, len(ex))
	for i := range order {
		order[i] = i
	}
	upd := func(x, g *float64, grad float64) {
		*g += grad * grad
		*x -= rate * grad / math.Sqrt(*g+1e-8)
	}
	for epoch := 0; epoch < epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, k := range order {
			e := ex[k]
			s := &d.sents[e.s]
			z, div := forward(s)
			p := 1 / (1 + math.Exp(-z))
			g := e.w * (p - e.label)
			upd(&bias, &gb, g)
			for kk := range a {
				if a[kk] <= 0 {
					continue
				}
				ga := g * v[kk]
				upd(&v[kk], &gv[kk], g*a[kk])
				upd(&c[kk], &gc[kk], ga)
				for _, j := range s.slots {
					i := int(j)*H + kk
					upd(&E[i], &gE[i], ga/div+cfg.L2*E[i])
				}
			}
			for _, j := range s.slots {
				upd(&w[j], &gw[j], g/div+cfg.L2*w[j])
			}
		}
	}
	return func(s *sent) float64 {
		z, _ := forward(s)
		return z
	}
}
