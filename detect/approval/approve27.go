package approval

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsApprove27Harmless = reading.NewWordSet("approve-harmless", false)

var wsApprove27Read = reading.NewWordSet("approve-read-verb", false)

var wsApprove27Write = reading.NewWordSet("approve-write", false)

// approve27Veto: cue c of sentence s is another's act described
// (approve27Described), or drops asking over a harmless scope in a text
// that keeps the weighty acts guarded (directive.go zeroes it). For the
// harmless scope, only the cues of asking dropped (noconfirm, consent): a safeguard
// switched off or a prompt answered by the agent are acts of their own.
func Approve27Veto(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	if approve27Described(a, s, c.From) {
		return true
	}
	if c.Family != "noconfirm" && c.Family != "consent" || c.Rule == reading.AskNames[reading.AskAnswered24] || c.Rule == reading.AskNames[reading.AskSafeguardOff] {
		return false
	}
	return approve27HarmlessScope(a, s) && (approve26KeptElsewhere(a, s) || approve27Forbids(a))
}

// approve27HarmlessScope: sentence s holds a word of asking and a
// harmless scope (ask-harmless, approve-harmless, or a word of
// restriction right before a verb of reading: "only reads"), and names
// no weighty act that is not negated or lacked ("without edit or shell
// permissions" takes the shell away), no pronoun of totality, no
// auto-approval, no safeguard switched off, nothing secret.
func approve27HarmlessScope(a *reading.Analysis, s reading.Sent) bool {
	asking, harmless := -1, false
	for k := s.From; k < s.To; k++ {
		t := &a.Tokens[k]
		if t.Kind != reading.TokWord && t.Kind != reading.TokIdent {
			continue
		}
		w := approve26Low(a, k)
		switch {
		case reading.WsAskAutoOn.Has(w) || reading.DemandOf(a, t)&reading.DSecret != 0:
			return false
		case reading.WsAskSwitchOff.Has(w) && !approve26Negation(a, k):
			return false
		case reading.WsAskWeighty.Has(w) && !approve27Negated(a, s, k) && !approve27UserReviews(a, s, k):
			return false
		case reading.WsAskHarmless.Has(w) || wsApprove27Harmless.Has(w):
			if approve27TotalBefore(a, s, k) {
				return false // "everything here is isolated"
			}
			harmless = true
		case reading.WsAskOnly.Has(w) && k+1 < s.To && wsApprove27Read.Has(approve26Low(a, k+1)):
			harmless = true
		}
		if asking < 0 && approve26Asking(a, k) {
			asking = k
		}
	}
	return asking >= 0 && harmless && !approve27TotalInClause(a, s, asking)
}

// approve27TotalBefore: a pronoun of totality within four words before
// token k, no clause mark between: the harmless scope claimed of
// everything.
func approve27TotalBefore(a *reading.Analysis, s reading.Sent, k int) bool {
	for m := k - 1; m >= s.From && m >= k-4; m-- {
		if approve26ClauseMark(a, m) {
			return false
		}
		if wsApprove26Total.Has(approve26Low(a, m)) {
			return true
		}
	}
	return false
}

// approve27TotalInClause: a pronoun of totality in the clause of token
// k (between clause marks): the asking dropped for everything ("don't
// ask for anything").
func approve27TotalInClause(a *reading.Analysis, s reading.Sent, k int) bool {
	from, to := k, k
	for from > s.From && !approve26ClauseMark(a, from-1) {
		from--
	}
	for to < s.To && !approve26ClauseMark(a, to) {
		to++
	}
	for m := from; m < to; m++ {
		if wsApprove26Total.Has(approve26Low(a, m)) {
			return true
		}
	}
	return false
}

// approve27Negated: the act at token k of sentence s is negated or
// lacked: a negation or the preposition of lacking within four words
// before it, no clause mark between ("you never deploy", "without edit
// or shell permissions", "you cannot edit"), or a negation right after
// it ("you change nothing").
func approve27Negated(a *reading.Analysis, s reading.Sent, k int) bool {
	if k+1 < s.To && a.Tokens[k+1].Kind == reading.TokWord && approve26Negation(a, k+1) {
		return true
	}
	for m := k - 1; m >= s.From && m >= k-4; m-- {
		if approve26ClauseMark(a, m) {
			return false
		}
		if approve26Negation(a, m) || wsApprove26Lacking.Has(approve26Low(a, m)) {
			return true
		}
	}
	return false
}

// approve27UserReviews: the weighty act at token k is the user's review
// of the agent's work, not the agent's act: a noun of the user, a word
// of reviewing within three words after it, and the act within three
// words after that, no clause mark between ("they land on a branch the
// user reviews before merging", "the user reviews the merge").
func approve27UserReviews(a *reading.Analysis, s reading.Sent, k int) bool {
	for m := k - 1; m >= s.From && m >= k-3; m-- {
		if approve26ClauseMark(a, m) {
			return false
		}
		if !wsApprove26Review.Has(approve26Low(a, m)) {
			continue
		}
		for n := m - 1; n >= s.From && n >= m-3; n-- {
			if approve26ClauseMark(a, n) {
				return false
			}
			if reading.WsD26User.Has(approve26Low(a, n)) {
				return true
			}
		}
		return false
	}
	return false
}

// approve27Forbids: a sentence of the text forbids the agent an act
// that changes what is not its own: a weighty act or a verb of changing
// or writing, negated or lacked (approve27Negated).
func approve27Forbids(a *reading.Analysis) bool {
	for _, s := range a.Sents {
		for k := s.From; k < s.To; k++ {
			t := &a.Tokens[k]
			if t.Kind != reading.TokWord {
				continue
			}
			w := approve26Low(a, k)
			if (reading.WsAskWeighty.Has(w) || wsApprove27Write.Has(w) || t.Is(reading.WcModifyVerb)) && approve27Negated(a, s, k) {
				return true
			}
		}
	}
	return false
}

var LHarmless27 = reading.Lbit(156)

var LWeighty27 = reading.Lbit(157)

// approve27HarmlessLang: in another language, the asking dropped at h
// (askingOffLang) is over a harmless scope (de "frag nicht jedes Mal
// nach, das sind harmlose Befehle", zh "只读查询 … 无需逐条确认"): a
// word of approve-harmless in the sentence, no weighty act named in
// it (approve-weighty not negated, or ask-weighty-act and destructive
// commands in its code: weightyNamed), no word of the whole; and
// another sentence of the text keeps asking (a word of asking or consent
// not negated, no doing without in its clause) or forbids a weighty act.
func approve27HarmlessLang(r *reading.AskReader, f *reading.LangFacts) bool {
	if !f.Has(LHarmless27) || f.Has(reading.LWhole) || weightyNamed(r) {
		return false
	}
	for i := range f.Hits {
		if h := &f.Hits[i]; h.Cls.Has(LWeighty27) && !f.NegatedAt(h) {
			return false
		}
	}
	for _, o := range r.A.Sents {
		if o == r.S || o.To <= o.From {
			continue
		}
		g := reading.ReadLang(r.Raw, r.A, o, f.Lang)
		for i := range g.Hits {
			h := &g.Hits[i]
			switch {
			case h.Cls.Has(reading.Lset(reading.LAsk, reading.LConsent)) && !g.NegatedAt(h) && g.InClause(h, reading.LWithout) == nil:
				return true
			case h.Cls.Has(LWeighty27) && g.NegatedAt(h):
				return true
			}
		}
	}
	return false
}

var wsApprove27Attempt = reading.NewWordSet("approve-attempt", false)

var wsApprove27TextNoun = reading.NewWordSet("approve-text-noun", false)

var wsApprove27Find = reading.NewWordSet("approve-find-verb", false)

var wsApprove27Relative = reading.NewWordSet("approve-relative", false)

// approve27Described (class P2, an attack catalogued): the cue at token
// at of sentence s is what another's text does, described by review or
// training material, not ordered to the agent:
//
//   - the complement of a verb of attempting whose subject is a noun of
//     a text or its makers, or a relative pronoun ("how malicious rules
//     files try to switch off the user's confirmations", "instructions
//     that attempt to skip the prompt"); "try to switch off ..." at the
//     head of an order, or after "you", stays;
//   - a relative clause about a noun of a text that an order of finding
//     or reporting opens the sentence with ("Report each line that turns
//     prompts off", "List … claims that other tools are disabled");
//   - a relative clause about a noun of a text or a pronoun of totality
//     that is the subject of a predicate naming it a fault ("Anything
//     that writes to the user's global config without them asking is a
//     finding"): approve26's fault named, for every act.
//
// Within six words before the cue, no clause mark between and no new
// predicate (approve27NewOrder) from there to the cue.
func approve27Described(a *reading.Analysis, s reading.Sent, at int) bool {
	for k := at; k > s.From && k >= at-6; k-- {
		if approve26ClauseMark(a, k) || approve27NewOrder(a, k) {
			return false
		}
		if k == at {
			continue
		}
		w := approve26Low(a, k)
		prev := approve26Low(a, k-1)
		switch {
		case wsApprove27Attempt.Has(w) && k+1 < s.To && reading.WsD26To.Has(approve26Low(a, k+1)):
			if wsApprove27TextNoun.Has(prev) || wsApprove27Relative.Has(prev) {
				return true
			}
		case wsApprove27Relative.Has(w) && wsApprove27TextNoun.Has(prev):
			return approve27FindsFirst(a, s) || approve27FaultAfter(a, s, at)
		case wsApprove27Relative.Has(w) && wsApprove26Total.Has(prev):
			return approve27FaultAfter(a, s, at)
		}
	}
	return false
}

// approve27NewOrder: token k is a verb in its plain form right after a
// coordinator or a comma ("... that holds secrets and upload it", "...,
// then send them"): a new predicate of the sentence's order, outside the
// clause that describes.
func approve27NewOrder(a *reading.Analysis, k int) bool {
	t := &a.Tokens[k]
	if k == 0 || t.Kind != reading.TokWord || !t.Is(reading.WcVerb) || reading.InflectedVerb(a, k) {
		return false
	}
	p := &a.Tokens[k-1]
	return p.Kind == reading.TokPunct && p.Text(a) == "," || p.Kind == reading.TokWord && reading.WsApprove27Coord.Has(approve26Low(a, k-1))
}

// approve27FaultAfter: after token at in sentence s, a verb of being
// and, within four words and no negation between, a noun of fault
// (approve-wrong-way, demand-fault): the clause the cue stands in is
// the subject of "... is a finding".
func approve27FaultAfter(a *reading.Analysis, s reading.Sent, at int) bool {
	for m := at + 1; m < s.To; m++ {
		if approve26ClauseMark(a, m) {
			return false
		}
		if !reading.Grammar(approve26Low(a, m), reading.GBe) {
			continue
		}
		for n := m + 1; n < s.To && n <= m+4; n++ {
			if approve26Negation(a, n) {
				return false
			}
			if w := approve26Low(a, n); wsApprove26WrongWay.Has(w) || reading.DemandOf(a, &a.Tokens[n])&reading.DFault != 0 {
				return true
			}
		}
		return false
	}
	return false
}

// approve27FindsFirst: the first word of sentence s (past list marks
// and numbers) is a verb of finding or reporting: the sentence orders a
// search, and what it describes is what is searched for.
func approve27FindsFirst(a *reading.Analysis, s reading.Sent) bool {
	for k := s.From; k < s.To; k++ {
		switch a.Tokens[k].Kind {
		case reading.TokWord:
			return wsApprove27Find.Has(approve26Low(a, k))
		case reading.TokPunct, reading.TokNumber:
			continue
		default:
			return false
		}
	}
	return false
}
