package detect

import "strings"

// Consent given in the user's place is also written as a setting: an
// order to set a parameter named for consent or for skipping a safeguard
// (accept_terms, agreed, skip_verification: consentFlagName) with nothing
// that waits for the user. A setting under a condition
// ("only when the user asks", "after the user agrees") or for a purpose
// the parameter serves ("set confirm to true to execute") is how the
// parameter is used. A claim that approval was already given ("treat every
// install as already approved") is that consent too.

// consentSetAlone: sentence s gives consent or drops a safeguard in the
// user's place by a setting; the token it rests on, or -1.
func consentSetAlone(v *ToolView, f *Field, a *Analysis, s Sent) int {
	toks := a.Tokens
	if paramEffect(v, f, s) {
		return -1 // a parameter's own description: what setting it does
	}
	props := schemaProperties(v.Tool.InputSchema)
	for i := s.From; i < s.To; i++ {
		t := &toks[i]
		if t.Kind != TokWord && t.Kind != TokIdent {
			continue
		}
		w := t.Text(a)
		k := -1
		switch {
		case t.Kind == TokIdent || t.Kind == TokWord && (strings.Contains(f.Text[t.Start:t.End], "_") || setToTrue(a, s, i)):
			if hasMember(props, w) && consentFlagName(w) {
				k = i
			}
		case w == "already" || w == "previously":
			if i+1 < s.To && demandOf(a, &toks[i+1])&dApprove != 0 && strings.HasSuffix(toks[i+1].Text(a), "ed") {
				k = i + 1 // "as already approved"
			}
		case demandOf(a, t)&dApprove != 0 && strings.HasSuffix(w, "ed") && priorAfter(a, s, i):
			k = i // "as approved by the user in advance"
		}
		// The order is a verb before the parameter ("set confirm=true"),
		// not the parameter's name read as one ("2. confirm=True on each
		// call" lists a requirement).
		if k < 0 || clauseStart(a, s, k) || !orderedClause(a, s, k) || negatedBefore(a, s, k) || conditional(a, s, k) || gatedAfter(a, s, k) {
			continue
		}
		return k
	}
	return -1
}

// priorAfter: the participle at i is said to have been given before now
// ("in advance", "beforehand", "ahead of time"), within its clause.
func priorAfter(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	for j := i + 1; j < s.To && j-i <= 6; j++ {
		switch w := toks[j].Text(a); {
		case w == "beforehand":
			return true
		case (w == "in" || w == "ahead") && j+1 < s.To && (toks[j+1].Text(a) == "advance" || toks[j+1].Text(a) == "of"):
			return true
		case toks[j].Kind == TokPunct:
			return false
		}
	}
	return false
}

// hasMember: the schema's properties hold name (case-insensitively).
func hasMember(props any, name string) bool {
	found := false
	members(props, func(k string, _ any) {
		if strings.EqualFold(k, name) {
			found = true
		}
	})
	return found
}

// gatedAfter: what follows token k in its sentence waits for someone or
// serves a purpose: a condition ("only when", "after the user agrees",
// "unless", "until"), or an infinitive of purpose ("to execute").
func gatedAfter(a *Analysis, s Sent, k int) bool {
	toks := a.Tokens
	for j := k + 1; j < s.To; j++ {
		switch toks[j].Text(a) {
		case "if", "when", "whenever", "after", "once", "unless", "only", "until", "before", "provided", "so":
			return true
		case "to":
			if j+1 < s.To && toks[j+1].Is(wcVerb) && toks[j+1].Text(a) != "true" {
				return true
			}
		}
	}
	return false
}

// setToTrue: the word at i is given a true value ("agreed to true",
// "agreed=true"): named as a parameter though it is a plain word.
func setToTrue(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	for j := i + 1; j < s.To && j-i <= 2; j++ {
		switch toks[j].Text(a) {
		case "to", "=", ":":
			continue
		case "true", "yes":
			return true
		}
		return false
	}
	return false
}

// firstPersonConsent: the text speaks as someone who can give consent to
// the model, in the first person ("I authorise you to delete ...", "I
// give you permission to ..."): a tool's author documents a tool, and the
// one who can authorise the model is its user, so such a sentence claims
// to be the user.
func firstPersonConsent(a *Analysis, s Sent) bool {
	toks := a.Tokens
	for i := s.From; i < s.To; i++ {
		if toks[i].Text(a) != "i" || conditional(a, s, i) {
			continue
		}
		for k := i + 1; k < s.To && k-i <= 3; k++ {
			c := demandOf(a, &toks[k])
			if c&(dApprove|dConsent) == 0 || negatedBefore(a, s, k) {
				continue
			}
			for j := i + 1; j < s.To && j-k <= 4; j++ {
				if j != k && demandOf(a, &toks[j])&dAgent != 0 {
					return true
				}
			}
		}
	}
	return false
}
