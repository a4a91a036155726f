package detect

// wrap29: the words after which a sentence cannot end (rules/agent-wrap29.rules,
// words wrap29-open), which the tokenizer asks at a soft line wrap
// before a capital (text.WrapLexicon29; docs/dev/wrap29-misses.md).

var wsWrap29Open = newWordSet("wrap29-open", false)

// WrapOpen29: w (lower case) is a word after which a sentence cannot end.
func (l ruleLexicon) WrapOpen29(w string) bool { return wsWrap29Open.has(w) }

// lOwnPlace29 (wrap29-own-place): the nouns of the unit's own place: its
// folder, directory, repository, project, plugin or package.
var lOwnPlace29 = lbit(161)

func init() { lexClassNames["wrap29-own-place"] = lOwnPlace29 }

// wrap29OwnPlace: part p (bytes start..end of f's text), in the clause
// from..to, is placed in the unit's own place ("la skill `x` de esta
// misma carpeta", "このフォルダの `x` スキル"): a demonstrative of the unit
// (hijack25-this) and, a few bytes after it, a noun of its own place
// (wrap29-own-place), near the part. A part of the project's own is not
// another's to take over, as hijack25-former's "our old command" is not.
// A sentence joined across a soft wrap (text.wrap29Line) reads the next
// sentence as the same paragraph's, where hijack25Elsewhere finds the work
// put in this unit: the part's own place is what tells the two apart.
func wrap29OwnPlace(f *langFacts, start, end, from, to int) bool {
	for i := range f.hits {
		h := &f.hits[i]
		if !h.cls.has(lThis25) || h.start < from || h.end > to {
			continue
		}
		for k := i + 1; k < len(f.hits) && f.hits[k].start-h.end <= 12; k++ {
			o := &f.hits[k]
			if o.cls.has(lOwnPlace29) && o.end <= to && (o.start >= end && h.start-end <= 40 || o.end <= start && start-o.end <= 40) {
				return true
			}
		}
	}
	return false
}
