package detect

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/exfiltration"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// data27's names records are run by TestNameListExamples through the
// mechanism that reads them: a server name whose family is shorter than
// its skeleton had an affix of the list removed; a value after a redirect
// is the null device; a home path is an agent's rules; a setting's value,
// lower-cased as readApproveRecord reads it, is YAML's true or false.
func init() {
	nameListJudges["names.data-server-affix"] = func(name string) bool { return reading.ServerFamily(name) != text.Skeleton(name) }
	nameListJudges["names.data-null-device"] = func(v string) bool { return nullTarget("> "+v, 1) }
	nameListJudges["names.data-home-rules-part"] = reading.HomeRulesPath24
	nameListJudges["names.data-yaml-true"] = func(v string) bool { return reading.YamlTrue[strings.ToLower(v)] }
	nameListJudges["names.data-yaml-false"] = func(v string) bool { return reading.YamlFalse[strings.ToLower(v)] }
}

// TestData27WordRecords: every words record data27 wrote is a set the
// code reads by name, and its gloss gives an example in quotes and names,
// in parentheses, a function or variable of the package that reads it.
func TestData27WordRecords(t *testing.T) {
	decls := data27Decls(t)
	reader := regexp.MustCompile(`\(([^()]*)\)[.]?$`)
	n := 0
	for _, w := range exfiltration.WordSets() {
		if w.File != "agent-data27.rules" {
			continue
		}
		n++
		if !w.Named {
			t.Errorf("%s: no Go code names this set", w.ID)
		}
		if !strings.Contains(w.Gloss, `"`) {
			t.Errorf("%s: its gloss gives no example in quotes: %q", w.ID, w.Gloss)
		}
		m := reader.FindStringSubmatch(w.Gloss)
		named := false
		for _, f := range strings.FieldsFunc(data27Group(m), func(r rune) bool {
			return !(r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
		}) {
			named = named || decls[f]
		}
		if !named {
			t.Errorf("%s: its gloss names no function of the package that reads it: %q", w.ID, w.Gloss)
		}
	}
	if n < 50 {
		t.Errorf("%d words records in agent-data27.rules, want the 50 or more data27 wrote", n)
	}
}

func data27Group(m []string) string {
	if len(m) < 2 {
		return ""
	}
	return m[1]
}

// data27Decls: the names of the package's top-level functions, methods
// and variables (non-test files).
func data27Decls(t *testing.T) map[string]bool {
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	fset := token.NewFileSet()
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
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

// TestData27WordsGloss: a record's gloss is the comment right above it,
// or, for a record of a group with no comment of its own, the group's;
// none when another kind of record stands between.
func TestData27WordsGloss(t *testing.T) {
	lines := strings.Split("# head\n\n# one\n# two\nwords a\nform text\nlist x\n\nwords b\nform text\nlist y\nrule r.x\n\nwords c\n", "\n")
	for at, want := range map[int]string{4: "one two", 8: "one two", 13: ""} {
		if got := exfiltration.WordsGloss27(lines, at); got != want {
			t.Errorf("gloss of line %d = %q, want %q", at+1, got, want)
		}
	}
	for _, w := range exfiltration.WordSets() {
		if w.ID == "gate-after" && !strings.Contains(w.Gloss, "approvalGate") {
			t.Errorf("gate-after's gloss is its group's, got %q", w.Gloss)
		}
	}
}
