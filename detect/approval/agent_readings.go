package approval

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// consentClaimed (ask.consent-claimed): a word of consent given
// (approved, agreed, pre-authorized) that no condition opens ("if the
// user has approved the plan") and no obligation or negation governs
// ("must be approved", "has not agreed"), whose scope is every act of a
// kind or acts to come ("all of them", "every deletion", "in advance",
// "already").
func ConsentClaimed(r *reading.AskReader) int {
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
			if reading.WsAskRelative.Has(r.Txt(k)) {
				bad = true
			}
			if reading.WsAskAux.Has(r.Txt(k)) || k == i-1 && r.Class(k)&reading.DPerson != 0 {
				pred = true
			}
		}
		pred = pred || r.Find(i+1, i+4, func(k int) bool { return reading.WsAskAhead.Has(r.Txt(k)) }) >= 0 || reading.WsAskGivenAhead.Has(r.Txt(i)) && r.Find(i+1, i+3, func(k int) bool { return reading.WsBy.Has(r.Txt(k)) || reading.WsFor.Has(r.Txt(k)) }) >= 0
		if bad || !pred {
			continue
		}
		scope := r.Find(i-6, i+8, func(k int) bool {
			return reading.WsTotality.Has(r.Txt(k)) || reading.WsAny.Has(r.Txt(k)) || reading.WsAskAhead.Has(r.Txt(k))
		})
		if reading.WsAskGivenAhead.Has(r.Txt(i)) {
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
func AskingRemoved(r *reading.AskReader) int {
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
			off = !r.NegatedBefore(w) && r.Find(r.ClauseStart(w), w, func(k int) bool { return r.Class(k)&reading.DFault != 0 || reading.WsAskFail.Has(r.Txt(k)) }) < 0
		} else if r.NegatedNear(i, 5) && !reading.StateNegatedApart(r, i, 5) {
			off = true
		} else if r.Find(i+1, i+7, func(k int) bool { return r.Class(k)&reading.DNegation != 0 }) >= 0 &&
			r.Find(i+1, i+8, func(k int) bool {
				return r.Class(k)&(reading.DObligation) != 0 || reading.WsAskNeeded.Has(r.Txt(k))
			}) >= 0 {
			off = true // "approval is not required", "confirmation is not needed"
		}
		if !off || r.Conditioned(i) || r.Find(i+1, i+3, func(k int) bool { return reading.WsAskIf.Has(r.Txt(k)) }) >= 0 || PermissionDenied(r, i) ||
			RemovalForbidden(r, i) || ClaimDenied(r, i) {
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

var wsPersonText = reading.NewWordSet("approve-person-text", false)

var wsPersonPossessive = reading.NewWordSet("approve-person-possessive", false)

// personText: the safeguard's word at i also names a person's text
// (approve-person-text: prompts) and a person owns it, by a possessive
// determiner (approve-person-possessive) or a person's noun with 's right
// before it. With a negation of what is done to it after it
// (negatesPredicate), "your prompts never leave your machine", "the
// user's prompts are never stored" say what is not done with what the
// user writes (a product's privacy claim), not that the agent's
// confirmation prompts are off; "turn your prompts off" and "confirmation
// prompts never appear" still are.
func personText(r *reading.AskReader, i int) bool {
	k := i - 1
	if !wsPersonText.Has(r.Txt(i)) || k < r.S.From || !r.Word(k) {
		return false
	}
	return wsPersonPossessive.Has(r.Txt(k)) || r.Class(k)&reading.DPerson != 0 && r.Possessive(k)
}

// negatesPredicate: the word of switching off at k is a negation
// ("never") and a content word follows it, the verb or participle it
// negates ("never leave", "never stored"), not a safeguard's value
// ("approval_policy to never in the config").
func negatesPredicate(r *reading.AskReader, k int) bool {
	n := k + 1
	return r.Class(k)&reading.DNegation != 0 && n < r.S.To && r.A.Tokens[n].Kind == reading.TokWord && !r.A.Tokens[n].Is(reading.WcFunctionWord)
}

// optionDoc: the token at k stands in what a list of command-line
// options says one of them does ("- `--no-interactive` - Disable
// prompts", "`--yes`/`-y`: skip the prompts"): its line opens with the
// option in backticks and a separator, and the description runs to k in
// one clause. The option is documented, not switched on.
func optionDoc(r *reading.AskReader, k int) bool {
	start := int(r.A.Tokens[k].Start)
	if start > len(r.Raw) {
		return false
	}
	line := r.Raw[strings.LastIndexByte(r.Raw[:start], '\n')+1 : start]
	line = strings.TrimLeft(strings.TrimLeft(strings.TrimLeft(line, " \t"), "-*+"), " \t")
	options := 0
	for strings.HasPrefix(line, "`-") {
		end := strings.IndexByte(line[1:], '`')
		if end < 0 {
			return false
		}
		line = strings.TrimLeft(line[end+2:], " /,|")
		options++
	}
	if options == 0 {
		return false
	}
	for _, sep := range []string{"-", "–", "—", ":"} {
		if rest, ok := strings.CutPrefix(line, sep); ok {
			return !strings.ContainsAny(rest, ".;!?")
		}
	}
	return false
}

// safeguardOff (ask.safeguard-off): a safeguard (the sandbox, the
// confirmation prompts, the approval policy) and a word of switching it
// off within four words, or auto-approval named on; not negated, not a
// condition, not what something else does ("it turns off every check").
func SafeguardOff(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) {
			continue
		}
		txt := r.Txt(i)
		if reading.WsAskAutoOn.Has(txt) && !r.Negated(i) && !r.Conditioned(i) && !AutoRestricted(r, i) &&
			r.Find(i-3, i+4, func(k int) bool { return reading.WsAskSwitchOn.Has(r.Txt(k)) && !(k < i && r.StatedBySubject(k)) }) >= 0 &&
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
				if t := r.Txt(m); !reading.WsAskStateAux.Has(t) && !reading.WsAskSwitchOn.Has(t) && !reading.WsTo.Has(t) && t != "=" && t != ":" {
					return false
				}
			}
			return !(personText(r, i) && negatesPredicate(r, k))
		})
		if off < 0 {
			off = CoordinatedOff(r, i)
		}
		if off < 0 {
			continue
		}
		first := min(i, off)
		if r.Conditioned(first) || first > r.S.From && reading.WsAskDescriber.Has(r.Txt(first-1)) || Requested(r, first) || optionDoc(r, first) {
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
