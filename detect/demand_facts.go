package detect

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The facts view: what the demand check read in a tool's text, sentence by
// sentence, and what it concluded for the tool. The check writes its
// decisions into a factTrace while it reads, when one is given (the scan
// gives none and pays a nil test per decision); DemandFactsOf turns the
// trace and the check's own per-sentence results (sentenceDemand) into
// the exported values below. Nothing here reads the text a second time.

// begin opens the facts of sentence s of field fi.
func begin(tr *reading.FactTrace, fi int, a *reading.Analysis, s reading.Sent, reader string) {
	f := &tr.V.FieldList[fi]
	sp := reading.Span{Start: int(a.Tokens[s.From].Start), End: int(a.Tokens[s.To-1].End)}
	tr.Out.Sentences = append(tr.Out.Sentences, reading.SentenceFacts{Field: tr.V.PathOf(f), Span: sp,
		Text: f.Text[sp.Start:sp.End], Reader: reader, Frames: []reading.FrameNote{}})
	tr.Cur = &tr.Out.Sentences[len(tr.Out.Sentences)-1]
	tr.A, tr.Text, tr.Cuts, tr.Agent, tr.Pers = a, f.Text, tr.Cuts[:0], -10, -10
}

// end closes the sentence's facts with what the reading returned.
func end(tr *reading.FactTrace, s reading.Sent, d *reading.SentenceDemand, ok bool) {
	if tr == nil || tr.Cur == nil {
		return
	}
	sf, a := tr.Cur, tr.A
	from := s.From
	for _, c := range tr.Cuts {
		if c > from {
			sf.Clauses = append(sf.Clauses, reading.Span{Start: int(a.Tokens[from].Start), End: int(a.Tokens[c-1].End)})
		}
		from = c + 1
	}
	if len(sf.Clauses) > 0 && from < s.To {
		sf.Clauses = append(sf.Clauses, reading.Span{Start: int(a.Tokens[from].Start), End: int(a.Tokens[s.To-1].End)})
	}
	sf.Agent, sf.Person = tr.Word(tr.Agent), tr.Word(tr.Pers)
	clauseActors(tr, s)
	sf.Mood = "statement"
	if ok {
		tr.Kept = append(tr.Kept, len(tr.Out.Sentences)-1)
		sf.Facts = true
		sentenceFactsOf(sf, d, tr.Word)
	} else if a.Tokens[s.To-1].Text(a) == "?" {
		sf.Mood = "question"
	}
	tr.Cur = nil
}

// sentenceFactsOf fills sf with the roles d holds.
func sentenceFactsOf(sf *reading.SentenceFacts, d *reading.SentenceDemand, word func(int) string) {
	switch {
	case d.Mood:
		sf.Mood = "order"
	case d.Question:
		sf.Mood = "question"
	default:
		sf.Mood = "statement"
	}
	sf.Actions = sf.Actions[:0]
	for _, x := range []struct {
		on   bool
		name string
	}{{d.Obtain, "obtain"}, {d.Transfer, "transfer"}, {d.Execute, "execute"}, {d.Replace, "replace"}, {d.Instead, "instead"}} {
		if x.on {
			sf.Actions = append(sf.Actions, x.name)
		}
	}
	sf.Object, sf.ObjectKind, sf.Sink, sf.Data = d.Object, d.ObjectKind, d.Sink, d.Data
	sf.Program, sf.Fetched, sf.ToolRef, sf.Sweep = d.Program, d.Fetched, d.ToolRef, d.Sweep
	sf.Anaphor = ""
	if d.Anaphor {
		sf.Anaphor = word(d.AnaphorAt)
	}
	sf.Concepts = append([]string(nil), d.Concepts...)
	sf.Alone = append([]string(nil), d.Alone...)
}

// tool records a decision of the tool stage about the k-th demand read
// (-1: the tool as a whole).
func tool(tr *reading.FactTrace, id string, matched bool, k int, reason string) {
	if tr == nil {
		return
	}
	n := reading.FrameNote{ID: id, Matched: matched, Reason: reason}
	if k >= 0 {
		if k < len(tr.Kept) && tr.Kept[k] >= 0 {
			sf := &tr.Out.Sentences[tr.Kept[k]]
			n.Word = sf.Text
		} else {
			n.Word = "(the schema)"
		}
	}
	tr.Out.Tool = append(tr.Out.Tool, n)
}

// joined updates the facts of the k-th demand after the tool stage
// filled its object from the sentence before it.
func joined(tr *reading.FactTrace, k int, d *reading.SentenceDemand) {
	if tr == nil || k >= len(tr.Kept) || tr.Kept[k] < 0 {
		return
	}
	sf := &tr.Out.Sentences[tr.Kept[k]]
	pronoun := sf.Anaphor // the sentence's tokens are no longer at hand
	sentenceFactsOf(sf, d, func(int) string { return pronoun })
}

// DemandFactsOf runs the demand check on tool t alone and returns what it
// read: the view `mcp-lint explain --facts` prints.
func DemandFactsOf(t reading.Tool) reading.DemandFacts { return demandFacts(t, reading.FrameSet{}) }

// demandFacts is DemandFactsOf with the frames of off turned off.
func demandFacts(t reading.Tool, off reading.FrameSet) reading.DemandFacts {
	reading.EnsureRules()
	tz := reading.NewTokenizer()
	var fw reading.FieldWalker
	v := reading.NewToolViewWith(&t, tz, &fw, nil)
	v.Check, v.OffFrames = reading.IDDemand, off
	reg := reading.NewRegistry([]reading.Tool{t})
	tr := &reading.FactTrace{V: v, Out: reading.DemandFacts{Sentences: []reading.SentenceFacts{}, Tool: []reading.FrameNote{}, Rules: []string{}}}
	scopeFacts(tr, reg)
	sigs := inspectDemand(v, reg, tr)
	for _, s := range sigs {
		tr.Out.Rules = append(tr.Out.Rules, s.Rules...)
		for _, r := range s.Rules {
			// A frame the schema's demands name (demand_statement.go), which no
			// sentence traced.
			noted := func(n reading.FrameNote) bool { return n.ID == r && n.Matched }
			if reading.IsFrame(r) && !slices.ContainsFunc(tr.Out.Tool, noted) &&
				!slices.ContainsFunc(tr.Out.Sentences, func(s reading.SentenceFacts) bool { return slices.ContainsFunc(s.Frames, noted) }) {
				tr.Out.Tool = append(tr.Out.Tool, reading.FrameNote{ID: r, Matched: true})
			}
		}
		tr.Out.Severity = strings.ToLower(s.Severity.String())
		tr.Out.Detail = s.Detail
	}
	return tr.Out
}
