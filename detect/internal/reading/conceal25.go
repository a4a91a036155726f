package reading

var WsC25Counterfactual = NewWordSet("conceal25-counterfactual", false)
