package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The checks read texts as the tokens of package text (FR-007): it
// normalizes, tokenizes and stems, and knows no rule. What a word means
// to the checks comes from the lexicon below, built from the rule set:
// its word classes, the phrase rules it can start and its rule atom.
//
// Hidden-Unicode and secret checks never read this form: normalization
// removes exactly what they look for.

// The token types of package text, under the names the checks use.
type (
	Token    = text.Token
	TokKind  = text.Kind
	Sent     = text.Sent
	Analysis = text.Analysis
	wclass   = text.Class
)

// Token kinds.
const (
	TokWord   = text.Word
	TokIdent  = text.Ident
	TokNumber = text.Number
	TokPunct  = text.Punct
	TokQuote  = text.Quote
	TokURL    = text.URL
	TokEmail  = text.Email
	TokPath   = text.Path
)

// Analyze normalizes and tokenizes raw text.
func Analyze(raw string) *Analysis { return newTokenizer().Analyze(raw) }

// newTokenizer returns a tokenizer that gives tokens the rule set's
// classes, atoms and candidate rules (ruleLexicon).
func newTokenizer() *text.Tokenizer {
	loadRules()
	return text.NewTokenizer(ruleLexicon{rs: directiveRules, lex: lexicon})
}

// lexEntry is everything the lexicon looks up by a word's text or stem,
// under one key, so that a new word costs one lookup (two when its stem
// differs from its text) instead of one per table.
type lexEntry struct {
	textCls, stemCls wclass // textClasses, stemClasses
	rules            []int  // directiveRules.byStem
	atom             int16  // directiveRules.atoms, or atomNone
}

// lexicon is built by loadRules; noEntry stands for every other key.
var (
	lexicon map[string]*lexEntry
	noEntry = &lexEntry{atom: atomNone}
)

func lexOf(k string) *lexEntry { return lexEntryOf(lexicon, k) }

func lexEntryOf(lex map[string]*lexEntry, k string) *lexEntry {
	if e, ok := lex[k]; ok {
		return e
	}
	return noEntry
}

// buildLexicon is the lexicon of the word classes and of rule set rs.
func buildLexicon(rs *ruleSet) map[string]*lexEntry {
	lex := map[string]*lexEntry{}
	at := func(k string) *lexEntry {
		e := lex[k]
		if e == nil {
			e = &lexEntry{atom: atomNone}
			lex[k] = e
		}
		return e
	}
	for k, c := range textClasses {
		at(k).textCls = c
	}
	for k, c := range stemClasses {
		at(k).stemCls = c
	}
	for k, r := range rs.byStem {
		at(k).rules = r
	}
	for k, id := range rs.atoms {
		at(k).atom = int16(id) // below atomNone: compileRuleSet refuses more
	}
	return lex
}

// ruleLexicon is the text.Lexicon of a rule set: it answers from lex,
// built from rs (buildLexicon), the phrase rule set whose atoms and
// candidate lists tokens carry. The engine's is directiveRules and
// lexicon.
type ruleLexicon struct {
	rs  *ruleSet
	lex map[string]*lexEntry
}

func (l ruleLexicon) Text(s string) wclass { return lexEntryOf(l.lex, s).textCls | listClasses(s) }

// Word: the classes of the word's stem, the sensitive-name class, the
// rules a word token of it can start and its stem's atom.
func (l ruleLexicon) Word(s, stem string) (wclass, int16, []int) {
	e := lexEntryOf(l.lex, stem)
	cands := l.rs.appendWordCandidates(nil, TokWord, s, e.rules)
	cls := e.stemCls | nameClass(s)
	if len(cands) > 0 {
		cls |= wcRuleStart
	}
	return cls, e.atom, cands
}

// Ident: the sensitive-name class, the rules an identifier token of it can
// start, its atom, and whether it is shaped like a tool name.
func (l ruleLexicon) Ident(s string) (wclass, int16, []int) {
	e := lexEntryOf(l.lex, s)
	cands := l.rs.appendWordCandidates(nil, TokIdent, s, e.rules)
	cls := nameClass(s)
	if len(cands) > 0 {
		cls |= wcRuleStart
	}
	if isToolShaped(s) {
		cls |= wcToolIdent
	}
	return cls, e.atom, cands
}

// Other: punctuation, numbers and the rare kinds, per token.
func (l ruleLexicon) Other(k TokKind, s string) (wclass, int16) {
	var cls wclass
	if (k == TokPath || k == TokURL) && sensitiveLocation(k, s) != "" {
		cls |= wcSensitive
	}
	if l.rs.startsRule(k, s) {
		cls |= wcRuleStart
	}
	if k == TokQuote {
		cls |= wcQuote
	}
	return cls, atomNone
}

// nameClass is wcSensitive for the text of a credential file's name.
func nameClass(s string) wclass {
	if sensitiveFileName(s) != "" {
		return wcSensitive
	}
	return 0
}
