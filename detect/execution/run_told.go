package execution

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// remoteRunTold: the command at span sp of text (an instruction kind's
// prose or block) fetches code from an outside address the text does not
// name as its subject, and the text does not tell a person (the user)
// to run it.
func RemoteRunTold(text, name, more string, sp reading.Span) bool {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return false
	}
	line := text[strings.LastIndexByte(text[:sp.Start], '\n')+1 : sp.Start]
	if !strings.Contains(text[sp.Start:reading.LineEnd(text, sp.End)], "://") {
		// A file downloaded on an earlier line and run on this one
		// (curl -o "$B" URL; "$B"): the download's line names the
		// address.
		if k := strings.LastIndex(text[:sp.Start], "://"); k >= 0 {
			at := reading.LineStart(text, k)
			sp = reading.Span{Start: at, End: reading.LineEnd(text, k)}
		}
	}
	if reading.OwnInstaller(text, name+"\n"+more, more, sp) || pathNamesUnit(text[sp.Start:reading.LineEnd(text, sp.End)], name) {
		return false
	}
	return fetchedRun(text, line, sp)
}

// HookRunTold: the command at span sp of text, a script a hook runs,
// fetches code from an outside address and runs it, whoever's the
// address: a hook runs on its event without the user's action, so even
// a vendor's documented installer is code fetched and run unasked, not
// an install step the user reads and takes (install_step.go).
func HookRunTold(text string, sp reading.Span) bool {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return false
	}
	if !strings.Contains(text[sp.Start:reading.LineEnd(text, sp.End)], "://") {
		if k := strings.LastIndex(text[:sp.Start], "://"); k >= 0 {
			sp = reading.Span{Start: reading.LineStart(text, k), End: reading.LineEnd(text, k)}
		}
	}
	return fetchedRun(text, text[strings.LastIndexByte(text[:sp.Start], '\n')+1:sp.Start], sp)
}

// fetchedRun: the command at span sp of text, whose line before it is
// line, names where it fetches from, an outside address, and no
// negation or a person told to run it stands before it.
func fetchedRun(text, line string, sp reading.Span) bool {
	if !reading.NamesSource(text, sp) || !reading.OutsideURLIn(text, sp) {
		return false
	}
	if w, clause := reading.NegationWindow(line); reading.LineNegated(w, len(w)) || reading.LangNegated(clause) {
		return false
	}
	return !toldToPerson(line) && !ShownLead(text, sp) // a lead handing it to a person
}

// toldToPerson: before (the text of a line before a command) has a verb
// of communicating (demand-communicate) followed within two words by a
// person (demand-person: "tell the user to run", "ask the operator to
// paste"), and no preposition governs that verb ("without asking the
// user" is no message to the user).
func toldToPerson(before string) bool {
	ws := strings.FieldsFunc(reading.Lower(before), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'' || r == '-')
	})
	for i, w := range ws {
		if reading.DemandWords[w]&reading.DCommunicate == 0 && reading.DemandWords[text.Stem(w)]&reading.DCommunicate == 0 {
			continue
		}
		if i > 0 && reading.Grammar(ws[i-1], reading.GPreposition) {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			if reading.DemandWords[ws[k]]&reading.DPerson != 0 || reading.DemandWords[text.Stem(ws[k])]&reading.DPerson != 0 {
				return true
			}
		}
	}
	return false
}

// runForbidden: text (a unit's prose) forbids running what it shows: a
// verb of running (demand-execute) with a negator among the three words
// before it in its sentence ("never run them", "do not execute any of
// the commands"). Its blocks are shown to be read, not run. A negation
// that ends a sentence before the verb is that sentence's ("The shim is
// not vendored. Before running the build, ...").
func RunForbidden(s string) bool {
	for _, sent := range sentencesOf(reading.Lower(s)) {
		ws := strings.FieldsFunc(sent, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r == '\'')
		})
		for i, w := range ws {
			if reading.DemandWords[w]&reading.DExecute == 0 && reading.DemandWords[text.Stem(w)]&reading.DExecute == 0 {
				continue
			}
			for k := max(0, i-3); k < i; k++ {
				if reading.DemandWords[ws[k]]&reading.DNegation != 0 || strings.HasSuffix(ws[k], "n't") {
					return true
				}
			}
		}
	}
	return false
}

// sentencesOf cuts s at the ends of its sentences: a full stop, a
// question or an exclamation mark or a semicolon before a space or a
// line's end, and a blank line. A line wrapped inside a sentence stays
// in it ("do not\nrun them").
func sentencesOf(s string) []string {
	var out []string
	from := 0
	for i := 0; i < len(s); i++ {
		end := false
		switch s[i] {
		case '.', '!', '?', ';':
			end = i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n' || s[i+1] == '\t'
		case '\n':
			end = strings.HasPrefix(strings.TrimLeft(s[i+1:], " \t"), "\n")
		}
		if end {
			out = append(out, s[from:i+1])
			from = i + 1
		}
	}
	return append(out, s[from:])
}

// pathNamesUnit: an address in cmd has a path whose words (split at case
// changes, digits and punctuation: InstallAzureCLIDeb) hold a word of
// four letters or more of the unit's own name (azure-devops-cli): a
// vendor's short link to the installer of what the unit is about. A
// host written as an IP address is no vendor's (reading.NumericHost).
func pathNamesUnit(cmd, name string) bool {
	var own []string
	for _, w := range strings.FieldsFunc(reading.Lower(name), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		if len(w) >= 4 {
			own = append(own, w)
		}
	}
	if len(own) == 0 {
		return false
	}
	for u := range reading.AddressesAfterSchemes(cmd) {
		if reading.NumericHost(u) {
			continue
		}
		_, p, _ := strings.Cut(u, "/")
		var words []string
		start := 0
		for i := 1; i <= len(p); i++ {
			if i == len(p) || !(p[i] >= 'a' && p[i] <= 'z') && !(p[i] >= 'A' && p[i] <= 'Z' && p[i-1] >= 'A' && p[i-1] <= 'Z') {
				words = append(words, strings.ToLower(strings.Trim(p[start:i], "/-_.0123456789")))
				start = i
			}
		}
		for _, w := range words {
			if len(w) >= 4 && slices.Contains(own, w) {
				return true
			}
		}
	}
	return false
}

// exposedFetch: the command at span sp of text (to the end of its line)
// fetches what it runs in a way no vendor's documented installer does,
// which a block only shown (not told to run) needs to count on its own:
// over plain http:// from an outside host, from an IP address, or run
// with another user's rights (shell-privilege: sudo, doas). A documented
// one-liner over https (curl -fsSL https://get.host.io/install.sh | sh)
// counts as support there, with another cue.
func ExposedFetch(text string, sp reading.Span) bool {
	cmd := text[sp.Start:reading.LineEnd(text, sp.End)]
	for _, w := range strings.Fields(cmd) {
		w = strings.Trim(w, "\"'()`;,<>")
		lw := reading.Lower(w)
		if reading.WsShellPrivilege.Has(lw) {
			return true
		}
		k := strings.Index(lw, "://")
		if k < 0 || !reading.OutsideAddress(lw[k:]) && !reading.OutsideAddress("https"+lw[k:]) {
			continue
		}
		host, _, _ := strings.Cut(lw[k+3:], "/")
		host, _, _ = strings.Cut(host, ":")
		if strings.HasPrefix(lw, "http://") || strings.Trim(host, "0123456789.") == "" {
			return true
		}
	}
	return false
}

// ToldLead reports whether lead, the prose that introduces a fenced
// block, ends with a colon and tells a person what follows ("If the CLI
// is missing, tell the user:"): the block is a message for that person,
// and what it holds is theirs to run, not an order to the agent.
// The telling is the order of the lead's last clause, its first word
// ("without asking the user, run:" tells no one).
func ToldLead(lead string) bool {
	lead = strings.TrimSpace(lead)
	if !strings.HasSuffix(lead, ":") {
		return false
	}
	last := strings.TrimSpace(lead[strings.LastIndexAny(lead, ",;")+1:])
	first, _, _ := strings.Cut(reading.Lower(last), " ")
	if reading.DemandWords[first]&reading.DCommunicate == 0 && reading.DemandWords[text.Stem(first)]&reading.DCommunicate == 0 {
		return false
	}
	return toldToPerson(last)
}
