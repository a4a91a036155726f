package reading

var WsCounterfactual = NewWordSet("conceal-counterfactual", false)
