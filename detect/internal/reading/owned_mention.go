package reading

// ownedMention (crossToolRef, mention.go): a tool named with a
// possessive of the reader or the author before it ("you must use your
// `Read` tool", "our `deploy` tool") is the client's or the author's own
// tool, not another server's, unless the registry knows the name on
// another server (then "your `send_email` tool" may still point at
// someone else's). Roo-Code's edit tool text (fresh13) names the client's
// own Read tool this way.
func ownedMention(reg *Registry, v *ToolView, a *Analysis, s Sent, i int, name string) bool {
	k := i - 1
	if k >= s.From && a.Tokens[k].Kind == TokQuote {
		k--
	}
	if k < s.From || !WsAskOwn.Has(a.Tokens[k].Text(a)) {
		return false
	}
	return reg == nil || !OtherServerHas(reg, v.Tool, name)
}
