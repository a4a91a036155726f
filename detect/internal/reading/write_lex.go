package reading

// lWrite: the lexicons' verbs of writing into a file (add, append,
// write, insert, enter, put, create, copy, paste: persist-write), which
// the readings of a place written (homeRuleLang, startupWritten) take as
// the act where demand-persist, a verb of keeping, has none.
var LWrite = Lbit(140)
