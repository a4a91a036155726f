package reading

// Doc is a check's documentation, kept next to its code. docs/checks.md,
// `mcp-lint explain` and SARIF rule help are all generated from it, and its
// examples are tests: Bad must make the check fire, Good must not.
type Doc struct {
	ID        string
	Title     string
	Tier      Tier
	Threat    ThreatType
	Summary   string // one sentence: what it finds
	Rationale string // why it exists and how it decides (Markdown)
	// NotFlagged says what the check deliberately leaves alone, the false
	// positives it was built to avoid.
	NotFlagged  string
	Remediation string
	Bad, Good   Example
	// Precision is the SARIF precision: very-high, high, medium or low.
	Precision string
	// Lockfile marks a rule that compares definitions with mcp-lint.lock
	// (reported only when a lockfile is in use).
	Lockfile bool
}

// Example is a runnable documentation example: a tool (with peers for
// cross-server checks) or, for launch-config rules, a server config.
type Example struct {
	Tool   Tool
	Peers  []Tool
	Config *ServerConfig
	// Approved are the definitions the lockfile holds as approved, for the
	// lockfile rules: the example tool is compared with them.
	Approved []Tool
	Note     string
}

// The permanent check IDs.
const (
	IDUnicodeHidden        = "unicode.hidden"
	IDShadowingCrossServer = "shadowing.cross_server"
	IDPayloadDecoded       = "payload.decoded"
	IDDirectiveImperative  = "directive.imperative"
	IDCapabilityMismatch   = "capability.mismatch"
	IDDemand               = "directive.demand"
	IDSecretEmbedded       = "secret.embedded"
	IDUnicodeLookalike     = "unicode.lookalike"
)
