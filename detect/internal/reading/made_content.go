package reading

import (
	"strings"
)

var wsMakeVerb = NewWordSet("hidden-make-verb", false)

var wsHoldVerb = NewWordSet("hidden-hold-verb", false)

var wsEnsure = NewWordSet("hidden-ensure", false)

var wsSelfModifier = NewWordSet("hidden-self-modifier", false)

var WsStandingQuote = NewWordSet("hidden-standing-quote", false)

var wsContentNoun = NewWordSet("hidden-content-noun", false)

var WsGoneVerb = NewWordSet("hidden-gone-verb", false)

var WsBackup = NewWordSet("hidden-backup", false)

var WsGoneState = NewWordSet("hidden-gone-state", false)

var wsBeyondDet = NewWordSet("hidden-beyond-det", false)

var wsProjectNoun = NewWordSet("hidden-project-noun", false)

var WsPutBack = NewWordSet("hidden-put-back-verb", false)

var WsAccident = NewWordSet("hidden-accident", false)

// madeAct: token i is an act of making or placing content (a verb of
// hidden-make-verb), or a verb of containing ordered by "ensure" or
// "make sure" before it in its clause (ensured).
func (r *AskReader) MadeAct(i int) bool {
	w := r.Lw(i)
	return wsMakeVerb.Has(w) || wsHoldVerb.Has(w) && r.Ensurer(i) >= 0
}

// ensurer: the token of "ensure" or "sure" (of "make sure") that
// governs the verb of containing at i: within the ten tokens before it,
// in its clause (the place between: "make sure `~/.codex/AGENTS.md`
// contains"); -1 if none.
func (r *AskReader) Ensurer(i int) int {
	if !wsHoldVerb.Has(r.Lw(i)) {
		return -1
	}
	for k := i - 1; k >= r.S.From && k >= i-10; k-- {
		w := r.Lw(k)
		if WsSure.Has(w) && (k == r.S.From || !wsMake.Has(r.Lw(k-1))) {
			continue // "I'm sure it has": a belief
		}
		if wsEnsure.Has(w) {
			return k
		}
		if t := &r.A.Tokens[k]; t.Kind == TokPunct && (r.Txt(k) == ";" || r.Txt(k) == "." || r.Txt(k) == ",") {
			return -1
		}
	}
	return -1
}

// ensured: the act at i is a verb of containing whose "ensure" or
// "make sure" is ordered: its mood is that verb's.
func (r *AskReader) Ensured(act int) bool {
	k := r.Ensurer(act)
	if k < 0 {
		return false
	}
	if WsSure.Has(r.Lw(k)) {
		k-- // "make sure": the order is "make"
	}
	return k >= r.S.From && !r.Negated(k) && OrderedClause(r.A, r.S, k)
}

// object: the act's object, besides plantObject's: this unit's text
// with a modifier of a whole before its noun, after the act ("append this
// whole file", "these same rules"); a quotation after the act holding a
// word of a standing order ("the line \"Always load ...\""); or, when the
// sentence names an agent's own rules or memory file in its home, any
// quotation or content noun after the act ("append the following",
// "add this line"): what is written there is read as a rule again.
func (r *AskReader) Object(act int) bool {
	home := false
	for i := r.S.From; i < r.S.To; i++ {
		if t := &r.A.Tokens[i]; t.Kind == TokPath && HomeRulesPath(r.Txt(i)) {
			home = true
		}
	}
	for i := act + 1; i < r.S.To; i++ {
		w := r.Lw(i)
		if WsThisThese.Has(w) {
			k := i + 1
			for k < r.S.To && k <= i+2 && wsSelfModifier.Has(r.Lw(k)) {
				k++
			}
			if k > i+1 && k < r.S.To && WsScopeNoun.Has(r.Lw(k)) {
				return true
			}
		}
		if r.A.Tokens[i].Kind == TokWord && QuotedAt(r.A, r.S, i) && (WsStandingQuote.Has(w) || home) {
			return true
		}
		if home && wsContentNoun.Has(w) && i > r.S.From && (WsAskDeterminer.Has(r.Lw(i-1)) || WsLocalDeterminer.Has(r.Lw(i-1))) {
			return true
		}
	}
	return false
}

// homeRulesPath: path token text p names an agent's own rules or
// memory file or folder in its home (~/.claude/CLAUDE.md,
// ~/.codex/AGENTS.md, ~/.gemini/GEMINI.md, ~/.cursor/rules/, a Windsurf
// memory): a place every later session reads as rules, not settings.
func HomeRulesPath(p string) bool {
	p = strings.ToLower(strings.Trim(p, "`'\""))
	rules := false
	for _, s := range homeRulesPart.Items {
		if strings.Contains(p, s) {
			rules = true
		}
	}
	if !rules {
		return false
	}
	if HomePathCue(p) >= HomePathWeight {
		return true
	}
	// An agent's rules folder elsewhere in the home, by the agent's name
	// (Cline's ~/Documents/Cline/Rules).
	if !strings.HasPrefix(p, "~/") && !strings.HasPrefix(p, "$home/") {
		return false
	}
	for _, part := range strings.Split(p, "/") {
		if WsAgentName.Has(strings.TrimPrefix(part, ".")) {
			return true
		}
	}
	return false
}

// continued: sentence s was cut by the tokenizer at a line break
// inside a sentence (no mark of a sentence's end before it, and the next
// line opens with a quotation mark, a code span or a lower-case word):
// the sentence with its continuation, and true. A heading is never
// continued.
func (r *AskReader) Continued() (Sent, bool) {
	return r.ContinuedWhen(func(rest string) bool {
		return rest[0] == '"' || rest[0] == '`' || rest[0] == '\'' || rest[0] >= 'a' && rest[0] <= 'z' || strings.HasPrefix(rest, "“")
	})
}

// continuedWhen: sentence r.s ends at a line break with no end mark and
// is no heading, and the next line (past blanks and quote marks) starts as
// next accepts: the two as one sentence, and true. continued and
// continued differ only in what may open the next line.
func (r *AskReader) ContinuedWhen(next func(rest string) bool) (Sent, bool) {
	s := r.S
	if s.To <= s.From {
		return s, false
	}
	last := r.A.Tokens[s.To-1]
	end := int(last.End)
	if last.Kind == TokPunct && strings.ContainsAny(r.Txt(s.To-1), ".!?:;") {
		return s, false
	}
	if start := int(r.A.Tokens[s.From].Start); start < len(r.Raw) && r.Raw[start] == '#' {
		return s, false
	}
	if end >= len(r.Raw) || r.Raw[end] != '\n' {
		return s, false
	}
	if rest := strings.TrimLeft(r.Raw[end+1:], " \t>"); rest == "" || !next(rest) {
		return s, false
	}
	return JoinNextSent(r.A, s)
}

// possessive: the person at k owns a noun ("the user's global
// settings"): the place written, not the one who writes it. The
// tokenizer drops the clitic, so the raw text after the word tells.
func (r *AskReader) Possessive(k int) bool {
	end := int(r.A.Tokens[k].End)
	if end > len(r.Raw) {
		return false
	}
	rest := r.Raw[end:]
	return strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s") || strings.HasPrefix(rest, "s'") || strings.HasPrefix(rest, "'") && WsPossessiveS.EndsIn(r.Lw(k)) != ""
}

// wsAgentName: the coding agents by their names (hidden-agent-name).
var WsAgentName = NewWordSet("hidden-agent-name", false)

// actVerbBaseForm: w, a verb of the act's lists ending like a participle
// ("seed", "embed"), is their base form: its third person ("seeds") is
// listed too, which no participle's is.
func ActVerbBaseForm(w string) bool {
	return WsPlantVerb.Has(w+"s") || wsMakeVerb.Has(w+"s")
}

// madeOnly: the act at i is one of making or placing content
// (madeAct) and no verb of writing, saving or installing
// (persist-plant-verb, demand-persist).
func (r *AskReader) MadeOnly(i int) bool {
	return !WsPlantVerb.Has(r.Lw(i)) && r.Class(i)&DPersist == 0
}

// strongPlace: the place beyond the task that beyondPlace found (its
// kind and token) is one no project of its own reads: a path (the home)
// or a word of a global store; or the sentence names every, each or
// another project, repository or workspace as the head of its phrase
// ("for each repository without ...", "another project for this user"),
// not as the act's own object ("create every service project").
// A file created is the everyday work of a skill; a rules file that
// "persists across sessions" is the project's own, and "all project
// requirements" names no project.
func (r *AskReader) StrongPlace(act, kind, at int) bool {
	if kind == BeyondPlace && at >= 0 && (r.A.Tokens[at].Kind == TokPath || WsBeyond.Has(r.Lw(at))) {
		return true
	}
	if kind == BeyondNone {
		return false
	}
	for i := r.S.From; i < r.S.To; i++ {
		if !wsBeyondDet.Has(r.Lw(i)) {
			continue
		}
		if i == act+1 {
			continue // the act's object, the thing made ("create every service project with ..."), not where
		}
		for k := i + 1; k < r.S.To && k <= i+3; k++ {
			if wsProjectNoun.Has(r.Lw(k)) {
				if k+1 >= r.S.To {
					return true
				}
				w := r.Lw(k + 1)
				if r.A.Tokens[k+1].Kind != TokWord || Grammar(w, GFunction) || WsWithout.Has(w) || TextClassOf(w)&WcVerb != 0 {
					return true
				}
			}
		}
	}
	return false
}

// joinNextSent is sentence s joined with the sentence after it, when a
// reading has found that a line break cut one sentence in two (a
// continued quotation, a wrapped line, a parenthesis on the next line);
// s and false when s is the last.
func JoinNextSent(a *Analysis, s Sent) (Sent, bool) {
	for k, t := range a.Sents {
		if t.From == s.From && k+1 < len(a.Sents) {
			n := a.Sents[k+1]
			return Sent{From: s.From, To: n.To, Cls: s.Cls | n.Cls}, true
		}
	}
	return s, false
}
