package reading

import (
	"maps"
	"slices"
)

// Closed classes of grammar words, by language: records in
// rules/grammar.rules, looked up by a word's exact lower-case text. The
// checks name a class, never its words.

// gclass is a set of closed classes of English grammar words.
type Gclass uint32

const (
	GArticle       Gclass = 1 << iota // article
	GDemonstrative                    // demonstrative
	gQuantifier                       // quantifier
	GPossessive                       // possessive
	GPronoun                          // pronoun
	GRelative                         // relative
	GConjunction                      // conjunction
	GPreposition                      // preposition
	GBe                               // be
	GHave                             // have
	GDo                               // do
	gGet                              // get: a passive's auxiliary too
	GModal                            // modal
	GSubordinator                     // subordinator
	GAdverb                           // adverb
	GLater                            // later: words that place what follows later in time
)

// gDeterminer: the words that open a noun phrase.
const GDeterminer = GArticle | GDemonstrative | gQuantifier | GPossessive

// gAuxiliary: the verbs that help another: the primary auxiliaries, the
// modals and get.
const GAuxiliary = GBe | GHave | GDo | GModal | gGet

// gPassiveAux: the verbs that make a passive ("is sent", "gets sent").
const gPassiveAux = GBe | gGet

// gFunction: the function words of English, every closed class but the
// words of time and get.
const GFunction = GArticle | GDemonstrative | gQuantifier | GPossessive | GPronoun | GRelative | GConjunction |
	GPreposition | GBe | GHave | GDo | GModal | GSubordinator | GAdverb

// grammarClassNames are the English classes, by the name a grammar
// record gives.
var grammarClassNames = map[string]Gclass{
	"article": GArticle, "demonstrative": GDemonstrative, "quantifier": gQuantifier, "possessive": GPossessive,
	"pronoun": GPronoun, "relative": GRelative, "conjunction": GConjunction, "preposition": GPreposition,
	"be": GBe, "have": GHave, "do": GDo, "get": gGet, "modal": GModal, "subordinator": GSubordinator, "adverb": GAdverb, "later": GLater,
}

// grammarList is one grammar record as written.
type GrammarList struct {
	Class, lang string
	words       []string
	at          place
}

// grammarWords are the English classes of a word (loadRules).
var grammarWords map[string]Gclass

// grammarMaxLen is the longest English grammar word a record may hold
// (ruledata.go refuses longer ones, and any but the letters a-z):
// grammar looks a word up by its length and first letter, among the
// few words that share them, without hashing it.
const grammarMaxLen = 12

type grammarEntry struct {
	w string
	c Gclass
}

// grammarIndex holds the English grammar words by length and first letter.
var grammarIndex [grammarMaxLen + 1][26][]grammarEntry

// indexGrammar fills grammarIndex from the English classes.
func indexGrammar(en map[string]Gclass) {
	grammarIndex = [grammarMaxLen + 1][26][]grammarEntry{}
	for _, w := range slices.Sorted(maps.Keys(en)) {
		b := &grammarIndex[len(w)][w[0]-'a']
		*b = append(*b, grammarEntry{w, en[w]})
	}
}

// grammarTables folds the grammar records into the English table.
func grammarTables(lists []GrammarList) map[string]Gclass {
	en := map[string]Gclass{}
	for _, l := range lists {
		for _, w := range l.words {
			en[w] |= grammarClassNames[l.Class]
		}
	}
	return en
}

// grammar: word w (lower case) is in one of the English classes c.
func Grammar(w string, c Gclass) bool {
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
func grammarTokenClasses(textClasses map[string]Wclass, en map[string]Gclass, other map[string]uint8) {
	for w, c := range en {
		if c&GFunction != 0 {
			textClasses[w] |= WcFunctionWord
		}
	}
	for w := range other {
		textClasses[w] |= WcForeignWord
	}
}
