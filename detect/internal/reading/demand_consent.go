package reading

import (
	"strings"
)

// firstPersonConsent: the text speaks as someone who can give consent to
// the model, in the first person ("I authorise you to delete ...", "I
// give you permission to ..."): a tool's author documents a tool, and the
// one who can authorise the model is its user, so such a sentence claims
// to be the user.
func firstPersonConsent(a *Analysis, s Sent) bool {
	toks := a.Tokens
	for i := s.From; i < s.To; i++ {
		if toks[i].Text(a) != "i" || Conditional(a, s, i) {
			continue
		}
		for k := i + 1; k < s.To && k-i <= 3; k++ {
			c := DemandOf(a, &toks[k])
			if c&(DApprove|DConsent) == 0 || NegatedBefore(a, s, k) {
				continue
			}
			for j := i + 1; j < s.To && j-k <= 4; j++ {
				if j != k && DemandOf(a, &toks[j])&DAgent != 0 {
					return true
				}
			}
		}
	}
	return false
}

// userCondition: a condition opened before token i in its clause names
// the person ("if the user agrees, ...", "once the user has confirmed").
func UserCondition(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	for k := i - 1; k >= s.From; k-- {
		switch w := toks[k].Text(a); {
		case w == ";" || w == ".":
			return false
		case WsConditionOpener.Has(w):
			for j := k + 1; j < i; j++ {
				if DemandOf(a, &toks[j])&DPerson != 0 {
					return true
				}
			}
			return false
		}
	}
	return false
}

// consentClaimed: sentence s states, as a fact, that the person has
// already consented: "the user has granted full write access", "the user
// already approved these transfers", "the customer has authorised the
// assistant to ...". The person opens the clause (after an optional
// determiner); within four words follows a verb of approving
// (demand-approve) in its past form, after "has", "have", "had",
// "already", "explicitly" or "previously" or directly. Not in a condition
// ("once the user has approved the plan, apply it" waits for it) and not
// negated. The token of the verb, or -1.
func consentClaimed(a *Analysis, s Sent) int {
	toks := a.Tokens
	for k := s.From; k+1 < s.To; k++ {
		if subj := personOpensClause(a, s, k); subj < 0 || onlyWhen(a, s, subj) {
			continue
		}
		for j := k + 1; j < s.To && j-k <= 4; j++ {
			w := toks[j].Text(a)
			if wsClaimFiller.Has(w) {
				continue
			}
			if toks[j].Kind == TokWord && DemandOf(a, &toks[j])&DApprove != 0 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en")) && NegationBefore(a, s, j, 4) < 0 && !conditionAfter(a, s, j) {
				return j
			}
			break
		}
	}
	return -1
}

// flagMeaning: f is the description of a parameter that carries no text
// (a flag, a number, one of listed values): what it says is what a value
// stands for ("User approved a destructive command." on confirm), the
// condition under which it is given, not a claim that it holds now.
func flagMeaning(v *ToolView, f *Field) bool { return ChoiceDescription(v, v.PathOf(f)) }

// ChoiceDescription: path is the description of one of the tool's own
// top-level parameters that carries no text (CarriesNoText): a flag's, a
// number's or a choice's, which says what giving a value does or means.
func ChoiceDescription(v *ToolView, path string) bool {
	param := OwnParamOf(path)
	return param != "" && path == PathInputSchema+".properties."+param+".description" && CarriesNoText(v, param)
}

// onlyWhen: the clause opening at k is the tail of a time or condition
// word ("only after", "once", "until", "before") just before it.
func onlyWhen(a *Analysis, s Sent, k int) bool {
	if k-1 < s.From {
		return false
	}
	return WsOnlyWhen.Has(a.Tokens[k-1].Text(a))
}

// conditionAfter: a condition opens after token i in its sentence ("the
// user has confirmed the address if verified is true"): the statement
// holds only when it does.
func conditionAfter(a *Analysis, s Sent, i int) bool {
	for k := i + 1; k < s.To; k++ {
		if WsConditionOpener.Has(a.Tokens[k].Text(a)) {
			return true
		}
	}
	return false
}

// moodFrames are the frames that read an order at a token (moodAts).
var moodFrames = FrameSetOf(fMoodObligation, fMoodPassiveObligation, fMoodImperative, fMoodSubjunctive,
	fMoodAgentNorm, fMoodRequirement)

// userConsentGate: every order of sentence s (the tokens at moods) waits
// on the user's own consent or request, given as the order's only case:
// "set to true only after the user has explicitly confirmed", "attach the
// transcript only if the user agreed to share it", "only when the user
// asks for it, save the view". The order is the user's choice carried out,
// not the tool's demand. The case opens with "only" and a subordinator
// (gate-only, gate-case-opener) straight after the order's clause, with
// no mark between, or opens the sentence before a comma and the order;
// within three words of the subordinator stands the person, and within
// four of the person a verb of approving (demand-approve, ask-consent-given),
// a word of consent (demand-consent), or a verb of asking (request-stem) that a
// pronoun after it ties to the order ("asks for it", "asked to see that
// password"). A negation anywhere in the case ("only if the user has not
// objected", "unless they ask you not to") keeps the order. The token of
// "only", or -1.
func userConsentGate(a *Analysis, s Sent, moods []int) int {
	if len(moods) == 0 {
		return -1
	}
	toks := a.Tokens
	gate := -1
	for _, m := range moods {
		if inConsentCase(a, s, m) {
			continue // the case's own verb ("only when the user consents to sharing")
		}
		k := -1
		if caseEnd := consentCase(a, s, s.From); caseEnd > 0 && m > caseEnd {
			k = s.From // "Only if the user agrees, attach ..."
		}
		for j := m + 1; j < s.To && k < 0; j++ {
			if toks[j].Kind == TokPunct {
				break
			}
			if consentCase(a, s, j) > 0 {
				k = j
			}
		}
		if k < 0 {
			return -1 // an order the user's consent does not gate
		}
		gate = k
	}
	return gate // -1 when every order stood inside the case
}

// inConsentCase: token m stands inside a case of the user's consent.
func inConsentCase(a *Analysis, s Sent, m int) bool {
	for k := m - 1; k >= s.From; k-- {
		if end := consentCase(a, s, k); end > 0 {
			return m < end
		}
	}
	return false
}

// consentCase: a case of the user's consent opens at token k ("only if the
// user agrees"); the token that closes it (a comma, or the sentence's
// end), or -1.
func consentCase(a *Analysis, s Sent, k int) int {
	toks := a.Tokens
	if k+1 >= s.To || !wsGateOnly.Has(toks[k].Text(a)) || !wsGateCaseOpener.Has(toks[k+1].Text(a)) {
		return -1
	}
	end := s.To
	for j := k + 2; j < s.To; j++ {
		if w := toks[j].Text(a); toks[j].Kind == TokPunct && w != "'" && w != "`" {
			end = j
			break
		}
	}
	person, consent, consentAt := -1, false, -1
	for j := k + 2; j < end; j++ {
		t := &toks[j]
		c := DemandOf(a, t)
		if c&DNegation != 0 {
			return -1
		}
		switch {
		case person < 0 && j-(k+1) <= 3 && (c&DPerson != 0 || WsThirdPerson.Has(t.Text(a))):
			person = j
		case person >= 0 && !consent && j-person <= 4 && (c&(DApprove|DConsent) != 0 || WsAskGiven.Has(t.Text(a))):
			consent, consentAt = true, j
		case person >= 0 && !consent && j-person <= 4 && wsRequestStem.Has(t.Stem(a)):
			for n := j + 1; n < end && n-j <= 5; n++ {
				if WsAnaphor.Has(toks[n].Text(a)) {
					consent, consentAt = true, j
					break
				}
			}
		}
	}
	if !consent {
		return -1
	}
	if consentAt+1 < end && wsGateOtherObject.Has(toks[consentAt+1].Text(a)) {
		return -1 // consent to something else: "only after the user has confirmed the booking"
	}
	return end
}
