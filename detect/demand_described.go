package detect

import "strings"

// What a parameter is described as (issue 53, context_extraction): a
// property's own description that is a noun phrase naming the model's own
// context, "The assistant's complete system prompt", "Names and
// descriptions of every other tool available to you", asks the model to
// fill the property with it, as an order to put it there would. No verb
// is needed: a schema's description of a property says what its value
// is (frame.schema-context-described).

// ownDescription: field f is a property's own description (its path ends
// at the property's description, not a nested item's or an enum's): the
// property it describes, or "".
func ownDescription(v *ToolView, f *Field) string {
	path := v.PathOf(f)
	own := ownParamOf(path)
	if own == "" || path != PathInputSchema+".properties."+own+".description" {
		return ""
	}
	return own
}

// readDescribedContext: the sentence, in a property's own description,
// names the model's context as what the property holds, with no order
// and no verb of its own before it: the other tools' definitions, a
// prompt or instructions the model holds (its owner the agent, "your"
// with a word of the whole, or given to the model), or the whole of the
// conversation under way. Not under a negation or a condition, and not
// when the tool's job (its name, server, title, first sentence) names
// the object: a tool that summarises a chat takes one.
func (r *sentenceReader) readDescribedContext() {
	a, s, d := r.a, r.s, &r.d
	if d.mood || d.transfer || d.obtain || d.objectKind != cContext || d.objectAt < 0 || !r.v.on(fSchemaContextDescribed) {
		return
	}
	if r.cues.classes&dNegation != 0 || conditionBefore(a, s, s.To) || ownDescription(r.v, r.f) == "" {
		return
	}
	// The conversation on a tool of harmless purpose is the schema's
	// own reading (frame.schema-overcollect).
	if harmless, _ := declaredPurpose(r.v); harmless && talkIn(lowerWords(r.f.Text), false) != "" {
		return
	}
	at := d.objectAt
	// The object heads the description: no action word before it.
	for k := s.From; k < at; k++ {
		if demandOf(a, &a.Tokens[k])&dActions != 0 {
			return
		}
	}
	obj := &a.Tokens[at]
	if jobNamesAny(r.v, []string{obj.Text(a), obj.Stem(a)}) || toolNameIn(r.v.Tool.Name, dContext|dTalk) {
		return
	}
	if !r.objectFrame.has(fObjectOtherTools) && !modelsContext(r.v, a, s, at) {
		return
	}
	d.transfer, d.mood = true, true
	r.hit(fSchemaContextDescribed, at)
}

// modelsContext: the context noun at i is the model's own: the agent
// owns it ("the assistant's system prompt", "the system prompt of the
// model"), "your" does with a word of the whole ("your entire system
// prompt"), it was given to the model ("the instructions you were
// given"), or it is the whole of the conversation under way ("the full
// conversation history", "the current chat"). A tool whose job names the
// agent word ("Runs a completion on a model") speaks of another model.
func modelsContext(v *ToolView, a *Analysis, s Sent, i int) bool {
	if givenToModel(a, s, i) {
		return true
	}
	whole, your, agent := false, false, false
	for k := max(s.From, i-4); k < i; k++ {
		t := &a.Tokens[k]
		w := strings.TrimSuffix(strings.TrimSuffix(t.Text(a), "'s"), "’s")
		switch {
		case wsWholeWord.has(w) || wsTotality.has(w) || wsUnderWay.has(w):
			whole = true
		case w == "your":
			your = true
		case w != "you" && (demandOf(a, t)&dAgent != 0 || demandWords[w]&dAgent != 0) && !jobNamesAny(v, []string{w}):
			agent = true // the owner: the assistant's, the model's
		}
	}
	// "of the assistant", "of the model": the agent after the noun.
	for k := i + 1; k < s.To && k <= i+3; k++ {
		if w := a.Tokens[k].Text(a); demandOf(a, &a.Tokens[k])&dAgent != 0 && wordIs(a, i+1, "of") && w != "you" && !jobNamesAny(v, []string{w}) {
			agent = true
		}
	}
	if agent || your && whole {
		return true
	}
	// The conversation: the whole of it, or the one under way.
	return whole && (demandOf(a, &a.Tokens[i])&dTalk != 0 || wsHistoryNoun.has(a.Tokens[i].Stem(a)))
}

// describedContext is readDescribedContext in another language: a
// property's own description with no verb, no negation, no condition and
// no leave, that names the conversation or the model's instructions (the
// lexicon's demand-context) together with the agent ("des Assistenten",
// "助手的") or a word of every call or of the whole: the property asks
// for it. Not when the tool's name, server, title or first sentence names
// the word read.
func (r *langReader) describedContext() {
	d, facts := &r.d, &r.facts
	if r.ok || r.own == "" || !facts.has(lContext) || !facts.has(lAgent|lEvery) || facts.has(lVerb|lNegator|lProhibitive|lConditional|lPermission) || !r.v.on(fSchemaContextDescribed) {
		return
	}
	if ownDescription(r.v, &r.v.fields[d.field]) == "" || pathParamName(r.own) {
		return
	}
	// The job names the word read, or the agent the text names: a tool
	// that talks to another assistant takes its history.
	h := facts.hit(lContext)
	words := []string{strings.ToLower(facts.text[h.start:h.end])}
	if g := facts.hit(lAgent); g != nil {
		words = append(words, strings.ToLower(facts.text[g.start:g.end]))
	}
	if jobNamesAny(r.v, words) {
		return
	}
	at := r.tok(h)
	d.objectKind, d.object, d.objectAt, d.at = cContext, "the model's context", at, at
	d.transfer, d.mood = true, true
	d.sink, d.sinkOwn = "`"+r.own+"`", r.own
	d.frames.add(fSchemaContextDescribed)
	r.ok = true
}
