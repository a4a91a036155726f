package reading

// dquoteMemo28 is dquoted28's answer for each token of the sentence
// [from, to] (to included: the token after its end).
type dquoteMemo28 struct {
	From, To int
	Odd      []bool
}
