package reading

var WsPub28OverruledRule = NewWordSet("pub28-overruled-rule", false)
