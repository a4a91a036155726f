package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The demand check reads what a tool's text asks of the model, not which
// words it uses to ask. Every sentence of every prose field (description,
// title, parameter descriptions, defaults, enums, examples, output schema)
// is reduced to facts: the actions it names (obtain, send or put, run,
// hide, keep for later, approve, replace), the objects (a secret, the
// conversation or the system prompt, facts about a person), the sinks (a
// parameter, a URL, another tool) and whether it is a demand at all (an
// imperative, an obligation, a requirement, a declarative "the field
// carries ..."). The facts of all sentences are then joined into the
// tool's demand, which is compared with what the tool says it is for.
//
// The words come from vocabularies generated from WordNet (rules/demand.rules,
// internal/gen/wordnet) and from the credential terms of the specifications
// tools implement (rules/words.rules); grammar words (modals, negation) are
// closed classes listed there too.

type demandCheck struct{}

func (demandCheck) ID() string { return reading.IDDemand }

func (demandCheck) Doc() *reading.Doc { return &reading.DemandDoc }

func (demandCheck) Inspect(v *reading.ToolView, reg *reading.Registry) []reading.Signal {
	return inspectDemand(v, reg, nil)
}
