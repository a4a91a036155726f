package detect

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/learned"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The trained reading (detect/internal/learned): a model learned from the
// sentences of real definitions and many writers' attacks, which reads one
// sentence and says how likely it is to reach outside its tool's job. The
// readings propose findings; the trained reading disposes: a soft finding
// whose every sentence reads as the tool's own honest text (its logit
// below the model's Honest point) is of the extended suite, reported with
// its score and failing the default gate only with --suite extended.
// --disable trained.sentence turns it off.

// TrainedRecord is the record that names the trained reading: listed by
// `mcp-lint rules`, turned off by --disable.
const TrainedRecord = "trained.sentence"

// disposable are the checks whose soft signals are readings of a
// sentence's words, which the trained reading may weigh. The others
// (hidden characters, decoded payloads, look-alikes, clones, secret
// literals) are structural: no sentence's wording clears them.
var disposable = map[string]bool{
	reading.IDDirectiveImperative: true,
	reading.IDDemand:              true,
	reading.IDCapabilityMismatch:  true,
}

// weighed reports the kinds of definition the trained reading of MCP
// definitions weighs: those it learned from. Loose texts no definition
// claims are left as the readings made them.
func weighed(k reading.Kind) bool {
	return !reading.IsInstructionKind(k) && k != reading.KindText
}

// agentWeighed reports the kinds the trained reading of agent files
// weighs: what a skill, a command, an agent, a rules file or a plugin
// tells the model in prose. A script is code, read by the code reader's
// flows and families, which the model does not dispose of.
func agentWeighed(k reading.Kind) bool {
	return reading.IsInstructionKind(k) && k != reading.KindScript
}

// TrainedModel returns the identity and header of the trained reading
// built into the program.
func TrainedModel() (id string, h learned.Header, err error) {
	m, err := learned.Shipped()
	if err != nil {
		return "", learned.Header{}, err
	}
	return m.ID, m.Describe(), nil
}

// TrainedProposeModel returns the identity and header of the trained
// reading that makes findings of its own, built into the program.
func TrainedProposeModel() (id string, h learned.Header, err error) {
	m, err := learned.ShippedPropose()
	if err != nil {
		return "", learned.Header{}, err
	}
	return m.ID, m.Describe(), nil
}

// TrainedAgentModel returns the identity and header of the trained
// reading of agent files built into the program.
func TrainedAgentModel() (id string, h learned.Header, err error) {
	m, err := learned.ShippedAgent()
	if err != nil {
		return "", learned.Header{}, err
	}
	return m.ID, m.Describe(), nil
}

// DisableTrained turns the trained reading off for this engine.
func (e *Engine) DisableTrained() { e.trainedOff = true }

// model is the engine's trained model of definitions of kind k (of MCP
// definitions or of agent files), or nil when it is off, cannot be read,
// or k is of neither.
func (e *Engine) model(k reading.Kind) *learned.Model {
	if e.trainedOff {
		return nil
	}
	var m *learned.Model
	var err error
	switch {
	case weighed(k):
		if e.custom != nil {
			return e.custom
		}
		m, err = learned.Shipped()
	case agentWeighed(k):
		if e.customAgent != nil {
			return e.customAgent
		}
		m, err = learned.ShippedAgent()
	}
	if err != nil {
		return nil
	}
	return m
}

// weigh scores the sentences finding f rests on with the trained reading
// (the view still holds the tool f is of), and when every one reads as
// the tool's own honest text, puts f in the extended suite. A sentence is
// read with the checks and records of every signal on it; a signal whose
// span covers no sentence stands on every sentence of its field. A
// download run in a block the unit orders run is not weighed.
func (e *Engine) weigh(v *reading.ToolView, f *reading.Finding) {
	m := e.model(v.Tool.Kind)
	if m == nil || f.Blocking || f.Suite != "" || f.Audience == reading.AudiencePerson {
		return
	}
	for i := range f.Signals {
		if s := &f.Signals[i]; s.Tier == reading.TierHard || !disposable[s.Check] && !reading.Hygiene[s.Check] {
			return // a structural signal: the trained reading does not weigh the finding
		}
	}
	e.fz.Read(m.Kinds)
	facts := sentenceFacts(v.Tool, v.Reg, v.Tz)
	var sc *defScope
	if strings.ContainsRune(m.Kinds, 'o') {
		sc = newScope(v, v.Tool, v.Reg)
	}
	top, any := 0.0, false
	for i := range f.Signals {
		s := &f.Signals[i]
		if reading.Hygiene[s.Check] {
			continue // an install step beside what the unit asks (install_step.go): hygiene, which fails no gate alone
		}
		fi := fieldIndex(v, s.Field, s.Key)
		if fi < 0 {
			return // a signal on no text the model reads: left as the readings made it
		}
		if slices.Contains(s.Rules, reading.RemoteRunRule) && reading.IsRunField(v, &v.FieldList[fi]) {
			// Code fetched from an outside address and run, in a block
			// the unit orders run: read at the shell's syntax, with no
			// sentence whose wording the model could weigh (its "sentence"
			// is the command line): structural, as a decoded payload is.
			return
		}
		a := v.Analysis(fi)
		if a == nil || len(a.Sents) == 0 {
			return
		}
		ctx := e.context(v, fi, a)
		ctx.Facts = nil
		hit := false
		for k, sent := range a.Sents {
			if !covers(a, sent, s.Span) {
				continue
			}
			hit = true
			ctx.Facts = factsAt(facts, s.Field, int(a.Tokens[sent.From].Start))
			ctx.Scope = sc.at(ctx.Scope[:0], a, sent)
			ctx.Outside = sc.outside(ctx.Outside[:0], a, sent)
			l := e.sentenceLogit(m, a, k, ctx, f.Signals, s.Field, s.Key)
			if !any || l > top {
				top, any = l, true
			}
		}
		if !hit {
			for k, sent := range a.Sents {
				if sent.To <= sent.From {
					continue
				}
				ctx.Facts = factsAt(facts, s.Field, int(a.Tokens[sent.From].Start))
				ctx.Scope = sc.at(ctx.Scope[:0], a, sent)
				ctx.Outside = sc.outside(ctx.Outside[:0], a, sent)
				l := e.sentenceLogit(m, a, k, ctx, []reading.Signal{*s}, "", false)
				if !any || l > top {
					top, any = l, true
				}
			}
		}
	}
	if !any {
		return
	}
	f.Trained = &learned.Score{Model: m.ID, Score: learned.Prob(top), Honest: top < m.Honest, Logit: top}
	if f.Trained.Honest {
		f.Suite = reading.SuiteExtended
	}
}

// context is the trained reading's context of field fi of the view.
func (e *Engine) context(v *reading.ToolView, fi int, a *text.Analysis) learned.Context {
	f := &v.FieldList[fi]
	return learned.Context{Kind: string(v.Tool.KindOrDefault()), Place: learned.PlaceOf(v.PathOf(f), f.Key),
		Sents: len(a.Sents), Person: v.Tool.Audience == reading.AudiencePerson}
}

// sentenceLogit scores sentence k of a, read with the soft signals of sigs
// on it (those of field path, key, that cover it; every one of sigs when
// path is empty).
func (e *Engine) sentenceLogit(m *learned.Model, a *text.Analysis, k int, ctx learned.Context, sigs []reading.Signal, path string, key bool) float64 {
	ctx.Sent = k
	ctx.Readings = sentenceReadings(e.readings[:0], a, a.Sents[k], sigs, path, key)
	e.readings = ctx.Readings
	return m.Logit(e.fz.Sentence(a, a.Sents[k], ctx))
}

// sentenceReadings appends to dst the checks and records of the soft
// signals of sigs on sentence s of a (of field path, key; all of sigs
// when path is empty), without repeats.
func sentenceReadings(dst []string, a *text.Analysis, s text.Sent, sigs []reading.Signal, path string, key bool) []string {
	for i := range sigs {
		g := &sigs[i]
		if g.Tier == reading.TierHard || path != "" && (g.Field != path || g.Key != key || !covers(a, s, g.Span)) {
			continue
		}
		dst = appendNew(dst, g.Check)
		for _, r := range g.Rules {
			dst = appendNew(dst, r)
		}
	}
	return dst
}

// covers reports whether sentence s of a overlaps span sp.
func covers(a *text.Analysis, s text.Sent, sp reading.Span) bool {
	if s.To <= s.From {
		return false
	}
	lo, hi := int(a.Tokens[s.From].Start), int(a.Tokens[s.To-1].End)
	if sp.End <= sp.Start {
		return sp.Start >= lo && sp.Start <= hi
	}
	return sp.Start < hi && lo < sp.End
}

// fieldIndex is the index of the view's field at path (a key when key),
// or -1.
func fieldIndex(v *reading.ToolView, path string, key bool) int {
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Key == key && v.PathOf(f) == path {
			return i
		}
	}
	return -1
}

// TrainingSentence is one sentence of a definition's model-visible text as
// the trained reading reads it, with what the readings found on it:
// bench/train's unit of training and measure.
type TrainingSentence struct {
	Field string `json:"field"`
	Key   bool   `json:"key,omitempty"`
	Place string `json:"place"`
	Span  Span   `json:"span"`
	Text  string `json:"text"`
	// Slots are the sentence's hashed features, Kinds the kind of each
	// (learned.AllKinds).
	Slots []uint32 `json:"-"`
	Kinds []byte   `json:"-"`
	// Checks and Rules are those of the soft signals on the sentence;
	// Hard says a hard signal is on it.
	Checks []string `json:"checks,omitempty"`
	Rules  []string `json:"rules,omitempty"`
	Hard   bool     `json:"hard,omitempty"`
	// Fails: a signal on it belongs to a finding that fails the default
	// gate before the trained reading weighs it.
	Fails bool `json:"fails,omitempty"`
	// Lang is the language of the lexicons the sentence is read in, when
	// it is not English ("": English, or not told).
	Lang string `json:"lang,omitempty"`
}

// TrainingSentences inspects tool t of reg as a scan does, with the trained
// reading off, and returns every sentence of its texts (prose and names)
// with the signals on it, and the tool's finding (nil: none).
func (e *Engine) TrainingSentences(reg *Registry, t *Tool) ([]TrainingSentence, *Finding) {
	off := e.trainedOff
	e.trainedOff = true
	var rep reading.Report
	e.inspect(reg, t, nil, &rep)
	e.trainedOff = off
	var fd *Finding
	if len(rep.Findings) > 0 {
		fd = &rep.Findings[0]
	}
	// The view holds the tool's fields and their analyses (a second
	// reading without the extended suite reads the same texts).
	v := &e.view
	e.fz.Read("") // every kind: the trainer chooses
	facts := sentenceFacts(t, reg, v.Tz)
	sc := newScope(v, t, reg)
	var out []TrainingSentence
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Role == reading.RoleStructural || f.Text == "" {
			continue
		}
		a := v.Analysis(i)
		if a == nil {
			continue
		}
		path := v.PathOf(f)
		place := learned.PlaceOf(path, f.Key)
		ctx := learned.Context{Kind: string(t.KindOrDefault()), Place: place, Sents: len(a.Sents),
			Person: t.Audience == reading.AudiencePerson}
		for k, sent := range a.Sents {
			if sent.To <= sent.From {
				continue
			}
			ctx.Sent = k
			ctx.Facts = factsAt(facts, path, int(a.Tokens[sent.From].Start))
			ctx.Readings = nil
			ctx.Scope = sc.at(ctx.Scope[:0], a, sent)
			ctx.Outside = sc.outside(ctx.Outside[:0], a, sent)
			if fd != nil {
				ctx.Readings = sentenceReadings(nil, a, sent, fd.Signals, path, f.Key)
			}
			fs := e.fz.Sentence(a, sent, ctx)
			ts := TrainingSentence{Field: path, Key: f.Key, Place: place.String(),
				Span: Span{Start: int(a.Tokens[sent.From].Start), End: int(a.Tokens[sent.To-1].End)}}
			ts.Text = f.Text[ts.Span.Start:ts.Span.End]
			ts.Lang = reading.SentenceLang(a, sent).Lang
			for _, x := range fs {
				ts.Slots = append(ts.Slots, x.Slot)
				ts.Kinds = append(ts.Kinds, x.Kind)
			}
			if fd != nil {
				for j := range fd.Signals {
					s := &fd.Signals[j]
					if s.Field != path || s.Key != f.Key || !covers(a, sent, s.Span) {
						continue
					}
					if s.Tier == reading.TierHard {
						ts.Hard = true
						continue
					}
					ts.Checks = appendNew(ts.Checks, s.Check)
					for _, r := range s.Rules {
						ts.Rules = appendNew(ts.Rules, r)
					}
					if fd.FailsDefaultGate() {
						ts.Fails = true
					}
				}
			}
			out = append(out, ts)
		}
	}
	return out, fd
}

func appendNew(xs []string, x string) []string {
	for _, y := range xs {
		if y == x {
			return xs
		}
	}
	return append(xs, x)
}

// SentenceScore is the trained reading of one sentence, as explain shows
// it: its place, its score and the features that carried it.
type SentenceScore struct {
	Field string        `json:"field"`
	Place string        `json:"place"`
	Span  Span          `json:"span"`
	Text  string        `json:"text"`
	Score float64       `json:"score"`
	Logit float64       `json:"logit"`
	Top   []TrainedPart `json:"top"`
}

// TrainedPart is one feature's part of a sentence's logit.
type TrainedPart struct {
	Feature string  `json:"feature"`
	Value   float64 `json:"value"`
}

// TrainedReadingOf reads every sentence of tool t alone with the trained
// reading built into the program: what `mcp-lint explain --facts` shows.
// honest is the model's honest point, as a probability.
func TrainedReadingOf(t Tool, top int) (out []SentenceScore, model string, honest float64, err error) {
	m, err := learned.Shipped()
	if err != nil {
		return nil, "", 0, err
	}
	out = readingOf(m, t, top)
	return out, m.ID, learned.Prob(m.Honest), nil
}

// ProposedReadingOf reads every sentence of tool t alone with the trained
// reading that makes findings of its own: what `mcp-lint explain --facts`
// shows beside the other. attack is its attack point, as a probability.
func ProposedReadingOf(t Tool, top int) (out []SentenceScore, model string, attack float64, err error) {
	m, err := learned.ShippedPropose()
	if err != nil {
		return nil, "", 0, err
	}
	out = readingOf(m, t, top)
	return out, m.ID, learned.Prob(m.Attack), nil
}

// readingOf scores every sentence of tool t alone with model m, with the
// top features that carried each score.
func readingOf(m *learned.Model, t Tool, top int) (out []SentenceScore) {
	e := NewEngine()
	e.trainedOff = true
	reg := NewRegistry([]Tool{t})
	tools := reg.Tools()
	if len(tools) == 0 {
		return nil
	}
	tt := tools[0]
	var rep reading.Report
	e.inspect(reg, tt, nil, &rep)
	var sigs []reading.Signal
	if len(rep.Findings) > 0 {
		sigs = rep.Findings[0].Signals
	}
	v := &e.view
	var facts map[factKey][]string
	if strings.ContainsRune(m.Kinds, 'f') || m.Kinds == "" {
		facts = sentenceFacts(tt, reg, v.Tz)
	}
	var sc *defScope
	if strings.ContainsAny(m.Kinds, "ou") || m.Kinds == "" {
		sc = newScope(v, tt, reg)
	}
	fz := learned.Featurizer{Names: true}
	fz.Read(m.Kinds)
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Role == reading.RoleStructural || f.Text == "" {
			continue
		}
		a := v.Analysis(i)
		if a == nil {
			continue
		}
		path := v.PathOf(f)
		ctx := e.context(v, i, a)
		for k, sent := range a.Sents {
			if sent.To <= sent.From {
				continue
			}
			ctx.Sent = k
			sp := Span{Start: int(a.Tokens[sent.From].Start), End: int(a.Tokens[sent.To-1].End)}
			ctx.Facts = factsAt(facts, path, sp.Start)
			ctx.Scope = sc.at(nil, a, sent)
			ctx.Outside = sc.outside(nil, a, sent)
			ctx.Readings = sentenceReadings(nil, a, sent, sigs, path, f.Key)
			fs := fz.Sentence(a, sent, ctx)
			l := m.Logit(fs)
			s := SentenceScore{Field: path, Place: ctx.Place.String(), Span: sp, Text: f.Text[sp.Start:sp.End],
				Score: learned.Prob(l), Logit: l}
			for j, c := range m.Explain(fs) {
				if j == top {
					break
				}
				s.Top = append(s.Top, TrainedPart{Feature: c.Name, Value: c.Value})
			}
			out = append(out, s)
		}
	}
	return out
}
