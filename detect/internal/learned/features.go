// Package learned is the trained reading: a linear model over the words of
// one sentence of model-visible text, its place in the definition and the
// facts of its scope, learned from real definitions (the honest side) and
// many writers' attacks (bench/train). It answers one question of a
// sentence: how likely it is to reach outside its tool's job. The readings
// propose findings; the engine asks this reading of the sentences a soft
// finding rests on, and a finding whose every sentence reads as the tool's
// own honest text does not fail the default gate.
//
// Everything here is pure and deterministic: the features are hashed
// strings, the weights are integers kept in an embedded data file with an
// identity (model.bin), and a score is an integer sum divided once.
package learned

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// Buckets is the number of hashed feature slots: a feature's weight is
// the weight of its slot. Distinct features that share a slot share a
// weight; at this size the pool's vocabulary shares few.
const Buckets = 1 << 20

// Place is where a sentence stands in a definition.
type Place uint8

// The places the model tells apart.
const (
	PlaceOther Place = iota
	PlaceName
	PlaceTitle
	PlaceDescription
	PlaceParamName
	PlaceParamDescription
	PlaceEnum
	PlaceDefault
	PlaceExample
	PlaceOutput
	PlaceInstructions
	PlacePrompt
	PlaceAnnotation
	placeCount
)

var placeNames = [...]string{"other", "name", "title", "description", "param-name", "param-description",
	"enum", "default", "example", "output", "instructions", "prompt", "annotation"}

func (p Place) String() string {
	if int(p) < len(placeNames) {
		return placeNames[p]
	}
	return "other"
}

// PlaceOf tells the place of a text from its path (as a signal's Field
// names it) and whether it is an object key.
func PlaceOf(path string, key bool) Place {
	switch path {
	case "name":
		return PlaceName
	case "title":
		return PlaceTitle
	case "description":
		return PlaceDescription
	case "instructions":
		return PlaceInstructions
	}
	last := path
	if i := strings.LastIndexByte(path, '.'); i >= 0 {
		last = path[i+1:]
	}
	if i := strings.IndexByte(last, '['); i >= 0 {
		last = last[:i]
	}
	switch {
	case strings.HasPrefix(path, "outputSchema"):
		return PlaceOutput
	case strings.HasPrefix(path, "annotations") || strings.HasPrefix(path, "_meta"):
		return PlaceAnnotation
	case strings.HasPrefix(path, "inputSchema"):
		switch {
		case key:
			return PlaceParamName
		case last == "enum" || last == "const":
			return PlaceEnum
		case last == "default":
			return PlaceDefault
		case last == "examples" || last == "example":
			return PlaceExample
		case last == "title":
			return PlaceTitle
		}
		return PlaceParamDescription
	case strings.HasPrefix(path, "text") || strings.HasPrefix(path, "arguments") || strings.HasPrefix(path, "messages"):
		return PlacePrompt
	}
	return PlaceOther
}

// Context is what the model reads of a sentence besides its words: where
// it stands and whose text it is.
type Context struct {
	Kind  string // the definition's kind (tool, prompt, instructions, text, skill ...)
	Place Place
	// Sent is the sentence's index among its text's sentences, Sents
	// their number.
	Sent, Sents int
	// Person: the text is for a person, not the model (a loose text
	// discovery tells is help or a docstring).
	Person bool
	// Facts are the scope facts the readings give the sentence's clauses,
	// as short names ("actor:model", "actor:tool", "decides:user", ...).
	Facts []string
	// Readings are the checks and records of the soft signals on the
	// sentence: what the readings proposed there.
	Readings []string
	// Scope are the sentence's scope facts of its own definition: which of
	// its names it uses and how much of its words the rest shares.
	Scope []string
	// Outside are the stems of the sentence's content words that no other
	// text of its definition uses: what it speaks of beyond the tool's
	// own job, as the definition itself tells that job.
	Outside []string
}

// Feature is one hashed feature and, when asked for, its name.
type Feature struct {
	Slot uint32
	Kind byte
	Name string
}

// Featurizer turns sentences into features, reusing its buffers. The zero
// value is ready; Names makes it keep each feature's name (explain).
type Featurizer struct {
	Names bool
	// Skip holds the kinds of feature left out (a model's header says
	// which it reads: Header.Kinds).
	Skip [128]bool
	out  []Feature
	seen map[uint32]bool
	prev string
	buf  []byte
}

// hash is FNV-1a over a feature's kind byte and its text.
func hash(kind byte, s string) uint32 {
	h := uint32(2166136261)
	h ^= uint32(kind)
	h *= 16777619
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h & (Buckets - 1)
}

// add records feature kind:s once per sentence.
func (z *Featurizer) add(kind byte, s string) {
	if z.Skip[kind] {
		return
	}
	h := hash(kind, s)
	if z.seen[h] {
		return
	}
	z.seen[h] = true
	f := Feature{Slot: h, Kind: kind}
	if z.Names {
		f.Name = string(kind) + ":" + s
	}
	z.out = append(z.out, f)
}

// Feature kinds: one byte each, hashed before the text.
const (
	fWord    = 'w' // a word's stem
	fPrefix  = 'p' // the first five letters of a long word (a crude stem for every language)
	fBigram  = 'b' // two words in a row
	fIdent   = 'i' // an identifier
	fPart    = 'q' // a part of an identifier or path
	fShape   = 's' // a token's kind (path, url, email, number, quote)
	fChar    = 'c' // one CJK character
	fChar2   = 'd' // two CJK characters in a row
	fContext = 'x' // the sentence's place, kind, position and length
	fFact    = 'f' // a scope fact or a fact of the demand reading
	fReading = 'r' // a check or record of a signal on the sentence
	fScope   = 'o' // what the sentence shares with the rest of its definition
	fOutside = 'u' // a content word no other text of the definition uses
)

// AllKinds are the kinds of feature: every one a model may read.
const AllKinds = "wpbiqscdxfrou"

// Read makes the featurizer give only the kinds of feature in kinds
// (every kind when empty).
func (z *Featurizer) Read(kinds string) {
	for _, k := range AllKinds {
		z.Skip[k] = kinds != "" && !strings.ContainsRune(kinds, k)
	}
}

// Sentence returns the features of sentence s of analysis a (of raw text
// raw), read in context ctx. The slice is the featurizer's until its next
// call.
func (z *Featurizer) Sentence(a *text.Analysis, s text.Sent, ctx Context) []Feature {
	z.out = z.out[:0]
	if z.seen == nil {
		z.seen = map[uint32]bool{}
	}
	clear(z.seen)
	z.prev = ""
	for k := s.From; k < s.To && k < len(a.Tokens); k++ {
		t := &a.Tokens[k]
		switch t.Kind {
		case text.Word:
			z.word(t.Text(a), t.Stem(a))
		case text.Ident:
			w := t.Text(a)
			z.add(fIdent, w)
			z.parts(w)
			z.bigram("#id")
		case text.Path:
			z.add(fShape, "path")
			z.parts(t.Text(a))
			z.bigram("#path")
		case text.URL:
			z.add(fShape, "url")
			z.parts(hostOf(t.Text(a)))
			z.bigram("#url")
		case text.Email:
			z.add(fShape, "email")
			z.bigram("#email")
		case text.Number:
			z.add(fShape, "number")
			z.bigram("#num")
		case text.Quote:
			z.add(fShape, "quote")
		case text.Punct:
			p := t.Text(a)
			if p == "," || p == ";" || p == ":" || p == "(" || p == ")" {
				z.prev = "" // a bigram does not cross a clause mark
			}
			if p == "<" || p == ">" || p == "!" || p == "#" || p == "*" {
				z.add(fShape, "p"+p)
			}
		}
	}
	z.add(fContext, "place="+ctx.Place.String())
	z.add(fContext, "kind="+ctx.Kind)
	switch {
	case ctx.Sents <= 1:
		z.add(fContext, "pos=only")
	case ctx.Sent == 0:
		z.add(fContext, "pos=first")
	case ctx.Sent == ctx.Sents-1:
		z.add(fContext, "pos=last")
	default:
		z.add(fContext, "pos=middle")
	}
	n := s.To - s.From
	switch {
	case n <= 4:
		z.add(fContext, "len=short")
	case n <= 15:
		z.add(fContext, "len=mid")
	case n <= 40:
		z.add(fContext, "len=long")
	default:
		z.add(fContext, "len=verylong")
	}
	if ctx.Person {
		z.add(fContext, "reader=person")
	}
	for _, f := range ctx.Facts {
		z.add(fFact, f)
	}
	for _, r := range ctx.Readings {
		z.add(fReading, r)
	}
	for _, o := range ctx.Scope {
		z.add(fScope, o)
		for _, r := range ctx.Readings {
			z.add(fScope, o+"&"+r)
		}
	}
	for _, w := range ctx.Outside {
		z.add(fOutside, w)
	}
	z.add(fContext, "bias")
	return z.out
}

// word adds a word: its stem, its prefix, the bigram with the word before
// it, and for a word of CJK characters its characters and their pairs.
func (z *Featurizer) word(w, stem string) {
	if cjk(w) {
		z.chars(w)
		z.prev = ""
		return
	}
	z.add(fWord, stem)
	if n := utf8.RuneCountInString(w); n > 6 {
		i := 0
		for k := 0; k < 5; k++ {
			_, size := utf8.DecodeRuneInString(w[i:])
			i += size
		}
		z.add(fPrefix, w[:i])
	}
	z.bigram(stem)
}

// bigram adds the pair of the word before and w, then makes w the word
// before.
func (z *Featurizer) bigram(w string) {
	if z.prev != "" {
		z.buf = append(append(append(z.buf[:0], z.prev...), ' '), w...)
		z.add(fBigram, string(z.buf))
	}
	z.prev = w
}

// chars adds the CJK characters of w and each pair of them.
func (z *Featurizer) chars(w string) {
	var last rune = -1
	for _, r := range w {
		if !isCJK(r) {
			last = -1
			continue
		}
		z.add(fChar, string(r))
		if last >= 0 {
			z.buf = utf8.AppendRune(utf8.AppendRune(z.buf[:0], last), r)
			z.add(fChar2, string(z.buf))
		}
		last = r
	}
}

// parts adds the parts of an identifier, path or host name: the runs of
// letters and digits, lower case, two characters or more.
func (z *Featurizer) parts(s string) {
	start := -1
	for i, r := range s + "/" {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && i-start >= 2 {
			z.add(fPart, strings.ToLower(s[start:i]))
		}
		start = -1
	}
}

// hostOf is the host of a URL.
func hostOf(u string) string {
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
	}
	if i := strings.IndexAny(u, "/?#"); i >= 0 {
		u = u[:i]
	}
	return u
}

// cjk reports a word written in CJK characters.
func cjk(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return isCJK(r)
}

// isCJK: a Han, kana or Hangul character.
func isCJK(r rune) bool {
	return r >= 0x2E80 && (unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r))
}
