package reading

var WsApprove27Coord = NewWordSet("approve27-coordinator", false)
