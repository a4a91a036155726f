package detect

import "strings"

// Word sets that data26 moved out of the checks' Go files: each was a
// literal compared with a token, and is now a words record in
// rules/words.rules, named for its role in the construction that reads it
// (the record gives its examples). The checks ask the set; no verdict
// moved when they were made sets.
var (
	wsD26To                 = newWordSet("to-particle", false)
	wsD26The                = newWordSet("definite-article", false)
	wsD26With               = newWordSet("with-preposition", false)
	wsD26Only               = newWordSet("only-restrictive", false)
	wsD26You                = newWordSet("addressee-you", false)
	wsD26ThirdPersons       = newWordSet("third-person-pronoun", false)
	wsD26PluralSubject      = newWordSet("plural-subject-pronoun", false)
	wsD26GateUnless         = newWordSet("gate-unless", false)
	wsD26GateAfter          = newWordSet("gate-after", false)
	wsD26GateUntil          = newWordSet("gate-until", false)
	wsD26AskedWait          = newWordSet("asked-wait", false)
	wsD26Prior              = newWordSet("prior-to", false)
	wsD26ForeignOrder       = newWordSet("foreign-workflow-order", false)
	wsD26OwnStateDeterminer = newWordSet("own-state-determiner", false)
	wsD26ModelAddress       = newWordSet("model-address", false)
	wsD26PastEnding         = newWordSet("past-participle-ending", false)
	wsD26IngEnding          = newWordSet("present-participle-ending", false)
	wsD26ThirdEnding        = newWordSet("third-person-ending", false)
	wsD26IesEnding          = newWordSet("third-person-ies-ending", false)
	wsD26EsEnding           = newWordSet("third-person-es-ending", false)

	// capability.go
	wsD26OutsideHost    = newWordSet("outside-host", false)
	wsD26FillSensitive  = newWordSet("fill-sensitive", false)
	wsD26ReportAux      = newWordSet("report-auxiliary", false)
	wsD26Dialogue       = newWordSet("dialogue-word", false)
	wsD26DialogueRecord = newWordSet("dialogue-record", false)
	wsD26SystemWord     = newWordSet("system-word", false)
	wsD26SystemPrompt   = newWordSet("system-prompt-head", false)
	wsD26Environment    = newWordSet("environment-word", false)
	wsD26EnvVariables   = newWordSet("environment-variables", false)
	wsD26Earlier        = newWordSet("earlier-word", false)
	wsD26ToolWord       = newWordSet("earlier-tool", false)
	wsD26ToolOutput     = newWordSet("tool-output-noun", false)

	// persist23.go
	wsD26Itself           = newWordSet("reflexive-itself", false)
	wsD26BeSubjunctive    = newWordSet("be-subjunctive", false)
	wsD26OwnProject       = newWordSet("own-project-possessive", false)
	wsD26PossessiveS      = newWordSet("possessive-s", false)
	wsD26ProjectNoun      = newWordSet("project-noun", false)
	wsD26Memory           = newWordSet("memory-noun", false)
	wsD26MemoryTool       = newWordSet("memory-tool", false)
	wsD26MemoryOwner      = newWordSet("memory-owner", false)
	wsD26SweepDeterminer  = newWordSet("sweep-determiner", false)
	wsD26PlaceNoun        = newWordSet("beyond-place-noun", false)
	wsD26SessionNoun      = newWordSet("session-noun", false)
	wsD26NextWord         = newWordSet("next-word", false)
	wsD26TimeWord         = newWordSet("time-word", false)
	wsD26Across           = newWordSet("across-word", false)
	wsD26AcrossUnit       = newWordSet("across-unit", false)
	wsD26Outlive          = newWordSet("outlive-verb", false)
	wsD26PlaceNegator     = newWordSet("place-negator", false)
	wsD26PermitModal      = newWordSet("permit-modal", false)
	wsD26Manually         = newWordSet("manual-word", false)
	wsD26Hand             = newWordSet("hand-word", false)
	wsD26By               = newWordSet("by-word", false)
	wsD26Yourself         = newWordSet("yourself-word", false)
	wsD26LocalDeterminer  = newWordSet("local-determiner", false)
	wsD26LocalPlace       = newWordSet("local-place", false)
	wsD26ParticipleEnding = newWordSet("participle-ending", false)
	wsD26BareParticiple   = newWordSet("bare-participle", false)
	wsD26BackAgain        = newWordSet("back-again", false)

	// demand_pressure.go
	wsD26All            = newWordSet("all-quantifier", false)
	wsD26As             = newWordSet("as-preposition", false)
	wsD26Behalf         = newWordSet("behalf-noun", false)
	wsD26Bring          = newWordSet("bring-verb", false)
	wsD26DontContracted = newWordSet("dont-contracted", false)
	wsD26Forward        = newWordSet("forward-word", false)
	wsD26From           = newWordSet("from-preposition", false)
	wsD26Going          = newWordSet("going-word", false)
	wsD26I              = newWordSet("i-pronoun", false)
	wsD26It             = newWordSet("it-pronoun", false)
	wsD26Keep           = newWordSet("keep-to-self-verb", false)
	wsD26Matter         = newWordSet("matter-noun", false)
	wsD26Need           = newWordSet("need-word", false)
	wsD26No             = newWordSet("no-negator", false)
	wsD26Not            = newWordSet("not-negator", false)
	wsD26Of             = newWordSet("of-preposition", false)
	wsD26Off            = newWordSet("off-particle", false)
	wsD26On             = newWordSet("on-preposition", false)
	wsD26Or             = newWordSet("or-conjunction", false)
	wsD26Out            = newWordSet("out-particle", false)
	wsD26Point          = newWordSet("point-noun", false)
	wsD26That           = newWordSet("that-complementizer", false)
	wsD26Up             = newWordSet("up-particle", false)
	wsD26Without        = newWordSet("without-preposition", false)
	wsD26Your           = newWordSet("agent-possessive", false)
	wsD26Summar         = newWordSet("summary-prefix", false)
	wsD26MessagStem     = newWordSet("message-stem-short", false)
	wsD26ToldEnding     = newWordSet("told-participle-ending", false)
	wsD26DoubleS        = newWordSet("double-s-ending", false)
	wsD26Pre            = newWordSet("pre-prefix", false)
	wsD26Every          = newWordSet("every-prefix", false)
	wsD26AnyPrefix      = newWordSet("any-prefix", false)
	wsD26Even           = newWordSet("even-concessive", false)
	wsD26Whether        = newWordSet("whether-concessive", false)
	wsD26Basis          = newWordSet("basis-noun", false)

	// demand.go
	wsD26Do      = newWordSet("do-aux", false)
	wsD26Here    = newWordSet("here-word", false)
	wsD26Instead = newWordSet("instead-word", false)
	wsD26This    = newWordSet("this-determiner", false)

	// demand.go
	wsD26Developer       = newWordSet("developer-noun", false)
	wsD26EnvironmentOnly = newWordSet("environment-noun", false)
	wsD26Other           = newWordSet("other-word", false)
	wsD26Please          = newWordSet("please-word", false)
	wsD26Use             = newWordSet("use-verb", false)
	wsD26User            = newWordSet("user-noun", false)
	wsD26Variables       = newWordSet("variables-noun", false)
	wsD26Via             = newWordSet("via-preposition", false)

	// demand.go: endings and stems
	wsD26PromptEnding = newWordSet("prompt-ending", false)
	wsD26IdEnding     = newWordSet("id-ending", false)
	wsD26ReplacStem   = newWordSet("replace-stem", false)
	wsD26Replacement  = newWordSet("replacement-prefix", false)

	// demand.go
	wsD26Address = newWordSet("address-noun", false)
	wsD26Context = newWordSet("context-noun", false)

	// instruction_ask.go
	wsD26Any = newWordSet("any-quantifier", false)

	// instruction_ask.go
	wsD26About    = newWordSet("about-preposition", false)
	wsD26First    = newWordSet("first-word", false)
	wsD26For      = newWordSet("for-preposition", false)
	wsD26Me       = newWordSet("me-pronoun", false)
	wsD26Now      = newWordSet("now-word", false)
	wsD26One      = newWordSet("one-word", false)
	wsD26They     = newWordSet("they-pronoun", false)
	wsD26LyEnding = newWordSet("adverb-ending", false)
)

// endsIn: the ending of the set that word w ends with ("" when none):
// a set of endings is asked by suffix, the longest ending first.
func (ws *namedWords) endsIn(w string) string {
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
func (ws *namedWords) inside(text string) string {
	for _, x := range ws.words {
		if strings.Contains(text, x) {
			return x
		}
	}
	return ""
}

// startsIn: the beginning of the set that word w starts with ("" when
// none), the longest first.
func (ws *namedWords) startsIn(w string) string {
	for n := min(len(w), len(ws.byLen)-1); n > 0; n-- {
		for _, x := range ws.byLen[n] {
			if strings.HasPrefix(w, x) {
				return x
			}
		}
	}
	return ""
}
