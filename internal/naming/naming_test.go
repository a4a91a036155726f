// Package naming holds the repository's standing check on names: a name
// says what a thing reads or holds, never which round of work wrote it.
package naming

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// roundToken is a word that ends in a number of the range rounds were
// numbered in (16 to 29, maybe a letter after; TestHasRound lists
// examples). technical are the words that end so for a reason of their
// own: an encoding's width, an i18n numeronym.
var (
	roundToken = regexp.MustCompile(`([A-Za-z]+)(1[6-9]|2[0-9])([a-z]?)(?:$|[^0-9a-z])`)
	technical  = map[string]bool{"utf16": true, "int16": true, "uint16": true, "float16": true, "i18": true, "node16": true, "node18": true, "node20": true, "node22": true}
)

// hasRound reports the first round token of s, or "".
func hasRound(s string) string {
	for _, m := range roundToken.FindAllStringSubmatchIndex(s, -1) {
		if m[0] > 0 && s[m[0]-1] >= '0' && s[m[0]-1] <= '9' {
			continue
		}
		word := s[m[2]:m[3]]
		// the word the number closes: from its last capital on
		upper := func(r rune) bool { return r >= 'A' && r <= 'Z' }
		if i := strings.LastIndexFunc(word, func(r rune) bool { return !upper(r) }); i < len(word)-2 {
			word = word[i+1:] // an initialism closes it: UTF in TestUTF16
		} else if i := strings.LastIndexFunc(word, upper); i > 0 {
			word = word[i:]
		}
		tok := word + s[m[4]:m[5]] + s[m[6]:m[7]]
		if technical[strings.ToLower(word+s[m[4]:m[5]])] {
			continue
		}
		return tok
	}
	return ""
}

// root is the module's root, two folders up.
func root(t *testing.T) string {
	r, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(r, "go.mod")); err != nil {
		t.Fatalf("no go.mod at %s: %v", r, err)
	}
	return r
}

// walk calls fn for every file of the repository but .git's and the
// built binaries' (bin/, which carry the build machine's paths). In a
// linked worktree .git is a file that points at the main checkout.
func walk(t *testing.T, fn func(rel string)) {
	r := root(t)
	err := filepath.WalkDir(r, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules" || p == filepath.Join(r, "bin")) {
			return filepath.SkipDir // bin/ is the build's output (.ci/run, .gitignore), never tracked
		}
		if d.Name() == ".git" {
			return nil // a linked worktree's .git file: git's pointer to its folder, never tracked
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(r, p)
			fn(filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestNoRoundInPaths(t *testing.T) {
	n := 0
	walk(t, func(rel string) {
		n++
		for _, part := range strings.Split(rel, "/") {
			if tok := hasRound(part); tok != "" {
				t.Errorf("%s: the name carries %q; name it for what it holds", rel, tok)
			}
		}
		if strings.HasPrefix(rel, "docs/dev/") {
			t.Errorf("%s: development notes stay out of the repository", rel)
		}
	})
	if n < 100 {
		t.Fatalf("walked only %d files", n)
	}
}

func TestNoRoundInGoIdentifiers(t *testing.T) {
	files := 0
	walk(t, func(rel string) {
		if !strings.HasSuffix(rel, ".go") || strings.Contains(rel, "/testdata/") {
			return
		}
		files++
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(root(t), rel), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			return
		}
		seen := map[string]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && !seen[id.Name] {
				seen[id.Name] = true
				if tok := hasRound(id.Name); tok != "" {
					t.Errorf("%s: identifier %s carries %q", rel, id.Name, tok)
				}
			}
			return true
		})
	})
	if files < 100 {
		t.Fatalf("read only %d Go files", files)
	}
}

// recordLine is the first line of a record of a rules file, and a line
// that names records (uses).
var recordLine = regexp.MustCompile(`^(rule|script|secret|shell|words|grammar|frame|ask|names|family|macro|lexicon|uses) (.+)$`)

func TestNoRoundInRecordIDs(t *testing.T) {
	records := 0
	walk(t, func(rel string) {
		if !strings.HasSuffix(rel, ".rules") {
			return
		}
		f, err := os.Open(filepath.Join(root(t), rel))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for line := 1; sc.Scan(); line++ {
			m := recordLine.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			records++
			for _, id := range strings.Fields(m[2]) {
				if tok := hasRound(id); tok != "" {
					t.Errorf("%s:%d: %s %s carries %q", rel, line, m[1], id, tok)
				}
			}
		}
	})
	if records < 500 {
		t.Fatalf("read only %d records", records)
	}
}

// machinePath is a folder of a developer's machine: where this project's
// sessions kept their checkouts and samples.
var machinePath = regexp.MustCompile(`(?:^|[^A-Za-z0-9_.~-])/work/`)

func TestNoMachinePaths(t *testing.T) {
	walk(t, func(rel string) {
		if strings.HasSuffix(rel, ".jsonl") || strings.Contains(rel, "/testdata/fuzz/") || strings.HasPrefix(rel, "internal/naming/") {
			return // corpus rows are data written elsewhere
		}
		b, err := os.ReadFile(filepath.Join(root(t), rel))
		if err != nil {
			t.Fatal(err)
		}
		if loc := machinePath.FindIndex(b); loc != nil {
			line := 1 + strings.Count(string(b[:loc[0]]), "\n")
			t.Errorf("%s:%d: a path of a developer's machine", rel, line)
		}
	})
}

func TestHasRound(t *testing.T) {
	for s, want := range map[string]string{
		"conceal23.go": "conceal23", "prec22b": "prec22b", "TestAgentrec19": "Agentrec19", "hijack24Proper": "hijack24",
		"agent-conceal25.rules": "conceal25", "wsC24Answer": "C24", "boolInt29": "Int29", "utf16.go": "", "MaxInt16": "", "UTF16Len": "", "TestUTF16FileIsNamed": "",
		"sha256": "", "i18n": "", "node20": "", "concealment.go": "", "x2": "", "base64": "", "ed25519": "", "lang_cjk": "",
	} {
		if got := hasRound(s); got != want {
			t.Errorf("hasRound(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestNoRoundInComments holds the prose of the code free of round
// numbers: every comment of a Go file (all its comment groups) and every
// comment line of a rules file says what a thing reads or why, never
// which round of work wrote it. The words technical allows pass.
func TestNoRoundInComments(t *testing.T) {
	files := 0
	walk(t, func(rel string) {
		if strings.Contains(rel, "/testdata/") {
			return
		}
		switch {
		case strings.HasSuffix(rel, ".go"):
			files++
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, filepath.Join(root(t), rel), nil, parser.ParseComments|parser.SkipObjectResolution)
			if err != nil {
				t.Errorf("%s: %v", rel, err)
				return
			}
			for _, g := range f.Comments {
				for _, c := range g.List {
					line := fset.Position(c.Slash).Line
					for i, l := range strings.Split(c.Text, "\n") {
						if tok := hasRound(l); tok != "" {
							t.Errorf("%s:%d: a comment carries %q; say what it reads or why", rel, line+i, tok)
						}
					}
				}
			}
		case strings.HasSuffix(rel, ".rules"):
			files++
			b, err := os.ReadFile(filepath.Join(root(t), rel))
			if err != nil {
				t.Fatal(err)
			}
			for i, l := range strings.Split(string(b), "\n") {
				if !strings.HasPrefix(l, "#") {
					continue
				}
				if tok := hasRound(l); tok != "" {
					t.Errorf("%s:%d: a comment carries %q; say what it reads or why", rel, i+1, tok)
				}
			}
		}
	})
	if files < 100 {
		t.Fatalf("read only %d Go and rules files", files)
	}
}

// TestNoRoundInCorpusIDs holds the row IDs of the corpora (eval prints
// them, tests pin them) to the same rule as any other name. A row ID's
// prefix, its first dash-separated part, names its set; what follows
// counts rows, as a set's writers number them.
func TestNoRoundInCorpusIDs(t *testing.T) {
	rows := 0
	walk(t, func(rel string) {
		if !strings.HasPrefix(rel, "corpus/") || !strings.HasSuffix(rel, ".jsonl") {
			return
		}
		f, err := os.Open(filepath.Join(root(t), rel))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 64<<20)
		for sc.Scan() {
			m := corpusID.FindSubmatch(sc.Bytes())
			if m == nil {
				continue
			}
			rows++
			prefix, _, _ := strings.Cut(string(m[1]), "-")
			if tok := hasRound(prefix); tok != "" {
				t.Errorf("%s: row %s carries %q", rel, m[1], tok)
			}
		}
		if err := sc.Err(); err != nil {
			t.Errorf("%s: %v", rel, err)
		}
	})
	if rows < 1000 {
		t.Fatalf("read only %d corpus rows", rows)
	}
}

// corpusID is a corpus row's id field.
var corpusID = regexp.MustCompile(`^\{\s*"id"\s*:\s*"([^"]*)"`)
