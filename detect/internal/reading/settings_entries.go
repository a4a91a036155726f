package reading

import (
	"strings"
)

var NlModeKey = NewNameList("names.approve-mode-key")

var nlOpenMode = NewNameList("names.approve-open-mode")

var NlSwitchKey = NewNameList("names.approve-switch-key")

var NlGuardKey = NewNameList("names.approve-guard-key")

var NlAllowKey = NewNameList("names.approve-allow-key")

var nlAnyEntry = NewNameList("names.approve-any-entry")

var nlAnyTool = NewNameList("names.approve-any-tool")

// entry is one value of a settings block: its key, the key of
// the object or table that holds it (parent), and whether it is an item
// of a list (the list's key is key); span covers the key (or the item)
// to the value's end.
type Entry struct {
	Parent, Key, Value string
	Item               bool
	Span               Span
}

// open: the entry runs every tool or command without asking:
// a mode key set to an open mode, a switch on, a guard off, an allow
// list's item (or an allow object's pattern set to true) that takes
// every call.
func Open(e Entry) bool {
	key, val := Last(e.Key), strings.ToLower(e.Value)
	switch {
	case e.Item:
		return NlAllowKey.Has(key) && anyEntry(val)
	case NlModeKey.Has(key) || NlModeKey.Has(strings.ToLower(e.Key)):
		return nlOpenMode.Has(val)
	case NlSwitchKey.Has(key) && val == "true", NlGuardKey.Has(key) && val == "false":
		return true
	}
	return val == "true" && NlAllowKey.Has(Last(e.Parent)) && anyEntry(strings.ToLower(e.Key))
}

// anyEntry: an allow list's entry that takes every call: a
// wildcard, or a tool of any command named alone or with an argument
// pattern that takes any argument.
func anyEntry(e string) bool {
	if nlAnyEntry.Has(e) || nlAnyTool.Has(e) {
		return true
	}
	tool, arg, ok := strings.Cut(e, "(")
	arg, closed := strings.CutSuffix(arg, ")")
	return ok && closed && nlAnyTool.Has(tool) && nlAnyEntry.Has(arg)
}

// last is a key's last dotted part, lower case.
func Last(k string) string {
	k = Lower(k)
	return k[strings.LastIndexByte(k, '.')+1:]
}

// tok is a token of a data block.
type tok struct {
	kind       byte // 's' a string, 'w' a bare word, 'p' punctuation, 'n' a line's end, '-' a list item's dash
	text       string
	start, end int
	indent     int // the column its line's first token stands at
}

// tokens splits a data block into tokens; comments (// and #)
// are dropped.
func tokens(s string) []tok {
	var out []tok
	indent, lineStart := 0, true
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\n':
			out = append(out, tok{kind: 'n', start: i, end: i + 1})
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
		t := tok{start: i, indent: indent}
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

// blockFrame is an object, a list or a YAML mapping open at a point
// of the block, with the key it is the value of.
type blockFrame struct {
	kind   byte // 'o' object, 'a' list, 'y' YAML mapping opened by indentation
	key    string
	indent int
}

// entries reads a data block's values (JSON, TOML, YAML) with
// their keys and the keys that hold them.
func Entries(s string) []Entry {
	toks := tokens(s)
	var out []Entry
	var stack []blockFrame
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
		case t.kind == 'p' && t.text == "[" && first && len(stack) == 0 && header(toks[k:]):
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
			stack = append(stack, blockFrame{kind: kind, key: key})
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
					stack = append(stack, blockFrame{kind: 'y', key: pending, indent: t.indent})
					pending = ""
				}
				continue
			}
			if pending != "" {
				out = append(out, Entry{Parent: parent(), Key: pending, Value: t.text, Span: Span{pendingAt, t.end}})
				pending = ""
				continue
			}
			if len(stack) > 0 && (stack[len(stack)-1].kind == 'a' || k > 0 && toks[k-1].kind == '-') {
				top := stack[len(stack)-1]
				out = append(out, Entry{Parent: parent(), Key: top.key, Value: t.text, Item: true, Span: Span{t.start, t.end}})
			}
		}
	}
	return out
}

// header: the tokens from a line's "[" are a TOML table header:
// words and dots to a "]" that ends the line.
func header(toks []tok) bool {
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

// drained is how many of a hook command's first pipelines only
// drain the hook's input: a printer with no operand whose output goes to
// the null device ("cat >/dev/null"), as a hook that answers without
// reading its input starts. No condition stands in them: an allow printed
// after them is printed on every call (hookAllowsAll).
func Drained(pipes []shPipeline) int {
	n := 0
	for _, p := range pipes {
		if len(p) != 1 || len(p[0].Words) != 1 || !WsHookPrinter.Has(p[0].Words[0].Lit) || len(p[0].Redirs) == 0 {
			break
		}
		for _, r := range p[0].Redirs {
			if !strings.HasPrefix(r.Op, ">") || r.target.Lit != "/dev/null" {
				return n
			}
		}
		n++
	}
	return n
}
