package reading

var WsCoord = NewWordSet("approve-coordinator", false)
