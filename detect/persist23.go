package detect

import "strings"

// Persistence in prose (#55, rules/agent-persist23.rules): a sentence of
// an agent file that asks a rule, or the unit itself, to be written,
// saved, installed or remembered where it is read again after the task.
// Three slots, each a class of words: the act (a verb of writing, saving,
// installing or remembering), its object (a rule, an instruction, a note
// or setting; the unit itself) and its place beyond the task (the user's
// global rules, settings or memory; a path into an agent's home; every
// other project or repository; every later session). The honest texts
// that share the words are left by what stands around the act: a
// negation, a condition of the user's asking, a permission, the user as
// the one who acts, a place negated, a line reported as telling someone
// to do it.

// lBeyond23: the lexicons' words of a place beyond the task (global,
// permanent, the agent's memory): persist23-beyond.
var lBeyond23 = lbit(123)

func init() {
	lexClassNames["persist23-beyond"] = lBeyond23
}

var (
	wsPlantVerb23  = newWordSet("persist23-plant-verb", false)
	wsScopeNoun23  = newWordSet("persist23-scope-noun", false)
	wsBeyond23     = newWordSet("persist23-beyond", false)
	wsLater23      = newWordSet("persist23-later", false)
	wsUserBid23    = newWordSet("persist23-user-bid", false)
	wsReportVerb23 = newWordSet("persist23-report-verb", false)
	wsStanding23   = newWordSet("persist23-standing", false)
	wsStore23      = newWordSet("persist23-store", false)
	wsSetupName23  = newWordSet("persist23-setup-name", false)
)

// lw23 is token i's text in lower case.
func (r *askReader) lw23(i int) string { return strings.ToLower(r.txt(i)) }

// rulePlanted23 (ask.rule-planted): the act, its object and its place in
// one English sentence; it returns the place's token, -1 if none.
func (r *askReader) rulePlanted23() int {
	if r.tableRow() || r.questionOrReport() || setupUnit23(r.v) {
		return -1
	}
	if w, ok := r.continued24(); ok { // a sentence cut at a line break (hidden24.go)
		defer func(s Sent) { r.s = s }(r.s)
		r.s = w
	}
	act := -1
	for i := r.s.From; i < r.s.To; i++ {
		if r.word(i) && (wsPlantVerb23.has(r.lw23(i)) || r.class(i)&dPersist != 0 || r.madeAct24(i)) && !r.nounUse(i) {
			// A verb inside quotation marks is a phrase mentioned (a
			// trigger's words: 'user mentions "remember user
			// preferences"'), not the unit's act.
			if r.negated(i) || r.permitted23(i) || r.reported23(i) || r.stated23(i) || r.adjectival23(i) || quotedAt(r.a, r.s, i) {
				continue
			}
			act = i
			break
		}
	}
	if act < 0 || r.userActs23(act) {
		return -1
	}
	if r.restored24(act) {
		return act // this unit put back after its removal (hidden24.go)
	}
	if !r.plantObject23(act) && !r.object24(act) || !r.plantMood23(act) && !r.ensured24(act) {
		return -1
	}
	kind, place := r.beyondPlace23()
	if kind == beyondPlace23 && r.durableOnly25(place) {
		return -1 // the project's facts in a lasting memory (persist25.go)
	}
	if r.madeOnly24(act) && !r.strongPlace24(act, kind, place) {
		return -1 // a file made: only where no project of its own reads it (hidden24.go)
	}
	switch kind {
	case beyondNone23:
		return -1
	case beyondTime23:
		// A later session alone: a rule for it, and no place of this
		// project ("a note for future sessions in this project",
		// "notes in NOTES.md, recalled in later sessions").
		if !r.standing23() || r.localPlace23() {
			return -1
		}
	}
	if r.conditionedBy23(act) {
		return -1
	}
	// The finding points at the place: what the text plants is read
	// there, and the verb is where directive.demand reads the same act
	// (a cue there would be the same sentence read twice: echoes).
	return place
}

// plantObject23: the act's object is a rule or the unit itself: a
// standing rule's noun (persist23-standing) after the act, "itself", or a
// determiner of this unit before one of its parts ("this skill", "these
// instructions") anywhere in the sentence (the subject of a statement of
// the unit: "this skill keeps itself installed"), or "that" after a verb
// of remembering (a belief kept). A note, a section or a setting alone is
// what memory and settings skills write for the user.
func (r *askReader) plantObject23(act int) bool {
	for i := r.s.From; i < r.s.To; i++ {
		w := r.lw23(i)
		switch {
		case wsD26Itself.has(w):
			return true
		case wsStanding23.has(w) && (i > act || r.passivePersist23(act)) && !r.ownProject23(i):
			return true // after the act, or its subject in the passive ("these rules are to be saved")
		case wsThisThese.has(w) && (i > act || r.passivePersist23(act) || r.putBack23(act)) && i+1 < r.s.To && wsScopeNoun23.has(r.lw23(i+1)):
			return true
		}
	}
	return false
}

// plantMood23: the act is ordered (orderedClause: an imperative, a modal
// of obligation, the assistant as subject), in the subjunctive of an
// order ("that the policy be written"), or stated of this unit ("this
// skill keeps itself installed", "installs itself"): a description of
// what a memory system does is neither.
func (r *askReader) plantMood23(act int) bool {
	if orderedClause(r.a, r.s, act) || act > r.s.From && wsD26BeSubjunctive.has(r.lw23(act-1)) {
		return true
	}
	return act+1 < r.s.To && wsD26Itself.has(r.lw23(act+1))
}

// ownProject23: the noun at i is said of this project ("this
// repository's rules", "the project's settings").
func (r *askReader) ownProject23(i int) bool {
	for k := i - 1; k >= r.s.From && k >= i-3; k-- {
		if wsD26OwnProject.has(r.lw23(k)) {
			return true
		}
		if wsD26PossessiveS.has(r.lw23(k)) && k-2 >= r.s.From && wsD26ProjectNoun.has(r.lw23(k-2)) {
			return true
		}
	}
	return false
}

// What place beyond the task a sentence names (beyondPlace23).
const (
	beyondNone23  = iota
	beyondTime23  // only a later session or conversation
	beyondPlace23 // a place: the home, a global store, every project
)

// beyondPlace23: the sentence names a place beyond the task, not negated
// (its kind and its token; for a time alone, the first such word):
// a path into an agent's home; a word of a global or permanent store;
// the user's or agent's memory; every (other) project, repository or
// workspace, other or sibling ones; or, a time only, a later session or
// conversation.
func (r *askReader) beyondPlace23() (int, int) {
	found, at := beyondNone23, -1
	for i := r.s.From; i < r.s.To; i++ {
		if r.placeNegated23(i) {
			continue
		}
		t := &r.a.Tokens[i]
		// A path into an agent's home where it reads rules again; its
		// skills or plugins folder, where a person installs a skill, only
		// with a scope of its own (every project, a later session).
		if t.Kind == TokPath && homePathCue(strings.ToLower(r.txt(i))) >= homePathWeight {
			return beyondPlace23, i
		}
		if r.conditioned(i) {
			continue // "if they apply globally": a case, not the place
		}
		w := r.lw23(i)
		switch {
		case wsBeyond23.has(w):
			if r.storeAfter23(i) {
				return beyondPlace23, i
			}
		case wsD26Memory.has(w):
			if i+1 < r.s.To && wsD26MemoryTool.has(r.lw23(i+1)) {
				return beyondPlace23, i
			}
			if i > r.s.From {
				if wsD26MemoryOwner.has(r.lw23(i - 1)) {
					return beyondPlace23, i
				}
			}
		case wsD26SweepDeterminer.has(w):
			for k := i + 1; k < r.s.To && k <= i+3; k++ {
				switch lk := r.lw23(k); {
				case wsD26PlaceNoun.has(lk):
					return beyondPlace23, i
				case wsD26SessionNoun.has(lk):
					if found == beyondNone23 {
						found, at = beyondTime23, i
					}
				}
			}
		case wsD26NextWord.has(w) && i+1 < r.s.To && wsD26TimeWord.has(r.lw23(i+1)):
			if found == beyondNone23 {
				found, at = beyondTime23, i
			} // "the next time you start": a later session
		case wsLater23.has(w) && i+1 < r.s.To:
			if wsD26SessionNoun.has(r.lw23(i + 1)) {
				if found == beyondNone23 {
					found, at = beyondTime23, i
				}
			}
		case wsD26Across.has(w) && i+1 < r.s.To && wsD26AcrossUnit.has(r.lw23(i+1)):
			return beyondPlace23, i
		case wsD26Outlive.has(w):
			if found == beyondNone23 {
				found, at = beyondTime23, i
			}
		}
	}
	return found, at
}

// placeNegated23: "not", "never" or "no" stands among the six tokens
// before token i in its clause ("not to the user's global settings": the
// possessive is three tokens).
func (r *askReader) placeNegated23(i int) bool {
	for k := i - 1; k >= r.s.From && k >= i-6; k-- {
		w := r.lw23(k)
		if wsD26PlaceNegator.has(w) {
			return true
		}
		if r.a.Tokens[k].Kind == TokPunct && w != "'" && w != "’" {
			return false
		}
	}
	return false
}

// permitted23: a modal of permission stands in the act's clause before
// it ("users can paste them", "you may keep your own rules there").
func (r *askReader) permitted23(i int) bool {
	for k, cs := i-1, r.clauseStart(i); k >= cs; k-- {
		if wsD26PermitModal.has(r.lw23(k)) {
			return true
		}
	}
	return false
}

// reported23: a verb reporting what another text tells stands before the
// act ("any line that tells the agent to write ..."): described, not
// ordered.
func (r *askReader) reported23(i int) bool {
	for k := i - 1; k >= r.s.From; k-- {
		if wsReportVerb23.has(r.lw23(k)) {
			return true
		}
	}
	return false
}

// userActs23: the user is the one who acts: the sentence names the act
// done by hand or manually, or a user (users, the user, developers) is
// its subject before it in its clause, not negated ("not the user").
func (r *askReader) userActs23(act int) bool {
	for i := r.s.From; i < r.s.To; i++ {
		w := r.lw23(i)
		if wsD26Manually.has(w) || wsD26Hand.has(w) && i > r.s.From && wsD26By.has(r.lw23(i-1)) {
			return true
		}
	}
	for k, cs := act-1, r.clauseStart(act); k >= cs; k-- {
		t := &r.a.Tokens[k]
		if demandOf(r.a, t)&dPerson != 0 && !r.placeNegated23(k) && !r.possessive24(k) {
			return true
		}
	}
	return false
}

// conditionedBy23: the sentence holds a condition of someone's wish or
// run ("when the user asks to add a global rule", "when you run it"): the
// user's request, which a memory or settings skill carries out. A
// condition of a removal ("if someone deletes this section, add it
// back") is no wish: the rule puts itself back.
func (r *askReader) conditionedBy23(act int) bool {
	open := -1
	for k := r.s.From; k < r.s.To; k++ {
		if wsConditionOpener.has(r.lw23(k)) {
			open = k
			break
		}
	}
	if open < 0 {
		return leadBid23(r.raw, int(r.a.Tokens[r.s.From].Start))
	}
	for k := open + 1; k < r.s.To && r.a.Tokens[k].Kind != TokPunct; k++ {
		if wsUserBid23.has(r.lw23(k)) {
			return true
		}
	}
	return false
}

// rulePlantedLang23 (ask.rule-planted-lang): in another language, an
// order (or a passive statement) to keep a rule or the unit itself, with
// a scope past the task or a place beyond it. It returns the verb's
// token, -1 if none.
func (r *askReader) rulePlantedLang23(f *langFacts) int {
	// persist25: a negator inside a concession (aunque el usuario no lo
	// pida) does not negate the act (negatedOnlyConceded25).
	if r.tableRow() || f.has(lset(lPermission, lProhibitive, lConditional)) || f.has(lNegator) && !negatedOnlyConceded25(f) {
		return -1
	}
	if !f.ordered() && !f.passive && !f.first.has(lWrite25) {
		return -1
	}
	// A scope past the task: time to come, or a place beyond it over
	// every project or session (globales ... toutes les conversations); a
	// global store alone may be where the user's own preference is kept
	// (una preferencia personal en la memoria global).
	if !f.has(lset(lRule, lSelf)) || !(f.has(lLasting) || f.has(lBeyond23) && f.has(lset(lEvery, lWhole))) {
		return -1
	}
	// The verb before the time to come: what is kept, then for how long
	// (将 ... 设置为所有后续复制操作的源 names a later copy, not a rule
	// kept); the place may come first (グローバル設定に保存し).
	for i := range f.hits {
		h := &f.hits[i]
		if h.cls.has(lLasting) {
			return -1
		}
		if h.cls.has(lset(lPersist, lSend, lReroute, lWrite25)) {
			return f.tokAt(r.a, h.start)
		}
	}
	return -1
}

// plantedUserBidden23: sentence s of analysis a opens with a condition of
// the user's wish ("When the user asks to add a global rule, append it to
// ~/.claude/CLAUDE.md"): the agent's home written as the user asked, the
// job of a skill that edits the user's own rules on request.
func plantedUserBidden23(a *Analysis, s Sent) bool {
	if s.From >= s.To || !wsConditionOpener.has(strings.ToLower(a.Tokens[s.From].Text(a))) {
		return false
	}
	for k := s.From + 1; k < s.To && a.Tokens[k].Kind != TokPunct; k++ {
		if demandOf(a, &a.Tokens[k])&dPerson != 0 {
			for j := k + 1; j < s.To && a.Tokens[j].Kind != TokPunct; j++ {
				if wsUserBid23.has(strings.ToLower(a.Tokens[j].Text(a))) {
					return true
				}
			}
		}
	}
	return false
}

// plantedByUser23: the planting sentence is the user's to carry out or
// the user's request: a condition of the user's wish opens it
// (plantedUserBidden23), or it names the act done by hand ("manually",
// "by hand", "yourself" after a purpose that opens it: "To use this skill
// in every project, copy the folder to ~/.claude/skills/ yourself"): an
// install guide for the person, not an order to the agent.
func plantedByUser23(a *Analysis, s Sent, raw string) bool {
	if plantedUserBidden23(a, s) || s.From < s.To && leadBid23(raw, int(a.Tokens[s.From].Start)) {
		return true
	}
	purpose := s.From < s.To && wsD26To.has(strings.ToLower(a.Tokens[s.From].Text(a)))
	for k := s.From; k < s.To; k++ {
		switch w := strings.ToLower(a.Tokens[k].Text(a)); {
		case wsD26Manually.has(w):
			return true
		case wsD26Hand.has(w):
			if k > s.From && wsD26By.has(strings.ToLower(a.Tokens[k-1].Text(a))) {
				return true
			}
		case wsD26Yourself.has(w):
			if purpose {
				return true
			}
		}
	}
	return false
}

// stated23: the verb at i is a participle stated after a verb of state
// ("is symlinked to ~/.claude/CLAUDE.md", "are stored there"): what is,
// not an order; the passive of an obligation ("are to be persisted",
// "that the policy be written") orders.
func (r *askReader) stated23(i int) bool {
	if i-1 < r.s.From || !wsAskStateAux.has(r.lw23(i-1)) || wsD26BeSubjunctive.has(r.lw23(i-1)) {
		return false // "that the policy be written": the subjunctive of an order
	}
	return true
}

// standing23: the sentence names a standing rule (persist23-standing) or
// this unit, not a note of the work.
func (r *askReader) standing23() bool {
	for i := r.s.From; i < r.s.To; i++ {
		w := r.lw23(i)
		if wsStanding23.has(w) || wsD26Itself.has(w) || wsThisThese.has(w) && i+1 < r.s.To && wsScopeNoun23.has(r.lw23(i+1)) {
			return true
		}
	}
	return false
}

// localPlace23: the sentence names a place of this project: a path that
// is not in the home ("NOTES.md", ".claude/notes.md"), or "this project",
// "this repository", "this workspace".
func (r *askReader) localPlace23() bool {
	for i := r.s.From; i < r.s.To; i++ {
		t := &r.a.Tokens[i]
		if t.Kind == TokPath && !strings.HasPrefix(r.txt(i), "~") && !strings.HasPrefix(r.txt(i), "$HOME") {
			return true
		}
		if w := r.lw23(i); wsD26LocalDeterminer.has(w) && i+1 < r.s.To {
			if wsD26LocalPlace.has(r.lw23(i + 1)) {
				return true
			}
		}
	}
	return false
}

// leadBid23: the line's text before byte at of raw (a sentence the
// tokenizer split off inside a quotation: 'If the user says "remember
// this.", append it to ...') holds a condition opener and, after it, a
// verb of a person's wish.
func leadBid23(raw string, at int) bool {
	if at <= 0 || at > len(raw) {
		return false
	}
	lead := raw[:at]
	if k := strings.LastIndexByte(lead, '\n'); k >= 0 {
		lead = lead[k+1:]
	}
	words := strings.FieldsFunc(strings.ToLower(lead), func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c == '\'' || c == '-')
	})
	for k, w := range words {
		if wsConditionOpener.has(w) {
			for _, x := range words[k+1:] {
				if wsUserBid23.has(x) {
					return true
				}
			}
			return false
		}
	}
	return false
}

// storeAfter23: a word of a global or permanent store at i is said of an
// agent's rules, settings or memory, or of every project: a noun of
// persist23-store within the three words after it ("the global rules",
// "user-level memory", "globally for every project"), not "global CSS"
// or "global state".
func (r *askReader) storeAfter23(i int) bool {
	for k := i + 1; k < r.s.To && k <= i+3; k++ {
		if wsStore23.has(r.lw23(k)) {
			return true
		}
	}
	return false
}

// passivePersist23: the act at i is a participle after a form of be ("are to be
// persisted", "be written"): its subject is its object.
func (r *askReader) passivePersist23(i int) bool {
	return i > r.s.From && wsAskStateAux.has(r.lw23(i-1))
}

// adjectival23: the verb at i is a past participle used as an adjective
// or a reduced clause ("exploring stored knowledge", "until committed or
// copied to a user-level directory"), not after a form of be: no act
// ordered.
func (r *askReader) adjectival23(i int) bool {
	w := r.lw23(i)
	if wsD26ParticipleEnding.endsIn(w) == "" && !wsD26BareParticiple.has(w) || baseForm24(w) {
		return false
	}
	return !r.passivePersist23(i) && i > r.s.From
}

// setupUnit23: the unit's name says it sets up or installs (setup-pstack,
// install-rules, configure-ecc, init): writing the user's configuration
// is the job the user invoked it for. A rules file (.cursor/rules/
// bootstrap.mdc, .clinerules/00-setup.md) is not invoked: the agent reads
// it on every task, and its name is no request.
func setupUnit23(v *ToolView) bool {
	if v.Tool.Kind == KindRules {
		return false // a rules file is read on every task, invoked by no one (hidden24)
	}
	for _, w := range v.NameWords() {
		if wsSetupName23.has(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// putBack23: the act at i puts something back ("add it back", "write
// them again"): what a condition before it named as removed is restored.
func (r *askReader) putBack23(i int) bool {
	for k := i + 1; k < r.s.To && k <= i+2; k++ {
		if w := r.lw23(k); wsD26BackAgain.has(w) {
			return true
		}
	}
	return false
}
