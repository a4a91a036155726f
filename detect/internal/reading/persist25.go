package reading

// lWrite25: the lexicons' verbs of writing into a file (add, append,
// write, insert, enter, put, create, copy, paste: persist-write), which
// the readings of a place written (homeRuleLang, startupWritten25) take as
// the act where demand-persist, a verb of keeping, has none.
var LWrite25 = Lbit(140)
