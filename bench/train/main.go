// Command train builds the trained reading (detect/internal/learned) from
// the sources its list names, seeded and byte for byte, and measures it:
//
//	go run ./bench/train -pool POOL -o detect/internal/learned/model.bin
//
// The honest side is real text: every sentence of the definitions of the
// pool's repositories (POOL is bench/pool/rebuild's folder of trees) that
// sources.tsv names for training. The attack side is the attack rows of
// the corpus sets it names; their honest look-alikes are honest too, and
// both are also read set into a real definition of the pool, so that the
// two sides share their surroundings (../shared/docs/BLIND.md).
//
// A set or a repository named "test" in sources.tsv is never trained on:
// the command prints, on them, the curves the model's operating point is
// chosen from (-honest), the score distribution of written look-alikes,
// real honest findings and attacks, and the verdicts of the gate with and
// without the trained reading.
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	var (
		pool         = flag.String("pool", "POOL", "folder of the pool's trees (bench/pool/rebuild)")
		sources      = flag.String("sources", "bench/train/sources.tsv", "the list of what the model is trained and measured on")
		out          = flag.String("o", "", "write the model file here (nothing written when empty)")
		seed         = flag.Uint64("seed", 95, "the training's seed")
		honest       = flag.Float64("honest", 0, "the logit below which a sentence reads as honest (0: choose from the curves, -max-lost)")
		maxLost      = flag.Float64("max-lost", 0.02, "when choosing -honest: the largest share of the test sets' caught attacks the trained reading may let pass")
		agent        = flag.Bool("agent", false, "train the model of agent files (skills, commands, agents, rules files, plugins) on bench/train/agent-sources.tsv, unless -sources names another list")
		final        = flag.Bool("final", false, "train on the test sources too (the model that ships), after measuring on them")
		dump         = flag.String("dump", "", "write every test finding's score and verdict here (TSV)")
		sweep        = flag.String("sweep", "", "measure each recipe of `FILE` (one per line: name=value settings of the recipe) and print one line each; nothing written")
		proposeModel = flag.String("propose-recipe", "", "build the model that proposes findings of its own with `RECIPE` (name=value settings, as -propose reads them): its attack point is where no held-out pool repository and no dev_benign tool passing at base would newly fail; written to -o")
		propose      = flag.String("propose", "", "measure each recipe of `FILE` as a proposer: at the points where 0, 1, 2, 4 and 8 held-out pool repositories would newly fail, the held-out attacks and honest rows it would newly fail; nothing written")
	)
	flag.Parse()
	log.SetFlags(0)
	if *agent && !flagSet("sources") {
		*sources = "bench/train/agent-sources.tsv"
	}
	if *proposeModel != "" && !flagSet("sources") {
		*sources = "bench/train/propose-sources.tsv"
	}
	src, err := readSources(*sources)
	if err != nil {
		log.Fatal(err)
	}
	d := &data{seed: *seed, agent: *agent}
	if err := d.load(src, *pool); err != nil {
		log.Fatal(err)
	}
	log.Printf("sentences: %d pool (%d on failing findings), %d written; rows: %d attacks, %d honest look-alikes",
		d.count(kindPool), d.countFlagged(kindPool), d.count(kindWritten), d.rowsCount(true), d.rowsCount(false))

	cfg := defaultConfig()
	cfg.Seed = *seed
	if *proposeModel != "" {
		if err := d.buildProposer(*proposeModel, cfg, src, *out); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *propose != "" {
		if err := d.propose(*propose, cfg); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *sweep != "" {
		if err := d.sweep(*sweep, cfg, *maxLost, *honest); err != nil {
			log.Fatal(err)
		}
		return
	}
	w, bias := d.fit(cfg, false)
	model, hdr := d.encode(w, bias, cfg, src, 0)
	m := d.measure(model, hdr)
	th := *honest
	if th == 0 {
		th = m.choose(*maxLost)
	}
	m.print(os.Stdout, th)
	if *dump != "" {
		if err := m.dump(*dump); err != nil {
			log.Fatal(err)
		}
	}
	if *out == "" {
		return
	}
	if *final {
		w, bias = d.fit(cfg, true)
	}
	b, _ := d.encode(w, bias, cfg, src, th)
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		log.Fatal(err)
	}
	sum := sha256.Sum256(b)
	fmt.Printf("wrote %s (%d bytes, sha256 %s)\n", *out, len(b), hex.EncodeToString(sum[:]))
}

// flagSet reports whether flag name was given on the command line.
func flagSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// source is one line of sources.tsv: what a list or set is used for.
type source struct {
	role string // train, test (measured, then trained on by -final) or measure (never trained on)
	kind string // pool (a list of repositories) or set (a corpus file)
	path string
	sum  string // its checksum, as the model names it
}

// readSources reads the list: role, kind and path on each line, a glob
// allowed in the path; # starts a comment.
func readSources(p string) ([]source, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []source
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 3 || (fs[0] != "train" && fs[0] != "test" && fs[0] != "measure") || (fs[1] != "pool" && fs[1] != "set") {
			return nil, fmt.Errorf("%s: want 'train|test|measure pool|set PATH': %q", p, line)
		}
		paths, err := filepath.Glob(fs[2])
		if err != nil || len(paths) == 0 {
			return nil, fmt.Errorf("%s: %s names no file", p, fs[2])
		}
		sort.Strings(paths)
		for _, path := range paths {
			b, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			s := sha256.Sum256(b)
			out = append(out, source{role: fs[0], kind: fs[1], path: path, sum: hex.EncodeToString(s[:6])})
		}
	}
	// A file named twice keeps its first role: a test set named by a
	// glob of training sets is still a test set.
	seen := map[string]bool{}
	var uniq []source
	for _, s := range out {
		if !seen[s.path] {
			seen[s.path] = true
			uniq = append(uniq, s)
		}
	}
	return uniq, sc.Err()
}
