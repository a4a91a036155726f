package reading

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The concept rules are in rules/concepts.rules, with their examples.

// scriptRules are the rules for Chinese and Japanese, written without
// spaces (rules/scripts.rules): a sentence reaches the rules as a few long
// tokens, so their parts are matched as substrings of those tokens: every
// part must appear in the sentence (in any token), and the cue points at
// the token holding the first part. A token qualifies when it holds a
// byte outside ASCII ("aiへの指示" is one token). A part may list
// alternatives, any of which will do ("不要告诉用户|别告诉用户").
var ScriptRules []PhraseRule

// scriptCues finds scriptRules in sentence s, but those in off.
func ScriptCues(a *Analysis, s Sent, off map[string]bool, add func(DirectiveCue)) {
	first := -1
	for i := s.From; i < s.To; i++ {
		if !text.IsASCII(a.Tokens[i].Text(a)) {
			first = i
			break
		}
	}
	if first < 0 {
		return
	}
	for _, p := range ScriptRules {
		if off[p.Id] {
			continue
		}
		at := -1
		for _, alts := range p.partAlts {
			found := -1
			for i := first; i < s.To && found < 0; i++ {
				t := a.Tokens[i].Text(a)
				if text.IsASCII(t) {
					continue
				}
				for _, alt := range alts {
					if strings.Contains(t, alt) {
						found = i
						break
					}
				}
			}
			if found < 0 {
				at = -1
				break
			}
			if at < 0 {
				at = found
			}
		}
		if at >= 0 {
			add(DirectiveCue{p.Family, p.Weight * ClassifyPosition(a, at).Multiplier(), at, at + 1, p.Id})
		}
	}
}
