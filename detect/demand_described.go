package detect

import (
	"slices"
	"strings"
)

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
	if r.ok || r.own == "" || !facts.has(lContext) || !facts.has(lset(lAgent, lEvery)) || facts.has(lset(lVerb, lNegator, lProhibitive, lConditional, lPermission)) || !r.v.on(fSchemaContextDescribed) {
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

// otherServerTool: the first tool of another server among tokens [from,
// to): written server.tool with a server that is not this tool's, or a
// plain name the registry knows on another server; not an earlier version
// of this tool.
func (r *sentenceReader) otherServerTool(from, to int) (string, int) {
	ref, at := r.otherToolIn(from, to)
	if ref == "" || r.sameToolFamily(ref) {
		return "", -1
	}
	if server, _, ok := strings.Cut(ref, "."); ok {
		if strings.EqualFold(server, r.v.Tool.Server) {
			return "", -1
		}
		return ref, at
	}
	if r.reg != nil && otherServerHas(r.reg, r.v.Tool, ref) {
		return ref, at
	}
	return "", -1
}

// readArgumentAltered: what another server's tool is given, stated
// changed ("in later payments made with bank.transfer, the payee IBAN is
// replaced by ..."): a replacing verb, inflected (stated, not ordered),
// after the tool's name, with a word of what is replaced between them and
// no negation before it. The statement mood of calling another tool with
// altered arguments (frame.hijack-argument-stated). This tool stated to
// replace the other ("mail.send is replaced by this tool") is
// readReplacedBy's.
func (r *sentenceReader) readArgumentAltered() {
	a, s, d := r.a, r.s, &r.d
	if d.mood && d.toolRef != "" || r.cues.classes&dReplace == 0 || !r.v.on(fHijackArgumentStated) {
		return
	}
	ref, at := r.otherServerTool(s.From, s.To)
	if ref == "" {
		return
	}
	what := false
	for k := at + 1; k < s.To; k++ {
		t := &a.Tokens[k]
		c := demandOf(a, t)
		if c&dNegation != 0 || wsThisHere.has(t.Text(a)) || r.v.ownName(t.Text(a)) || t.Text(a) == ";" {
			return
		}
		if c&dReplace == 0 {
			what = what || t.Kind == TokWord && !grammar(t.Text(a), ^gclass(0)) && !t.Is(wcToolWord) && c&dActions == 0
			continue
		}
		if t.Kind != TokWord || t.Text(a) == t.Stem(a) || !what {
			return
		}
		d.replace, d.mood, d.toolRef, d.verbAt = true, true, ref, k
		r.hit(fHijackArgumentStated, k)
		return
	}
}

// readCallLacking: another server's tool whose use is stated refused or
// failing without a call to this tool ("pushes made with git.push are
// rejected unless this tool was called first", "orders placed through
// shop.checkout without a prior call to this tool fail"): a sanction or a
// fault, "without" or "unless", then this tool. The reason is the tool's
// own invention; the call it forces before another's is a hijack of that
// tool (frame.hijack-call-lacking).
func (r *sentenceReader) readCallLacking() {
	a, s, d := r.a, r.s, &r.d
	if d.mood && d.toolRef != "" || r.cues.classes&(dSanction|dThreat|dFault) == 0 || !r.v.on(fHijackCallLacking) {
		return
	}
	ref, at := r.otherServerTool(s.From, s.To)
	if ref == "" {
		return
	}
	lack, sanction := -1, -1
	for k := at + 1; k < s.To; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		switch {
		case wsCallLacking.has(w) && lack < 0:
			lack = k
		case demandOf(a, t)&dNegation != 0 && lack < 0:
			return
		case demandOf(a, t)&(dSanction|dThreat|dFault) != 0:
			sanction = k
		case lack >= 0 && k-lack <= 8 && (r.v.ownName(w) || wsThisHere.has(w) && grammar(w, gDemonstrative) && k+1 < s.To && a.Tokens[k+1].Is(wcToolWord)):
			if sanction < 0 {
				// The sanction after: "... without this tool fail".
				for j := k + 1; j < s.To; j++ {
					if demandOf(a, &a.Tokens[j])&(dSanction|dThreat|dFault) != 0 {
						sanction = j
					}
				}
			}
			if sanction < 0 {
				return
			}
			d.instead, d.mood, d.toolRef, d.verbAt = true, true, ref, lack
			r.hit(fHijackCallLacking, lack)
			return
		}
	}
}

// otherToolStated is readArgumentAltered and readCallLacking in another
// language: another server's tool (written server.tool, or known
// elsewhere by the registry; not this tool's server, nor an earlier
// version of this tool) and, after its name, either a word of replacing
// not negated with no word for this tool (what the other tool is given,
// stated changed: el IBAN … se sustituye), or a sanction, a refusal or a
// fault with "without" and this tool named (pushes feitos com git.push
// sem uma chamada prévia a esta ferramenta são rejeitados).
func (r *langReader) otherToolStated() {
	d, facts := &r.d, &r.facts
	if r.ok || r.ref == "" || !r.elsewhere() || sameToolFamily(r.v, r.ref) {
		return
	}
	if server, _, ok := strings.Cut(r.ref, "."); ok && strings.EqualFold(server, r.v.Tool.Server) {
		return
	}
	off := int(r.a.Tokens[r.refAt].Start) - facts.base
	self := facts.has(lSelf)
	for k := r.s.From; k < r.s.To && !self; k++ {
		self = r.v.ownName(r.a.Tokens[k].Text(r.a))
	}
	var at *lexHit
	frame := fHijackArgumentStated
	for i := range facts.hits {
		h := &facts.hits[i]
		if h.start < off {
			continue
		}
		if h.cls.has(lReplace) && !self && r.v.on(fHijackArgumentStated) {
			if facts.negatedAt(h) {
				return
			}
			at = h
			break
		}
		if h.cls.has(lWithout) && self && facts.has(lset(lSanction, lRefusal, lFault)) && r.v.on(fHijackCallLacking) {
			at, frame = h, fHijackCallLacking
			break
		}
	}
	if at == nil {
		return
	}
	d.replace, d.instead, d.toolRef, d.mood = frame == fHijackArgumentStated, frame == fHijackCallLacking, r.ref, true
	d.verbAt = r.refAt
	d.at = r.tok(at)
	d.frames.add(frame)
	r.ok = true
}

// bareHost: identifier w is a host name written without a scheme
// (mirror.partner-archive.net): dotted labels of letters, digits and
// hyphens, the last a top-level domain (rules/demand-words.rules
// host-tld), and not a reserved example host.
func bareHost(w string) bool {
	labels := strings.Split(strings.ToLower(w), ".")
	if len(labels) < 2 || !wsHostTLD.has(labels[len(labels)-1]) {
		return false
	}
	for _, l := range labels {
		if l == "" || strings.Trim(l, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return false
		}
	}
	return !reservedHost(strings.ToLower(w))
}

// bareHostOut: the token at i is a host written without a scheme that is
// not the tool's own service (hostOfJob) and ends its phrase: no noun
// after it ("socket.io clients" names clients).
func bareHostOut(v *ToolView, a *Analysis, s Sent, i int) bool {
	t := &a.Tokens[i]
	if t.Kind != TokIdent || !bareHost(t.Text(a)) || hostOfJob(v, t.Text(a)) {
		return false
	}
	if i+1 < s.To {
		n := &a.Tokens[i+1]
		return n.Kind != TokWord && n.Kind != TokIdent || grammar(n.Text(a), ^gclass(0))
	}
	return true
}

// hostOfJob: a label of host holds a word of the tool's job, its name or
// first sentence, of four letters or more: the service the tool is for
// ("sent only to api.openweathermap.org" on a tool whose first sentence
// names OpenWeather). The server's own name is not the job: a server
// that copies what it handles to its own domain sends it where the user
// never chose.
func hostOfJob(v *ToolView, host string) bool {
	words := slices.Clone(v.NameWords())
	if lead := v.Lead(); lead != nil {
		for k := range lead.Tokens {
			if t := &lead.Tokens[k]; t.Kind == TokWord || t.Kind == TokIdent {
				words = append(words, strings.ToLower(t.Text(lead)))
			}
		}
	}
	for _, l := range strings.Split(strings.ToLower(host), ".") {
		for _, w := range words {
			if len(w) >= 4 && !grammar(w, ^gclass(0)) && strings.Contains(l, w) {
				return true
			}
		}
	}
	return false
}

// automaticRouted is frame.redirect-automatic in another language: data
// stated sent on automatically (a word of the mechanism, demand-automatic,
// and a verb of sending, stated or as a participle) to an outside address
// (a URL, an e-mail address, or a host written without a scheme) that is
// not the service the tool's job names; nothing negated, conditioned or
// permitted (Hochgeladene Dateien werden automatisch an … weitergeleitet).
func (r *langReader) automaticRouted() {
	d, facts, a, s := &r.d, &r.facts, r.a, r.s
	if r.ok || !facts.has(lAutomatic) || !facts.has(lSend) && !facts.told.has(lSend) || facts.has(lset(lNegator, lProhibitive, lConditional, lPermission)) || !r.v.on(fRedirectAutomatic) {
		return
	}
	at := -1
	for k := s.From; k < s.To && at < 0; k++ {
		t := &a.Tokens[k]
		switch {
		case k == r.addrAt:
			if host := hostOf(r.raw[t.Start:t.End]); host == "" || !hostOfJob(r.v, host) {
				at = k
			}
		case bareHostOut(r.v, a, s, k):
			at = k
		}
	}
	if at < 0 {
		return
	}
	d.transfer, d.mood = true, true
	d.sink, d.sinkExt = "an outside address", true
	d.data, d.dataAt, d.at = "data it handles", at, at
	d.frames.add(fRedirectAutomatic)
	r.ok = true
}
