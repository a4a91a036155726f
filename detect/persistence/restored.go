package persistence

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// restored: the act at i puts back what was planted after someone took
// it away: a verb of hidden-put-back-verb, ordered, with a condition in
// the sentence (before or after the act) that something is removed or
// changed, and the thing put back either this unit, named in the
// condition ("if this file is removed ..., restore it") by a person
// ("the user", "anyone") or put back from a copy kept aside or an
// address, or a pronoun after the act ("recreate it whenever it is
// gone") whose referent the sentence before planted (rulePlanted reads
// it). Not a slip put right ("if you accidentally delete this file").
func restored(r *reading.AskReader, act int) bool {
	if !reading.WsPutBack.Has(r.Lw(act)) || !reading.OrderedClause(r.A, r.S, act) || r.Negated(act) {
		return false
	}
	open, self, gone, person, source := -1, false, false, false, false
	for k := r.S.From; k < r.S.To; k++ {
		w := r.Lw(k)
		switch {
		case k == act:
		case reading.WsConditionOpener.Has(w) && open < 0:
			open = k
		case reading.WsAccident.Has(w):
			return false
		case r.A.Tokens[k].Kind == reading.TokURL || reading.WsBackup.Has(w):
			source = source || k > act
		case open < 0:
		case reading.WsThisThese.Has(w) && k+1 < r.S.To:
			for j := k + 1; j < r.S.To && j <= k+4; j++ {
				if reading.WsScopeNoun.Has(r.Lw(j)) || wsStanding.Has(r.Lw(j)) {
					self = true
				}
			}
		case reading.WsGoneVerb.Has(w) || reading.WsGoneState.Has(w):
			gone = true
		case r.Class(k)&reading.DPerson != 0:
			person = true
		}
	}
	if open < 0 || !gone {
		return false
	}
	if self && (person || source) {
		return true
	}
	if act+1 >= r.S.To || !reading.Grammar(r.Lw(act+1), reading.GPronoun|reading.GDemonstrative) {
		return false
	}
	for k, t := range r.A.Sents {
		if t.From == r.S.From && k > 0 {
			prev := &reading.AskReader{V: r.V, A: r.A, S: r.A.Sents[k-1], Raw: r.Raw}
			return rulePlanted(prev) >= 0
		}
	}
	return false
}
