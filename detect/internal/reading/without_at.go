package reading

// withoutAt is the first "without" (without-preposition) after the verb
// at i, in its sentence, or s.To. "Never mention a skill without invoking
// this tool" forbids a telling unless an act comes first: what is not to
// be told is the verb's object before it ("a skill"), and the act after
// it ("invoking this tool") is the telling's precondition, not a deed kept
// from the user (withholdAlone).
func WithoutAt(a *Analysis, s Sent, i int) int {
	for k := i + 1; k < s.To; k++ {
		if a.Tokens[k].Kind == TokWord && WsWithout.Has(a.Tokens[k].Text(a)) {
			return k
		}
	}
	return s.To
}
