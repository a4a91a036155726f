package detect

// Closed classes of grammar words, by language: records in
// rules/grammar.rules, looked up by a word's exact lower-case text. The
// checks name a class, never its words.

// gclass is a set of closed classes of English grammar words.
type gclass uint32

const (
	gArticle       gclass = 1 << iota // article
	gDemonstrative                    // demonstrative
	gQuantifier                       // quantifier
	gPossessive                       // possessive
	gPronoun                          // pronoun
	gRelative                         // relative
	gConjunction                      // conjunction
	gPreposition                      // preposition
	gBe                               // be
	gHave                             // have
	gDo                               // do
	gGet                              // get: a passive's auxiliary too
	gModal                            // modal
	gSubordinator                     // subordinator
	gAdverb                           // adverb
	gLater                            // later: words that place what follows later in time
)

// gDeterminer: the words that open a noun phrase.
const gDeterminer = gArticle | gDemonstrative | gQuantifier | gPossessive

// gAuxiliary: the verbs that help another: the primary auxiliaries, the
// modals and get.
const gAuxiliary = gBe | gHave | gDo | gModal | gGet

// gPassiveAux: the verbs that make a passive ("is sent", "gets sent").
const gPassiveAux = gBe | gGet

// gFunction: the function words of English, every closed class but the
// words of time and get.
const gFunction = gArticle | gDemonstrative | gQuantifier | gPossessive | gPronoun | gRelative | gConjunction |
	gPreposition | gBe | gHave | gDo | gModal | gSubordinator | gAdverb

// grammarClassNames are the English classes, by the name a grammar
// record gives.
var grammarClassNames = map[string]gclass{
	"article": gArticle, "demonstrative": gDemonstrative, "quantifier": gQuantifier, "possessive": gPossessive,
	"pronoun": gPronoun, "relative": gRelative, "conjunction": gConjunction, "preposition": gPreposition,
	"be": gBe, "have": gHave, "do": gDo, "get": gGet, "modal": gModal, "subordinator": gSubordinator, "adverb": gAdverb, "later": gLater,
}

// foreignClass is the one class the records of other languages give:
// their function words (sentenceLanguage tells a language by them).
const foreignClass = "function-word"

// grammarList is one grammar record as written.
type grammarList struct {
	class, lang string
	words       []string
	at          place
}

// grammarWords are the English classes of a word; foreignWords the
// function words of the other languages (loadRules).
var (
	grammarWords map[string]gclass
	foreignWords map[string]bool
)

// grammarTables folds the grammar records into the two tables.
func grammarTables(lists []grammarList) (map[string]gclass, map[string]bool) {
	en, other := map[string]gclass{}, map[string]bool{}
	for _, l := range lists {
		for _, w := range l.words {
			if l.lang == "en" {
				en[w] |= grammarClassNames[l.class]
			} else {
				other[w] = true
			}
		}
	}
	return en, other
}

// grammar: word w (lower case) is in one of the English classes c.
func grammar(w string, c gclass) bool { return grammarWords[w]&c != 0 }
