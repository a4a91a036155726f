package exfiltration

import (
	"strings"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// wrapContinues: the line break between tokens j-1 and j of field f
// wraps one clause of prose onto the next line.
func WrapContinues(v *reading.ToolView, f *reading.Field, a *reading.Analysis, j int) bool {
	if !reading.IsInstructionKind(v.Tool.Kind) || v.Tool.Kind == reading.KindScript {
		return false
	}
	prev, next := &a.Tokens[j-1], &a.Tokens[j]
	if next.Start <= prev.End || int(next.Start) > len(f.Text) {
		return false
	}
	gap := f.Text[prev.End:next.Start]
	if strings.Count(gap, "\n") != 1 || strings.TrimSpace(gap) != "" {
		return false
	}
	if strings.HasPrefix(strings.TrimLeft(f.Text[next.Start:], "`"), "-") {
		return false // a flag named on a line of its own (`--force`)
	}
	r, _ := utf8.DecodeLastRuneInString(f.Text[:prev.End])
	switch {
	case r == '`' || r == '、':
		return true // (not a comma: a line of code or a list of values ends in one)
	case r >= 'a' && r <= 'z':
		return true
	case letterNoCase(r):
		return true // a Japanese, Chinese or Korean line with no 。
	}
	return false
}

// letterNoCase: r is a letter of a script written without capitals
// (kana, kanji, hangul), the line before a wrap in those languages.
func letterNoCase(r rune) bool {
	return r >= 0x3040 && r <= 0x30ff || r >= 0x3400 && r <= 0x9fff || r >= 0xac00 && r <= 0xd7af
}

// valueEgress: hit, a launch command's or a hook's, is a secret's value
// sent away that the command names by no file: ShellFlow finds a
// credential sent, and reading no value finds none. Its finding fails the gate and does not
// block, as what a hook is handed sent away does (config_shell.go): a
// service's secret whose variable or CLI names the service otherwise than
// its host does (an alias the list lacks) is a use that reads as egress.
func ValueEgress(text string, hit reading.ShellHit) bool {
	if hit.Kind != "credential-exfiltration" {
		return false
	}
	found := func(noValue bool) bool {
		st := &reading.ShState{Vars: map[string]reading.ShFlow{}, Files: map[string]reading.ShFlow{}, Stdin: reading.FlowInput, Hook: true, NoValue: noValue}
		st.Run(reading.ParseShell(text))
		for _, h := range st.Hits {
			if h.Kind == hit.Kind {
				return true
			}
		}
		return false
	}
	return found(false) && !found(true)
}

// continuedLines is the command line t, which starts at text[at:], with
// the lines a trailing backslash continues it onto (POSIX shell's line
// continuation): a documented curl whose -d or -F sits on the next line
// sends what that line names.
func ContinuedLines(text string, at int, t string) string {
	end := at + len(t)
	for end < len(text) && strings.HasSuffix(strings.TrimRight(text[at:end], " \t"), "\\") {
		next := strings.IndexByte(text[end+1:], '\n')
		if next < 0 {
			next = len(text) - end - 1
		}
		end += 1 + next
	}
	return text[at:end]
}
