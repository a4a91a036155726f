package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The tokenizer turns a raw text into tokens: the runes Normalize gives,
// look-alike letters folded to Latin, lower case, contractions expanded,
// paths, URLs, e-mail addresses and identifiers kept whole. Whitespace
// disappears between tokens, which is the collapse. Every token keeps the
// raw byte span it came from, so whatever is matched on the tokens points
// at the exact raw characters.
//
// What a word means is not the tokenizer's business: each distinct text
// is looked up once in the Lexicon the caller hands in, which names its
// classes, gives it a tag and a list of references (package detect: word
// classes, a phrase-rule atom and the rules the word can start).

// Kind classifies a token.
type Kind uint8

// Token kinds.
const (
	Word   Kind = iota + 1 // a word of letters (hyphens and apostrophes inside)
	Ident                  // an identifier: snake_case, kebab-case, camelCase, dotted
	Number                 // digits
	Punct                  // one punctuation rune
	Quote                  // a quote mark: " ' or `
	URL                    // scheme://...
	Email                  // local@domain
	Path                   // ~/..., /etc/..., ./x, .env, C:\...
)

// Class is a set of named classes (bits) a Lexicon gives tokens.
type Class uint32

// A Lexicon says what the caller's vocabulary makes of a text. The
// tokenizer asks once per distinct text (Text), once more when the text
// is first met as a word (Word) and as an identifier (Ident), and for
// every token of any other kind (Other). Its answers must depend on the
// text alone.
type Lexicon interface {
	// Text returns the classes of every token of text.
	Text(text string) Class
	// Word returns what a word token of text, whose stem is stem, adds:
	// classes, a tag and references.
	Word(text, stem string) (Class, int16, []int)
	// Ident is Word for an identifier token (identifiers are not stemmed).
	Ident(text string) (Class, int16, []int)
	// Other returns the classes and tag of a token of kind k, neither a
	// word nor an identifier.
	Other(k Kind, text string) (Class, int16)
}

// Token is one unit of a normalized text. Its text lives in the word memo
// (one entry per distinct text), so a token holds no strings of its own.
type Token struct {
	Start, End int32 // raw byte span
	Kind       Kind
	Upper      bool   // written in capitals (two letters or more)
	Tag        int16  // the Lexicon's tag (Word, Ident or Other)
	Cls        Class  // the Lexicon's classes of the token's text and, for a word, stem
	w          uint32 // its word memo entry's index + 1 (Analysis.entry); 0 for none
}

// Text is the token's normalized, lower-case text.
func (t *Token) Text(a *Analysis) string { return a.entry(t).text }

// Stem is a word's text after light stemming; for every other kind of
// token it is the text.
func (t *Token) Stem(a *Analysis) string {
	if t.Kind == Word {
		return a.entry(t).stem
	}
	return a.entry(t).text
}

// Is reports whether the token has a class of c.
func (t *Token) Is(c Class) bool { return t.Cls&c != 0 }

// Refs returns the references the Lexicon gave a word or identifier token
// (Word, Ident); nil for any other token.
func (t *Token) Refs(a *Analysis) []int {
	switch t.Kind {
	case Word:
		return a.entry(t).wordRefs
	case Ident:
		return a.entry(t).identRefs
	}
	return nil
}

// entry returns the word memo entry of token t of a. A token holds the
// entry's index, not a pointer: the token buffers hold no pointers, so
// making a token needs no write barrier and the collector never scans
// them.
func (a *Analysis) entry(t *Token) *entry { return a.words.at(t.w) }

// Aux returns what SetAux kept for word or identifier token t: an answer
// of the caller's that depends only on the token's text and kind (its
// classes, stem and references are the text's), worked out once per
// distinct word. ok is false before SetAux, and for any other kind. There
// is one such answer per text and kind, so one caller: package detect's
// demand classes (demandOf).
func (a *Analysis) Aux(t *Token) (v uint64, ok bool) {
	if k := auxSlot(t.Kind); k >= 0 {
		e := a.entry(t)
		return e.aux[k], e.auxSet&(1<<k) != 0
	}
	return 0, false
}

// SetAux keeps v as the caller's answer for word or identifier token t
// (Aux); for a token of any other kind it does nothing.
func (a *Analysis) SetAux(t *Token, v uint64) {
	if k := auxSlot(t.Kind); k >= 0 {
		e := a.entry(t)
		e.aux[k] = v
		e.auxSet |= 1 << k
	}
}

// auxSlot is the aux of an entry a token of kind k uses, or -1.
func auxSlot(k Kind) int {
	switch k {
	case Word:
		return 0
	case Ident:
		return 1
	}
	return -1
}

// entry is what the tokenizer knows about one distinct lower-cased text:
// its stem and the Lexicon's answers. A scan meets the same few thousand
// words again and again; each is worked out once, and only as far as its
// tokens need: a text first met as a number, a path or an identifier is
// never stemmed, and one only met as a word never gets the identifier's
// answers.
type entry struct {
	// What every token of the text reads, first, so that making a token
	// touches one cache line of its entry.
	done                uint8 // doneWord, doneIdent: the parts worked out
	tagWord, tagIdent   int16
	clsText             Class
	clsWord, clsIdent   Class  // what a word (identifier) token adds to clsText
	text, stem          string // stem: set once a word token of the text is made
	wordRefs, identRefs []int
	// aux holds the caller's own answer for a word and for an identifier
	// token of the text (Analysis.Aux), auxSet which of them it has.
	aux    [2]uint64
	auxSet uint8
}

// Parts of an entry worked out on first need.
const (
	doneWord = 1 << iota
	doneIdent
)

// maxWordMemo bounds the tokenizer's word memo; words beyond it are worked
// out each time they occur (same result, more allocation).
const maxWordMemo = 1 << 16

// init makes the entry of text.
func (w *entry) init(text string, lex Lexicon) {
	*w = entry{text: text, clsText: lex.Text(text)}
}

// setClasses gives token t of this text its classes and tag, asking the
// Lexicon what it has not answered yet.
func (w *entry) setClasses(t *Token, lex Lexicon) {
	t.Cls = w.clsText
	switch t.Kind {
	case Word:
		if w.done&doneWord == 0 {
			w.done |= doneWord
			w.stem = Stem(w.text)
			w.clsWord, w.tagWord, w.wordRefs = lex.Word(w.text, w.stem)
		}
		t.Cls |= w.clsWord
		t.Tag = w.tagWord
	case Ident:
		if w.done&doneIdent == 0 {
			w.done |= doneIdent
			w.clsIdent, w.tagIdent, w.identRefs = lex.Ident(w.text)
		}
		t.Cls |= w.clsIdent
		t.Tag = w.tagIdent
	default:
		// Punctuation, numbers and the rare kinds: asked per token.
		c, tag := lex.Other(t.Kind, w.text)
		t.Cls |= c
		t.Tag = tag
	}
}

// memo maps a lower-cased text to its entry. The entries live in slabs
// of 256 that never move, so a token names its entry by index.
type memo struct {
	lex   Lexicon           // what entries are made with
	index map[string]uint32 // text → entry index + 1
	slabs []*[256]entry     // entry i is slabs[i>>8][i&255]
	n     int               // entries made
}

// entry returns entry i.
func (m *memo) entry(i int) *entry { return &m.slabs[i>>8][i&255] }

// find returns the index + 1 and the entry of text b, making it on first
// sight. Beyond maxWordMemo entries a new text gets an entry that is not
// remembered.
func (m *memo) find(b []byte) (uint32, *entry) {
	if ref, ok := m.index[string(b)]; ok { // the conversion does not copy
		return ref, m.at(ref)
	}
	return m.add(string(b))
}

// findString is find for a text held as a string (a lower-case name
// word), which the entry keeps without a copy.
func (m *memo) findString(s string) *entry {
	if ref, ok := m.index[s]; ok {
		return m.at(ref)
	}
	_, w := m.add(s)
	return w
}

// add makes the entry of text. Past maxWordMemo entries a text gets an
// entry that the index does not remember, and that forget drops when the
// tool is done.
func (m *memo) add(text string) (uint32, *entry) {
	if m.n&255 == 0 {
		m.slabs = append(m.slabs, new([256]entry))
	}
	w := m.entry(m.n)
	m.n++
	w.init(text, m.lex)
	if m.n <= maxWordMemo {
		if m.index == nil {
			m.index = make(map[string]uint32, 1024)
		}
		m.index[text] = uint32(m.n)
	}
	return uint32(m.n), w
}

// at returns the entry whose index + 1 is ref.
func (m *memo) at(ref uint32) *entry { return m.entry(int(ref) - 1) }

// forget drops the entries past maxWordMemo, which the index does not
// hold: the tokens of the tool that made them are no longer in use.
func (m *memo) forget() {
	if m.n > maxWordMemo {
		clear(m.slabs[maxWordMemo/256:])
		m.slabs = m.slabs[:maxWordMemo/256]
		m.n = maxWordMemo
	}
}

// Sent is a sentence: the token range [From, To), with the union of its
// tokens' classes (of the whole sentence, for a part of one), so a check
// can pass over a sentence that holds no token it looks for.
type Sent struct {
	From, To int
	Cls      Class
}

// Analysis is the normalized form of one text.
type Analysis struct {
	Tokens []Token
	Sents  []Sent
	// Marks is room for the caller's mark of each token, and after them
	// of each sentence, made on the caller's first need (package detect
	// keeps the tokens' positions there, a sentence at a time).
	Marks []uint8
	words *memo // the tokens' entries (entry)
	one   [1]Sent
}

// Sentence makes into the analysis of sentence k of a alone: its tokens,
// one sentence, the same entries.
func (a *Analysis) Sentence(k int, into *Analysis) {
	s := a.Sents[k]
	*into = Analysis{Tokens: a.Tokens[s.From:s.To], words: a.words}
	into.one[0] = Sent{From: 0, To: s.To - s.From, Cls: s.Cls}
	into.Sents = into.one[:]
}

// NewTokenizer returns a tokenizer whose tokens take their classes, tags
// and references from lex.
func NewTokenizer(lex Lexicon) *Tokenizer {
	z := &Tokenizer{}
	z.memo.lex = lex
	return z
}

// Analyze normalizes and tokenizes raw text. Its tokens are valid until
// ResetTool.
func (z *Tokenizer) Analyze(raw string) *Analysis { return z.analyze(raw) }

// WordClasses returns the classes a word token of text w (lower case)
// has beyond those of its text.
func (z *Tokenizer) WordClasses(w string) Class {
	e := z.memo.findString(w)
	t := Token{Kind: Word}
	e.setClasses(&t, z.memo.lex)
	return e.clsWord
}

// analyze runs the tokenizer, reusing its buffers from earlier texts and
// the tool's token and sentence buffers; the only new allocations are the
// memo entries of words not seen before.
func (z *Tokenizer) analyze(raw string) *Analysis {
	z.run(raw)
	if len(z.toolAnal) == cap(z.toolAnal) {
		// A new block; the analyses handed out keep the old one.
		z.toolAnal = make([]Analysis, 0, 64)
	}
	z.toolAnal = append(z.toolAnal, Analysis{})
	a := &z.toolAnal[len(z.toolAnal)-1]
	a.words = &z.memo
	if cap(z.toks) == z.spare {
		// The tokens were written in place, in the tool's buffer.
		t0 := len(z.toolToks)
		z.toolToks = z.toolToks[:t0+len(z.toks)]
		a.Tokens = z.toolToks[t0:len(z.toolToks):len(z.toolToks)]
	} else {
		// They outgrew the reserved room into an array of their own.
		a.Tokens = z.toks[:len(z.toks):len(z.toks)]
	}
	s0 := len(z.toolSents)
	z.toolSents = append(z.toolSents, z.sents...)
	s1 := len(z.toolSents)
	a.Sents = z.toolSents[s0:s1:s1]
	return a
}

// reserveTokens points z.toks at free room in the tool's token buffer, so
// the tokens of a text are written where they will stay. Prose makes about
// one token per four or five bytes; room for one per two is reserved. A
// text that outgrows its room, and any text over 64 KiB, grows an array of
// its own (analyze notices which happened).
//
// The buffer is a list of chunks: when the current one is full the next is
// used, and ResetTool rewinds to the first, so a scan allocates chunks for
// its largest tool only.
func (z *Tokenizer) reserveTokens(n int) {
	if n > 64<<10 {
		z.toks = make([]Token, 0, n/4+8)
		z.spare = -1
		return
	}
	room := n/2 + 16
	if cap(z.toolToks)-len(z.toolToks) < room {
		// The next chunk; the analyses made so far keep the old one.
		if len(z.chunks) > 0 {
			z.chunk++
		}
		for z.chunk < len(z.chunks) && cap(z.chunks[z.chunk]) < room {
			z.chunk++ // too small for this text; it stays for later tools
		}
		if z.chunk == len(z.chunks) {
			z.chunks = append(z.chunks, make([]Token, 0, max(room, tokenChunk)))
		}
		z.toolToks = z.chunks[z.chunk][:0]
	}
	z.toks = z.toolToks[len(z.toolToks):len(z.toolToks)]
	z.spare = cap(z.toks)
}

// tokenChunk is the size of one chunk of the tool token buffer.
const tokenChunk = 4096

// ResetTool starts a new tool: the analyses made since the last
// ResetTool, whose tokens live in a shared buffer, must no longer be in
// use.
func (z *Tokenizer) ResetTool() {
	z.memo.forget()
	z.chunk = 0
	if len(z.chunks) > 0 {
		z.toolToks = z.chunks[0][:0]
	}
	z.toolSents = z.toolSents[:0]
	z.toolAnal = z.toolAnal[:0]
}

// Tokenizer lowers each token's text into a scratch buffer and looks it up
// in the word memo, so a token costs an allocation only the first time its
// text is seen in a scan. A Tokenizer is made by NewTokenizer and used by
// one goroutine at a time.
type Tokenizer struct {
	raw    string
	rs     []Rune
	toks   []Token
	arena  []byte // the text of the token being made
	sents  []Sent
	sentAt int // index of the first token of the current sentence
	word   []rune
	// Tokens and sentences of every text of the current tool, so a tool's
	// analyses share two buffers (ResetTool).
	toolToks  []Token   // the chunk in use
	chunks    [][]Token // every chunk (only their arrays are used); toolToks is in chunks[chunk]
	chunk     int
	toolSents []Sent
	toolAnal  []Analysis // the tool's analyses, handed out by pointer
	spare     int        // cap of z.toks when it was reserved in toolToks
	plain     bool       // the text is ASCII and normalization kept every byte
	memo      memo
	ascii     [128]Token // the token of each ASCII punctuation byte, once made (pushASCII)
}

// appendLower writes runes lower-cased to the arena.
func (z *Tokenizer) appendLower(rs []Rune) {
	if z.plain && len(rs) > 0 {
		a := len(z.arena)
		off := int(rs[0].Off)
		z.arena = append(z.arena, z.raw[off:off+len(rs)]...)
		b := z.arena[a:]
		for k, c := range b {
			if c >= 'A' && c <= 'Z' {
				b[k] = c + 32
			}
		}
		return
	}
	for _, nr := range rs {
		r := nr.R
		if r < 0x80 {
			if r >= 'A' && r <= 'Z' {
				r += 32
			}
			z.arena = append(z.arena, byte(r))
		} else {
			z.arena = utf8.AppendRune(z.arena, ToLower(r))
		}
	}
}

func (z *Tokenizer) endAt(i int) int32 {
	if i < len(z.rs) {
		return z.rs[i].Off
	}
	return int32(len(z.raw))
}

func (z *Tokenizer) endSentence() {
	if len(z.toks) > z.sentAt {
		var u Class
		for k := z.sentAt; k < len(z.toks); k++ {
			u |= z.toks[k].Cls
		}
		z.sents = append(z.sents, Sent{z.sentAt, len(z.toks), u})
	}
	z.sentAt = len(z.toks)
}

// pushText adds a token with the given text.
func (z *Tokenizer) pushText(t Token, text string) {
	a := len(z.arena)
	z.arena = append(z.arena, text...)
	z.pushArena(t, a)
}

// pushArena adds a token whose text is arena[a:len(arena)], and gives the
// arena that room back.
func (z *Tokenizer) pushArena(t Token, a int) {
	var w *entry
	t.w, w = z.memo.find(z.arena[a:])
	w.setClasses(&t, z.memo.lex)
	z.toks = append(z.toks, t)
	z.arena = z.arena[:a]
}

func (z *Tokenizer) run(raw string) {
	z.raw = raw
	if cap(z.rs) < len(raw) {
		// Room for normalization to grow the text, at least twice the
		// last size and 2,048 runes (most texts): the buffer is made a
		// few times a scan, not once per new longest text.
		z.rs = make([]Rune, 0, max(len(raw)+len(raw)/4, 2*cap(z.rs), 2048))
	}
	// Plain text: every rune is the ASCII byte at its own offset.
	if z.plain = Plain(raw); z.plain {
		z.rs = PlainRunes(raw, z.rs)
	} else {
		z.rs = Normalize(raw, z.rs)
	}
	z.reserveTokens(len(raw))
	z.arena = z.arena[:0]
	z.sents = z.sents[:0]
	z.sentAt = 0
	rs := z.rs
	n := len(rs)
	for i := 0; i < n; {
		r := rs[i].R
		// One table look and one jump per rune, instead of a chain of
		// tests that spaces and punctuation would walk to its end.
		d := uint8(runNonASCII)
		if uint32(r) < 0x80 {
			d = runClass[r]
		}
		switch d {
		case runLetter:
			i = z.scanWord(i)
			continue
		case runLineEnd:
			j := i
			lines := 0
			for j < n && (rs[j].R == '\n' || rs[j].R == '\r' || rs[j].R == ' ' || rs[j].R == '\t') {
				if rs[j].R == '\n' {
					lines++
				}
				j++
			}
			// A blank line, or a new line that does not continue the
			// sentence in lower case, ends the sentence.
			if lines >= 2 || j >= n || !(IsLetter(rs[j].R) && !IsUpper(rs[j].R)) && !z.wrappedLine(rs, i, j) && !z.line(rs, i, j) {
				z.endSentence()
			} else if len(z.toks) > 0 && z.memo.at(z.toks[len(z.toks)-1].w).text == ":" {
				z.endSentence()
			}
			i = j
			continue
		case runSpace:
			i++
			continue
		case runTilde:
			if i+1 < n && (rs[i+1].R == '/' || rs[i+1].R == '\\') {
				i = z.scanPath(i)
				continue
			}
		case runSlash:
			if i+1 < n && z.pathStartOK(i) && (IsLetter(rs[i+1].R) || rs[i+1].R == '.' || rs[i+1].R == '~' || rs[i+1].R == '_') {
				i = z.scanPath(i)
				continue
			}
		case runDot:
			if i+1 < n && z.pathStartOK(i) && (rs[i+1].R == '/' || (IsLetter(rs[i+1].R) && z.dotfileAhead(i))) ||
				i+2 < n && rs[i+1].R == '.' && rs[i+2].R == '/' && z.pathStartOK(i) {
				i = z.scanPath(i)
				continue
			}
		case runDollar:
			if i+1 < n && IsLetter(rs[i+1].R) && z.envPathAhead(i) {
				i = z.scanPath(i)
				continue
			}
		case runWord:
			i = z.scanWord(i)
			continue
		case runQuote:
			z.pushASCII(byte(r), rs[i].Off, z.endAt(i+1))
			i++
			continue
		case runNonASCII:
			if IsLetter(r) {
				i = z.scanWord(i)
				continue
			}
		}
		// Punctuation, and a path start that starts no path.
		z.pushPunct(r, rs[i].Off, z.endAt(i+1))
		i++
		if r == '。' || (r == '.' || r == '!' || r == '?') && i < n && rs[i].R >= 0x2e80 {
			// Chinese and Japanese end a sentence with 。 (or a full-width
			// ! or ?, which NFKC makes ASCII) and no space after it.
			z.endSentence()
		} else if r == '.' && i >= 3 && rs[i-2].R == '.' && rs[i-3].R == '.' && i+1 < n && rs[i].R == ' ' && (rs[i+1].R == '|' || IsLetter(rs[i+1].R) && !IsUpper(rs[i+1].R)) {
			// An ellipsis inside a sentence (curl ... | sh, a part of
			// a command or a list left out): the sentence goes on.
		} else if (r == '.' || r == '!' || r == '?') && (i >= n || rs[i].R == ' ' || rs[i].R == '\n' || rs[i].R == '\r' || rs[i].R == '\t' || rs[i].R == '"' || rs[i].R == '\'' || rs[i].R == ')') {
			// Keep a closing quote or bracket with the sentence it ends.
			if i < n && (rs[i].R == '"' || rs[i].R == '\'' || rs[i].R == ')') && (i+1 >= n || rs[i+1].R == ' ' || rs[i+1].R == '\n') {
				q := rs[i].R
				z.pushASCII(byte(q), rs[i].Off, z.endAt(i+1))
				i++
			}
			z.endSentence()
		}
	}
	z.endSentence()
}

// What run does with an ASCII rune (runClass), or any other rune.
const (
	runPunct    = iota // punctuation: a token of its own
	runLetter          // a word, usually plain
	runLineEnd         // \n, \r
	runSpace           // space, tab
	runTilde           // ~, perhaps a path
	runSlash           // /, perhaps a path
	runDot             // ., perhaps a path
	runDollar          // $, perhaps an environment path
	runWord            // a digit or _: a number or identifier
	runQuote           // " ' `
	runNonASCII        // a letter or digit is a word, any other rune punctuation
)

var runClass = func() (t [128]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = runLetter, runLetter
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = runWord
	}
	t['_'] = runWord
	t['\n'], t['\r'] = runLineEnd, runLineEnd
	t[' '], t['\t'] = runSpace, runSpace
	t['~'], t['/'], t['.'], t['$'] = runTilde, runSlash, runDot, runDollar
	t['"'], t['\''], t['`'] = runQuote, runQuote, runQuote
	return
}()

// pushASCII adds the token of an ASCII quote mark or punctuation byte c.
// Such a token is the same but for its span wherever it occurs, so it is
// made once per tokenizer and copied.
func (z *Tokenizer) pushASCII(c byte, start, end int32) {
	t := z.ascii[c&0x7f]
	if t.w == 0 {
		t = Token{Kind: Punct}
		if c == '"' || c == '\'' || c == '`' {
			t.Kind = Quote
		}
		var w *entry
		t.w, w = z.memo.find([]byte{c})
		w.setClasses(&t, z.memo.lex)
		if t.w <= maxWordMemo { // an entry forget keeps
			z.ascii[c&0x7f] = t
		}
	}
	t.Start, t.End = start, end
	z.toks = append(z.toks, t)
}

// pushPunct adds a punctuation token for rune r.
func (z *Tokenizer) pushPunct(r rune, start, end int32) {
	if r < 0x80 {
		z.pushASCII(byte(r), start, end)
		return
	}
	a := len(z.arena)
	if r < 0x80 {
		z.arena = append(z.arena, byte(r))
	} else {
		z.arena = utf8.AppendRune(z.arena, ToLower(r))
	}
	z.pushArena(Token{Start: start, End: end, Kind: Punct}, a)
}

// pathStartOK: a path starts after whitespace, a quote, a bracket or '=' /
// ':' — not in the middle of a word ("and/or" is not a path).
func (z *Tokenizer) pathStartOK(i int) bool {
	if i == 0 {
		return true
	}
	switch z.rs[i-1].R {
	case ' ', '\t', '\n', '\r', '"', '\'', '`', '(', '[', '{', '<', '=', ':', ',':
		return true
	}
	return false
}

// dotfileAhead: ".env", ".ssh", ".aws/credentials" — a dot, then letters,
// then the end of the word.
func (z *Tokenizer) dotfileAhead(i int) bool {
	j := i + 1
	for j < len(z.rs) && (IsLetter(z.rs[j].R) || IsDigit(z.rs[j].R) || z.rs[j].R == '_' || z.rs[j].R == '-') {
		j++
	}
	if j-i < 3 {
		return false
	}
	return j >= len(z.rs) || !IsLetter(z.rs[j].R)
}

// envPathAhead: $HOME/..., ${HOME}/...
func (z *Tokenizer) envPathAhead(i int) bool {
	j := i + 1
	for j < len(z.rs) && (IsLetter(z.rs[j].R) || z.rs[j].R == '_') {
		j++
	}
	return j < len(z.rs) && (z.rs[j].R == '/' || z.rs[j].R == '\\')
}

func isPathRune(r rune) bool {
	if IsLetter(r) || IsDigit(r) {
		return true
	}
	switch r {
	case '.', '_', '-', '/', '~', '*', '\\', '$', '%', '+', '@', '{', '}':
		return true
	}
	return false
}

func (z *Tokenizer) scanPath(i int) int {
	j := i
	for j < len(z.rs) && isPathRune(z.rs[j].R) {
		j++
	}
	k := j
	for k > i+1 && (z.rs[k-1].R == '.' || z.rs[k-1].R == ',') {
		k--
	}
	z.pushLower(i, k, Path)
	return k
}

// pushLower emits runes [i, j) as one lower-cased token of the given kind.
func (z *Tokenizer) pushLower(i, j int, kind Kind) {
	letters, uppers := z.countLetters(i, j)
	a := len(z.arena)
	z.appendLower(z.rs[i:j])
	z.pushArena(Token{Start: z.rs[i].Off, End: z.endAt(j), Kind: kind, Upper: letters >= 2 && uppers == letters}, a)
}

var abbreviations = map[string]bool{
	"e.g": true, "i.e": true, "etc": true, "vs": true, "cf": true, "approx": true,
	"incl": true, "eg": true, "ie": true, "ex": true, "viz": true, "resp": true,
}

// scanWord reads a word, identifier, number, e-mail or URL starting at i.
func (z *Tokenizer) scanWord(i int) int {
	rs := z.rs
	n := len(rs)
	j := i
	hasUnderscore, hasDot, hasAt, hasDigit, hasLetter := false, false, false, false, false
	camel := false
	prevLower := false
	letters, uppers := 0, 0
	for j < n {
		// Most of a word is a run of lower-case ASCII letters.
		if k := j; uint32(rs[k].R-'a') < 26 {
			for k++; k < n && uint32(rs[k].R-'a') < 26; k++ {
			}
			hasLetter, prevLower = true, true
			letters += k - j
			if j = k; j == n {
				break
			}
		}
		r := rs[j].R
		if r < 0x80 {
			if IsLetter(r) {
				hasLetter = true
				letters++
				if r <= 'Z' {
					uppers++
					if prevLower {
						camel = true
					}
					prevLower = false
				} else {
					prevLower = true
				}
				j++
				continue
			}
		}
		switch {
		case r >= 0x80 && IsLetter(r):
			hasLetter = true
			letters++
			up := IsUpper(r)
			if up {
				uppers++
				if prevLower {
					camel = true
				}
			}
			prevLower = !up && !unicode.IsMark(r) // a letter, not a mark
			j++
			continue
		case IsDigit(r):
			hasDigit = true
			prevLower = false
			j++
			continue
		case r == '_':
			hasUnderscore = true
			j++
			continue
		}
		// Joiners: only between two word runes.
		if j+1 < n {
			next := rs[j+1].R
			nextWord := IsLetter(next) || IsDigit(next)
			switch r {
			case '-':
				if nextWord {
					// hyphenated words stay one token
					j++
					continue
				}
			case '.':
				if nextWord {
					hasDot = true
					j++
					continue
				}
			case '@':
				if nextWord && !hasAt {
					hasAt = true
					j++
					continue
				}
			case ':':
				// scheme://
				if j+2 < n && rs[j+1].R == '/' && rs[j+2].R == '/' && hasLetter && !hasDot {
					return z.scanURL(i)
				}
			case '\'':
				if IsLetter(next) && hasLetter {
					return z.scanContraction(i, j)
				}
			}
		}
		break
	}
	// A dotted abbreviation keeps its final dot: "e.g." "etc."
	end := j
	switch {
	case hasAt && hasDot && topLevelDomain(rs[i:end]):
		z.pushLower(i, end, Email)
		return end
	case hasDot && end-i > 4 && (rs[i].R|0x20) == 'w' && (rs[i+1].R|0x20) == 'w' && (rs[i+2].R|0x20) == 'w' && rs[i+3].R == '.':
		z.pushLower(i, end, URL)
		return end
	}
	kind := Word
	switch {
	case !hasLetter:
		kind = Number
	case hasUnderscore || camel || hasDot || (hasDigit && hasLetter):
		kind = Ident
	}
	z.pushWordCounted(i, end, kind, letters, uppers)
	if end < n && rs[end].R == '.' {
		t := z.toks[len(z.toks)-1]
		if text := z.memo.at(t.w).text; abbreviations[text] {
			z.toks = z.toks[:len(z.toks)-1]
			a := len(z.arena)
			z.arena = append(z.arena, text...)
			z.arena = append(z.arena, '.')
			z.pushArena(Token{Start: t.Start, End: z.endAt(end + 1), Kind: Word, Upper: t.Upper}, a)
			return end + 1
		}
	}
	return end
}

func (z *Tokenizer) scanURL(i int) int {
	j := i
	for j < len(z.rs) {
		r := z.rs[j].R
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '"' || r == '\'' || r == '`' || r == '<' || r == '>' || r == '|' {
			break
		}
		if r == ')' || r == ']' {
			// keep balanced brackets inside the URL (wiki links), drop a closer
			open := 0
			for _, p := range z.rs[i:j] {
				if p.R == '(' || p.R == '[' {
					open++
				} else if p.R == ')' || p.R == ']' {
					open--
				}
			}
			if open <= 0 {
				break
			}
		}
		j++
	}
	k := j
	for k > i && strings.ContainsRune(".,;:!?", z.rs[k-1].R) {
		k--
	}
	z.pushLower(i, k, URL)
	return k
}

// Contractions and their expansion.
var contractionSuffix = []struct{ suffix, word string }{
	{"n't", "not"}, {"'re", "are"}, {"'ll", "will"}, {"'ve", "have"},
	{"'m", "am"}, {"'d", "would"},
}

var contractionWhole = map[string][]string{
	"don't": {"do", "not"}, "doesn't": {"does", "not"}, "didn't": {"did", "not"},
	"can't": {"can", "not"}, "won't": {"will", "not"}, "shan't": {"shall", "not"},
	"mustn't": {"must", "not"}, "shouldn't": {"should", "not"}, "isn't": {"is", "not"},
	"aren't": {"are", "not"}, "wasn't": {"was", "not"}, "weren't": {"were", "not"},
	"haven't": {"have", "not"}, "hasn't": {"has", "not"}, "couldn't": {"could", "not"},
	"wouldn't": {"would", "not"}, "needn't": {"need", "not"}, "ain't": {"is", "not"},
	"it's": {"it", "is"}, "that's": {"that", "is"}, "there's": {"there", "is"},
	"here's": {"here", "is"}, "what's": {"what", "is"}, "let's": {"let", "us"},
	"he's": {"he", "is"}, "she's": {"she", "is"}, "who's": {"who", "is"},
}

// scanContraction handles word'suffix: contractions expand ("don't" → do
// not), a possessive 's is dropped ("user's" → user). apos is the index of
// the apostrophe.
func (z *Tokenizer) scanContraction(i, apos int) int {
	rs := z.rs
	j := apos + 1
	for j < len(rs) && IsLetter(rs[j].R) {
		j++
	}
	a := len(z.arena)
	if z.asciiRunes(i, j) {
		z.appendLower(rs[i:j])
	} else {
		// "dоn't" with a Cyrillic о is still "do not".
		z.word = z.word[:0]
		for _, nr := range rs[i:j] {
			z.word = append(z.word, nr.R)
		}
		FoldConfusables(z.word)
		for _, r := range z.word {
			z.arena = utf8.AppendRune(z.arena, ToLower(r))
		}
	}
	whole := z.arena[a:]
	start, end := rs[i].Off, z.endAt(j)
	upper := true
	for _, nr := range rs[i:j] {
		if IsLetter(nr.R) && !IsUpper(nr.R) {
			upper = false
		}
	}
	if parts, ok := contractionWhole[string(whole)]; ok {
		z.arena = z.arena[:a]
		for _, p := range parts {
			z.pushText(Token{Start: start, End: end, Kind: Word, Upper: upper}, p)
		}
		return j
	}
	for _, c := range contractionSuffix {
		if len(whole) > len(c.suffix) && string(whole[len(whole)-len(c.suffix):]) == c.suffix {
			z.arena = z.arena[:len(z.arena)-len(c.suffix)]
			z.pushArena(Token{Start: start, End: end, Kind: Word, Upper: upper}, a)
			z.pushText(Token{Start: start, End: end, Kind: Word, Upper: upper}, c.word)
			return j
		}
	}
	z.arena = z.arena[:a]
	if len(whole) > 2 && whole[len(whole)-2] == '\'' && whole[len(whole)-1] == 's' {
		// possessive: keep the noun
		z.pushWord(i, apos, Word)
		return j
	}
	// Not a contraction we know (O'Brien, l'homme): one word.
	z.pushWord(i, j, Word)
	return j
}

// pushWord emits runes [i, j) as a word-like token, folding look-alikes.
func (z *Tokenizer) pushWord(i, j int, kind Kind) {
	letters, uppers := z.countLetters(i, j)
	z.pushWordCounted(i, j, kind, letters, uppers)
}

// countLetters counts the letters of runes [i, j), and the capitals among
// them.
func (z *Tokenizer) countLetters(i, j int) (letters, uppers int) {
	for _, nr := range z.rs[i:j] {
		if IsLetter(nr.R) {
			letters++
			if IsUpper(nr.R) {
				uppers++
			}
		}
	}
	return letters, uppers
}

// asciiRunes reports whether runes [i, j) are all ASCII.
func (z *Tokenizer) asciiRunes(i, j int) bool {
	if z.plain {
		return true
	}
	for _, nr := range z.rs[i:j] {
		if nr.R >= 0x80 {
			return false
		}
	}
	return true
}

func (z *Tokenizer) pushWordCounted(i, j int, kind Kind, letters, uppers int) {
	a := len(z.arena)
	if z.asciiRunes(i, j) {
		z.appendLower(z.rs[i:j])
	} else {
		z.word = z.word[:0]
		for _, nr := range z.rs[i:j] {
			z.word = append(z.word, nr.R)
		}
		FoldConfusables(z.word)
		for _, r := range z.word {
			z.arena = utf8.AppendRune(z.arena, ToLower(r))
		}
	}
	z.pushArena(Token{Start: z.rs[i].Off, End: z.endAt(j), Kind: kind, Upper: letters >= 2 && uppers == letters}, a)
}

// flagSpan: the code span opening at rs[j] holds a command-line flag
// (`--force`) or an agent's slash command (`/plugin disable x`): an option
// or a command named on a line of its own, not the object, the address or
// the shell command a wrapped clause goes on to.
func flagSpan(rs []Rune, j int) bool {
	k := j
	for k < len(rs) && rs[k].R == '`' {
		k++
	}
	if k < len(rs) && rs[k].R == '/' {
		for k++; k < len(rs) && (IsLetter(rs[k].R) || rs[k].R == '-' || rs[k].R == ':'); k++ {
		}
		return k < len(rs) && (rs[k].R == ' ' || rs[k].R == '`')
	}
	return k < len(rs) && rs[k].R == '-'
}

// placeSpan: the code span opening at rs[j] holds a place or a command
// sent to one: an address (https://host/x, user@host), a path (~/.aws/
// credentials, .env, app/google-services.json), or a command line that
// writes an address (curl -T f https://host/u), what a wrapped clause
// ("send it to", "upload it with") goes on to. A command that names no
// place (`pipx install x`) is an alternative of its own, on its own line.
func placeSpan(rs []Rune, j int) bool {
	k := j
	for k < len(rs) && rs[k].R == '`' {
		k++
	}
	start, space, slash, at, scheme := k, false, false, false, false
	for ; k < len(rs) && rs[k].R != '`'; k++ {
		switch rs[k].R {
		case ' ', '\t':
			space = true
		case '\n':
			return false
		case '/':
			slash = true
		case '@':
			at = true
		case ':':
			scheme = scheme || k+2 < len(rs) && rs[k+1].R == '/' && rs[k+2].R == '/'
		}
	}
	switch {
	case k >= len(rs) || k == start:
		return false
	case scheme:
		return true
	case space:
		return false
	case rs[start].R == '~' || rs[start].R == '$' || rs[start].R == '.':
		return k > start+1
	}
	return slash || at
}

// wrappedLine: the line break at rs[i] (its white space running to j)
// wraps a sentence onto an indented line, as a Markdown list item's or a
// paragraph's continuation is: the line before ends in a lower-case word
// (a preposition, an article, a verb: "send it to", "and the"), with no
// mark after it, and the next line is indented and opens with a code
// span, a capital or a digit, not with a list's marker ("to\n
// `https://host/x`", "the\n  GITHUB_TOKEN value"). A line at column 0
// continues the paragraph too when it opens with a code span (CommonMark
// joins a paragraph's lines; a hard-wrapped rules file breaks before
// "`https://...`" as often as before a word), and so does any line after
// one that ends in a Chinese or Japanese word with no 。.
func (z *Tokenizer) wrappedLine(rs []Rune, i, j int) bool {
	if len(z.toks) == 0 || j <= i {
		return false
	}
	indented := j > i+1 && (rs[j-1].R == ' ' || rs[j-1].R == '\t')
	if r := rs[j].R; r != '`' && (!indented || !IsUpper(r) && !(r >= '0' && r <= '9' && j+1 < len(rs) && rs[j+1].R != '.' && rs[j+1].R != ')')) {
		return false
	}
	if !indented && (flagSpan(rs, j) || !placeSpan(rs, j)) {
		return false
	}
	if i == 0 || !IsLetter(rs[i-1].R) {
		return false // the line ends in a mark or a code span
	}
	last := z.memo.at(z.toks[len(z.toks)-1].w).text
	return last != "" && (last[0] >= 'a' && last[0] <= 'z' || rs[i-1].R >= 0x3040 && !IsUpper(rs[i-1].R))
}
