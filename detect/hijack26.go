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
		if cues[k].family == "takeover" && cues[k].weight > 0 && hijack26Displacing[cues[k].rule] && hijack26OwnParts(v, reg, a, s) {
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
		if t.Kind == TokIdent || hijack26Quoted(a, s, i) {
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
	return i > s.From && i+1 < s.To && a.Tokens[i-1].Kind == TokQuote && a.Tokens[i+1].Kind == TokQuote
}
