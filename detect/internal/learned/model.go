package learned

import (
	"crypto/sha256"
	_ "embed"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
)

// The model file: a magic line, the length of a JSON header, the header,
// then one little-endian int16 weight per bucket. bench/train writes it
// (Encode); the program reads it in place, so loading costs nothing.
const magic = "MCPLRN1\n"

// Header is what the model file says of itself.
type Header struct {
	// Version names the model's feature set and training recipe; the
	// identity (ID) adds the file's checksum.
	Version string `json:"version"`
	Buckets int    `json:"buckets"`
	// Scale: a weight is Scale times the trained value, rounded.
	Scale float64 `json:"scale"`
	Bias  float64 `json:"bias"`
	// Norm: "sqrt" divides a sentence's summed weights by the square root
	// of its number of features; "none" does not.
	Norm string `json:"norm"`
	// Kinds are the kinds of feature the model reads (AllKinds when
	// empty).
	Kinds string `json:"kinds,omitempty"`
	// Honest is the logit below which a sentence reads as the tool's own
	// honest text (a finding resting only on such sentences does not fail
	// the default gate), chosen from the curves bench/train prints.
	Honest float64 `json:"honest"`
	// Attack is the logit from which a sentence alone is a finding that
	// fails the default gate, or 0 when the model makes none of its own.
	Attack float64 `json:"attack,omitempty"`
	// Report is the logit from which a sentence alone is a finding of the
	// extended suite (reported, failing the default gate only from
	// Attack); 0 when the model makes none of its own.
	Report float64 `json:"report,omitempty"`
	// Guard, in a proposing model, is the logit of the disposing model
	// (the one that weighs the readings' findings) below which a sentence
	// is not proposed: one that model reads as the tool's own honest text
	// is no finding of either. Nil: no guard.
	Guard *float64 `json:"guard,omitempty"`
	// Precision is the level of a proposing model's own findings on
	// honest text (very-high, high, medium or low, as ruledoc's levels
	// read), and Measured what it stands on; bench/train writes both.
	Precision string `json:"precision,omitempty"`
	Measured  string `json:"measured,omitempty"`
	// Sources names what the model was trained on (lists and sets, each
	// with its checksum), Seed the training's seed, Notes its recipe.
	Sources []string `json:"sources"`
	Seed    uint64   `json:"seed"`
	Notes   string   `json:"notes,omitempty"`
	// Weights is the start of the SHA-256 of the weights, in hex: with
	// Version, the model's identity (Encode writes it, a test checks it).
	Weights string `json:"weights"`
}

// The norms a model's header may name.
const (
	NormSqrt = "sqrt"
	NormNone = "none"
)

// Model is a loaded model: what its header says of scoring, and its
// weights, read in place. The rest of the header (its sources, recipe and
// measure) is read when asked for (Describe): a scan needs none of it.
type Model struct {
	Header
	ID      string // version and checksum: "sentence-v1@0123456789ab"
	weights string
	raw     string // the header's JSON
}

// scoring is the part of the header a scan reads.
type scoring struct {
	Version   string   `json:"version"`
	Buckets   int      `json:"buckets"`
	Scale     float64  `json:"scale"`
	Bias      float64  `json:"bias"`
	Norm      string   `json:"norm"`
	Kinds     string   `json:"kinds,omitempty"`
	Honest    float64  `json:"honest"`
	Attack    float64  `json:"attack,omitempty"`
	Report    float64  `json:"report,omitempty"`
	Guard     *float64 `json:"guard,omitempty"`
	Precision string   `json:"precision,omitempty"`
	Weights   string   `json:"weights"`
}

// Describe is the model's whole header: its sources, seed, recipe and
// measure besides what scoring reads.
func (m *Model) Describe() Header {
	var h Header
	if err := json.Unmarshal([]byte(m.raw), &h); err != nil {
		return m.Header // Decode read it whole once: it parses
	}
	return h
}

//go:embed model.bin
var embedded string

// embeddedAgent is the model of agent files (skills, commands, agents,
// rules files, plugins), trained on their own pool and sets.
//
//go:embed agent.bin
var embeddedAgent string

// embeddedPropose is the model whose sentences alone make findings: the
// trained reading that proposes (Header.Attack, Header.Report).
//
//go:embed propose.bin
var embeddedPropose string

var (
	proposeOnce    sync.Once
	proposeShipped *Model
	proposeErr     error

	once    sync.Once
	shipped *Model
	loadErr error

	agentOnce    sync.Once
	agentShipped *Model
	agentErr     error
)

// Shipped returns the model built into the program.
func Shipped() (*Model, error) {
	once.Do(func() { shipped, loadErr = Decode(embedded) })
	return shipped, loadErr
}

// ShippedPropose returns the model that proposes findings of its own.
func ShippedPropose() (*Model, error) {
	proposeOnce.Do(func() { proposeShipped, proposeErr = Decode(embeddedPropose) })
	return proposeShipped, proposeErr
}

// Proposes reports whether the model makes findings of its own.
func (m *Model) Proposes() bool { return m.Attack != 0 && m.Report != 0 }

// AgentVersion starts the version of a model of agent files.
const AgentVersion = "agent-"

// ShippedAgent returns the model of agent files built into the program.
func ShippedAgent() (*Model, error) {
	agentOnce.Do(func() { agentShipped, agentErr = Decode(embeddedAgent) })
	return agentShipped, agentErr
}

// ProposeVersion starts the version of a model that proposes findings of
// its own (propose.bin).
const ProposeVersion = "propose-"

// Proposer reports whether the model is one that proposes (its version
// says so).
func (m *Model) Proposer() bool { return strings.HasPrefix(m.Version, ProposeVersion) }

// Agent reports whether the model reads agent files (its version says so).
func (m *Model) Agent() bool { return strings.HasPrefix(m.Version, AgentVersion) }

// Decode reads a model file.
func Decode(b string) (*Model, error) {
	if len(b) < len(magic)+4 || b[:len(magic)] != magic {
		return nil, errors.New("learned: not a model file")
	}
	n := int(b[len(magic)]) | int(b[len(magic)+1])<<8 | int(b[len(magic)+2])<<16 | int(b[len(magic)+3])<<24
	rest := b[len(magic)+4:]
	if n > len(rest) {
		return nil, errors.New("learned: truncated header")
	}
	m := &Model{raw: rest[:n]}
	var sc scoring
	if err := json.Unmarshal([]byte(rest[:n]), &sc); err != nil {
		return nil, fmt.Errorf("learned: header: %w", err)
	}
	m.Header = Header{Version: sc.Version, Buckets: sc.Buckets, Scale: sc.Scale, Bias: sc.Bias, Norm: sc.Norm, Kinds: sc.Kinds,
		Honest: sc.Honest, Attack: sc.Attack, Report: sc.Report, Guard: sc.Guard, Precision: sc.Precision, Weights: sc.Weights}
	m.weights = rest[n:]
	if m.Buckets != Buckets || len(m.weights) != 2*Buckets {
		return nil, fmt.Errorf("learned: %d weights for %d buckets, want %d", len(m.weights)/2, m.Buckets, Buckets)
	}
	if m.Scale <= 0 || (m.Norm != NormSqrt && m.Norm != NormNone) {
		return nil, errors.New("learned: bad scale or norm")
	}
	m.ID = m.Version + "@" + m.Weights
	return m, nil
}

// Encode writes a model file of header h and weights w (one per bucket).
func Encode(h Header, w []int16) ([]byte, error) {
	if len(w) != Buckets {
		return nil, fmt.Errorf("learned: %d weights, want %d", len(w), Buckets)
	}
	h.Buckets = Buckets
	wb := make([]byte, 0, 2*len(w))
	for _, x := range w {
		wb = binary.LittleEndian.AppendUint16(wb, uint16(x))
	}
	h.Weights = WeightsSum(string(wb))
	hj, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(magic)+4+len(hj)+2*len(w))
	out = append(out, magic...)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(hj)))
	out = append(out, hj...)
	out = append(out, wb...)
	return out, nil
}

// WeightsSum is the start of the SHA-256 of a model's weights, in hex.
func WeightsSum(weights string) string {
	sum := sha256.Sum256([]byte(weights))
	return hex.EncodeToString(sum[:6])
}

// CheckSum reports whether the model's weights are those its header names.
func (m *Model) CheckSum() bool { return WeightsSum(m.weights) == m.Weights }

// Weight is the integer weight of slot i.
func (m *Model) Weight(i uint32) int16 {
	return int16(uint16(m.weights[2*i]) | uint16(m.weights[2*i+1])<<8)
}

// Logit is the model's log-odds that a sentence of features fs reaches
// outside its tool's job: the integer sum of their weights, scaled and
// normalized once, so every platform computes the same value.
func (m *Model) Logit(fs []Feature) float64 {
	var sum int64
	for _, f := range fs {
		sum += int64(m.Weight(f.Slot))
	}
	x := float64(sum) / m.Scale
	if m.Norm == NormSqrt && len(fs) > 0 {
		x /= math.Sqrt(float64(len(fs)))
	}
	return x + m.Bias
}

// Prob is the logistic of a logit, rounded to three places, as reports
// show it.
func Prob(logit float64) float64 {
	p := 1 / (1 + math.Exp(-logit))
	return math.Round(p*1000) / 1000
}

// Contribution is what one feature adds to a sentence's logit.
type Contribution struct {
	Name  string
	Value float64
}

// Explain returns each named feature's part of the logit, largest first
// by size (fs made by a Featurizer with Names set).
func (m *Model) Explain(fs []Feature) []Contribution {
	div := m.Scale
	if m.Norm == NormSqrt && len(fs) > 0 {
		div *= math.Sqrt(float64(len(fs)))
	}
	out := make([]Contribution, 0, len(fs))
	for _, f := range fs {
		if w := m.Weight(f.Slot); w != 0 {
			out = append(out, Contribution{Name: f.Name, Value: float64(w) / div})
		}
	}
	sortContributions(out)
	return out
}

func sortContributions(cs []Contribution) {
	// insertion sort: a sentence has tens of features
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && less(cs[j], cs[j-1]); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

func less(a, b Contribution) bool {
	if math.Abs(a.Value) != math.Abs(b.Value) {
		return math.Abs(a.Value) > math.Abs(b.Value)
	}
	return a.Name < b.Name
}

// Score is what the trained reading made of a finding's sentences.
type Score struct {
	// Model is the identity of the model that weighed them.
	Model string `json:"model"`
	// Score is the highest probability among the sentences that the text
	// reaches outside its tool's job.
	Score float64 `json:"score"`
	// Honest: every sentence reads as the tool's own honest text, so the
	// finding is of the extended suite and does not fail the default gate.
	Honest bool `json:"honest"`
	// Logit is the score's log-odds, as the model compares it with its
	// points (bench/train draws its curves from it).
	Logit float64 `json:"-"`
}
