package detect

// The word sets the demand check names (wordset.go): each is a words
// record in rules/demand-words.rules.
var (
	wsConditionOpener = newWordSet("condition-opener", false)
)
