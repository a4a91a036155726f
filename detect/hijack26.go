package detect

import "strings"

// hijack26: the hijack concept read from two sides.
//
// Recall: what a context hook prints is read wherever the shell's grammar
// puts a command (discover/hijack23.go asks ShellReservedLead26: after a
// reserved word that opens a compound command's part, the next word is a
// command, so "then echo '...'" prints).
//
// Precision, by the owner of the part taken over (hijack26Owner): a
// takeover reading names a part set aside; when every part the sentence
// names is the author's own (a skill, command or agent the same plugin or
// repository holds, as the registry gives them, or the unit itself) and no
// part is named as another's (built-in, a vendor's, a tool the agents ship,
// an address outside), the sentence routes among the author's own parts:
// a deprecation note or a collection's routing, not a takeover.

// ShellReservedLead26 reports whether w is a shell reserved word after
// which a command starts (rules/agent-flow21.rules, shell-reserved-lead:
// do, then, else, elif, while, until, if, !, time).
func ShellReservedLead26(w string) bool {
	loadRules()
	return wsShellReservedLead.has(w)
}

// hijack26Displacing: the readings that state a part set aside, retired
// or replaced (not the ones that claim every request or overrule the
// user, whose object is the request, not a part).
var hijack26Displacing = map[string]bool{
	"takeover.builtin-gone": true, "takeover.this-replaces": true, "takeover.in-place-of": true,
	"takeover.use-me-instead": true, "ask.takeover": true, "ask.part-displaced": true,
}

// hijack26OwnerDrop zeroes the displacing takeover cues of sentence s
// when every part the sentence names is the author's own
// (hijack26OwnParts): the sentence routes among the author's parts
// (directive.go, beside hijack23Drop).
func hijack26OwnerDrop(v *ToolView, reg *Registry, a *Analysis, s Sent, cues []directiveCue) {
	if reg == nil {
		return
	}
	for k := range cues {
		if cues[k].family != "takeover" || cues[k].weight == 0 || !hijack26Displacing[cues[k].rule] {
			continue
		}
		// This unit's name claimed over another of that name: the other
		// is the author's own only as a second unit of the name (the
		// unit's own name names itself too, so it shows no owner).
		if cues[k].rule == "ask.takeover" && (&askReader{v: v, a: a, s: s, raw: v.fieldText}).hijack26NameTaken() >= 0 {
			if hijack26SameNameOwned(v, reg) {
				cues[k].weight = 0
			}
			continue
		}
		if hijack26OwnParts(v, reg, a, s) {
			cues[k].weight = 0
		}
	}
}

// hijack26OwnParts: sentence s names at least one part by its name, every
// part it names is one the unit's plugin or repository holds (the
// registry's skills, commands and agents of the same server or project,
// the unit itself among them), and nothing in it is named as another's:
// no word of being shipped or built in (ask-shipped), no vendor
// (hijack25-vendor), no tool the agents ship or a program of the toolchain
// (ask-agent-tool, hijack24-agent-tool, hijack24-program), no address, no
// path outside the repository, and no name the registry does not hold as
// the author's (an unknown name may be anyone's).
func hijack26OwnParts(v *ToolView, reg *Registry, a *Analysis, s Sent) bool {
	own := false
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		txt := t.Text(a)
		low := strings.ToLower(txt)
		switch t.Kind {
		case TokURL:
			return false
		case TokPath:
			if strings.HasPrefix(txt, "/") && !strings.Contains(txt[1:], "/") {
				if !hijack26Owned(v, reg, txt) {
					return false // a slash command not the author's
				}
				own = true
			} else if strings.HasPrefix(txt, "/") || strings.HasPrefix(txt, "~") || strings.HasPrefix(txt, "$") {
				return false // a place outside the repository
			}
			continue
		case TokWord, TokIdent:
		default:
			continue
		}
		if wsAskShipped.has(low) || wsHijack25Vendor.has(low) || wsAskAgentTool.has(txt) || wsHijack24AgentTool.has(low) || wsHijack24Program.has(low) {
			return false
		}
		if (t.Kind == TokIdent || hijack26Quoted(a, s, i)) && !hijack27FileName(txt) {
			if !hijack26Owned(v, reg, txt) {
				return false
			}
			own = true
		}
	}
	return own
}

// hijack26Owned: name is a skill, agent or command (as "/name") of an
// agent file the registry holds on the unit's server or in its project
// (the registry's name index holds MCP tools only).
func hijack26Owned(v *ToolView, reg *Registry, name string) bool {
	name = strings.TrimPrefix(name, "/")
	for _, t := range reg.Tools() {
		if t.KindOrDefault() == KindTool || t.Server != v.Tool.Server && !sameProject(v.Tool, t) {
			continue
		}
		if n := strings.TrimPrefix(t.Name, "/"); strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// hijack26Quoted: the word at i stands alone between two quote marks
// (a name written as code: `project-context`).
func hijack26Quoted(a *Analysis, s Sent, i int) bool {
	return i > s.From && i+1 < s.To && a.Tokens[i-1].Kind == TokQuote && a.Tokens[i+1].Kind == TokQuote &&
		hijack27Touching(a, i) // hijack27.go: not the word between two spans ("`lint` and `format`")
}

var (
	wsHijack26Same     = newWordSet("hijack26-same", false)
	wsHijack26Namesake = newWordSet("hijack26-namesake", false)
	wsHijack26NameNoun = newWordSet("hijack26-name-noun", false)
	wsHijack26Stale    = newWordSet("hijack26-stale", false)
)

// hijack26NameTaken (read as ask.takeover): the unit claims its own name
// over another part of that name: a part of the agent's (skill, command,
// agent, plugin) named as having this unit's name ("another skill named
// `frontend-design`" in the skill frontend-design, "any other skill with
// this name", "the identically named skill") and stated stale, unfit or
// gone ("an outdated copy", "a stale copy") or set aside ("ignore",
// "must not be loaded"). The part with the name is another's unless the
// registry holds a second unit of that name in the same plugin or
// repository (hijack26SameNameOwned, in hijack26OwnerDrop). It returns
// the part's noun, -1 if none.
func (r *askReader) hijack26NameTaken() int {
	if r.v == nil || r.tableRow() || r.questionOrReport() {
		return -1
	}
	own := strings.ToLower(strings.TrimPrefix(r.v.Tool.Name, "/"))
	other := r.find(r.s.From, r.s.To, func(k int) bool { return r.word(k) && wsAskOther.has(r.txt(k)) }) >= 0
	for i := r.s.From; i < r.s.To; i++ {
		if !r.word(i) || !wsAskAgentPart.has(r.txt(i)) && !wsAskPartNoun.has(r.txt(i)) {
			continue
		}
		if r.find(i-2, i, func(k int) bool { return wsAskSelfDet.has(r.txt(k)) }) >= 0 {
			continue // "this skill"
		}
		// Named as sharing a name: "identically named", "same-named"
		// before the noun (another by itself); this unit's
		// name after a verb of naming, or "this name" / "the same name",
		// after it, with a word of another in the sentence.
		same := r.find(i-3, i, func(k int) bool {
			return r.word(k) && (wsHijack26Namesake.has(r.txt(k)) || wsHijack26Same.has(r.txt(k)) && k+1 < i && wsAskNameVerb.has(r.txt(k+1)))
		}) >= 0
		if !same && other {
			same = r.find(i+1, i+6, func(k int) bool {
				t := r.txt(k)
				if wsHijack26NameNoun.has(t) {
					return k-1 > i && (wsAskSelfDet.has(r.txt(k-1)) || wsHijack26Same.has(r.txt(k-1)))
				}
				return len(own) > 1 && t == own && r.find(i+1, k, func(m int) bool { return wsAskNameVerb.has(r.txt(m)) }) >= 0
			}) >= 0
		}
		if !same {
			continue
		}
		// Set aside before it in its clause ("ignore any other skill
		// with this name"), or stated stale, unfit or gone, or set
		// aside, after it.
		if r.find(r.clauseStart(i), i, func(k int) bool { return r.word(k) && wsAskSetAside.has(r.txt(k)) && !r.negated(k) }) >= 0 {
			return i
		}
		for k := i + 1; k < r.s.To; k++ {
			if !r.word(k) {
				continue
			}
			t := r.txt(k)
			switch {
			case r.gone(k) || wsHijack26Stale.has(t) || wsAskSetAside.has(t):
				if !r.negated(k) && !r.conditioned(k) {
					return i
				}
			case wsAskUseVerb.has(t) || wsAskUsedVerb.has(t):
				// "must not be loaded", "do not load it"
				if r.negated(k) {
					return i
				}
			}
		}
	}
	return -1
}

// hijack26SameNameOwned: the registry holds two or more agent-file units
// named as v's unit in its plugin or repository: the other of that name
// is the author's own copy.
func hijack26SameNameOwned(v *ToolView, reg *Registry) bool {
	n := 0
	for _, t := range reg.Tools() {
		if t.KindOrDefault() == KindTool || t.Server != v.Tool.Server && !sameProject(v.Tool, t) {
			continue
		}
		if strings.EqualFold(strings.TrimPrefix(t.Name, "/"), strings.TrimPrefix(v.Tool.Name, "/")) {
			n++
		}
	}
	return n > 1
}
