package hijack

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsPartEndRule = reading.NewWordSet("pub-part-end-rule", false)

var wsDisplacingRule = reading.NewWordSet("pub-displacing-rule", false)

var wsFormerAdverb = reading.NewWordSet("pub-former-adverb", false)

// misreadTakeoverDrop zeroes the takeover cues of sentence s that one of
// the three readings below (a part's word modifying a noun, a part of
// age, the user's word kept) reads as no takeover (directive.go, beside
// ownerDrop).
func MisreadTakeoverDrop(v *reading.ToolView, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
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
		case wsPartEndRule.Has(c.Rule) && modifierPart(r, c.From, c.To),
			wsDisplacingRule.Has(c.Rule) && formerPart(r),
			reading.WsOverruledRule.Has(c.Rule) && userKept(r):
			c.Weight = 0
		}
	}
}

// modifierPart: the match [from, to) ends on a part's word
// that modifies the noun after it (modifier).
func modifierPart(r *reading.AskReader, from, to int) bool {
	last := to - 1
	return last >= from && last >= r.S.From && r.Word(last) && reading.WsAskAgentPart.Has(r.Lw(last)) && modifier(r, last)
}

// lastModifier (modifierPart for ask.takeover's others): the part's word at i
// modifies a noun after it (modifier) and no word of a part, slash
// command or word of being built in follows it in the sentence. Leaving it
// out of the others then leaves none after it, so the reading never moves
// to a later part it did not read before ("the skill's own directory,
// which the agent substitutes when the skill loads").
func LastModifier(r *reading.AskReader, i int) bool {
	if !modifier(r, i) {
		return false
	}
	return r.Find(i+1, r.S.To, func(k int) bool {
		txt := r.Txt(k)
		return r.Word(k) && (reading.WsAskAgentPart.Has(r.Lw(k)) || reading.WsAskClaimNoun.Has(r.Lw(k))) || r.A.Tokens[k].Kind == reading.TokPath && len(txt) > 2 && txt[0] == '/'
	}) < 0
}

// modifier: the part's word at i modifies a noun after it, in
// the same clause, that heads the phrase (modifier reads a list of
// such heads; this reads the grammar). Words joined by a slash right after
// it ("the agent prompt/response method") modify the same head: the head
// is the word after them when there is one. The head is a word of content
// (contentHead).
func modifier(r *reading.AskReader, i int) bool {
	n := i + 1
	if n >= r.S.To || r.A.Tokens[n].Kind != reading.TokWord || r.ClauseStart(n) != r.ClauseStart(i) || owner(r, i) {
		return false // "the skill's own directory": a possessor, not a modifier
	}
	head := n
	for head+2 < r.S.To && r.A.Tokens[head+1].Kind == reading.TokPunct && r.Txt(head+1) == "/" && r.A.Tokens[head+2].Kind == reading.TokWord {
		head += 2
	}
	if head > n && head+1 < r.S.To && r.A.Tokens[head+1].Kind == reading.TokWord && contentHead(r, head+1) {
		return true
	}
	return contentHead(r, head)
}

// contentHead: token h is a word of content that can head a noun phrase: no
// function word, no word of a closed class, no inflected verb ("the Read
// tool reads", "the Edit tool corrupts files": verbInS; a verb's base form
// after a part's word is a noun: "the tool wrapper"), no participle, no part's word and no noun of the work a
// part is given ("WebFetch tool calls", "the agent prompt": hijack-work-noun).
func contentHead(r *reading.AskReader, h int) bool {
	t := &r.A.Tokens[h]
	txt := r.Lw(h)
	if t.Kind != reading.TokWord || t.Is(reading.WcFunctionWord) || t.Is(reading.WcVerb) && r.Txt(h) != t.Stem(r.A) || reading.WsThirdEnding.EndsIn(txt) != "" && reading.VerbInS(txt) || reading.Participle(r.A, t) ||
		reading.Grammar(txt, reading.GAdverb|reading.GConjunction|reading.GPreposition|reading.GSubordinator|reading.GRelative|reading.GBe|reading.GHave|reading.GModal|reading.GPronoun) {
		return false
	}
	return !reading.WsAskAgentPart.Has(txt) && !reading.WsAskPartNoun.Has(txt) && !wsWorkNoun.Has(txt)
}

// formerPart: a word of age (hijack-former, pub-former-adverb)
// stands before a part's word (ask-agent-part), at most three words before
// it, in its clause; the part's phrase (partPhrase) names no vendor
// and no owner but the author; and the sentence holds no address, no word
// of totality or of any (a claim on every request), and no part named as
// shipped or built in (ask-shipped, ask-builtin, a tool the agents ship:
// "the legacy deploy skill and the built-in /deploy command are
// deprecated").
func formerPart(r *reading.AskReader) bool {
	former := false
	for i := r.S.From; i < r.S.To; i++ {
		t := &r.A.Tokens[i]
		if t.Kind == reading.TokURL || t.Kind == reading.TokEmail {
			return false
		}
		if !r.Word(i) {
			continue
		}
		low := r.Lw(i)
		if reading.WsTotality.Has(low) || reading.WsAny.Has(low) ||
			reading.WsAskShipped.Has(low) || reading.WsAskClaimNoun.Has(low) || reading.WsAskAgentTool.Has(r.Txt(i)) || wsAgentTool.Has(low) {
			return false
		}
		if former || !wsFormer.Has(low) && !wsFormerAdverb.Has(low) {
			continue
		}
		words := 0
		for k := i + 1; k < r.S.To && words < 3 && r.ClauseStart(k) == r.ClauseStart(i); k++ {
			if k := r.A.Tokens[k].Kind; k == reading.TokPunct || k == reading.TokQuote {
				continue // the marks of a name written as code
			}
			words++
			if r.Word(k) && reading.WsAskAgentPart.Has(r.Lw(k)) {
				former = partPhrase(r, i, k)
				break
			}
		}
	}
	return former
}

// partPhrase: the phrase of the part at k, from the clause's start
// to the word before the next conjunction, clause mark or finite verb
// after it (at most four words: "the legacy lint command from the 1.x
// series"), names no vendor (hijack-vendor: a vendor in a clause joined
// after it, "and folds codex review in", is not the part's) and no owner
// other than the author (owner-possessive, third-possessive, a noun's possessive:
// owner).
func partPhrase(r *reading.AskReader, former, k int) bool {
	end := k + 1
	for ; end < r.S.To && end <= k+4 && r.ClauseStart(end) == r.ClauseStart(k); end++ {
		t := &r.A.Tokens[end]
		if r.Word(end) && (reading.Grammar(r.Lw(end), reading.GConjunction|reading.GRelative) || t.Is(reading.WcVerb) && !reading.Participle(r.A, t) && !reading.WsAskShipped.Has(r.Lw(end))) {
			break
		}
	}
	for m := r.ClauseStart(former); m < end; m++ {
		if !r.Word(m) && r.A.Tokens[m].Kind != reading.TokPath {
			continue
		}
		low := r.Lw(m)
		if wsVendor.Has(low) || reading.WsOwnerPossessive.Has(low) || reading.WsThirdPossessive.Has(low) || m < k && owner(r, m) {
			return false
		}
	}
	return true
}

// owner: word m before the part is a possessive that names an owner
// ("the team's previous reviewer", "the user's old skills"): the part is
// that owner's, not the author's history. The project's own
// (own-project-possessive: "the repository's older skills") is the
// author's.
func owner(r *reading.AskReader, m int) bool {
	t := &r.A.Tokens[m]
	if int(t.End) >= len(r.Raw) || reading.WsOwnProject.Has(r.Lw(m)+r.Raw[t.End:min(len(r.Raw), int(t.End)+2)]) {
		return false
	}
	rest := r.Raw[t.End:]
	for _, mark := range reading.WsPossMark.Words {
		if strings.HasPrefix(rest, mark) {
			return true
		}
	}
	return false
}

// userKept: a concessive condition on what the user names or
// asks (UserAsks, its verb within four tokens of the person) whose verb is negated, or
// whose order after it is a bare refusal (prec-refuse ending its
// sentence), in a sentence with no word that puts something in the
// request's place.
func userKept(r *reading.AskReader) bool {
	if r.Find(r.S.From, r.S.To, r.PutsInPlace) >= 0 {
		return false
	}
	for i := r.S.From; ; {
		opener, person, verb := r.UserAsks(i, 5)
		if opener < 0 {
			return false
		}
		if r.Find(person+1, verb, func(k int) bool { return r.Class(k)&reading.DNegation != 0 }) >= 0 {
			return true
		}
		if bareRefusal(r, verb) {
			return true
		}
		i = opener + 1
	}
}

// bareRefusal: after token verb, in a later clause, a verb of refusing
// (prec-refuse) with nothing but punctuation after it to the sentence's
// end ("..., refuse.", "...: decline").
func bareRefusal(r *reading.AskReader, verb int) bool {
	last := -1
	for k := r.S.To - 1; k > verb; k-- {
		if r.A.Tokens[k].Kind != reading.TokPunct {
			last = k
			break
		}
	}
	return last > verb && r.Word(last) && reading.WsRefuse.Has(r.Lw(last)) && r.ClauseStart(last) != r.ClauseStart(verb)
}
