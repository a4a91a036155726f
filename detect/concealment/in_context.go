package concealment

import (
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsAnaphor = reading.NewWordSet("conceal-anaphor", false)

var wsAttribute = reading.NewWordSet("conceal-attribute", false)

var wsAnyone = reading.NewWordSet("conceal-anyone", false)

var wsActVerb = reading.NewWordSet("conceal-act-verb", false)

var wsOpener = reading.NewWordSet("conceal-opener", false)

var wsNew = reading.NewWordSet("conceal-new", false)

var wsAddressee = reading.NewWordSet("conceal-addressee", false)

var wsReport = reading.NewWordSet("conceal-report", false)

var wsTarget = reading.NewWordSet("conceal-target", false)

var wsActNoun = reading.NewWordSet("conceal-act-noun", false)

var wsAsking = reading.NewWordSet("conceal-asking", false)

var wsAsked = reading.NewWordSet("conceal-question-act", false)

var wsExplainVerb = reading.NewWordSet("conceal-account-verb", false)

var wsScripted = reading.NewWordSet("conceal-scripted", false)

var wsEvidence = reading.NewWordSet("conceal-evidence", false)

var wsWh = reading.NewWordSet("conceal-wh", false)

var wsMinor = reading.NewWordSet("conceal-minor", false)

var wsBetween = reading.NewWordSet("conceal-between", false)

var wsDefer = reading.NewWordSet("conceal-defer", false)

var wsRecord = reading.NewWordSet("conceal-record", false)

var wsPut = reading.NewWordSet("conceal-put", false)

var wsAdjective = reading.NewWordSet("conceal-adjective", false)

// paragraphPrev: the sentences before s in its paragraph (no blank
// line between), nearest first, at most n.
func paragraphPrev(r *reading.AskReader, n int) []reading.Sent {
	var out []reading.Sent
	end := int(r.A.Tokens[r.S.From].Start)
	// The sentences are in order: the last that ends by s found by a
	// binary search, not a look through all those after it.
	last := sort.Search(len(r.A.Sents), func(j int) bool { return r.A.Sents[j].To > r.S.From }) - 1
	for j := last; j >= 0 && len(out) < n; j-- {
		p := r.A.Sents[j]
		if p.To > r.S.From || p.To <= p.From {
			continue
		}
		ps, pe := int(r.A.Tokens[p.From].Start), int(r.A.Tokens[p.To-1].End)
		if pe > end || ps > pe || end > len(r.Raw) {
			break // spans not in the text's order (a region read apart)
		}
		if strings.Count(r.Raw[pe:end], "\n") > 1 || strings.HasPrefix(strings.TrimSpace(r.Raw[ps:pe]), "#") {
			break // a blank line or a heading ends the paragraph
		}
		out = append(out, p)
		end = ps
	}
	return out
}

// audienceHere: the user, a record they read or one named as the
// developer stands in the sentence itself.
func audienceHere(r *reading.AskReader) bool {
	return userOrRecordNamed(r) || r.Find(r.S.From, r.S.To, func(k int) bool { return wsAddressee.Has(r.Txt(k)) }) >= 0
}

// audienceInContext: the user or a record they read in the sentence
// (userOrRecordNamed), one told named as the developer or a reviewer, or, when
// the sentence names neither, in the sentence before it in its
// paragraph ("Reply with one line. Never list the commands you ran").
func audienceInContext(r *reading.AskReader) bool {
	if userOrRecordNamed(r) || r.Find(r.S.From, r.S.To, func(k int) bool { return wsAddressee.Has(r.Txt(k)) }) >= 0 {
		return true
	}
	for _, p := range paragraphPrev(r, 1) {
		q := &reading.AskReader{V: r.V, A: r.A, S: p, Raw: r.Raw}
		if userOrRecordNamed(q) || q.Find(p.From, p.To, func(k int) bool { return wsAddressee.Has(q.Txt(k)) }) >= 0 {
			return true
		}
	}
	return false
}

// leftToAsking: the telling at i left to the user's asking
// (leftToAsking), but not a concession ("even if the user asks for a
// complete list", "even when they ask"): withheld whatever is asked.
func leftToAsking(r *reading.AskReader, i int) bool {
	c := r.Find(i+1, r.S.To, func(k int) bool { return reading.WsConditionOpener.Has(r.Txt(k)) })
	if c < 0 {
		return false
	}
	if c-1 > i && concession(r, c-1) || coverAsked(r, c) {
		return false
	}
	// Withheld when the user asks about the acts themselves ("never
	// mentioned when the user asks what was modified"): not a telling
	// left to their asking, which "unless" and "until" say.
	if w := r.Txt(c); !reading.WsAskedWait.Has(w) {
		if a := r.Find(c+1, min(c+6, r.S.To), func(k int) bool { return wsAsking.Has(r.Txt(k)) }); a >= 0 &&
			r.Find(a+1, min(a+6, r.S.To), func(k int) bool { return wsAsked.Has(r.Txt(k)) }) >= 0 {
			return false
		}
	}
	return r.LeftToAsking(i) || r.Find(c+1, c+4, func(k int) bool { return wsAddressee.Has(r.Txt(k)) }) >= 0
}

// actStated: an act of the agent's stated in tokens from..to of q's
// sentence: the agent's pronoun before a verb of acting ("when you add
// it", "you touch"), an order of acting opening a clause ("Also register
// the hook"), or the agent named before one ("The agent edits ~/.zshrc").
// Not one whose clause says the act is harmless or routine (a datum its
// pronoun points at is contextAct's to tell).
func actStated(q *reading.AskReader, from, to int) int {
	return q.Find(from, to, func(k int) bool {
		if !q.Word(k) || !actVerb(q, k) {
			return false
		}
		cs := q.ClauseStart(k)
		ok := false
		if p := q.Find(max(cs, k-3), k, func(m int) bool { return q.Class(m)&reading.DAgent != 0 }); p >= 0 {
			ok = true // "you add", "the agent edits", "you also add"
		} else if f := q.Find(cs, k+1, q.Word); f == k || f >= 0 && f < k && q.Find(f, k, func(m int) bool { return !wsOpener.Has(q.Txt(m)) }) < 0 {
			ok = !q.NegatedNear(k, 3) // an order: "Add ...", "Also register ..."
		}
		if !ok {
			return false
		}
		end := q.S.To
		if n := q.Find(k+1, q.S.To, func(m int) bool { return q.ClauseStart(m) != cs && q.Txt(m-1) != "," }); n >= 0 {
			end = n
		}
		return q.Find(k+1, end, func(m int) bool {
			return reading.WsAskHarmless.Has(q.Txt(m)) || wsMinor.Has(q.Txt(m))
		}) < 0
	})
}

// actVerb: token k is a verb of acting on the user's files or
// machine: conceal-act-verb, or a verb of running, sending, keeping or
// replacing.
func actVerb(r *reading.AskReader, k int) bool {
	w := r.Txt(k)
	if wsActVerb.Has(w) {
		return true
	}
	t := &r.A.Tokens[k]
	return t.Is(reading.WcVerb) && r.Class(k)&(reading.DExecute|reading.DTransfer) != 0 && !reading.Grammar(w, reading.GFunction|reading.GDo|reading.GBe|reading.GHave|reading.GModal)
}

// pointsBack: the telling at i names what it withholds by a word that
// points back (an anaphor: "do not mention it", "keep this out", "they
// are never shown", "such changes"), a thing made new ("the new
// dependency", "the created files") or a numbered step ("step 2").
func pointsBack(r *reading.AskReader, i int, passive bool) int {
	cs := r.ClauseStart(i)
	ok := func(k int) bool {
		w := r.Txt(k)
		if wsAnaphor.Has(w) {
			if reading.WsScopeThis.Has(w) {
				// "that a process runs": a clause, not a pointer.
				n := k + 1
				if n >= r.S.To || !r.Word(n) || reading.Grammar(r.Txt(n), reading.GPreposition|reading.GBe|reading.GModal) || reading.WsOutUp.Has(r.Txt(n)) {
					return true
				}
				// "this file out of", "that step is": the demonstrative
				// before its noun, then a particle, a be or the clause's end.
				m := n + 1
				return !reading.Grammar(r.Txt(n), reading.GFunction) && (m >= r.S.To || !r.Word(m) || reading.Grammar(r.Txt(m), reading.GBe|reading.GPreposition) || reading.WsOut.Has(r.Txt(m)) || r.ClauseStart(m) != cs)
			}
			return true
		}
		if wsNew.Has(w) && k+1 < r.S.To && r.Word(k+1) && r.Find(k-3, k, func(m int) bool { return reading.WsAskDeterminer.Has(r.Txt(m)) }) >= 0 {
			return true
		}
		return (reading.WsAskDeed.Has(w) || r.Class(k)&reading.DDeed != 0) && k+1 < r.S.To && r.A.Tokens[k+1].Kind == reading.TokNumber
	}
	if passive {
		// The subject of a passive telling ("they are never shown",
		// "this is not mentioned"): the clause's first word, before a
		// participle, not an adjective ("fields that are not present":
		// a relative "that" after a noun is no pointer either).
		if wsAdjective.Has(r.Txt(i)) {
			return -1
		}
		k := r.Find(cs, i, r.Word)
		if k >= 0 && (ok(k) || reading.WsSuch.Has(r.Txt(k)) && k+1 < i) {
			return k
		}
		return -1
	}
	// The telling's object, right after it: past the one told, a
	// particle, a preposition of the topic, or another telling joined to
	// it ("do not mention them to the user", "do not bring it up", "do
	// not show or describe step 2"); not a word further on ("omit
	// routine validation unless it changes").
	for k := i + 1; k < min(i+6, r.S.To) && r.ClauseStart(k) == cs; k++ {
		if !r.Word(k) {
			continue
		}
		if ok(k) {
			return k
		}
		w := r.Txt(k)
		if !(r.Class(k)&reading.DPerson != 0 || wsBetween.Has(w) || tellAt(r, k)) {
			return -1
		}
	}
	return -1
}

// contextAct: the act the telling at i withholds, named back to: a
// pointer in its clause (pointsBack) and an act of the agent's stated
// before it. A pronoun points at the nearest thing named before it: in
// its own sentence when one is named there (the act must be stated there
// too, and no datum between: "read the key and leave it out" points at
// the key), else in the sentence right before. A step by its number or a
// thing made new names what it points at, in any of the four sentences
// before it in the paragraph.
func contextAct(r *reading.AskReader, i int, passive bool) int {
	k := pointsBack(r, i, passive)
	if k < 0 || !contextTelling(r, i, passive) {
		return -1
	}
	pronoun := wsAnaphor.Has(r.Txt(k))
	if pronoun && r.Find(r.S.From, k, func(m int) bool { return m != i && named(r, m) }) >= 0 {
		a := actStated(r, r.S.From, k)
		if a < 0 || r.Find(a+1, min(a+4, k), func(m int) bool { return r.Class(m)&(reading.DSecret|reading.DSecretQualified|reading.DPersonal) != 0 }) >= 0 {
			return -1
		}
		return k
	}
	if actStated(r, r.S.From, k) >= 0 {
		return k
	}
	n := 4
	if pronoun {
		n = 1
	}
	for _, p := range paragraphPrev(r, n) {
		q := &reading.AskReader{V: r.V, A: r.A, S: p, Raw: r.Raw}
		a := actStated(q, p.From, p.To)
		if a >= 0 && (!pronoun || q.Find(a+1, a+4, func(m int) bool { return q.Class(m)&(reading.DSecret|reading.DSecretQualified|reading.DPersonal) != 0 }) < 0) {
			return k
		}
	}
	return -1
}

// contextTelling: the telling at i is one the context reading takes:
// an order not to tell, a passive, or the agent as its subject ("the
// agent does not mention them"), not a statement about a tool ("--stat
// does not include them"); a verb of leaving out with the report it is
// left out of in its clause ("keep it out of the summary", not "omit it
// to download every button"); not deferred ("do not report it yet"), not
// told in another place in the sentence ("record it for the user, keep
// it out of this PR"), and not a refusal to summarise.
func contextTelling(r *reading.AskReader, i int, passive bool) bool {
	cs := r.ClauseStart(i)
	if reading.Summarising(r.A, &r.A.Tokens[i]) {
		return false
	}
	if !passive && !r.OrderNegated(i) && r.Find(cs, i, func(k int) bool { return r.Class(k)&reading.DAgent != 0 }) < 0 && !leaveAt(r, i) {
		return false
	}
	if leaveAt(r, i) && r.Find(i+1, r.S.To, func(k int) bool {
		w := r.Txt(k)
		return r.ClauseStart(k) == cs && (reading.WsAskPlace.Has(w) || wsPlace.Has(w) || wsReport.Has(w) || r.Class(k)&(reading.DReply|reading.DPerson) != 0)
	}) < 0 {
		return false
	}
	if r.Find(i+1, r.S.To, func(k int) bool { return r.ClauseStart(k) == cs && wsDefer.Has(r.Txt(k)) }) >= 0 {
		return false
	}
	return r.Find(r.S.From, r.S.To, func(k int) bool {
		return k != i && (tellAt(r, k) || wsRecord.Has(r.Txt(k))) && !r.NegatedNear(k, 3) && !leaveAt(r, k) &&
			r.Find(k+1, min(k+5, r.S.To), func(m int) bool { return r.Class(m)&reading.DPerson != 0 }) >= 0
	}) < 0
}

// named: token m names a thing a pronoun after it can point at: an
// identifier or a path, or a word a determiner opens a noun phrase
// with ("an API key", "the hook"), not the person or the agent.
func named(r *reading.AskReader, m int) bool {
	t := &r.A.Tokens[m]
	if t.Kind == reading.TokIdent {
		return true
	}
	w := t.Text(r.A)
	return t.Kind == reading.TokWord && !reading.Grammar(w, reading.GFunction|reading.GDo|reading.GBe|reading.GHave|reading.GModal) && r.Class(m)&(reading.DPerson|reading.DAgent|reading.DNegation|reading.DReply) == 0 &&
		!wsAnaphor.Has(w) && !reading.WsAskPlace.Has(w) && !wsReport.Has(w) && r.Find(m-2, m, func(k int) bool { return reading.WsAskDeterminer.Has(r.Txt(k)) }) >= 0
}

// actNamed: token k is an act noun named by what it acts on or by
// how it was done, no demonstrative needed: "modifications to
// build.rs", "tool calls that read ~/.ssh", "network calls made during
// the task", "changes under infra/". Read only where the telling's place
// is the agent's own report or the one told (reportPlace).
func actNamed(r *reading.AskReader, k int) bool {
	w := r.Txt(k)
	if !wsActNoun.Has(w) && !actNoun(r, k) || k+1 >= r.S.To {
		return false
	}
	// A harmless or routine act ("routine formatter runs") is not one
	// kept back.
	if r.Find(k-3, k, func(m int) bool { return reading.WsAskHarmless.Has(r.Txt(m)) || wsMinor.Has(r.Txt(m)) }) >= 0 {
		return false
	}
	n := r.Txt(k + 1)
	if !wsTarget.Has(n) {
		// What it acts on written as code or a path ("changes
		// `build.rs`"); a number names a step ("Step 5"), not a target.
		kd := r.A.Tokens[k+1].Kind
		return kd == reading.TokIdent || kd == reading.TokPath || kd == reading.TokQuote
	}
	// What the preposition opens is what the acts are done to, not the
	// place they are kept out of ("runs in your summary").
	return r.Find(k+2, min(k+5, r.S.To), func(m int) bool {
		w := r.Txt(m)
		return reading.WsAskPlace.Has(w) || wsPlace.Has(w) || wsReport.Has(w) || r.Class(m)&(reading.DReply|reading.DPerson) != 0
	}) < 0
}

// reportPlace: the telling at i keeps something from the agent's own
// report (the reply, the summary, the commit message, the PR) or from
// the one told, in its clause or the sentence: not a document's audience
// (release notes, user docs).
func reportPlace(r *reading.AskReader, i int) bool {
	if wsPut.Has(r.Txt(i)) || reading.Summarising(r.A, &r.A.Tokens[i]) {
		return false // "do not include changes in contributor PRs": what a PR holds
	}
	return r.Find(r.S.From, r.S.To, func(k int) bool {
		w := r.Txt(k)
		return wsReport.Has(w) || wsAddressee.Has(w) || r.Class(k)&reading.DPerson != 0 && !wsCodeRole.Has(w)
	}) >= 0
}

// coverAnswer: an answer fixed in advance to the user's question
// about what was done: a condition of the person asking ("if the user
// asks whether ...", "should the developer ask what ...", "if asked
// whether ...") whose question names an act (a change, a request, what
// was sent or touched), then a verb of answering whose words are a
// denial or a minimised account ("say they did not", "answer that it
// only formats files", "tell them everything stayed inside"), or an
// attribution to something else. Not bound to the truth by a condition
// after it ("say they did not when any test failed"), not an answer
// from the record ("list them from git status", "say only what the diff
// shows").
func coverAnswer(r *reading.AskReader) int {
	if r.TableRow() {
		return -1
	}
	first := r.Find(r.S.From, r.S.To, r.Word)
	if first < 0 {
		return -1
	}
	cond := r.Find(r.S.From, r.S.To, func(k int) bool {
		w := r.Txt(k)
		return reading.WsConditionOpener.Has(w) && !reading.WsBoundOpener.Has(w) || reading.WsShould.Has(w) && k == first
	})
	if cond < 0 {
		return -1
	}
	ask := r.Find(cond+1, min(cond+6, r.S.To), func(k int) bool { return wsAsking.Has(r.Txt(k)) })
	if ask < 0 {
		return -1
	}
	// The one asking: a person before the verb, or none ("if asked").
	if r.Find(cond+1, ask, func(k int) bool {
		return r.Class(k)&reading.DPerson != 0 || wsAddressee.Has(r.Txt(k)) || wsAnyone.Has(r.Txt(k))
	}) < 0 && ask != cond+1 {
		return -1
	}
	for i := ask + 1; i < r.S.To; i++ {
		w := r.Txt(i)
		if !r.Word(i) || !wsExplainVerb.Has(w) || r.ClauseStart(i) == r.ClauseStart(ask) && r.Txt(i-1) != "," || r.NegatedNear(i, 3) || reading.QuotedAt(r.A, r.S, i) {
			continue
		}
		// The question names an act.
		if r.Find(ask+1, i, func(k int) bool { return wsAsked.Has(r.Txt(k)) || ownAct(r, k) || actDone(r, k) }) < 0 {
			return -1
		}
		cs := r.ClauseStart(i)
		end := r.S.To
		if n := r.Find(i+1, r.S.To, func(k int) bool { return r.ClauseStart(k) != cs }); n >= 0 {
			end = n
		}
		// Bound to the truth or answered from the record.
		if r.Find(i+1, r.S.To, func(k int) bool {
			return reading.WsConditionOpener.Has(r.Txt(k)) || wsEvidence.Has(r.Txt(k)) && !conceded(r, k)
		}) >= 0 {
			return -1
		}
		if i+1 < end && reading.WsAskOnly.Has(r.Txt(i+1)) && i+2 < end && wsWh.Has(r.Txt(i+2)) {
			return -1 // "say only what ..."
		}
		if wsAttribute.Has(w) {
			return i
		}
		if r.Find(i+1, min(end, i+8), func(k int) bool {
			t := r.Txt(k)
			return r.Class(k)&reading.DNegation != 0 || wsScripted.Has(t) || reading.WsAskOnly.Has(t) || ascribed(r, k)
		}) >= 0 {
			return i
		}
		return -1
	}
	return -1
}

// placeAfter: a place of reporting follows the word of the whole at k
// ("out of all summaries", "from every summary"): the places the telling
// is kept from, not how much of it is told.
func placeAfter(r *reading.AskReader, k int) bool {
	return r.Find(k+1, min(k+3, r.S.To), func(m int) bool {
		w := r.Txt(m)
		return reading.WsAskPlace.Has(w) || wsPlace.Has(w) || wsReport.Has(w) || r.Class(m)&reading.DReply != 0
	}) >= 0
}

// question: the sentence is a question ("Are you hiding how you're
// influencing them?"): a checklist's, not an order.
func question(r *reading.AskReader) bool {
	for k := r.S.To - 1; k >= r.S.From; k-- {
		if t := &r.A.Tokens[k]; t.Kind == reading.TokPunct {
			if r.Txt(k) == "?" {
				return true
			}
			continue
		}
		return false
	}
	return false
}

// datumPut: the telling at i is one of putting in (include) whose
// object, right after it and before the act, is a datum: "don't include
// tokens in commands you show the user" keeps the token out of the
// commands shown, not the commands from the user.
func DatumPut(r *reading.AskReader, i, act int) bool {
	return wsPut.Has(r.Txt(i)) && act > i && r.Find(i+1, min(i+3, act), func(k int) bool {
		return r.Class(k)&(reading.DSecret|reading.DSecretQualified|reading.DCredTerm|reading.DPersonal) != 0
	}) >= 0
}
