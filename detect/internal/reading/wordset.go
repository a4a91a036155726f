package reading

import (
	"slices"
)

// Named word sets: the small vocabularies of the demand check's frames and
// stages (the words that open a condition, that place an order later in
// time, that name a record of the conversation, ...). Each is a words
// record in rules/demand-words.rules that the Go code names and never
// lists: a frame's record gives the sets it uses. A set of form text is
// looked up by a token's lower-case text; one of form stem holds each
// word and its stem, as a stem class does, and is looked up by a token's
// stem.
type NamedWords struct {
	name  string
	Stem  bool
	Words []string   // sorted (loadRules)
	byLen [][]string // the words by their length in bytes
	// sieve holds sieveBit(w) of every word w of the set: a word whose
	// bit is not set is not in it, and most words looked up are not
	// (a set holds tens of words, the frames ask it of every token).
	sieve [256]bool
}

// wordSets are the sets the code names, by the name their record gives.
var WordSets = map[string]*NamedWords{}

// newWordSet names a set; loadRules fills it from its record.
func NewWordSet(name string, stem bool) *NamedWords {
	if WordSets[name] != nil {
		panic("detect: word set " + name + " named twice")
	}
	ws := &NamedWords{name: name, Stem: stem}
	WordSets[name] = ws
	return ws
}

// has: w is in the set. The few words of w's length are compared with
// it, no hashing: most words have a length none of the set's has, or a
// sieve bit (of its length, first and last byte) none of its words has.
func (ws *NamedWords) Has(w string) bool {
	if len(w) >= len(ws.byLen) {
		return false
	}
	return ws.sieve[sieveBit(w)] && ws.holds(w)
}

// holds: w is one of the set's words of its length (has, past the sieve).
func (ws *NamedWords) holds(w string) bool {
	for _, x := range ws.byLen[len(w)] {
		if x == w {
			return true
		}
	}
	return false
}

// fillWordSets fills the sets from their records; sets, when not nil,
// holds each record's words as a set holds them (setWords), made ahead
// (preparse.go).
func fillWordSets(vocab []Vocabulary, sets [][]string) {
	for k, v := range vocab {
		ws, ok := WordSets[v.Class]
		if !ok {
			continue
		}
		if sets != nil {
			ws.Words = sets[k]
		} else {
			ws.Words = setWords(v, ws.Stem)
		}
		ws.sieve = [256]bool{}
		// byLen holds the words by length in one backing array: count
		// each length, then cut the sorted words into place.
		longest := 0
		for _, w := range ws.Words {
			longest = max(longest, len(w))
		}
		counts := make([]int, longest+1)
		for _, w := range ws.Words {
			counts[len(w)]++
		}
		backing := make([]string, len(ws.Words))
		ws.byLen = make([][]string, longest+1)
		at := 0
		for l, c := range counts {
			ws.byLen[l] = backing[at : at : at+c]
			at += c
		}
		for _, w := range ws.Words {
			ws.sieve[sieveBit(w)] = true
			ws.byLen[len(w)] = append(ws.byLen[len(w)], w)
		}
	}
}

// setWords are the words of a set's record as the set holds them: each
// word, and its stem for a set of form stem, sorted, without repeats.
func setWords(v Vocabulary, stem bool) []string {
	n := len(v.Words)
	if stem {
		n *= 2
	}
	words := make([]string, 0, n)
	for _, w := range v.Words {
		words = append(words, w)
		if stem {
			words = append(words, StemPatternWord(w))
		}
	}
	slices.Sort(words)
	return slices.Compact(words)
}

// sieveBit is one of 256 places for word w, from its length and its first
// and last bytes (namedWords.sieve); the empty word has bit 0.
func sieveBit(w string) uint {
	if w == "" {
		return 0
	}
	return (uint(w[0]) ^ uint(w[len(w)-1])<<3 ^ uint(len(w))<<5) & 255
}
