package detect

import "strings"

// Persistence through the user's startup files (#55,
// rules/agent-persist25.rules): a sentence, in any language, that has the
// agent write into a place every later shell, login, schedule or
// connection of the user reads again (a shell profile, the crontab, the
// ssh client's config, PowerShell's profile), where what it writes runs
// past the task and past the user's eye: a fetch from an outside address,
// a module preloaded into every later process, the agent started with its
// prompts off. The prose says where; what is written is in its own code
// spans or in the block its colon leads to (a fenced or an indented
// block, an inline span on the next line), which the reading takes in as
// the sentence's content. A line that only sets a PATH, an editor or a
// proxy, or hooks a local tool in, is what installers and setup guides
// ask, and stays clean; so do the act negated, permitted, conditioned on
// the user's asking, or left to the user.

// lWrite25: the lexicons' verbs of writing into a file (add, append,
// write, insert, enter, put, create, copy, paste: persist25-write), which
// the readings of a place written (homeRuleLang, startupWritten25) take as
// the act where demand-persist, a verb of keeping, has none.
var lWrite25 = lbit(140)

func init() {
	lexClassNames["persist25-write"] = lWrite25
}

var (
	wsStartupPlace25 = newWordSet("persist25-startup-place", false)
	wsPreload25      = newWordSet("persist25-preload", false)
)

// startupWrittenEn25 is startupWritten25 on an English sentence (the
// other languages' sentences are read with their facts in askCues).
func (r *askReader) startupWrittenEn25() int {
	if sl := sentenceLang(r.a, r.s); sl.english <= 0 && sl.lang != "" {
		return -1
	}
	return r.startupWritten25(nil)
}

// startupWritten25 (ask.startup-written): the place, the act and what is
// written; f holds another language's facts, nil for English. It returns
// the place's token, -1 if none.
func (r *askReader) startupWritten25(f *langFacts) int {
	if r.tableRow() {
		return -1
	}
	place := -1
	for i := r.s.From; i < r.s.To; i++ {
		if r.startupPlace25(i) && !r.placeNegated23(i) && !r.readersOwn25(i) {
			place = i
			break
		}
	}
	if place < 0 {
		return -1
	}
	if f == nil {
		if r.questionOrReport() || !r.startupActEn25() {
			return -1
		}
	} else if !f.has(lset(lWrite25, lPersist, lSend, lRecord)) || f.has(lset(lPermission, lProhibitive, lNegator, lConditional)) ||
		!f.ordered() && !f.first.has(lWrite25) {
		return -1
	}
	from, end := int(r.a.Tokens[r.s.From].Start), int(r.a.Tokens[r.s.To-1].End)
	if !startupPayload25(r.raw, r.a, r.s.From, from, startupBlockEnd25(r.raw, end)) && !r.startupFenced25(end) {
		return -1
	}
	return place
}

// startupFenced25: the fenced block the sentence ending at end leads to
// with its colon holds what startupPayload25 reads. Discovery takes a
// fenced block out of the prose into a field of its own (CodeField,
// RunField) and leaves blanks of its shape behind, offsets and line
// breaks kept: the block led to is the one whose lines fit the blank
// lines right after the colon.
func (r *askReader) startupFenced25(end int) bool {
	head := strings.TrimRight(r.raw[:end], " \t")
	if !strings.HasSuffix(head, ":") && !strings.HasSuffix(head, "：") || r.v == nil || r.v.Tool == nil {
		return false
	}
	q := end
	for q < len(r.raw) && (r.raw[q] == ' ' || r.raw[q] == '\t' || r.raw[q] == '\n' || r.raw[q] == '\r') {
		q++
	}
	for _, key := range []string{CodeField, RunField} {
		blocks, _ := r.v.Tool.Extra[key].([]any)
		for _, b := range blocks {
			c, ok := b.(string)
			if !ok || len(c) == 0 || len(c) > q-end || !blankOf25(r.raw[end:q], c) {
				continue
			}
			a := Analyze(c)
			if a != nil && len(a.Tokens) > 0 && startupPayload25(c, a, 0, 0, len(c)) {
				return true
			}
		}
	}
	return false
}

// blankOf25: block c fits somewhere in blank, the run of blanks after a
// colon: its line breaks fall where blank has its own.
func blankOf25(blank, c string) bool {
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

// startupPlace25: token i names a startup place of the user: a shell
// profile in the home folder (the home entries of shell-persist-carrier),
// the crontab (shell-scheduler), or a place of persist25-startup-place
// (the ssh client's config, PowerShell's profile). A project's own
// hooks or CI files, which shell-persist-carrier also holds, are the
// project's.
func (r *askReader) startupPlace25(i int) bool {
	t := &r.a.Tokens[i]
	w := r.lw23(i)
	switch t.Kind {
	case TokPath:
		if placeIn(w, wsStartupPlace25) {
			return true
		}
		p := w
		for _, h := range homeVariable.items {
			if rest, ok := strings.CutPrefix(p, h); ok {
				p = homePrefix25 + rest
			}
		}
		for _, e := range wsShellPersistCarrier.words {
			if strings.HasPrefix(e, homePrefix25) && p == e {
				return true
			}
		}
	case TokWord, TokIdent:
		return wsShellScheduler.has(w) || wsStartupPlace25.has(w)
	}
	return false
}

// homePrefix25 is how the word sets spell the user's home folder (as
// placeIn reads them).
const homePrefix25 = "~/"

// startupActEn25: an English act of writing (persist23-plant-verb, a
// verb of making, a verb of keeping) ordered, not negated, permitted,
// reported or mentioned in quotes, not the user's to do, not on the
// user's asking.
func (r *askReader) startupActEn25() bool {
	for i := r.s.From; i < r.s.To; i++ {
		if !r.word(i) || !(wsPlantVerb23.has(r.lw23(i)) || r.class(i)&dPersist != 0 || r.madeAct24(i)) || r.nounUse(i) {
			continue
		}
		if r.negated(i) || r.permitted23(i) || r.reported23(i) || r.stated23(i) || r.adjectival23(i) || quotedAt(r.a, r.s, i) {
			continue
		}
		if r.userActs23(i) || r.conditionedBy23(i) || plantedByUser23(r.a, r.s, r.raw) {
			return false
		}
		return orderedClause(r.a, r.s, i) || r.plantMood23(i)
	}
	return false
}

// startupPayload25: what is written (the tokens of a from token first,
// from byte from to byte to: a sentence and the block its colon leads
// to) runs past the task: a network client (shell-sender)
// with an address that names its scheme, or a preload or an agent's
// prompts switched off (persist25-preload).
func startupPayload25(raw string, a *Analysis, first, from, to int) bool {
	sender, url := false, false
	for i := first; i < len(a.Tokens) && int(a.Tokens[i].Start) < to; i++ {
		t := &a.Tokens[i]
		if int(t.Start) < from {
			continue
		}
		w := strings.ToLower(t.Text(a))
		switch t.Kind {
		case TokURL:
			url = url || strings.Contains(w, schemeMark25)
		case TokWord, TokIdent:
			if wsShellSender.has(w) {
				sender = true
			}
			// A flag keeps its dashes: "--require" is the token
			// "require" after two hyphens.
			k := int(t.Start)
			for k > 0 && raw[k-1] == '-' {
				k--
			}
			if wsPreload25.has(w) || k < int(t.Start) && wsPreload25.has(strings.ToLower(raw[k:t.End])) {
				return true
			}
		}
	}
	return sender && url
}

// schemeMark25 separates an address's scheme from the rest: a fetch
// names it (a host alone, as ssh's HostName writes it, is no fetch).
const schemeMark25 = "://"

// startupBlockEnd25 is where what a sentence ending at end writes ends:
// end itself, unless the sentence ends in a colon; then the rest of its
// line and, when that is blank, the block after it: a fenced block to its
// closing fence, or the lines indented by four spaces or more or opening
// with a code span (a list item's inline line), up to the first blank
// line or line that is neither.
func startupBlockEnd25(raw string, end int) int {
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
	if fence := fenceOf25(first); fence != "" {
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

// fenceOf25 is the fence a line opens a fenced block with (three or
// more backticks or tildes), "" if none.
func fenceOf25(line string) string {
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

// negatedOnlyConceded25: every negator of the sentence stands after a
// word of concession (grammar-concessive: aunque, même si, obwohl): it
// negates what is conceded ("even if the user does not ask"), not the
// act ordered before it.
func negatedOnlyConceded25(f *langFacts) bool {
	c := f.hit(lConcessive)
	if c == nil {
		return false
	}
	for i := range f.hits {
		if h := &f.hits[i]; h.cls.has(lNegator) && h.start < c.start {
			return false
		}
	}
	return true
}

// plantedJoinedLang25 reads ask.rule-planted-lang and ask.home-rule-lang
// again on another language's sentence joined with the next line when the
// tokenizer cut it at a line break inside it (joinedLang25): the place
// or the rule is often on the second line ("... dans la mémoire globale de
// l'utilisateur\n(`~/.claude/CLAUDE.md`) la préférence suivante").
func (r *askReader) plantedJoinedLang25(lang string, cue func(askID, int, int)) {
	w, ok := r.joinedLang25()
	if !ok {
		return
	}
	defer func(s Sent) { r.s = s }(r.s)
	// Either half read alone already names it (askCues reads each
	// sentence): once is enough.
	for _, h := range [...]Sent{r.s, {From: r.s.To, To: w.To, Cls: w.Cls}} {
		r.s = h
		if sl := sentenceLang(r.a, h); sl.english <= 0 && sl.lang != "" {
			f := readLang(r.raw, r.a, h, sl.lang)
			if r.homeRuleLang(&f) >= 0 || r.rulePlantedLang23(&f) >= 0 {
				return
			}
		}
	}
	r.s = w
	if sl := sentenceLang(r.a, w); sl.english > 0 || sl.lang != lang {
		return
	}
	f := readLang(r.raw, r.a, w, lang)
	if i := r.homeRuleLang(&f); i >= 0 {
		cue(askHomeRuleLang, i, i+1)
	} else if i := r.rulePlantedLang23(&f); i >= 0 {
		cue(askPlantedLang23, i, i+1)
	}
}

// joinedLang25: sentence s ends at a line break with no mark of a
// sentence's or a clause's end before it, and the next line goes on with
// the paragraph (Markdown's lazy continuation: not blank, not a heading,
// a list item, a quote, a table row or a fence): the sentence with the
// next one, and true.
func (r *askReader) joinedLang25() (Sent, bool) {
	s := r.s
	if s.To <= s.From {
		return s, false
	}
	last := r.a.Tokens[s.To-1]
	end := int(last.End)
	if last.Kind == TokPunct && strings.ContainsAny(r.txt(s.To-1), sentenceEnds25) {
		return s, false
	}
	if start := int(r.a.Tokens[s.From].Start); start < len(r.raw) && r.raw[start] == '#' {
		return s, false
	}
	if end >= len(r.raw) || r.raw[end] != '\n' {
		return s, false
	}
	line, _, _ := strings.Cut(r.raw[end+1:], "\n")
	line = strings.TrimLeft(line, " \t")
	if line == "" || strings.ContainsRune(blockOpeners25, rune(line[0])) || fenceOf25(line) != "" || listNumber25(line) {
		return s, false
	}
	return joinNextSent(r.a, s)
}

// sentenceEnds25 are the marks that end a sentence or a clause, in the
// Latin and the full-width forms.
const sentenceEnds25 = ".!?:;。！？：；"

// blockOpeners25 are the characters that open a Markdown block of its own
// at a line's start (a heading, a list item, a quote, a table row, HTML).
const blockOpeners25 = "#-*+>|<"

// listNumber25: line opens an ordered list item ("3. ", "3) ").
func listNumber25(line string) bool {
	k := 0
	for k < len(line) && line[k] >= '0' && line[k] <= '9' {
		k++
	}
	return k > 0 && k+1 < len(line) && (line[k] == '.' || line[k] == ')') && line[k+1] == ' '
}

var (
	wsDurable25   = newWordSet("persist25-durable", false)
	wsOwnObject25 = newWordSet("persist25-own-object", false)
)

// durableOnly25: the place ask.rule-planted found at token place is only
// the agent's memory said to last (persist25-durable: "in persistent
// memory"), no word of a wider scope stands in the sentence (global,
// user-level, a later session, an agent's home), and what is kept is no
// text of this unit's own (no determiner or pronoun of persist25-own-object,
// no quotation): the project's facts (decisions, conventions, known
// issues) kept where a memory or context agent keeps them, its job, not a
// standing order planted. fresh11's context-manager agent taught it.
func (r *askReader) durableOnly25(place int) bool { return r.durableOnly(place, false) }

// durableOnly is durableOnly25's reading; with timeHead a word of time to
// come (persist23-later) is a wider scope only where a head of
// persist26-time-head follows it within two words (persist26DurableOnly).
func (r *askReader) durableOnly(place int, timeHead bool) bool {
	if place < 0 || !wsDurable25.has(r.lw23(place)) {
		return false
	}
	for i := r.s.From; i < r.s.To; i++ {
		t := &r.a.Tokens[i]
		w := r.lw23(i)
		switch {
		case t.Kind == TokQuote, t.Kind == TokPath && homePathCue(w) > 0:
			return false
		case wsBeyond23.has(w) && !wsDurable25.has(w), wsOwnObject25.has(w), wsAskSelfDet.has(w):
			return false
		case wsLater23.has(w) && (!timeHead || r.timeHeadAfter26(i)):
			return false
		}
	}
	return true
}

var wsReaders25 = newWordSet("persist25-readers-own", false)

// readersOwn25: a possessive of the reader (persist25-readers-own: "your
// ~/.zshrc") stands within the two words before the place at i: a tip to
// the person who reads the file about their own shell, which they edit
// (steipete+agent-rules' global rules taught it); an order to the agent
// names the user's file ("the user's ~/.zshrc") or the file alone.
func (r *askReader) readersOwn25(i int) bool {
	for k := i - 1; k >= r.s.From && k >= i-3; k-- {
		if wsReaders25.has(r.lw23(k)) {
			return true
		}
	}
	return false
}
