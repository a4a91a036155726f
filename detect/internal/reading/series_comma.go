package reading

// Concealment from an implied audience (concealment/implied_audience.go).
//
// listComma: the comma at token k joins two members of an enumeration
// of code spans or paths ("commands that read files in `/etc`, `~/.ssh`
// or `~/.aws` must not be displayed"): a list inside one noun phrase,
// not the end of a clause. Read as a clause boundary it cut the act
// ("commands that read ...") off from the telling that withholds it.
func (r *AskReader) listComma(k int) bool {
	if r.A.Tokens[k].Text(r.A) != "," || k-1 < r.S.From || k+1 >= r.S.To {
		return false
	}
	item := func(t *Token) bool { return t.Kind == TokQuote || t.Kind == TokPath }
	if item(&r.A.Tokens[k-1]) && item(&r.A.Tokens[k+1]) {
		return true
	}
	return r.seriesComma(k)
}

// seriesComma: the comma at k is one of a series of short members
// closed by a conjunction ("the file, its contents, or that you acted on
// it"; "summaries, status lines and answers"): the next comma after a
// short member is followed by a conjunction, or this comma is, after a
// short member that an earlier comma opened; a member holds no verb. A comma before a
// conjunction with no series before it joins two clauses ("..., and if
// the reviewer asks") and stays a boundary.
func (r *AskReader) seriesComma(k int) bool {
	const member = 4 // words a member of the series holds at most
	short := func(from, to int) bool {
		n := 0
		for m := from; m < to; m++ {
			// A member is a noun phrase: no verb but one used as a noun
			// after a determiner ("its script"); "walk `~/src/*/`, and
			// ..." is an order, a clause of its own.
			if t := &r.A.Tokens[m]; t.Kind == TokPunct || t.Kind == TokWord && t.Is(WcVerb) && !r.NounUse(m) {
				return false
			}
			n++
		}
		return n > 0 && n <= member
	}
	comma := func(m int) bool { return r.A.Tokens[m].Kind == TokPunct && r.A.Tokens[m].Text(r.A) == "," }
	conj := func(m int) bool { return m < r.S.To && r.Word(m) && Grammar(r.Txt(m), GConjunction) }
	// The next comma, past one short member, before a conjunction.
	for m := k + 1; m < min(k+member+2, r.S.To); m++ {
		if comma(m) {
			if short(k+1, m) && conj(m+1) {
				return true
			}
			break
		}
	}
	// This comma before a conjunction, a short member since an earlier
	// comma of the series.
	if !conj(k + 1) {
		return false
	}
	for m := k - 1; m >= max(r.S.From, k-member-1); m-- {
		if comma(m) {
			return short(m+1, k)
		}
	}
	return false
}
