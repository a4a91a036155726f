package concealment

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// actUntold (ask.act-untold): an act of the agent's (an upload, a
// request, a change, a command; "what you did") kept from the user: a
// verb of telling negated ("do not mention the upload"), or a verb of
// leaving out with a report or the user as where it is left out of
// ("keep the call out of the commit message"), or a telling restricted
// to a part when the user asks ("if the user asks what you changed, list
// only the fixes"), or the act presented as something smaller ("present
// the changes as routine"), or the user said not to come to know of it
// ("the user must not learn that ...").
func ActUntold(r *reading.AskReader) int {
	act := r.Find(r.S.From, r.S.To, func(k int) bool {
		if !r.Word(k) {
			return false
		}
		if reading.WsAskDone.Has(r.Txt(k)) && k+1 < r.S.To && reading.WsYou.Has(r.Txt(k+1)) {
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
		if r.V.Hidden && reading.WsAskHiddenAct.Has(r.Txt(k)) {
			return true
		}
		// A deed made one particular act: "this step", "the extra call".
		return (r.Class(k)&reading.DDeed != 0 || reading.WsAskDeed.Has(r.Txt(k))) && r.Find(k-2, k, func(m int) bool { return reading.WsAskDeictic.Has(r.Txt(m)) }) >= 0
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
		case tell && act >= 0 && r.OrderNegated(i) && (act > i || !r.AgentDeedClause(act) || reading.PassiveAt(r, i)) && (person >= 0 || place(i) || reading.WsAskAct.Has(r.Txt(act)) && r.Definite(act)) && !r.LeftToAsking(i) &&
			!reading.PersonToldToAct(r.A, r.S, i) && !r.NextClause(i, act) && !r.PersonsOwnAsk(i) && !DatumPut(r, i, act) && !r.OwnObject(i, act) && !r.NounTelling(i):
			return i // an act named for what it does ("don't show the curl command") needs no place
		case tell && act >= 0 && act < i && (reading.WsAskAct.Has(r.Txt(act)) || r.AgentDeedClause(act) && reading.PassiveAt(r, i)) && r.StatedNegated(i) && (person >= 0 || place(i)) && !r.LeftToAsking(i) &&
			!r.Conditioned(i) && !reading.PersonToldToAct(r.A, r.S, i):
			return i // stated of an act named for what it does: "the extra sync is not mentioned in commit messages"
		case (reading.WsAskLeaveOut.Has(txt) || c&reading.DConceal != 0 || reading.WsAskKeep.Has(txt) && r.Find(i+1, i+8, func(k int) bool { return reading.WsOut.Has(r.Txt(k)) }) >= 0) &&
			act >= 0 && (!r.AgentDeedClause(act) || r.ClauseStart(act) == r.ClauseStart(i)) && place(i) && !r.Negated(i) && !r.OwnObject(i, act) && !r.Attributive(i):
			return i
		case (tell || c&reading.DAnswer != 0 && reading.DeniedAfter(r, i)) && person >= 0 && person < i && r.ClauseStart(i) > person && act > person && act < r.ClauseStart(i) &&
			r.Find(r.S.From, person, func(k int) bool { return reading.WsConditionOpener.Has(r.Txt(k)) }) >= 0 &&
			(r.Find(i-2, i+3, func(k int) bool { return reading.WsAskOnly.Has(r.Txt(k)) }) >= 0 || reading.DeniedAfter(r, i)) && !reading.SemicolonBetween(r, act, i):
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
func OutOfSight(r *reading.AskReader) int {
	for i := r.S.From; i < r.S.To; i++ {
		if !reading.WsAskPurpose.Has(r.Txt(i)) {
			continue
		}
		// A verb of clearing in the base form, the order's: "clear the
		// terminal", "redirect the output"; not a state ("it's
		// excluded only so it doesn't surface as a row").
		verb := r.Find(r.S.From, i, func(k int) bool { return reading.WsAskClear.Has(r.Txt(k)) })
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
