package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/concealment"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// Concealment in the nine other languages: two
// readings English has (ask.act-withheld and ask.cover-told, concealment/act_withheld.go;
// concealed.left-out and concealed.cover-story, agent.rules) by the
// lexicons' classes, so that a rules file written in German, Japanese or
// Portuguese is read as its English rendering is. Three classes, the
// project's own translation of English classes (NOTICE.md):
// lang-report (ask-report-place: the summary, the commit message, the
// pull request's description: what the user reads of the agent's work),
// lang-change (ask-change, conceal-changed: a change, to modify, to
// edit, to adjust, to touch) and lang-question (the user's asking, as
// Chinese, Japanese and Korean write it in a condition: 问起, 聞かれたら,
// 물어보면; demand-ask has the other languages').

var ()

func init() {
	reading.LexClassNames["lang-report"] = reading.LReport
	reading.LexClassNames["lang-change"] = concealment.LChangeLang
	reading.LexClassNames["lang-question"] = concealment.LQuestion
	reading.LexClassNames["lang-say"] = reading.LSay
}
