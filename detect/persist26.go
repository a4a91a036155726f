package detect

import (
	"strings"
	"unicode"
)

// A global write documented for the user (#55, persistence;
// rules/agent-persist26.rules): "Add to your `~/.claude/settings.json`:",
// "Add these lines to your shell profile (`~/.zshrc`):", "将以下内容添加到
// `~/.claude/settings.json` 中：". The lead names the act and the place an
// attack names too; what is written tells them apart. The content is the
// block the lead's colon leads to (persist25's reading: an inline or
// indented block, or the fenced block discovery took out into a field of
// its own) or the lead's own code spans. When every piece of it is the
// tool's own setup (a settings block or shell lines that register a hook,
// set a variable or a path, switch a feature off) the lead's cues of a
// write planted weigh nothing. A piece that fetches from an outside
// address, preloads a module or starts the agent with its prompts off
// (startupPayload25), opens the agent's approval (approve25Open on the
// block's entries) or carries prose (a rule the agent would read) keeps
// them; so does a lead with no content to read, and a place that is a
// rules or memory file (its text is prose the agent obeys).

var (
	wsConfigExt26 = newWordSet("persist26-config-ext", false)
	wsLeadCue26   = newWordSet("persist26-lead-cue", false)
	wsInstrKey26  = newWordSet("persist26-instruction-key", false)
	wsShellName26 = newWordSet("persist26-shell-name", false)
	wsStartNoun26 = newWordSet("persist26-startup-noun", false)
)

// persist26Drop zeroes the lead cues of sentence s (persist26-lead-cue)
// when s is a documented setup write (persist26SetupWrite), and the cues
// of a memory feature described (persist26KeptDrop).
func persist26Drop(v *ToolView, a *Analysis, s Sent, cues []directiveCue) {
	persist26KeptDrop(v, a, s, cues)
	dropLeadCues26(cues, func() bool { return persist26SetupWrite(v, a, s) })
}

// dropLeadCues26 zeroes the lead cues (persist26-lead-cue) among cues when
// one of them weighs and the sentence is what harmless asks (asked only
// then: it reads the sentence).
func dropLeadCues26(cues []directiveCue, harmless func() bool) {
	lead := false
	for k := range cues {
		if cues[k].weight > 0 && wsLeadCue26.has(cues[k].rule) {
			lead = true
		}
	}
	if !lead || !harmless() {
		return
	}
	for k := range cues {
		if wsLeadCue26.has(cues[k].rule) {
			cues[k].weight = 0
		}
	}
}

// persist26SetupWrite: sentence s names a settings file or a shell
// startup file of the user's (persist26Place) and what it writes there
// (persist26Written) is read, every piece of it setup (persist26Setup).
func persist26SetupWrite(v *ToolView, a *Analysis, s Sent) bool {
	if v == nil || v.Tool == nil || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return false
	}
	r := &askReader{v: v, a: a, s: s, raw: v.fieldText}
	// Every place of an agent's home the sentence names is a settings
	// or startup file: a second place (the agents' folder, the home's
	// rules) takes what the unit is or says, not settings.
	place := -1
	for i := s.From; i < s.To; i++ {
		switch {
		case r.persist26Place(i):
			if place < 0 {
				place = i
			}
		case a.Tokens[i].Kind == TokPath && homePathCue(r.lw23(i)) > 0:
			return false
		}
	}
	if place < 0 {
		return false
	}
	texts := r.persist26Written(place)
	if len(texts) == 0 {
		return false
	}
	for _, c := range texts {
		if !persist26Setup(c) {
			return false
		}
	}
	return true
}

// persist26Place: token i is a path to a settings file in the user's
// home (a file ending of persist26-config-ext under ~/ or the home's
// variable), a startup place of startupPlace25, or the bare name of a
// shell startup file the home holds (".zshrc", as "your shell profile
// (`.bashrc`, `.zshrc`)" names it).
func (r *askReader) persist26Place(i int) bool {
	t := &r.a.Tokens[i]
	if t.Kind == TokWord && wsStartNoun26.has(r.lw23(i)) && i > r.s.From && wsShellName26.has(r.lw23(i-1)) {
		return true
	}
	if t.Kind != TokPath {
		return false
	}
	p := strings.Trim(r.lw23(i), "`\"'")
	for _, h := range homeVariable.items {
		if rest, ok := strings.CutPrefix(p, h); ok {
			p = homePrefix25 + rest
		}
	}
	if strings.HasPrefix(p, homePrefix25) {
		if dot := strings.LastIndexByte(p, '.'); dot > strings.LastIndexByte(p, '/') && wsConfigExt26.has(p[dot:]) {
			return true
		}
	}
	if r.startupPlace25(i) {
		return true
	}
	if strings.ContainsRune(p, '/') {
		return false
	}
	for _, e := range wsShellPersistCarrier.words {
		if strings.HasPrefix(e, homePrefix25) && strings.HasSuffix(e, "/"+p) {
			return true
		}
	}
	return false
}

// persist26Written is what sentence s writes: its code spans that hold
// more than a name (a blank inside), and the block its colon leads to
// (startupBlockEnd25's inline or indented block, or the fenced block of a
// code or run field whose lines fit the blanks after the colon).
func (r *askReader) persist26Written(place int) []string {
	var out []string
	from, end := int(r.a.Tokens[r.s.From].Start), int(r.a.Tokens[r.s.To-1].End)
	if end > len(r.raw) || from >= end {
		return nil
	}
	sent := r.raw[from:end]
	for {
		open := strings.IndexByte(sent, '`')
		if open < 0 {
			break
		}
		shut := strings.IndexByte(sent[open+1:], '`')
		if shut < 0 {
			break
		}
		if span := sent[open+1 : open+1+shut]; strings.ContainsAny(strings.TrimSpace(span), " \t") {
			out = append(out, span)
		}
		sent = sent[open+1+shut+1:]
	}
	if b := startupBlockEnd25(r.raw, end); b > end && strings.TrimSpace(r.raw[end:b]) != "" {
		out = append(out, r.raw[end:b])
	}
	if c := r.persist26Fenced(end); c != "" {
		out = append(out, c)
	}
	if len(out) == 0 && r.persist26Points() {
		if c := r.persist26Before(from); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// persist26Points: the sentence points at what it writes with a
// determiner or an adverb of place in the text ("these exports", "the
// above command": ask-self-determiner, persist25-own-object).
func (r *askReader) persist26Points() bool {
	for i := r.s.From; i < r.s.To; i++ {
		if w := r.lw23(i); wsAskSelfDet.has(w) || wsOwnObject25.has(w) {
			return true
		}
	}
	return false
}

// persist26Before is the block right before the sentence starting at
// byte from, with only blank lines between: a fenced block of a code or
// run field whose lines fit the blanks before the sentence, or the lines
// indented by a tab or four spaces right above it; "" if none.
func (r *askReader) persist26Before(from int) string {
	p := from
	for p > 0 && strings.IndexByte(" \t\r\n", r.raw[p-1]) >= 0 {
		p--
	}
	if p < from {
		for _, key := range []string{CodeField, RunField} {
			blocks, _ := r.v.Tool.Extra[key].([]any)
			for _, b := range blocks {
				if c, ok := b.(string); ok && len(c) > 0 && len(c) <= from-p && blankOf25(r.raw[p:from], c) {
					return c
				}
			}
		}
	}
	lines := strings.Split(r.raw[:p], "\n")
	k := len(lines)
	for k > 0 && (strings.HasPrefix(lines[k-1], "\t") || strings.HasPrefix(lines[k-1], "    ")) && strings.TrimSpace(lines[k-1]) != "" {
		k--
	}
	return strings.Join(lines[k:], "\n")
}

// persist26Fenced is the fenced block the sentence ending at end leads to
// with its colon, as startupFenced25 finds it; "" if none.
func (r *askReader) persist26Fenced(end int) string {
	head := strings.TrimRight(r.raw[:end], " \t")
	if !strings.HasSuffix(head, ":") && !strings.HasSuffix(head, "：") {
		return ""
	}
	q := end
	for q < len(r.raw) && strings.IndexByte(" \t\r\n", r.raw[q]) >= 0 {
		q++
	}
	for _, key := range []string{CodeField, RunField} {
		blocks, _ := r.v.Tool.Extra[key].([]any)
		for _, b := range blocks {
			if c, ok := b.(string); ok && len(c) > 0 && len(c) <= q-end && blankOf25(r.raw[end:q], c) {
				return c
			}
		}
	}
	return ""
}

// persist26Setup: text c, written into a settings or startup file, is
// the tool's own setup: no fetch from an outside address, preload or
// agent started with its prompts off (startupPayload25), no entry that
// opens the agent's approval (approve25Open) or holds instructions
// (persist26InstructionKey), and no prose.
func persist26Setup(c string) bool {
	if strings.TrimSpace(c) == "" {
		return true
	}
	if a := Analyze(c); a != nil && len(a.Tokens) > 0 && startupPayload25(c, a, 0, 0, len(c)) {
		return false
	}
	for _, e := range approve25Entries(persist26Unfenced(c)) {
		if approve25Open(e) || persist26InstructionKey(e.key) || persist26InstructionKey(e.parent) {
			return false
		}
	}
	return !persist26Prose(c)
}

// persist26Unfenced is block c without its fence lines.
func persist26Unfenced(c string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(c, "\n") {
		if fenceOf25(strings.TrimLeft(l, " \t")) == "" {
			b.WriteString(l)
		}
	}
	return b.String()
}

// persist26ProseWords is how many words of letters alone a quoted string
// or a line holds when it is prose, a sentence for a reader, not a value,
// a command or a path.
const persist26ProseWords = 5

// persist26Prose: a quoted string of c, or a line of it that is no
// comment, holds persist26ProseWords words of letters or more: a rule or
// a message the agent would read, which a settings value or a shell line
// of setup does not hold.
func persist26Prose(c string) bool {
	for _, l := range strings.Split(persist26Unfenced(c), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || l[0] == '#' {
			continue
		}
		if persist26Words(l) >= persist26ProseWords+1 {
			return true
		}
		for _, qm := range []string{`"`, `'`} {
			parts := strings.Split(l, qm)
			for k := 1; k < len(parts); k += 2 {
				if persist26Words(parts[k]) >= persist26ProseWords {
					return true
				}
			}
		}
	}
	return false
}

// persist26Words counts the fields of s made of letters alone (a closing
// mark of a sentence or a clause allowed).
func persist26Words(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		f = strings.TrimRight(f, sentenceEnds25+",")
		if f == "" {
			continue
		}
		letters := true
		for _, c := range f {
			if !unicode.IsLetter(c) {
				letters = false
				break
			}
		}
		if letters {
			n++
		}
	}
	return n
}

// persist26InstructionKey: a part of settings key k (split at dots,
// underscores, hyphens and a lower letter's upper successor) is a word of
// persist26-instruction-key, or the key whole is.
func persist26InstructionKey(k string) bool {
	if k == "" {
		return false
	}
	if wsInstrKey26.has(strings.ToLower(k)) {
		return true
	}
	var part []rune
	prev := rune(0)
	flush := func() bool {
		w := strings.ToLower(string(part))
		part = part[:0]
		return w != "" && wsInstrKey26.has(w)
	}
	for _, c := range k {
		if !unicode.IsLetter(c) && !unicode.IsDigit(c) || unicode.IsUpper(c) && unicode.IsLower(prev) {
			if flush() {
				return true
			}
		}
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			part = append(part, c)
		}
		prev = c
	}
	return flush()
}

var (
	wsKeptCue26   = newWordSet("persist26-kept-cue", false)
	wsPossMark26  = newWordSet("persist26-possessive-mark", false)
	wsContentCl26 = newWordSet("persist26-content-clause", false)
	wsTimeHead26  = newWordSet("persist26-time-head", false)
)

// persist26KeptDrop zeroes the cues of persist26-kept-cue of sentence s
// when it describes a memory feature (persist26Kept).
func persist26KeptDrop(v *ToolView, a *Analysis, s Sent, cues []directiveCue) {
	lead := false
	for k := range cues {
		if cues[k].weight > 0 && wsKeptCue26.has(cues[k].rule) {
			lead = true
		}
	}
	if !lead || v == nil || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return
	}
	r := &askReader{v: v, a: a, s: s, raw: v.fieldText}
	if !r.persist26Kept() {
		return
	}
	for k := range cues {
		if wsKeptCue26.has(cues[k].rule) {
			cues[k].weight = 0
		}
	}
}

// persist26Kept: the sentence keeps the person's own (a person's
// possessive within the four words after its first word, the act: "Save
// a user's instruction ... as a persistent learning") or only the
// project's facts in the memory said to last (durableOnly25), and it
// brings no content of the unit's own and names no agent's home: no
// quotation, no path into an agent's home ("the user's rules into
// ~/.claude/CLAUDE.md" plants them where every project reads them), no
// colon leading to a block; the facts in lasting memory no pointing determiner (this,
// these, the following) and no clause of content either (that, whether:
// "store in long-term memory that ...").
func (r *askReader) persist26Kept() bool {
	end := int(r.a.Tokens[r.s.To-1].End)
	if head := strings.TrimRight(r.raw[:min(end+1, len(r.raw))], " \t\r\n"); strings.HasSuffix(head, ":") || strings.HasSuffix(head, "：") {
		return false
	}
	durable, pointed := false, false
	for i := r.s.From; i < r.s.To; i++ {
		w := r.lw23(i)
		switch {
		case r.a.Tokens[i].Kind == TokQuote, r.a.Tokens[i].Kind == TokPath && homePathCue(w) > 0:
			return false
		case wsAskSelfDet.has(w), wsOwnObject25.has(w), wsContentCl26.has(w):
			pointed = true
		case wsDurable25.has(w) && r.persist26DurableOnly(i):
			durable = true
		}
	}
	// A person's own object is the object whatever else the sentence
	// points at ("a user's preference ... that applies in all future
	// sessions on this project"); the facts kept in lasting memory are
	// named by no pointing word and no clause of content.
	return r.persist26PersonOwned() || durable && !pointed
}

// persist26PersonOwned: a word of the person class with a possessive mark
// right after it stands within the four words after the sentence's first.
func (r *askReader) persist26PersonOwned() bool {
	for i := r.s.From + 1; i < r.s.To && i <= r.s.From+4; i++ {
		t := &r.a.Tokens[i]
		if t.Kind != TokWord || r.class(i)&dPerson == 0 || int(t.End) >= len(r.raw) {
			continue
		}
		rest := r.raw[t.End:]
		for _, m := range wsPossMark26.words {
			if strings.HasPrefix(rest, m) {
				return true
			}
		}
	}
	return false
}

// persist26DurableOnly is durableOnly25 with a word of time to come
// (persist23-later) read as a scope only where a head of
// persist26-time-head follows it within two words ("every new session");
// "new facts" names the facts, not a later session.
func (r *askReader) persist26DurableOnly(place int) bool { return r.durableOnly(place, true) }

// timeHeadAfter26: a head of persist26-time-head stands within the two
// words after the word at i ("every new session", not "new facts").
func (r *askReader) timeHeadAfter26(i int) bool {
	for k := i + 1; k < r.s.To && k <= i+2; k++ {
		if wsTimeHead26.has(r.lw23(k)) {
			return true
		}
	}
	return false
}
