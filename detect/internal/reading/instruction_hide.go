package reading

import (
	"strings"
)

// agentDeedClause: token k is the agent as the subject of a clause of its
// own inside a noun phrase ("the files you modify", "which commands you
// ran", "that you acted on it"): the agent's pronoun (demand-agent, a
// pronoun) right before a verb that is not an auxiliary, a modal or
// another function word. What such a clause names is something the agent
// did, the object concealment keeps back; the sentence's own subject
// ("you must not tell") is followed by its modal, not by a verb of a deed.
func (r *AskReader) AgentDeedClause(k int) bool {
	if k+1 >= r.S.To || r.Class(k)&DAgent == 0 || !Grammar(r.Txt(k), GPronoun) {
		return false
	}
	j := k + 1
	if j+1 < r.S.To && r.A.Tokens[j].Is(WcAdverb) && r.A.Tokens[j].Kind == TokWord {
		j++ // "what you actually ran"
	}
	t := &r.A.Tokens[j]
	w := t.Text(r.A)
	if t.Kind != TokWord || !(t.Is(WcVerb) || PastVerb(r.A, t) || r.Class(j)&(DExecute|DTransfer|DObtain|DReplace|DPersist) != 0) ||
		Grammar(w, GFunction|GDo|GBe|GHave|GModal) || r.Class(j)&(DNegation|DCommunicate) != 0 {
		return false
	}
	// A clause inside a noun phrase: a word right before it (a noun, a
	// wh-word, "that"), not the sentence's or a main clause's subject.
	if k == r.S.From || !r.Word(k-1) || Grammar(r.Txt(k-1), GConjunction|GSubordinator) || WsCallClauseStop.Has(r.Txt(k-1)) {
		return false // a clause of its own after a mark, "and", "when", or of cause or condition, "because", "unless"
	}
	// Inside quotation marks the clause is quoted, not the agent's: a
	// checker's example of what it looks for ("don't tell the user you
	// modified the CI workflow" is not fine).
	return !QuotedAt(r.A, r.S, k)
}

// pastVerb: an English word WordNet knows as a verb in its past form
// (participle's -ed: "changed", "dropped"; -ied of a verb in -y:
// "copied", "modified").
func PastVerb(a *Analysis, t *Token) bool {
	if Participle(a, t) {
		return true
	}
	w := t.Text(a)
	return len(w) > 4 && strings.HasSuffix(w, "ied") && TextClassOf(w[:len(w)-3]+"y")&WcVerb != 0
}
