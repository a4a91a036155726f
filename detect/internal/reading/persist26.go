package reading

var WsPossMark26 = NewWordSet("persist26-possessive-mark", false)
