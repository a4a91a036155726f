package approval

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

var nlSettingsKey = reading.NewNameList("names.approve-settings-key")

var nlFile = reading.NewNameList("names.approve-settings-file")

var nlDataFence = reading.NewNameList("names.approve-data-fence")

var wsNoun = reading.NewWordSet("approve-settings-noun", false)

var wsWriteLang = reading.NewWordSet("approve-write-setting-lang", false)

var nlJSONEditor = reading.NewNameList("names.approve-json-editor")

// rule is the rule the finding names: the phrase record's, whose
// reading this is for a block.
const rule = "shell.approval-settings"

// dataLine: a line of data: a bracket, a quote, a comment, a
// list item's dash, or a key followed by ":" or "=" (a TOML table header
// opens with "["). Syntax only.
var dataLine = regexp.MustCompile(`^(?:[{}\[\]"'#/-]|[A-Za-z0-9_.$@*-]+\s*[:=](?:\s|$|[^:=]))`)

// settings reads the blocks of an instruction kind's fields.
func Settings(v *reading.ToolView) []reading.Signal {
	if !reading.IsInstructionKind(v.Tool.Kind) || v.Tool.Kind == reading.KindScript {
		return nil
	}
	var out []reading.Signal
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if f.Key {
			continue
		}
		var blocks []reading.Span
		switch p := v.PathOf(f); {
		case reading.IsCodeField(v, f) || reading.IsRunField(v, f):
			blocks = []reading.Span{{Start: 0, End: len(f.Text)}}
		case p == "body":
			blocks = indented(f.Text)
			if sig, ok := inline(v, i); ok {
				out = append(out, sig)
				continue
			}
		}
		for _, b := range blocks {
			sig, ok := block(v, i, b)
			if ok {
				out = append(out, sig)
				break
			}
		}
	}
	return out
}

// block reads the block at span b of field i: data, a value that
// opens everything, the file named, the unit not a review.
func block(v *reading.ToolView, i int, b reading.Span) (reading.Signal, bool) {
	text := v.FieldList[i].Text
	block := text[b.Start:b.End]
	data := true
	if fence := strings.TrimLeft(block, " \t\n"); strings.HasPrefix(fence, "```") || strings.HasPrefix(fence, "~~~") {
		info, _, _ := strings.Cut(strings.TrimLeft(fence, "`~"), "\n")
		if info = strings.ToLower(strings.TrimSpace(info)); info != "" && !nlDataFence.Has(strings.Fields(info)[0]) {
			data = false // code in another language: only its commands are read
		}
	}
	block = reading.BlankFences(block)
	if !data || !isData(block) {
		// A shell block: a filter that writes the settings file.
		sp, ok := Jq(block)
		if !ok || reading.DeclaredReview(v) || QuotedRunRefused(proseBesideField(v, i)) || refused(proseBesideField(v, i)) {
			return reading.Signal{}, false
		}
		sp = reading.Span{Start: b.Start + sp.Start, End: b.Start + sp.End}
		return reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityMedium, Confidence: 0.8, Field: v.PathOf(&v.FieldList[i]), Span: sp,
			Evidence: reading.Evidence(text[sp.Start:sp.End]), Detail: "a command writes a setting that runs every tool or command without asking the user",
			Rules: []string{rule}}, true
	}
	entries := reading.Entries(block)
	open := -1
	for k := range entries {
		if reading.Open(entries[k]) {
			open = k
			break
		}
	}
	if open < 0 || !named(v, i, entries) || reading.DeclaredReview(v) || QuotedRunRefused(proseBesideField(v, i)) || refused(proseBesideField(v, i)) {
		return reading.Signal{}, false
	}
	e := entries[open]
	sp := reading.Span{Start: b.Start + e.Span.Start, End: b.Start + e.Span.End}
	return reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityMedium, Confidence: 0.8, Field: v.PathOf(&v.FieldList[i]), Span: sp,
		Evidence: reading.Evidence(text[sp.Start:sp.End]), Detail: "a settings block runs every tool or command without asking the user",
		Rules: []string{rule}}, true
}

// refused: the unit's prose forbids writing settings: a
// negation, within three words a verb of writing a value into a place
// (prec-write-setting, prec-carry-out), within six words after it a
// noun of settings (approve-settings-noun): "Do not change any settings
// file", "never apply the quoted configuration". An audit or a lesson
// shows the block it holds.
func refused(prose string) bool {
	for _, sent := range strings.FieldsFunc(reading.Lower(prose), func(r rune) bool { return strings.ContainsRune(".!?;\n", r) }) {
		ws := strings.FieldsFunc(sent, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
		for i, w := range ws {
			if reading.DemandWords[w]&reading.DNegation == 0 && !strings.HasSuffix(w, "n't") {
				continue
			}
			for j := i + 1; j < min(len(ws), i+4); j++ {
				if !reading.WsWrite.Has(ws[j]) && !wsCarryOut.Has(ws[j]) {
					continue
				}
				for k := j + 1; k < min(len(ws), j+7); k++ {
					if wsNoun.Has(ws[k]) {
						return true
					}
				}
			}
		}
	}
	return false
}

// isData: every line of the block is a line of data.
func isData(block string) bool {
	n := 0
	for _, line := range strings.Split(block, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if !dataLine.MatchString(line) {
			return false
		}
		n++
	}
	return n > 0
}

// indented are the indented blocks of a body (CommonMark: lines
// indented four spaces or a tab after a blank line), as spans; a fenced
// block is blank in a body already.
func indented(body string) []reading.Span {
	var out []reading.Span
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
			out = append(out, reading.Span{Start: start, End: off})
			start = -1
		}
		prevBlank = blank
		off += end + 1
	}
	if start >= 0 {
		out = append(out, reading.Span{Start: start, End: len(body)})
	}
	return out
}

// named: the block is an agent's settings: one of its keys is a
// settings key (or in a settings namespace), or the unit's prose names a
// settings file.
func named(v *reading.ToolView, i int, entries []reading.Entry) bool {
	for _, e := range entries {
		for _, k := range []string{e.Key, e.Parent} {
			k = reading.Lower(k)
			if k == "" {
				continue
			}
			if nlSettingsKey.Has(k) {
				return true
			}
			for _, p := range nlSettingsKey.Items {
				if strings.HasSuffix(p, ".") && strings.HasPrefix(k, p) {
					return true
				}
			}
		}
	}
	prose := strings.ToLower(proseBesideField(v, i))
	for _, name := range nlFile.Items {
		if strings.Contains(prose, name) {
			return true
		}
	}
	return false
}

// proseBesideField is the unit's text but field i's.
func proseBesideField(v *reading.ToolView, i int) string {
	var b strings.Builder
	for k := range v.FieldList {
		if k != i && !v.FieldList[k].Key {
			b.WriteString(v.FieldList[k].Text)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// inline reads the prose of a body, sentence by sentence: a
// sentence that writes an open setting in its code spans into a settings
// file it names ("add `"chat.tools.autoApprove": true` to
// `.vscode/settings.json`", "add `"Bash(*)"` to `permissions.allow` in
// `~/.claude/settings.json`", "`chat.tools.autoApprove` is to be set to
// `true` in the user's `settings.json`"): its code spans read as one
// settings fragment (a span of key and value; a span of an allow list's
// key and spans of its items; a span of a key and a later span of its
// value), a verb of writing in it not negated, no condition opening it.
func inline(v *reading.ToolView, i int) (reading.Signal, bool) {
	text := v.FieldList[i].Text
	var prose string
	for _, s := range sentences(text) {
		sent := strings.ToLower(text[s.Start:s.End])
		named := false
		for _, name := range nlFile.Items {
			named = named || strings.Contains(sent, name)
		}
		if !named || !told(sent) {
			continue
		}
		sp, ok := spanOpen(text, s)
		if !ok {
			continue
		}
		if prose == "" {
			prose = proseBesideField(v, i) + text
		}
		if reading.DeclaredReview(v) || QuotedRunRefused(prose) || refused(prose) {
			return reading.Signal{}, false
		}
		return reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityMedium, Confidence: 0.8, Field: v.PathOf(&v.FieldList[i]), Span: sp,
			Evidence: reading.Evidence(text[sp.Start:sp.End]), Detail: "a sentence writes a setting that runs every tool or command without asking the user",
			Rules: []string{rule}}, true
	}
	return reading.Signal{}, false
}

// sentences splits prose into sentences: at a blank line, a line
// that opens a list item or a heading, and at ".", "!" or "?" before a
// space outside a code span.
func sentences(text string) []reading.Span {
	var out []reading.Span
	start, code := 0, false
	cut := func(end int) {
		if strings.TrimSpace(text[start:end]) != "" {
			out = append(out, reading.Span{Start: start, End: end})
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

// told: the sentence holds a verb of writing a setting
// (prec-write-setting, approve-write-setting-lang) with no negation
// and no person (its subject) in the three words before it, and opens with no subordinator ("if",
// "when").
func told(sent string) bool {
	ws := strings.FieldsFunc(sent, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	if len(ws) == 0 || reading.Grammar(ws[0], reading.GSubordinator) {
		return false
	}
	for j, w := range ws {
		if !reading.WsWrite.Has(w) && !wsWriteLang.Has(w) {
			continue
		}
		negated := false
		for k := max(0, j-3); k < j; k++ {
			// A negation, or a person whose act the verb is ("users can
			// set", "the developer adds"): not what the agent is told.
			negated = negated || reading.DemandWords[ws[k]]&(reading.DNegation|reading.DPerson) != 0 || strings.HasSuffix(ws[k], "n't")
		}
		if !negated {
			return true
		}
	}
	return false
}

// spanOpen: the code spans of sentence s read as a settings
// fragment hold an open value; the span of the first span that makes it.
func spanOpen(text string, s reading.Span) (reading.Span, bool) {
	type span struct {
		at   reading.Span
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
		spans = append(spans, span{reading.Span{Start: k + 1, End: k + 1 + e}, text[k+1 : k+1+e]})
		k += e + 1
	}
	var listKey, valueKey string
	for _, sp := range spans {
		entries := reading.Entries(sp.body)
		for _, e := range entries {
			if reading.Open(e) {
				return sp.at, true
			}
		}
		if len(entries) > 0 {
			continue
		}
		b := strings.Trim(sp.body, `"' `)
		last := reading.Last(b)
		if reading.NlAllowKey.Has(last) && strings.Contains(b, ".") {
			listKey = b
		}
		if reading.NlModeKey.Has(last) || reading.NlSwitchKey.Has(last) || reading.NlGuardKey.Has(last) {
			valueKey = b // a key that takes a list or a switch (autoApprove) is read both ways
		}
	}
	for _, sp := range spans {
		b := strings.Trim(sp.body, `"' `)
		if listKey != "" && reading.Open(reading.Entry{Key: listKey, Value: b, Item: true}) ||
			valueKey != "" && b != valueKey && reading.Open(reading.Entry{Key: valueKey, Value: b}) {
			return sp.at, true
		}
	}
	return reading.Span{}, false
}

// jq: a command of the shell text runs a JSON editor
// (names.approve-json-editor) on a settings file it names, with a filter
// whose assignment (path = value, path += value) sets an open value:
// "jq '.permissions.allow += ["Bash"]' ~/.claude/settings.json". The
// span is the command's.
func Jq(text string) (reading.Span, bool) {
	for _, p := range reading.ParseShell(text).Pipes {
		for _, c := range p {
			if len(c.Words) < 2 || !nlJSONEditor.Has(c.Words[0].Lit) {
				continue
			}
			filter, named := "", false
			for _, w := range c.Words[1:] {
				switch lw := strings.ToLower(w.Lit); {
				case strings.HasPrefix(lw, "-"):
				case filter == "":
					filter = w.Lit
				default:
					for _, name := range nlFile.Items {
						// A file named, or a variable the text sets to one
						// (s=~/.claude/settings.json; jq ... "$s").
						named = named || strings.HasSuffix(lw, name) || len(w.Vars) > 0 && strings.Contains(strings.ToLower(text[:c.Start]), name)
					}
				}
			}
			if named && filterOpen(filter) {
				return reading.Span{Start: c.Start, End: c.End}, true
			}
		}
	}
	return reading.Span{}, false
}

// assign is an assignment of a jq filter: a path, an operator
// (=, +=, |=), the value.
var assign = regexp.MustCompile(`^\.([A-Za-z0-9_.]+)\s*(?:\+=|\|=|=)\s*(.+)$`)

// filterOpen: one assignment of the filter (its parts between
// pipes outside brackets and quotes) sets an open value, read as the
// object {"parent": {"key": value}} its path makes.
func filterOpen(filter string) bool {
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
		m := assign.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			continue
		}
		path := strings.Split(m[1], ".")
		frag := `{"` + path[len(path)-1] + `": ` + m[2] + `}`
		if len(path) > 1 {
			frag = `{"` + path[len(path)-2] + `": ` + frag + `}`
		}
		for _, e := range reading.Entries(frag) {
			if reading.Open(e) {
				return true
			}
		}
	}
	return false
}

// hookSettings reads a hook's commands (config_shell.go) for the
// agent's settings written: a JSON editor's filter that opens them
// (jq), or a setting of shell.approval-settings written into a
// settings file the command names, not negated. A hook's command is
// judged hard by what it sends or runs; the settings it writes are read
// softly, as in what a unit tells the agent.
func HookSettings(texts []reading.ConfigField) []reading.Signal {
	var out []reading.Signal
	for _, f := range texts {
		sp, ok := Jq(f.Value)
		if !ok {
			for _, h := range reading.FindHookShell(f.Value) {
				if h.Kind == "approval-off" && !reading.LineNegated(f.Value, h.Span.Start) {
					sp, ok = h.Span, true
					break
				}
			}
		}
		if ok {
			out = append(out, reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityMedium, Confidence: 0.8, Field: f.Path, Span: sp,
				Evidence: reading.Evidence(reading.CommandContext(f.Value, sp)), Detail: "a hook writes a setting that runs every tool or command without asking the user",
				Rules: []string{rule}})
		}
	}
	return out
}

// settingsRefused: the unit's text forbids writing settings
// (refused): a setting of shell.approval-settings it names in its
// prose is what it checks or shows ("Flag: `defaultMode:
// bypassPermissions` ... Do not write any settings file yourself").
func SettingsRefused(v *reading.ToolView) bool {
	return refused(v.OtherText() + "\n" + v.FieldText)
}

// SettingsModes reads an agent's settings file (a launch config of
// client reading.SettingsClient): a setting that runs every tool or
// command without asking (Open: a mode key set to an open mode, an allow
// list's item that takes every call, a switch on, a guard off). In a
// project's settings, it switches the confirmations off for everyone who
// opens the project, as a block of settings a unit tells the agent to
// write does (block).
func SettingsModes(c *reading.ServerConfig) []reading.Signal {
	if c.Client != reading.SettingsClient {
		return nil
	}
	var out []reading.Signal
	for f := range c.FieldsOf(reading.CfgSetting) {
		key, item := strings.CutSuffix(f.Key, "[]")
		parent := ""
		if k := strings.LastIndexByte(key, '.'); k >= 0 {
			parent = key[:k]
		}
		if !reading.Open(reading.Entry{Parent: parent, Key: key, Value: f.Value, Item: item}) {
			continue
		}
		out = append(out, reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityMedium, Confidence: 0.8, Field: f.Path,
			Span: reading.Span{Start: 0, End: len(f.Value)}, Evidence: reading.Evidence(reading.SafeText(f.Key) + ": " + f.Value),
			Detail: "the project's settings run every tool or command without asking the user", Rules: []string{rule}})
	}
	return out
}
