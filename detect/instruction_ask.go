package detect

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/approval"
	"github.com/mcp-lint/mcp-lint/detect/authority"
	"github.com/mcp-lint/mcp-lint/detect/concealment"
	"github.com/mcp-lint/mcp-lint/detect/hiddentext"
	"github.com/mcp-lint/mcp-lint/detect/hijack"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/persistence"
)

// What an agent file asks (skills, plugin commands and agents, rules
// files), read by slots rather than phrasings: the act a sentence
// names (its verb's demand class), what the act is done to (a secret,
// the conversation, the user's files; an act of the agent's; another
// skill, command or tool), where it goes (an address, the user, a
// report), and what stands around it (a negation, a condition, a claim
// already made). Each reading is an ask record of rules/agent.rules
// (ID, concept, rationale, the word sets it uses, rules files it must
// and must not be named on); the vocabulary is the demand classes and
// the word sets the records name. An order alone is never one: every
// reading needs the object the concept names.
//
// A reading adds a cue of its concept's family, at the weight of a
// finding alone (1.0), named by its ID; it is soft, as every cue of
// directive.imperative is.

// askFamily is the directive family each reading's cue counts in.
var askFamily = [reading.AskCount]string{"exfil", "consent", "noconfirm", "noconfirm", "concealed", "concealed", "takeover", "takeover", "takeover", "takeover", "takeover", "planted",
	"noconfirm", "concealed", "concealed",
	"planted", "planted",
	"concealed", "concealed",
	"noconfirm",
	"takeover",
	"planted"}

// AskReading is one reading of what an agent file asks, as its record
// gives it: for rules --frames and the docs.
type AskReading struct {
	ID, Concept, Rationale string
	Uses                   []string
	Match, NoMatch         []string
}

// AskReadings are the readings of what an agent file asks.
func AskReadings() []AskReading {
	reading.EnsureRules()
	out := make([]AskReading, 0, len(reading.AskRecords))
	for _, r := range reading.AskRecords {
		out = append(out, AskReading{r.Id, r.Concept, r.Rationale, r.Uses, r.Match, r.Nomatch})
	}
	return out
}

// IsAskReading reports whether id names a reading of what an agent file
// asks (an ask record of rules/agent.rules): --disable and the config's
// rules turn it off as they do a phrase rule.
func IsAskReading(id string) bool {
	for _, n := range reading.AskNames {
		if n == id {
			return true
		}
	}
	return false
}

// The word sets of the readings (rules/agent.rules).
var (
	wsAskSendVerb = reading.NewWordSet("ask-send-verb", false) // verbs of sending the transfer class lacks: mail

	wsAskAhead = reading.NewWordSet("ask-ahead", false)

	wsAskDescriber = reading.NewWordSet("ask-describer", false)

	wsAskDone = reading.NewWordSet("ask-done-pronoun", false)

	wsAskPurpose = reading.NewWordSet("ask-purpose", false)

	wsAskClear = reading.NewWordSet("ask-clear", false)

	wsAskSwitchOn = reading.NewWordSet("ask-switch-on", false)

	wsAskKeep = reading.NewWordSet("ask-keep", false)

	wsAskFail   = reading.NewWordSet("ask-fail", false)
	wsAskToward = reading.NewWordSet("ask-toward", false)

	wsAskDeictic = reading.NewWordSet("ask-deictic", false)

	wsAskGivenAhead = reading.NewWordSet("ask-consent-ahead", false)
	wsAskAux        = reading.NewWordSet("ask-aux", false)

	wsAskRelative = reading.NewWordSet("ask-relative", false)

	wsAskReplacement = reading.NewWordSet("ask-replacement", false)

	wsAskExplicit = reading.NewWordSet("ask-explicit", false)

	wsAskPriority = reading.NewWordSet("ask-priority", false)

	wsAskSupplant  = reading.NewWordSet("ask-supplant", false)
	wsAskHiddenAct = reading.NewWordSet("ask-hidden-act", false)

	wsAhead = reading.NewWordSet("take-ahead", false)
)

// askCues adds the cues of the readings of sentence s of an instruction
// kind's prose.
func askCues(v *reading.ToolView, a *reading.Analysis, s reading.Sent, raw string, add func(reading.DirectiveCue)) {
	r := &reading.AskReader{V: v, A: a, S: s, Raw: raw}
	cue := func(id reading.AskID, from, to int) {
		if v.OffPhrases[reading.AskNames[id]] || reading.QuotedSpeech(v, a, raw, s, from) {
			return // quotedSpeech: someone's words, not the order
		}
		add(reading.DirectiveCue{Family: askFamily[id], Weight: 1.0, From: from, To: to, Rule: reading.AskNames[id]})
	}
	if i, j := exfilOutside(r); i >= 0 {
		cue(reading.AskExfilOutside, i, j+1)
	}
	// The readings that find one word: the cue spans it.
	for _, rd := range [...]struct {
		id   reading.AskID
		read func() int
	}{
		{reading.AskConsentClaimed, func() int { return consentClaimed(r) }},
		{reading.AskAskingRemoved, func() int { return askingRemoved(r) }},
		{reading.AskSafeguardOff, func() int { return safeguardOff(r) }},
		{reading.AskSafeguardOff, func() int { return approval.AroundGate(r) }}, // a bypass switch, a command routed around its gate
		{reading.AskActUntold, func() int { return actUntold(r) }},
		{reading.AskOutOfSight, func() int { return outOfSight(r) }},
		{reading.AskTakeover, func() int { return takeover(r) }},
		{reading.AskPartDisplaced, func() int { return partDisplaced(r) }},
		{reading.AskUserOverruled, func() int { return userOverruled(r) }},
		{reading.AskEveryRequest, func() int { return everyRequest(r) }},
		{reading.AskActWithheld, func() int { return concealment.ActWithheld(r) }},
		{reading.AskCoverTold, func() int { return concealment.CoverTold(r) }},
		{reading.AskPlanted, func() int { return persistence.RulePlanted(r) }},
		{reading.AskAnswered, func() int { return approval.AnsweredForUser(r) }},
		{reading.AskStartup, func() int { return persistence.StartupWrittenEn(r) }},
	} {
		if i := rd.read(); i >= 0 {
			cue(rd.id, i, i+1)
		}
	}
	// Another language's sentence: the readings by its lexicon's classes
	// and by what any language writes alike (a path, a slash command, a
	// tool's documented name).
	if sl := reading.SentenceLang(a, s); sl.English <= 0 && sl.Lang != "" {
		f := reading.ReadLang(raw, a, s, sl.Lang)
		if i := partGoneLang(r, &f); i >= 0 {
			cue(reading.AskPartGoneLang, i, i+1)
		}
		if i := r.HomeRuleLang(&f); i >= 0 {
			cue(reading.AskHomeRuleLang, i, i+1)
		}
		if i := hiddentext.ActUntoldLang(r, &f); i >= 0 {
			cue(reading.AskActUntold, i, i+1) // instruction_hide.go
		}
		if i := approval.AskingOffLang(r, &f); i >= 0 {
			cue(reading.AskAskingOffLang, i, i+1)
		}
		if i := persistence.RulePlantedLang(r, &f); i >= 0 {
			cue(reading.AskPlantedLang, i, i+1)
		} else if i := persistence.MemoryPlantedLang(r, &f); i >= 0 {
			cue(reading.AskPlantedLang, i, i+1)
		} else if i := persistence.PropagatedLang(r, &f); i >= 0 {
			cue(reading.AskPlantedLang, i, i+1)
		}
		if i := concealment.WithheldLang(r, &f); i >= 0 {
			cue(reading.AskWithheldLang, i, i+1)
		}
		if i := concealment.CoverLang(r, &f); i >= 0 {
			cue(reading.AskCoverLang, i, i+1)
		}
		if i := hijack.PartTakenLang(r, &f); i >= 0 {
			cue(reading.AskPartTakenLang, i, i+1)
		}
		if i := persistence.StartupWritten(r, &f); i >= 0 {
			cue(reading.AskStartup, i, i+1)
		}
		persistence.PlantedJoinedLang(r, sl.Lang, cue) // a sentence cut at a line break
	}
}

// partGoneLang (ask.part-gone-lang): in another language, a part the
// agent ships with or relies on stated out of service, as
// ask.part-displaced reads English: a part named by a word of being
// shipped (agent-shipped: eingebaut, intégré, 内置, 組み込み) or a tool
// the agents' documentation names (WebFetch), then a word of
// demand-obsolete in its clause (veraltet, désactivé, 已停用, 廃止). Not
// negated, not in a condition (a fallback names what to do when a part
// fails), not this unit's own part (grammar-self before the word).
func partGoneLang(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() || r.QuestionOrReport() {
		return -1
	}
	for i := range f.Hits {
		o := &f.Hits[i]
		if !o.Cls.Has(reading.LObsolete) || f.NegatedAt(o) || f.InClauseBefore(o, reading.LConditional) != nil || hijack.CondAfter(f, o) {
			continue
		}
		cf, _ := f.ClauseOf(o)
		// The part: a word of being shipped, or a token any language
		// writes alike, in the clause before the state, or (Japanese,
		// Korean, Chinese put the topic first; German its verb last) the
		// same clause.
		part := -1
		for j := range f.Hits {
			if h := &f.Hits[j]; h.Cls.Has(reading.LShipped) && h.Start >= cf && h.End <= o.Start {
				part = f.TokAt(r.A, h.Start)
				break
			}
		}
		if part < 0 {
			// A tool the agents' documentation names (WebFetch) is
			// the agent's own by its name. A slash command or a server
			// alone may be the project's own (der alte Befehl /deploy-old
			// ist veraltet): as in English, only a word of being shipped
			// makes it the agent's.
			for k := r.S.From; k < r.S.To; k++ {
				off := int(r.A.Tokens[k].Start) - f.Base
				if off >= cf && off < o.Start && reading.WsAskAgentTool.Has(strings.ToLower(r.Txt(k))) {
					part = k
					break
				}
			}
		}
		if part < 0 {
			part = hijack.LangPart(r, f, cf, o) // a program or another agent's tool
		}
		if part < 0 {
			continue
		}
		// This unit's own part (diese Version ist veraltet): grammar-self
		// between the part and the state.
		self := false
		for j := range f.Hits {
			if h := &f.Hits[j]; h.Cls.Has(reading.LSelf) && h.Start >= cf && h.End <= o.Start {
				self = true
			}
		}
		if !self {
			return part
		}
	}
	return -1
}

// exfilOutside (ask.exfil-outside): a verb of sending, not negated; what
// is sent: a secret, the conversation, facts about the user, or the
// user's files or code (not the credential an upload is made with:
// "using the CODECOV_TOKEN"); where: an outside address that is not
// where something is got from and that the unit does not name as its
// own elsewhere (a label of its host, or its path's first segment, is a
// word of the rest of the unit). The three in any order: a statement
// ("the key is forwarded to ...") sends as an order does. It returns the
// verb and the address.
func exfilOutside(r *reading.AskReader) (int, int) {
	a, s := r.A, r.S
	if r.TableRow() {
		return -1, -1
	}
	verb, obj, addr := -1, -1, -1
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		switch t.Kind {
		case reading.TokURL, reading.TokEmail:
			// A Markdown image's or link's destination is where the
			// picture or the page is, not where something is sent (what
			// its query carries is instructionCues' reading).
			if addr < 0 && reading.OutsideAddress(r.Txt(i)) && !reading.ObtainedFrom(a, s, i) && !renderedImage(r.Raw, int(t.Start)) && !r.OwnAddress(i) {
				addr = i
			}
			continue
		case reading.TokPath:
			if _, ok := reading.SensitiveResource(a, t); ok && obj < 0 && !r.Means(i) {
				obj = i
			}
			continue
		case reading.TokWord, reading.TokIdent:
		default:
			continue
		}
		c := r.Class(i)
		txt := r.Txt(i)
		if verb < 0 && (c&(reading.DTransfer|reading.DSend|reading.DReroute) != 0 || wsAskSendVerb.Has(txt)) && !r.Negated(i) && !r.NounUse(i) {
			verb = i
		}
		if obj < 0 && !r.Means(i) {
			_, sens := reading.SensitiveResource(a, t)
			if sens || c&(reading.DSecret|reading.DSecretQualified|reading.DContext|reading.DPersonal) != 0 || t.Kind == reading.TokIdent && reading.SecretNamed(txt) {
				obj = i
			} else if reading.WsAskWorkData.Has(txt) && !reading.SelfDocument(a, s, i) || reading.WsAskTalkNoun.Has(txt) && r.Find(i-4, i, func(k int) bool {
				return r.Class(k)&reading.DPerson != 0 || reading.WsYour.Has(r.Txt(k))
			}) >= 0 {
				obj = i // the user's files, code or messages
			}
		}
	}
	if verb < 0 || obj < 0 || addr < 0 || obj == addr {
		return -1, -1
	}
	return min(verb, obj), max(addr, verb, obj)
}

// consentClaimed (ask.consent-claimed): a word of consent given
// (approved, agreed, pre-authorized) that no condition opens ("if the
// user has approved the plan") and no obligation or negation governs
// ("must be approved", "has not agreed"), whose scope is every act of a
// kind or acts to come ("all of them", "every deletion", "in advance",
// "already").
func consentClaimed(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) || !reading.WsAskGiven.Has(r.Txt(i)) || r.Conditioned(i) || r.Negated(i) || r.Checked(i) {
			continue
		}
		if i+1 < r.S.To && r.Word(i+1) && !r.A.Tokens[i+1].Is(reading.WcFunctionWord) {
			continue // a noun's attribute: "have approved treatment plans"
		}
		bad := false
		for k := i - 1; k >= r.ClauseStart(i) && k >= i-4; k-- {
			if r.Class(k)&reading.DObligation != 0 || reading.WsTo.Has(r.Txt(k)) {
				bad = true // "must be approved", "waits to be approved"
			}
		}
		// A claim: the word is a predicate ("have approved", "is
		// pre-authorized", "the user agreed") or puts consent ahead
		// ("approved in advance"); not a noun's attribute ("the
		// approved images") or a relative clause ("changes that have
		// been approved").
		pred := false
		for k := i - 1; k >= r.ClauseStart(i) && k >= i-3; k-- {
			if wsAskRelative.Has(r.Txt(k)) {
				bad = true
			}
			if wsAskAux.Has(r.Txt(k)) || k == i-1 && r.Class(k)&reading.DPerson != 0 {
				pred = true
			}
		}
		pred = pred || r.Find(i+1, i+4, func(k int) bool { return wsAskAhead.Has(r.Txt(k)) }) >= 0 || wsAskGivenAhead.Has(r.Txt(i)) && r.Find(i+1, i+3, func(k int) bool { return reading.WsBy.Has(r.Txt(k)) || reading.WsFor.Has(r.Txt(k)) }) >= 0
		if bad || !pred {
			continue
		}
		scope := r.Find(i-6, i+8, func(k int) bool {
			return reading.WsTotality.Has(r.Txt(k)) || reading.WsAny.Has(r.Txt(k)) || wsAskAhead.Has(r.Txt(k))
		})
		if wsAskGivenAhead.Has(r.Txt(i)) {
			scope = i // "pre-authorized": given ahead of the act
		}
		if scope >= 0 {
			return i
		}
	}
	return -1
}

// askingRemoved (ask.asking-removed): asking the user (a word of asking,
// confirming, approval) negated or said to be unneeded ("you do not need
// to ask", "without prompting the user", "approval is not required"),
// for acts that are weighty (pushing, deleting, deploying, commands,
// network requests) and not named harmless ("read-only commands need no
// confirmation"). A prohibition of the act ("never push without
// approval": the negation opens the act, not the asking) forbids it.
func askingRemoved(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) || !reading.WsAskAsking.Has(r.Txt(i)) {
			continue
		}
		off := false
		if w := r.Find(i-4, i, func(k int) bool { return reading.WsWithout.Has(r.Txt(k)) }); w >= 0 {
			// "without asking": an act done without it, unless a
			// negation opens the act ("never push without approval")
			// or the act fails for want of it ("deletions fail without
			// permissions").
			off = !r.NegatedBefore(w) && r.Find(r.ClauseStart(w), w, func(k int) bool { return r.Class(k)&reading.DFault != 0 || wsAskFail.Has(r.Txt(k)) }) < 0
		} else if r.NegatedNear(i, 5) && !authority.StateNegatedApart(r, i, 5) {
			off = true
		} else if r.Find(i+1, i+7, func(k int) bool { return r.Class(k)&reading.DNegation != 0 }) >= 0 &&
			r.Find(i+1, i+8, func(k int) bool {
				return r.Class(k)&(reading.DObligation) != 0 || reading.WsAskNeeded.Has(r.Txt(k))
			}) >= 0 {
			off = true // "approval is not required", "confirmation is not needed"
		}
		if !off || r.Conditioned(i) || r.Find(i+1, i+3, func(k int) bool { return reading.WsAskIf.Has(r.Txt(k)) }) >= 0 || approval.PermissionDenied(r, i) ||
			approval.RemovalForbidden(r, i) || approval.ClaimDenied(r, i) {
			continue // "without asking when the state answers it"
		}
		if reading.WsAskRequestVerb.Has(r.Txt(i)) && r.Find(i+2, i+4, func(k int) bool { return reading.WsTo.Has(r.Txt(k)) }) >= 0 {
			continue // "do not ask reviewers to rediscover it": a request, not a consent
		}
		if n := i + 1; r.Class(i)&reading.DConsent != 0 && n < r.S.To && r.A.Tokens[n].Kind == reading.TokWord && !r.A.Tokens[n].Is(reading.WcFunctionWord) &&
			!reading.WsConditionOpener.Has(r.Txt(n)) && !reading.WsAskSafeguard.Has(r.Txt(n)) && r.Class(n)&(reading.DNegation|reading.DPerson) == 0 && !reading.WsAskNeeded.Has(r.Txt(n)) {
			continue // a noun's modifier: "no confirmation approach", "approval gates"
		}
		if r.Find(r.S.From, r.S.To, func(k int) bool { return reading.WsAskHarmless.Has(r.Txt(k)) }) >= 0 {
			continue
		}
		if r.Find(r.S.From, r.S.To, func(k int) bool { return reading.WsAskWeighty.Has(r.Txt(k)) && !r.NegatedNear(k, 2) }) >= 0 {
			return i // a weighty act, not one said not to be ("enabling is not destructive")
		}
	}
	return -1
}

// safeguardOff (ask.safeguard-off): a safeguard (the sandbox, the
// confirmation prompts, the approval policy) and a word of switching it
// off within four words, or auto-approval named on; not negated, not a
// condition, not what something else does ("it turns off every check").
func safeguardOff(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) {
			continue
		}
		txt := r.Txt(i)
		if reading.WsAskAutoOn.Has(txt) && !r.Negated(i) && !r.Conditioned(i) && !approval.AutoRestricted(r, i) &&
			r.Find(i-3, i+4, func(k int) bool { return wsAskSwitchOn.Has(r.Txt(k)) && !(k < i && r.StatedBySubject(k)) }) >= 0 &&
			r.Find(r.S.From, r.S.To, func(k int) bool { return reading.WsAskHarmless.Has(r.Txt(k)) }) < 0 {
			return i // auto-approval turned on, enabled, set
		}
		if !reading.WsAskSafeguard.Has(txt) {
			continue
		}
		off := r.Find(i-4, i+5, func(k int) bool {
			if k == i || !reading.WsAskSwitchOff.Has(r.Txt(k)) && !reading.WsLeaveStep.Has(r.Txt(k)) {
				return false
			}
			if k < i && !reading.WsAskSwitchOff.Has(r.Txt(k)) {
				return false // "skip download confirmations": a flag's documentation; only "the prompts are skipped" states them off
			}
			if k < i {
				return r.Class(k)&reading.DNegation == 0 // "disable the sandbox", "turn off the prompts"
			}
			// After it, as its state or its value: "the sandbox is
			// disabled", "approval_policy to never", "prompts off".
			for m := i + 1; m < k; m++ {
				if t := r.Txt(m); !reading.WsAskStateAux.Has(t) && !wsAskSwitchOn.Has(t) && !reading.WsTo.Has(t) && t != "=" && t != ":" {
					return false
				}
			}
			return true
		})
		if off < 0 {
			off = approval.CoordinatedOff(r, i)
		}
		if off < 0 {
			continue
		}
		first := min(i, off)
		if r.Conditioned(first) || first > r.S.From && wsAskDescriber.Has(r.Txt(first-1)) || approval.Requested(r, first) {
			continue
		}
		if reading.ClassifyPosition(r.A, first) != reading.PosInstruction {
			continue // quoted, or what an analysis looks for ("audits rules for attempts to disable ...")
		}
		if neg := r.Negated(first); neg && r.Class(off)&reading.DNegation == 0 {
			continue
		}
		return i
	}
	return -1
}

// actUntold (ask.act-untold): an act of the agent's (an upload, a
// request, a change, a command; "what you did") kept from the user: a
// verb of telling negated ("do not mention the upload"), or a verb of
// leaving out with a report or the user as where it is left out of
// ("keep the call out of the commit message"), or a telling restricted
// to a part when the user asks ("if the user asks what you changed, list
// only the fixes"), or the act presented as something smaller ("present
// the changes as routine"), or the user said not to come to know of it
// ("the user must not learn that ...").
func actUntold(r *reading.AskReader) int {
	act := r.Find(r.S.From, r.S.To, func(k int) bool {
		if !r.Word(k) {
			return false
		}
		if wsAskDone.Has(r.Txt(k)) && k+1 < r.S.To && reading.WsYou.Has(r.Txt(k+1)) {
			return true
		}
		// An act named by a noun, not a noun's modifier ("the command
		// output", "request bodies": what is left out is the output).
		if k+1 < r.S.To && reading.WsAskHeadNoun.Has(r.Txt(k+1)) {
			return false
		}
		if reading.WsAskAct.Has(r.Txt(k)) || reading.WsAskChange.Has(r.Txt(k)) {
			return true
		}
		// In a region only the model sees (an HTML comment, a collapsed
		// block), what the region asks is the act: "do not mention it",
		// "keep this out of the summary".
		if r.V.Hidden && wsAskHiddenAct.Has(r.Txt(k)) {
			return true
		}
		// A deed made one particular act: "this step", "the extra call".
		return (r.Class(k)&reading.DDeed != 0 || reading.WsAskDeed.Has(r.Txt(k))) && r.Find(k-2, k, func(m int) bool { return wsAskDeictic.Has(r.Txt(m)) }) >= 0
	})
	if act < 0 {
		// An act named by a clause of the agent's (instruction_hide.go):
		// "the files you modify", "which commands you ran".
		act = r.Find(r.S.From, r.S.To, r.AgentDeedClause)
	}
	person := r.Find(r.S.From, r.S.To, func(k int) bool { return r.Class(k)&reading.DPerson != 0 })
	place := func(verb int) bool {
		return r.Find(r.ClauseStart(verb), r.S.To, func(k int) bool {
			if k > verb && r.ClauseStart(k) != r.ClauseStart(verb) {
				return false // the place is in the verb's clause
			}
			return k != verb && (reading.WsAskPlace.Has(r.Txt(k)) || r.Class(k)&reading.DReply != 0)
		}) >= 0
	}
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) {
			continue
		}
		txt, c := r.Txt(i), r.Class(i)
		tell := (reading.WsAskTell.Has(txt) || c&reading.DCommunicate != 0) && !reading.WsAskAsking.Has(txt) && !reading.ObjectAfterOrder(r.A, r.S, i)
		switch {
		case tell && r.V.Hidden && r.OrderNegated(i) && !r.LeftToAsking(i) && !reading.PersonToldToAct(r.A, r.S, i):
			return i // in a region only the model sees, a telling forbidden is the region's concealment
		case tell && act >= 0 && r.OrderNegated(i) && (act > i || !r.AgentDeedClause(act) || hiddentext.PassiveAt(r, i)) && (person >= 0 || place(i) || reading.WsAskAct.Has(r.Txt(act)) && r.Definite(act)) && !r.LeftToAsking(i) &&
			!reading.PersonToldToAct(r.A, r.S, i) && !r.NextClause(i, act) && !r.PersonsOwnAsk(i) && !concealment.DatumPut(r, i, act) && !r.OwnObject(i, act) && !r.NounTelling(i):
			return i // an act named for what it does ("don't show the curl command") needs no place
		case tell && act >= 0 && act < i && (reading.WsAskAct.Has(r.Txt(act)) || r.AgentDeedClause(act) && hiddentext.PassiveAt(r, i)) && r.StatedNegated(i) && (person >= 0 || place(i)) && !r.LeftToAsking(i) &&
			!r.Conditioned(i) && !reading.PersonToldToAct(r.A, r.S, i):
			return i // stated of an act named for what it does: "the extra sync is not mentioned in commit messages"
		case (reading.WsAskLeaveOut.Has(txt) || c&reading.DConceal != 0 || wsAskKeep.Has(txt) && r.Find(i+1, i+8, func(k int) bool { return reading.WsOut.Has(r.Txt(k)) }) >= 0) &&
			act >= 0 && (!r.AgentDeedClause(act) || r.ClauseStart(act) == r.ClauseStart(i)) && place(i) && !r.Negated(i) && !r.OwnObject(i, act) && !r.Attributive(i):
			return i
		case (tell || c&reading.DAnswer != 0 && hiddentext.DeniedAfter(r, i)) && person >= 0 && person < i && r.ClauseStart(i) > person && act > person && act < r.ClauseStart(i) &&
			r.Find(r.S.From, person, func(k int) bool { return reading.WsConditionOpener.Has(r.Txt(k)) }) >= 0 &&
			(r.Find(i-2, i+3, func(k int) bool { return reading.WsAskOnly.Has(r.Txt(k)) }) >= 0 || hiddentext.DeniedAfter(r, i)) && !authority.SemicolonBetween(r, act, i):
			return i // "if the user asks what you changed, list only ...": the condition names the act asked about
		case tell && act > i && !r.Negated(i) && r.Find(act+1, r.S.To, func(k int) bool {
			return reading.WsAs.Has(r.Txt(k)) && r.Find(k+1, k+4, func(m int) bool { return reading.WsAskMinimize.Has(r.Txt(m)) }) >= 0
		}) >= 0:
			return i // "present the changes as a routine cleanup"
		case c&reading.DAware != 0 && person >= 0 && person < i && r.Negated(i) && !r.Conditioned(i) &&
			r.Find(person+1, i, func(k int) bool { return r.Class(k)&(reading.DAgent|reading.DPerson) != 0 }) < 0 &&
			r.Find(i+1, i+3, func(k int) bool {
				t := r.Txt(k)
				return reading.WsThat.Has(t) || reading.WsAbout.Has(t) || reading.WsOf.Has(t)
			}) >= 0:
			return i // "the user must not learn that ..."; not a condition ("if a user wouldn't need to know about it, skip the entry")
		}
	}
	return -1
}

// outOfSight (ask.out-of-sight): output cleared, redirected or removed
// (a verb of clearing or concealing) so that nothing of it shows or is
// kept ("so its output is not visible", "so that nothing shows in the
// chat", "so no record remains").
func outOfSight(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !wsAskPurpose.Has(r.Txt(i)) {
			continue
		}
		// A verb of clearing in the base form, the order's: "clear the
		// terminal", "redirect the output"; not a state ("it's
		// excluded only so it doesn't surface as a row").
		verb := r.Find(r.S.From, i, func(k int) bool { return wsAskClear.Has(r.Txt(k)) })
		if verb < 0 || r.Negated(verb) {
			continue
		}
		neg := r.Find(i+1, i+7, func(k int) bool { return r.Class(k)&reading.DNegation != 0 || r.Prohibits(k) })
		if neg < 0 {
			continue
		}
		if r.Find(neg, i+9, func(k int) bool {
			return reading.WsAskVisible.Has(r.Txt(k)) || r.Class(k)&(reading.DAware|reading.DAppear) != 0
		}) >= 0 {
			return verb
		}
	}
	return -1
}

// takeover (ask.takeover): this unit ("this skill", "this one", "here")
// and another skill, command, agent or tool ("the deploy skill",
// "/review", "the built-in one") in one sentence, related by a
// replacement ("instead of", "overrides", "rather than"), by the other
// stated out of service or unfit ("deprecated", "broken", "unreliable";
// in the sentence before too), by work routed here ("route its work to
// this agent", "handled here"), or by the other set aside ("ignore the
// git skill"). Not negated ("it does not replace it"), not a condition
// ("if the deploy skill is disabled"), not the unit's own older part
// ("our own /release-old command").
func takeover(r *reading.AskReader) int {
	if r.TableRow() {
		return -1
	}
	if i := hijack.NameTaken(r); i >= 0 {
		return i // this unit's name taken from another part
	}
	self, here, other := -1, -1, -1
	var others []int
	for i := r.S.From; i < r.S.To; i++ {
		txt := r.Txt(i)
		if self < 0 && reading.WsAskSelfDet.Has(txt) && r.Find(i+1, i+3, func(k int) bool {
			return reading.WsAskAgentPart.Has(r.Txt(k)) || reading.WsOne.Has(r.Txt(k))
		}) >= 0 {
			self = i
			continue
		}
		if here < 0 && reading.WsAskSelf.Has(txt) {
			here = i
			continue
		}
		slash := r.A.Tokens[i].Kind == reading.TokPath && strings.HasPrefix(txt, "/") && !strings.Contains(txt[1:], "/") && len(txt) > 2
		if (slash || reading.WsAskAgentPart.Has(txt) || reading.WsAskClaimNoun.Has(txt) || hijack.ShippedNoun(r, i)) && !r.Modifier(i) && !(reading.WsAskAgentPart.Has(txt) && hijack.LastModifier(r, i)) {
			det := false
			for k := i - 1; k >= r.S.From && k >= i-3; k-- {
				if reading.WsAskSelfDet.Has(r.Txt(k)) || reading.WsAskOwn.Has(r.Txt(k)) {
					det = true
				}
			}
			if !det {
				others = append(others, i)
				if other < 0 {
					other = i
				}
			}
		}
	}
	if self < 0 && here < 0 || other < 0 || r.Find(r.S.From, max(self, here), func(k int) bool { return reading.WsConditionOpener.Has(r.Txt(k)) }) >= 0 {
		return -1
	}
	for i := r.S.From; i < r.S.To; i++ {
		txt, c := r.Txt(i), r.Class(i)
		if !r.Word(i) {
			continue
		}
		switch {
		case self >= 0 && (reading.WsAskInstead.Has(txt) || c&reading.DReplace != 0):
			if r.Negated(i) || r.Find(i+1, i+3, func(k int) bool { return r.Class(k)&reading.DReplace != 0 }) >= 0 {
				continue // "rather than replacing it"
			}
			// This unit in the other's place: "use this skill instead
			// of the pdf skill", "this command overrides /review", "the
			// deploy skill is replaced by this one"; not "use the
			// backend agent instead", nor "this agent works rather than
			// patching".
			if self < i && other > i && other <= i+5 || other < i && self > i && self <= i+4 || c&reading.DReplace != 0 && self < i && other > i {
				return self
			}
		case self >= 0 && (c&reading.DUnavailable != 0 || reading.WsAskUnfit.Has(txt)):
			if r.Conditioned(i) || r.Negated(i) || r.Find(i-5, i, func(k int) bool { return slices.Contains(others, k) }) < 0 {
				continue // the other is what is out of service
			}
			return self
		case reading.WsAskRoute.Has(txt):
			// Work routed to this unit: "route its work to this agent",
			// "handled here"; not this unit as the one that works ("the
			// writing skill handles prose; this skill handles structure").
			for _, at := range []int{self, here} {
				if at > i && at <= i+6 && !r.Negated(i) && (reading.WsHere.Has(r.Txt(at)) || wsAskToward.Has(r.Txt(at-1))) && hijack.RoutedWork(r, i, at) {
					return at
				}
			}
		case self >= 0 && reading.WsAskSetAside.Has(txt):
			if other > i && !r.Negated(i) {
				return self
			}
		}
	}
	return -1
}

// partDisplaced (ask.part-displaced): a part the agent ships with or
// relies on (shippedPart) stated out of service, unfit or replaced ("the
// built-in review command is disabled", "WebFetch is broken in this
// repository", "all other review agents are outdated"), or put aside for
// something else ("instead of the built-in /review", "replaces the
// default test runner"). Not negated ("the built-in search is not
// disabled"), not a condition ("if the built-in search is unavailable,
// ..."): a fallback names what to do when a part fails, not that it is
// gone.
func partDisplaced(r *reading.AskReader) int {
	if r.TableRow() || r.QuestionOrReport() || hijack.Heading(r) || hijack.ChoiceCondition(r) || hijack.ConditionList(r) {
		return -1
	}
	for i := r.S.From; i < r.S.To; i++ {
		at := r.ShippedPart(i)
		if at < 0 || r.Conditioned(at) || hijack.ConditionBefore(r, at) {
			continue
		}
		// Its state after it: a state auxiliary or a list of parts
		// between ("the built-in code search and terminal tools are
		// disabled"), within ten tokens, in its clause.
		for k := i + 1; k < r.S.To && k <= i+10; k++ {
			if r.ClauseStart(k) != r.ClauseStart(i) {
				break
			}
			nolonger := hijack.NoLonger(r, k) // "is no longer supported", "was withdrawn"
			if !r.Gone(k) && !nolonger {
				continue
			}
			aux := r.Find(i+1, k, func(m int) bool { return reading.WsAskStateAux.Has(r.Txt(m)) })
			if aux < 0 && !(k > r.S.From && reading.WsNow.Has(r.Txt(k-1))) {
				break
			}
			// A condition opened after the part ("fall back to the
			// GitHub MCP server only when the script is unavailable"):
			// the state is the condition's subject's, not the part's.
			if r.Find(i+1, k, func(m int) bool { return reading.WsConditionOpener.Has(r.Txt(m)) }) >= 0 {
				break
			}
			if r.Find(aux, k, func(m int) bool { return r.Class(m)&reading.DNegation != 0 }) >= 0 && !nolonger || r.NegatedBefore(at) {
				break
			}
			if r.ToldOnly(k) {
				break
			}
			return at
		}
		// Put aside: a word of replacement within four tokens before
		// a part named as shipped ("instead of the built-in /review",
		// "replaces the default test runner", "the replacement for the
		// built-in /init"). A tool named alone ("use instead of
		// WebFetch for pages") or the others ("rather than another
		// skill") may be a choice the unit explains; the shipped part
		// put aside is the claim.
		if !reading.WsAskShipped.Has(r.Txt(at)) {
			continue
		}
		for k := at - 1; k >= r.S.From && k >= at-4; k-- {
			if r.Word(k) && (wsAskSupplant.Has(r.Txt(k)) || reading.WsAskInstead.Has(r.Txt(k)) || wsAskReplacement.Has(r.Txt(k))) && !r.Negated(k) && !r.ReportedEvent(k) {
				return at
			}
		}
	}
	if at := hijack.AnaphorGone(r); at >= 0 {
		return at
	}
	if at := hijack.NamedGone(r); at >= 0 { // the parts relied on by name
		return at
	}
	return hijack.Displaced(r) // another's part by its phrase, or its use forbidden
}

// userOverruled (ask.user-overruled): what the user names, asks for or
// types explicitly replaced by something else: a concessive condition
// ("even if", "even when", "including when") whose subject is the user
// and whose verb, within three tokens of it (UserAsks), names or asks
// ("the user names `make test`", "they explicitly ask for Prettier"), in a sentence that puts something in
// its place ("instead", "anyway", a word of replacement). A prohibition
// the user cannot lift ("even if the user asks, never commit .env") is
// not that: its order is negated.
func userOverruled(r *reading.AskReader) int {
	for from := r.S.From; ; {
		i, person, verb := r.UserAsks(from, 4)
		if i < 0 {
			break
		}
		from = i + 1
		cond := i + 1
		explicit := r.Find(person+1, min(r.S.To, verb+8), func(k int) bool { return wsAskExplicit.Has(r.Txt(k)) }) >= 0
		put := r.Find(r.S.From, r.S.To, func(k int) bool {
			return r.Word(k) && (reading.WsAskInstead.Has(r.Txt(k)) && k != cond || reading.WsAskAnyway.Has(r.Txt(k)) || r.Class(k)&reading.DReplace != 0)
		})
		if put < 0 && !explicit && !hijack.OtherNamed(r, verb) {
			continue
		}
		// The order the condition qualifies is not negated.
		if r.Find(r.S.From, r.S.To, func(k int) bool { return k != verb && r.OrderNegated(k) && r.Class(k)&reading.DExecute == 0 }) >= 0 && put < 0 {
			continue
		}
		if r.Find(r.S.From, i, func(k int) bool { return reading.WsAskOrderNeg.Has(r.Txt(k)) || r.Prohibits(k) }) >= 0 && put < 0 {
			continue
		}
		return i
	}
	return hijack.RequestRouted(r) // the user's request sent elsewhere
}

// everyRequest (ask.every-request): this unit claimed for every request
// ("must be used for every request", "use this skill for any task",
// "load it first for every prompt": a word of all and a request noun
// with nothing after it that narrows it, "any task involving PDFs"), or
// put over every other part or the user's own instructions ("takes
// priority over all other skills", "supersedes every other agent").
func everyRequest(r *reading.AskReader) int {
	if r.TableRow() || r.QuestionOrReport() {
		return -1
	}
	for i := r.S.From; i+1 < r.S.To; i++ {
		txt := r.Txt(i)
		if (reading.WsTotality.Has(txt) || reading.WsAny.Has(txt)) && reading.WsAskRequestNoun.Has(r.Txt(i+1)) {
			if n := i + 2; n < r.S.To && r.Word(n) && (reading.WsAskRestrict.Has(r.Txt(n)) || r.A.Tokens[n].Kind == reading.TokWord && !r.A.Tokens[n].Is(reading.WcFunctionWord) && !reading.WsAskRequestNoun.Has(r.Txt(n))) && !r.WholeWork(n) {
				continue // "any task involving PDFs", "every request body"
			}
			if n := i + 2; n+1 < r.S.To && reading.WsTo.Has(r.Txt(n)) && r.A.Tokens[n+1].Is(reading.WcVerb) && r.Txt(n+1) == r.A.Tokens[n+1].Stem(r.A) {
				continue // "every request to commit changes": requests of one kind
			}
			if i > r.S.From && (r.Word(i-1) && !r.A.Tokens[i-1].Is(reading.WcFunctionWord) && !reading.WsAskUseVerb.Has(r.Txt(i-1)) && !reading.WsAskUsedVerb.Has(r.Txt(i-1))) {
				continue // "the code of any request": a noun's part
			}
			// A verb of using this unit before it: "use this skill
			// for", "must be used for", "load first for"; an order to
			// use, or the passive a description states of its unit.
			use := r.Find(max(r.S.From, i-7), i, func(k int) bool {
				t := r.Txt(k)
				if reading.WsAskUsedVerb.Has(t) {
					return !authority.OtherSubjectUsed(r, k) // "the output prefix used for all messages"
				}
				if !reading.WsAskUseVerb.Has(t) {
					return false
				}
				// "use this skill", "use it", "use for": the unit is
				// its object, or it has none.
				n := k + 1
				if n+1 < r.S.To && r.Adverb(n) {
					n++ // "use proactively for": the adverb says how
				}
				return n < r.S.To && (reading.WsAskSelfDet.Has(r.Txt(n)) || reading.WsIt.Has(r.Txt(n)) || reading.WsMe.Has(r.Txt(n)) || reading.WsFor.Has(r.Txt(n)) || reading.WsAskOnly.Has(r.Txt(n)) || reading.WsFirst.Has(r.Txt(n)))
			})
			if use >= 0 && !r.Negated(use) && !r.Conditioned(use) {
				return use
			}
		}
		// Over every other part: "priority over all other skills",
		// "supersedes any other agent", "over the user's instructions".
		ahead := wsAhead.Has(txt) && r.UsedHere(i) && !hijack.NarrowedAhead(r, i)
		if r.Word(i) && (wsAskPriority.Has(txt) || r.Class(i)&reading.DReplace != 0 || ahead || hijack.TakesOver(r, i)) && !r.Negated(i) {
			o := r.Find(i+1, i+6, func(k int) bool {
				return reading.WsAskOther.Has(r.Txt(k)) && r.Find(k+1, k+4, func(m int) bool { return reading.WsAskAgentPart.Has(r.Txt(m)) }) >= 0 ||
					reading.WsTakeAnaphor.Has(r.Txt(k)) && r.OtherParts(r.S.From, i) // "over them": the other parts named before
			})
			if o >= 0 && r.Find(r.S.From, i, func(k int) bool { return reading.WsAskOwn.Has(r.Txt(k)) }) < 0 {
				return i
			}
		}
	}
	return -1
}
