package reading

// sinkOutside is the sink a finding names for an address outside the
// tool (the label the readers give d.sink): a label of the report,
// compared as one, not a word read in a text.
const sinkOutside = "an outside address"

// mention.go
var wsHookRuns = NewWordSet("hooked-runs-verb", false)

var wsHookAux = NewWordSet("hooked-aux", false)

var wsHookCalled = NewWordSet("hooked-called", false)

var wsStateAux = NewWordSet("tool-state-aux", false)

var wsStateOfTool = NewWordSet("tool-state-word", false)

var wsHookOpener = NewWordSet("hook-opener", false)

// shadowing.go, part_gone.go
var WsRather = NewWordSet("rather-comparative", false)

var WsThan = NewWordSet("than-comparative", false)

// position.go
var wsLike = NewWordSet("like-example", false)

var wsForExample = NewWordSet("for-example-noun", false)

var wsContentRelative = NewWordSet("content-relative", false)

var wsIf = NewWordSet("if-content", false)

var wsContentDeterminer = NewWordSet("content-determiner", false)

var WsNounSubjectVerb = NewWordSet("noun-subject-verb", false)

var WsPreposition = NewWordSet("preposition-in", false)

// answered_for_user.go
var WsAskPrefix = NewWordSet("ask-prefix", false)

var WsWhich = NewWordSet("which-relative", false)

var wsPracticeLead = NewWordSet("practice-lead", false)

var WsAndOr = NewWordSet("and-or", false)

var WsTheyThem = NewWordSet("they-them", false)

var WsAnd = NewWordSet("and-word", false)

// act_withheld.go
var WsAttention = NewWordSet("attention-noun", false)

var WsLet = NewWordSet("let-verb", false)

var WsTellNegator = NewWordSet("tell-negator-before", false)

var WsNever = NewWordSet("never-word", false)

var WsSeeHear = NewWordSet("see-hear", false)

var WsShould = NewWordSet("should-opener", false)

var WsEvenTail = NewWordSet("even-tail", false)

// made_content.go, memory_planted.go
var WsSure = NewWordSet("sure-word", false)

var wsMake = NewWordSet("make-sure-verb", false)

var WsFloatingEach = NewWordSet("floating-each", false)

var homeRulesPart = NewNameList("names.data-home-rules-part")

// demand_unaware.go
var WsIncludeStem = NewWordSet("include-stem", false)

var WsFree = NewWordSet("free-of-word", false)

var WsKnew = NewWordSet("knew-word", false)

var WsAlready = NewWordSet("already-word", false)

var WsPretendStem = NewWordSet("pretend-stem", false)

// part_gone.go
var WsUnitPreposition = NewWordSet("unit-preposition", false)

var WsDoFinite = NewWordSet("do-finite", false)

// demand_statement.go
var wsCopyStem = NewWordSet("copy-stem", false)

var WsLonger = NewWordSet("longer-word", false)

var wsFuture = NewWordSet("future-word", false)

// routed_work.go
var WsWhenever = NewWordSet("whenever-word", false)

var WsIfUnless = NewWordSet("if-unless", false)

var WsOnce = NewWordSet("once-word", false)

var WsTheyIt = NewWordSet("they-it", false)

var WsOver = NewWordSet("over-particle", false)

var WsRun = NewWordSet("run-verb", false)

// in_context.go
var WsOutUp = NewWordSet("out-up-particle", false)

var WsBoundOpener = NewWordSet("bound-opener", false)

// cutEnd: w without the set's longest ending it has (w itself when none).
func (ws *NamedWords) CutEnd(w string) string {
	return w[:len(w)-len(ws.EndsIn(w))]
}
