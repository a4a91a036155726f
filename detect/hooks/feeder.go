package hooks

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// wsFeeder: programs that run a command with the lines of
// their standard input as its arguments.
var wsFeeder = reading.NewWordSet("shell-argument-feeder", false)

// wsFeedReplace: a feeder's options whose value is the
// replacement string the items take the place of.
var wsFeedReplace = reading.NewWordSet("shell-feeder-replace-flag", false)

// wsFeedValue: a feeder's other options that take a value as
// the next word.
var wsFeedValue = reading.NewWordSet("shell-feeder-value-flag", false)

// wsFeedDefault: feeders whose replacement string is the
// default one ({}) without an option (parallel); and the options
// that set the default one (xargs -i).
var wsFeedDefault = reading.NewWordSet("shell-feeder-default-replace", false)

// feedVar is the flow's own variable that holds what a feeder
// read: a name no script sets (upper case letters and digits, so an
// address written after it, "$X1.zone.example", keeps its host).
const feedVar = "MCPLINTFEEDITEM"

// defaultReplace is the replacement string of xargs -i and of
// parallel.
const defaultReplace = "{}"

// feed reads a feeder command c (prog, its operands args) given
// stdin: the command it runs, with the items where they go. ok is false
// when prog is no feeder or names no command.
func Feed(st *reading.ShState, c *reading.ShCommand, prog string, args []reading.ShWord, stdin reading.ShFlow, outFiles []string) (reading.ShFlow, bool) {
	if !wsFeeder.Has(prog) || st.Depth > 8 {
		return 0, false
	}
	repl := ""
	if wsFeedDefault.Has(prog) {
		repl = defaultReplace
	}
	i := 0
	for i < len(args) && strings.HasPrefix(args[i].Lit, "-") {
		l := args[i].Lit
		if l == "--" {
			i++
			break
		}
		flag, val, eq := strings.Cut(l, "=")
		switch {
		case wsFeedDefault.Has(flag):
			repl = defaultReplace
			if eq && val != "" {
				repl = val
			}
		case wsFeedReplace.Has(flag):
			if eq {
				repl = val
			} else if i+1 < len(args) {
				repl = args[i+1].Lit
				i++
			}
		case !strings.HasPrefix(l, "--") && len(l) > 2 && wsFeedReplace.Has(l[:2]):
			repl = l[2:] // -I{}: the value run together with the option
		case wsFeedValue.Has(flag) && !eq && i+1 < len(args):
			i++
		}
		i++
	}
	// The command run: from its name to its last operand (the feeder's
	// own text goes on to the pipe or list operator after it). A feeder
	// with no command (xargs alone runs echo) is a filter.
	if i >= len(args) {
		return 0, false
	}
	last := args[len(args)-1].End
	if args[i].Start < c.Start || last-c.Start > len(c.Text) || last < args[i].Start {
		return 0, false
	}
	inner := c.Text[args[i].Start-c.Start : last-c.Start]
	switch {
	case repl != "":
		// Only where the replacement string stands: without it the
		// command gets none of the items.
		inner = replace(inner, repl)
	default:
		inner += ` "${` + feedVar + `}"`
	}
	save, saveIn := st.Vars[feedVar], st.Stdin
	st.Vars[feedVar] = stdin
	st.Stdin = 0 // the command run reads no items from the pipe
	n := len(st.Hits)
	st.Depth++
	out := st.Run(reading.ParseShell(inner))
	st.Depth--
	st.Vars[feedVar], st.Stdin = save, saveIn
	for k := n; k < len(st.Hits); k++ {
		st.Hits[k].Span = reading.Span{Start: c.Start, End: c.End} // found at the feeder's command
	}
	for _, f := range outFiles {
		st.Files[f] |= out
	}
	if len(outFiles) > 0 {
		return 0, true
	}
	return out, true
}

// replace writes the feed variable in place of every replacement
// string repl in command text s, quoted as its place needs: inside
// single quotes the quote is closed around it, so that the shell
// reader sees an expansion.
func replace(s, repl string) string {
	ref := "${" + feedVar + "}"
	var b strings.Builder
	sq, dq := false, false
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], repl) {
			switch {
			case sq:
				b.WriteString(`'"` + ref + `"'`)
			case dq:
				b.WriteString(ref)
			default:
				b.WriteString(`"` + ref + `"`)
			}
			i += len(repl)
			continue
		}
		switch c := s[i]; {
		case c == '\\' && !sq && i+1 < len(s):
			b.WriteString(s[i : i+2])
			i += 2
			continue
		case c == '\'' && !dq:
			sq = !sq
		case c == '"' && !sq:
			dq = !dq
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}
