package detect

// Concealment, round 27 (conceal27.go).
//
// listComma27: the comma at token k joins two members of an enumeration
// of code spans or paths ("commands that read files in `/etc`, `~/.ssh`
// or `~/.aws` must not be displayed"): a list inside one noun phrase,
// not the end of a clause. Read as a clause boundary it cut the act
// ("commands that read ...") off from the telling that withholds it.
func (r *askReader) listComma27(k int) bool {
	if r.a.Tokens[k].Text(r.a) != "," || k-1 < r.s.From || k+1 >= r.s.To {
		return false
	}
	item := func(t *Token) bool { return t.Kind == TokQuote || t.Kind == TokPath }
	return item(&r.a.Tokens[k-1]) && item(&r.a.Tokens[k+1])
}
