package ruledoc_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/ruledoc"
)

// Explain is a rule's documentation with the records it reads by; an ID
// that names no rule is ErrUnknownRule, which callers tell apart from a
// model that could not be loaded.
func TestExplain(t *testing.T) {
	d, ok := detect.RuleDoc(detect.IDDirectiveImperative)
	if !ok {
		t.Fatal("no directive.imperative")
	}
	text, err := ruledoc.Explain(detect.IDDirectiveImperative)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text, ruledoc.Text(d)) {
		t.Errorf("the text does not start with the rule's documentation:\n%s", text)
	}
	if r := detect.PhraseRules()[0]; !strings.Contains(text, "\nPhrase rules (") || !strings.Contains(text, "  "+r.ID+" ") {
		t.Errorf("the phrase rules are not listed (%s):\n%s", r.ID, text)
	}
	if _, err := ruledoc.Explain("no.such-rule"); !errors.Is(err, ruledoc.ErrUnknownRule) {
		t.Errorf("an unknown rule: %v, want ErrUnknownRule", err)
	}
	text, err = ruledoc.Explain(detect.TrainedRecord)
	if err != nil || !strings.HasPrefix(text, detect.TrainedRecord+": the trained reading\n") {
		t.Errorf("the trained reading: %v\n%s", err, text)
	}
}
