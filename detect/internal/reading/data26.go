package reading

import (
	"strings"
)

// Word sets that data26 moved out of the checks' Go files: each was a
// literal compared with a token, and is now a words record in
// rules/words.rules, named for its role in the construction that reads it
// (the record gives its examples). The checks ask the set; no verdict
// moved when they were made sets.
var (
	WsD26To                 = NewWordSet("to-particle", false)
	WsD26The                = NewWordSet("definite-article", false)
	WsD26With               = NewWordSet("with-preposition", false)
	WsD26Only               = NewWordSet("only-restrictive", false)
	WsD26You                = NewWordSet("addressee-you", false)
	wsD26ThirdPersons       = NewWordSet("third-person-pronoun", false)
	wsD26PluralSubject      = NewWordSet("plural-subject-pronoun", false)
	WsD26GateUnless         = NewWordSet("gate-unless", false)
	WsD26GateAfter          = NewWordSet("gate-after", false)
	WsD26GateUntil          = NewWordSet("gate-until", false)
	WsD26AskedWait          = NewWordSet("asked-wait", false)
	WsD26Prior              = NewWordSet("prior-to", false)
	WsD26ForeignOrder       = NewWordSet("foreign-workflow-order", false)
	WsD26OwnStateDeterminer = NewWordSet("own-state-determiner", false)
	WsD26ModelAddress       = NewWordSet("model-address", false)
	WsD26PastEnding         = NewWordSet("past-participle-ending", false)
	WsD26IngEnding          = NewWordSet("present-participle-ending", false)
	WsD26ThirdEnding        = NewWordSet("third-person-ending", false)
	wsD26IesEnding          = NewWordSet("third-person-ies-ending", false)
	wsD26EsEnding           = NewWordSet("third-person-es-ending", false)

	// capability.go
	WsD26OutsideHost    = NewWordSet("outside-host", false)
	WsD26FillSensitive  = NewWordSet("fill-sensitive", false)
	WsD26ReportAux      = NewWordSet("report-auxiliary", false)
	WsD26Dialogue       = NewWordSet("dialogue-word", false)
	WsD26DialogueRecord = NewWordSet("dialogue-record", false)
	WsD26SystemWord     = NewWordSet("system-word", false)
	WsD26SystemPrompt   = NewWordSet("system-prompt-head", false)
	WsD26Environment    = NewWordSet("environment-word", false)
	WsD26EnvVariables   = NewWordSet("environment-variables", false)
	WsD26Earlier        = NewWordSet("earlier-word", false)
	WsD26ToolWord       = NewWordSet("earlier-tool", false)
	WsD26ToolOutput     = NewWordSet("tool-output-noun", false)

	// persist23.go
	WsD26Itself           = NewWordSet("reflexive-itself", false)
	WsD26BeSubjunctive    = NewWordSet("be-subjunctive", false)
	WsD26OwnProject       = NewWordSet("own-project-possessive", false)
	WsD26PossessiveS      = NewWordSet("possessive-s", false)
	WsD26ProjectNoun      = NewWordSet("project-noun", false)
	WsD26Memory           = NewWordSet("memory-noun", false)
	WsD26MemoryTool       = NewWordSet("memory-tool", false)
	WsD26MemoryOwner      = NewWordSet("memory-owner", false)
	WsD26SweepDeterminer  = NewWordSet("sweep-determiner", false)
	WsD26PlaceNoun        = NewWordSet("beyond-place-noun", false)
	WsD26SessionNoun      = NewWordSet("session-noun", false)
	WsD26NextWord         = NewWordSet("next-word", false)
	WsD26TimeWord         = NewWordSet("time-word", false)
	WsD26Across           = NewWordSet("across-word", false)
	WsD26AcrossUnit       = NewWordSet("across-unit", false)
	WsD26Outlive          = NewWordSet("outlive-verb", false)
	WsD26PlaceNegator     = NewWordSet("place-negator", false)
	WsD26PermitModal      = NewWordSet("permit-modal", false)
	WsD26Manually         = NewWordSet("manual-word", false)
	WsD26Hand             = NewWordSet("hand-word", false)
	WsD26By               = NewWordSet("by-word", false)
	WsD26Yourself         = NewWordSet("yourself-word", false)
	WsD26LocalDeterminer  = NewWordSet("local-determiner", false)
	WsD26LocalPlace       = NewWordSet("local-place", false)
	WsD26ParticipleEnding = NewWordSet("participle-ending", false)
	WsD26BareParticiple   = NewWordSet("bare-participle", false)
	WsD26BackAgain        = NewWordSet("back-again", false)

	// demand_pressure.go
	WsD26All            = NewWordSet("all-quantifier", false)
	WsD26As             = NewWordSet("as-preposition", false)
	WsD26Behalf         = NewWordSet("behalf-noun", false)
	WsD26Bring          = NewWordSet("bring-verb", false)
	wsD26DontContracted = NewWordSet("dont-contracted", false)
	WsD26Forward        = NewWordSet("forward-word", false)
	WsD26From           = NewWordSet("from-preposition", false)
	WsD26Going          = NewWordSet("going-word", false)
	wsD26I              = NewWordSet("i-pronoun", false)
	WsD26It             = NewWordSet("it-pronoun", false)
	WsD26Keep           = NewWordSet("keep-to-self-verb", false)
	WsD26Matter         = NewWordSet("matter-noun", false)
	WsD26Need           = NewWordSet("need-word", false)
	WsD26No             = NewWordSet("no-negator", false)
	WsD26Not            = NewWordSet("not-negator", false)
	WsD26Of             = NewWordSet("of-preposition", false)
	wsD26Off            = NewWordSet("off-particle", false)
	wsD26On             = NewWordSet("on-preposition", false)
	WsD26Or             = NewWordSet("or-conjunction", false)
	WsD26Out            = NewWordSet("out-particle", false)
	WsD26Point          = NewWordSet("point-noun", false)
	WsD26That           = NewWordSet("that-complementizer", false)
	WsD26Up             = NewWordSet("up-particle", false)
	WsD26Without        = NewWordSet("without-preposition", false)
	WsD26Your           = NewWordSet("agent-possessive", false)
	wsD26Summar         = NewWordSet("summary-prefix", false)
	WsD26MessagStem     = NewWordSet("message-stem-short", false)
	wsD26ToldEnding     = NewWordSet("told-participle-ending", false)
	WsD26DoubleS        = NewWordSet("double-s-ending", false)
	wsD26Pre            = NewWordSet("pre-prefix", false)
	wsD26Every          = NewWordSet("every-prefix", false)
	wsD26AnyPrefix      = NewWordSet("any-prefix", false)
	WsD26Even           = NewWordSet("even-concessive", false)
	wsD26Whether        = NewWordSet("whether-concessive", false)
	WsD26Basis          = NewWordSet("basis-noun", false)

	// demand.go
	WsD26Do      = NewWordSet("do-aux", false)
	WsD26Here    = NewWordSet("here-word", false)
	WsD26Instead = NewWordSet("instead-word", false)
	wsD26This    = NewWordSet("this-determiner", false)

	// demand.go
	wsD26Developer       = NewWordSet("developer-noun", false)
	wsD26EnvironmentOnly = NewWordSet("environment-noun", false)
	wsD26Other           = NewWordSet("other-word", false)
	wsD26Please          = NewWordSet("please-word", false)
	wsD26Use             = NewWordSet("use-verb", false)
	WsD26User            = NewWordSet("user-noun", false)
	wsD26Variables       = NewWordSet("variables-noun", false)
	wsD26Via             = NewWordSet("via-preposition", false)

	// demand.go: endings and stems
	wsD26PromptEnding = NewWordSet("prompt-ending", false)
	wsD26IdEnding     = NewWordSet("id-ending", false)
	wsD26ReplacStem   = NewWordSet("replace-stem", false)
	wsD26Replacement  = NewWordSet("replacement-prefix", false)

	// demand.go
	wsD26Address = NewWordSet("address-noun", false)
	wsD26Context = NewWordSet("context-noun", false)

	// instruction_ask.go
	WsD26Any = NewWordSet("any-quantifier", false)

	// instruction_ask.go
	WsD26About    = NewWordSet("about-preposition", false)
	WsD26First    = NewWordSet("first-word", false)
	WsD26For      = NewWordSet("for-preposition", false)
	WsD26Me       = NewWordSet("me-pronoun", false)
	WsD26Now      = NewWordSet("now-word", false)
	WsD26One      = NewWordSet("one-word", false)
	WsD26They     = NewWordSet("they-pronoun", false)
	WsD26LyEnding = NewWordSet("adverb-ending", false)
)

// endsIn: the ending of the set that word w ends with ("" when none):
// a set of endings is asked by suffix, the longest ending first.
func (ws *NamedWords) EndsIn(w string) string {
	for n := min(len(w), len(ws.byLen)-1); n > 0; n-- {
		for _, x := range ws.byLen[n] {
			if strings.HasSuffix(w, x) {
				return x
			}
		}
	}
	return ""
}

// inside: a word of the set that text holds anywhere, as part of a longer
// word too ("" when none).
func (ws *NamedWords) Inside(text string) string {
	for _, x := range ws.Words {
		if strings.Contains(text, x) {
			return x
		}
	}
	return ""
}

// startsIn: the beginning of the set that word w starts with ("" when
// none), the longest first.
func (ws *NamedWords) StartsIn(w string) string {
	for n := min(len(w), len(ws.byLen)-1); n > 0; n-- {
		for _, x := range ws.byLen[n] {
			if strings.HasPrefix(w, x) {
				return x
			}
		}
	}
	return ""
}
