package detect

import "strings"

// sinkOutside27 is the sink a finding names for an address outside the
// tool (the label the readers give d.sink): a label of the report,
// compared as one, not a word read in a text.
const sinkOutside27 = "an outside address"

// Word sets that data27 moved out of the checks' Go files (mention.go,
// shadowing.go, position.go, ...): each was a literal compared with a
// token, and is now a words record in rules/agent-data27.rules, named for
// its role in the construction that reads it; the record gives a gloss,
// examples and the function that reads it. Each set holds exactly the
// words the code compared, so no verdict moves; a set data26 made is
// reused where it holds the same words.
var (
	// mention.go
	wsD27HookRuns    = newWordSet("hooked-runs-verb", false)
	wsD27HookAux     = newWordSet("hooked-aux", false)
	wsD27HookCalled  = newWordSet("hooked-called", false)
	wsD27StateAux    = newWordSet("tool-state-aux", false)
	wsD27StateOfTool = newWordSet("tool-state-word", false)
	wsD27HookOpener  = newWordSet("hook-opener", false)

	// shadowing.go, hijack24.go
	wsD27Rather = newWordSet("rather-comparative", false)
	wsD27Than   = newWordSet("than-comparative", false)

	// position.go
	wsD27Like              = newWordSet("like-example", false)
	wsD27ForExample        = newWordSet("for-example-noun", false)
	wsD27ContentRelative   = newWordSet("content-relative", false)
	wsD27If                = newWordSet("if-content", false)
	wsD27ContentDeterminer = newWordSet("content-determiner", false)
	wsD27NounSubjectVerb   = newWordSet("noun-subject-verb", false)
	wsD27Preposition       = newWordSet("preposition-in", false)

	// prec24.go
	wsD27AskPrefix    = newWordSet("ask-prefix", false)
	wsD27Which        = newWordSet("which-relative", false)
	wsD27PracticeLead = newWordSet("practice-lead", false)
	wsD27AndOr        = newWordSet("and-or", false)
	wsD27TheyThem     = newWordSet("they-them", false)
	wsD27And          = newWordSet("and-word", false)

	// conceal23.go
	wsD27Attention   = newWordSet("attention-noun", false)
	wsD27Let         = newWordSet("let-verb", false)
	wsD27TellNegator = newWordSet("tell-negator-before", false)
	wsD27Never       = newWordSet("never-word", false)
	wsD27SeeHear     = newWordSet("see-hear", false)
	wsD27Should      = newWordSet("should-opener", false)
	wsD27EvenTail    = newWordSet("even-tail", false)

	// instruction.go
	wsD27ShellFence = newWordSet("shell-fence-info", false)
	nullDevice27    = newNameList("names.data27-null-device")

	// hidden24.go
	wsD27Sure         = newWordSet("sure-word", false)
	wsD27Make         = newWordSet("make-sure-verb", false)
	wsD27FloatingEach = newWordSet("floating-each", false)
	homeRulesPart27   = newNameList("names.data27-home-rules-part")

	// demand_unaware.go
	wsD27IncludeStem = newWordSet("include-stem", false)
	wsD27Free        = newWordSet("free-of-word", false)
	wsD27Knew        = newWordSet("knew-word", false)
	wsD27Already     = newWordSet("already-word", false)
	wsD27PretendStem = newWordSet("pretend-stem", false)

	// hijack24.go
	wsD27UnitPreposition = newWordSet("unit-preposition", false)
	wsD27DoFinite        = newWordSet("do-finite", false)

	// demand_six.go
	wsD27CopyStem = newWordSet("copy-stem", false)
	wsD27Longer   = newWordSet("longer-word", false)
	wsD27Future   = newWordSet("future-word", false)

	// hijack23.go
	wsD27Whenever = newWordSet("whenever-word", false)
	wsD27IfUnless = newWordSet("if-unless", false)
	wsD27Once     = newWordSet("once-word", false)
	wsD27TheyIt   = newWordSet("they-it", false)
	wsD27Over     = newWordSet("over-particle", false)
	wsD27Run      = newWordSet("run-verb", false)

	// conceal24.go
	wsD27OutUp       = newWordSet("out-up-particle", false)
	wsD27BoundOpener = newWordSet("bound-opener", false)
)

// folds: s is one of the list's items in any case (a Windows device name:
// NUL, nul).
func (l *nameList) folds(s string) bool {
	for _, x := range l.items {
		if strings.EqualFold(s, x) {
			return true
		}
	}
	return false
}

// cutEnd: w without the set's longest ending it has (w itself when none).
func (ws *namedWords) cutEnd(w string) string {
	return w[:len(w)-len(ws.endsIn(w))]
}

// WordSet is a words record as `mcp-lint rules --words` lists it: its ID
// (the class or set it fills), its form, its words, its gloss (the
// comment over it in the rule file, which gives examples and names the
// function that reads it) and whether the Go code reads it by name (a
// named set) rather than as a word class every token carries.
type WordSet struct {
	ID    string   `json:"id"`
	Form  string   `json:"form"`
	Named bool     `json:"named"`
	Words []string `json:"words"`
	Gloss string   `json:"gloss,omitempty"`
	File  string   `json:"file"`
}

// WordSets are the words records, in the rule files' order.
func WordSets() []WordSet {
	loadRules()
	out := make([]WordSet, 0, len(allRuleData.vocab))
	lines := map[string][]string{}
	for _, v := range allRuleData.vocab {
		if lines[v.at.file] == nil {
			b, _ := ruleFiles.ReadFile(v.at.file)
			lines[v.at.file] = strings.Split(string(b), "\n")
		}
		out = append(out, WordSet{ID: v.class, Form: v.form, Named: wordSets[v.class] != nil, Words: v.words,
			Gloss: wordsGloss27(lines[v.at.file], v.at.line-1), File: strings.TrimPrefix(v.at.file, "rules/")})
	}
	return out
}

// wordsGloss27 is the comment over the record whose first line is
// lines[at]: the block of comment lines right above it, or above the
// records of a group it follows with no comment of its own (gate-unless,
// gate-after, gate-until share one). A line of another kind of record
// ends the search: no gloss.
func wordsGloss27(lines []string, at int) string {
	k := at - 1
	for k >= 0 && !strings.HasPrefix(lines[k], "#") {
		key, _, _ := strings.Cut(strings.TrimSpace(lines[k]), " ")
		if key != "" && key != "words" && key != "form" && key != "list" {
			return ""
		}
		k--
	}
	end := k + 1
	for k >= 0 && strings.HasPrefix(lines[k], "#") {
		k--
	}
	var parts []string
	for _, l := range lines[k+1 : end] {
		parts = append(parts, strings.TrimSpace(strings.TrimPrefix(l, "#")))
	}
	return strings.Join(parts, " ")
}
