package approval

import (
	"cmp"
	"slices"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var (
	wsSwitch       = reading.NewWordSet("evade-bypass-switch", false)
	wsScope        = reading.NewWordSet("evade-scope", false)
	wsBypassedGate = reading.NewWordSet("evade-gate", false)
	wsDetour       = reading.NewWordSet("evade-detour", false)
	wsAvoid        = reading.NewWordSet("evade-avoid", false)
	wsAgain        = reading.NewWordSet("evade-again", false)
	wsActNoun      = reading.NewWordSet("evade-act-noun", false)
	wsLaunch       = reading.NewWordSet("evade-launch", false)
	wsRedo         = reading.NewWordSet("evade-redo", false)
)

// aroundGate is the token of a bypass switch or a detour in r's
// sentence, -1 if none: one line in the ask readings' table.
func AroundGate(r *reading.AskReader) int {
	// Fenced code shown for the reader to copy (CodeField) is not an
	// order to the agent: a switch there is the reader's to pass, as the
	// settings family's flags are (permissiveMode). A block the prose
	// tells the agent to run (RunField) is read.
	if r.TableRow() || r.QuestionOrReport() || r.V.InCode {
		return -1
	}
	if i := bypassSwitch(r); i >= 0 {
		return i
	}
	return detour(r)
}

// bypassSwitch: a bypass switch, not negated, not scoped to a place
// set apart, not in a condition ("if you start it with --yolo, ...").
// A sentence cut by a line break before the switch's code span ("do not
// use\n`--yolo`") is read joined with the one before, and a code block's
// lead-in ("Start it in a throwaway container:") scopes the block.
func bypassSwitch(r *reading.AskReader) int {
	sw := r.Find(r.S.From, r.S.To, func(k int) bool { return r.Word(k) && wsSwitch.Has(r.Txt(k)) && switchForm(r, k) })
	if sw < 0 {
		return -1
	}
	j := *r
	prev, cut, lead := Before(r.A, r.S)
	if cut {
		j.S = reading.Sent{From: prev.From, To: r.S.To, Cls: prev.Cls | r.S.Cls}
	}
	english := true
	if sl := reading.SentenceLang(r.A, r.S); sl.English <= 0 && sl.Lang != "" {
		// The order and the gate are read in English; in another
		// language the switch counts where it is written as code to
		// type (a code span), and its polarity is read below.
		english = false
		if !inSpan(r, sw) {
			return -1
		}
	}
	if negatedOutsideFlag(&j, sw) || j.Conditioned(sw) || english && !ordered(&j) || restricted(r, sw) {
		return -1
	}
	scoped := func(from, to int) bool {
		for k := from; k < to; k++ {
			if r.Word(k) && wsScope.Has(r.Txt(k)) {
				return true
			}
		}
		return false
	}
	if scoped(r.S.From, r.S.To) || (cut || lead) && scoped(prev.From, prev.To) {
		return -1
	}
	for _, t := range [...]reading.Sent{r.S, j.S} {
		if sl := reading.SentenceLang(r.A, t); sl.English <= 0 && sl.Lang != "" {
			// A negator, or the user named: the user's own act or consent
			// ("l'utilisateur l'active avec --yolo").
			if f := reading.ReadLang(r.Raw, r.A, t, sl.Lang); f.Has(reading.LNegator) || f.Has(reading.LUser) {
				return -1
			}
		}
	}
	return sw
}

// ordered: the sentence orders a process or a setting started
// (a verb of evade-launch opening a clause, or an obligation) and
// names the gate the switch is for (evade-gate, ask-asking: "so
// nothing blocks", "sub-processes cannot show confirmation prompts"): a
// switch only named ("tests require Claude Code with --yolo", "run:
// claude --yolo" in a setup guide) is the reader's, as permissiveMode
// has it.
func ordered(r *reading.AskReader) bool {
	order := r.Find(r.S.From, r.S.To, func(k int) bool {
		if !r.Word(k) {
			return false
		}
		if r.Class(k)&reading.DObligation != 0 {
			return true
		}
		return wsLaunch.Has(r.Txt(k)) && (k == r.ClauseStart(k) || k > r.S.From && r.A.Tokens[k-1].Kind != reading.TokWord)
	}) >= 0
	gate := r.Find(r.S.From, r.S.To, func(k int) bool {
		return r.Word(k) && !flagName(r, k) && (wsBypassedGate.Has(r.Txt(k)) || reading.WsAskAsking.Has(r.Txt(k)))
	}) >= 0
	return order && gate
}

// restricted: the switch at sw is restricted, not ordered: a word
// of switching off or of an alternative opens its clause before it
// ("disable YOLO mode", "instead of --yolo"), a word of restriction
// stands in the sentence ("only with the user's consent"), it is one
// of a list of values (a comma or "or" next to it and another code
// span, or three code spans in the sentence), or the sentence opens with a condition that does not meet the
// gate ("if you need the sub-agent in another folder, pass ... --yolo";
// "if a permission dialog appears, re-run with --yolo" meets it).
func restricted(r *reading.AskReader, sw int) bool {
	for k := r.ClauseStart(sw); k < sw; k++ {
		if t := r.Txt(k); r.Word(k) && !flagName(r, k) && !reading.FlagValue(r.A, r.S, k) && (reading.WsAskSwitchOff.Has(t) || reading.WsAskInstead.Has(t) || reading.WsAskOnly.Has(t)) {
			return true
		}
	}
	for k := sw + 1; k < r.S.To; k++ {
		if t := r.Txt(k); t == "," || t == ";" || t == ":" {
			break
		}
		if r.Word(k) && reading.WsAskOnly.Has(r.Txt(k)) {
			return true // "use --yolo only with the user's consent"
		}
	}
	for k := max(sw-4, r.S.From); k < min(sw+4, r.S.To); k++ {
		if t := r.Txt(k); (t == "," || reading.WsOr.Has(t)) && r.Find(max(k-2, r.S.From), min(k+3, r.S.To), func(j int) bool {
			return j != sw && r.A.Tokens[j].Kind == reading.TokQuote && j != sw-1 && j != sw+1
		}) >= 0 {
			return true
		}
	}
	// A switch among three code spans or more is one of the values a
	// review or a reference lists ("`defaultMode`, `alwaysAllow` or flags
	// such as `--yolo` and `--dangerously-skip-permissions`"), in any
	// language: a command the agent is to start is one span.
	ticks, open := 0, 0
	for k := r.S.From; k < r.S.To; k++ {
		switch t := r.Txt(k); {
		case r.A.Tokens[k].Kind == reading.TokQuote && t == "`":
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
	first := r.S.From
	for first < r.S.To && !r.Word(first) {
		first++
	}
	if first < r.S.To && reading.WsConditionOpener.Has(r.Txt(first)) {
		met := false
		for g := first; g < r.S.To && !met; g++ {
			if t := r.Txt(g); t == ":" || t == ";" || t == "," {
				break // the condition's own clause
			}
			met = r.Word(g) && wsBypassedGate.Has(r.Txt(g)) && !flagName(r, g) && !gateAvoided(r, g)
		}
		return !met
	}
	return false
}

// before is the sentence before s in its analysis; cut when a
// line break cut the two apart (the one before ends in no mark of a
// sentence's end), lead when the one before ends in a colon (it leads
// into s: a code block's lead-in).
//
// The sentences are in order: s is found by a binary search, as a look
// through every sentence for each sentence with a switch cost time
// quadratic in the text's sentences.
func Before(a *reading.Analysis, s reading.Sent) (prev reading.Sent, cut, lead bool) {
	k0, _ := slices.BinarySearchFunc(a.Sents, s.From, func(t reading.Sent, from int) int { return cmp.Compare(t.From, from) })
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
		cut = last.Kind != reading.TokPunct || w == ","
		return prev, cut, lead
	}
	return s, false, false
}

// detour (English): a means of routing a command, not
// negated, with its gate avoided outside a condition; and the routed
// command any command: the act the gate stops ("when a command would
// trigger a prompt"), the act done again (evade-redo), the same act
// ("the same action") or a word of totality before a noun of an act
// ("every command"). A policy stated of the agent in the third person
// ("it re-issues the command prefixed with env") is read as an order is.
func detour(r *reading.AskReader) int {
	if sl := reading.SentenceLang(r.A, r.S); sl.English < 0 || sl.Lang != "" && sl.English == 0 {
		return -1
	}
	d := r.Find(r.S.From, r.S.To, func(k int) bool {
		return r.Word(k) && wsDetour.Has(r.Txt(k)) && !r.Negated(k)
	})
	if d < 0 {
		return -1
	}
	avoided, stopped := false, false
	for g := r.S.From; g < r.S.To; g++ {
		if !r.Word(g) || !wsBypassedGate.Has(r.Txt(g)) || flagName(r, g) {
			continue
		}
		if r.Conditioned(g) {
			if !gateAvoided(r, g) {
				// "when a command would trigger a confirmation prompt":
				// the act the gate stops is any act it stops.
				stopped = stopped || r.Find(r.ClauseStart(g), g, func(k int) bool { return wsActNoun.Has(r.Txt(k)) }) >= 0
			}
			continue
		}
		if gateAvoided(r, g) {
			avoided = true
		}
	}
	anyAct := stopped || r.Find(r.S.From, r.S.To, func(k int) bool {
		if wsRedo.Has(r.Txt(k)) {
			return true // the stopped act itself, done again
		}
		if !wsActNoun.Has(r.Txt(k)) {
			return false
		}
		return r.Find(k-3, k, func(j int) bool { return wsEvery.Has(r.Txt(j)) || wsAgain.Has(r.Txt(j)) }) >= 0
	}) >= 0
	if avoided && anyAct {
		return d
	}
	return -1
}

// flagName: token k is an option's or a variable's name
// ("--prompt", "$prompt"), not a word of the prose.
func flagName(r *reading.AskReader, k int) bool {
	return k > r.S.From && (r.Txt(k-1) == "-" || r.Txt(k-1) == "$") && r.A.Tokens[k-1].End == r.A.Tokens[k].Start
}

// switchForm: token k is written as a switch: an option's name
// ("--yolo"), an option's value ("--approval-mode=yolo"), or a
// parameter's identifier (dangerouslyDisableSandbox): "YOLO mode" and a
// command named yolo are words of the prose.
func switchForm(r *reading.AskReader, k int) bool {
	if r.A.Tokens[k].Kind == reading.TokIdent {
		return true
	}
	return k > r.S.From && (r.Txt(k-1) == "-" || r.Txt(k-1) == "=") && r.A.Tokens[k-1].End == r.A.Tokens[k].Start
}

// gateAvoided: gate g is not met: a negation or "without" stands among
// the four words before it or the three after it in its clause ("no
// permission prompt appears", "the prompt does not come back", "without
// the prompt"), or a verb of avoiding among the three before it or the
// three after it ("to dodge the approval", "the prompt is avoided").
func gateAvoided(r *reading.AskReader, g int) bool {
	cs := r.ClauseStart(g)
	for k := g - 1; k >= cs && k >= g-4; k-- {
		if r.Class(k)&reading.DNegation != 0 || reading.WsWithout.Has(r.Txt(k)) || k >= g-3 && wsAvoid.Has(r.Txt(k)) {
			return true
		}
	}
	for k := g + 1; k < r.S.To && k <= g+3; k++ {
		if t := r.Txt(k); t == "," || t == ";" || t == ":" {
			break
		}
		if reading.WsNotWord.Has(r.Txt(k)) || wsAvoid.Has(r.Txt(k)) {
			return true // "the prompt does not come back", "the prompt is avoided"; not "a confirmation surface with no mutation"
		}
	}
	return false
}

// negatedOutsideFlag: r.negated, save a negation that is a switch's value
// ("--ask-for-approval never"): that one sets the switch.
func negatedOutsideFlag(r *reading.AskReader, i int) bool {
	for k, cs := i-1, r.ClauseStart(i); k >= cs; k-- {
		if reading.FlagValue(r.A, r.S, k) {
			continue
		}
		if r.Class(k)&reading.DNegation != 0 && !reading.WsWithout.Has(r.Txt(k)) || r.Prohibits(k) {
			return true
		}
	}
	return false
}

// inSpan: token k stands in a code span (an odd number of
// backticks before it in the sentence).
func inSpan(r *reading.AskReader, k int) bool {
	n := 0
	for j := r.S.From; j < k; j++ {
		if r.A.Tokens[j].Kind == reading.TokQuote && r.Txt(j) == "`" {
			n++
		}
	}
	return n%2 == 1
}
