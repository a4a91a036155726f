package hijack

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsPub28PartEndRule = reading.NewWordSet("pub-part-end-rule", false)

var wsPub28DisplacingRule = reading.NewWordSet("pub-displacing-rule", false)

var wsPub28FormerAdverb = reading.NewWordSet("pub-former-adverb", false)

// pub28Drop zeroes the takeover cues of sentence s that T1, T2 or T3 reads
// as no takeover (directive.go, beside hijack26OwnerDrop).
func Pub28Drop(v *reading.ToolView, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	if v == nil || v.Tool == nil || !reading.IsInstructionKind(v.Tool.Kind) || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return
	}
	r := &reading.AskReader{V: v, A: a, S: s, Raw: v.FieldText}
	for k := range cues {
		c := &cues[k]
		if c.Weight == 0 || c.Rule == "" {
			continue
		}
		switch {
		case wsPub28PartEndRule.Has(c.Rule) && pub28ModifierPart(r, c.From, c.To),
			wsPub28DisplacingRule.Has(c.Rule) && pub28FormerPart(r),
			reading.WsPub28OverruledRule.Has(c.Rule) && pub28UserKept(r):
			c.Weight = 0
		}
	}
}

// pub28ModifierPart (T1): the match [from, to) ends on a part's word
// that modifies the noun after it (pub28Modifier).
func pub28ModifierPart(r *reading.AskReader, from, to int) bool {
	last := to - 1
	return last >= from && last >= r.S.From && r.Word(last) && reading.WsAskAgentPart.Has(r.Lw23(last)) && pub28Modifier(r, last)
}

// pub28LastModifier (T1 for ask.takeover's others): the part's word at i
// modifies a noun after it (pub28Modifier) and no word of a part, slash
// command or word of being built in follows it in the sentence. Leaving it
// out of the others then leaves none after it, so the reading never moves
// to a later part it did not read before ("the skill's own directory,
// which the agent substitutes when the skill loads").
func Pub28LastModifier(r *reading.AskReader, i int) bool {
	if !pub28Modifier(r, i) {
		return false
	}
	return r.Find(i+1, r.S.To, func(k int) bool {
		txt := r.Txt(k)
		return r.Word(k) && (reading.WsAskAgentPart.Has(r.Lw23(k)) || reading.WsAskClaimNoun.Has(r.Lw23(k))) || r.A.Tokens[k].Kind == reading.TokPath && len(txt) > 2 && txt[0] == '/'
	}) < 0
}

// pub28Modifier (T1): the part's word at i modifies a noun after it, in
// the same clause, that heads the phrase (hijack23Modifier reads a list of
// such heads; this reads the grammar). Words joined by a slash right after
// it ("the agent prompt/response method") modify the same head: the head
// is the word after them when there is one. The head is a word of content
// (pub28Head).
func pub28Modifier(r *reading.AskReader, i int) bool {
	n := i + 1
	if n >= r.S.To || r.A.Tokens[n].Kind != reading.TokWord || r.ClauseStart(n) != r.ClauseStart(i) || pub28Owner(r, i) {
		return false // "the skill's own directory": a possessor, not a modifier
	}
	head := n
	for head+2 < r.S.To && r.A.Tokens[head+1].Kind == reading.TokPunct && r.Txt(head+1) == "/" && r.A.Tokens[head+2].Kind == reading.TokWord {
		head += 2
	}
	if head > n && head+1 < r.S.To && r.A.Tokens[head+1].Kind == reading.TokWord && pub28Head(r, head+1) {
		return true
	}
	return pub28Head(r, head)
}

// pub28Head: token h is a word of content that can head a noun phrase: no
// function word, no word of a closed class, no inflected verb ("the Read
// tool reads", "the Edit tool corrupts files": verbInS; a verb's base form
// after a part's word is a noun: "the tool wrapper"), no participle, no part's word and no noun of the work a
// part is given ("WebFetch tool calls", "the agent prompt": hijack-work-noun).
func pub28Head(r *reading.AskReader, h int) bool {
	t := &r.A.Tokens[h]
	txt := r.Lw23(h)
	if t.Kind != reading.TokWord || t.Is(reading.WcFunctionWord) || t.Is(reading.WcVerb) && r.Txt(h) != t.Stem(r.A) || reading.WsD26ThirdEnding.EndsIn(txt) != "" && reading.VerbInS(txt) || reading.Participle(r.A, t) ||
		reading.Grammar(txt, reading.GAdverb|reading.GConjunction|reading.GPreposition|reading.GSubordinator|reading.GRelative|reading.GBe|reading.GHave|reading.GModal|reading.GPronoun) {
		return false
	}
	return !reading.WsAskAgentPart.Has(txt) && !reading.WsAskPartNoun.Has(txt) && !wsHijack23WorkNoun.Has(txt)
}

// pub28FormerPart (T2): a word of age (hijack-former, pub-former-adverb)
// stands before a part's word (ask-agent-part), at most three words before
// it, in its clause; the part's phrase (pub28PartPhrase) names no vendor
// and no owner but the author; and the sentence holds no address, no word
// of totality or of any (a claim on every request), and no part named as
// shipped or built in (ask-shipped, ask-builtin, a tool the agents ship:
// "the legacy deploy skill and the built-in /deploy command are
// deprecated").
func pub28FormerPart(r *reading.AskReader) bool {
	former := false
	for i := r.S.From; i < r.S.To; i++ {
		t := &r.A.Tokens[i]
		if t.Kind == reading.TokURL || t.Kind == reading.TokEmail {
			return false
		}
		if !r.Word(i) {
			continue
		}
		low := r.Lw23(i)
		if reading.WsTotality.Has(low) || reading.WsD26Any.Has(low) ||
			reading.WsAskShipped.Has(low) || reading.WsAskClaimNoun.Has(low) || reading.WsAskAgentTool.Has(r.Txt(i)) || wsHijack24AgentTool.Has(low) {
			return false
		}
		if former || !wsHijack24Former.Has(low) && !wsPub28FormerAdverb.Has(low) {
			continue
		}
		words := 0
		for k := i + 1; k < r.S.To && words < 3 && r.ClauseStart(k) == r.ClauseStart(i); k++ {
			if k := r.A.Tokens[k].Kind; k == reading.TokPunct || k == reading.TokQuote {
				continue // the marks of a name written as code
			}
			words++
			if r.Word(k) && reading.WsAskAgentPart.Has(r.Lw23(k)) {
				former = pub28PartPhrase(r, i, k)
				break
			}
		}
	}
	return former
}

// pub28PartPhrase: the phrase of the part at k, from the clause's start
// to the word before the next conjunction, clause mark or finite verb
// after it (at most four words: "the legacy lint command from the 1.x
// series"), names no vendor (hijack-vendor: a vendor in a clause joined
// after it, "and folds codex review in", is not the part's) and no owner
// other than the author (owner-possessive, third-possessive, a noun's possessive:
// pub28Owner).
func pub28PartPhrase(r *reading.AskReader, former, k int) bool {
	end := k + 1
	for ; end < r.S.To && end <= k+4 && r.ClauseStart(end) == r.ClauseStart(k); end++ {
		t := &r.A.Tokens[end]
		if r.Word(end) && (reading.Grammar(r.Lw23(end), reading.GConjunction|reading.GRelative) || t.Is(reading.WcVerb) && !reading.Participle(r.A, t) && !reading.WsAskShipped.Has(r.Lw23(end))) {
			break
		}
	}
	for m := r.ClauseStart(former); m < end; m++ {
		if !r.Word(m) && r.A.Tokens[m].Kind != reading.TokPath {
			continue
		}
		low := r.Lw23(m)
		if wsHijack25Vendor.Has(low) || reading.WsOwnerPossessive.Has(low) || reading.WsThirdPossessive.Has(low) || m < k && pub28Owner(r, m) {
			return false
		}
	}
	return true
}

// pub28Owner: word m before the part is a possessive that names an owner
// ("the team's previous reviewer", "the user's old skills"): the part is
// that owner's, not the author's history. The project's own
// (own-project-possessive: "the repository's older skills") is the
// author's.
func pub28Owner(r *reading.AskReader, m int) bool {
	t := &r.A.Tokens[m]
	if int(t.End) >= len(r.Raw) || reading.WsD26OwnProject.Has(r.Lw23(m)+r.Raw[t.End:min(len(r.Raw), int(t.End)+2)]) {
		return false
	}
	rest := r.Raw[t.End:]
	for _, mark := range reading.WsPossMark26.Words {
		if strings.HasPrefix(rest, mark) {
			return true
		}
	}
	return false
}

// pub28UserKept (T3): a concessive condition on what the user names or
// asks (userOverruled's opener, person and verb) whose verb is negated, or
// whose order after it is a bare refusal (prec-refuse ending its
// sentence), in a sentence with no word that puts something in the
// request's place.
func pub28UserKept(r *reading.AskReader) bool {
	if r.Find(r.S.From, r.S.To, func(k int) bool {
		return r.Word(k) && (reading.WsAskInstead.Has(r.Lw23(k)) || reading.WsAskAnyway.Has(r.Lw23(k)) || r.Class(k)&reading.DReplace != 0)
	}) >= 0 {
		return false
	}
	for i := r.S.From; i+1 < r.S.To; i++ {
		if !reading.WsAskConcessive.Has(r.Lw23(i)) || !reading.WsConditionOpener.Has(r.Lw23(i+1)) {
			continue
		}
		person := r.Find(i+2, min(r.S.To, i+5), func(k int) bool {
			return r.Class(k)&reading.DPerson != 0 || reading.WsD26They.Has(r.Lw23(k))
		})
		if person < 0 {
			continue
		}
		verb := r.Find(person+1, min(r.S.To, person+5), func(k int) bool {
			return reading.WsAskNameVerb.Has(r.Lw23(k)) || reading.WsAskRequestVerb.Has(r.Lw23(k))
		})
		if verb < 0 {
			continue
		}
		if r.Find(person+1, verb, func(k int) bool { return r.Class(k)&reading.DNegation != 0 }) >= 0 {
			return true
		}
		if pub28BareRefusal(r, verb) {
			return true
		}
	}
	return false
}

// pub28BareRefusal: after token verb, in a later clause, a verb of refusing
// (prec-refuse) with nothing but punctuation after it to the sentence's
// end ("..., refuse.", "...: decline").
func pub28BareRefusal(r *reading.AskReader, verb int) bool {
	last := -1
	for k := r.S.To - 1; k > verb; k-- {
		if r.A.Tokens[k].Kind != reading.TokPunct {
			last = k
			break
		}
	}
	return last > verb && r.Word(last) && reading.WsPrec23Refuse.Has(r.Lw23(last)) && r.ClauseStart(last) != r.ClauseStart(verb)
}
