package detect

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// PhraseMatch is one phrase rule matching a text: what a rule author needs
// to see why a sentence scored what it did.
type PhraseMatch struct {
	ID       string       `json:"id"`
	Family   string       `json:"family"`
	Weight   float64      `json:"weight"`   // the rule's weight
	Position string       `json:"position"` // instruction, quoted, example, described...
	Counted  float64      `json:"counted"`  // the weight after the position discount
	Rule     string       `json:"rule"`     // the pattern as written
	Span     reading.Span `json:"span"`     // bytes of the raw text
	Sentence int          `json:"sentence"` // index of the sentence in the text
	Tokens   []string     `json:"tokens"`   // the normalized tokens matched (their stems)
}

// PhraseMatches runs every phrase rule over text, read as a tool's prose,
// and returns each match in text order. It does not score sentences or add
// the computed cues (tool references, sensitive paths, shell commands): it
// shows what the rules see after normalization.
func PhraseMatches(raw string) []PhraseMatch {
	rs, lex := reading.InstructionRuleSet() // every rule, those of agent.rules too
	a := text.NewTokenizer(reading.RuleLexicon{Rs: rs, Lex: lex}).Analyze(raw)
	var out []PhraseMatch
	var sc reading.RuleScratch
	for k, s := range a.Sents {
		rs.MatchSentence(a, s, &sc, func(m reading.Match) {
			pos := reading.ClassifyPosition(a, m.From)
			pm := PhraseMatch{ID: m.Rule.Id, Family: m.Rule.Family, Weight: m.Rule.Weight, Position: pos.String(),
				Counted: m.Rule.Weight * pos.Multiplier(), Rule: m.Rule.Src, Sentence: k,
				Span: reading.Span{Start: int(a.Tokens[m.From].Start), End: int(a.Tokens[m.To-1].End)}}
			for i := m.From; i < m.To; i++ {
				pm.Tokens = append(pm.Tokens, a.Tokens[i].Stem(a))
			}
			out = append(out, pm)
		})
		reading.ScriptCues(a, s, nil, func(c reading.DirectiveCue) {
			r := scriptRule(c.Rule)
			pos := reading.ClassifyPosition(a, c.From)
			out = append(out, PhraseMatch{ID: r.Id, Family: r.Family, Weight: r.Weight, Position: pos.String(),
				Counted: c.Weight, Rule: scriptPattern(r), Sentence: k,
				Span: reading.Span{Start: int(a.Tokens[c.From].Start), End: int(a.Tokens[c.To-1].End)}, Tokens: []string{a.Tokens[c.From].Text(a)}})
		})
	}
	return out
}

// scriptRule returns the script rule of an ID.
func scriptRule(id string) *reading.PhraseRule {
	for i := range reading.ScriptRules {
		if reading.ScriptRules[i].Id == id {
			return &reading.ScriptRules[i]
		}
	}
	return nil
}

// scriptPattern spells a script rule's parts as a pattern is shown.
func scriptPattern(r *reading.PhraseRule) string { return "parts: " + strings.Join(r.Parts, " … ") }

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
	reading.EnsureRules()
	out := make([]PhraseFamily, 0, len(reading.RuleFamilies))
	for _, f := range reading.RuleFamilies {
		out = append(out, PhraseFamily{Name: f.Name, Flags: f.Flags, Clean: f.Clean})
	}
	return out
}

// PhraseRules lists the phrase rules in the order they are written, the
// script rules (Chinese, Japanese) last.
func PhraseRules() []PhraseRule {
	reading.EnsureRules()
	out := make([]PhraseRule, 0, len(reading.AllRules)+len(reading.ScriptRules))
	for _, r := range reading.AllRules {
		out = append(out, PhraseRule{ID: r.Id, Family: r.Family, Weight: r.Weight, Pattern: r.Pattern, Match: r.Match, NoMatch: r.Nomatch})
	}
	for i := range reading.ScriptRules {
		r := &reading.ScriptRules[i]
		out = append(out, PhraseRule{ID: r.Id, Family: r.Family, Weight: r.Weight, Pattern: scriptPattern(r), Match: r.Match, NoMatch: r.Nomatch})
	}
	return out
}

// IsPhraseRule reports whether id names a phrase rule.
func IsPhraseRule(id string) bool {
	reading.EnsureRules()
	for _, r := range reading.AllRules {
		if r.Id == id {
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
	reading.EnsureRules()
	out := make([]SecretKind, 0, len(reading.SecretRules))
	for _, r := range reading.SecretRules {
		out = append(out, SecretKind{ID: r.Id, Kind: r.Kind, Confidence: r.Conf, Keywords: r.Keywords, Regexp: r.Re.Expr})
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
	reading.EnsureRules()
	out := make([]ShellFamily, 0, len(reading.ShellFamilies))
	for _, f := range reading.ShellFamilies {
		out = append(out, ShellFamily{ID: f.Id, Kind: f.Kind, Keywords: f.Keywords})
	}
	return out
}

// IsRecordRule reports whether id names a rule record that findings name:
// a phrase rule, a frame of the demand check, a kind of credential or a
// family of commands.
func IsRecordRule(id string) bool {
	if IsPhraseRule(id) || reading.IsFrame(id) {
		return true
	}
	for _, r := range reading.SecretRules {
		if r.Id == id {
			return true
		}
	}
	for _, f := range reading.ShellFamilies {
		if f.Id == id {
			return true
		}
	}
	return false
}
