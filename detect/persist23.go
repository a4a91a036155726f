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
	wsRuleNoun23   = newWordSet("persist23-rule-noun", false)
	wsSelf23       = newWordSet("persist23-self", false)
	wsScopeNoun23  = newWordSet("persist23-scope-noun", false)
	wsBeyond23     = newWordSet("persist23-beyond", false)
	wsLater23      = newWordSet("persist23-later", false)
	wsUserBid23    = newWordSet("persist23-user-bid", false)
	wsReportVerb23 = newWordSet("persist23-report-verb", false)
)

// lw23 is token i's text in lower case.
func (r *askReader) lw23(i int) string { return strings.ToLower(r.txt(i)) }

// rulePlanted23 (ask.rule-planted): the act, its object and its place in
// one English sentence; it returns the act's token, -1 if none.
func (r *askReader) rulePlanted23() int {
	if r.tableRow() || r.questionOrReport() {
		return -1
	}
	act := -1
	for i := r.s.From; i < r.s.To; i++ {
		if r.word(i) && (wsPlantVerb23.has(r.lw23(i)) || r.class(i)&dPersist != 0 && !r.nounUse(i)) {
			if r.negated(i) || r.permitted23(i) || r.reported23(i) {
				continue
			}
			act = i
			break
		}
	}
	if act < 0 || r.userActs23(act) || !r.plantObject23() || !r.beyondPlace23() {
		return -1
	}
	if r.conditionedBy23(act) {
		return -1
	}
	return act
}

// plantObject23: the sentence names a rule or the unit itself: a word of
// persist23-rule-noun, "itself", or a determiner of this unit before one
// of its parts ("this skill", "these instructions").
func (r *askReader) plantObject23() bool {
	for i := r.s.From; i < r.s.To; i++ {
		w := r.lw23(i)
		switch {
		case w == "itself" || wsRuleNoun23.has(w) && !r.ownProject23(i):
			return true
		case w == "that" && i > r.s.From && r.class(i-1)&dPersist != 0:
			return true // "remembers that the domain is trusted": a belief kept
		case (w == "this" || w == "these") && i+1 < r.s.To && wsScopeNoun23.has(r.lw23(i+1)):
			return true
		}
	}
	return false
}

// ownProject23: the noun at i is said of this project ("this
// repository's rules", "the project's settings").
func (r *askReader) ownProject23(i int) bool {
	for k := i - 1; k >= r.s.From && k >= i-3; k-- {
		switch r.lw23(k) {
		case "project's", "repository's", "repo's", "workspace's", "local":
			return true
		}
		if r.lw23(k) == "s" && k-2 >= r.s.From && (r.lw23(k-2) == "project" || r.lw23(k-2) == "repository") {
			return true
		}
	}
	return false
}

// beyondPlace23: the sentence names a place beyond the task, not negated:
// a path into an agent's home; a word of a global or permanent store;
// the user's or agent's memory; every (other) project, repository or
// workspace, other or sibling ones; a later session or conversation.
func (r *askReader) beyondPlace23() bool {
	for i := r.s.From; i < r.s.To; i++ {
		if r.placeNegated23(i) {
			continue
		}
		t := &r.a.Tokens[i]
		if t.Kind == TokPath && homePathCue(strings.ToLower(r.txt(i))) > 0 {
			return true
		}
		w := r.lw23(i)
		switch {
		case wsBeyond23.has(w):
			return true
		case w == "memory" || w == "memories":
			if i+1 < r.s.To && (r.lw23(i+1) == "tool" || r.lw23(i+1) == "bank") {
				return true
			}
			if i > r.s.From {
				switch r.lw23(i - 1) {
				case "your", "user's", "agent's", "assistant's", "the", "its":
					return true
				}
			}
		case w == "every" || w == "all" || w == "each" || w == "other" || w == "any":
			for k := i + 1; k < r.s.To && k <= i+3; k++ {
				switch r.lw23(k) {
				case "project", "projects", "repository", "repositories", "repo", "repos", "workspace", "workspaces", "session", "sessions", "conversation", "conversations", "chat", "chats":
					return true
				}
			}
		case w == "next" && i+1 < r.s.To && r.lw23(i+1) == "time":
			return true // "the next time you start": a later session
		case wsLater23.has(w) && i+1 < r.s.To:
			switch r.lw23(i + 1) {
			case "session", "sessions", "conversation", "conversations", "chat", "chats":
				return true
			}
		case w == "across" && i+1 < r.s.To && (r.lw23(i+1) == "sessions" || r.lw23(i+1) == "conversations" || r.lw23(i+1) == "projects"):
			return true
		case w == "survives" || w == "survive" || w == "outlives" || w == "outlive":
			return true
		}
	}
	return false
}

// placeNegated23: "not", "never" or "no" stands among the six tokens
// before token i in its clause ("not to the user's global settings": the
// possessive is three tokens).
func (r *askReader) placeNegated23(i int) bool {
	for k := i - 1; k >= r.s.From && k >= i-6; k-- {
		w := r.lw23(k)
		if w == "not" || w == "never" || w == "no" {
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
	for k := i - 1; k >= r.clauseStart(i); k-- {
		switch r.lw23(k) {
		case "can", "may", "could", "might":
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
		if w == "manually" || w == "hand" && i > r.s.From && r.lw23(i-1) == "by" {
			return true
		}
	}
	for k := act - 1; k >= r.clauseStart(act); k-- {
		t := &r.a.Tokens[k]
		if demandOf(r.a, t)&dPerson != 0 && !r.placeNegated23(k) {
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
		return false
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
	if r.tableRow() || f.has(lset(lPermission, lProhibitive, lNegator, lConditional)) {
		return -1
	}
	if !f.ordered() && !f.passive {
		return -1
	}
	if !f.has(lset(lRule, lSelf)) || !f.has(lset(lLasting, lBeyond23)) {
		return -1
	}
	for i := range f.hits {
		if h := &f.hits[i]; h.cls.has(lset(lPersist, lSend, lReroute)) {
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
func plantedByUser23(a *Analysis, s Sent) bool {
	if plantedUserBidden23(a, s) {
		return true
	}
	purpose := s.From < s.To && strings.EqualFold(a.Tokens[s.From].Text(a), "to")
	for k := s.From; k < s.To; k++ {
		switch strings.ToLower(a.Tokens[k].Text(a)) {
		case "manually":
			return true
		case "hand":
			if k > s.From && strings.EqualFold(a.Tokens[k-1].Text(a), "by") {
				return true
			}
		case "yourself":
			if purpose {
				return true
			}
		}
	}
	return false
}
