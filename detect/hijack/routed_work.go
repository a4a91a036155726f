package hijack

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsWorkNoun = reading.NewWordSet("hijack-work-noun", false)

var wsRequestVrb = reading.NewWordSet("hijack-request-verb", false)

var wsChose = reading.NewWordSet("hijack-chose", false)

// routedWork: the work a verb of routing at i moves to this unit
// (at) is another's: a noun of work, a word of all, or another part named
// between them ("route all PDF requests here", "route its work to this
// agent", "redirect calls meant for /review here"), or, in a passive
// ("requests for /test are handled here"), before the verb in its clause.
// "Route fixes here" and "their audit trail ... here" place this unit
// among its siblings; they take nothing over.
func RoutedWork(r *reading.AskReader, i, at int) bool {
	from, to := i+1, at
	if at > i && passive(r, i) {
		from, to = r.ClauseStart(i), i
	}
	if r.Find(from, to, func(k int) bool {
		t := r.Txt(k)
		return wsWorkNoun.Has(t) || reading.WsTotality.Has(t) || reading.WsAny.Has(t) || reading.WsAskAgentPart.Has(t) || slashCommand(r, k)
	}) >= 0 {
		return true
	}
	// Or another part set against it after the target ("route reviews
	// here, not to /review", "... instead of the review skill").
	c := r.Find(at+1, r.S.To, func(k int) bool { return reading.WsAskInstead.Has(r.Txt(k)) || r.Class(k)&reading.DNegation != 0 })
	if c >= 0 && r.Find(c+1, min(c+6, r.S.To), func(k int) bool { return reading.WsAskAgentPart.Has(r.Txt(k)) || slashCommand(r, k) }) >= 0 {
		return true
	}
	// Or the routing is an order to the agent (the verb opens its clause:
	// "route reviews here") or a passive ("deployments are handled here"),
	// not a statement of what other parts do ("other skills route their
	// audit trail here"), and not an item of a list of related units,
	// which opens with a link to one ("- [figma-build](...) - builds the
	// screens; route fixes here").
	return (r.ClauseStart(i) == i || passive(r, i)) && !linkItem(r)
}

// linkItem: the sentence's line is a list item that opens with a
// Markdown link ("- [name](path) - ..."): an entry of related units.
func linkItem(r *reading.AskReader) bool {
	start := int(r.A.Tokens[r.S.From].Start)
	line := r.Raw[:min(start, len(r.Raw))]
	if k := strings.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	rest := r.Raw[len(r.Raw[:min(start, len(r.Raw))])-len(line):]
	if k := strings.IndexByte(rest, '\n'); k >= 0 {
		rest = rest[:k]
	}
	rest = strings.TrimLeft(rest, " \t")
	rest = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(rest, "-"), "*"), " \t")
	return strings.HasPrefix(rest, "[")
}

// passive: the verb at i follows a verb of state ("are handled", "is
// routed"): its object is its clause's subject.
func passive(r *reading.AskReader, i int) bool {
	return i > r.S.From && reading.WsAskStateAux.Has(r.Txt(i-1))
}

// slashCommand: token k is a slash command (/review): a path of one
// segment after its slash, no extension.
func slashCommand(r *reading.AskReader, k int) bool {
	txt := r.Txt(k)
	return r.A.Tokens[k].Kind == reading.TokPath && strings.HasPrefix(txt, "/") && len(txt) > 2 && !strings.Contains(txt[1:], "/") && !strings.Contains(txt, ".")
}

// conditionBefore: a condition opens the clause of token at before
// it, read past a parenthesis or a code identifier's call marks ("when the
// `hf_jobs()` MCP tool is unavailable"), which clauseStart stops at.
func ConditionBefore(r *reading.AskReader, at int) bool {
	for k := at - 1; k >= r.S.From; k-- {
		switch r.Txt(k) {
		case ";", ":", ",", "—", "–", "|":
			return false
		}
		if reading.WsConditionOpener.Has(r.Txt(k)) {
			return true
		}
	}
	return false
}

// choiceCondition: the sentence opens with a condition that the
// user gave or chose something ("if the user named channels or people, use
// that scope instead of the default search", "when they specify a
// branch"): what is put in place is the user's own choice, the opposite of
// a part taken from them. A condition on what the user asks for ("when the
// user asks to review, use this instead of /review") or on a task ("when
// you work on tests") stays a claim.
func ChoiceCondition(r *reading.AskReader) bool {
	first := r.Find(r.S.From, r.S.To, func(k int) bool { return r.Word(k) })
	if first < 0 || !reading.WsAskIf.Has(r.Txt(first)) || reading.WsWhenever.Has(r.Txt(first)) {
		return false
	}
	end := r.Find(first+1, r.S.To, func(k int) bool { return r.Txt(k) == "," })
	if end < 0 {
		return false
	}
	person := r.Find(first+1, min(first+4, end), func(k int) bool { return r.Class(k)&reading.DPerson != 0 || reading.WsThey.Has(r.Txt(k)) })
	return person >= 0 && r.Find(person+1, min(person+3, end), func(k int) bool { return wsChose.Has(r.Txt(k)) }) >= 0
}

// narrowedAhead: a condition after a unit put ahead of the others
// narrows it ("use this skill before any other Acme skill if you do not
// yet have an account"): a prerequisite, not every request.
func NarrowedAhead(r *reading.AskReader, i int) bool {
	return r.Find(i+1, r.S.To, func(k int) bool {
		t := r.Txt(k)
		return reading.WsIfUnless.Has(t) && !everyAfter(r, k) &&
			r.Find(k+1, r.S.To, func(m int) bool { return wsRequestVrb.Has(r.Txt(m)) }) < 0
	}) >= 0
}

// everyAfter: a word of all follows the condition opener at k
// ("when any request comes in"): it narrows nothing.
func everyAfter(r *reading.AskReader, k int) bool {
	return r.Find(k+1, min(k+4, r.S.To), func(m int) bool { return reading.WsTotality.Has(r.Txt(m)) || reading.WsAny.Has(r.Txt(m)) }) >= 0
}

// heading: the sentence is a Markdown heading (its line opens with
// "#"): a title names a topic ("### Overriding Built-In Tools"); it asks
// nothing unless it states something (a verb of state in it).
func Heading(r *reading.AskReader) bool {
	start := int(r.A.Tokens[r.S.From].Start)
	line := r.Raw[:min(start, len(r.Raw))]
	if k := strings.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	if !strings.HasPrefix(strings.TrimSpace(line), "#") && r.Txt(r.S.From) != "#" {
		return false
	}
	first := r.Find(r.S.From, r.S.To, func(k int) bool { return r.Word(k) })
	if first < 0 || reading.WsIngEnding.EndsIn(r.Txt(first)) == "" {
		return false // "## Replaces the built-in /review" states a claim
	}
	return r.Find(r.S.From, r.S.To, func(k int) bool {
		return reading.WsAskStateAux.Has(r.Txt(k)) || reading.Grammar(r.Txt(k), reading.GModal)
	}) < 0
}

// conditionList: the sentence is a list item under a lead or a
// heading that names conditions ("## When to Use", "Fall back when:"):
// each item is a case, not a statement that a part is gone.
func ConditionList(r *reading.AskReader) bool {
	start := int(r.A.Tokens[r.S.From].Start)
	before := r.Raw[:min(start, len(r.Raw))]
	k := strings.LastIndexByte(before, '\n')
	if k < 0 {
		return false
	}
	item := strings.TrimSpace(before[k+1:])
	if item != "" && item != "-" && item != "*" {
		return false
	}
	if item == "" && !strings.HasPrefix(strings.TrimSpace(r.Raw[start:]), "") {
		return false
	}
	// The 30 lines before the item's, last first, read from its end: a
	// split of all the text before it cost each sentence the file's length.
	rest, more := before[:k], true
	for n := 0; n < 30 && more; n++ {
		j := strings.LastIndexByte(rest, '\n')
		l := strings.TrimSpace(rest[j+1:])
		rest, more = rest[:max(j, 0)], j >= 0
		if l == "" || strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "* ") {
			continue
		}
		if !strings.HasPrefix(l, "#") && !strings.HasSuffix(l, ":") {
			return false
		}
		for _, w := range strings.Fields(strings.ToLower(strings.Trim(l, "#:*_ "))) {
			if reading.WsAskIf.Has(strings.Trim(w, ".,:;*_")) && !reading.WsOnce.Has(w) {
				return true // "When to use", "Use it if:"; not "Before you start"
			}
		}
		return false
	}
	return false
}

// codeOther: a takeover phrase whose span names no part of the
// agent's (a skill, command, agent or tool word, a word of being built in,
// a slash command, a documented tool): the other it sets aside is code
// ("prefer this over chained `.pipe()`"), not a part the agent relies on.
func codeOther(a *reading.Analysis, c reading.DirectiveCue) bool {
	switch c.Rule {
	case "takeover.use-me-instead", "takeover.in-place-of":
	default:
		return false
	}
	code := false
	for k := c.From; k < c.To && k < len(a.Tokens); k++ {
		t := a.Tokens[k].Text(a)
		if reading.WsAskAgentPart.Has(t) || reading.WsAskClaimNoun.Has(t) || reading.WsAskAgentTool.Has(t) || reading.WsAskPartNoun.Has(t) {
			return false
		}
		if a.Tokens[k].Kind == reading.TokPath && strings.HasPrefix(t, "/") && !strings.Contains(t[1:], "/") && !strings.Contains(t, "(") {
			return false
		}
		// A function or a method: a call's parentheses, or a name opened
		// by a dot (".pipe()"); a script's path or a command line stays a
		// thing the agent may be steered away from.
		if strings.Contains(t, "(") || strings.HasPrefix(t, ".") && !strings.Contains(t, "/") || t == "(" && k > c.From {
			code = true
		}
	}
	return code
}

// reportedClaim: a takeover phrase inside a sentence that reports
// what another text claims, as what the unit examines for ("flag any skill
// that claims the built-in /review is deprecated"): the unit names the
// claim, it does not make it (questionOrReport, for the phrase rules).
func reportedClaim(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	if !strings.HasPrefix(c.Rule, "takeover.") {
		return false
	}
	// The claim reported is what the unit examines for ("flag any skill
	// that claims ..."): a verb of examining before the verb of claiming.
	// A claim reported alone ("any skill claiming to be the reviewer is
	// fake; this is the real one") is the impersonation itself.
	examine := false
	for k := s.From; k < c.From && k < s.To; k++ {
		t := a.Tokens[k].Text(a)
		if reading.WsExamine.Has(t) {
			examine = true
		}
		if examine && reading.WsAskReportVerb.Has(t) {
			return true
		}
	}
	return false
}

// codeOrClaimDrop zeroes the takeover phrase cues of sentence s that name code
// rather than a part, or report a claim (directive.go, beside
// dropSelfStatement).
func CodeOrClaimDrop(a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	for k := range cues {
		if cues[k].Family == "takeover" && cues[k].Rule != "" && (codeOther(a, cues[k]) || reportedClaim(a, s, cues[k])) {
			cues[k].Weight = 0
		}
	}
}

var wsWithdrawn = reading.NewWordSet("hijack-withdrawn", false)

var wsInService = reading.NewWordSet("hijack-in-service", false)

var wsTake = reading.NewWordSet("hijack-take", false)

// noLonger: token k is a word of being in service after "no
// longer" ("is no longer supported", "no longer works"), or a participle
// of taking out of use (hijack-withdrawn): the part is out of service, though
// a negation stands before it.
func NoLonger(r *reading.AskReader, k int) bool {
	if !r.Word(k) {
		return false
	}
	if wsWithdrawn.Has(r.Txt(k)) {
		return true
	}
	return k-2 >= r.S.From && reading.WsNo.Has(r.Txt(k-2)) && reading.WsLonger.Has(r.Txt(k-1)) && wsInService.Has(r.Txt(k))
}

// anaphorGone: a part the agent ships with named in one clause,
// its state in the next by a pronoun ("do not use the WebSearch or
// WebFetch tools; they are disabled for this org"): the part at the
// returned token, -1 if none.
func AnaphorGone(r *reading.AskReader) int {
	for k := r.S.From; k < r.S.To; k++ {
		if !r.Gone(k) && !NoLonger(r, k) {
			continue
		}
		cs := r.ClauseStart(k)
		if cs == r.S.From || cs >= k || !reading.WsTakeAnaphor.Has(r.Txt(cs)) && !reading.WsTheyIt.Has(r.Txt(cs)) {
			continue
		}
		aux := r.Find(cs+1, k, func(m int) bool { return reading.WsAskStateAux.Has(r.Txt(m)) })
		if aux < 0 || r.Find(aux, k, func(m int) bool { return r.Class(m)&reading.DNegation != 0 }) >= 0 && !NoLonger(r, k) || r.Conditioned(k) {
			continue
		}
		for i := r.S.From; i < cs; i++ {
			if at := r.ShippedPart(i); at >= 0 && !r.Conditioned(at) && !ConditionBefore(r, at) {
				return at
			}
		}
	}
	return -1
}

// takesOver: "over" after a verb of taking ("it takes over from
// every other skill"): this unit put in the others' place, read as a word
// of priority (ask.every-request).
func TakesOver(r *reading.AskReader, i int) bool {
	if !reading.WsOver.Has(r.Txt(i)) || i-1 <= r.S.From || !wsTake.Has(r.Txt(i-1)) {
		return false
	}
	// This unit is what takes over ("it takes over", "this skill takes
	// over"), not a plugin the text tells how to spot ("a plugin that
	// takes over other tools").
	k := i - 2
	if reading.WsSelfPronoun.Has(r.Txt(k)) {
		return true
	}
	return r.Find(max(r.S.From, k-2), k+1, func(m int) bool { return reading.WsAskSelfDet.Has(r.Txt(m)) }) >= 0 && (reading.WsAskAgentPart.Has(r.Txt(k)) || reading.WsOne.Has(r.Txt(k)))
}

// otherNamed: what the user names or types in a concessive
// condition (ask.user-overruled) is another's slash command ("even when
// they type /commit or /review"), not this unit's own name: with this unit
// used in the sentence, the unit claims the other's trigger.
func OtherNamed(r *reading.AskReader, verb int) bool {
	own := strings.ToLower(r.V.Tool.Name)
	named := r.Find(verb+1, min(verb+5, r.S.To), func(k int) bool {
		return slashCommand(r, k) && (own == "" || strings.TrimPrefix(r.Txt(k), "/") != own)
	})
	if named < 0 {
		return false
	}
	return r.Find(r.S.From, r.S.To, func(k int) bool {
		return (reading.WsAskUseVerb.Has(r.Txt(k)) || reading.WsRun.Has(r.Txt(k))) && k+1 < r.S.To && (reading.WsAskSelfDet.Has(r.Txt(k+1)) || reading.WsSelfPronoun.Has(r.Txt(k+1)))
	}) >= 0
}

// shippedNoun: a noun of what an agent relies on by what it does
// (a server, a runner, a search) with a word of being shipped before it
// ("the postgres MCP server", "the default test runner") is another part
// for ask.takeover, as a skill or a command is.
func ShippedNoun(r *reading.AskReader, i int) bool {
	if !reading.WsAskPartNoun.Has(r.Txt(i)) {
		return false
	}
	return r.Find(max(r.S.From, i-2), i, func(k int) bool { return reading.WsAskShipped.Has(r.Txt(k)) }) >= 0
}
