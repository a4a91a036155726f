package hiddentext

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsOnly = reading.NewWordSet("hidden-only", false)

var wsChangeNoun = reading.NewWordSet("hidden-change-noun", false)

var wsTellVerb = reading.NewWordSet("hidden-tell-verb", false)

var wsTellParticle = reading.NewWordSet("hidden-tell-particle", false)

var wsAccountVerb = reading.NewWordSet("hidden-account-verb", false)

var wsActAnaphor = reading.NewWordSet("hidden-act-anaphor", false)

// hiddenUntoldEn: sentence s of a hidden region, in English, forbids
// telling what it asks: a verb of telling (hidden-tell-verb, with its
// particle where it takes one: "point it out", "bring it up", "call
// attention to it") under a negation in its clause, whose object is the
// act itself (a pronoun or "the change": hidden-act-anaphor) within
// the three words after it ("do not point this out", "never bring it
// up", "do not surface it"), not a kind of content ("do not mention
// internal ticket numbers", which is what the file asks of every
// message).
func HiddenUntoldEn(a *reading.Analysis, raw string, s reading.Sent) bool {
	if sl := reading.SentenceLang(a, s); sl.English <= 0 && sl.Lang != "" {
		return false
	}
	r := &reading.AskReader{A: a, S: s, Raw: raw}
	for i := s.From; i < s.To; i++ {
		w := r.Lw(i)
		if a.Tokens[i].Kind != reading.TokWord || !wsTellVerb.Has(w) || !r.Negated(i) {
			continue
		}
		for k := i + 1; k < s.To && k <= i+3; k++ {
			if wsActAnaphor.Has(r.Lw(k)) {
				if k+1 < s.To && a.Tokens[k+1].Kind == reading.TokWord && !wsTellParticle.Has(r.Lw(k+1)) && !reading.Grammar(r.Lw(k+1), reading.GPreposition) {
					break // "do not mention this flag's name": a noun follows
				}
				return true
			}
			if a.Tokens[k].Kind != reading.TokWord || !wsTellParticle.Has(r.Lw(k)) && !reading.WsTo.Has(r.Lw(k)) {
				break
			}
		}
	}
	return false
}

// hiddenCover: sentence s of a region addressed to the model orders a
// false account of its change: a verb of giving an account
// (hidden-account-verb), not negated nor in a condition, and after it
// either the change (hidden-act-anaphor), past a person it is told to
// and "that", then "as", a form of be or a verb in the third person
// ("describe it to the user as ...", "say it follows the team default",
// "tell the user it was ..."), or a word that makes the change less than
// it is (ask-minimizer, "only", "just", "merely": "tell the user the
// manifest was only reformatted"). A question to report back ("tell the
// user which callers need updating") names neither.
func HiddenCover(a *reading.Analysis, raw string, s reading.Sent) bool {
	r := &reading.AskReader{A: a, S: s, Raw: raw}
	skip := func(k int) int {
		for k < s.To && (reading.DemandOf(a, &a.Tokens[k])&reading.DPerson != 0 || reading.Grammar(r.Lw(k), reading.GArticle|reading.GPossessive) || reading.WsTo.Has(r.Lw(k)) || reading.WsThat.Has(r.Lw(k))) {
			k++
		}
		return k
	}
	for i := s.From; i < s.To; i++ {
		if a.Tokens[i].Kind != reading.TokWord || !wsAccountVerb.Has(r.Lw(i)) || r.Negated(i) || r.Conditioned(i) {
			continue
		}
		for k := i + 1; k < s.To && r.ClauseStart(k) <= i+1; k++ {
			if w := r.Lw(k); wsOnly.Has(w) || reading.WsAskMinimize.Has(w) {
				return true
			}
		}
		k := skip(i + 1)
		if k >= s.To || k > i+5 || !wsActAnaphor.Has(r.Lw(k)) {
			continue
		}
		if k > i+1 && reading.WsThe.Has(r.Lw(k-1)) && !wsChangeNoun.Has(r.Lw(k)) {
			continue
		}
		n := skip(k + 1)
		if n >= s.To {
			continue
		}
		if w := r.Lw(n); reading.WsAs.Has(w) || reading.Grammar(w, reading.GBe) || n == k+1 && reading.WsThirdEnding.CutEnd(w) != w && reading.TextClassOf(reading.WsThirdEnding.CutEnd(w))&reading.WcVerb != 0 {
			return true
		}
	}
	return false
}

// floatingEach: "each" at i floats after what it distributes ("one line
// each", "two reviewers each."): the end of the sentence, a mark or a
// function word follows it, not the noun of a determiner ("each new
// view"). It scopes nothing over the agent's later acts.
func floatingEach(a *reading.Analysis, s reading.Sent, i int) bool {
	if !reading.WsFloatingEach.Has(a.Tokens[i].Text(a)) {
		return false
	}
	if i+1 >= s.To {
		return true
	}
	n := &a.Tokens[i+1]
	return n.Kind == reading.TokPunct || n.Kind == reading.TokWord && reading.Grammar(n.Text(a), reading.GConjunction|reading.GPreposition)
}

// noteLabel: the note cue c (a task label, a linter's directive) is
// written as a label in sentence s: in capitals ("TODO", "FIXME"), among
// the sentence's first three tokens, or closed by a colon or a bracket.
// A word of another language that stems like one ("todos", all, in
// Spanish and Portuguese) in the middle of an order is no label.
func NoteLabel(a *reading.Analysis, raw string, s reading.Sent, c reading.DirectiveCue) bool {
	if c.From < s.From || c.From >= s.To {
		return true
	}
	t := &a.Tokens[c.From]
	if c.From-s.From < 3 || int(t.End) > len(raw) {
		return true
	}
	w := raw[t.Start:t.End]
	if strings.ToUpper(w) == w {
		return true
	}
	rest := strings.TrimLeft(raw[t.End:], " ")
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "(")
}

// labelQuoted: the text before a label's colon holds a quotation, code,
// an assignment or a path (a quotation mark, a backtick, "=", "/", a
// line break, a possessive's "'s"): a sentence that quotes or a noun
// phrase ("Based on Anthropic's code-simplifier agent:"), not a label. An
// apostrophe of elision between two letters ("Pour l'assistant",
// "All'agente") is part of the label's words.
func labelQuoted(t string) bool {
	if strings.ContainsAny(t, "\"«“‘`=/\n") {
		return true
	}
	for i := 0; i < len(t); i++ {
		if t[i] != '\'' {
			continue
		}
		if i == 0 || i+1 >= len(t) || !letter(t[i-1]) || !letter(t[i+1]) {
			return true
		}
		if (t[i+1] == 's' || t[i+1] == 'S') && (i+2 >= len(t) || !letter(t[i+2])) {
			return true // a possessive ("Based on Anthropic's agent"): a noun phrase, no one addressed
		}
	}
	return false
}

// letter: byte c is an ASCII letter or part of a multi-byte character.
func letter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// labelAgentWord: word w of a label (whose words are words) names the
// model: an agent by its name, the label's last word ("Gemini:", "Note
// to Cascade:", not "Cline memory bank layout, see ...", where the name
// modifies a noun), or, joined by hyphens, a word of demand-agent
// ("model-only:").
func labelAgentWord(w string, words []reading.LexWord) bool {
	w = reading.Lower(w)
	if reading.WsAgentName.Has(w) {
		return len(words) > 0 && strings.EqualFold(words[len(words)-1].Text, w)
	}
	if !strings.Contains(w, "-") {
		return false
	}
	for _, p := range strings.Split(w, "-") {
		if reading.DemandWords[p]&reading.DAgent != 0 && !reading.Grammar(p, reading.GPronoun|reading.GPossessive) {
			return true
		}
	}
	return false
}
