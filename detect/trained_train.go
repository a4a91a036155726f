package detect

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/learned"
)

// What bench/train needs of the trained reading: its file format, its
// constants, and an engine that weighs with a model being trained.

// TrainedBuckets is the number of hashed feature slots of a model.
const TrainedBuckets = learned.Buckets

// TrainedHeader is what a model file says of itself.
type TrainedHeader = learned.Header

// TrainedScore is what the trained reading made of a finding's sentences.
type TrainedScore = learned.Score

// EncodeTrainedModel writes a model file of header h and weights w (one
// per slot, TrainedBuckets of them).
func EncodeTrainedModel(h TrainedHeader, w []int16) ([]byte, error) { return learned.Encode(h, w) }

// TrainedModelFile is a model read from a file's bytes.
type TrainedModelFile struct{ m *learned.Model }

// DecodeTrainedModel reads a model file.
func DecodeTrainedModel(b []byte) (*TrainedModelFile, error) {
	m, err := learned.Decode(string(b))
	if err != nil {
		return nil, err
	}
	return &TrainedModelFile{m: m}, nil
}

// ID is the model's identity.
func (f *TrainedModelFile) ID() string { return f.m.ID }

// Header is the model's whole header.
func (f *TrainedModelFile) Header() TrainedHeader { return f.m.Describe() }

// ShippedTrainedModel is the disposing model built into the program.
func ShippedTrainedModel() (*TrainedModelFile, error) {
	m, err := learned.Shipped()
	if err != nil {
		return nil, err
	}
	return &TrainedModelFile{m: m}, nil
}

// LogitOf is the model's logit of a sentence whose features are slots
// (every kind of feature: kinds[i] is slots[i]'s kind); the model reads
// those of its own kinds, as a scan does.
func (f *TrainedModelFile) LogitOf(slots []uint32, kinds []byte) float64 {
	var fs []learned.Feature
	for i, s := range slots {
		if f.m.Kinds == "" || strings.IndexByte(f.m.Kinds, kinds[i]) >= 0 {
			fs = append(fs, learned.Feature{Slot: s, Kind: kinds[i]})
		}
	}
	return f.m.Logit(fs)
}

// UseTrainedModel makes the engine weigh with model f instead of the one
// built into the program (bench/train measures a model before it ships).
// A model of agent files (its version starts with learned.AgentVersion)
// takes the place of the agent files' model, any other the MCP one's.
func (e *Engine) UseTrainedModel(f *TrainedModelFile) {
	e.trainedOff = false
	if f.m.Proposer() {
		e.customPropose, e.proposeOff = f.m, false
		return
	}
	if f.m.Agent() {
		e.customAgent = f.m
	} else {
		e.custom = f.m
	}
}

// TrainedWeighs reports the kinds of definition the trained reading of
// MCP definitions weighs (and learns from).
func TrainedWeighs(k Kind) bool { return weighed(k) }

// TrainedWeighsAgent reports the kinds of agent file the trained reading
// of agent files weighs (and learns from).
func TrainedWeighsAgent(k Kind) bool { return agentWeighed(k) }

// TrainedAgentVersion starts the version of a model of agent files.
const TrainedAgentVersion = learned.AgentVersion

// TrainedProposeVersion starts the version of a model that proposes
// findings of its own.
const TrainedProposeVersion = learned.ProposeVersion

// DisableProposer turns the trained reading's own findings off for this
// engine (the readings and the disposing model stay on).
func (e *Engine) DisableProposer() { e.proposeOff = true }
