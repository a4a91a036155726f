package reading

// lWhole: the lexicons' words of the whole (entire, full, complete).
var LWhole = Lbit(110)

// lSequence: the lexicons' words that order one act before or after
// another (before, after, afterwards, prior to): English gSequence.
var LSequence = Lbit(111)

// lWith: the lexicons' prepositions of accompaniment (with), by which a
// call is given what follows.
var LWith = Lbit(112)

// literalToken: a token that can be a value written out (a word, an
// identifier, a number, a path, an address), not a bracket of a slot.
func LiteralToken(t *Token) bool {
	switch t.Kind {
	case TokWord, TokIdent, TokNumber, TokPath, TokURL, TokEmail:
		return true
	}
	return false
}
