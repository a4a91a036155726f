package detect

// evade29 (#55): approval evaded by routing around it, read as
// ask.safeguard-off (docs/dev/evade29-misses.md):
//
//   - E1, another agent CLI's bypass switch: the agent is to launch,
//     spawn or re-run a process or a tool call with a switch the CLIs
//     document as turning confirmation or the sandbox off
//     (evade29-bypass-switch). The switch is written alike in every
//     language; the polarity is read in the sentence's own (a negation
//     of English before it in its clause, a negator of the lexicon's
//     language anywhere in the sentence), and a switch named for a place
//     set apart for unattended runs (CI, a container: evade29-scope) or
//     in a table of modes is scoped or described, not the agent's act.
//   - E2, a command routed around its gate (English): a means of routing
//     (evade29-detour: a wrapper, a prefix, a rewording, a passage
//     through an allowed target, another tool) not negated, beside the
//     gate (evade29-gate) avoided ("so the prompt does not come back",
//     "without the prompt", "to dodge the approval"), or the gate met in a
//     condition and the same act done again ("if a call is denied, retry
//     the same action through another tool"); the routed command is any
//     command: the same one, or a word of totality before a noun of an
//     act ("every command", "any other command").
//
// Each finds one token; the cue is ask.safeguard-off's (askCues).

import (
	"cmp"
	"slices"
)

var (
	wsEvade29Switch  = newWordSet("evade29-bypass-switch", false)
	wsEvade29Scope   = newWordSet("evade29-scope", false)
	wsEvade29Gate    = newWordSet("evade29-gate", false)
	wsEvade29Detour  = newWordSet("evade29-detour", false)
	wsEvade29Avoid   = newWordSet("evade29-avoid", false)
	wsEvade29Again   = newWordSet("evade29-again", false)
	wsEvade29ActNoun = newWordSet("evade29-act-noun", false)
	wsEvade29Launch  = newWordSet("evade29-launch", false)
	wsEvade29Redo    = newWordSet("evade29-redo", false)
)

// evade29AroundGate is the token of E1's switch or E2's detour in r's
// sentence, -1 if none: one line in the ask readings' table.
func (r *askReader) evade29AroundGate() int {
	// Fenced code shown for the reader to copy (CodeField) is not an
	// order to the agent: a switch there is the reader's to pass, as the
	// settings family's flags are (permissiveMode). A block the prose
	// tells the agent to run (RunField) is read.
	if r.tableRow() || r.questionOrReport() || r.v.inCode {
		return -1
	}
	if i := r.evade29Switch(); i >= 0 {
		return i
	}
	return r.evade29Detour()
}

// evade29Switch (E1): a bypass switch, not negated, not scoped to a place
// set apart, not in a condition ("if you start it with --yolo, ...").
// A sentence cut by a line break before the switch's code span ("do not
// use\n`--yolo`") is read joined with the one before, and a code block's
// lead-in ("Start it in a throwaway container:") scopes the block.
func (r *askReader) evade29Switch() int {
	sw := r.find(r.s.From, r.s.To, func(k int) bool { return r.word(k) && wsEvade29Switch.has(r.txt(k)) && r.evade29SwitchForm(k) })
	if sw < 0 {
		return -1
	}
	j := *r
	prev, cut, lead := evade29Before(r.a, r.s)
	if cut {
		j.s = Sent{From: prev.From, To: r.s.To, Cls: prev.Cls | r.s.Cls}
	}
	english := true
	if sl := sentenceLang(r.a, r.s); sl.english <= 0 && sl.lang != "" {
		// The order and the gate are read in English; in another
		// language the switch counts where it is written as code to
		// type (a code span), and its polarity is read below.
		english = false
		if !r.evade29InSpan(sw) {
			return -1
		}
	}
	if j.evade29Negated(sw) || j.conditioned(sw) || english && !j.evade29Ordered() || r.evade29Restricted(sw) {
		return -1
	}
	scoped := func(from, to int) bool {
		for k := from; k < to; k++ {
			if r.word(k) && wsEvade29Scope.has(r.txt(k)) {
				return true
			}
		}
		return false
	}
	if scoped(r.s.From, r.s.To) || (cut || lead) && scoped(prev.From, prev.To) {
		return -1
	}
	for _, t := range [...]Sent{r.s, j.s} {
		if sl := sentenceLang(r.a, t); sl.english <= 0 && sl.lang != "" {
			// A negator, or the user named: the user's own act or consent
			// ("l'utilisateur l'active avec --yolo").
			if f := readLang(r.raw, r.a, t, sl.lang); f.has(lNegator) || f.has(lUser) {
				return -1
			}
		}
	}
	return sw
}

// evade29Ordered: the sentence orders a process or a setting started
// (a verb of evade29-launch opening a clause, or an obligation) and
// names the gate the switch is for (evade29-gate, ask-asking: "so
// nothing blocks", "sub-processes cannot show confirmation prompts"): a
// switch only named ("tests require Claude Code with --yolo", "run:
// claude --yolo" in a setup guide) is the reader's, as permissiveMode
// has it.
func (r *askReader) evade29Ordered() bool {
	order := r.find(r.s.From, r.s.To, func(k int) bool {
		if !r.word(k) {
			return false
		}
		if r.class(k)&dObligation != 0 {
			return true
		}
		return wsEvade29Launch.has(r.txt(k)) && (k == r.clauseStart(k) || k > r.s.From && r.a.Tokens[k-1].Kind != TokWord)
	}) >= 0
	gate := r.find(r.s.From, r.s.To, func(k int) bool {
		return r.word(k) && !r.evade29FlagName(k) && (wsEvade29Gate.has(r.txt(k)) || wsAskAsking.has(r.txt(k)))
	}) >= 0
	return order && gate
}

// evade29Restricted: the switch at sw is restricted, not ordered: a word
// of switching off or of an alternative opens its clause before it
// ("disable YOLO mode", "instead of --yolo"), a word of restriction
// stands in the sentence ("only with the user's consent"), it is one
// of a list of values (a comma or "or" next to it and another code
// span, or three code spans in the sentence), or the sentence opens with a condition that does not meet the
// gate ("if you need the sub-agent in another folder, pass ... --yolo";
// "if a permission dialog appears, re-run with --yolo" meets it).
func (r *askReader) evade29Restricted(sw int) bool {
	for k := r.clauseStart(sw); k < sw; k++ {
		if t := r.txt(k); r.word(k) && !r.evade29FlagName(k) && !flagValue(r.a, r.s, k) && (wsAskSwitchOff.has(t) || wsAskInstead.has(t) || wsAskOnly.has(t)) {
			return true
		}
	}
	for k := sw + 1; k < r.s.To; k++ {
		if t := r.txt(k); t == "," || t == ";" || t == ":" {
			break
		}
		if r.word(k) && wsAskOnly.has(r.txt(k)) {
			return true // "use --yolo only with the user's consent"
		}
	}
	for k := max(sw-4, r.s.From); k < min(sw+4, r.s.To); k++ {
		if t := r.txt(k); (t == "," || wsD26Or.has(t)) && r.find(max(k-2, r.s.From), min(k+3, r.s.To), func(j int) bool {
			return j != sw && r.a.Tokens[j].Kind == TokQuote && j != sw-1 && j != sw+1
		}) >= 0 {
			return true
		}
	}
	// A switch among three code spans or more is one of the values a
	// review or a reference lists ("`defaultMode`, `alwaysAllow` or flags
	// such as `--yolo` and `--dangerously-skip-permissions`"), in any
	// language: a command the agent is to start is one span.
	ticks, open := 0, 0
	for k := r.s.From; k < r.s.To; k++ {
		switch t := r.txt(k); {
		case r.a.Tokens[k].Kind == TokQuote && t == "`":
			ticks++
		case t == "(" && k < sw:
			open++
		case t == ")" && k < sw:
			open--
		}
	}
	if ticks >= 6 || open > 0 {
		return true // listed values; an aside in parentheses ("(note: requires --yolo)")
	}
	first := r.s.From
	for first < r.s.To && !r.word(first) {
		first++
	}
	if first < r.s.To && wsConditionOpener.has(r.txt(first)) {
		met := false
		for g := first; g < r.s.To && !met; g++ {
			if t := r.txt(g); t == ":" || t == ";" || t == "," {
				break // the condition's own clause
			}
			met = r.word(g) && wsEvade29Gate.has(r.txt(g)) && !r.evade29FlagName(g) && !r.evade29Avoided(g)
		}
		return !met
	}
	return false
}

// evade29Before is the sentence before s in its analysis; cut when a
// line break cut the two apart (the one before ends in no mark of a
// sentence's end), lead when the one before ends in a colon (it leads
// into s: a code block's lead-in).
//
// The sentences are in order: s is found by a binary search, as a look
// through every sentence for each sentence with a switch cost time
// quadratic in the text's sentences.
func evade29Before(a *Analysis, s Sent) (prev Sent, cut, lead bool) {
	k0, _ := slices.BinarySearchFunc(a.Sents, s.From, func(t Sent, from int) int { return cmp.Compare(t.From, from) })
	for k := k0; k < len(a.Sents) && a.Sents[k].From == s.From; k++ {
		if k == 0 {
			continue
		}
		prev = a.Sents[k-1]
		if prev.To <= prev.From {
			return prev, false, false
		}
		last := a.Tokens[prev.To-1]
		w := last.Text(a)
		lead = w == ":"
		cut = last.Kind != TokPunct || w == ","
		return prev, cut, lead
	}
	return s, false, false
}

// evade29Detour (E2, English): a means of routing a command, not
// negated, with its gate avoided outside a condition; and the routed
// command any command: the act the gate stops ("when a command would
// trigger a prompt"), the act done again (evade29-redo), the same act
// ("the same action") or a word of totality before a noun of an act
// ("every command"). A policy stated of the agent in the third person
// ("it re-issues the command prefixed with env") is read as an order is.
func (r *askReader) evade29Detour() int {
	if sl := sentenceLang(r.a, r.s); sl.english < 0 || sl.lang != "" && sl.english == 0 {
		return -1
	}
	d := r.find(r.s.From, r.s.To, func(k int) bool {
		return r.word(k) && wsEvade29Detour.has(r.txt(k)) && !r.negated(k)
	})
	if d < 0 {
		return -1
	}
	avoided, stopped := false, false
	for g := r.s.From; g < r.s.To; g++ {
		if !r.word(g) || !wsEvade29Gate.has(r.txt(g)) || r.evade29FlagName(g) {
			continue
		}
		if r.conditioned(g) {
			if !r.evade29Avoided(g) {
				// "when a command would trigger a confirmation prompt":
				// the act the gate stops is any act it stops.
				stopped = stopped || r.find(r.clauseStart(g), g, func(k int) bool { return wsEvade29ActNoun.has(r.txt(k)) }) >= 0
			}
			continue
		}
		if r.evade29Avoided(g) {
			avoided = true
		}
	}
	anyAct := stopped || r.find(r.s.From, r.s.To, func(k int) bool {
		if wsEvade29Redo.has(r.txt(k)) {
			return true // the stopped act itself, done again
		}
		if !wsEvade29ActNoun.has(r.txt(k)) {
			return false
		}
		return r.find(k-3, k, func(j int) bool { return wsPrec24Every.has(r.txt(j)) || wsEvade29Again.has(r.txt(j)) }) >= 0
	}) >= 0
	if avoided && anyAct {
		return d
	}
	return -1
}

// evade29FlagName: token k is an option's or a variable's name
// ("--prompt", "$prompt"), not a word of the prose.
func (r *askReader) evade29FlagName(k int) bool {
	return k > r.s.From && (r.txt(k-1) == "-" || r.txt(k-1) == "$") && r.a.Tokens[k-1].End == r.a.Tokens[k].Start
}

// evade29SwitchForm: token k is written as a switch: an option's name
// ("--yolo"), an option's value ("--approval-mode=yolo"), or a
// parameter's identifier (dangerouslyDisableSandbox): "YOLO mode" and a
// command named yolo are words of the prose.
func (r *askReader) evade29SwitchForm(k int) bool {
	if r.a.Tokens[k].Kind == TokIdent {
		return true
	}
	return k > r.s.From && (r.txt(k-1) == "-" || r.txt(k-1) == "=") && r.a.Tokens[k-1].End == r.a.Tokens[k].Start
}

// evade29Avoided: gate g is not met: a negation or "without" stands among
// the four words before it or the three after it in its clause ("no
// permission prompt appears", "the prompt does not come back", "without
// the prompt"), or a verb of avoiding among the three before it or the
// three after it ("to dodge the approval", "the prompt is avoided").
func (r *askReader) evade29Avoided(g int) bool {
	cs := r.clauseStart(g)
	for k := g - 1; k >= cs && k >= g-4; k-- {
		if r.class(k)&dNegation != 0 || wsD26Without.has(r.txt(k)) || k >= g-3 && wsEvade29Avoid.has(r.txt(k)) {
			return true
		}
	}
	for k := g + 1; k < r.s.To && k <= g+3; k++ {
		if t := r.txt(k); t == "," || t == ";" || t == ":" {
			break
		}
		if wsNotWord.has(r.txt(k)) || wsEvade29Avoid.has(r.txt(k)) {
			return true // "the prompt does not come back", "the prompt is avoided"; not "a confirmation surface with no mutation"
		}
	}
	return false
}

// evade29Negated: r.negated, save a negation that is a switch's value
// ("--ask-for-approval never"): that one sets the switch.
func (r *askReader) evade29Negated(i int) bool {
	for k, cs := i-1, r.clauseStart(i); k >= cs; k-- {
		if flagValue(r.a, r.s, k) {
			continue
		}
		if r.class(k)&dNegation != 0 && !wsD26Without.has(r.txt(k)) || r.prohibits(k) {
			return true
		}
	}
	return false
}

// evade29InSpan: token k stands in a code span (an odd number of
// backticks before it in the sentence).
func (r *askReader) evade29InSpan(k int) bool {
	n := 0
	for j := r.s.From; j < k; j++ {
		if r.a.Tokens[j].Kind == TokQuote && r.txt(j) == "`" {
			n++
		}
	}
	return n%2 == 1
}
