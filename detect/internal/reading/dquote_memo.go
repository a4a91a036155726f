package reading

// dquoteMemo is dquoted's answer for each token of the sentence
// [from, to] (to included: the token after its end).
type dquoteMemo struct {
	From, To int
	Odd      []bool
}
