package reading

import (
	"strings"
)

// negatedAct: the word of doing without at w qualifies an act a negator
// forbids: a negator stands before it in the sentence, with no ";" or ":"
// between, and not right before it (nunca borres nada sin confirmación;
// n'ajoute jamais rien (un paquet) sans accord). A negator right before
// the word of doing without is part of it (no hace falta) and forbids
// nothing.
func (f *LangFacts) NegatedAct(w *LexHit) bool {
	if LangLex(f.Lang).Dict {
		// Chinese, Japanese, Korean: any negator or prohibition of the
		// sentence outside the word of doing without forbids the act it
		// qualifies (绝不在没有批准的情况下添加; 未经确认，不得声称).
		for i := range f.Hits {
			if n := &f.Hits[i]; n.Cls.Has(Lset(LNegator, LProhibitive)) && (n.End <= w.Start || n.Start >= w.End) {
				return true
			}
		}
		return false
	}
	for i := range f.Hits {
		n := &f.Hits[i]
		if n.Cls.Has(LNegator) && n.End <= w.Start && n.Seq+1 < w.Seq && !strings.ContainsAny(f.Text[n.End:w.Start], ";:") {
			return true
		}
	}
	return false
}
