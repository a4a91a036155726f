package persistence

import (
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// A content-less write of the tool's own settings (persistence; a false
// reading found in public repositories): "Save it to
// `~/.claude/settings.json`, merging with the hooks already there", "Write
// the missing entries back to `~/.claude/settings.json`", "the status line
// entry must be added to the user's `~/.claude/settings.json` by
// `/meter:setup`". The sentence names the act and a settings file of the
// user's home, as an attack's lead does, but what it writes is not in it:
// no code span, no block its colon leads to, no block right before it
// (written reads those). What would be written is then what the
// unit shows: its blocks, and the prose of the section the sentence
// stands in. When no block of the unit fetches from an outside address,
// preloads a module, starts the agent with its prompts off
// (startupPayload), opens the agent's approval (open) or holds
// instructions under a settings key (instructionKey), and the
// section names no outside address (a hook built to post the prompts
// somewhere) and no key of the agent's approval (an allow list fetched
// and written back), the lead's cues of a write planted weigh nothing: a
// settings file holds data, not prose the agent obeys, and a hook or a
// permission an attack would write there is read where the unit shows it.
// A rules or memory file (CLAUDE.md, AGENTS.md) is no settings file
// (settingsPlaceNamed), and its write keeps the reading.

// settingsOnlyDrop zeroes the lead cues of sentence s (persist-lead-cue) when
// s is a content-less write of the tool's own settings (settingsOnly).
func SettingsOnlyDrop(v *reading.ToolView, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	dropLeadCues(cues, func() bool { return settingsOnly(v, a, s) })
}

// settingsOnly: sentence s, in an agent file (an MCP tool's text
// that names a write into the user's settings is no setup the user is
// shown), names a settings file of the user's home
// and no other place of an agent's home (as setupWrite reads
// it), carries no content of its own (no quotation other than a code span, nothing
// written reads), its section names no outside address and no
// key of the agent's approval (approvalKey), and
// every block the unit shows is setup (blockSetup).
func settingsOnly(v *reading.ToolView, a *reading.Analysis, s reading.Sent) bool {
	if v == nil || v.Tool == nil || !reading.IsInstructionKind(v.Tool.Kind) || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return false
	}
	r := &reading.AskReader{V: v, A: a, S: s, Raw: v.FieldText}
	place := -1
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		switch {
		case settingsPlaceNamed(r, i):
			if place < 0 {
				place = i
			}
		case t.Kind == reading.TokPath && reading.HomePathCue(r.Lw(i)) > 0, t.Kind == reading.TokQuote && r.Raw[t.Start] != codeMark:
			return false
		}
	}
	if place < 0 || len(written(r, place)) > 0 {
		return false
	}
	from, to := section(r.Raw, int(a.Tokens[s.From].Start))
	for i := range a.Tokens {
		t := &a.Tokens[i]
		if int(t.Start) < from || int(t.End) > to {
			continue
		}
		if (t.Kind == reading.TokURL || t.Kind == reading.TokEmail) && reading.OutsideAddress(r.Raw[t.Start:t.End]) || approvalKey(r.Lw(i)) {
			return false
		}
	}
	for _, key := range []string{reading.CodeField, reading.RunField} {
		blocks, _ := v.Tool.Extra[key].([]any)
		for _, b := range blocks {
			if c, ok := b.(string); ok && !blockSetup(c) {
				return false
			}
		}
	}
	return true
}

// approvalKey: word w, or its last dotted part, is a key of the
// agent's approval in a settings file (the settings block's allow and mode keys:
// "the permissions allowlist", `permissions.allow`, `defaultMode`): the
// section speaks of what runs without asking, and the write it leaves
// without content may be the one that opens it.
func approvalKey(w string) bool {
	if k := strings.LastIndexByte(w, '.'); k >= 0 && k+1 < len(w) {
		w = w[k+1:]
	}
	return reading.NlAllowKey.Has(w) || reading.NlModeKey.Has(w)
}

// section is the span of raw around byte at between the heading
// line before it and the next heading line after it (a line whose first
// mark is the heading mark of Markdown), or the field's ends.
func section(raw string, at int) (int, int) {
	from, to := 0, len(raw)
	off := 0
	for _, l := range strings.SplitAfter(raw, "\n") {
		if strings.HasPrefix(strings.TrimLeft(l, " \t"), headingMark) {
			if off <= at {
				from = off
			} else {
				to = off
				break
			}
		}
		off += len(l)
	}
	return from, to
}

// headingMark opens a Markdown heading line; codeMark opens
// and closes a code span, which names a path or a command (what a span
// with a blank inside writes, written reads), where another
// quotation mark quotes the text written.
const (
	headingMark = "#"
	codeMark    = '`'
)

// blockSetup: block c, shown by a unit whose prose writes a settings
// file without content of its own, is setup: no fetch from an outside
// address, preload or agent started with its prompts off
// (startupPayload), no entry that opens the agent's approval
// (open) or holds instructions (instructionKey). Prose
// in a block (a hook's message, a comment) is not asked about: a settings
// key that holds instructions is.
func blockSetup(c string) bool {
	if strings.TrimSpace(c) == "" {
		return true
	}
	if a := reading.Analyze(c); a != nil && len(a.Tokens) > 0 && startupPayload(c, a, 0, 0, len(c)) {
		return false
	}
	for _, e := range reading.Entries(unfenced(c)) {
		if reading.Open(e) || instructionKey(e.Key) || instructionKey(e.Parent) {
			return false
		}
	}
	return true
}

// A secret word in another sense (a credential's word that counts text
// units; persistence.rules): "[reads 22k tokens into main context]",
// "Prettier collects them from the token stream and attaches ...". The
// grammar's @secret macro holds "token", and a rule whose object is the
// secret (secret-access.read-secret, exfil.secret-into-response,
// exfil.read-path-and-pass) reads a count of text units, or a lexer's
// stream, as a credential got and passed on. Where every secret word in
// the cue's span is such a unit (a count or a kind of text unit before it,
// pub-count-before; a head it modifies after it, pub-count-head), and
// the span names no path, no address and no word of the secret classes
// (credential, password, key), the cue weighs nothing. "Read the GitHub
// token into the response" keeps its reading: nothing marks a unit of text.

var (
	wsCountSecret = reading.NewWordSet("pub-count-secret", false)
	wsSecretRule  = reading.NewWordSet("pub-secret-object-rule", false)
	wsCountBefore = reading.NewWordSet("pub-count-before", false)
	wsCountHead   = reading.NewWordSet("pub-count-head", false)
)

// senseDrop zeroes the cues of pub-secret-object-rule of sentence
// s whose secret is a unit of text (textUnitOnly).
func SenseDrop(v *reading.ToolView, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	if v == nil || a == nil || s.To <= s.From || s.To > len(a.Tokens) {
		return
	}
	r := &reading.AskReader{V: v, A: a, S: s, Raw: v.FieldText}
	for k := range cues {
		if cues[k].Weight > 0 && wsSecretRule.Has(cues[k].Rule) && textUnitOnly(r, cues[k].From, cues[k].To) {
			cues[k].Weight = 0
		}
	}
}

// textUnitOnly: the span [from, to) holds a secret word of
// pub-count-secret, each one a unit of text (textUnit), and no
// path, address or word of the secret classes.
func textUnitOnly(r *reading.AskReader, from, to int) bool {
	from, to = max(from, r.S.From), min(to, r.S.To)
	unit := false
	for i := from; i < to; i++ {
		t := &r.A.Tokens[i]
		switch {
		case t.Kind == reading.TokPath || t.Kind == reading.TokURL || t.Kind == reading.TokEmail:
			return false
		case r.Word(i) && wsCountSecret.Has(r.Lw(i)):
			if !textUnit(r, i) {
				return false
			}
			unit = true
		case r.Word(i) && r.Class(i)&(reading.DSecret|reading.DSecretQualified|reading.DCredTerm) != 0:
			return false
		}
	}
	return unit
}

// textUnit: the secret word at i counts text: a number ("22k"), a
// quantity or a kind of text unit right before it, or a head it modifies
// right after it.
func textUnit(r *reading.AskReader, i int) bool {
	if i > r.S.From {
		p := &r.A.Tokens[i-1]
		if p.Kind == reading.TokNumber || wsCountBefore.Has(r.Lw(i-1)) {
			return true
		}
		if w := r.Txt(i - 1); w != "" && unicode.IsDigit(rune(w[0])) {
			return true
		}
	}
	return i+1 < r.S.To && wsCountHead.Has(r.Lw(i+1))
}
