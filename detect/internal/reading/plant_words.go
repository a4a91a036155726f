package reading

import (
	"strings"
)

var WsPlantVerb = NewWordSet("persist-plant-verb", false)

var WsScopeNoun = NewWordSet("persist-scope-noun", false)

var WsBeyond = NewWordSet("persist-beyond", false)

var WsUserBid = NewWordSet("persist-user-bid", false)

// lw is token i's text in lower case.
func (r *AskReader) Lw(i int) string { return strings.ToLower(r.Txt(i)) }

// What place beyond the task a sentence names (beyondPlace).
const (
	BeyondNone  = iota
	BeyondTime  // only a later session or conversation
	BeyondPlace // a place: the home, a global store, every project
)
