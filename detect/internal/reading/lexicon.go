package reading

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
// up to lclassCap classes fit. It is a value of a few words, copied and
// compared as one; its methods allocate nothing.
type Lclass [lclassCap / 64]uint64

// lclassCap is how many classes an lclass holds (a multiple of 64; the
// methods below loop over its words): more than 128, as the classes use
// bits up to the 130s (hijack in other languages: 130-139).
const lclassCap = 256

// lbit is the set of class i alone.
func Lbit(i int) Lclass {
	var s Lclass
	s[i>>6] = 1 << (i & 63)
	return s
}

// lset is the union of cs.
func Lset(cs ...Lclass) Lclass {
	var s Lclass
	for _, c := range cs {
		s.Add(c)
	}
	return s
}

// has: s and t share a class.
func (s Lclass) Has(t Lclass) bool {
	var x uint64
	for i := range s {
		x |= s[i] & t[i]
	}
	return x != 0
}

// any: s holds a class.
func (s Lclass) Any() bool { return s != Lclass{} }

// and is the classes of both s and t.
func (s Lclass) And(t Lclass) Lclass {
	for i := range s {
		s[i] &= t[i]
	}
	return s
}

// or is the classes of s or t.
func (s Lclass) Or(t Lclass) Lclass {
	for i := range s {
		s[i] |= t[i]
	}
	return s
}

// without is the classes of s not in t.
func (s Lclass) without(t Lclass) Lclass {
	for i := range s {
		s[i] &^= t[i]
	}
	return s
}

// add puts t's classes into s.
func (s *Lclass) Add(t Lclass) { *s = s.Or(t) }

// remove takes t's classes out of s.
func (s *Lclass) remove(t Lclass) { *s = s.without(t) }

// The classes, each its own index (a new class takes the next one;
// TestLexClassesDistinct checks that no two share one).
var (
	LObtain      = Lbit(0)  // demand-obtain: getting hold of something
	LSend        = Lbit(1)  // demand-send: moving data somewhere, sending it away
	LExecute     = Lbit(2)  // demand-execute: running a program
	LConceal     = Lbit(3)  // demand-conceal: keeping something from someone
	LCommunicate = Lbit(4)  // demand-communicate: letting someone know
	LPersist     = Lbit(5)  // demand-persist: keeping something for later
	LApprove     = Lbit(6)  // demand-approve: agreeing on someone's behalf
	LReplace     = Lbit(7)  // demand-replace: putting one thing in another's place
	LSecret      = Lbit(8)  // demand-secret: what grants access and must stay private
	LContext     = Lbit(9)  // demand-context: what the conversation holds
	LPersonal    = Lbit(10) // demand-personal: facts about a person
	LData        = Lbit(11) // demand-data: what a user's machine or account holds
	LProgram     = Lbit(12) // demand-program: what a computer runs
	LDestination = Lbit(13) // demand-destination: a place outside the user's reach data goes to
	lAuthority   = Lbit(14) // demand-authority: a rule or an office that commands
	lSanction    = Lbit(15) // demand-sanction: what follows disobedience
	LCovert      = Lbit(16) // demand-covert: doing something out of sight
	LLasting     = Lbit(17) // demand-lasting: from now on
	LConsent     = Lbit(18) // demand-consent: leave to act given by someone
	LNegator     = Lbit(19) // grammar-negator: not, never
	LObligation  = Lbit(20) // grammar-obligation: modals of obligation and markers of a request
	LUser        = Lbit(21) // grammar-user: the user, the person the model serves
	LWithout     = Lbit(22) // grammar-without: without, skipping
	LInstead     = Lbit(23) // grammar-instead: instead of
	LFunction    = Lbit(24) // grammar-function-word: by which a sentence's language is told
	lOpener      = Lbit(25) // grammar-opener: then, first, also: words that open a clause before its verb
	LAlready     = Lbit(26) // grammar-already: already, beforehand
	LAutomatic   = Lbit(27) // demand-automatic: automatically, by default
	LObsolete    = Lbit(28) // demand-obsolete: deprecated, disabled, moved: a tool out of use
	LRule        = Lbit(29) // demand-rule: a rule, an instruction, a preference or setting
	LProhibitive = Lbit(30) // grammar-prohibitive: negators that forbid (don't), in Chinese, Japanese and Korean
	LAsk         = Lbit(31) // demand-ask: asking someone, for a reply or a confirmation
	LUntold      = Lbit(32) // demand-untold: telling forbidden (do not tell), in Chinese, Japanese and Korean
	lDisposal    = Lbit(33) // grammar-disposal: Chinese 把/将, which opens an order's clause before its object
	LConjunction = Lbit(34) // grammar-conjunction: and, but: the verb after one opens a clause
	LConditional = Lbit(35) // grammar-conditional: if, only when
	LSelf        = Lbit(36) // grammar-self: this tool
	LDeed        = Lbit(37) // demand-deed: a request, an operation, an action, a step
	lClitic      = Lbit(38) // grammar-clitic: unstressed object pronouns (le, lo, gli, lui)
	LPermission  = Lbit(39) // grammar-permission: can, may
	lAware       = Lbit(40) // demand-aware: coming to know of something: know, learn, notice
	lRefusal     = Lbit(41) // demand-refusal: a request rejected, refused: a tool's own rule, no threat
	lInfinitive  = Lbit(42) // grammar-infinitive: German zu, which marks an infinitive before or inside its verb (zu senden, mitzusenden)
	lAuxiliary   = Lbit(43) // grammar-auxiliary: German sein and haben, with which a zu-infinitive is an obligation (ist zu senden)
	LPurpose     = Lbit(44) // grammar-purpose: in order to (um ... zu, para, pour, чтобы): what follows is a purpose, not an order
	lReflexive   = Lbit(45) // grammar-reflexive: se, si before a verb: a passive or impersonal statement (se copia)
	LAgent       = Lbit(46) // grammar-agent: the assistant, the model, the agent: the one the text speaks to, named in the third person
	LCarry       = Lbit(47) // demand-carry: to hold, carry, contain, go into: what a field is said to hold
	LParticiple  = Lbit(48) // grammar-participle: a verb's participle (sent, included): an action only in a passive obligation
	LFault       = Lbit(49) // demand-fault: an error, a failure, a warning
	LSuccess     = Lbit(50) // demand-success: success, all is well
	LConcessive  = Lbit(51) // grammar-concessive: even if, regardless, whatever happens
	lAsked       = Lbit(52) // demand-asked: asked, required, decided: a wish someone is said to have made
	LCall        = Lbit(53) // demand-call: calling a tool: call, invoke
	lUnaware     = Lbit(54) // demand-unaware: not knowing of something: unaware, oblivious
	LReply       = Lbit(55) // demand-reply: what the model says back: an answer, a reply
	lCertify     = Lbit(56) // demand-certify: vouching that something meets a standard: certified, audited
	LRecord      = Lbit(57) // demand-record: keeping a record of what happens: log, audit, telemetry
	LEvery       = Lbit(58) // grammar-every: each, every, always: a scope over every call or reply
	lRelocate    = Lbit(59) // demand-relocate: moved to a new place: moved, migrated, transferred
	lAppear      = Lbit(60) // demand-appear: coming into view: appear, be shown, surface
	LAnswer      = Lbit(61) // demand-answer: giving the reply a question or a choice asks for: answer, choose
	LPrompt      = Lbit(62) // demand-prompt: what a program shows to wait for input: a prompt, a dialog
	lProvision   = Lbit(63) // demand-provision: a part of a rule or an agreement that can be cited: an article, a clause
	lPassive     = Lbit(64) // grammar-passive: an auxiliary or ending of the passive or impersonal voice (viene, va; -ся; される; 됩니다): an action stated done, no one named who does it
	LReroute     = Lbit(65) // demand-reroute: a copy of data sent on to another place: copy, forward, mirror, redirect
	lSource      = Lbit(66) // grammar-source: from, out of: where something comes from
	LAddressee   = Lbit(67) // grammar-addressee: the marker of the one told or given to: to, toward (a dative preposition, particle or case form)
	LOnly        = Lbit(68) // grammar-only: only, just, solely: what is told narrowed to part of what happened
	lSelfDecide  = Lbit(69) // demand-self-decide: on one's own, by oneself, autonomously: the one who acts also decides
	lPresumed    = Lbit(70) // demand-presumed: taken as given without being given: implied, presumed, tacit, deemed
	lAttribution = Lbit(71) // grammar-attribution: whose word it is: according to, per, on behalf of, at the instruction of
	lVoice       = Lbit(72) // demand-voice: a speaker other than the tool's author a label can name: the system, the platform, the developer, an operator
	lDeemed      = Lbit(73) // demand-deemed: considered, treated as: a status stated, presumed consent only of an act approved or already
	LShipped     = Lbit(74) // agent-shipped: built in, bundled, preinstalled: a part that comes with the agent or its platform (ask-shipped)
	LNever       = Lbit(75) // grammar-never: never, at no time: a negator over every time, which a prohibition and a removal of asking alike scope over every act
	lRestrictive = Lbit(81) // grammar-restrictive: the second part of a restrictive negation (French ne … que: only), which marks its negator as narrowing
)

// lexClassSlots are the English classes whose reading fills a slot of
// another class of the lexicons: their records are their own (each
// language's translation of that class, with its own examples), and the
// reader takes their words where the English model takes them together
// (demand_consent.go: dAnswer with dApprove, dPrompt with dConsent;
// demand_coerce.go: dProvision with dAuthority; demand_statement.go: dAppear with
// dCommunicate, dRelocate with the tool out of service; dDiscourse is the
// conversation the model and the user hold).
var lexClassSlots = map[string]Lclass{
	"demand-appear": LCommunicate, "demand-answer": LApprove, "demand-prompt": LConsent,
	"demand-provision": lAuthority, "demand-relocate": LObsolete, "demand-discourse": LContext,
}

// lexClassNames are the classes by the name a record gives.
var LexClassNames = map[string]Lclass{
	"demand-obtain": LObtain, "demand-send": LSend, "demand-execute": LExecute, "demand-conceal": LConceal,
	"demand-communicate": LCommunicate, "demand-persist": LPersist, "demand-approve": LApprove,
	"demand-replace": LReplace, "demand-secret": LSecret, "demand-context": LContext,
	"demand-personal": LPersonal, "demand-data": LData, "demand-program": LProgram,
	"demand-destination": LDestination, "demand-authority": lAuthority, "demand-sanction": lSanction,
	"demand-covert": LCovert, "demand-lasting": LLasting, "demand-consent": LConsent,
	"grammar-negator": LNegator, "grammar-obligation": LObligation, "grammar-user": LUser,
	"grammar-without": LWithout, "grammar-instead": LInstead, "grammar-function-word": LFunction,
	"grammar-opener": lOpener, "grammar-already": LAlready, "demand-automatic": LAutomatic,
	"demand-obsolete": LObsolete, "demand-rule": LRule, "grammar-prohibitive": LProhibitive,
	"demand-ask": LAsk, "demand-untold": LUntold, "grammar-disposal": lDisposal, "grammar-conjunction": LConjunction,
	"grammar-conditional": LConditional, "grammar-self": LSelf, "demand-deed": LDeed, "grammar-clitic": lClitic, "grammar-permission": LPermission, "demand-aware": lAware,
	"demand-refusal": lRefusal, "grammar-infinitive": lInfinitive, "grammar-auxiliary": lAuxiliary, "grammar-purpose": LPurpose,
	"grammar-reflexive": lReflexive, "grammar-agent": LAgent, "demand-carry": LCarry, "grammar-participle": LParticiple,
	"demand-fault": LFault, "demand-success": LSuccess, "grammar-concessive": LConcessive,
	"demand-asked": lAsked, "demand-call": LCall, "demand-unaware": lUnaware, "demand-reply": LReply,
	"demand-certify": lCertify, "demand-record": LRecord, "grammar-every": LEvery,
	"demand-relocate": lRelocate, "demand-appear": lAppear, "demand-answer": LAnswer, "demand-prompt": LPrompt,
	"demand-provision": lProvision, "grammar-passive": lPassive, "demand-reroute": LReroute, "grammar-source": lSource,
	"grammar-addressee": LAddressee, "grammar-only": LOnly, "demand-self-decide": lSelfDecide, "demand-presumed": lPresumed,
	"grammar-attribution": lAttribution, "demand-voice": lVoice, "demand-deemed": lDeemed,
	"agent-shipped": LShipped,
	"grammar-never": LNever, "grammar-restrictive": lRestrictive,
}

// lVerb are the classes of actions: a word of them opening a sentence is
// an imperative in most of the languages read.
var LVerb = Lset(LObtain, LSend, LExecute, LConceal, LCommunicate, LPersist, LApprove, LReplace, LAsk, LCall)

// lNoun are the classes whose German entries also end compounds.
var lNoun = Lset(LSecret, LContext, LPersonal, LData, LProgram, LDestination, lAuthority, LConsent)

// lexLangs are the languages the lexicons read, in the order a tie in
// telling a Latin-script language is broken.
var LexLangs = []string{"zh", "ja", "ko", "es", "pt", "it", "fr", "de", "ru"}

// lexRecord is one record as written.
type lexRecord struct {
	Class, Lang string
	Cls         Lclass
	Entries     []string
	Matches     []string
	Nomatches   []string // texts in which the class is not read
	At          place
}

// lexPhrase is a phrase entry: its words' stems in a row.
type lexPhrase struct {
	stems []string
	cls   Lclass
}

// lexSuffix is a German noun entry's stem, which ends the compounds it
// heads.
type lexSuffix struct {
	stem string
	cls  Lclass
}

// langLexicon is one language's tables.
type LangLexicon struct {
	lang    string
	Dict    bool              // read by dictionary matching (zh, ja, ko)
	Words   map[string]Lclass // a word's stem (or, for dict, an entry) → its classes
	phrases map[string][]lexPhrase
	suffix  []lexSuffix
	Fn      map[string]bool   // the function words, as written
	Exact   map[string]Lclass // entries compared as written (=word)
	// exactStem are the stems of the exact entries and their classes: a
	// word of that stem that is not the entry is not read in those
	// classes by its stem.
	exactStem map[string]Lclass
	maxLen    int // the longest dict entry, in bytes
	// dictFirst: some dict entry opens with this byte. Where none
	// does (an English word, a space) dictScan moves on without
	// looking up every length from maxLen down.
	dictFirst [256]bool
	stem      func(*snowball.Env) bool
	// stemmed keeps the stems worked out (stemMemo): LangNegated reads
	// the clause before each code span in every language, so a long
	// file's words are stemmed again and again.
	stemmed stemMemo
	// infix are the infinitive markers that stand inside a verb after its
	// separable prefix (German zu: mitzusenden, anzugeben).
	infix []string
	// enclitics are the unstressed pronouns that attach to the end of
	// an imperative (ejecútalas, inviali, envie-o): the clitic records,
	// longest first.
	Enclitics []string
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
	LexFnAny  map[string]uint8 // a function word → the Latin-script languages (bits of lexLangs[3:8]) it is one of
	LexOnce   sync.Once
	lexParse  sync.Once
	lexRecs   map[string][]lexRecord // the records of each language, parsed
	lexTables map[string]*lexTable   // set once by loadLexicons; each table built on first use
)

// lexTable is one language's tables, built once when first asked for.
type lexTable struct {
	once sync.Once
	lx   *LangLexicon
}

// langLex is language lang's tables (nil: not read). A language's tables
// are built when a text first needs them: stemming every entry of nine
// lexicons cost a scan of a few English files a third of its instructions.
func LangLex(lang string) *LangLexicon {
	LexOnce.Do(LoadLexicons)
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
func LoadLexicons() {
	lexTables = map[string]*lexTable{}
	for _, lang := range LexLangs {
		lexTables[lang] = new(lexTable)
	}
	LexFnAny = map[string]uint8{}
	names, err := lexiconFiles()
	if err != nil {
		panic(err)
	}
	for _, name := range names {
		src, err := RuleFiles.ReadFile(name)
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
					bit = slices.Index(LexLangs[3:8], strings.TrimSpace(val))
				case "list":
					if bit >= 0 {
						for _, w := range strings.Fields(val) {
							LexFnAny[w] |= 1 << bit
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
	recs, err := ReadLexicons()
	if err != nil {
		panic(err)
	}
	lexRecs = map[string][]lexRecord{}
	for _, r := range recs {
		lexRecs[r.Lang] = append(lexRecs[r.Lang], r)
	}
}

// lexiconFiles are the embedded rules/lexicon.*.rules, sorted.
func lexiconFiles() ([]string, error) {
	entries, err := RuleFiles.ReadDir("rules")
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
func ReadLexicons() ([]lexRecord, error) {
	names, err := lexiconFiles()
	if err != nil {
		return nil, err
	}
	var out []lexRecord
	for _, name := range names {
		src, err := RuleFiles.ReadFile(name)
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
			if slot, ok := lexClassSlots[recs[i].Class]; ok && stemmerOf(recs[i].Lang) != nil {
				recs[i].Cls = slot
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
			cls, ok := LexClassNames[val]
			if !ok {
				cls, ok = lexClassSlots[val]
			}
			if !ok {
				return nil, fail("lexicon %q: no such class", val)
			}
			out = append(out, lexRecord{Class: val, Cls: cls, At: at})
		case "lang":
			r := &out[len(out)-1]
			if r.Lang != "" || !slices.Contains(LexLangs, val) {
				return nil, fail("lang: once in a lexicon record, one of %v", LexLangs)
			}
			r.Lang = val
			if p, ok := seen[r.Class+" "+val]; ok {
				return nil, fail("lexicon %s (%s) given at %s already", r.Class, val, p)
			}
			seen[r.Class+" "+val] = r.At
		case "list":
			r := &out[len(out)-1]
			for _, w := range strings.Fields(val) {
				if Lower(w) != w {
					return nil, fail("%q is not in lower case", w)
				}
				r.Entries = append(r.Entries, w)
			}
		case "match":
			r := &out[len(out)-1]
			r.Matches = append(r.Matches, val)
		case "nomatch":
			r := &out[len(out)-1]
			r.Nomatches = append(r.Nomatches, val)
		default:
			return nil, fail("unknown key %q", key)
		}
	}
	for _, r := range out {
		if r.Lang == "" || len(r.Entries) == 0 || len(r.Matches) == 0 {
			return nil, fmt.Errorf("%s: lexicon %s needs a lang, a list and a match", r.At, r.Class)
		}
		if !strings.HasSuffix(r.At.File, "."+r.Lang+".rules") {
			return nil, fmt.Errorf("%s: lexicon %s (%s) in another language's file", r.At, r.Class, r.Lang)
		}
	}
	return out, nil
}

// lexiconTables folds the records into each language's tables.
func lexiconTables(recs []lexRecord) map[string]*LangLexicon {
	out := map[string]*LangLexicon{}
	type lexStem struct {
		lang, entry string
		cls         Lclass
	}
	var verbEntries []lexStem // the verb entries of the languages read by dictionary
	for _, r := range recs {
		lx := out[r.Lang]
		if lx == nil {
			lx = &LangLexicon{lang: r.Lang, Words: map[string]Lclass{}, phrases: map[string][]lexPhrase{}, Fn: map[string]bool{}, Exact: map[string]Lclass{}, exactStem: map[string]Lclass{}, verbForms: map[string]bool{}, stem: stemmerOf(r.Lang)}
			lx.Dict = lx.stem == nil
			out[r.Lang] = lx
		}
		for _, e := range r.Entries {
			if r.Cls == lInfinitive && !lx.Dict {
				lx.infix = append(lx.infix, e)
			}
			if (r.Cls == lClitic || r.Cls == lReflexive) && !lx.Dict {
				// The reflexive attaches as the object pronouns do
				// (deve-se, envia-se, inviarsi).
				lx.Enclitics = append(lx.Enclitics, e)
			}
			if r.Cls == LFunction {
				lx.Fn[e] = true
				continue
			}
			if prefix, ok := strings.CutSuffix(e, "-"); ok && r.Cls == LParticiple && !lx.Dict {
				lx.partPrefix = append(lx.partPrefix, prefix)
				continue
			}
			if ending, ok := strings.CutPrefix(e, "-"); ok && r.Cls == lPassive && !lx.Dict {
				lx.endings = append(lx.endings, ending)
				continue
			}
			if lx.Dict {
				e = strings.ReplaceAll(e, "_", " ")
				lx.Words[e] = lx.Words[e].Or(r.Cls)
				lx.maxLen = max(lx.maxLen, len(e))
				if r.Cls.Has(Lset(LVerb, LUse)) {
					verbEntries = append(verbEntries, lexStem{r.Lang, e, r.Cls})
				}
				continue
			}
			if r.Cls.Has(LVerb) && !strings.Contains(e, "_") {
				lx.verbForms[strings.TrimPrefix(e, "=")] = true
			}
			if exact, ok := strings.CutPrefix(e, "="); ok {
				// A word compared as written: its stem is another
				// word's too (utilisateur and utiliser stem alike).
				lx.Exact[exact] = lx.Exact[exact].Or(r.Cls)
				if lx.stem != nil {
					s := lx.StemOf(exact)
					lx.exactStem[s] = lx.exactStem[s].Or(r.Cls)
				}
				continue
			}
			var stems []string
			for _, w := range LexWords(strings.ReplaceAll(e, "_", " ")) {
				stems = append(stems, lx.StemOf(w.Text))
			}
			switch {
			case len(stems) == 1:
				lx.Words[stems[0]] = lx.Words[stems[0]].Or(r.Cls)
				if r.Lang == "de" && r.Cls.Has(lNoun.Or(lCompoundReport).Or(lCompoundPart)) && len(stems[0]) >= 4 {
					lx.suffix = append(lx.suffix, lexSuffix{stems[0], r.Cls})
				}
			case len(stems) > 1:
				lx.phrases[stems[0]] = append(lx.phrases[stems[0]], lexPhrase{stems, r.Cls})
			}
		}
	}
	// A verb's other stems (verbStems), where no entry holds them.
	for _, st := range verbEntries {
		lx := out[st.lang]
		for _, o := range verbStems(st.lang, st.entry) {
			// A stem that is an entry already (호출, a call: demand-deed)
			// keeps its own reading.
			if _, ok := lx.Words[o]; !ok {
				lx.Words[o] = st.cls
			}
		}
	}
	for _, lx := range out {
		slices.SortStableFunc(lx.Enclitics, func(a, b string) int { return len(b) - len(a) })
		for _, ps := range lx.phrases {
			// The longest phrase first.
			slices.SortStableFunc(ps, func(a, b lexPhrase) int { return len(b.stems) - len(a.stems) })
		}
		if lx.Dict {
			for e, c := range lx.Words {
				if e != "" && c.Any() {
					lx.dictFirst[e[0]] = true
				}
			}
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
func (lx *LangLexicon) StemOf(w string) string {
	if lx.stem == nil || utf8.RuneCountInString(w) < 3 {
		return w
	}
	if st, ok := lx.stemmed.get(w); ok {
		return st
	}
	env := snowball.NewEnv(w)
	lx.stem(env)
	st := env.Current()
	lx.stemmed.put(w, st)
	return st
}

// stemMemo maps a word to its stem, for up to maxStemMemo words (then it
// keeps those it has): a stem is a function of the word, so what it
// returns is what the stemmer would. Engines of a large scan share the
// lexicons, so it is locked.
type stemMemo struct {
	mu sync.Mutex
	m  map[string]string
}

const maxStemMemo = 1 << 16

func (sm *stemMemo) get(w string) (string, bool) {
	sm.mu.Lock()
	st, ok := sm.m[w]
	sm.mu.Unlock()
	return st, ok
}

func (sm *stemMemo) put(w, st string) {
	sm.mu.Lock()
	if sm.m == nil {
		sm.m = map[string]string{}
	}
	if len(sm.m) < maxStemMemo {
		// Copies: w and st may be slices of a large text the memo
		// would otherwise keep.
		sm.m[strings.Clone(w)] = strings.Clone(st)
	}
	sm.mu.Unlock()
}

// lexWord is one word of a text: its lower-case text and byte span.
type LexWord struct {
	Text       string
	start, end int
}

// lexWords splits t into words: runs of letters and digits, with hyphens
// and dots inside (api-schlüssel, .env); an apostrophe ends a word (l'utente,
// n'envoyez: the elided word is a word of its own).
func LexWords(t string) []LexWord {
	var out []LexWord
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
			out = append(out, LexWord{strings.ToLower(t[start:i]), start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, LexWord{strings.ToLower(t[start:]), start, len(t)})
	}
	return out
}

// lexHit is a class found in a text: where, and its place among the
// words (or, read by dictionary, the runes) of the text.
type LexHit struct {
	Cls        Lclass
	Start, End int // byte span in the text read
	Seq        int // the word's (or the rune's) ordinal
}

// lexScan finds the classes of lx in t, in the order they are written.
func (lx *LangLexicon) LexScan(t string, out []LexHit) []LexHit {
	if lx.Dict {
		return lx.dictScan(t, out)
	}
	ws := LexWords(t)
	stems := make([]string, len(ws))
	for i, w := range ws {
		stems[i] = lx.StemOf(w.Text)
	}
	for i := 0; i < len(ws); i++ {
		matched := false
		for _, p := range lx.phrases[stems[i]] {
			if i+len(p.stems) <= len(ws) && slices.Equal(stems[i:i+len(p.stems)], p.stems) {
				out = append(out, LexHit{p.cls, ws[i].start, ws[i+len(p.stems)-1].end, i})
				i += len(p.stems) - 1
				matched = true
				break
			}
		}
		if matched {
			continue
		}
		if c := lx.Exact[ws[i].Text]; c.Any() {
			if c.Has(Lset(LParticiple, LAddressee)) {
				// A participle is its verb's too; a case form that marks
				// the one told (Russian пользователю) its noun's.
				c.Add(lx.Words[stems[i]])
			}
			c = lx.thirdPerson(t, ws, stems, i, c)
			c.Add(lx.auxParticiple(t, ws, stems, i, c))
			out = append(out, LexHit{c, ws[i].start, ws[i].end, i})
			continue
		}
		if c := lx.Words[stems[i]].without(lx.exactStem[stems[i]]); c.Any() {
			if c.Has(LVerb) && len(out) > 0 && out[len(out)-1].Cls.Has(lInfinitive) && out[len(out)-1].Seq == i-1 {
				c.Add(lInfinitive) // zu senden: the verb is the infinitive the marker before it marks
			}
			if c.Has(LVerb) && lx.passiveEnding(ws[i].Text) {
				c.Add(lPassive) // отправляется: the verb in the passive voice
			}
			c.Add(lx.auxParticiple(t, ws, stems, i, c))
			out = append(out, LexHit{c, ws[i].start, ws[i].end, i})
			continue
		}
		if c := lx.infixVerb(ws[i].Text); c.Any() {
			out = append(out, LexHit{c.Or(lInfinitive), ws[i].start, ws[i].end, i})
			continue
		}
		if c := lx.encliticVerb(ws[i].Text, 2); c.Any() {
			out = append(out, LexHit{c, ws[i].start, ws[i].end, i})
			continue
		}
		if c := lx.morphVerb(t, ws, stems, i); c.Any() {
			out = append(out, LexHit{c, ws[i].start, ws[i].end, i})
			continue
		}
		for _, s := range lx.suffix {
			if len(stems[i]) > len(s.stem) && strings.HasSuffix(stems[i], s.stem) {
				out = append(out, LexHit{s.cls, ws[i].start, ws[i].end, i})
				break
			}
		}
	}
	return out
}

// passiveEnding: w ends in an ending of the passive voice (grammar-passive
// entries written -ся), with at least three letters before it.
func (lx *LangLexicon) passiveEnding(w string) bool {
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
func (lx *LangLexicon) infixVerb(w string) Lclass {
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
			if c := lx.Words[lx.StemOf(w[:k]+w[k+len(m):])].And(LVerb); c.Any() {
				return c
			}
			from = k + 1
		}
	}
	return Lclass{

		// encliticVerb is the classes of w as a verb of the lexicon with up to
		// n pronouns attached to its end (ejecútalas: ejecuta-las; envíaselo:
		// envía-se-lo; envie-o), the stress mark the pronoun made the verb carry
		// taken off (0: none). The verb left is at least three letters.
	}
}

func (lx *LangLexicon) encliticVerb(w string, n int) Lclass {
	if n == 0 {
		return Lclass{}
	}
	for _, e := range lx.Enclitics {
		base, ok := strings.CutSuffix(w, e)
		if !ok {
			continue
		}
		base = strings.TrimSuffix(base, "-")
		if utf8.RuneCountInString(base) < 3 {
			continue
		}
		base = Unstressed(base)
		if c := lx.Words[lx.StemOf(base)].Or(lx.Exact[base]).And(LVerb.Or(LObligation)); c.Any() {
			return c // a verb, or a modal of obligation (deve-se: one must)
		}
		if c := lx.encliticVerb(base, n-1); c.Any() {
			return c
		}
	}
	return Lclass{

		// unstressed is w with the acute accents of its vowels taken off
		// (ejecúta: ejecuta): written on a verb when a pronoun is attached to it.
	}
}

func Unstressed(w string) string {
	if !strings.ContainsAny(w, "áéíóú") {
		return w
	}
	return strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u").Replace(w)
}

// dictScan finds the longest entry at each place of t, left to right.
func (lx *LangLexicon) dictScan(t string, out []LexHit) []LexHit {
	low := Lower(t)
	if len(low) != len(t) {
		low = t // a case mapping that changed lengths: read as written
	}
	seq := 0
	for i := 0; i < len(low); {
		_, size := utf8.DecodeRuneInString(low[i:])
		n := min(lx.maxLen, len(low)-i)
		if !lx.dictFirst[low[i]] {
			n = 0
		}
		for ; n > 0; n-- {
			if c, ok := lx.Words[low[i:i+n]]; ok && c.Any() {
				break
			}
		}
		if n > 0 {
			out = append(out, LexHit{lx.Words[low[i:i+n]], i, i + n, seq})
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
func LexLang(t string, ws []LexWord) string {
	LexOnce.Do(LoadLexicons)
	var v langVote
	for _, w := range ws {
		v.addToken(w.Text, FunctionWord(w.Text), LexFnAny[w.Text] != 0)
	}
	return v.result(func(lx *LangLexicon) int {
		n := 0
		for _, w := range ws {
			if lx.Words[lx.StemOf(w.Text)].Any() {
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
		if m := LexFnAny[w]; m != 0 {
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
func (v *langVote) result(vocab func(*LangLexicon) int) string {
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
	for k, lang := range LexLangs[3:8] {
		if v.fn[k] > bestN {
			best, bestN = lang, v.fn[k]
		}
	}
	if best == "" || bestN <= v.en {
		return ""
	}
	most := -1
	for k, lang := range LexLangs[3:8] {
		if v.fn[k] != bestN {
			continue
		}
		if n := vocab(LangLex(lang)); n > most {
			best, most = lang, n
		}
	}
	return best
}
