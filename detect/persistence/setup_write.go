package persistence

import (
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsConfigExt = reading.NewWordSet("persist-config-ext", false)

var wsLeadCue = reading.NewWordSet("persist-lead-cue", false)

var wsInstrKey = reading.NewWordSet("persist-instruction-key", false)

var wsShellName = reading.NewWordSet("persist-shell-name", false)

var wsStartNoun = reading.NewWordSet("persist-startup-noun", false)

// setupWriteDrop zeroes the lead cues of sentence s (persist-lead-cue)
// when s is a documented setup write (setupWrite), and the cues
// of a memory feature described (keptDrop).
func SetupWriteDrop(v *reading.ToolView, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	keptDrop(v, a, s, cues)
	dropLeadCues(cues, func() bool { return setupWrite(v, a, s) })
}

// dropLeadCues zeroes the lead cues (persist-lead-cue) among cues when
// one of them weighs and the sentence is what harmless asks (asked only
// then: it reads the sentence).
func dropLeadCues(cues []reading.DirectiveCue, harmless func() bool) {
	lead := false
	for k := range cues {
		if cues[k].Weight > 0 && wsLeadCue.Has(cues[k].Rule) {
			lead = true
		}
	}
	if !lead || !harmless() {
		return
	}
	for k := range cues {
		if wsLeadCue.Has(cues[k].Rule) {
			cues[k].Weight = 0
		}
	}
}

// setupWrite: sentence s names a settings file or a shell
// startup file of the user's (settingsPlaceNamed) and what it writes there
// (written) is read, every piece of it setup (setup).
func setupWrite(v *reading.ToolView, a *reading.Analysis, s reading.Sent) bool {
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
		case settingsPlaceNamed(r, i):
			if place < 0 {
				place = i
			}
		case a.Tokens[i].Kind == reading.TokPath && reading.HomePathCue(r.Lw(i)) > 0:
			return false
		}
	}
	if place < 0 {
		return false
	}
	texts := written(r, place)
	if len(texts) == 0 {
		return false
	}
	for _, c := range texts {
		if !setup(c) {
			return false
		}
	}
	return true
}

// settingsPlaceNamed: token i is a path to a settings file in the user's
// home (a file ending of persist-config-ext under ~/ or the home's
// variable), a startup place of startupPlace, or the bare name of a
// shell startup file the home holds (".zshrc", as "your shell profile
// (`.bashrc`, `.zshrc`)" names it).
func settingsPlaceNamed(r *reading.AskReader, i int) bool {
	t := &r.A.Tokens[i]
	if t.Kind == reading.TokWord && wsStartNoun.Has(r.Lw(i)) && i > r.S.From && wsShellName.Has(r.Lw(i-1)) {
		return true
	}
	if t.Kind != reading.TokPath {
		return false
	}
	p := strings.Trim(r.Lw(i), "`\"'")
	for _, h := range reading.HomeVariable.Items {
		if rest, ok := strings.CutPrefix(p, h); ok {
			p = homePrefix + rest
		}
	}
	if strings.HasPrefix(p, homePrefix) {
		if dot := strings.LastIndexByte(p, '.'); dot > strings.LastIndexByte(p, '/') && wsConfigExt.Has(p[dot:]) {
			return true
		}
	}
	if startupPlace(r, i) {
		return true
	}
	if strings.ContainsRune(p, '/') {
		return false
	}
	for _, e := range reading.WsShellPersistCarrier.Words {
		if strings.HasPrefix(e, homePrefix) && strings.HasSuffix(e, "/"+p) {
			return true
		}
	}
	return false
}

// written is what sentence s writes: its code spans that hold
// more than a name (a blank inside), and the block its colon leads to
// (startupBlockEnd's inline or indented block, or the fenced block of a
// code or run field whose lines fit the blanks after the colon).
func written(r *reading.AskReader, place int) []string {
	var out []string
	from, end := int(r.A.Tokens[r.S.From].Start), int(r.A.Tokens[r.S.To-1].End)
	if end > len(r.Raw) || from >= end {
		return nil
	}
	sent := r.Raw[from:end]
	for _, sp := range reading.BacktickSpans(sent) {
		if span := sent[sp.Start:sp.End]; strings.ContainsAny(strings.TrimSpace(span), " \t") {
			out = append(out, span)
		}
	}
	if b := startupBlockEnd(r.Raw, end); b > end && strings.TrimSpace(r.Raw[end:b]) != "" {
		out = append(out, r.Raw[end:b])
	}
	if c := fenced(r, end); c != "" {
		out = append(out, c)
	}
	if len(out) == 0 && points(r) {
		if c := blockBefore(r, from); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// points: the sentence points at what it writes with a
// determiner or an adverb of place in the text ("these exports", "the
// above command": ask-self-determiner, persist-own-object).
func points(r *reading.AskReader) bool {
	for i := r.S.From; i < r.S.To; i++ {
		if w := r.Lw(i); reading.WsAskSelfDet.Has(w) || wsOwnObject.Has(w) {
			return true
		}
	}
	return false
}

// blockBefore is the block right before the sentence starting at
// byte from, with only blank lines between: a fenced block of a code or
// run field whose lines fit the blanks before the sentence, or the lines
// indented by a tab or four spaces right above it; "" if none.
func blockBefore(r *reading.AskReader, from int) string {
	p := from
	for p > 0 && strings.IndexByte(" \t\r\n", r.Raw[p-1]) >= 0 {
		p--
	}
	if p < from {
		for _, key := range []string{reading.CodeField, reading.RunField} {
			blocks, _ := r.V.Tool.Extra[key].([]any)
			for _, b := range blocks {
				if c, ok := b.(string); ok && len(c) > 0 && len(c) <= from-p && blankOf(r.Raw[p:from], c) {
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

// fenced is the fenced block the sentence ending at end leads to
// with its colon, as startupFenced finds it; "" if none.
func fenced(r *reading.AskReader, end int) string {
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
			if c, ok := b.(string); ok && len(c) > 0 && len(c) <= q-end && blankOf(r.Raw[end:q], c) {
				return c
			}
		}
	}
	return ""
}

// setup: text c, written into a settings or startup file, is
// the tool's own setup: what blockSetup asks of a block (no fetch from an
// outside address, preload or agent started with its prompts off, no
// entry that opens the agent's approval or holds instructions), and no
// prose.
func setup(c string) bool {
	return blockSetup(c) && !prose(c)
}

// unfenced is block c without its fence lines.
func unfenced(c string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(c, "\n") {
		if fenceOf(strings.TrimLeft(l, " \t")) == "" {
			b.WriteString(l)
		}
	}
	return b.String()
}

// proseWords is how many words of letters alone a quoted string
// or a line holds when it is prose, a sentence for a reader, not a value,
// a command or a path.
const proseWords = 5

// prose: a quoted string of c, or a line of it that is no
// comment, holds proseWords words of letters or more: a rule or
// a message the agent would read, which a settings value or a shell line
// of setup does not hold.
func prose(c string) bool {
	for _, l := range strings.Split(unfenced(c), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || l[0] == '#' {
			continue
		}
		if words(l) >= proseWords+1 {
			return true
		}
		for _, qm := range []string{`"`, `'`} {
			parts := strings.Split(l, qm)
			for k := 1; k < len(parts); k += 2 {
				if words(parts[k]) >= proseWords {
					return true
				}
			}
		}
	}
	return false
}

// words counts the fields of s made of letters alone (a closing
// mark of a sentence or a clause allowed).
func words(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		f = strings.TrimRight(f, sentenceEnds+",")
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

// instructionKey: a part of settings key k (split at dots,
// underscores, hyphens and a lower letter's upper successor) is a word of
// persist-instruction-key, or the key whole is.
func instructionKey(k string) bool {
	if k == "" {
		return false
	}
	if wsInstrKey.Has(reading.Lower(k)) {
		return true
	}
	var part []rune
	prev := rune(0)
	flush := func() bool {
		w := strings.ToLower(string(part))
		part = part[:0]
		return w != "" && wsInstrKey.Has(w)
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

var wsKeptCue = reading.NewWordSet("persist-kept-cue", false)

var wsContentCl = reading.NewWordSet("persist-content-clause", false)

var wsTimeHead = reading.NewWordSet("persist-time-head", false)

// keptDrop zeroes the cues of persist-kept-cue of sentence s
// when it describes a memory feature (kept).
func keptDrop(v *reading.ToolView, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	lead := false
	for k := range cues {
		if cues[k].Weight > 0 && wsKeptCue.Has(cues[k].Rule) {
			lead = true
		}
	}
	if !lead || v == nil || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return
	}
	r := &reading.AskReader{V: v, A: a, S: s, Raw: v.FieldText}
	if !kept(r) {
		return
	}
	for k := range cues {
		if wsKeptCue.Has(cues[k].Rule) {
			cues[k].Weight = 0
		}
	}
}

// kept: the sentence keeps the person's own (a person's
// possessive within the four words after its first word, the act: "Save
// a user's instruction ... as a persistent learning") or only the
// project's facts in the memory said to last (durableOnlyAnyLater), and it
// brings no content of the unit's own and names no agent's home: no
// quotation, no path into an agent's home ("the user's rules into
// ~/.claude/CLAUDE.md" plants them where every project reads them), no
// colon leading to a block; the facts in lasting memory no pointing determiner (this,
// these, the following) and no clause of content either (that, whether:
// "store in long-term memory that ...").
func kept(r *reading.AskReader) bool {
	end := int(r.A.Tokens[r.S.To-1].End)
	if head := strings.TrimRight(r.Raw[:min(end+1, len(r.Raw))], " \t\r\n"); strings.HasSuffix(head, ":") || strings.HasSuffix(head, "：") {
		return false
	}
	durable, pointed := false, false
	for i := r.S.From; i < r.S.To; i++ {
		w := r.Lw(i)
		switch {
		case r.A.Tokens[i].Kind == reading.TokQuote, r.A.Tokens[i].Kind == reading.TokPath && reading.HomePathCue(w) > 0:
			return false
		case reading.WsAskSelfDet.Has(w), wsOwnObject.Has(w), wsContentCl.Has(w):
			pointed = true
		case wsDurable.Has(w) && durableOnlyLaterSession(r, i):
			durable = true
		}
	}
	// A person's own object is the object whatever else the sentence
	// points at ("a user's preference ... that applies in all future
	// sessions on this project"); the facts kept in lasting memory are
	// named by no pointing word and no clause of content.
	return personOwned(r) || durable && !pointed
}

// personOwned: a word of the person class with a possessive mark
// right after it stands within the four words after the sentence's first.
func personOwned(r *reading.AskReader) bool {
	for i := r.S.From + 1; i < r.S.To && i <= r.S.From+4; i++ {
		t := &r.A.Tokens[i]
		if t.Kind != reading.TokWord || r.Class(i)&reading.DPerson == 0 || int(t.End) >= len(r.Raw) {
			continue
		}
		rest := r.Raw[t.End:]
		for _, m := range reading.WsPossMark.Words {
			if strings.HasPrefix(rest, m) {
				return true
			}
		}
	}
	return false
}

// durableOnlyLaterSession is durableOnlyAnyLater with a word of time to come
// (persist-later) read as a scope only where a head of
// persist-time-head follows it within two words ("every new session");
// "new facts" names the facts, not a later session.
func durableOnlyLaterSession(r *reading.AskReader, place int) bool {
	return durableOnly(r, place, true)
}

// timeHeadAfter: a head of persist-time-head stands within the two
// words after the word at i ("every new session", not "new facts").
func timeHeadAfter(r *reading.AskReader, i int) bool {
	for k := i + 1; k < r.S.To && k <= i+2; k++ {
		if wsTimeHead.Has(r.Lw(k)) {
			return true
		}
	}
	return false
}
