package reading

import (
	"strings"
)

var wsMakeVerb24 = NewWordSet("hidden-make-verb", false)

var wsHoldVerb24 = NewWordSet("hidden-hold-verb", false)

var wsEnsure24 = NewWordSet("hidden-ensure", false)

var wsSelfModifier24 = NewWordSet("hidden-self-modifier", false)

var WsStandingQuote24 = NewWordSet("hidden-standing-quote", false)

var wsContentNoun24 = NewWordSet("hidden-content-noun", false)

var WsGoneVerb24 = NewWordSet("hidden-gone-verb", false)

var WsBackup24 = NewWordSet("hidden-backup", false)

var WsGoneState24 = NewWordSet("hidden-gone-state", false)

var wsBeyondDet24 = NewWordSet("hidden-beyond-det", false)

var wsProjectNoun24 = NewWordSet("hidden-project-noun", false)

var WsPutBack24 = NewWordSet("hidden-put-back-verb", false)

var WsAccident24 = NewWordSet("hidden-accident", false)

// madeAct24: token i is an act of making or placing content (a verb of
// hidden-make-verb), or a verb of containing ordered by "ensure" or
// "make sure" before it in its clause (ensured24).
func (r *AskReader) MadeAct24(i int) bool {
	w := r.Lw23(i)
	return wsMakeVerb24.Has(w) || wsHoldVerb24.Has(w) && r.Ensurer24(i) >= 0
}

// ensurer24: the token of "ensure" or "sure" (of "make sure") that
// governs the verb of containing at i: within the ten tokens before it,
// in its clause (the place between: "make sure `~/.codex/AGENTS.md`
// contains"); -1 if none.
func (r *AskReader) Ensurer24(i int) int {
	if !wsHoldVerb24.Has(r.Lw23(i)) {
		return -1
	}
	for k := i - 1; k >= r.S.From && k >= i-10; k-- {
		w := r.Lw23(k)
		if WsD27Sure.Has(w) && (k == r.S.From || !wsD27Make.Has(r.Lw23(k-1))) {
			continue // "I'm sure it has": a belief
		}
		if wsEnsure24.Has(w) {
			return k
		}
		if t := &r.A.Tokens[k]; t.Kind == TokPunct && (r.Txt(k) == ";" || r.Txt(k) == "." || r.Txt(k) == ",") {
			return -1
		}
	}
	return -1
}

// ensured24: the act at i is a verb of containing whose "ensure" or
// "make sure" is ordered: its mood is that verb's.
func (r *AskReader) Ensured24(act int) bool {
	k := r.Ensurer24(act)
	if k < 0 {
		return false
	}
	if WsD27Sure.Has(r.Lw23(k)) {
		k-- // "make sure": the order is "make"
	}
	return k >= r.S.From && !r.Negated(k) && OrderedClause(r.A, r.S, k)
}

// object24: the act's object, besides plantObject23's: this unit's text
// with a modifier of a whole before its noun, after the act ("append this
// whole file", "these same rules"); a quotation after the act holding a
// word of a standing order ("the line \"Always load ...\""); or, when the
// sentence names an agent's own rules or memory file in its home, any
// quotation or content noun after the act ("append the following",
// "add this line"): what is written there is read as a rule again.
func (r *AskReader) Object24(act int) bool {
	home := false
	for i := r.S.From; i < r.S.To; i++ {
		if t := &r.A.Tokens[i]; t.Kind == TokPath && HomeRulesPath24(r.Txt(i)) {
			home = true
		}
	}
	for i := act + 1; i < r.S.To; i++ {
		w := r.Lw23(i)
		if WsThisThese.Has(w) {
			k := i + 1
			for k < r.S.To && k <= i+2 && wsSelfModifier24.Has(r.Lw23(k)) {
				k++
			}
			if k > i+1 && k < r.S.To && WsScopeNoun23.Has(r.Lw23(k)) {
				return true
			}
		}
		if r.A.Tokens[i].Kind == TokWord && QuotedAt(r.A, r.S, i) && (WsStandingQuote24.Has(w) || home) {
			return true
		}
		if home && wsContentNoun24.Has(w) && i > r.S.From && (WsAskDeterminer.Has(r.Lw23(i-1)) || WsD26LocalDeterminer.Has(r.Lw23(i-1))) {
			return true
		}
	}
	return false
}

// homeRulesPath24: path token text p names an agent's own rules or
// memory file or folder in its home (~/.claude/CLAUDE.md,
// ~/.codex/AGENTS.md, ~/.gemini/GEMINI.md, ~/.cursor/rules/, a Windsurf
// memory): a place every later session reads as rules, not settings.
func HomeRulesPath24(p string) bool {
	p = strings.ToLower(strings.Trim(p, "`'\""))
	rules := false
	for _, s := range homeRulesPart27.Items {
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
		if WsAgentName24.Has(strings.TrimPrefix(part, ".")) {
			return true
		}
	}
	return false
}

// continued24: sentence s was cut by the tokenizer at a line break
// inside a sentence (no mark of a sentence's end before it, and the next
// line opens with a quotation mark, a code span or a lower-case word):
// the sentence with its continuation, and true. A heading is never
// continued.
func (r *AskReader) Continued24() (Sent, bool) {
	return r.ContinuedWhen(func(rest string) bool {
		return rest[0] == '"' || rest[0] == '`' || rest[0] == '\'' || rest[0] >= 'a' && rest[0] <= 'z' || strings.HasPrefix(rest, "“")
	})
}

// continuedWhen: sentence r.s ends at a line break with no end mark and
// is no heading, and the next line (past blanks and quote marks) starts as
// next accepts: the two as one sentence, and true. continued24 and
// continued28 differ only in what may open the next line.
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

// possessive24: the person at k owns a noun ("the user's global
// settings"): the place written, not the one who writes it. The
// tokenizer drops the clitic, so the raw text after the word tells.
func (r *AskReader) Possessive24(k int) bool {
	end := int(r.A.Tokens[k].End)
	if end > len(r.Raw) {
		return false
	}
	rest := r.Raw[end:]
	return strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s") || strings.HasPrefix(rest, "s'") || strings.HasPrefix(rest, "'") && WsD26PossessiveS.EndsIn(r.Lw23(k)) != ""
}

// wsAgentName24: the coding agents by their names (hidden-agent-name).
var WsAgentName24 = NewWordSet("hidden-agent-name", false)

// baseForm24: w, a verb of the act's lists ending like a participle
// ("seed", "embed"), is their base form: its third person ("seeds") is
// listed too, which no participle's is.
func BaseForm24(w string) bool {
	return WsPlantVerb23.Has(w+"s") || wsMakeVerb24.Has(w+"s")
}

// madeOnly24: the act at i is one of making or placing content
// (madeAct24) and no verb of writing, saving or installing
// (persist-plant-verb, demand-persist).
func (r *AskReader) MadeOnly24(i int) bool {
	return !WsPlantVerb23.Has(r.Lw23(i)) && r.Class(i)&DPersist == 0
}

// strongPlace24: the place beyond the task that beyondPlace23 found (its
// kind and token) is one no project of its own reads: a path (the home)
// or a word of a global store; or the sentence names every, each or
// another project, repository or workspace as the head of its phrase
// ("for each repository without ...", "another project for this user"),
// not as the act's own object ("create every service project").
// A file created is the everyday work of a skill; a rules file that
// "persists across sessions" is the project's own, and "all project
// requirements" names no project.
func (r *AskReader) StrongPlace24(act, kind, at int) bool {
	if kind == BeyondPlace23 && at >= 0 && (r.A.Tokens[at].Kind == TokPath || WsBeyond23.Has(r.Lw23(at))) {
		return true
	}
	if kind == BeyondNone23 {
		return false
	}
	for i := r.S.From; i < r.S.To; i++ {
		if !wsBeyondDet24.Has(r.Lw23(i)) {
			continue
		}
		if i == act+1 {
			continue // the act's object, the thing made ("create every service project with ..."), not where
		}
		for k := i + 1; k < r.S.To && k <= i+3; k++ {
			if wsProjectNoun24.Has(r.Lw23(k)) {
				if k+1 >= r.S.To {
					return true
				}
				w := r.Lw23(k + 1)
				if r.A.Tokens[k+1].Kind != TokWord || Grammar(w, GFunction) || WsD26Without.Has(w) || TextClassOf(w)&WcVerb != 0 {
					return true
				}
			}
		}
	}
	return false
}

// joinNextSent is sentence s joined with the sentence after it, when a
// reading has found that a line break cut one sentence in two (hidden24's
// continued quotation, persist25's wrapped line, persist28's parenthesis
// on the next line); s and false when s is the last.
func JoinNextSent(a *Analysis, s Sent) (Sent, bool) {
	for k, t := range a.Sents {
		if t.From == s.From && k+1 < len(a.Sents) {
			n := a.Sents[k+1]
			return Sent{From: s.From, To: n.To, Cls: s.Cls | n.Cls}, true
		}
	}
	return s, false
}
