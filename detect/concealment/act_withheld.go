package concealment

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsTell = reading.NewWordSet("conceal-tell", false)

var wsPhrasal = reading.NewWordSet("conceal-phrasal-tell", false)

var wsLeave = reading.NewWordSet("conceal-leave", false)

var wsDeictic = reading.NewWordSet("conceal-deictic", false)

var wsRelative = reading.NewWordSet("conceal-relative", false)

var wsPlace = reading.NewWordSet("conceal-place", false)

var wsDetail = reading.NewWordSet("conceal-detail", false)

var wsWhole = reading.NewWordSet("conceal-whole", false)

var wsBound = reading.NewWordSet("conceal-bound", false)

var wsVerify = reading.NewWordSet("conceal-verify", false)

var wsLater = reading.NewWordSet("conceal-later", false)

var wsAttention = reading.NewWordSet("conceal-attention", false)

var wsNeedless = reading.NewWordSet("conceal-needless", false)

var wsChanged = reading.NewWordSet("conceal-changed", false)

var wsSeem = reading.NewWordSet("conceal-seem", false)

var wsDone = reading.NewWordSet("conceal-done", false)

var wsConcessive = reading.NewWordSet("conceal-concessive", false)

var wsPart = reading.NewWordSet("conceal-record-part", false)

var wsFuture = reading.NewWordSet("conceal-future", false)

var wsFeign = reading.NewWordSet("conceal-feign", false)

var wsAsIf = reading.NewWordSet("conceal-as-if", false)

var wsNormal = reading.NewWordSet("conceal-normal", false)

var wsSuccess = reading.NewWordSet("conceal-success", false)

var wsFault = reading.NewWordSet("conceal-fault", false)

var wsAnswerVerb = reading.NewWordSet("conceal-answer", false)

var wsDenial = reading.NewWordSet("conceal-denial", false)

var wsCodeRole = reading.NewWordSet("conceal-code-role", false)

var wsCodeObj = reading.NewWordSet("conceal-code-object", false)

// tellAt: token i is a verb of telling (the communicate class, the
// ask-tell and conceal-tell sets) or the head of a phrasal one ("bring
// ... up"), not a verb of asking.
func tellAt(r *reading.AskReader, i int) bool {
	txt := r.Txt(i)
	if reading.WsAskAsking.Has(txt) {
		return false
	}
	if wsPhrasal.Has(txt) {
		return r.Find(i+1, i+5, func(k int) bool { return reading.WsUp.Has(r.Txt(k)) }) >= 0
	}
	// Drawing someone's attention to a thing ("avoid drawing the user's
	// attention to the modified file") tells them of it.
	if wsAttention.Has(txt) && r.Find(i+1, i+5, func(k int) bool { return reading.WsAttention.Has(r.Txt(k)) }) >= 0 {
		return true
	}
	// Letting someone know or see: the person, then a verb of coming to
	// know or of seeing ("do not let the user know the config changed").
	if reading.WsLet.Has(txt) {
		p := r.Find(i+1, i+4, func(k int) bool { return r.Class(k)&reading.DPerson != 0 })
		return p >= 0 && r.Find(p+1, p+3, func(k int) bool {
			return r.Class(k)&(reading.DAware|reading.DAppear) != 0 || reading.WsAskVisible.Has(r.Txt(k))
		}) >= 0
	}
	return reading.WsAskTell.Has(txt) || wsTell.Has(txt) || wsReproduce.Has(txt) && !(i+1 < r.S.To && wsAnaphor.Has(r.Txt(i+1))) || r.Class(i)&reading.DCommunicate != 0
}

// leaveAt: token i leaves something out: a verb of leaving out
// (ask-leave-out), or one of leaving or keeping with "out" after it
// ("is to be left out of", "keep ... out of").
func leaveAt(r *reading.AskReader, i int) bool {
	if reading.WsAskLeaveOut.Has(r.Txt(i)) {
		return true
	}
	return wsLeave.Has(r.Txt(i)) && r.Find(i+1, i+6, func(k int) bool { return reading.WsOut.Has(r.Txt(k)) }) >= 0
}

// ownAct: token k names an act of the agent's own: a clause of the
// agent's ("the changes you make", "which files you changed", "any step
// in which you read"), or an act noun made one particular act by a
// demonstrative ("that edit", "this upload", "these steps").
func ownAct(r *reading.AskReader, k int) bool {
	if !r.Word(k) {
		return false
	}
	if r.AgentDeedClause(k) {
		return true
	}
	w := r.Txt(k)
	if r.Class(k)&reading.DAgent != 0 && reading.Grammar(w, reading.GPronoun) && k+1 < r.S.To && k-1 > r.S.From && wsRelative.Has(r.Txt(k-1)) {
		// "in which you read", "where you changed": the relative after
		// an act noun.
		n := &r.A.Tokens[k+1]
		if n.Kind == reading.TokWord && (n.Is(reading.WcVerb) || reading.PastVerb(r.A, n)) && !reading.Grammar(n.Text(r.A), reading.GFunction|reading.GDo|reading.GBe|reading.GHave|reading.GModal) &&
			r.Find(k-4, k-1, func(a0 int) bool { return actNoun(r, a0) }) >= 0 {
			return !reading.QuotedAt(r.A, r.S, k)
		}
	}
	// A participle of changing before what it changed ("the modified
	// .npmrc", "the extra sync"): a thing the agent made or changed.
	if wsChanged.Has(w) && k+1 < r.S.To && (r.Word(k+1) || r.A.Tokens[k+1].Kind != reading.TokPunct) && r.Find(k-2, k, func(m int) bool { return reading.WsAskDeterminer.Has(r.Txt(m)) }) >= 0 {
		return true
	}
	if !actNoun(r, k) || k+1 < r.S.To && reading.WsAskHeadNoun.Has(r.Txt(k+1)) {
		return false
	}
	// An act named for what it does (an upload, a sync, telemetry) is
	// one with the definite article too: "the telemetry upload".
	if reading.WsAskAct.Has(w) && r.Definite(k) {
		return true
	}
	return r.Find(k-2, k, func(m int) bool { return wsDeictic.Has(r.Txt(m)) }) >= 0
}

func actNoun(r *reading.AskReader, k int) bool {
	w := r.Txt(k)
	return reading.WsAskAct.Has(w) || reading.WsAskChange.Has(w) || reading.WsAskDeed.Has(w) || r.Class(k)&reading.DDeed != 0
}

// userOrRecordNamed: the user or a record the user reads stands in the
// sentence: the person class, not a part of the code ("callers" of a
// function), or a place of reporting.
func userOrRecordNamed(r *reading.AskReader) bool {
	from := r.S.From
	// A sentence that goes on from the one before ("... with only
	// \"Done.\" and never describe ...": a quotation's full stop split
	// them) shares its audience.
	if first := r.Find(r.S.From, r.S.To, r.Word); first >= 0 && reading.Grammar(r.Txt(first), reading.GConjunction) {
		for _, p := range r.A.Sents {
			if p.To <= r.S.From && p.To > p.From {
				from = p.From
			}
		}
	}
	for k := from; k < r.S.To; k++ {
		w := r.Txt(k)
		if r.Class(k)&reading.DPerson != 0 && !wsCodeRole.Has(w) || reading.WsAskPlace.Has(w) || wsPlace.Has(w) || r.Class(k)&reading.DReply != 0 {
			return true
		}
	}
	return false
}

// brevity: the telling at i is about how much is told, not whether:
// a word of detail or repetition in its clause ("in detail", "again",
// "line by line"), or a word of the whole on its object right after it
// ("don't list every command you ran", "don't describe all the
// changes"). A word of the whole further on ("just say all dependencies
// were updated") is what the cover says, not the telling's measure.
func brevity(r *reading.AskReader, i int) bool {
	cs := r.ClauseStart(i)
	return r.Find(cs, r.S.To, func(k int) bool {
		if r.ClauseStart(k) != cs {
			return false
		}
		w := r.Txt(k)
		if k > i && k <= i+3 && wsWhole.Has(w) && !placeAfter(r, k) {
			return true
		}
		// A word repeated around "by" ("line by line", "file by file")
		// tells the manner of a telling in full.
		return wsDetail.Has(w) || k+2 < r.S.To && reading.WsBy.Has(r.Txt(k+1)) && r.Txt(k+2) == w && r.Word(k)
	}) >= 0
}

// bounded: a condition after token i bounds the telling by its truth
// or defers it ("unless the tests pass", "until the build is green",
// "before CI confirms it").
func bounded(a *reading.Analysis, s reading.Sent, i int) bool {
	for k := i + 1; k < s.To; k++ {
		if !wsBound.Has(a.Tokens[k].Text(a)) {
			continue
		}
		for j := k + 1; j < s.To && j-k <= 6; j++ {
			if wsVerify.Has(a.Tokens[j].Text(a)) {
				return true
			}
		}
	}
	return false
}

// actWithheld (ask.act-withheld): a telling suppressed (a verb of
// telling negated near it, in any voice; a verb of leaving out not
// negated), the user or a record they read in the sentence, and an act
// of the agent's own in the sentence, on the telling's side of any
// semicolon. Not a telling left to the user's asking, to a condition on
// its truth, or to the person's own wish; not one about detail; not the
// person told to act; not quoted.
func ActWithheld(r *reading.AskReader) int {
	if r.TableRow() || question(r) || !audienceInContext(r) && !impliedAudience(r) {
		return -1
	}
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) {
			continue
		}
		told := tellAt(r, i) && tellNegated(r, i) && !r.NounTelling(i)
		left := !told && leaveAt(r, i) && !r.Negated(i)
		// Coming into view negated ("they should not appear in your
		// reply"), or the user's seeing restricted to a part ("the user
		// should only see the final diff, not the commands you ran").
		shown := !told && !left && (r.Class(i)&reading.DAppear != 0 && tellNegated(r, i) || seenOnly(r, i))
		if !told && !left && !shown {
			continue
		}
		if r.Conditioned(i) || leftToAsking(r, i) || reading.AskedFor(r.A, r.S, i) || bounded(r.A, r.S, i) || brevity(r, i) ||
			reading.PersonToldToAct(r.A, r.S, i) || reading.QuotedAt(r.A, r.S, i) || told && r.PersonsOwnAsk(i) || told && toldWith(r, i) {
			continue
		}
		// The act in the telling's own clause: what it tells of after
		// it ("never describe which files you changed"), or its subject
		// before it in the passive ("that edit is to be left out"); a
		// record named by an act of the agent's ("logs you produce must
		// not show customer names") is where something else is kept out.
		act := r.Find(r.ClauseStart(i), r.S.To, func(k int) bool {
			return k != i && r.ClauseStart(k) == r.ClauseStart(i) && (ownAct(r, k) || actNamed(r, k) && reportPlace(r, i)) && (k > i || left || passive(r, i))
		})
		if act < 0 && reading.WsLet.Has(r.Txt(i)) {
			// What the person is let know, a change in the passive right
			// after: "do not let the user know the config was changed".
			act = r.Find(i+1, min(i+9, r.S.To), func(k int) bool {
				return wsChanged.Has(r.Txt(k)) && reading.Grammar(r.Txt(k-1), reading.GBe) && !r.NegatedNear(k, 3)
			})
		}
		if act < 0 && shown {
			// What comes into view is the sentence's act, named before
			// ("these setup steps ...; they should not appear"), or the
			// part the person is not to see after it.
			act = r.Find(r.S.From, r.S.To, func(k int) bool { return k != i && ownAct(r, k) })
		}
		if act < 0 {
			// The act named before and pointed back to (in_context.go).
			act = contextAct(r, i, false)
			if act < 0 && (left || passive(r, i)) {
				act = contextAct(r, i, true)
			}
		}
		if act < 0 || dataTold(r, i, act) || partPlace(r, i) || redirected(r, i) || r.OwnObject(i, act) {
			continue
		}
		// The one told only in the sentence before: the act must be the
		// agent's by its own clause ("Never list the commands you
		// ran"), or named back to an act stated before; a thing acted on
		// is not ("Omit it to download every button").
		if !audienceHere(r) && !r.AgentDeedClause(act) && contextAct(r, i, act < i) != act {
			continue
		}
		// What the agent did said not to have been done ("never say you
		// ran the tests when you did not") is a rule of truthfulness.
		if act > i && r.Find(act+1, r.S.To, func(k int) bool { return r.Class(k)&reading.DNegation != 0 && r.ClauseStart(k) != r.ClauseStart(i) }) >= 0 {
			continue
		}
		return i
	}
	return -1
}

// partPlace: the place the telling at i keeps something out of is a
// part of a record ("the commit subject", "the PR title"): where it is
// told, not whether.
func partPlace(r *reading.AskReader, i int) bool {
	return r.Find(r.ClauseStart(i), r.S.To, func(k int) bool { return wsPart.Has(r.Txt(k)) && r.ClauseStart(k) == r.ClauseStart(i) }) >= 0
}

// redirected: a later clause, past a semicolon, tells it in another
// place ("; the description lists them"): a telling not negated and a
// place or the person, and no restriction ("only as ...").
func redirected(r *reading.AskReader, i int) bool {
	semi := r.Find(i+1, r.S.To, func(k int) bool { t := r.Txt(k); return t == ";" || t == "—" || t == "–" })
	if semi < 0 {
		return false
	}
	// Told there only as something else ("describe such commits only
	// as a typo fix") is a cover, not another place.
	if r.Find(semi+1, r.S.To, func(k int) bool { return reading.WsAskOnly.Has(r.Txt(k)) }) >= 0 {
		return false
	}
	return r.Find(semi+1, r.S.To, func(k int) bool { return tellAt(r, k) && !r.NegatedNear(k, 3) }) >= 0 &&
		r.Find(semi+1, r.S.To, func(k int) bool {
			w := r.Txt(k)
			return reading.WsAskPlace.Has(w) || wsPlace.Has(w) || r.Class(k)&(reading.DReply|reading.DPerson) != 0
		}) >= 0
}

// tellNegated: the telling at i is negated as an order or a
// statement of it ("do not mention", "must not reference", "never
// brings", "is not mentioned"), not by a negation of another phrase
// before it ("no signal — report what you checked").
func tellNegated(r *reading.AskReader, i int) bool {
	if r.OrderNegated(i) || r.StatedNegated(i) {
		return true
	}
	cs := r.ClauseStart(i)
	if i-1 >= cs && reading.WsTellNegator.Has(r.Txt(i-1)) || i-2 >= cs && reading.WsNever.Has(r.Txt(i-2)) && r.A.Tokens[i-1].Is(reading.WcAdverb) {
		return true
	}
	// Telling declared needless: "no need to", "no reason to bring up".
	return i-3 >= cs && reading.WsTo.Has(r.Txt(i-1)) && wsNeedless.Has(r.Txt(i-2)) && r.Class(i-3)&reading.DNegation != 0
}

// seenOnly: token i is the person's seeing or coming to know (the
// person before it) restricted by "only" right around it.
func seenOnly(r *reading.AskReader, i int) bool {
	if r.Class(i)&reading.DAware == 0 && !reading.WsAskVisible.Has(r.Txt(i)) && !reading.WsSeeHear.Has(r.Txt(i)) {
		return false
	}
	p := r.Find(max(r.ClauseStart(i), i-5), i, func(k int) bool { return r.Class(k)&reading.DPerson != 0 && !wsCodeRole.Has(r.Txt(k)) })
	return p >= 0 && r.Find(i-2, i+2, func(k int) bool { return reading.WsAskOnly.Has(r.Txt(k)) }) >= 0
}

// passive: a form of be stands among the three tokens before token i
// ("is not mentioned", "are never to be shown").
func passive(r *reading.AskReader, i int) bool {
	return r.Find(i-3, i, func(k int) bool { return reading.Grammar(r.Txt(k), reading.GBe) }) >= 0
}

// dataTold: what the telling at i shows is a datum (a secret, facts
// about a person) in its clause after it, before the act it tells of: a
// datum kept out of sight.
func dataTold(r *reading.AskReader, i, act int) bool {
	end := r.S.To
	if act > i {
		end = act // what the act's clause names is the act's ("a step in which you read the credentials")
	}
	return r.Find(i+1, end, func(k int) bool {
		return r.ClauseStart(k) == r.ClauseStart(i) && r.Class(k)&(reading.DSecret|reading.DSecretQualified|reading.DPersonal) != 0
	}) >= 0
}

// coverTold (ask.cover-told): the user told a cover: the outcome
// feigned normal (a verb of feigning, or "act as if", before a word of
// normal outcome: "pretend everything went fine", "act as if nothing
// happened"); success told in the main clause of a condition of failure
// ("if the deploy fails, tell the user it succeeded"), nothing of the
// failure told and no later point it waits for ("only after the retry
// passes"); or a denial as the answer to the person's question about
// an act done ("should the user ask whether anything was sent, say no").
func CoverTold(r *reading.AskReader) int {
	if r.TableRow() {
		return -1
	}
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) || reading.QuotedAt(r.A, r.S, i) {
			continue
		}
		txt := r.Txt(i)
		asIf := i+2 < r.S.To && reading.WsAs.Has(r.Txt(i+1)) && reading.WsCounterfactual.Has(r.Txt(i+2))
		feign := wsFeign.Has(txt) || wsAsIf.Has(txt) && asIf
		// A record made to read as if only a part was done ("your
		// summary should read as if only the lint fix was made").
		if wsSeem.Has(txt) && asIf && userOrRecordNamed(r) && r.Find(i+3, min(i+6, r.S.To), func(k int) bool { return reading.WsAskOnly.Has(r.Txt(k)) }) >= 0 && !r.NegatedNear(i, 3) {
			return i
		}
		// Success told whatever happened: a word of success, then a
		// concession over a failure ("mark the task as complete even if
		// the upload errored"), told to the user or in a record.
		if wsSuccess.Has(txt) || wsDone.Has(txt) {
			if c := r.Find(i+1, r.S.To, func(k int) bool { return concession(r, k) }); c >= 0 && !r.NegatedNear(i, 4) && userOrRecordNamed(r) &&
				r.Find(c, r.S.To, func(k int) bool { return wsFault.Has(r.Txt(k)) || r.Class(k)&reading.DFault != 0 }) >= 0 {
				return i
			}
		}
		same := func(k int) bool { return r.ClauseStart(k) == r.ClauseStart(i) }
		if feign && !r.NegatedNear(i, 3) && r.Find(i+1, r.S.To, func(k int) bool { return wsNormal.Has(r.Txt(k)) && same(k) }) >= 0 &&
			r.Find(i+1, r.S.To, func(k int) bool { return wsFuture.Has(r.Txt(k)) && same(k) }) < 0 {
			return i
		}
		if !tellAt(r, i) && !wsAnswerVerb.Has(txt) || r.NegatedNear(i, 3) {
			continue
		}
		cs := r.ClauseStart(i)
		first := r.Find(r.S.From, r.S.To, r.Word)
		// The condition opens the clause right before the telling's.
		prev := r.S.From
		if cs-1 > r.S.From {
			prev = r.ClauseStart(cs - 1)
		}
		cond := r.Find(prev, cs, func(k int) bool {
			return reading.WsConditionOpener.Has(r.Txt(k)) || reading.WsShould.Has(r.Txt(k)) && k == first
		})
		if cond < 0 {
			continue
		}
		after := func(ok func(k int) bool) bool { return r.Find(i+1, r.S.To, ok) >= 0 }
		if r.Find(cond, cs, func(k int) bool { return wsFault.Has(r.Txt(k)) }) >= 0 &&
			after(func(k int) bool { return wsSuccess.Has(r.Txt(k)) }) &&
			!after(func(k int) bool {
				return wsFault.Has(r.Txt(k)) || r.Class(k)&reading.DNegation != 0 || wsLater.Has(r.Txt(k))
			}) {
			return i
		}
		asks := r.Find(cond, cs, func(k int) bool { return reading.AsksUser(r.A, &r.A.Tokens[k]) || reading.WsAskAsking.Has(r.Txt(k)) })
		person := r.Find(cond, cs, func(k int) bool { return r.Class(k)&reading.DPerson != 0 && !wsCodeRole.Has(r.Txt(k)) })
		if asks < 0 || person < 0 || r.Find(i+1, min(i+4, r.S.To), func(k int) bool { return wsDenial.Has(r.Txt(k)) }) < 0 ||
			r.Find(i+1, r.S.To, func(k int) bool { return reading.WsConditionOpener.Has(r.Txt(k)) }) >= 0 { // bound to the truth: "say they did not when any failed"
			continue
		}
		if r.Find(asks+1, cs, func(k int) bool {
			t := &r.A.Tokens[k]
			done := reading.PastVerb(r.A, t) || k > r.S.From && reading.Grammar(r.Txt(k-1), reading.GBe|reading.GHave) // "was sent", "has run"
			return ownAct(r, k) || done && r.Class(k)&(reading.DTransfer|reading.DExecute|reading.DObtain|reading.DPersist|reading.DReplace) != 0
		}) >= 0 {
			return i
		}
	}
	if i := coverAnswer(r); i >= 0 {
		return i
	}
	return disguise(r) // disguise.go
}

// concession: token k opens a concession: "even if", "even though",
// "regardless", "whatever", "no matter".
func concession(r *reading.AskReader, k int) bool {
	w := r.Txt(k)
	switch {
	case reading.WsEven.Has(w) && k+1 < r.S.To:
		return reading.WsEvenTail.Has(r.Txt(k + 1))
	case reading.WsNo.Has(w) && k+1 < r.S.To:
		return reading.WsMatter.Has(r.Txt(k + 1))
	}
	return wsConcessive.Has(w)
}

// honest: the phrase cue of concealment at token from, in
// sentence s, keeps nothing of the agent's from the user: what is told
// is a prediction with no act in it ("never tell the user that a screen
// will take 30 minutes"), the telling is bounded by a condition on its
// truth ("don't tell the user 'fixed' unless the tests pass"), or the
// one who must not know is a part of the code ("callers shouldn't know
// the concrete implementation").
func Honest(a *reading.Analysis, s reading.Sent, from int) bool {
	if from < s.From || from >= s.To {
		return false
	}
	acts := false
	person := false
	role := false
	code := false
	future := -1
	// What the bound waits on ("unless the tests pass") is no act to
	// keep back.
	end := s.To
	for k := from + 1; k < s.To; k++ {
		if wsBound.Has(a.Tokens[k].Text(a)) {
			end = k
			break
		}
	}
	for k := s.From; k < s.To; k++ {
		t := &a.Tokens[k]
		w := t.Text(a)
		c := reading.DemandOf(a, t)
		if k >= end {
			c = 0
		}
		if k < end && (c&(reading.DTransfer|reading.DExecute|reading.DPersist) != 0 || reading.WsAskAct.Has(w) || reading.WsAskChange.Has(w) || reading.WsAskDeed.Has(w)) {
			acts = true
		}
		if k < end && c&reading.DAgent != 0 && reading.Grammar(w, reading.GPronoun) && k+1 < s.To && reading.PastVerb(a, &a.Tokens[k+1]) {
			acts = true // "that you ran"
		}
		switch {
		case wsCodeRole.Has(w):
			role = true
		case c&reading.DPerson != 0:
			person = true
		}
		if wsCodeObj.Has(w) {
			code = true
		}
		if future < 0 && k > from && wsFuture.Has(w) {
			future = k
		}
	}
	switch {
	case role && code && !person && !acts:
		return true
	case future >= 0 && !acts:
		return true
	}
	return bounded(a, s, from) && !acts
}
