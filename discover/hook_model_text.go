package discover

import (
	"path"
	"regexp"
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// The text a hook hands the model beyond a context event's standard
// output (hook_printed.go), read as a rules unit of its own so that every
// reading of instructions sees it:
//
//   - outside a context event: Claude Code shows the model a PreToolUse
//     answer's permissionDecisionReason when it denies, the reason of a
//     "decision": "block" (PostToolUse, Stop, SubagentStop), and, when the
//     hook exits with code 2, what it wrote to standard error (the hooks
//     reference, "Exit code 2 behavior" and "Advanced: JSON output"), and
//     Cursor's agent_message;
//   - a script file a hook runs (Python, node, shell): what it prints
//     when the event is a context event, what it writes to standard error
//     when it exits with 2, the reasons of its JSON answer. A script builds
//     its text in variables (ctx = ("..." "..."), hints.append("...")), so
//     every string literal of it that is prose is read, not only the
//     arguments of print.
//
// Every offset of the text is the command's or the script's own: the rest
// is blanked (line breaks kept).

// reasons are the keys of a hook's JSON answer whose value the
// model reads outside a context event: Claude Code's deny and block reasons
// and a PostToolUse answer's additionalContext, Cursor's message to the
// agent (agent_message, also written agentMessage; user_message is the
// user's).
var reasons = []string{`"permissionDecisionReason"`, `"reason"`, `"additionalContext"`, `"agent_message"`, `"agentMessage"`}

// exit2 is a hook's exit with code 2, the one whose standard
// error reaches the model: exit 2, sys.exit(2), exit(2), process.exit(2).
var exit2 = regexp.MustCompile(`\bexit\s*\(?\s*2\s*\)?(?:[\s;)]|$)`)

// hookModelUnit registers the text an inline hook command outside a
// context event hands the model, then reads the scripts the command
// runs.
func (w *walker) hookModelUnit(d *recognizer, h, cmd *syntax.Node, p, server, event string, info *FileInfo) {
	if cmd == nil || !cmd.IsString() {
		return
	}
	if !contextEvents[event] {
		if text := modelText(cmd.Str); strings.TrimSpace(text) != "" {
			t := detect.Tool{Server: server, Kind: detect.KindRules, Name: p, Repository: w.repoOf(path.Dir(d.Src.Path)),
				Extra: map[string]any{"body": text}}
			body := &syntax.Node{Kind: syntax.KString, Str: text, Off: cmd.Off, End: cmd.End, Mapper: cmd.Mapper}
			if d.register(t, &origin{src: d.Src, node: h, chain: []*syntax.Node{h}, fields: map[string]*syntax.Node{"body": body}}) {
				info.Tools++
			}
		}
	}
	w.hookScripts(hookScriptText(cmd.Str, w.pluginRoot(d.Src.Path)), d.Src.Path, w.scriptBases(d.Src.Path), server, event)
}

// modelText is an inline command outside a context event with
// everything but what the model reads blanked: the operands of an echo or
// printf redirected to standard error when the command exits with 2, and
// the reasons of a JSON answer printed to standard output.
func modelText(cmd string) string {
	out := blank(cmd)
	stdout := blank(cmd)
	exit2 := exit2.MatchString(cmd)
	any := false
	for i := 0; i < len(cmd); {
		word, start := commandWord(cmd, i)
		if start < 0 {
			break
		}
		end := max(start+len(word), i+1)
		switch word {
		case "echo", "printf":
			spans, next, printed := operands(cmd, end, word == "printf")
			to := out
			if printed {
				to = stdout
			} else if !exit2 || len(spans) == 0 || !toStderr(slice(cmd, spans[len(spans)-1][1], next)) {
				to = nil
			}
			for _, s := range spans {
				if to != nil {
					keep(to, cmd, s[0], s[1])
					any = true
				}
			}
			i = next
		case "python", "python3", "node":
			spans, next := programPrints(cmd, end)
			for _, s := range spans {
				keep(stdout, cmd, s[0], s[1])
				any = true
			}
			i = next
		default:
			i = end
		}
	}
	if !any {
		return ""
	}
	merge(out, jSONReasons(string(stdout)))
	return escapes(string(out))
}

// toStderr: a redirection after an echo's operands that sends
// them to standard error (>&2, 1>&2).
func toStderr(tail string) bool {
	return strings.Contains(tail, ">&2")
}

// jSONReasons keeps, of printed text, only the values of the
// reason keys (reasons) of a JSON answer.
func jSONReasons(s string) string {
	out := blank(s)
	for _, key := range reasons {
		for at := 0; ; {
			k := strings.Index(s[at:], key)
			if k < 0 {
				break
			}
			k += at + len(key)
			at = k
			v := k
			for v < len(s) && (s[v] == ' ' || s[v] == '\t' || s[v] == '\n') {
				v++
			}
			if v >= len(s) || s[v] != ':' {
				continue
			}
			for v++; v < len(s) && (s[v] == ' ' || s[v] == '\t' || s[v] == '\n'); v++ {
			}
			if v >= len(s) || s[v] != '"' {
				continue
			}
			from := v + 1
			to := from
			for to < len(s) && s[to] != '"' {
				if s[to] == '\\' {
					to++
				}
				to++
			}
			keep(out, s, from, to)
			at = min(to, len(s))
		}
	}
	return string(out)
}

// hookScripts reads each script a hook's command runs (the path tokens
// namedScripts reads) for the text it hands the model, as a rules unit
// named for the script.
func (w *walker) hookScripts(text, from string, bases []string, server, event string) {
	w.eachNamedScript(text, from, bases, func(p string) bool {
		w.hookScriptUnit(from, p, server, event)
		return true
	})
}

// hookScriptUnit registers the text one hook script hands the model.
func (w *walker) hookScriptUnit(from, p, server, event string) {
	if !w.followable(from, p) {
		return // named in the notice of files not read
	}
	b, err := safeio.ReadFile(w.confineTo(w.absOf(p)), w.absOf(p), w.opts.MaxSourceSize)
	if err != nil {
		return // scriptUnit reports the failure
	}
	src := &syntax.Source{Path: p, Data: b, Format: "script"}
	w.readText(src)
	b = src.Data
	text := scriptText(string(b), strings.ToLower(path.Ext(p)), contextEvents[event])
	if strings.TrimSpace(text) == "" {
		return
	}
	t := detect.Tool{Server: server, Kind: detect.KindRules, Name: p + "#" + event, Repository: w.repoOf(path.Dir(p)),
		Extra: map[string]any{"body": text}}
	for i := range w.res.Tools {
		// One script a hooks file runs twice for one event is one text.
		if o := &w.res.Tools[i]; o.Kind == t.Kind && o.Server == t.Server && o.Name == t.Name {
			return
		}
	}
	d := newRecognizer(w, src, false)
	root := &syntax.Node{Kind: syntax.KObject, End: len(b)}
	n := &syntax.Node{Kind: syntax.KString, Str: text, End: len(b), Mapper: syntax.SpanMapper{N: len(b)}}
	if d.register(t, &origin{src: src, node: root, chain: []*syntax.Node{root}, fields: map[string]*syntax.Node{"body": n}}) {
		if _, ok := w.res.sources[p]; !ok {
			w.res.sources[p] = src
		}
	}
}

// scriptText is a hook script with everything but what it hands
// the model blanked. A shell script is read as an inline command is (its
// printed text in a context event, modelText outside one); another
// language's string literals that are prose, when the event is a context
// event, the script exits with 2 or it answers with a reason.
func scriptText(src, ext string, context bool) string {
	switch ext {
	case ".sh", ".bash", ".zsh":
		if context {
			return hookPrintedText(src)
		}
		return modelText(src)
	case ".py", ".js", ".mjs", ".cjs", ".ts":
	default:
		return ""
	}
	if !context && !exit2.MatchString(src) && !anyReason(src) {
		return ""
	}
	out := blank(src)
	for _, s := range literals(src, ext == ".py") {
		if lit := slice(src, s[0], s[1]); prose(lit) {
			keep(out, src, s[0], s[1])
		}
	}
	return escapes(string(out))
}

// anyReason: the script's text names a reason key of a JSON
// answer (written with either quote).
func anyReason(src string) bool {
	for _, k := range reasons {
		if strings.Contains(src, k) || strings.Contains(src, strings.ReplaceAll(k, `"`, `'`)) {
			return true
		}
	}
	return false
}

// literals are the spans of the insides of a script's string
// literals ('...', "...", `...`, and Python's triple-quoted ones), its
// comments (# in Python, // and /* */ elsewhere) skipped. A triple-quoted
// literal that opens its line is a docstring, not output, and is left out.
func literals(src string, python bool) [][2]int {
	var spans [][2]int
	for k := 0; k < len(src); k++ {
		c := src[k]
		switch {
		case python && c == '#', !python && c == '/' && k+1 < len(src) && src[k+1] == '/':
			if e := strings.IndexByte(src[k:], '\n'); e >= 0 {
				k += e
			} else {
				k = len(src)
			}
		case !python && c == '/' && k+1 < len(src) && src[k+1] == '*':
			if e := strings.Index(src[k+2:], "*/"); e >= 0 {
				k += e + 3
			} else {
				k = len(src)
			}
		case c == '\'' || c == '"' || c == '`' && !python:
			if python && strings.HasPrefix(src[k:], strings.Repeat(string(c), 3)) {
				q := strings.Repeat(string(c), 3)
				e := strings.Index(src[k+3:], q)
				if e < 0 {
					return spans
				}
				line := src[strings.LastIndexByte(src[:k], '\n')+1 : k]
				if strings.TrimSpace(line) != "" {
					spans = append(spans, [2]int{k + 3, k + 3 + e})
				}
				k += e + 5
				continue
			}
			e := k + 1
			for e < len(src) && src[e] != c && (c == '`' || src[e] != '\n') {
				if src[e] == '\\' {
					e++
				}
				e++
			}
			e = min(e, len(src))
			spans = append(spans, [2]int{k + 1, e})
			k = e
		}
	}
	return spans
}

// prose: a literal of at least four words, one of them a word of
// letters (not a pattern, a path, a key or a command line alone), or of
// six letters of a script written without spaces between words (Han,
// Hiragana, Katakana: "内置的审查命令已废弃").
func prose(s string) bool {
	unspaced := 0
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
			unspaced++
		}
	}
	if unspaced >= 6 {
		return true
	}
	words := strings.Fields(s)
	if len(words) < 4 {
		return false
	}
	for _, w := range words {
		letters := 0
		for _, r := range w {
			if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f {
				letters++
			}
		}
		if letters >= 3 && letters == len([]rune(strings.Trim(w, ".,;:!?()[]{}<>`'\"*"))) {
			return true
		}
	}
	return false
}

// slice is s[from:to] with both ends held inside s ("" when they
// cross): the readers' spans may run past an unclosed quote.
func slice(s string, from, to int) string {
	from, to = min(max(from, 0), len(s)), min(max(to, 0), len(s))
	if from >= to {
		return ""
	}
	return s[from:to]
}

// keep copies s[from:to] (held inside s, as slice) into
// dst at the same offsets.
func keep(dst []byte, s string, from, to int) {
	from, to = min(max(from, 0), len(s), len(dst)), min(max(to, 0), len(s), len(dst))
	if from < to {
		copy(dst[from:to], s[from:to])
	}
}

// blank is s as spaces, its line breaks kept.
func blank(s string) []byte {
	out := []byte(strings.Repeat(" ", len(s)))
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out[i] = '\n'
		}
	}
	return out
}

// merge copies every byte of from that is not blank into out.
func merge(out []byte, from string) {
	for i := 0; i < len(from) && i < len(out); i++ {
		if from[i] != ' ' && from[i] != '\n' {
			out[i] = from[i]
		}
	}
}

// escapes blanks a literal's escapes and printf's conversions,
// which are no words the model reads (hookPrintedText does the same).
func escapes(s string) string {
	for _, esc := range []string{`\n`, `\t`, `\"`, `%s`, `%b`, `%d`} {
		s = strings.ReplaceAll(s, esc, strings.Repeat(" ", len(esc)))
	}
	return s
}
