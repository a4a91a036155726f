package reading

var WsPossMark = NewWordSet("persist-possessive-mark", false)
