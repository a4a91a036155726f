package persistence

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var wsStartupPlace = reading.NewWordSet("persist-startup-place", false)

var wsPreload = reading.NewWordSet("persist-preload", false)

// startupWrittenEn is startupWritten on an English sentence (the
// other languages' sentences are read with their facts in askCues).
func StartupWrittenEn(r *reading.AskReader) int {
	if sl := reading.SentenceLang(r.A, r.S); sl.English <= 0 && sl.Lang != "" {
		return -1
	}
	return StartupWritten(r, nil)
}

// startupWritten (ask.startup-written): the place, the act and what is
// written; f holds another language's facts, nil for English. It returns
// the place's token, -1 if none.
func StartupWritten(r *reading.AskReader, f *reading.LangFacts) int {
	if r.TableRow() {
		return -1
	}
	place := -1
	for i := r.S.From; i < r.S.To; i++ {
		if startupPlace(r, i) && !placeNegated(r, i) && !readersOwn(r, i) {
			place = i
			break
		}
	}
	if place < 0 {
		return -1
	}
	if f == nil {
		if r.QuestionOrReport() || !startupActEn(r) {
			return -1
		}
	} else if !f.Has(reading.Lset(reading.LWrite, reading.LPersist, reading.LSend, reading.LRecord)) || f.Has(reading.Lset(reading.LPermission, reading.LProhibitive, reading.LNegator, reading.LConditional)) ||
		!f.Ordered() && !f.First.Has(reading.LWrite) {
		return -1
	}
	from, end := int(r.A.Tokens[r.S.From].Start), int(r.A.Tokens[r.S.To-1].End)
	if !startupPayload(r.Raw, r.A, r.S.From, from, startupBlockEnd(r.Raw, end)) && !startupFenced(r, end) {
		return -1
	}
	return place
}

// startupFenced: the fenced block the sentence ending at end leads to
// with its colon holds what startupPayload reads. Discovery takes a
// fenced block out of the prose into a field of its own (CodeField,
// RunField) and leaves blanks of its shape behind, offsets and line
// breaks kept: the block led to is the one whose lines fit the blank
// lines right after the colon.
func startupFenced(r *reading.AskReader, end int) bool {
	head := strings.TrimRight(r.Raw[:end], " \t")
	if !strings.HasSuffix(head, ":") && !strings.HasSuffix(head, "：") || r.V == nil || r.V.Tool == nil {
		return false
	}
	q := end
	for q < len(r.Raw) && (r.Raw[q] == ' ' || r.Raw[q] == '\t' || r.Raw[q] == '\n' || r.Raw[q] == '\r') {
		q++
	}
	for _, key := range []string{reading.CodeField, reading.RunField} {
		blocks, _ := r.V.Tool.Extra[key].([]any)
		for _, b := range blocks {
			c, ok := b.(string)
			if !ok || len(c) == 0 || len(c) > q-end || !blankOf(r.Raw[end:q], c) {
				continue
			}
			a := reading.Analyze(c)
			if a != nil && len(a.Tokens) > 0 && startupPayload(c, a, 0, 0, len(c)) {
				return true
			}
		}
	}
	return false
}

// blankOf: block c fits somewhere in blank, the run of blanks after a
// colon: its line breaks fall where blank has its own.
func blankOf(blank, c string) bool {
	for p := 0; p+len(c) <= len(blank); p++ {
		fits := true
		for k := 0; k < len(c); k++ {
			if (c[k] == '\n') != (blank[p+k] == '\n') {
				fits = false
				break
			}
		}
		if fits {
			return true
		}
	}
	return false
}

// startupPlace: token i names a startup place of the user: a shell
// profile in the home folder (the home entries of shell-persist-carrier),
// the crontab (shell-scheduler), or a place of persist-startup-place
// (the ssh client's config, PowerShell's profile). A project's own
// hooks or CI files, which shell-persist-carrier also holds, are the
// project's.
func startupPlace(r *reading.AskReader, i int) bool {
	t := &r.A.Tokens[i]
	w := r.Lw(i)
	switch t.Kind {
	case reading.TokPath:
		if reading.PlaceIn(w, wsStartupPlace) {
			return true
		}
		p := w
		for _, h := range reading.HomeVariable.Items {
			if rest, ok := strings.CutPrefix(p, h); ok {
				p = homePrefix + rest
			}
		}
		for _, e := range reading.WsShellPersistCarrier.Words {
			if strings.HasPrefix(e, homePrefix) && p == e {
				return true
			}
		}
	case reading.TokWord, reading.TokIdent:
		return reading.WsShellScheduler.Has(w) || wsStartupPlace.Has(w)
	}
	return false
}

// homePrefix is how the word sets spell the user's home folder (as
// placeIn reads them).
const homePrefix = "~/"

// startupActEn: an English act of writing (persist-plant-verb, a
// verb of making, a verb of keeping) ordered, not negated, permitted,
// reported or mentioned in quotes, not the user's to do, not on the
// user's asking.
func startupActEn(r *reading.AskReader) bool {
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) || !(reading.WsPlantVerb.Has(r.Lw(i)) || r.Class(i)&reading.DPersist != 0 || r.MadeAct(i)) || r.NounUse(i) {
			continue
		}
		if r.Negated(i) || permitted(r, i) || reportedBefore(r, i) || stated(r, i) || adjectival(r, i) || reading.QuotedAt(r.A, r.S, i) {
			continue
		}
		if userSubjectActs(r, i) || conditionedBy(r, i) || PlantedByUser(r.A, r.S, r.Raw) {
			return false
		}
		return reading.OrderedClause(r.A, r.S, i) || plantMood(r, i)
	}
	return false
}

// startupPayload: what is written (the tokens of a from token first,
// from byte from to byte to: a sentence and the block its colon leads
// to) runs past the task: a network client (shell-sender)
// with an address that names its scheme, or a preload or an agent's
// prompts switched off (persist-preload).
func startupPayload(raw string, a *reading.Analysis, first, from, to int) bool {
	sender, url := false, false
	for i := first; i < len(a.Tokens) && int(a.Tokens[i].Start) < to; i++ {
		t := &a.Tokens[i]
		if int(t.Start) < from {
			continue
		}
		w := reading.Lower(t.Text(a))
		switch t.Kind {
		case reading.TokURL:
			url = url || strings.Contains(w, schemeMark)
		case reading.TokWord, reading.TokIdent:
			if reading.WsShellSender.Has(w) {
				sender = true
			}
			// A flag keeps its dashes: "--require" is the token
			// "require" after two hyphens.
			k := int(t.Start)
			for k > 0 && raw[k-1] == '-' {
				k--
			}
			if wsPreload.Has(w) || k < int(t.Start) && wsPreload.Has(strings.ToLower(raw[k:t.End])) {
				return true
			}
		}
	}
	return sender && url
}

// schemeMark separates an address's scheme from the rest: a fetch
// names it (a host alone, as ssh's HostName writes it, is no fetch).
const schemeMark = "://"

// startupBlockEnd is where what a sentence ending at end writes ends:
// end itself, unless the sentence ends in a colon; then the rest of its
// line and, when that is blank, the block after it: a fenced block to its
// closing fence, or the lines indented by four spaces or more or opening
// with a code span (a list item's inline line), up to the first blank
// line or line that is neither.
func startupBlockEnd(raw string, end int) int {
	head := strings.TrimRight(raw[:end], " \t")
	if !strings.HasSuffix(head, ":") && !strings.HasSuffix(head, "：") {
		return end
	}
	nl := strings.IndexByte(raw[end:], '\n')
	if nl < 0 {
		return len(raw)
	}
	at := end + nl
	if strings.TrimSpace(raw[end:at]) != "" {
		return at // the content on the colon's own line
	}
	lines := strings.SplitAfter(raw[at+1:], "\n")
	pos, k := at+1, 0
	for k < len(lines) && strings.TrimSpace(lines[k]) == "" {
		pos += len(lines[k])
		k++
	}
	if k == len(lines) {
		return end
	}
	first := strings.TrimLeft(lines[k], " \t")
	if fence := fenceOf(first); fence != "" {
		pos += len(lines[k])
		for k++; k < len(lines); k++ {
			pos += len(lines[k])
			if strings.HasPrefix(strings.TrimLeft(lines[k], " \t"), fence) {
				break
			}
		}
		return pos
	}
	for ; k < len(lines); k++ {
		l := lines[k]
		body := strings.TrimLeft(l, " \t")
		if strings.TrimSpace(l) == "" || len(l)-len(body) < 4 && !strings.HasPrefix(body, "`") {
			break
		}
		pos += len(l)
	}
	return pos
}

// fenceOf is the fence a line opens a fenced block with (three or
// more backticks or tildes), "" if none.
func fenceOf(line string) string {
	for _, c := range []byte{'`', '~'} {
		n := 0
		for n < len(line) && line[n] == c {
			n++
		}
		if n >= 3 {
			return line[:n]
		}
	}
	return ""
}

// negatedOnlyConceded: every negator of the sentence stands after a
// word of concession (grammar-concessive: aunque, même si, obwohl): it
// negates what is conceded ("even if the user does not ask"), not the
// act ordered before it.
func negatedOnlyConceded(f *reading.LangFacts) bool {
	c := f.Hit(reading.LConcessive)
	if c == nil {
		return false
	}
	for i := range f.Hits {
		if h := &f.Hits[i]; h.Cls.Has(reading.LNegator) && h.Start < c.Start {
			return false
		}
	}
	return true
}

// plantedJoinedLang reads ask.rule-planted-lang and ask.home-rule-lang
// again on another language's sentence joined with the next line when the
// tokenizer cut it at a line break inside it (joinedLang): the place
// or the rule is often on the second line ("... dans la mémoire globale de
// l'utilisateur\n(`~/.claude/CLAUDE.md`) la préférence suivante").
func PlantedJoinedLang(r *reading.AskReader, lang string, cue func(reading.AskID, int, int)) {
	w, ok := joinedLang(r)
	if !ok {
		return
	}
	defer func(s reading.Sent) { r.S = s }(r.S)
	// Either half read alone already names it (askCues reads each
	// sentence): once is enough.
	for _, h := range [...]reading.Sent{r.S, {From: r.S.To, To: w.To, Cls: w.Cls}} {
		r.S = h
		if sl := reading.SentenceLang(r.A, h); sl.English <= 0 && sl.Lang != "" {
			f := reading.ReadLang(r.Raw, r.A, h, sl.Lang)
			if r.HomeRuleLang(&f) >= 0 || RulePlantedLang(r, &f) >= 0 {
				return
			}
		}
	}
	r.S = w
	if sl := reading.SentenceLang(r.A, w); sl.English > 0 || sl.Lang != lang {
		return
	}
	f := reading.ReadLang(r.Raw, r.A, w, lang)
	if i := r.HomeRuleLang(&f); i >= 0 {
		cue(reading.AskHomeRuleLang, i, i+1)
	} else if i := RulePlantedLang(r, &f); i >= 0 {
		cue(reading.AskPlantedLang, i, i+1)
	}
}

// joinedLang: sentence s ends at a line break with no mark of a
// sentence's or a clause's end before it, and the next line goes on with
// the paragraph (Markdown's lazy continuation: not blank, not a heading,
// a list item, a quote, a table row or a fence): the sentence with the
// next one, and true.
func joinedLang(r *reading.AskReader) (reading.Sent, bool) {
	s := r.S
	if s.To <= s.From {
		return s, false
	}
	last := r.A.Tokens[s.To-1]
	end := int(last.End)
	if last.Kind == reading.TokPunct && strings.ContainsAny(r.Txt(s.To-1), sentenceEnds) {
		return s, false
	}
	if start := int(r.A.Tokens[s.From].Start); start < len(r.Raw) && r.Raw[start] == '#' {
		return s, false
	}
	if end >= len(r.Raw) || r.Raw[end] != '\n' {
		return s, false
	}
	line, _, _ := strings.Cut(r.Raw[end+1:], "\n")
	line = strings.TrimLeft(line, " \t")
	if line == "" || strings.ContainsRune(blockOpeners, rune(line[0])) || fenceOf(line) != "" || listNumber(line) {
		return s, false
	}
	return reading.JoinNextSent(r.A, s)
}

// sentenceEnds are the marks that end a sentence or a clause, in the
// Latin and the full-width forms.
const sentenceEnds = ".!?:;。！？：；"

// blockOpeners are the characters that open a Markdown block of its own
// at a line's start (a heading, a list item, a quote, a table row, HTML).
const blockOpeners = "#-*+>|<"

// listNumber: line opens an ordered list item ("3. ", "3) ").
func listNumber(line string) bool {
	k := 0
	for k < len(line) && line[k] >= '0' && line[k] <= '9' {
		k++
	}
	return k > 0 && k+1 < len(line) && (line[k] == '.' || line[k] == ')') && line[k+1] == ' '
}

var wsDurable = reading.NewWordSet("persist-durable", false)

var wsOwnObject = reading.NewWordSet("persist-own-object", false)

// durableOnlyAnyLater: the place ask.rule-planted found at token place is only
// the agent's memory said to last (persist-durable: "in persistent
// memory"), no word of a wider scope stands in the sentence (global,
// user-level, a later session, an agent's home), and what is kept is no
// text of this unit's own (no determiner or pronoun of persist-own-object,
// no quotation): the project's facts (decisions, conventions, known
// issues) kept where a memory or context agent keeps them, its job, not a
// standing order planted. fresh11's context-manager agent taught it.
func durableOnlyAnyLater(r *reading.AskReader, place int) bool { return durableOnly(r, place, false) }

// durableOnly is durableOnlyAnyLater's reading; with timeHead a word of time to
// come (persist-later) is a wider scope only where a head of
// persist-time-head follows it within two words (durableOnlyLaterSession).
func durableOnly(r *reading.AskReader, place int, timeHead bool) bool {
	if place < 0 || !wsDurable.Has(r.Lw(place)) {
		return false
	}
	for i := r.S.From; i < r.S.To; i++ {
		t := &r.A.Tokens[i]
		w := r.Lw(i)
		switch {
		case t.Kind == reading.TokQuote, t.Kind == reading.TokPath && reading.HomePathCue(w) > 0:
			return false
		case reading.WsBeyond.Has(w) && !wsDurable.Has(w), wsOwnObject.Has(w), reading.WsAskSelfDet.Has(w):
			return false
		case wsLater.Has(w) && (!timeHead || timeHeadAfter(r, i)):
			return false
		}
	}
	return true
}

var wsReaders = reading.NewWordSet("persist-readers-own", false)

// readersOwn: a possessive of the reader (persist-readers-own: "your
// ~/.zshrc") stands within the two words before the place at i: a tip to
// the person who reads the file about their own shell, which they edit
// (steipete+agent-rules' global rules taught it); an order to the agent
// names the user's file ("the user's ~/.zshrc") or the file alone.
func readersOwn(r *reading.AskReader, i int) bool {
	for k := i - 1; k >= r.S.From && k >= i-3; k-- {
		if wsReaders.Has(r.Lw(k)) {
			return true
		}
	}
	return false
}
