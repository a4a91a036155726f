package reading

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/phrase"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// Phrase rules match token sequences of an Analysis. They are written in
// plain words (package phrase has the grammar) and stemmed with the same
// function as the text, so "ignore previous instructions" also matches
// "ignoring prior instruction". Matches never cross a sentence end: rules
// run over one sentence at a time.

type pop uint8

const (
	OpWords pop = iota + 1
	opPrefix
	opKind
	opPunct
	opGroup
	opGap
	opToolRef
	opStart
)

type Pnode struct {
	Op       pop
	Words    []string
	Atoms    AtomSet // the words' atoms (opWords)
	prefix   string
	kind     TokKind
	punct    string
	alts     [][]*Pnode
	optional bool
	gap      int
}

func (n *Pnode) MatchTok(a *Analysis, t *Token) bool {
	switch n.Op {
	case OpWords:
		if t.Kind != TokWord && t.Kind != TokIdent {
			return false
		}
		if n.Atoms != nil {
			return n.hasAtomOf(t)
		}
		stem := t.Stem(a)
		for _, w := range n.Words {
			if stem == w {
				return true
			}
		}
	case opPrefix:
		if t.Kind != TokWord && t.Kind != TokIdent {
			return false
		}
		text := t.Text(a)
		if strings.HasPrefix(text, n.prefix) {
			return true
		}
		// a part of a hyphenated compound: "data-exfiltration"
		for rest := text; ; {
			k := strings.IndexByte(rest, '-')
			if k < 0 {
				return false
			}
			rest = rest[k+1:]
			if strings.HasPrefix(rest, n.prefix) {
				return true
			}
		}
	case opKind:
		return t.Kind == n.kind
	case opPunct:
		return (t.Kind == TokPunct || t.Kind == TokQuote) && t.Text(a) == n.punct
	case opToolRef:
		return t.Kind == TokIdent
	}
	return false
}

// hasAtomOf is matchTok for a words node with an atom set: a word token's
// atom is its stem's, an identifier's its text's (what Stem returns), so
// one bit answers what comparing the stem with each word would.
func (n *Pnode) hasAtomOf(t *Token) bool {
	w := int(t.Tag) >> 6 // atomNone is past every set
	return (t.Kind == TokWord || t.Kind == TokIdent) && w < len(n.Atoms) && n.Atoms[w]&(1<<(t.Tag&63)) != 0
}

type CompiledRule struct {
	Id     string // family.name, unique in its set (the rule record's)
	Family string
	Nodes  []*Pnode
	Prog   []inst
	Weight float64
	Src    string
	// match and nomatch are the record's example sentences.
	Match, nomatch []string
	// need lists clauses of atom IDs: for the rule to match, the sentence
	// must hold, for every clause, a word whose stem is one of its atoms.
	// A clause is kept as the words of an atomSet it touches, with the
	// bits of its atoms in each (one or two words for most clauses).
	Need [][]atomWord
}

// atomWord is word w of an atomSet and the bits of some atoms in it.
type atomWord struct {
	w    int32
	bits uint64
}

// atomClause turns a clause of atom IDs into atom words.
func atomClause(ids []int32) []atomWord {
	var cl []atomWord
	for _, id := range ids {
		w, bit := id>>6, uint64(1)<<(id&63)
		k := slices.IndexFunc(cl, func(a atomWord) bool { return a.w == w })
		if k < 0 {
			cl = append(cl, atomWord{w: w})
			k = len(cl) - 1
		}
		cl[k].bits |= bit
	}
	return cl
}

// required returns word sets of which a match must use one word each:
// every mandatory word element, and a mandatory group whose alternatives
// each require a word: the union of each alternative's first such set,
// and the union of each one's last (a group of whole phrases, "( X [*6]
// into the reply | put [*4] X in the reply )", then gives its verbs and
// its closing nouns, two anchors, not one).
func required(nodes []*Pnode) [][]string {
	var out [][]string
	for _, n := range nodes {
		switch n.Op {
		case OpWords:
			out = append(out, n.Words)
		case opGroup:
			if n.optional {
				continue
			}
			var first, last []string
			ok, distinct := true, false
			for _, alt := range n.alts {
				r := required(alt)
				if len(r) == 0 {
					ok = false
					break
				}
				first = append(first, r[0]...)
				last = append(last, r[len(r)-1]...)
				distinct = distinct || len(r) > 1
			}
			if ok {
				out = append(out, first)
				if distinct {
					out = append(out, last)
				}
			}
		}
	}
	return out
}

// noRuleFilter turns the need-clause filter off; tests compare both ways.
var NoRuleFilter = false

// The filter's bitsets are sized to the rule set it was built for: a bit
// per rule (ruleSet.ruleWords words) and a bit per atom (atomWords). The
// one bound is the width of a token's tag, which carries its atom: a rule
// set holds fewer than atomNone distinct rule words, and compileRuleSet
// refuses a larger one with an error naming the rule that crosses it.
const (
	// atomNone is the tag of a token that has no atom: past the end of
	// every atom set, so no rule needs it.
	AtomNone = math.MaxInt16
	// MaxRuleWords is the most distinct words the phrase rules may use.
	MaxRuleWords = AtomNone
)

// atomSet is a set of rule atoms, a bit each: the atoms present in one
// sentence, or those of a words node.
type AtomSet []uint64

// feasible reports whether every clause of r has an atom in the sentence.
func (r *CompiledRule) feasible(present AtomSet) bool {
	for _, cl := range r.Need {
		ok := false
		for _, a := range cl {
			if present[a.w]&a.bits != 0 {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// progLen is the number of instructions compileProg emits for nodes (the
// final match aside), so the program is allocated once.
func ProgLen(nodes []*Pnode) int {
	n := 0
	for _, nd := range nodes {
		switch nd.Op {
		case opGap:
			n += 2 * nd.gap
		case opGroup:
			if nd.optional {
				n++
			}
			for k, alt := range nd.alts {
				n += ProgLen(alt)
				if k < len(nd.alts)-1 {
					n += 2 // the split before it and the jump after it
				}
			}
		default:
			n++
		}
	}
	return n
}

// The matcher compiles a pattern to a small backtracking program over
// tokens (as regexp engines do over bytes) and runs it with an explicit
// stack, so matching allocates nothing.
type iop uint8

const (
	iTok   iop = iota // match one token against node
	iAny              // any one token
	iSplit            // try x, then y
	iJmp              // go to x
	iStart            // at the start of the sentence
	iMatch            // success
)

type inst struct {
	op   iop
	Node *Pnode
	x, y int
}

func compileProg(nodes []*Pnode) []inst {
	prog := make([]inst, 0, ProgLen(nodes)+1)
	var emit func(ns []*Pnode)
	emit = func(ns []*Pnode) {
		for _, n := range ns {
			switch n.Op {
			case opStart:
				prog = append(prog, inst{op: iStart})
			case opGap:
				// up to n.gap tokens, fewest first
				var splits []int
				for k := 0; k < n.gap; k++ {
					splits = append(splits, len(prog))
					prog = append(prog, inst{op: iSplit})
					prog = append(prog, inst{op: iAny})
				}
				end := len(prog)
				for _, sp := range splits {
					prog[sp].x, prog[sp].y = end, sp+1
				}
			case opGroup:
				var optSplit = -1
				if n.optional {
					optSplit = len(prog)
					prog = append(prog, inst{op: iSplit})
				}
				var jumps []int
				for k, alt := range n.alts {
					var sp = -1
					if k < len(n.alts)-1 {
						sp = len(prog)
						prog = append(prog, inst{op: iSplit})
					}
					start := len(prog)
					emit(alt)
					if k < len(n.alts)-1 {
						jumps = append(jumps, len(prog))
						prog = append(prog, inst{op: iJmp})
						prog[sp].x, prog[sp].y = start, len(prog)
					}
				}
				end := len(prog)
				for _, j := range jumps {
					prog[j].x = end
				}
				if optSplit >= 0 {
					prog[optSplit].x, prog[optSplit].y = optSplit+1, end
				}
			default:
				prog = append(prog, inst{op: iTok, Node: n})
			}
		}
	}
	emit(nodes)
	prog = append(prog, inst{op: iMatch})
	return prog
}

type frame struct{ pc, ti int32 }

// maxVMSteps bounds one match attempt; patterns are small, so this only
// guards against a pathological rule.
const maxVMSteps = 4096

// runProg returns the end of the first (preferred) match of prog at token
// ti, or -1.
func runProg(prog []inst, a *Analysis, ti, start, limit int, stack []frame) (int, []frame) {
	toks := a.Tokens
	stack = append(stack[:0], frame{0, int32(ti)})
	steps := 0
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pc, t := int(f.pc), int(f.ti)
	thread:
		for {
			steps++
			if steps > maxVMSteps {
				return -1, stack
			}
			in := &prog[pc]
			switch in.op {
			case iTok:
				if t >= limit {
					break thread
				}
				// A words node (most) is matchTok's first case, written
				// out: the call costs more than the test.
				tk, n := &toks[t], in.Node
				if n.Atoms != nil {
					if !n.hasAtomOf(tk) {
						break thread
					}
				} else if !n.MatchTok(a, tk) {
					break thread
				}
				pc++
				t++
				continue
			case iAny:
				if t < limit {
					pc++
					t++
					continue
				}
				break thread
			case iSplit:
				stack = append(stack, frame{int32(in.y), int32(t)})
				pc = in.x
			case iJmp:
				pc = in.x
			case iStart:
				if t != start {
					break thread
				}
				pc++
			case iMatch:
				return t, stack
			}
		}
	}
	return -1, stack
}

// ruleSet indexes rules by what their first token can be.
type ruleSet struct {
	Rules    []*CompiledRule
	Atoms    map[string]int32 // stem → atom ID, for the need clauses
	ByStem   map[string][]int
	byPunct  map[string][]int
	byKind   map[TokKind][]int
	kindIdx  [16][]int        // byKind as an array
	punctIdx [128][]int       // byPunct for ASCII punctuation
	byPrefix map[string][]int // first 3 bytes of the prefix
	anyIdent []int
	// The anchor filter: each rule's two need clauses with the fewest
	// atoms are its anchors. anchor[atom][j] is the set of rules whose
	// anchor j holds atom; free[j] the rules with no anchor j. A sentence
	// ORs the rows of its atoms, so which rules can match there is a few
	// ANDs, not a test per rule. A row is one cache line of fixed size,
	// which a token ORs in without a loop.
	// A row is two rule sets, anchors 0 and 1, of ruleWords words each:
	// the row of atom a is anchor[a*2*ruleWords:][:2*ruleWords].
	anchor []uint64
	free   []uint64
	// ruleWords and atomWords are the words of a rule set and of an atom
	// set (a bit per rule, a bit per atom).
	ruleWords, AtomWords int
}

// compileRuleSet compiles rule records; an error names the rule's place.
func CompileRuleSet(d *RuleData) (*ruleSet, error) { return compileRuleSet(d, nil) }

// compileRuleSet is CompileRuleSet with each rule's pattern already
// parsed into its nodes (nodes[k] for d.Rules[k]; nil: parsed here).
func compileRuleSet(d *RuleData, parsed [][]*Pnode) (*ruleSet, error) {
	rs := &ruleSet{
		ByStem:   map[string][]int{},
		byPunct:  map[string][]int{},
		byKind:   map[TokKind][]int{},
		byPrefix: map[string][]int{},
		Atoms:    map[string]int32{},
	}
	ps, nc := phrase.NewParser(d.Macros), &nodeCompiler{stems: map[string]string{}}
	for k, def := range d.Rules {
		var nodes []*Pnode
		var err error
		if parsed != nil {
			nodes = parsed[k]
		} else {
			nodes, err = compilePattern(ps, def.Pattern, nc)
		}
		if err == nil {
			err = rs.index(len(rs.Rules), nodes)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: rule %s: %v", def.at, def.Id, err)
		}
		idx := len(rs.Rules)
		rs.Rules = append(rs.Rules, &CompiledRule{Id: def.Id, Family: def.Family, Nodes: nodes, Prog: compileProg(nodes), Weight: def.Weight, Src: def.Pattern,
			Match: def.Match, nomatch: def.Nomatch})
		r := rs.Rules[idx]
		for _, words := range required(nodes) {
			var cl []int32
			for _, w := range words {
				cl = append(cl, rs.atom(w))
			}
			r.Need = append(r.Need, atomClause(cl))
		}
		// Every word of a words node has an atom too (those of the need
		// clauses have one already), for wordAtoms.
		for _, in := range r.Prog {
			if n := in.Node; n != nil && n.Op == OpWords {
				for _, w := range n.Words {
					rs.atom(w)
				}
			}
		}
		if len(rs.Atoms) >= MaxRuleWords {
			return nil, fmt.Errorf("%s: rule %s: the rules use more than %d distinct words, the most a token's tag can name", def.at, def.Id, MaxRuleWords-1)
		}
	}
	rs.ruleWords, rs.AtomWords = (len(rs.Rules)+63)/64, (len(rs.Atoms)+63)/64
	rs.wordAtoms()
	for k, ids := range rs.byKind {
		rs.kindIdx[k] = ids
	}
	for p, ids := range rs.byPunct {
		if len(p) == 1 && p[0] < 128 {
			rs.punctIdx[p[0]] = ids
		}
	}
	rs.anchors()
	return rs, nil
}

// atom returns the atom of stem w, giving it the next one if it has none.
func (rs *ruleSet) atom(w string) int32 {
	id, ok := rs.Atoms[w]
	if !ok {
		id = int32(len(rs.Atoms))
		rs.Atoms[w] = id
	}
	return id
}

// wordAtoms gives each words node the set of its words' atoms, so that
// matchTok tests one bit of the token's atom. Tokens take their atoms
// from the lexicon (ruleLexicon) built from this set's atoms, as they do
// their candidate lists.
func (rs *ruleSet) wordAtoms() {
	var nodes []*Pnode
	for _, r := range rs.Rules {
		for _, in := range r.Prog {
			if n := in.Node; n != nil && n.Op == OpWords {
				nodes = append(nodes, n)
			}
		}
	}
	aw := rs.AtomWords
	sets := make([]uint64, len(nodes)*aw) // one allocation for all
	for k, n := range nodes {
		n.Atoms = AtomSet(sets[k*aw : (k+1)*aw : (k+1)*aw])
		for _, w := range n.Words {
			id := rs.Atoms[w]
			n.Atoms[id>>6] |= 1 << (id & 63)
		}
	}
}

// anchors builds the anchor filter from the rules' need clauses.
func (rs *ruleSet) anchors() {
	rw := rs.ruleWords
	rs.anchor = make([]uint64, len(rs.Atoms)*2*rw)
	rs.free = make([]uint64, 2*rw)
	for ri, r := range rs.Rules {
		w, bit := ri>>6, uint64(1)<<(ri&63)
		// The clauses with the fewest atoms, the likeliest to be missing.
		order := make([]int, len(r.Need))
		for k := range order {
			order[k] = k
		}
		slices.SortStableFunc(order, func(a, b int) int { return clauseAtoms(r.Need[a]) - clauseAtoms(r.Need[b]) })
		for j := 0; j < 2; j++ {
			if j >= len(order) {
				rs.free[j*rw+w] |= bit
				continue
			}
			for _, aw := range r.Need[order[j]] {
				for m := aw.bits; m != 0; m &= m - 1 {
					atom := int(aw.w)*64 + bits.TrailingZeros64(m)
					rs.anchor[(atom*2+j)*rw+w] |= bit
				}
			}
		}
	}
}

// clauseAtoms counts the atoms of a need clause.
func clauseAtoms(cl []atomWord) int {
	n := 0
	for _, a := range cl {
		n += bits.OnesCount64(a.bits)
	}
	return n
}

// anchored sets out to the rules whose anchor clauses all have an atom
// among toks: the only rules that can match in a sentence of these
// tokens. sat is room for two rule sets.
func (rs *ruleSet) anchored(toks []Token, sat, out []uint64) {
	copy(sat, rs.free)
	rw2, atoms := 2*rs.ruleWords, len(rs.Atoms)
	for k := range toks {
		a := int(toks[k].Tag)
		if a >= atoms {
			continue // atomNone: no atom
		}
		row := rs.anchor[a*rw2 : (a+1)*rw2]
		for w, bits := range row {
			sat[w] |= bits
		}
	}
	rw := rs.ruleWords
	for w := range out {
		out[w] = sat[w] & sat[rw+w]
	}
}

func (rs *ruleSet) index(idx int, nodes []*Pnode) error {
	if len(nodes) == 0 {
		return fmt.Errorf("empty pattern")
	}
	n := nodes[0]
	switch n.Op {
	case OpWords:
		for _, w := range n.Words {
			rs.ByStem[w] = appendUnique(rs.ByStem[w], idx)
		}
	case opPrefix:
		k := n.prefix
		if len(k) > 3 {
			k = k[:3]
		}
		if len(k) < 3 {
			return fmt.Errorf("prefix %q too short to index", n.prefix)
		}
		rs.byPrefix[k] = appendUnique(rs.byPrefix[k], idx)
	case opKind:
		rs.byKind[n.kind] = appendUnique(rs.byKind[n.kind], idx)
	case opPunct:
		rs.byPunct[n.punct] = appendUnique(rs.byPunct[n.punct], idx)
	case opToolRef:
		rs.anyIdent = appendUnique(rs.anyIdent, idx)
	case opStart:
		return rs.index(idx, nodes[1:])
	case opGroup:
		for _, alt := range n.alts {
			if err := rs.index(idx, alt); err != nil {
				return err
			}
		}
		if n.optional {
			// The group may be absent: what follows can start a match too.
			return rs.index(idx, nodes[1:])
		}
	case opGap:
		return fmt.Errorf("a pattern must not start with a gap")
	}
	return nil
}

func appendUnique(s []int, v int) []int {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}

// compilePattern parses a pattern (package phrase) into the matcher's
// nodes, its words stemmed as text tokens are.
func compilePattern(ps *phrase.Parser, p string, c *nodeCompiler) ([]*Pnode, error) {
	nodes, err := ps.Parse(p)
	if err != nil {
		return nil, err
	}
	return c.nodes(nodes), nil
}

// nodeCompiler makes matcher nodes of a rule set's parsed nodes: each
// word stemmed once, the nodes cut from slabs.
type nodeCompiler struct {
	stems map[string]string
	slab  []Pnode
}

func (c *nodeCompiler) node(n Pnode) *Pnode {
	if len(c.slab) == cap(c.slab) {
		c.slab = make([]Pnode, 0, 512)
	}
	c.slab = append(c.slab, n)
	return &c.slab[len(c.slab)-1]
}

// tokKinds are the token kinds a pattern names (phrase.Node.Kind).
var tokKinds = map[string]TokKind{"url": TokURL, "path": TokPath, "email": TokEmail, "num": TokNumber, "quote": TokQuote, "word": TokWord}

func (c *nodeCompiler) nodes(ns []*phrase.Node) []*Pnode {
	out := make([]*Pnode, len(ns))
	for i, n := range ns {
		switch n.Op {
		case phrase.Words:
			words := make([]string, len(n.Words))
			for k, w := range n.Words {
				st, ok := c.stems[w]
				if !ok {
					st = StemPatternWord(w)
					c.stems[w] = st
				}
				words[k] = st
			}
			out[i] = c.node(Pnode{Op: OpWords, Words: words})
		case phrase.Prefix:
			out[i] = c.node(Pnode{Op: opPrefix, prefix: n.Prefix})
		case phrase.Kind:
			if n.Kind == "ident" {
				out[i] = c.node(Pnode{Op: opToolRef})
			} else {
				out[i] = c.node(Pnode{Op: opKind, kind: tokKinds[n.Kind]})
			}
		case phrase.Punct:
			out[i] = c.node(Pnode{Op: opPunct, punct: n.Punct})
		case phrase.Group:
			g := c.node(Pnode{Op: opGroup, optional: n.Optional})
			for _, alt := range n.Alts {
				g.alts = append(g.alts, c.nodes(alt))
			}
			out[i] = g
		case phrase.Gap:
			out[i] = c.node(Pnode{Op: opGap, gap: n.Gap})
		case phrase.Start:
			out[i] = c.node(Pnode{Op: opStart})
		}
	}
	return out
}

// stemPatternWord gives a rule word the form a text token of it would have.
func StemPatternWord(w string) string {
	w = Lower(w)
	if strings.ContainsAny(w, "_.0123456789") {
		return w
	}
	return text.Stem(w)
}

// match is one rule hit inside a sentence: tokens [From, To).
type Match struct {
	Rule     *CompiledRule
	From, To int
}

// ruleScratch is the room rule matching reuses from sentence to sentence:
// the backtracking stack and the candidates of a token that is not a
// word (zeroing fresh arrays for each sentence cost more than the rest of
// most calls).
type RuleScratch struct {
	stack []frame
	cands []int
	// Bitsets sized to the rule set (matchFrom): the sentence's atoms,
	// and per rule whether it was judged, infeasible or anchored; sat is
	// anchored's room.
	present                       AtomSet
	judged, infeasible, anch, sat []uint64
}

// size makes the bitsets the size rs needs, allocating only when they
// are too small for it.
func (sc *RuleScratch) size(rs *ruleSet) {
	if len(sc.judged) == rs.ruleWords && len(sc.present) == rs.AtomWords {
		return
	}
	rw, buf := rs.ruleWords, make([]uint64, 5*rs.ruleWords+rs.AtomWords)
	sc.judged, sc.infeasible, sc.anch = buf[:rw:rw], buf[rw:2*rw:2*rw], buf[2*rw:3*rw:3*rw]
	sc.sat, sc.present = buf[3*rw:5*rw:5*rw], AtomSet(buf[5*rw:])
}

// matchSentence runs every rule anchored in sentence s of a and calls fn
// for each hit (the shortest match per rule and start token).
// Which rules a word can start comes from the word memo, worked out for
// directiveRules when the tokenizer first saw the word: rs must be it.
func (rs *ruleSet) MatchSentence(a *Analysis, s Sent, sc *RuleScratch, fn func(m Match)) {
	// Most sentences hold no token that starts a rule: they cost one
	// look at their classes, or at each token, and none of the scratch
	// room below.
	if s.Cls&WcRuleStart == 0 {
		return
	}
	for i := s.From; i < s.To; i++ {
		if a.Tokens[i].Is(WcRuleStart) {
			rs.matchFrom(a, Sent{From: i, To: s.To, Cls: s.Cls}, s.From, sc, fn)
			return
		}
	}
}

// matchFrom is matchSentence from the sentence's first token that starts
// a rule (s.From) on; from is where the sentence starts.
func (rs *ruleSet) matchFrom(a *Analysis, s Sent, from int, sc *RuleScratch, fn func(m Match)) {
	toks := a.Tokens
	if sc.stack == nil {
		sc.stack, sc.cands = make([]frame, 0, 64), make([]int, 0, 32)
	}
	stack := sc.stack[:0]
	sc.size(rs)
	present, judged, infeasible, anchored := sc.present, sc.judged, sc.infeasible, sc.anch
	clear(judged)
	clear(infeasible)
	built := false
	// Per rule, whether its need clauses hold in this sentence: a bit in
	// judged once worked out, and in infeasible when they do not. A rule
	// is a candidate at many tokens. Rules with at most two clauses are
	// judged by the anchor filter alone. (Bitsets, not a byte per rule:
	// this runs for every sentence with a rule start, and zeroing is not
	// free.)
	rs.anchored(toks[from:s.To], sc.sat, anchored)
	for i := s.From; i < s.To; i++ {
		t := &toks[i]
		if !t.Is(WcRuleStart) {
			continue // most tokens start no rule
		}
		var cands []int
		if t.Kind == TokWord || t.Kind == TokIdent {
			cands = t.Refs(a)
		} else {
			sc.cands = rs.Candidates(t.Kind, t.Text(a), t.Stem(a), sc.cands[:0])
			cands = sc.cands
		}
		for _, ri := range cands {
			if anchored[ri>>6]&(1<<(ri&63)) == 0 && !NoRuleFilter {
				continue
			}
			r := rs.Rules[ri]
			if len(r.Need) > 2 && !NoRuleFilter {
				if !built {
					clear(present)
					rs.sentenceAtoms(toks[from:s.To], present)
					built = true
				}
				w, bit := ri>>6, uint64(1)<<(ri&63)
				if judged[w]&bit == 0 {
					judged[w] |= bit
					if !r.feasible(present) {
						infeasible[w] |= bit
					}
				}
				if infeasible[w]&bit != 0 {
					continue
				}
			}
			var end int
			end, stack = runProg(r.Prog, a, i, from, s.To, stack)
			if end >= 0 {
				fn(Match{Rule: r, From: i, To: end})
			}
		}
	}
	sc.stack = stack[:0] // the room it grew to
}

// sentenceAtoms marks the atoms of the words in toks.
func (rs *ruleSet) sentenceAtoms(toks []Token, present AtomSet) {
	for k := range toks {
		// Only words and identifiers have atoms; every other token has
		// atomNone, past the set.
		id := toks[k].Tag
		if w := int(id) >> 6; w < len(present) {
			present[w] |= 1 << (id & 63)
		}
	}
}

// candidates returns the rules a token of kind k, text text and stem stem
// can start, without repeats.
func (rs *ruleSet) Candidates(k TokKind, text, stem string, cands []int) []int {
	if k == TokWord || k == TokIdent {
		return rs.appendWordCandidates(cands, k, text, rs.ByStem[stem])
	}
	if k == TokPunct || k == TokQuote {
		if len(text) == 1 && text[0] < 128 {
			cands = appendNew(cands, rs.punctIdx[text[0]])
		} else {
			cands = appendNew(cands, rs.byPunct[text])
		}
	}
	return appendNew(cands, rs.kindIdx[k&15])
}

// appendWordCandidates is candidates for a word or identifier token whose
// stem starts the rules stemRules (byStem, looked up by the caller).
func (rs *ruleSet) appendWordCandidates(cands []int, k TokKind, text string, stemRules []int) []int {
	cands = appendNew(cands, stemRules)
	if len(text) >= 3 {
		cands = appendNew(cands, rs.byPrefix[text[:3]])
	}
	for rest := text; ; {
		k := strings.IndexByte(rest, '-')
		if k < 0 {
			break
		}
		rest = rest[k+1:]
		if len(rest) >= 3 {
			cands = appendNew(cands, rs.byPrefix[rest[:3]])
		}
	}
	if k == TokIdent {
		cands = appendNew(cands, rs.anyIdent)
	}
	return appendNew(cands, rs.kindIdx[k&15])
}

// appendNew appends the ids not yet in cands.
func appendNew(cands, ids []int) []int {
	for _, id := range ids {
		if !containsInt(cands, id) {
			cands = append(cands, id)
		}
	}
	return cands
}

// startsRule reports whether a token of kind k, neither a word nor an
// identifier, with text text can start a rule: whether candidates would
// find any, without its maps for ASCII punctuation.
func (rs *ruleSet) startsRule(k TokKind, text string) bool {
	if len(rs.kindIdx[k&15]) > 0 {
		return true
	}
	if k != TokPunct && k != TokQuote {
		return false
	}
	if len(text) == 1 && text[0] < 128 {
		return len(rs.punctIdx[text[0]]) > 0
	}
	return len(rs.byPunct[text]) > 0
}

func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
