package detect

import "strings"

// Round 24's classes for two concepts (#55, rules/agent-hidden24.rules,
// docs/dev/hidden24-misses.md).
//
// Persistence (ask.rule-planted, persist23.go), three slots widened:
//   - the act: a verb of making or placing content (create, seed,
//     replicate, duplicate), or "make sure / ensure PLACE contains X",
//     which orders X written there when it is missing;
//   - the object: this unit's text with a modifier ("this whole file",
//     "these same rules"), a quoted line that is itself a standing order
//     ("the line \"Always load ...\""), or any quoted text or "the
//     following" written into an agent's own rules or memory file in its
//     home, where everything is a rule every later session reads;
//   - the sentence: one the tokenizer cut at a line break before a
//     quotation or a path ("plus the line\n\"Always ...\", to ~/...") is
//     read with its continuation;
//   - the place beyond the task may be the user's removal: this unit put
//     back after someone removed or edited it (restore, recreate) is a
//     rule kept against the user's choice.
//
// Hidden instructions (hiddenSentenceWeight, instruction.go): in a region
// only the model sees, English keeps its act back by phrasal verbs of
// telling ("do not point this out", "never bring it up", "do not surface
// it"), as hiddenUntoldLang reads other languages; and a region addressed
// to the model that orders a false account of its change ("tell the user
// it was only a comment fix", "describe the change as a refactor") asks
// more than the file's upkeep.

var (
	wsMakeVerb24      = newWordSet("hidden24-make-verb", false)
	wsHoldVerb24      = newWordSet("hidden24-hold-verb", false)
	wsEnsure24        = newWordSet("hidden24-ensure", false)
	wsSelfModifier24  = newWordSet("hidden24-self-modifier", false)
	wsStandingQuote24 = newWordSet("hidden24-standing-quote", false)
	wsContentNoun24   = newWordSet("hidden24-content-noun", false)
	wsGoneVerb24      = newWordSet("hidden24-gone-verb", false)
	wsBackup24        = newWordSet("hidden24-backup", false)
	wsGoneState24     = newWordSet("hidden24-gone-state", false)
	wsOnly24          = newWordSet("hidden24-only", false)
	wsChangeNoun24    = newWordSet("hidden24-change-noun", false)
	wsBeyondDet24     = newWordSet("hidden24-beyond-det", false)
	wsProjectNoun24   = newWordSet("hidden24-project-noun", false)
	wsPutBack24       = newWordSet("hidden24-put-back-verb", false)
	wsAccident24      = newWordSet("hidden24-accident", false)
	wsTellVerb24      = newWordSet("hidden24-tell-verb", false)
	wsTellParticle24  = newWordSet("hidden24-tell-particle", false)
	wsAccountVerb24   = newWordSet("hidden24-account-verb", false)
	wsActAnaphor24    = newWordSet("hidden24-act-anaphor", false)
)

// madeAct24: token i is an act of making or placing content (a verb of
// hidden24-make-verb), or a verb of containing ordered by "ensure" or
// "make sure" before it in its clause (ensured24).
func (r *askReader) madeAct24(i int) bool {
	w := r.lw23(i)
	return wsMakeVerb24.has(w) || wsHoldVerb24.has(w) && r.ensurer24(i) >= 0
}

// ensurer24: the token of "ensure" or "sure" (of "make sure") that
// governs the verb of containing at i: within the ten tokens before it,
// in its clause (the place between: "make sure `~/.codex/AGENTS.md`
// contains"); -1 if none.
func (r *askReader) ensurer24(i int) int {
	if !wsHoldVerb24.has(r.lw23(i)) {
		return -1
	}
	for k := i - 1; k >= r.s.From && k >= i-10; k-- {
		w := r.lw23(k)
		if wsD27Sure.has(w) && (k == r.s.From || !wsD27Make.has(r.lw23(k-1))) {
			continue // "I'm sure it has": a belief
		}
		if wsEnsure24.has(w) {
			return k
		}
		if t := &r.a.Tokens[k]; t.Kind == TokPunct && (r.txt(k) == ";" || r.txt(k) == "." || r.txt(k) == ",") {
			return -1
		}
	}
	return -1
}

// ensured24: the act at i is a verb of containing whose "ensure" or
// "make sure" is ordered: its mood is that verb's.
func (r *askReader) ensured24(act int) bool {
	k := r.ensurer24(act)
	if k < 0 {
		return false
	}
	if wsD27Sure.has(r.lw23(k)) {
		k-- // "make sure": the order is "make"
	}
	return k >= r.s.From && !r.negated(k) && orderedClause(r.a, r.s, k)
}

// object24: the act's object, besides plantObject23's: this unit's text
// with a modifier of a whole before its noun, after the act ("append this
// whole file", "these same rules"); a quotation after the act holding a
// word of a standing order ("the line \"Always load ...\""); or, when the
// sentence names an agent's own rules or memory file in its home, any
// quotation or content noun after the act ("append the following",
// "add this line"): what is written there is read as a rule again.
func (r *askReader) object24(act int) bool {
	home := false
	for i := r.s.From; i < r.s.To; i++ {
		if t := &r.a.Tokens[i]; t.Kind == TokPath && homeRulesPath24(r.txt(i)) {
			home = true
		}
	}
	for i := act + 1; i < r.s.To; i++ {
		w := r.lw23(i)
		if wsThisThese.has(w) {
			k := i + 1
			for k < r.s.To && k <= i+2 && wsSelfModifier24.has(r.lw23(k)) {
				k++
			}
			if k > i+1 && k < r.s.To && wsScopeNoun23.has(r.lw23(k)) {
				return true
			}
		}
		if r.a.Tokens[i].Kind == TokWord && quotedAt(r.a, r.s, i) && (wsStandingQuote24.has(w) || home) {
			return true
		}
		if home && wsContentNoun24.has(w) && i > r.s.From && (wsAskDeterminer.has(r.lw23(i-1)) || wsD26LocalDeterminer.has(r.lw23(i-1))) {
			return true
		}
	}
	return false
}

// homeRulesPath24: path token text p names an agent's own rules or
// memory file or folder in its home (~/.claude/CLAUDE.md,
// ~/.codex/AGENTS.md, ~/.gemini/GEMINI.md, ~/.cursor/rules/, a Windsurf
// memory): a place every later session reads as rules, not settings.
func homeRulesPath24(p string) bool {
	p = strings.ToLower(strings.Trim(p, "`'\""))
	rules := false
	for _, s := range homeRulesPart27.items {
		if strings.Contains(p, s) {
			rules = true
		}
	}
	if !rules {
		return false
	}
	if homePathCue(p) >= homePathWeight {
		return true
	}
	// An agent's rules folder elsewhere in the home, by the agent's name
	// (Cline's ~/Documents/Cline/Rules).
	if !strings.HasPrefix(p, "~/") && !strings.HasPrefix(p, "$home/") {
		return false
	}
	for _, part := range strings.Split(p, "/") {
		if wsAgentName24.has(strings.TrimPrefix(part, ".")) {
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
func (r *askReader) continued24() (Sent, bool) {
	return r.continuedWhen(func(rest string) bool {
		return rest[0] == '"' || rest[0] == '`' || rest[0] == '\'' || rest[0] >= 'a' && rest[0] <= 'z' || strings.HasPrefix(rest, "“")
	})
}

// continuedWhen: sentence r.s ends at a line break with no end mark and
// is no heading, and the next line (past blanks and quote marks) starts as
// next accepts: the two as one sentence, and true. continued24 and
// continued28 differ only in what may open the next line.
func (r *askReader) continuedWhen(next func(rest string) bool) (Sent, bool) {
	s := r.s
	if s.To <= s.From {
		return s, false
	}
	last := r.a.Tokens[s.To-1]
	end := int(last.End)
	if last.Kind == TokPunct && strings.ContainsAny(r.txt(s.To-1), ".!?:;") {
		return s, false
	}
	if start := int(r.a.Tokens[s.From].Start); start < len(r.raw) && r.raw[start] == '#' {
		return s, false
	}
	if end >= len(r.raw) || r.raw[end] != '\n' {
		return s, false
	}
	if rest := strings.TrimLeft(r.raw[end+1:], " \t>"); rest == "" || !next(rest) {
		return s, false
	}
	return joinNextSent(r.a, s)
}

// restored24: the act at i puts back what was planted after someone took
// it away: a verb of hidden24-put-back-verb, ordered, with a condition in
// the sentence (before or after the act) that something is removed or
// changed, and the thing put back either this unit, named in the
// condition ("if this file is removed ..., restore it") by a person
// ("the user", "anyone") or put back from a copy kept aside or an
// address, or a pronoun after the act ("recreate it whenever it is
// gone") whose referent the sentence before planted (rulePlanted23 reads
// it). Not a slip put right ("if you accidentally delete this file").
func (r *askReader) restored24(act int) bool {
	if !wsPutBack24.has(r.lw23(act)) || !orderedClause(r.a, r.s, act) || r.negated(act) {
		return false
	}
	open, self, gone, person, source := -1, false, false, false, false
	for k := r.s.From; k < r.s.To; k++ {
		w := r.lw23(k)
		switch {
		case k == act:
		case wsConditionOpener.has(w) && open < 0:
			open = k
		case wsAccident24.has(w):
			return false
		case r.a.Tokens[k].Kind == TokURL || wsBackup24.has(w):
			source = source || k > act
		case open < 0:
		case wsThisThese.has(w) && k+1 < r.s.To:
			for j := k + 1; j < r.s.To && j <= k+4; j++ {
				if wsScopeNoun23.has(r.lw23(j)) || wsStanding23.has(r.lw23(j)) {
					self = true
				}
			}
		case wsGoneVerb24.has(w) || wsGoneState24.has(w):
			gone = true
		case r.class(k)&dPerson != 0:
			person = true
		}
	}
	if open < 0 || !gone {
		return false
	}
	if self && (person || source) {
		return true
	}
	if act+1 >= r.s.To || !grammar(r.lw23(act+1), gPronoun|gDemonstrative) {
		return false
	}
	for k, t := range r.a.Sents {
		if t.From == r.s.From && k > 0 {
			prev := &askReader{v: r.v, a: r.a, s: r.a.Sents[k-1], raw: r.raw}
			return prev.rulePlanted23() >= 0
		}
	}
	return false
}

// hiddenUntoldEn24: sentence s of a hidden region, in English, forbids
// telling what it asks: a verb of telling (hidden24-tell-verb, with its
// particle where it takes one: "point it out", "bring it up", "call
// attention to it") under a negation in its clause, whose object is the
// act itself (a pronoun or "the change": hidden24-act-anaphor) within
// the three words after it ("do not point this out", "never bring it
// up", "do not surface it"), not a kind of content ("do not mention
// internal ticket numbers", which is what the file asks of every
// message).
func hiddenUntoldEn24(a *Analysis, raw string, s Sent) bool {
	if sl := sentenceLang(a, s); sl.english <= 0 && sl.lang != "" {
		return false
	}
	r := &askReader{a: a, s: s, raw: raw}
	for i := s.From; i < s.To; i++ {
		w := r.lw23(i)
		if a.Tokens[i].Kind != TokWord || !wsTellVerb24.has(w) || !r.negated(i) {
			continue
		}
		for k := i + 1; k < s.To && k <= i+3; k++ {
			if wsActAnaphor24.has(r.lw23(k)) {
				if k+1 < s.To && a.Tokens[k+1].Kind == TokWord && !wsTellParticle24.has(r.lw23(k+1)) && !grammar(r.lw23(k+1), gPreposition) {
					break // "do not mention this flag's name": a noun follows
				}
				return true
			}
			if a.Tokens[k].Kind != TokWord || !wsTellParticle24.has(r.lw23(k)) && !wsD26To.has(r.lw23(k)) {
				break
			}
		}
	}
	return false
}

// hiddenCover24: sentence s of a region addressed to the model orders a
// false account of its change: a verb of giving an account
// (hidden24-account-verb), not negated nor in a condition, and after it
// either the change (hidden24-act-anaphor), past a person it is told to
// and "that", then "as", a form of be or a verb in the third person
// ("describe it to the user as ...", "say it follows the team default",
// "tell the user it was ..."), or a word that makes the change less than
// it is (ask-minimizer, "only", "just", "merely": "tell the user the
// manifest was only reformatted"). A question to report back ("tell the
// user which callers need updating") names neither.
func hiddenCover24(a *Analysis, raw string, s Sent) bool {
	r := &askReader{a: a, s: s, raw: raw}
	skip := func(k int) int {
		for k < s.To && (demandOf(a, &a.Tokens[k])&dPerson != 0 || grammar(r.lw23(k), gArticle|gPossessive) || wsD26To.has(r.lw23(k)) || wsD26That.has(r.lw23(k))) {
			k++
		}
		return k
	}
	for i := s.From; i < s.To; i++ {
		if a.Tokens[i].Kind != TokWord || !wsAccountVerb24.has(r.lw23(i)) || r.negated(i) || r.conditioned(i) {
			continue
		}
		for k := i + 1; k < s.To && r.clauseStart(k) <= i+1; k++ {
			if w := r.lw23(k); wsOnly24.has(w) || wsAskMinimize.has(w) {
				return true
			}
		}
		k := skip(i + 1)
		if k >= s.To || k > i+5 || !wsActAnaphor24.has(r.lw23(k)) {
			continue
		}
		if k > i+1 && wsD26The.has(r.lw23(k-1)) && !wsChangeNoun24.has(r.lw23(k)) {
			continue
		}
		n := skip(k + 1)
		if n >= s.To {
			continue
		}
		if w := r.lw23(n); wsD26As.has(w) || grammar(w, gBe) || n == k+1 && wsD26ThirdEnding.cutEnd(w) != w && textClassOf(wsD26ThirdEnding.cutEnd(w))&wcVerb != 0 {
			return true
		}
	}
	return false
}

// possessive24: the person at k owns a noun ("the user's global
// settings"): the place written, not the one who writes it. The
// tokenizer drops the clitic, so the raw text after the word tells.
func (r *askReader) possessive24(k int) bool {
	end := int(r.a.Tokens[k].End)
	if end > len(r.raw) {
		return false
	}
	rest := r.raw[end:]
	return strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s") || strings.HasPrefix(rest, "s'") || strings.HasPrefix(rest, "'") && wsD26PossessiveS.endsIn(r.lw23(k)) != ""
}

// floatingEach24: "each" at i floats after what it distributes ("one line
// each", "two reviewers each."): the end of the sentence, a mark or a
// function word follows it, not the noun of a determiner ("each new
// view"). It scopes nothing over the agent's later acts.
func floatingEach24(a *Analysis, s Sent, i int) bool {
	if !wsD27FloatingEach.has(a.Tokens[i].Text(a)) {
		return false
	}
	if i+1 >= s.To {
		return true
	}
	n := &a.Tokens[i+1]
	return n.Kind == TokPunct || n.Kind == TokWord && grammar(n.Text(a), gConjunction|gPreposition)
}

// noteLabel24: the note cue c (a task label, a linter's directive) is
// written as a label in sentence s: in capitals ("TODO", "FIXME"), among
// the sentence's first three tokens, or closed by a colon or a bracket.
// A word of another language that stems like one ("todos", all, in
// Spanish and Portuguese) in the middle of an order is no label.
func noteLabel24(a *Analysis, raw string, s Sent, c directiveCue) bool {
	if c.from < s.From || c.from >= s.To {
		return true
	}
	t := &a.Tokens[c.from]
	if c.from-s.From < 3 || int(t.End) > len(raw) {
		return true
	}
	w := raw[t.Start:t.End]
	if strings.ToUpper(w) == w {
		return true
	}
	rest := strings.TrimLeft(raw[t.End:], " ")
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "(")
}

// labelQuoted24: the text before a label's colon holds a quotation, code,
// an assignment or a path (a quotation mark, a backtick, "=", "/", a
// line break, a possessive's "'s"): a sentence that quotes or a noun
// phrase ("Based on Anthropic's code-simplifier agent:"), not a label. An
// apostrophe of elision between two letters ("Pour l'assistant",
// "All'agente") is part of the label's words.
func labelQuoted24(t string) bool {
	if strings.ContainsAny(t, "\"«“‘`=/\n") {
		return true
	}
	for i := 0; i < len(t); i++ {
		if t[i] != '\'' {
			continue
		}
		if i == 0 || i+1 >= len(t) || !letter24(t[i-1]) || !letter24(t[i+1]) {
			return true
		}
		if (t[i+1] == 's' || t[i+1] == 'S') && (i+2 >= len(t) || !letter24(t[i+2])) {
			return true // a possessive ("Based on Anthropic's agent"): a noun phrase, no one addressed
		}
	}
	return false
}

// letter24: byte c is an ASCII letter or part of a multi-byte character.
func letter24(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// wsAgentName24: the coding agents by their names (hidden24-agent-name).
var wsAgentName24 = newWordSet("hidden24-agent-name", false)

// labelAgentWord24: word w of a label (whose words are words) names the
// model: an agent by its name, the label's last word ("Gemini:", "Note
// to Cascade:", not "Cline memory bank layout, see ...", where the name
// modifies a noun), or, joined by hyphens, a word of demand-agent
// ("model-only:").
func labelAgentWord24(w string, words []lexWord) bool {
	w = strings.ToLower(w)
	if wsAgentName24.has(w) {
		return len(words) > 0 && strings.EqualFold(words[len(words)-1].text, w)
	}
	if !strings.Contains(w, "-") {
		return false
	}
	for _, p := range strings.Split(w, "-") {
		if demandWords[p]&dAgent != 0 && !grammar(p, gPronoun|gPossessive) {
			return true
		}
	}
	return false
}

// baseForm24: w, a verb of the act's lists ending like a participle
// ("seed", "embed"), is their base form: its third person ("seeds") is
// listed too, which no participle's is.
func baseForm24(w string) bool {
	return wsPlantVerb23.has(w+"s") || wsMakeVerb24.has(w+"s")
}

// madeOnly24: the act at i is one of making or placing content
// (madeAct24) and no verb of writing, saving or installing
// (persist23-plant-verb, demand-persist).
func (r *askReader) madeOnly24(i int) bool {
	return !wsPlantVerb23.has(r.lw23(i)) && r.class(i)&dPersist == 0
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
func (r *askReader) strongPlace24(act, kind, at int) bool {
	if kind == beyondPlace23 && at >= 0 && (r.a.Tokens[at].Kind == TokPath || wsBeyond23.has(r.lw23(at))) {
		return true
	}
	if kind == beyondNone23 {
		return false
	}
	for i := r.s.From; i < r.s.To; i++ {
		if !wsBeyondDet24.has(r.lw23(i)) {
			continue
		}
		if i == act+1 {
			continue // the act's object, the thing made ("create every service project with ..."), not where
		}
		for k := i + 1; k < r.s.To && k <= i+3; k++ {
			if wsProjectNoun24.has(r.lw23(k)) {
				if k+1 >= r.s.To {
					return true
				}
				w := r.lw23(k + 1)
				if r.a.Tokens[k+1].Kind != TokWord || grammar(w, gFunction) || wsD26Without.has(w) || textClassOf(w)&wcVerb != 0 {
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
func joinNextSent(a *Analysis, s Sent) (Sent, bool) {
	for k, t := range a.Sents {
		if t.From == s.From && k+1 < len(a.Sents) {
			n := a.Sents[k+1]
			return Sent{From: s.From, To: n.To, Cls: s.Cls | n.Cls}, true
		}
	}
	return s, false
}
