package detect

import (
	"maps"
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// The tokenizer (FR-007) turns a raw text into the tokens phrase rules
// match. Package text normalizes it (NFKC, format runes and other
// invisibles stripped, quotes and dashes folded) and stems words; here the
// runes become tokens: look-alike letters folded to Latin, lower case,
// contractions expanded, paths, URLs and identifiers kept whole.
// Whitespace disappears between tokens, which is the collapse. Every token
// keeps the raw byte span it came from, so a rule matched on normalized
// text still points at the exact raw characters.
//
// Each distinct word is looked up once in the lexicon built from the rule
// set (its word classes, the rules it can start and its rule atom), which
// is why the tokenizer lives beside the rules and not in package text.
//
// Hidden-Unicode and secret checks never read this form: normalization
// removes exactly what they look for.

// TokKind classifies a token.
type TokKind uint8

// Token kinds.
const (
	TokWord   TokKind = iota + 1 // a word of letters (hyphens and apostrophes inside)
	TokIdent                     // an identifier: snake_case, kebab-case, camelCase, dotted
	TokNumber                    // digits
	TokPunct                     // one punctuation rune
	TokQuote                     // a quote mark: " ' or `
	TokURL                       // scheme://...
	TokEmail                     // local@domain
	TokPath                      // ~/..., /etc/..., ./x, .env, C:\...
)

// Token is one normalized unit of a text. Its text lives in the word memo
// (one entry per distinct text), so a token holds no strings of its own.
type Token struct {
	Start, End int32 // raw byte span
	Kind       TokKind
	Upper      bool   // written in capitals (two letters or more)
	atom       int16  // phrase-rule atom of a word or identifier, or atomNone (rules.go)
	cls        wclass // word classes of Text and Stem (wordclass.go)
	w          uint32 // its word memo entry's index + 1 (Analysis.word); 0 for none
}

// Text is the token's normalized, lower-case text.
func (t *Token) Text(a *Analysis) string { return a.word(t).text }

// Stem is a word's text after light stemming; for every other kind of
// token it is the text.
func (t *Token) Stem(a *Analysis) string {
	if t.Kind == TokWord {
		return a.word(t).stem
	}
	return a.word(t).text
}

// word returns the word memo entry of token t of a. A token holds the
// entry's index, not a pointer: the token buffers hold no pointers, so
// making a token needs no write barrier and the collector never scans
// them.
func (a *Analysis) word(t *Token) *wordInfo { return a.words.at(t.w) }

// wordInfo is what the tokenizer knows about one distinct lower-cased text:
// its stem and classes, and the phrase rules it can start. A scan meets the
// same few thousand words again and again; each is worked out once, and
// only as far as its tokens need: a text first met as a number, a path or
// an identifier is never stemmed, and one only met as a word never gets
// the identifier's rules.
type wordInfo struct {
	// What every token of the text reads, first, so that making a token
	// touches one cache line of its entry.
	done       uint8 // doneWord, doneIdent, doneName: the parts worked out
	abbrev     bool  // an abbreviation that keeps a final dot (abbreviations; asWord)
	atomWord   int16 // rule atom of the word's stem, or atomNone (asWord)
	atomIdent  int16 // rule atom of the identifier's text, or atomNone (asIdent)
	shape      uint8 // shapeKnown, then what toolShaped found
	clsText    wclass
	clsWord    wclass // what a word token adds to clsText: its stem's classes, wcSensitive, wcRuleStart (asWord)
	clsIdent   wclass // what an identifier token adds: wcSensitive, wcRuleStart, wcToolIdent (asIdent)
	clsName    wclass // wcSensitive when a word or identifier token of it is (sensitiveFileName)
	lex        uint32 // lexOf(text)
	nWord      uint16 // cands[:nWord] are a word token's, cands[nWord:] an identifier's
	key        uint64 // the text's first eight bytes (the memo's check, hashText)
	text, stem string // stem: set once a word token of the text is made (asWord)
	// The phrase rules (directiveRules, the one rule set) a word token of
	// the text can start (asWord), then those an identifier token can
	// (asIdent), in one slice: an entry is 96 bytes, a slab of 256 of them
	// a size class of its own (rules.go).
	cands []int
}

// Parts of a wordInfo worked out on first need.
const (
	doneWord = 1 << iota
	doneIdent
	doneName
)

const (
	shapeKnown = 1 << iota
	shapeTool  // isToolShaped(text)
)

// toolShaped reports isToolShaped(t.Text(a)), worked out once per word.
func (t *Token) toolShaped(a *Analysis) bool { return a.word(t).toolShaped() }

func (w *wordInfo) toolShaped() bool {
	if w.shape == 0 {
		w.shape = shapeKnown
		if isToolShaped(w.text) {
			w.shape |= shapeTool
		}
	}
	return w.shape&shapeTool != 0
}

// maxWordMemo bounds the tokenizer's word memo; words beyond it are worked
// out each time they occur (same result, more allocation).
const maxWordMemo = 1 << 16

// init makes the entry of text, whose hashText is h.
func (w *wordInfo) init(text string, h uint32) {
	lex := lexFind(text, h)
	*w = wordInfo{text: text, clsText: lexEntries[lex].textCls, lex: lex}
}

// lexEntry is everything the tokenizer looks up by a word's text or stem,
// under one key, so that a new word costs one lookup (two when its stem
// differs from its text) instead of one per table.
type lexEntry struct {
	key              string
	textCls, stemCls wclass // textClasses, stemClasses
	rules            []int  // directiveRules.byStem
	atom             int16  // directiveRules.atoms, or atomNone
	abbrev           bool   // abbreviations
}

// lexOf returns the index of k's entry in lexEntries; entry 0, for every
// other key, is empty.
func lexOf(k string) uint32 {
	h, _ := hashText(k)
	return lexFind(k, h)
}

// lexFind is lexOf for a key whose hashText is h, which the word memo has
// already worked out: the lexicon is a small open-addressing table probed
// with that hash, not a map that would hash the text again.
func lexFind(k string, h uint32) uint32 {
	loadRules()
	mask := uint32(len(lexTable) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := lexTable[i]
		if sl.idx == 0 {
			return 0
		}
		if sl.h == h && lexEntries[sl.idx].key == k {
			return sl.idx
		}
	}
}

// lexSlot is a slot of lexTable: a key's hashText and its entry (0: empty).
type lexSlot struct{ h, idx uint32 }

// lexTable is at most half full, its size a power of two. Both are built
// by loadRules.
var (
	lexEntries []lexEntry
	lexTable   []lexSlot
)

func buildLexicon() ([]lexEntry, []lexSlot) {
	keys := map[string]bool{}
	for _, m := range []map[string]wclass{textClasses, stemClasses} {
		for k := range m {
			keys[k] = true
		}
	}
	for k := range directiveRules.byStem {
		keys[k] = true
	}
	for k := range directiveRules.atoms {
		keys[k] = true
	}
	for k := range abbreviations {
		keys[k] = true
	}
	sorted := slices.Sorted(maps.Keys(keys)) // the same table in every process
	entries := []lexEntry{{atom: atomNone}}
	table := make([]lexSlot, 1<<bits.Len(uint(2*len(sorted))))
	mask := uint32(len(table) - 1)
	for _, k := range sorted {
		e := lexEntry{key: k, textCls: textClasses[k], stemCls: stemClasses[k], rules: directiveRules.byStem[k],
			atom: atomNone, abbrev: abbreviations[k]}
		if id, ok := directiveRules.atoms[k]; ok {
			e.atom = int16(id)
		}
		h, _ := hashText(k)
		i := h & mask
		for table[i].idx != 0 {
			i = (i + 1) & mask
		}
		table[i] = lexSlot{h, uint32(len(entries))}
		entries = append(entries, e)
	}
	return entries, table
}

// asWord works out what a word token of the text needs: its stem and the
// stem's classes, the sensitive-name class, whether it is an abbreviation,
// and the rules and atom of a word.
func (w *wordInfo) asWord() {
	w.done |= doneWord
	w.stem = text.Stem(w.text)
	e := &lexEntries[w.lex]
	w.abbrev = e.abbrev
	if w.stem != w.text {
		e = &lexEntries[lexOf(w.stem)]
	}
	w.nameClass()
	directiveRules.fillWord(w, e)
	w.clsWord = e.stemCls | w.clsName
	if w.nWord > 0 {
		w.clsWord |= wcRuleStart
	}
}

// asIdent works out what an identifier token of the text needs.
func (w *wordInfo) asIdent() {
	w.done |= doneIdent
	w.nameClass()
	directiveRules.fillIdent(w, &lexEntries[w.lex])
	w.clsIdent = w.clsName
	if len(w.cands) > int(w.nWord) {
		w.clsIdent |= wcRuleStart
	}
	if w.toolShaped() {
		w.clsIdent |= wcToolIdent
	}
}

func (w *wordInfo) nameClass() {
	if w.done&doneName == 0 {
		w.done |= doneName
		if sensitiveFileName(w.text) != "" {
			w.clsName = wcSensitive
		}
	}
}

// setClasses gives token t of this text its word classes (a word's text
// and stem, any other token's text) and its phrase-rule atom.
func (w *wordInfo) setClasses(t *Token) {
	t.atom = atomNone
	t.cls = w.clsText
	switch t.Kind {
	case TokWord:
		if w.done&doneWord == 0 {
			w.asWord()
		}
		t.cls |= w.clsWord
		t.atom = w.atomWord
	case TokIdent:
		if w.done&doneIdent == 0 {
			w.asIdent()
		}
		t.cls |= w.clsIdent
		t.atom = w.atomIdent
	default:
		// Punctuation, numbers and the rare kinds: worked out per token.
		if (t.Kind == TokPath || t.Kind == TokURL) && sensitiveLocation(t.Kind, w.text) != "" {
			t.cls |= wcSensitive
		}
		if directiveRules.startsRule(t.Kind, w.text) {
			t.cls |= wcRuleStart
		}
		if t.Kind == TokQuote {
			t.cls |= wcQuote
		}
	}
}

// wordMemo maps a lower-cased text to its wordInfo: an open-addressing
// table kept at most three quarters full. A slot is eight bytes, the
// text's hash, length and entry, so the table of a large scan stays in
// the cache; the entry, which the token reads next anyway, holds the
// text's first eight bytes: finding a word of eight bytes or fewer (most
// words) compares those, only a longer one the rest of its text. It is a plain hash table rather than a Go map because the
// tokenizer looks texts up as raw bytes it has just read or lowered, and
// this spares the map's generic machinery and its 2 MB of up-front room.
type wordMemo struct {
	slots []memoSlot
	slabs []*[256]wordInfo // the entries, 256 to a slab: entry i is slabs[i>>8][i&255]
	n     int              // entries made
	size  int              // first table size (a power of two); 0 means 1<<14
}

// entry returns entry i.
func (m *wordMemo) entry(i int) *wordInfo { return &m.slabs[i>>8][i&255] }

// memoSlot is one slot of the word memo.
type memoSlot struct {
	h   uint32 // hashText of the text
	ref uint32 // entry index+1 in the low 20 bits, min(len, 4095) above; 0: empty
}

func memoRef(index, n int) uint32 { return uint32(index+1) | uint32(min(n, 4095))<<20 }

// hashText hashes a text eight bytes at a time (the last block padded with
// zeros) with its length: a word costs a multiply or two, not one per
// byte. It also returns the text's first block, the memo's key.
func hashText[T string | []byte](b T) (uint32, uint64) {
	n := len(b)
	h := uint64(n) * hashSeed
	var key uint64
	i := 0
	for ; i+8 <= n; i += 8 {
		x := load64(string(b[i:i+8]), 0) // the conversion does not copy
		if i == 0 {
			key = x
		}
		h = (h ^ x) * hashMul
	}
	if i < n {
		var x uint64
		for j := n - 1; j >= i; j-- {
			x = x<<8 | uint64(b[j])
		}
		if i == 0 {
			key = x
		}
		h = (h ^ x) * hashMul
	}
	return uint32(h>>32) ^ uint32(h), key
}

const (
	hashSeed = 0x9e3779b97f4a7c15
	hashMul  = 0xbf58476d1ce4e5b9
)

// find returns the entry of text b, making it on first sight. Beyond
// maxWordMemo entries a new text gets an entry that is not remembered.
func (m *wordMemo) find(b []byte) (uint32, *wordInfo) {
	h, key := hashText(b)
	return findHashed(m, b, h, key)
}

// findString is find for a text held as a string (a lower-case name
// word), which the entry keeps without a copy.
func (m *wordMemo) findString(s string) *wordInfo {
	h, key := hashText(s)
	_, w := findHashed(m, s, h, key)
	return w
}

// findHashed is find for a text whose hash and key are known.
func findHashed[T string | []byte](m *wordMemo, b T, h uint32, key uint64) (uint32, *wordInfo) {
	if m.slots == nil {
		n := m.size
		if n == 0 {
			n = 1 << 14
		}
		m.slots = make([]memoSlot, n)
	}
	mask := uint32(len(m.slots) - 1)
	lenRef := uint32(min(len(b), 4095)) << 20
	i := h & mask
	for ; m.slots[i].ref != 0; i = (i + 1) & mask {
		sl := &m.slots[i]
		if sl.h != h || sl.ref&^(1<<20-1) != lenRef {
			continue
		}
		ref := sl.ref & (1<<20 - 1)
		w := m.at(ref)
		if w.key == key && (len(b) <= 8 || w.text[8:] == string(b[8:])) {
			return ref, w
		}
	}
	return m.add(i, string(b), h, key)
}

// add makes the entry of text, whose hash is h and key key, in the empty
// slot i, and returns its index + 1 and the entry. Past maxWordMemo
// entries a text gets an entry that the table does not remember, and
// that forget drops when the tool is done.
func (m *wordMemo) add(i uint32, text string, h uint32, key uint64) (uint32, *wordInfo) {
	if m.n&255 == 0 {
		m.slabs = append(m.slabs, new([256]wordInfo))
	}
	w := m.entry(m.n)
	m.n++
	w.init(text, h)
	w.key = key
	if m.n > maxWordMemo {
		return uint32(m.n), w // not remembered
	}
	m.slots[i] = memoSlot{h: h, ref: memoRef(m.n-1, len(text))}
	if 4*m.n > 3*len(m.slots) {
		m.grow()
	}
	return uint32(m.n), w
}

// at returns the entry whose index + 1 is ref.
func (m *wordMemo) at(ref uint32) *wordInfo { return m.entry(int(ref) - 1) }

// forget drops the entries past maxWordMemo, which no table slot holds:
// the tokens of the tool that made them are no longer in use.
func (m *wordMemo) forget() {
	if m.n > maxWordMemo {
		clear(m.slabs[maxWordMemo/256:])
		m.slabs = m.slabs[:maxWordMemo/256]
		m.n = maxWordMemo
	}
}

// grow doubles the table and places every entry again.
func (m *wordMemo) grow() {
	slots := make([]memoSlot, 2*len(m.slots))
	mask := uint32(len(slots) - 1)
	for _, s := range m.slots {
		if s.ref == 0 {
			continue
		}
		i := s.h & mask
		for slots[i].ref != 0 {
			i = (i + 1) & mask
		}
		slots[i] = s
	}
	m.slots = slots
}

// Sent is a sentence: the token range [From, To), with the union of its
// tokens' classes (of the whole sentence, for a part of one), so a check
// can pass over a sentence that holds no token it looks for.
type Sent struct {
	From, To int
	cls      wclass
}

// Analysis is the normalized form of one text.
type Analysis struct {
	Tokens []Token
	Sents  []Sent
	words  *wordMemo  // the tokens' entries (word)
	pos    []position // per token, computed a sentence at a time on first use (position.go)
	posOK  []position // per sentence: 1 once its tokens' pos are computed
}

// Analyze normalizes and tokenizes raw text.
func Analyze(raw string) *Analysis {
	var tz tokenizer
	return tz.analyze(raw)
}

// analyze runs the tokenizer, reusing its buffers from earlier texts and
// the tool's token and sentence buffers; the only new allocations are the
// memo entries of words not seen before.
func (z *tokenizer) analyze(raw string) *Analysis {
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
// used, and resetTool rewinds to the first, so a scan allocates chunks for
// its largest tool only.
func (z *tokenizer) reserveTokens(n int) {
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

// resetTool starts a new tool: the analyses of the previous tool, whose
// tokens live in the shared token buffer, must no longer be in use.
func (z *tokenizer) resetTool() {
	z.memo.forget()
	z.chunk = 0
	if len(z.chunks) > 0 {
		z.toolToks = z.chunks[0][:0]
	}
	z.toolSents = z.toolSents[:0]
	z.toolAnal = z.toolAnal[:0]
}

// tokenizer lowers each token's text into a scratch buffer and looks it up
// in the word memo, so a token costs an allocation only the first time its
// text is seen in a scan.
type tokenizer struct {
	raw    string
	rs     []text.Rune
	toks   []Token
	arena  []byte // the text of the token being made
	sents  []Sent
	sentAt int // index of the first token of the current sentence
	word   []rune
	// Tokens and sentences of every text of the current tool, so a tool's
	// analyses share two buffers (resetTool).
	toolToks   []Token   // the chunk in use
	chunks     [][]Token // every chunk (only their arrays are used); toolToks is in chunks[chunk]
	chunk      int
	toolSents  []Sent
	toolAnal   []Analysis // the tool's analyses, handed out by pointer
	spare      int        // cap of z.toks when it was reserved in toolToks
	plain      bool       // the text is ASCII and normalization kept every byte
	knownPlain bool       // the caller knows the text is plain (ToolView.Analysis)
	memo       wordMemo
	ascii      [128]Token // the token of each ASCII punctuation byte, once made (pushASCII)
}

// appendLower writes runes lower-cased to the arena.
func (z *tokenizer) appendLower(rs []text.Rune) {
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
			z.arena = utf8.AppendRune(z.arena, text.ToLower(r))
		}
	}
}

func (z *tokenizer) endAt(i int) int32 {
	if i < len(z.rs) {
		return z.rs[i].Off
	}
	return int32(len(z.raw))
}

func (z *tokenizer) endSentence() {
	if len(z.toks) > z.sentAt {
		var u wclass
		for k := z.sentAt; k < len(z.toks); k++ {
			u |= z.toks[k].cls
		}
		z.sents = append(z.sents, Sent{z.sentAt, len(z.toks), u})
	}
	z.sentAt = len(z.toks)
}

// pushText adds a token with the given text.
func (z *tokenizer) pushText(t Token, text string) {
	a := len(z.arena)
	z.arena = append(z.arena, text...)
	z.pushArena(t, a)
}

// pushArena adds a token whose text is arena[a:len(arena)], and gives the
// arena that room back.
func (z *tokenizer) pushArena(t Token, a int) {
	b := z.arena[a:]
	h, key := hashText(b)
	var w *wordInfo
	t.w, w = findHashed(&z.memo, b, h, key)
	w.setClasses(&t)
	z.toks = append(z.toks, t)
	z.arena = z.arena[:a]
}

func (z *tokenizer) run(raw string) {
	z.raw = raw
	if cap(z.rs) < len(raw) {
		// Room for normalization to grow the text, at least twice the
		// last size and 2,048 runes (most texts): the buffer is made a
		// few times a scan, not once per new longest text.
		z.rs = make([]text.Rune, 0, max(len(raw)+len(raw)/4, 2*cap(z.rs), 2048))
	}
	// Plain text: every rune is the ASCII byte at its own offset.
	if z.plain = z.knownPlain || text.Plain(raw); z.plain {
		z.rs = text.PlainRunes(raw, z.rs)
	} else {
		z.rs = text.Normalize(raw, z.rs)
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
			if lines >= 2 || j >= n || !(text.IsLetter(rs[j].R) && !text.IsUpper(rs[j].R)) {
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
			if i+1 < n && z.pathStartOK(i) && (text.IsLetter(rs[i+1].R) || rs[i+1].R == '.' || rs[i+1].R == '~' || rs[i+1].R == '_') {
				i = z.scanPath(i)
				continue
			}
		case runDot:
			if i+1 < n && z.pathStartOK(i) && (rs[i+1].R == '/' || (text.IsLetter(rs[i+1].R) && z.dotfileAhead(i))) ||
				i+2 < n && rs[i+1].R == '.' && rs[i+2].R == '/' && z.pathStartOK(i) {
				i = z.scanPath(i)
				continue
			}
		case runDollar:
			if i+1 < n && text.IsLetter(rs[i+1].R) && z.envPathAhead(i) {
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
			if text.IsLetter(r) {
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
func (z *tokenizer) pushASCII(c byte, start, end int32) {
	t := z.ascii[c&0x7f]
	if t.w == 0 {
		t = Token{Kind: TokPunct}
		if c == '"' || c == '\'' || c == '`' {
			t.Kind = TokQuote
		}
		var w *wordInfo
		t.w, w = z.memo.find([]byte{c})
		w.setClasses(&t)
		if t.w <= maxWordMemo { // an entry forget keeps
			z.ascii[c&0x7f] = t
		}
	}
	t.Start, t.End = start, end
	z.toks = append(z.toks, t)
}

// pushPunct adds a punctuation token for rune r.
func (z *tokenizer) pushPunct(r rune, start, end int32) {
	if r < 0x80 {
		z.pushASCII(byte(r), start, end)
		return
	}
	a := len(z.arena)
	if r < 0x80 {
		z.arena = append(z.arena, byte(r))
	} else {
		z.arena = utf8.AppendRune(z.arena, text.ToLower(r))
	}
	z.pushArena(Token{Start: start, End: end, Kind: TokPunct}, a)
}

// pathStartOK: a path starts after whitespace, a quote, a bracket or '=' /
// ':' — not in the middle of a word ("and/or" is not a path).
func (z *tokenizer) pathStartOK(i int) bool {
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
func (z *tokenizer) dotfileAhead(i int) bool {
	j := i + 1
	for j < len(z.rs) && (text.IsLetter(z.rs[j].R) || text.IsDigit(z.rs[j].R) || z.rs[j].R == '_' || z.rs[j].R == '-') {
		j++
	}
	if j-i < 3 {
		return false
	}
	return j >= len(z.rs) || !text.IsLetter(z.rs[j].R)
}

// envPathAhead: $HOME/..., ${HOME}/...
func (z *tokenizer) envPathAhead(i int) bool {
	j := i + 1
	for j < len(z.rs) && (text.IsLetter(z.rs[j].R) || z.rs[j].R == '_') {
		j++
	}
	return j < len(z.rs) && (z.rs[j].R == '/' || z.rs[j].R == '\\')
}

func isPathRune(r rune) bool {
	if text.IsLetter(r) || text.IsDigit(r) {
		return true
	}
	switch r {
	case '.', '_', '-', '/', '~', '*', '\\', '$', '%', '+', '@', '{', '}':
		return true
	}
	return false
}

func (z *tokenizer) scanPath(i int) int {
	j := i
	for j < len(z.rs) && isPathRune(z.rs[j].R) {
		j++
	}
	k := j
	for k > i+1 && (z.rs[k-1].R == '.' || z.rs[k-1].R == ',') {
		k--
	}
	z.pushLower(i, k, TokPath)
	return k
}

// pushLower emits runes [i, j) as one lower-cased token of the given kind.
func (z *tokenizer) pushLower(i, j int, kind TokKind) {
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
func (z *tokenizer) scanWord(i int) int {
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
			if text.IsLetter(r) {
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
		case r >= 0x80 && text.IsLetter(r):
			hasLetter = true
			letters++
			up := text.IsUpper(r)
			if up {
				uppers++
				if prevLower {
					camel = true
				}
			}
			prevLower = !up && !unicode.IsMark(r) // a letter, not a mark
			j++
			continue
		case text.IsDigit(r):
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
			nextWord := text.IsLetter(next) || text.IsDigit(next)
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
				if text.IsLetter(next) && hasLetter {
					return z.scanContraction(i, j)
				}
			}
		}
		break
	}
	// A dotted abbreviation keeps its final dot: "e.g." "etc."
	end := j
	switch {
	case hasAt && hasDot:
		z.pushLower(i, end, TokEmail)
		return end
	case hasDot && end-i > 4 && (rs[i].R|0x20) == 'w' && (rs[i+1].R|0x20) == 'w' && (rs[i+2].R|0x20) == 'w' && rs[i+3].R == '.':
		z.pushLower(i, end, TokURL)
		return end
	}
	kind := TokWord
	switch {
	case !hasLetter:
		kind = TokNumber
	case hasUnderscore || camel || hasDot || (hasDigit && hasLetter):
		kind = TokIdent
	}
	z.pushWordCounted(i, end, kind, letters, uppers)
	if end < n && rs[end].R == '.' {
		t := z.toks[len(z.toks)-1]
		if text := z.memo.at(t.w).text; abbreviations[text] {
			z.toks = z.toks[:len(z.toks)-1]
			a := len(z.arena)
			z.arena = append(z.arena, text...)
			z.arena = append(z.arena, '.')
			z.pushArena(Token{Start: t.Start, End: z.endAt(end + 1), Kind: TokWord, Upper: t.Upper}, a)
			return end + 1
		}
	}
	return end
}

func (z *tokenizer) scanURL(i int) int {
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
	z.pushLower(i, k, TokURL)
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
func (z *tokenizer) scanContraction(i, apos int) int {
	rs := z.rs
	j := apos + 1
	for j < len(rs) && text.IsLetter(rs[j].R) {
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
		text.FoldConfusables(z.word)
		for _, r := range z.word {
			z.arena = utf8.AppendRune(z.arena, text.ToLower(r))
		}
	}
	whole := z.arena[a:]
	start, end := rs[i].Off, z.endAt(j)
	upper := true
	for _, nr := range rs[i:j] {
		if text.IsLetter(nr.R) && !text.IsUpper(nr.R) {
			upper = false
		}
	}
	if parts, ok := contractionWhole[string(whole)]; ok {
		z.arena = z.arena[:a]
		for _, p := range parts {
			z.pushText(Token{Start: start, End: end, Kind: TokWord, Upper: upper}, p)
		}
		return j
	}
	for _, c := range contractionSuffix {
		if len(whole) > len(c.suffix) && string(whole[len(whole)-len(c.suffix):]) == c.suffix {
			z.arena = z.arena[:len(z.arena)-len(c.suffix)]
			z.pushArena(Token{Start: start, End: end, Kind: TokWord, Upper: upper}, a)
			z.pushText(Token{Start: start, End: end, Kind: TokWord, Upper: upper}, c.word)
			return j
		}
	}
	z.arena = z.arena[:a]
	if len(whole) > 2 && whole[len(whole)-2] == '\'' && whole[len(whole)-1] == 's' {
		// possessive: keep the noun
		z.pushWord(i, apos, TokWord)
		return j
	}
	// Not a contraction we know (O'Brien, l'homme): one word.
	z.pushWord(i, j, TokWord)
	return j
}

// pushWord emits runes [i, j) as a word-like token, folding look-alikes.
func (z *tokenizer) pushWord(i, j int, kind TokKind) {
	letters, uppers := z.countLetters(i, j)
	z.pushWordCounted(i, j, kind, letters, uppers)
}

// countLetters counts the letters of runes [i, j), and the capitals among
// them.
func (z *tokenizer) countLetters(i, j int) (letters, uppers int) {
	for _, nr := range z.rs[i:j] {
		if text.IsLetter(nr.R) {
			letters++
			if text.IsUpper(nr.R) {
				uppers++
			}
		}
	}
	return letters, uppers
}

// asciiRunes reports whether runes [i, j) are all ASCII.
func (z *tokenizer) asciiRunes(i, j int) bool {
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

func (z *tokenizer) pushWordCounted(i, j int, kind TokKind, letters, uppers int) {
	a := len(z.arena)
	if z.asciiRunes(i, j) {
		z.appendLower(z.rs[i:j])
	} else {
		z.word = z.word[:0]
		for _, nr := range z.rs[i:j] {
			z.word = append(z.word, nr.R)
		}
		text.FoldConfusables(z.word)
		for _, r := range z.word {
			z.arena = utf8.AppendRune(z.arena, text.ToLower(r))
		}
	}
	z.pushArena(Token{Start: z.rs[i].Off, End: z.endAt(j), Kind: kind, Upper: letters >= 2 && uppers == letters}, a)
}
