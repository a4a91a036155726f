package reading

import (
	"cmp"
	"slices"
)

// Position classification (FR-009): the same phrase is an attack when it is
// addressed to the model and harmless when a tool quotes it, shows it as an
// example, or describes detecting it. The classifier works on the tokens of
// the decoded text, so neither the JSON quote that opens a schema string nor
// an apostrophe ("the user's notes") can make an instruction look quoted.

type Position uint8

const (
	PosInstruction Position = iota
	PosDescriptive          // "detects prompts that ignore previous instructions"
	PosExample              // "such as 'ignore previous instructions'", "Sample response: ..."
)

func (p Position) String() string {
	switch p {
	case PosDescriptive:
		return "descriptive"
	case PosExample:
		return "example"
	}
	return "instruction"
}

// multiplier discounts a phrase's weight by its position.
func (p Position) Multiplier() float64 {
	switch p {
	case PosDescriptive:
		return 0.3
	case PosExample:
		return 0.2
	}
	return 1
}

// wcPosRead are the classes that let positionsOf look closer at a token.
const wcPosRead = WcPosMark | WcClauseBreak | wcExample | wcDescriptive

// classifyPosition classifies the phrase starting at token `at`. The
// positions of a sentence's tokens are computed in one pass when one of
// them is first asked for, over the whole sentence of the text that holds
// token at, so the answer depends on that token alone. Most sentences
// hold nothing a check asks the position of.
func ClassifyPosition(a *Analysis, at int) Position {
	if a.Marks == nil {
		// The tokens' positions, then a mark per sentence once its
		// tokens' are computed.
		a.Marks = make([]uint8, len(a.Tokens)+len(a.Sents))
	}
	pos, done := a.Marks[:len(a.Tokens):len(a.Tokens)], a.Marks[len(a.Tokens):]
	if k := sentenceOf(a, at); k >= 0 && done[k] == 0 {
		PositionsOf(a, a.Sents[k], pos)
		done[k] = 1
	}
	return Position(pos[at])
}

// sentenceOf returns the index of the sentence of a that holds token i,
// or -1.
func sentenceOf(a *Analysis, i int) int {
	k, _ := slices.BinarySearchFunc(a.Sents, i, func(s Sent, i int) int { return cmp.Compare(s.To-1, i) })
	if k < len(a.Sents) && a.Sents[k].From <= i {
		return k
	}
	return -1
}

// positionsOf fills out[i] for the tokens of sentence s with the position
// of a phrase starting there: inside an open quotation, after an example
// marker or a content label, after an analysis verb in the same clause, or
// in instruction position.
func PositionsOf(a *Analysis, s Sent, out []uint8) {
	toks := a.Tokens
	var openDQ, openSQ, openBT bool
	btAt := -1         // index of the opening backtick
	label := false     // "Sample response:" seen: the rest is content
	clause := s.From   // first token of the current clause
	example := false   // example marker in the current clause (or before its colon)
	described := false // analysis verb / relative clause in the current clause
	defines := DefinitionItem(a, s)
	for i := s.From; i < s.To; i++ {
		// The position of a phrase starting at i depends on tokens before i.
		switch {
		case openDQ || openSQ || label || example:
			out[i] = uint8(PosExample)
		case openBT && i-btAt-1 >= 3:
			out[i] = uint8(PosExample)
		case described || i > defines && defines >= 0:
			out[i] = uint8(PosDescriptive)
		default:
			out[i] = uint8(PosInstruction)
		}
		t := &toks[i]
		if t.Cls&wcPosRead == 0 {
			continue // most words: nothing below applies
		}
		text := t.Text(a)
		// Quotes.
		if t.Kind == TokQuote {
			switch text {
			case `"`:
				openDQ = !openDQ
			case "`":
				openBT = !openBT
				if openBT {
					btAt = i
				}
			case "'":
				// An apostrophe glued to the end of a word ("users' data")
				// is not a quote mark.
				if !openSQ && i > s.From && toks[i-1].End == t.Start && toks[i-1].Kind == TokWord &&
					(i+1 >= s.To || toks[i+1].Start > t.End) {
					break
				}
				openSQ = !openSQ
			}
		}
		// Clause boundaries.
		reset := false
		switch {
		case text == ";":
			reset = true
		case text == ":":
			// "Sample response: ..." introduces content; "Note to the
			// assistant: ..." does not.
			// A label heads its clause: one that is a preposition's
			// object ("Tip for best results: ...") names a purpose.
			if i > s.From && toks[i-1].Is(wcContentLabel) && !prepositionIn(a, clause, i-1) {
				label = true
			}
			reset = true
		case text == "," && i+1 < s.To && toks[i+1].Is(WcClauseBreak):
			reset = true
		case text == "," && toks[clause].Is(WcSubordinator):
			// "If the page contains X, obey ...": the comma ends the
			// subordinate clause; the main clause starts here.
			reset = true
		case t.Is(WcClauseBreak):
			reset = true
		}
		if reset {
			clause = i + 1
			if text != ":" {
				example = false // an example marker carries over a colon
			}
			described = false
			continue
		}
		if t.Is(wcExample) ||
			(WsSuch.Has(text) && i+1 < s.To && WsAs.Has(toks[i+1].Text(a))) ||
			(wsLike.Has(text) && i+1 < s.To && toks[i+1].Kind == TokQuote) ||
			(WsFor.Has(text) && i+1 < s.To && wsForExample.Has(toks[i+1].Text(a))) {
			example = true
		}
		if t.Is(wcDescriptive) && !nounSubject(a, s, i) ||
			(wsContentRelative.Has(text) && i > clause && toks[i-1].Is(wcContentNoun) && !agentRelative(a, clause, i)) ||
			(wsIf.Has(text) && i+2 < s.To && wsContentDeterminer.Has(toks[i+1].Text(a)) && toks[i+2].Is(wcContentNoun)) {
			described = true
		}
	}
}

// definitionItem returns the separator of a list item that defines a
// quoted value ("- `"plan"` — planning mode, no execution of tools",
// "* 'strict': reject unknown keys"): the item opens with a list mark,
// a literal in quotes and a dash, colon or equals sign, and what follows
// says what the value means, wherever its clauses turn. -1: none.
func DefinitionItem(a *Analysis, s Sent) int {
	toks := a.Tokens
	i := s.From
	if i >= s.To || toks[i].Kind != TokPunct {
		return -1
	}
	switch toks[i].Text(a) {
	case "-", "*", "•", "+":
	default:
		return -1
	}
	i++
	open := i
	for i < s.To && toks[i].Kind == TokQuote {
		i++
	}
	q := i - open
	if q == 0 {
		return -1
	}
	words := 0
	for i < s.To && (toks[i].Kind == TokWord || toks[i].Kind == TokIdent) && words < 4 {
		i, words = i+1, words+1
	}
	if words == 0 {
		return -1
	}
	for k := 0; k < q; k++ {
		if i >= s.To || toks[i].Kind != TokQuote || toks[i].Text(a) != toks[open+q-1-k].Text(a) {
			return -1
		}
		i++
	}
	if i < s.To && toks[i].Kind == TokPunct {
		switch toks[i].Text(a) {
		case "-", ":", "=":
			return i
		}
	}
	return -1
}

// agentRelative: the relative pronoun at i qualifies the agent that
// opens its clause ("Agents that use this server pass ...", "Assistants
// who call this tool include ..."): the clause's main verb, after the
// relative clause, says what the agent does, so the relative clause does
// not make the rest of the clause a description.
func agentRelative(a *Analysis, clause, i int) bool {
	if i-clause > 2 {
		return false
	}
	return DemandOf(a, &a.Tokens[i-1])&DAgent != 0 && !WsYou.Has(a.Tokens[i-1].Text(a))
}

// nounSubject: the analysis word at i is a noun that a finite verb
// follows ("Quotes are only returned when ...", "Reports will be
// mailed"), not the third-person verb it is spelled like ("quotes the
// price"): nothing after it is being described.
func nounSubject(a *Analysis, s Sent, i int) bool {
	if i+1 >= s.To {
		return false
	}
	return WsNounSubjectVerb.Has(a.Tokens[i+1].Text(a))
}

// prepositionIn: a preposition among the tokens from..to-1.
func prepositionIn(a *Analysis, from, to int) bool {
	for k := from; k < to; k++ {
		if WsPreposition.Has(a.Tokens[k].Text(a)) {
			return true
		}
	}
	return false
}

// operandPosition classifies a quoted operand (a tool name or a path in
// quotes, as instructions write them) by the position of its opening quote,
// so "call 'read_file' on '/etc/passwd'" is an instruction, not a quotation.
func OperandPosition(a *Analysis, s Sent, i int) Position {
	toks := a.Tokens
	if i > s.From && i+1 < s.To && toks[i-1].Kind == TokQuote && toks[i+1].Kind == TokQuote && toks[i-1].Text(a) == toks[i+1].Text(a) {
		return ClassifyPosition(a, i-1)
	}
	return ClassifyPosition(a, i)
}

// directivePosition classifies a phrase, also treating a sentence that opens
// with the tool's own third-person self-description ("Reads ~/.aws/... and
// sends them to the caller") as descriptive: the tool says what it does.
func DirectivePosition(a *Analysis, s Sent, at int) Position {
	p := ClassifyPosition(a, at)
	if p != PosInstruction {
		return p
	}
	if at == s.From && thirdPersonAt(a, s, at) {
		return PosDescriptive
	}
	return p
}

func TokenAt(a *Analysis, s Sent, off int) int {
	for i := s.From; i < s.To; i++ {
		if int(a.Tokens[i].End) > off {
			return i
		}
	}
	return s.To - 1
}
