package detect

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The scope facts and the demand reading of each sentence, as the trained
// reading reads them: how the sentence was read (its mood, who acts in
// each clause and whether the user decides, the actions, object, sink and
// concepts the demand check found, the frames that matched or nearly did).
// They are the readings' own words for what a sentence asks, in every
// language the lexicons read; the model weighs them beside the words.

// factKey names a sentence by its field and its first byte.
type factKey struct {
	field string
	start int
}

// sentenceFacts reads tool t among reg with the demand check's trace and
// returns each sentence's facts as short names. tz is the tokenizer that
// read the tool (its analyses stay valid: the trace's are added to the
// tool's), or nil for a new one.
func sentenceFacts(t *reading.Tool, reg *reading.Registry, tz *text.Tokenizer) map[factKey][]string {
	if tz == nil {
		tz = reading.NewTokenizer()
	}
	var fw reading.FieldWalker
	v := reading.NewToolViewWith(t, tz, &fw, nil)
	v.Check, v.Reg = reading.IDDemand, reg
	tr := &reading.FactTrace{V: v, Out: reading.DemandFacts{Sentences: []reading.SentenceFacts{}, Tool: []reading.FrameNote{}, Rules: []string{}}}
	scopeFacts(tr, reg)
	inspectDemand(v, reg, tr)
	out := map[factKey][]string{}
	for i := range tr.Out.Sentences {
		s := &tr.Out.Sentences[i]
		k := factKey{s.Field, s.Span.Start}
		out[k] = appendFacts(out[k], s)
	}
	return out
}

// appendFacts appends the names of sentence s's facts to dst.
func appendFacts(dst []string, s *reading.SentenceFacts) []string {
	add := func(f string) { dst = appendNew(dst, f) }
	reader := s.Reader
	if i := strings.IndexByte(reader, ' '); i > 0 {
		reader = reader[:i] // "lexicon (ja)": read by a lexicon
	}
	add("read:" + reader)
	mood := "mood:" + s.Mood
	add(mood)
	if s.Lead != "" {
		add("lead")
	}
	for _, a := range s.Actors {
		add("actor:" + a.Actor)
		add(mood + "&actor:" + a.Actor)
		if a.Decides {
			add("decides")
		}
		if a.Effect {
			add("effect")
		}
	}
	if s.Agent != "" {
		add("names-model")
	}
	if s.Person != "" {
		add("names-person")
	}
	for _, a := range s.Actions {
		add("act:" + a)
		add(mood + "&act:" + a)
	}
	if s.ObjectKind != "" {
		add("obj:" + s.ObjectKind)
	} else if s.Object != "" {
		add("obj:other")
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{s.Sink != "", "sink"}, {s.Data != "", "data"}, {s.Program, "program"}, {s.Fetched, "fetched"},
		{s.ToolRef != "", "toolref"}, {s.Sweep != "", "sweep"}, {s.Anaphor != "", "anaphor"}} {
		if f.on {
			add(f.name)
		}
	}
	for _, c := range s.Concepts {
		add("concept:" + c)
	}
	for _, c := range s.Alone {
		add("alone:" + c)
	}
	for _, f := range s.Frames {
		if f.Matched {
			add("frame+" + f.ID)
		} else {
			add("frame-" + f.ID)
		}
	}
	return dst
}

// factsAt are the facts of the sentence of field path starting at byte
// start (nil when the reading kept none).
func factsAt(fs map[factKey][]string, path string, start int) []string {
	if fs == nil {
		return nil
	}
	return fs[factKey{path, start}]
}
