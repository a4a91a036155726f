package hijack

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// A name taken: the hijack concept read from two sides.
//
// Recall: what a context hook prints is read wherever the shell's grammar
// puts a command (discover/hook_printed.go asks ShellReservedLead: after a
// reserved word that opens a compound command's part, the next word is a
// command, so "then echo '...'" prints).
//
// Precision, by the owner of the part taken over (OwnerDrop): a
// takeover reading names a part set aside; when every part the sentence
// names is the author's own (a skill, command or agent the same plugin or
// repository holds, as the registry gives them, or the unit itself) and no
// part is named as another's (built-in, a vendor's, a tool the agents ship,
// an address outside), the sentence routes among the author's own parts:
// a deprecation note or a collection's routing, not a takeover.

// ShellReservedLead reports whether w is a shell reserved word after
// which a command starts (agent-reading.rules, shell-reserved-lead:
// do, then, else, elif, while, until, if, !, time).
func ShellReservedLead(w string) bool {
	reading.EnsureRules()
	return reading.WsShellReservedLead.Has(w)
}

// displacing: the readings that state a part set aside, retired
// or replaced (not the ones that claim every request or overrule the
// user, whose object is the request, not a part).
var displacing = map[string]bool{
	"takeover.builtin-gone": true, "takeover.this-replaces": true, "takeover.in-place-of": true,
	"takeover.use-me-instead": true, "ask.takeover": true, "ask.part-displaced": true,
}

// ownerDrop zeroes the displacing takeover cues of sentence s
// when every part the sentence names is the author's own
// (ownParts): the sentence routes among the author's parts
// (directive.go, beside codeOrClaimDrop).
func OwnerDrop(v *reading.ToolView, reg *reading.Registry, a *reading.Analysis, s reading.Sent, cues []reading.DirectiveCue) {
	if reg == nil {
		return
	}
	for k := range cues {
		if cues[k].Family != "takeover" || cues[k].Weight == 0 || !displacing[cues[k].Rule] {
			continue
		}
		// This unit's name claimed over another of that name: the other
		// is the author's own only as a second unit of the name (the
		// unit's own name names itself too, so it shows no owner).
		if cues[k].Rule == "ask.takeover" && NameTaken((&reading.AskReader{V: v, A: a, S: s, Raw: v.FieldText})) >= 0 {
			if SameNameOwned(v, reg) {
				cues[k].Weight = 0
			}
			continue
		}
		if OwnParts(v, reg, a, s) {
			cues[k].Weight = 0
		}
	}
}

// ownParts: sentence s names at least one part by its name, every
// part it names is one the unit's plugin or repository holds (the
// registry's skills, commands and agents of the same server or project,
// the unit itself among them), and nothing in it is named as another's:
// no word of being shipped or built in (ask-shipped), no vendor
// (hijack-vendor), no tool the agents ship or a program of the toolchain
// (ask-agent-tool, hijack-agent-tool, hijack-program), no address, no
// path outside the repository, and no name the registry does not hold as
// the author's (an unknown name may be anyone's).
func OwnParts(v *reading.ToolView, reg *reading.Registry, a *reading.Analysis, s reading.Sent) bool {
	own := false
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		txt := t.Text(a)
		low := reading.Lower(txt)
		switch t.Kind {
		case reading.TokURL:
			return false
		case reading.TokPath:
			if strings.HasPrefix(txt, "/") && !strings.Contains(txt[1:], "/") {
				if !owned(v, reg, txt) {
					return false // a slash command not the author's
				}
				own = true
			} else if strings.HasPrefix(txt, "/") || strings.HasPrefix(txt, "~") || strings.HasPrefix(txt, "$") {
				return false // a place outside the repository
			}
			continue
		case reading.TokWord, reading.TokIdent:
		default:
			continue
		}
		if reading.WsAskShipped.Has(low) || wsVendor.Has(low) || reading.WsAskAgentTool.Has(txt) || wsAgentTool.Has(low) || reading.WsProgram.Has(low) {
			return false
		}
		if (t.Kind == reading.TokIdent || quotedAlone(a, s, i)) && !fileName(txt) {
			if !owned(v, reg, txt) {
				return false
			}
			own = true
		}
	}
	return own
}

// owned: name is a skill, agent or command (as "/name") of an
// agent file the registry holds on the unit's server or in its project
// (the registry's name index holds MCP tools only).
func owned(v *reading.ToolView, reg *reading.Registry, name string) bool {
	name = strings.TrimPrefix(name, "/")
	for _, t := range reg.Tools() {
		if t.KindOrDefault() == reading.KindTool || t.Server != v.Tool.Server && !reading.SameProject(v.Tool, t) {
			continue
		}
		if n := strings.TrimPrefix(t.Name, "/"); strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// quotedAlone: the word at i stands alone between two quote marks
// (a name written as code: `project-context`).
func quotedAlone(a *reading.Analysis, s reading.Sent, i int) bool {
	return i > s.From && i+1 < s.To && a.Tokens[i-1].Kind == reading.TokQuote && a.Tokens[i+1].Kind == reading.TokQuote &&
		touching(a, i) // not the word between two spans ("`lint` and `format`")
}

var (
	wsSame     = reading.NewWordSet("hijack-same", false)
	wsNamesake = reading.NewWordSet("hijack-namesake", false)
	wsNameNoun = reading.NewWordSet("hijack-name-noun", false)
	wsStale    = reading.NewWordSet("hijack-stale", false)
)

// nameTaken (read as ask.takeover): the unit claims its own name
// over another part of that name: a part of the agent's (skill, command,
// agent, plugin) named as having this unit's name ("another skill named
// `frontend-design`" in the skill frontend-design, "any other skill with
// this name", "the identically named skill") and stated stale, unfit or
// gone ("an outdated copy", "a stale copy") or set aside ("ignore",
// "must not be loaded"). The part with the name is another's unless the
// registry holds a second unit of that name in the same plugin or
// repository (sameNameOwned, in ownerDrop). It returns
// the part's noun, -1 if none.
func NameTaken(r *reading.AskReader) int {
	if r.V == nil || r.TableRow() || r.QuestionOrReport() {
		return -1
	}
	own := strings.ToLower(strings.TrimPrefix(r.V.Tool.Name, "/"))
	other := r.Find(r.S.From, r.S.To, func(k int) bool { return r.Word(k) && reading.WsAskOther.Has(r.Txt(k)) }) >= 0
	for i := r.S.From; i < r.S.To; i++ {
		if !r.Word(i) || !reading.WsAskAgentPart.Has(r.Txt(i)) && !reading.WsAskPartNoun.Has(r.Txt(i)) {
			continue
		}
		if r.Find(i-2, i, func(k int) bool { return reading.WsAskSelfDet.Has(r.Txt(k)) }) >= 0 {
			continue // "this skill"
		}
		// Named as sharing a name: "identically named", "same-named"
		// before the noun (another by itself); this unit's
		// name after a verb of naming, or "this name" / "the same name",
		// after it, with a word of another in the sentence.
		same := r.Find(i-3, i, func(k int) bool {
			return r.Word(k) && (wsNamesake.Has(r.Txt(k)) || wsSame.Has(r.Txt(k)) && k+1 < i && reading.WsAskNameVerb.Has(r.Txt(k+1)))
		}) >= 0
		if !same && other {
			same = r.Find(i+1, i+6, func(k int) bool {
				t := r.Txt(k)
				if wsNameNoun.Has(t) {
					return k-1 > i && (reading.WsAskSelfDet.Has(r.Txt(k-1)) || wsSame.Has(r.Txt(k-1)))
				}
				return len(own) > 1 && t == own && r.Find(i+1, k, func(m int) bool { return reading.WsAskNameVerb.Has(r.Txt(m)) }) >= 0
			}) >= 0
		}
		if !same {
			continue
		}
		// Set aside before it in its clause ("ignore any other skill
		// with this name"), or stated stale, unfit or gone, or set
		// aside, after it.
		if r.Find(r.ClauseStart(i), i, func(k int) bool { return r.Word(k) && reading.WsAskSetAside.Has(r.Txt(k)) && !r.Negated(k) }) >= 0 {
			return i
		}
		for k := i + 1; k < r.S.To; k++ {
			if !r.Word(k) {
				continue
			}
			t := r.Txt(k)
			switch {
			case r.Gone(k) || wsStale.Has(t) || reading.WsAskSetAside.Has(t):
				if !r.Negated(k) && !r.Conditioned(k) {
					return i
				}
			case reading.WsAskUseVerb.Has(t) || reading.WsAskUsedVerb.Has(t):
				// "must not be loaded", "do not load it"
				if r.Negated(k) {
					return i
				}
			}
		}
	}
	return -1
}

// sameNameOwned: the registry holds two or more agent-file units
// named as v's unit in its plugin or repository: the other of that name
// is the author's own copy.
func SameNameOwned(v *reading.ToolView, reg *reading.Registry) bool {
	n := 0
	for _, t := range reg.Tools() {
		if t.KindOrDefault() == reading.KindTool || t.Server != v.Tool.Server && !reading.SameProject(v.Tool, t) {
			continue
		}
		if strings.EqualFold(strings.TrimPrefix(t.Name, "/"), strings.TrimPrefix(v.Tool.Name, "/")) {
			n++
		}
	}
	return n > 1
}
