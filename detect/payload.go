package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/hiddenunicode"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/secrets"
	"github.com/mcp-lint/mcp-lint/detect/shadowing"
)

// innerChecks read a decoded text as they read a tool's own text; what
// they find there was hidden from the reviewer. capability.mismatch is
// not among them: it weighs a text against the purpose the tool declares,
// and a decoded fragment declares none.
//
// A text transformed letter by letter (a shift, an alphabet, a reversal)
// is read for its words only: directive.imperative and the steering of
// shadowing. Its characters were moved, so their order and shapes say
// nothing (a reversed emoji puts its variation selector first).
var innerChecks = []reading.InnerCheck{
	{Id: reading.IDDirectiveImperative, Inspect: directiveImperative{}.Inspect, Tier: reading.TierHard, OfWords: true},
	{Id: reading.IDUnicodeHidden, Inspect: hiddenunicode.UnicodeHidden{}.Inspect, Tier: reading.TierHard, OfWords: false},
	// Only the steering of another server's tool: the decoded text is no
	// tool whose name could clone one.
	{Id: reading.IDShadowingCrossServer, Inspect: func(v *reading.ToolView, reg *reading.Registry) []reading.Signal {
		if reg == nil {
			return nil
		}
		return shadowing.ReferenceSignals(v, reg)
	}, Tier: reading.TierHard, OfWords: true},
	{Id: reading.IDSecretEmbedded, Inspect: secrets.SecretEmbedded{}.Inspect, Tier: reading.TierSoft, OfWords: false},
}
