package detect

// Check is one independent detection unit. Inspect must be pure and
// deterministic: the same tool and registry give the same signals in the
// same order. It must not keep state between calls, nor keep v after it
// returns (the engine reuses views). The engine runs it
// under recover(), so a panic costs coverage, never the scan.
type Check interface {
	ID() string
	Doc() *Doc
	Inspect(v *ToolView, reg *Registry) []Signal
}

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

// Checks returns the six tool checks in their permanent order.
func Checks() []Check {
	return []Check{
		unicodeHidden{},
		shadowingCrossServer{},
		payloadDecoded{},
		directiveImperative{},
		capabilityMismatch{},
		secretEmbedded{},
	}
}

// The permanent check IDs.
const (
	IDUnicodeHidden        = "unicode.hidden"
	IDShadowingCrossServer = "shadowing.cross_server"
	IDPayloadDecoded       = "payload.decoded"
	IDDirectiveImperative  = "directive.imperative"
	IDCapabilityMismatch   = "capability.mismatch"
	IDSecretEmbedded       = "secret.embedded"
)

// AllRules returns the documentation of every rule mcp-lint reports, in
// their permanent order: the six tool checks, the launch-config rules,
// then the lockfile rules (whose signals the lock package computes).
func AllRules() []*Doc {
	var out []*Doc
	for _, c := range Checks() {
		out = append(out, c.Doc())
	}
	for _, c := range ConfigChecks() {
		out = append(out, c.Doc())
	}
	out = append(out, LockRules()...)
	out = append(out, extraRules...)
	return out
}

var extraRules []*Doc

// RegisterRule adds the documentation of a rule kept outside this package.
// It is called from package initialization only.
func RegisterRule(d *Doc) { extraRules = append(extraRules, d) }

// RuleDoc returns the documentation of a rule by ID.
func RuleDoc(id string) (*Doc, bool) {
	for _, d := range AllRules() {
		if d.ID == id {
			return d, true
		}
	}
	return nil, false
}
