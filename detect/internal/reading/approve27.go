package reading

var WsApprove27Coord = NewWordSet("approve-coordinator", false)
