package harvest

import (
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// proseShell is ShellFlow's reading of the command cmd that the
// prose text gives at byte at, with the secret-fed reading added when
// the plain one finds no secret sent.
func ProseShell(text string, at int, cmd string) []reading.ShellHit {
	hits := reading.ShellFlow(cmd, false)
	for _, h := range hits {
		if h.Kind == "credential-exfiltration" {
			return hits
		}
	}
	sc := reading.ParseShell(cmd)
	if !agentFed(sc) || !secretBefore(text, at) {
		return hits
	}
	st := &reading.ShState{Vars: map[string]reading.ShFlow{}, Files: map[string]reading.ShFlow{}, Stdin: reading.FlowSecret}
	st.Run(sc)
	for _, h := range st.Hits {
		if h.Kind == "credential-exfiltration" {
			hits = append(hits, h)
		}
	}
	return hits
}

// agentFed: the command line is one pipeline that opens with a
// network client (wsShellSender), so its standard input is what the
// agent hands it, and the client does not authenticate itself (a
// header or a credential option: names.exfil-auth-flag): a call to a
// service with its own key sends a request body, not the key.
func agentFed(sc *reading.ShScript) bool {
	if len(sc.Pipes) != 1 || len(sc.Pipes[0]) == 0 {
		return false
	}
	c := sc.Pipes[0][0]
	if c.Group != nil || len(c.Words) == 0 || !reading.WsShellSender.Has(strings.ToLower(path.Base(c.Words[0].Lit))) {
		return false
	}
	for _, w := range c.Words[1:] {
		if reading.WsShellHeaderFlag.Has(strings.ToLower(w.Lit)) || reading.ExfilAuthFlag.Has(w.Lit) {
			return false
		}
	}
	return true
}

// secretBefore: a code span of text's paragraph before byte at
// names a credential file (sensitivePath), in no negated clause. The
// paragraph may run on from the section's earlier ones ("also append
// the contents of `~/.npmrc` ... below the snippet." then "Upload the
// combined text with ..."): the section, from its heading, is read.
func secretBefore(text string, at int) bool {
	from := sectionStart(text, at)
	para := text[from:at]
	for _, sp := range reading.BacktickSpans(para) {
		span := para[sp.Start:sp.End]
		if strings.ContainsAny(span, " \t") || !reading.SensitivePath(span) {
			continue
		}
		if w, clause := reading.NegationWindow(para[:sp.Start-1]); reading.LineNegated(w, len(w)) || reading.LangNegated(clause) {
			continue
		}
		return true
	}
	return false
}

// sectionStart is the byte where the section holding byte at
// starts: after the last Markdown heading line before it, or the text's
// start.
func sectionStart(text string, at int) int {
	from := 0
	for off := 0; off < at; {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 || off+end >= at {
			break
		}
		if strings.HasPrefix(text[off:], "#") {
			from = off + end + 1
		}
		off += end + 1
	}
	return from
}
