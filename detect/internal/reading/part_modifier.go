package reading

var wsModified = NewWordSet("hijack-part-modified", false)

// modifier: the part named at i modifies the noun after it
// ("MCP tool access", "hardcoded command lists"): what is named is that
// noun.
func (r *AskReader) Modifier(i int) bool {
	n := i + 1
	return n < r.S.To && r.Word(n) && wsModified.Has(r.Txt(n))
}

// shippedOne: "one" right after a word of being shipped ("the
// built-in one was withdrawn") stands for the part named before it.
func (r *AskReader) shippedOne(i int) bool {
	return WsOne.Has(r.Txt(i)) && i > r.S.From && WsAskShipped.Has(r.Txt(i-1))
}
