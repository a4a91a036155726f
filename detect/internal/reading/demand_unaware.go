package reading

// joinedClause narrows clauseAround at a comma that joins another clause
// with "and" or "but" ("files are copied first, and hidden files are not
// shown"): the act of one clause is not what the other keeps back.
func JoinedClause(a *Analysis, s Sent, i int) (int, int) {
	from, to := ClauseAround(a, s, i)
	joint := func(k int) bool {
		if k+1 >= s.To || a.Tokens[k].Text(a) != "," {
			return false
		}
		w := a.Tokens[k+1].Text(a)
		return wsAndBut.Has(w)
	}
	for k := i - 1; k >= from; k-- {
		if joint(k) {
			from = k + 2
			break
		}
	}
	for k := i + 1; k < to; k++ {
		if joint(k) {
			to = k
			break
		}
	}
	return from, to
}

// personBefore: the person the agent works for stands within n words
// before token i, in its clause: the one who would come to know.
func PersonBefore(a *Analysis, s Sent, i, n int) bool {
	for k := i - 1; k >= s.From && i-k <= n; k-- {
		t := &a.Tokens[k]
		if t.Kind == TokPunct && t.Text(a) != "'" {
			return false
		}
		if DemandOf(a, t)&DPerson != 0 && !WsYour.Has(t.Text(a)) {
			return true
		}
	}
	return false
}

// clauseAround is the clause token i stands in: between the marks that
// join clauses (";", ":", a dash, parentheses), not commas, which also
// separate a list.
func ClauseAround(a *Analysis, s Sent, i int) (int, int) {
	bound := func(t *Token) bool {
		if t.Kind != TokPunct {
			return false
		}
		switch t.Text(a) {
		case ";", ":", "—", "(", ")":
			return true
		}
		return false
	}
	from, to := i, i+1
	for from > s.From && !bound(&a.Tokens[from-1]) {
		from--
	}
	for to < s.To && !bound(&a.Tokens[to]) {
		to++
	}
	return from, to
}

// negationBefore: the negation within n words before token i, in its
// clause, or -1 (negatedWithin's token).
func NegationBefore(a *Analysis, s Sent, i, n int) int {
	for k := i - 1; k >= s.From && i-k <= n; k-- {
		t := &a.Tokens[k]
		if t.Kind == TokPunct && t.Text(a) != "'" {
			return -1
		}
		w := t.Text(a)
		if DemandOf(a, t)&DNegation != 0 || wsNegationExtra.Has(w) {
			return k
		}
	}
	return -1
}

// auxiliary: a verb that helps another ("is", "was", "will", "does",
// "should").
func Auxiliary(w string) bool {
	return Grammar(w, GAuxiliary)
}

// passiveAux: a verb that makes a passive ("is", "was", "gets").
func PassiveAux(w string) bool {
	return Grammar(w, gPassiveAux)
}
