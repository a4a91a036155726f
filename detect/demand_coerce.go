package detect

// A call to a tool is honest usage guidance ("call list_tables first")
// until it is forced: backed by a threat against the user or the account
// ("failure to call verify_identity will result in account suspension",
// "call it first or your access is revoked"). The tool may be on the same
// server: a server that threatens its user to get a call made is steering
// the agent whatever tool it names (the demand issue's traps). An
// authority invoked without a threat ("per the rate-limit policy, use
// batch_get for more than ten") is how honest servers word their limits
// too, and is left to the checks that read what the call carries.

// coercedCall: sentence s orders a call to a tool under a threat; the
// token of the calling verb and the tool, or -1.
func coercedCall(v *ToolView, a *Analysis, s Sent) (int, string) {
	toks := a.Tokens
	threat := -1
	for k := s.From; k < s.To && threat < 0; k++ {
		if t := &toks[k]; t.Kind == TokWord && demandOf(a, t)&dThreat != 0 {
			threat = k
		}
	}
	if threat < 0 {
		return -1, ""
	}
	for i := s.From; i < s.To; i++ {
		t := &toks[i]
		if t.Kind != TokWord || !t.Is(wcCallVerb) {
			continue
		}
		if name := calledTool(v, a, s, i); name != "" && neglected(a, s, i, threat) {
			return i, name
		}
	}
	return -1, ""
}

// calledTool: the tool the calling verb at i calls, named within the
// next few words (not this tool itself).
func calledTool(v *ToolView, a *Analysis, s Sent, i int) string {
	for k := i + 1; k < s.To && k-i <= 4; k++ {
		if a.Tokens[k].Kind == TokPunct && a.Tokens[k].Kind != TokQuote {
			break
		}
		if name, _ := toolMention(a, s, k); name != "" && !v.ownName(name) {
			return name
		}
	}
	return ""
}

// neglected: the threat at threat punishes not making the call at i:
// "failure to call", "accounts that do not call", "unless you call",
// "call X first or the account is suspended".
func neglected(a *Analysis, s Sent, i, threat int) bool {
	toks := a.Tokens
	for k := i - 1; k >= s.From && i-k <= 4; k-- {
		w := toks[k].Text(a)
		switch {
		case demandOf(a, &toks[k])&dNegation != 0 || w == "don't" || w == "unless" || w == "without":
			return true
		case toks[k].Stem(a) == "fail" || toks[k].Stem(a) == "failur" || toks[k].Stem(a) == "failure":
			return true
		}
	}
	if threat > i {
		for k := i + 1; k < threat; k++ {
			switch toks[k].Text(a) {
			case "or", "otherwise", "else":
				return true
			}
		}
	}
	return false
}
