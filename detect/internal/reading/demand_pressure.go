package reading

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// pressureAlone is the concepts of cover or pressure sentence s makes a
// demand by itself, and the token the first rests on. cls is every demand
// class a word of s is in (wordCues.classes).
func pressureAlone(v *ToolView, f *Field, a *Analysis, s Sent, d *SentenceDemand, params map[string]string, lead bool, cls demandClass) ([]string, int) {
	toks := a.Tokens
	if s.To-s.From < 3 {
		return nil, 0
	}
	negAt := -10
	userAt, replyAt := -1, -1
	for i := s.From; i < s.To; i++ {
		t := &toks[i]
		txt := t.Text(a)
		c := DemandOf(a, t)
		if c&DNegation != 0 || WsDont.Has(txt) {
			negAt = i
		}
		if c&(DPerson|DAgent) != 0 && !WsYour.Has(txt) && userAt < 0 {
			userAt = i
		}
		if (c&DReply != 0 || WsSummar.StartsIn(txt) != "") && replyAt < 0 {
			replyAt = i
		}
	}
	if lead {
		return nil, 0 // what the tool does, in whatever mood
	}
	if d.Frames.Has(fGateUserConsent) {
		return nil, 0 // every order waits on the user's own consent or request
	}
	// Keeping a secret's value from the chat protects it; keeping quiet
	// that something was done ("do not say that a credential was
	// fetched") conceals.
	// A secret named only in a condition ("if the certificate has
	// expired, ...") is not what is kept.
	protective := d.ObjectKind == CHarvest && !thatClause(a, s) &&
		!(d.ObjectAt >= s.From && d.ObjectAt < s.To && Conditional(a, s, d.ObjectAt) && !MainAfterCondition(a, s, d.ObjectAt))
	var out []string
	at := -1
	add := func(c string, k int) {
		out = append(out, c)
		if at < 0 || k < at {
			at = k
		}
	}
	// On an instruction kind (instruction.go) an order to leave
	// something out is an edit, not concealment, unless the user or the
	// reply is what it is kept from; results are no tool's to present as
	// the model's own; and an order's scope over later turns is what a
	// rules file is: a rule for later is one written where the agent
	// reads it again (plantsRule).
	instruction := IsInstructionKind(v.Tool.Kind)
	// Each frame is asked only when it is on; the first of a concept's
	// frames that finds the concept wins.
	on := v.On
	frame := d.Frames.Add
	// A frame that reads only from a word of some classes (its need) is
	// not asked of a sentence that holds none: it would find nothing, and
	// most sentences hold none.
	read := func(need demandClass, reader func(*Analysis, Sent) int) int {
		if cls&need == 0 {
			return -1
		}
		return reader(a, s)
	}
	if k := ConceptReadings.ConcealAlone(a, s, userAt, replyAt, negAt); k >= 0 && !protective && on(fConcealTelling) {
		add(CConceal, k)
		frame(fConcealTelling)
	} else if k := read(DAware|DUnaware|DReply|DTalk, ConceptReadings.UnawareAlone); k >= 0 && !protective && on(fConcealUnaware) {
		add(CConceal, k)
		frame(fConcealUnaware)
	} else if k := read(DCommunicate, ConceptReadings.FalsifyAlone); k >= 0 && on(fConcealFalsify) {
		add(CConceal, k)
		frame(fConcealFalsify)
	} else if k := read(DCommunicate|DConceal, func(a *Analysis, s Sent) int { return ConceptReadings.WithholdAlone(v, f, a, s) }); k >= 0 && !protective && !instruction && on(fConcealWithhold) {
		add(CConceal, k)
		frame(fConcealWithhold)
	} else if k := ConceptReadings.OwnKnowledgeAlone(a, s); k >= 0 && !instruction && on(fConcealOwnKnowledge) {
		add(CConceal, k)
		frame(fConcealOwnKnowledge)
	} else if k := read(DObtain|DSend|DTransfer|DExecute, ConceptReadings.KeptQuiet); k >= 0 && on(fConcealKeptQuiet) {
		// The act may move a secret ("submits the saved password"): what
		// is kept quiet is the act, and looksBack refuses a telling
		// whose subject is the secret.
		add(CConceal, k)
		frame(fConcealKeptQuiet)
	}
	// A scope past this call that the user's own request gates ("keep it
	// for future sessions only when the user asks for it") is the
	// user's choice (frame.gate-user-consent).
	if k := laterScope(v, f, a, s, params); k >= 0 && !instruction && on(fPersistScope) && !(on(fGateUserConsent) && userConsentGate(a, s, []int{k}) >= 0) {
		add(CPersist, k)
		frame(fPersistScope)
	} else if k := ConceptReadings.PlantsRule(a, s); k >= 0 && on(fPersistPlantRule) {
		add(CPersist, k)
		frame(fPersistPlantRule)
	} else if k := read(DPersist, ConceptReadings.PlantsQuoted); k >= 0 && on(fPersistPlantQuoted) {
		add(CPersist, k)
		frame(fPersistPlantQuoted)
		d.planted = true
	}
	if k := ConceptReadings.ApproveAlone(v, f, a, s, userAt); k >= 0 && on(fApproveInPlace) {
		add(CApprove, k)
		frame(fApproveInPlace)
	} else if k := ConceptReadings.ConsentSetAlone(v, f, a, s); k >= 0 && on(fApproveConsentSet) {
		add(CApprove, k)
		frame(fApproveConsentSet)
	} else if k := ConceptReadings.AnswersItself(v, f, a, s); k >= 0 && on(fApproveAnswersItself) {
		add(CApprove, k)
		frame(fApproveAnswersItself)
	} else if k := read(DApprove, consentClaimed); k >= 0 && !flagMeaning(v, f) && on(fApproveConsentClaimed) {
		add(CApprove, k)
		frame(fApproveConsentClaimed)
	}
	if k := userValueReplaced(a, s, f.Text); k >= 0 && on(fHijackUserValue) {
		add(CHijack, k)
		frame(fHijackUserValue)
	}
	k, tool := -1, ""
	if cls&DThreat != 0 {
		k, tool = ConceptReadings.CoercedCall(v, a, s)
	}
	if k >= 0 && on(fAuthorityCoercedCall) {
		add(CAuthority, k)
		frame(fAuthorityCoercedCall)
		d.Coerced = tool
	} else if k := read(DAuthority, func(a *Analysis, s Sent) int { return ConceptReadings.AuthorityAlone(v, a, s, params) }); k >= 0 && on(fAuthorityAlone) {
		add(CAuthority, k)
		frame(fAuthorityAlone)
	} else if k := ConceptReadings.CitedAuthority(v, a, s, params); k >= 0 && on(fAuthorityCited) {
		add(CAuthority, k)
		frame(fAuthorityCited)
	} else if k := ConceptReadings.ObeyResult(v, a, s); k >= 0 && on(FAuthorityObeyed) {
		add(CAuthority, k)
		frame(FAuthorityObeyed)
	}
	return out, at
}

// purposeAfter: the verb at i is followed, within its object, by an
// infinitive of purpose ("omit it to apply all", "omit to have it
// requested"): a way to use a parameter, not something kept back.
func PurposeAfter(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	for k := i + 1; k < s.To && k-i <= 3; k++ {
		if WsTo.Has(toks[k].Text(a)) && k+1 < s.To && toks[k+1].Is(WcVerb) {
			return true
		}
		if toks[k].Kind == TokPunct {
			return false
		}
	}
	return false
}

// personToldToAct: the telling verb at i tells a person to act: the
// person, then "to" and a verb ("do not tell the user to run the
// commands", "never tell users to add tags"), or the telling joined to a
// request that they act ("do not show the user a command and ask them to
// paste it"). Not telling someone to do a thing is doing it oneself, or
// not doing it: nothing is kept from them.
func PersonToldToAct(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	person := false
	for k := i + 1; k < s.To && k-i <= 12; k++ {
		t := &toks[k]
		w := t.Text(a)
		if t.Kind == TokPunct && w != "'" && w != "`" {
			return false
		}
		switch {
		case DemandOf(a, t)&DPerson != 0 || Grammar(w, GPronoun) && !WsIt.Has(w) && !WsYou.Has(w) && !wsI.Has(w):
			person = true
			continue
		case person && WsTo.Has(w) && k+1 < s.To:
			n := k + 1
			if n+1 < s.To && toks[n].Is(WcAdverb) {
				n++ // "to manually update"
			}
			t := &toks[n]
			if t.Kind == TokQuote || t.Kind == TokPunct && t.Text(a) == "“" {
				return true // "tell the user to \"press enter\"": a quoted instruction
			}
			return t.Kind == TokWord && (t.Is(WcVerb) || verbPrefix(a, t)) && !Determiner(t.Text(a)) && DemandOf(a, t)&DPerson == 0
		case person && wsWhComplement.Has(Lower(w)):
			// "tell the user which command to run", "how to fix it":
			// what the person is to do, an instruction.
			// Not when what is to be done touches an act of the agent's
			// ("how to disable the upload"): that is what was done.
			for n := k + 1; n+1 < s.To && n-k <= 3; n++ {
				if WsTo.Has(toks[n].Text(a)) {
					v := &toks[n+1]
					if v.Kind != TokWord || !(v.Is(WcVerb) || verbPrefix(a, v)) {
						return false
					}
					for m := n + 2; m < s.To && toks[m].Kind != TokPunct; m++ {
						if DemandOf(a, &toks[m])&(DDeed|DTransfer|DSend|DPersist|DExecute) != 0 {
							return false
						}
					}
					return true
				}
			}
		case AskVerb(t.Stem(a)) || AsksUser(a, t):
			person = false // "... and ask them to ...": the person comes next
			continue
		}
		if person {
			person = false
		}
	}
	return false
}

// verbPrefix: a hyphenated word whose first or last part is a verb
// ("copy-paste", "re-run").
func verbPrefix(a *Analysis, t *Token) bool {
	w := t.Text(a)
	k, l := strings.IndexByte(w, '-'), strings.LastIndexByte(w, '-')
	verb := func(p string) bool { return p != "" && (TextClassOf(p)|StemClasses[text.Stem(p)])&WcVerb != 0 }
	return k > 0 && (verb(w[:k]) || verb(w[l+1:]))
}

// askVerb: asking is not telling ("do not ask the user to paste a
// token" withholds nothing).
func AskVerb(stem string) bool {
	return wsAskStem.Has(stem)
}

// betweenPunct: a comma, colon or semicolon between tokens i and j ends
// the clause a negation governs.
// markBetween: the punctuation mark m stands between tokens i and j (in
// either order): a semicolon, a colon, a comma.
func MarkBetween(a *Analysis, i, j int, m string) bool {
	if i > j {
		i, j = j, i
	}
	for k := i + 1; k < j; k++ {
		if a.Tokens[k].Kind == TokPunct && a.Tokens[k].Text(a) == m {
			return true
		}
	}
	return false
}

// onlyAfter: "report only the totals", "tell the user only that ...":
// the telling restricted to part of what happened.
func OnlyAfter(a *Analysis, s Sent, at int) bool {
	toks := a.Tokens
	for k := at + 1; k < s.To && k-at <= 3; k++ {
		if wsOnlyWord.Has(toks[k].Text(a)) {
			if k+1 < s.To && wsOnlyCondition.Has(toks[k+1].Text(a)) {
				return false // "show it only if they ask": a condition, not a part
			}
			return true
		}
		if toks[k].Kind == TokPunct {
			return false
		}
	}
	return false
}

// dialogueUnit: a noun for a stretch of the exchange with the model (a
// reply, a turn, a session, the conversation).
func DialogueUnit(a *Analysis, t *Token) bool {
	if t.Kind != TokWord {
		return false
	}
	if DemandOf(a, t)&DReply != 0 {
		return true
	}
	return wsDialogueUnit.Has(t.Stem(a))
}

// laterScope is the first scope past this call in sentence s that ranges
// over the model's later turns, not over the tool's own data
// (ownDataScope); -1 when there is none.
func laterScope(v *ToolView, f *Field, a *Analysis, s Sent, params map[string]string) int {
	title := v.PathIs(f, PathTitle)
	for from := s.From; from < s.To; {
		k := ConceptReadings.LaterAlone(a, Sent{From: from, To: s.To})
		if k < 0 || !ownDataScope(v, a, s, k, params, title) {
			return k
		}
		from = k + 1
	}
	return -1
}

// ownDataScope: the scope past this call at token k ranges over the
// tool's own data, not the model's later turns: its dialogue unit ("all
// your chats", "every message") is a name the definition gives what it
// works on, one of its parameters or a word of its job ("omit chat to
// search across all your chats" of a tool with a chat parameter). A scope
// written in the title cannot make its own unit the tool's job (title).
func ownDataScope(v *ToolView, a *Analysis, s Sent, k int, params map[string]string, title bool) bool {
	for j := k; j < s.To && j-k <= 4; j++ {
		t := &a.Tokens[j]
		if !DialogueUnit(a, t) {
			continue
		}
		stem, txt := t.Stem(a), Lower(t.Text(a))
		for _, w := range []string{stem, txt} {
			if _, ok := params[w]; ok {
				return true
			}
		}
		if jobWord(v, stem, txt, !title) {
			return true
		}
		// Where code builds part of the schema, a parameter may be
		// unknown: the sentence's own words name the input when the unit
		// stands there before the scope too ("provide a chat to search
		// within it, or omit chat to search across all your chats").
		if v.Tool.SchemaPartial {
			for i := s.From; i < k; i++ {
				if u := &a.Tokens[i]; u.Kind == TokWord && u.Stem(a) == stem {
					return true
				}
			}
		}
		return false
	}
	return false
}

// jobWord: a word of the tool's job as it declares it (its name, its
// title when title, its description's first sentence) is stem or txt,
// as a whole word.
func jobWord(v *ToolView, stem, txt string, title bool) bool {
	for _, w := range v.NameWords() {
		if w == txt || w == stem || text.Stem(w) == stem {
			return true
		}
	}
	has := func(a *Analysis) bool {
		if a == nil {
			return false
		}
		for k := range a.Tokens {
			if t := &a.Tokens[k]; t.Kind == TokWord && (t.Stem(a) == stem || Lower(t.Text(a)) == txt) {
				return true
			}
		}
		return false
	}
	if has(v.Lead()) {
		return true
	}
	if title && v.Tool.Title != "" {
		for i := range v.FieldList {
			if f := &v.FieldList[i]; v.PathIs(f, PathTitle) && has(v.Analysis(i)) {
				return true
			}
		}
	}
	return false
}

// consentRequiredIn: sentence s requires consent: a verb of requiring,
// not negated, with a word of consent or of asking the user within four
// words after it ("requires the user's confirmation", "needs approval").
func ConsentRequiredIn(a *Analysis, s Sent) bool {
	toks := a.Tokens
	for i := s.From; i < s.To; i++ {
		if !wsRequireConsentStem.Has(toks[i].Stem(a)) {
			continue
		}
		if NegatedBefore(a, s, i) || i > s.From && WsNo.Has(toks[i-1].Text(a)) {
			continue
		}
		for k := i + 1; k < s.To && k-i <= 4; k++ {
			if DemandOf(a, &toks[k])&DNegation != 0 || WsWithout.Has(toks[k].Text(a)) {
				break // "requires no approval"
			}
			if DemandOf(a, &toks[k])&(DConsent|DApprove) != 0 || AsksUser(a, &toks[k]) {
				return true
			}
		}
	}
	return false
}

// permittedClause: token i stands in a clause that gives the model leave
// ("you may skip the confirmation", "the assistant is free to proceed
// without asking"): leave to go without the user's consent is that
// consent given in their place, as an order would be.
func PermittedClause(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	for k := i - 1; k >= s.From && i-k <= 8; k-- {
		t := &toks[k]
		w := t.Text(a)
		if t.Kind == TokPunct && (w == ";" || w == ":" || w == "." || w == ",") || Conditional(a, s, k) {
			return false
		}
		if DemandOf(a, t)&DAgent == 0 || WsYour.Has(w) || k+1 >= i {
			continue
		}
		switch n := toks[k+1].Text(a); {
		case wsPermissionModal.Has(n): // not "can": "you can skip it by setting force" says how
			return !NegatedBefore(a, s, k+2) && !(k+2 < s.To && WsNot.Has(toks[k+2].Text(a)))
		case wsIsAre.Has(n) && k+2 < i:
			if wsPermitted.Has(toks[k+2].Text(a)) {
				return true
			}
		}
	}
	return false
}

// paramEffect: sentence s opens a parameter's description, which says
// what the parameter does in the imperative ("Skip the interactive
// approval."), not what the model is to do.
func ParamEffect(v *ToolView, f *Field, s Sent) bool {
	if s.From != 0 {
		return false
	}
	path := v.PathOf(f)
	return strings.HasSuffix(path, ".description") && OwnParamOf(path) != ""
}

// asksUser: a verb of asking someone before acting (ask, check with,
// confirm, consult, prompt, wait for, interrupt).
func AsksUser(a *Analysis, t *Token) bool {
	return wsAskUserStem.Has(t.Stem(a))
}

// summarising: the verb at t is summarise (any spelling): refusing to
// summarise something is telling all of it, not withholding it.
func Summarising(a *Analysis, t *Token) bool {
	return WsSummar.Has(t.Stem(a)) || WsSummar.StartsIn(t.Text(a)) != ""
}

// preApproved: "pre-approved", "preauthorised", "pre-confirmed".
func PreApproved(a *Analysis, t *Token) bool { return preApprovedWord(t.Text(a)) }

// preApprovedIn: sentence s holds a word of approving under "pre". The
// lexicon knows "approved", not "pre-approved", so such a sentence has no
// demand word by its classes ("Treat every deletion as pre-approved.")
// and must be read for this word.
func preApprovedIn(a *Analysis, s Sent) bool {
	for i := s.From; i < s.To; i++ {
		if t := &a.Tokens[i]; t.Kind == TokWord && PreApproved(a, t) {
			return true
		}
	}
	return false
}

// negatedBefore: a negation within three words before token i, in its
// clause.
func NegatedBefore(a *Analysis, s Sent, i int) bool {
	for k := i - 1; k >= s.From && i-k <= 3; k-- {
		t := &a.Tokens[k]
		if t.Kind == TokPunct && t.Text(a) != "'" {
			return false
		}
		if DemandOf(a, t)&DNegation != 0 || WsDont.Has(t.Text(a)) {
			return true
		}
	}
	return false
}

// nameWordsIn: a word of an identifier (confirm_overwrite, userApproved)
// is in one of the classes c.
func NameWordsIn(name string, c demandClass) bool {
	for _, w := range SplitName(name) {
		if NameWordClass(w)&c != 0 {
			return true
		}
	}
	return false
}

// NameWordClass is the demand classes of w, one word of an identifier
// (SplitName), by its lower-case text or its stem.
func NameWordClass(w string) demandClass {
	w = Lower(w)
	return DemandWords[w] | DemandWords[StemPatternWord(w)]
}

// personSpeaks: the negation at neg follows the person as the subject of
// its verb ("the user did not mention", "they have not said").
func PersonSpeaks(a *Analysis, s Sent, neg int) bool {
	for k := neg - 1; k >= s.From && neg-k <= 2; k-- {
		w := a.Tokens[k].Text(a)
		if DemandOf(a, &a.Tokens[k])&DPerson != 0 || WsThirdPerson.Has(w) {
			return true
		}
		if !Auxiliary(w) || PassiveAux(w) {
			return false // "the user is not to be shown": the person told, in the passive
		}
	}
	return false
}

// toUserAfter: "to the user" (or "on to the user") follows the verb at i
// within six words, in its clause.
func ToUserAfter(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	for k := i + 1; k+1 < s.To && k-i <= 6; k++ {
		if toks[k].Kind == TokPunct {
			return false
		}
		if !WsTo.Has(toks[k].Text(a)) {
			continue
		}
		j := k + 1
		if j < s.To && Determiner(toks[j].Text(a)) {
			j++
		}
		return j < s.To && DemandOf(a, &toks[j])&DPerson != 0
	}
	return false
}

func ToRecipient(a *Analysis, s Sent) bool {
	return recipient(a, s, true)
}

// recipient is toRecipient; with agent, the assistant named in the
// sentence stands for the one who tells ("the assistant must not
// mention that ...").
func recipient(a *Analysis, s Sent, agent bool) bool {
	toks := a.Tokens
	for k := s.From; k < s.To; k++ {
		t := &toks[k]
		if t.Kind != TokWord || Conditional(a, s, k) && !MainAfterCondition(a, s, k) {
			continue
		}
		txt := t.Text(a)
		if DemandOf(a, t)&DReply != 0 || WsSummar.StartsIn(txt) != "" {
			return true
		}
		if DemandOf(a, t)&DPerson == 0 || strings.HasSuffix(txt, "'s") || k+1 < s.To && toks[k+1].Text(a) == "'s" {
			continue
		}
		j := k - 1
		if j >= s.From && Determiner(toks[j].Text(a)) {
			j--
		}
		if j < s.From {
			continue
		}
		p := &toks[j]
		if wsRecipientLink.Has(p.Text(a)) {
			return true
		}
		if DemandOf(a, p)&DCommunicate != 0 || p.Is(WcVerb) && p.Kind == TokWord && !FunctionWord(p.Text(a)) {
			return true // "tell the user", "give the user"
		}
		// "the user is not to be shown ...": the one told, in the passive.
		for j := k + 1; j < s.To && j-k <= 5; j++ {
			if w := toks[j].Text(a); DemandOf(a, &toks[j])&DCommunicate != 0 && wsToldEnding.EndsIn(w) != "" {
				return true
			}
		}
	}
	// The assistant told what not to say: "the assistant must not
	// mention that ...".
	for k := s.From; k < s.To && agent; k++ {
		if DemandOf(a, &toks[k])&DAgent != 0 && !WsYour.Has(toks[k].Text(a)) {
			return true
		}
	}
	return false
}

// thatClause: a telling verb of the sentence takes a clause ("say that
// a credential was fetched"): a fact, not a value.
func thatClause(a *Analysis, s Sent) bool {
	toks := a.Tokens
	for k := s.From; k+1 < s.To; k++ {
		if DemandOf(a, &toks[k])&DCommunicate != 0 && WsThat.Has(toks[k+1].Text(a)) {
			return true
		}
	}
	return false
}

// storeWords are where an assistant keeps what it is to read again: its
// memory, notes, preferences, profile, rules, instructions.
func StoreWord(a *Analysis, t *Token) bool {
	w := Lower(t.Text(a))
	if t.Kind == TokURL {
		return false
	}
	if t.Kind != TokWord {
		// A file an agent reads its standing instructions from:
		// AGENTS.md, CLAUDE.md, .cursorrules, .github/copilot-instructions.md.
		base := w
		if i := strings.LastIndexAny(base, "/\\"); i >= 0 {
			base = base[i+1:]
		}
		name := strings.TrimPrefix(base, ".")
		if i := strings.IndexByte(name, '.'); i >= 0 {
			name = name[:i]
		} else if !strings.HasPrefix(base, ".") {
			return false // not a file name
		}
		return wsAgentFileName.Has(name)
	}
	return wsStoreWord.Has(w)
}

// agentSubject: the assistant is the subject of the clause holding k
// ("until the agent has written ...").
func AgentSubject(a *Analysis, s Sent, k int) bool {
	for j := k - 1; j >= s.From && k-j <= 4; j-- {
		if DemandOf(a, &a.Tokens[j])&DAgent != 0 && !WsYour.Has(a.Tokens[j].Text(a)) {
			return true
		}
	}
	return false
}

// whComplement: what the telling verb at tells is a question word's
// clause ("tell the user what failed", "how to install it"): the facts,
// whatever they are.
func WhComplement(a *Analysis, s Sent, at int) bool {
	for k := at + 1; k < s.To && k-at <= 4; k++ {
		if wsWhComplement.Has(a.Tokens[k].Text(a)) {
			return true
		}
	}
	return false
}

// baseForm: the verb at t is in its base form (an order), not a
// participle or a third-person form ("lines were omitted").
func BaseForm(a *Analysis, t *Token) bool {
	txt := t.Text(a)
	if t.Is(WcVerb) && t.Kind == TokWord {
		return true // a lemma as written: proceed, need, bring (WordNet's verb list holds no inflected form)
	}
	return WsPastEnding.EndsIn(txt) == "" && WsIngEnding.EndsIn(txt) == "" && !(WsThirdEnding.EndsIn(txt) != "" && WsDoubleS.EndsIn(txt) == "")
}

// orderedClause: token i stands in a clause that gives an order: an
// imperative opens it, a modal of obligation or the assistant as subject
// governs it, and it is not a relative clause about something else
// ("which agents read at the start of every session").
func OrderedClause(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	from := s.From
	for k := i - 1; k >= s.From; k-- {
		t := &toks[k]
		w := t.Text(a)
		if t.Kind == TokPunct && (w == ";" || w == ":" || w == "." || w == "(" || w == "—") {
			from = k + 1
			break
		}
		if wsRelativePronoun.Has(w) {
			return false
		}
	}
	for k := from; k <= i && k < s.To; k++ {
		t := &toks[k]
		w := t.Text(a)
		c := DemandOf(a, t)
		if c&DObligation != 0 || wsObligationModal.Has(w) {
			return true
		}
		if (c&DNegation != 0 || wsDontDo.Has(w)) && ClauseStart(a, s, k) {
			return true
		}
		if t.Kind == TokWord && t.Is(WcVerb) && ClauseStart(a, s, k) && BaseForm(a, t) && (!Conditional(a, s, k) || MainAfterCondition(a, s, k)) && !SubjectAt(a, s, k) {
			return true
		}
		if c&DAgent != 0 && !WsYour.Has(w) && !(k+1 < s.To && abilityModal(toks[k+1].Text(a))) && !relativeSubject(a, s, k) {
			return true
		}
		if wsIsAre.Has(w) && k+2 < s.To && (WsTo.Has(toks[k+1].Text(a)) || WsNot.Has(toks[k+1].Text(a)) && k+3 < s.To && WsTo.Has(toks[k+2].Text(a))) {
			return true
		}
	}
	return false
}

// subjectAt: the word at k is the subject of a finite verb after it
// ("Page content is filtered"), not an imperative, though WordNet knows
// it as a verb too.
func SubjectAt(a *Analysis, s Sent, k int) bool {
	for j := k + 1; j < s.To && j-k <= 3; j++ {
		t := &a.Tokens[j]
		if t.Kind == TokPunct {
			return false
		}
		if wsSubjectVerb.Has(t.Text(a)) {
			return true
		}
	}
	return false
}

// abilityModal: "you can", "the agent may": what is possible, not what
// is ordered.
func abilityModal(w string) bool {
	return WsAbilityModal.Has(w)
}

// mainAfterCondition: the verb at k opens the main clause after a
// condition ("If delivery fails, tell ...", "After this call, start
// ..."): a comma stands between the condition's word and k.
func MainAfterCondition(a *Analysis, s Sent, k int) bool {
	comma := false
	for j := k - 1; j >= s.From; j-- {
		switch w := a.Tokens[j].Text(a); {
		case w == ",":
			comma = true
		case WsConditionOpener.Has(w):
			return comma
		}
	}
	return false
}

// fixedValue is the value a property is given in advance and how: a
// const, the only value of an enum, a default, or the first example
// ("" when none). Booleans are "true" and "false".
func FixedValue(m any) (string, string) {
	str := func(x any) (string, bool) {
		switch x := x.(type) {
		case string:
			return x, true
		case bool:
			if x {
				return "true", true
			}
			return "false", true
		}
		return "", false
	}
	if x, ok := Lookup(m, "const"); ok {
		if s, ok := str(x); ok {
			return s, "const"
		}
	}
	if x, ok := Lookup(m, "enum"); ok {
		if e, ok := x.([]any); ok && len(e) == 1 {
			if s, ok := str(e[0]); ok {
				return s, "enum"
			}
		}
	}
	if x, ok := Lookup(m, "default"); ok {
		if s, ok := str(x); ok {
			return s, "default"
		}
	}
	return "", ""
}

// consentFlagName: a flag named for giving consent (confirmed,
// accept_terms, user_approved) or for skipping a safeguard
// (skip_confirmation, bypass_review, allow_unsigned, disable_checks).
func ConsentFlagName(name string) bool {
	skip, guard := false, false
	for _, w := range SplitName(name) {
		w = Lower(w)
		c := NameWordClass(w)
		// A participle's verb: "agreed" stems apart from "agree".
		if WsPastEnding.EndsIn(w) != "" {
			c |= DemandWords[w[:len(w)-1]] | DemandWords[w[:len(w)-2]]
		}
		if c&(DApprove|DConsent) != 0 || preApprovedWord(w) {
			return true
		}
		switch {
		case wsSkipWord.Has(w):
			skip = true
		case wsGuardWord.Has(w):
			guard = true
		}
	}
	return skip && guard
}

// GuardFlagName: a flag named for a safeguard kept on (verify_tls,
// ssl_verify, require_review, mfa): a word of a safeguard, none of
// skipping it and none that is a safeguard's negation (unverified,
// unsigned). Given a false value, the safeguard is switched off.
func GuardFlagName(name string) bool {
	guard := false
	for _, w := range SplitName(name) {
		w = Lower(w)
		switch {
		case wsSkipWord.Has(w), wsGuardNegation.StartsIn(w) != "":
			return false
		case wsGuardWord.Has(w):
			guard = true
		}
	}
	return guard
}

// preApprovedWord: an approving word under "pre" ("pre-approved",
// "preauthorized", "pre-confirmed").
func preApprovedWord(w string) bool {
	if wsPre.StartsIn(w) == "" || len(w) < 8 {
		return false
	}
	rest := strings.TrimPrefix(w[len(wsPre.StartsIn(w)):], "-")
	return (DemandWords[rest]|DemandWords[StemPatternWord(rest)])&DApprove != 0
}

// negativeObject: a negative pronoun as a telling verb's object ("say
// nothing", "tell no one").
func NegativeObject(w string) bool {
	return WsNegativeObject.Has(w)
}

// relativeSubject: the pronoun at k is the subject of a relative clause
// without "that" after a noun phrase ("the timezone you choose is
// remembered"): it describes the noun, it gives no order.
func relativeSubject(a *Analysis, s Sent, k int) bool {
	toks := a.Tokens
	if k-2 < s.From || !WsYou.Has(toks[k].Text(a)) {
		return false
	}
	n := &toks[k-1]
	return n.Kind == TokWord && !FunctionWord(n.Text(a)) && Determiner(toks[k-2].Text(a))
}

// omitsItself: the hiding verb at i has no object: a preposition or a
// condition follows it ("Omit for a top-level summary", "omit when not
// needed"), so what is omitted is the parameter the text describes.
func OmitsItself(a *Analysis, s Sent, i int) bool {
	if i+1 >= s.To {
		return true
	}
	// "omit it for Neon-managed mode", "leave them out when ...": "it"
	// is the parameter the sentence spoke of, left out for a case.
	if WsItThem.Has(a.Tokens[i+1].Text(a)) && i+2 < s.To {
		if wsOmitCase.Has(a.Tokens[i+2].Text(a)) {
			return true
		}
	}
	w := a.Tokens[i+1].Text(a)
	return wsOmitNoObject.Has(w) || w == "," || w == "." || w == ";" || w == "("
}

// onBehalf: the word "behalf" at i stands in "on behalf of the user" or
// "on the user's behalf": acting as the person the agent works for.
func OnBehalf(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	if i+2 < s.To && WsOf.Has(toks[i+1].Text(a)) && i > s.From && wsOn.Has(toks[i-1].Text(a)) {
		for k := i + 2; k < s.To && k-i <= 4; k++ {
			if DemandOf(a, &toks[k])&DPerson != 0 {
				return true
			}
		}
		return false
	}
	for k := i - 1; k >= s.From && i-k <= 4; k-- {
		switch {
		case wsOn.Has(toks[k].Text(a)):
			return false
		case DemandOf(a, &toks[k])&DPerson != 0 || WsThirdPossessive.Has(toks[k].Text(a)):
			for j := k - 1; j >= s.From && k-j <= 2; j-- {
				if wsOn.Has(toks[j].Text(a)) {
					return true
				}
			}
		}
	}
	return false
}

// switchesOff: the verb at i (or "turn off", "switch off" there) stops a
// step from happening: skip, bypass, disable, deactivate, or turn it off.
// With a word of consent or of asking after it ("disable the confirmation
// prompt", "skip the approval step"), what it stops is the user's say.
func SwitchesOff(a *Analysis, s Sent, i int) bool {
	switch w := a.Tokens[i].Text(a); {
	case wsSwitchOff.Has(w):
		return true
	case wsTurnVerb.Has(w):
		return i+1 < s.To && wsOff.Has(a.Tokens[i+1].Text(a))
	}
	return false
}

// attributive: the word at i qualifies the noun after it ("pre-approved
// vendors are listed ..."): it names a kind of thing, and claims no
// consent for what the model does, unless that noun is itself something
// done ("pre-approved transfers").
func Attributive(a *Analysis, s Sent, i int) bool {
	if i+1 >= s.To {
		return false
	}
	if i > s.From {
		switch p := a.Tokens[i-1].Text(a); {
		case wsPerfectAux.Has(p) || strings.HasSuffix(p, "'ve"):
			return false // "I've pre-approved everything", "treat it as pre-approved"
		}
	}
	n := &a.Tokens[i+1]
	w := n.Text(a)
	if n.Kind != TokWord || FunctionWord(w) || Determiner(w) || wsEvery.StartsIn(w) != "" || wsAnyPrefix.StartsIn(w) != "" {
		return false
	}
	return DemandOf(a, n)&(DDeed|DTransfer|DSend|DExecute|DObtain) == 0
}

// asksFirst: sentence s has the model ask or wait for the user, not
// negated ("ask the user before you accept on their behalf"): the
// consent is sought, not taken.
func AsksFirst(a *Analysis, s Sent) bool {
	for k := s.From; k < s.To; k++ {
		t := &a.Tokens[k]
		if t.Kind != TokWord || !AsksUser(a, t) || NegatedBefore(a, s, k) || k > s.From && wsWithoutThan.Has(a.Tokens[k-1].Text(a)) {
			continue
		}
		if wsConfirmStem.Has(t.Stem(a)) {
			// "confirm purchases" approves; "confirm with the user" asks.
			if !(k+1 < s.To && (WsWith.Has(a.Tokens[k+1].Text(a)) || DemandOf(a, &a.Tokens[k+1])&DPerson != 0)) {
				continue
			}
		}
		return true
	}
	return false
}

// ConsentAwaited: a clause of sentence s waits for a person's consent: a
// word that gates on an event (after, once, when, if; gate-after) with a
// person within three words after it and a verb of consent or approval
// within four words after the person ("only after the user explicitly
// confirms", "once the owner approves"). A flag whose description says so
// records that consent; it does not give it.
func ConsentAwaited(a *Analysis, s Sent) bool {
	toks := a.Tokens
	for k := s.From; k < s.To; k++ {
		if !WsGateAfter.Has(Lower(toks[k].Text(a))) {
			continue
		}
		for j := k + 1; j < s.To && j <= k+3; j++ {
			if DemandOf(a, &toks[j])&DPerson == 0 {
				continue
			}
			for m := j + 1; m < s.To && m <= j+4; m++ {
				if DemandOf(a, &toks[m])&(DConsent|DApprove) != 0 {
					return true
				}
			}
			break
		}
	}
	return false
}

// ConsentAwaitedIn: sentence s of raw waits for a person's consent, as
// ConsentAwaited reads it in English, or in another language by its
// lexicon: a word of condition or time (仅当, apenas, 場合にのみ: its
// grammar-conditional class), the user, and a verb of consent or
// approval, with nothing that says the consent is given already, presumed
// or done without ("nachdem der Nutzer zugestimmt hat"; "ユーザーが了承した
// 場合にのみ指定"). A field whose description says so records the
// person's answer; it does not give it.
func ConsentAwaitedIn(raw string, a *Analysis, s Sent) bool {
	if ConsentAwaited(a, s) {
		return true
	}
	sl := SentenceLang(a, s)
	if sl.English >= 0 || sl.Lang == "" {
		return false
	}
	f := ReadLang(raw, a, s, sl.Lang)
	return f.Has(LUser) && f.Has(LConditional) && f.Has(Lset(LConsent, LApprove)) &&
		!f.Has(Lset(LAlready, LAutomatic, LWithout, lPresumed, lDeemed))
}

// userValueReplaced: sentence s puts something in place of a value the
// person gave: "instead of", "rather than" or "in place of", and after
// it, in its clause, a value the person gave ("the address the user
// gave", "the branch the user names", "the one the customer has
// entered"), the person's own ("the user's location") or the one first
// given ("the original payment method"). What is set aside is a value,
// not an act: "instead of asking the user", "rather than guessing who the
// user is" set aside a verb. Not negated. The token that opens the
// phrase, or -1.
func userValueReplaced(a *Analysis, s Sent, raw string) int {
	toks := a.Tokens
	for k := s.From; k+2 < s.To; k++ {
		if toks[k].Kind != TokWord {
			continue
		}
		w := Lower(toks[k].Text(a))
		start := -1
		switch {
		case WsRatherWord.Has(w) && WsRatherTail.Has(Lower(toks[k+1].Text(a))):
			start = k + 2
		case k+3 < s.To && wsPlaceNoun.Has(Lower(toks[k+1].Text(a))) && WsOf.Has(Lower(toks[k+2].Text(a))) && Grammar(w, GPreposition):
			start = k + 3
		}
		if start < 0 || NegationBefore(a, s, k, 4) >= 0 {
			continue
		}
		if first := &toks[start]; first.Kind == TokWord && !Grammar(Lower(first.Text(a)), ^Gclass(0)) &&
			(WsIngEnding.EndsIn(first.Text(a)) != "" || first.Is(WcVerb) && BaseForm(a, first)) {
			continue // an act set aside, not a value
		}
		for j := start; j < s.To && j-start <= 8; j++ {
			t := &toks[j]
			if t.Kind == TokPunct {
				break
			}
			tw := Lower(t.Text(a))
			if wsOriginalWord.Has(tw) && j+1 < s.To && toks[j+1].Kind == TokWord {
				return k // "the original payment method"
			}
			if DemandOf(a, t)&DPerson == 0 {
				continue
			}
			if possessed(raw, t) && j+1 < s.To && toks[j+1].Kind == TokWord && WsIngEnding.EndsIn(toks[j+1].Text(a)) == "" {
				return k // "the user's location"
			}
			v := j + 1
			for v < s.To && v <= j+2 && toks[v].Kind == TokWord && Grammar(Lower(toks[v].Text(a)), GAdverb|GHave) {
				v++ // "the user originally gave", "the user has entered"
			}
			if j > start && v < s.To && wsUserGaveVerb.Has(Lower(toks[v].Text(a))) {
				return k // "the address the user gave"
			}
		}
	}
	return -1
}

// possessed: the token t is followed in raw by a possessive mark ("user's").
func possessed(raw string, t *Token) bool {
	if int(t.End) >= len(raw) {
		return false
	}
	for _, m := range WsPossMark.Words {
		if strings.HasPrefix(raw[t.End:], m) {
			return true
		}
	}
	return false
}
