package reading

import (
	"strings"
)

// Word sets the checks compare tokens with: each is a words record in
// rules/words.rules, named for its role in the construction that reads it
// (the record gives its examples), not a literal in the checks' Go files.
var (
	WsTo                 = NewWordSet("to-particle", false)
	WsThe                = NewWordSet("definite-article", false)
	WsWith               = NewWordSet("with-preposition", false)
	WsOnly               = NewWordSet("only-restrictive", false)
	WsYou                = NewWordSet("addressee-you", false)
	wsThirdPersons       = NewWordSet("third-person-pronoun", false)
	wsPluralSubject      = NewWordSet("plural-subject-pronoun", false)
	WsGateUnless         = NewWordSet("gate-unless", false)
	WsGateAfter          = NewWordSet("gate-after", false)
	WsGateUntil          = NewWordSet("gate-until", false)
	WsAskedWait          = NewWordSet("asked-wait", false)
	WsPrior              = NewWordSet("prior-to", false)
	WsForeignOrder       = NewWordSet("foreign-workflow-order", false)
	WsOwnStateDeterminer = NewWordSet("own-state-determiner", false)
	WsModelAddress       = NewWordSet("model-address", false)
	WsPastEnding         = NewWordSet("past-participle-ending", false)
	WsIngEnding          = NewWordSet("present-participle-ending", false)
	WsThirdEnding        = NewWordSet("third-person-ending", false)
	wsIesEnding          = NewWordSet("third-person-ies-ending", false)
	wsEsEnding           = NewWordSet("third-person-es-ending", false)

	// capability.go
	WsOutsideHost    = NewWordSet("outside-host", false)
	WsFillSensitive  = NewWordSet("fill-sensitive", false)
	WsReportAux      = NewWordSet("report-auxiliary", false)
	WsDialogue       = NewWordSet("dialogue-word", false)
	WsDialogueRecord = NewWordSet("dialogue-record", false)
	WsSystemWord     = NewWordSet("system-word", false)
	WsSystemPrompt   = NewWordSet("system-prompt-head", false)
	WsEnvironment    = NewWordSet("environment-word", false)
	WsEnvVariables   = NewWordSet("environment-variables", false)
	WsEarlier        = NewWordSet("earlier-word", false)
	WsToolWord       = NewWordSet("earlier-tool", false)
	WsToolOutput     = NewWordSet("tool-output-noun", false)

	// rule_planted.go, memory_planted.go
	WsItself           = NewWordSet("reflexive-itself", false)
	WsBeSubjunctive    = NewWordSet("be-subjunctive", false)
	WsOwnProject       = NewWordSet("own-project-possessive", false)
	WsPossessiveS      = NewWordSet("possessive-s", false)
	WsProjectNoun      = NewWordSet("project-noun", false)
	WsMemory           = NewWordSet("memory-noun", false)
	WsMemoryTool       = NewWordSet("memory-tool", false)
	WsMemoryOwner      = NewWordSet("memory-owner", false)
	WsSweepDeterminer  = NewWordSet("sweep-determiner", false)
	WsPlaceNoun        = NewWordSet("beyond-place-noun", false)
	WsSessionNoun      = NewWordSet("session-noun", false)
	WsNextWord         = NewWordSet("next-word", false)
	WsTimeWord         = NewWordSet("time-word", false)
	WsAcross           = NewWordSet("across-word", false)
	WsAcrossUnit       = NewWordSet("across-unit", false)
	WsOutlive          = NewWordSet("outlive-verb", false)
	WsPlaceNegator     = NewWordSet("place-negator", false)
	WsPermitModal      = NewWordSet("permit-modal", false)
	WsManually         = NewWordSet("manual-word", false)
	WsHand             = NewWordSet("hand-word", false)
	WsBy               = NewWordSet("by-word", false)
	WsYourself         = NewWordSet("yourself-word", false)
	WsLocalDeterminer  = NewWordSet("local-determiner", false)
	WsLocalPlace       = NewWordSet("local-place", false)
	WsParticipleEnding = NewWordSet("participle-ending", false)
	WsBareParticiple   = NewWordSet("bare-participle", false)
	WsBackAgain        = NewWordSet("back-again", false)

	// demand_pressure.go
	WsAll            = NewWordSet("all-quantifier", false)
	WsAs             = NewWordSet("as-preposition", false)
	WsBehalf         = NewWordSet("behalf-noun", false)
	WsBring          = NewWordSet("bring-verb", false)
	WsDontContracted = NewWordSet("dont-contracted", false)
	WsForward        = NewWordSet("forward-word", false)
	WsFrom           = NewWordSet("from-preposition", false)
	WsGoing          = NewWordSet("going-word", false)
	wsI              = NewWordSet("i-pronoun", false)
	WsIt             = NewWordSet("it-pronoun", false)
	WsKeep           = NewWordSet("keep-to-self-verb", false)
	WsMatter         = NewWordSet("matter-noun", false)
	WsNeed           = NewWordSet("need-word", false)
	WsNo             = NewWordSet("no-negator", false)
	WsNot            = NewWordSet("not-negator", false)
	WsOf             = NewWordSet("of-preposition", false)
	wsOff            = NewWordSet("off-particle", false)
	wsOn             = NewWordSet("on-preposition", false)
	WsOr             = NewWordSet("or-conjunction", false)
	WsOut            = NewWordSet("out-particle", false)
	WsPoint          = NewWordSet("point-noun", false)
	WsThat           = NewWordSet("that-complementizer", false)
	WsUp             = NewWordSet("up-particle", false)
	WsWithout        = NewWordSet("without-preposition", false)
	WsYour           = NewWordSet("agent-possessive", false)
	WsSummar         = NewWordSet("summary-prefix", false)
	WsMessagStem     = NewWordSet("message-stem-short", false)
	wsToldEnding     = NewWordSet("told-participle-ending", false)
	WsDoubleS        = NewWordSet("double-s-ending", false)
	wsPre            = NewWordSet("pre-prefix", false)
	wsEvery          = NewWordSet("every-prefix", false)
	wsAnyPrefix      = NewWordSet("any-prefix", false)
	WsEven           = NewWordSet("even-concessive", false)
	WsWhether        = NewWordSet("whether-concessive", false)
	WsBasis          = NewWordSet("basis-noun", false)

	// demand.go
	WsDo      = NewWordSet("do-aux", false)
	WsHere    = NewWordSet("here-word", false)
	WsInstead = NewWordSet("instead-word", false)
	wsThis    = NewWordSet("this-determiner", false)

	// demand.go
	wsDeveloper       = NewWordSet("developer-noun", false)
	wsEnvironmentOnly = NewWordSet("environment-noun", false)
	wsOther           = NewWordSet("other-word", false)
	wsPlease          = NewWordSet("please-word", false)
	wsUse             = NewWordSet("use-verb", false)
	WsUser            = NewWordSet("user-noun", false)
	wsVariables       = NewWordSet("variables-noun", false)
	wsVia             = NewWordSet("via-preposition", false)

	// demand.go: endings and stems
	wsPromptEnding = NewWordSet("prompt-ending", false)
	wsIdEnding     = NewWordSet("id-ending", false)
	wsReplacStem   = NewWordSet("replace-stem", false)
	wsReplacement  = NewWordSet("replacement-prefix", false)

	// demand.go
	wsAddress = NewWordSet("address-noun", false)
	wsContext = NewWordSet("context-noun", false)

	// instruction_ask.go
	WsAny = NewWordSet("any-quantifier", false)

	// instruction_ask.go
	WsAbout    = NewWordSet("about-preposition", false)
	WsFirst    = NewWordSet("first-word", false)
	WsFor      = NewWordSet("for-preposition", false)
	WsMe       = NewWordSet("me-pronoun", false)
	WsNow      = NewWordSet("now-word", false)
	WsOne      = NewWordSet("one-word", false)
	WsThey     = NewWordSet("they-pronoun", false)
	WsLyEnding = NewWordSet("adverb-ending", false)
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
