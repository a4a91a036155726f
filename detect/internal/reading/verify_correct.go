package reading

import (
	"strings"
)

var wsVerifyApp = NewWordSet("prec-verify-approve", false)

var wsCorrect = NewWordSet("prec-correct", false)

var WsRefuse = NewWordSet("prec-refuse", false)

var WsEmphasis = NewWordSet("prec-emphasis", false)

var wsHalt = NewWordSet("prec-halt", false)

var WsWrite = NewWordSet("prec-write-setting", false)

// haltAlarm: the sign of a list of things not to do at token i
// (⛔, ❌) is followed by a word that halts (prec-halt) and then a
// mark, not a word: "⛔ STOP — Ask about the upgrade before Deploy 2"
// draws an alarm before an order, as prohibitsAt reads "⛔ ALWAYS
// confirm"; "⛔ Stop asking" still forbids.
func haltAlarm(a *Analysis, i int) bool {
	j := i + 1
	for j < len(a.Tokens) && j <= i+3 && a.Tokens[j].Kind != TokWord {
		j++
	}
	if j >= len(a.Tokens) || j > i+3 || !wsHalt.Has(Lower(a.Tokens[j].Text(a))) {
		return false
	}
	return j+1 < len(a.Tokens) && a.Tokens[j+1].Kind == TokPunct && !WsEmphasis.Has(a.Tokens[j+1].Text(a))
}

// verifyCorrect: the verb at token i is one of approving that also
// means checking (prec-verify-approve), and what follows is what it
// checks: its object opens, at once or after a determiner, with an
// adjective of being as it should be (prec-correct: "confirm correct
// team selection"), or a determiner, a noun phrase of one or two words
// and a finite verb make a clause with its "that" left out ("confirm the
// model supports parallel calls", "confirm the branch is up to date").
// Either checks that something is so and approves nothing (verifySense
// reads "confirm that ...", "confirm it is ..." the same way).
func verifyCorrect(a *Analysis, s Sent, i int) bool {
	if !wsVerifyApp.Has(Lower(a.Tokens[i].Text(a))) {
		return false
	}
	det := false
	for j := i + 1; j <= i+4 && j < s.To; j++ {
		t := &a.Tokens[j]
		w := Lower(t.Text(a))
		if t.Kind != TokWord {
			return false
		}
		switch {
		case j <= i+2 && wsCorrect.Has(w):
			return true
		case j == i+1 && Grammar(w, GArticle|GDemonstrative|GPossessive):
			det = true
		case det && j >= i+3 && (Grammar(w, GBe|GHave|GModal) || thirdPerson(w) && !Grammar(a.Tokens[j-1].Text(a), GArticle|GDemonstrative|GPossessive)):
			return true
		case !det || Grammar(w, GFunction):
			return false
		}
	}
	return false
}

// thirdPerson: w is a verb's third person singular ("supports",
// "exists", "matches"): w less its "s" or "es" is a word of the verb
// class.
func thirdPerson(w string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
		return false
	}
	return TextClassOf(w[:len(w)-1])&WcVerb != 0 || strings.HasSuffix(w, "es") && TextClassOf(w[:len(w)-2])&WcVerb != 0
}
