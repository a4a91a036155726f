package reading

// dash: token i is a dash between words ("pre-approval — it
// bypasses", the tokenizer writes "—" as "-"): a lone "-" with a space
// on either side, not a list's mark (the sentence's first token) or a
// flag's ("--yolo").
func Dash(a *Analysis, s Sent, i int) bool {
	t := &a.Tokens[i]
	if t.Text(a) != "-" || i <= s.From || i+1 >= s.To {
		return false
	}
	return a.Tokens[i-1].End < t.Start && t.End < a.Tokens[i+1].Start
}

// leadNamesPractice: the last sentence of a block's lead names a
// practice rather than ordering it: every verb of running in it is a
// form in -ing ("Piping a download into an interpreter:", "Installing
// from unexpected sources:") or follows a noun that is its subject
// ("lets whoever controls the URL run code on the machine:"). A label
// over a block, as a heading is, or a statement of what the code would
// do; "Run:", "To set up, run:", "Then install it with:" and "You should
// run:" keep their verb in the order's place.
func LeadNamesPractice(a *Analysis, s Sent) bool {
	seen := false
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		if t.Kind != TokWord || DemandOf(a, t)&DExecute == 0 {
			continue
		}
		seen = true
		w := Lower(t.Text(a))
		if WsIngEnding.EndsIn(w) != "" {
			continue
		}
		if i > s.From && Grammar(Lower(a.Tokens[i-1].Text(a)), GArticle|GDemonstrative|GPossessive) {
			continue // a noun: "into an interpreter"
		}
		if passive(a, s, i) {
			continue // a passive: "code that is fetched and run"
		}
		if i > s.From {
			p := &a.Tokens[i-1]
			pw := Lower(p.Text(a))
			if p.Kind == TokWord && !Grammar(pw, GFunction|GModal|GAdverb|GDo) && !p.Is(WcAdverb) && !wsPracticeLead.Has(pw) && DemandOf(a, p)&DAgent == 0 {
				continue // its subject before it: "whoever controls the URL run code"
			}
		}
		return false
	}
	return seen
}

// passive: the verb at token i is a participle of a passive: a
// verb of being right before it ("is run"), or a participle and "and"
// or "or" with a verb of being before them ("is fetched and run").
func passive(a *Analysis, s Sent, i int) bool {
	be := func(k int) bool { return k >= s.From && Grammar(Lower(a.Tokens[k].Text(a)), GBe) }
	if be(i - 1) {
		return true
	}
	if i-3 < s.From {
		return false
	}
	c := Lower(a.Tokens[i-1].Text(a))
	return WsAndOr.Has(c) && WsPastEnding.EndsIn(Lower(a.Tokens[i-2].Text(a))) != "" && be(i-3)
}
