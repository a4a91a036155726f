package reading

// DemandFacts is what the demand check read in one tool.
type DemandFacts struct {
	// Scope is what the text is read against (detect/internal/scope).
	Scope     ScopeFacts      `json:"scope"`
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

// ScopeFacts is the scope of the tool: whose text it is, the job it
// declares, who reads it.
type ScopeFacts struct {
	Owner  string   `json:"owner"`           // the server and the tool, or the file of a loose text
	Job    []string `json:"job,omitempty"`   // the words its name and title declare
	Reader string   `json:"reader"`          // the model, or a person
	Loose  bool     `json:"loose,omitempty"` // no definition claims the text
}

// ClauseActor is who acts in one clause of a sentence.
type ClauseActor struct {
	Span    Span   `json:"span"`
	Actor   string `json:"actor"`
	Word    string `json:"word,omitempty"` // the subject's word
	Decides bool   `json:"decides,omitempty"`
	Effect  bool   `json:"effect,omitempty"`
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
	// Actors says who acts in each clause the scope stage reads, and
	// whether the user decides in it or it is the effect of the tool's
	// own input.
	Actors []ClauseActor `json:"actors,omitempty"`
	Facts  bool          `json:"facts"` // the sentence yielded facts the tool stage reads
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
type FactTrace struct {
	V     *ToolView
	Out   DemandFacts
	Cur   *SentenceFacts
	A     *Analysis
	Text  string
	Kept  []int // the sentence each ds entry came from (-1: the schema)
	Cuts  []int // the clause marks of the sentence being read
	Agent int
	Pers  int
}

// word is the text of token i of the sentence being read, or "".
func (tr *FactTrace) Word(i int) string {
	if tr.A == nil || i < 0 || i >= len(tr.A.Tokens) {
		return ""
	}
	t := &tr.A.Tokens[i]
	return tr.Text[t.Start:t.End]
}

// hit records a frame that matched at token i (-1: the whole sentence).
func (tr *FactTrace) Hit(id string, i int) {
	if tr == nil || tr.Cur == nil {
		return
	}
	tr.Cur.Frames = append(tr.Cur.Frames, FrameNote{ID: id, Matched: true, Word: tr.Word(i)})
}

// miss records a frame whose words were at token i but whose condition
// failed, and why.
func (tr *FactTrace) miss(id string, i int, reason string) {
	if tr == nil || tr.Cur == nil {
		return
	}
	tr.Cur.Frames = append(tr.Cur.Frames, FrameNote{ID: id, Word: tr.Word(i), Reason: reason})
}

// lead records why the sentence describes the tool.
func (tr *FactTrace) lead(why string) {
	if tr != nil && tr.Cur != nil && tr.Cur.Lead == "" {
		tr.Cur.Lead = why
	}
}

// roles records the people the sentence names, as readSentence left them.
func (tr *FactTrace) roles(agentAt, personAt int) {
	if tr != nil {
		tr.Agent, tr.Pers = agentAt, personAt
	}
}

// cut records a clause mark at token i.
func (tr *FactTrace) cut(i int) {
	if tr != nil {
		tr.Cuts = append(tr.Cuts, i)
	}
}
