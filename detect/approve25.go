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
	if fence := strings.TrimLeft(block, " \t\n"); strings.HasPrefix(fence, "```") || strings.HasPrefix(fence, "~~~") {
		info, _, _ := strings.Cut(strings.TrimLeft(fence, "`~"), "\n")
		if info = strings.ToLower(strings.TrimSpace(info)); info != "" && !nlApprove25DataFence.has(strings.Fields(info)[0]) {
			return Signal{}, false
		}
	}
	block = blankFences(block)
	if !approve25IsData(block) {
		return Signal{}, false
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
