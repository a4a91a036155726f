package reading

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
	Wclass   = text.Class
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
func Analyze(raw string) *Analysis { return NewTokenizer().Analyze(raw) }

// newTokenizer returns a tokenizer that gives tokens the rule set's
// classes, atoms and candidate rules (ruleLexicon).
func NewTokenizer() *text.Tokenizer {
	EnsureRules()
	return text.NewTokenizer(RuleLexicon{Rs: DirectiveRules, Lex: Lexicon})
}

// lexEntry is everything the lexicon looks up by a word's text or stem,
// under one key, so that a new word costs one lookup (two when its stem
// differs from its text) instead of one per table.
type lexEntry struct {
	TextCls, StemCls Wclass // textClasses, stemClasses
	Rules            []int  // directiveRules.byStem
	Atom             int16  // directiveRules.atoms, or atomNone
}

// lexicon is built by loadRules; noEntry stands for every other key.
var (
	Lexicon map[string]*lexEntry
	noEntry = &lexEntry{Atom: AtomNone}
)

func LexOf(k string) *lexEntry { return lexEntryOf(Lexicon, k) }

func lexEntryOf(lex map[string]*lexEntry, k string) *lexEntry {
	if e, ok := lex[k]; ok {
		return e
	}
	return noEntry
}

// buildLexicon is the lexicon of the word classes and of rule set rs.
func BuildLexicon(rs *ruleSet) map[string]*lexEntry {
	lex := map[string]*lexEntry{}
	at := func(k string) *lexEntry {
		e := lex[k]
		if e == nil {
			e = &lexEntry{Atom: AtomNone}
			lex[k] = e
		}
		return e
	}
	for k, c := range TextClasses {
		at(k).TextCls = c
	}
	for k, c := range StemClasses {
		at(k).StemCls = c
	}
	for k, r := range rs.ByStem {
		at(k).Rules = r
	}
	for k, id := range rs.Atoms {
		at(k).Atom = int16(id) // below atomNone: compileRuleSet refuses more
	}
	return lex
}

// ruleLexicon is the text.Lexicon of a rule set: it answers from lex,
// built from rs (buildLexicon), the phrase rule set whose atoms and
// candidate lists tokens carry. The engine's is directiveRules and
// lexicon.
type RuleLexicon struct {
	Rs  *ruleSet
	Lex map[string]*lexEntry
}

func (l RuleLexicon) Text(s string) Wclass { return lexEntryOf(l.Lex, s).TextCls | listClasses(s) }

// Word: the classes of the word's stem, the sensitive-name class, the
// rules a word token of it can start and its stem's atom.
func (l RuleLexicon) Word(s, stem string) (Wclass, int16, []int) {
	e := lexEntryOf(l.Lex, stem)
	cands := l.Rs.appendWordCandidates(nil, TokWord, s, e.Rules)
	cls := e.StemCls | nameClass(s)
	if len(cands) > 0 {
		cls |= WcRuleStart
	}
	return cls, e.Atom, cands
}

// Ident: the sensitive-name class, the rules an identifier token of it can
// start, its atom, and whether it is shaped like a tool name.
func (l RuleLexicon) Ident(s string) (Wclass, int16, []int) {
	e := lexEntryOf(l.Lex, s)
	cands := l.Rs.appendWordCandidates(nil, TokIdent, s, e.Rules)
	cls := nameClass(s)
	if len(cands) > 0 {
		cls |= WcRuleStart
	}
	if IsToolShaped(s) {
		cls |= WcToolIdent
	}
	return cls, e.Atom, cands
}

// Other: punctuation, numbers and the rare kinds, per token.
func (l RuleLexicon) Other(k TokKind, s string) (Wclass, int16) {
	var cls Wclass
	if (k == TokPath || k == TokURL) && SensitiveLocation(k, s) != "" {
		cls |= WcSensitive
	}
	if l.Rs.startsRule(k, s) {
		cls |= WcRuleStart
	}
	if k == TokQuote {
		cls |= WcQuote
	}
	return cls, AtomNone
}

// nameClass is wcSensitive for the text of a credential file's name.
func nameClass(s string) Wclass {
	if sensitiveFileName(s) != "" {
		return WcSensitive
	}
	return 0
}
