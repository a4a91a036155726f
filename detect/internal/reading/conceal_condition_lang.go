package reading

import (
	"strings"
)

// conditionedLang: in another language, a condition governs the
// telling at tell: a conditional word before it with no conjunction
// between that opens another clause ("如果用户问起，不要告诉用户 ...": if the
// user asks, do not tell), or one after it. A condition whose clause is
// followed by another joined with a conjunction ("如果需要修改 X，直接修改，
// 但不要提及 ...": if it needs changing, change it, but do not mention
// it) governs that clause, and leaves the telling forbidden whatever it
// is.
func ConditionedLang(f *LangFacts, tell *LexHit) bool {
	return ConditionedLangSkip(f, tell, nil)
}

// conditionedLangSkip is conditionedLang with the conditional hits that
// skip(i) names not read as conditions (nil skips none).
func ConditionedLangSkip(f *LangFacts, tell *LexHit, skip func(f *LangFacts, i int) bool) bool {
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(LConditional) || skip != nil && skip(f, i) {
			continue
		}
		if h.Start > tell.Start {
			return true
		}
		cut := false
		for j := range f.Hits {
			c := &f.Hits[j]
			if c.Cls.Has(LConjunction) && c.Start > h.End && c.End <= tell.Start && strings.ContainsAny(f.Text[h.End:c.Start], ",;，；、") {
				cut = true
			}
		}
		if !cut {
			return true
		}
	}
	return false
}
