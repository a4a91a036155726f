package reading

// sinkOutside27 is the sink a finding names for an address outside the
// tool (the label the readers give d.sink): a label of the report,
// compared as one, not a word read in a text.
const sinkOutside27 = "an outside address"

// mention.go
var wsD27HookRuns = NewWordSet("hooked-runs-verb", false)

var wsD27HookAux = NewWordSet("hooked-aux", false)

var wsD27HookCalled = NewWordSet("hooked-called", false)

var wsD27StateAux = NewWordSet("tool-state-aux", false)

var wsD27StateOfTool = NewWordSet("tool-state-word", false)

var wsD27HookOpener = NewWordSet("hook-opener", false)

// shadowing.go, hijack24.go
var WsD27Rather = NewWordSet("rather-comparative", false)

var WsD27Than = NewWordSet("than-comparative", false)

// position.go
var wsD27Like = NewWordSet("like-example", false)

var wsD27ForExample = NewWordSet("for-example-noun", false)

var wsD27ContentRelative = NewWordSet("content-relative", false)

var wsD27If = NewWordSet("if-content", false)

var wsD27ContentDeterminer = NewWordSet("content-determiner", false)

var WsD27NounSubjectVerb = NewWordSet("noun-subject-verb", false)

var WsD27Preposition = NewWordSet("preposition-in", false)

// prec24.go
var WsD27AskPrefix = NewWordSet("ask-prefix", false)

var WsD27Which = NewWordSet("which-relative", false)

var wsD27PracticeLead = NewWordSet("practice-lead", false)

var WsD27AndOr = NewWordSet("and-or", false)

var WsD27TheyThem = NewWordSet("they-them", false)

var WsD27And = NewWordSet("and-word", false)

// conceal23.go
var WsD27Attention = NewWordSet("attention-noun", false)

var WsD27Let = NewWordSet("let-verb", false)

var WsD27TellNegator = NewWordSet("tell-negator-before", false)

var WsD27Never = NewWordSet("never-word", false)

var WsD27SeeHear = NewWordSet("see-hear", false)

var WsD27Should = NewWordSet("should-opener", false)

var WsD27EvenTail = NewWordSet("even-tail", false)

// hidden24.go
var WsD27Sure = NewWordSet("sure-word", false)

var wsD27Make = NewWordSet("make-sure-verb", false)

var WsD27FloatingEach = NewWordSet("floating-each", false)

var homeRulesPart27 = NewNameList("names.data-home-rules-part")

// demand_unaware.go
var WsD27IncludeStem = NewWordSet("include-stem", false)

var WsD27Free = NewWordSet("free-of-word", false)

var WsD27Knew = NewWordSet("knew-word", false)

var WsD27Already = NewWordSet("already-word", false)

var WsD27PretendStem = NewWordSet("pretend-stem", false)

// hijack24.go
var WsD27UnitPreposition = NewWordSet("unit-preposition", false)

var WsD27DoFinite = NewWordSet("do-finite", false)

// demand_six.go
var wsD27CopyStem = NewWordSet("copy-stem", false)

var WsD27Longer = NewWordSet("longer-word", false)

var wsD27Future = NewWordSet("future-word", false)

// hijack23.go
var WsD27Whenever = NewWordSet("whenever-word", false)

var WsD27IfUnless = NewWordSet("if-unless", false)

var WsD27Once = NewWordSet("once-word", false)

var WsD27TheyIt = NewWordSet("they-it", false)

var WsD27Over = NewWordSet("over-particle", false)

var WsD27Run = NewWordSet("run-verb", false)

// conceal24.go
var WsD27OutUp = NewWordSet("out-up-particle", false)

var WsD27BoundOpener = NewWordSet("bound-opener", false)

// cutEnd: w without the set's longest ending it has (w itself when none).
func (ws *NamedWords) CutEnd(w string) string {
	return w[:len(w)-len(ws.EndsIn(w))]
}
