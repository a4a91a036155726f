package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/approval"
	"github.com/mcp-lint/mcp-lint/detect/capability"
	"github.com/mcp-lint/mcp-lint/detect/hiddenunicode"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/launchconfig"
	"github.com/mcp-lint/mcp-lint/detect/payload"
	"github.com/mcp-lint/mcp-lint/detect/secrets"
	"github.com/mcp-lint/mcp-lint/detect/shadowing"
)

// Check is one independent detection unit. Inspect must be pure and
// deterministic: the same tool and registry give the same signals in the
// same order. It must not keep state between calls, nor keep v after it
// returns (the engine reuses views). The engine runs it
// under recover(), so a panic costs coverage, never the scan.
type Check interface {
	ID() string
	Doc() *reading.Doc
	Inspect(v *reading.ToolView, reg *reading.Registry) []reading.Signal
}

// Rule is an entry of the registry: a tool check, a launch-config rule,
// or a lockfile rule (documentation only: the lock package computes its
// signals from mcp-lint.lock).
type Rule struct {
	Tool   Check                    // a tool check
	Config launchconfig.ConfigCheck // a launch-config rule
	Lock   *reading.Doc             // a lockfile rule
	// Trained is a rule the engine's trained reading makes findings of
	// (propose.go): documentation here, signals from the model.
	Trained *reading.Doc
}

// Doc returns the rule's documentation.
func (r Rule) Doc() *reading.Doc {
	switch {
	case r.Tool != nil:
		return r.Tool.Doc()
	case r.Config != nil:
		return r.Config.Doc()
	case r.Trained != nil:
		return r.Trained
	}
	return r.Lock
}

// registry is every rule mcp-lint reports, in its permanent order: the six
// tool checks, the launch-config rules, then the lockfile rules. Checks,
// ConfigChecks, AllRules, the docs, SARIF rule metadata and `mcp-lint
// rules` all read it.
var registry = []Rule{
	{Tool: hiddenunicode.UnicodeHidden{}},
	{Tool: shadowing.ShadowingCrossServer{}},
	{Tool: payload.PayloadDecoded{}},
	{Tool: directiveImperative{}},
	{Tool: capability.CapabilityMismatch{}},
	{Tool: demandCheck{}},
	{Tool: secrets.SecretEmbedded{}},
	{Tool: hiddenunicode.UnicodeLookalike{}},
	{Config: secrets.ConfigSecret},
	{Config: launchconfig.ConfigUnpinned},
	{Config: launchconfig.ConfigInsecureURL},
	{Config: approval.ConfigAutoApprove},
	{Config: configShell},
	{Trained: &trainedProposedDoc},
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
func ConfigChecks() []launchconfig.ConfigCheck {
	var out []launchconfig.ConfigCheck
	for _, r := range registry {
		if r.Config != nil {
			out = append(out, r.Config)
		}
	}
	return out
}

// AllRules returns the documentation of every rule of the registry, in
// its permanent order.
func AllRules() []*reading.Doc {
	out := make([]*reading.Doc, len(registry))
	for i, r := range registry {
		out[i] = r.Doc()
	}
	return out
}

// RuleDoc returns the documentation of a rule by ID.
func RuleDoc(id string) (*reading.Doc, bool) {
	for _, d := range AllRules() {
		if d.ID == id {
			return d, true
		}
	}
	return nil, false
}
