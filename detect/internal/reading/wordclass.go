package reading

import (
	"slices"
)

// Word classes: every vocabulary the checks consult per token (example
// markers, analysis verbs, call verbs, ...) is a words record in
// rules/words.rules, folded into one table, and each token carries the
// classes of its text and stem from the moment it is made. A check then
// tests a bit instead of hashing the same string into a dozen maps.
// (wclass is text.Class: tokenize.go.) The comment of each class names
// its words record.

const (
	// classes of the token text
	wcExample      Wclass = 1 << iota // example
	wcContentLabel                    // content-label
	wcDescriptive                     // descriptive
	wcContentNoun                     // content-noun
	WcClauseBreak                     // clause-break
	WcSubordinator                    // subordinator
	WcToolWord                        // tool-word
	wcFiller                          // filler-before-tool
	WcParamWord                       // param-word
	WcParamNoun                       // param-noun
	WcFormat                          // format-word
	wcLeadStop                        // lead-stop
	WcPosMark                         // position-mark: a token positionsOf reads beyond its classes
	WcVerb                            // verb: a word WordNet knows as a verb (demand.rules)
	WcAdverb                          // adverb: a word WordNet knows as an adverb and not as a noun (demand.rules)
	// classes of the token stem
	WcCallVerb         // call-verb
	WcModifyVerb       // modify-verb
	WcSteer            // steer
	WcFill             // fill-verb
	WcAccessVerb       // access-verb
	WcEgressVerb       // egress-verb
	WcShellWord        // shell-word
	WcSensitivePurpose // sensitive-purpose
	wcHarmlessPurpose  // harmless-purpose
	// a word of a demand vocabulary (demand.go looks up which)
	WcDemand
	// the token can start a phrase rule (set from the rules, not a list)
	WcRuleStart
	// the token names a credential store or private file: sensitiveResource
	// finds something in it (set from its kind and text)
	WcSensitive
	// an identifier shaped like a tool name (isToolShaped): the only
	// identifiers toolMention can accept
	WcToolIdent
	// a quote mark (TokQuote): with wcToolIdent, what a sentence needs to
	// hold for mayMention to accept a token of it
	WcQuote
	// an English function word (grammar.go: gFunction) and a function
	// word of another language, from the grammar records
	WcFunctionWord
	WcForeignWord
)

// classNames are the word classes the vocabularies of rules/words.rules
// fill, by the name a words record gives: stem marks a class looked up by
// a word's stem (the others by a token's text).
var ClassNames = map[string]className{
	"example": {wcExample, false}, "content-label": {wcContentLabel, false}, "descriptive": {wcDescriptive, false},
	"content-noun": {wcContentNoun, false}, "clause-break": {WcClauseBreak, false}, "subordinator": {WcSubordinator, false},
	"tool-word": {WcToolWord, false}, "filler-before-tool": {wcFiller, false}, "param-word": {WcParamWord, false},
	"param-noun": {WcParamNoun, false}, "format-word": {WcFormat, false}, "lead-stop": {wcLeadStop, false},
	"position-mark": {WcPosMark, false}, "verb": {WcVerb, false}, "adverb": {WcAdverb, false},
	"call-verb": {WcCallVerb, true}, "modify-verb": {WcModifyVerb, true}, "steer": {WcSteer, true},
	"fill-verb": {WcFill, true}, "access-verb": {WcAccessVerb, true}, "egress-verb": {WcEgressVerb, true},
	"shell-word": {WcShellWord, true}, "sensitive-purpose": {WcSensitivePurpose, true},
	"harmless-purpose": {wcHarmlessPurpose, true},
}

// className is the class a words record names, and how it is looked up.
type className struct {
	C    Wclass
	Stem bool
}

func init() {
	// The demand vocabularies share one token class; demand.go keeps
	// which of them a word is in (demandWords).
	for name := range demandClassNames {
		ClassNames[name] = className{WcDemand, true}
	}
}

// textClasses and stemClasses are built by loadRules from the words
// records, before the lexicon made from them (lexicon). The large text
// vocabularies (WordNet's verbs and adverbs, thousands of words each) are
// kept out of textClasses, as sorted lists in textLists: hashing them
// into the maps was a third of what a small scan cost to start.
var (
	TextClasses, StemClasses map[string]Wclass
	TextLists                []textList
)

// A textList is the words of one large text vocabulary, sorted, and the
// class a token whose text is one of them has. from[b] is where the words
// that begin with byte b begin (from[b+1] where they end), so a lookup
// searches the words of its first byte only.
type textList struct {
	C     Wclass
	Words []string
	from  [257]int32
}

// newTextList indexes sorted words by their first byte.
func newTextList(c Wclass, words []string) textList {
	l := textList{C: c, Words: words}
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
func (l *textList) Holds(s string) bool {
	words := l.Words
	if s != "" {
		words = words[l.from[s[0]]:l.from[int(s[0])+1]]
	}
	_, ok := slices.BinarySearch(words, s)
	return ok
}

// largeVocab is the size from which a text vocabulary is a textList
// rather than entries of textClasses (a lookup costs one binary search
// instead of one hash, either way a token's classes are the same).
const LargeVocab = 1000

// textClassOf is the class of a token's text: its entry in textClasses
// and the large vocabularies it is in.
func TextClassOf(s string) Wclass {
	return TextClasses[s] | listClasses(s)
}

// listClasses are the classes of the large vocabularies holding s.
func listClasses(s string) Wclass {
	var c Wclass
	for i := range TextLists {
		if TextLists[i].Holds(s) {
			c |= TextLists[i].C
		}
	}
	return c
}

// classStems are the stems of the words of a stem class's record, in
// their order.
func classStems(v Vocabulary) []string {
	st := make([]string, len(v.Words))
	for j, w := range v.Words {
		st[j] = StemPatternWord(w)
	}
	return st
}

// wordClasses folds the vocabularies into the two class tables and the
// large text lists. A stem class holds each word and its stem, as a
// rule's words are matched.
//
// stems, when not nil, holds the stems of the words of each record of a
// stem class (classStems), made ahead (preparse.go).
func wordClasses(vocab []Vocabulary, stems [][]string) (textClasses, stemClasses map[string]Wclass, lists []textList) {
	// The maps are made at their size: grown word by word, they were
	// rehashed several times at each start.
	var nText, nStem int
	for _, v := range vocab {
		if cn, ok := ClassNames[v.Class]; !ok {
			continue
		} else if cn.Stem {
			nStem += 2 * len(v.Words)
		} else if len(v.Words) < LargeVocab {
			nText += len(v.Words)
		}
	}
	textClasses = make(map[string]Wclass, nText)
	stemClasses = make(map[string]Wclass, nStem)
	for k, v := range vocab {
		cn, ok := ClassNames[v.Class]
		if !ok {
			continue // a word set (wordset.go)
		}
		if !cn.Stem && len(v.Words) >= LargeVocab {
			words := v.Words
			if !slices.IsSorted(words) {
				words = slices.Clone(words)
				slices.Sort(words)
			}
			lists = append(lists, newTextList(cn.C, words))
			continue
		}
		var st []string
		if cn.Stem && stems != nil {
			st = stems[k]
		} else if cn.Stem {
			st = classStems(v)
		}
		for j, w := range v.Words {
			if cn.Stem {
				stemClasses[w] |= cn.C
				stemClasses[st[j]] |= cn.C
			} else {
				textClasses[w] |= cn.C
			}
		}
	}
	return textClasses, stemClasses, lists
}
