package main

import (
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/corpus"
	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

type kind uint8

const (
	kindPool    kind = iota // a sentence of a real definition
	kindWritten             // a sentence of a corpus row, as written or set into a real definition
)

// sent is one training sentence.
type sent struct {
	slots   []uint32
	kinds   []byte   // each slot's kind of feature (of all)
	skinds  []byte   // each slot's kind (of slots)
	all     []uint32 // every slot, whatever the recipe reads
	label   int8     // 1 attack, 0 honest, -1 a candidate of an attack row (chosen by fit)
	kind    kind
	flagged bool // on a finding that fails the default gate (the readings)
	row     int  // its row (an attack row's candidates are chosen among)
	test    bool
	set     bool    // a written row's sentence read set into a real description
	never   bool    // of a source measured only, never trained on (not even by -final)
	text    string  // a held-out sentence's text, for reading what a proposer raises
	script  byte    // its script (scriptOf), for weighing each script's two sides alike
	lang    byte    // its language of the Latin script other than English (langOf1), or 0
	guard   float64 // the shipped disposing model's logit (guardScores), for a guarded proposer
}

// row is a corpus entry, or a pool repository's tool.
type row struct {
	repo      string // a pool tool's repository
	loose     bool   // a pool tool that is a loose text (KindText)
	set       string
	id        string
	malicious bool
	lang      string
	test      bool
	never     bool
	cands     []int // an attack row's sentences where its attack may be
	entry     *corpus.Entry
}

// repo is a pool repository kept for measuring (its registry and configs).
type repo struct {
	name string
	list string // the list it is named in ("pool-test", ...)
	test bool
	res  *discover.Result
}

type data struct {
	seed uint64
	// agent: the model of agent files is trained (-agent): the pool's
	// skills, commands, agents, rules files and plugins, and the unit
	// rows of the sets.
	agent bool
	sents []sent
	rows  []row
	repos []repo
	// realDescs are descriptions of the training pool's tools of two
	// sentences or more, which written rows are set into.
	realDescs []string
	// sets are the corpus sets, with their rows, for measuring.
	sets []set
	// units are the discovered files of the sets' unit rows, by row id.
	units map[string]*discover.Result
	// guarded: every sentence's guard is its disposing model's logit.
	guarded bool
	// score, when set, scores a sentence in place of the linear model (a
	// model with a hidden layer, measured only).
	score func(*sent) float64
}

// weighs reports whether the model being trained weighs kind k.
func (d *data) weighs(k detect.Kind) bool {
	if d.agent {
		return detect.TrainedWeighsAgent(k)
	}
	return detect.TrainedWeighs(k)
}

type set struct {
	name  string
	test  bool
	never bool
	rows  []corpus.Entry
}

func (d *data) count(k kind) int {
	n := 0
	for i := range d.sents {
		if d.sents[i].kind == k {
			n++
		}
	}
	return n
}

func (d *data) countFlagged(k kind) int {
	n := 0
	for i := range d.sents {
		if d.sents[i].kind == k && d.sents[i].flagged {
			n++
		}
	}
	return n
}

func (d *data) rowsCount(mal bool) int {
	n := 0
	for i := range d.rows {
		if d.rows[i].entry != nil && d.rows[i].malicious == mal {
			n++
		}
	}
	return n
}

// load reads every source: the pool's repositories, then the sets.
func (d *data) load(src []source, pool string) error {
	eng := detect.NewEngine()
	eng.DisableTrained()
	for _, s := range src {
		if s.kind != "pool" {
			continue
		}
		names, err := readList(s.path)
		if err != nil {
			return err
		}
		missing := 0
		for _, name := range names {
			dir := filepath.Join(pool, strings.Replace(name, "/", "+", 1))
			if _, err := os.Stat(dir); err != nil {
				missing++
				continue
			}
			d.loadRepo(eng, name, setName(s.path), dir, s.role != "train")
		}
		log.Printf("%s (%s): %d repositories, %d not in %s", s.path, s.role, len(names)-missing, missing, pool)
	}
	for _, s := range src {
		if s.kind != "set" {
			continue
		}
		b, err := os.ReadFile(s.path)
		if err != nil {
			return err
		}
		es, err := corpus.Parse(b, s.path)
		if err != nil {
			return err
		}
		st := set{name: setName(s.path), test: s.role != "train", never: s.role == "measure"}
		for _, e := range es {
			if e.IsUnit() == d.agent {
				st.rows = append(st.rows, e) // the model of agent files reads unit rows, the other tool rows
			}
		}
		d.sets = append(d.sets, st)
	}
	rng := rand.New(rand.NewPCG(d.seed, 1))
	for si := range d.sets {
		st := &d.sets[si]
		for i := range st.rows {
			if d.agent {
				d.loadUnit(eng, st, &st.rows[i])
				continue
			}
			d.loadRow(eng, st, &st.rows[i], rng)
		}
	}
	return nil
}

func setName(p string) string {
	b := filepath.Base(p)
	return strings.TrimSuffix(b, filepath.Ext(b))
}

// readList reads a list of repositories (the first column of a TSV).
func readList(p string) ([]string, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, strings.SplitN(line, "\t", 2)[0])
	}
	return out, nil
}

// loadRepo reads a pool repository as a scan does, and keeps every
// sentence of its definitions.
func (d *data) loadRepo(eng *detect.Engine, name, list, dir string, test bool) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("%s: panicked: %v\n%s", name, r, debug.Stack())
		}
	}()
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	res := discover.Discover([]string{dir}, discover.Options{Root: dir, ComputedNotice: true, AgentFiles: d.agent})
	d.repos = append(d.repos, repo{name: name, list: list, test: test, res: res})
	reg := res.Registry()
	for _, t := range reg.Tools() {
		if !d.weighs(t.Kind) {
			continue // what the trained reading does not weigh, it does not learn from
		}
		ri := len(d.rows)
		d.rows = append(d.rows, row{set: list, repo: name, loose: t.Kind == detect.KindText, id: name + "/" + t.Name, test: test})
		ss, fd := eng.TrainingSentences(reg, t)
		kept := fd != nil && fails(fd) // what a scan reports failing
		descSents := 0
		for _, s := range ss {
			x := sent{slots: s.Slots, all: s.Slots, kinds: s.Kinds, kind: kindPool, flagged: s.Fails && kept, row: ri, test: test}
			if test {
				x.text = s.Text
			}
			x.script, x.lang = scriptOf(s.Text), langOf1(s.Lang)
			d.sents = append(d.sents, x)
			if s.Field == "description" {
				descSents++
			}
		}
		if !test && !d.agent && descSents >= 2 && len(t.Description) <= 2000 && t.Kind != detect.KindText {
			d.realDescs = append(d.realDescs, t.Description)
		}
	}
}

// loadRow reads a corpus row as written and, for a training row, set into
// a real definition as well.
func (d *data) loadRow(eng *detect.Engine, st *set, e *corpus.Entry, rng *rand.Rand) {
	mal := e.Label == corpus.Malicious
	ri := len(d.rows)
	d.rows = append(d.rows, row{set: st.name, id: e.ID, malicious: mal, lang: e.Attrs["language"], test: st.test, never: st.never, entry: e})
	reg := detect.NewRegistry(append([]detect.Tool{e.Tool}, e.Peers...))
	ss, _ := eng.TrainingSentences(reg, &e.Tool)
	d.addRowSents(ri, ss, e, false, func(detect.TrainingSentence) bool { return true })
	if st.test || len(d.realDescs) == 0 || e.Tool.Description == "" {
		return
	}
	// Set into a real description: the row's own description between two
	// of a real one's sentences, so that its sentences stand among real
	// text; its other fields as written.
	real := d.realDescs[rng.IntN(len(d.realDescs))]
	cut := sentenceCut(real, rng)
	t := e.Tool
	t.Description = strings.TrimSpace(real[:cut]) + " " + e.Tool.Description + " " + strings.TrimSpace(real[cut:])
	lo := len(strings.TrimSpace(real[:cut])) + 1
	hi := lo + len(e.Tool.Description)
	reg = detect.NewRegistry(append([]detect.Tool{t}, e.Peers...))
	ss, _ = eng.TrainingSentences(reg, &t)
	d.addRowSents(ri, ss, e, true, func(s detect.TrainingSentence) bool {
		if s.Field != "description" {
			return true
		}
		return s.Span.Start >= lo && s.Span.End <= hi // the row's own, not the real text around it
	})
}

// loadUnit reads a unit row (its files, as a scan with --agent-files
// reads them) and keeps the sentences of the units the model weighs: an
// honest row's are honest; an attack row's in its poisoned file are its
// candidates, the others left out. Its files are written to a temporary
// folder, discovered, and removed.
func (d *data) loadUnit(eng *detect.Engine, st *set, e *corpus.Entry) {
	mal := e.Label == corpus.Malicious
	ri := len(d.rows)
	d.rows = append(d.rows, row{set: st.name, id: e.ID, malicious: mal, lang: e.Attrs["language"], test: st.test, never: st.never, entry: e})
	dir, err := os.MkdirTemp("", "train-unit-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	for p, text := range e.Files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	res := discover.Discover([]string{dir}, discover.Options{Root: dir, NoGitignore: true, AgentFiles: true})
	if d.units == nil {
		d.units = map[string]*discover.Result{}
	}
	d.units[e.ID] = res
	reg := res.Registry()
	for _, t := range reg.Tools() {
		if !d.weighs(t.Kind) {
			continue
		}
		ss, _ := eng.TrainingSentences(reg, t)
		poisoned := t.Source == e.PoisonedFile
		for _, s := range ss {
			x := sent{slots: s.Slots, all: s.Slots, kinds: s.Kinds, kind: kindWritten, flagged: s.Fails, row: ri, test: d.rows[ri].test, never: d.rows[ri].never}
			if mal {
				if !poisoned {
					continue
				}
				x.label = -1
				d.rows[ri].cands = append(d.rows[ri].cands, len(d.sents))
			}
			x.script, x.lang = scriptOf(s.Text), langOf1(s.Lang)
			d.sents = append(d.sents, x)
		}
	}
}

// addRowSents adds the sentences of a row's reading for which own holds.
// An honest row's are honest. An attack row's sentences in the field its
// attack is placed in (every field when the row does not say) are
// candidates; its others are left out.
func (d *data) addRowSents(ri int, ss []detect.TrainingSentence, e *corpus.Entry, set bool, own func(detect.TrainingSentence) bool) {
	mal := e.Label == corpus.Malicious
	place := e.Attrs["placement"]
	for _, s := range ss {
		if !own(s) {
			continue
		}
		x := sent{slots: s.Slots, all: s.Slots, kinds: s.Kinds, kind: kindWritten, flagged: s.Fails, row: ri, test: d.rows[ri].test, set: set, never: d.rows[ri].never}
		if x.test {
			x.text = s.Text
		}
		if mal {
			if !inPlacement(s, place) {
				continue
			}
			x.label = -1
			d.rows[ri].cands = append(d.rows[ri].cands, len(d.sents))
		}
		x.script, x.lang = scriptOf(s.Text), langOf1(s.Lang)
		d.sents = append(d.sents, x)
	}
}

// inPlacement reports whether sentence s stands where the row says its
// attack is placed.
func inPlacement(s detect.TrainingSentence, place string) bool {
	switch place {
	case "", "other":
		return true
	case "description":
		return s.Field == "description"
	case "title":
		return s.Place == "title"
	case "param_description", "parameter_description":
		return s.Place == "param-description"
	case "default":
		return s.Place == "default"
	case "enum":
		return s.Place == "enum"
	case "property_name", "param_name":
		return s.Place == "param-name"
	case "outputSchema", "output_schema":
		return s.Place == "output"
	case "annotations":
		return s.Place == "annotation"
	case "examples":
		return s.Place == "example" || s.Place == "param-description"
	case "schema_only":
		return strings.HasPrefix(s.Field, "inputSchema")
	case "name", "tool_name":
		return s.Place == "name"
	}
	return true
}

// sentenceCut picks a place between two sentences of a description.
func sentenceCut(s string, rng *rand.Rand) int {
	var cuts []int
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '.' || s[i] == '\n') && (s[i+1] == ' ' || s[i+1] == '\n') {
			cuts = append(cuts, i+1)
		}
	}
	if len(cuts) == 0 {
		return len(s)
	}
	return cuts[rng.IntN(len(cuts))]
}

// read makes every sentence's slots those of the kinds of feature a
// recipe reads (every kind when empty).
func (d *data) read(kinds string) {
	for i := range d.sents {
		s := &d.sents[i]
		if kinds == "" {
			s.slots, s.skinds = s.all, s.kinds
			continue
		}
		s.slots, s.skinds = s.slots[:0:0], s.skinds[:0:0]
		for j, k := range s.kinds {
			if strings.IndexByte(kinds, k) >= 0 {
				s.slots = append(s.slots, s.all[j])
				s.skinds = append(s.skinds, k)
			}
		}
	}
}

// scriptOf tells the script a sentence is written in: 'j' Japanese (kana),
// 'k' Korean (Hangul), 'h' Chinese (Han without kana), 'c' Cyrillic, 'l'
// every other (Latin and the rest; langOf1 tells its languages apart for
// langbal).
func scriptOf(t string) byte {
	var han, kana, hangul, cyr int
	for _, r := range t {
		switch {
		case unicode.In(r, unicode.Hiragana, unicode.Katakana):
			kana++
		case unicode.Is(unicode.Hangul, r):
			hangul++
		case unicode.Is(unicode.Han, r):
			han++
		case unicode.Is(unicode.Cyrillic, r):
			cyr++
		}
	}
	switch {
	case kana > 0:
		return 'j'
	case hangul > 0:
		return 'k'
	case han > 0:
		return 'h'
	case cyr > 0:
		return 'c'
	}
	return 'l'
}

// langOf1 is the bucket of a language of the Latin script other than
// English the lexicons read a sentence in: its code's first letter in
// capitals (D, F, E, I, P), or 0.
func langOf1(lang string) byte {
	switch lang {
	case "de", "fr", "es", "it", "pt":
		return lang[0] - 'a' + 'A'
	}
	return 0
}

// guardScores scores every sentence with the disposing model built into
// the program, once: a guarded proposer (config.Guard) raises no sentence
// that model reads below the guard.
func (d *data) guardScores() {
	if d.guarded {
		return
	}
	m, err := detect.ShippedTrainedModel()
	if err != nil {
		log.Fatal(err)
	}
	for i := range d.sents {
		s := &d.sents[i]
		s.guard = m.LogitOf(s.all, s.kinds)
	}
	d.guarded = true
}
