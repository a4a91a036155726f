package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/hijack"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// Hijack in the nine other languages. ask.part-gone-lang reads a part the agent ships
// with stated out of service in the state's own clause; the other
// languages' hijacks name the part as the English ones do, by a noun of
// an agent's parts (Befehl, commande, スキル, 서버) with a word that makes
// it someone else's (built-in, official, standard, existing, a vendor's
// name) or with its name written as code, and put this unit in its place
// or state it out of service in another clause ("Ersetzt den eingebauten
// /init-Befehl, der in diesem Projekt deaktiviert ist"). Six classes of
// the lexicons, the project's own translation of English classes
// (NOTICE.md): hijack-part (ask-agent-part, ask-part-noun),
// hijack-official (hijack-way), hijack-forbidden (hijack-forbidden),
// hijack-this (the demonstratives that name the unit with a part's
// noun), hijack-supersede (taking another's place, where demand-replace and
// grammar-instead lack it) and hijack-former (hijack-former, ask-own).

var ()

func init() {
	reading.LexClassNames["hijack-part"] = reading.LPart
	reading.LexClassNames["hijack-official"] = hijack.LOfficial
	reading.LexClassNames["hijack-forbidden"] = hijack.LGone
	reading.LexClassNames["hijack-this"] = reading.LThis
	reading.LexClassNames["hijack-supersede"] = hijack.LTake
	reading.LexClassNames["hijack-former"] = hijack.LFormer
	reading.LexClassNames["hijack-not"] = hijack.LNot
}
