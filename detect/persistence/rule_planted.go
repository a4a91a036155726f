package persistence

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// lBeyond: the lexicons' words of a place beyond the task (global,
// permanent, the agent's memory): persist-beyond.
var LBeyond = reading.Lbit(123)

var wsLater = reading.NewWordSet("persist-later", false)

var wsReportVerb = reading.NewWordSet("persist-report-verb", false)

var wsStanding = reading.NewWordSet("persist-standing", false)

var wsStore = reading.NewWordSet("persist-store", false)

var wsSetupName = reading.NewWordSet("persist-setup-name", false)

// rulePlanted (ask.rule-planted): the act, its object and its place in
// one English sentence; it returns the place's token, -1 if none.
func rulePlanted(r *reading.AskReader) int {
	if r.TableRow() || r.QuestionOrReport() || setupUnit(r.V) {
		return -1
	}
	if w, ok := r.Continued(); ok { // a sentence cut at a line break
		defer func(s reading.Sent) { r.S = s }(r.S)
		r.S = w
	}
	act := -1
	for i := r.S.From; i < r.S.To; i++ {
		if r.Word(i) && (reading.WsPlantVerb.Has(r.Lw(i)) || r.Class(i)&reading.DPersist != 0 || r.MadeAct(i)) && !r.NounUse(i) {
			// A verb inside quotation marks is a phrase mentioned (a
			// trigger's words: 'user mentions "remember user
			// preferences"'), not the unit's act.
			if r.Negated(i) || permitted(r, i) || reportedBefore(r, i) || stated(r, i) || adjectival(r, i) || reading.QuotedAt(r.A, r.S, i) {
				continue
			}
			act = i
			break
		}
	}
	if act < 0 || userSubjectActs(r, act) {
		return -1
	}
	if restored(r, act) {
		return act // this unit put back after its removal
	}
	if !plantObject(r, act) && !r.Object(act) || !plantMood(r, act) && !r.Ensured(act) {
		return -1
	}
	kind, place := beyondPlace(r)
	if kind == reading.BeyondPlace && durableOnlyAnyLater(r, place) {
		return -1 // the project's facts in a lasting memory
	}
	if r.MadeOnly(act) && !r.StrongPlace(act, kind, place) {
		return -1 // a file made: only where no project of its own reads it
	}
	switch kind {
	case reading.BeyondNone:
		return -1
	case reading.BeyondTime:
		// A later session alone: a rule for it, and no place of this
		// project ("a note for future sessions in this project",
		// "notes in NOTES.md, recalled in later sessions").
		if !standing(r) || localPlace(r) {
			return -1
		}
	}
	if conditionedBy(r, act) {
		return -1
	}
	// The finding points at the place: what the text plants is read
	// there, and the verb is where directive.demand reads the same act
	// (a cue there would be the same sentence read twice: echoes).
	return place
}

// plantObject: the act's object is a rule or the unit itself: a
// standing rule's noun (persist-standing) after the act, "itself", or a
// determiner of this unit before one of its parts ("this skill", "these
// instructions") anywhere in the sentence (the subject of a statement of
// the unit: "this skill keeps itself installed"), or "that" after a verb
// of remembering (a belief kept). A note, a section or a setting alone is
// what memory and settings skills write for the user.
func plantObject(r *reading.AskReader, act int) bool {
	for i := r.S.From; i < r.S.To; i++ {
		w := r.Lw(i)
		switch {
		case reading.WsItself.Has(w):
			return true
		case wsStanding.Has(w) && (i > act || passivePersist(r, act)) && !ownProject(r, i):
			return true // after the act, or its subject in the passive ("these rules are to be saved")
		case reading.WsThisThese.Has(w) && (i > act || passivePersist(r, act) || putBack(r, act)) && i+1 < r.S.To && reading.WsScopeNoun.Has(r.Lw(i+1)):
			return true
		}
	}
	return false
}

// plantMood: the act is ordered (orderedClause: an imperative, a modal
// of obligation, the assistant as subject), in the subjunctive of an
// order ("that the policy be written"), or stated of this unit ("this
// skill keeps itself installed", "installs itself"): a description of
// what a memory system does is neither.
func plantMood(r *reading.AskReader, act int) bool {
	if reading.OrderedClause(r.A, r.S, act) || act > r.S.From && reading.WsBeSubjunctive.Has(r.Lw(act-1)) {
		return true
	}
	return act+1 < r.S.To && reading.WsItself.Has(r.Lw(act+1))
}

// ownProject: the noun at i is said of this project ("this
// repository's rules", "the project's settings").
func ownProject(r *reading.AskReader, i int) bool {
	for k := i - 1; k >= r.S.From && k >= i-3; k-- {
		if reading.WsOwnProject.Has(r.Lw(k)) {
			return true
		}
		if reading.WsPossessiveS.Has(r.Lw(k)) && k-2 >= r.S.From && reading.WsProjectNoun.Has(r.Lw(k-2)) {
			return true
		}
	}
	return false
}

// beyondPlace: the sentence names a place beyond the task, not negated
// (its kind and its token; for a time alone, the first such word):
// a path into an agent's home; a word of a global or permanent store;
// the user's or agent's memory; every (other) project, repository or
// workspace, other or sibling ones; or, a time only, a later session or
// conversation.
func beyondPlace(r *reading.AskReader) (int, int) {
	found, at := reading.BeyondNone, -1
	for i := r.S.From; i < r.S.To; i++ {
		if placeNegated(r, i) {
			continue
		}
		t := &r.A.Tokens[i]
		// A path into an agent's home where it reads rules again; its
		// skills or plugins folder, where a person installs a skill, only
		// with a scope of its own (every project, a later session).
		if t.Kind == reading.TokPath && reading.HomePathCue(strings.ToLower(r.Txt(i))) >= reading.HomePathWeight {
			return reading.BeyondPlace, i
		}
		if r.Conditioned(i) {
			continue // "if they apply globally": a case, not the place
		}
		w := r.Lw(i)
		switch {
		case reading.WsBeyond.Has(w):
			if storeAfter(r, i) {
				return reading.BeyondPlace, i
			}
		case reading.WsMemory.Has(w):
			if i+1 < r.S.To && reading.WsMemoryTool.Has(r.Lw(i+1)) {
				return reading.BeyondPlace, i
			}
			if i > r.S.From {
				if reading.WsMemoryOwner.Has(r.Lw(i - 1)) {
					return reading.BeyondPlace, i
				}
			}
		case reading.WsSweepDeterminer.Has(w):
			for k := i + 1; k < r.S.To && k <= i+3; k++ {
				switch lk := r.Lw(k); {
				case reading.WsPlaceNoun.Has(lk):
					return reading.BeyondPlace, i
				case reading.WsSessionNoun.Has(lk):
					if found == reading.BeyondNone {
						found, at = reading.BeyondTime, i
					}
				}
			}
		case reading.WsNextWord.Has(w) && i+1 < r.S.To && reading.WsTimeWord.Has(r.Lw(i+1)):
			if found == reading.BeyondNone {
				found, at = reading.BeyondTime, i
			} // "the next time you start": a later session
		case wsLater.Has(w) && i+1 < r.S.To:
			if reading.WsSessionNoun.Has(r.Lw(i + 1)) {
				if found == reading.BeyondNone {
					found, at = reading.BeyondTime, i
				}
			}
		case reading.WsAcross.Has(w) && i+1 < r.S.To && reading.WsAcrossUnit.Has(r.Lw(i+1)):
			return reading.BeyondPlace, i
		case reading.WsOutlive.Has(w):
			if found == reading.BeyondNone {
				found, at = reading.BeyondTime, i
			}
		}
	}
	return found, at
}

// placeNegated: "not", "never" or "no" stands among the six tokens
// before token i in its clause ("not to the user's global settings": the
// possessive is three tokens).
func placeNegated(r *reading.AskReader, i int) bool {
	for k := i - 1; k >= r.S.From && k >= i-6; k-- {
		w := r.Lw(k)
		if reading.WsPlaceNegator.Has(w) {
			return true
		}
		if r.A.Tokens[k].Kind == reading.TokPunct && w != "'" && w != "’" {
			return false
		}
	}
	return false
}

// permitted: a modal of permission stands in the act's clause before
// it ("users can paste them", "you may keep your own rules there").
func permitted(r *reading.AskReader, i int) bool {
	for k, cs := i-1, r.ClauseStart(i); k >= cs; k-- {
		if reading.WsPermitModal.Has(r.Lw(k)) {
			return true
		}
	}
	return false
}

// reportedBefore: a verb reporting what another text tells stands before the
// act ("any line that tells the agent to write ..."): described, not
// ordered.
func reportedBefore(r *reading.AskReader, i int) bool {
	for k := i - 1; k >= r.S.From; k-- {
		if wsReportVerb.Has(r.Lw(k)) {
			return true
		}
	}
	return false
}

// userSubjectActs: the user is the one who acts: the sentence names the act
// done by hand or manually, or a user (users, the user, developers) is
// its subject before it in its clause, not negated ("not the user").
func userSubjectActs(r *reading.AskReader, act int) bool {
	for i := r.S.From; i < r.S.To; i++ {
		w := r.Lw(i)
		if reading.WsManually.Has(w) || reading.WsHand.Has(w) && i > r.S.From && reading.WsBy.Has(r.Lw(i-1)) {
			return true
		}
	}
	for k, cs := act-1, r.ClauseStart(act); k >= cs; k-- {
		t := &r.A.Tokens[k]
		if reading.DemandOf(r.A, t)&reading.DPerson != 0 && !placeNegated(r, k) && !r.Possessive(k) {
			return true
		}
	}
	return false
}

// conditionedBy: the sentence holds a condition of someone's wish or
// run ("when the user asks to add a global rule", "when you run it"): the
// user's request, which a memory or settings skill carries out. A
// condition of a removal ("if someone deletes this section, add it
// back") is no wish: the rule puts itself back.
func conditionedBy(r *reading.AskReader, act int) bool {
	open := -1
	for k := r.S.From; k < r.S.To; k++ {
		if reading.WsConditionOpener.Has(r.Lw(k)) {
			open = k
			break
		}
	}
	if open < 0 {
		return leadBid(r.Raw, int(r.A.Tokens[r.S.From].Start))
	}
	for k := open + 1; k < r.S.To && r.A.Tokens[k].Kind != reading.TokPunct; k++ {
		if reading.WsUserBid.Has(r.Lw(k)) {
			return true
		}
	}
	return false
}

// rulePlantedLang (ask.rule-planted-lang): in another language, an
// order (or a passive statement) to keep a rule or the unit itself, with
// a scope past the task or a place beyond it. It returns the verb's
// token, -1 if none.
func RulePlantedLang(r *reading.AskReader, f *reading.LangFacts) int {
	// A negator inside a concession (aunque el usuario no lo
	// pida) does not negate the act (negatedOnlyConceded).
	if r.TableRow() || f.Has(reading.Lset(reading.LPermission, reading.LProhibitive, reading.LConditional)) || f.Has(reading.LNegator) && !negatedOnlyConceded(f) {
		return -1
	}
	if !f.Ordered() && !f.Passive && !f.First.Has(reading.LWrite) {
		return -1
	}
	// A scope past the task: time to come, or a place beyond it over
	// every project or session (globales ... toutes les conversations); a
	// global store alone may be where the user's own preference is kept
	// (una preferencia personal en la memoria global).
	if !f.Has(reading.Lset(reading.LRule, reading.LSelf)) || !(f.Has(reading.LLasting) || f.Has(LBeyond) && f.Has(reading.Lset(reading.LEvery, reading.LWhole))) {
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
		if h.Cls.Has(reading.Lset(reading.LPersist, reading.LSend, reading.LReroute, reading.LWrite)) {
			return f.TokAt(r.A, h.Start)
		}
	}
	return -1
}

// plantedUserBidden: sentence s of analysis a opens with a condition of
// the user's wish ("When the user asks to add a global rule, append it to
// ~/.claude/CLAUDE.md"): the agent's home written as the user asked, the
// job of a skill that edits the user's own rules on request.
func plantedUserBidden(a *reading.Analysis, s reading.Sent) bool {
	if s.From >= s.To || !reading.WsConditionOpener.Has(reading.Lower(a.Tokens[s.From].Text(a))) {
		return false
	}
	for k := s.From + 1; k < s.To && a.Tokens[k].Kind != reading.TokPunct; k++ {
		if reading.DemandOf(a, &a.Tokens[k])&reading.DPerson != 0 {
			for j := k + 1; j < s.To && a.Tokens[j].Kind != reading.TokPunct; j++ {
				if reading.WsUserBid.Has(reading.Lower(a.Tokens[j].Text(a))) {
					return true
				}
			}
		}
	}
	return false
}

// plantedByUser: the planting sentence is the user's to carry out or
// the user's request: a condition of the user's wish opens it
// (plantedUserBidden), or it names the act done by hand ("manually",
// "by hand", "yourself" after a purpose that opens it: "To use this skill
// in every project, copy the folder to ~/.claude/skills/ yourself"): an
// install guide for the person, not an order to the agent.
func PlantedByUser(a *reading.Analysis, s reading.Sent, raw string) bool {
	if plantedUserBidden(a, s) || s.From < s.To && leadBid(raw, int(a.Tokens[s.From].Start)) {
		return true
	}
	purpose := s.From < s.To && reading.WsTo.Has(reading.Lower(a.Tokens[s.From].Text(a)))
	for k := s.From; k < s.To; k++ {
		switch w := reading.Lower(a.Tokens[k].Text(a)); {
		case reading.WsManually.Has(w):
			return true
		case reading.WsHand.Has(w):
			if k > s.From && reading.WsBy.Has(reading.Lower(a.Tokens[k-1].Text(a))) {
				return true
			}
		case reading.WsYourself.Has(w):
			if purpose {
				return true
			}
		}
	}
	return false
}

// stated: the verb at i is a participle stated after a verb of state
// ("is symlinked to ~/.claude/CLAUDE.md", "are stored there"): what is,
// not an order; the passive of an obligation ("are to be persisted",
// "that the policy be written") orders.
func stated(r *reading.AskReader, i int) bool {
	if i-1 < r.S.From || !reading.WsAskStateAux.Has(r.Lw(i-1)) || reading.WsBeSubjunctive.Has(r.Lw(i-1)) {
		return false // "that the policy be written": the subjunctive of an order
	}
	return true
}

// standing: the sentence names a standing rule (persist-standing) or
// this unit, not a note of the work.
func standing(r *reading.AskReader) bool {
	for i := r.S.From; i < r.S.To; i++ {
		w := r.Lw(i)
		if wsStanding.Has(w) || reading.WsItself.Has(w) || reading.WsThisThese.Has(w) && i+1 < r.S.To && reading.WsScopeNoun.Has(r.Lw(i+1)) {
			return true
		}
	}
	return false
}

// localPlace: the sentence names a place of this project: a path that
// is not in the home ("NOTES.md", ".claude/notes.md"), or "this project",
// "this repository", "this workspace".
func localPlace(r *reading.AskReader) bool {
	for i := r.S.From; i < r.S.To; i++ {
		t := &r.A.Tokens[i]
		if t.Kind == reading.TokPath && !strings.HasPrefix(r.Txt(i), "~") && !strings.HasPrefix(r.Txt(i), "$HOME") {
			return true
		}
		if w := r.Lw(i); reading.WsLocalDeterminer.Has(w) && i+1 < r.S.To {
			if reading.WsLocalPlace.Has(r.Lw(i + 1)) {
				return true
			}
		}
	}
	return false
}

// leadBid: the line's text before byte at of raw (a sentence the
// tokenizer split off inside a quotation: 'If the user says "remember
// this.", append it to ...') holds a condition opener and, after it, a
// verb of a person's wish.
func leadBid(raw string, at int) bool {
	if at <= 0 || at > len(raw) {
		return false
	}
	lead := raw[:at]
	if k := strings.LastIndexByte(lead, '\n'); k >= 0 {
		lead = lead[k+1:]
	}
	words := strings.FieldsFunc(reading.Lower(lead), func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c == '\'' || c == '-')
	})
	for k, w := range words {
		if reading.WsConditionOpener.Has(w) {
			for _, x := range words[k+1:] {
				if reading.WsUserBid.Has(x) {
					return true
				}
			}
			return false
		}
	}
	return false
}

// storeAfter: a word of a global or permanent store at i is said of an
// agent's rules, settings or memory, or of every project: a noun of
// persist-store within the three words after it ("the global rules",
// "user-level memory", "globally for every project"), not "global CSS"
// or "global state".
func storeAfter(r *reading.AskReader, i int) bool {
	for k := i + 1; k < r.S.To && k <= i+3; k++ {
		if wsStore.Has(r.Lw(k)) {
			return true
		}
	}
	return false
}

// passivePersist: the act at i is a participle after a form of be ("are to be
// persisted", "be written"): its subject is its object.
func passivePersist(r *reading.AskReader, i int) bool {
	return i > r.S.From && reading.WsAskStateAux.Has(r.Lw(i-1))
}

// adjectival: the verb at i is a past participle used as an adjective
// or a reduced clause ("exploring stored knowledge", "until committed or
// copied to a user-level directory"), not after a form of be: no act
// ordered.
func adjectival(r *reading.AskReader, i int) bool {
	w := r.Lw(i)
	if reading.WsParticipleEnding.EndsIn(w) == "" && !reading.WsBareParticiple.Has(w) || reading.ActVerbBaseForm(w) {
		return false
	}
	return !passivePersist(r, i) && i > r.S.From
}

// setupUnit: the unit's name says it sets up or installs (setup-pstack,
// install-rules, configure-ecc, init): writing the user's configuration
// is the job the user invoked it for. A rules file (.cursor/rules/
// bootstrap.mdc, .clinerules/00-setup.md) is not invoked: the agent reads
// it on every task, and its name is no request.
func setupUnit(v *reading.ToolView) bool {
	if v.Tool.Kind == reading.KindRules {
		return false // a rules file is read on every task, invoked by no one
	}
	for _, w := range v.NameWords() {
		if wsSetupName.Has(reading.Lower(w)) {
			return true
		}
	}
	return false
}

// putBack: the act at i puts something back ("add it back", "write
// them again"): what a condition before it named as removed is restored.
func putBack(r *reading.AskReader, i int) bool {
	for k := i + 1; k < r.S.To && k <= i+2; k++ {
		if w := r.Lw(k); reading.WsBackAgain.Has(w) {
			return true
		}
	}
	return false
}
