package reading

// conceptReadings are the readings of the concept homes that the shared
// stages call: the demand model's frames of a sentence read alone, the
// shell reading's classes of what a command sends, the secret records'
// hooks, the checks a decoded text is read by. The shared stages hold no
// concept's reading; the engine's package fills this table from the
// homes (wire.go), so the arrows between packages point one way.
var ConceptReadings conceptReadingTable

// conceptReadingTable is the table of conceptReadings.
type conceptReadingTable struct {
	// The demand model (demand_pressure.go, demand_read.go): a
	// concept's frames of a sentence that stands alone.
	ConcealAlone      func(a *Analysis, s Sent, userAt, replyAt, negAt int) int
	UnawareAlone      func(a *Analysis, s Sent) int
	FalsifyAlone      func(a *Analysis, s Sent) int
	WithholdAlone     func(v *ToolView, f *Field, a *Analysis, s Sent) int
	OwnKnowledgeAlone func(a *Analysis, s Sent) int
	KeptQuiet         func(a *Analysis, s Sent) int
	LaterAlone        func(a *Analysis, s Sent) int
	PlantsRule        func(a *Analysis, s Sent) int
	PlantsQuoted      func(a *Analysis, s Sent) int
	ApproveAlone      func(v *ToolView, f *Field, a *Analysis, s Sent, userAt int) int
	// UserDecides: token i of sentence s of field f stands in a clause
	// where the user decides, made the condition of the order ("only
	// after the user has confirmed", "store only what the user has asked
	// you to remember": the scope stage, detect/internal/scope).
	UserDecides     func(v *ToolView, f *Field, a *Analysis, s Sent, i int) bool
	ConsentSetAlone func(v *ToolView, f *Field, a *Analysis, s Sent) int
	AnswersItself   func(v *ToolView, f *Field, a *Analysis, s Sent) int
	CoercedCall     func(v *ToolView, a *Analysis, s Sent) (int, string)
	AuthorityAlone  func(v *ToolView, a *Analysis, s Sent, params map[string]string) int
	CitedAuthority  func(v *ToolView, a *Analysis, s Sent, params map[string]string) int
	// ObeyResult: the sentence tells the model to carry out what content
	// a tool returns says (detect/authority/obeyed.go).
	ObeyResult func(v *ToolView, a *Analysis, s Sent) int
	// The relation of a sentence to another tool's call (hijack).
	CallGiven     func(a *Analysis, s Sent) bool
	ReadCallExtra func(r *SentenceReader)
	CallExtra     func(r *LangReader)
	// The declared job against what a property asks (harvest).
	JobAsks func(v *ToolView, have []SchemaDemand) []SchemaDemand
	ReadJob func(v *ToolView, lang string) JobReading
	// What a shell command sends (exfiltration, hooks).
	WorkspacePacked func(prog string, args []ShWord) ShFlow
	WorkspaceSent   func(prog string, args []ShWord, sent ShFlow) ShFlow
	HookFeed        func(st *ShState, c *ShCommand, prog string, args []ShWord, stdin ShFlow, outFiles []string) (ShFlow, bool)
	// Code an agent file tells the agent to run (execution).
	RemoteRunTold func(text, name, more string, sp Span) bool
	// The secret records' compiled rules (secrets).
	BuildSecretRules func(recs []SecretRecord)
	// The checks a decoded text is read by (payload).
	InnerChecks func() []InnerCheck
}

// innerCheck is a check a decoded text is read by.
type InnerCheck struct {
	Id      string
	Inspect func(*ToolView, *Registry) []Signal
	Tier    Tier
	OfWords bool
}
