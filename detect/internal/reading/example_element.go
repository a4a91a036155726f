package reading

import (
	"strings"
)

// inExampleElement: sentence s stands inside an element a prompt marks as
// an example (<example> … </example>, <examples>): an element opened by a
// tag whose name is a word of the example class, before s, and not closed
// between them. What such an element holds is a dialogue shown to the
// model as an illustration ("User request: create a website …" followed
// by what the agent did), not a message from the user: a speaker's label
// inside it claims no voice. What the sentence asks is read as before.
var wsExampleTag = NewWordSet("lead-example-tag", false)

func inExampleElement(a *Analysis, s Sent) bool {
	toks := a.Tokens
	for k := s.From - 1; k >= 2; k-- {
		if toks[k].Text(a) != ">" {
			continue
		}
		name := toks[k-1].Text(a)
		switch {
		case name != "" && name[0] == '/' && wsExampleTag.Has(name[1:]):
			return false // "</example>": closed before s
		case wsExampleTag.Has(name) && toks[k-2].Text(a) == "<":
			return true
		}
	}
	return false
}

// talkWithPerson: the phrase of a session cue at token from ("in the
// chat") places a talk the sentence has with a person: "with" and a person
// (the user, the owner) close before it ("reach an agreement with the user
// in the chat before calling this tool"). The chat is where the person is
// consulted, not a scope the text stretches a rule over; a rule kept "for
// every later message in the chat" names no one it talks with.
func TalkWithPerson(a *Analysis, s Sent, from int) bool {
	toks := a.Tokens
	for k := from - 1; k > s.From && from-k <= 4; k-- {
		if DemandOf(a, &toks[k])&DPerson == 0 {
			continue
		}
		j := k - 1
		if j > s.From && wsDet.Has(toks[j].Text(a)) {
			j--
		}
		return wsWith.Has(toks[j].Text(a))
	}
	return false
}

var (
	wsDet     = NewWordSet("lead-person-det", false)
	wsWith    = NewWordSet("lead-with", false)
	wsSetVerb = NewWordSet("lead-set-verb", false)
	wsTo      = NewWordSet("lead-to", false)
)

// valueEffectDoc: the "set" at token i opens a parameter's documentation of
// one of its values and what that value does ("Set true to post
// immediately. Set false to buffer and never post."): the value, then a
// purpose infinitive whose clause names no consent, prompt, approval or
// person. A flag of the tool's own named "confirmed" that switches how the
// tool acts is documented, not answered for the user; a value whose effect
// is the consent itself ("Set true to skip the approval prompt") is not
// such documentation.
func ValueEffectDoc(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	if !wsSetVerb.Has(toks[i].Text(a)) || i+3 >= s.To || !affirmativeOrNot(a, &toks[i+1]) || !wsTo.Has(toks[i+2].Text(a)) || toks[i+3].Kind != TokWord {
		return false
	}
	_, end := JoinedClause(a, s, i)
	for k := i + 3; k < end; k++ {
		if DemandOf(a, &toks[k])&(DConsent|DPrompt|DApprove|DAnswer|DPerson|DNegation) != 0 {
			return false
		}
	}
	return true
}

// affirmativeOrNot: a boolean value word ("true", "false", "yes", "no").
func affirmativeOrNot(a *Analysis, t *Token) bool {
	return wsBool.Has(t.Text(a))
}

var wsBool = NewWordSet("lead-bool-value", false)

// lDistributive: the lexicons' distributive quantifiers (each, every:
// jede, cada, chaque, ogni, каждый, 各, 每, 각).
var lDistributive = Lbit(80)

var _ = func() bool {
	LexClassNames["grammar-distributive"] = lDistributive
	return true
}()

var wsDistributive = NewWordSet("lead-distributive", false)

// distributiveTold: what a forbidden telling at token from is not to tell
// is headed by a distributive quantifier ("Don't describe every changed
// line in the summary; explain the reason"): not each one, told one by
// one, is a limit on detail, and the whole may still be told; a telling
// of "any" of them is withheld whole and is not this. The quantifier is
// the first word after the telling verb (a word of demand-communicate,
// within five words of the cue), or after its person ("don't tell the
// user each step"); a quantifier of another verb's object ("silently copy
// every note") is not.
func DistributiveTold(a *Analysis, s Sent, from int) bool {
	toks := a.Tokens
	for k := from; k < s.To && k-from <= 5; k++ {
		if toks[k].Kind == TokPunct {
			return false
		}
		if toks[k].Kind != TokWord || DemandOf(a, &toks[k])&DCommunicate == 0 {
			continue
		}
		// The telling verb; its object, after a person it tells
		// ("tell the user each step"), opens with the quantifier.
		j := k + 1
		for j < s.To && j-k <= 3 && (wsDet.Has(toks[j].Text(a)) || DemandOf(a, &toks[j])&DPerson != 0) {
			j++
		}
		return j+1 < s.To && wsDistributive.Has(toks[j].Text(a)) && toks[j+1].Kind == TokWord
	}
	return false
}

// distributiveToldLang: the same in another language, from its hits: a
// distributive quantifier in the telling's object, after it in the same
// stretch of words (no punctuation between; "erwähne nicht jede Zeile",
// "no describas cada línea") or, in Japanese, Korean and German, whose
// verb may come last, right before it (各行を説明しない, "müssen nicht
// einzeln erwähnt werden").
func DistributiveToldLang(f *LangFacts, tell *LexHit) bool {
	sov := f.Lang == "ja" || f.Lang == "ko" || f.Lang == "de" // the verb last (a German passive or clause: "nicht einzeln erwähnt werden")
	for i := range f.Hits {
		h := &f.Hits[i]
		if !h.Cls.Has(lDistributive) {
			continue
		}
		if sov && h.End <= tell.Start && tell.Start-h.Start <= 30 && !strings.ContainsAny(f.Text[h.End:tell.Start], ",;.:，；。：、") {
			return true
		}
		if h.Start >= tell.End && h.Start-tell.End <= 40 && !strings.ContainsAny(f.Text[tell.End:h.Start], ",;.:，；。：、") {
			return true
		}
	}
	return false
}
