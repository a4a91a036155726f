package detect_test

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Each family's own check-level examples (the "family" records of
// rules/*.rules). Each flagged sentence is put in an otherwise ordinary
// description; the check must flag it, name the family, and point inside
// that sentence. Each clean text is honest wording near the concept that
// the check must leave alone. All are written for this project, in
// several languages.
func TestConceptExamples(t *testing.T) {
	fams := detect.PhraseFamilies()
	if len(fams) < 10 {
		t.Fatalf("%d families with examples", len(fams))
	}
	for _, fam := range fams {
		for _, text := range fam.Flags {
			desc := "Looks up a value for the caller. " + text
			tool := reading.Tool{Server: "srv", Name: "lookup", Description: desc,
				InputSchema: map[string]any{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string"}}}}
			f, _ := scan(t, tool)
			sigs := signalsOf(f, reading.IDDirectiveImperative)
			found := false
			for _, s := range sigs {
				if strings.Contains(s.Detail, fam.Name) && s.Field == reading.PathDescription &&
					s.Span.Start >= len("Looks up a value for the caller. ") && s.Span.End <= len(desc) {
					found = true
				}
			}
			if !found {
				var got []string
				for _, s := range sigs {
					got = append(got, s.Detail)
				}
				t.Errorf("%s: not flagged with its family inside the sentence: %q\n  signals: %v", fam.Name, text, got)
			}
		}
		for _, text := range fam.Clean {
			tool := reading.Tool{Server: "srv", Name: "lookup", Description: text,
				InputSchema: map[string]any{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string"}}}}
			if f, _ := scan(t, tool); f != nil {
				t.Errorf("%s: honest text flagged: %q\n  %s: %s", fam.Name, text, f.Checks, f.Primary().Detail)
			}
		}
	}
}

// Every phrase rule has an ID of its family, unique in the set: what
// findings name, and what rules --match shows.
func TestPhraseRuleIDs(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range detect.PhraseRules() {
		if !strings.HasPrefix(r.ID, r.Family+".") || len(r.ID) <= len(r.Family)+1 {
			t.Errorf("rule %q of family %s: the ID does not name its family", r.ID, r.Family)
		}
		if seen[r.ID] {
			t.Errorf("duplicate rule ID %q", r.ID)
		}
		seen[r.ID] = true
	}
	if len(seen) < 200 {
		t.Errorf("%d phrase rules", len(seen))
	}
}
