package main

import (
	"bytes"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
)

// tiny is a data set of a few sentences: honest ones with slot 1, attack
// candidates with slot 2 (one of them also with slot 1), the rest held out.
func tiny() *data {
	d := &data{seed: 7}
	add := func(slots []uint32, label int8, row int, test bool) int {
		kinds := make([]byte, len(slots))
		for i := range kinds {
			kinds[i] = 'f'
		}
		d.sents = append(d.sents, sent{slots: slots, all: slots, kinds: kinds, label: label, row: row, test: test})
		return len(d.sents) - 1
	}
	d.rows = append(d.rows, row{set: "pool"})
	for i := 0; i < 20; i++ {
		add([]uint32{1, 9}, 0, 0, false)
	}
	for r := 1; r <= 10; r++ {
		d.rows = append(d.rows, row{set: "blind", malicious: true})
		a := add([]uint32{1, 9}, -1, r, false)
		b := add([]uint32{2, 9}, -1, r, false)
		d.rows[r].cands = []int{a, b}
	}
	add([]uint32{2, 9}, 0, 0, true) // held out: never trained on
	return d
}

// Training is seeded and in one order: the same data give the same model,
// byte for byte; an attack row's sentence is chosen by the model (the one
// it scores highest), so slot 2 learns the attack and slot 1 the honest
// side; a held-out sentence moves nothing.
func TestFitIsReproducible(t *testing.T) {
	cfg := defaultConfig()
	cfg.Seed, cfg.Kinds = 3, ""
	d1, d2 := tiny(), tiny()
	w1, b1 := d1.fit(cfg, false)
	w2, b2 := d2.fit(cfg, false)
	m1, _ := d1.encode(w1, b1, cfg, nil, -1)
	m2, _ := d2.encode(w2, b2, cfg, nil, -1)
	if !bytes.Equal(m1, m2) {
		t.Fatal("two trainings on the same data differ")
	}
	if !(w1[2] > 0 && w1[1] < 0) {
		t.Errorf("weights: attack slot %v, honest slot %v", w1[2], w1[1])
	}
	d3 := tiny()
	d3.sents[len(d3.sents)-1].label = 1 // a held-out sentence's label is never read
	w3, b3 := d3.fit(cfg, false)
	if m3, _ := d3.encode(w3, b3, cfg, nil, -1); !bytes.Equal(m1, m3) {
		t.Error("a held-out sentence moved the model")
	}
	if _, err := detect.DecodeTrainedModel(m1); err != nil {
		t.Fatal(err)
	}
}
