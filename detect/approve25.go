package detect

import (
	"regexp"
	"strings"
	"unicode"
)

// approve25 (#55, approval_bypass; rules/agent-approve25.rules): an agent's
// settings written in a block of an agent file. A skill, command, agent or
// rules file that holds, in a fenced block (its code or run field) or an
// indented one (in its body), a settings object whose value runs every
// tool or command without asking (a bypass mode, an auto-approve switch
// on, an allow list that takes every command), in a file the block's own
// keys name (permissions, chat.tools.*, cascade.*, approval_policy) or the
// unit's prose names (settings.json, config.toml). The block is split off
// the prose that introduces it, so the phrase record shell.approval-settings,
// which needs the file named in the same text, never read it; and a block
// of documentation counts at the code weight, too low for a finding alone.
// Read here as data: the block must be data and nothing else (JSON,
// JSONC, TOML, YAML), so a program that passes a mode to an SDK (code) is
// not a settings file; a block the prose presents as an example is another
// field, never read here; a unit that declares a review of attacks, or
// refuses to apply what it quotes, shows its block.

var (
	nlApprove25ModeKey     = newNameList("names.approve25-mode-key")
	nlApprove25OpenMode    = newNameList("names.approve25-open-mode")
	nlApprove25SwitchKey   = newNameList("names.approve25-switch-key")
	nlApprove25GuardKey    = newNameList("names.approve25-guard-key")
	nlApprove25AllowKey    = newNameList("names.approve25-allow-key")
	nlApprove25AnyEntry    = newNameList("names.approve25-any-entry")
	nlApprove25AnyTool     = newNameList("names.approve25-any-tool")
	nlApprove25SettingsKey = newNameList("names.approve25-settings-key")
	nlApprove25File        = newNameList("names.approve25-settings-file")
	nlApprove25DataFence   = newNameList("names.approve25-data-fence")
	wsApprove25Noun        = newWordSet("approve25-settings-noun", false)
	wsApprove25WriteLang   = newWordSet("approve25-write-setting-lang", false)
	nlApprove25JSONEditor  = newNameList("names.approve25-json-editor")
)

// approve25Rule is the rule the finding names: the phrase record's, whose
// reading this is for a block.
const approve25Rule = "shell.approval-settings"

// approve25DataLine: a line of data: a bracket, a quote, a comment, a
// list item's dash, or a key followed by ":" or "=" (a TOML table header
// opens with "["). Syntax only.
var approve25DataLine = regexp.MustCompile(`^(?:[{}\[\]"'#/-]|[A-Za-z0-9_.$@*-]+\s*[:=](?:\s|$|[^:=]))`)

// approve25Entry is one value of a settings block: its key, the key of
// the object or table that holds it (parent), and whether it is an item
// of a list (the list's key is key); span covers the key (or the item)
// to the value's end.
type approve25Entry struct {
	parent, key, value string
	item               bool
	span               Span
}

// approve25Settings reads the blocks of an instruction kind's fields.
func approve25Settings(v *ToolView) []Signal {
	if !IsInstructionKind(v.Tool.Kind) || v.Tool.Kind == KindScript {
		return nil
	}
	var out []Signal
	for i := range v.fields {
		f := &v.fields[i]
		if f.Key {
			continue
		}
		var blocks []Span
		switch p := v.PathOf(f); {
		case codeField(v, f) || runField(v, f):
			blocks = []Span{{0, len(f.Text)}}
		case p == "body":
			blocks = approve25Indented(f.Text)
			if sig, ok := approve25Inline(v, i); ok {
				out = append(out, sig)
				continue
			}
		}
		for _, b := range blocks {
			sig, ok := approve25Block(v, i, b)
			if ok {
				out = append(out, sig)
				break
			}
		}
	}
	return out
}

// approve25Block reads the block at span b of field i: data, a value that
// opens everything, the file named, the unit not a review.
func approve25Block(v *ToolView, i int, b Span) (Signal, bool) {
	text := v.fields[i].Text
	block := text[b.Start:b.End]
	data := true
	if fence := strings.TrimLeft(block, " \t\n"); strings.HasPrefix(fence, "```") || strings.HasPrefix(fence, "~~~") {
		info, _, _ := strings.Cut(strings.TrimLeft(fence, "`~"), "\n")
		if info = strings.ToLower(strings.TrimSpace(info)); info != "" && !nlApprove25DataFence.has(strings.Fields(info)[0]) {
			data = false // code in another language: only its commands are read
		}
	}
	block = blankFences(block)
	if !data || !approve25IsData(block) {
		// A shell block: a filter that writes the settings file.
		sp, ok := approve25Jq(block)
		if !ok || declaredReview(v) || prec24QuotedRunRefused(approve25Prose(v, i)) || approve25Refused(approve25Prose(v, i)) {
			return Signal{}, false
		}
		sp = Span{b.Start + sp.Start, b.Start + sp.End}
		return Signal{Tier: TierSoft, Severity: SeverityMedium, Confidence: 0.8, Field: v.PathOf(&v.fields[i]), Span: sp,
			Evidence: Evidence(text[sp.Start:sp.End]), Detail: "a command writes a setting that runs every tool or command without asking the user",
			Rules: []string{approve25Rule}}, true
	}
	entries := approve25Entries(block)
	open := -1
	for k := range entries {
		if approve25Open(entries[k]) {
			open = k
			break
		}
	}
	if open < 0 || !approve25Named(v, i, entries) || declaredReview(v) || prec24QuotedRunRefused(approve25Prose(v, i)) || approve25Refused(approve25Prose(v, i)) {
		return Signal{}, false
	}
	e := entries[open]
	sp := Span{b.Start + e.span.Start, b.Start + e.span.End}
	return Signal{Tier: TierSoft, Severity: SeverityMedium, Confidence: 0.8, Field: v.PathOf(&v.fields[i]), Span: sp,
		Evidence: Evidence(text[sp.Start:sp.End]), Detail: "a settings block runs every tool or command without asking the user",
		Rules: []string{approve25Rule}}, true
}

// approve25Refused: the unit's prose forbids writing settings: a
// negation, within three words a verb of writing a value into a place
// (prec23-write-setting, prec24-carry-out), within six words after it a
// noun of settings (approve25-settings-noun): "Do not change any settings
// file", "never apply the quoted configuration". An audit or a lesson
// shows the block it holds.
func approve25Refused(prose string) bool {
	for _, sent := range strings.FieldsFunc(strings.ToLower(prose), func(r rune) bool { return strings.ContainsRune(".!?;\n", r) }) {
		ws := strings.FieldsFunc(sent, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
		for i, w := range ws {
			if demandWords[w]&dNegation == 0 && !strings.HasSuffix(w, "n't") {
				continue
			}
			for j := i + 1; j < min(len(ws), i+4); j++ {
				if !wsPrec23Write.has(ws[j]) && !wsPrec24CarryOut.has(ws[j]) {
					continue
				}
				for k := j + 1; k < min(len(ws), j+7); k++ {
					if wsApprove25Noun.has(ws[k]) {
						return true
					}
				}
			}
		}
	}
	return false
}

// approve25IsData: every line of the block is a line of data.
func approve25IsData(block string) bool {
	n := 0
	for _, line := range strings.Split(block, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if !approve25DataLine.MatchString(line) {
			return false
		}
		n++
	}
	return n > 0
}

// approve25Indented are the indented blocks of a body (CommonMark: lines
// indented four spaces or a tab after a blank line), as spans; a fenced
// block is blank in a body already.
func approve25Indented(body string) []Span {
	var out []Span
	start, prevBlank := -1, true
	off := 0
	for off <= len(body) {
		end := strings.IndexByte(body[off:], '\n')
		if end < 0 {
			end = len(body) - off
		}
		line := body[off : off+end]
		blank := strings.TrimSpace(line) == ""
		indented := !blank && (strings.HasPrefix(line, "    ") || strings.HasPrefix(line, "\t"))
		switch {
		case indented && start < 0 && prevBlank:
			start = off
		case !indented && !blank && start >= 0:
			out = append(out, Span{start, off})
			start = -1
		}
		prevBlank = blank
		off += end + 1
	}
	if start >= 0 {
		out = append(out, Span{start, len(body)})
	}
	return out
}

// approve25Open: the entry runs every tool or command without asking:
// a mode key set to an open mode, a switch on, a guard off, an allow
// list's item (or an allow object's pattern set to true) that takes
// every call.
func approve25Open(e approve25Entry) bool {
	key, val := approve25Last(e.key), strings.ToLower(e.value)
	switch {
	case e.item:
		return nlApprove25AllowKey.has(key) && approve25AnyEntry(val)
	case nlApprove25ModeKey.has(key) || nlApprove25ModeKey.has(strings.ToLower(e.key)):
		return nlApprove25OpenMode.has(val)
	case nlApprove25SwitchKey.has(key) && val == "true", nlApprove25GuardKey.has(key) && val == "false":
		return true
	}
	return val == "true" && nlApprove25AllowKey.has(approve25Last(e.parent)) && approve25AnyEntry(strings.ToLower(e.key))
}

// approve25AnyEntry: an allow list's entry that takes every call: a
// wildcard, or a tool of any command named alone or with an argument
// pattern that takes any argument.
func approve25AnyEntry(e string) bool {
	if nlApprove25AnyEntry.has(e) || nlApprove25AnyTool.has(e) {
		return true
	}
	tool, arg, ok := strings.Cut(e, "(")
	arg, closed := strings.CutSuffix(arg, ")")
	return ok && closed && nlApprove25AnyTool.has(tool) && nlApprove25AnyEntry.has(arg)
}

// approve25Last is a key's last dotted part, lower case.
func approve25Last(k string) string {
	k = strings.ToLower(k)
	return k[strings.LastIndexByte(k, '.')+1:]
}

// approve25Named: the block is an agent's settings: one of its keys is a
// settings key (or in a settings namespace), or the unit's prose names a
// settings file.
func approve25Named(v *ToolView, i int, entries []approve25Entry) bool {
	for _, e := range entries {
		for _, k := range []string{e.key, e.parent} {
			k = strings.ToLower(k)
			if k == "" {
				continue
			}
			if nlApprove25SettingsKey.has(k) {
				return true
			}
			for _, p := range nlApprove25SettingsKey.items {
				if strings.HasSuffix(p, ".") && strings.HasPrefix(k, p) {
					return true
				}
			}
		}
	}
	prose := strings.ToLower(approve25Prose(v, i))
	for _, name := range nlApprove25File.items {
		if strings.Contains(prose, name) {
			return true
		}
	}
	return false
}

// approve25Prose is the unit's text but field i's.
func approve25Prose(v *ToolView, i int) string {
	var b strings.Builder
	for k := range v.fields {
		if k != i && !v.fields[k].Key {
			b.WriteString(v.fields[k].Text)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// approve25Tok is a token of a data block.
type approve25Tok struct {
	kind       byte // 's' a string, 'w' a bare word, 'p' punctuation, 'n' a line's end, '-' a list item's dash
	text       string
	start, end int
	indent     int // the column its line's first token stands at
}

// approve25Tokens splits a data block into tokens; comments (// and #)
// are dropped.
func approve25Tokens(s string) []approve25Tok {
	var out []approve25Tok
	indent, lineStart := 0, true
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\n':
			out = append(out, approve25Tok{kind: 'n', start: i, end: i + 1})
			i++
			lineStart, indent = true, 0
			continue
		case c == ' ' || c == '\t' || c == '\r':
			if lineStart {
				indent++
			}
			i++
			continue
		case c == '#' || c == '/' && i+1 < len(s) && s[i+1] == '/':
			for i < len(s) && s[i] != '\n' {
				i++
			}
			continue
		}
		t := approve25Tok{start: i, indent: indent}
		switch {
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(s) && s[j] != c && s[j] != '\n' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			t.kind, t.text, t.end = 's', s[i+1:min(j, len(s))], min(j+1, len(s))
		case strings.IndexByte("{}[]:,=", c) >= 0:
			t.kind, t.text, t.end = 'p', s[i:i+1], i+1
		case c == '-' && lineStart && (i+1 == len(s) || s[i+1] == ' '):
			t.kind, t.text, t.end = '-', "-", i+1
		default:
			j := i
			for j < len(s) && strings.IndexByte(" \t\r\n{}[],=\"'", s[j]) < 0 && !(s[j] == ':' && (j+1 == len(s) || strings.IndexByte(" \t\r\n", s[j+1]) >= 0)) {
				j++
			}
			t.kind, t.text, t.end = 'w', s[i:j], j
		}
		out = append(out, t)
		i = t.end
		lineStart = false
	}
	return out
}

// approve25Frame is an object, a list or a YAML mapping open at a point
// of the block, with the key it is the value of.
type approve25Frame struct {
	kind   byte // 'o' object, 'a' list, 'y' YAML mapping opened by indentation
	key    string
	indent int
}

// approve25Entries reads a data block's values (JSON, TOML, YAML) with
// their keys and the keys that hold them.
func approve25Entries(s string) []approve25Entry {
	toks := approve25Tokens(s)
	var out []approve25Entry
	var stack []approve25Frame
	section := "" // a TOML table's name
	pending, pendingAt := "", 0
	lineStart := true
	parent := func() string {
		for k := len(stack) - 1; k >= 0; k-- {
			if stack[k].kind != 'a' {
				return stack[k].key
			}
		}
		return section
	}
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		if t.kind == 'n' {
			lineStart = true
			continue
		}
		if lineStart {
			// A YAML mapping ends at a line indented no deeper than its key.
			for len(stack) > 0 && stack[len(stack)-1].kind == 'y' && t.indent <= stack[len(stack)-1].indent {
				stack = stack[:len(stack)-1]
			}
		}
		first := lineStart
		lineStart = false
		switch {
		case t.kind == 'p' && t.text == "[" && first && len(stack) == 0 && approve25Header(toks[k:]):
			var name []string
			for k++; k < len(toks) && toks[k].text != "]"; k++ {
				name = append(name, toks[k].text)
			}
			section = strings.Join(name, "")
		case t.kind == 'p' && (t.text == "{" || t.text == "["):
			key := pending
			if key == "" && len(stack) > 0 && stack[len(stack)-1].kind == 'a' {
				key = stack[len(stack)-1].key
			}
			kind := byte('o')
			if t.text == "[" {
				kind = 'a'
			}
			stack = append(stack, approve25Frame{kind: kind, key: key})
			pending = ""
		case t.kind == 'p' && (t.text == "}" || t.text == "]"):
			for len(stack) > 0 && stack[len(stack)-1].kind == 'y' {
				stack = stack[:len(stack)-1]
			}
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case t.kind == 's' || t.kind == 'w':
			if k+1 < len(toks) && toks[k+1].kind == 'p' && (toks[k+1].text == ":" || toks[k+1].text == "=") {
				pending, pendingAt = t.text, t.start
				k++
				if k+1 < len(toks) && toks[k+1].kind == 'n' {
					stack = append(stack, approve25Frame{kind: 'y', key: pending, indent: t.indent})
					pending = ""
				}
				continue
			}
			if pending != "" {
				out = append(out, approve25Entry{parent: parent(), key: pending, value: t.text, span: Span{pendingAt, t.end}})
				pending = ""
				continue
			}
			if len(stack) > 0 && (stack[len(stack)-1].kind == 'a' || k > 0 && toks[k-1].kind == '-') {
				top := stack[len(stack)-1]
				out = append(out, approve25Entry{parent: parent(), key: top.key, value: t.text, item: true, span: Span{t.start, t.end}})
			}
		}
	}
	return out
}

// approve25Header: the tokens from a line's "[" are a TOML table header:
// words and dots to a "]" that ends the line.
func approve25Header(toks []approve25Tok) bool {
	for k := 1; k < len(toks); k++ {
		switch {
		case toks[k].text == "]":
			return k > 1 && (k+1 == len(toks) || toks[k+1].kind == 'n')
		case toks[k].kind != 'w' && toks[k].kind != 's':
			return false
		}
	}
	return false
}

// approve25Inline reads the prose of a body, sentence by sentence: a
// sentence that writes an open setting in its code spans into a settings
// file it names ("add `"chat.tools.autoApprove": true` to
// `.vscode/settings.json`", "add `"Bash(*)"` to `permissions.allow` in
// `~/.claude/settings.json`", "`chat.tools.autoApprove` is to be set to
// `true` in the user's `settings.json`"): its code spans read as one
// settings fragment (a span of key and value; a span of an allow list's
// key and spans of its items; a span of a key and a later span of its
// value), a verb of writing in it not negated, no condition opening it.
func approve25Inline(v *ToolView, i int) (Signal, bool) {
	text := v.fields[i].Text
	var prose string
	for _, s := range approve25Sentences(text) {
		sent := strings.ToLower(text[s.Start:s.End])
		named := false
		for _, name := range nlApprove25File.items {
			named = named || strings.Contains(sent, name)
		}
		if !named || !approve25Told(sent) {
			continue
		}
		sp, ok := approve25SpanOpen(text, s)
		if !ok {
			continue
		}
		if prose == "" {
			prose = approve25Prose(v, i) + text
		}
		if declaredReview(v) || prec24QuotedRunRefused(prose) || approve25Refused(prose) {
			return Signal{}, false
		}
		return Signal{Tier: TierSoft, Severity: SeverityMedium, Confidence: 0.8, Field: v.PathOf(&v.fields[i]), Span: sp,
			Evidence: Evidence(text[sp.Start:sp.End]), Detail: "a sentence writes a setting that runs every tool or command without asking the user",
			Rules: []string{approve25Rule}}, true
	}
	return Signal{}, false
}

// approve25Sentences splits prose into sentences: at a blank line, a line
// that opens a list item or a heading, and at ".", "!" or "?" before a
// space outside a code span.
func approve25Sentences(text string) []Span {
	var out []Span
	start, code := 0, false
	cut := func(end int) {
		if strings.TrimSpace(text[start:end]) != "" {
			out = append(out, Span{start, end})
		}
		start = end
	}
	for k := 0; k < len(text); k++ {
		switch c := text[k]; {
		case c == '`':
			code = !code
		case c == '\n':
			code = false
			rest := strings.TrimLeft(text[k+1:], " \t")
			if rest == "" || rest[0] == '\n' || rest[0] == '-' || rest[0] == '*' || rest[0] == '#' || rest[0] >= '0' && rest[0] <= '9' && strings.IndexByte(rest[:min(len(rest), 4)], '.') > 0 {
				cut(k + 1)
			}
		case !code && (c == '.' || c == '!' || c == '?') && (k+1 == len(text) || text[k+1] == ' ' || text[k+1] == '\n'):
			cut(k + 1)
		}
	}
	cut(len(text))
	return out
}

// approve25Told: the sentence holds a verb of writing a setting
// (prec23-write-setting, approve25-write-setting-lang) with no negation
// and no person (its subject) in the three words before it, and opens with no subordinator ("if",
// "when").
func approve25Told(sent string) bool {
	ws := strings.FieldsFunc(sent, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	if len(ws) == 0 || grammar(ws[0], gSubordinator) {
		return false
	}
	for j, w := range ws {
		if !wsPrec23Write.has(w) && !wsApprove25WriteLang.has(w) {
			continue
		}
		negated := false
		for k := max(0, j-3); k < j; k++ {
			// A negation, or a person whose act the verb is ("users can
			// set", "the developer adds"): not what the agent is told.
			negated = negated || demandWords[ws[k]]&(dNegation|dPerson) != 0 || strings.HasSuffix(ws[k], "n't")
		}
		if !negated {
			return true
		}
	}
	return false
}

// approve25SpanOpen: the code spans of sentence s read as a settings
// fragment hold an open value; the span of the first span that makes it.
func approve25SpanOpen(text string, s Span) (Span, bool) {
	type span struct {
		at   Span
		body string
	}
	var spans []span
	for k := s.Start; k < s.End; k++ {
		if text[k] != '`' {
			continue
		}
		e := strings.IndexByte(text[k+1:s.End], '`')
		if e < 0 {
			break
		}
		spans = append(spans, span{Span{k + 1, k + 1 + e}, text[k+1 : k+1+e]})
		k += e + 1
	}
	var listKey, valueKey string
	for _, sp := range spans {
		entries := approve25Entries(sp.body)
		for _, e := range entries {
			if approve25Open(e) {
				return sp.at, true
			}
		}
		if len(entries) > 0 {
			continue
		}
		b := strings.Trim(sp.body, `"' `)
		last := approve25Last(b)
		if nlApprove25AllowKey.has(last) && strings.Contains(b, ".") {
			listKey = b
		}
		if nlApprove25ModeKey.has(last) || nlApprove25SwitchKey.has(last) || nlApprove25GuardKey.has(last) {
			valueKey = b // a key that takes a list or a switch (autoApprove) is read both ways
		}
	}
	for _, sp := range spans {
		b := strings.Trim(sp.body, `"' `)
		if listKey != "" && approve25Open(approve25Entry{key: listKey, value: b, item: true}) ||
			valueKey != "" && b != valueKey && approve25Open(approve25Entry{key: valueKey, value: b}) {
			return sp.at, true
		}
	}
	return Span{}, false
}

// approve25Drained is how many of a hook command's first pipelines only
// drain the hook's input: a printer with no operand whose output goes to
// the null device ("cat >/dev/null"), as a hook that answers without
// reading its input starts. No condition stands in them: an allow printed
// after them is printed on every call (hookAllowsAll).
func approve25Drained(pipes []shPipeline) int {
	n := 0
	for _, p := range pipes {
		if len(p) != 1 || len(p[0].words) != 1 || !wsHookPrinter.has(p[0].words[0].lit) || len(p[0].redirs) == 0 {
			break
		}
		for _, r := range p[0].redirs {
			if !strings.HasPrefix(r.op, ">") || r.target.lit != "/dev/null" {
				return n
			}
		}
		n++
	}
	return n
}

// approve25Jq: a command of the shell text runs a JSON editor
// (approve25-json-editor) on a settings file it names, with a filter
// whose assignment (path = value, path += value) sets an open value:
// "jq '.permissions.allow += ["Bash"]' ~/.claude/settings.json". The
// span is the command's.
func approve25Jq(text string) (Span, bool) {
	for _, p := range parseShell(text).pipes {
		for _, c := range p {
			if len(c.words) < 2 || !nlApprove25JSONEditor.has(c.words[0].lit) {
				continue
			}
			filter, named := "", false
			for _, w := range c.words[1:] {
				switch lw := strings.ToLower(w.lit); {
				case strings.HasPrefix(lw, "-"):
				case filter == "":
					filter = w.lit
				default:
					for _, name := range nlApprove25File.items {
						// A file named, or a variable the text sets to one
						// (s=~/.claude/settings.json; jq ... "$s").
						named = named || strings.HasSuffix(lw, name) || len(w.vars) > 0 && strings.Contains(strings.ToLower(text[:c.start]), name)
					}
				}
			}
			if named && approve25FilterOpen(filter) {
				return Span{c.start, c.end}, true
			}
		}
	}
	return Span{}, false
}

// approve25Assign is an assignment of a jq filter: a path, an operator
// (=, +=, |=), the value.
var approve25Assign = regexp.MustCompile(`^\.([A-Za-z0-9_.]+)\s*(?:\+=|\|=|=)\s*(.+)$`)

// approve25FilterOpen: one assignment of the filter (its parts between
// pipes outside brackets and quotes) sets an open value, read as the
// object {"parent": {"key": value}} its path makes.
func approve25FilterOpen(filter string) bool {
	depth, quote, from := 0, byte(0), 0
	var parts []string
	for k := 0; k < len(filter); k++ {
		switch c := filter[k]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"':
			quote = c
		case c == '[' || c == '{' || c == '(':
			depth++
		case c == ']' || c == '}' || c == ')':
			depth--
		case c == '|' && depth == 0 && (k+1 == len(filter) || filter[k+1] != '='):
			parts = append(parts, filter[from:k])
			from = k + 1
		}
	}
	parts = append(parts, filter[from:])
	for _, part := range parts {
		m := approve25Assign.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			continue
		}
		path := strings.Split(m[1], ".")
		frag := `{"` + path[len(path)-1] + `": ` + m[2] + `}`
		if len(path) > 1 {
			frag = `{"` + path[len(path)-2] + `": ` + frag + `}`
		}
		for _, e := range approve25Entries(frag) {
			if approve25Open(e) {
				return true
			}
		}
	}
	return false
}

// approve25HookSettings reads a hook's commands (config_shell.go) for the
// agent's settings written: a JSON editor's filter that opens them
// (approve25Jq), or a setting of shell.approval-settings written into a
// settings file the command names, not negated. A hook's command is
// judged hard by what it sends or runs; the settings it writes are read
// softly, as in what a unit tells the agent.
func approve25HookSettings(texts []ConfigField) []Signal {
	var out []Signal
	for _, f := range texts {
		sp, ok := approve25Jq(f.Value)
		if !ok {
			for _, h := range findHookShell(f.Value) {
				if h.Kind == "approval-off" && !lineNegated(f.Value, h.Span.Start) {
					sp, ok = h.Span, true
					break
				}
			}
		}
		if ok {
			out = append(out, Signal{Tier: TierSoft, Severity: SeverityMedium, Confidence: 0.8, Field: f.Path, Span: sp,
				Evidence: Evidence(commandContext(f.Value, sp)), Detail: "a hook writes a setting that runs every tool or command without asking the user",
				Rules: []string{approve25Rule}})
		}
	}
	return out
}

// approve25SettingsRefused: the unit's text forbids writing settings
// (approve25Refused): a setting of shell.approval-settings it names in its
// prose is what it checks or shows ("Flag: `defaultMode:
// bypassPermissions` ... Do not write any settings file yourself").
func approve25SettingsRefused(v *ToolView) bool {
	return approve25Refused(v.otherText() + "\n" + v.fieldText)
}
