package reading

var WsPossMark26 = NewWordSet("persist-possessive-mark", false)
