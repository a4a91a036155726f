package reading

import (
	"strings"
)

// lChange: the lexicons' words of changing a file or a setting
// (lexicon.*.rules, conceal-change).
var LChange = Lbit(124)

var WsSuch = NewWordSet("conceal-such", false)

// changeCondLang: in another language, the condition before the
// telling names an act of changing ("Cuando modifiques X, no lo
// menciones"; "如果你修改了 X，不要提及"): it says which act is not told,
// not when telling is forbidden.
func ChangeCondLang(f *LangFacts, tell *LexHit) bool {
	cond := -1
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Start >= tell.Start {
			break
		}
		if h.Cls.Has(LConditional) {
			cond = i
			if (f.Lang == "ja" || f.Lang == "ko") && f.InClauseBefore(h, LChange) != nil {
				// The condition's ending closes its clause (수정했다면,
				// 変更した場合): the change comes before it.
				return true
			}
		}
		if cond >= 0 && i > cond && h.Cls.Has(LChange) {
			return true
		}
	}
	return false
}

// changedLang: a word of changing stands in the sentence (the act not
// told).
func ChangedLang(f *LangFacts) bool { return f.Has(LChange) }

// concealLang: the hit is a verb of concealing not negated
// (verschweigen, ocultar, cacher): a telling withheld by its own
// meaning; or a verb of putting in negated before a report ("no lo
// incluyas en el resumen", as English "include" is a telling).
func ConcealLang(f *LangFacts, h *LexHit) bool {
	if h.Cls.Has(LConceal) && !f.NegatedAt(h) {
		return true
	}
	if !h.Cls.Has(LCarry) || !f.NegatedAt(h) {
		return false
	}
	for i := range f.Hits {
		if n := &f.Hits[i]; n.Start > h.End && n.Cls.Has(Lset(LReply, LCommunicate)) && !n.Cls.Has(LUntold) {
			return true
		}
	}
	return false
}

// otherClauseCondLang: every conditional word in the sentence stands
// after the telling past a mark that ends its clause (";", ":"): "solo",
// "nur", "seulement" there narrow the next order ("; di solo ..."), not
// the telling.
func OtherClauseCondLang(f *LangFacts, tell *LexHit) bool {
	seen := false
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(LConditional) {
			continue
		}
		if h.Start < tell.Start || !strings.ContainsAny(f.Text[tell.End:h.Start], ";:；：") {
			return false
		}
		seen = true
	}
	return seen
}

// toldLang: the telling is itself the report, a noun of replying
// negated ("不要在回复中提及": not in the reply): it names where the act is
// kept out of.
func ToldLang(tell *LexHit) bool { return tell.Cls.Has(LReply) }
