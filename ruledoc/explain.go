package ruledoc

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// ErrUnknownRule is the error of Explain for an ID that names no rule.
var ErrUnknownRule = errors.New("unknown rule")

// Explain is the text `mcp-lint explain ID` prints and the MCP server's
// explain tool returns: a rule's documentation with the records it reads
// by (phrase rules, kinds of credential, frames, families of commands),
// or the trained reading's description and model. An ID that names no
// rule is ErrUnknownRule; a trained model that cannot be loaded is an
// error of its own.
func Explain(id string) (string, error) {
	var b strings.Builder
	if id == detect.TrainedRecord {
		if err := explainTrained(&b); err != nil {
			return "", err
		}
		return b.String(), nil
	}
	d, ok := detect.RuleDoc(id)
	if !ok {
		return "", fmt.Errorf("%w %q", ErrUnknownRule, id)
	}
	b.WriteString(Text(d))
	if d.ID == detect.IDDirectiveImperative {
		fmt.Fprintf(&b, "\nPhrase rules (%d; mcp-lint rules --phrases lists them):\n", len(detect.PhraseRules()))
		for _, r := range detect.PhraseRules() {
			fmt.Fprintf(&b, "  %-44s %.2f\n", r.ID, r.Weight)
		}
	}
	if d.ID == detect.IDSecretEmbedded {
		fmt.Fprintf(&b, "\nKinds of credential (%d):\n", len(detect.SecretKinds()))
		for _, k := range detect.SecretKinds() {
			fmt.Fprintf(&b, "  %-44s %s\n", k.ID, k.Kind)
		}
	}
	if d.ID == detect.IDDemand {
		fmt.Fprintf(&b, "\nFrames (%d; mcp-lint rules --frames lists them):\n", len(detect.Frames()))
		for _, f := range detect.Frames() {
			fmt.Fprintf(&b, "  %-44s %s\n", f.ID, f.Concept)
		}
	}
	if d.ID == detect.IDPayloadDecoded {
		fmt.Fprintf(&b, "\nFamilies of commands (%d):\n", len(detect.ShellFamilies()))
		for _, f := range detect.ShellFamilies() {
			fmt.Fprintf(&b, "  %-44s %s\n", f.ID, f.Kind)
		}
	}
	if d.ID == detect.IDTrainedProposed {
		if id, h, err := detect.TrainedProposeModel(); err == nil {
			fmt.Fprintf(&b, "\nmodel:        %s\nattack point: %.3f (logit %.4f)\nrecipe:       %s\nseed:         %d\n",
				id, 1/(1+math.Exp(-h.Attack)), h.Attack, h.Notes, h.Seed)
			if h.Guard != nil {
				fmt.Fprintf(&b, "guard:        %.3f (logit %.4f): no sentence the disposing model (explain trained.sentence) scores below it is proposed\n",
					1/(1+math.Exp(-*h.Guard)), *h.Guard)
			}
			b.WriteString("sources:\n")
			for _, s := range h.Sources {
				fmt.Fprintf(&b, "  %s\n", s)
			}
			fmt.Fprintf(&b, "\nmcp-lint explain --facts TEXT shows each sentence's score and the features that carried it.\n")
		}
	}
	return b.String(), nil
}

// explainTrained describes the trained reading: what it does, the model
// built into the program (its identity, recipe and sources) and its
// honest point.
func explainTrained(b *strings.Builder) error {
	id, h, err := detect.TrainedModel()
	if err != nil {
		return fmt.Errorf("the trained reading: %w", err)
	}
	fmt.Fprintf(b, `%s: the trained reading

A linear model over one sentence of model-visible text as the readings left it: the demand
reading of the sentence (its mood, who acts in each clause, what is asked for and moved where, the
frames that matched or nearly did), the records of the readings that fired on it, its place in the
definition, the kinds of token it holds, and its scope: what it shares with the rest of its own
definition (the tool's parameters, its server's other tools or another server's, the words its
other texts use). It was learned from every sentence of real public MCP
server definitions (the honest side) and from many writers' attacks and honest look-alikes, also
set into real definitions, and real published attacks (bench/train, docs/trained.md).

The readings propose findings; the trained reading disposes: a soft finding whose every sentence
scores below the model's honest point reads as the tool's own honest text. It is reported with
its score, in the extended suite, and does not fail the default gate (--suite extended makes it
fail). Hard findings and findings with a structural signal (hidden characters, payloads,
look-alikes, clones, secrets) are never weighed.

Turn it off with --disable %s, or in .mcp-lint.yaml:
  rules:
    %s: {enabled: false}

model:        %s
honest point: %.3f (logit %.4f)
recipe:       %s
seed:         %d
sources:
`, detect.TrainedRecord, detect.TrainedRecord, detect.TrainedRecord, id, 1/(1+math.Exp(-h.Honest)), h.Honest, h.Notes, h.Seed)
	for _, s := range h.Sources {
		fmt.Fprintf(b, "  %s\n", s)
	}
	// The model of agent files: the same reading, learned from the
	// skills, commands, agents, rules files and plugins of real public
	// repositories and the agent-file sets' units.
	if id, h, err := detect.TrainedAgentModel(); err == nil {
		fmt.Fprintf(b, `
Agent files (skills, commands, agents, rules files, plugins; not the scripts they run, which the
code reader reads) are weighed by a model of their own, learned the same way from every sentence of
the agent files of real public repositories (bench/agentpool) and the agent-file sets' units:

model:        %s
honest point: %.3f (logit %.4f)
recipe:       %s
seed:         %d
sources:
`, id, 1/(1+math.Exp(-h.Honest)), h.Honest, h.Notes, h.Seed)
		for _, s := range h.Sources {
			fmt.Fprintf(b, "  %s\n", s)
		}
	}
	return nil
}
