package reading

import (
	"strings"
)

var LReport = Lbit(76) // lang-report: what the user reads of the agent's work

var LSay = Lbit(79) // lang-say: to say, answer, describe, write (a telling that may be false)

// lCompoundReport: the classes of this file whose German nouns also end
// compounds (Commit-Nachricht, PR-Beschreibung, Abschlusszusammenfassung),
// as the demand classes of lNoun do; lang-change is not one (its verb
// stems, änder-, end too many words).
var lCompoundReport = LReport

// negated: the telling at h negated: as the demand reading has it
// (negatedAt), or, for a participle (a passive: weder ... erwähnt werden;
// must neither ... be mentioned), by a negator anywhere before it in its
// clause: the passive puts its auxiliaries and objects between them.
func Negated(f *LangFacts, h *LexHit) bool {
	if f.NegatedAt(h) {
		return true
	}
	if !h.Cls.Has(LParticiple) && !f.Has(Lset(lBecome, lPassive, lReflexive)) {
		return false
	}
	for i := range f.Hits {
		if n := &f.Hits[i]; n.Cls.Has(LNegator) && n.End <= h.Start && !strings.ContainsAny(f.Text[n.End:h.Start], ClausePunct) {
			return true
		}
	}
	return false
}

// bareOnly: the conditional at hit i is a word of only (solo,
// seulement, nur) with no second conditional right after it: "only", not
// "only if".
func BareOnly(f *LangFacts, i int) bool {
	h := &f.Hits[i]
	if !h.Cls.Has(LOnly) {
		return false
	}
	return i+1 >= len(f.Hits) || !f.Hits[i+1].Cls.Has(LConditional)
}
