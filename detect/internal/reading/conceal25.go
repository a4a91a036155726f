package reading

var WsC25Counterfactual = NewWordSet("conceal-counterfactual", false)
