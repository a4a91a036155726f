package persistence

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsMemoryTool = reading.NewWordSet("persist-memory-tool", false)

var wsUnitPronoun = reading.NewWordSet("persist-unit-pronoun", false)

var wsOwn = reading.NewWordSet("persist-own", false)

var wsSelfText = reading.NewWordSet("persist-self-text", false)

var wsReportBase = reading.NewWordSet("persist-report-base", false)

var wsThirdEnding = reading.NewWordSet("persist-third-person-ending", false)

// rulePlanted is ask.rule-planted's reading: rule_planted.go's, then, when it
// found nothing, the memory tool's and the statement's of this file.
func RulePlanted(r *reading.AskReader) int {
	if i := rulePlanted(r); i >= 0 {
		return i
	}
	if r.TableRow() || r.QuestionOrReport() {
		return -1
	}
	if i := memoryPlanted(r); i >= 0 {
		return i
	}
	if i := statedPlanted(r); i >= 0 {
		return i
	}
	if i := propagated(r); i >= 0 {
		return i // the unit copied into other repositories
	}
	// A sentence cut at a line break before a parenthesis ("... to
	// `~/.claude/agents/helper.md`\n(user scope) and adds ..."), which
	// continued does not join: every reading again on the whole.
	w, ok := continued(r)
	if !ok {
		return -1
	}
	defer func(s reading.Sent) { r.S = s }(r.S)
	r.S = w
	if i := rulePlanted(r); i >= 0 {
		return i
	}
	if i := memoryPlanted(r); i >= 0 {
		return i
	}
	return statedPlanted(r)
}

// continued: the sentence ends at a line break with no mark of a
// sentence's end, and the next line opens with a parenthesis that the
// next sentence starts with: the two as one sentence, and true. A
// heading is never continued.
func continued(r *reading.AskReader) (reading.Sent, bool) {
	return r.ContinuedWhen(func(rest string) bool { return rest[0] == '(' })
}

// dquoted: token k stands inside a quotation of quotation marks (a
// code span's backticks, which the tokenizer also gives as quotes, do
// not count: `save_memory` is a name, not a quotation). The readings
// below ask it of every token in loops over the sentence: the parity of
// the marks before each token is counted once per sentence (dquoteMemo),
// not again on every call, which made a long sentence of quotations
// cost the cube of its length.
func Dquoted(r *reading.AskReader, k int) bool {
	if k < r.S.From || k > r.S.To {
		n := 0
		for j := r.S.From; j < k; j++ {
			if r.A.Tokens[j].Kind == reading.TokQuote && r.Txt(j) != "`" {
				n++
			}
		}
		return n%2 == 1
	}
	m := &r.Dq
	if m.Odd == nil || m.From != r.S.From || m.To != r.S.To {
		m.From, m.To = r.S.From, r.S.To
		m.Odd = make([]bool, r.S.To-r.S.From+1)
		odd := false
		for j := r.S.From; j < r.S.To; j++ {
			m.Odd[j-r.S.From] = odd
			if r.A.Tokens[j].Kind == reading.TokQuote && r.Txt(j) != "`" {
				odd = !odd
			}
		}
		m.Odd[r.S.To-r.S.From] = odd
	}
	return m.Odd[k-r.S.From]
}

// standingQuote: a quotation after token from holds a word of a
// standing order (hidden-standing-quote: always, never, every ...);
// it returns that word's token, -1 if none.
func standingQuote(r *reading.AskReader, from int) int {
	for k := from + 1; k < r.S.To; k++ {
		if r.A.Tokens[k].Kind == reading.TokWord && Dquoted(r, k) && reading.WsStandingQuote.Has(r.Lw(k)) {
			return k
		}
	}
	return -1
}

// memoryTool: token k names the agent's memory-writing tool by its
// documented name, outside a quotation.
func memoryTool(r *reading.AskReader, k int) bool {
	t := &r.A.Tokens[k]
	return (t.Kind == reading.TokIdent || t.Kind == reading.TokWord) && wsMemoryTool.Has(r.Lw(k)) && !Dquoted(r, k)
}

// memoryPlace: token k is the agent's memory as a place: its tool's
// name, "the memory tool", or memory with a word of a global or
// lasting store before it ("a global memory", "your persistent user
// memory"), not negated and not inside a quotation.
func memoryPlace(r *reading.AskReader, k int) bool {
	if Dquoted(r, k) || placeNegated(r, k) {
		return false
	}
	if memoryTool(r, k) {
		return true
	}
	w := r.Lw(k)
	if !reading.WsMemory.Has(w) {
		return false
	}
	if k+1 < r.S.To && reading.WsMemoryTool.Has(r.Lw(k+1)) {
		return true
	}
	for j := k - 1; j >= r.S.From && j >= k-3; j-- {
		if reading.WsBeyond.Has(r.Lw(j)) {
			return true
		}
	}
	return false
}

// plantAct: token i is a verb of writing, saving or making content
// (rule_planted.go's act), not a noun, not inside a quotation, not negated,
// permitted, reported or a participle used as an adjective.
func plantAct(r *reading.AskReader, i int) bool {
	if !r.Word(i) || r.NounUse(i) || Dquoted(r, i) {
		return false
	}
	if !(reading.WsPlantVerb.Has(r.Lw(i)) || r.Class(i)&reading.DPersist != 0 || r.MadeAct(i)) {
		return false
	}
	return !negated(r, i) && !permitted(r, i) && !reportedUnquoted(r, i) && !adjectival(r, i)
}

// negated is askReader.negated with the quoted words left out: the
// subject of a passive may be a quoted rule that holds a negation ("The
// line \"Never ask ...\" is appended to ..."), which is what is written,
// not a negation of the writing.
func negated(r *reading.AskReader, i int) bool {
	for k, cs := i-1, r.ClauseStart(i); k >= cs; k-- {
		if Dquoted(r, k) {
			continue
		}
		if r.Class(k)&reading.DNegation != 0 && !reading.WsWithout.Has(r.Txt(k)) || r.Prohibits(k) {
			return true
		}
	}
	return false
}

// reportedUnquoted is rule_planted.go's reportedBefore outside quotations (a quoted rule
// "Never ask ..." reports nothing), and a verb of persist-report-base
// before the act that is not itself ordered ("Attackers often ask an
// agent to call ..."): the act is someone else's bidding, described.
func reportedUnquoted(r *reading.AskReader, i int) bool {
	for k := i - 1; k >= r.S.From; k-- {
		if Dquoted(r, k) {
			continue
		}
		w := r.Lw(k)
		if wsReportVerb.Has(w) || wsReportBase.Has(w) && !reading.OrderedClause(r.A, r.S, k) {
			return true
		}
	}
	return false
}

// userBidden: a condition in the sentence names a person and, after
// it, a verb of their wish or run ("when the user says ...", "if the
// user asks"), or the line's lead does (leadBid): the act is done at
// the user's bidding. Stricter than conditionedBy, which reads "After
// each run" as the user's run.
func userBidden(r *reading.AskReader) bool {
	return plantedUserBidden(r.A, r.S) || leadBid(r.Raw, int(r.A.Tokens[r.S.From].Start)) || bidInside(r)
}

// userBiddenOnce is userBidden of the sentence, worked out on the
// first call only: it does not depend on the act, and bidInside reads
// the whole sentence from each condition opener.
func userBiddenOnce(r *reading.AskReader) func() bool {
	done, bid := false, false
	return func() bool {
		if !done {
			done, bid = true, userBidden(r)
		}
		return bid
	}
}

// bidInside: a condition opener inside the sentence (not at its
// start), then a person, then a verb of their wish, in one clause.
func bidInside(r *reading.AskReader) bool {
	for k := r.S.From; k < r.S.To; k++ {
		if !reading.WsConditionOpener.Has(r.Lw(k)) || Dquoted(r, k) {
			continue
		}
		person := false
		for j := k + 1; j < r.S.To && r.A.Tokens[j].Kind != reading.TokPunct; j++ {
			if r.Class(j)&reading.DPerson != 0 {
				person = true
			}
			if person && reading.WsUserBid.Has(r.Lw(j)) {
				return true
			}
		}
	}
	return false
}

// memoryPlanted: an ordered call of the agent's memory tool, or
// an ordered verb of writing with the memory as its place after it,
// whose object is a quoted standing rule. It returns the place's token.
func memoryPlanted(r *reading.AskReader) int {
	bidden := userBiddenOnce(r)
	for i := r.S.From; i < r.S.To; i++ {
		call := r.Word(i) && r.A.Tokens[i].Is(reading.WcCallVerb) && !Dquoted(r, i) && !negated(r, i) && !permitted(r, i) && !reportedUnquoted(r, i)
		if !call && !plantAct(r, i) {
			continue
		}
		// Ordered, or stated of the agent by its name ("Gemini calls
		// save_memory with ...").
		if !reading.OrderedClause(r.A, r.S, i) && !unitSubject(r, i) || userSubjectActs(r, i) || bidden() {
			continue
		}
		// The place: for a call, the tool named anywhere in the sentence
		// ("If the save_memory tool is available, call it with ...");
		// for a verb of writing, the memory after it.
		place := -1
		for k := r.S.From; k < r.S.To; k++ {
			if call && memoryTool(r, k) || !call && k > i && memoryPlace(r, k) {
				place = k
				break
			}
		}
		// What is kept: a quoted standing rule, or whatever it is, said
		// to hold in every or every other project.
		if place < 0 || standingQuote(r, i) < 0 && !everyPlace(r) {
			continue
		}
		return place
	}
	return -1
}

// statedPlanted: a statement of what the unit does: a verb of
// writing in the third person (a subject of the unit before it: "it",
// this or the unit's noun, the unit's name, an agent by its name) or in
// the passive, into an agent's own rules or memory file in the home,
// with a quoted standing rule; or "its own definition" copied into an
// agent's home for every project. It returns the place's token.
func statedPlanted(r *reading.AskReader) int {
	home := -1
	for k := r.S.From; k < r.S.To; k++ {
		if r.A.Tokens[k].Kind == reading.TokPath && !placeNegated(r, k) && reading.HomePathCue(strings.ToLower(r.Txt(k))) > 0 {
			home = k
			break
		}
	}
	if home < 0 {
		return -1
	}
	rules := false
	for k := home; k < r.S.To; k++ {
		if r.A.Tokens[k].Kind == reading.TokPath && !placeNegated(r, k) && reading.HomeRulesPath(r.Txt(k)) {
			rules = true
		}
	}
	bidden := userBiddenOnce(r)
	for i := r.S.From; i < r.S.To; i++ {
		if !plantAct(r, i) || userSubjectActs(r, i) || bidden() {
			continue
		}
		if !passivePersist(r, i) && !unitSubject(r, i) {
			continue
		}
		switch {
		case rules && standingQuoteAround(r):
			return home
		case itselfNamed(r, i) && everyPlace(r):
			return home
		}
	}
	return -1
}

// standingQuoteAround: the sentence holds a quotation with a word of a
// standing order (the subject of a passive stands before its verb).
func standingQuoteAround(r *reading.AskReader) bool {
	return standingQuote(r, r.S.From-1) >= 0
}

// unitSubject: the subject of the statement at act i (or of the
// "makes sure" that governs it) is the unit: in its clause before it, a
// pronoun of persist-unit-pronoun, this or the before a noun of the
// unit's parts, a word of the unit's name, or an agent by its name; and
// the verb is a present of the third person (it ends in s).
func unitSubject(r *reading.AskReader, act int) bool {
	at := act
	if k := r.Ensurer(act); k >= 0 {
		at = k
		if reading.WsSure.Has(r.Lw(k)) && k-1 >= r.S.From {
			at = k - 1 // "makes sure": the verb is "makes"
		}
	}
	if wsThirdEnding.EndsIn(r.Lw(at)) == "" {
		return false
	}
	name := map[string]bool{}
	for _, w := range r.V.NameWords() {
		name[reading.Lower(w)] = true
	}
	for k, cs := at-1, r.ClauseStart(at); k >= cs; k-- {
		w := r.Lw(k)
		switch {
		case wsUnitPronoun.Has(w), reading.WsAgentName.Has(w), name[w]:
			return true
		case reading.WsScopeNoun.Has(w) && k-1 >= r.S.From && (reading.WsThisThese.Has(r.Lw(k-1)) || reading.WsAskDeterminer.Has(r.Lw(k-1))):
			return true
		}
	}
	return false
}

// itselfNamed: the act's object is the unit's own text: "itself", or "its
// own" before a noun of persist-self-text, after the act.
func itselfNamed(r *reading.AskReader, act int) bool {
	for k := act + 1; k < r.S.To; k++ {
		w := r.Lw(k)
		if reading.WsItself.Has(w) {
			return true
		}
		if wsOwn.Has(w) && k+2 < r.S.To && wsOwn.Has(r.Lw(k+1)) && wsSelfText.Has(r.Lw(k+2)) {
			return true
		}
	}
	return false
}

// everyPlace: the sentence names every project, repository or
// workspace (a sweeping determiner before a place noun).
func everyPlace(r *reading.AskReader) bool {
	for i := r.S.From; i < r.S.To; i++ {
		if !reading.WsSweepDeterminer.Has(r.Lw(i)) {
			continue
		}
		for k := i + 1; k < r.S.To && k <= i+3; k++ {
			if reading.WsPlaceNoun.Has(r.Lw(k)) {
				return true
			}
		}
	}
	return false
}

// memoryPlantedLang (memoryPlanted in another language): an ordered sentence that
// names the agent's memory tool by its documented name and quotes a rule
// with a word of every or of time to come (grammar-every,
// demand-lasting): not negated, forbidden, permitted or conditioned. It
// returns the tool's token.
func MemoryPlantedLang(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() || !f.Ordered() || f.Has(reading.Lset(reading.LPermission, reading.LProhibitive, reading.LNegator, reading.LConditional)) {
		return -1
	}
	if !f.Has(reading.Lset(reading.LEvery, reading.LLasting)) {
		return -1
	}
	for k := r.S.From; k < r.S.To; k++ {
		if memoryTool(r, k) {
			return k
		}
	}
	return -1
}
