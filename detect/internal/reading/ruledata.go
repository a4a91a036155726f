package reading

import (
	"embed"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// The phrase rules are data: records in the embedded files under rules/,
// read in the order of ruleFileOrder, parsed and compiled once (loadRules).
//
// A file is a sequence of lines. Blank lines and lines starting with "#"
// are ignored. Every other line is a key, one space, and a value. A value
// is the rest of the line, or a Go double-quoted string when it starts
// with a double quote (for text with a newline or edge spaces).
//
//	macro NAME BODY    a vocabulary that patterns name as @NAME
//
//	rule ID            starts a phrase rule; ID is FAMILY.NAME, lowercase
//	weight W           its weight per sentence, 0 < W <= 2 (exactly once)
//	pattern P          its pattern (rules.go gives the syntax; exactly once)
//	match TEXT         a sentence the rule must match (at least one)
//	nomatch TEXT       a sentence the rule must not match (any number)
//
//	script ID          starts a rule for text written without spaces
//	                   (Chinese, Japanese): weight, match and nomatch as
//	                   for a rule, and
//	parts P1 P2 ...    substrings that must all occur in one sentence, in
//	                   lower case (text is matched lower-cased); a part
//	                   may list alternatives: a|b|c
//
//	secret ID          starts a kind of credential for secret.embedded:
//	kind NAME          what findings call it (exactly once)
//	confidence C       0 < C <= 1
//	keywords K1 K2 ... literals one of which every match holds (a
//	                   leading \b: at a word's start; (?i): any ASCII case)
//	regexp RE          the expression (a test compiles each one)
//	validate HOOK      optional: private-key-body, live-jwt, db-password
//	windows HOOK       optional: keyed-assignments
//	min-entropy E      optional: the least Shannon entropy of the value
//	match, nomatch     texts the check must report as this kind, or not
//
//	shell ID           starts a family of dangerous commands:
//	kind NAME          what findings call it (exactly once)
//	keyword K          a literal one of which a text must hold, in any
//	                   ASCII case (\b: at a word's start); one per line
//	regexp RE          an expression, matched in any case; one per line
//	also RE            optional: the text must also match one of these
//	match, nomatch     texts that must be found as this kind, or not; each
//	                   expression must match one of the match texts
//
//	words CLASS        starts a vocabulary: the words that give a token
//	                   word class CLASS (a name wordclass.go knows)
//	form F             text: a token's lower-case text is looked up; stem:
//	                   a word's stem is, and the list holds each word and
//	                   its stem (exactly once)
//	list W1 W2 ...     words; any number of lines
//
//	grammar CLASS      starts a closed class of English grammar words (a
//	                   name grammar.go knows; other languages' function
//	                   words are lexicon records, lexicon.go)
//	lang L             its language, en (exactly once)
//	list W1 W2 ...     its words in lower case; any number of lines
//
//	frame ID           starts a frame of the demand check: a special case
//	                   of its reading, frame.NAME (frames.go names them)
//	concept C          what the frame reads (frameConcepts; exactly once)
//	rationale TEXT     why, in one line (exactly once)
//	requires TEXT      the roles it needs (optional, once)
//	excludes TEXT      the roles that rule it out (optional, once)
//	uses C1 C2 ...     the vocabulary classes it reads: words records
//	                   (demand-obtain, ...) or grammar classes
//	match, nomatch     texts (a description, or a tool as a JSON object)
//	                   on which the frame must, or must not, match
//
//	ask ID             starts a reading of what an agent file asks
//	                   (instruction_ask.go), ask.NAME: concept, rationale,
//	                   uses, match and nomatch as for a frame; its examples
//	                   are rules files, and the reading must (must not)
//	                   be named on a finding of theirs
//
//	names ID           starts a named list of identifiers a mechanism reads
//	                   (namelist.go), names.NAME: file and folder names,
//	                   path prefixes, file-name endings, program and option
//	                   names; its keys:
//	rationale TEXT     why the mechanism reads it (exactly once)
//	provenance TEXT    where its items come from (exactly once)
//	list I1 I2 ...     its items, as written (case kept); any number of lines
//	match, nomatch     inputs of the mechanism that reads the list, which it
//	                   must (must not) accept (namelist_test.go runs them)
//
//	family NAME        starts a family's check-level examples
//	flags TEXT         a text directive.imperative must flag for this family
//	clean TEXT         honest text near the concept it must leave alone
//
// A record's lines follow its first line. Unknown keys, a duplicate ID, a
// missing or repeated weight or pattern, a rule without a match example, a
// pattern that does not compile and an unknown macro are errors that name
// the file and line. Every example is run by the tests
// (phrase_examples_test.go, concepts_test.go).

//go:embed rules/*.rules
var RuleFiles embed.FS

// ruleFileOrder fixes the rules' order, which is the order findings list
// their rule IDs in.
var RuleFileOrder = []string{
	"rules/macros.rules",
	"rules/directive.rules",
	"rules/concepts.rules",
	"rules/scripts.rules",
	"rules/shells.rules",
	"rules/agent.rules",
	"rules/agent-reading.rules",
	"approval/approval.rules",
	"authority/authority.rules",
	"capability/capability.rules",
	"concealment/concealment.rules",
	"execution/execution.rules",
	"exfiltration/exfiltration.rules",
	"hiddentext/hiddentext.rules",
	"hijack/hijack.rules",
	"hooks/hooks.rules",
	"payload/payload.rules",
	"persistence/persistence.rules",
	"secrets/secrets.rules",
	"shadowing/shadowing.rules",
	"scope/scope.rules",
	"rules/hidden.rules",
	"rules/words.rules",
	"rules/demand-words.rules",
	"rules/demand.rules",
	"rules/grammar.rules",
	"rules/frames.rules",
	"rules/suite.rules",
}

// phraseRule is one rule record.
type PhraseRule struct {
	Id, Family string
	Weight     float64
	Pattern    string
	Parts      []string   // a script rule's substrings (pattern is empty)
	partAlts   [][]string // each part's alternatives
	Match      []string
	Nomatch    []string
	at         place // its first line
}

// familyExamples are one family's check-level examples.
type familyExamples struct {
	Name         string
	Flags, Clean []string
	at           place
}

// vocabulary is one words record.
type Vocabulary struct {
	Class, Form string
	Words       []string
	At          place
}

// ruleData is what the rule files hold.
type RuleData struct {
	Macros   map[string]string
	Vocab    []Vocabulary
	Grammar  []GrammarList
	frames   []frameRecord
	asks     []frameRecord // the readings of what an agent file asks (instruction_ask.go)
	Rules    []PhraseRule
	scripts  []PhraseRule
	Secrets  []SecretRecord
	shells   []shellRecord
	families []familyExamples
	Names    []nameRecord // named lists of identifiers (namelist.go)
	// vocabAt indexes Vocab by class: a class given twice is an error.
	vocabAt map[string]int
	// ids are the IDs of the records parsed so far, kept across files
	// (not rebuilt from the records at each file).
	ids map[string]bool
}

// shellRecord is one family of dangerous commands as written.
type shellRecord struct {
	id, kind            string
	keywords, res, also []string
	match, nomatch      []string
	at                  place
}

// secretRecord is one kind of credential as written.
type SecretRecord struct {
	Id, Kind, Regexp, Validate, Windows string
	Conf, MinEntropy                    float64
	Keywords                            []string
	Match, Nomatch                      []string
	at                                  place
}

// homeRules are the concept homes' rule files, by home (AddHomeRules).
var homeRules = map[string]*embed.FS{}

// AddHomeRules makes a concept home's rule files readable: its package
// embeds them and adds them when it is linked. RuleFileOrder names each
// as HOME/FILE.
func AddHomeRules(home string, files *embed.FS) {
	if homeRules[home] != nil {
		panic("detect: the rules of " + home + " added twice")
	}
	homeRules[home] = files
}

// ReadRuleFile reads a rule file by the name RuleFileOrder gives it: the
// shared files under rules/, a concept home's as HOME/FILE.
func ReadRuleFile(name string) ([]byte, error) {
	if strings.HasPrefix(name, "rules/") {
		return RuleFiles.ReadFile(name)
	}
	home, file, _ := strings.Cut(name, "/")
	fsys := homeRules[home]
	if fsys == nil {
		return nil, fmt.Errorf("rule file %s: the package of the %s concept is not linked", name, home)
	}
	return fsys.ReadFile(file)
}

// readRuleFiles parses the embedded rule files.
func ReadRuleFiles() (*RuleData, error) {
	d := &RuleData{Macros: map[string]string{}}
	for _, name := range RuleFileOrder {
		b, err := ReadRuleFile(name)
		if err != nil {
			return nil, err
		}
		if err := d.Parse(name, string(b)); err != nil {
			return nil, err
		}
	}
	if err := d.Check(); err != nil {
		return nil, err
	}
	if err := d.Complete(); err != nil {
		return nil, err
	}
	if err := CheckNameRecords(d.Names); err != nil {
		return nil, err
	}
	return d, nil
}

// complete reports a word class without its vocabulary, which would
// match nothing, silently.
func (d *RuleData) Complete() error {
	vocab := make(map[string]bool, len(d.Vocab))
	for _, v := range d.Vocab {
		vocab[v.Class] = true
	}
	for _, name := range slices.Sorted(maps.Keys(ClassNames)) {
		if !vocab[name] {
			return fmt.Errorf("no words record for word class %s", name)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(WordSets)) {
		if !vocab[name] {
			return fmt.Errorf("no words record for word set %s", name)
		}
	}
	frames := make(map[string]bool, len(d.frames))
	for _, f := range d.frames {
		frames[f.Id] = true
	}
	known := make(map[string]bool, len(FrameNames))
	for _, name := range FrameNames {
		known[name] = true
		if !frames[name] {
			return fmt.Errorf("no frame record for %s", name)
		}
	}
	for _, f := range d.frames {
		if !known[f.Id] {
			return fmt.Errorf("%s: frame %s: the demand check has no such frame", f.at, f.Id)
		}
	}
	asks := make(map[string]bool, len(d.asks))
	for _, f := range d.asks {
		asks[f.Id] = true
	}
	for _, name := range AskNames {
		if !asks[name] {
			return fmt.Errorf("no ask record for %s", name)
		}
	}
	for _, f := range d.asks {
		if !slices.Contains(AskNames[:], f.Id) {
			return fmt.Errorf("%s: ask %s: the instruction reader has no such reading", f.at, f.Id)
		}
		if f.Concept == "" || f.Rationale == "" || len(f.Match) == 0 || len(f.Nomatch) == 0 {
			return fmt.Errorf("%s: ask %s: a concept, a rationale, match and nomatch examples are required", f.at, f.Id)
		}
	}
	english := map[string]bool{}
	for _, g := range d.Grammar {
		if g.lang == "en" {
			english[g.Class] = true
		}
	}
	for _, name := range slices.Sorted(maps.Keys(grammarClassNames)) {
		if !english[name] {
			return fmt.Errorf("no grammar record for the English class %s", name)
		}
	}
	return nil
}

// parse adds one file's records to d.
func (d *RuleData) Parse(file, src string) error {
	var rule *PhraseRule
	var fam *familyExamples
	if d.ids == nil {
		d.ids = map[string]bool{}
		for _, r := range append(d.Rules[:len(d.Rules):len(d.Rules)], d.scripts...) {
			d.ids[r.Id] = true
		}
		for _, r := range d.Secrets {
			d.ids[r.Id] = true
		}
		for _, r := range d.shells {
			d.ids[r.id] = true
		}
		for _, r := range d.frames {
			d.ids[r.Id] = true
		}
	}
	ids := d.ids
	var sec *SecretRecord
	var sh *shellRecord
	var voc *Vocabulary
	var gram *GrammarList
	var fr *frameRecord
	var nm *nameRecord // a names record's lines go to it
	// The lines are cut one at a time: a slice of all of them was a
	// measurable part of each start.
	for n, rest, more := 0, src, true; more; n++ {
		var line string
		line, rest, more = strings.Cut(rest, "\n")
		at := place{file, n + 1}
		fail := func(format string, args ...any) error {
			return fmt.Errorf("%s: %s", at, fmt.Sprintf(format, args...))
		}
		line = strings.TrimRight(line, "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, " ")
		if !ok || strings.TrimSpace(val) == "" {
			return fail("%q has no value", key)
		}
		if strings.HasPrefix(val, `"`) {
			s, err := strconv.Unquote(val)
			if err != nil {
				return fail("bad quoted value: %v", err)
			}
			val = s
		} else {
			val = strings.TrimSpace(val)
		}
		switch key {
		case "macro", "rule", "script", "secret", "shell", "frame", "ask", "family", "words", "grammar", "names":
			nm = nil // a record starts: the names record before it ends
		}
		switch key {
		case "names":
			if !strings.HasPrefix(val, "names.") || !validName(val, true) {
				return fail("names ID %q is not names.NAME in lowercase letters, digits and hyphens", val)
			}
			if ids[val] {
				return fail("duplicate rule ID %q", val)
			}
			ids[val] = true
			rule, fam, sec, sh, voc, gram, fr = nil, nil, nil, nil, nil, nil, nil
			d.Names = append(d.Names, nameRecord{id: val, at: at})
			nm = &d.Names[len(d.Names)-1]
		case "provenance":
			if nm == nil || nm.provenance != "" {
				return fail("provenance: once in a names record")
			}
			nm.provenance = val
		case "macro":
			name, body, _ := strings.Cut(val, " ")
			if !validName(name, false) || strings.TrimSpace(body) == "" {
				return fail("a macro is \"macro NAME BODY\", NAME in lowercase letters")
			}
			if _, dup := d.Macros[name]; dup {
				return fail("macro @%s defined twice", name)
			}
			d.Macros[name] = body
			rule, fam, sec, sh, voc, gram, fr = nil, nil, nil, nil, nil, nil, nil
		case "rule", "script", "secret", "shell", "frame", "ask":
			if !validName(val, true) {
				return fail("%s ID %q is not FAMILY.NAME in lowercase letters, digits and hyphens", key, val)
			}
			if ids[val] {
				return fail("duplicate rule ID %q", val)
			}
			ids[val] = true
			rule, fam, sec, sh, voc, gram, fr = nil, nil, nil, nil, nil, nil, nil
			switch key {
			case "rule", "script":
				family, _, _ := strings.Cut(val, ".")
				list := &d.Rules
				if key == "script" {
					list = &d.scripts
				}
				*list = append(*list, PhraseRule{Id: val, Family: family, at: at})
				rule = &(*list)[len(*list)-1]
			case "secret":
				d.Secrets = append(d.Secrets, SecretRecord{Id: val, at: at})
				sec = &d.Secrets[len(d.Secrets)-1]
			case "shell":
				d.shells = append(d.shells, shellRecord{id: val, at: at})
				sh = &d.shells[len(d.shells)-1]
			case "frame":
				if !strings.HasPrefix(val, "frame.") {
					return fail("frame ID %q is not frame.NAME", val)
				}
				d.frames = append(d.frames, frameRecord{Id: val, at: at})
				fr = &d.frames[len(d.frames)-1]
			case "ask":
				if !strings.HasPrefix(val, "ask.") {
					return fail("ask ID %q is not ask.NAME", val)
				}
				d.asks = append(d.asks, frameRecord{Id: val, at: at})
				fr = &d.asks[len(d.asks)-1]
			}
		case "keyword", "also":
			if sh == nil {
				return fail("%q outside a shell record", key)
			}
			if key == "keyword" {
				if len(strings.TrimPrefix(val, `\b`)) < 2 {
					return fail("shell %s: keyword %q: a keyword has two bytes or more", sh.id, val)
				}
				sh.keywords = append(sh.keywords, val)
			} else {
				sh.also = append(sh.also, val)
			}
		case "kind", "regexp":
			if sh != nil {
				if key == "kind" {
					if sh.kind != "" {
						return fail("shell %s: kind given twice", sh.id)
					}
					sh.kind = val
				} else {
					sh.res = append(sh.res, val)
				}
				continue
			}
			fallthrough
		case "confidence", "keywords", "validate", "windows", "min-entropy":
			if sec == nil {
				return fail("%q outside a secret record", key)
			}
			if err := sec.set(key, val); err != nil {
				return fail("secret %s: %v", sec.Id, err)
			}
		case "family":
			if !validName(val, false) {
				return fail("family %q is not lowercase letters and hyphens", val)
			}
			for _, f := range d.families {
				if f.Name == val {
					return fail("family %q has examples at %s already", val, f.at)
				}
			}
			d.families = append(d.families, familyExamples{Name: val, at: at})
			rule, fam, sec, sh, voc, gram, fr = nil, &d.families[len(d.families)-1], nil, nil, nil, nil, nil
		case "match", "nomatch":
			var match, nomatch *[]string // the record's example lists
			switch {
			case rule != nil:
				match, nomatch = &rule.Match, &rule.Nomatch
			case sec != nil:
				match, nomatch = &sec.Match, &sec.Nomatch
			case sh != nil:
				match, nomatch = &sh.match, &sh.nomatch
			case fr != nil:
				match, nomatch = &fr.Match, &fr.Nomatch
			case nm != nil:
				match, nomatch = &nm.match, &nm.nomatch
			default:
				return fail("%q outside a rule record", key)
			}
			if key == "nomatch" {
				match = nomatch
			}
			*match = append(*match, val)
		case "weight", "pattern", "parts":
			if rule == nil {
				return fail("%q outside a rule record", key)
			}
			switch key {
			case "weight":
				w, err := strconv.ParseFloat(val, 64)
				if rule.Weight != 0 || err != nil || w <= 0 || w > 2 {
					return fail("rule %s: one weight in (0, 2] expected, got %q", rule.Id, val)
				}
				rule.Weight = w
			case "pattern":
				if rule.Pattern != "" || rule.Parts != nil {
					return fail("rule %s has two patterns", rule.Id)
				}
				rule.Pattern = val
			case "parts":
				if rule.Pattern != "" || rule.Parts != nil {
					return fail("rule %s has two patterns", rule.Id)
				}
				rule.Parts = strings.Fields(val)
				for _, p := range rule.Parts {
					alts := strings.Split(p, "|")
					if slices.Contains(alts, "") {
						return fail("rule %s: part %q has an empty alternative", rule.Id, p)
					}
					rule.partAlts = append(rule.partAlts, alts)
					if p != Lower(p) {
						return fail("rule %s: part %q is not in lower case (text is matched lower-cased)", rule.Id, p)
					}
				}
			}
		case "words":
			if _, ok := ClassNames[val]; !ok && WordSets[val] == nil {
				return fail("words %q: no such word class", val)
			}
			if k, ok := d.vocabAt[val]; ok {
				return fail("words %s given at %s already", val, d.Vocab[k].At)
			}
			if d.vocabAt == nil {
				d.vocabAt = map[string]int{}
			}
			d.vocabAt[val] = len(d.Vocab)
			d.Vocab = append(d.Vocab, Vocabulary{Class: val, At: at})
			rule, fam, sec, sh, voc, gram, fr = nil, nil, nil, nil, &d.Vocab[len(d.Vocab)-1], nil, nil
		case "grammar":
			if _, ok := grammarClassNames[val]; !ok {
				return fail("grammar %q: no such class", val)
			}
			d.Grammar = append(d.Grammar, GrammarList{Class: val, at: at})
			rule, fam, sec, sh, voc, gram, fr = nil, nil, nil, nil, nil, &d.Grammar[len(d.Grammar)-1], nil
		case "lang":
			if gram == nil || gram.lang != "" || len(val) != 2 || !validName(val, false) {
				return fail("lang: once in a grammar record, a two-letter code")
			}
			for _, g := range d.Grammar[:len(d.Grammar)-1] {
				if g.Class == gram.Class && g.lang == val {
					return fail("grammar %s (%s) given at %s already", gram.Class, val, g.at)
				}
			}
			if val != "en" {
				return fail("grammar %s: the grammar records are English's; another language's function words are lexicon records (lexicon.*.rules)", gram.Class)
			}
			gram.lang = val
		case "form", "list":
			if nm != nil && key == "list" {
				nm.items = append(nm.items, strings.Fields(val)...)
				continue
			}
			if gram != nil && key == "list" {
				for _, w := range strings.Fields(val) {
					if Lower(w) != w {
						return fail("grammar %s: %q is not in lower case (words are looked up by their lower-case text)", gram.Class, w)
					}
					gram.words = append(gram.words, w)
				}
				continue
			}
			if voc == nil {
				return fail("%q outside a words record", key)
			}
			if key == "list" {
				voc.Words = AppendFields(voc.Words, val)
			} else if voc.Form != "" || val != "text" && val != "stem" {
				return fail("words %s: one form, text or stem, expected", voc.Class)
			} else {
				voc.Form = val
			}
		case "concept", "rationale", "requires", "excludes", "uses":
			if nm != nil && key == "rationale" {
				if nm.rationale != "" {
					return fail("names %s: one rationale", nm.id)
				}
				nm.rationale = val
				continue
			}
			if fr == nil {
				return fail("%q outside a frame record", key)
			}
			if err := fr.set(key, val); err != nil {
				return fail("frame %s: %v", fr.Id, err)
			}
		case "flags", "clean":
			if fam == nil {
				return fail("%q outside a family record", key)
			}
			if key == "flags" {
				fam.Flags = append(fam.Flags, val)
			} else {
				fam.Clean = append(fam.Clean, val)
			}
		default:
			return fail("unknown key %q", key)
		}
	}
	return nil
}

// check reports what only the whole set shows: incomplete rules and
// families without rules.
func (d *RuleData) Check() error {
	families := map[string]bool{}
	for _, r := range d.Rules {
		if r.Parts != nil {
			return fmt.Errorf("%s: rule %s has parts: only a script record has them", r.at, r.Id)
		}
	}
	for _, r := range d.scripts {
		if r.Pattern != "" {
			return fmt.Errorf("%s: script %s has a pattern: a script record has parts", r.at, r.Id)
		}
	}
	for _, r := range append(d.Rules[:len(d.Rules):len(d.Rules)], d.scripts...) {
		switch {
		case r.Weight == 0:
			return fmt.Errorf("%s: rule %s has no weight", r.at, r.Id)
		case r.Pattern == "" && len(r.Parts) == 0:
			return fmt.Errorf("%s: rule %s has no pattern", r.at, r.Id)
		case len(r.Match) == 0:
			return fmt.Errorf("%s: rule %s has no match example", r.at, r.Id)
		}
		families[r.Family] = true
	}
	for _, f := range d.frames {
		if f.Concept == "" || f.Rationale == "" || len(f.Match) == 0 {
			return fmt.Errorf("%s: frame %s needs a concept, a rationale and a match example", f.at, f.Id)
		}
	}
	for _, g := range d.Grammar {
		if g.lang == "" || len(g.words) == 0 {
			return fmt.Errorf("%s: grammar %s needs a lang and a list", g.at, g.Class)
		}
		for _, w := range g.words {
			if g.lang == "en" && (len(w) > grammarMaxLen || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "") {
				return fmt.Errorf("%s: grammar %s: %q is not %d letters a-z or fewer", g.at, g.Class, w, grammarMaxLen)
			}
		}
	}
	for _, v := range d.Vocab {
		stem := ClassNames[v.Class].Stem
		if ws := WordSets[v.Class]; ws != nil {
			stem = ws.Stem
		}
		if v.Form == "" || len(v.Words) == 0 || (v.Form == "stem") != stem {
			return fmt.Errorf("%s: words %s needs a list, and form %s (its class is looked up by it)", v.At, v.Class, map[bool]string{true: "stem", false: "text"}[stem])
		}
	}
	if len(d.Secrets) > ShellShift {
		r := d.Secrets[ShellShift]
		return fmt.Errorf("%s: secret %s: more than %d secret kinds, the most the keyword index holds", r.at, r.Id, ShellShift)
	}
	for _, r := range d.Secrets {
		switch {
		case r.Kind == "" || r.Regexp == "" || r.Conf == 0 || len(r.Keywords) == 0:
			return fmt.Errorf("%s: secret %s needs kind, confidence, keywords and regexp", r.at, r.Id)
		case len(r.Match) == 0:
			return fmt.Errorf("%s: secret %s has no match example", r.at, r.Id)
		}
	}
	if len(d.shells) > MaxShells {
		r := d.shells[MaxShells]
		return fmt.Errorf("%s: shell %s: more than %d shell families, the most the keyword index holds", r.at, r.id, MaxShells)
	}
	for _, r := range d.shells {
		switch {
		case r.kind == "" || len(r.keywords) == 0 || len(r.res) == 0:
			return fmt.Errorf("%s: shell %s needs kind, keywords and regexps", r.at, r.id)
		case len(r.match) == 0:
			return fmt.Errorf("%s: shell %s has no match example", r.at, r.id)
		}
	}
	for _, f := range d.families {
		if !families[f.Name] {
			return fmt.Errorf("%s: family %q has no rules", f.at, f.Name)
		}
		if len(f.Flags) == 0 {
			return fmt.Errorf("%s: family %q has no flags example", f.at, f.Name)
		}
	}
	return nil
}

// place is a line of a rule file, shown as file:line.
type place struct {
	File string
	Line int
}

func (p place) String() string { return fmt.Sprintf("%s:%d", p.File, p.Line) }

// validName: letters without an upper case, digits and hyphens (and
// underscores, for macros), starting with a letter; with dotted,
// FAMILY.NAME, the family in ASCII.
func validName(s string, dotted bool) bool {
	if dotted {
		fam, name, ok := strings.Cut(s, ".")
		return ok && validName(fam, false) && strings.Trim(fam, "abcdefghijklmnopqrstuvwxyz-") == "" &&
			name != "" && !strings.Contains(name, "_") && validName("x"+name, false)
	}
	for i, r := range s {
		ok := unicode.IsLetter(r) && !unicode.IsUpper(r) || i > 0 && (unicode.IsDigit(r) || r == '-' || r == '_')
		if !ok {
			return false
		}
	}
	return s != ""
}

// set sets one key of a secret record.
func (r *SecretRecord) set(key, val string) error {
	once := func(cur string) error {
		if cur != "" {
			return fmt.Errorf("%s given twice", key)
		}
		return nil
	}
	switch key {
	case "kind":
		if err := once(r.Kind); err != nil {
			return err
		}
		r.Kind = val
	case "regexp":
		if err := once(r.Regexp); err != nil {
			return err
		}
		r.Regexp = val
	case "keywords":
		if r.Keywords != nil {
			return fmt.Errorf("keywords given twice")
		}
		r.Keywords = strings.Fields(val)
		for _, k := range r.Keywords {
			if len(strings.TrimPrefix(strings.TrimPrefix(k, `\b`), "(?i)")) < 2 {
				return fmt.Errorf("keyword %q: a keyword has two bytes or more", k)
			}
		}
	case "validate":
		if _, ok := SecretValidators[val]; !ok || r.Validate != "" {
			return fmt.Errorf("validate %q: one of the hooks in secret.go (secretValidators)", val)
		}
		r.Validate = val
	case "windows":
		if _, ok := SecretWindows[val]; !ok || r.Windows != "" {
			return fmt.Errorf("windows %q: one of the hooks in secret.go (secretWindows)", val)
		}
		r.Windows = val
	case "confidence", "min-entropy":
		f, err := strconv.ParseFloat(val, 64)
		if key == "confidence" {
			if err != nil || f <= 0 || f > 1 || r.Conf != 0 {
				return fmt.Errorf("one confidence in (0, 1] expected, got %q", val)
			}
			r.Conf = f
		} else {
			if err != nil || f <= 0 || f > 8 || r.MinEntropy != 0 {
				return fmt.Errorf("one min-entropy in (0, 8] expected, got %q", val)
			}
			r.MinEntropy = f
		}
	}
	return nil
}

// directiveRules is the phrase rule set of every kind: the core families
// and the concept families of concepts.go. The rules read only on an
// instruction kind (rules/agent.rules) join it in instructionRuleSet,
// compiled when the first such unit is met (instruction.go).
var DirectiveRules *ruleSet

// allRules are the phrase rule records of every file, agent.rules too, in
// the order they are written; allRuleData is what the files hold.
var (
	AllRules    []PhraseRule
	AllRuleData *RuleData
)

// ruleFamilies are the families' check-level examples from the rule files.
var RuleFamilies []familyExamples

// rulesOnce builds the phrase rules and the lexicon made from them
// (loadRules) on first use, not at package initialization: a command that
// scans nothing (version, help, init) does not pay for them.
var rulesOnce sync.Once

// LoadRules builds the phrase rules and the lexicon now rather than on
// first use: a program that holds the garbage collector back while it
// starts (cmd/mcp-lint) builds them then, at a fraction of the cost.
func LoadRules() { EnsureRules() }

// loadRules builds the word classes, the one phrase rule set and the
// lexicon, in that order (each is made from the ones before).
func EnsureRules() {
	rulesOnce.Do(func() {
		// The records as the files hold them, and the directive rules'
		// patterns parsed, from their pre-parsed form when it is the
		// files' (preparse.go); read from the files otherwise.
		d, pre := preparsed()
		var err error
		if d == nil {
			d, err = ReadRuleFiles()
		}
		if err == nil {
			TextClasses, StemClasses, TextLists = wordClasses(d.Vocab, pre.stems)
			DemandWords = demandVocabulary(d.Vocab)
			fillWordSets(d.Vocab, pre.sets)
			fillNameLists(d.Names)
			nameRecords = d.Names
			grammarWords = grammarTables(d.Grammar)
			LexOnce.Do(LoadLexicons)
			grammarTokenClasses(TextClasses, grammarWords, LexFnAny)
			indexGrammar(grammarWords)
			AllRules = d.Rules
			base := *d
			base.Rules = DirectiveRuleRecords(d)
			DirectiveRules, err = compileRuleSet(&base, pre.patterns)
			AllRuleData = d
		}
		if err != nil {
			// The files are embedded and every build's tests parse them:
			// this is a broken build, not bad input.
			panic("detect: rule files: " + err.Error())
		}
		RuleFamilies, ScriptRules, frameRecords, AskRecords = d.families, d.scripts, d.frames, d.asks
		buildShellFamilies(d.shells) // before the secret rules: fieldKeywords holds both
		ConceptReadings.BuildSecretRules(d.Secrets)
		Lexicon = BuildLexicon(DirectiveRules)
	})
}

// appendFields appends the words of s, as strings.Fields splits them,
// to dst: the vocabularies' list lines hold tens of thousands of words,
// and this splits them without a slice of its own per line.
func AppendFields(dst []string, s string) []string {
	n := len(dst)
	for i := 0; i < len(s); {
		for i < len(s) && fieldByte[s[i]] == fieldSpace {
			i++
		}
		start := i
		for i < len(s) && fieldByte[s[i]] == fieldWord {
			i++
		}
		if i < len(s) && fieldByte[s[i]] == fieldWide {
			return append(dst[:n], strings.Fields(s)...)
		}
		if i > start {
			dst = append(dst, s[start:i])
		}
	}
	return dst
}

// fieldByte classes the bytes for appendFields: a word's byte, ASCII
// white space as strings.Fields has it, or the first byte of a
// multi-byte character (strings.Fields splits those).
var fieldByte = func() (t [256]uint8) {
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = fieldWide
	}
	for _, c := range "\t\n\v\f\r " {
		t[c] = fieldSpace
	}
	return t
}()

const (
	fieldWord = iota
	fieldSpace
	fieldWide
)
