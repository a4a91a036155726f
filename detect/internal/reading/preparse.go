package reading

import (
	"hash/crc32"
	"slices"
)

// A scan that reads a definition parses the rule files (a megabyte of
// records) and the directive rules' patterns at its start: most of the
// instructions of a scan of a small repository. Both are the same at
// every start, so they are also written as Go data the program's image
// holds ready (preparsed.go): the records as ReadRuleFiles returns them,
// each directive rule's pattern as compilePattern parses it, and the
// stems and sorted words of the vocabularies. What is made of them (the
// word classes' maps, the rule set's indexes, the lexicon) is still made
// at the start, as from the files.
//
// The files stay what the rules are: each start compares the checksums
// of the embedded files with those the data was made from, and reads the
// files when one differs (a rule file edited and the data not written
// again: a slower start, never stale rules). A test fails while the data
// is not the files' (go test ./detect -run TestPreparsedRules -update
// writes it again); built with -tags rulegen, the program has no data
// and reads the files (preparsed_none.go), which writes it when the data
// no longer compiles.

// preparsedRules is the pre-parsed form of the rule files.
type preparsedRules struct {
	// sums are the CRC-32 of each file of RuleFileOrder, in its order.
	sums []uint32
	// macros are the macros' names and bodies, in turn (a map is made at
	// the start, not held ready).
	macros []string
	// data is what ReadRuleFiles returns, but its maps.
	data *RuleData
	// patterns are the nodes of each pattern of DirectiveRuleRecords'.
	patterns [][]*Pnode
	// stems and sets are, for each record of data.Vocab, the stems of a
	// stem class's words (classStems) and a word set's words as the set
	// holds them (setWords); nil for the others.
	stems, sets [][]string
}

// made are what the start builds from the pre-parsed form beside the
// records: all nil when it is not in use, and each is then made from the
// records.
type made struct {
	patterns    [][]*Pnode
	stems, sets [][]string
}

// PreparsedVocab are the class stems and set words the pre-parsed form
// holds (nil in a build without it), for the test that checks them.
func PreparsedVocab() (stems, sets [][]string) {
	if preparsedData == nil {
		return nil, nil
	}
	return preparsedData.stems, preparsedData.sets
}

// PreparsedMade are what the start builds ahead from records d (for the
// test that writes them): each record's class stems and set words, as
// preparsedRules holds them.
func PreparsedMade(d *RuleData) (stems, sets [][]string) {
	stems, sets = make([][]string, len(d.Vocab)), make([][]string, len(d.Vocab))
	for k, v := range d.Vocab {
		if cn, ok := ClassNames[v.Class]; ok && cn.Stem {
			stems[k] = classStems(v)
		}
		if ws := WordSets[v.Class]; ws != nil {
			sets[k] = setWords(v, ws.Stem)
		}
	}
	return stems, sets
}

// preparsedUsed says whether the rules were built from the pre-parsed
// form (PreparsedInUse).
var preparsedUsed bool

// PreparsedInUse says whether the rules were built from their pre-parsed
// form: false before EnsureRules, in a build without it, and when it was
// not the files'.
func PreparsedInUse() bool { return preparsedUsed }

// WithoutIndexes is d without the maps Parse keeps to add files to the
// set (the pre-parsed records have none).
func (d *RuleData) WithoutIndexes() RuleData {
	c := *d
	c.ids, c.vocabAt = nil, nil
	return c
}

// preparsed returns the pre-parsed records, and what is made ahead of
// them, when they are the embedded files'; nil otherwise. The records are returned once: what is
// built of them may keep them.
func preparsed() (*RuleData, made) {
	p := preparsedData
	if p == nil {
		return nil, made{}
	}
	if sums, err := RuleFileSums(); err != nil || !slices.Equal(sums, p.sums) {
		return nil, made{}
	}
	d := p.data
	d.Macros = make(map[string]string, len(p.macros)/2)
	for k := 0; k+1 < len(p.macros); k += 2 {
		d.Macros[p.macros[k]] = p.macros[k+1]
	}
	preparsedUsed = true
	return d, made{patterns: p.patterns, stems: p.stems, sets: p.sets}
}

// RuleFileSums are the CRC-32 (IEEE) of the rule files, in RuleFileOrder:
// folded 64 bytes at a time where the processor multiplies carry-less
// (CRC-32C, a byte an instruction, cost a tenth of a small scan).
func RuleFileSums() ([]uint32, error) {
	sums := make([]uint32, len(RuleFileOrder))
	for k, name := range RuleFileOrder {
		b, err := ReadRuleFile(name)
		if err != nil {
			return nil, err
		}
		sums[k] = crc32.ChecksumIEEE(b)
	}
	return sums, nil
}

// DirectiveRuleRecords are the phrase rules of d that read every kind of
// text: all but those of the files read only on an instruction kind
// (agentOnlyFile), in their order.
func DirectiveRuleRecords(d *RuleData) []PhraseRule {
	return slices.DeleteFunc(slices.Clone(d.Rules), func(r PhraseRule) bool { return agentOnlyFile(r.at.File) })
}
