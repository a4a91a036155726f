package detect

import "strings"

// prec23 (#55): approval_bypass read where the text keeps the user's
// confirmation: a bypass asked of whoever grants it, an approval that is
// the condition an act waits for, and a mode the user turns on named as
// the state an act holds in. Word classes in rules/agent-prec23.rules.

var (
	wsPrec23Request   = newWordSet("prec23-request", false)
	wsPrec23StatePrep = newWordSet("prec23-state-prep", false)
	wsPrec23Mode      = newWordSet("prec23-mode", false)
	wsPrec23VerifyApp = newWordSet("prec23-verify-approve", false)
	wsPrec23Correct   = newWordSet("prec23-correct", false)
	wsPrec23Refuse    = newWordSet("prec23-refuse", false)
	wsPrec23Emphasis  = newWordSet("prec23-emphasis", false)
	wsPrec23Halt      = newWordSet("prec23-halt", false)
	wsPrec23Write     = newWordSet("prec23-write-setting", false)
)

// prec23SettingOrdered: a setting that switches the agent's
// confirmations off (approval-off), read at token at inside a code span or
// a quotation, is the value an order writes: its clause opens with a verb
// of writing a value (prec23-write-setting) in the instruction position,
// the imperative ("Add `"autoAccept": true` to `.gemini/settings.json`",
// "edit `.claude/settings.json` and set `"allow": ["Bash(*)"]`"). The
// position a code span gets as quoted text (posExample) does not weigh it
// down then: the snippet is what is to be written, not an example shown.
// A subject, a condition or a negation before the verb ("users can set
// ...", "if you set ...", "never set ...") is not an order to the agent.
func prec23SettingOrdered(a *Analysis, s Sent, at int) bool {
	open, bt := false, -1
	for i := s.From; i < at; i++ {
		if t := &a.Tokens[i]; t.Kind == TokQuote && t.Text(a) == "`" {
			open = !open
			bt = i
		}
	}
	if open {
		at = bt // the span's own marks ("permissions": {...}) end no clause
	}
	start := at
	for start > s.From {
		t := &a.Tokens[start-1]
		if w := t.Text(a); t.Kind == TokPunct && strings.ContainsAny(w, ".;:!?") {
			break
		}
		start--
	}
	for i := start; i < at; i++ {
		t := &a.Tokens[i]
		w := strings.ToLower(t.Text(a))
		if t.Kind != TokWord {
			continue
		}
		if wsPrec23Write.has(w) {
			if classifyPosition(a, i) != posInstruction || !(i == s.From || clauseStart(a, s, i) || a.Tokens[i-1].Kind == TokPunct || grammar(a.Tokens[i-1].Text(a), gConjunction)) {
				return false
			}
			from := start
			for k := i - 1; k > start; k-- {
				if a.Tokens[k].Text(a) == "," {
					from = k + 1 // "Before starting, edit ...": the verb's own clause
					break
				}
			}
			for k := from; k < i; k++ {
				if demandOf(a, &a.Tokens[k])&dNegation != 0 || prohibition[a.Tokens[k].Text(a)] || a.Tokens[k].Is(wcSubordinator) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// prec23HaltAlarm: the sign of a list of things not to do at token i
// (⛔, ❌) is followed by a word that halts (prec23-halt) and then a
// mark, not a word: "⛔ STOP — Ask about the upgrade before Deploy 2"
// draws an alarm before an order, as prohibitsAt reads "⛔ ALWAYS
// confirm"; "⛔ Stop asking" still forbids.
func prec23HaltAlarm(a *Analysis, i int) bool {
	j := i + 1
	for j < len(a.Tokens) && j <= i+3 && a.Tokens[j].Kind != TokWord {
		j++
	}
	if j >= len(a.Tokens) || j > i+3 || !wsPrec23Halt.has(strings.ToLower(a.Tokens[j].Text(a))) {
		return false
	}
	return j+1 < len(a.Tokens) && a.Tokens[j+1].Kind == TokPunct && !wsPrec23Emphasis.has(a.Tokens[j+1].Text(a))
}

// prec23PermissionDenied: the word of consent at token i is a noun that
// a negation right before it denies, and "to" or "for" opens what it
// would allow ("a green build is a release gate, not permission to skip
// the review", "exit 0 is not permission to delete the stash"): the text
// says something does not grant leave, which keeps the asking; no word
// of needing follows ("no permission is needed to push" drops it).
func (r *askReader) prec23PermissionDenied(i int) bool {
	if i-1 < r.s.From || i+1 >= r.s.To || r.class(i)&dConsent == 0 {
		return false
	}
	if w := strings.ToLower(r.txt(i - 1)); w != "not" && w != "no" {
		return false
	}
	if w := r.txt(i + 1); w != "to" && w != "for" {
		return false
	}
	return r.find(i+1, i+6, func(k int) bool { return r.class(k)&dObligation != 0 || wsAskNeeded.has(r.txt(k)) }) < 0
}

// prec23WithoutForbidden: the act "without" at token w qualifies is
// forbidden or refused, read past what negatedWithout stops at: marks of
// emphasis inside the clause ("**Never send PII** without consent",
// "cannot send** without extra permission"), a parenthesis passed over
// whole ("never include deletion scripts (snapshot + delete, purge)
// without the confirmation flag"), and a verb of refusing opening the act
// ("Decline edits of identifiable people without consent"). Six words
// back at most, the parenthesis not counted; any other mark ends the
// clause.
func prec23WithoutForbidden(a *Analysis, s Sent, w int) bool {
	depth, words := 0, 0
	for i := w - 1; i >= s.From && words < 6; i-- {
		t := &a.Tokens[i]
		txt := t.Text(a)
		switch {
		case txt == ")":
			depth++
			continue
		case txt == "(":
			if depth == 0 {
				return false
			}
			depth--
			continue
		case depth > 0:
			continue
		case t.Kind == TokPunct:
			if wsPrec23Emphasis.has(txt) {
				continue
			}
			return false
		}
		words++
		if demandOf(a, t)&dNegation != 0 || prohibition[txt] || txt == "cannot" || txt == "can't" {
			return true
		}
		if wsPrec23Refuse.has(strings.ToLower(txt)) && (i == s.From || clauseStart(a, s, i)) {
			return true
		}
	}
	return false
}

// prec23VerifyCorrect: the verb at token i is one of approving that also
// means checking (prec23-verify-approve), and what follows is what it
// checks: its object opens, at once or after a determiner, with an
// adjective of being as it should be (prec23-correct: "confirm correct
// team selection"), or a determiner, a noun phrase of one or two words
// and a finite verb make a clause with its "that" left out ("confirm the
// model supports parallel calls", "confirm the branch is up to date").
// Either checks that something is so and approves nothing (verifySense
// reads "confirm that ...", "confirm it is ..." the same way).
func prec23VerifyCorrect(a *Analysis, s Sent, i int) bool {
	if !wsPrec23VerifyApp.has(strings.ToLower(a.Tokens[i].Text(a))) {
		return false
	}
	det := false
	for j := i + 1; j <= i+4 && j < s.To; j++ {
		t := &a.Tokens[j]
		w := strings.ToLower(t.Text(a))
		if t.Kind != TokWord {
			return false
		}
		switch {
		case j <= i+2 && wsPrec23Correct.has(w):
			return true
		case j == i+1 && grammar(w, gArticle|gDemonstrative|gPossessive):
			det = true
		case det && j >= i+3 && (grammar(w, gBe|gHave|gModal) || prec23ThirdPerson(w) && !grammar(a.Tokens[j-1].Text(a), gArticle|gDemonstrative|gPossessive)):
			return true
		case !det || grammar(w, gFunction):
			return false
		}
	}
	return false
}

// prec23Requested: a verb of asking for something (prec23-request) stands
// before token first in its clause ("request the host sandbox
// bypass/escalation needed for the install", "ask for a sandbox
// exception"): the safeguard's bypass is what is asked of the person or
// the host that grants it, which is the confirmation, not the safeguard
// switched off. A negated verb of asking ("do not ask, disable the
// sandbox") asks nothing.
func (r *askReader) prec23Requested(first int) bool {
	return r.find(r.clauseStart(first), first, func(k int) bool {
		return wsPrec23Request.has(strings.ToLower(r.txt(k))) && !r.negatedNear(k, 2)
	}) >= 0
}

// prec23PersonApproves: the subordinator of time at token k ("when",
// "once", "after"), inside the sentence, has the person as its subject
// (the next word, or the one after a determiner) before the approval
// cue at i: "Proceed to the next phase when the user has approved the
// designs" makes the act wait for the person's approval; it claims none.
func prec23PersonApproves(a *Analysis, s Sent, k, i int) bool {
	for j := k + 1; j <= k+2 && j <= i+1 && j < s.To; j++ {
		if demandOf(a, &a.Tokens[j])&dPerson != 0 {
			return true
		}
	}
	return false
}

// prec23ModeNotAsked: settings cue c names a mode that the text does not
// ask the agent to enter: the state an act holds in (prec23ModeCondition)
// or the mode's name alone (prec23ModeNamed).
func prec23ModeNotAsked(a *Analysis, s Sent, c directiveCue) bool {
	return prec23ModeCondition(a, s, c) || prec23ModeNamed(a, s, c)
}

// prec23ModeNamed: settings cue c is a mode's name ("YOLO mode", "bypass
// permissions mode", its last word a prec23-mode noun) with nothing
// before it in its clause but marks: a heading ("### Bypass Permissions
// Mode"), a table cell ("| 3 | YOLO mode | Spawns four agents"), a label
// ("**YOLO mode** → pick yes or no"), a subject stated of ("Bypass
// permissions mode was disabled"). The name is what a text documents or
// offers the user; a verb or a preposition before it ("enable yolo
// mode", "switch to yolo mode", "run in bypass permissions mode") is
// what puts the agent there.
func prec23ModeNamed(a *Analysis, s Sent, c directiveCue) bool {
	toks := a.Tokens
	if c.rule == "" || c.from < s.From || c.to > s.To || c.to <= c.from {
		return false
	}
	m := c.to - 1
	if m+1 < s.To && wsPrec23Mode.has(strings.ToLower(toks[m+1].Text(a))) {
		m++
	}
	if !wsPrec23Mode.has(strings.ToLower(toks[m].Text(a))) {
		return false
	}
	for j := c.from - 1; j >= s.From; j-- {
		if toks[j].Kind != TokPunct {
			return false
		}
		if w := toks[j].Text(a); strings.ContainsAny(w, ".;:|") {
			return true
		}
	}
	return true
}

// prec23ModeCondition: settings cue c names a mode (prec23-mode) placed
// by a preposition of a state (prec23-state-prep: "in yolo mode"), and
// the sentence either opens with that phrase ("In auto-approve mode,
// edits are applied without a prompt") or has only a verb of approving
// (demand's approve class, ask-auto-approve) before it ("Auto-approve in
// yolo mode"): the text says what holds once
// the mode is on, which the person who runs the agent turns on; it does
// not ask the agent to enter it. A verb of running or switching before
// the phrase ("Run the session in bypass permissions mode", "switch to
// yolo mode") enters it and keeps the cue.
func prec23ModeCondition(a *Analysis, s Sent, c directiveCue) bool {
	toks := a.Tokens
	m := -1
	for j := max(c.from, s.From); j < min(c.to+2, s.To); j++ {
		if wsPrec23Mode.has(strings.ToLower(toks[j].Text(a))) {
			m = j
			break
		}
	}
	if m < 0 {
		return false
	}
	p := -1
	for j := m - 1; j >= s.From && m-j <= 4; j-- {
		w := strings.ToLower(toks[j].Text(a))
		if wsPrec23StatePrep.has(w) {
			p = j
			break
		}
		if toks[j].Kind == TokPunct && strings.ContainsAny(w, ",;:.!?") {
			return false
		}
	}
	if p < 0 {
		return false
	}
	verbs := 0
	for j := s.From; j < p; j++ {
		t := &toks[j]
		if t.Kind == TokPunct {
			continue
		}
		if demandOf(a, t)&dApprove == 0 && !wsAskAutoOn.has(strings.ToLower(t.Text(a))) {
			return false
		}
		verbs++
	}
	return verbs <= 1
}

// prec23ThirdPerson: w is a verb's third person singular ("supports",
// "exists", "matches"): w less its "s" or "es" is a word of the verb
// class.
func prec23ThirdPerson(w string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
		return false
	}
	return textClassOf(w[:len(w)-1])&wcVerb != 0 || strings.HasSuffix(w, "es") && textClassOf(w[:len(w)-2])&wcVerb != 0
}
