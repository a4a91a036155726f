package execution

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// lSetup: the lexicons' verbs of applying, loading, refreshing,
// updating and setting up (remote-setup), the project's translation of
// the English class.
var LSetup = reading.Lbit(160)

var wsSetup = reading.NewWordSet("remote-setup", false)

// FetchLead reports whether lead, the paragraph before a block
// (its lines joined, the last ending in a colon), orders the agent to run
// block, a block that fetches code from an outside address and runs it:
// the lead's last sentence, or the whole paragraph, holds a verb of
// running (demand-execute) or of setting up (remote-setup) and no
// negation, prohibition or person; in another language its facts hold
// the same classes, with no negator, prohibition, condition or user.
func FetchLead(lead, block string) bool {
	lead = strings.TrimSpace(lead)
	if !strings.HasSuffix(strings.TrimRight(lead, "*_ "), ":") && !strings.HasSuffix(lead, "：") {
		return false
	}
	if !fetchRun(block) && !reading.FetchRun(block) { // the download before the run
		return false
	}
	a := reading.Analyze(lead)
	if a == nil || len(a.Sents) == 0 {
		return false
	}
	s := a.Sents[len(a.Sents)-1]
	if reading.LeadNamesPractice(a, s) && !setupOrdered(a, s) || ToldLead(lead) || reading.ExampleLead(lead) {
		// A verb of running in -ing names a practice ("Piping a
		// download into an interpreter:"), unless the sentence orders
		// a setting up besides ("Before running the build you are
		// required to refresh it:": the running is when, the refresh
		// what to do).
		return false
	}
	if reading.LeadShape(lead, a) { // a label, a naming sentence, a task with an instrument
		return true
	}
	sl := reading.SentenceLang(a, s)
	if sl.English <= 0 && sl.Lang != "" {
		return leadOrderLang(reading.ReadLang(lead, a, s, sl.Lang))
	}
	if sl.English == 0 && sl.Lang == "" && !reading.LeadVeto(a) {
		// A lead too short for its language to be told ("Execute
		// sempre no PowerShell:", whose "no" is Portuguese "in the"):
		// an order in one of the lexicons' languages.
		reading.LexOnce.Do(reading.LoadLexicons)
		for _, lang := range reading.LexLangs {
			if leadOrderLang(reading.ReadLang(lead, a, s, lang)) {
				return true
			}
		}
	}
	return leadOrder(a, s.From, s.To) || leadOrder(a, 0, len(a.Tokens))
}

// leadOrderLang is leadOrder on another language's facts:
// a verb of running or of setting up, no negator, prohibition or
// condition (but a case bounded in time: "before you build"), no user
// before the verb.
func leadOrderLang(f reading.LangFacts) bool {
	if f.Has(reading.Lset(reading.LNegator, reading.LProhibitive)) || f.Has(reading.LConditional) && !reading.CaseBounds(&f) {
		return false
	}
	for i := range f.Hits {
		h := &f.Hits[i]
		if h.Cls.Has(reading.LUser) {
			return false
		}
		if h.Cls.Has(reading.LExecute) || h.Cls.Has(LSetup) {
			return true
		}
	}
	return false
}

// leadOrder: tokens from..to of a lead hold a verb of running or
// of setting up, and no negation, prohibition or person but in what the
// order sets aside ("fix it with our helper rather than asking the user
// to reinstall": the user there is not the one who runs).
//
// A condition before the order, closed by a comma ("if the rule does not
// resolve it, apply the patch:"), says when: its negation or person is
// the case's, not the order's, and a verb of running in it is not the
// order either.
func leadOrder(a *reading.Analysis, from, to int) bool {
	order := false
	aside := false // in a clause the order sets aside ("rather than asking the user")
	for i := from; i < to; i++ {
		t := &a.Tokens[i]
		if reading.WsConditionOpener.Has(reading.Lower(t.Text(a))) {
			if k := conditionEnd(a, i, to); k > 0 {
				i = k
				continue
			}
		}
		c := reading.DemandOf(a, t)
		w := reading.Lower(t.Text(a))
		if t.Kind == reading.TokPunct && w != "'" {
			aside = false
		}
		if reading.WsThan.Has(w) && i > from && reading.WsRather.Has(reading.Lower(a.Tokens[i-1].Text(a))) ||
			reading.WsInstead.Has(w) {
			aside = true // what is set aside is not the order: the person there runs nothing
		}
		if !aside && (c&reading.DNegation != 0 || reading.Prohibition[w] || c&reading.DPerson != 0) {
			return false
		}
		if c&reading.DExecute != 0 || wsSetup.Has(w) || wsSetup.Has(text.Stem(w)) {
			order = true
		}
	}
	return order
}

// conditionEnd is the comma that closes the condition opened at token i
// (condition-opener: "if", "when", "unless") before token to: the first
// comma an order's verb of running or setting up follows ("if the
// conflict involves `react`, `react-dom` or `@types/react` and the rule
// does not resolve it, apply the patch:"; a list's commas stay inside).
// 0 when none does before the sentence ends: a condition no such comma
// closes is not told from the order.
func conditionEnd(a *reading.Analysis, i, to int) int {
	for k := i + 1; k+1 < to; k++ {
		t := &a.Tokens[k]
		if t.Kind != reading.TokPunct {
			continue
		}
		switch t.Text(a) {
		case ",":
			n := &a.Tokens[k+1]
			w := reading.Lower(n.Text(a))
			if n.Kind == reading.TokWord && (reading.DemandOf(a, n)&reading.DExecute != 0 || wsSetup.Has(w)) && !reading.InflectedVerb(a, k+1) && reading.WsIngEnding.EndsIn(w) == "" {
				return k
			}
		case ".", ";", ":", "!", "?":
			return 0
		}
	}
	return 0
}

// setupOrdered: sentence s of a lead orders a setting up (remote-setup,
// in its base form): the sentence opens with it, or it follows "to", a
// modal or a comma ("you are required to refresh it:", "If it fails,
// apply the patch:").
func setupOrdered(a *reading.Analysis, s reading.Sent) bool {
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		w := reading.Lower(t.Text(a))
		if t.Kind != reading.TokWord || !wsSetup.Has(w) || reading.InflectedVerb(a, i) || reading.WsIngEnding.EndsIn(w) != "" || t.Text(a) != t.Stem(a) && !wsSetup.Has(t.Stem(a)) {
			continue
		}
		if i == s.From {
			return true
		}
		p := &a.Tokens[i-1]
		pw := reading.Lower(p.Text(a))
		if reading.WsTo.Has(pw) || pw == "," || reading.Grammar(pw, reading.GModal) {
			return true
		}
	}
	return false
}

// fetchRun: block, read at the shell's syntax, fetches code from
// an outside address and runs it (proseRunKinds), or pipes a download into
// an interpreter (installKinds of the plain scan).
func fetchRun(block string) bool {
	b := reading.BlankFences(block)
	for _, h := range reading.ShellFlow(b, false) {
		if (reading.ProseRunKinds[h.Kind] || reading.InstallKinds[h.Kind]) && reading.OutsideURLIn(b, h.Span) {
			return true
		}
	}
	for _, h := range reading.FindHookShell(b) {
		if reading.InstallKinds[h.Kind] && reading.OutsideURLIn(b, h.Span) {
			return true
		}
	}
	return false
}

var wsFetch = reading.NewWordSet("remote-fetch", false) // download, fetch, pull, clone, grab

var wsRun = reading.NewWordSet("remote-run", false) // pipe, eval, source, invoke, launch: ways to run code

var wsRunWhat = reading.NewWordSet("remote-run-what", false) // it, them, each line, every block: what was fetched

// splitHits is hits with the fetch and the run an instruction
// kind's prose splits across clauses, sentences or steps ("Download URL,
// unpack it into /tmp/x and run `/tmp/x/setup`", "the helper is fetched
// from URL and executed with `node`", "fetch [the installer](URL) and
// pipe it into `sh`"): a verb of fetching (remote-fetch) before an
// outside address in its sentence, then, in that sentence or the next
// two, a verb of running (demand-execute, remote-run) whose object is
// what was fetched: a pronoun or a word of remote-run-what right
// after it, an interpreter it is run with (shell-interpreter), or a
// command whose program is the file or folder the download went to. The
// hit (kind download-run) spans the fetch's verb to the address's end,
// so that remoteRunTold reads its line for the vendor, a negation or the
// user told; a run of a local program on the downloaded data ("run
// `python analyze.py data/x.csv`") is no run of what was fetched.
func SplitHits(hits []reading.ShellHit, text string) []reading.ShellHit {
	if !strings.Contains(text, "://") {
		return hits
	}
	lower := reading.Lower(text)
	for at := range reading.Occurrences(lower, "://") {
		ustart := at
		for ustart > 0 && uRLByte(lower[ustart-1]) {
			ustart--
		}
		uend := at + 3
		for uend < len(lower) && uRLByte(lower[uend]) {
			uend++
		}
		u := strings.TrimRight(lower[ustart:uend], ".,;:")
		if wsWebScheme.StartsIn(u) == "" || !reading.OutsideAddress(u) {
			continue
		}
		uend = ustart + len(u)
		sStart := sentenceStart(lower, ustart)
		verb, from := fetchVerb(lower[sStart:ustart]), uend
		if verb >= 0 {
			verb += sStart
		} else if v := fetchAfter(lower[uend:sentencesEnd(lower, uend, 2)]); v >= 0 {
			// "[the script](URL). Fetch it and run each line": the
			// fetch names the address after it.
			verb, from = ustart, uend+v
		} else {
			continue
		}
		if covered(hits, verb, uend) {
			continue
		}
		end := sentencesEnd(lower, from, 3)
		dest := dest(lower[sStart:sentencesEnd(lower, uend, 1)])
		if !runOfFetched(lower[from:end], dest) {
			continue
		}
		hits = append(slices.Clip(hits), reading.ShellHit{ID: reading.RemoteRunRule, Kind: "download-run", Span: reading.Span{Start: verb, End: uend}})
	}
	slices.SortStableFunc(hits, func(a, b reading.ShellHit) int { return a.Span.Start - b.Span.Start })
	return hits
}

func uRLByte(c byte) bool {
	return c > ' ' && c < 0x7f && !strings.ContainsRune("()<>[]`\"'|", rune(c))
}

// covered: a hit of hits already reads the command that spans
// from..to.
func covered(hits []reading.ShellHit, from, to int) bool {
	for _, h := range hits {
		if h.Span.Start < to && h.Span.End > from && reading.InstallKinds[h.Kind] {
			return true
		}
	}
	return false
}

// sentenceStart: where the sentence holding offset at starts: after
// a full stop and a space, a blank line, or a list item's mark.
func sentenceStart(s string, at int) int {
	for i := at - 1; i > 0; i-- {
		switch {
		case s[i] == '\n' && (s[i-1] == '\n' || itemAt(s, i+1)):
			return i + 1
		case (s[i] == ' ' || s[i] == '\n') && (s[i-1] == '.' || s[i-1] == '!' || s[i-1] == '?'):
			return i + 1
		}
	}
	return 0
}

// itemAt: a list item starts at i (a dash, a star or a number and
// a dot, after spaces).
func itemAt(s string, i int) bool {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	if i < len(s) && (s[i] == '-' || s[i] == '*') {
		return true
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	return j > i && j < len(s) && (s[j] == '.' || s[j] == ')')
}

// sentencesEnd: the end of the n-th sentence from at (a full stop
// before a space, a blank line or a list item closes one), or the text's
// end.
func sentencesEnd(s string, at, n int) int {
	for i := at; i < len(s); i++ {
		stop := s[i] == '\n' && (i+1 < len(s) && s[i+1] == '\n' || itemAt(s, i+1)) ||
			(s[i] == '.' || s[i] == '!' || s[i] == '?') && (i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n')
		if stop {
			n--
			if n == 0 {
				return i
			}
		}
	}
	return len(s)
}

// fetchVerb is the offset in s (the sentence up to the address) of
// the last verb of fetching, -1 if none.
func fetchVerb(s string) int {
	last := -1
	words(s, func(w string, at int) {
		if wsFetch.Has(w) {
			last = at
		}
	})
	return last
}

// fetchAfter is the offset in s (the text after an address) of
// a verb of fetching whose object, within three words, is the address
// named again (a pronoun or a word of remote-run-what: "fetch it",
// "download that URL"), -1 if none.
func fetchAfter(s string) int {
	ws := wordList(s)
	for i, w := range ws {
		if !wsFetch.Has(w.w) {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			if wsRunWhat.Has(ws[k].w) {
				return w.at
			}
		}
	}
	return -1
}

// word is a word of a text and its offset (words).
type word struct {
	w  string
	at int
}

// wordList is the words of s in order, for the readings that look a few
// words past one.
func wordList(s string) []word {
	var ws []word
	words(s, func(w string, at int) { ws = append(ws, word{w, at}) })
	return ws
}

// words calls f with each word of s (letters, lower case) and its
// offset.
func words(s string, f func(w string, at int)) {
	for i := 0; i < len(s); {
		if !(s[i] >= 'a' && s[i] <= 'z') {
			i++
			continue
		}
		j := i
		for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] == '-') {
			j++
		}
		if i == 0 || !(s[i-1] == '/' || s[i-1] == '.' || s[i-1] == '_' || s[i-1] >= '0' && s[i-1] <= '9') {
			f(s[i:j], i)
		}
		i = j
	}
}

// dest: the file or folder a download is written to, named after
// its address in the same sentence (a path: /tmp/x, ~/x, ./x), "" if
// none.
func dest(s string) string {
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, "`'\",;.()")
		if strings.HasPrefix(w, "/") || strings.HasPrefix(w, "~/") || strings.HasPrefix(w, "./") || strings.HasPrefix(w, "$home/") {
			return strings.TrimRight(w, "/")
		}
	}
	return ""
}

// runOfFetched: s (the text after the address, to the end of the
// next sentences) runs what was fetched: a verb of running (not negated
// in the three words before it) followed within four words by a pronoun
// or a word of remote-run-what, by "with" and an interpreter, or by a
// command whose program, or the script its interpreter is given, is dest
// or lies under it.
func runOfFetched(s, dest string) bool {
	ws := wordList(s)
	for i, w := range ws {
		c := reading.DemandWords[w.w] | reading.DemandWords[text.Stem(w.w)]
		if c&reading.DExecute == 0 && !wsRun.Has(w.w) {
			continue
		}
		if wsFetch.Has(w.w) {
			continue // download is a fetch, not a run
		}
		negated := false
		for k := max(0, i-3); k < i; k++ {
			if reading.DemandWords[ws[k].w]&reading.DNegation != 0 {
				negated = true
			}
		}
		if negated {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+4; k++ {
			if wsRunWhat.Has(ws[k].w) {
				return true
			}
			if wsInstrument.Has(ws[k].w) && k+1 < len(ws) && reading.WsShellInterpreter.Has(ws[k+1].w) {
				return true
			}
		}
		if dest != "" && programIs(s[w.at:], dest) {
			return true
		}
		if dest != "" {
			// The command in the code span after the verb.
			rest := s[w.at:]
			if q := strings.IndexByte(rest, '`'); q >= 0 && q < 40 {
				cmd := rest[q+1:]
				if e := strings.IndexByte(cmd, '`'); e >= 0 {
					cmd = cmd[:e]
				}
				fs := strings.Fields(cmd)
				for len(fs) > 0 && (reading.WsShellInterpreter.Has(fs[0]) || reading.WsShellPrivilege.Has(fs[0])) {
					fs = fs[1:]
				}
				if len(fs) > 0 && (fs[0] == dest || strings.HasPrefix(fs[0], dest+"/")) {
					return true
				}
			}
		}
	}
	return false
}

// programIs: s runs dest, or a file under it, as a program: the
// path stands first in a command (after a line's start, "&&", ";", a
// backquote) or after an interpreter or a privilege program.
func programIs(s, dest string) bool {
	for at := range reading.Occurrences(s, dest) {
		off := at + len(dest)
		if off < len(s) && s[off] != '/' && s[off] != ' ' && s[off] != '`' && s[off] != '\n' && s[off] != '"' {
			continue
		}
		before := strings.TrimRight(s[:at], " \t\"'")
		if before == "" || strings.HasSuffix(before, "&&") || strings.HasSuffix(before, ";") || strings.HasSuffix(before, "`") || strings.HasSuffix(before, "\n") {
			return true
		}
		f := strings.Fields(before)
		if len(f) > 0 && (reading.WsShellInterpreter.Has(f[len(f)-1]) || reading.WsShellPrivilege.Has(f[len(f)-1])) {
			return true
		}
	}
	return false
}

var wsHandOver = reading.NewWordSet("remote-hand-over", false) // give, provide, suggest, offer: handing text to someone

var wsGuidance = reading.NewWordSet("remote-guidance", false) // instructions, steps, guidance: what is handed

var wsChecksum = reading.NewWordSet("remote-checksum", false) // sha256sum, shasum, gpg: programs that verify a file

var wsVerifyOption = reading.NewWordSet("remote-verify-option", false) // -c, --check, verify-blob: how a checksum program is told to check

var wsExit = reading.NewWordSet("remote-exit", false) // the shell built-in that ends a script

var wsInstrument = reading.NewWordSet("remote-instrument", false) // with, into, through, using: before an interpreter

var wsWebScheme = reading.NewWordSet("remote-web-scheme", false) // http: a web address's scheme (prefix of https too)

// shownLead: the command at span sp of text stands on a list item
// or a line of its own, and the lead above it (the nearest line that is no
// list item, ending in a colon) hands it to a person: a verb of
// communicating or of handing over (demand-communicate,
// remote-hand-over), not governed by a preposition ("without telling")
// nor negated, followed within four words by a person or by what is
// handed (remote-guidance).
func ShownLead(text string, sp reading.Span) bool {
	if sp.Start < 0 || sp.Start > len(text) {
		return false
	}
	at := strings.LastIndexByte(text[:sp.Start], '\n') + 1
	blank := 0
	for at > 0 {
		start := strings.LastIndexByte(text[:at-1], '\n') + 1
		line := strings.TrimSpace(text[start : at-1])
		at = start
		switch {
		case line == "":
			blank++
			if blank > 1 {
				return false
			}
			continue
		case itemAt(line, 0):
			continue
		}
		if !strings.HasSuffix(strings.TrimRight(line, "*_ "), ":") {
			return false
		}
		if k := strings.LastIndex(line, ". "); k >= 0 {
			line = line[k+2:] // the lead's last sentence holds its order
		}
		return handsOver(line)
	}
	return false
}

// handsOver: lead holds a verb of communicating or handing over
// with a person or a word of remote-guidance within four words after
// it, the verb neither after a preposition nor within three words of a
// negation.
func handsOver(lead string) bool {
	ws := strings.FieldsFunc(reading.Lower(lead), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'' || r == '-')
	})
	for i, w := range ws {
		c := reading.DemandWords[w] | reading.DemandWords[text.Stem(w)]
		if c&reading.DCommunicate == 0 && !wsHandOver.Has(w) {
			continue
		}
		if i > 0 && reading.Grammar(ws[i-1], reading.GPreposition) {
			continue
		}
		negated := false
		for k := max(0, i-3); k < i; k++ {
			negated = negated || reading.DemandWords[ws[k]]&reading.DNegation != 0 || reading.WsNegClitic.EndsIn(ws[k]) != ""
		}
		if negated {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+4; k++ {
			if wsGuidance.Has(ws[k]) || reading.DemandWords[ws[k]]&reading.DPerson != 0 {
				return true
			}
		}
	}
	return false
}

// verified is a script's hits without the fetch-and-run ones that
// follow a checksum check: a program of remote-checksum whose result is
// checked (its -c or --check option, or its output compared in a test
// that exits on a mismatch) before the line the hit runs on.
func Verified(hits []reading.ShellHit, text string) []reading.ShellHit {
	at := checksumAt(text)
	if at < 0 {
		return hits
	}
	out := hits[:0:0]
	for _, h := range hits {
		if reading.InstallKinds[h.Kind] && h.Span.Start > at {
			continue
		}
		out = append(out, h)
	}
	return out
}

// checksumAt is the offset of the first line of text that runs a
// checksum program and checks its result, -1 if none.
func checksumAt(text string) int {
	checked := false
	for off := 0; off < len(text); {
		end := reading.LineEnd(text, off)
		line := strings.ToLower(text[off:end])
		fs := strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' || r == '|' || r == '(' || r == '$' || r == ';' })
		sum := false
		for _, f := range fs {
			if wsChecksum.Has(f) {
				sum = true
			}
			if sum && wsVerifyOption.Has(f) {
				return off
			}
		}
		if sum {
			checked = true
		}
		if checked && (strings.Contains(line, "\" = \"") || strings.Contains(line, "\" != \"") || strings.Contains(line, " -ne ")) && wsExit.Inside(line) != "" {
			return off
		}
		off = end + 1
	}
	return -1
}
