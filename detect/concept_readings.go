package detect

// conceptReadings are the readings of the concept homes that the shared
// stages call: the demand model's frames of a sentence read alone, the
// shell reading's classes of what a command sends, the secret records'
// hooks, the checks a decoded text is read by. The shared stages hold no
// concept's reading; the engine's package fills this table from the
// homes (wire.go), so the arrows between packages point one way.
var conceptReadings conceptReadingTable

// conceptReadingTable is the table of conceptReadings.
type conceptReadingTable struct {
	// The demand model (demand_pressure.go, demand_read.go): a
	// concept's frames of a sentence that stands alone.
	concealAlone      func(a *Analysis, s Sent, userAt, replyAt, negAt int) int
	unawareAlone      func(a *Analysis, s Sent) int
	falsifyAlone      func(a *Analysis, s Sent) int
	withholdAlone     func(v *ToolView, f *Field, a *Analysis, s Sent) int
	ownKnowledgeAlone func(a *Analysis, s Sent) int
	keptQuiet         func(a *Analysis, s Sent) int
	laterAlone        func(a *Analysis, s Sent) int
	plantsRule        func(a *Analysis, s Sent) int
	plantsQuoted      func(a *Analysis, s Sent) int
	approveAlone      func(v *ToolView, f *Field, a *Analysis, s Sent, userAt int) int
	consentSetAlone   func(v *ToolView, f *Field, a *Analysis, s Sent) int
	answersItself     func(v *ToolView, f *Field, a *Analysis, s Sent) int
	coercedCall       func(v *ToolView, a *Analysis, s Sent) (int, string)
	authorityAlone    func(v *ToolView, a *Analysis, s Sent, params map[string]string) int
	citedAuthority    func(v *ToolView, a *Analysis, s Sent, params map[string]string) int
	// The relation of a sentence to another tool's call (hijack).
	callGiven     func(a *Analysis, s Sent) bool
	readCallExtra func(r *sentenceReader)
	callExtra     func(r *langReader)
	// The declared job against what a property asks (harvest).
	jobAsks func(v *ToolView, have []schemaDemand) []schemaDemand
	readJob func(v *ToolView, lang string) jobReading
	// What a shell command sends (exfiltration, hooks).
	workspacePacked func(prog string, args []shWord) shFlow
	workspaceSent   func(prog string, args []shWord, sent shFlow) shFlow
	hookFeed        func(st *shState, c *shCommand, prog string, args []shWord, stdin shFlow, outFiles []string) (shFlow, bool)
	// Code an agent file tells the agent to run (execution).
	remoteRunTold func(text, name, more string, sp Span) bool
	// The secret records' compiled rules (secrets).
	buildSecretRules func(recs []secretRecord)
	// The checks a decoded text is read by (payload).
	innerChecks func() []innerCheck
}

// innerCheck is a check a decoded text is read by.
type innerCheck struct {
	id      string
	inspect func(*ToolView, *Registry) []Signal
	tier    Tier
	ofWords bool
}
