package detect

import (
	"maps"
	"slices"
)

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

// grammarList is one grammar record as written.
type grammarList struct {
	class, lang string
	words       []string
	at          place
}

// grammarWords are the English classes of a word (loadRules).
var grammarWords map[string]gclass

// grammarMaxLen is the longest English grammar word a record may hold
// (ruledata.go refuses longer ones, and any but the letters a-z):
// grammar looks a word up by its length and first letter, among the
// few words that share them, without hashing it.
const grammarMaxLen = 12

type grammarEntry struct {
	w string
	c gclass
}

// grammarIndex holds the English grammar words by length and first letter.
var grammarIndex [grammarMaxLen + 1][26][]grammarEntry

// indexGrammar fills grammarIndex from the English classes.
func indexGrammar(en map[string]gclass) {
	grammarIndex = [grammarMaxLen + 1][26][]grammarEntry{}
	for _, w := range slices.Sorted(maps.Keys(en)) {
		b := &grammarIndex[len(w)][w[0]-'a']
		*b = append(*b, grammarEntry{w, en[w]})
	}
}

// grammarTables folds the grammar records into the English table.
func grammarTables(lists []grammarList) map[string]gclass {
	en := map[string]gclass{}
	for _, l := range lists {
		for _, w := range l.words {
			en[w] |= grammarClassNames[l.class]
		}
	}
	return en
}

// grammar: word w (lower case) is in one of the English classes c.
func grammar(w string, c gclass) bool {
	if len(w) == 0 || len(w) > grammarMaxLen || w[0] < 'a' || w[0] > 'z' {
		return false
	}
	for _, e := range grammarIndex[len(w)][w[0]-'a'] {
		if e.w == w {
			return e.c&c != 0
		}
	}
	return false
}

// grammarTokenClasses marks the function words of English and of the
// other languages (other: the lexicons' grammar-function-word records of
// the Latin-script languages, lexFnAny) in the token classes
// (textClasses), so that a token answers without a lookup:
// t.Is(wcFunctionWord) is functionWord of its text, t.Is(wcForeignWord)
// tells sentenceLang to count it.
func grammarTokenClasses(textClasses map[string]wclass, en map[string]gclass, other map[string]uint8) {
	for w, c := range en {
		if c&gFunction != 0 {
			textClasses[w] |= wcFunctionWord
		}
	}
	for w := range other {
		textClasses[w] |= wcForeignWord
	}
}
