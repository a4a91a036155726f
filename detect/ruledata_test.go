package detect

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

const okRule = "rule secrecy.x\nweight 1\npattern do not tell\nmatch Do not tell.\n"

// Every word class needs its words record: the rule files as built have
// them all, and a set that lacks one is an error naming the class.
func TestEveryWordClassHasWords(t *testing.T) {
	d, err := reading.ReadRuleFiles()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Vocab) != len(reading.ClassNames)+len(reading.WordSets) {
		t.Fatalf("%d words records for %d classes and %d word sets", len(d.Vocab), len(reading.ClassNames), len(reading.WordSets))
	}
	// Take out the first record of a word class (shells.rules' word sets
	// come before words.rules in the file order).
	k := slices.IndexFunc(d.Vocab, func(v reading.Vocabulary) bool { return reading.WordSets[v.Class] == nil })
	d.Vocab = slices.Delete(d.Vocab, k, k+1)
	if err := d.Complete(); err == nil || !strings.Contains(err.Error(), "no words record for word class") {
		t.Fatalf("a set without one vocabulary: %v", err)
	}
}

// Every English grammar class the checks name has its record, and the
// classes answer by a word's text: the determiners hold the articles, the
// function words every class but time, the other languages' function
// words are apart from the English ones.
func TestGrammarClasses(t *testing.T) {
	reading.EnsureRules()
	d, err := reading.ReadRuleFiles()
	if err != nil {
		t.Fatal(err)
	}
	d.Grammar = slices.DeleteFunc(d.Grammar, func(g reading.GrammarList) bool { return g.Class == "later" })
	if err := d.Complete(); err == nil || !strings.Contains(err.Error(), "no grammar record for the English class later") {
		t.Fatalf("a set without one English class: %v", err)
	}
	for _, c := range []struct {
		w    string
		c    reading.Gclass
		want bool
	}{
		{"the", reading.GDeterminer, true}, {"their", reading.GDeterminer, true}, {"some", reading.GDeterminer, true}, {"key", reading.GDeterminer, false},
		{"must", reading.GFunction, true}, {"through", reading.GFunction, true}, {"later", reading.GFunction, false}, {"subsequent", reading.GLater, true},
		{"remaining", reading.GLater, true}, {"the", reading.GLater, false}, {"The", reading.GArticle, false},
		{"", reading.GFunction, false}, {"über", reading.GFunction, false}, {"subsequentlyyyy", reading.GLater, false}, {"tho", reading.GArticle, false},
	} {
		if got := reading.Grammar(c.w, c.c); got != c.want {
			t.Errorf("grammar(%q, %b) = %v, want %v", c.w, c.c, got, c.want)
		}
	}
	if reading.LexFnAny["und"] == 0 || reading.LexFnAny["cuando"] == 0 || reading.LexFnAny["the"] != 0 || reading.Grammar("und", reading.GFunction) ||
		reading.TextClassOf("und")&reading.WcForeignWord == 0 || reading.TextClassOf("the")&reading.WcForeignWord != 0 {
		t.Error("the other languages' function words are not apart from English")
	}
}

// A bad rule file is an error naming the file and line, never a panic or
// a rule silently left out.
func TestRuleFileErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"rule Secrecy.x\n", "f.rules:1: rule ID \"Secrecy.x\" is not FAMILY.NAME"},
		{"rule secrecy\n", "f.rules:1: rule ID \"secrecy\" is not FAMILY.NAME"},
		{okRule + "\n" + okRule, "f.rules:6: duplicate rule ID \"secrecy.x\""},
		{"# c\nweight 1\n", "f.rules:2: \"weight\" outside a rule record"},
		{"rule a.b\nweight 3\n", "f.rules:2: rule a.b: one weight in (0, 2] expected, got \"3\""},
		{"rule a.b\nweight 1\nweight 1\n", "f.rules:3: rule a.b: one weight"},
		{"rule a.b\npattern x\npattern y\n", "f.rules:3: rule a.b has two patterns"},
		{"rule a.b\nweight 1\npattern x\n", "f.rules:1: rule a.b has no match example"},
		{"rule a.b\nweight 1\nmatch x\n", "f.rules:1: rule a.b has no pattern"},
		{"rule a.b\npattern x\nmatch x\n", "f.rules:1: rule a.b has no weight"},
		{"rule a.b\nwieght 1\n", "f.rules:2: unknown key \"wieght\""},
		{"rule a.b\nmatch\n", "f.rules:2: \"match\" has no value"},
		{"rule a.b\nmatch \"open\n", "f.rules:2: bad quoted value"},
		{"macro x\n", "f.rules:1: a macro is"},
		{"macro x a\nmacro x b\n", "f.rules:2: macro @x defined twice"},
		{"family secrecy\nflags x\n", "f.rules:1: family \"secrecy\" has no rules"},
		{okRule + "family secrecy\nclean x\n", "f.rules:5: family \"secrecy\" has no flags example"},
		{"flags x\n", "f.rules:1: \"flags\" outside a family record"},
		{okRule + "family secrecy\nflags x\nweight 1\n", "f.rules:7: \"weight\" outside a rule record"},
		{"script markup.x\nweight 1\nparts AIへ\n", "f.rules:3: rule markup.x: part \"AIへ\" is not in lower case"},
		{"script markup.x\nweight 1\npattern x y\nmatch x y\n", "f.rules:1: script markup.x has a pattern"},
		{"rule markup.x\nweight 1\nparts x\nmatch x\n", "f.rules:1: rule markup.x has parts"},
		{"script markup.x\nweight 1\nparts x\nparts y\n", "f.rules:4: rule markup.x has two patterns"},
		{okRule + "script secrecy.x\n", "f.rules:5: duplicate rule ID \"secrecy.x\""},
		{"secret secret.x\nkind K\nconfidence 0.5\nkeywords ab\nregexp ab\n", "f.rules:1: secret secret.x has no match example"},
		{"secret secret.x\nkind K\nkeywords ab\nregexp ab\nmatch ab\n", "f.rules:1: secret secret.x needs kind, confidence, keywords and regexp"},
		{"secret secret.x\nconfidence 2\n", "f.rules:2: secret secret.x: one confidence in (0, 1] expected"},
		{"secret secret.x\nvalidate nosuch\n", "f.rules:2: secret secret.x: validate \"nosuch\": one of the hooks"},
		{"secret secret.x\nkeywords a\n", "f.rules:2: secret secret.x: keyword \"a\": a keyword has two bytes or more"},
		{"secret secret.x\nkind A\nkind B\n", "f.rules:3: secret secret.x: kind given twice"},
		{"kind A\n", "f.rules:1: \"kind\" outside a secret record"},
		{"shell shell.x\nkind k\nkeyword ab\nregexp ab\n", "f.rules:1: shell shell.x has no match example"},
		{"shell shell.x\nkind k\nregexp ab\nmatch ab\n", "f.rules:1: shell shell.x needs kind, keywords and regexps"},
		{"shell shell.x\nkeyword \\ba\n", "f.rules:2: shell shell.x: keyword \"\\\\ba\": a keyword has two bytes or more"},
		{"keyword ab\n", "f.rules:1: \"keyword\" outside a shell record"},
		{"shell shell.x\nconfidence 1\n", "f.rules:2: \"confidence\" outside a secret record"},
		{"secret secret.x\nweight 1\n", "f.rules:2: \"weight\" outside a rule record"},
		{"words no-such-class\n", "f.rules:1: words \"no-such-class\": no such word class"},
		{"words example\nform text\nlist a\nwords example\n", "f.rules:4: words example given at f.rules:1 already"},
		{"words example\nform stem\nlist a\n", "f.rules:1: words example needs a list, and form text"},
		{"words call-verb\nform text\nlist call\n", "f.rules:1: words call-verb needs a list, and form stem"},
		{"words example\nform text\n", "f.rules:1: words example needs a list"},
		{"words example\nform text\nform text\n", "f.rules:3: words example: one form, text or stem, expected"},
		{"words example\nform words\n", "f.rules:2: words example: one form, text or stem, expected"},
		{"list a b\n", "f.rules:1: \"list\" outside a words record"},
		{okRule + "list a\n", "f.rules:5: \"list\" outside a words record"},
		{"grammar no-such-class\n", "f.rules:1: grammar \"no-such-class\": no such class"},
		{"grammar article\nlist a\n", "f.rules:1: grammar article needs a lang and a list"},
		{"grammar article\nlang en\n", "f.rules:1: grammar article needs a lang and a list"},
		{"grammar article\nlang en\nlang en\n", "f.rules:3: lang: once in a grammar record"},
		{"grammar article\nlang english\n", "f.rules:2: lang: once in a grammar record"},
		{"lang en\n", "f.rules:1: lang: once in a grammar record"},
		{"grammar article\nlang en\nlist a\ngrammar article\nlang en\n", "f.rules:5: grammar article (en) given at f.rules:1 already"},
		{"grammar article\nlang de\n", "f.rules:2: grammar article: the grammar records are English's"},
		{"grammar function-word\nlang en\n", "f.rules:1: grammar \"function-word\": no such class"},
		{"grammar article\nlang en\nlist The\n", "f.rules:3: grammar article: \"The\" is not in lower case"},
		{"grammar article\nlang en\nlist don't\n", "f.rules:1: grammar article: \"don't\" is not 12 letters a-z or fewer"},
		{"grammar article\nlang en\nlist abcdefghijklm\n", "f.rules:1: grammar article: \"abcdefghijklm\" is not 12 letters"},
	} {
		d := &reading.RuleData{Macros: map[string]string{}}
		err := d.Parse("f.rules", c.src)
		if err == nil {
			err = d.Check()
		}
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q:\n got  %v\n want %s…", c.src, err, c.want)
		}
	}
}

// A pattern that does not compile, or an unknown or looping macro, is an
// error at the rule's line.
func TestRuleCompileErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"\n" + strings.Replace(okRule, "do not tell", "( do not | tell", 1), "f.rules:2: rule secrecy.x: at 15: missing )"},
		{strings.Replace(okRule, "do not tell", "@nosuch tell", 1), "f.rules:1: rule secrecy.x: at 0 (\"@nosuch\"): unknown macro @nosuch"},
		{"macro a x @b\nmacro b @a\n" + strings.Replace(okRule, "do not tell", "@a", 1), "f.rules:3: rule secrecy.x: at 0 (\"@a\") in macro @a: macros nest"},
	} {
		d := &reading.RuleData{Macros: map[string]string{}}
		if err := d.Parse("f.rules", c.src); err != nil {
			t.Fatal(err)
		}
		_, err := reading.CompileRuleSet(d)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q:\n got  %v\n want %s…", c.src, err, c.want)
		}
	}
	// The embedded files parse and compile.
	d, err := reading.ReadRuleFiles()
	if err == nil {
		_, err = reading.CompileRuleSet(d)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// FuzzRuleFile: any rule file either loads or is an error; parsing and
// compiling never panic.
func FuzzRuleFile(f *testing.F) {
	f.Add(okRule)
	f.Add("macro a x/y ( b | c d )\n" + strings.Replace(okRule, "do not tell", "[ @a ] *2 <path> \\: ^ pre* ( x | y z )", 1))
	for _, name := range reading.RuleFileOrder {
		b, _ := reading.RuleFiles.ReadFile(name)
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, src string) {
		d := &reading.RuleData{Macros: map[string]string{}}
		if d.Parse("f.rules", src) != nil || d.Check() != nil {
			return
		}
		if rs, err := reading.CompileRuleSet(d); err == nil && len(rs.Rules) != len(d.Rules) {
			t.Fatalf("%d rules compiled of %d", len(rs.Rules), len(d.Rules))
		}
	})
}

// progLen counts exactly what compileProg emits, for every rule.
func TestProgLenIsExact(t *testing.T) {
	for _, r := range reading.DirectiveRules.Rules {
		if want := reading.ProgLen(r.Nodes) + 1; len(r.Prog) != want || cap(r.Prog) != want {
			t.Errorf("%s: program of %d (capacity %d), progLen says %d", r.Id, len(r.Prog), cap(r.Prog), want)
		}
	}
}

// The phrase rule set has no size of its own: sets of 257, 2,049 and
// 4,100 rules (past the 256 rules and 2,048 words of earlier filters)
// load, and every rule still matches its example through the filter, and
// nothing else does. The one bound, the distinct words a token's tag can
// name, is an error at the rule that crosses it.
func TestLargeRuleSets(t *testing.T) {
	base, err := reading.ReadRuleFiles()
	if err != nil {
		t.Fatal(err)
	}
	// Invented words, three per rule, so the words grow with the rules.
	word := func(i, k int) string { return "zq" + letters(i) + "x" + letters(k) }
	synth := func(n int) (*reading.RuleData, []string) {
		var b strings.Builder
		var ids []string
		for i := 0; len(base.Rules)+i < n; i++ {
			id := fmt.Sprintf("synthetic.r%d", i)
			ids = append(ids, id)
			fmt.Fprintf(&b, "rule %s\nweight 1\npattern %s relay/send %s [*2] %s\nmatch The %s relay %s then %s.\n\n",
				id, word(i, 0), word(i, 1), word(i, 2), word(i, 0), word(i, 1), word(i, 2))
		}
		d, err := reading.ReadRuleFiles()
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Parse("synthetic.rules", b.String()); err != nil {
			t.Fatal(err)
		}
		return d, ids
	}
	// The first size is one past the real set once that passes 256 rules,
	// so some synthetic rule always runs through the filter.
	for _, n := range []int{max(257, len(base.Rules)+1), 2049, 4100} {
		d, ids := synth(n)
		rs, err := reading.CompileRuleSet(d)
		if err != nil {
			t.Fatalf("%d rules: %v", n, err)
		}
		if len(rs.Rules) != n || len(rs.Rules) <= 256 {
			t.Fatalf("%d rules compiled, want %d", len(rs.Rules), n)
		}
		if n > 2049 && len(rs.Atoms) <= 2048 {
			t.Fatalf("%d rules use only %d words: the set does not pass the old atom bound", n, len(rs.Atoms))
		}
		tz := text.NewTokenizer(reading.RuleLexicon{Rs: rs, Lex: reading.BuildLexicon(rs)})
		var sc reading.RuleScratch
		// The last synthetic rules (indexes past 256 and 2,048) and the
		// first; each example must match its own rule and no other
		// synthetic one.
		for _, k := range []int{0, len(ids) / 2, len(ids) - 1} {
			r := rs.Rules[slices.IndexFunc(rs.Rules, func(r *reading.CompiledRule) bool { return r.Id == ids[k] })]
			a := tz.Analyze(r.Match[0])
			var got []string
			for _, s := range a.Sents {
				rs.MatchSentence(a, s, &sc, func(m reading.Match) {
					if strings.HasPrefix(m.Rule.Id, "synthetic.") {
						got = append(got, m.Rule.Id)
					}
				})
			}
			if !slices.Equal(got, []string{ids[k]}) {
				t.Errorf("%d rules: %q matched %v, want [%s]", n, r.Match[0], got, ids[k])
			}
		}
	}
	// Past the tag's width: an error naming the rule's place and the limit.
	var b strings.Builder
	for i := 0; i < reading.MaxRuleWords/8+1; i++ {
		var ws []string
		for k := 0; k < 8; k++ {
			ws = append(ws, "zw"+letters(i)+"y"+letters(k))
		}
		fmt.Fprintf(&b, "rule wide.r%d\nweight 1\npattern %s\nmatch x\n", i, strings.Join(ws, " "))
	}
	d := &reading.RuleData{Macros: map[string]string{}}
	if err := d.Parse("wide.rules", b.String()); err != nil {
		t.Fatal(err)
	}
	_, err = reading.CompileRuleSet(d)
	if want := fmt.Sprintf("the rules use more than %d distinct words", reading.MaxRuleWords-1); err == nil || !strings.HasPrefix(err.Error(), "wide.rules:") || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want an error at wide.rules saying %q", err, want)
	}
}

// letters spells n in the letters a to z, so that an invented word is a
// plain word to the tokenizer.
func letters(n int) string {
	s := string(rune('a' + n%26))
	for n /= 26; n > 0; n /= 26 {
		s = string(rune('a'+n%26)) + s
	}
	return s
}

// The secret and shell records are bits of one keyword index: a record
// past its room is an error at that record, naming the limit.
func TestKeywordIndexLimits(t *testing.T) {
	var b strings.Builder
	for i := 0; i <= reading.ShellShift; i++ {
		fmt.Fprintf(&b, "secret k.s%s\nkind K\nconfidence 0.9\nkeywords abc\nregexp abc\nmatch abc\n", letters(i))
	}
	for i := 0; i <= reading.MaxShells; i++ {
		fmt.Fprintf(&b, "shell h.s%s\nkind K\nkeyword abc\nregexp abc\nmatch abc\n", letters(i))
	}
	d := &reading.RuleData{Macros: map[string]string{}}
	if err := d.Parse("k.rules", b.String()); err != nil {
		t.Fatal(err)
	}
	err := d.Check()
	if want := fmt.Sprintf("secret k.s%s: more than %d secret kinds", letters(reading.ShellShift), reading.ShellShift); err == nil || !strings.HasPrefix(err.Error(), "k.rules:") || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want %q at k.rules", err, want)
	}
	d.Secrets = d.Secrets[:reading.ShellShift]
	err = d.Check()
	if want := fmt.Sprintf("shell h.s%s: more than %d shell families", letters(reading.MaxShells), reading.MaxShells); err == nil || !strings.HasPrefix(err.Error(), "k.rules:") || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want %q at k.rules", err, want)
	}
}

// Every word set the demand check names has its record, of the form the
// code looks it up by; a set that lacks one is an error naming it.
func TestEveryWordSetHasWords(t *testing.T) {
	reading.EnsureRules()
	d, err := reading.ReadRuleFiles()
	if err != nil {
		t.Fatal(err)
	}
	for name, ws := range reading.WordSets {
		i := slices.IndexFunc(d.Vocab, func(v reading.Vocabulary) bool { return v.Class == name })
		if i < 0 {
			t.Fatalf("word set %s has no record", name)
		}
		if (d.Vocab[i].Form == "stem") != ws.Stem || len(ws.Words) == 0 {
			t.Errorf("word set %s: form %s, %d words", name, d.Vocab[i].Form, len(ws.Words))
		}
	}
	d.Vocab = slices.DeleteFunc(d.Vocab, func(v reading.Vocabulary) bool { return v.Class == "condition-opener" })
	if err := d.Complete(); err == nil || !strings.Contains(err.Error(), "no words record for word set condition-opener") {
		t.Fatalf("a set without its record: %v", err)
	}
}
