package detect

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	snowball "github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/french"
	"github.com/blevesearch/snowballstem/german"
	"github.com/blevesearch/snowballstem/italian"
	"github.com/blevesearch/snowballstem/portuguese"
	"github.com/blevesearch/snowballstem/russian"
	"github.com/blevesearch/snowballstem/spanish"
)

// The demand model's lexicons of other languages: records in
// rules/lexicon.<lang>.rules, the project's own translation of the English
// vocabulary classes (demand.rules, from WordNet) and closed classes of
// grammar (grammar.rules) into Chinese, Japanese, Korean, Spanish,
// Portuguese, Italian, German, French and Russian (NOTICE.md). A record:
//
//	lexicon CLASS     a class the reading of demand_lang.go knows (lexClassNames)
//	lang L            the language, by its ISO 639-1 code
//	list E1 E2 ...    its entries, in lower case; '_' joins the words of a phrase;
//	                  '=' before a word compares it as written, not by its stem
//	match TEXT        a text in which the class is found (lexicon_test.go runs each)
//	nomatch TEXT      a text in which it is not (a look-alike the entries must miss)
//
// A class may be one of lexClassNames or one of lexClassSlots: an English
// class read in the slot of another.
//
// Tokens to classes:
//   - es, pt, it, fr, de, ru: words (letters, with hyphens inside; an
//     elided article or negator, l' n' d', split off) compared by their
//     Snowball stems (github.com/blevesearch/snowballstem, BSD), the
//     entries stemmed the same way when the lexicon is loaded; a phrase
//     entry matches its words' stems in a row; in German, a noun entry
//     also matches the compound it ends (Zugangspasswort);
//   - zh, ja, ko: no spaces between words, so dictionary matching: at each
//     place of the text the longest entry that starts there (Korean
//     particles and endings after a stem are left over, 비밀번호를).

// lclass is a set of the lexicon's classes: class i is bit i (lbit), and
// up to lclassCap classes fit. It is a value of three words, copied and
// compared as one; its methods allocate nothing.
type lclass [lclassCap / 64]uint64

// lclassCap is how many classes an lclass holds. The methods below read
// the set's three words by hand; the blank variable after this fails to
// compile when lclassCap is not 192, and then they must be rewritten.
const lclassCap = 192

var _ = [1]int{}[len(lclass{})-3]

// lbit is the set of class i alone.
func lbit(i int) lclass {
	var s lclass
	s[i>>6] = 1 << (i & 63)
	return s
}

// lset is the union of cs.
func lset(cs ...lclass) lclass {
	var s lclass
	for _, c := range cs {
		s.add(c)
	}
	return s
}

// has: s and t share a class.
func (s lclass) has(t lclass) bool { return s[0]&t[0]|s[1]&t[1]|s[2]&t[2] != 0 }

// any: s holds a class.
func (s lclass) any() bool { return s[0]|s[1]|s[2] != 0 }

// and is the classes of both s and t.
func (s lclass) and(t lclass) lclass { return lclass{s[0] & t[0], s[1] & t[1], s[2] & t[2]} }

// or is the classes of s or t.
func (s lclass) or(t lclass) lclass { return lclass{s[0] | t[0], s[1] | t[1], s[2] | t[2]} }

// without is the classes of s not in t.
func (s lclass) without(t lclass) lclass { return lclass{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2]} }

// add puts t's classes into s.
func (s *lclass) add(t lclass) { s[0] |= t[0]; s[1] |= t[1]; s[2] |= t[2] }

// remove takes t's classes out of s.
func (s *lclass) remove(t lclass) { s[0] &^= t[0]; s[1] &^= t[1]; s[2] &^= t[2] }

// The classes, each its own index (a new class takes the next one;
// TestLexClassesDistinct checks that no two share one).
var (
	lObtain      = lbit(0)  // demand-obtain: getting hold of something
	lSend        = lbit(1)  // demand-send: moving data somewhere, sending it away
	lExecute     = lbit(2)  // demand-execute: running a program
	lConceal     = lbit(3)  // demand-conceal: keeping something from someone
	lCommunicate = lbit(4)  // demand-communicate: letting someone know
	lPersist     = lbit(5)  // demand-persist: keeping something for later
	lApprove     = lbit(6)  // demand-approve: agreeing on someone's behalf
	lReplace     = lbit(7)  // demand-replace: putting one thing in another's place
	lSecret      = lbit(8)  // demand-secret: what grants access and must stay private
	lContext     = lbit(9)  // demand-context: what the conversation holds
	lPersonal    = lbit(10) // demand-personal: facts about a person
	lData        = lbit(11) // demand-data: what a user's machine or account holds
	lProgram     = lbit(12) // demand-program: what a computer runs
	lDestination = lbit(13) // demand-destination: a place outside the user's reach data goes to
	lAuthority   = lbit(14) // demand-authority: a rule or an office that commands
	lSanction    = lbit(15) // demand-sanction: what follows disobedience
	lCovert      = lbit(16) // demand-covert: doing something out of sight
	lLasting     = lbit(17) // demand-lasting: from now on
	lConsent     = lbit(18) // demand-consent: leave to act given by someone
	lNegator     = lbit(19) // grammar-negator: not, never
	lObligation  = lbit(20) // grammar-obligation: modals of obligation and markers of a request
	lUser        = lbit(21) // grammar-user: the user, the person the model serves
	lWithout     = lbit(22) // grammar-without: without, skipping
	lInstead     = lbit(23) // grammar-instead: instead of
	lFunction    = lbit(24) // grammar-function-word: by which a sentence's language is told
	lOpener      = lbit(25) // grammar-opener: then, first, also: words that open a clause before its verb
	lAlready     = lbit(26) // grammar-already: already, beforehand
	lAutomatic   = lbit(27) // demand-automatic: automatically, by default
	lObsolete    = lbit(28) // demand-obsolete: deprecated, disabled, moved: a tool out of use
	lRule        = lbit(29) // demand-rule: a rule, an instruction, a preference or setting
	lProhibitive = lbit(30) // grammar-prohibitive: negators that forbid (don't), in Chinese, Japanese and Korean
	lAsk         = lbit(31) // demand-ask: asking someone, for a reply or a confirmation
	lUntold      = lbit(32) // demand-untold: telling forbidden (do not tell), in Chinese, Japanese and Korean
	lDisposal    = lbit(33) // grammar-disposal: Chinese 把/将, which opens an order's clause before its object
	lConjunction = lbit(34) // grammar-conjunction: and, but: the verb after one opens a clause
	lConditional = lbit(35) // grammar-conditional: if, only when
	lSelf        = lbit(36) // grammar-self: this tool
	lDeed        = lbit(37) // demand-deed: a request, an operation, an action, a step
	lClitic      = lbit(38) // grammar-clitic: unstressed object pronouns (le, lo, gli, lui)
	lPermission  = lbit(39) // grammar-permission: can, may
	lAware       = lbit(40) // demand-aware: coming to know of something: know, learn, notice
	lRefusal     = lbit(41) // demand-refusal: a request rejected, refused: a tool's own rule, no threat
	lInfinitive  = lbit(42) // grammar-infinitive: German zu, which marks an infinitive before or inside its verb (zu senden, mitzusenden)
	lAuxiliary   = lbit(43) // grammar-auxiliary: German sein and haben, with which a zu-infinitive is an obligation (ist zu senden)
	lPurpose     = lbit(44) // grammar-purpose: in order to (um ... zu, para, pour, чтобы): what follows is a purpose, not an order
	lReflexive   = lbit(45) // grammar-reflexive: se, si before a verb: a passive or impersonal statement (se copia)
	lAgent       = lbit(46) // grammar-agent: the assistant, the model, the agent: the one the text speaks to, named in the third person
	lCarry       = lbit(47) // demand-carry: to hold, carry, contain, go into: what a field is said to hold
	lParticiple  = lbit(48) // grammar-participle: a verb's participle (sent, included): an action only in a passive obligation
	lFault       = lbit(49) // demand-fault: an error, a failure, a warning
	lSuccess     = lbit(50) // demand-success: success, all is well
	lConcessive  = lbit(51) // grammar-concessive: even if, regardless, whatever happens
	lAsked       = lbit(52) // demand-asked: asked, required, decided: a wish someone is said to have made
	lCall        = lbit(53) // demand-call: calling a tool: call, invoke
	lUnaware     = lbit(54) // demand-unaware: not knowing of something: unaware, oblivious
	lReply       = lbit(55) // demand-reply: what the model says back: an answer, a reply
	lCertify     = lbit(56) // demand-certify: vouching that something meets a standard: certified, audited
	lRecord      = lbit(57) // demand-record: keeping a record of what happens: log, audit, telemetry
	lEvery       = lbit(58) // grammar-every: each, every, always: a scope over every call or reply
	lRelocate    = lbit(59) // demand-relocate: moved to a new place: moved, migrated, transferred
	lAppear      = lbit(60) // demand-appear: coming into view: appear, be shown, surface
	lAnswer      = lbit(61) // demand-answer: giving the reply a question or a choice asks for: answer, choose
	lPrompt      = lbit(62) // demand-prompt: what a program shows to wait for input: a prompt, a dialog
	lProvision   = lbit(63) // demand-provision: a part of a rule or an agreement that can be cited: an article, a clause
	lPassive     = lbit(64) // grammar-passive: an auxiliary or ending of the passive or impersonal voice (viene, va; -ся; される; 됩니다): an action stated done, no one named who does it
	lReroute     = lbit(65) // demand-reroute: a copy of data sent on to another place: copy, forward, mirror, redirect
	lSource      = lbit(66) // grammar-source: from, out of: where something comes from
	lAddressee   = lbit(67) // grammar-addressee: the marker of the one told or given to: to, toward (a dative preposition, particle or case form)
	lOnly        = lbit(68) // grammar-only: only, just, solely: what is told narrowed to part of what happened
	lSelfDecide  = lbit(69) // demand-self-decide: on one's own, by oneself, autonomously: the one who acts also decides
	lPresumed    = lbit(70) // demand-presumed: taken as given without being given: implied, presumed, tacit, deemed
	lAttribution = lbit(71) // grammar-attribution: whose word it is: according to, per, on behalf of, at the instruction of
	lVoice       = lbit(72) // demand-voice: a speaker other than the tool's author a label can name: the system, the platform, the developer, an operator
	lDeemed      = lbit(73) // demand-deemed: considered, treated as: a status stated, presumed consent only of an act approved or already
	lShipped     = lbit(74) // agent-shipped: built in, bundled, preinstalled: a part that comes with the agent or its platform (ask-shipped)
	lNever       = lbit(75) // grammar-never: never, at no time: a negator over every time, which a prohibition and a removal of asking alike scope over every act
)

// lexClassSlots are the English classes whose reading fills a slot of
// another class of the lexicons: their records are their own (each
// language's translation of that class, with its own examples), and the
// reader takes their words where the English model takes them together
// (demand_consent.go: dAnswer with dApprove, dPrompt with dConsent;
// demand_coerce.go: dProvision with dAuthority; demand_six.go: dAppear with
// dCommunicate, dRelocate with the tool out of service; dDiscourse is the
// conversation the model and the user hold).
var lexClassSlots = map[string]lclass{
	"demand-appear": lCommunicate, "demand-answer": lApprove, "demand-prompt": lConsent,
	"demand-provision": lAuthority, "demand-relocate": lObsolete, "demand-discourse": lContext,
}

// lexClassNames are the classes by the name a record gives.
var lexClassNames = map[string]lclass{
	"demand-obtain": lObtain, "demand-send": lSend, "demand-execute": lExecute, "demand-conceal": lConceal,
	"demand-communicate": lCommunicate, "demand-persist": lPersist, "demand-approve": lApprove,
	"demand-replace": lReplace, "demand-secret": lSecret, "demand-context": lContext,
	"demand-personal": lPersonal, "demand-data": lData, "demand-program": lProgram,
	"demand-destination": lDestination, "demand-authority": lAuthority, "demand-sanction": lSanction,
	"demand-covert": lCovert, "demand-lasting": lLasting, "demand-consent": lConsent,
	"grammar-negator": lNegator, "grammar-obligation": lObligation, "grammar-user": lUser,
	"grammar-without": lWithout, "grammar-instead": lInstead, "grammar-function-word": lFunction,
	"grammar-opener": lOpener, "grammar-already": lAlready, "demand-automatic": lAutomatic,
	"demand-obsolete": lObsolete, "demand-rule": lRule, "grammar-prohibitive": lProhibitive,
	"demand-ask": lAsk, "demand-untold": lUntold, "grammar-disposal": lDisposal, "grammar-conjunction": lConjunction,
	"grammar-conditional": lConditional, "grammar-self": lSelf, "demand-deed": lDeed, "grammar-clitic": lClitic, "grammar-permission": lPermission, "demand-aware": lAware,
	"demand-refusal": lRefusal, "grammar-infinitive": lInfinitive, "grammar-auxiliary": lAuxiliary, "grammar-purpose": lPurpose,
	"grammar-reflexive": lReflexive, "grammar-agent": lAgent, "demand-carry": lCarry, "grammar-participle": lParticiple,
	"demand-fault": lFault, "demand-success": lSuccess, "grammar-concessive": lConcessive,
	"demand-asked": lAsked, "demand-call": lCall, "demand-unaware": lUnaware, "demand-reply": lReply,
	"demand-certify": lCertify, "demand-record": lRecord, "grammar-every": lEvery,
	"demand-relocate": lRelocate, "demand-appear": lAppear, "demand-answer": lAnswer, "demand-prompt": lPrompt,
	"demand-provision": lProvision, "grammar-passive": lPassive, "demand-reroute": lReroute, "grammar-source": lSource,
	"grammar-addressee": lAddressee, "grammar-only": lOnly, "demand-self-decide": lSelfDecide, "demand-presumed": lPresumed,
	"grammar-attribution": lAttribution, "demand-voice": lVoice, "demand-deemed": lDeemed,
	"agent-shipped": lShipped,
	"grammar-never": lNever,
}

// lVerb are the classes of actions: a word of them opening a sentence is
// an imperative in most of the languages read.
var lVerb = lset(lObtain, lSend, lExecute, lConceal, lCommunicate, lPersist, lApprove, lReplace, lAsk, lCall)

// lNoun are the classes whose German entries also end compounds.
var lNoun = lset(lSecret, lContext, lPersonal, lData, lProgram, lDestination, lAuthority, lConsent)

// lexLangs are the languages the lexicons read, in the order a tie in
// telling a Latin-script language is broken.
var lexLangs = []string{"zh", "ja", "ko", "es", "pt", "it", "fr", "de", "ru"}

// lexRecord is one record as written.
type lexRecord struct {
	class, lang string
	cls         lclass
	entries     []string
	matches     []string
	nomatches   []string // texts in which the class is not read
	at          place
}

// lexPhrase is a phrase entry: its words' stems in a row.
type lexPhrase struct {
	stems []string
	cls   lclass
}

// lexSuffix is a German noun entry's stem, which ends the compounds it
// heads.
type lexSuffix struct {
	stem string
	cls  lclass
}

// langLexicon is one language's tables.
type langLexicon struct {
	lang    string
	dict    bool              // read by dictionary matching (zh, ja, ko)
	words   map[string]lclass // a word's stem (or, for dict, an entry) → its classes
	phrases map[string][]lexPhrase
	suffix  []lexSuffix
	fn      map[string]bool   // the function words, as written
	exact   map[string]lclass // entries compared as written (=word)
	// exactStem are the stems of the exact entries and their classes: a
	// word of that stem that is not the entry is not read in those
	// classes by its stem.
	exactStem map[string]lclass
	maxLen    int // the longest dict entry, in bytes
	stem      func(*snowball.Env) bool
	// infix are the infinitive markers that stand inside a verb after its
	// separable prefix (German zu: mitzusenden, anzugeben).
	infix []string
	// enclitics are the unstressed pronouns that attach to the end of
	// an imperative (ejecútalas, inviali, envie-o): the clitic records,
	// longest first.
	enclitics []string
	// endings are the endings of the passive or impersonal voice a verb
	// of the lexicon takes (Russian -ся, -сь: отправляется), the entries
	// of grammar-passive written with a leading hyphen.
	endings []string
	// partPrefix are the prefixes a participle takes (German ge-:
	// gesendet, hochgeladen), the entries of grammar-participle written
	// with a trailing hyphen (demand_morph_de.go).
	partPrefix []string
	// verbForms are the entries of the classes of actions (lVerb) as
	// written, one word each: the forms the translation wrote (enviar,
	// envie, envia), which tell a verb's infinitive, and so its
	// conjugation, where the stem cannot (indicativeOpener).
	verbForms map[string]bool
}

var (
	lexFnAny  map[string]uint8 // a function word → the Latin-script languages (bits of lexLangs[3:8]) it is one of
	lexOnce   sync.Once
	lexParse  sync.Once
	lexRecs   map[string][]lexRecord // the records of each language, parsed
	lexTables map[string]*lexTable   // set once by loadLexicons; each table built on first use
)

// lexTable is one language's tables, built once when first asked for.
type lexTable struct {
	once sync.Once
	lx   *langLexicon
}

// langLex is language lang's tables (nil: not read). A language's tables
// are built when a text first needs them: stemming every entry of nine
// lexicons cost a scan of a few English files a third of its instructions.
func langLex(lang string) *langLexicon {
	lexOnce.Do(loadLexicons)
	t := lexTables[lang]
	if t == nil {
		return nil
	}
	t.once.Do(func() {
		lexParse.Do(parseLexicons)
		t.lx = lexiconTables(lexRecs[lang])[lang]
	})
	return t.lx
}

// loadLexicons reads what telling a sentence's language needs: the
// function words of each language (lexFnAny), by a pass over the lines of
// the function-word records. The rest of the records is parsed, and a
// language's tables built, only when a text needs them (langLex): a scan
// of a few English files paid a tenth of its instructions for them.
func loadLexicons() {
	lexTables = map[string]*lexTable{}
	for _, lang := range lexLangs {
		lexTables[lang] = new(lexTable)
	}
	lexFnAny = map[string]uint8{}
	names, err := lexiconFiles()
	if err != nil {
		panic(err)
	}
	for _, name := range names {
		src, err := ruleFiles.ReadFile(name)
		if err != nil {
			panic(err)
		}
		// Only the function-word records are read here: found by their
		// header, read to the next record.
		text := string(src)
		for {
			at := strings.Index(text, "\nlexicon grammar-function-word\n")
			if at < 0 {
				break
			}
			text = text[at+1:]
			bit := -1
			first := true
			for line := range strings.Lines(text) {
				key, val, _ := strings.Cut(strings.TrimSpace(line), " ")
				if key == "lexicon" && !first {
					break
				}
				first = false
				switch key {
				case "lang":
					bit = slices.Index(lexLangs[3:8], strings.TrimSpace(val))
				case "list":
					if bit >= 0 {
						for _, w := range strings.Fields(val) {
							lexFnAny[w] |= 1 << bit
						}
					}
				}
			}
			text = text[1:]
		}
	}
}

// parseLexicons parses every lexicon record once (a malformed record is a
// build error: the tests parse every file, lexicon_test.go, so the panic
// cannot reach a user).
func parseLexicons() {
	recs, err := readLexicons()
	if err != nil {
		panic(err)
	}
	lexRecs = map[string][]lexRecord{}
	for _, r := range recs {
		lexRecs[r.lang] = append(lexRecs[r.lang], r)
	}
}

// lexiconFiles are the embedded rules/lexicon.*.rules, sorted.
func lexiconFiles() ([]string, error) {
	entries, err := ruleFiles.ReadDir("rules")
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if n := e.Name(); strings.HasPrefix(n, "lexicon.") && strings.HasSuffix(n, ".rules") {
			names = append(names, "rules/"+n)
		}
	}
	slices.Sort(names)
	return names, nil
}

// readLexicons parses rules/lexicon.*.rules.
func readLexicons() ([]lexRecord, error) {
	names, err := lexiconFiles()
	if err != nil {
		return nil, err
	}
	var out []lexRecord
	for _, name := range names {
		src, err := ruleFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		recs, err := parseLexicon(name, string(src))
		if err != nil {
			return nil, err
		}
		for i := range recs {
			// The reader of the word languages reads these classes in
			// the English slot (lexClassSlots); the dictionary reader
			// (zh, ja, ko) gives them slots of their own.
			if slot, ok := lexClassSlots[recs[i].class]; ok && stemmerOf(recs[i].lang) != nil {
				recs[i].cls = slot
			}
		}
		out = append(out, recs...)
	}
	return out, nil
}

// parseLexicon parses one lexicon file.
func parseLexicon(file, src string) ([]lexRecord, error) {
	var out []lexRecord
	seen := map[string]place{}
	for n, line := range strings.Split(src, "\n") {
		at := place{file, n + 1}
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		key, val, _ := strings.Cut(line, " ")
		val = strings.TrimSpace(val)
		fail := func(f string, args ...any) error { return fmt.Errorf("%s: "+f, append([]any{at}, args...)...) }
		if key != "lexicon" && len(out) == 0 {
			return nil, fail("%s before a lexicon record", key)
		}
		switch key {
		case "lexicon":
			cls, ok := lexClassNames[val]
			if !ok {
				cls, ok = lexClassSlots[val]
			}
			if !ok {
				return nil, fail("lexicon %q: no such class", val)
			}
			out = append(out, lexRecord{class: val, cls: cls, at: at})
		case "lang":
			r := &out[len(out)-1]
			if r.lang != "" || !slices.Contains(lexLangs, val) {
				return nil, fail("lang: once in a lexicon record, one of %v", lexLangs)
			}
			r.lang = val
			if p, ok := seen[r.class+" "+val]; ok {
				return nil, fail("lexicon %s (%s) given at %s already", r.class, val, p)
			}
			seen[r.class+" "+val] = r.at
		case "list":
			r := &out[len(out)-1]
			for _, w := range strings.Fields(val) {
				if strings.ToLower(w) != w {
					return nil, fail("%q is not in lower case", w)
				}
				r.entries = append(r.entries, w)
			}
		case "match":
			r := &out[len(out)-1]
			r.matches = append(r.matches, val)
		case "nomatch":
			r := &out[len(out)-1]
			r.nomatches = append(r.nomatches, val)
		default:
			return nil, fail("unknown key %q", key)
		}
	}
	for _, r := range out {
		if r.lang == "" || len(r.entries) == 0 || len(r.matches) == 0 {
			return nil, fmt.Errorf("%s: lexicon %s needs a lang, a list and a match", r.at, r.class)
		}
		if !strings.HasSuffix(r.at.file, "."+r.lang+".rules") {
			return nil, fmt.Errorf("%s: lexicon %s (%s) in another language's file", r.at, r.class, r.lang)
		}
	}
	return out, nil
}

// lexiconTables folds the records into each language's tables.
func lexiconTables(recs []lexRecord) map[string]*langLexicon {
	out := map[string]*langLexicon{}
	type lexStem struct {
		lang, entry string
		cls         lclass
	}
	var verbEntries []lexStem // the verb entries of the languages read by dictionary
	for _, r := range recs {
		lx := out[r.lang]
		if lx == nil {
			lx = &langLexicon{lang: r.lang, words: map[string]lclass{}, phrases: map[string][]lexPhrase{}, fn: map[string]bool{}, exact: map[string]lclass{}, exactStem: map[string]lclass{}, verbForms: map[string]bool{}, stem: stemmerOf(r.lang)}
			lx.dict = lx.stem == nil
			out[r.lang] = lx
		}
		for _, e := range r.entries {
			if r.cls == lInfinitive && !lx.dict {
				lx.infix = append(lx.infix, e)
			}
			if (r.cls == lClitic || r.cls == lReflexive) && !lx.dict {
				// The reflexive attaches as the object pronouns do
				// (deve-se, envia-se, inviarsi).
				lx.enclitics = append(lx.enclitics, e)
			}
			if r.cls == lFunction {
				lx.fn[e] = true
				continue
			}
			if prefix, ok := strings.CutSuffix(e, "-"); ok && r.cls == lParticiple && !lx.dict {
				lx.partPrefix = append(lx.partPrefix, prefix)
				continue
			}
			if ending, ok := strings.CutPrefix(e, "-"); ok && r.cls == lPassive && !lx.dict {
				lx.endings = append(lx.endings, ending)
				continue
			}
			if lx.dict {
				e = strings.ReplaceAll(e, "_", " ")
				lx.words[e] = lx.words[e].or(r.cls)
				lx.maxLen = max(lx.maxLen, len(e))
				if r.cls.has(lset(lVerb, lUse)) {
					verbEntries = append(verbEntries, lexStem{r.lang, e, r.cls})
				}
				continue
			}
			if r.cls.has(lVerb) && !strings.Contains(e, "_") {
				lx.verbForms[strings.TrimPrefix(e, "=")] = true
			}
			if exact, ok := strings.CutPrefix(e, "="); ok {
				// A word compared as written: its stem is another
				// word's too (utilisateur and utiliser stem alike).
				lx.exact[exact] = lx.exact[exact].or(r.cls)
				if lx.stem != nil {
					s := lx.stemOf(exact)
					lx.exactStem[s] = lx.exactStem[s].or(r.cls)
				}
				continue
			}
			var stems []string
			for _, w := range lexWords(strings.ReplaceAll(e, "_", " ")) {
				stems = append(stems, lx.stemOf(w.text))
			}
			switch {
			case len(stems) == 1:
				lx.words[stems[0]] = lx.words[stems[0]].or(r.cls)
				if r.lang == "de" && r.cls.has(lNoun.or(lCompound24)) && len(stems[0]) >= 4 {
					lx.suffix = append(lx.suffix, lexSuffix{stems[0], r.cls})
				}
			case len(stems) > 1:
				lx.phrases[stems[0]] = append(lx.phrases[stems[0]], lexPhrase{stems, r.cls})
			}
		}
	}
	// A verb's other stems (verbStems), where no entry holds them.
	for _, st := range verbEntries {
		lx := out[st.lang]
		for _, o := range verbStems(st.lang, st.entry) {
			// A stem that is an entry already (호출, a call: demand-deed)
			// keeps its own reading.
			if _, ok := lx.words[o]; !ok {
				lx.words[o] = st.cls
			}
		}
	}
	for _, lx := range out {
		slices.SortStableFunc(lx.enclitics, func(a, b string) int { return len(b) - len(a) })
		for _, ps := range lx.phrases {
			// The longest phrase first.
			slices.SortStableFunc(ps, func(a, b lexPhrase) int { return len(b.stems) - len(a.stems) })
		}
	}
	return out
}

// stemmerOf is the Snowball stemmer of lang (nil: a language read by
// dictionary matching).
func stemmerOf(lang string) func(*snowball.Env) bool {
	switch lang {
	case "es":
		return spanish.Stem
	case "pt":
		return portuguese.Stem
	case "it":
		return italian.Stem
	case "fr":
		return french.Stem
	case "de":
		return german.Stem
	case "ru":
		return russian.Stem
	}
	return nil
}

// stemOf is w's stem (w in lower case).
func (lx *langLexicon) stemOf(w string) string {
	if lx.stem == nil || utf8.RuneCountInString(w) < 3 {
		return w
	}
	env := snowball.NewEnv(w)
	lx.stem(env)
	return env.Current()
}

// lexWord is one word of a text: its lower-case text and byte span.
type lexWord struct {
	text       string
	start, end int
}

// lexWords splits t into words: runs of letters and digits, with hyphens
// and dots inside (api-schlüssel, .env); an apostrophe ends a word (l'utente,
// n'envoyez: the elided word is a word of its own).
func lexWords(t string) []lexWord {
	var out []lexWord
	start := -1
	for i, r := range t {
		word := unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
		if !word && (r == '-' || r == '.') && start >= 0 || r == '.' && start < 0 {
			// A hyphen or a dot inside a word, or a dot opening one (.env),
			// when a letter follows.
			if n, _ := utf8.DecodeRuneInString(t[i+1:]); unicode.IsLetter(n) {
				word = true
			}
		}
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			out = append(out, lexWord{strings.ToLower(t[start:i]), start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, lexWord{strings.ToLower(t[start:]), start, len(t)})
	}
	return out
}

// lexHit is a class found in a text: where, and its place among the
// words (or, read by dictionary, the runes) of the text.
type lexHit struct {
	cls        lclass
	start, end int // byte span in the text read
	seq        int // the word's (or the rune's) ordinal
}

// lexScan finds the classes of lx in t, in the order they are written.
func (lx *langLexicon) lexScan(t string, out []lexHit) []lexHit {
	if lx.dict {
		return lx.dictScan(t, out)
	}
	ws := lexWords(t)
	stems := make([]string, len(ws))
	for i, w := range ws {
		stems[i] = lx.stemOf(w.text)
	}
	for i := 0; i < len(ws); i++ {
		matched := false
		for _, p := range lx.phrases[stems[i]] {
			if i+len(p.stems) <= len(ws) && slices.Equal(stems[i:i+len(p.stems)], p.stems) {
				out = append(out, lexHit{p.cls, ws[i].start, ws[i+len(p.stems)-1].end, i})
				i += len(p.stems) - 1
				matched = true
				break
			}
		}
		if matched {
			continue
		}
		if c := lx.exact[ws[i].text]; c.any() {
			if c.has(lset(lParticiple, lAddressee)) {
				// A participle is its verb's too; a case form that marks
				// the one told (Russian пользователю) its noun's.
				c.add(lx.words[stems[i]])
			}
			c = lx.thirdPerson(t, ws, stems, i, c)
			c.add(lx.auxParticiple(t, ws, stems, i, c))
			out = append(out, lexHit{c, ws[i].start, ws[i].end, i})
			continue
		}
		if c := lx.words[stems[i]].without(lx.exactStem[stems[i]]); c.any() {
			if c.has(lVerb) && len(out) > 0 && out[len(out)-1].cls.has(lInfinitive) && out[len(out)-1].seq == i-1 {
				c.add(lInfinitive) // zu senden: the verb is the infinitive the marker before it marks
			}
			if c.has(lVerb) && lx.passiveEnding(ws[i].text) {
				c.add(lPassive) // отправляется: the verb in the passive voice
			}
			c.add(lx.auxParticiple(t, ws, stems, i, c))
			out = append(out, lexHit{c, ws[i].start, ws[i].end, i})
			continue
		}
		if c := lx.infixVerb(ws[i].text); c.any() {
			out = append(out, lexHit{c.or(lInfinitive), ws[i].start, ws[i].end, i})
			continue
		}
		if c := lx.encliticVerb(ws[i].text, 2); c.any() {
			out = append(out, lexHit{c, ws[i].start, ws[i].end, i})
			continue
		}
		if c := lx.morphVerb(t, ws, stems, i); c.any() {
			out = append(out, lexHit{c, ws[i].start, ws[i].end, i})
			continue
		}
		for _, s := range lx.suffix {
			if len(stems[i]) > len(s.stem) && strings.HasSuffix(stems[i], s.stem) {
				out = append(out, lexHit{s.cls, ws[i].start, ws[i].end, i})
				break
			}
		}
	}
	return out
}

// passiveEnding: w ends in an ending of the passive voice (grammar-passive
// entries written -ся), with at least three letters before it.
func (lx *langLexicon) passiveEnding(w string) bool {
	for _, e := range lx.endings {
		if base, ok := strings.CutSuffix(w, e); ok && utf8.RuneCountInString(base) >= 3 {
			return true
		}
	}
	return false
}

// infixVerb is the classes of w as a verb with an infinitive marker
// inside it, after its separable prefix (mitzusenden: mit-zu-senden,
// anzugeben), when w without the marker is a verb of the lexicon (0:
// none). The prefix and the rest are at least two letters.
func (lx *langLexicon) infixVerb(w string) lclass {
	for _, m := range lx.infix {
		for from := 2; from+len(m)+2 <= len(w); {
			k := strings.Index(w[from:], m)
			if k < 0 {
				break
			}
			k += from
			if k+len(m)+2 > len(w) {
				break
			}
			if c := lx.words[lx.stemOf(w[:k]+w[k+len(m):])].and(lVerb); c.any() {
				return c
			}
			from = k + 1
		}
	}
	return lclass{

		// encliticVerb is the classes of w as a verb of the lexicon with up to
		// n pronouns attached to its end (ejecútalas: ejecuta-las; envíaselo:
		// envía-se-lo; envie-o), the stress mark the pronoun made the verb carry
		// taken off (0: none). The verb left is at least three letters.
	}
}

func (lx *langLexicon) encliticVerb(w string, n int) lclass {
	if n == 0 {
		return lclass{}
	}
	for _, e := range lx.enclitics {
		base, ok := strings.CutSuffix(w, e)
		if !ok {
			continue
		}
		base = strings.TrimSuffix(base, "-")
		if utf8.RuneCountInString(base) < 3 {
			continue
		}
		base = unstressed(base)
		if c := lx.words[lx.stemOf(base)].or(lx.exact[base]).and(lVerb.or(lObligation)); c.any() {
			return c // a verb, or a modal of obligation (deve-se: one must)
		}
		if c := lx.encliticVerb(base, n-1); c.any() {
			return c
		}
	}
	return lclass{

		// unstressed is w with the acute accents of its vowels taken off
		// (ejecúta: ejecuta): written on a verb when a pronoun is attached to it.
	}
}

func unstressed(w string) string {
	if !strings.ContainsAny(w, "áéíóú") {
		return w
	}
	return strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u").Replace(w)
}

// dictScan finds the longest entry at each place of t, left to right.
func (lx *langLexicon) dictScan(t string, out []lexHit) []lexHit {
	low := strings.ToLower(t)
	if len(low) != len(t) {
		low = t // a case mapping that changed lengths: read as written
	}
	seq := 0
	for i := 0; i < len(low); {
		_, size := utf8.DecodeRuneInString(low[i:])
		n := min(lx.maxLen, len(low)-i)
		for ; n > 0; n-- {
			if c, ok := lx.words[low[i:i+n]]; ok && c.any() {
				break
			}
		}
		if n > 0 {
			out = append(out, lexHit{lx.words[low[i:i+n]], i, i + n, seq})
			seq += utf8.RuneCountInString(low[i : i+n])
			i += n
			continue
		}
		seq++
		i += size
	}
	return out
}

// lexLang tells the language of text t among those the lexicons read
// ("": none), from its words ws (t's lexWords): langVote.
func lexLang(t string, ws []lexWord) string {
	lexOnce.Do(loadLexicons)
	var v langVote
	for _, w := range ws {
		v.addToken(w.text, functionWord(w.text), lexFnAny[w.text] != 0)
	}
	return v.result(func(lx *langLexicon) int {
		n := 0
		for _, w := range ws {
			if lx.words[lx.stemOf(w.text)].any() {
				n++
			}
		}
		return n
	})
}

// langVote counts, word by word, what tells a text's language (the one
// count sentenceLang and lexLang make): by its script (Hangul Korean,
// kana Japanese, other Han Chinese, Cyrillic Russian) when the runes of
// that script are at least the words in the Latin script (an address, a
// path or a name in Latin letters inside a Chinese sentence leaves it
// Chinese), else by the function words of a Latin-script language, at
// least two and more than English's (functionWord); languages that share
// function words (la, de) are told apart by the words of their lexicons.
type langVote struct {
	han, kana, hangul, cyr, latin, en int
	fn                                [5]int // lexLangs[3:8]
	signs                             int    // words outside ASCII, and other languages' function words that are not English ones
	words                             int
	foreign                           int // other languages' function words that are not English ones
	enOnly                            int // English function words that are no other language's (a, i, in are Italian too)
	runesLatin, runesOther            int // runes of the Latin script (and ASCII), letters of other scripts
}

// addToken counts word w (lower case), an English function word when en,
// one of another language's (lexFnAny) when fn.
func (v *langVote) addToken(w string, en, fn bool) {
	v.words++
	ascii := true
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	isLatin := ascii
	if ascii {
		v.runesLatin += len(w)
	} else {
		v.signs++
		for _, r := range w {
			switch {
			case r < utf8.RuneSelf:
				isLatin = true
				v.runesLatin++
				continue
			case unicode.Is(unicode.Latin, r):
				isLatin = true
				v.runesLatin++
				continue
			case unicode.IsLetter(r):
				v.runesOther++
			}
			switch {
			case unicode.Is(unicode.Hangul, r):
				v.hangul++
			case unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r):
				v.kana++
			case unicode.Is(unicode.Han, r):
				v.han++
			case unicode.Is(unicode.Cyrillic, r):
				v.cyr++
			}
		}
	}
	if isLatin {
		v.latin++
	}
	if en {
		v.en++
		if !fn {
			v.enOnly++
		}
	}
	if fn && !en {
		v.foreign++
		v.signs++
	}
	if fn {
		if m := lexFnAny[w]; m != 0 {
			for k := range v.fn {
				if m&(1<<k) != 0 {
					v.fn[k]++
				}
			}
		}
	}
}

// close: the vote is by function words (no script tells it), and the
// two languages with the most are a word apart or less.
func (v *langVote) close() bool {
	if v.han+v.kana+v.hangul >= 2 || v.cyr >= 2 {
		return false
	}
	best, second := 0, 0
	for _, n := range v.fn {
		switch {
		case n > best:
			best, second = n, best
		case n > second:
			second = n
		}
	}
	return best >= 2 && best-second <= 1
}

// result is the language counted ("": none); vocab counts a text's words
// in a lexicon, for a tie.
func (v *langVote) result(vocab func(*langLexicon) int) string {
	switch cjk := v.han + v.kana + v.hangul; {
	case cjk >= 2 && cjk >= v.latin:
		switch {
		case v.hangul > 0 && v.hangul >= v.han:
			return "ko"
		case v.kana > 0:
			return "ja"
		}
		return "zh"
	case v.cyr >= 2 && v.cyr >= 2*v.latin:
		return "ru"
	}
	best, bestN := "", 1
	for k, lang := range lexLangs[3:8] {
		if v.fn[k] > bestN {
			best, bestN = lang, v.fn[k]
		}
	}
	if best == "" || bestN <= v.en {
		return ""
	}
	most := -1
	for k, lang := range lexLangs[3:8] {
		if v.fn[k] != bestN {
			continue
		}
		if n := vocab(langLex(lang)); n > most {
			best, most = lang, n
		}
	}
	return best
}
