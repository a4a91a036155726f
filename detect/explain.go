package detect

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// PhraseMatch is one phrase rule matching a text: what a rule author needs
// to see why a sentence scored what it did.
type PhraseMatch struct {
	ID       string   `json:"id"`
	Family   string   `json:"family"`
	Weight   float64  `json:"weight"`   // the rule's weight
	Position string   `json:"position"` // instruction, quoted, example, described...
	Counted  float64  `json:"counted"`  // the weight after the position discount
	Rule     string   `json:"rule"`     // the pattern as written
	Span     Span     `json:"span"`     // bytes of the raw text
	Sentence int      `json:"sentence"` // index of the sentence in the text
	Tokens   []string `json:"tokens"`   // the normalized tokens matched (their stems)
}

// PhraseMatches runs every phrase rule over text, read as a tool's prose,
// and returns each match in text order. It does not score sentences or add
// the computed cues (tool references, sensitive paths, shell commands): it
// shows what the rules see after normalization.
func PhraseMatches(raw string) []PhraseMatch {
	rs, lex := instructionRuleSet() // every rule, those of agent.rules too
	a := text.NewTokenizer(ruleLexicon{rs: rs, lex: lex}).Analyze(raw)
	var out []PhraseMatch
	var sc ruleScratch
	for k, s := range a.Sents {
		rs.matchSentence(a, s, &sc, func(m match) {
			pos := classifyPosition(a, m.from)
			pm := PhraseMatch{ID: m.rule.id, Family: m.rule.family, Weight: m.rule.weight, Position: pos.String(),
				Counted: m.rule.weight * pos.multiplier(), Rule: m.rule.src, Sentence: k,
				Span: Span{int(a.Tokens[m.from].Start), int(a.Tokens[m.to-1].End)}}
			for i := m.from; i < m.to; i++ {
				pm.Tokens = append(pm.Tokens, a.Tokens[i].Stem(a))
			}
			out = append(out, pm)
		})
		scriptCues(a, s, nil, func(c directiveCue) {
			r := scriptRule(c.rule)
			pos := classifyPosition(a, c.from)
			out = append(out, PhraseMatch{ID: r.id, Family: r.family, Weight: r.weight, Position: pos.String(),
				Counted: c.weight, Rule: scriptPattern(r), Sentence: k,
				Span: Span{int(a.Tokens[c.from].Start), int(a.Tokens[c.to-1].End)}, Tokens: []string{a.Tokens[c.from].Text(a)}})
		})
	}
	return out
}

// scriptRule returns the script rule of an ID.
func scriptRule(id string) *phraseRule {
	for i := range scriptRules {
		if scriptRules[i].id == id {
			return &scriptRules[i]
		}
	}
	return nil
}

// scriptPattern spells a script rule's parts as a pattern is shown.
func scriptPattern(r *phraseRule) string { return "parts: " + strings.Join(r.parts, " … ") }

// PhraseRule is one phrase rule of directive.imperative as written.
type PhraseRule struct {
	ID      string  `json:"id"`
	Family  string  `json:"family"`
	Weight  float64 `json:"weight"`
	Pattern string  `json:"pattern"`
	// Match and NoMatch are the rule's own example sentences: it must
	// match each of Match and none of NoMatch.
	Match   []string `json:"-"`
	NoMatch []string `json:"-"`
}

// PhraseFamily is one rule family's check-level examples: texts that
// directive.imperative must flag for this family, and honest texts near
// its concept that it must leave clean.
type PhraseFamily struct {
	Name         string
	Flags, Clean []string
}

// PhraseFamilies lists the families' examples in the order written.
func PhraseFamilies() []PhraseFamily {
	loadRules()
	out := make([]PhraseFamily, 0, len(ruleFamilies))
	for _, f := range ruleFamilies {
		out = append(out, PhraseFamily{Name: f.name, Flags: f.flags, Clean: f.clean})
	}
	return out
}

// PhraseRules lists the phrase rules in the order they are written, the
// script rules (Chinese, Japanese) last.
func PhraseRules() []PhraseRule {
	loadRules()
	out := make([]PhraseRule, 0, len(allRules)+len(scriptRules))
	for _, r := range allRules {
		out = append(out, PhraseRule{ID: r.id, Family: r.family, Weight: r.weight, Pattern: r.pattern, Match: r.match, NoMatch: r.nomatch})
	}
	for i := range scriptRules {
		r := &scriptRules[i]
		out = append(out, PhraseRule{ID: r.id, Family: r.family, Weight: r.weight, Pattern: scriptPattern(r), Match: r.match, NoMatch: r.nomatch})
	}
	return out
}

// IsPhraseRule reports whether id names a phrase rule.
func IsPhraseRule(id string) bool {
	loadRules()
	for _, r := range allRules {
		if r.id == id {
			return true
		}
	}
	return scriptRule(id) != nil
}

// SecretKind is one kind of credential secret.embedded reports, as written
// in rules/secrets.rules.
type SecretKind struct {
	ID, Kind   string
	Confidence float64
	Keywords   []string
	Regexp     string
}

// SecretKinds lists the kinds of credential in the order written.
func SecretKinds() []SecretKind {
	loadRules()
	out := make([]SecretKind, 0, len(secretRules))
	for _, r := range secretRules {
		out = append(out, SecretKind{ID: r.id, Kind: r.kind, Confidence: r.conf, Keywords: r.keywords, Regexp: r.re.expr})
	}
	return out
}

// ShellFamily is one family of dangerous commands, as written in
// rules/shells.rules.
type ShellFamily struct {
	ID, Kind string
	Keywords []string
}

// ShellFamilies lists the families of commands in the order written. The
// payload, directive, capability and launch-config checks all read them.
func ShellFamilies() []ShellFamily {
	loadRules()
	out := make([]ShellFamily, 0, len(shellFamilies))
	for _, f := range shellFamilies {
		out = append(out, ShellFamily{ID: f.id, Kind: f.kind, Keywords: f.keywords})
	}
	return out
}

// IsRecordRule reports whether id names a rule record that findings name:
// a phrase rule, a frame of the demand check, a kind of credential or a
// family of commands.
func IsRecordRule(id string) bool {
	if IsPhraseRule(id) || IsFrame(id) {
		return true
	}
	for _, r := range secretRules {
		if r.id == id {
			return true
		}
	}
	for _, f := range shellFamilies {
		if f.id == id {
			return true
		}
	}
	return false
}
