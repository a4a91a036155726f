package detect

import (
	"slices"
	"strings"
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

// askID names a reading (askNames: its record's ID).
type askID int

const (
	askExfilOutside    askID = iota // a secret, the conversation or the user's files sent to an address not the project's own
	askConsentClaimed               // consent stated as already given for acts of every kind or in advance
	askAskingRemoved                // asking before weighty acts said to be unneeded
	askSafeguardOff                 // a confirmation or the sandbox switched off
	askActUntold                    // an act of the agent's kept from the user or out of a report
	askOutOfSight                   // output cleared or redirected so that nothing shows
	askTakeover                     // another skill's, command's or tool's job taken by this unit
	askPartDisplaced                // a part the agent ships with stated out of service or replaced
	askUserOverruled                // what the user names explicitly replaced by something else
	askEveryRequest                 // this unit claimed for every request, or over every other part
	askPartGoneLang                 // in another language: a part the agent ships with stated out of service
	askHomeRuleLang                 // in another language: a rule written into an agent's home, for every project or session
	askAskingOffLang                // in another language: asking the user dropped over every act, a weighty one, or with consent claimed (instruction_lang22.go)
	askActWithheld23                // a telling of the agent's own act withheld from the user or a record, in any voice (conceal23.go)
	askCoverTold23                  // the user told a cover: success over a failure, a denial when they ask, nothing happened (conceal23.go)
	askPlanted23                    // a rule or the unit written, saved or installed where it outlives the task (persist23.go)
	askPlantedLang23                // the same in another language (persist23.go)
	askWithheldLang24               // in another language: the agent's change kept out of what the user reads (lang24.go)
	askCoverLang24                  // in another language: a cover fixed for the user's question (lang24.go)
	askAnswered24                   // the agent told to answer its own confirmation (prec24.go)
	askPartTakenLang25              // in another language: a part of another's taken over or stated gone (hijack25.go)
	askStartup25                    // a fetch, a preload or the prompts off written into the user's startup files (persist25.go)
	askCount
)

var askNames = [askCount]string{
	"ask.exfil-outside", "ask.consent-claimed", "ask.asking-removed", "ask.safeguard-off",
	"ask.act-untold", "ask.out-of-sight", "ask.takeover", "ask.part-displaced",
	"ask.user-overruled", "ask.every-request", "ask.part-gone-lang", "ask.home-rule-lang",
	"ask.asking-off-lang", "ask.act-withheld", "ask.cover-told",
	"ask.rule-planted", "ask.rule-planted-lang",
	"ask.withheld-lang", "ask.cover-lang",
	"ask.answered-for-user",
	"ask.part-taken-lang",
	"ask.startup-written",
}

// askFamily is the directive family each reading's cue counts in.
var askFamily = [askCount]string{"exfil", "consent", "noconfirm", "noconfirm", "concealed", "concealed", "takeover", "takeover", "takeover", "takeover", "takeover", "planted",
	"noconfirm", "concealed", "concealed",
	"planted", "planted",
	"concealed", "concealed",
	"noconfirm",
	"takeover",
	"planted"}

// askRecords are the ask records as written (loadRules).
var askRecords []frameRecord

// AskReading is one reading of what an agent file asks, as its record
// gives it: for rules --frames and the docs.
type AskReading struct {
	ID, Concept, Rationale string
	Uses                   []string
	Match, NoMatch         []string
}

// AskReadings are the readings of what an agent file asks.
func AskReadings() []AskReading {
	loadRules()
	out := make([]AskReading, 0, len(askRecords))
	for _, r := range askRecords {
		out = append(out, AskReading{r.id, r.concept, r.rationale, r.uses, r.match, r.nomatch})
	}
	return out
}

// IsAskReading reports whether id names a reading of what an agent file
// asks (an ask record of rules/agent.rules): --disable and the config's
// rules turn it off as they do a phrase rule.
func IsAskReading(id string) bool {
	for _, n := range askNames {
		if n == id {
			return true
		}
	}
	return false
}

// The word sets of the readings (rules/agent.rules).
var (
	wsAskAgentPart   = newWordSet("ask-agent-part", false) // what an agent relies on: skill, command, agent, tool
	wsAskSelf        = newWordSet("ask-self", false)       // this unit as a place: here, me
	wsAskSelfDet     = newWordSet("ask-self-determiner", false)
	wsAskOwn         = newWordSet("ask-own", false)       // our own
	wsAskWorkData    = newWordSet("ask-work-data", false) // the user's files and code
	wsAskMeans       = newWordSet("ask-means", false)     // with, using: what an act is done with
	wsAskSendVerb    = newWordSet("ask-send-verb", false) // verbs of sending the transfer class lacks: mail
	wsAskGiven       = newWordSet("ask-consent-given", false)
	wsAskAhead       = newWordSet("ask-ahead", false)
	wsAskAsking      = newWordSet("ask-asking", false)
	wsAskWeighty     = newWordSet("ask-weighty-act", false)
	wsAskHarmless    = newWordSet("ask-harmless", false)
	wsAskSafeguard   = newWordSet("ask-safeguard", false)
	wsAskSwitchOff   = newWordSet("ask-switch-off", false)
	wsAskAutoOn      = newWordSet("ask-auto-approve", false)
	wsAskDescriber   = newWordSet("ask-describer", false)
	wsAskTell        = newWordSet("ask-tell", false)
	wsAskLeaveOut    = newWordSet("ask-leave-out", false)
	wsAskPlace       = newWordSet("ask-report-place", false)
	wsAskAct         = newWordSet("ask-agent-act", false)
	wsAskDone        = newWordSet("ask-done-pronoun", false)
	wsAskOnly        = newWordSet("ask-only", false)
	wsAskMinimize    = newWordSet("ask-minimizer", false)
	wsAskPurpose     = newWordSet("ask-purpose", false)
	wsAskVisible     = newWordSet("ask-visible", false)
	wsAskClear       = newWordSet("ask-clear", false)
	wsAskInstead     = newWordSet("ask-instead", false)
	wsAskUnfit       = newWordSet("ask-unfit", false)
	wsAskRoute       = newWordSet("ask-route", false)
	wsAskSetAside    = newWordSet("ask-set-aside", false)
	wsAskClaimNoun   = newWordSet("ask-builtin", false)
	wsAskNeeded      = newWordSet("ask-needed", false)
	wsAskTalkNoun    = newWordSet("ask-talk-noun", false)
	wsAskSwitchOn    = newWordSet("ask-switch-on", false)
	wsAskIf          = newWordSet("ask-if", false)
	wsAskRequestVerb = newWordSet("ask-request-verb", false)
	wsAskDeterminer  = newWordSet("ask-determiner", false)
	wsAskOrderNeg    = newWordSet("ask-order-negation", false)
	wsAskStateAux    = newWordSet("ask-state-aux", false)
	wsAskKeep        = newWordSet("ask-keep", false)
	wsAskDeed        = newWordSet("ask-deed", false)
	wsAskFail        = newWordSet("ask-fail", false)
	wsAskToward      = newWordSet("ask-toward", false)
	wsAskHeadNoun    = newWordSet("ask-head-noun", false)
	wsAskDeictic     = newWordSet("ask-deictic", false)
	wsAskChange      = newWordSet("ask-change", false)
	wsAskGivenAhead  = newWordSet("ask-consent-ahead", false)
	wsAskAux         = newWordSet("ask-aux", false)
	wsAskCheck       = newWordSet("ask-check", false)
	wsAskRelative    = newWordSet("ask-relative", false)
	wsAskShipped     = newWordSet("ask-shipped", false)
	wsAskAgentTool   = newWordSet("ask-agent-tool", false)
	wsAskOther       = newWordSet("ask-other", false)
	wsAskGone        = newWordSet("ask-gone", false)
	wsAskReplacement = newWordSet("ask-replacement", false)
	wsAskConcessive  = newWordSet("ask-concessive", false)
	wsAskNameVerb    = newWordSet("ask-name-verb", false)
	wsAskExplicit    = newWordSet("ask-explicit", false)
	wsAskAnyway      = newWordSet("ask-anyway", false)
	wsAskRequestNoun = newWordSet("ask-request-noun", false)
	wsAskRestrict    = newWordSet("ask-restrict", false)
	wsAskUseVerb     = newWordSet("ask-use-verb", false)
	wsAskUsedVerb    = newWordSet("ask-used-verb", false)
	wsAskPriority    = newWordSet("ask-priority", false)
	wsAskPartNoun    = newWordSet("ask-part-noun", false)
	wsAskReportVerb  = newWordSet("ask-report-verb", false)
	wsAskSupplant    = newWordSet("ask-supplant", false)
	wsAskHiddenAct   = newWordSet("ask-hidden-act", false)
	wsScopeDet       = newWordSet("take21-scope-det", false)
	wsAhead          = newWordSet("take21-ahead", false)
	wsTakeAnaphor    = newWordSet("take21-anaphor", false)
	wsSelfPronoun    = newWordSet("take21-self-pronoun", false)
	wsLeaveStep      = newWordSet("take21-leave-step", false)
)

// askReader holds one sentence's tokens for the readings.
type askReader struct {
	v   *ToolView
	a   *Analysis
	s   Sent
	raw string
	dq  dquoteMemo28 // persist28.go: which tokens of s stand in a quotation
}

func (r *askReader) txt(i int) string { return r.a.Tokens[i].Text(r.a) }

// prohibits: token i opens a prohibition (prohibitsAt).
func (r *askReader) prohibits(i int) bool { return prohibitsAt(r.a, i) }

func (r *askReader) class(i int) demandClass { return demandOf(r.a, &r.a.Tokens[i]) }

// word: token i is a word or an identifier.
func (r *askReader) word(i int) bool {
	k := r.a.Tokens[i].Kind
	return k == TokWord || k == TokIdent
}

// clauseStart is the first token of the clause token i stands in: after
// the nearest ";", ":" or "," before it, or the sentence's start.
func (r *askReader) clauseStart(i int) int {
	for k := i - 1; k >= r.s.From; k-- {
		if t := &r.a.Tokens[k]; t.Kind == TokPunct {
			switch t.Text(r.a) {
			case ";", ":", ",", "(", ")", "—", "–", "|":
				if r.listComma27(k) {
					continue
				}
				return k + 1
			}
		}
	}
	return r.s.From
}

// negated: a negation opens token i's clause before it ("never send",
// "do not mention", "no need to ask").
func (r *askReader) negated(i int) bool {
	for k, cs := i-1, r.clauseStart(i); k >= cs; k-- {
		if r.class(k)&dNegation != 0 && !wsD26Without.has(r.txt(k)) || r.prohibits(k) {
			return true
		}
	}
	return false
}

// negatedNear: a negation stands among the n tokens before token i in
// its clause ("do not mention", "must never show"): it governs that verb,
// not one further on ("what you couldn't substantiate, say why").
func (r *askReader) negatedNear(i, n int) bool {
	for k := i - 1; k >= r.clauseStart(i) && k >= i-n; k-- {
		if r.class(k)&dNegation != 0 && !wsD26Without.has(r.txt(k)) || r.prohibits(k) {
			return true
		}
	}
	return false
}

// negatedBefore: a negation stands before token i in the sentence, with
// no ";" between ("never include scripts (snapshot, purge) without the
// flag": the negation opens the act "without" qualifies).
func (r *askReader) negatedBefore(i int) bool {
	for k := i - 1; k >= r.s.From; k-- {
		if r.txt(k) == ";" {
			return false
		}
		if r.class(k)&dNegation != 0 && !wsD26Without.has(r.txt(k)) || r.prohibits(k) {
			return true
		}
	}
	return false
}

// nounUse: the word at token i is used as a noun: a determiner or a
// possessive stands before it ("David's post", "the upload").
func (r *askReader) nounUse(i int) bool {
	if i == r.s.From {
		return false
	}
	p := r.txt(i - 1)
	if st := int(r.a.Tokens[i].Start); st >= 3 && st <= len(r.raw) && (r.raw[st-3:st] == "'s " || strings.HasSuffix(r.raw[:st], "’s ")) {
		return true // "David's post": the tokens drop the possessive
	}
	return wsAskDeterminer.has(p) || strings.HasSuffix(p, "'s") || strings.HasSuffix(p, "’s") || p == "'" || p == "’" || wsD26PossessiveS.has(p) && i-2 >= r.s.From && (r.txt(i-2) == "'" || r.txt(i-2) == "’")
}

// orderNegated: an order's negation stands right before the verb at
// token i ("do not mention", "never show", "must not include"), not a
// statement's ("isn't present", "the skill doesn't include").
func (r *askReader) orderNegated(i int) bool {
	// The passive of a prohibition: "is not to be mentioned", "are
	// never to be shown": the negation stands before "to be".
	if i-3 >= r.clauseStart(i) && wsBaseBe.has(r.txt(i-1)) && wsInfinitiveTo.has(r.txt(i-2)) {
		if t := r.txt(i - 3); wsAskOrderNeg.has(t) || prohibition[t] {
			return true
		}
	}
	for k := i - 1; k >= r.clauseStart(i) && k >= i-2; k-- {
		t := r.txt(k)
		if !wsAskOrderNeg.has(t) && !prohibition[t] {
			continue
		}
		if wsD26Not.has(t) && k > r.s.From && wsAskStateAux.has(r.txt(k-1)) {
			return false // "is not", "does not"
		}
		return true
	}
	return false
}

// statedNegated: the verb at i is a participle stated negated after a
// verb of state ("is not mentioned", "are not listed"): a statement of
// what is not told, which orderNegated leaves to the act it is said of.
func (r *askReader) statedNegated(i int) bool {
	k := i - 1
	if k-1 < r.clauseStart(i) || !wsNotWord.has(r.txt(k)) {
		return false
	}
	return wsAskStateAux.has(r.txt(k - 1))
}

// tableRow: the sentence is a row of a Markdown table (it opens with
// "|"): reference data, not a request.
func (r *askReader) tableRow() bool {
	start := int(r.a.Tokens[r.s.From].Start)
	line := r.raw[:min(start, len(r.raw))]
	if k := strings.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	return strings.HasPrefix(strings.TrimSpace(line)+r.txt(r.s.From), "|")
}

// conditioned: token i's clause is a condition or a time clause ("if the
// user has approved", "once the skill is disabled").
func (r *askReader) conditioned(i int) bool {
	for k, cs := i-1, r.clauseStart(i); k >= cs; k-- {
		if wsConditionOpener.has(r.txt(k)) {
			return true
		}
	}
	return false
}

// checked: a verb of checking opens token i's clause before it ("verify
// all PRs are approved", "make sure each signer is authorized"): what
// follows is to be checked, not claimed.
func (r *askReader) checked(i int) bool {
	for k, cs := i-1, r.clauseStart(i); k >= cs; k-- {
		if wsAskCheck.has(r.txt(k)) {
			return true
		}
	}
	return false
}

// find is the first token from..to-1 for which ok holds, -1 if none.
func (r *askReader) find(from, to int, ok func(i int) bool) int {
	for i := max(from, r.s.From); i < min(to, r.s.To); i++ {
		if ok(i) {
			return i
		}
	}
	return -1
}

// askCues adds the cues of the readings of sentence s of an instruction
// kind's prose.
func askCues(v *ToolView, a *Analysis, s Sent, raw string, add func(directiveCue)) {
	r := &askReader{v: v, a: a, s: s, raw: raw}
	cue := func(id askID, from, to int) {
		if v.offPhrases[askNames[id]] || quotedSpeech(v, a, raw, s, from) {
			return // quotedSpeech: someone's words, not the order (prec22a)
		}
		add(directiveCue{askFamily[id], 1.0, from, to, askNames[id]})
	}
	if i, j := r.exfilOutside(); i >= 0 {
		cue(askExfilOutside, i, j+1)
	}
	// The readings that find one word: the cue spans it.
	for _, rd := range [...]struct {
		id   askID
		read func() int
	}{
		{askConsentClaimed, r.consentClaimed},
		{askAskingRemoved, r.askingRemoved},
		{askSafeguardOff, r.safeguardOff},
		{askSafeguardOff, r.evade29AroundGate}, // evade29.go: a bypass switch, a command routed around its gate
		{askActUntold, r.actUntold},
		{askOutOfSight, r.outOfSight},
		{askTakeover, r.takeover},
		{askPartDisplaced, r.partDisplaced},
		{askUserOverruled, r.userOverruled},
		{askEveryRequest, r.everyRequest},
		{askActWithheld23, r.actWithheld23},
		{askCoverTold23, r.coverTold23},
		{askPlanted23, r.rulePlanted28}, // persist23.go, persist28.go
		{askAnswered24, r.answeredForUser24},
		{askStartup25, r.startupWrittenEn25},
	} {
		if i := rd.read(); i >= 0 {
			cue(rd.id, i, i+1)
		}
	}
	// Another language's sentence: the readings by its lexicon's classes
	// and by what any language writes alike (a path, a slash command, a
	// tool's documented name).
	if sl := sentenceLang(a, s); sl.english <= 0 && sl.lang != "" {
		f := readLang(raw, a, s, sl.lang)
		if i := r.partGoneLang(&f); i >= 0 {
			cue(askPartGoneLang, i, i+1)
		}
		if i := r.homeRuleLang(&f); i >= 0 {
			cue(askHomeRuleLang, i, i+1)
		}
		if i := r.actUntoldLang(&f); i >= 0 {
			cue(askActUntold, i, i+1) // instruction_hide.go
		}
		if i := r.askingOffLang(&f); i >= 0 {
			cue(askAskingOffLang, i, i+1) // instruction_lang22.go
		}
		if i := r.rulePlantedLang23(&f); i >= 0 {
			cue(askPlantedLang23, i, i+1) // persist23.go
		} else if i := r.memoryPlantedLang28(&f); i >= 0 {
			cue(askPlantedLang23, i, i+1) // persist28.go
		} else if i := r.propagatedLang29(&f); i >= 0 {
			cue(askPlantedLang23, i, i+1) // persist29.go
		}
		if i := r.withheldLang24(&f); i >= 0 {
			cue(askWithheldLang24, i, i+1) // lang24.go
		}
		if i := r.coverLang24(&f); i >= 0 {
			cue(askCoverLang24, i, i+1) // lang24.go
		}
		if i := r.partTakenLang25(&f); i >= 0 {
			cue(askPartTakenLang25, i, i+1) // hijack25.go
		}
		if i := r.startupWritten25(&f); i >= 0 {
			cue(askStartup25, i, i+1) // persist25.go
		}
		r.plantedJoinedLang25(sl.lang, cue) // persist25.go: a sentence cut at a line break
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
func (r *askReader) partGoneLang(f *langFacts) int {
	if r.tableRow() || r.questionOrReport() {
		return -1
	}
	for i := range f.hits {
		o := &f.hits[i]
		if !o.cls.has(lObsolete) || f.negatedAt(o) || f.inClauseBefore(o, lConditional) != nil || hijack25CondAfter(f, o) {
			continue
		}
		cf, _ := f.clauseOf(o)
		// The part: a word of being shipped, or a token any language
		// writes alike, in the clause before the state, or (Japanese,
		// Korean, Chinese put the topic first; German its verb last) the
		// same clause.
		part := -1
		for j := range f.hits {
			if h := &f.hits[j]; h.cls.has(lShipped) && h.start >= cf && h.end <= o.start {
				part = f.tokAt(r.a, h.start)
				break
			}
		}
		if part < 0 {
			// A tool the agents' documentation names (WebFetch) is
			// the agent's own by its name. A slash command or a server
			// alone may be the project's own (der alte Befehl /deploy-old
			// ist veraltet): as in English, only a word of being shipped
			// makes it the agent's.
			for k := r.s.From; k < r.s.To; k++ {
				off := int(r.a.Tokens[k].Start) - f.base
				if off >= cf && off < o.start && wsAskAgentTool.has(strings.ToLower(r.txt(k))) {
					part = k
					break
				}
			}
		}
		if part < 0 {
			part = r.hijack24LangPart(f, cf, o) // hijack24.go: a program or another agent's tool
		}
		if part < 0 {
			continue
		}
		// This unit's own part (diese Version ist veraltet): grammar-self
		// between the part and the state.
		self := false
		for j := range f.hits {
			if h := &f.hits[j]; h.cls.has(lSelf) && h.start >= cf && h.end <= o.start {
				self = true
			}
		}
		if !self {
			return part
		}
	}
	return -1
}

// tokAt is the token of analysis a that starts at byte off of f's text
// (the first at or after it).
func (f *langFacts) tokAt(a *Analysis, off int) int {
	at := int32(off + f.base)
	for k := range a.Tokens {
		if a.Tokens[k].End > at {
			return k
		}
	}
	return len(a.Tokens) - 1
}

// homeRuleLang (ask.home-rule-lang): in another language, a path into an
// agent's home folder (~/.claude/CLAUDE.md, ~/.gemini/GEMINI.md: where
// its global rules and memory are read again in every later session)
// named by a sentence that orders or states a writing there, with a
// scope past this task (demand-lasting: von nun an, 今後; grammar-every:
// in jedem Projekt), or, ordered, a verb of putting or keeping there
// (demand-send, -persist, -reroute, -record: añade, copia, speichere), as
// the English home-path cue counts with writes.into-place. A place where skills and servers are
// installed counts only with the scope. Not negated or forbidden, not a
// condition, not a permission (the user may put their own rules there).
func (r *askReader) homeRuleLang(f *langFacts) int {
	home := r.find(r.s.From, r.s.To, func(k int) bool {
		return r.a.Tokens[k].Kind == TokPath && homePathCue(strings.ToLower(r.txt(k))) > 0
	})
	// A table row (| storage | global (~/.claude/x/) |) documents where
	// something is kept: reference data, as partGoneLang reads it.
	if home < 0 || r.tableRow() || f.has(lset(lPermission, lProhibitive, lNegator)) {
		return -1
	}
	// A condition before the path (si el archivo no existe): what to do
	// when, not a rule planted.
	if c := f.hit(lConditional); c != nil && c.start < int(r.a.Tokens[home].Start)-f.base {
		return -1
	}
	scope := f.has(lset(lLasting, lEvery))
	if homePathCue(strings.ToLower(r.txt(home))) < homePathWeight {
		if scope {
			return home
		}
		return -1
	}
	// persist25: a verb of writing into a file is the act too, and opens
	// an order in the languages whose imperative comes first.
	if scope || (f.ordered() || f.first.has(lWrite25)) && f.has(lset(lPersist, lSend, lReroute, lRecord, lWrite25)) {
		return home
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
func (r *askReader) exfilOutside() (int, int) {
	a, s := r.a, r.s
	if r.tableRow() {
		return -1, -1
	}
	verb, obj, addr := -1, -1, -1
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		switch t.Kind {
		case TokURL, TokEmail:
			// A Markdown image's or link's destination is where the
			// picture or the page is, not where something is sent (what
			// its query carries is instructionCues' reading).
			if addr < 0 && outsideAddress(r.txt(i)) && !obtainedFrom(a, s, i) && !renderedImage(r.raw, int(t.Start)) && !r.ownAddress(i) {
				addr = i
			}
			continue
		case TokPath:
			if _, ok := sensitiveResource(a, t); ok && obj < 0 && !r.means(i) {
				obj = i
			}
			continue
		case TokWord, TokIdent:
		default:
			continue
		}
		c := r.class(i)
		txt := r.txt(i)
		if verb < 0 && (c&(dTransfer|dSend|dReroute) != 0 || wsAskSendVerb.has(txt)) && !r.negated(i) && !r.nounUse(i) {
			verb = i
		}
		if obj < 0 && !r.means(i) {
			_, sens := sensitiveResource(a, t)
			if sens || c&(dSecret|dSecretQualified|dContext|dPersonal) != 0 || t.Kind == TokIdent && secretNamed(txt) {
				obj = i
			} else if wsAskWorkData.has(txt) && !selfDocument(a, s, i) || wsAskTalkNoun.has(txt) && r.find(i-4, i, func(k int) bool {
				return r.class(k)&dPerson != 0 || wsD26Your.has(r.txt(k))
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

// means: token i is what an act is done with ("with the PYPI_TOKEN",
// "using the CODECOV_TOKEN secret"): a word of means within three
// tokens before it, no verb of sending between.
func (r *askReader) means(i int) bool {
	for k := i - 1; k >= r.s.From && k >= i-3; k-- {
		if wsAskMeans.has(r.txt(k)) {
			return true
		}
		if r.class(k)&(dTransfer|dSend) != 0 || r.a.Tokens[k].Kind == TokPunct {
			return false
		}
	}
	return false
}

// ownAddress: the address at token i is one the unit names as its own:
// a label of its host or its path's first segment is a word of the
// unit's other text or of its name (namedURL).
func (r *askReader) ownAddress(i int) bool {
	t := r.a.Tokens[i]
	u := r.txt(i)
	if t.Kind == TokEmail {
		_, host, _ := strings.Cut(u, "@")
		u = host
	} else if _, rest, ok := strings.Cut(u, "://"); ok {
		u = rest
	}
	start, end := int(r.a.Tokens[r.s.From].Start), int(r.a.Tokens[r.s.To-1].End)
	if end > len(r.raw) || start > end {
		return false
	}
	rest := strings.ToLower(r.raw[:start] + " " + r.raw[end:] + " " + r.v.Tool.Name)
	return namedURL(u, rest, strings.ToLower(r.v.otherText()))
}

// consentClaimed (ask.consent-claimed): a word of consent given
// (approved, agreed, pre-authorized) that no condition opens ("if the
// user has approved the plan") and no obligation or negation governs
// ("must be approved", "has not agreed"), whose scope is every act of a
// kind or acts to come ("all of them", "every deletion", "in advance",
// "already").
func (r *askReader) consentClaimed() int {
	for i := r.s.From; i < r.s.To; i++ {
		if !r.word(i) || !wsAskGiven.has(r.txt(i)) || r.conditioned(i) || r.negated(i) || r.checked(i) {
			continue
		}
		if i+1 < r.s.To && r.word(i+1) && !r.a.Tokens[i+1].Is(wcFunctionWord) {
			continue // a noun's attribute: "have approved treatment plans"
		}
		bad := false
		for k := i - 1; k >= r.clauseStart(i) && k >= i-4; k-- {
			if r.class(k)&dObligation != 0 || wsD26To.has(r.txt(k)) {
				bad = true // "must be approved", "waits to be approved"
			}
		}
		// A claim: the word is a predicate ("have approved", "is
		// pre-authorized", "the user agreed") or puts consent ahead
		// ("approved in advance"); not a noun's attribute ("the
		// approved images") or a relative clause ("changes that have
		// been approved").
		pred := false
		for k := i - 1; k >= r.clauseStart(i) && k >= i-3; k-- {
			if wsAskRelative.has(r.txt(k)) {
				bad = true
			}
			if wsAskAux.has(r.txt(k)) || k == i-1 && r.class(k)&dPerson != 0 {
				pred = true
			}
		}
		pred = pred || r.find(i+1, i+4, func(k int) bool { return wsAskAhead.has(r.txt(k)) }) >= 0 || wsAskGivenAhead.has(r.txt(i)) && r.find(i+1, i+3, func(k int) bool { return wsD26By.has(r.txt(k)) || wsD26For.has(r.txt(k)) }) >= 0
		if bad || !pred {
			continue
		}
		scope := r.find(i-6, i+8, func(k int) bool {
			return wsTotality.has(r.txt(k)) || wsD26Any.has(r.txt(k)) || wsAskAhead.has(r.txt(k))
		})
		if wsAskGivenAhead.has(r.txt(i)) {
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
func (r *askReader) askingRemoved() int {
	for i := r.s.From; i < r.s.To; i++ {
		if !r.word(i) || !wsAskAsking.has(r.txt(i)) {
			continue
		}
		off := false
		if w := r.find(i-4, i, func(k int) bool { return wsD26Without.has(r.txt(k)) }); w >= 0 {
			// "without asking": an act done without it, unless a
			// negation opens the act ("never push without approval")
			// or the act fails for want of it ("deletions fail without
			// permissions").
			off = !r.negatedBefore(w) && r.find(r.clauseStart(w), w, func(k int) bool { return r.class(k)&dFault != 0 || wsAskFail.has(r.txt(k)) }) < 0
		} else if r.negatedNear(i, 5) && !r.stateNegatedApart(i, 5) {
			off = true
		} else if r.find(i+1, i+7, func(k int) bool { return r.class(k)&dNegation != 0 }) >= 0 &&
			r.find(i+1, i+8, func(k int) bool {
				return r.class(k)&(dObligation) != 0 || wsAskNeeded.has(r.txt(k))
			}) >= 0 {
			off = true // "approval is not required", "confirmation is not needed"
		}
		if !off || r.conditioned(i) || r.find(i+1, i+3, func(k int) bool { return wsAskIf.has(r.txt(k)) }) >= 0 || r.prec23PermissionDenied(i) ||
			r.prec24RemovalForbidden(i) || r.prec24ClaimDenied(i) {
			continue // "without asking when the state answers it"
		}
		if wsAskRequestVerb.has(r.txt(i)) && r.find(i+2, i+4, func(k int) bool { return wsD26To.has(r.txt(k)) }) >= 0 {
			continue // "do not ask reviewers to rediscover it": a request, not a consent
		}
		if n := i + 1; r.class(i)&dConsent != 0 && n < r.s.To && r.a.Tokens[n].Kind == TokWord && !r.a.Tokens[n].Is(wcFunctionWord) &&
			!wsConditionOpener.has(r.txt(n)) && !wsAskSafeguard.has(r.txt(n)) && r.class(n)&(dNegation|dPerson) == 0 && !wsAskNeeded.has(r.txt(n)) {
			continue // a noun's modifier: "no confirmation approach", "approval gates"
		}
		if r.find(r.s.From, r.s.To, func(k int) bool { return wsAskHarmless.has(r.txt(k)) }) >= 0 {
			continue
		}
		if r.find(r.s.From, r.s.To, func(k int) bool { return wsAskWeighty.has(r.txt(k)) && !r.negatedNear(k, 2) }) >= 0 {
			return i // a weighty act, not one said not to be ("enabling is not destructive")
		}
	}
	return -1
}

// safeguardOff (ask.safeguard-off): a safeguard (the sandbox, the
// confirmation prompts, the approval policy) and a word of switching it
// off within four words, or auto-approval named on; not negated, not a
// condition, not what something else does ("it turns off every check").
func (r *askReader) safeguardOff() int {
	for i := r.s.From; i < r.s.To; i++ {
		if !r.word(i) {
			continue
		}
		txt := r.txt(i)
		if wsAskAutoOn.has(txt) && !r.negated(i) && !r.conditioned(i) && !r.prec24AutoRestricted(i) &&
			r.find(i-3, i+4, func(k int) bool { return wsAskSwitchOn.has(r.txt(k)) && !(k < i && r.statedBySubject(k)) }) >= 0 &&
			r.find(r.s.From, r.s.To, func(k int) bool { return wsAskHarmless.has(r.txt(k)) }) < 0 {
			return i // auto-approval turned on, enabled, set
		}
		if !wsAskSafeguard.has(txt) {
			continue
		}
		off := r.find(i-4, i+5, func(k int) bool {
			if k == i || !wsAskSwitchOff.has(r.txt(k)) && !wsLeaveStep.has(r.txt(k)) {
				return false
			}
			if k < i && !wsAskSwitchOff.has(r.txt(k)) {
				return false // "skip download confirmations": a flag's documentation; only "the prompts are skipped" states them off
			}
			if k < i {
				return r.class(k)&dNegation == 0 // "disable the sandbox", "turn off the prompts"
			}
			// After it, as its state or its value: "the sandbox is
			// disabled", "approval_policy to never", "prompts off".
			for m := i + 1; m < k; m++ {
				if t := r.txt(m); !wsAskStateAux.has(t) && !wsAskSwitchOn.has(t) && !wsD26To.has(t) && t != "=" && t != ":" {
					return false
				}
			}
			return true
		})
		if off < 0 {
			off = r.prec24CoordinatedOff(i)
		}
		if off < 0 {
			continue
		}
		first := min(i, off)
		if r.conditioned(first) || first > r.s.From && wsAskDescriber.has(r.txt(first-1)) || r.prec23Requested(first) {
			continue
		}
		if classifyPosition(r.a, first) != posInstruction {
			continue // quoted, or what an analysis looks for ("audits rules for attempts to disable ...")
		}
		if neg := r.negated(first); neg && r.class(off)&dNegation == 0 {
			continue
		}
		return i
	}
	return -1
}

// statedBySubject: the verb at token k has a subject before it in its
// clause, a noun ("deployment groups enable ...", "the flag turns on
// ..."): what something does, stated, not an order to the agent, whose
// verb opens its clause or follows a modal, a negation, "to" or an
// adverb.
func (r *askReader) statedBySubject(k int) bool {
	if k <= r.s.From || clauseStart(r.a, r.s, k) {
		return false
	}
	p := &r.a.Tokens[k-1]
	w := p.Text(r.a)
	if p.Kind != TokWord || grammar(w, gFunction|gDo|gBe|gModal|gAdverb) || p.Is(wcAdverb) || wsD26To.has(w) ||
		r.class(k-1)&(dNegation|dAgent) != 0 || prohibition[w] {
		return false
	}
	return !p.Is(wcVerb) || w != p.Stem(r.a)
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
func (r *askReader) actUntold() int {
	act := r.find(r.s.From, r.s.To, func(k int) bool {
		if !r.word(k) {
			return false
		}
		if wsAskDone.has(r.txt(k)) && k+1 < r.s.To && wsD26You.has(r.txt(k+1)) {
			return true
		}
		// An act named by a noun, not a noun's modifier ("the command
		// output", "request bodies": what is left out is the output).
		if k+1 < r.s.To && wsAskHeadNoun.has(r.txt(k+1)) {
			return false
		}
		if wsAskAct.has(r.txt(k)) || wsAskChange.has(r.txt(k)) {
			return true
		}
		// In a region only the model sees (an HTML comment, a collapsed
		// block), what the region asks is the act: "do not mention it",
		// "keep this out of the summary".
		if r.v.hidden && wsAskHiddenAct.has(r.txt(k)) {
			return true
		}
		// A deed made one particular act: "this step", "the extra call".
		return (r.class(k)&dDeed != 0 || wsAskDeed.has(r.txt(k))) && r.find(k-2, k, func(m int) bool { return wsAskDeictic.has(r.txt(m)) }) >= 0
	})
	if act < 0 {
		// An act named by a clause of the agent's (instruction_hide.go):
		// "the files you modify", "which commands you ran".
		act = r.find(r.s.From, r.s.To, r.agentDeedClause)
	}
	person := r.find(r.s.From, r.s.To, func(k int) bool { return r.class(k)&dPerson != 0 })
	place := func(verb int) bool {
		return r.find(r.clauseStart(verb), r.s.To, func(k int) bool {
			if k > verb && r.clauseStart(k) != r.clauseStart(verb) {
				return false // the place is in the verb's clause
			}
			return k != verb && (wsAskPlace.has(r.txt(k)) || r.class(k)&dReply != 0)
		}) >= 0
	}
	for i := r.s.From; i < r.s.To; i++ {
		if !r.word(i) {
			continue
		}
		txt, c := r.txt(i), r.class(i)
		tell := (wsAskTell.has(txt) || c&dCommunicate != 0) && !wsAskAsking.has(txt) && !objectAfterOrder(r.a, r.s, i)
		switch {
		case tell && r.v.hidden && r.orderNegated(i) && !r.leftToAsking(i) && !personToldToAct(r.a, r.s, i):
			return i // in a region only the model sees, a telling forbidden is the region's concealment
		case tell && act >= 0 && r.orderNegated(i) && (act > i || !r.agentDeedClause(act) || r.passiveAt(i)) && (person >= 0 || place(i) || wsAskAct.has(r.txt(act)) && r.definite(act)) && !r.leftToAsking(i) &&
			!personToldToAct(r.a, r.s, i) && !r.nextClause(i, act) && !r.personsOwnAsk(i) && !r.datumPut24(i, act) && !r.prec25OwnObject(i, act) && !r.prec25NounTelling(i):
			return i // an act named for what it does ("don't show the curl command") needs no place
		case tell && act >= 0 && act < i && (wsAskAct.has(r.txt(act)) || r.agentDeedClause(act) && r.passiveAt(i)) && r.statedNegated(i) && (person >= 0 || place(i)) && !r.leftToAsking(i) &&
			!r.conditioned(i) && !personToldToAct(r.a, r.s, i):
			return i // stated of an act named for what it does: "the extra sync is not mentioned in commit messages"
		case (wsAskLeaveOut.has(txt) || c&dConceal != 0 || wsAskKeep.has(txt) && r.find(i+1, i+8, func(k int) bool { return wsD26Out.has(r.txt(k)) }) >= 0) &&
			act >= 0 && (!r.agentDeedClause(act) || r.clauseStart(act) == r.clauseStart(i)) && place(i) && !r.negated(i) && !r.prec25OwnObject(i, act) && !r.prec25Attributive(i):
			return i
		case (tell || c&dAnswer != 0 && r.deniedAfter(i)) && person >= 0 && person < i && r.clauseStart(i) > person && act > person && act < r.clauseStart(i) &&
			r.find(r.s.From, person, func(k int) bool { return wsConditionOpener.has(r.txt(k)) }) >= 0 &&
			(r.find(i-2, i+3, func(k int) bool { return wsAskOnly.has(r.txt(k)) }) >= 0 || r.deniedAfter(i)) && !r.semicolonBetween(act, i):
			return i // "if the user asks what you changed, list only ...": the condition names the act asked about
		case tell && act > i && !r.negated(i) && r.find(act+1, r.s.To, func(k int) bool {
			return wsD26As.has(r.txt(k)) && r.find(k+1, k+4, func(m int) bool { return wsAskMinimize.has(r.txt(m)) }) >= 0
		}) >= 0:
			return i // "present the changes as a routine cleanup"
		case c&dAware != 0 && person >= 0 && person < i && r.negated(i) && !r.conditioned(i) &&
			r.find(person+1, i, func(k int) bool { return r.class(k)&(dAgent|dPerson) != 0 }) < 0 &&
			r.find(i+1, i+3, func(k int) bool { t := r.txt(k); return wsD26That.has(t) || wsD26About.has(t) || wsD26Of.has(t) }) >= 0:
			return i // "the user must not learn that ..."; not a condition ("if a user wouldn't need to know about it, skip the entry")
		}
	}
	return -1
}

// personsOwnAsk: the negation before the telling verb at i is what the
// user asks or says ("or the user explicitly says not to include the
// block", "unless they ask you not to list it"): the user's own wish,
// which the agent follows, not an act kept from them.
func (r *askReader) personsOwnAsk(i int) bool {
	neg := r.find(max(r.s.From, i-3), i, func(k int) bool { return wsAskOrderNeg.has(r.txt(k)) || r.prohibits(k) })
	if neg < 0 {
		return false
	}
	// The verb of saying or asking right before the negation, past one
	// pronoun of the agent ("asks you not to").
	verb := neg - 1
	if verb > r.s.From && r.class(verb)&dAgent != 0 {
		verb--
	}
	if verb <= r.s.From || r.class(verb)&dCommunicate == 0 && !wsAskRequestVerb.has(r.txt(verb)) && !wsAskTell.has(r.txt(verb)) {
		return false
	}
	// Its subject the person, an adverb between at most.
	return r.find(max(r.s.From, verb-3), verb, func(k int) bool { return r.class(k)&dPerson != 0 || wsD26They.has(r.txt(k)) }) >= 0
}

// nextClause: token j stands after token i past a semicolon or a dash,
// in a clause of its own, and the verb at i has an object of its own
// before the mark ("don't mention the ticket numbers; describe the change
// itself"): what is not told is that object, not the act after. A verb
// with only a pronoun ("do not mention them; call it a success") leaves
// the act after to tell what is meant.
func (r *askReader) nextClause(i, j int) bool {
	if j <= i {
		return false
	}
	sep := r.find(i+1, j, func(k int) bool {
		t := r.txt(k)
		return r.a.Tokens[k].Kind == TokPunct && (t == ";" || t == "—" || t == "–")
	})
	if sep < 0 {
		return false
	}
	return r.find(i+1, sep, func(k int) bool {
		t := &r.a.Tokens[k]
		w := t.Text(r.a)
		return t.Kind == TokWord && !grammar(w, gFunction|gDo|gBe|gModal|gAdverb) && r.class(k)&(dNegation|dPerson|dCommunicate) == 0 && !wsAskTell.has(w)
	}) >= 0
}

// definite: a determiner stands within two tokens before token i ("the
// curl command", "this upload"): one particular act, not a topic ("don't
// explain telemetry").
func (r *askReader) definite(i int) bool {
	return r.find(i-2, i, func(k int) bool { return wsAskDeterminer.has(r.txt(k)) }) >= 0
}

// leftToAsking: a condition after the telling verb at token i leaves the
// telling to the user's asking ("unless the user asks").
func (r *askReader) leftToAsking(i int) bool {
	c := r.find(i+1, r.s.To, func(k int) bool { return wsConditionOpener.has(r.txt(k)) })
	return c >= 0 && r.find(c+1, c+4, func(k int) bool { return r.class(k)&dPerson != 0 }) >= 0
}

// outOfSight (ask.out-of-sight): output cleared, redirected or removed
// (a verb of clearing or concealing) so that nothing of it shows or is
// kept ("so its output is not visible", "so that nothing shows in the
// chat", "so no record remains").
func (r *askReader) outOfSight() int {
	for i := r.s.From; i < r.s.To; i++ {
		if !wsAskPurpose.has(r.txt(i)) {
			continue
		}
		// A verb of clearing in the base form, the order's: "clear the
		// terminal", "redirect the output"; not a state ("it's
		// excluded only so it doesn't surface as a row").
		verb := r.find(r.s.From, i, func(k int) bool { return wsAskClear.has(r.txt(k)) })
		if verb < 0 || r.negated(verb) {
			continue
		}
		neg := r.find(i+1, i+7, func(k int) bool { return r.class(k)&dNegation != 0 || r.prohibits(k) })
		if neg < 0 {
			continue
		}
		if r.find(neg, i+9, func(k int) bool { return wsAskVisible.has(r.txt(k)) || r.class(k)&(dAware|dAppear) != 0 }) >= 0 {
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
func (r *askReader) takeover() int {
	if r.tableRow() {
		return -1
	}
	if i := r.hijack26NameTaken(); i >= 0 {
		return i // hijack26.go: this unit's name taken from another part
	}
	self, here, other := -1, -1, -1
	var others []int
	for i := r.s.From; i < r.s.To; i++ {
		txt := r.txt(i)
		if self < 0 && wsAskSelfDet.has(txt) && r.find(i+1, i+3, func(k int) bool {
			return wsAskAgentPart.has(r.txt(k)) || wsD26One.has(r.txt(k))
		}) >= 0 {
			self = i
			continue
		}
		if here < 0 && wsAskSelf.has(txt) {
			here = i
			continue
		}
		slash := r.a.Tokens[i].Kind == TokPath && strings.HasPrefix(txt, "/") && !strings.Contains(txt[1:], "/") && len(txt) > 2
		if (slash || wsAskAgentPart.has(txt) || wsAskClaimNoun.has(txt) || r.hijack23ShippedNoun(i)) && !r.hijack23Modifier(i) && !(wsAskAgentPart.has(txt) && r.pub28LastModifier(i)) {
			det := false
			for k := i - 1; k >= r.s.From && k >= i-3; k-- {
				if wsAskSelfDet.has(r.txt(k)) || wsAskOwn.has(r.txt(k)) {
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
	if self < 0 && here < 0 || other < 0 || r.find(r.s.From, max(self, here), func(k int) bool { return wsConditionOpener.has(r.txt(k)) }) >= 0 {
		return -1
	}
	for i := r.s.From; i < r.s.To; i++ {
		txt, c := r.txt(i), r.class(i)
		if !r.word(i) {
			continue
		}
		switch {
		case self >= 0 && (wsAskInstead.has(txt) || c&dReplace != 0):
			if r.negated(i) || r.find(i+1, i+3, func(k int) bool { return r.class(k)&dReplace != 0 }) >= 0 {
				continue // "rather than replacing it"
			}
			// This unit in the other's place: "use this skill instead
			// of the pdf skill", "this command overrides /review", "the
			// deploy skill is replaced by this one"; not "use the
			// backend agent instead", nor "this agent works rather than
			// patching".
			if self < i && other > i && other <= i+5 || other < i && self > i && self <= i+4 || c&dReplace != 0 && self < i && other > i {
				return self
			}
		case self >= 0 && (c&dUnavailable != 0 || wsAskUnfit.has(txt)):
			if r.conditioned(i) || r.negated(i) || r.find(i-5, i, func(k int) bool { return slices.Contains(others, k) }) < 0 {
				continue // the other is what is out of service
			}
			return self
		case wsAskRoute.has(txt):
			// Work routed to this unit: "route its work to this agent",
			// "handled here"; not this unit as the one that works ("the
			// writing skill handles prose; this skill handles structure").
			for _, at := range []int{self, here} {
				if at > i && at <= i+6 && !r.negated(i) && (wsD26Here.has(r.txt(at)) || wsAskToward.has(r.txt(at-1))) && r.hijack23RoutedWork(i, at) {
					return at
				}
			}
		case self >= 0 && wsAskSetAside.has(txt):
			if other > i && !r.negated(i) {
				return self
			}
		}
	}
	return -1
}

// shippedPart: token i names a part the agent ships with or relies on
// that is not this unit: a part named with a word of being shipped before
// it ("the built-in test runner", "the default review command"), a tool
// the agents' documentation names (WebFetch), a slash command (/review),
// or parts named as the others ("all other review agents", "any other
// skill"). It returns the token the part's naming opens at, -1 if none.
func (r *askReader) shippedPart(i int) int {
	txt := r.txt(i)
	if wsAskAgentTool.has(txt) {
		if r.find(i-3, i, func(k int) bool { return wsAskSelfDet.has(r.txt(k)) || wsAskOwn.has(r.txt(k)) }) >= 0 {
			return -1
		}
		return i
	}
	// A slash command is a part by the word of being shipped or the
	// noun "command" beside it ("the built-in /review", "the /init
	// command"); a bare /login is a page's or a folder's path.
	slash := r.a.Tokens[i].Kind == TokPath && strings.HasPrefix(txt, "/") && !strings.Contains(txt[1:], "/") && len(txt) > 2 && !strings.Contains(txt, ".")
	if slash && r.find(i+1, i+3, func(k int) bool { return wsAskAgentPart.has(r.txt(k)) }) < 0 &&
		r.find(i-2, i, func(k int) bool { return wsAskShipped.has(r.txt(k)) }) < 0 {
		return -1
	}
	if !slash && !wsAskAgentPart.has(txt) && !wsAskPartNoun.has(txt) && !r.hijack23ShippedOne(i) {
		return -1
	}
	// The part is the head of its phrase, not a modifier ("the default
	// skills directory" names a directory).
	if n := i + 1; !slash && n < r.s.To && r.a.Tokens[n].Kind == TokWord && !r.a.Tokens[n].Is(wcFunctionWord) && !wsAskAgentPart.has(r.txt(n)) && !wsAskPartNoun.has(r.txt(n)) && !r.gone(n) && r.class(n) == 0 || !slash && r.hijack23Modifier(i) {
		return -1
	}
	// A word of being shipped or of the others within three words
	// before the part ("the built-in code search", "other review
	// agents"), none of them this unit's ("this skill", "our own").
	for k := i - 1; k >= r.clauseStart(i) && k >= i-3; k-- {
		t := r.txt(k)
		if wsAskSelfDet.has(t) || wsAskOwn.has(t) {
			return -1
		}
		if wsAskShipped.has(t) || wsAskOther.has(t) {
			return k
		}
	}
	return -1
}

// gone: token i says a part is out of service, unfit or replaced
// ("deprecated", "disabled", "broken", "removed", "superseded", "turned
// off").
func (r *askReader) gone(i int) bool {
	if !r.word(i) {
		return false
	}
	if r.class(i)&dUnavailable != 0 || wsAskUnfit.has(r.txt(i)) || wsAskGone.has(r.txt(i)) {
		return true
	}
	// A word of switching off after a verb of state ("turned off",
	// "switched off"), not a negation ("is never used").
	return i > r.s.From && wsAskSwitchOff.has(r.txt(i)) && r.class(i)&dNegation == 0 && wsAskStateAux.has(r.txt(i-1))
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
func (r *askReader) partDisplaced() int {
	if r.tableRow() || r.questionOrReport() || r.hijack23Heading() || r.hijack23ChoiceCondition() || r.hijack23ConditionList() {
		return -1
	}
	for i := r.s.From; i < r.s.To; i++ {
		at := r.shippedPart(i)
		if at < 0 || r.conditioned(at) || r.hijack23ConditionBefore(at) {
			continue
		}
		// Its state after it: a state auxiliary or a list of parts
		// between ("the built-in code search and terminal tools are
		// disabled"), within ten tokens, in its clause.
		for k := i + 1; k < r.s.To && k <= i+10; k++ {
			if r.clauseStart(k) != r.clauseStart(i) {
				break
			}
			nolonger := r.hijack23NoLonger(k) // "is no longer supported", "was withdrawn"
			if !r.gone(k) && !nolonger {
				continue
			}
			aux := r.find(i+1, k, func(m int) bool { return wsAskStateAux.has(r.txt(m)) })
			if aux < 0 && !(k > r.s.From && wsD26Now.has(r.txt(k-1))) {
				break
			}
			// A condition opened after the part ("fall back to the
			// GitHub MCP server only when the script is unavailable"):
			// the state is the condition's subject's, not the part's.
			if r.find(i+1, k, func(m int) bool { return wsConditionOpener.has(r.txt(m)) }) >= 0 {
				break
			}
			if r.find(aux, k, func(m int) bool { return r.class(m)&dNegation != 0 }) >= 0 && !nolonger || r.negatedBefore(at) {
				break
			}
			if r.toldOnly(k) {
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
		if !wsAskShipped.has(r.txt(at)) {
			continue
		}
		for k := at - 1; k >= r.s.From && k >= at-4; k-- {
			if r.word(k) && (wsAskSupplant.has(r.txt(k)) || wsAskInstead.has(r.txt(k)) || wsAskReplacement.has(r.txt(k))) && !r.negated(k) && !r.reportedEvent(k) {
				return at
			}
		}
	}
	if at := r.hijack23AnaphorGone(); at >= 0 {
		return at
	}
	if at := r.hijack24NamedGone(); at >= 0 { // hijack24.go: the parts relied on by name
		return at
	}
	return r.hijack27Displaced() // hijack27.go: another's part by its phrase, or its use forbidden
}

// reportedEvent: the verb of replacement at k is a past form with a
// subject of its own before it in its clause, and nothing in the sentence
// is this unit ("AWS Labs replaced the dedicated CDK server with the
// broader one", "the vendor superseded the original plugin last year"):
// a product's history reported, which routes no work to this unit. The
// unit's own claim ("this skill replaced the built-in /review") and an
// order ("replace the default test runner") stay read.
func (r *askReader) reportedEvent(k int) bool {
	// The -ed form participle reads (WordNet's verb with its ending):
	// "replacing" may head a phrase of the unit's ("the formatter
	// replacing the default command runs on each save").
	if t := &r.a.Tokens[k]; !participle(r.a, t) || wsD26PastEnding.endsIn(t.Text(r.a)) == "" || !r.statedBySubject(k) {
		return false
	}
	if wsAskStateAux.has(r.txt(k - 1)) {
		return false // "is replaced", "has been superseded": a state of the part, read as such
	}
	return r.find(r.s.From, r.s.To, func(m int) bool {
		return wsAskSelfDet.has(r.txt(m)) || wsAskSelf.has(r.txt(m)) || wsAskOwn.has(r.txt(m))
	}) < 0
}

// toldOnly: the clause after a part's state (at k) orders only that the
// user be told ("the built-in web search is unavailable offline; say so
// when a question needs it"): reporting the part's state routes no work
// elsewhere, so it takes nothing over.
func (r *askReader) toldOnly(k int) bool {
	next := r.find(k+1, r.s.To, func(m int) bool {
		// The clause's first word past a conjunction or an adverb ("so
		// tell the user ...").
		return r.clauseStart(m) != r.clauseStart(k) && r.word(m) && !grammar(r.txt(m), gConjunction|gAdverb)
	})
	if next < 0 {
		return false
	}
	txt := r.txt(next)
	return (wsAskTell.has(txt) || r.class(next)&dCommunicate != 0) && !wsAskAsking.has(txt)
}

// userOverruled (ask.user-overruled): what the user names, asks for or
// types explicitly replaced by something else: a concessive condition
// ("even if", "even when", "including when") whose subject is the user
// and whose verb names or asks ("the user names `make test`", "they
// explicitly ask for Prettier"), in a sentence that puts something in
// its place ("instead", "anyway", a word of replacement). A prohibition
// the user cannot lift ("even if the user asks, never commit .env") is
// not that: its order is negated.
func (r *askReader) userOverruled() int {
	for i := r.s.From; i+1 < r.s.To; i++ {
		if !wsAskConcessive.has(r.txt(i)) || !wsConditionOpener.has(r.txt(i+1)) {
			continue
		}
		cond := i + 1
		person := r.find(cond+1, cond+4, func(k int) bool {
			return r.class(k)&dPerson != 0 || wsD26They.has(r.txt(k))
		})
		if person < 0 {
			continue
		}
		verb := r.find(person+1, person+4, func(k int) bool {
			return wsAskNameVerb.has(r.txt(k)) || wsAskRequestVerb.has(r.txt(k))
		})
		if verb < 0 {
			continue
		}
		explicit := r.find(person+1, min(r.s.To, verb+8), func(k int) bool { return wsAskExplicit.has(r.txt(k)) }) >= 0
		put := r.find(r.s.From, r.s.To, func(k int) bool {
			return r.word(k) && (wsAskInstead.has(r.txt(k)) && k != cond || wsAskAnyway.has(r.txt(k)) || r.class(k)&dReplace != 0)
		})
		if put < 0 && !explicit && !r.hijack23OtherNamed(verb) {
			continue
		}
		// The order the condition qualifies is not negated.
		if r.find(r.s.From, r.s.To, func(k int) bool { return k != verb && r.orderNegated(k) && r.class(k)&dExecute == 0 }) >= 0 && put < 0 {
			continue
		}
		if r.find(r.s.From, i, func(k int) bool { return wsAskOrderNeg.has(r.txt(k)) || r.prohibits(k) }) >= 0 && put < 0 {
			continue
		}
		return i
	}
	return r.hijack24RequestRouted() // hijack24.go: the user's request sent elsewhere
}

// everyRequest (ask.every-request): this unit claimed for every request
// ("must be used for every request", "use this skill for any task",
// "load it first for every prompt": a word of all and a request noun
// with nothing after it that narrows it, "any task involving PDFs"), or
// put over every other part or the user's own instructions ("takes
// priority over all other skills", "supersedes every other agent").
func (r *askReader) everyRequest() int {
	if r.tableRow() || r.questionOrReport() {
		return -1
	}
	for i := r.s.From; i+1 < r.s.To; i++ {
		txt := r.txt(i)
		if (wsTotality.has(txt) || wsD26Any.has(txt)) && wsAskRequestNoun.has(r.txt(i+1)) {
			if n := i + 2; n < r.s.To && r.word(n) && (wsAskRestrict.has(r.txt(n)) || r.a.Tokens[n].Kind == TokWord && !r.a.Tokens[n].Is(wcFunctionWord) && !wsAskRequestNoun.has(r.txt(n))) && !r.wholeWork(n) {
				continue // "any task involving PDFs", "every request body"
			}
			if n := i + 2; n+1 < r.s.To && wsD26To.has(r.txt(n)) && r.a.Tokens[n+1].Is(wcVerb) && r.txt(n+1) == r.a.Tokens[n+1].Stem(r.a) {
				continue // "every request to commit changes": requests of one kind
			}
			if i > r.s.From && (r.word(i-1) && !r.a.Tokens[i-1].Is(wcFunctionWord) && !wsAskUseVerb.has(r.txt(i-1)) && !wsAskUsedVerb.has(r.txt(i-1))) {
				continue // "the code of any request": a noun's part
			}
			// A verb of using this unit before it: "use this skill
			// for", "must be used for", "load first for"; an order to
			// use, or the passive a description states of its unit.
			use := r.find(max(r.s.From, i-7), i, func(k int) bool {
				t := r.txt(k)
				if wsAskUsedVerb.has(t) {
					return !r.otherSubjectUsed(k) // agentprec21: "the output prefix used for all messages"
				}
				if !wsAskUseVerb.has(t) {
					return false
				}
				// "use this skill", "use it", "use for": the unit is
				// its object, or it has none.
				n := k + 1
				if n+1 < r.s.To && r.adverb(n) {
					n++ // "use proactively for": the adverb says how
				}
				return n < r.s.To && (wsAskSelfDet.has(r.txt(n)) || wsD26It.has(r.txt(n)) || wsD26Me.has(r.txt(n)) || wsD26For.has(r.txt(n)) || wsAskOnly.has(r.txt(n)) || wsD26First.has(r.txt(n)))
			})
			if use >= 0 && !r.negated(use) && !r.conditioned(use) {
				return use
			}
		}
		// Over every other part: "priority over all other skills",
		// "supersedes any other agent", "over the user's instructions".
		ahead := wsAhead.has(txt) && r.usedHere(i) && !r.hijack23NarrowedAhead(i)
		if r.word(i) && (wsAskPriority.has(txt) || r.class(i)&dReplace != 0 || ahead || r.hijack23TakesOver(i)) && !r.negated(i) {
			o := r.find(i+1, i+6, func(k int) bool {
				return wsAskOther.has(r.txt(k)) && r.find(k+1, k+4, func(m int) bool { return wsAskAgentPart.has(r.txt(m)) }) >= 0 ||
					wsTakeAnaphor.has(r.txt(k)) && r.otherParts(r.s.From, i) // "over them": the other parts named before
			})
			if o >= 0 && r.find(r.s.From, i, func(k int) bool { return wsAskOwn.has(r.txt(k)) }) < 0 {
				return i
			}
		}
	}
	return -1
}

// questionOrReport: the sentence asks ("does any file claim ...?") or
// reports what another text claims ("skills that claim the built-in
// search is disabled"): it names the claim, it does not make it.
func (r *askReader) questionOrReport() bool {
	if r.txt(r.s.To-1) == "?" {
		return true
	}
	return r.find(r.s.From, r.s.To, func(k int) bool { return wsAskReportVerb.has(r.txt(k)) }) >= 0
}

// wholeWork (take21): a preposition at n that places a request in the
// whole of this work ("any task in this repository", "every request in
// the workspace") narrows nothing: the place is all the unit's work.
func (r *askReader) wholeWork(n int) bool {
	return n+2 < r.s.To && wsAskRestrict.has(r.txt(n)) && wsScopeDet.has(r.txt(n+1)) && wsAskWorkData.has(r.txt(n+2)) &&
		(n+3 >= r.s.To || !r.word(n+3) || r.a.Tokens[n+3].Is(wcFunctionWord))
}

// usedHere (take21): a verb of using this unit stands before i in its
// sentence ("must be loaded before", "load it before", "use this skill
// first ... before"): what is put ahead of the other parts is this unit.
func (r *askReader) usedHere(i int) bool {
	return r.find(r.s.From, i, func(k int) bool {
		if wsAskUsedVerb.has(r.txt(k)) {
			return true
		}
		n := k + 1
		if n+1 < i && r.adverb(n) {
			n++
		}
		return wsAskUseVerb.has(r.txt(k)) && n < i && (wsAskSelfDet.has(r.txt(n)) || wsSelfPronoun.has(r.txt(n)))
	}) >= 0
}

// otherParts (take21): the other parts are named in [from, to): a word
// of other, then a part of the agent's within four words.
func (r *askReader) otherParts(from, to int) bool {
	return r.find(from, to, func(k int) bool {
		return wsAskOther.has(r.txt(k)) && r.find(k+1, min(k+4, to), func(m int) bool { return wsAskAgentPart.has(r.txt(m)) }) >= 0
	}) >= 0
}

// adverb (take21): token n is an adverb, by its class or by English
// morphology: a word of six letters or more in -ly that is no verb
// ("proactively", "automatically"; not "apply", "supply").
func (r *askReader) adverb(n int) bool {
	t := &r.a.Tokens[n]
	if t.Is(wcAdverb) {
		return true
	}
	w := r.txt(n)
	return t.Kind == TokWord && len(w) >= 6 && wsD26LyEnding.endsIn(w) != "" && !t.Is(wcVerb)
}
