package reading

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Named lists: the identifiers a mechanism reads as it finds them, not
// as words (file and folder names, path prefixes, file-name endings,
// program names, option names): which folders in a user's home an agent
// reads again, which endings make a credential file's name a template.
// Each is a names record (agent-reading.rules and the concepts' rules
// files) with an ID (names.NAME), a rationale, a provenance, its items and
// match/nomatch examples, which the tests run through the mechanism that
// reads the list (namelist_test.go). The Go code names a list and never
// spells its items.
type NameSet struct {
	id    string
	Items []string // as the record writes them, in its order
	// set holds the items; made with the list and filled in place, so a
	// variable may be the map (prohibition[t]).
	Set map[string]bool
}

// nameLists are the lists the code names, by their record's ID.
var NameSets = map[string]*NameSet{}

// newNameList names a list; loadRules fills it from its record.
func NewNameList(id string) *NameSet {
	l := &NameSet{id: id, Set: map[string]bool{}}
	NameSets[id] = l
	return l
}

// has: s is one of the list's items.
func (l *NameSet) Has(s string) bool { return l.Set[s] }

// suffixOf: s ends with one of the list's items.
func (l *NameSet) suffixOf(s string) bool {
	for _, x := range l.Items {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// nameRecord is one names record as written.
type nameRecord struct {
	id, rationale, provenance string
	items                     []string
	match, nomatch            []string
	at                        place
}

// fillNameLists fills the named lists from their records.
func fillNameLists(recs []nameRecord) {
	for _, r := range recs {
		l := NameSets[r.id]
		if l == nil {
			continue
		}
		l.Items = slices.Clone(r.items)
		clear(l.Set) // filled in place: a variable may hold the map itself
		for _, x := range r.items {
			l.Set[x] = true
		}
	}
}

// checkNameRecords reports a list the code names without a record, a
// record no code reads, and a record without its rationale, provenance,
// items or examples.
func CheckNameRecords(recs []nameRecord) error {
	for _, r := range recs {
		switch {
		case NameSets[r.id] == nil:
			return fmt.Errorf("%s: names %s: no mechanism reads such a list", r.at, r.id)
		case r.rationale == "" || r.provenance == "" || len(r.items) == 0 || len(r.match) == 0 || len(r.nomatch) == 0:
			return fmt.Errorf("%s: names %s: a rationale, a provenance, a list, match and nomatch examples are required", r.at, r.id)
		}
	}
	for _, id := range slices.Sorted(maps.Keys(NameSets)) {
		if !slices.ContainsFunc(recs, func(r nameRecord) bool { return r.id == id }) {
			return fmt.Errorf("no names record for %s", id)
		}
	}
	return nil
}

// NameList is a names record as `mcp-lint rules --names` lists it.
type NameList struct {
	ID         string   `json:"id"`
	Rationale  string   `json:"rationale"`
	Provenance string   `json:"provenance"`
	Items      []string `json:"items"`
	Match      []string `json:"match"`
	NoMatch    []string `json:"nomatch"`
}

// NameLists are the names records, in the rule files' order.
func NameLists() []NameList {
	EnsureRules()
	out := make([]NameList, 0, len(nameRecords))
	for _, r := range nameRecords {
		out = append(out, NameList{ID: r.id, Rationale: r.rationale, Provenance: r.provenance, Items: r.items, Match: r.match, NoMatch: r.nomatch})
	}
	return out
}

// nameRecords are the names records read (loadRules).
var nameRecords []nameRecord
