package approval

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// approveAlone: consent given in the user's place; the token it rests
// on, or -1.
func ApproveAlone(v *reading.ToolView, f *reading.Field, a *reading.Analysis, s reading.Sent, userAt int) int {
	toks := a.Tokens
	approving := false // the sentence is about approving or consenting
	for i := s.From; i < s.To; i++ {
		c := reading.DemandOf(a, &toks[i])
		if reading.PreApproved(a, &toks[i]) || c&(reading.DConsent|reading.DApprove) != 0 && !(reading.AsksUser(a, &toks[i]) && i > s.From && (reading.WsWithoutTo.Has(toks[i-1].Text(a)) || reading.DemandOf(a, &toks[i-1])&reading.DNegation != 0)) {
			approving = true // not the asking verb itself ("without confirming")
		}
	}
	if !approving && userNotConsulted(a, s) {
		approving = true // "without checking back with the user": the person not consulted
	}
	if !approving && s.Cls&reading.WcDemand != 0 {
		if own := reading.OwnParamOf(v.PathOf(f)); own != "" && reading.NameWordsIn(own, reading.DApprove|reading.DConsent) {
			approving = true // the description of a `confirm` parameter
		}
	}
	if !approving || reading.ConsentRequiredIn(a, s) {
		// A sentence that also requires the user's consent ("anything
		// above requires the user's confirmation") describes where the
		// gate stands, not a gate dropped.
		return -1
	}
	for i := s.From; i < s.To; i++ {
		t := &toks[i]
		txt := t.Text(a)
		// A word that says the approval was given beforehand.
		if reading.PreApproved(a, t) && !reading.Conditional(a, s, i) && !reading.Attributive(a, s, i) {
			return i
		}
		c := reading.DemandOf(a, t)
		if c&reading.DConsent != 0 && !reading.Conditional(a, s, i) {
			// "consent is implied", "the user's approval is assumed".
			for k := max(s.From, i-3); k < s.To && k-i <= 4; k++ {
				if reading.WsConsentAssumed.Has(toks[k].Text(a)) {
					if !reading.NegatedBefore(a, s, k) {
						return i
					}
				}
			}
		}
		// "without asking", "no need to check with the user", "do not
		// ask for confirmation", "skip the confirmation".
		if reading.WsBehalf.Has(txt) && reading.OnBehalf(a, s, i) && (reading.OrderedClause(a, s, i) || reading.PermittedClause(a, s, i)) && reading.NegationBefore(a, s, i, 8) < 0 && !reading.AsksFirst(a, s) {
			return i // "confirm it on the user's behalf", "on behalf of the user"
		}
		if !reading.WsSkipAskLead.Has(txt) && !reading.SwitchesOff(a, s, i) && !reading.AsksUser(a, t) || !reading.OrderedClause(a, s, i) && !reading.PermittedClause(a, s, i) {
			continue
		}
		switch {
		case reading.WsWithout.Has(txt) && i+1 < s.To && reading.AsksUser(a, &toks[i+1]):
			return i
		case reading.WsRatherWord.Has(txt) && i+2 < s.To && reading.WsRatherTail.Has(toks[i+1].Text(a)) && reading.AsksUser(a, &toks[i+2]):
			return i // "accept it rather than bothering the user"
		case reading.WsNeed.Has(txt) && i > s.From && reading.WsNo.Has(toks[i-1].Text(a)) && i+2 < s.To && reading.WsTo.Has(toks[i+1].Text(a)) && reading.AsksUser(a, &toks[i+2]):
			return i
		case reading.SwitchesOff(a, s, i) && i+1 < s.To && !reading.NegatedBefore(a, s, i) && !reading.ParamEffect(v, f, s):
			for k := i + 1; k < s.To && k-i <= 4; k++ {
				if reading.DemandOf(a, &toks[k])&reading.DConsent != 0 || reading.AsksUser(a, &toks[k]) {
					return i
				}
			}
		case reading.AsksUser(a, t) && reading.NegatedBefore(a, s, i) && (userAt >= 0 || i+1 < s.To && reading.DemandOf(a, &toks[i+1])&reading.DConsent != 0):
			return i
		}
	}
	return -1
}

// userNotConsulted: "without" and a verb of asking, the person it asks
// named within the four words after it ("without asking the user",
// "without checking back with the person who asked"): the person is not
// consulted, whatever act the sentence orders. Not under a negation ("do
// not install it without asking the user" requires the asking). Asking
// the person to do something ("without asking the user to sign in
// again") asks no consent.
func userNotConsulted(a *reading.Analysis, s reading.Sent) bool {
	toks := a.Tokens
	for i := s.From; i+2 < s.To; i++ {
		if !reading.WsWithout.Has(toks[i].Text(a)) || !reading.AsksUser(a, &toks[i+1]) {
			continue
		}
		if reading.NegationBefore(a, s, i, 8) >= 0 {
			continue // "do not install it without asking the user": asking required
		}
		for k := i + 2; k < s.To && k <= i+5; k++ {
			if reading.DemandOf(a, &toks[k])&reading.DPerson == 0 {
				continue
			}
			return !(k+1 < s.To && reading.WsTo.Has(toks[k+1].Text(a)))
		}
	}
	return false
}
