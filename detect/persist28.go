package detect

import "strings"

// Persistence, round 28 (#55, rules/agent-persist28.rules,
// docs/dev/persist28-misses.md): two readings of a rule planted that
// ask.rule-planted (persist23.go) does not make, each asked only when it
// found nothing.
//
//   - P1, the memory tool: a call of the agent's own memory-writing tool
//     (save_memory, create_memory: what it stores is read again in every
//     later session, in every project) with a quoted standing rule ("call
//     save_memory with the fact \"Always ...\"", "Use the save_memory tool
//     to record: \"Never ...\""). The act is the call (a verb of calling
//     the tool) or any verb of writing in the sentence with the tool
//     after it, ordered (an imperative, a modal of obligation, the agent
//     as subject: "Gemini calls save_memory with ..."), or the second
//     verb of writing where the first is in a condition of the agent's
//     own act ("If you store any memory, also store a global memory with
//     the text ..."). The memory as a place also counts by its words
//     ("a global memory", "your persistent user memory"), where a
//     condition word inside the quotation ("before any other skill") no
//     longer reads as a condition of the place.
//   - P2, a statement of the unit: what the unit itself does, in the
//     third person or the passive, writes a quoted standing rule into an
//     agent's own rules or memory file in the home ("After each run this
//     agent appends \"Always consult ...\" to ~/.claude/CLAUDE.md", "it
//     makes sure that ~/.codex/AGENTS.md contains the line \"Never ...\"",
//     "The line \"Always ...\" is appended to ~/.gemini/GEMINI.md"), or
//     copies its own definition into an agent's home for every project.
//
// Both keep persist23's vetoes: a negation or prohibition of the act, a
// permission, a line reported as telling someone to do it, the user as
// the one who acts, a condition of the user's wish ("when the user says
// \"always use tabs\", save it with save_memory").

var (
	wsMemoryTool28  = newWordSet("persist28-memory-tool", false)
	wsUnitPronoun28 = newWordSet("persist28-unit-pronoun", false)
	wsOwn28         = newWordSet("persist28-own", false)
	wsSelfText28    = newWordSet("persist28-self-text", false)
	wsReportBase28  = newWordSet("persist28-report-base", false)
	wsThirdEnding28 = newWordSet("persist28-third-person-ending", false)
)

// rulePlanted28 is ask.rule-planted's reading: persist23's, then, when it
// found nothing, the memory tool's and the statement's of this round.
func (r *askReader) rulePlanted28() int {
	if i := r.rulePlanted23(); i >= 0 {
		return i
	}
	if r.tableRow() || r.questionOrReport() {
		return -1
	}
	if i := r.memoryPlanted28(); i >= 0 {
		return i
	}
	if i := r.statedPlanted28(); i >= 0 {
		return i
	}
	if i := r.propagated29(); i >= 0 {
		return i // the unit copied into other repositories (persist29.go)
	}
	// A sentence cut at a line break before a parenthesis ("... to
	// `~/.claude/agents/helper.md`\n(user scope) and adds ..."), which
	// continued24 does not join: every reading again on the whole.
	w, ok := r.continued28()
	if !ok {
		return -1
	}
	defer func(s Sent) { r.s = s }(r.s)
	r.s = w
	if i := r.rulePlanted23(); i >= 0 {
		return i
	}
	if i := r.memoryPlanted28(); i >= 0 {
		return i
	}
	return r.statedPlanted28()
}

// continued28: the sentence ends at a line break with no mark of a
// sentence's end, and the next line opens with a parenthesis that the
// next sentence starts with: the two as one sentence, and true. A
// heading is never continued.
func (r *askReader) continued28() (Sent, bool) {
	return r.continuedWhen(func(rest string) bool { return rest[0] == '(' }) // hidden24.go
}

// dquoted28: token k stands inside a quotation of quotation marks (a
// code span's backticks, which the tokenizer also gives as quotes, do
// not count: `save_memory` is a name, not a quotation). The readings
// below ask it of every token in loops over the sentence: the parity of
// the marks before each token is counted once per sentence (dquoteMemo28),
// not again on every call, which made a long sentence of quotations
// cost the cube of its length.
func (r *askReader) dquoted28(k int) bool {
	if k < r.s.From || k > r.s.To {
		n := 0
		for j := r.s.From; j < k; j++ {
			if r.a.Tokens[j].Kind == TokQuote && r.txt(j) != "`" {
				n++
			}
		}
		return n%2 == 1
	}
	m := &r.dq
	if m.odd == nil || m.from != r.s.From || m.to != r.s.To {
		m.from, m.to = r.s.From, r.s.To
		m.odd = make([]bool, r.s.To-r.s.From+1)
		odd := false
		for j := r.s.From; j < r.s.To; j++ {
			m.odd[j-r.s.From] = odd
			if r.a.Tokens[j].Kind == TokQuote && r.txt(j) != "`" {
				odd = !odd
			}
		}
		m.odd[r.s.To-r.s.From] = odd
	}
	return m.odd[k-r.s.From]
}

// dquoteMemo28 is dquoted28's answer for each token of the sentence
// [from, to] (to included: the token after its end).
type dquoteMemo28 struct {
	from, to int
	odd      []bool
}

// standingQuote28: a quotation after token from holds a word of a
// standing order (hidden24-standing-quote: always, never, every ...);
// it returns that word's token, -1 if none.
func (r *askReader) standingQuote28(from int) int {
	for k := from + 1; k < r.s.To; k++ {
		if r.a.Tokens[k].Kind == TokWord && r.dquoted28(k) && wsStandingQuote24.has(r.lw23(k)) {
			return k
		}
	}
	return -1
}

// memoryTool28: token k names the agent's memory-writing tool by its
// documented name, outside a quotation.
func (r *askReader) memoryTool28(k int) bool {
	t := &r.a.Tokens[k]
	return (t.Kind == TokIdent || t.Kind == TokWord) && wsMemoryTool28.has(r.lw23(k)) && !r.dquoted28(k)
}

// memoryPlace28: token k is the agent's memory as a place: its tool's
// name, "the memory tool", or memory with a word of a global or
// lasting store before it ("a global memory", "your persistent user
// memory"), not negated and not inside a quotation.
func (r *askReader) memoryPlace28(k int) bool {
	if r.dquoted28(k) || r.placeNegated23(k) {
		return false
	}
	if r.memoryTool28(k) {
		return true
	}
	w := r.lw23(k)
	if !wsD26Memory.has(w) {
		return false
	}
	if k+1 < r.s.To && wsD26MemoryTool.has(r.lw23(k+1)) {
		return true
	}
	for j := k - 1; j >= r.s.From && j >= k-3; j-- {
		if wsBeyond23.has(r.lw23(j)) {
			return true
		}
	}
	return false
}

// plantAct28: token i is a verb of writing, saving or making content
// (persist23's act), not a noun, not inside a quotation, not negated,
// permitted, reported or a participle used as an adjective.
func (r *askReader) plantAct28(i int) bool {
	if !r.word(i) || r.nounUse(i) || r.dquoted28(i) {
		return false
	}
	if !(wsPlantVerb23.has(r.lw23(i)) || r.class(i)&dPersist != 0 || r.madeAct24(i)) {
		return false
	}
	return !r.negated28(i) && !r.permitted23(i) && !r.reported28(i) && !r.adjectival23(i)
}

// negated28 is askReader.negated with the quoted words left out: the
// subject of a passive may be a quoted rule that holds a negation ("The
// line \"Never ask ...\" is appended to ..."), which is what is written,
// not a negation of the writing.
func (r *askReader) negated28(i int) bool {
	for k, cs := i-1, r.clauseStart(i); k >= cs; k-- {
		if r.dquoted28(k) {
			continue
		}
		if r.class(k)&dNegation != 0 && !wsD26Without.has(r.txt(k)) || r.prohibits(k) {
			return true
		}
	}
	return false
}

// reported28 is persist23's reported23 outside quotations (a quoted rule
// "Never ask ..." reports nothing), and a verb of persist28-report-base
// before the act that is not itself ordered ("Attackers often ask an
// agent to call ..."): the act is someone else's bidding, described.
func (r *askReader) reported28(i int) bool {
	for k := i - 1; k >= r.s.From; k-- {
		if r.dquoted28(k) {
			continue
		}
		w := r.lw23(k)
		if wsReportVerb23.has(w) || wsReportBase28.has(w) && !orderedClause(r.a, r.s, k) {
			return true
		}
	}
	return false
}

// userBidden28: a condition in the sentence names a person and, after
// it, a verb of their wish or run ("when the user says ...", "if the
// user asks"), or the line's lead does (leadBid23): the act is done at
// the user's bidding. Stricter than conditionedBy23, which reads "After
// each run" as the user's run.
func (r *askReader) userBidden28() bool {
	return plantedUserBidden23(r.a, r.s) || leadBid23(r.raw, int(r.a.Tokens[r.s.From].Start)) || r.bidInside28()
}

// userBiddenOnce28 is userBidden28 of the sentence, worked out on the
// first call only: it does not depend on the act, and bidInside28 reads
// the whole sentence from each condition opener.
func (r *askReader) userBiddenOnce28() func() bool {
	done, bid := false, false
	return func() bool {
		if !done {
			done, bid = true, r.userBidden28()
		}
		return bid
	}
}

// bidInside28: a condition opener inside the sentence (not at its
// start), then a person, then a verb of their wish, in one clause.
func (r *askReader) bidInside28() bool {
	for k := r.s.From; k < r.s.To; k++ {
		if !wsConditionOpener.has(r.lw23(k)) || r.dquoted28(k) {
			continue
		}
		person := false
		for j := k + 1; j < r.s.To && r.a.Tokens[j].Kind != TokPunct; j++ {
			if r.class(j)&dPerson != 0 {
				person = true
			}
			if person && wsUserBid23.has(r.lw23(j)) {
				return true
			}
		}
	}
	return false
}

// memoryPlanted28 (P1): an ordered call of the agent's memory tool, or
// an ordered verb of writing with the memory as its place after it,
// whose object is a quoted standing rule. It returns the place's token.
func (r *askReader) memoryPlanted28() int {
	bidden := r.userBiddenOnce28()
	for i := r.s.From; i < r.s.To; i++ {
		call := r.word(i) && r.a.Tokens[i].Is(wcCallVerb) && !r.dquoted28(i) && !r.negated28(i) && !r.permitted23(i) && !r.reported28(i)
		if !call && !r.plantAct28(i) {
			continue
		}
		// Ordered, or stated of the agent by its name ("Gemini calls
		// save_memory with ...").
		if !orderedClause(r.a, r.s, i) && !r.unitSubject28(i) || r.userActs23(i) || bidden() {
			continue
		}
		// The place: for a call, the tool named anywhere in the sentence
		// ("If the save_memory tool is available, call it with ...");
		// for a verb of writing, the memory after it.
		place := -1
		for k := r.s.From; k < r.s.To; k++ {
			if call && r.memoryTool28(k) || !call && k > i && r.memoryPlace28(k) {
				place = k
				break
			}
		}
		// What is kept: a quoted standing rule, or whatever it is, said
		// to hold in every or every other project.
		if place < 0 || r.standingQuote28(i) < 0 && !r.everyPlace28() {
			continue
		}
		return place
	}
	return -1
}

// statedPlanted28 (P2): a statement of what the unit does: a verb of
// writing in the third person (a subject of the unit before it: "it",
// this or the unit's noun, the unit's name, an agent by its name) or in
// the passive, into an agent's own rules or memory file in the home,
// with a quoted standing rule; or "its own definition" copied into an
// agent's home for every project. It returns the place's token.
func (r *askReader) statedPlanted28() int {
	home := -1
	for k := r.s.From; k < r.s.To; k++ {
		if r.a.Tokens[k].Kind == TokPath && !r.placeNegated23(k) && homePathCue(strings.ToLower(r.txt(k))) > 0 {
			home = k
			break
		}
	}
	if home < 0 {
		return -1
	}
	rules := false
	for k := home; k < r.s.To; k++ {
		if r.a.Tokens[k].Kind == TokPath && !r.placeNegated23(k) && homeRulesPath24(r.txt(k)) {
			rules = true
		}
	}
	bidden := r.userBiddenOnce28()
	for i := r.s.From; i < r.s.To; i++ {
		if !r.plantAct28(i) || r.userActs23(i) || bidden() {
			continue
		}
		if !r.passivePersist23(i) && !r.unitSubject28(i) {
			continue
		}
		switch {
		case rules && r.standingQuoteAround28():
			return home
		case r.ownText28(i) && r.everyPlace28():
			return home
		}
	}
	return -1
}

// standingQuoteAround28: the sentence holds a quotation with a word of a
// standing order (the subject of a passive stands before its verb).
func (r *askReader) standingQuoteAround28() bool {
	return r.standingQuote28(r.s.From-1) >= 0
}

// unitSubject28: the subject of the statement at act i (or of the
// "makes sure" that governs it) is the unit: in its clause before it, a
// pronoun of persist28-unit-pronoun, this or the before a noun of the
// unit's parts, a word of the unit's name, or an agent by its name; and
// the verb is a present of the third person (it ends in s).
func (r *askReader) unitSubject28(act int) bool {
	at := act
	if k := r.ensurer24(act); k >= 0 {
		at = k
		if wsD27Sure.has(r.lw23(k)) && k-1 >= r.s.From {
			at = k - 1 // "makes sure": the verb is "makes"
		}
	}
	if wsThirdEnding28.endsIn(r.lw23(at)) == "" {
		return false
	}
	name := map[string]bool{}
	for _, w := range r.v.NameWords() {
		name[strings.ToLower(w)] = true
	}
	for k, cs := at-1, r.clauseStart(at); k >= cs; k-- {
		w := r.lw23(k)
		switch {
		case wsUnitPronoun28.has(w), wsAgentName24.has(w), name[w]:
			return true
		case wsScopeNoun23.has(w) && k-1 >= r.s.From && (wsThisThese.has(r.lw23(k-1)) || wsAskDeterminer.has(r.lw23(k-1))):
			return true
		}
	}
	return false
}

// ownText28: the act's object is the unit's own text: "itself", or "its
// own" before a noun of persist28-self-text, after the act.
func (r *askReader) ownText28(act int) bool {
	for k := act + 1; k < r.s.To; k++ {
		w := r.lw23(k)
		if wsD26Itself.has(w) {
			return true
		}
		if wsOwn28.has(w) && k+2 < r.s.To && wsOwn28.has(r.lw23(k+1)) && wsSelfText28.has(r.lw23(k+2)) {
			return true
		}
	}
	return false
}

// everyPlace28: the sentence names every project, repository or
// workspace (a sweeping determiner before a place noun).
func (r *askReader) everyPlace28() bool {
	for i := r.s.From; i < r.s.To; i++ {
		if !wsD26SweepDeterminer.has(r.lw23(i)) {
			continue
		}
		for k := i + 1; k < r.s.To && k <= i+3; k++ {
			if wsD26PlaceNoun.has(r.lw23(k)) {
				return true
			}
		}
	}
	return false
}

// memoryPlantedLang28 (P1 in another language): an ordered sentence that
// names the agent's memory tool by its documented name and quotes a rule
// with a word of every or of time to come (grammar-every,
// demand-lasting): not negated, forbidden, permitted or conditioned. It
// returns the tool's token.
func (r *askReader) memoryPlantedLang28(f *langFacts) int {
	if r.tableRow() || !f.ordered() || f.has(lset(lPermission, lProhibitive, lNegator, lConditional)) {
		return -1
	}
	if !f.has(lset(lEvery, lLasting)) {
		return -1
	}
	for k := r.s.From; k < r.s.To; k++ {
		if r.memoryTool28(k) {
			return k
		}
	}
	return -1
}
