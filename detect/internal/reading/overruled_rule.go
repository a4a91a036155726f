package reading

var WsOverruledRule = NewWordSet("pub-overruled-rule", false)
