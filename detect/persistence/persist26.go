package persistence

import (
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsConfigExt26 = reading.NewWordSet("persist-config-ext", false)

var wsLeadCue26 = reading.NewWordSet("persist-lead-cue", false)

var wsInstrKey26 = reading.NewWordSet("persist-instruction-key", false)

var wsShellName26 = reading.NewWordSet("persist-shell-name", false)

var wsStartNoun26 = reading.NewWordSet("persist-startup-noun", false)

// persist26Drop zeroes the lead cues of sentence s (persist-lead-cue)
// when s is a documented setup write (persist26SetupWrite), and the cues
// of a memory feature described (persist26KeptDrop).
func Persist26Drop(v *reading.ToolView, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	persist26KeptDrop(v, a, s, cues)
	dropLeadCues26(cues, func() bool { return persist26SetupWrite(v, a, s) })
}

// dropLeadCues26 zeroes the lead cues (persist-lead-cue) among cues when
// one of them weighs and the sentence is what harmless asks (asked only
// then: it reads the sentence).
func dropLeadCues26(cues []reading.DirectiveCue, harmless func() bool) {
	lead := false
	for k := range cues {
		if cues[k].Weight > 0 && wsLeadCue26.Has(cues[k].Rule) {
			lead = true
		}
	}
	if !lead || !harmless() {
		return
	}
	for k := range cues {
		if wsLeadCue26.Has(cues[k].Rule) {
			cues[k].Weight = 0
		}
	}
}

// persist26SetupWrite: sentence s names a settings file or a shell
// startup file of the user's (persist26Place) and what it writes there
// (persist26Written) is read, every piece of it setup (persist26Setup).
func persist26SetupWrite(v *reading.ToolView, a *reading.Analysis, s reading.Sent) bool {
	if v == nil || v.Tool == nil || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return false
	}
	r := &reading.AskReader{V: v, A: a, S: s, Raw: v.FieldText}
	// Every place of an agent's home the sentence names is a settings
	// or startup file: a second place (the agents' folder, the home's
	// rules) takes what the unit is or says, not settings.
	place := -1
	for i := s.From; i < s.To; i++ {
		switch {
		case persist26Place(r, i):
			if place < 0 {
				place = i
			}
		case a.Tokens[i].Kind == reading.TokPath && reading.HomePathCue(r.Lw23(i)) > 0:
			return false
		}
	}
	if place < 0 {
		return false
	}
	texts := persist26Written(r, place)
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
// home (a file ending of persist-config-ext under ~/ or the home's
// variable), a startup place of startupPlace25, or the bare name of a
// shell startup file the home holds (".zshrc", as "your shell profile
// (`.bashrc`, `.zshrc`)" names it).
func persist26Place(r *reading.AskReader, i int) bool {
	t := &r.A.Tokens[i]
	if t.Kind == reading.TokWord && wsStartNoun26.Has(r.Lw23(i)) && i > r.S.From && wsShellName26.Has(r.Lw23(i-1)) {
		return true
	}
	if t.Kind != reading.TokPath {
		return false
	}
	p := strings.Trim(r.Lw23(i), "`\"'")
	for _, h := range reading.HomeVariable.Items {
		if rest, ok := strings.CutPrefix(p, h); ok {
			p = homePrefix25 + rest
		}
	}
	if strings.HasPrefix(p, homePrefix25) {
		if dot := strings.LastIndexByte(p, '.'); dot > strings.LastIndexByte(p, '/') && wsConfigExt26.Has(p[dot:]) {
			return true
		}
	}
	if startupPlace25(r, i) {
		return true
	}
	if strings.ContainsRune(p, '/') {
		return false
	}
	for _, e := range reading.WsShellPersistCarrier.Words {
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
func persist26Written(r *reading.AskReader, place int) []string {
	var out []string
	from, end := int(r.A.Tokens[r.S.From].Start), int(r.A.Tokens[r.S.To-1].End)
	if end > len(r.Raw) || from >= end {
		return nil
	}
	sent := r.Raw[from:end]
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
	if b := startupBlockEnd25(r.Raw, end); b > end && strings.TrimSpace(r.Raw[end:b]) != "" {
		out = append(out, r.Raw[end:b])
	}
	if c := persist26Fenced(r, end); c != "" {
		out = append(out, c)
	}
	if len(out) == 0 && persist26Points(r) {
		if c := persist26Before(r, from); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// persist26Points: the sentence points at what it writes with a
// determiner or an adverb of place in the text ("these exports", "the
// above command": ask-self-determiner, persist-own-object).
func persist26Points(r *reading.AskReader) bool {
	for i := r.S.From; i < r.S.To; i++ {
		if w := r.Lw23(i); reading.WsAskSelfDet.Has(w) || wsOwnObject25.Has(w) {
			return true
		}
	}
	return false
}

// persist26Before is the block right before the sentence starting at
// byte from, with only blank lines between: a fenced block of a code or
// run field whose lines fit the blanks before the sentence, or the lines
// indented by a tab or four spaces right above it; "" if none.
func persist26Before(r *reading.AskReader, from int) string {
	p := from
	for p > 0 && strings.IndexByte(" \t\r\n", r.Raw[p-1]) >= 0 {
		p--
	}
	if p < from {
		for _, key := range []string{reading.CodeField, reading.RunField} {
			blocks, _ := r.V.Tool.Extra[key].([]any)
			for _, b := range blocks {
				if c, ok := b.(string); ok && len(c) > 0 && len(c) <= from-p && blankOf25(r.Raw[p:from], c) {
					return c
				}
			}
		}
	}
	lines := strings.Split(r.Raw[:p], "\n")
	k := len(lines)
	for k > 0 && (strings.HasPrefix(lines[k-1], "\t") || strings.HasPrefix(lines[k-1], "    ")) && strings.TrimSpace(lines[k-1]) != "" {
		k--
	}
	return strings.Join(lines[k:], "\n")
}

// persist26Fenced is the fenced block the sentence ending at end leads to
// with its colon, as startupFenced25 finds it; "" if none.
func persist26Fenced(r *reading.AskReader, end int) string {
	head := strings.TrimRight(r.Raw[:end], " \t")
	if !strings.HasSuffix(head, ":") && !strings.HasSuffix(head, "：") {
		return ""
	}
	q := end
	for q < len(r.Raw) && strings.IndexByte(" \t\r\n", r.Raw[q]) >= 0 {
		q++
	}
	for _, key := range []string{reading.CodeField, reading.RunField} {
		blocks, _ := r.V.Tool.Extra[key].([]any)
		for _, b := range blocks {
			if c, ok := b.(string); ok && len(c) > 0 && len(c) <= q-end && blankOf25(r.Raw[end:q], c) {
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
	if a := reading.Analyze(c); a != nil && len(a.Tokens) > 0 && startupPayload25(c, a, 0, 0, len(c)) {
		return false
	}
	for _, e := range reading.Approve25Entries(persist26Unfenced(c)) {
		if reading.Approve25Open(e) || persist26InstructionKey(e.Key) || persist26InstructionKey(e.Parent) {
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
// persist-instruction-key, or the key whole is.
func persist26InstructionKey(k string) bool {
	if k == "" {
		return false
	}
	if wsInstrKey26.Has(strings.ToLower(k)) {
		return true
	}
	var part []rune
	prev := rune(0)
	flush := func() bool {
		w := strings.ToLower(string(part))
		part = part[:0]
		return w != "" && wsInstrKey26.Has(w)
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

var wsKeptCue26 = reading.NewWordSet("persist-kept-cue", false)

var wsContentCl26 = reading.NewWordSet("persist-content-clause", false)

var wsTimeHead26 = reading.NewWordSet("persist-time-head", false)

// persist26KeptDrop zeroes the cues of persist-kept-cue of sentence s
// when it describes a memory feature (persist26Kept).
func persist26KeptDrop(v *reading.ToolView, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	lead := false
	for k := range cues {
		if cues[k].Weight > 0 && wsKeptCue26.Has(cues[k].Rule) {
			lead = true
		}
	}
	if !lead || v == nil || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return
	}
	r := &reading.AskReader{V: v, A: a, S: s, Raw: v.FieldText}
	if !persist26Kept(r) {
		return
	}
	for k := range cues {
		if wsKeptCue26.Has(cues[k].Rule) {
			cues[k].Weight = 0
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
func persist26Kept(r *reading.AskReader) bool {
	end := int(r.A.Tokens[r.S.To-1].End)
	if head := strings.TrimRight(r.Raw[:min(end+1, len(r.Raw))], " \t\r\n"); strings.HasSuffix(head, ":") || strings.HasSuffix(head, "：") {
		return false
	}
	durable, pointed := false, false
	for i := r.S.From; i < r.S.To; i++ {
		w := r.Lw23(i)
		switch {
		case r.A.Tokens[i].Kind == reading.TokQuote, r.A.Tokens[i].Kind == reading.TokPath && reading.HomePathCue(w) > 0:
			return false
		case reading.WsAskSelfDet.Has(w), wsOwnObject25.Has(w), wsContentCl26.Has(w):
			pointed = true
		case wsDurable25.Has(w) && persist26DurableOnly(r, i):
			durable = true
		}
	}
	// A person's own object is the object whatever else the sentence
	// points at ("a user's preference ... that applies in all future
	// sessions on this project"); the facts kept in lasting memory are
	// named by no pointing word and no clause of content.
	return persist26PersonOwned(r) || durable && !pointed
}

// persist26PersonOwned: a word of the person class with a possessive mark
// right after it stands within the four words after the sentence's first.
func persist26PersonOwned(r *reading.AskReader) bool {
	for i := r.S.From + 1; i < r.S.To && i <= r.S.From+4; i++ {
		t := &r.A.Tokens[i]
		if t.Kind != reading.TokWord || r.Class(i)&reading.DPerson == 0 || int(t.End) >= len(r.Raw) {
			continue
		}
		rest := r.Raw[t.End:]
		for _, m := range reading.WsPossMark26.Words {
			if strings.HasPrefix(rest, m) {
				return true
			}
		}
	}
	return false
}

// persist26DurableOnly is durableOnly25 with a word of time to come
// (persist-later) read as a scope only where a head of
// persist-time-head follows it within two words ("every new session");
// "new facts" names the facts, not a later session.
func persist26DurableOnly(r *reading.AskReader, place int) bool { return durableOnly(r, place, true) }

// timeHeadAfter26: a head of persist-time-head stands within the two
// words after the word at i ("every new session", not "new facts").
func timeHeadAfter26(r *reading.AskReader, i int) bool {
	for k := i + 1; k < r.S.To && k <= i+2; k++ {
		if wsTimeHead26.Has(r.Lw23(k)) {
			return true
		}
	}
	return false
}
