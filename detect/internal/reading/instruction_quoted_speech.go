package reading

// Precision readings of agent files: words a unit quotes for
// someone to say are that speaker's words, not the unit's order.

// quotedSpeech: the token at k stands inside a quotation that someone
// is said to speak: the user's request a skill's description lists
// ("when the user asks to "skip the review""), a question a command puts
// to the user ("ask the user: "Please provide the link (e.g.
// https://...)""), an answer the agent gives ("answer "does this rule
// hide an error?""), or a list item that is one quotation and nothing
// else (a line a copywriting skill offers). What is quoted is the
// speaker's words, not the unit's order to the agent.
//
// The quotation opens with a double mark (straight or curly) before k in
// k's sentence and closes after k (in the sentence or right at its end).
// Its speaker is a verb of saying, asking or answering (the demand
// classes communicate and answer) before the opening mark, past a person,
// a colon or comma, "to", "or", "and", and the quotations of a list
// before it. A quotation no verb of speech introduces (content to write:
// "save this as a global rule: "..."", a setting named: "set "Auto-approve"
// on") stays the unit's own text, and so does any quotation in a region
// only the model sees. Backticks and single marks (an apostrophe) do not
// open a quotation here.
func QuotedSpeech(v *ToolView, a *Analysis, raw string, s Sent, k int) bool {
	if v.Hidden || k <= s.From || k >= s.To {
		return false
	}
	open := -1
	for j := s.From; j < k; j++ {
		switch a.Tokens[j].Text(a) {
		case `"`:
			if open < 0 {
				open = j
			} else {
				open = -1
			}
		case "“":
			open = j
		case "”":
			open = -1
		}
	}
	if open < 0 || !quoteClosed(a, s, k) && !quoteRunsOn(a, raw, s, open) {
		return false
	}
	if speechBefore(a, s, open) {
		return true
	}
	first := s.From // the quotation opens its sentence, past a list item's marker
	for first < open && a.Tokens[first].Kind == TokPunct {
		first++
	}
	if first != open {
		return false
	}
	// Its speaker closes the sentence before with a colon ("ask the
	// user:" on the line before the question).
	if p := prevSent(a, s); p.To > p.From && a.Tokens[p.To-1].Text(a) == ":" && speechBefore(a, p, p.To) {
		return true
	}
	// A list item that is one quotation, running to the sentence's end.
	if int(a.Tokens[open].Start) > len(raw) {
		return false
	}
	lead := raw[LineStart(raw, int(a.Tokens[open].Start)):a.Tokens[open].Start]
	return ListItemLine(lead+"x") && (quoteMark(a, s.To-1) || s.To < len(a.Tokens) && quoteMark(a, s.To))
}

// prevSent: the sentence before s in a (empty when s is the first).
func prevSent(a *Analysis, s Sent) Sent {
	var p Sent
	for _, t := range a.Sents {
		if t.To <= s.From {
			p = t
		}
	}
	return p
}

// quoteClosed: a closing double mark follows token k in its sentence, or
// opens the next token after the sentence's end (a quoted question ends
// its sentence inside the marks).
func quoteClosed(a *Analysis, s Sent, k int) bool {
	for j := k + 1; j < s.To; j++ {
		if quoteMark(a, j) {
			return true
		}
	}
	return s.To < len(a.Tokens) && quoteMark(a, s.To)
}

// quoteMark: token j is a double quotation mark.
func quoteMark(a *Analysis, j int) bool {
	w := a.Tokens[j].Text(a)
	return w == `"` || w == "“" || w == "”"
}

// speechBefore: a verb of saying, asking or answering introduces the
// quotation opening at token open, past a person, punctuation between
// items, "to", "or", "and", and earlier quotations of the same list.
func speechBefore(a *Analysis, s Sent, open int) bool {
	for j, n := open-1, 0; j >= s.From && n < 60; j, n = j-1, n+1 {
		t := &a.Tokens[j]
		w := t.Text(a)
		c := DemandOf(a, t)
		switch {
		case quoteMark(a, j):
			// an earlier quotation of the list: pass over it whole
			for j--; j >= s.From && !quoteMark(a, j); j-- {
			}
		case t.Kind == TokPunct && (w == "," || w == ":"):
		case w == "to" || w == "or" || w == "and" || w == "the" || t.Is(WcAdverb):
		case c&DPerson != 0:
		case t.Kind == TokWord && c&(DCommunicate|DAnswer) != 0:
			return true
		default:
			return false
		}
	}
	return false
}
