package reading

import (
	"strings"
)

// exampleRegion: hidden field f's first line is a lead that introduces
// what follows as an example (ExampleLead: "Example:", "For example:",
// "e.g.:"), alone on its line: a template's comment showing the person
// who fills the file in what a section may hold. What it holds is read
// as visible text is (v.hidden off): what it asks still counts, but the
// readings of a region only the model sees ("a telling forbidden is the
// region's concealment", instruction_ask.go) do not, since the region
// says what it is. A lead that orders ("Assistant: ...", "Note for the
// model:") is no example lead.
func ExampleRegion(text string) bool {
	text = strings.TrimLeft(text, " \t\r\n")
	text = strings.TrimPrefix(text, "<!--")
	line, rest, ok := strings.Cut(strings.TrimLeft(text, " \t\r\n"), "\n")
	line = strings.TrimSpace(line)
	if !ok || strings.TrimSpace(rest) == "" || !strings.HasSuffix(strings.TrimRight(line, "*_ "), ":") || len(line) > 40 {
		return false
	}
	return ExampleLead(line)
}

var wsSelfDocument = NewWordSet("prec-self-document", false)

// selfDocument: token i is a noun the text uses for itself as a document
// after a determiner of this unit ("this file", "this document"): the
// unit's own text, not the user's files.
func SelfDocument(a *Analysis, s Sent, i int) bool {
	return i > s.From && wsSelfDocument.Has(a.Tokens[i].Text(a)) && WsAskSelfDet.Has(a.Tokens[i-1].Text(a))
}

// selfFileStatement: sentence s opens with the file speaking of itself
// ("This file is mastered in https://... and is synced to all team
// repositories", "This document is generated from ...") in the passive
// of a statement: a verb of state (is, are, was) right after the noun,
// adverbs, then a participle. Where the file is kept, made or copied to
// is what its maintainers do with it, not an act asked of the agent: a
// place it is synced to plants no rule and sends out nothing of the
// user's. An order ("this file must be copied to ...") or an active verb
// ("this file applies to every project") is no such statement.
func selfFileStatement(a *Analysis, s Sent) bool {
	i := s.From
	for i < s.To && a.Tokens[i].Kind == TokPunct {
		i++
	}
	if i+3 >= s.To || !WsAskSelfDet.Has(a.Tokens[i].Text(a)) || !SelfDocument(a, s, i+1) || !WsAskStateAux.Has(a.Tokens[i+2].Text(a)) {
		return false
	}
	k := i + 3
	for k < s.To && a.Tokens[k].Is(WcAdverb) {
		k++
	}
	return k < s.To && a.Tokens[k].Kind == TokWord && Participle(a, &a.Tokens[k])
}

// dropSelfStatement zeroes the cues of a rule planted or written and of
// the unit's text sent out in a sentence where the file speaks of itself
// (selfFileStatement). A command read at the shell's syntax keeps its
// weight.
func DropSelfStatement(a *Analysis, s Sent, cues []DirectiveCue) {
	if len(cues) == 0 || !selfFileStatement(a, s) {
		return
	}
	for k := range cues {
		switch cues[k].Family {
		case "planted", "writes", "sleeper":
			cues[k].Weight = 0
		}
		if cues[k].Rule == AskNames[AskExfilOutside] {
			cues[k].Weight = 0 // what is sent is the file itself
		}
	}
}

// userChosen: the unit is an MCP prompt, which the user picks and
// invokes (the MCP specification, "Prompts": "designed to be
// user-controlled ... with the intention of the user being able to
// explicitly select them for use"), and demand d's sentence names no
// address: a program its template orders run ("Run: `git checkout
// main`") is the workflow the user chose, as a slash command's is, not a
// program slipped into a tool's job. A sentence with an address (code
// fetched and run) stays a demand (frame.core-execute), and so does
// everything else the template asks.
func UserChosen(v *ToolView, d *SentenceDemand) bool {
	if v.Tool.Kind != KindPrompt {
		return false
	}
	a := d.Analysis(v)
	if a == nil || d.VerbAt < 0 || d.VerbAt >= len(a.Tokens) {
		return false
	}
	s := SentAt(a, d.VerbAt)
	for i := s.From; i < s.To; i++ {
		if a.Tokens[i].Kind == TokURL {
			return false
		}
	}
	return true
}

var localizationCalls = NewNameList("names.localization-call")

// LocalizationCall: a call whose last name is name looks a message for a
// person up in a translation catalogue (vscode.l10n.t, i18next's t,
// gettext's _): a string literal passed to it is text the program shows
// its user, not a definition for a model (the names record
// names.localization-call).
func LocalizationCall(name string) bool {
	EnsureRules()
	return localizationCalls.Has(name)
}
