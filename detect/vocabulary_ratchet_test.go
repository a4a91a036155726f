package detect_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect"
)

// The vocabulary ratchet. Knowledge is data: the Go code holds
// mechanisms, and the words it reads are records in rules/*.rules. This
// test counts, per non-test Go file of the package, the string literals
// that are vocabulary left in Go, and fails when a file holds more than
// vocabMax records for it, so the number can only go down. When you
// move words out, lower the file's figure (the test says so).
//
// The criterion. A string literal counts when both hold:
//
//  1. It is natural-language text: one to four words separated by single
//     spaces, each word made of letters of any script (unicode.IsLetter),
//     with an apostrophe or a hyphen allowed between letters ("don't",
//     "pre"). An affix or a stem ("ed", "ing", "summar") counts: it is
//     knowledge of a language's words all the same. Anything with a digit,
//     a dot, an underscore, a slash, a colon, a percent sign or other
//     punctuation does not count: rule IDs ("directive.demand"), JSON
//     paths, file names, format verbs, regular expressions.
//  2. It is used as vocabulary: an operand of == or != (a token's text
//     compared with it); a value of a switch's case; an argument of
//     strings.HasPrefix, HasSuffix, Contains, EqualFold, TrimPrefix,
//     TrimSuffix, CutPrefix, CutSuffix, Index, of slices.Contains and
//     slices.Index, or of the package's wordIs; or an element or key of a composite literal of
//     []string, [N]string or map[string]T (a list of words).
//
// Literals of these shapes that are not vocabulary are left out by a
// reason, below: by file (skipFiles), by the top-level declaration
// that holds them (skipDecls) or by the literal itself
// (skipWords). Names of this project's record grammar, of JSON
// Schema, of MCP and of configuration formats are identifiers of a format,
// not words of a language.

// skipFiles: files whose word-shaped literals are all a format's.
var skipFiles = map[string]string{
	"internal/reading/ruledata.go":    "the rule-file grammar's own keywords (rule, words, grammar, list, ...)",
	"internal/reading/fields.go":      "JSON Schema's keywords (properties, items, allOf, ...)",
	"launchconfig/config_unpinned.go": "names of package runners, container tools and image tags (npx, docker, latest)",
	"internal/reading/types.go":       "the names of severities and gates in reports (hard, soft, high, ...)",
	"internal/reading/preparsed.go":   "the records of rules/*.rules themselves, pre-parsed into Go (generated from them, TestPreparsedRules)",
}

// skipDecls: top-level declarations (file:name) whose literals are a
// format's names.
var skipDecls = map[string]string{
	"internal/reading/grammar.go:grammarClassNames":    "the names grammar records give their classes",
	"records.go:computedCueFamilies":                   "the names of directive.imperative's cue families, which record IDs carry (directive.support)",
	"records.go:flowKinds":                             "the names of the kinds a command's flow is read as, which record IDs carry (shell.flow-trace-erase)",
	"internal/reading/mention.go:fileExtensions":       "file extensions",
	"hiddenunicode/lookalike.go:lookalikeDocumented":   "Unicode's names of scripts and characters",
	"hiddenunicode/unicode_hidden.go:hiddenClassNames": "the names findings give classes of characters",
	"internal/phrase/phrase.go:nodes":                  "the names of a pattern's slots",
	"internal/reading/code_flow.go:outsideIn":          "names of Python's network API",
	"internal/reading/code_flow.go:Bound":              "keywords of JavaScript and Python",
	"payload/decode.go:charCodeCues":                   "names of functions of programming languages",
	"internal/reading/lexicon.go:parseLexicon":         "the lexicon records' keywords",
	"internal/reading/lexicon.go:LoadLexicons":         "the lexicon records' keywords",
	"internal/reading/frames.go:set":                   "the frame records' keywords",
	"internal/reading/frames.go:frameConcepts":         "the concept keys frame records name",
	"internal/scope/actor.go:actorNames":               "the names the facts view gives who acts",
	"internal/learned/features.go:placeNames":          "the names of the places a sentence stands in, hashed into the trained reading's features",
	"internal/learned/features.go:PlaceOf":             "MCP's and JSON Schema's field names (description, inputSchema, enum, ...)",
	"internal/reading/instruction.go:RemoteShellKinds": "the names of shell and script kinds (shells.rules, agent.rules)",
	"instruction.go:scriptWholeKinds":                  "the names of shell and script kinds (shells.rules, agent.rules)",
	"internal/reading/instruction.go:InstallKinds":     "the names of shell and script kinds (shells.rules, agent.rules)",
	"internal/text/email_domain.go:specialUseTLD":      "the DNS's special-use top-level names (IANA's registry)",
}

// skipWords: literals that are a format's names wherever they stand.
var skipWords = map[string]string{
	"true": "JSON boolean", "false": "JSON boolean", "null": "JSON null",
	"const": "JSON Schema keyword", "enum": "JSON Schema keyword", "default": "JSON Schema keyword",
	"examples": "JSON Schema keyword",
}

// vocabMax is the number of vocabulary literals each file under detect/
// may hold, by its path (the figure at the last commit that lowered it; a
// file not listed may hold none).
var vocabMax = map[string]int{
	"approval/config_autoapprove.go":                1,
	"approval/demand_consent.go":                    8,
	"approval/ordered_setting.go":                   6,
	"approval/settings_block.go":                    3,
	"authority/demand_coerce.go":                    3,
	"authority/other_subject.go":                    12,
	"config_shell.go":                               1,
	"demand_tool.go":                                1,
	"directive.go":                                  3,
	"execution/run_told.go":                         1,
	"exfiltration/link_slot.go":                     3,
	"hiddenunicode/unicode_hidden.go":               1,
	"hijack/part_taken_lang.go":                     2,
	"internal/reading/clause_helpers.go":            4,
	"internal/reading/code_flow.go":                 9,
	"internal/reading/code_plant.go":                1,
	"internal/reading/config.go":                    12,
	"internal/reading/demand_consent.go":            3,
	"internal/reading/demand_described.go":          4,
	"internal/reading/demand_lang.go":               4,
	"internal/reading/demand_morph_de.go":           6,
	"internal/reading/demand_roles_en.go":           3,
	"internal/reading/demand_schema.go":             3,
	"internal/reading/demand_statement.go":          9,
	"internal/reading/example_job.go":               2,
	"internal/reading/instruction.go":               2,
	"internal/reading/instruction_hide.go":          1,
	"internal/reading/instruction_quoted_speech.go": 4,
	"internal/reading/own_job.go":                   5,
	"internal/reading/prose_flow.go":                2,
	"internal/reading/secret.go":                    24,
	"internal/reading/sensitive.go":                 8,
	"internal/reading/shell.go":                     7,
	"internal/reading/shellflow.go":                 7,
	"internal/reading/verify_correct.go":            3,
	"internal/reading/view.go":                      1,
	"internal/text/stem.go":                         14,
	"internal/text/tokenize.go":                     10,
	"launchconfig/config_url.go":                    1,
	"payload/decode.go":                             28,
	"payload/payload.go":                            24,
}

// isWordText: s is one to four words of letters (criterion 1).
func isWordText(s string) bool {
	words := strings.Split(s, " ")
	if len(words) > 4 {
		return false
	}
	for _, w := range words {
		rs := []rune(w)
		if len(rs) == 0 || !unicode.IsLetter(rs[0]) || !unicode.IsLetter(rs[len(rs)-1]) {
			return false
		}
		for _, r := range rs {
			if !unicode.IsLetter(r) && r != '\'' && r != '-' && r != '’' {
				return false
			}
		}
	}
	return true
}

// callArgs are the functions whose literal arguments are compared
// with a token (criterion 2).
var callArgs = map[string]bool{
	"strings.HasPrefix": true, "strings.HasSuffix": true, "strings.Contains": true, "strings.EqualFold": true,
	"strings.TrimPrefix": true, "strings.TrimSuffix": true, "strings.CutPrefix": true, "strings.CutSuffix": true,
	"strings.Index": true, "slices.Contains": true, "slices.Index": true,
}

// localCallArgs are the package's own helpers that compare a literal
// argument with a token's text (wordIs: a token's text == the word).
var localCallArgs = map[string]bool{"wordIs": true}

// literals returns the vocabulary literals of one file, as
// "line: text".
func literals(fset *token.FileSet, f *ast.File, path string, names map[string]bool) []string {
	base := filepath.ToSlash(path)
	var found []string
	name := ""
	add := func(e ast.Expr) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil || !isWordText(s) || skipWords[s] != "" {
			return
		}
		found = append(found, fmt.Sprintf("%d: %q (%s)", fset.Position(lit.Pos()).Line, s, name))
	}
	// Each top-level declaration, and each spec of a grouped var or
	// const, is walked under its name (skipDecls).
	var decls []ast.Node
	var declNames []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			decls, declNames = append(decls, d), append(declNames, d.Name.Name)
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				nm := ""
				if vs, ok := sp.(*ast.ValueSpec); ok && len(vs.Names) > 0 {
					nm = vs.Names[0].Name
				}
				decls, declNames = append(decls, sp), append(declNames, nm)
			}
		}
	}
	for i, d := range decls {
		name = declNames[i]
		if skipDecls[base+":"+name] != "" {
			continue
		}
		ast.Inspect(d, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if (n.Op == token.EQL || n.Op == token.NEQ) && !nameOperand(n.X) && !nameOperand(n.Y) {
					add(n.X)
					add(n.Y)
				}
			case *ast.SwitchStmt:
				if n.Tag != nil && nameOperand(n.Tag) {
					return false
				}
			case *ast.CaseClause:
				for _, e := range n.List {
					add(e)
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					if pkg, ok := sel.X.(*ast.Ident); ok && callArgs[pkg.Name+"."+sel.Sel.Name] {
						for _, a := range n.Args {
							add(a)
						}
					}
				}
				if id, ok := n.Fun.(*ast.Ident); ok && localCallArgs[id.Name] {
					for _, a := range n.Args {
						add(a)
					}
				}
			case *ast.CompositeLit:
				if wordListType(n.Type) && !nameTable(n) && !allNames(n, names) {
					for _, e := range n.Elts {
						if kv, ok := e.(*ast.KeyValueExpr); ok {
							add(kv.Key)
							continue
						}
						add(e)
					}
				}
			}
			return true
		})
	}
	return found
}

// names are the names the package gives its records and families:
// the values of its string constants (cHarvest = "harvest"), the literals
// compared with a name operand (nameOperand), the keys of
// its name tables (nameTable), and in the rule files the names a
// family, kind, concept or lang line gives. A list literal whose word
// literals are all names is a list of names, not of words.
func names(t *testing.T, files []*ast.File) map[string]bool {
	names := map[string]bool{}
	addName := func(e ast.Expr) {
		if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if s, err := strconv.Unquote(lit.Value); err == nil {
				names[s] = true
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if (n.Op == token.EQL || n.Op == token.NEQ) && (nameOperand(n.X) || nameOperand(n.Y)) {
					addName(n.X)
					addName(n.Y)
				}
			case *ast.SwitchStmt:
				if n.Tag != nil && nameOperand(n.Tag) {
					for _, c := range n.Body.List {
						for _, e := range c.(*ast.CaseClause).List {
							addName(e)
						}
					}
				}
			case *ast.GenDecl:
				if n.Tok == token.CONST {
					for _, sp := range n.Specs {
						for _, v := range sp.(*ast.ValueSpec).Values {
							if lit, ok := v.(*ast.BasicLit); ok && lit.Kind == token.STRING {
								if s, err := strconv.Unquote(lit.Value); err == nil {
									names[s] = true
								}
							}
						}
					}
				}
			case *ast.CompositeLit:
				if wordListType(n.Type) && nameTable(n) {
					for _, e := range n.Elts {
						if kv, ok := e.(*ast.KeyValueExpr); ok {
							if lit, ok := kv.Key.(*ast.BasicLit); ok && lit.Kind == token.STRING {
								if s, err := strconv.Unquote(lit.Value); err == nil {
									names[s] = true
								}
							}
						}
					}
				}
			}
			return true
		})
	}
	rules, err := filepath.Glob("rules/*.rules")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rules {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(src), "\n") {
			if f := strings.Fields(line); len(f) == 2 && (f[0] == "family" || f[0] == "kind" || f[0] == "concept" || f[0] == "lang") {
				names[f[1]] = true
			}
		}
	}
	return names
}

// nameOperands: a literal compared with an operand so named (a
// variable, a field or a function's result: the name, lower-cased, ends
// with one of these) or a case of a switch on one is the name of a
// language, a family, a kind, a concept, a frame, a JSON key, a file
// extension or a severity: an identifier of the project's records or of
// a format, not a word of the text.
var nameOperands = []string{"lang", "fam", "family", "kind", "concept", "frame", "key", "how", "ext", "severity", "script"}

// nameOperand: e is an operand named as nameOperands says.
func nameOperand(e ast.Expr) bool {
	name := ""
	switch e := e.(type) {
	case *ast.Ident:
		name = e.Name
	case *ast.SelectorExpr:
		name = e.Sel.Name
	case *ast.CallExpr:
		switch f := e.Fun.(type) {
		case *ast.Ident:
			name = f.Name
		case *ast.SelectorExpr:
			name = f.Sel.Name
		}
	}
	name = strings.ToLower(name)
	return name != "text" && name != "next" && slices.ContainsFunc(nameOperands, func(s string) bool { return strings.HasSuffix(name, s) })
}

// nameTable: a map literal whose values are not all true or empty
// is a table of names (a record's or a format's name to what it stands
// for), not a set of words.
func nameTable(n *ast.CompositeLit) bool {
	if _, ok := n.Type.(*ast.MapType); !ok {
		return false
	}
	for _, e := range n.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		switch v := kv.Value.(type) {
		case *ast.Ident:
			if v.Name != "true" {
				return true
			}
		case *ast.CompositeLit:
			if len(v.Elts) > 0 {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// allNames: every element of list literal n that is a string
// literal is one of the names.
func allNames(n *ast.CompositeLit, names map[string]bool) bool {
	for _, e := range n.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Key
		}
		if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if s, err := strconv.Unquote(lit.Value); err == nil && isWordText(s) && !names[s] {
				return false
			}
		}
	}
	return true
}

// wordListType: a composite literal of this type is a list of
// strings ([]string, [N]string) or a map keyed by strings.
func wordListType(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.ArrayType:
		id, ok := e.Elt.(*ast.Ident)
		return ok && id.Name == "string"
	case *ast.MapType:
		id, ok := e.Key.(*ast.Ident)
		return ok && id.Name == "string"
	}
	return false
}

// counts counts the vocabulary literals of every non-test Go file of
// the package.
func counts(t *testing.T) (map[string]int, map[string][]string) {
	paths := detect.GoSources(t)
	fset := token.NewFileSet()
	parsed := map[string]*ast.File{}
	var all []*ast.File
	for _, p := range paths {
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed[p], all = f, append(all, f)
	}
	names := names(t, all)
	counts, lits := map[string]int{}, map[string][]string{}
	for _, p := range slices.Sorted(maps.Keys(parsed)) {
		if skipFiles[p] != "" {
			continue
		}
		if l := literals(fset, parsed[p], p, names); len(l) > 0 {
			counts[p], lits[p] = len(l), l
		}
	}
	return counts, lits
}

// TestDataVocabularyRatchet fails when a file holds more vocabulary
// literals than vocabMax records, and prints them; it asks for the
// table to be lowered when a file holds fewer.
func TestDataVocabularyRatchet(t *testing.T) {
	counts, lits := counts(t)
	total := 0
	for _, p := range slices.Sorted(maps.Keys(counts)) {
		n := counts[p]
		total += n
		if n > vocabMax[p] || os.Getenv("DATA26_LIST") == p {
			t.Errorf("%s: %d vocabulary literals in Go, at most %d allowed (move the words into rules/*.rules):\n\t%s",
				p, n, vocabMax[p], strings.Join(lits[p], "\n\t"))
		} else if n < vocabMax[p] || os.Getenv("DATA26_LIST") == p {
			t.Logf("%s: %d vocabulary literals, the table allows %d: lower vocabMax", p, n, vocabMax[p])
		}
	}
	for p, max := range vocabMax {
		if counts[p] == 0 && max > 0 {
			t.Logf("%s: no vocabulary literals, the table allows %d: take it out of vocabMax", p, max)
		}
	}
	t.Logf("%d vocabulary literals in %d files", total, len(counts))
	if testing.Verbose() && os.Getenv("DATA26_TABLE") != "" {
		for _, p := range slices.Sorted(maps.Keys(counts)) {
			fmt.Printf("\t%q: %d,\n", p, counts[p])
		}
	}
}

// TestDataWordText pins criterion 1.
func TestDataWordText(t *testing.T) {
	for s, want := range map[string]bool{
		"your": true, "no matter": true, "don't": true, "ed": true, "不": true, "нет": true, "pre-approved": true,
		"directive.demand": false, "%s": false, "a_b": false, "x1": false, "": false, "-x": false,
		"one two three four": true, "one two three four five": false, "./x": false, "two  spaces": false,
	} {
		if got := isWordText(s); got != want {
			t.Errorf("isWordText(%q) = %v, want %v", s, got, want)
		}
	}
}
