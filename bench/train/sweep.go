package main

import (
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
)

// sweep measures each recipe of a file: one per line, name=value settings
// over the default recipe.
func (d *data) sweep(path string, base config, maxLost, at float64) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	fmt.Println("recipe | point | pool failing base→after / n | fresh failing | test attacks lost / caught | dev_malicious lost / caught | test honest rows base→after | medians real, written, attack")
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if rest, ok := strings.CutPrefix(line, "pair "); ok {
			a, b, _ := strings.Cut(rest, "|")
			ca, err := recipe(base, a)
			if err != nil {
				return err
			}
			cb, err := recipe(base, b)
			if err != nil {
				return err
			}
			d.pair(line, ca, cb)
			continue
		}
		cfg, err := recipe(base, line)
		if err != nil {
			return err
		}
		w, bias := d.fit(cfg, false)
		model, hdr := d.encode(w, bias, cfg, nil, 0)
		m := d.measure(model, hdr)
		th := m.choose(maxLost)
		fmt.Println(line, "|", m.summary(th))
		if at != 0 {
			fmt.Println(line, "| at", at, "|", m.summary(at))
		}
		fmt.Println(line, "| at dev_malicious lossless:", m.summary(m.lossless("dev_malicious")))
		m.lowOnly = true
		fmt.Println(line, "| low findings only, at dev_malicious lossless:", m.summary(m.lossless("dev_malicious")))
		fmt.Println(line, "| its own findings:", d.ownFindings(w, bias, cfg, m))
	}
	return nil
}

// recipe reads name=value settings over the base recipe.
func recipe(base config, line string) (config, error) {
	cfg := base
	for _, kv := range strings.Fields(line) {
		k, v, _ := strings.Cut(kv, "=")
		f, _ := strconv.ParseFloat(v, 64)
		switch k {
		case "epochs":
			cfg.Epochs = int(f)
		case "rate":
			cfg.Rate = f
		case "l2":
			cfg.L2 = f
		case "norm":
			cfg.Norm = v
		case "pool":
			cfg.Pool = f
		case "poolflagged":
			cfg.PoolFlagged = f
		case "written":
			cfg.Written = f
		case "rounds":
			cfg.Rounds = int(f)
		case "kinds":
			cfg.Kinds = v
		case "wordl2":
			cfg.WordL2 = f
		case "needu":
			cfg.NeedOutside = int(f)
		case "fitwritten":
			cfg.FitWritten = f != 0
		case "realw":
			cfg.RealW = f
		case "tail":
			cfg.Tail = int(f)
		case "scriptbal":
			cfg.ScriptBal = f
		case "langbal":
			cfg.LangBal = f != 0
		case "bag":
			cfg.Bag = int(f)
		case "tailw":
			cfg.TailW = f
		case "hidden":
			cfg.Hidden = int(f)
		case "mlpepochs":
			cfg.MLPEpochs = int(f)
		case "mlprate":
			cfg.MLPRate = f
		case "guard":
			g := f
			cfg.Guard = &g
		default:
			return cfg, fmt.Errorf("sweep: unknown setting %q", k)
		}
	}
	return cfg, nil
}

// pair measures two models together: the first (the guard) may veto what
// the second reads as honest. A finding reads as honest when the second
// scores it below its point and the first below the guard's point.
func (d *data) pair(line string, guard, words config) {
	wg, bg := d.fit(guard, false)
	mg, hg := d.encode(wg, bg, guard, nil, 0)
	g := d.measure(mg, hg)
	ww, bw := d.fit(words, false)
	mw, hw := d.encode(ww, bw, words, nil, 0)
	m := d.measure(mw, hw)
	if len(g.findings) != len(m.findings) {
		fmt.Println(line, "| the two measures differ in findings")
		return
	}
	fmt.Println(line, "| guard alone at dev_malicious lossless:", g.summary(g.lossless("dev_malicious")))
	fmt.Println(line, "| words alone at dev_malicious lossless:", m.summary(m.lossless("dev_malicious")))
	for _, gp := range []float64{0, 1, 2, 3, 4} {
		// The guard's veto: a finding it scores at or above gp is not
		// eligible for the words model's honest reading.
		c := *m
		c.findings = append([]weighed(nil), m.findings...)
		for i := range c.findings {
			if !g.findings[i].eligible || g.findings[i].logit >= gp {
				c.findings[i].eligible = false
			}
		}
		fmt.Printf("%s | guard %g, at dev_malicious lossless: %s\n", line, gp, c.summary(c.lossless("dev_malicious")))
	}
}

// summary is one line of figures at point th.
func (m *measured) summary(th float64) string {
	var poolN, poolBase, poolAfter, tBase, tLost, dmBase, dmLost, hBase, hAfter int
	var frN, frBase, frAfter int
	for i := range m.units {
		u := &m.units[i]
		if !u.hasText {
			continue
		}
		after := m.fails(u, th)
		switch {
		case u.real && u.where == "fresh":
			frN++
			if u.failsBase {
				frBase++
			}
			if after {
				frAfter++
			}
		case u.real:
			poolN++
			if u.failsBase {
				poolBase++
			}
			if after {
				poolAfter++
			}
		case u.attack && u.where == "dev_malicious":
			if u.failsBase {
				dmBase++
				if !after {
					dmLost++
				}
			}
		case u.attack:
			if u.failsBase {
				tBase++
				if !after {
					tLost++
				}
			}
		default:
			if u.failsBase {
				hBase++
			}
			if after {
				hAfter++
			}
		}
	}
	rh, wh, at := m.logits()
	return fmt.Sprintf("%.2f | %d→%d / %d | fresh %d→%d / %d | %d / %d | %d / %d | %d→%d | %.2f %.2f %.2f",
		th, poolBase, poolAfter, poolN, frBase, frAfter, frN, tLost, tBase, dmLost, dmBase, hBase, hAfter, median(rh), median(wh), median(at))
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	ys := append([]float64(nil), xs...)
	sortFloats(ys)
	return ys[len(ys)/2]
}

// lossless is the highest point at which no attack of set where that
// fails at base is lost.
func (m *measured) lossless(where string) float64 {
	th := math.Inf(1)
	for i := range m.units {
		u := &m.units[i]
		if !u.attack || !u.failsBase || u.where != where {
			continue
		}
		top := math.Inf(-1)
		for _, j := range u.f {
			w := &m.findings[j]
			if !w.eligible || m.lowOnly && !w.low {
				top = math.Inf(1)
				break
			}
			top = math.Max(top, w.logit)
		}
		th = math.Min(th, top)
	}
	return th - 1e-9
}

// ownFindings measures the model making findings of its own: for each
// held-out unit that passes at base, its highest sentence; at each point,
// the honest repositories (pool-test, fresh) and honest rows that would
// fail, and the attacks that would be caught.
func (d *data) ownFindings(w []float64, bias float64, cfg config, m *measured) string {
	passBase := map[string]bool{} // unit key → passes at base
	for i := range m.units {
		u := &m.units[i]
		if u.hasText && !u.failsBase {
			passBase[u.where+"\x00"+u.id] = true
		}
	}
	top := map[string]float64{}
	kind := map[string]int{} // 0 honest repo, 1 honest row, 2 attack
	for i := range d.sents {
		s := &d.sents[i]
		if !s.test || s.set {
			continue
		}
		r := &d.rows[s.row]
		var key string
		k := 1
		switch {
		case r.entry == nil:
			if r.loose {
				continue
			}
			key, k = r.set+"\x00"+r.repo, 0
		default:
			key = r.set + "\x00" + r.id
			if r.malicious {
				k = 2
			}
		}
		if !passBase[key] {
			continue
		}
		z := logit(w, bias, s.slots, cfg.Norm)
		if v, ok := top[key]; !ok || z > v {
			top[key] = z
		}
		kind[key] = k
	}
	var b strings.Builder
	for _, p := range []float64{2, 3, 3.5, 4, 5, 6, 8} {
		var n [3]int
		bySet := map[string]int{}
		for key, z := range top {
			if z >= p {
				n[kind[key]]++
				if kind[key] != 0 {
					set, _, _ := strings.Cut(key, "\x00")
					if kind[key] == 2 {
						bySet[set]++
					} else {
						bySet[set+" honest"]++
					}
				}
			}
		}
		fmt.Fprintf(&b, " at %g: repos %d, honest rows %d, attacks %d (%s);", p, n[0], n[1], n[2], setList(bySet))
	}
	var tot [3]int
	for key := range top {
		tot[kind[key]]++
	}
	fmt.Fprintf(&b, " of %d repos, %d honest rows, %d attacks passing", tot[0], tot[1], tot[2])
	return b.String()
}

// setList writes counts by set as "a 3, b 1", in the sets' order.
func setList(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}
