package execution

import (
	"strings"
)

// commandStart is where the command holding offset at of text
// begins, for its position in the sentence: when told (a fetch-and-run
// the text orders, remoteRunRule), the start of the inline code span
// at stands in (`powershell -c "iex (iwr URL)"`, `php -r
// "eval(file_get_contents(URL))"`): the evaluator a match starts at is
// quoted inside the command, and the command, not its quoted argument,
// is what the sentence's verb takes. Otherwise at itself.
func CommandStart(text string, at int, told bool) int {
	if !told || at <= 0 || at > len(text) {
		return at
	}
	line := text[strings.LastIndexByte(text[:at], '\n')+1 : at]
	if strings.Count(line, "`")%2 == 1 {
		return at - len(line) + strings.LastIndexByte(line, '`') + 1
	}
	return at
}
