package reading

import (
	"fmt"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/learned"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// Tier says whether a signal may block on its own.
type Tier uint8

const (
	// TierSoft signals raise a tool for review; they never block alone.
	TierSoft Tier = iota + 1
	// TierHard signals are structural attacks with near-zero false positives;
	// any one of them makes the tool's finding blocking.
	TierHard
)

func (t Tier) String() string {
	switch t {
	case TierHard:
		return "hard"
	case TierSoft:
		return "soft"
	}
	return "unknown"
}

// MarshalText renders the tier as "hard" or "soft".
func (t Tier) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText parses "hard" or "soft".
func (t *Tier) UnmarshalText(b []byte) error {
	switch string(b) {
	case "hard":
		*t = TierHard
	case "soft":
		*t = TierSoft
	default:
		return fmt.Errorf("unknown tier %q", b)
	}
	return nil
}

// ThreatType is the report vocabulary of the seed design.
type ThreatType string

// The threat types a signal can carry.
const (
	ThreatToolPoisoning   ThreatType = "tool_poisoning"
	ThreatPromptInjection ThreatType = "prompt_injection"
	ThreatRugPull         ThreatType = "rug_pull"
	ThreatExfiltration    ThreatType = "exfiltration"
	ThreatMaliciousCode   ThreatType = "malicious_code"
	ThreatUncategorized   ThreatType = "uncategorized"
)

// Severity orders findings. The zero value means "no finding".
type Severity uint8

// Severities from lowest to highest.
const (
	SeverityNone Severity = iota
	SeverityLow
	SeverityMedium
	SeverityHigh
	SeverityCritical
)

var severityNames = [...]string{"none", "low", "medium", "high", "critical"}

func (s Severity) String() string {
	if int(s) < len(severityNames) {
		return severityNames[s]
	}
	return "unknown"
}

// MarshalText renders the severity name.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText parses a severity name.
func (s *Severity) UnmarshalText(b []byte) error {
	v, ok := ParseSeverity(string(b))
	if !ok {
		return fmt.Errorf("unknown severity %q (want none, low, medium, high or critical)", b)
	}
	*s = v
	return nil
}

// ParseSeverity parses a severity name, case-insensitively.
func ParseSeverity(s string) (Severity, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range severityNames {
		if n == s {
			return Severity(i), true
		}
	}
	return SeverityNone, false
}

// Kind is what sort of model-visible definition a Tool value holds.
type Kind string

// The kinds of definitions the engine scans.
const (
	KindTool         Kind = "tool"
	KindPrompt       Kind = "prompt"
	KindInstructions Kind = "instructions"
	// KindResource is a resource or resource template a server lists: its
	// name, title and description reach the model like a tool's.
	KindResource Kind = "resource"
	// KindListing is what a registry entry or a bundle manifest says about
	// a server: its description, title and the descriptions of its
	// settings. Clients show it when a server is chosen and installed, and
	// agents that browse a registry read it. Name says where it was listed
	// ("registry", "mcpb").
	KindListing Kind = "listing"
	// KindText is prose that server source code holds but that no
	// definition mcp-lint recognizes claims: a string literal of a file of
	// an MCP server (or a literal part of a computed description) whose
	// definition could not be read. It is scanned as model-visible text of
	// its file, at its place, so that an unrecognized way of registering a
	// tool does not hide its description. Name says where it is
	// ("line 12"); it has no declared purpose and no schema.
	KindText Kind = "text"

	// The units of what an agent reads from a repository besides MCP
	// definitions (discover reads them): an agent skill (SKILL.md), a
	// plugin's slash command or subagent, a rules or instruction file
	// (AGENTS.md, CLAUDE.md, .cursor/rules ...), a plugin's listing
	// (plugin.json, marketplace.json), and a script a skill names. Their
	// texts are instructions by design: the engine judges them by what
	// they ask, not by their being orders (IsInstructionKind).
	KindSkill   Kind = "skill"
	KindCommand Kind = "command"
	KindAgent   Kind = "agent"
	KindRules   Kind = "rules"
	KindPlugin  Kind = "plugin"
	KindScript  Kind = "script"
)

// IsInstructionKind reports a unit whose texts are instructions to the
// agent by design (a skill, a command, a subagent, a rules file, a
// plugin's listing, a script a skill runs): an order alone is never a
// finding there, only what it asks (instructionPolicy).
func IsInstructionKind(k Kind) bool {
	switch k {
	case KindSkill, KindCommand, KindAgent, KindRules, KindPlugin, KindScript:
		return true
	}
	return false
}

// Tool is one definition a model sees: an MCP tool, a prompt, or a server's
// initialize instructions. Schemas and annotations are decoded JSON values
// (Object or map[string]any, []any, string, float64, bool, nil); object
// members are visited in key order whatever their form, so neither map
// iteration nor member order leaks into the output. Discovery and the
// corpus reader give objects as Object, which the engine reads fastest.
type Tool struct {
	Server       string
	Kind         Kind // empty means KindTool
	Name         string
	Title        string
	Description  string
	InputSchema  any
	OutputSchema any
	Annotations  any
	Meta         any
	// Extra holds further model-visible texts, keyed by their path: a
	// prompt's "text" and "arguments", a server's "instructions".
	Extra map[string]any
	// Placed gives, for a fenced block of Extra (its path: "run[0]",
	// "code[1]") whose lead line names the file it belongs in, the kind of
	// that file (PlacedAgentSettings, PlacedShellStartup, ...): the block is
	// that file's content, which the agent is told to write (placed_block.go).
	Placed map[string]string
	// EscapedCR gives, for a text of source code (by its field's path),
	// the byte offsets of the carriage returns its literal writes as the
	// escape \r: the language decodes them, and the person reading the
	// source reads the escape, the name of a line ending ("a trailing
	// \r\n, \n or \r"). Nil for data files and corpora.
	EscapedCR map[string][]int
	// Source says where the definition was found (a file), so the same
	// tool found in two files is two definitions. Empty in corpora.
	Source string
	// Anchor is the stable identity of a text no definition claims
	// (KindText), whose Name is its place and moves with the lines around
	// it: its file, the symbol it lies in, and its ordinal among that
	// symbol's texts. The lockfile pins the text under it, so a change to
	// the text is a change, not a new text. Empty for other kinds.
	Anchor string
	// Project names the repository whose source code or bundle manifest
	// defines the tool (the nearest folder holding a .git, or the scanned
	// folder); empty for fixtures, configs and corpora. One repository's
	// tools are one author's: the same tool on two of its servers (an
	// SDK's example servers; a server's source and its bundle manifest)
	// is not one server copying another's.
	Project string
	// Repository names the repository any discovered definition lies in,
	// fixtures and data files too; empty in corpora. A data copy of a
	// project's own source-defined tool in the same repository (a tools/list
	// dump kept in its docs) is that tool again, not a clone by another
	// server (shadowing's copy check).
	Repository string
	// SchemaPartial says the input schema could not be read whole: source
	// code builds or changes it (a variable later edited, a helper's
	// result), or a bundle manifest lists the tool without it. Its
	// parameters are not all known, so a name in the text is taken for
	// another tool only where the sentence can mean nothing else ("call
	// `x`", "the `x` tool"), not for another tool's parameter, and the
	// tool is not taken for one without inputs.
	SchemaPartial bool
	// NameComputed says source code computes the name, so Name is a
	// placeholder made of its literal parts ("…_get_logs"): the other
	// texts are scanned, but the name is not compared with other tools'.
	NameComputed bool
	// Identity holds who a plugin listing says it is and where it
	// points (listing_identity.go): its owner's or author's name, its
	// addresses, its plugins' sources. Not text the model reads; nil
	// for every other unit.
	Identity []IdentityField
	// NamedBy are the files whose text names a script a unit runs (its
	// skill, command, agent or rules file): what they say of it is read
	// with it, the tool whose installer it runs named there as in the
	// script itself. Not text the model reads; empty for other kinds.
	NamedBy []string
	// Audience says who reads a loose text (KindText), as discovery tells
	// it from the code around the literal: empty for the model (any text
	// a definition or a server's source may hand it), AudiencePerson for
	// text a person reads (a module's or a class's docstring that is no
	// tool's, a command line's help). The text is read all the same; the
	// scope stage reads it as a person's.
	Audience Audience

	// text.Skeleton(skelOf), kept by NewRegistry on its copies; a copy whose
	// Name was changed since no longer matches skelOf and recomputes.
	skel, skelOf string
}

// Audience is who reads a text.
type Audience string

// AudiencePerson: the text is for a person, not the model.
const AudiencePerson Audience = "person"

// skeleton returns text.Skeleton(t.Name).
func (t *Tool) Skeleton() string {
	if t.skelOf == t.Name {
		return t.skel
	}
	return text.Skeleton(t.Name)
}

// KindOrDefault returns the tool's kind, KindTool when unset.
func (t *Tool) KindOrDefault() Kind {
	if t.Kind == "" {
		return KindTool
	}
	return t.Kind
}

// Ref returns the tool's identity.
func (t *Tool) Ref() ToolRef {
	return ToolRef{Server: t.Server, Kind: t.KindOrDefault(), Name: t.Name, Source: t.Source}
}

// ToolRef names a definition: server, kind, name and where it was found.
type ToolRef struct {
	Server string `json:"server"`
	Kind   Kind   `json:"kind,omitempty"`
	Name   string `json:"name"`
	Source string `json:"source,omitempty"`
}

func (r ToolRef) String() string {
	if r.Kind == KindInstructions {
		return r.Server + "/instructions"
	}
	if r.Kind != "" && r.Kind != KindTool {
		return r.Server + "/" + string(r.Kind) + ":" + r.Name
	}
	return r.Server + "/" + r.Name
}

// Less orders refs by server, kind, name.
func (r ToolRef) Less(o ToolRef) bool {
	if r.Server != o.Server {
		return r.Server < o.Server
	}
	if r.Kind != o.Kind {
		return r.Kind < o.Kind
	}
	if r.Name != o.Name {
		return r.Name < o.Name
	}
	return r.Source < o.Source
}

// Span is a half-open byte range [Start, End) inside a field's raw text.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Signal is one detection result emitted by a check.
type Signal struct {
	Check      string     `json:"check"`
	Tier       Tier       `json:"tier"`
	Threat     ThreatType `json:"threatType"`
	Severity   Severity   `json:"severity,omitempty"` // hard signals: high or critical
	Confidence float64    `json:"confidence"`
	// Field is the path of the text the signal points at, Key says the text
	// is an object key (a property name) rather than a value, and Span the
	// bytes inside that text.
	Field    string    `json:"field"`
	Key      bool      `json:"key,omitempty"`
	Span     Span      `json:"span"`
	Evidence string    `json:"evidence"` // render-safe
	Detail   string    `json:"detail"`
	Related  []ToolRef `json:"related,omitempty"`
	// Rules are the IDs of the rules (phrase rules and computed cues,
	// kinds of credential, families of commands) that made the signal,
	// sorted: what fired, to suppress, measure or explain it.
	Rules []string `json:"rules,omitempty"`
}

// Finding aggregates every signal of one tool.
type Finding struct {
	Tool       ToolRef    `json:"tool"`
	Blocking   bool       `json:"blocking"`
	Severity   Severity   `json:"severity"`
	Confidence float64    `json:"confidence"`
	RiskScore  int        `json:"riskScore"`
	Threat     ThreatType `json:"threatType"`
	Tier       Tier       `json:"tier"`
	Checks     []string   `json:"signals"` // distinct contributing check IDs, sorted
	Signals    []Signal   `json:"details"` // primary signal first
	// Suite is SuiteExtended when the finding exists only because of the
	// extended suite's records (the engine inspects the tool again without
	// them, and no signal of its checks remains); empty otherwise. The
	// default gate does not fail on it (FailsGate).
	Suite string `json:"suite,omitempty"`
	// Audience is AudiencePerson when the finding is on text a person
	// reads (a loose text discovery tells is a module's docstring or a
	// command line's help): it is reported, and a soft one does not fail
	// the default gate, as a person, not the model, reads the text.
	Audience Audience `json:"audience,omitempty"`
	// Trained is the trained reading's weighing of the sentences the
	// finding rests on (detect/internal/learned); nil when it did not
	// weigh them (a hard or structural signal, the reading off).
	Trained *learned.Score `json:"trained,omitempty"`
}

// RuleIDs are the phrase rules (and computed cues) behind every signal of
// the finding, sorted, without repeats.
func (f *Finding) RuleIDs() []string {
	var ids []string
	for _, s := range f.Signals {
		ids = append(ids, s.Rules...)
	}
	if len(ids) == 0 {
		return nil
	}
	return SortedRules(ids)
}

// Primary is the signal a reporter points at: the strongest one.
func (f *Finding) Primary() Signal { return f.Signals[0] }

// Failure records a check that panicked on one tool.
type Failure struct {
	Check   string  `json:"check"`
	Tool    ToolRef `json:"tool"`
	Message string  `json:"message"`
}

// CapHit records that a resource bound stopped some analysis short.
type CapHit struct {
	Check  string  `json:"check"`
	Tool   ToolRef `json:"tool"`
	Field  string  `json:"field,omitempty"`
	Limit  string  `json:"limit"`
	Detail string  `json:"detail"`
}

// Report is the engine's result for one scan.
type Report struct {
	Findings       []Finding `json:"findings"`
	Tools          int       `json:"tools"`
	ChecksRun      int       `json:"checksRun"`
	ChecksFailed   int       `json:"checksFailed"`
	FailedCheckIDs []string  `json:"failedCheckIds"`
	Failures       []Failure `json:"failures"`
	Caps           []CapHit  `json:"caps"`
}

// Incomplete reports whether some check failed or some cap was hit, so the
// scan cannot claim the input is clean.
func (r *Report) Incomplete() bool { return r.ChecksFailed > 0 || len(r.Caps) > 0 }
