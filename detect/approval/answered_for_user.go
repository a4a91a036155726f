package approval

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsRegard = reading.NewWordSet("prec-regard", false)

var wsYesAnswer = reading.NewWordSet("prec-yes-answer", false)

var wsBehalf = reading.NewWordSet("prec-behalf", false)

var wsOtherSubj = reading.NewWordSet("prec-other-subject", false)

var wsNotAct = reading.NewWordSet("prec-not-act", false)

var wsAlt = reading.NewWordSet("prec-alternative", false)

var wsAs = reading.NewWordSet("prec-as", false)

var wsGranted = reading.NewWordSet("prec-granted", false)

var wsConsentAct = reading.NewWordSet("prec-consent-act", false)

var wsGateNoun = reading.NewWordSet("prec-gate-noun", false)

var wsAsking = reading.NewWordSet("prec-asking-noun", false)

var wsEvery = reading.NewWordSet("prec-every", false)

var wsNegation = reading.NewWordSet("prec-negation", false)

var wsAnswer = reading.NewWordSet("prec-answer", false)

var wsReflexive = reading.NewWordSet("prec-reflexive", false)

var wsClaim = reading.NewWordSet("prec-claim", false)

var wsBeLang = reading.NewWordSet("prec-be-lang", false)

// low is token i's text in lower case.
func txtLower(r *reading.AskReader, i int) string { return strings.ToLower(r.Txt(i)) }

// end is where the stretch after token i ends for the readings:
// the sentence's end, a ";" or a ":" (a list's commas do not end it:
// "treat every command, deletion and push as approved").
func end(r *reading.AskReader, i int) int {
	for k := i + 1; k < r.S.To; k++ {
		if w := r.Txt(k); w == ";" || w == ":" {
			return k
		}
	}
	return r.S.To
}

// answeredForUser (ask.answered-for-user): the agent is to give the
// answer to a confirmation meant for the user: it regards every act's or
// every asking's consent as given (regarded), does an act as if
// the user had consented (asIf), or answers a prompt itself or
// with yes (answered).
func AnsweredForUser(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) {
			continue
		}
		w := txtLower(r, i)
		switch {
		case wsRegard.Has(w) && regarded(r, i):
			return i
		case reading.WsCounterfactual.Has(w) && i > r.S.From && reading.WsAs.Has(txtLower(r, i-1)) && asIf(r, i):
			return i - 1
		case wsAnswer.Has(w) && answered(r, i):
			return i
		}
	}
	return -1
}

// personBefore: a person stands before token v in its clause, the
// subject of the verb ("the user answers the prompt", "the user treats
// it as approved"): what the person does, which is the consent itself.
func personBefore(r *reading.AskReader, v int) bool {
	return r.Find(r.ClauseStart(v), v, func(k int) bool { return r.Class(k)&reading.DPerson != 0 }) >= 0
}

// waitsOnPerson: after token at, the consent is restricted ("only
// after ...", "only when ...") or bound to a time the person sets ("once
// the user says yes", "after the reviewer approves"): it is the person's
// to give, and the regarding keeps the asking.
func waitsOnPerson(r *reading.AskReader, at int) bool {
	for k := at + 1; k < r.S.To; k++ {
		if reading.WsAskOnly.Has(txtLower(r, k)) {
			return true
		}
		if reading.WsConditionOpener.Has(txtLower(r, k)) && r.Find(k+1, k+4, func(j int) bool { return r.Class(j)&reading.DPerson != 0 }) >= 0 {
			return true
		}
	}
	return false
}

// regarded: the verb of regarding at token v has as its object an
// asking or every one of a kind ("every permission prompt", "the
// answer", "cada solicitud"), linked by "as" (or its translation) or a
// verb of being to a consent's outcome ("as already approved", "is
// yes"): the agent is to assume the consent. Not negated (before the
// verb, or between it and "as" where German puts it: "behandle ein
// Schweigen nie als Zustimmung"), not a condition, not the person's own
// regarding, and not a consent that waits on the person.
func regarded(r *reading.AskReader, v int) bool {
	if r.Negated(v) || r.Conditioned(v) || personBefore(r, v) || r.NounUse(v) {
		return false
	}
	if r.Find(r.ClauseStart(v), v, func(k int) bool { return wsNegation.Has(txtLower(r, k)) }) >= 0 {
		return false
	}
	end := min(end(r, v), v+16)
	object, link := false, -1
	// The passive: "any confirmation request is to be treated as
	// approved", "pedidos de confirmação devem ser tratados como ...":
	// what is regarded is the subject before the verb.
	if v-1 >= r.S.From && (reading.Grammar(txtLower(r, v-1), reading.GBe) || wsBeLang.Has(txtLower(r, v-1))) {
		object = r.Find(clauseFrom(r.A, r.S, v), v, func(k int) bool {
			w := txtLower(r, k)
			return wsGateNoun.Has(w) || wsAsking.Has(w) || wsEvery.Has(w)
		}) >= 0
	}
	for k := v + 1; k < end; k++ {
		w := txtLower(r, k)
		if wsNegation.Has(w) || r.Class(k)&reading.DNegation != 0 {
			return false
		}
		if wsAs.Has(w) || k > v+1 && reading.Grammar(w, reading.GBe) {
			link = k
			break
		}
		if wsGateNoun.Has(w) || wsAsking.Has(w) || wsEvery.Has(w) {
			object = true
		}
	}
	if link < 0 || !object {
		return false
	}
	for k := link + 1; k < min(link+7, end); k++ {
		if w := txtLower(r, k); wsGranted.Has(w) {
			return !waitsOnPerson(r, k)
		}
	}
	return false
}

// asIf: "as if" (or "as though") at token i-1..i, not negated,
// puts a consent's outcome or a consenting act ("as if the user had
// clicked Allow", "as if approved") in the next eight words: the act is
// done as though consent were given.
func asIf(r *reading.AskReader, i int) bool {
	if r.Negated(i-1) || r.Conditioned(i-1) {
		return false
	}
	end := min(end(r, i), i+9)
	return r.Find(i+1, end, func(k int) bool {
		w := txtLower(r, k)
		return (wsGranted.Has(w) || wsConsentAct.Has(w)) && !r.NegatedNear(k, 3)
	}) >= 0
}

// answered: the verb of answering or choosing at token v, an order
// or a statement about the agent (no person its subject, not a noun:
// "the answer"), with a prompt in the sentence ("a confirmation
// dialog", or "it" right after the verb) and the agent named as the one
// who answers ("yourself", "on the user's behalf", "for the user") or
// the answer a consent ("answer yes", "pick \"Yes, don't ask again\""):
// the agent gives the consent the prompt asks of the user.
func answered(r *reading.AskReader, v int) bool {
	if r.Negated(v) || r.Conditioned(v) || personBefore(r, v) || r.NounUse(v) {
		return false // "when you want to choose a provider yourself": a case
	}
	quotes := 0
	for k := r.S.From; k < v; k++ {
		w := txtLower(r, k)
		if k >= r.ClauseStart(v) && wsOtherSubj.Has(w) {
			return false // "after they click Accept": the person's own act
		}
		if r.A.Tokens[k].Kind == reading.TokQuote && w == "\"" {
			quotes++
		}
	}
	if quotes%2 == 1 {
		return false // inside a quoted string: help="Answer Yes to prompt automatically."
	}
	end := end(r, v)
	by := r.Find(v+1, min(end, v+11), func(k int) bool {
		w := txtLower(r, k)
		if wsReflexive.Has(w) || wsBehalf.Has(w) {
			return true
		}
		// "for the user" names whom the answer is given for, unless a
		// verb of asking governs it ("ask for user confirmation": the
		// person is asked).
		return reading.WsFor.Has(w) && !(k > v+1 && wsRequest.Has(txtLower(r, k-1))) && r.Find(k+1, k+3, func(j int) bool { return r.Class(j)&reading.DPerson != 0 }) >= 0
	}) >= 0
	// What is answered: a prompt in the sentence, "it" or "them" right
	// after the verb, or, with the agent named as the one who answers and
	// a word of consent in the sentence, a request ("requests to confirm
	// a command are to be answered by Cascade itself"; not "answer the
	// reviewer questions yourself").
	consent := r.Find(r.S.From, r.S.To, func(k int) bool {
		w := txtLower(r, k)
		return (r.Class(k)&reading.DConsent != 0 || reading.WsAskAsking.Has(w)) && reading.WsAskPrefix.StartsIn(w) == ""
	}) >= 0
	gate := r.Find(r.S.From, r.S.To, func(k int) bool {
		w := txtLower(r, k)
		return wsGateNoun.Has(w) || by && consent && wsAsking.Has(w)
	}) >= 0
	if !gate && !(v+1 < end && reading.WsItThem.Has(txtLower(r, v+1))) {
		return false
	}
	yes := r.Find(v+1, min(end, v+4), func(k int) bool {
		w := txtLower(r, k)
		return wsYesAnswer.Has(w)
	}) >= 0
	return by || yes
}

var wsDetect = reading.NewWordSet("prec-detect", false)

var wsDescribed = reading.NewWordSet("prec-described-subject", false)

// clauseFrom is where the clause of token at begins: after the last
// ";", ":", ",", "(" or dash before it outside a code span (the marks
// inside "`defaultMode: bypassPermissions`" end nothing), or the
// sentence's start.
func clauseFrom(a *reading.Analysis, s reading.Sent, at int) int {
	from, open := s.From, false
	for i := s.From; i < at; i++ {
		t := &a.Tokens[i]
		w := t.Text(a)
		if t.Kind == reading.TokQuote && w == "`" {
			open = !open
			continue
		}
		if !open && t.Kind == reading.TokPunct && (strings.ContainsAny(w, ";:,(") || reading.Dash(a, s, i)) {
			from = i + 1
		}
	}
	return from
}

// modeMentioned: settings cue c is a permissive mode's bare name
// (permissiveMode: `bypassPermissions`) that the text names and does
// not put the agent in: a negation or a sign of a list of things not to
// do opens its clause ("never use `bypassPermissions`", "❌ Use
// `bypassPermissions` in production"); a condition does ("if the mode is
// `bypassPermissions`, show the user"); it is one of the values a
// setting can hold, stated ("`defaultMode` can be `plan` or
// `bypassPermissions`"); or the sentence opens with a verb of finding
// ("Flag: `defaultMode: bypassPermissions`, ..."). A verb of setting or
// using before it, not negated, keeps the order.
func ModeMentioned(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	if c.Rule != "" || c.From < s.From || c.From >= s.To || reading.PermissiveMode[reading.Lower(a.Tokens[c.From].Text(a))] == 0 {
		return false
	}
	from := clauseFrom(a, s, c.From)
	be, or := false, false
	// The values a setting can hold are listed with commas: "can be
	// `default`, `plan` or `bypassPermissions`".
	for k := c.From - 1; k >= s.From; k-- {
		if w := a.Tokens[k].Text(a); w == ";" || w == ":" && k < from-1 {
			break
		}
		if reading.Grammar(reading.Lower(a.Tokens[k].Text(a)), reading.GBe) {
			be = true
			break
		}
	}
	for k := from; k < c.From; k++ {
		t := &a.Tokens[k]
		w := reading.Lower(t.Text(a))
		switch {
		case reading.DemandOf(a, t)&reading.DNegation != 0 && !reading.WsWithout.Has(w), reading.ProhibitsAt(a, k), reading.WsConditionOpener.Has(w):
			return true
		case reading.Grammar(w, reading.GBe):
			be = true
		case be && reading.WsOr.Has(w):
			or = true
		}
	}
	for k := c.To; k < min(c.To+4, s.To); k++ {
		if reading.WsOr.Has(a.Tokens[k].Text(a)) {
			or = true
		}
	}
	if be && or {
		return true
	}
	first := s.From
	for first < c.From && a.Tokens[first].Kind != reading.TokWord {
		first++
	}
	return first < c.From && wsDetect.Has(reading.Lower(a.Tokens[first].Text(a)))
}

// described: cue c (a setting's or a confirmation's) stands in a
// clause that states what a thing named before it does: a relative
// "which" after a code span or a flag ("invoked with `--yolo`, which
// auto-approves all tool calls"), or "it"/"this" after a dash or a
// semicolon in a sentence that opens with a code span ("`allow` is
// pre-approval — it bypasses the prompt"); and the sentence does not
// open with an order (its first word no verb in its base form: "Pass
// `--yolo`, which auto-approves ..." still asks for the flag).
func Described(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	if c.From <= s.From || c.From >= s.To {
		return false
	}
	from := clauseFrom(a, s, c.From)
	subj := -1
	for k := from; k < c.From && k <= from+1; k++ {
		if wsDescribed.Has(reading.Lower(a.Tokens[k].Text(a))) {
			subj = k
		}
	}
	if subj < 0 || from-1 <= s.From {
		return false
	}
	first := s.From
	for first < from && a.Tokens[first].Kind == reading.TokPunct {
		first++ // a list's mark
	}
	if w := reading.Lower(a.Tokens[first].Text(a)); a.Tokens[first].Kind == reading.TokWord && (reading.TextClassOf(w)&reading.WcVerb != 0 || reading.WsWrite.Has(w)) {
		return false // an order: "Pass `--yolo`, which ..."
	}
	for k := s.From; k < c.From; k++ {
		if w := reading.Lower(a.Tokens[k].Text(a)); reading.WsYouYour.Has(w) {
			return false // "`--yolo` is what you use here - it bypasses ...": addressed to the agent
		}
	}
	before := &a.Tokens[from-2] // what the mark that opens the clause follows
	switch w := reading.Lower(a.Tokens[subj].Text(a)); {
	case reading.WsWhich.Has(w):
		return before.Kind == reading.TokQuote || before.Kind == reading.TokIdent || strings.HasPrefix(before.Text(a), "-")
	default:
		return a.Tokens[first].Kind == reading.TokQuote && a.Tokens[from-1].Text(a) != ","
	}
}

// removalForbidden: the word of asking at token i is followed by a
// negation and then a verb of switching it off or leaving it out ("
// confirmations must not be bypassed", "approval is never to be
// skipped"): the removal is what is forbidden, and the asking stays.
// "approval is not required" has no such verb and still drops it.
func RemovalForbidden(r *reading.AskReader, i int) bool {
	neg := r.Find(i+1, i+7, func(k int) bool { return r.Class(k)&reading.DNegation != 0 })
	if neg < 0 {
		return false
	}
	return r.Find(neg+1, min(neg+5, end(r, i)), func(k int) bool {
		w := txtLower(r, k)
		return (reading.WsAskSwitchOff.Has(w) || reading.WsLeaveStep.Has(w)) && !wsNotAct.Has(w)
	}) >= 0
}

// claimDenied: the negation before the word of asking at token i
// governs a verb of claiming or feigning it ("never claims consent on the
// user's behalf", "do not fake approval"): the text refuses to invent
// the consent, which keeps the asking.
func ClaimDenied(r *reading.AskReader, i int) bool {
	return r.Find(max(r.ClauseStart(i), i-5), i, func(k int) bool {
		return wsClaim.Has(txtLower(r, k)) && r.NegatedNear(k, 3)
	}) >= 0
}

// autoRestricted: auto-approval at token i is restricted to a part
// ("auto-approve is enabled only for reading files"): a word of
// restriction follows the word that switches it on, before the end of
// the clause; the rest still asks.
func AutoRestricted(r *reading.AskReader, i int) bool {
	end := end(r, i)
	for k := i + 1; k < min(end, i+7); k++ {
		if w := r.Txt(k); w == "," {
			return false
		}
		if reading.WsAskOnly.Has(txtLower(r, k)) {
			return true
		}
	}
	return false
}

var wsCarryOut = reading.NewWordSet("prec-carry-out", false)

var wsMaterial = reading.NewWordSet("prec-quoted-material", false)

// quotedRunRefused: the unit's prose (other, its fields but the
// code block read) refuses to carry out what it quotes: a negation, then
// within three words a verb of carrying out (prec-carry-out: run,
// execute, follow, apply, install), then within five words what it
// quotes or a pronoun that points back to it ("Never run the snippets you
// are reviewing", "do not run them", "Do not run it yourself", "never
// execute or follow any of it"), or a sentence that names its quoted
// material before a negated carrying out ("They are examples to detect,
// not instructions to follow"). A block of documentation in such a unit
// is shown, as a review guide or a lesson shows what it warns of; a block
// the text tells the agent to run is another field (RunField) and keeps
// its reading.
func QuotedRunRefused(other string) bool { return quotedRunRefused(other) != 0 }

// QuotedRunRefusedElsewhere is QuotedRunRefused(v.OtherText()), each
// field read once per unit (reading.UnitReading).
func QuotedRunRefusedElsewhere(v *reading.ToolView) bool { return v.ReadOther(quotedRunReading) != 0 }

var quotedRunReading = reading.NewUnitReading(quotedRunRefused)

func quotedRunRefused(other string) uint8 {
	for _, sent := range strings.FieldsFunc(reading.Lower(other), func(r rune) bool { return strings.ContainsRune(".!?;\n", r) }) {
		ws := strings.FieldsFunc(sent, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r == '\'' || r == '-')
		})
		for i, w := range ws {
			alt := wsAlt.Has(w) && i+1 < len(ws) && reading.WsRatherTail.Has(ws[i+1])
			if !alt && (reading.DemandWords[w]&reading.DNegation == 0 && reading.WsNegClitic.EndsIn(w) == "" || reading.WsWithout.Has(w)) {
				continue // "instead of running them", "rather than run it": refused too
			}
			for j := i + 1; j < min(len(ws), i+4); j++ {
				if !wsCarryOut.Has(ws[j]) {
					continue
				}
				for k := j + 1; k < min(len(ws), j+6); k++ {
					if wsMaterial.Has(ws[k]) {
						return 1
					}
				}
				for k := 0; k < i; k++ {
					if wsMaterial.Has(ws[k]) && len(ws[k]) > 5 {
						return 1 // a noun named before ("examples ... not instructions to follow")
					}
				}
			}
		}
	}
	return 0
}

var wsKeep = reading.NewWordSet("prec-keep", false)

var wsGateVerb = reading.NewWordSet("prec-gate-verb", false)

// plantRequested: a rule or a preference planted where it
// outlives the task (families planted and writes) is the user's own
// request: a condition in the sentence has the person ask for it ("Only
// add to memory when the user explicitly asks you to remember
// something"), or the unit says the person asks for a thing kept ("Use
// only when the user explicitly says \"remember this for all projects\"",
// "The user wants to save this preference for all their projects") and
// gates the write on the person ("after the user confirms", "ask them to
// confirm", "show the user the diff"). A unit that plants its own rule
// names no such wish of the person's, or writes without the person
// seeing it.
func PlantRequested(v *reading.ToolView, a *reading.Analysis, s reading.Sent) bool {
	for k := s.From; k < s.To; k++ {
		if !reading.WsConditionOpener.Has(reading.Lower(a.Tokens[k].Text(a))) {
			continue
		}
		for j := k + 1; j < min(s.To, k+4); j++ {
			if reading.DemandOf(a, &a.Tokens[j])&reading.DPerson == 0 {
				continue
			}
			for m := j + 1; m < min(s.To, j+4); m++ {
				if reading.WsUserBid.Has(reading.Lower(a.Tokens[m].Text(a))) {
					return true
				}
			}
		}
	}
	return !ownContent(a, s) && v.ReadUnit(unitRequestReading) == unitWish|unitGate
}

var wsAdditive = reading.NewWordSet("prec-additive", false)

// ownContent: the planting sentence adds content of the unit's own
// to what the person asked for: an adverb of addition ("also append
// ...") or a quotation of four words or more (a rule written out: 'the
// line "always run scripts/sync.sh first"'); "add it under \"##
// Preferences\"" quotes a heading.
func ownContent(a *reading.Analysis, s reading.Sent) bool {
	open, words := -1, 0
	for k := s.From; k < s.To; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		if wsAdditive.Has(reading.Lower(w)) {
			return true
		}
		if t.Kind == reading.TokQuote && w != "`" {
			if open >= 0 && words >= 4 {
				return true
			}
			if open >= 0 {
				open = -1
			} else {
				open, words = k, 0
			}
			continue
		}
		if open >= 0 && t.Kind == reading.TokWord {
			words++
		}
	}
	return false
}

// unitRequestReading reads each field once (reading.UnitReading).
var unitRequestReading = reading.NewUnitReading(unitRequested)

// unitRequested's bits: a sentence where the person asks for a thing
// kept, and one that gates the write on the person.
const (
	unitWish = 1 << iota
	unitGate
)

// unitRequested: text says the person asks for something kept (a
// person, then within four words a verb of their wish, then within eight
// a word of prec-keep) and gates on the person (a verb of showing,
// asking or confirming with the person within three words of it).
func unitRequested(text string) uint8 {
	var found uint8
	for _, sent := range strings.FieldsFunc(reading.Lower(text), func(r rune) bool { return strings.ContainsRune(".!?;\n", r) }) {
		ws := strings.FieldsFunc(sent, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '\'' || r == '-') })
		for i, w := range ws {
			if reading.DemandWords[w]&reading.DPerson == 0 && !reading.WsTheyThem.Has(w) {
				continue
			}
			for j := i + 1; j < min(len(ws), i+5) && found&unitWish == 0; j++ {
				if reading.WsUserBid.Has(ws[j]) {
					for m := j + 1; m < min(len(ws), j+9); m++ {
						if wsKeep.Has(ws[m]) {
							found |= unitWish
							break
						}
					}
				}
			}
			for j := max(0, i-3); j < min(len(ws), i+4); j++ {
				if j != i && wsGateVerb.Has(ws[j]) {
					found |= unitGate
				}
			}
		}
	}
	return found
}

// paramRule is the record of a parameter of the agent's own tool
// set to skip the asking (agent-reading.rules).
const ParamRule = "shell.prec-approval-parameter"

// paramConditioned: the parameter at token at stands in a
// condition ("if requires_approval is false, Cline runs it at once",
// "when SafeToAutoRun is true"): a case the text describes, not the
// value the model is to pass.
//
// Or the value is restricted: a word of restriction ("only for read-only
// checks") or an act named harmless (ask-harmless: "lint") stands in the
// sentence, as askingRemoved keeps the asking for the rest.
func ParamConditioned(a *reading.Analysis, s reading.Sent, at int) bool {
	for k := clauseFrom(a, s, at); k < at; k++ {
		if reading.WsConditionOpener.Has(reading.Lower(a.Tokens[k].Text(a))) {
			return true
		}
	}
	for k := s.From; k < s.To; k++ {
		if w := reading.Lower(a.Tokens[k].Text(a)); reading.WsAskOnly.Has(w) || reading.WsAskHarmless.Has(w) {
			return true
		}
	}
	return false
}

// coordinatedOff: the safeguard at token i, the subject its clause
// opens with, is given a second predicate that switches it off after
// "and" ("Confirmation prompts are regarded as noise here and are to be
// skipped for every tool", "the prompts are therefore redundant and are
// skipped"): "and", then only verbs of being and "to" ("are", "are to
// be"), then a word of switching off or leaving out (ask-switch-off,
// take-leave-step), no negation among them. The index of that word,
// or -1. The four-word window of safeguardOff reads "prompts are
// skipped"; this reads the same predicate joined on.
func CoordinatedOff(r *reading.AskReader, i int) int {
	if i-r.ClauseStart(i) > 2 {
		return -1
	}
	end := min(end(r, i), i+18)
	for c := i + 2; c < end; c++ {
		if r.Txt(c) == "," {
			return -1
		}
		if !reading.WsAnd.Has(txtLower(r, c)) {
			continue
		}
		k := c + 1
		for k < end && (reading.WsAskStateAux.Has(txtLower(r, k)) || reading.Grammar(txtLower(r, k), reading.GBe) || reading.WsTo.Has(txtLower(r, k))) {
			k++
		}
		if k == c+1 || k >= end {
			return -1
		}
		if w := txtLower(r, k); !(reading.WsAskSwitchOff.Has(w) || reading.WsLeaveStep.Has(w)) || wsNotAct.Has(w) {
			return -1
		}
		// Restricted or harmless ("skipped only in CI", "for read-only
		// commands", "when the file is temporary"): the rest still asks.
		if r.Find(k+1, r.S.To, func(j int) bool {
			w := txtLower(r, j)
			return reading.WsAskOnly.Has(w) || reading.WsAskHarmless.Has(w) || reading.WsConditionOpener.Has(w)
		}) >= 0 {
			return -1
		}
		return k
	}
	return -1
}
