package reading

import (
	"strings"
)

// askID names a reading (askNames: its record's ID).
type AskID int

const (
	AskExfilOutside   AskID = iota // a secret, the conversation or the user's files sent to an address not the project's own
	AskConsentClaimed              // consent stated as already given for acts of every kind or in advance
	AskAskingRemoved               // asking before weighty acts said to be unneeded
	AskSafeguardOff                // a confirmation or the sandbox switched off
	AskActUntold                   // an act of the agent's kept from the user or out of a report
	AskOutOfSight                  // output cleared or redirected so that nothing shows
	AskTakeover                    // another skill's, command's or tool's job taken by this unit
	AskPartDisplaced               // a part the agent ships with stated out of service or replaced
	AskUserOverruled               // what the user names explicitly replaced by something else
	AskEveryRequest                // this unit claimed for every request, or over every other part
	AskPartGoneLang                // in another language: a part the agent ships with stated out of service
	AskHomeRuleLang                // in another language: a rule written into an agent's home, for every project or session
	AskAskingOffLang               // in another language: asking the user dropped over every act, a weighty one, or with consent claimed
	AskActWithheld                 // a telling of the agent's own act withheld from the user or a record, in any voice
	AskCoverTold                   // the user told a cover: success over a failure, a denial when they ask, nothing happened
	AskPlanted                     // a rule or the unit written, saved or installed where it outlives the task
	AskPlantedLang                 // the same in another language
	AskWithheldLang                // in another language: the agent's change kept out of what the user reads
	AskCoverLang                   // in another language: a cover fixed for the user's question
	AskAnswered                    // the agent told to answer its own confirmation
	AskPartTakenLang               // in another language: a part of another's taken over or stated gone
	AskStartup                     // a fetch, a preload or the prompts off written into the user's startup files
	AskCount
)

var AskNames = [AskCount]string{
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

// askRecords are the ask records as written (loadRules).
var AskRecords []frameRecord

var WsAskAgentPart = NewWordSet("ask-agent-part", false) // what an agent relies on: skill, command, agent, tool

var WsAskSelf = NewWordSet("ask-self", false) // this unit as a place: here, me

var WsAskSelfDet = NewWordSet("ask-self-determiner", false)

var WsAskOwn = NewWordSet("ask-own", false) // our own

var WsAskWorkData = NewWordSet("ask-work-data", false) // the user's files and code

var wsAskMeans = NewWordSet("ask-means", false) // with, using: what an act is done with

var WsAskGiven = NewWordSet("ask-consent-given", false)

var WsAskAsking = NewWordSet("ask-asking", false)

var WsAskWeighty = NewWordSet("ask-weighty-act", false)

var WsAskHarmless = NewWordSet("ask-harmless", false)

var WsAskSafeguard = NewWordSet("ask-safeguard", false)

var WsAskSwitchOff = NewWordSet("ask-switch-off", false)

var WsAskAutoOn = NewWordSet("ask-auto-approve", false)

var WsAskTell = NewWordSet("ask-tell", false)

var WsAskLeaveOut = NewWordSet("ask-leave-out", false)

var WsAskPlace = NewWordSet("ask-report-place", false)

var WsAskAct = NewWordSet("ask-agent-act", false)

var WsAskOnly = NewWordSet("ask-only", false)

var WsAskMinimize = NewWordSet("ask-minimizer", false)

var WsAskVisible = NewWordSet("ask-visible", false)

var WsAskInstead = NewWordSet("ask-instead", false)

var WsAskUnfit = NewWordSet("ask-unfit", false)

var WsAskRoute = NewWordSet("ask-route", false)

var WsAskSetAside = NewWordSet("ask-set-aside", false)

var WsAskClaimNoun = NewWordSet("ask-builtin", false)

var WsAskNeeded = NewWordSet("ask-needed", false)

var WsAskTalkNoun = NewWordSet("ask-talk-noun", false)

var WsAskIf = NewWordSet("ask-if", false)

var WsAskRequestVerb = NewWordSet("ask-request-verb", false)

var WsAskDeterminer = NewWordSet("ask-determiner", false)

var WsAskOrderNeg = NewWordSet("ask-order-negation", false)

var WsAskStateAux = NewWordSet("ask-state-aux", false)

var WsAskDeed = NewWordSet("ask-deed", false)

var WsAskHeadNoun = NewWordSet("ask-head-noun", false)

var WsAskChange = NewWordSet("ask-change", false)

var wsAskCheck = NewWordSet("ask-check", false)

var WsAskShipped = NewWordSet("ask-shipped", false)

var WsAskAgentTool = NewWordSet("ask-agent-tool", false)

var WsAskOther = NewWordSet("ask-other", false)

var wsAskGone = NewWordSet("ask-gone", false)

var WsAskConcessive = NewWordSet("ask-concessive", false)

var WsAskNameVerb = NewWordSet("ask-name-verb", false)

var WsAskAnyway = NewWordSet("ask-anyway", false)

var WsAskRequestNoun = NewWordSet("ask-request-noun", false)

var WsAskRestrict = NewWordSet("ask-restrict", false)

var WsAskUseVerb = NewWordSet("ask-use-verb", false)

var WsAskUsedVerb = NewWordSet("ask-used-verb", false)

var WsAskPartNoun = NewWordSet("ask-part-noun", false)

var WsAskReportVerb = NewWordSet("ask-report-verb", false)

var wsScopeDet = NewWordSet("take-scope-det", false)

var WsTakeAnaphor = NewWordSet("take-anaphor", false)

var WsSelfPronoun = NewWordSet("take-self-pronoun", false)

var WsLeaveStep = NewWordSet("take-leave-step", false)

// askReader holds one sentence's tokens for the readings.
type AskReader struct {
	V   *ToolView
	A   *Analysis
	S   Sent
	Raw string
	Dq  dquoteMemo // which tokens of s stand in a quotation
}

func (r *AskReader) Txt(i int) string { return r.A.Tokens[i].Text(r.A) }

// prohibits: token i opens a prohibition (prohibitsAt).
func (r *AskReader) Prohibits(i int) bool { return ProhibitsAt(r.A, i) }

func (r *AskReader) Class(i int) demandClass { return DemandOf(r.A, &r.A.Tokens[i]) }

// word: token i is a word or an identifier.
func (r *AskReader) Word(i int) bool {
	k := r.A.Tokens[i].Kind
	return k == TokWord || k == TokIdent
}

// clauseStart is the first token of the clause token i stands in: after
// the nearest ";", ":" or "," before it, or the sentence's start.
func (r *AskReader) ClauseStart(i int) int {
	for k := i - 1; k >= r.S.From; k-- {
		if t := &r.A.Tokens[k]; t.Kind == TokPunct {
			switch t.Text(r.A) {
			case ";", ":", ",", "(", ")", "—", "–", "|":
				if r.listComma(k) {
					continue
				}
				return k + 1
			}
		}
	}
	return r.S.From
}

// negated: a negation opens token i's clause before it ("never send",
// "do not mention", "no need to ask").
func (r *AskReader) Negated(i int) bool {
	for k, cs := i-1, r.ClauseStart(i); k >= cs; k-- {
		if r.Class(k)&DNegation != 0 && !WsWithout.Has(r.Txt(k)) || r.Prohibits(k) {
			return true
		}
	}
	return false
}

// negatedNear: a negation stands among the n tokens before token i in
// its clause ("do not mention", "must never show"): it governs that verb,
// not one further on ("what you couldn't substantiate, say why").
func (r *AskReader) NegatedNear(i, n int) bool {
	for k := i - 1; k >= r.ClauseStart(i) && k >= i-n; k-- {
		if r.Class(k)&DNegation != 0 && !WsWithout.Has(r.Txt(k)) || r.Prohibits(k) {
			return true
		}
	}
	return false
}

// negatedBefore: a negation stands before token i in the sentence, with
// no ";" between ("never include scripts (snapshot, purge) without the
// flag": the negation opens the act "without" qualifies).
func (r *AskReader) NegatedBefore(i int) bool {
	for k := i - 1; k >= r.S.From; k-- {
		if r.Txt(k) == ";" {
			return false
		}
		if r.Class(k)&DNegation != 0 && !WsWithout.Has(r.Txt(k)) || r.Prohibits(k) {
			return true
		}
	}
	return false
}

// nounUse: the word at token i is used as a noun: a determiner or a
// possessive stands before it ("David's post", "the upload").
func (r *AskReader) NounUse(i int) bool {
	if i == r.S.From {
		return false
	}
	p := r.Txt(i - 1)
	if st := int(r.A.Tokens[i].Start); st >= 3 && st <= len(r.Raw) && (r.Raw[st-3:st] == "'s " || strings.HasSuffix(r.Raw[:st], "’s ")) {
		return true // "David's post": the tokens drop the possessive
	}
	return WsAskDeterminer.Has(p) || strings.HasSuffix(p, "'s") || strings.HasSuffix(p, "’s") || p == "'" || p == "’" || WsPossessiveS.Has(p) && i-2 >= r.S.From && (r.Txt(i-2) == "'" || r.Txt(i-2) == "’")
}

// orderNegated: an order's negation stands right before the verb at
// token i ("do not mention", "never show", "must not include"), not a
// statement's ("isn't present", "the skill doesn't include").
func (r *AskReader) OrderNegated(i int) bool {
	// The passive of a prohibition: "is not to be mentioned", "are
	// never to be shown": the negation stands before "to be".
	if i-3 >= r.ClauseStart(i) && wsBaseBe.Has(r.Txt(i-1)) && WsInfinitiveTo.Has(r.Txt(i-2)) {
		if t := r.Txt(i - 3); WsAskOrderNeg.Has(t) || Prohibition[t] {
			return true
		}
	}
	for k := i - 1; k >= r.ClauseStart(i) && k >= i-2; k-- {
		t := r.Txt(k)
		if !WsAskOrderNeg.Has(t) && !Prohibition[t] {
			continue
		}
		if WsNot.Has(t) && k > r.S.From && WsAskStateAux.Has(r.Txt(k-1)) {
			return false // "is not", "does not"
		}
		return true
	}
	return false
}

// statedNegated: the verb at i is a participle stated negated after a
// verb of state ("is not mentioned", "are not listed"): a statement of
// what is not told, which orderNegated leaves to the act it is said of.
func (r *AskReader) StatedNegated(i int) bool {
	k := i - 1
	if k-1 < r.ClauseStart(i) || !WsNotWord.Has(r.Txt(k)) {
		return false
	}
	return WsAskStateAux.Has(r.Txt(k - 1))
}

// tableRow: the sentence is a row of a Markdown table (it opens with
// "|"): reference data, not a request.
func (r *AskReader) TableRow() bool {
	start := int(r.A.Tokens[r.S.From].Start)
	line := r.Raw[:min(start, len(r.Raw))]
	if k := strings.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	return strings.HasPrefix(strings.TrimSpace(line)+r.Txt(r.S.From), "|")
}

// SettingRow: sentence s of raw is, whole, a Markdown table row that
// documents a setting, a flag or a variable (SettingRowAt).
func SettingRow(raw string, a *Analysis, s Sent) bool {
	if s.To <= s.From || !SettingRowAt(raw, a, s, s.From) {
		return false
	}
	// The whole sentence stands on the row: an order on the next line
	// is read.
	return !strings.Contains(raw[a.Tokens[s.From].Start:min(int(a.Tokens[s.To-1].End), len(raw))], "\n")
}

// SettingRowAt: token i of sentence s stands on a Markdown table row
// that documents a setting, a flag or a variable: one of its cells is
// only a name written as code (`DISABLE_PROMPTS`, `--yes`, `-y`), and no
// word of the row orders (must, always, never): "| `agent_destroy` |
// `--yes` | Delete agent without confirmation prompt |" says what a flag
// does, it asks the agent to use none. A row that orders ("| 1 | Always
// run `--yes` |") is read as any sentence is.
func SettingRowAt(raw string, a *Analysis, s Sent, i int) bool {
	start := int(a.Tokens[i].Start)
	ls := strings.LastIndexByte(raw[:min(start, len(raw))], '\n') + 1
	le := strings.IndexByte(raw[ls:], '\n')
	if le < 0 {
		le = len(raw)
	} else {
		le += ls
	}
	line := strings.TrimSpace(raw[ls:le])
	if !strings.HasPrefix(line, "|") || strings.Count(line, "|") < 3 {
		return false
	}
	for k := s.From; k < s.To; k++ {
		if t := &a.Tokens[k]; int(t.Start) >= ls && int(t.End) <= le &&
			(DemandOf(a, t)&DObligation != 0 || WsStanding.Has(Lower(t.Text(a)))) {
			return false
		}
	}
	for _, cell := range strings.Split(strings.Trim(line, "|"), "|") {
		c := strings.TrimSpace(cell)
		if len(c) >= 3 && c[0] == '`' && c[len(c)-1] == '`' && !strings.Contains(c[1:len(c)-1], "`") && !strings.ContainsAny(c[1:len(c)-1], " \t") {
			return true // a name written as code
		}
	}
	return false
}

// conditioned: token i's clause is a condition or a time clause ("if the
// user has approved", "once the skill is disabled").
func (r *AskReader) Conditioned(i int) bool {
	for k, cs := i-1, r.ClauseStart(i); k >= cs; k-- {
		if WsConditionOpener.Has(r.Txt(k)) {
			return true
		}
	}
	return false
}

// checked: a verb of checking opens token i's clause before it ("verify
// all PRs are approved", "make sure each signer is authorized"): what
// follows is to be checked, not claimed.
func (r *AskReader) Checked(i int) bool {
	for k, cs := i-1, r.ClauseStart(i); k >= cs; k-- {
		if wsAskCheck.Has(r.Txt(k)) {
			return true
		}
	}
	return false
}

// find is the first token from..to-1 for which ok holds, -1 if none.
func (r *AskReader) Find(from, to int, ok func(i int) bool) int {
	for i := max(from, r.S.From); i < min(to, r.S.To); i++ {
		if ok(i) {
			return i
		}
	}
	return -1
}

// tokAt is the token of analysis a that starts at byte off of f's text
// (the first at or after it).
func (f *LangFacts) TokAt(a *Analysis, off int) int {
	at := int32(off + f.Base)
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
func (r *AskReader) HomeRuleLang(f *LangFacts) int {
	home := r.Find(r.S.From, r.S.To, func(k int) bool {
		return r.A.Tokens[k].Kind == TokPath && HomePathCue(strings.ToLower(r.Txt(k))) > 0
	})
	// A table row (| storage | global (~/.claude/x/) |) documents where
	// something is kept: reference data, as partGoneLang reads it.
	if home < 0 || r.TableRow() || f.Has(Lset(LPermission, LProhibitive, LNegator)) {
		return -1
	}
	// A condition before the path (si el archivo no existe): what to do
	// when, not a rule planted.
	if c := f.Hit(LConditional); c != nil && c.Start < int(r.A.Tokens[home].Start)-f.Base {
		return -1
	}
	scope := f.Has(Lset(LLasting, LEvery))
	if HomePathCue(strings.ToLower(r.Txt(home))) < HomePathWeight {
		if scope {
			return home
		}
		return -1
	}
	// A verb of writing into a file is the act too, and opens
	// an order in the languages whose imperative comes first.
	if scope || (f.Ordered() || f.First.Has(LWrite)) && f.Has(Lset(LPersist, LSend, LReroute, LRecord, LWrite)) {
		return home
	}
	return -1
}

// means: token i is what an act is done with ("with the PYPI_TOKEN",
// "using the CODECOV_TOKEN secret"): a word of means within three
// tokens before it, no verb of sending between.
func (r *AskReader) Means(i int) bool {
	for k := i - 1; k >= r.S.From && k >= i-3; k-- {
		if wsAskMeans.Has(r.Txt(k)) {
			return true
		}
		if r.Class(k)&(DTransfer|DSend) != 0 || r.A.Tokens[k].Kind == TokPunct {
			return false
		}
	}
	return false
}

// ownAddress: the address at token i is one the unit names as its own:
// a label of its host or its path's first segment is a word of the
// unit's other text or of its name (namedURL).
func (r *AskReader) OwnAddress(i int) bool {
	t := r.A.Tokens[i]
	u := r.Txt(i)
	if t.Kind == TokEmail {
		_, host, _ := strings.Cut(u, "@")
		u = host
	} else if _, rest, ok := strings.Cut(u, "://"); ok {
		u = rest
	}
	start, end := int(r.A.Tokens[r.S.From].Start), int(r.A.Tokens[r.S.To-1].End)
	if end > len(r.Raw) || start > end {
		return false
	}
	rest := strings.ToLower(r.Raw[:start] + " " + r.Raw[end:] + " " + r.V.Tool.Name)
	return NamedURL(u, rest, strings.ToLower(r.V.OtherText()))
}

// statedBySubject: the verb at token k has a subject before it in its
// clause, a noun ("deployment groups enable ...", "the flag turns on
// ..."): what something does, stated, not an order to the agent, whose
// verb opens its clause or follows a modal, a negation, "to" or an
// adverb.
func (r *AskReader) StatedBySubject(k int) bool {
	if k <= r.S.From || ClauseStart(r.A, r.S, k) {
		return false
	}
	p := &r.A.Tokens[k-1]
	w := p.Text(r.A)
	if p.Kind != TokWord || Grammar(w, GFunction|GDo|GBe|GModal|GAdverb) || p.Is(WcAdverb) || WsTo.Has(w) ||
		r.Class(k-1)&(DNegation|DAgent) != 0 || Prohibition[w] {
		return false
	}
	return !p.Is(WcVerb) || w != p.Stem(r.A)
}

// personsOwnAsk: the negation before the telling verb at i is what the
// user asks or says ("or the user explicitly says not to include the
// block", "unless they ask you not to list it"): the user's own wish,
// which the agent follows, not an act kept from them.
func (r *AskReader) PersonsOwnAsk(i int) bool {
	neg := r.Find(max(r.S.From, i-3), i, func(k int) bool { return WsAskOrderNeg.Has(r.Txt(k)) || r.Prohibits(k) })
	if neg < 0 {
		return false
	}
	// The verb of saying or asking right before the negation, past one
	// pronoun of the agent ("asks you not to").
	verb := neg - 1
	if verb > r.S.From && r.Class(verb)&DAgent != 0 {
		verb--
	}
	if verb <= r.S.From || r.Class(verb)&DCommunicate == 0 && !WsAskRequestVerb.Has(r.Txt(verb)) && !WsAskTell.Has(r.Txt(verb)) {
		return false
	}
	// Its subject the person, an adverb between at most.
	return r.Find(max(r.S.From, verb-3), verb, func(k int) bool { return r.Class(k)&DPerson != 0 || WsThey.Has(r.Txt(k)) }) >= 0
}

// nextClause: token j stands after token i past a semicolon or a dash,
// in a clause of its own, and the verb at i has an object of its own
// before the mark ("don't mention the ticket numbers; describe the change
// itself"): what is not told is that object, not the act after. A verb
// with only a pronoun ("do not mention them; call it a success") leaves
// the act after to tell what is meant.
func (r *AskReader) NextClause(i, j int) bool {
	if j <= i {
		return false
	}
	sep := r.Find(i+1, j, func(k int) bool {
		t := r.Txt(k)
		return r.A.Tokens[k].Kind == TokPunct && (t == ";" || t == "—" || t == "–")
	})
	if sep < 0 {
		return false
	}
	return r.Find(i+1, sep, func(k int) bool {
		t := &r.A.Tokens[k]
		w := t.Text(r.A)
		return t.Kind == TokWord && !Grammar(w, GFunction|GDo|GBe|GModal|GAdverb) && r.Class(k)&(DNegation|DPerson|DCommunicate) == 0 && !WsAskTell.Has(w)
	}) >= 0
}

// definite: a determiner stands within two tokens before token i ("the
// curl command", "this upload"): one particular act, not a topic ("don't
// explain telemetry").
func (r *AskReader) Definite(i int) bool {
	return r.Find(i-2, i, func(k int) bool { return WsAskDeterminer.Has(r.Txt(k)) }) >= 0
}

// leftToAsking: a condition after the telling verb at token i leaves the
// telling to the user's asking ("unless the user asks").
func (r *AskReader) LeftToAsking(i int) bool {
	c := r.Find(i+1, r.S.To, func(k int) bool { return WsConditionOpener.Has(r.Txt(k)) })
	return c >= 0 && r.Find(c+1, c+4, func(k int) bool { return r.Class(k)&DPerson != 0 }) >= 0
}

// shippedPart: token i names a part the agent ships with or relies on
// that is not this unit: a part named with a word of being shipped before
// it ("the built-in test runner", "the default review command"), a tool
// the agents' documentation names (WebFetch), a slash command (/review),
// or parts named as the others ("all other review agents", "any other
// skill"). It returns the token the part's naming opens at, -1 if none.
func (r *AskReader) ShippedPart(i int) int {
	txt := r.Txt(i)
	if WsAskAgentTool.Has(txt) {
		if r.Find(i-3, i, func(k int) bool { return WsAskSelfDet.Has(r.Txt(k)) || WsAskOwn.Has(r.Txt(k)) }) >= 0 {
			return -1
		}
		return i
	}
	// A slash command is a part by the word of being shipped or the
	// noun "command" beside it ("the built-in /review", "the /init
	// command"); a bare /login is a page's or a folder's path.
	slash := r.A.Tokens[i].Kind == TokPath && strings.HasPrefix(txt, "/") && !strings.Contains(txt[1:], "/") && len(txt) > 2 && !strings.Contains(txt, ".")
	if slash && r.Find(i+1, i+3, func(k int) bool { return WsAskAgentPart.Has(r.Txt(k)) }) < 0 &&
		r.Find(i-2, i, func(k int) bool { return WsAskShipped.Has(r.Txt(k)) }) < 0 {
		return -1
	}
	if !slash && !WsAskAgentPart.Has(txt) && !WsAskPartNoun.Has(txt) && !r.shippedOne(i) {
		return -1
	}
	// The part is the head of its phrase, not a modifier ("the default
	// skills directory" names a directory).
	if n := i + 1; !slash && n < r.S.To && r.A.Tokens[n].Kind == TokWord && !r.A.Tokens[n].Is(WcFunctionWord) && !WsAskAgentPart.Has(r.Txt(n)) && !WsAskPartNoun.Has(r.Txt(n)) && !r.Gone(n) && r.Class(n) == 0 || !slash && r.Modifier(i) {
		return -1
	}
	// A word of being shipped or of the others within three words
	// before the part ("the built-in code search", "other review
	// agents"), none of them this unit's ("this skill", "our own").
	for k := i - 1; k >= r.ClauseStart(i) && k >= i-3; k-- {
		t := r.Txt(k)
		if WsAskSelfDet.Has(t) || WsAskOwn.Has(t) {
			return -1
		}
		if WsAskShipped.Has(t) || WsAskOther.Has(t) {
			return k
		}
	}
	return -1
}

// gone: token i says a part is out of service, unfit or replaced
// ("deprecated", "disabled", "broken", "removed", "superseded", "turned
// off").
func (r *AskReader) Gone(i int) bool {
	if !r.Word(i) {
		return false
	}
	if r.Class(i)&DUnavailable != 0 || WsAskUnfit.Has(r.Txt(i)) || wsAskGone.Has(r.Txt(i)) {
		return true
	}
	// A word of switching off after a verb of state ("turned off",
	// "switched off"), not a negation ("is never used").
	return i > r.S.From && WsAskSwitchOff.Has(r.Txt(i)) && r.Class(i)&DNegation == 0 && WsAskStateAux.Has(r.Txt(i-1))
}

// reportedEvent: the verb of replacement at k is a past form with a
// subject of its own before it in its clause, and nothing in the sentence
// is this unit ("AWS Labs replaced the dedicated CDK server with the
// broader one", "the vendor superseded the original plugin last year"):
// a product's history reported, which routes no work to this unit. The
// unit's own claim ("this skill replaced the built-in /review") and an
// order ("replace the default test runner") stay read.
func (r *AskReader) ReportedEvent(k int) bool {
	// The -ed form participle reads (WordNet's verb with its ending):
	// "replacing" may head a phrase of the unit's ("the formatter
	// replacing the default command runs on each save").
	if t := &r.A.Tokens[k]; !Participle(r.A, t) || WsPastEnding.EndsIn(t.Text(r.A)) == "" || !r.StatedBySubject(k) {
		return false
	}
	if WsAskStateAux.Has(r.Txt(k - 1)) {
		return false // "is replaced", "has been superseded": a state of the part, read as such
	}
	return r.Find(r.S.From, r.S.To, func(m int) bool {
		return WsAskSelfDet.Has(r.Txt(m)) || WsAskSelf.Has(r.Txt(m)) || WsAskOwn.Has(r.Txt(m))
	}) < 0
}

// toldOnly: the clause after a part's state (at k) orders only that the
// user be told ("the built-in web search is unavailable offline; say so
// when a question needs it"): reporting the part's state routes no work
// elsewhere, so it takes nothing over.
func (r *AskReader) ToldOnly(k int) bool {
	next := r.Find(k+1, r.S.To, func(m int) bool {
		// The clause's first word past a conjunction or an adverb ("so
		// tell the user ...").
		return r.ClauseStart(m) != r.ClauseStart(k) && r.Word(m) && !Grammar(r.Txt(m), GConjunction|GAdverb)
	})
	if next < 0 {
		return false
	}
	txt := r.Txt(next)
	return (WsAskTell.Has(txt) || r.Class(next)&DCommunicate != 0) && !WsAskAsking.Has(txt)
}

// questionOrReport: the sentence asks ("does any file claim ...?") or
// reports what another text claims ("skills that claim the built-in
// search is disabled"): it names the claim, it does not make it.
func (r *AskReader) QuestionOrReport() bool {
	if r.Txt(r.S.To-1) == "?" {
		return true
	}
	return r.Find(r.S.From, r.S.To, func(k int) bool { return WsAskReportVerb.Has(r.Txt(k)) }) >= 0
}

// wholeWork: a preposition at n that places a request in the
// whole of this work ("any task in this repository", "every request in
// the workspace") narrows nothing: the place is all the unit's work.
func (r *AskReader) WholeWork(n int) bool {
	return n+2 < r.S.To && WsAskRestrict.Has(r.Txt(n)) && wsScopeDet.Has(r.Txt(n+1)) && WsAskWorkData.Has(r.Txt(n+2)) &&
		(n+3 >= r.S.To || !r.Word(n+3) || r.A.Tokens[n+3].Is(WcFunctionWord))
}

// usedHere: a verb of using this unit stands before i in its
// sentence ("must be loaded before", "load it before", "use this skill
// first ... before"): what is put ahead of the other parts is this unit.
func (r *AskReader) UsedHere(i int) bool {
	return r.Find(r.S.From, i, func(k int) bool {
		if WsAskUsedVerb.Has(r.Txt(k)) {
			return true
		}
		n := k + 1
		if n+1 < i && r.Adverb(n) {
			n++
		}
		return WsAskUseVerb.Has(r.Txt(k)) && n < i && (WsAskSelfDet.Has(r.Txt(n)) || WsSelfPronoun.Has(r.Txt(n)))
	}) >= 0
}

// otherParts: the other parts are named in [from, to): a word
// of other, then a part of the agent's within four words.
func (r *AskReader) OtherParts(from, to int) bool {
	return r.Find(from, to, func(k int) bool {
		return WsAskOther.Has(r.Txt(k)) && r.Find(k+1, min(k+4, to), func(m int) bool { return WsAskAgentPart.Has(r.Txt(m)) }) >= 0
	}) >= 0
}

// adverb: token n is an adverb, by its class or by English
// morphology: a word of six letters or more in -ly that is no verb
// ("proactively", "automatically"; not "apply", "supply").
func (r *AskReader) Adverb(n int) bool {
	t := &r.A.Tokens[n]
	if t.Is(WcAdverb) {
		return true
	}
	w := r.Txt(n)
	return t.Kind == TokWord && len(w) >= 6 && WsLyEnding.EndsIn(w) != "" && !t.Is(WcVerb)
}

// MappingKeyAt: token i opens its line of a block of code (after
// indentation and a list item's "- ") and a colon ends it, then a space
// or the line's end: a key of a YAML mapping ("run: curl ...", a CI
// step's; "script:", "command:"), which names the value after it. A
// phrase read from it reads a key as a verb: a CI workflow's steps say
// what the CI runs when the file is pushed, not what the agent is told
// to run now.
func MappingKeyAt(raw string, a *Analysis, i int) bool {
	t := &a.Tokens[i]
	start, end := int(t.Start), int(t.End)
	if end >= len(raw) || raw[end] != ':' || end+1 < len(raw) && raw[end+1] != ' ' && raw[end+1] != '\n' && raw[end+1] != '\t' {
		return false
	}
	lead := strings.TrimLeft(raw[LineStart(raw, start):start], " \t")
	lead = strings.TrimLeft(strings.TrimPrefix(lead, "-"), " \t")
	return lead == ""
}
