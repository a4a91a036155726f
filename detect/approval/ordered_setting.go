package approval

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsRequest = reading.NewWordSet("prec-request", false)

var wsStatePrep = reading.NewWordSet("prec-state-prep", false)

var WsMode = reading.NewWordSet("prec-mode", false)

// settingOrdered: a setting that switches the agent's
// confirmations off (approval-off), read at token at inside a code span or
// a quotation, is the value an order writes: its clause opens with a verb
// of writing a value (prec-write-setting) in the instruction position,
// the imperative ("Add `"autoAccept": true` to `.gemini/settings.json`",
// "edit `.claude/settings.json` and set `"allow": ["Bash(*)"]`"). The
// position a code span gets as quoted text (posExample) does not weigh it
// down then: the snippet is what is to be written, not an example shown.
// A subject, a condition or a negation before the verb ("users can set
// ...", "if you set ...", "never set ...") is not an order to the agent.
func SettingOrdered(a *reading.Analysis, s reading.Sent, at int) bool {
	open, bt := false, -1
	for i := s.From; i < at; i++ {
		if t := &a.Tokens[i]; t.Kind == reading.TokQuote && t.Text(a) == "`" {
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
		if w := t.Text(a); t.Kind == reading.TokPunct && strings.ContainsAny(w, ".;:!?") {
			break
		}
		start--
	}
	for i := start; i < at; i++ {
		t := &a.Tokens[i]
		w := reading.Lower(t.Text(a))
		if t.Kind != reading.TokWord {
			continue
		}
		if reading.WsWrite.Has(w) {
			if reading.ClassifyPosition(a, i) != reading.PosInstruction || !(i == s.From || reading.ClauseStart(a, s, i) || a.Tokens[i-1].Kind == reading.TokPunct || reading.Grammar(a.Tokens[i-1].Text(a), reading.GConjunction)) {
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
				if reading.DemandOf(a, &a.Tokens[k])&reading.DNegation != 0 || reading.Prohibition[a.Tokens[k].Text(a)] || a.Tokens[k].Is(reading.WcSubordinator) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// permissionDenied: the word of consent at token i is a noun that
// a negation right before it denies, and "to" or "for" opens what it
// would allow ("a green build is a release gate, not permission to skip
// the review", "exit 0 is not permission to delete the stash"): the text
// says something does not grant leave, which keeps the asking; no word
// of needing follows ("no permission is needed to push" drops it).
func PermissionDenied(r *reading.AskReader, i int) bool {
	if i-1 < r.S.From || i+1 >= r.S.To || r.Class(i)&reading.DConsent == 0 {
		return false
	}
	if w := strings.ToLower(r.Txt(i - 1)); w != "not" && w != "no" {
		return false
	}
	if w := r.Txt(i + 1); w != "to" && w != "for" {
		return false
	}
	return r.Find(i+1, i+6, func(k int) bool { return r.Class(k)&reading.DObligation != 0 || reading.WsAskNeeded.Has(r.Txt(k)) }) < 0
}

// withoutForbidden: the act "without" at token w qualifies is
// forbidden or refused, read past what negatedWithout stops at: marks of
// emphasis inside the clause ("**Never send PII** without consent",
// "cannot send** without extra permission"), a parenthesis passed over
// whole ("never include deletion scripts (snapshot + delete, purge)
// without the confirmation flag"), and a verb of refusing opening the act
// ("Decline edits of identifiable people without consent"). Six words
// back at most, the parenthesis not counted; any other mark ends the
// clause.
func WithoutForbidden(a *reading.Analysis, s reading.Sent, w int) bool {
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
		case t.Kind == reading.TokPunct:
			if reading.WsEmphasis.Has(txt) {
				continue
			}
			return false
		}
		words++
		if reading.DemandOf(a, t)&reading.DNegation != 0 || reading.Prohibition[txt] || txt == "cannot" || txt == "can't" {
			return true
		}
		if reading.WsRefuse.Has(reading.Lower(txt)) && (i == s.From || reading.ClauseStart(a, s, i)) {
			return true
		}
	}
	return false
}

// requested: a verb of asking for something (prec-request) stands
// before token first in its clause ("request the host sandbox
// bypass/escalation needed for the install", "ask for a sandbox
// exception"): the safeguard's bypass is what is asked of the person or
// the host that grants it, which is the confirmation, not the safeguard
// switched off. A negated verb of asking ("do not ask, disable the
// sandbox") asks nothing.
func Requested(r *reading.AskReader, first int) bool {
	return r.Find(r.ClauseStart(first), first, func(k int) bool {
		return wsRequest.Has(strings.ToLower(r.Txt(k))) && !r.NegatedNear(k, 2)
	}) >= 0
}

// personApproves: the subordinator of time at token k ("when",
// "once", "after"), inside the sentence, has the person as its subject
// (the next word, or the one after a determiner) before the approval
// cue at i: "Proceed to the next phase when the user has approved the
// designs" makes the act wait for the person's approval; it claims none.
func PersonApproves(a *reading.Analysis, s reading.Sent, k, i int) bool {
	for j := k + 1; j <= k+2 && j <= i+1 && j < s.To; j++ {
		if reading.DemandOf(a, &a.Tokens[j])&reading.DPerson != 0 {
			return true
		}
	}
	return false
}

// modeNotAsked: settings cue c names a mode that the text does not
// ask the agent to enter: the state an act holds in (modeCondition)
// or the mode's name alone (modeNamed).
func ModeNotAsked(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	return modeCondition(a, s, c) || modeNamed(a, s, c)
}

// modeNamed: settings cue c is a mode's name ("YOLO mode", "bypass
// permissions mode", its last word a prec-mode noun) with nothing
// before it in its clause but marks: a heading ("### Bypass Permissions
// Mode"), a table cell ("| 3 | YOLO mode | Spawns four agents"), a label
// ("**YOLO mode** → pick yes or no"), a subject stated of ("Bypass
// permissions mode was disabled"). The name is what a text documents or
// offers the user; a verb or a preposition before it ("enable yolo
// mode", "switch to yolo mode", "run in bypass permissions mode") is
// what puts the agent there.
func modeNamed(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	toks := a.Tokens
	if c.Rule == "" || c.From < s.From || c.To > s.To || c.To <= c.From {
		return false
	}
	m := c.To - 1
	if m+1 < s.To && WsMode.Has(reading.Lower(toks[m+1].Text(a))) {
		m++
	}
	if !WsMode.Has(reading.Lower(toks[m].Text(a))) {
		return false
	}
	for j := c.From - 1; j >= s.From; j-- {
		if toks[j].Kind != reading.TokPunct {
			return false
		}
		if w := toks[j].Text(a); strings.ContainsAny(w, ".;:|") {
			return true
		}
	}
	return true
}

// modeCondition: settings cue c names a mode (prec-mode) placed
// by a preposition of a state (prec-state-prep: "in yolo mode"), and
// the sentence either opens with that phrase ("In auto-approve mode,
// edits are applied without a prompt") or has only a verb of approving
// (demand's approve class, ask-auto-approve) before it ("Auto-approve in
// yolo mode"): the text says what holds once
// the mode is on, which the person who runs the agent turns on; it does
// not ask the agent to enter it. A verb of running or switching before
// the phrase ("Run the session in bypass permissions mode", "switch to
// yolo mode") enters it and keeps the cue.
func modeCondition(a *reading.Analysis, s reading.Sent, c reading.DirectiveCue) bool {
	toks := a.Tokens
	m := -1
	for j := max(c.From, s.From); j < min(c.To+2, s.To); j++ {
		if WsMode.Has(reading.Lower(toks[j].Text(a))) {
			m = j
			break
		}
	}
	if m < 0 {
		return false
	}
	p := -1
	for j := m - 1; j >= s.From && m-j <= 4; j-- {
		w := reading.Lower(toks[j].Text(a))
		if wsStatePrep.Has(w) {
			p = j
			break
		}
		if toks[j].Kind == reading.TokPunct && strings.ContainsAny(w, ",;:.!?") {
			return false
		}
	}
	if p < 0 {
		return false
	}
	verbs := 0
	for j := s.From; j < p; j++ {
		t := &toks[j]
		if t.Kind == reading.TokPunct {
			continue
		}
		if reading.DemandOf(a, t)&reading.DApprove == 0 && !reading.WsAskAutoOn.Has(reading.Lower(t.Text(a))) {
			return false
		}
		verbs++
	}
	return verbs <= 1
}
