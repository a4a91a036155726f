package detect

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
