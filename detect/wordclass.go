package detect

// Word classes: every vocabulary the checks consult per token (example
// markers, analysis verbs, call verbs, ...) is folded into one table, and
// each token carries the classes of its text and stem from the moment it is
// made. A check then tests a bit instead of hashing the same string into a
// dozen maps. (wclass is text.Class: tokenize.go.)

const (
	// classes of the token text
	wcExample wclass = 1 << iota
	wcContentLabel
	wcDescriptive
	wcContentNoun
	wcClauseBreak
	wcSubordinator
	wcToolWord
	wcFiller
	wcParamWord
	wcParamNoun
	wcFormat
	wcLeadStop
	wcPosMark // a token positionsOf reads beyond its classes (positionMarks)
	// classes of the token stem
	wcCallVerb
	wcModifyVerb
	wcSteer
	wcFill
	wcAccessVerb       // accessVerbs (capability)
	wcEgressVerb       // egressVerbs
	wcShellWord        // shellWords
	wcSensitivePurpose // sensitivePurpose
	wcHarmlessPurpose  // harmlessPurpose
	// the token can start a phrase rule (set from the rules, not a list)
	wcRuleStart
	// the token names a credential store or private file: sensitiveResource
	// finds something in it (set from its kind and text)
	wcSensitive
	// an identifier shaped like a tool name (isToolShaped): the only
	// identifiers toolMention can accept
	wcToolIdent
	// a quote mark (TokQuote): with wcToolIdent, what a sentence needs to
	// hold for mayMention to accept a token of it
	wcQuote
)

// textClasses and stemClasses are built by loadRules, before the lexicon
// made from them (lexicon).
var textClasses, stemClasses map[string]wclass

func wordClasses() (textClasses, stemClasses map[string]wclass) {
	textClasses = map[string]wclass{}
	stemClasses = map[string]wclass{}
	for _, e := range []struct {
		set map[string]bool
		c   wclass
	}{
		{exampleMarkers, wcExample}, {contentLabels, wcContentLabel},
		{descriptiveMarkers, wcDescriptive}, {contentNouns, wcContentNoun},
		{clauseBreakWords, wcClauseBreak}, {subordinators, wcSubordinator},
		{toolWords, wcToolWord}, {fillerBeforeTool, wcFiller}, {paramWords, wcParamWord},
		{paramNouns, wcParamNoun}, {formatWords, wcFormat}, {leadStop, wcLeadStop},
		{positionMarks, wcPosMark},
	} {
		for w := range e.set {
			textClasses[w] |= e.c
		}
	}
	for _, e := range []struct {
		set map[string]bool
		c   wclass
	}{
		{callVerbs, wcCallVerb}, {modifyVerbs, wcModifyVerb}, {steerWords, wcSteer}, {fillVerbs, wcFill},
		{accessVerbs, wcAccessVerb}, {egressVerbs, wcEgressVerb}, {shellWords, wcShellWord},
		{sensitivePurpose, wcSensitivePurpose}, {harmlessPurpose, wcHarmlessPurpose},
	} {
		for w := range e.set {
			stemClasses[w] |= e.c
		}
	}
	return textClasses, stemClasses
}
