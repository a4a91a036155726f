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
)

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
