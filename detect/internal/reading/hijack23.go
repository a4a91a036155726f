package reading

var wsHijack23Modified = NewWordSet("hijack-part-modified", false)

// hijack23Modifier: the part named at i modifies the noun after it
// ("MCP tool access", "hardcoded command lists"): what is named is that
// noun.
func (r *AskReader) Hijack23Modifier(i int) bool {
	n := i + 1
	return n < r.S.To && r.Word(n) && wsHijack23Modified.Has(r.Txt(n))
}

// hijack23ShippedOne: "one" right after a word of being shipped ("the
// built-in one was withdrawn") stands for the part named before it.
func (r *AskReader) hijack23ShippedOne(i int) bool {
	return WsD26One.Has(r.Txt(i)) && i > r.S.From && WsAskShipped.Has(r.Txt(i-1))
}
