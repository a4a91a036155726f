package detect

import "slices"

// Word classes: every vocabulary the checks consult per token (example
// markers, analysis verbs, call verbs, ...) is a words record in
// rules/words.rules, folded into one table, and each token carries the
// classes of its text and stem from the moment it is made. A check then
// tests a bit instead of hashing the same string into a dozen maps.
// (wclass is text.Class: tokenize.go.) The comment of each class names
// its words record.

const (
	// classes of the token text
	wcExample      wclass = 1 << iota // example
	wcContentLabel                    // content-label
	wcDescriptive                     // descriptive
	wcContentNoun                     // content-noun
	wcClauseBreak                     // clause-break
	wcSubordinator                    // subordinator
	wcToolWord                        // tool-word
	wcFiller                          // filler-before-tool
	wcParamWord                       // param-word
	wcParamNoun                       // param-noun
	wcFormat                          // format-word
	wcLeadStop                        // lead-stop
	wcPosMark                         // position-mark: a token positionsOf reads beyond its classes
	wcVerb                            // verb: a word WordNet knows as a verb (demand.rules)
	wcAdverb                          // adverb: a word WordNet knows as an adverb and not as a noun (demand.rules)
	// classes of the token stem
	wcCallVerb         // call-verb
	wcModifyVerb       // modify-verb
	wcSteer            // steer
	wcFill             // fill-verb
	wcAccessVerb       // access-verb
	wcEgressVerb       // egress-verb
	wcShellWord        // shell-word
	wcSensitivePurpose // sensitive-purpose
	wcHarmlessPurpose  // harmless-purpose
	// a word of a demand vocabulary (demand.go looks up which)
	wcDemand
	// the token can start a phrase rule (set from the rules, not a list)
	wcRuleStart
	// the token names a credential store or private file: sensitiveResource
	// finds something in it (set from its kind and text)
	wcSensitive
	// an identifier shaped like a tool name (isToolShaped): the only
	// identifiers toolMention can accept
	wcToolIdent
	// a quote mark (TokQuote): with wcToolIdent, what a sentence needs to
	// hold for mayMention to accept a token of it
	wcQuote
	// an English function word (grammar.go: gFunction) and a function
	// word of another language, from the grammar records
	wcFunctionWord
	wcForeignWord
)

// classNames are the word classes the vocabularies of rules/words.rules
// fill, by the name a words record gives: stem marks a class looked up by
// a word's stem (the others by a token's text).
var classNames = map[string]className{
	"example": {wcExample, false}, "content-label": {wcContentLabel, false}, "descriptive": {wcDescriptive, false},
	"content-noun": {wcContentNoun, false}, "clause-break": {wcClauseBreak, false}, "subordinator": {wcSubordinator, false},
	"tool-word": {wcToolWord, false}, "filler-before-tool": {wcFiller, false}, "param-word": {wcParamWord, false},
	"param-noun": {wcParamNoun, false}, "format-word": {wcFormat, false}, "lead-stop": {wcLeadStop, false},
	"position-mark": {wcPosMark, false}, "verb": {wcVerb, false}, "adverb": {wcAdverb, false},
	"call-verb": {wcCallVerb, true}, "modify-verb": {wcModifyVerb, true}, "steer": {wcSteer, true},
	"fill-verb": {wcFill, true}, "access-verb": {wcAccessVerb, true}, "egress-verb": {wcEgressVerb, true},
	"shell-word": {wcShellWord, true}, "sensitive-purpose": {wcSensitivePurpose, true},
	"harmless-purpose": {wcHarmlessPurpose, true},
}

// className is the class a words record names, and how it is looked up.
type className struct {
	c    wclass
	stem bool
}

func init() {
	// The demand vocabularies share one token class; demand.go keeps
	// which of them a word is in (demandWords).
	for name := range demandClassNames {
		classNames[name] = className{wcDemand, true}
	}
}

// textClasses and stemClasses are built by loadRules from the words
// records, before the lexicon made from them (lexicon). The large text
// vocabularies (WordNet's verbs and adverbs, thousands of words each) are
// kept out of textClasses, as sorted lists in textLists: hashing them
// into the maps was a third of what a small scan cost to start.
var (
	textClasses, stemClasses map[string]wclass
	textLists                []textList
)

// A textList is the words of one large text vocabulary, sorted, and the
// class a token whose text is one of them has. from[b] is where the words
// that begin with byte b begin (from[b+1] where they end), so a lookup
// searches the words of its first byte only.
type textList struct {
	c     wclass
	words []string
	from  [257]int32
}

// newTextList indexes sorted words by their first byte.
func newTextList(c wclass, words []string) textList {
	l := textList{c: c, words: words}
	i := 0
	for b := range l.from {
		for i < len(words) && (words[i] == "" || int(words[i][0]) < b) {
			i++
		}
		l.from[b] = int32(i)
	}
	return l
}

// holds: s is one of the list's words.
func (l *textList) holds(s string) bool {
	words := l.words
	if s != "" {
		words = words[l.from[s[0]]:l.from[int(s[0])+1]]
	}
	_, ok := slices.BinarySearch(words, s)
	return ok
}

// largeVocab is the size from which a text vocabulary is a textList
// rather than entries of textClasses (a lookup costs one binary search
// instead of one hash, either way a token's classes are the same).
const largeVocab = 1000

// textClassOf is the class of a token's text: its entry in textClasses
// and the large vocabularies it is in.
func textClassOf(s string) wclass {
	return textClasses[s] | listClasses(s)
}

// listClasses are the classes of the large vocabularies holding s.
func listClasses(s string) wclass {
	var c wclass
	for i := range textLists {
		if textLists[i].holds(s) {
			c |= textLists[i].c
		}
	}
	return c
}

// wordClasses folds the vocabularies into the two class tables and the
// large text lists. A stem class holds each word and its stem, as a
// rule's words are matched.
func wordClasses(vocab []vocabulary) (textClasses, stemClasses map[string]wclass, lists []textList) {
	// The maps are made at their size: grown word by word, they were
	// rehashed several times at each start.
	var nText, nStem int
	for _, v := range vocab {
		if cn, ok := classNames[v.class]; !ok {
			continue
		} else if cn.stem {
			nStem += 2 * len(v.words)
		} else if len(v.words) < largeVocab {
			nText += len(v.words)
		}
	}
	textClasses = make(map[string]wclass, nText)
	stemClasses = make(map[string]wclass, nStem)
	for _, v := range vocab {
		cn, ok := classNames[v.class]
		if !ok {
			continue // a word set (wordset.go)
		}
		if !cn.stem && len(v.words) >= largeVocab {
			words := v.words
			if !slices.IsSorted(words) {
				words = slices.Clone(words)
				slices.Sort(words)
			}
			lists = append(lists, newTextList(cn.c, words))
			continue
		}
		for _, w := range v.words {
			if cn.stem {
				stemClasses[w] |= cn.c
				stemClasses[stemPatternWord(w)] |= cn.c
			} else {
				textClasses[w] |= cn.c
			}
		}
	}
	return textClasses, stemClasses, lists
}
