package discover

import (
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// contextEvents are the hook events whose command's standard
// output Claude Code adds to the model's context (the hooks reference:
// "For UserPromptSubmit and SessionStart, stdout is added to the context",
// and a JSON answer's hookSpecificOutput.additionalContext): what such a
// hook prints is an instruction the agent reads, as a rules file is.
var contextEvents = map[string]bool{"UserPromptSubmit": true, "SessionStart": true}

// hookPrintedUnit registers what a context hook's command prints (echo,
// printf, a here-document given to cat, a print of an inline python or
// node program) as a rules unit of its own, at its place in the command:
// the engine judges it by what it asks, as it judges a rules file. The
// launch checks read the command itself (hookConfigs).
func (w *walker) hookPrintedUnit(d *recognizer, h, cmd *syntax.Node, p, server, event string, info *FileInfo) {
	if !contextEvents[event] || cmd == nil || !cmd.IsString() {
		return
	}
	text := hookPrintedText(cmd.Str)
	if strings.TrimSpace(text) == "" {
		return
	}
	t := detect.Tool{Server: server, Kind: detect.KindRules, Name: p, Repository: w.repoOf(path.Dir(d.Src.Path)),
		Extra: map[string]any{"body": text}}
	body := &syntax.Node{Kind: syntax.KString, Str: text, Off: cmd.Off, End: cmd.End, Mapper: cmd.Mapper}
	if d.register(t, &origin{src: d.Src, node: h, chain: []*syntax.Node{h}, fields: map[string]*syntax.Node{"body": body}}) {
		info.Tools++
	}
}

// hookPrintedText is cmd with everything but the text it prints to
// standard output blanked (spaces; line breaks kept), so that every
// offset of the result is the command's own. Printed: the operands of
// echo and printf, the body of a here-document given to cat, the string
// literals a python -c or node -e program prints; not what is redirected
// (to a file, to standard error) or piped on, and not a command
// substitution's text (it is the output of another program). In a JSON
// answer, only hookSpecificOutput.additionalContext reaches the model.
func hookPrintedText(cmd string) string {
	out := []byte(strings.Repeat(" ", len(cmd)))
	for i, c := range []byte(cmd) {
		if c == '\n' {
			out[i] = '\n'
		}
	}
	keep := func(from, to int) {
		for k := max(from, 0); k < min(to, len(cmd)); k++ {
			out[k] = cmd[k]
		}
	}
	any := false
	for i := 0; i < len(cmd); {
		word, start := commandWord(cmd, i)
		if start < 0 {
			break
		}
		end := max(start+len(word), i+1) // always forward
		switch word {
		case "echo", "printf":
			spans, next, printed := operands(cmd, end, word == "printf")
			if printed {
				for _, s := range spans {
					keep(s[0], s[1])
					any = true
				}
			}
			i = next
		case "cat":
			from, to, next, printed := hereDoc(cmd, end)
			if printed {
				keep(from, to)
				any = true
			}
			i = next
		case "python", "python3", "node":
			spans, next := programPrints(cmd, end)
			for _, s := range spans {
				keep(s[0], s[1])
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
	s := string(out)
	// printf's conversions and escapes are not words the model reads.
	for _, esc := range []string{`\n`, `\t`, `%s`, `%b`, `%d`} {
		s = strings.ReplaceAll(s, esc, strings.Repeat(" ", len(esc)))
	}
	return additionalContext(s)
}

// commandWord is the next word from i that stands where a command
// does (the start, or after ; & | ( { or a line break), and its offset;
// -1 when there is none.
func commandWord(cmd string, i int) (string, int) {
	atStart := i == 0
	for k := i; k < len(cmd); k++ {
		c := cmd[k]
		switch {
		case c == ';' || c == '&' || c == '|' || c == '(' || c == '{' || c == '\n' || c == ')' && caseArm(cmd, k):
			atStart = true
		case c == ' ' || c == '\t':
		case c == '\'' || c == '"':
			// A quoted string is no command word: skip it whole.
			if e := strings.IndexByte(cmd[k+1:], c); e >= 0 {
				k += e + 1
			}
			atStart = false
		default:
			j := k
			for j < len(cmd) && !strings.ContainsRune(" \t\n;&|(){}<>'\"", rune(cmd[j])) {
				j++
			}
			if j == k {
				atStart = false // a mark no word starts with: ) } < >
				continue
			}
			if atStart && detect.ShellReservedLead(cmd[k:j]) {
				k = j - 1 // "then echo ...": a command follows the reserved word
				continue
			}
			if atStart {
				w := cmd[k:j]
				if s := strings.LastIndexByte(w, '/'); s >= 0 {
					w = w[s+1:] // /usr/bin/env-less paths: /bin/echo
				}
				return w, j - len(w)
			}
			k = j - 1
			atStart = false
		}
	}
	return "", -1
}

// operands reads the operands of echo or printf from i to the end
// of the command: the spans of the text they print (quoted strings'
// insides, bare words; a command substitution left out), the offset after
// the command, and whether it prints to standard output (no redirection
// nor pipe after it).
func operands(cmd string, i int, printf bool) ([][2]int, int, bool) {
	var spans [][2]int
	printed := true
	first := true
	k := i
	for k < len(cmd) {
		c := cmd[k]
		switch {
		case c == ' ' || c == '\t':
			k++
		case c == ';' || c == '\n' || c == '&' && !strings.HasPrefix(cmd[k:], "&>"):
			return spans, k, printed
		case c == '|' && strings.HasPrefix(cmd[k:], "||"):
			return spans, k, printed // an or-list: the next command runs after this one
		case c == '|':
			return spans, k, false // piped to another program
		case c == '>' || c == '&' || c >= '0' && c <= '9' && k+1 < len(cmd) && cmd[k+1] == '>':
			printed = false // redirected: to a file or to standard error
			for k < len(cmd) && !strings.ContainsRune(" \t;\n|", rune(cmd[k])) {
				k++
			}
		case c == '\'':
			e := strings.IndexByte(cmd[k+1:], '\'')
			if e < 0 {
				e = len(cmd) - k - 1
			}
			spans = append(spans, [2]int{k + 1, k + 1 + e})
			k += e + 2
			first = false
		case c == '"':
			e := doubleQuoteEnd(cmd, k) // quoted_substitution.go: quotes inside a substitution
			spans = append(spans, noSubst(cmd, k+1, min(e, len(cmd)))...)
			k = e + 1
			first = false
		default:
			j := k
			for j < len(cmd) && !strings.ContainsRune(" \t\n;&|<>", rune(cmd[j])) {
				j++
			}
			if j == k {
				// A mark no operand starts with: '<', an input
				// redirection, whose file is not printed either.
				k++
				if c == '<' {
					for k < len(cmd) && (cmd[k] == ' ' || cmd[k] == '\t') {
						k++
					}
					for k < len(cmd) && !strings.ContainsRune(" \t\n;&|<>", rune(cmd[k])) {
						k++
					}
				}
				continue
			}
			w := cmd[k:j]
			if !(first && strings.HasPrefix(w, "-") && !printf) && !strings.HasPrefix(w, "$") {
				spans = append(spans, [2]int{k, j})
				first = false
			}
			k = j
		}
	}
	return spans, k, printed
}

// noSubst splits [from, to) around each $(...) and `...` in it.
func noSubst(cmd string, from, to int) [][2]int {
	var spans [][2]int
	at := from
	for k := from; k < to; k++ {
		if cmd[k] == '$' && k+1 < to && cmd[k+1] == '(' || cmd[k] == '`' {
			spans = append(spans, [2]int{at, k})
			e := k
			if cmd[k] == '`' {
				if n := strings.IndexByte(cmd[k+1:to], '`'); n >= 0 {
					e = k + 1 + n
				} else {
					e = to - 1
				}
			} else {
				e = substEnd(cmd[:to], k+2) // quoted_substitution.go: quoted parentheses inside
			}
			k, at = e, e+1
		}
	}
	return append(spans, [2]int{at, to})
}

// hereDoc reads a here-document given to cat after offset i
// ("cat <<'EOF'" ... "EOF"): its body's span, the offset after its
// closing line, and whether it is printed (not redirected nor piped).
func hereDoc(cmd string, i int) (int, int, int, bool) {
	line := cmd[i:]
	if n := strings.IndexByte(line, '\n'); n >= 0 {
		line = line[:n]
	}
	at := strings.Index(line, "<<")
	if at < 0 || strings.HasPrefix(line[at:], "<<<") {
		return 0, 0, i + len(line), false
	}
	rest := strings.TrimLeft(line[at+2:], "-")
	rest = strings.TrimLeft(rest, " \t")
	delim := rest
	if n := strings.IndexAny(delim, " \t;|>&"); n >= 0 {
		delim = delim[:n]
	}
	tail := line[at+2:]
	printed := !strings.ContainsAny(strings.ReplaceAll(tail, delim, ""), ">|")
	delim = strings.Trim(delim, `'"`)
	if delim == "" {
		return 0, 0, i + len(line), false
	}
	from := i + len(line) + 1
	if from > len(cmd) {
		return 0, 0, len(cmd), false
	}
	to := from
	for to < len(cmd) {
		e := strings.IndexByte(cmd[to:], '\n')
		l := cmd[to:]
		if e >= 0 {
			l = cmd[to : to+e]
		}
		if strings.TrimSpace(l) == delim {
			next := to + len(l)
			return from, to, next, printed
		}
		if e < 0 {
			break
		}
		to += e + 1
	}
	return from, len(cmd), len(cmd), printed
}

// programPrints reads an inline program (python -c '...', node -e
// '...') after offset i: the spans of the string literals it passes to
// print( or console.log(, and the offset after the program.
func programPrints(cmd string, i int) ([][2]int, int) {
	k := i
	for k < len(cmd) && (cmd[k] == ' ' || cmd[k] == '\t') {
		k++
	}
	if !strings.HasPrefix(cmd[k:], "-c") && !strings.HasPrefix(cmd[k:], "-e") {
		return nil, k
	}
	k += 2
	for k < len(cmd) && (cmd[k] == ' ' || cmd[k] == '\t') {
		k++
	}
	if k >= len(cmd) || cmd[k] != '\'' && cmd[k] != '"' {
		return nil, k
	}
	q := cmd[k]
	e := k + 1
	for e < len(cmd) && cmd[e] != q {
		if cmd[e] == '\\' {
			e++
		}
		e++
	}
	e = min(e, len(cmd))
	prog := cmd[k+1 : e]
	var spans [][2]int
	for _, call := range []string{"print(", "console.log(", "sys.stdout.write("} {
		for at := 0; ; {
			n := strings.Index(prog[at:], call)
			if n < 0 {
				break
			}
			p := at + n + len(call)
			for p < len(prog) && (prog[p] == ' ' || prog[p] == 'f' || prog[p] == 'r') {
				p++
			}
			if p < len(prog) && (prog[p] == '\'' || prog[p] == '"' || prog[p] == '`') {
				lq := prog[p]
				if m := strings.IndexByte(prog[p+1:], lq); m >= 0 {
					spans = append(spans, [2]int{k + 1 + p + 1, k + 1 + p + 1 + m})
				}
			}
			at = p
		}
	}
	return spans, e + 1
}

// additionalContext: printed text that is a JSON answer reaches
// the model only through hookSpecificOutput.additionalContext; every
// other part of it is blanked.
func additionalContext(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "{") {
		return s
	}
	key := strings.Index(s, `"additionalContext"`)
	if key < 0 {
		return ""
	}
	from := strings.IndexByte(s[key+len(`"additionalContext"`):], '"')
	if from < 0 {
		return ""
	}
	from += key + len(`"additionalContext"`) + 1
	to := from
	for to < len(s) && s[to] != '"' {
		if s[to] == '\\' {
			to++
		}
		to++
	}
	out := []byte(strings.Repeat(" ", len(s)))
	for k := 0; k < len(s); k++ {
		if s[k] == '\n' || k >= from && k < min(to, len(s)) {
			out[k] = s[k]
		}
	}
	return string(out)
}

// caseArm: the ")" at k closes a case arm's pattern ("/review*)
// echo ..."), after which a command starts, not a command substitution
// or a group: no "(" left open before it since the last ";" or line break.
func caseArm(cmd string, k int) bool {
	seg := cmd[strings.LastIndexAny(cmd[:k], "\n;")+1 : k]
	return strings.Count(seg, "(") <= strings.Count(seg, ")")
}
