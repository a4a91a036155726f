package exfiltration

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// linkCarriesData: the Markdown image or link whose destination starts
// at byte off of raw (renderedImage) has a query value that is a slot
// the agent fills (querySlots: <...>, {...}, $NAME, an upper-case
// identifier such as ENCODED_CONTENTS), and what fills it is a source
// of exfiltration: the slot names a secret, the conversation, facts
// about the user or the contents of the user's files, or the text that
// leads to the link (its paragraph and the one before) names a secret,
// the conversation or facts about the user, not negated. A client
// fetches an image as it renders the answer, and a link is followed by
// the user: either carries its query to the host. A slot that names a
// search term, a name or an identifier ("?q=<TERM>", "?repo=<repo
// name>") carries nothing of the user's.
func LinkCarriesData(raw string, off int) bool {
	slots := querySlots(raw, off)
	if len(slots) == 0 {
		return false
	}
	for _, s := range slots {
		if slotNamesSource(s) {
			return true
		}
	}
	return leadNamesSource(raw[leadStart(raw, off):off])
}

// destinationEnd is the end of the link destination that starts at off
// in raw: the first byte of stops, or the line's end, outside a slot
// written <...> or {...} (a slot may hold spaces: "<the user's last
// message>"). The path reading stops at the query; the query reading
// reads on through it.
func destinationEnd(raw string, off int, stops string) int {
	end, depth := off, 0
	for end < len(raw) && raw[end] != '\n' {
		c := raw[end]
		if c == '<' || c == '{' {
			depth++
		} else if (c == '>' || c == '}') && depth > 0 {
			depth--
		} else if depth == 0 && strings.IndexByte(stops, c) >= 0 {
			break
		}
		end++
	}
	return end
}

// querySlots are the values of the query of the link destination at
// off that are slots: written <...> or {...} (spaces allowed inside,
// "<the user's last message, URL-encoded>"), $NAME, or an identifier in
// capitals with a letter and an underscore or of four letters or more.
func querySlots(raw string, off int) []string {
	_, q, ok := strings.Cut(raw[off:destinationEnd(raw, off, " )")], "?")
	if !ok {
		return nil
	}
	var out []string
	for _, kv := range strings.Split(q, "&") {
		_, v, ok := strings.Cut(kv, "=")
		if !ok || v == "" {
			continue
		}
		switch {
		case v[0] == '<' || v[0] == '{' || v[0] == '$':
			out = append(out, strings.Trim(v, "<>{}$"))
		case capsSlot(v):
			out = append(out, v)
		}
	}
	return out
}

// capsSlot: v is written in capitals (letters, digits, underscores) with
// an underscore, or four capitals or more: a name to replace, not a
// value (BASE64_OF_CONVERSATION, FILE_CONTENT).
func capsSlot(v string) bool {
	letters := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= 'A' && c <= 'Z':
			letters++
		case c >= '0' && c <= '9' || c == '_':
		default:
			return false
		}
	}
	return letters >= 4 || letters > 0 && strings.Contains(v, "_")
}

// slotNamesSource: a slot's words name a secret (secretNamed), the
// conversation or the user's messages (demand-context, ask-talk-noun),
// facts about the user (demand-personal), or the user's files and code
// (ask-work-data) not as the head's modifier of an identifier ("repo
// name", "file id": an identifier-head after it).
func slotNamesSource(s string) bool {
	if reading.SecretNamed(s) {
		return true
	}
	ws := reading.SplitNameRunes(s)
	for i, w := range ws {
		w = reading.Lower(w)
		c := reading.DemandWords[w] | reading.DemandWords[text.Stem(w)]
		if c&(reading.DSecret|reading.DSecretQualified|reading.DPersonal) != 0 || (c&reading.DContext != 0 || reading.WsAskTalkNoun.Has(w)) && possessed(ws, i) {
			return true
		}
		if reading.WsAskWorkData.Has(w) && !(i+1 < len(ws) && reading.WsIdentifierHead.Has(strings.ToLower(ws[i+1]))) {
			return true
		}
	}
	return false
}

// leadStart is where the text that leads to byte off of raw starts: the
// start of its paragraph, or of the paragraph before when the link opens
// its own.
func leadStart(raw string, off int) int {
	para := func(at int) int {
		k := strings.LastIndex(raw[:at], "\n\n")
		if k < 0 {
			return 0
		}
		return k + 2
	}
	p := para(off)
	if strings.TrimSpace(raw[p:off]) == "" || len(strings.Fields(raw[p:off])) <= 2 {
		p = para(max(p-2, 0))
	}
	return p
}

// leadNamesSource: lead names a credential file (sensitivePath), a
// secret, the conversation or facts about the user (the demand classes;
// a secret's identifier), with no negator
// among the four words before it ("never put tokens in links").
func leadNamesSource(lead string) bool {
	for _, w := range strings.Fields(lead) {
		if w = strings.Trim(w, "`'\"()[],;:"); strings.ContainsAny(w, "./") && reading.SensitivePath(w) && !reading.LineNegated(lead, strings.Index(lead, w)) {
			return true // a credential file named (`.env`, ~/.ssh/id_rsa)
		}
	}
	ws := strings.FieldsFunc(lead, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '\'')
	})
	for i, w := range ws {
		lw := reading.Lower(w)
		c := reading.DemandWords[lw] | reading.DemandWords[text.Stem(lw)]
		src := c&(reading.DSecret|reading.DSecretQualified|reading.DPersonal) != 0 || (c&reading.DContext != 0 || reading.WsAskTalkNoun.Has(lw)) && possessed(ws, i) || strings.Contains(w, "_") && reading.SecretNamed(w)
		if !src {
			continue
		}
		negated := false
		for k := max(0, i-4); k < i; k++ {
			lk := strings.ToLower(ws[k])
			if reading.DemandWords[lk]&reading.DNegation != 0 || strings.HasSuffix(lk, "n't") || lk == "dont" {
				negated = true
			}
		}
		if !negated {
			return true
		}
	}
	return false
}

// possessed: one of the three words before ws[i] is a person
// (demand-person) or a possessive of the one addressed ("your"): the
// conversation or messages named are the user's ("the user's last
// message", "your chat history"), not a prompt the agent writes for
// another service ("URL-encode the prompt").
func possessed(ws []string, i int) bool {
	for k := max(0, i-3); k < i; k++ {
		w := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(ws[k], "'s"), "'"))
		if reading.DemandWords[w]&reading.DPerson != 0 || w == "your" { // as ask.exfil-outside reads the user's messages
			return true
		}
	}
	return false
}
