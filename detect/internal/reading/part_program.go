package reading

var WsProgram = NewWordSet("hijack-program", false)

// proper: the word at k is a proper noun: capitalised, not the
// sentence's first word.
func (r *AskReader) Proper(k int) bool {
	if k == r.S.From || r.A.Tokens[k].Kind != TokWord && r.A.Tokens[k].Kind != TokIdent {
		return false
	}
	c := r.Raw[r.A.Tokens[k].Start]
	return c >= 'A' && c <= 'Z'
}
