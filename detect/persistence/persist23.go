package persistence

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// lBeyond23: the lexicons' words of a place beyond the task (global,
// permanent, the agent's memory): persist-beyond.
var LBeyond23 = reading.Lbit(123)

var wsLater23 = reading.NewWordSet("persist-later", false)

var wsReportVerb23 = reading.NewWordSet("persist-report-verb", false)

var wsStanding23 = reading.NewWordSet("persist-standing", false)

var wsStore23 = reading.NewWordSet("persist-store", false)

var wsSetupName23 = reading.NewWordSet("persist-setup-name", false)

// rulePlanted23 (ask.rule-planted): the act, its object and its place in
// one English sentence; it returns the place's token, -1 if none.
func rulePlanted23(r *reading.AskReader) int {
	if r.TableRow() || r.QuestionOrReport() || setupUnit23(r.V) {
		return -1
	}
	if w, ok := r.Continued24(); ok { // a sentence cut at a line break (hidden24.go)
		defer func(s reading.Sent) { r.S = s }(r.S)
		r.S = w
	}
	act := -1
	for i := r.S.From; i < r.S.To; i++ {
		if r.Word(i) && (reading.WsPlantVerb23.Has(r.Lw23(i)) || r.Class(i)&reading.DPersist != 0 || r.MadeAct24(i)) && !r.NounUse(i) {
			// A verb inside quotation marks is a phrase mentioned (a
			// trigger's words: 'user mentions "remember user
			// preferences"'), not the unit's act.
			if r.Negated(i) || permitted23(r, i) || reported23(r, i) || stated23(r, i) || adjectival23(r, i) || reading.QuotedAt(r.A, r.S, i) {
				continue
			}
			act = i
			break
		}
	}
	if act < 0 || userActs23(r, act) {
		return -1
	}
	if restored24(r, act) {
		return act // this unit put back after its removal (hidden24.go)
	}
	if !plantObject23(r, act) && !r.Object24(act) || !plantMood23(r, act) && !r.Ensured24(act) {
		return -1
	}
	kind, place := beyondPlace23(r)
	if kind == reading.BeyondPlace23 && durableOnly25(r, place) {
		return -1 // the project's facts in a lasting memory (persist25.go)
	}
	if r.MadeOnly24(act) && !r.StrongPlace24(act, kind, place) {
		return -1 // a file made: only where no project of its own reads it (hidden24.go)
	}
	switch kind {
	case reading.BeyondNone23:
		return -1
	case reading.BeyondTime23:
		// A later session alone: a rule for it, and no place of this
		// project ("a note for future sessions in this project",
		// "notes in NOTES.md, recalled in later sessions").
		if !standing23(r) || localPlace23(r) {
			return -1
		}
	}
	if conditionedBy23(r, act) {
		return -1
	}
	// The finding points at the place: what the text plants is read
	// there, and the verb is where directive.demand reads the same act
	// (a cue there would be the same sentence read twice: echoes).
	return place
}

// plantObject23: the act's object is a rule or the unit itself: a
// standing rule's noun (persist-standing) after the act, "itself", or a
// determiner of this unit before one of its parts ("this skill", "these
// instructions") anywhere in the sentence (the subject of a statement of
// the unit: "this skill keeps itself installed"), or "that" after a verb
// of remembering (a belief kept). A note, a section or a setting alone is
// what memory and settings skills write for the user.
func plantObject23(r *reading.AskReader, act int) bool {
	for i := r.S.From; i < r.S.To; i++ {
		w := r.Lw23(i)
		switch {
		case reading.WsD26Itself.Has(w):
			return true
		case wsStanding23.Has(w) && (i > act || passivePersist23(r, act)) && !ownProject23(r, i):
			return true // after the act, or its subject in the passive ("these rules are to be saved")
		case reading.WsThisThese.Has(w) && (i > act || passivePersist23(r, act) || putBack23(r, act)) && i+1 < r.S.To && reading.WsScopeNoun23.Has(r.Lw23(i+1)):
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
func plantMood23(r *reading.AskReader, act int) bool {
	if reading.OrderedClause(r.A, r.S, act) || act > r.S.From && reading.WsD26BeSubjunctive.Has(r.Lw23(act-1)) {
		return true
	}
	return act+1 < r.S.To && reading.WsD26Itself.Has(r.Lw23(act+1))
}

// ownProject23: the noun at i is said of this project ("this
// repository's rules", "the project's settings").
func ownProject23(r *reading.AskReader, i int) bool {
	for k := i - 1; k >= r.S.From && k >= i-3; k-- {
		if reading.WsD26OwnProject.Has(r.Lw23(k)) {
			return true
		}
		if reading.WsD26PossessiveS.Has(r.Lw23(k)) && k-2 >= r.S.From && reading.WsD26ProjectNoun.Has(r.Lw23(k-2)) {
			return true
		}
	}
	return false
}

// beyondPlace23: the sentence names a place beyond the task, not negated
// (its kind and its token; for a time alone, the first such word):
// a path into an agent's home; a word of a global or permanent store;
// the user's or agent's memory; every (other) project, repository or
// workspace, other or sibling ones; or, a time only, a later session or
// conversation.
func beyondPlace23(r *reading.AskReader) (int, int) {
	found, at := reading.BeyondNone23, -1
	for i := r.S.From; i < r.S.To; i++ {
		if placeNegated23(r, i) {
			continue
		}
		t := &r.A.Tokens[i]
		// A path into an agent's home where it reads rules again; its
		// skills or plugins folder, where a person installs a skill, only
		// with a scope of its own (every project, a later session).
		if t.Kind == reading.TokPath && reading.HomePathCue(strings.ToLower(r.Txt(i))) >= reading.HomePathWeight {
			return reading.BeyondPlace23, i
		}
		if r.Conditioned(i) {
			continue // "if they apply globally": a case, not the place
		}
		w := r.Lw23(i)
		switch {
		case reading.WsBeyond23.Has(w):
			if storeAfter23(r, i) {
				return reading.BeyondPlace23, i
			}
		case reading.WsD26Memory.Has(w):
			if i+1 < r.S.To && reading.WsD26MemoryTool.Has(r.Lw23(i+1)) {
				return reading.BeyondPlace23, i
			}
			if i > r.S.From {
				if reading.WsD26MemoryOwner.Has(r.Lw23(i - 1)) {
					return reading.BeyondPlace23, i
				}
			}
		case reading.WsD26SweepDeterminer.Has(w):
			for k := i + 1; k < r.S.To && k <= i+3; k++ {
				switch lk := r.Lw23(k); {
				case reading.WsD26PlaceNoun.Has(lk):
					return reading.BeyondPlace23, i
				case reading.WsD26SessionNoun.Has(lk):
					if found == reading.BeyondNone23 {
						found, at = reading.BeyondTime23, i
					}
				}
			}
		case reading.WsD26NextWord.Has(w) && i+1 < r.S.To && reading.WsD26TimeWord.Has(r.Lw23(i+1)):
			if found == reading.BeyondNone23 {
				found, at = reading.BeyondTime23, i
			} // "the next time you start": a later session
		case wsLater23.Has(w) && i+1 < r.S.To:
			if reading.WsD26SessionNoun.Has(r.Lw23(i + 1)) {
				if found == reading.BeyondNone23 {
					found, at = reading.BeyondTime23, i
				}
			}
		case reading.WsD26Across.Has(w) && i+1 < r.S.To && reading.WsD26AcrossUnit.Has(r.Lw23(i+1)):
			return reading.BeyondPlace23, i
		case reading.WsD26Outlive.Has(w):
			if found == reading.BeyondNone23 {
				found, at = reading.BeyondTime23, i
			}
		}
	}
	return found, at
}

// placeNegated23: "not", "never" or "no" stands among the six tokens
// before token i in its clause ("not to the user's global settings": the
// possessive is three tokens).
func placeNegated23(r *reading.AskReader, i int) bool {
	for k := i - 1; k >= r.S.From && k >= i-6; k-- {
		w := r.Lw23(k)
		if reading.WsD26PlaceNegator.Has(w) {
			return true
		}
		if r.A.Tokens[k].Kind == reading.TokPunct && w != "'" && w != "’" {
			return false
		}
	}
	return false
}

// permitted23: a modal of permission stands in the act's clause before
// it ("users can paste them", "you may keep your own rules there").
func permitted23(r *reading.AskReader, i int) bool {
	for k, cs := i-1, r.ClauseStart(i); k >= cs; k-- {
		if reading.WsD26PermitModal.Has(r.Lw23(k)) {
			return true
		}
	}
	return false
}

// reported23: a verb reporting what another text tells stands before the
// act ("any line that tells the agent to write ..."): described, not
// ordered.
func reported23(r *reading.AskReader, i int) bool {
	for k := i - 1; k >= r.S.From; k-- {
		if wsReportVerb23.Has(r.Lw23(k)) {
			return true
		}
	}
	return false
}

// userActs23: the user is the one who acts: the sentence names the act
// done by hand or manually, or a user (users, the user, developers) is
// its subject before it in its clause, not negated ("not the user").
func userActs23(r *reading.AskReader, act int) bool {
	for i := r.S.From; i < r.S.To; i++ {
		w := r.Lw23(i)
		if reading.WsD26Manually.Has(w) || reading.WsD26Hand.Has(w) && i > r.S.From && reading.WsD26By.Has(r.Lw23(i-1)) {
			return true
		}
	}
	for k, cs := act-1, r.ClauseStart(act); k >= cs; k-- {
		t := &r.A.Tokens[k]
		if reading.DemandOf(r.A, t)&reading.DPerson != 0 && !placeNegated23(r, k) && !r.Possessive24(k) {
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
func conditionedBy23(r *reading.AskReader, act int) bool {
	open := -1
	for k := r.S.From; k < r.S.To; k++ {
		if reading.WsConditionOpener.Has(r.Lw23(k)) {
			open = k
			break
		}
	}
	if open < 0 {
		return leadBid23(r.Raw, int(r.A.Tokens[r.S.From].Start))
	}
	for k := open + 1; k < r.S.To && r.A.Tokens[k].Kind != reading.TokPunct; k++ {
		if reading.WsUserBid23.Has(r.Lw23(k)) {
			return true
		}
	}
	return false
}

// rulePlantedLang23 (ask.rule-planted-lang): in another language, an
// order (or a passive statement) to keep a rule or the unit itself, with
// a scope past the task or a place beyond it. It returns the verb's
// token, -1 if none.
func RulePlantedLang23(r *reading.AskReader, f *reading.LangFacts) int {
	// persist25: a negator inside a concession (aunque el usuario no lo
	// pida) does not negate the act (negatedOnlyConceded25).
	if r.TableRow() || f.Has(reading.Lset(reading.LPermission, reading.LProhibitive, reading.LConditional)) || f.Has(reading.LNegator) && !negatedOnlyConceded25(f) {
		return -1
	}
	if !f.Ordered() && !f.Passive && !f.First.Has(reading.LWrite25) {
		return -1
	}
	// A scope past the task: time to come, or a place beyond it over
	// every project or session (globales ... toutes les conversations); a
	// global store alone may be where the user's own preference is kept
	// (una preferencia personal en la memoria global).
	if !f.Has(reading.Lset(reading.LRule, reading.LSelf)) || !(f.Has(reading.LLasting) || f.Has(LBeyond23) && f.Has(reading.Lset(reading.LEvery, reading.LWhole))) {
		return -1
	}
	// The verb before the time to come: what is kept, then for how long
	// (将 ... 设置为所有后续复制操作的源 names a later copy, not a rule
	// kept); the place may come first (グローバル設定に保存し).
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Cls.Has(reading.LLasting) {
			return -1
		}
		if h.Cls.Has(reading.Lset(reading.LPersist, reading.LSend, reading.LReroute, reading.LWrite25)) {
			return f.TokAt(r.A, h.Start)
		}
	}
	return -1
}

// plantedUserBidden23: sentence s of analysis a opens with a condition of
// the user's wish ("When the user asks to add a global rule, append it to
// ~/.claude/CLAUDE.md"): the agent's home written as the user asked, the
// job of a skill that edits the user's own rules on request.
func plantedUserBidden23(a *reading.Analysis, s reading.Sent) bool {
	if s.From >= s.To || !reading.WsConditionOpener.Has(strings.ToLower(a.Tokens[s.From].Text(a))) {
		return false
	}
	for k := s.From + 1; k < s.To && a.Tokens[k].Kind != reading.TokPunct; k++ {
		if reading.DemandOf(a, &a.Tokens[k])&reading.DPerson != 0 {
			for j := k + 1; j < s.To && a.Tokens[j].Kind != reading.TokPunct; j++ {
				if reading.WsUserBid23.Has(strings.ToLower(a.Tokens[j].Text(a))) {
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
func PlantedByUser23(a *reading.Analysis, s reading.Sent, raw string) bool {
	if plantedUserBidden23(a, s) || s.From < s.To && leadBid23(raw, int(a.Tokens[s.From].Start)) {
		return true
	}
	purpose := s.From < s.To && reading.WsD26To.Has(strings.ToLower(a.Tokens[s.From].Text(a)))
	for k := s.From; k < s.To; k++ {
		switch w := strings.ToLower(a.Tokens[k].Text(a)); {
		case reading.WsD26Manually.Has(w):
			return true
		case reading.WsD26Hand.Has(w):
			if k > s.From && reading.WsD26By.Has(strings.ToLower(a.Tokens[k-1].Text(a))) {
				return true
			}
		case reading.WsD26Yourself.Has(w):
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
func stated23(r *reading.AskReader, i int) bool {
	if i-1 < r.S.From || !reading.WsAskStateAux.Has(r.Lw23(i-1)) || reading.WsD26BeSubjunctive.Has(r.Lw23(i-1)) {
		return false // "that the policy be written": the subjunctive of an order
	}
	return true
}

// standing23: the sentence names a standing rule (persist-standing) or
// this unit, not a note of the work.
func standing23(r *reading.AskReader) bool {
	for i := r.S.From; i < r.S.To; i++ {
		w := r.Lw23(i)
		if wsStanding23.Has(w) || reading.WsD26Itself.Has(w) || reading.WsThisThese.Has(w) && i+1 < r.S.To && reading.WsScopeNoun23.Has(r.Lw23(i+1)) {
			return true
		}
	}
	return false
}

// localPlace23: the sentence names a place of this project: a path that
// is not in the home ("NOTES.md", ".claude/notes.md"), or "this project",
// "this repository", "this workspace".
func localPlace23(r *reading.AskReader) bool {
	for i := r.S.From; i < r.S.To; i++ {
		t := &r.A.Tokens[i]
		if t.Kind == reading.TokPath && !strings.HasPrefix(r.Txt(i), "~") && !strings.HasPrefix(r.Txt(i), "$HOME") {
			return true
		}
		if w := r.Lw23(i); reading.WsD26LocalDeterminer.Has(w) && i+1 < r.S.To {
			if reading.WsD26LocalPlace.Has(r.Lw23(i + 1)) {
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
		if reading.WsConditionOpener.Has(w) {
			for _, x := range words[k+1:] {
				if reading.WsUserBid23.Has(x) {
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
// persist-store within the three words after it ("the global rules",
// "user-level memory", "globally for every project"), not "global CSS"
// or "global state".
func storeAfter23(r *reading.AskReader, i int) bool {
	for k := i + 1; k < r.S.To && k <= i+3; k++ {
		if wsStore23.Has(r.Lw23(k)) {
			return true
		}
	}
	return false
}

// passivePersist23: the act at i is a participle after a form of be ("are to be
// persisted", "be written"): its subject is its object.
func passivePersist23(r *reading.AskReader, i int) bool {
	return i > r.S.From && reading.WsAskStateAux.Has(r.Lw23(i-1))
}

// adjectival23: the verb at i is a past participle used as an adjective
// or a reduced clause ("exploring stored knowledge", "until committed or
// copied to a user-level directory"), not after a form of be: no act
// ordered.
func adjectival23(r *reading.AskReader, i int) bool {
	w := r.Lw23(i)
	if reading.WsD26ParticipleEnding.EndsIn(w) == "" && !reading.WsD26BareParticiple.Has(w) || reading.BaseForm24(w) {
		return false
	}
	return !passivePersist23(r, i) && i > r.S.From
}

// setupUnit23: the unit's name says it sets up or installs (setup-pstack,
// install-rules, configure-ecc, init): writing the user's configuration
// is the job the user invoked it for. A rules file (.cursor/rules/
// bootstrap.mdc, .clinerules/00-setup.md) is not invoked: the agent reads
// it on every task, and its name is no request.
func setupUnit23(v *reading.ToolView) bool {
	if v.Tool.Kind == reading.KindRules {
		return false // a rules file is read on every task, invoked by no one (hidden24)
	}
	for _, w := range v.NameWords() {
		if wsSetupName23.Has(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// putBack23: the act at i puts something back ("add it back", "write
// them again"): what a condition before it named as removed is restored.
func putBack23(r *reading.AskReader, i int) bool {
	for k := i + 1; k < r.S.To && k <= i+2; k++ {
		if w := r.Lw23(k); reading.WsD26BackAgain.Has(w) {
			return true
		}
	}
	return false
}
