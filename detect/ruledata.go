package detect

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
var ruleFiles embed.FS

// ruleFileOrder fixes the rules' order, which is the order findings list
// their rule IDs in.
var ruleFileOrder = []string{"rules/macros.rules", "rules/directive.rules", "rules/concepts.rules", "rules/scripts.rules",
	"rules/secrets.rules", "rules/shells.rules", "rules/agent.rules", "rules/agent-data21.rules", "rules/agent-take21.rules", "rules/agent-flow21.rules", "rules/agent-hide21.rules",
	"rules/agent-persist22.rules",
	"rules/agent-conceal23.rules",
	"rules/agent-conceal24.rules",
	"rules/agent-conceal25.rules",
	"rules/agent-conceal27.rules",
	"rules/agent-conceal28.rules",
	"rules/agent-egress23.rules",
	"rules/agent-persist23.rules",
	"rules/agent-supplant29.rules",
	"rules/agent-wrap29.rules",
	"rules/agent-bulk29.rules",
	"rules/agent-evade29.rules",
	"rules/agent-shell28.rules",
	"rules/agent-prose28.rules",
	"rules/agent-data27.rules",
	"rules/agent-hijack27.rules",
	"rules/agent-exfil27.rules",
	"rules/agent-hijack25.rules",
	"rules/agent-hijack26.rules",
	"rules/agent-persist25.rules",
	"rules/agent-remote26.rules",
	"rules/agent-remote27.rules",
	"rules/agent-persist26.rules",
	"rules/agent-persist28.rules",
	"rules/agent-persist29.rules",
	"rules/agent-pub27.rules",
	"rules/agent-pub28.rules",
	"rules/agent-pub29.rules",
	"rules/agent-exfil24.rules",
	"rules/agent-hidden24.rules",
	"rules/agent-prec22b.rules",
	"rules/agent-lang22.rules",
	"rules/agent-hijack23.rules",
	"rules/agent-hijack24.rules",
	"rules/agent-prec23.rules",
	"rules/lead24.rules",
	"rules/agent-lang24.rules",
	"rules/agent-prec24.rules",
	"rules/agent-approve25.rules",
	"rules/agent-prec25.rules",
	"rules/agent-cred26.rules",
	"rules/agent-approve26.rules",
	"rules/agent-approve27.rules",
	"rules/hidden.rules", "rules/words.rules", "rules/demand-words.rules", "rules/demand.rules", "rules/grammar.rules", "rules/frames.rules"}

// phraseRule is one rule record.
type phraseRule struct {
	id, family string
	weight     float64
	pattern    string
	parts      []string   // a script rule's substrings (pattern is empty)
	partAlts   [][]string // each part's alternatives
	match      []string
	nomatch    []string
	at         place // its first line
}

// familyExamples are one family's check-level examples.
type familyExamples struct {
	name         string
	flags, clean []string
	at           place
}

// vocabulary is one words record.
type vocabulary struct {
	class, form string
	words       []string
	at          place
}

// ruleData is what the rule files hold.
type ruleData struct {
	macros   map[string]string
	vocab    []vocabulary
	grammar  []grammarList
	frames   []frameRecord
	asks     []frameRecord // the readings of what an agent file asks (instruction_ask.go)
	rules    []phraseRule
	scripts  []phraseRule
	secrets  []secretRecord
	shells   []shellRecord
	families []familyExamples
	names    []nameRecord // named lists of identifiers (namelist.go)
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
type secretRecord struct {
	id, kind, regexp, validate, windows string
	conf, minEntropy                    float64
	keywords                            []string
	match, nomatch                      []string
	at                                  place
}

// readRuleFiles parses the embedded rule files.
func readRuleFiles() (*ruleData, error) {
	d := &ruleData{macros: map[string]string{}}
	for _, name := range ruleFileOrder {
		b, err := ruleFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		if err := d.parse(name, string(b)); err != nil {
			return nil, err
		}
	}
	if err := d.check(); err != nil {
		return nil, err
	}
	if err := d.complete(); err != nil {
		return nil, err
	}
	if err := checkNameRecords(d.names); err != nil {
		return nil, err
	}
	return d, nil
}

// complete reports a word class without its vocabulary, which would
// match nothing, silently.
func (d *ruleData) complete() error {
	for _, name := range slices.Sorted(maps.Keys(classNames)) {
		if !slices.ContainsFunc(d.vocab, func(v vocabulary) bool { return v.class == name }) {
			return fmt.Errorf("no words record for word class %s", name)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(wordSets)) {
		if !slices.ContainsFunc(d.vocab, func(v vocabulary) bool { return v.class == name }) {
			return fmt.Errorf("no words record for word set %s", name)
		}
	}
	for _, name := range frameNames {
		if !slices.ContainsFunc(d.frames, func(f frameRecord) bool { return f.id == name }) {
			return fmt.Errorf("no frame record for %s", name)
		}
	}
	for _, f := range d.frames {
		if !slices.Contains(frameNames[:], f.id) {
			return fmt.Errorf("%s: frame %s: the demand check has no such frame", f.at, f.id)
		}
	}
	for _, name := range askNames {
		if !slices.ContainsFunc(d.asks, func(f frameRecord) bool { return f.id == name }) {
			return fmt.Errorf("no ask record for %s", name)
		}
	}
	for _, f := range d.asks {
		if !slices.Contains(askNames[:], f.id) {
			return fmt.Errorf("%s: ask %s: the instruction reader has no such reading", f.at, f.id)
		}
		if f.concept == "" || f.rationale == "" || len(f.match) == 0 || len(f.nomatch) == 0 {
			return fmt.Errorf("%s: ask %s: a concept, a rationale, match and nomatch examples are required", f.at, f.id)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(grammarClassNames)) {
		if !slices.ContainsFunc(d.grammar, func(g grammarList) bool { return g.class == name && g.lang == "en" }) {
			return fmt.Errorf("no grammar record for the English class %s", name)
		}
	}
	return nil
}

// parse adds one file's records to d.
func (d *ruleData) parse(file, src string) error {
	var rule *phraseRule
	var fam *familyExamples
	if d.ids == nil {
		d.ids = map[string]bool{}
		for _, r := range append(d.rules[:len(d.rules):len(d.rules)], d.scripts...) {
			d.ids[r.id] = true
		}
		for _, r := range d.secrets {
			d.ids[r.id] = true
		}
		for _, r := range d.shells {
			d.ids[r.id] = true
		}
		for _, r := range d.frames {
			d.ids[r.id] = true
		}
	}
	ids := d.ids
	var sec *secretRecord
	var sh *shellRecord
	var voc *vocabulary
	var gram *grammarList
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
			d.names = append(d.names, nameRecord{id: val, at: at})
			nm = &d.names[len(d.names)-1]
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
			if _, dup := d.macros[name]; dup {
				return fail("macro @%s defined twice", name)
			}
			d.macros[name] = body
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
				list := &d.rules
				if key == "script" {
					list = &d.scripts
				}
				*list = append(*list, phraseRule{id: val, family: family, at: at})
				rule = &(*list)[len(*list)-1]
			case "secret":
				d.secrets = append(d.secrets, secretRecord{id: val, at: at})
				sec = &d.secrets[len(d.secrets)-1]
			case "shell":
				d.shells = append(d.shells, shellRecord{id: val, at: at})
				sh = &d.shells[len(d.shells)-1]
			case "frame":
				if !strings.HasPrefix(val, "frame.") {
					return fail("frame ID %q is not frame.NAME", val)
				}
				d.frames = append(d.frames, frameRecord{id: val, at: at})
				fr = &d.frames[len(d.frames)-1]
			case "ask":
				if !strings.HasPrefix(val, "ask.") {
					return fail("ask ID %q is not ask.NAME", val)
				}
				d.asks = append(d.asks, frameRecord{id: val, at: at})
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
				return fail("secret %s: %v", sec.id, err)
			}
		case "family":
			if !validName(val, false) {
				return fail("family %q is not lowercase letters and hyphens", val)
			}
			for _, f := range d.families {
				if f.name == val {
					return fail("family %q has examples at %s already", val, f.at)
				}
			}
			d.families = append(d.families, familyExamples{name: val, at: at})
			rule, fam, sec, sh, voc, gram, fr = nil, &d.families[len(d.families)-1], nil, nil, nil, nil, nil
		case "match", "nomatch":
			var match, nomatch *[]string // the record's example lists
			switch {
			case rule != nil:
				match, nomatch = &rule.match, &rule.nomatch
			case sec != nil:
				match, nomatch = &sec.match, &sec.nomatch
			case sh != nil:
				match, nomatch = &sh.match, &sh.nomatch
			case fr != nil:
				match, nomatch = &fr.match, &fr.nomatch
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
				if rule.weight != 0 || err != nil || w <= 0 || w > 2 {
					return fail("rule %s: one weight in (0, 2] expected, got %q", rule.id, val)
				}
				rule.weight = w
			case "pattern":
				if rule.pattern != "" || rule.parts != nil {
					return fail("rule %s has two patterns", rule.id)
				}
				rule.pattern = val
			case "parts":
				if rule.pattern != "" || rule.parts != nil {
					return fail("rule %s has two patterns", rule.id)
				}
				rule.parts = strings.Fields(val)
				for _, p := range rule.parts {
					alts := strings.Split(p, "|")
					if slices.Contains(alts, "") {
						return fail("rule %s: part %q has an empty alternative", rule.id, p)
					}
					rule.partAlts = append(rule.partAlts, alts)
					if p != strings.ToLower(p) {
						return fail("rule %s: part %q is not in lower case (text is matched lower-cased)", rule.id, p)
					}
				}
			}
		case "words":
			if _, ok := classNames[val]; !ok && wordSets[val] == nil {
				return fail("words %q: no such word class", val)
			}
			for _, v := range d.vocab {
				if v.class == val {
					return fail("words %s given at %s already", val, v.at)
				}
			}
			d.vocab = append(d.vocab, vocabulary{class: val, at: at})
			rule, fam, sec, sh, voc, gram, fr = nil, nil, nil, nil, &d.vocab[len(d.vocab)-1], nil, nil
		case "grammar":
			if _, ok := grammarClassNames[val]; !ok {
				return fail("grammar %q: no such class", val)
			}
			d.grammar = append(d.grammar, grammarList{class: val, at: at})
			rule, fam, sec, sh, voc, gram, fr = nil, nil, nil, nil, nil, &d.grammar[len(d.grammar)-1], nil
		case "lang":
			if gram == nil || gram.lang != "" || len(val) != 2 || !validName(val, false) {
				return fail("lang: once in a grammar record, a two-letter code")
			}
			for _, g := range d.grammar[:len(d.grammar)-1] {
				if g.class == gram.class && g.lang == val {
					return fail("grammar %s (%s) given at %s already", gram.class, val, g.at)
				}
			}
			if val != "en" {
				return fail("grammar %s: the grammar records are English's; another language's function words are lexicon records (lexicon.*.rules)", gram.class)
			}
			gram.lang = val
		case "form", "list":
			if nm != nil && key == "list" {
				nm.items = append(nm.items, strings.Fields(val)...)
				continue
			}
			if gram != nil && key == "list" {
				for _, w := range strings.Fields(val) {
					if strings.ToLower(w) != w {
						return fail("grammar %s: %q is not in lower case (words are looked up by their lower-case text)", gram.class, w)
					}
					gram.words = append(gram.words, w)
				}
				continue
			}
			if voc == nil {
				return fail("%q outside a words record", key)
			}
			if key == "list" {
				voc.words = appendFields(voc.words, val)
			} else if voc.form != "" || val != "text" && val != "stem" {
				return fail("words %s: one form, text or stem, expected", voc.class)
			} else {
				voc.form = val
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
				return fail("frame %s: %v", fr.id, err)
			}
		case "flags", "clean":
			if fam == nil {
				return fail("%q outside a family record", key)
			}
			if key == "flags" {
				fam.flags = append(fam.flags, val)
			} else {
				fam.clean = append(fam.clean, val)
			}
		default:
			return fail("unknown key %q", key)
		}
	}
	return nil
}

// check reports what only the whole set shows: incomplete rules and
// families without rules.
func (d *ruleData) check() error {
	families := map[string]bool{}
	for _, r := range d.rules {
		if r.parts != nil {
			return fmt.Errorf("%s: rule %s has parts: only a script record has them", r.at, r.id)
		}
	}
	for _, r := range d.scripts {
		if r.pattern != "" {
			return fmt.Errorf("%s: script %s has a pattern: a script record has parts", r.at, r.id)
		}
	}
	for _, r := range append(d.rules[:len(d.rules):len(d.rules)], d.scripts...) {
		switch {
		case r.weight == 0:
			return fmt.Errorf("%s: rule %s has no weight", r.at, r.id)
		case r.pattern == "" && len(r.parts) == 0:
			return fmt.Errorf("%s: rule %s has no pattern", r.at, r.id)
		case len(r.match) == 0:
			return fmt.Errorf("%s: rule %s has no match example", r.at, r.id)
		}
		families[r.family] = true
	}
	for _, f := range d.frames {
		if f.concept == "" || f.rationale == "" || len(f.match) == 0 {
			return fmt.Errorf("%s: frame %s needs a concept, a rationale and a match example", f.at, f.id)
		}
	}
	for _, g := range d.grammar {
		if g.lang == "" || len(g.words) == 0 {
			return fmt.Errorf("%s: grammar %s needs a lang and a list", g.at, g.class)
		}
		for _, w := range g.words {
			if g.lang == "en" && (len(w) > grammarMaxLen || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "") {
				return fmt.Errorf("%s: grammar %s: %q is not %d letters a-z or fewer", g.at, g.class, w, grammarMaxLen)
			}
		}
	}
	for _, v := range d.vocab {
		stem := classNames[v.class].stem
		if ws := wordSets[v.class]; ws != nil {
			stem = ws.stem
		}
		if v.form == "" || len(v.words) == 0 || (v.form == "stem") != stem {
			return fmt.Errorf("%s: words %s needs a list, and form %s (its class is looked up by it)", v.at, v.class, map[bool]string{true: "stem", false: "text"}[stem])
		}
	}
	if len(d.secrets) > shellShift {
		r := d.secrets[shellShift]
		return fmt.Errorf("%s: secret %s: more than %d secret kinds, the most the keyword index holds", r.at, r.id, shellShift)
	}
	for _, r := range d.secrets {
		switch {
		case r.kind == "" || r.regexp == "" || r.conf == 0 || len(r.keywords) == 0:
			return fmt.Errorf("%s: secret %s needs kind, confidence, keywords and regexp", r.at, r.id)
		case len(r.match) == 0:
			return fmt.Errorf("%s: secret %s has no match example", r.at, r.id)
		}
	}
	if len(d.shells) > maxShells {
		r := d.shells[maxShells]
		return fmt.Errorf("%s: shell %s: more than %d shell families, the most the keyword index holds", r.at, r.id, maxShells)
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
		if !families[f.name] {
			return fmt.Errorf("%s: family %q has no rules", f.at, f.name)
		}
		if len(f.flags) == 0 {
			return fmt.Errorf("%s: family %q has no flags example", f.at, f.name)
		}
	}
	return nil
}

// place is a line of a rule file, shown as file:line.
type place struct {
	file string
	line int
}

func (p place) String() string { return fmt.Sprintf("%s:%d", p.file, p.line) }

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
func (r *secretRecord) set(key, val string) error {
	once := func(cur string) error {
		if cur != "" {
			return fmt.Errorf("%s given twice", key)
		}
		return nil
	}
	switch key {
	case "kind":
		if err := once(r.kind); err != nil {
			return err
		}
		r.kind = val
	case "regexp":
		if err := once(r.regexp); err != nil {
			return err
		}
		r.regexp = val
	case "keywords":
		if r.keywords != nil {
			return fmt.Errorf("keywords given twice")
		}
		r.keywords = strings.Fields(val)
		for _, k := range r.keywords {
			if len(strings.TrimPrefix(strings.TrimPrefix(k, `\b`), "(?i)")) < 2 {
				return fmt.Errorf("keyword %q: a keyword has two bytes or more", k)
			}
		}
	case "validate":
		if _, ok := secretValidators[val]; !ok || r.validate != "" {
			return fmt.Errorf("validate %q: one of the hooks in secret.go (secretValidators)", val)
		}
		r.validate = val
	case "windows":
		if _, ok := secretWindows[val]; !ok || r.windows != "" {
			return fmt.Errorf("windows %q: one of the hooks in secret.go (secretWindows)", val)
		}
		r.windows = val
	case "confidence", "min-entropy":
		f, err := strconv.ParseFloat(val, 64)
		if key == "confidence" {
			if err != nil || f <= 0 || f > 1 || r.conf != 0 {
				return fmt.Errorf("one confidence in (0, 1] expected, got %q", val)
			}
			r.conf = f
		} else {
			if err != nil || f <= 0 || f > 8 || r.minEntropy != 0 {
				return fmt.Errorf("one min-entropy in (0, 8] expected, got %q", val)
			}
			r.minEntropy = f
		}
	}
	return nil
}

// directiveRules is the phrase rule set of every kind: the core families
// and the concept families of concepts.go. The rules read only on an
// instruction kind (rules/agent.rules) join it in instructionRuleSet,
// compiled when the first such unit is met (instruction.go).
var directiveRules *ruleSet

// allRules are the phrase rule records of every file, agent.rules too, in
// the order they are written; allRuleData is what the files hold.
var (
	allRules    []phraseRule
	allRuleData *ruleData
)

// ruleFamilies are the families' check-level examples from the rule files.
var ruleFamilies []familyExamples

// rulesOnce builds the phrase rules and the lexicon made from them
// (loadRules) on first use, not at package initialization: a command that
// scans nothing (version, help, init) does not pay for them.
var rulesOnce sync.Once

// LoadRules builds the phrase rules and the lexicon now rather than on
// first use: a program that holds the garbage collector back while it
// starts (cmd/mcp-lint) builds them then, at a fraction of the cost.
func LoadRules() { loadRules() }

// loadRules builds the word classes, the one phrase rule set and the
// lexicon, in that order (each is made from the ones before).
func loadRules() {
	rulesOnce.Do(func() {
		d, err := readRuleFiles()
		if err == nil {
			textClasses, stemClasses, textLists = wordClasses(d.vocab)
			demandWords = demandVocabulary(d.vocab)
			fillWordSets(d.vocab)
			fillNameLists(d.names)
			nameRecords = d.names
			grammarWords = grammarTables(d.grammar)
			lexOnce.Do(loadLexicons)
			grammarTokenClasses(textClasses, grammarWords, lexFnAny)
			indexGrammar(grammarWords)
			allRules = d.rules
			base := *d
			base.rules = slices.DeleteFunc(slices.Clone(d.rules), func(r phraseRule) bool { return agentOnlyFile(r.at.file) })
			directiveRules, err = compileRuleSet(&base)
			allRuleData = d
		}
		if err != nil {
			// The files are embedded and every build's tests parse them:
			// this is a broken build, not bad input.
			panic("detect: rule files: " + err.Error())
		}
		ruleFamilies, scriptRules, frameRecords, askRecords = d.families, d.scripts, d.frames, d.asks
		buildShellFamilies(d.shells) // before the secret rules: fieldKeywords holds both
		conceptReadings.buildSecretRules(d.secrets)
		lexicon = buildLexicon(directiveRules)
	})
}

// appendFields appends the words of s, as strings.Fields splits them,
// to dst: the vocabularies' list lines hold tens of thousands of words,
// and this splits them without a slice of its own per line.
func appendFields(dst []string, s string) []string {
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
