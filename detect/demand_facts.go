package detect

import (
	"slices"
	"strings"
)

// The facts view: what the demand check read in a tool's text, sentence by
// sentence, and what it concluded for the tool. The check writes its
// decisions into a factTrace while it reads, when one is given (the scan
// gives none and pays a nil test per decision); DemandFactsOf turns the
// trace and the check's own per-sentence results (sentenceDemand) into
// the exported values below. Nothing here reads the text a second time.

// DemandFacts is what the demand check read in one tool.
type DemandFacts struct {
	Sentences []SentenceFacts `json:"sentences"`
	// Tool is the tool-level stage: sentences joined by a pronoun,
	// demands the tool's declared job explains, the lone cues dropped.
	Tool []FrameNote `json:"tool"`
	// The outcome: the concepts the finding names (demand.harvest, ...),
	// its severity and its words; all empty when the check is silent.
	Rules    []string `json:"rules"`
	Severity string   `json:"severity,omitempty"`
	Detail   string   `json:"detail,omitempty"`
}

// SentenceFacts is what the check read in one sentence (a line of a
// sentence: a line break ends one too).
type SentenceFacts struct {
	Field string `json:"field"`
	Span  Span   `json:"span"` // bytes of the field's text
	Text  string `json:"text"`
	// Reader is how the sentence was read: "words" (English, by its
	// vocabulary and grammar), "forms" (another language, by the forms
	// every language writes alike: paths, variables, command lines,
	// addresses), "lexicon (ja)" (another language, by the words of the
	// lexicon the project wrote for it, named by its code; said also when
	// it read no demand, before the reading that follows), "forms after
	// words" (an English sentence whose command line or outside tool the
	// forms read).
	Reader string `json:"reader"`
	// Lead says why the sentence describes the tool rather than orders
	// ("" when it may order).
	Lead string `json:"lead,omitempty"`
	// Clauses are the byte spans the clause marks (",", ";", ":") cut the
	// sentence into; a negation and an obligation end with their clause.
	Clauses []Span `json:"clauses,omitempty"`
	Facts   bool   `json:"facts"` // the sentence yielded facts the tool stage reads
	// Mood: "order" (an imperative, an obligation, a requirement, ...:
	// the frames say which), "question", or "statement".
	Mood string `json:"mood"`
	// Agent and Person are the last words naming the model ("you", "the
	// assistant") and the user or another person in the sentence.
	Agent  string `json:"agent,omitempty"`
	Person string `json:"person,omitempty"`
	// Actions: obtain, transfer, execute, replace, instead.
	Actions    []string `json:"actions,omitempty"`
	Object     string   `json:"object,omitempty"`
	ObjectKind string   `json:"object_kind,omitempty"` // harvest, context, personal
	Sink       string   `json:"sink,omitempty"`
	Data       string   `json:"data,omitempty"`
	Program    bool     `json:"program,omitempty"`
	Fetched    bool     `json:"fetched,omitempty"`
	ToolRef    string   `json:"tool_ref,omitempty"`
	Sweep      string   `json:"sweep,omitempty"`
	Anaphor    string   `json:"anaphor,omitempty"` // the pronoun that takes up an object before it
	Concepts   []string `json:"concepts,omitempty"`
	// Alone are the concepts the sentence makes a demand by itself.
	Alone  []string    `json:"alone,omitempty"`
	Frames []FrameNote `json:"frames"`
}

// FrameNote is one decision of the check: a frame that matched, or one
// whose words were there but whose condition failed (Matched false, with
// the reason).
type FrameNote struct {
	ID      string `json:"id"`
	Matched bool   `json:"matched"`
	Word    string `json:"word,omitempty"` // the word it rests on
	Reason  string `json:"reason,omitempty"`
}

// factTrace collects the decisions of one tool's reading.
type factTrace struct {
	v     *ToolView
	out   DemandFacts
	cur   *SentenceFacts
	a     *Analysis
	text  string
	kept  []int // the sentence each ds entry came from (-1: the schema)
	cuts  []int // the clause marks of the sentence being read
	agent int
	pers  int
}

// begin opens the facts of sentence s of field fi.
func (tr *factTrace) begin(fi int, a *Analysis, s Sent, reader string) {
	f := &tr.v.fields[fi]
	sp := Span{int(a.Tokens[s.From].Start), int(a.Tokens[s.To-1].End)}
	tr.out.Sentences = append(tr.out.Sentences, SentenceFacts{Field: tr.v.PathOf(f), Span: sp,
		Text: f.Text[sp.Start:sp.End], Reader: reader, Frames: []FrameNote{}})
	tr.cur = &tr.out.Sentences[len(tr.out.Sentences)-1]
	tr.a, tr.text, tr.cuts, tr.agent, tr.pers = a, f.Text, tr.cuts[:0], -10, -10
}

// word is the text of token i of the sentence being read, or "".
func (tr *factTrace) word(i int) string {
	if tr.a == nil || i < 0 || i >= len(tr.a.Tokens) {
		return ""
	}
	t := &tr.a.Tokens[i]
	return tr.text[t.Start:t.End]
}

// hit records a frame that matched at token i (-1: the whole sentence).
func (tr *factTrace) hit(id string, i int) {
	if tr == nil || tr.cur == nil {
		return
	}
	tr.cur.Frames = append(tr.cur.Frames, FrameNote{ID: id, Matched: true, Word: tr.word(i)})
}

// miss records a frame whose words were at token i but whose condition
// failed, and why.
func (tr *factTrace) miss(id string, i int, reason string) {
	if tr == nil || tr.cur == nil {
		return
	}
	tr.cur.Frames = append(tr.cur.Frames, FrameNote{ID: id, Word: tr.word(i), Reason: reason})
}

// lead records why the sentence describes the tool.
func (tr *factTrace) lead(why string) {
	if tr != nil && tr.cur != nil && tr.cur.Lead == "" {
		tr.cur.Lead = why
	}
}

// roles records the people the sentence names, as readSentence left them.
func (tr *factTrace) roles(agentAt, personAt int) {
	if tr != nil {
		tr.agent, tr.pers = agentAt, personAt
	}
}

// cut records a clause mark at token i.
func (tr *factTrace) cut(i int) {
	if tr != nil {
		tr.cuts = append(tr.cuts, i)
	}
}

// end closes the sentence's facts with what the reading returned.
func (tr *factTrace) end(s Sent, d *sentenceDemand, ok bool) {
	if tr == nil || tr.cur == nil {
		return
	}
	sf, a := tr.cur, tr.a
	from := s.From
	for _, c := range tr.cuts {
		if c > from {
			sf.Clauses = append(sf.Clauses, Span{int(a.Tokens[from].Start), int(a.Tokens[c-1].End)})
		}
		from = c + 1
	}
	if len(sf.Clauses) > 0 && from < s.To {
		sf.Clauses = append(sf.Clauses, Span{int(a.Tokens[from].Start), int(a.Tokens[s.To-1].End)})
	}
	sf.Agent, sf.Person = tr.word(tr.agent), tr.word(tr.pers)
	sf.Mood = "statement"
	if ok {
		tr.kept = append(tr.kept, len(tr.out.Sentences)-1)
		sf.Facts = true
		sentenceFactsOf(sf, d, tr.word)
	} else if a.Tokens[s.To-1].Text(a) == "?" {
		sf.Mood = "question"
	}
	tr.cur = nil
}

// sentenceFactsOf fills sf with the roles d holds.
func sentenceFactsOf(sf *SentenceFacts, d *sentenceDemand, word func(int) string) {
	switch {
	case d.mood:
		sf.Mood = "order"
	case d.question:
		sf.Mood = "question"
	default:
		sf.Mood = "statement"
	}
	sf.Actions = sf.Actions[:0]
	for _, x := range []struct {
		on   bool
		name string
	}{{d.obtain, "obtain"}, {d.transfer, "transfer"}, {d.execute, "execute"}, {d.replace, "replace"}, {d.instead, "instead"}} {
		if x.on {
			sf.Actions = append(sf.Actions, x.name)
		}
	}
	sf.Object, sf.ObjectKind, sf.Sink, sf.Data = d.object, d.objectKind, d.sink, d.data
	sf.Program, sf.Fetched, sf.ToolRef, sf.Sweep = d.program, d.fetched, d.toolRef, d.sweep
	sf.Anaphor = ""
	if d.anaphor {
		sf.Anaphor = word(d.anaphorAt)
	}
	sf.Concepts = append([]string(nil), d.concepts...)
	sf.Alone = append([]string(nil), d.alone...)
}

// tool records a decision of the tool stage about the k-th demand read
// (-1: the tool as a whole).
func (tr *factTrace) tool(id string, matched bool, k int, reason string) {
	if tr == nil {
		return
	}
	n := FrameNote{ID: id, Matched: matched, Reason: reason}
	if k >= 0 {
		if k < len(tr.kept) && tr.kept[k] >= 0 {
			sf := &tr.out.Sentences[tr.kept[k]]
			n.Word = sf.Text
		} else {
			n.Word = "(the schema)"
		}
	}
	tr.out.Tool = append(tr.out.Tool, n)
}

// joined updates the facts of the k-th demand after the tool stage
// filled its object from the sentence before it.
func (tr *factTrace) joined(k int, d *sentenceDemand) {
	if tr == nil || k >= len(tr.kept) || tr.kept[k] < 0 {
		return
	}
	sf := &tr.out.Sentences[tr.kept[k]]
	pronoun := sf.Anaphor // the sentence's tokens are no longer at hand
	sentenceFactsOf(sf, d, func(int) string { return pronoun })
}

// DemandFactsOf runs the demand check on tool t alone and returns what it
// read: the view `mcp-lint explain --facts` prints.
func DemandFactsOf(t Tool) DemandFacts { return demandFacts(t, frameSet{}) }

// demandFacts is DemandFactsOf with the frames of off turned off.
func demandFacts(t Tool, off frameSet) DemandFacts {
	loadRules()
	tz := newTokenizer()
	var fw fieldWalker
	v := newToolViewWith(&t, tz, &fw, nil)
	v.check, v.offFrames = IDDemand, off
	reg := NewRegistry([]Tool{t})
	tr := &factTrace{v: v, out: DemandFacts{Sentences: []SentenceFacts{}, Tool: []FrameNote{}, Rules: []string{}}}
	sigs := inspectDemand(v, reg, tr)
	for _, s := range sigs {
		tr.out.Rules = append(tr.out.Rules, s.Rules...)
		for _, r := range s.Rules {
			// A frame the schema's demands name (demand_six.go), which no
			// sentence traced.
			noted := func(n FrameNote) bool { return n.ID == r && n.Matched }
			if IsFrame(r) && !slices.ContainsFunc(tr.out.Tool, noted) &&
				!slices.ContainsFunc(tr.out.Sentences, func(s SentenceFacts) bool { return slices.ContainsFunc(s.Frames, noted) }) {
				tr.out.Tool = append(tr.out.Tool, FrameNote{ID: r, Matched: true})
			}
		}
		tr.out.Severity = strings.ToLower(s.Severity.String())
		tr.out.Detail = s.Detail
	}
	return tr.out
}
