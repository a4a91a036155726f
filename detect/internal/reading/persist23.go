package reading

import (
	"strings"
)

var WsPlantVerb23 = NewWordSet("persist-plant-verb", false)

var WsScopeNoun23 = NewWordSet("persist-scope-noun", false)

var WsBeyond23 = NewWordSet("persist-beyond", false)

var WsUserBid23 = NewWordSet("persist-user-bid", false)

// lw23 is token i's text in lower case.
func (r *AskReader) Lw23(i int) string { return strings.ToLower(r.Txt(i)) }

// What place beyond the task a sentence names (beyondPlace23).
const (
	BeyondNone23  = iota
	BeyondTime23  // only a later session or conversation
	BeyondPlace23 // a place: the home, a global store, every project
)
