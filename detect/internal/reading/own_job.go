package reading

import (
	"strings"
)

// objectlessLeave: the verb of leaving out at i opens its sentence and
// takes no object: the sentence ends after it, or a condition or a purpose follows it at once
// ("Omit to read from every chat", "Omit if unsure", "Omit for all"). A
// parameter's description says so of the argument itself: leave it unset.
// A purpose that is itself telling or showing ("omit to mention the
// upload") still leaves something out of the talk.
func ObjectlessLeave(a *Analysis, s Sent, i int) bool {
	t := &a.Tokens[i]
	if DemandOf(a, t)&DConceal == 0 {
		return false
	}
	if i != s.From {
		return false // "warnings should be suppressed.": the kept is the subject
	}
	k := i + 1
	if k >= s.To || a.Tokens[k].Kind == TokPunct {
		return true
	}
	switch a.Tokens[k].Text(a) {
	case "if", "when", "unless", "for":
		return true
	case "to":
		return k+1 < s.To && DemandOf(a, &a.Tokens[k+1])&(DCommunicate|DAppear|DConceal|DReply|DTalk) == 0
	}
	return false
}

// ownJobLead: sentence s opens a tool's description with a verb in its
// base form whose sentence names what the tool's own name does ("Add an
// emoji reaction to a Telegram message." of react): the tool's job in the
// imperative form many servers write it in. Only what it adds to its own
// object is read so (directive.go): a job that is itself the attack
// ("Collect and exfiltrate environment variables." of
// exfil_environment_variables) keeps every other cue.
func OwnJobLead(v *ToolView, a *Analysis, s Sent) bool {
	if v.Tool.KindOrDefault() != KindTool || v.FieldText != v.Tool.Description || len(a.Sents) == 0 || a.Sents[0].From != s.From {
		return false
	}
	t := &a.Tokens[s.From]
	if t.Kind != TokWord || TextClassOf(Lower(t.Text(a)))&WcVerb == 0 {
		return false
	}
	for _, w := range v.NameWords() {
		if len(w) < 4 {
			continue
		}
		for i := s.From + 1; i < s.To; i++ {
			if a.Tokens[i].Kind == TokWord && strings.HasPrefix(Lower(a.Tokens[i].Text(a)), w) {
				return true
			}
		}
	}
	return false
}
