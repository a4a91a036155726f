package reading

var WsPub28OverruledRule = NewWordSet("pub-overruled-rule", false)
