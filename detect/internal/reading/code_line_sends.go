package reading

import (
	"unicode/utf8"
)

// codeLineSends: a line of code (a Python or JavaScript script, not a
// shell script) that calls something able to send: a request or a
// connection's write (names.egress-send-call, names.egress-conn-write)
// called on the line, a program run from it (names.egress-run-call: the
// command line it runs names the address), or a network client of the shell (shell-sender)
// named as a program, as in os.system("curl ...").
//
// The line reading of scriptShellHits pairs a credential's name with an
// address on one line; in code an address alone sends nothing: a
// default value (process.env.API_URL || 'https://...'), a comment's link
// beside a property named env (nextConfig.env), a setting's URL. Flows
// over several statements are codeFlows's.
func CodeLineSends(line string) bool {
	for i := 0; i < len(line); {
		c := line[i]
		if !identStart(c) {
			i++
			continue
		}
		j := i + 1
		for j < len(line) && (identStart(line[j]) || line[j] >= '0' && line[j] <= '9' || line[j] == '-') {
			j++
		}
		id := line[i:j]
		prop := i > 0 && line[i-1] == '.'
		k := j
		for k < len(line) && line[k] == ' ' {
			k++
		}
		switch {
		case k < len(line) && line[k] == '(' && (egressSendCalls.Has(id) || egressConnWrite.Has(id) || EgressRunCalls.Has(id)):
			return true
		case !prop && !(j < len(line) && (line[j] == ':' || line[j] == '.' || line[j] == '_')) && WsShellSender.Has(Lower(id)):
			// a program's name: not a URL's scheme (https:), not a
			// name's part (host.name, HOST_URL), not a property
			return true
		}
		i = j
	}
	return false
}

func identStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// symbolSplit: every hidden character of group g is a zero-width
// character between two ASCII symbols (neither a letter, a digit nor a
// space): in code, "/\u200b*" and "*\u200b/" keep a comment's delimiter
// written inside a comment from opening or closing one. It splits a
// symbol and carries no text; a character beside a letter, a digit or a
// space, any other class, or a TAG or selector message is not this.
func SymbolSplit(s string, g *HiddenGroup) bool {
	if g.Counts[HcZeroWidth] == 0 || len(g.TagMsg) > 0 || len(g.VsBytes) > 0 {
		return false
	}
	for c, n := range g.Counts {
		if hiddenClass(c) != HcZeroWidth && n > 0 {
			return false
		}
	}
	for i := g.Start; i < g.End; {
		r, n := utf8.DecodeRuneInString(s[i:])
		if ClassifyHidden(r) == HcZeroWidth {
			before, _ := utf8.DecodeLastRuneInString(s[:i])
			if !asciiSymbol(before) || !asciiSymbol(NextRune(s, i+n)) {
				return false
			}
		}
		i += n
	}
	return true
}

func asciiSymbol(r rune) bool {
	return r > ' ' && r < 0x7f && !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
}
