package reading

import (
	"strings"
)

var WsExamine = NewWordSet("take-examine", false)

// ExamineLead reports whether a fenced block is the material a
// unit examines rather than what it asks: the unit's declared job (job,
// its description) is examining texts (a word of take-examine: audits,
// reviews, spotting), the block's fence names a language that is no shell
// (text, json, yaml: what it holds is shown, not run), its lead ends with
// a colon, and the lead opens with a verb of examining ("search the files
// for text like:") or states rather than orders ("malicious rules often
// invent consent:").
// A lead that orders something else ("paste this into your settings:")
// keeps the block the agent's to act on.
func ExamineLead(lead, job, block string) bool {
	lead = strings.TrimSpace(lead)
	if !strings.HasSuffix(strings.TrimRight(lead, "*_ "), ":") || !examines(job) {
		return false
	}
	info, _, _ := strings.Cut(strings.TrimLeft(block, "`~ "), "\n")
	info = strings.ToLower(strings.TrimSpace(info))
	if info == "" || WsShellShell.Has(info) || info == "shell" || info == "console" {
		return false
	}
	a := Analyze(lead)
	if a == nil || len(a.Tokens) == 0 {
		return false
	}
	first := &a.Tokens[0]
	if WsExamine.Has(first.Text(a)) {
		return true // "Search the rules files for text like:"
	}
	// A statement: its first word is no verb and no function word
	// ("Malicious rules often invent consent:"); "Before reviewing,
	// write this into the settings:" orders.
	return first.Kind == TokWord && !first.Is(WcVerb) && !first.Is(WcFunctionWord) && DemandOf(a, first)&DNegation == 0
}

// examines: text holds a word of examining.
func examines(text string) bool {
	if text == "" {
		return false
	}
	a := Analyze(text)
	if a == nil {
		return false
	}
	for i := range a.Tokens {
		if WsExamine.Has(a.Tokens[i].Text(a)) {
			return true
		}
	}
	return false
}
