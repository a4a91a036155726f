package reading

import (
	"strings"
)

// The participants of an English sentence, as the language reader reads
// them in other languages (demand_roles.go): one reading per sentence,
// from the classes of its words and the closed-class grammar that marks
// who takes part, which concealment reads in any mood.
//
//   - the one told: a person (the user, the requester) or a record or
//     account a person reads (the reply, the summary, the log, the
//     report), marked as the one told by a preposition before it ("shown
//     to the user", "kept from the log", told-marker), as the object of a
//     telling verb ("tell the user"), or as the subject of a telling verb
//     in the passive or of a verb of coming to know ("the user is told",
//     "the user learns");
//   - the one NOT told: the one told with a negator, or a word of no need,
//     governing the telling in its clause ("is never mentioned to the
//     user", "the user need not hear", "mentioning it to the user is
//     unnecessary"), or kept from it by a verb of hiding or of keeping
//     out ("withheld from the user", "left out of the reply");
//   - the one told under a sanction: the telling in a clause that opens
//     with a relative or a condition, a sanction after it ("assistants
//     that tell the user ... lose access", "if the user learns of it,
//     the quota is revoked");
//   - what is told narrowed to success whatever happened ("whatever the
//     outcome, the user hears that it succeeded").
type enRoles struct {
	told, untold, threatened, onlyTold int // token indices; -1: none
	tell                               int // the telling word
}

// enAudience: the token at k is one a telling can reach: a person, or a
// record or account a person reads.
func enAudience(a *Analysis, k int) bool {
	t := &a.Tokens[k]
	if t.Kind != TokWord {
		return false
	}
	w := Lower(t.Text(a))
	return DemandOf(a, t)&(DPerson|dRecord) != 0 || WsAskPlace.Has(w) || wsToldRecord.Has(w)
}

// enTelling: the token at k tells, shows, or brings to someone's knowledge.
func enTelling(a *Analysis, k int) bool {
	t := &a.Tokens[k]
	if t.Kind != TokWord {
		return false
	}
	w := Lower(t.Text(a))
	return DemandOf(a, t)&(DCommunicate|DAppear|DAware) != 0 && !wsConsultVerb.Has(w) || WsAskTell.Has(w) || wsHearVerb.Has(w)
}

// clauseBreakAt: the token at k ends a clause (a comma, a semicolon, a
// colon, a dash).
func clauseBreakAt(a *Analysis, k int) bool {
	t := &a.Tokens[k]
	return t.Kind == TokPunct && strings.ContainsAny(t.Text(a), ",;:—–()")
}

// readEnRoles computes the participants of sentence s.
func readEnRoles(a *Analysis, s Sent) enRoles {
	r := enRoles{told: -1, untold: -1, threatened: -1, onlyTold: -1, tell: -1}
	lower := func(k int) string { return Lower(a.Tokens[k].Text(a)) }
	// The clause bounds of token k.
	clause := func(k int) (int, int) {
		from, to := k, k
		for from > s.From && !clauseBreakAt(a, from-1) {
			from--
		}
		for to < s.To-1 && !clauseBreakAt(a, to+1) {
			to++
		}
		return from, to + 1
	}
	reported := false // a telling whose object is the model: what follows is what it is told
	for k := s.From; k < s.To && r.told < 0; k++ {
		if !enTelling(a, k) {
			continue
		}
		from, to := clause(k)
		u := -1
		// "to the user", "from the log", "with the user" after the
		// telling, up to five words on; a preposition right before the
		// audience, a determiner or a modifier between.
		aware := DemandOf(a, &a.Tokens[k])&(DCommunicate|DAppear) == 0 && !WsAskTell.Has(lower(k))
		if QuotedAt(a, s, k) || k+2 < s.To && (DemandOf(a, &a.Tokens[k+1])|DemandOf(a, &a.Tokens[k+2]))&DAgent != 0 {
			// A telling quoted, or one whose object is the model ("tell
			// the model to hide ... from the user"): the model is the
			// one told.
			reported = reported || !QuotedAt(a, s, k)
			continue
		}
		for j := k + 1; j < to && j <= k+8 && u < 0 && !aware; j++ {
			if enAudience(a, j) && markedTold(a, k+1, j) {
				u = j
			}
		}
		// "tell the user", "warn users": the object of a telling verb
		// whose object is the one told; "mention users" names them.
		for j := k + 1; j < to && j <= k+2 && u < 0 && !aware && wsTellAddressee.Has(lower(k)); j++ {
			if enAudience(a, j) && DemandOf(a, &a.Tokens[j])&DPerson != 0 && headAt(a, s, j) {
				u = j
			}
		}
		// "the user is not told", "the user need not hear", "users
		// never learn": the subject of a passive telling or of coming to
		// know, a few words before it.
		for j := k - 1; j >= from && j >= k-5 && u < 0; j-- {
			if (DemandOf(a, &a.Tokens[j])&DPerson != 0 || wsToldRecord.Has(lower(j))) && (DemandOf(a, &a.Tokens[k])&DAware != 0 || wsHearVerb.Has(lower(k)) || enPassive(a, s, k)) {
				u = j
			}
			// "the report does not list", "the reply never mentions": a
			// record a person reads is the subject of the telling.
			if u < 0 && !aware && (DemandOf(a, &a.Tokens[j])&dRecord != 0 || WsAskPlace.Has(lower(j))) && !enPassive(a, s, k) {
				u = j
			}
		}
		// "the user-facing summary", "mentioning it to the user" before
		// the telling: a marked audience before it in its clause.
		for j := from; j < k && u < 0 && !aware; j++ {
			if enAudience(a, j) && markedTold(a, from, j) {
				u = j
			}
		}
		if u < 0 {
			continue
		}
		r.told, r.tell = u, k
		lo, hi := min(u, k), max(u, k)
		for j := from; j < to; j++ {
			c := DemandOf(a, &a.Tokens[j])
			w := lower(j)
			switch {
			case c&DNegation != 0 && j < hi && j >= lo-4:
				r.untold = u
			case wsNoNeed.Has(w):
				r.untold = u
			case (c&DConceal != 0 || WsAskLeaveOut.Has(w)) && j < hi:
				r.untold = u
			}
		}
		// A sanction after the telling, the telling inside a clause
		// opened by a relative or a condition before it.
		opened := false
		for j := s.From; j < k; j++ {
			w := lower(j)
			if wsThreatRelative.Has(w) && j > s.From || wsWhenIf.Has(w) {
				opened = true
			}
			if a.Tokens[j].Kind == TokWord && strings.HasSuffix(w, "ing") && j == s.From {
				opened = true // a gerund subject: "mentioning it to the user ..."
			}
		}
		for j := k + 1; j < s.To && opened; j++ {
			if DemandOf(a, &a.Tokens[j])&(dSanction|DThreat|DUnavailable) != 0 && !attributiveParticiple(a, s, j) {
				r.threatened = u
				break
			}
		}
		// What is told narrowed to success, whatever happened.
		succ, regardless := false, false
		for j := s.From; j < s.To; j++ {
			succ = succ || j > k && WsSuccessStem.Has(a.Tokens[j].Stem(a))
			regardless = regardless || wsRegardless.Has(lower(j))
		}
		if succ && regardless {
			r.onlyTold = u
		}
	}
	// Kept out of a record or from a person by a verb of keeping and a
	// particle ("kept out of the activity log", "left out of the reply to
	// the user"), with no telling word.
	if r.told < 0 && !reported {
		for k := s.From; k+1 < s.To; k++ {
			if !wsKeepOut.Has(lower(k)) && DemandOf(a, &a.Tokens[k])&DConceal == 0 && !WsAskLeaveOut.Has(lower(k)) {
				continue
			}
			for j := k + 1; j < s.To && j <= k+6; j++ {
				if clauseBreakAt(a, j) {
					break
				}
				// A person or a record kept from ("withheld from the
				// user", "kept out of the activity log"); what is left
				// out of a summary or a reply may be brevity.
				if (DemandOf(a, &a.Tokens[j])&(DPerson|dRecord) != 0 || wsToldRecord.Has(lower(j))) && markedTold(a, k+1, j) && !wsToWord.Has(lower(j-1)) && !wsToWord.Has(lower(j-2)) {
					r.told, r.untold, r.tell = j, j, k
					break
				}
			}
			if r.told >= 0 {
				break
			}
		}
	}
	return r
}

// attributiveParticiple: the word at j is a participle in -ing between a
// determiner and the noun it modifies ("report the blocking checks to the
// user"): it names what is told, it is no sanction that follows.
func attributiveParticiple(a *Analysis, s Sent, j int) bool {
	return j > s.From && j+1 < s.To && Determiner(Lower(a.Tokens[j-1].Text(a))) &&
		WsIngEnding.EndsIn(Lower(a.Tokens[j].Text(a))) != "" && a.Tokens[j+1].Kind == TokWord
}

// markedTold: the audience at j has a preposition of the one told before
// it, within three words after from ("to the user", "out of the activity
// log", "from their reviewer").
func markedTold(a *Analysis, from, j int) bool {
	for m := j - 1; m >= from && m >= j-3; m-- {
		if w := Lower(a.Tokens[m].Text(a)); wsToldMarker.Has(w) {
			// "to log", "to report": before a record's name a bare "to"
			// marks an infinitive, not the one told.
			return m < j-1 || DemandOf(a, &a.Tokens[j])&DPerson != 0 || !wsToWord.Has(w)
		}
		if a.Tokens[m].Kind != TokWord {
			return false
		}
	}
	return false
}

// readConcealRole: the one not told, whatever the verb and the mood
// (frame.conceal-role): a person or a record a person reads is not told,
// is told only under a sanction, or is told of success whatever
// happened, of something the tool does (a deed, a fault, a transfer, a
// copy, this tool), not of a secret kept out of sight nor as a setting's
// effect.
func (r *SentenceReader) readConcealRole() {
	a, s, d := r.A, r.S, &r.D
	cl := r.Cues.classes
	if containsString(d.Alone, CConceal) || !r.V.On(fConcealRole) || cl&(DCommunicate|DAppear|DAware|DConceal) == 0 && (r.S.Cls&WcDemand == 0 || !enRoleWords(a, s)) {
		return
	}
	roles := readEnRoles(a, s)
	at := roles.untold
	if at < 0 {
		at = roles.threatened
	}
	if at < 0 {
		at = roles.onlyTold
	}
	if at < 0 {
		return
	}
	deed, fault, secret, cond, tool := false, false, false, false, false
	for k := s.From; k < s.To; k++ {
		t := &a.Tokens[k]
		c := DemandOf(a, t)
		w := Lower(t.Text(a))
		// A deed denied ("to avoid leaking") is none.
		denied := k > s.From && DemandOf(a, &a.Tokens[k-1])&DNegation != 0
		deed = deed || (c&(DDeed|DTransfer|DSend|DReroute|DExecute|DPersist|dRecord) != 0 || WsAskDeed.Has(w)) && !denied
		fault = fault || c&DFault != 0
		secret = secret || c&(DSecret|DSecretQualified|DCredTerm) != 0
		tool = tool || t.Is(WcToolWord) && k > s.From && WsThisHere.Has(Lower(a.Tokens[k-1].Text(a))) || r.V.OwnName(t.Text(a))
		if WsSettingIf.Has(w) && roles.threatened < 0 && roles.onlyTold < 0 {
			cond = true
		}
	}
	// A condition is the setting's effect ("unless verbose is set");
	// a secret kept out of sight is protection, unless it is sent.
	if cond || secret && cl&(DSend|DTransfer|DReroute|DDest) == 0 || !(deed || tool || roles.onlyTold >= 0 || fault && DemandOf(a, &a.Tokens[at])&DPerson != 0) {
		// A fault kept out of a record ("stack traces are omitted from
		// the response") is how errors are reported; kept from the person,
		// it is concealment.
		return
	}
	// "Do not delete anything without telling the user": a prohibition
	// whose own negator the "without" clause completes is an order to tell.
	if roles.untold >= 0 && roles.threatened < 0 && doubleNegated(a, s, roles.tell) {
		return
	}
	// "Never tell the user which command to run": what the person is
	// told is what to do, an instruction, not what was done.
	if roles.tell >= 0 && PersonToldToAct(a, s, roles.tell) {
		return
	}
	r.StatedAlone(fConcealRole, CConceal, at)
}

// doubleNegated: two negators stand before the telling at k in the
// sentence ("never ... without informing").
func doubleNegated(a *Analysis, s Sent, k int) bool {
	n := 0
	for j := s.From; j < k; j++ {
		if DemandOf(a, &a.Tokens[j])&DNegation != 0 {
			n++
		}
	}
	return n >= 2
}

// quotedAt: the token at k stands inside quotation marks in its sentence
// (a security tool quoting an attack's words).
func QuotedAt(a *Analysis, s Sent, k int) bool {
	n := 0
	for j := s.From; j < k; j++ {
		if a.Tokens[j].Kind == TokQuote {
			n++
		}
	}
	return n%2 == 1
}

// enPassive: the verb at k is a participle after a form of be or get,
// a negator or an adverb between ("is not informed", "are never told",
// "is to be told").
func enPassive(a *Analysis, s Sent, k int) bool {
	for j := k - 1; j >= s.From && j >= k-3; j-- {
		t := &a.Tokens[j]
		if Grammar(Lower(t.Text(a)), gPassiveAux) {
			return true
		}
		if DemandOf(a, t)&DNegation == 0 && !t.Is(WcAdverb) {
			return false
		}
	}
	return false
}

// headAt: the word at j heads its phrase: what follows it is no word, or
// a function word ("tell the user that ...", "warn users about ..."),
// not a noun it modifies ("include user files").
func headAt(a *Analysis, s Sent, j int) bool {
	if j+1 >= s.To {
		return true
	}
	t := &a.Tokens[j+1]
	return t.Kind != TokWord || t.Is(WcFunctionWord)
}

// enVoice: whose words the sentence's are, when it says they are someone
// other than the tool's author: a speaker (a chat role, a person, an
// office over the system: speaker-office) opening a clause as the subject
// of a verb of saying or deciding in any tense ("the administrator
// says", "the developer of this server has instructed", "the operator
// states"), not under a condition nor a modal ("the administrator can
// configure"). It returns the verb (-1: none).
func enVoice(a *Analysis, s Sent) int {
	toks := a.Tokens
	for k := s.From; k < s.To && k-s.From <= 8; k++ {
		w := Lower(toks[k].Text(a))
		if toks[k].Kind != TokWord || !(roleWord(w) && DemandOf(a, &toks[k])&DAgent == 0 || wsAuthorityPlural.Has(w) || DemandOf(a, &toks[k])&DPerson != 0 || wsSpeakerOffice.Has(w)) {
			continue
		}
		if Conditional(a, s, k) || k > s.From && DemandOf(a, &toks[k-1])&(DPerson|DAgent) != 0 {
			continue
		}
		// The speaker opens its clause as the subject ("The platform
		// administrator says"), not a relative clause's ("something the
		// user asked you to remember").
		// Modifiers (two at most: "the platform administrator", "the
		// security team"), then a determiner, then the sentence's start
		// or a punctuation mark: "a fact the user asked" is a relative
		// clause, not the user speaking.
		subj, mods := k, 0
		for subj > s.From && mods < 2 {
			p := &toks[subj-1]
			pw := Lower(p.Text(a))
			if p.Kind != TokWord || p.Is(WcVerb) || FunctionWord(pw) || Determiner(pw) {
				break
			}
			subj, mods = subj-1, mods+1
		}
		if subj > s.From && Determiner(Lower(toks[subj-1].Text(a))) {
			subj--
		}
		if subj > s.From && toks[subj-1].Kind == TokWord {
			continue
		}
		if !ClauseStart(a, s, subj) {
			continue
		}
		for j := k + 1; j < s.To && j <= k+7; j++ {
			t := &toks[j]
			v := Lower(t.Text(a))
			if t.Kind != TokWord || clauseBreakAt(a, j) {
				break
			}
			if Grammar(v, GModal) || WsConditionOpener.Has(v) || wsThreatRelative.Has(v) {
				break // "the administrator can configure", "the user who asks"
			}
			if (speakVerbs()[t.Stem(a)] || DemandOf(a, t)&DCommunicate != 0) && (strings.HasSuffix(v, "s") || strings.HasSuffix(v, "ed") || wsSaidIrregular.Has(v)) && !BaseForm(a, t) {
				return j
			}
		}
	}
	return -1
}

// readVoiceClaimed: words said to be a speaker's other than the tool's
// author, used for what no author needs another's word for
// (frame.voice-claimed): the model ordered ("has instructed assistants
// to"), consent removed or given ("confirmation prompts are turned off",
// "every deletion is approved"), a scope past this call, the user's data
// or secrets, or hiding.
func (r *SentenceReader) readVoiceClaimed() {
	a, s, d := r.A, r.S, &r.D
	if containsString(d.Alone, CImpersonate) || !r.V.On(fVoiceClaimed) || r.lead {
		return
	}
	v := enVoice(a, s)
	if v < 0 || UnderConditionHeading(a, r.F.Text, s) {
		return
	}
	consent, removed, pressure := false, false, false
	userSpeaks := false
	for k := v - 1; k >= s.From && k >= v-8; k-- {
		userSpeaks = userSpeaks || DemandOf(a, &a.Tokens[k])&DPerson != 0
	}
	for k := v + 1; k < s.To; k++ {
		t := &a.Tokens[k]
		c := DemandOf(a, t)
		w := Lower(t.Text(a))
		switch {
		case c&(DConsent|DApprove) != 0:
			consent = true
		case c&(DNegation|DUnavailable|dAutomatic) != 0 || wsNoNeed.Has(w) || wsSwitchedOff.Has(w):
			removed = true
		case c&(DAgent|DLasting|DConceal|DCovert) != 0 && !wsAddresseePossessive.Has(w):
			pressure = true
		case c&(DPersonal|DContext|DSecret) != 0 && !userSpeaks:
			// The user's own data said to be wanted by the user is the
			// tool's input; by an office, it is taken.
			pressure = true
		}
	}
	if !(pressure || consent && removed) {
		return
	}
	r.StatedAlone(fVoiceClaimed, CImpersonate, v)
}

// enRoleWords: sentence s has a word that may open a role with no class
// of telling, hiding or knowing among its words' demand classes: a word
// of the telling sets (ask-tell, hear-verb) or of keeping out (keep-out,
// ask-leave-out). Without one, readEnRoles finds no one told: the cheap
// question asked before it.
func enRoleWords(a *Analysis, s Sent) bool {
	for k := s.From; k < s.To; k++ {
		if a.Tokens[k].Kind != TokWord {
			continue
		}
		w := Lower(a.Tokens[k].Text(a))
		if WsAskTell.Has(w) || wsHearVerb.Has(w) || wsKeepOut.Has(w) || WsAskLeaveOut.Has(w) {
			return true
		}
	}
	return false
}

// UnderConditionHeading: sentence s is an item of a Markdown list whose
// heading, the line before its items ending in a colon, states a
// condition ("When to use:", "Use this tool when:", "Call it if:"): each
// item is a circumstance in which the tool is used ("- The user asks you
// to remember something"), not a statement that it has happened. raw is
// the field's text.
func UnderConditionHeading(a *Analysis, raw string, s Sent) bool {
	k := sentenceOf(a, s.From)
	if k < 0 || !ListItemLine(raw[LineStart(raw, int(a.Tokens[s.From].Start)):LineEnd(raw, int(a.Tokens[s.From].Start))]) {
		return false
	}
	for j := k - 1; j >= 0; j-- {
		h := a.Sents[j]
		if ListItemLine(raw[LineStart(raw, int(a.Tokens[h.From].Start)):LineEnd(raw, int(a.Tokens[h.From].Start))]) {
			continue // an item before this one, under the same heading
		}
		if a.Tokens[h.To-1].Text(a) != ":" {
			return false
		}
		for i := h.From; i < h.To && i-h.From < 5; i++ {
			if WsConditionOpener.Has(Lower(a.Tokens[i].Text(a))) {
				return true
			}
		}
		return false
	}
	return false
}
