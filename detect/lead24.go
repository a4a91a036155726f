package detect

// inExampleElement: sentence s stands inside an element a prompt marks as
// an example (<example> … </example>, <examples>): an element opened by a
// tag whose name is a word of the example class, before s, and not closed
// between them. What such an element holds is a dialogue shown to the
// model as an illustration ("User request: create a website …" followed
// by what the agent did), not a message from the user: a speaker's label
// inside it claims no voice. What the sentence asks is read as before.
var wsLead24ExampleTag = newWordSet("lead24-example-tag", false)

func inExampleElement(a *Analysis, s Sent) bool {
	toks := a.Tokens
	for k := s.From - 1; k >= 2; k-- {
		if toks[k].Text(a) != ">" {
			continue
		}
		name := toks[k-1].Text(a)
		switch {
		case name != "" && name[0] == '/' && wsLead24ExampleTag.has(name[1:]):
			return false // "</example>": closed before s
		case wsLead24ExampleTag.has(name) && toks[k-2].Text(a) == "<":
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
func talkWithPerson(a *Analysis, s Sent, from int) bool {
	toks := a.Tokens
	for k := from - 1; k > s.From && from-k <= 4; k-- {
		if demandOf(a, &toks[k])&dPerson == 0 {
			continue
		}
		j := k - 1
		if j > s.From && wsLead24Det.has(toks[j].Text(a)) {
			j--
		}
		return toks[j].Text(a) == "with"
	}
	return false
}

var wsLead24Det = newWordSet("lead24-person-det", false)

// valueEffectDoc: the "set" at token i opens a parameter's documentation of
// one of its values and what that value does ("Set true to post
// immediately. Set false to buffer and never post."): the value, then a
// purpose infinitive whose clause names no consent, prompt, approval or
// person. A flag of the tool's own named "confirmed" that switches how the
// tool acts is documented, not answered for the user; a value whose effect
// is the consent itself ("Set true to skip the approval prompt") is not
// such documentation.
func valueEffectDoc(a *Analysis, s Sent, i int) bool {
	toks := a.Tokens
	if toks[i].Text(a) != "set" || i+3 >= s.To || !affirmativeOrNot(a, &toks[i+1]) || toks[i+2].Text(a) != "to" || toks[i+3].Kind != TokWord {
		return false
	}
	_, end := joinedClause(a, s, i)
	for k := i + 3; k < end; k++ {
		if demandOf(a, &toks[k])&(dConsent|dPrompt|dApprove|dAnswer|dPerson|dNegation) != 0 {
			return false
		}
	}
	return true
}

// affirmativeOrNot: a boolean value word ("true", "false", "yes", "no").
func affirmativeOrNot(a *Analysis, t *Token) bool {
	return wsLead24Bool.has(t.Text(a))
}

var wsLead24Bool = newWordSet("lead24-bool-value", false)
