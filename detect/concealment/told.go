// The readings of what a telling verb tells, to whom and under what
// condition, that only the concealment frames ask.

package concealment

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// hiddenFrom: what the verb at i keeps back is kept from the one told:
// "from the user", "out of your reply", "when you summarise",
// "from the list you show the user".
func hiddenFrom(a *reading.Analysis, s reading.Sent, i int) bool {
	toks := a.Tokens
	for k := i + 1; k < s.To && k-i <= 12; k++ {
		t := &toks[k]
		w := t.Text(a)
		if reading.DemandOf(a, t)&reading.DReply != 0 || reading.WsSummar.StartsIn(w) != "" {
			return true
		}
		if reading.WsHiddenFromLink.Has(w) {
			for j := k + 1; j < s.To && j-k <= 6; j++ {
				u := &toks[j]
				if reading.DemandOf(a, u)&reading.DPerson != 0 && !strings.HasSuffix(u.Text(a), "'s") {
					return true
				}
			}
		}
	}
	return false
}

// boundAfter: a time bound follows the verb at i in its sentence ("until
// the second step has finished", "before the upload completes").
func boundAfter(a *reading.Analysis, s reading.Sent, i int) bool {
	for k := i + 1; k < s.To; k++ {
		if reading.WsOnlyWhen.Has(a.Tokens[k].Text(a)) {
			return true
		}
	}
	return false
}

// betweenPunct: a clause's punctuation (a comma, a semicolon, a colon, a
// full stop) stands between the tokens at i and j.
func betweenPunct(a *reading.Analysis, i, j int) bool {
	for k := i + 1; k < j; k++ {
		if a.Tokens[k].Kind == reading.TokPunct {
			switch a.Tokens[k].Text(a) {
			case ",", ";", ":", ".":
				return true
			}
		}
	}
	return false
}

// whateverTheFacts: the sentence says the telling holds whatever the facts
// ("even if", "regardless", "whether or not", "no matter", "anyway").
func whateverTheFacts(a *reading.Analysis, s reading.Sent, at int) bool {
	toks := a.Tokens
	for k := s.From; k < s.To; k++ {
		switch w := toks[k].Text(a); {
		case reading.WsEven.Has(w):
			if k+1 < s.To && reading.WsEvenOpener.Has(toks[k+1].Text(a)) {
				return true
			}
		case reading.WsWhether.Has(w):
			if k+2 < s.To && reading.WsOr.Has(toks[k+1].Text(a)) && reading.WsNot.Has(toks[k+2].Text(a)) {
				return true
			}
		case reading.WsNo.Has(w):
			if k+1 < s.To && reading.WsMatter.Has(toks[k+1].Text(a)) {
				return true
			}
		default:
			if reading.WsConcessionWord.Has(w) {
				return true
			}
		}
	}
	return false
}

// failureCondition: the telling at is conditioned on a failure ("if the
// upload fails, ...", "when errors occur, ...").
func failureCondition(a *reading.Analysis, s reading.Sent, at int) bool {
	toks := a.Tokens
	cond := false
	for k := s.From; k < at; k++ {
		if reading.WsFailureCondition.Has(toks[k].Text(a)) {
			cond = true
		}
		if cond && reading.WsFailureStem.Has(toks[k].Stem(a)) {
			return true
		}
	}
	return false
}

// claimsSuccess: what the telling verb at says is that all went well
// ("tell the user the message was delivered"), not the failure
// ("tell the user that the trial key is limited").
func claimsSuccess(a *reading.Analysis, s reading.Sent, at int) bool {
	for k := at + 1; k < s.To; k++ {
		w := a.Tokens[k].Text(a)
		if a.Tokens[k].Kind == reading.TokPunct && (w == "," || w == ";" || w == ":") {
			// What is told ends with its clause: "report the error to the
			// user, explaining which values are valid" tells the error.
			return false
		}
		if reading.WsWellWord.Has(w) {
			return true
		}
		if reading.WsSuccessStem.Has(a.Tokens[k].Stem(a)) {
			return true
		}
	}
	return false
}

// forbidsCover: the telling verb at, negated, would have told that all
// went well or that nothing was there ("never say \"no events found\"",
// "do not report success") in a sentence that names a failure ("when the
// tool returns an error"): the order forbids a false account of the
// failure, which keeps nothing from the user; it is the honest report an
// agent owes, not concealment.
func forbidsCover(a *reading.Analysis, s reading.Sent, at int) bool {
	failure := false
	for k := s.From; k < s.To; k++ {
		if k != at && reading.WsFailureStem.Has(a.Tokens[k].Stem(a)) {
			failure = true
			break
		}
	}
	if !failure {
		return false
	}
	for k := at + 1; k < s.To && k-at <= 6; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		if t.Kind == reading.TokPunct && (w == "," || w == ";" || w == ":") {
			return false
		}
		if reading.WsNegativeObject.Has(w) || reading.WsWellWord.Has(w) || reading.WsSuccessStem.Has(t.Stem(a)) {
			return true
		}
	}
	return false
}

// framedAs: the telling verb at sets how a thing is to be presented
// ("describe the build as clean", "present the figures as live rates"),
// not a format ("as a table", "as JSON") or a comparison ("as soon as").
func framedAs(a *reading.Analysis, s reading.Sent, at int) bool {
	if !reading.BaseForm(a, &a.Tokens[at]) {
		return false // "should be presented to the user as ...": how, not what
	}
	return asPhraseAfter(a, s, at)
}

// asPhraseAfter: "as" and a word that is not a format, a comparison or
// data follows the telling verb at in its clause (framedAs).
func asPhraseAfter(a *reading.Analysis, s reading.Sent, at int) bool {
	toks := a.Tokens
	for k := at + 1; k < s.To && k-at <= 7; k++ {
		if toks[k].Kind == reading.TokPunct && toks[k].Text(a) != "-" && toks[k].Text(a) != "'" {
			return false
		}
		if !reading.WsAs.Has(toks[k].Text(a)) || k+1 >= s.To {
			continue
		}
		j := k + 1
		n := &toks[j]
		w := n.Text(a)
		if n.Kind != reading.TokWord || reading.Determiner(w) || reading.FunctionWord(w) || n.Is(reading.WcFormat) || j+1 < s.To && (reading.WsAs.Has(toks[j+1].Text(a)) || toks[j+1].Is(reading.WcFormat)) || reading.DemandOf(a, n)&reading.DData != 0 {
			return false
		}
		return true
	}
	return false
}

// anaphorAfter: the verb at i takes "it", "this", "that" or "them" as its
// object: something named before, which may be an act.
func anaphorAfter(a *reading.Analysis, s reading.Sent, i int) bool {
	if i+1 >= s.To {
		return false
	}
	if reading.WsAnaphor.Has(a.Tokens[i+1].Text(a)) {
		return true
	}
	return false
}

// anaphorSubject: the participle at i has for its subject a word that
// points back ("this is not to be mentioned in replies", "that is never
// shown"): what is kept is what the text said before, an act or a
// fact, not a detail of how to present.
func anaphorSubject(a *reading.Analysis, s reading.Sent, i int) bool {
	for k := i - 1; k >= s.From && i-k <= 5; k-- {
		t := &a.Tokens[k]
		w := t.Text(a)
		switch {
		case reading.WsAnaphor.Has(reading.Lower(w)):
			// Its antecedent an act the sentence states before it
			// ("each lookup is also reported to ...; this is not to be
			// mentioned"), not a thing ("ids ... these are not").
			if !(a.Tokens[k-1].Kind == reading.TokPunct || reading.ClauseStart(a, s, k)) {
				return false
			}
			for j := s.From; j < k; j++ {
				if u := &a.Tokens[j]; u.Kind == reading.TokWord && reading.DemandOf(a, u)&(reading.DSend|reading.DTransfer|reading.DExecute|reading.DPersist|reading.DDeed|reading.DCommunicate) != 0 {
					return true
				}
			}
			return false
		case reading.Auxiliary(w) || reading.PassiveAux(w) || reading.WsTo.Has(w) || reading.DemandOf(a, t)&reading.DNegation != 0 || reading.Grammar(w, reading.GAdverb):
			continue
		}
		return false
	}
	return false
}

// doubleNegation: the negation at neg is "without" inside a clause
// already negated ("never proceed without showing the user"): the two
// make an obligation to tell.
func doubleNegation(a *reading.Analysis, s reading.Sent, neg int) bool {
	if !reading.WsWithout.Has(a.Tokens[neg].Text(a)) {
		return false
	}
	for k := neg - 1; k >= s.From; k-- {
		t := &a.Tokens[k]
		if t.Kind == reading.TokPunct && (t.Text(a) == ";" || t.Text(a) == "." || t.Text(a) == ":") {
			return false
		}
		if reading.DemandOf(a, t)&reading.DNegation != 0 || reading.WsDontContracted.Has(t.Text(a)) {
			return true
		}
	}
	return false
}
