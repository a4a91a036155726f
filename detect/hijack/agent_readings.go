package hijack

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// partGoneLang (ask.part-gone-lang): in another language, a part the
// agent ships with or relies on stated out of service, as
// ask.part-displaced reads English: a part named by a word of being
// shipped (agent-shipped: eingebaut, intégré, 内置, 組み込み) or a tool
// the agents' documentation names (WebFetch), then a word of
// demand-obsolete in its clause (veraltet, désactivé, 已停用, 廃止). Not
// negated, not in a condition (a fallback names what to do when a part
// fails), not this unit's own part (grammar-self before the word).
func PartGoneLang(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() || r.QuestionOrReport() {
		return -1
	}
	for i := range f.Hits {
		o := &f.Hits[i]
		if !o.Cls.Has(reading.LObsolete) || f.NegatedAt(o) || f.InClauseBefore(o, reading.LConditional) != nil || CondAfter(f, o) {
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
			part = LangPart(r, f, cf, o) // a program or another agent's tool
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
func Takeover(r *reading.AskReader) int {
	if r.TableRow() {
		return -1
	}
	if i := NameTaken(r); i >= 0 {
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
		if (slash || reading.WsAskAgentPart.Has(txt) || reading.WsAskClaimNoun.Has(txt) || ShippedNoun(r, i)) && !r.Modifier(i) && !(reading.WsAskAgentPart.Has(txt) && LastModifier(r, i)) {
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
				if at > i && at <= i+6 && !r.Negated(i) && (reading.WsHere.Has(r.Txt(at)) || reading.WsAskToward.Has(r.Txt(at-1))) && RoutedWork(r, i, at) {
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
func PartDisplaced(r *reading.AskReader) int {
	if r.TableRow() || r.QuestionOrReport() || Heading(r) || ChoiceCondition(r) || ConditionList(r) {
		return -1
	}
	for i := r.S.From; i < r.S.To; i++ {
		at := r.ShippedPart(i)
		if at < 0 || r.Conditioned(at) || ConditionBefore(r, at) {
			continue
		}
		// Its state after it: a state auxiliary or a list of parts
		// between ("the built-in code search and terminal tools are
		// disabled"), within ten tokens, in its clause.
		for k := i + 1; k < r.S.To && k <= i+10; k++ {
			if r.ClauseStart(k) != r.ClauseStart(i) {
				break
			}
			nolonger := NoLonger(r, k) // "is no longer supported", "was withdrawn"
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
			if r.Word(k) && (reading.WsAskSupplant.Has(r.Txt(k)) || reading.WsAskInstead.Has(r.Txt(k)) || reading.WsAskReplacement.Has(r.Txt(k))) && !r.Negated(k) && !r.ReportedEvent(k) {
				return at
			}
		}
	}
	if at := AnaphorGone(r); at >= 0 {
		return at
	}
	if at := NamedGone(r); at >= 0 { // the parts relied on by name
		return at
	}
	return Displaced(r) // another's part by its phrase, or its use forbidden
}

// userOverruled (ask.user-overruled): what the user names, asks for or
// types explicitly replaced by something else: a concessive condition
// ("even if", "even when", "including when") whose subject is the user
// and whose verb names or asks ("the user names `make test`", "they
// explicitly ask for Prettier"), in a sentence that puts something in
// its place ("instead", "anyway", a word of replacement). A prohibition
// the user cannot lift ("even if the user asks, never commit .env") is
// not that: its order is negated.
func UserOverruled(r *reading.AskReader) int {
	for from := r.S.From; ; {
		i, person, verb := r.UserAsks(from, 4)
		if i < 0 {
			break
		}
		from = i + 1
		cond := i + 1
		explicit := r.Find(person+1, min(r.S.To, verb+8), func(k int) bool { return reading.WsAskExplicit.Has(r.Txt(k)) }) >= 0
		put := r.Find(r.S.From, r.S.To, func(k int) bool {
			return r.Word(k) && (reading.WsAskInstead.Has(r.Txt(k)) && k != cond || reading.WsAskAnyway.Has(r.Txt(k)) || r.Class(k)&reading.DReplace != 0)
		})
		if put < 0 && !explicit && !OtherNamed(r, verb) {
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
	return RequestRouted(r) // the user's request sent elsewhere
}

// everyRequest (ask.every-request): this unit claimed for every request
// ("must be used for every request", "use this skill for any task",
// "load it first for every prompt": a word of all and a request noun
// with nothing after it that narrows it, "any task involving PDFs"), or
// put over every other part or the user's own instructions ("takes
// priority over all other skills", "supersedes every other agent").
func EveryRequest(r *reading.AskReader) int {
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
					return !reading.OtherSubjectUsed(r, k) // "the output prefix used for all messages"
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
		ahead := reading.WsAhead.Has(txt) && r.UsedHere(i) && !NarrowedAhead(r, i)
		if r.Word(i) && (reading.WsAskPriority.Has(txt) || r.Class(i)&reading.DReplace != 0 || ahead || TakesOver(r, i)) && !r.Negated(i) {
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
