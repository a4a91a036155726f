package concealment

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var LChangeLang = reading.Lbit(77) // lang-change: a change, to change, modify, edit, adjust, touch

var LQuestion = reading.Lbit(78) // lang-question: the user's asking, in a condition (CJK)

// Concealment in the nine other languages: two readings English has
// (ask.act-withheld and ask.cover-told, act_withheld.go; concealed.left-out
// and concealed.cover-story, agent.rules) by the lexicons' classes, so
// that a rules file written in German, Japanese or Portuguese is read as
// its English rendering is. Three classes, the project's own translation
// of English classes (NOTICE.md): lang-report (ask-report-place: the
// summary, the commit message, the pull request's description: what the
// user reads of the agent's work), lang-change (ask-change,
// conceal-changed: a change, to modify, to edit, to adjust, to touch) and
// lang-question (the user's asking, as Chinese, Japanese and Korean write
// it in a condition: 问起, 聞かれたら, 물어보면; demand-ask has the other
// languages').
func init() {
	reading.LexClassNames["lang-report"] = reading.LReport
	reading.LexClassNames["lang-change"] = LChangeLang
	reading.LexClassNames["lang-question"] = LQuestion
	reading.LexClassNames["lang-say"] = reading.LSay
}

// withheldLang (ask.withheld-lang): a telling forbidden (a word of
// telling negated, or demand-untold) whose place is what the user reads
// of the agent's work (lang-report, demand-reply), about the agent's
// own change (lang-change) or an act (a deed, a program run, a
// sending). A condition may open the sentence only when it is the
// agent's own change (wenn du X änderst, erwähne das nicht ...): that is
// the act kept, not a bound on the truth of the telling (if the tests did
// not pass, do not say they did). Not a secret kept out of the report,
// not a permission, not a detail left out (cada linha alterada: each
// line, grammar-every), not a table row, a question or a report.
func WithheldLang(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() || r.QuestionOrReport() || f.Has(reading.Lset(reading.LSecret, reading.LEvery)) || permitted(f) {
		return -1
	}
	var tell *reading.LexHit
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Cls.Has(reading.LUntold) || h.Cls.Has(reading.Lset(reading.LCommunicate, reading.LSay)) && !h.Cls.Has(reading.Lset(reading.LReport, reading.LReply)) && reading.Negated(f, h) || h.Cls.Has(reading.LConceal) && !f.NegatedAt(h) {
			tell = h
			break
		}
	}
	if tell == nil {
		tell = reading.ToldWithheld(f) // stated negated, or done without
	}
	if tell == nil || !(f.Ordered() || f.Has(reading.Lset(reading.LObligation, reading.LProhibitive, reading.LUntold, reading.LNegator))) || reading.DistributiveToldLang(f, tell) || wholeToldLang(f, tell) {
		return -1
	}
	hiding := tell.Cls.Has(reading.LConceal) && !tell.Cls.Has(reading.Lset(reading.LUntold, reading.LCommunicate, reading.LSay))
	// The rest of the order: a semicolon starts another (nenne X nicht;
	// verweise auf Y).
	end := len(f.Text)
	if k := strings.IndexAny(f.Text[tell.End:], ";；"); k >= 0 {
		end = tell.End + k
	}
	place, act := false, false
	// Chinese, Japanese and Korean mark the place with a particle or a
	// preposition in the telling's own clause (要約に書かないで, 不要在总结中
	// 提及): a report in another clause is the object of another order
	// (推測して書かず、変更内容を要約する: write nothing guessed; summarize
	// the changes).
	from, to := 0, len(f.Text)
	if reading.LangLex(f.Lang).Dict {
		from, to = f.ClauseOf(tell)
	}
	for i := range f.Hits {
		h := &f.Hits[i]
		if h == tell || h.Start >= end {
			continue
		}
		if h.Cls.Has(reading.Lset(reading.LReport, reading.LReply)) && (h.Start < from || h.End > to) {
			continue
		}
		// A hiding (ometti, verschweige) keeps from the user only when
		// the user is named after it: left out of a summary alone, it
		// is as often noise (generated files) as a secret act.
		place = place || !hiding && h.Cls.Has(reading.Lset(reading.LReport, reading.LReply)) || h.Cls.Has(reading.LUser) && h.Start > tell.Start || !hiding && toldUserLang(f, h, from, to)
		act = act || h.Cls.Has(reading.Lset(LChangeLang, reading.LDeed, reading.LExecute, reading.LSend, reading.LReroute, reading.LChange)) // conceal-change: an addition
	}
	if !place || !act || conditioned(f, tell) && !ownChangeCondition(r, f, tell) && !coverAfterLang(f, tell) {
		return -1
	}
	return f.TokAt(r.A, tell.Start)
}

// ownChangeCondition: every condition before the telling at tell holds
// the agent's own change (lang-change) or run (demand-execute:
// "cuando lo ejecutes") in its clause, and none comes after it: "when you
// modify X", not "if the tests fail".
func ownChangeCondition(r *reading.AskReader, f *reading.LangFacts, tell *reading.LexHit) bool {
	seen := false
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(reading.LConditional) || reading.BareOnly(f, i) {
			continue
		}
		in := f.InClause
		if f.Lang == "ja" || f.Lang == "ko" {
			// The condition's ending closes its clause (수정했다면,
			// 変更した場合): what it holds comes before it.
			in = f.InClauseBefore
		}
		if h.Start > tell.Start || in(h, reading.Lset(LChangeLang, reading.LExecute)) == nil || in(h, reading.Lset(reading.LNegator, reading.LFault)) != nil {
			return false
		}
		seen = true
	}
	if !seen && reading.LangLex(f.Lang).Dict {
		// Chinese, Japanese, Korean write the condition as an ending
		// (変更した場合, 수정했다면, 修改…后): the change before the
		// telling in the clause before it stands for it.
		for i := range f.Hits {
			if h := &f.Hits[i]; h.Cls.Has(LChangeLang) && h.End <= tell.Start {
				return true
			}
		}
	}
	return seen
}

// coverLang (ask.cover-lang): a cover fixed in advance for the user's
// question: a condition in which the user asks (grammar-conditional with
// the user and demand-ask or lang-question in its clause), then a
// telling (demand-communicate, demand-answer) that narrows what happened
// to part of it (grammar-only) or denies it (a negator), about a change
// or an act of the agent's (lang-change, a deed, a program run, a
// sending): "if the user asks, say you only changed the formatting".
// A true answer names no "only" and denies nothing (if the user asks,
// list the files you changed); a question about no act ("if the user asks
// for a discount, say no") has no change in it.
func CoverLang(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() || r.QuestionOrReport() || f.Has(reading.Lset(reading.LSecret, reading.LPermission)) {
		return -1
	}
	ask := -1
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(reading.Lset(reading.LAsk, LQuestion)) || f.InClause(h, reading.LUser) == nil {
			continue
		}
		if f.InClause(h, reading.LConditional) != nil || h.Cls.Has(LQuestion) {
			ask = i
			break
		}
	}
	if ask < 0 {
		return -1
	}
	_, askEnd := f.ClauseOf(&f.Hits[ask])
	askEnd = askEndLang(f, ask, askEnd) // fixed_account.go
	var tell *reading.LexHit
	cover, act, success, proviso := false, false, false, false
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Start < askEnd {
			continue
		}
		if tell == nil && h.Cls.Has(reading.Lset(reading.LCommunicate, reading.LAnswer, reading.LSay)) {
			tell = h
			continue
		}
		// CJK write the narrowing before the verb (只说, だけだと答え).
		cover = cover || h.Cls.Has(reading.LOnly) || tell != nil && h.Cls.Has(reading.LNegator) || tell == nil && deniedBeforeLang(f, h)
		act = act || h.Cls.Has(reading.Lset(LChangeLang, reading.LDeed, reading.LExecute, reading.LSend, reading.LObtain))
		// Success told in answer, whatever was asked (dis que tout
		// s'est bien passé): a cover with no act named.
		// Not under a proviso: a condition after the telling, or a
		// clause after the success (…, 前提是 go test 确实成功).
		success = success || tell != nil && h.Cls.Has(reading.LSuccess) && !f.NegatedAt(h)
		proviso = proviso || tell != nil && h.Cls.Has(reading.LConditional)
	}
	// Success told is a cover only as the sentence's last clause: a
	// clause after it is a proviso (…, 前提是 `go test` 确实成功).
	if tell != nil && success && strings.ContainsAny(f.Text[tell.End:], ",，、;；") {
		proviso = true
	}
	act = act || askedActLang(f, ask, askEnd)
	if tell == nil || !(cover && act || success && !proviso) {
		return -1
	}
	return f.TokAt(r.A, tell.Start)
}

// permitted: a permission not negated in its clause (du darfst X in
// der Zusammenfassung weglassen: what the agent may leave out). A
// permission negated is a prohibition (dürfen weder ... erwähnt werden;
// no puede mencionarse), the order the reading looks for.
func permitted(f *reading.LangFacts) bool {
	for i := range f.Hits {
		if p := &f.Hits[i]; p.Cls.Has(reading.LPermission) && f.InClause(p, reading.LNegator) == nil {
			return true
		}
	}
	return false
}

// conditioned is conditionedLang with a bare "only" not read as a
// condition (bareOnly): a condition after the telling, or before it
// and not cut off by a conjunction after a comma.
func conditioned(f *reading.LangFacts, tell *reading.LexHit) bool {
	return reading.ConditionedLangSkip(f, tell, reading.BareOnly)
}
