package detect

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/exfiltration"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The names records are run by TestNameListExamples through the
// mechanism that reads them: a server name whose family is shorter than
// its skeleton had an affix of the list removed; a value after a redirect
// is the null device; a home path is an agent's rules; a setting's value,
// lower-cased as readApproveRecord reads it, is YAML's true or false.
func init() {
	nameListJudges["names.data-server-affix"] = func(name string) bool { return reading.ServerFamily(name) != text.Skeleton(name) }
	nameListJudges["names.data-null-device"] = func(v string) bool { return nullTarget("> "+v, 1) }
	nameListJudges["names.data-home-rules-part"] = reading.HomeRulesPath
	nameListJudges["names.data-yaml-true"] = func(v string) bool { return reading.YamlTrue[strings.ToLower(v)] }
	nameListJudges["names.data-yaml-false"] = func(v string) bool { return reading.YamlFalse[strings.ToLower(v)] }
}

// TestDataWordRecords: every words record whose gloss gives an example in
// quotes and, in parentheses, the reader, is a set the code reads by name,
// and the reader it names is a function or variable under detect/.
func TestDataWordRecords(t *testing.T) {
	decls := decls(t)
	reader := regexp.MustCompile(`\(([^()]*)\)[.]?$`)
	n := 0
	var stale []string
	for _, w := range exfiltration.WordSets() {
		m := reader.FindStringSubmatch(w.Gloss)
		if m == nil || !strings.Contains(w.Gloss, `"`) {
			continue // a record glossed in prose, with no reader named
		}
		n++
		named := false
		for _, f := range strings.FieldsFunc(group(m), func(r rune) bool {
			return !(r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
		}) {
			// a reader another package calls is exported
			named = named || decls[f] || decls[strings.ToUpper(f[:1])+f[1:]]
		}
		switch {
		case !w.Named:
			stale = append(stale, w.ID+": no Go code names this set by its ID")
		case !named:
			stale = append(stale, fmt.Sprintf("%s: its gloss names no function or variable under detect/: %q", w.ID, w.Gloss))
		}
	}
	if n < 50 {
		t.Errorf("%d words records name their reader, want 50 or more", n)
	}
	// A gloss whose reader was renamed or removed misleads whoever edits
	// the record. These are older than this test's reach; the count only
	// goes down.
	if len(stale) > staleGlossMax {
		t.Errorf("%d words records have a stale reader in their gloss, at most %d:\n\t%s", len(stale), staleGlossMax, strings.Join(stale, "\n\t"))
	} else if len(stale) < staleGlossMax {
		t.Logf("%d stale glosses, the table allows %d: lower staleGlossMax", len(stale), staleGlossMax)
	}
}

// staleGlossMax is the number of words records whose gloss names a reader
// that no longer exists (TestDataWordRecords).
const staleGlossMax = 74

func group(m []string) string {
	if len(m) < 2 {
		return ""
	}
	return m[1]
}

// decls: the names of the package's top-level functions, methods
// and variables (non-test files).
func decls(t *testing.T) map[string]bool {
	paths := GoSources(t)
	out := map[string]bool{}
	fset := token.NewFileSet()
	for _, p := range paths {
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				out[d.Name.Name] = true
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if v, ok := s.(*ast.ValueSpec); ok {
						for _, id := range v.Names {
							out[id.Name] = true
						}
					}
				}
			}
		}
	}
	return out
}

// TestDataWordsGloss: a record's gloss is the comment right above it,
// or, for a record of a group with no comment of its own, the group's;
// none when another kind of record stands between.
func TestDataWordsGloss(t *testing.T) {
	lines := strings.Split("# head\n\n# one\n# two\nwords a\nform text\nlist x\n\nwords b\nform text\nlist y\nrule r.x\n\nwords c\n", "\n")
	for at, want := range map[int]string{4: "one two", 8: "one two", 13: ""} {
		if got := exfiltration.WordsGloss(lines, at); got != want {
			t.Errorf("gloss of line %d = %q, want %q", at+1, got, want)
		}
	}
	for _, w := range exfiltration.WordSets() {
		if w.ID == "gate-after" && !strings.Contains(w.Gloss, "approvalGate") {
			t.Errorf("gate-after's gloss is its group's, got %q", w.Gloss)
		}
	}
}
