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

// Rule is an entry of the registry: a tool check, a launch-config rule,
// or a lockfile rule (documentation only: the lock package computes its
// signals from mcp-lint.lock).
type Rule struct {
	Tool   Check       // a tool check
	Config ConfigCheck // a launch-config rule
	Lock   *Doc        // a lockfile rule
}

// Doc returns the rule's documentation.
func (r Rule) Doc() *Doc {
	switch {
	case r.Tool != nil:
		return r.Tool.Doc()
	case r.Config != nil:
		return r.Config.Doc()
	}
	return r.Lock
}

// registry is every rule mcp-lint reports, in its permanent order: the six
// tool checks, the launch-config rules, then the lockfile rules. Checks,
// ConfigChecks, AllRules, the docs, SARIF rule metadata and `mcp-lint
// rules` all read it.
var registry = []Rule{
	{Tool: unicodeHidden{}},
	{Tool: shadowingCrossServer{}},
	{Tool: payloadDecoded{}},
	{Tool: directiveImperative{}},
	{Tool: capabilityMismatch{}},
	{Tool: demandCheck{}},
	{Tool: secretEmbedded{}},
	{Tool: unicodeLookalike{}},
	{Config: configSecret{}},
	{Config: configUnpinned{}},
	{Config: configInsecureURL{}},
	{Config: configAutoApprove{}},
	{Config: configShell{}},
	{Lock: &lockPendingDoc},
	{Lock: &rugPullChangedDoc},
	{Lock: &rugPullRenamedDoc},
}

// Checks returns the tool checks of the registry in their permanent order.
func Checks() []Check {
	var out []Check
	for _, r := range registry {
		if r.Tool != nil {
			out = append(out, r.Tool)
		}
	}
	return out
}

// ConfigChecks returns the launch-config rules of the registry in their
// permanent order.
func ConfigChecks() []ConfigCheck {
	var out []ConfigCheck
	for _, r := range registry {
		if r.Config != nil {
			out = append(out, r.Config)
		}
	}
	return out
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

// AllRules returns the documentation of every rule of the registry, in
// its permanent order.
func AllRules() []*Doc {
	out := make([]*Doc, len(registry))
	for i, r := range registry {
		out[i] = r.Doc()
	}
	return out
}

// RuleDoc returns the documentation of a rule by ID.
func RuleDoc(id string) (*Doc, bool) {
	for _, d := range AllRules() {
		if d.ID == id {
			return d, true
		}
	}
	return nil, false
}
