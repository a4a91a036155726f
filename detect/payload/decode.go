package payload

import (
	"bytes"
	"compress/flate"
	"encoding/base32"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

func decodeBase32(raw string) ([]byte, bool) {
	s := strings.TrimRight(raw, "=")
	// Whole 8-character groups, then what a partial group can hold.
	switch len(s) % 8 {
	case 1, 3, 6:
		s = s[:len(s)-1]
	}
	b, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(s)
	return b, err == nil
}

// escapeAt reads one escape sequence at s[i] (a backslash): \xHH,
// \uHHHH, \u{H…}, \UHHHHHHHH or octal \NNN (one to three digits, \0NNN
// too). It returns the value, its width, and whether it is one.
func escapeAt(s string, i int) (rune, int, bool) {
	if i+1 >= len(s) || s[i] != '\\' {
		return 0, 0, false
	}
	hexRun := func(from, n int) (rune, bool) {
		if from+n > len(s) {
			return 0, false
		}
		v, err := strconv.ParseUint(s[from:from+n], 16, 32)
		return rune(v), err == nil
	}
	switch c := s[i+1]; {
	case c == 'x':
		if i+3 < len(s) && reading.IsHexChar(s[i+2]) && reading.IsHexChar(s[i+3]) {
			r, _ := hexRun(i+2, 2)
			return r, 4, true
		}
	case c == 'u' && i+2 < len(s) && s[i+2] == '{':
		end := strings.IndexByte(s[i+3:min(len(s), i+12)], '}')
		if end > 0 {
			if r, ok := hexRun(i+3, end); ok && r <= utf8.MaxRune {
				return r, end + 4, true
			}
		}
	case c == 'u':
		if r, ok := hexRun(i+2, 4); ok && reading.AllHex(s[i+2:i+6]) {
			return r, 6, true
		}
	case c == 'U':
		if r, ok := hexRun(i+2, 8); ok && reading.AllHex(s[i+2:i+10]) && r <= utf8.MaxRune {
			return r, 10, true
		}
	case c >= '0' && c <= '7':
		j := i + 1
		if c == '0' && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '7' {
			j++ // \0NNN, as echo -e writes it
		}
		k := j
		for k < len(s) && k < j+3 && s[k] >= '0' && s[k] <= '7' {
			k++
		}
		v, _ := strconv.ParseUint(s[j:k], 8, 32)
		if v < 256 {
			return rune(v), k - i, true
		}
	}
	return 0, 0, false
}

// minEscapes is the fewest escape sequences in a run that is decoded.
const minEscapes = 6

// escapeRun reads the run of escape sequences starting at s[i]: its end
// and how many sequences it holds.
func escapeRun(s string, i int) (end, n int) {
	end = i
	for {
		_, w, ok := escapeAt(s, end)
		if !ok {
			return end, n
		}
		end += w
		n++
	}
}

// ansiCQuote reads bash's $'…' quoting at s[i] ("$'"): the end of the
// quote and the number of escapes in it. Literal characters may stand
// between the escapes. An unclosed quote ends at the line's end, which
// end then is: no quote opened before it closes either.
func ansiCQuote(s string, i int) (end, n int, ok bool) {
	for j := i + 2; j < len(s); j++ {
		switch s[j] {
		case '\'':
			return j + 1, n, true
		case '\\':
			if _, w, ok := escapeAt(s, j); ok {
				n++
				j += w - 1
			} else {
				j++ // \' and the like
			}
		case '\n':
			return j, 0, false
		}
	}
	return len(s), 0, false
}

// decodeEscapes decodes escape sequences and keeps the other characters
// (of a $'…' quote, without its quotes). Values under 256 from \x and
// octal escapes are bytes (UTF-8 may be spelled byte by byte); \u values
// are runes.
func decodeEscapes(raw string) []byte {
	if strings.HasPrefix(raw, "$'") && strings.HasSuffix(raw, "'") {
		raw = raw[2 : len(raw)-1]
	}
	out := make([]byte, 0, len(raw)/3)
	for i := 0; i < len(raw); {
		r, w, ok := escapeAt(raw, i)
		if !ok {
			out = append(out, raw[i])
			i++
			continue
		}
		if raw[i+1] == 'u' || raw[i+1] == 'U' {
			out = utf8.AppendRune(out, r)
		} else {
			out = append(out, byte(r))
		}
		i += w
	}
	return out
}

// charCodeCues are the calls that turn a list of numbers into text,
// lower-cased, each read just before its "(" (or "[char]").
var charCodeCues = []string{"fromcharcode", "chr", "char", "bytes", "bytearray", "pack", "chars"}

// mayHoldCharCodes: s has a "(" or a "[", which every cue ends or starts
// with.
func mayHoldCharCodes(s string) bool {
	return strings.IndexByte(s, '(') >= 0 || strings.IndexByte(s, '[') >= 0
}

// charCodeCueBefore: the "(" at s[k] closes the name of such a call, or
// the "[" at s[k] opens PowerShell's [char].
func charCodeCueBefore(s string, k int) bool {
	if s[k] == '[' {
		return hasFold(s[k+1:], "char]")
	}
	for _, c := range charCodeCues {
		if k >= len(c) && hasFold(s[k-len(c):], c) && (k == len(c) || !reading.IsWordByte(s[k-len(c)-1]) || c == "fromcharcode") {
			return true
		}
	}
	return false
}

// minCharCodes is the fewest numbers in a character-code list decoded.
const minCharCodes = 6

// findCharCodes reports lists of character codes in s that follow a call
// turning numbers into text: String.fromCharCode(99,117,…),
// chr(99)+chr(117)+…, ”.join(map(chr,[99,117,…])), bytes([99,…]). A list
// is the numbers (decimal or 0x hex) from the first after the cue, with
// nothing between two of them but separators and the cue's own words.
func findCharCodes(s string, emit func(start, end int, codes []rune) bool) {
	from := 0
	for from < len(s) {
		// The next "(" or "[" that ends or starts a cue (IndexByte, not a
		// loop over every byte: most texts have a few brackets and no cue).
		// Each of the two is searched again only once passed, so the
		// search stays linear.
		at := -1
		nextOf := func(c byte, k int) int {
			if j := strings.IndexByte(s[k:], c); j >= 0 {
				return k + j
			}
			return len(s)
		}
		p, q := nextOf('(', from), nextOf('[', from)
		for p < len(s) || q < len(s) {
			k := min(p, q)
			if charCodeCueBefore(s, k) {
				at = k
				break
			}
			if k == p {
				p = nextOf('(', k+1)
			} else {
				q = nextOf('[', k+1)
			}
		}
		if at < 0 {
			return
		}
		i := at
		// The first number within a short reach of the cue.
		for i < len(s) && i < at+48 && !(s[i] >= '0' && s[i] <= '9') {
			i++
		}
		var codes []rune
		start, end := i, i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			j := i
			base := 10
			if s[j] == '0' && j+1 < len(s) && (s[j+1] == 'x' || s[j+1] == 'X') {
				j += 2
				base = 16
				for j < len(s) && reading.IsHexChar(s[j]) {
					j++
				}
			} else {
				for j < len(s) && s[j] >= '0' && s[j] <= '9' {
					j++
				}
			}
			digits := s[i:j]
			if base == 16 {
				digits = digits[2:]
			}
			v, err := strconv.ParseUint(digits, base, 32)
			if err != nil || v > utf8.MaxRune {
				break
			}
			codes = append(codes, rune(v))
			end = j
			// Separators and the cue's words up to the next number.
			k := j
			for k < len(s) && k < j+24 && strings.IndexByte(" \t\n,+()[]{};.|'\"chrCHRa", s[k]) >= 0 {
				k++
			}
			if k >= len(s) || !(s[k] >= '0' && s[k] <= '9') {
				break
			}
			i = k
		}
		if len(codes) >= minCharCodes {
			if !emit(start, end, codes) {
				return
			}
		}
		from = max(end, at+1)
	}
}

// The cues a text gives for its own transforms (textCues).
const (
	cueXOR      = 1 << iota // "xor"
	cueShift                // "rot", "caesar"
	cueAlphabet             // "alphabet", "substitut", "cipher"
	cueReverse              // "rev", "[::-1]", "backwards"
)

// hasFold: s starts with the lower-case ASCII word w, in any case.
func hasFold(s, w string) bool {
	if len(s) < len(w) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if s[i]|0x20 != w[i] {
			return false
		}
	}
	return true
}

// textCues reports the cues of a text from its words (the analysis the
// phrase checks read anyway, lower-cased), and "[::-1]" from its bytes.
func textCues(a *reading.Analysis, raw string) uint8 {
	var m uint8
	for i := range a.Tokens {
		w := a.Tokens[i].Text(a)
		if len(w) < 3 {
			continue
		}
		switch w[0] {
		case 'x':
			if w == "xor" || strings.HasPrefix(w, "xor") {
				m |= cueXOR
			}
		case 'r':
			if strings.HasPrefix(w, "rot") {
				m |= cueShift
			} else if strings.HasPrefix(w, "rev") {
				m |= cueReverse
			}
		case 'c':
			if w == "caesar" {
				m |= cueShift
			} else if strings.HasPrefix(w, "cipher") {
				m |= cueAlphabet | cueShift
			}
		case 'a':
			if strings.HasPrefix(w, "alphabet") {
				m |= cueAlphabet
			}
		case 's':
			if strings.HasPrefix(w, "substitut") || strings.HasPrefix(w, "strrev") {
				m |= cueAlphabet | cueReverse
			}
		case 'b':
			if w == "backwards" {
				m |= cueReverse
			}
		}
	}
	if strings.Contains(raw, "[::-1]") {
		m |= cueReverse
	}
	return m
}

// rotate applies a Caesar shift to the ASCII letters of s (13: ROT13).
func Rotate(s string, shift int) string {
	shift = ((shift % 26) + 26) % 26
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'a' + (c-'a'+byte(shift))%26
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + (c-'A'+byte(shift))%26
		}
	}
	return string(b)
}

// statedShifts reads the Caesar shifts a text states: "rot13", "ROT-13",
// "rot 5", "caesar cipher, shift 3" (a shift k is undone by 26-k).
func statedShifts(s string) []int {
	low := reading.Lower(s)
	var out []int
	add := func(n int) {
		n = ((n % 26) + 26) % 26
		for _, o := range out {
			if o == n {
				return
			}
		}
		if n != 0 {
			out = append(out, n)
		}
	}
	for i := 0; ; {
		k := strings.Index(low[i:], "rot")
		if k < 0 {
			break
		}
		j := i + k + 3
		if i+k > 0 && reading.IsWordByte(low[i+k-1]) {
			i = j
			continue
		}
		for j < len(low) && (low[j] == '-' || low[j] == ' ' || low[j] == '_') {
			j++
		}
		d := j
		for d < len(low) && d < j+2 && low[d] >= '0' && low[d] <= '9' {
			d++
		}
		if n, err := strconv.Atoi(low[j:d]); err == nil && (d == len(low) || !reading.IsWordByte(low[d])) {
			add(26 - n)
		}
		i = j
	}
	if k := strings.Index(low, "caesar"); k >= 0 {
		w := low[k:min(len(low), k+60)]
		for _, cue := range []string{"shift", "key", "by"} {
			if c := strings.Index(w, cue); c >= 0 {
				j := c + len(cue)
				for j < len(w) && !(w[j] >= '0' && w[j] <= '9') && j < c+len(cue)+6 {
					j++
				}
				d := j
				for d < len(w) && w[d] >= '0' && w[d] <= '9' {
					d++
				}
				if n, err := strconv.Atoi(w[j:d]); err == nil {
					add(26 - n)
				}
			}
		}
	}
	return out
}

// statedAlphabets reads substitution alphabets a text states: a word of
// the 26 letters, each once, next to "substitution", "alphabet", "cipher"
// or "key". Decoding maps the alphabet's i-th letter to the i-th letter
// of a…z.
func statedAlphabets(s string) []string {
	low := reading.Lower(s)
	if !strings.Contains(low, "substitut") && !strings.Contains(low, "alphabet") && !strings.Contains(low, "cipher") {
		return nil
	}
	var out []string
	for i := 0; i+26 <= len(low); i++ {
		if i > 0 && reading.IsWordByte(low[i-1]) || i+26 < len(low) && reading.IsWordByte(low[i+26]) {
			continue
		}
		var seen uint32
		ok := true
		for _, c := range []byte(low[i : i+26]) {
			if c < 'a' || c > 'z' || seen&(1<<(c-'a')) != 0 {
				ok = false
				break
			}
			seen |= 1 << (c - 'a')
		}
		if ok && low[i:i+26] != "abcdefghijklmnopqrstuvwxyz" {
			out = append(out, low[i:i+26])
			i += 25
		}
	}
	return out
}

// substitute decodes s with a substitution alphabet.
func substitute(s, alphabet string) string {
	var inv [26]byte
	for i := 0; i < 26; i++ {
		inv[alphabet[i]-'a'] = byte('a' + i)
	}
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = inv[c-'a']
		case c >= 'A' && c <= 'Z':
			b[i] = inv[c-'A'] - 32
		}
	}
	return string(b)
}

// xorKey is a key a text states for XOR.
type xorKey struct {
	key  []byte
	name string
}

// statedXORKeys reads the XOR keys a text states: "xor 0x5a", "XOR with
// key 42", "xor key 'k3y'" (a hex byte, a decimal byte, or a quoted
// string of up to 32 bytes, within a short reach after "xor").
func statedXORKeys(s string) []xorKey {
	low := reading.Lower(s)
	var out []xorKey
	for i := 0; ; {
		k := strings.Index(low[i:], "xor")
		if k < 0 {
			break
		}
		j := i + k + 3
		w := s[j:min(len(s), j+40)]
		wl := low[j:min(len(low), j+40)]
		for p := 0; p < len(w); p++ {
			switch c := w[p]; {
			case c == '0' && p+3 < len(w) && wl[p+1] == 'x' && reading.IsHexChar(w[p+2]) && reading.IsHexChar(w[p+3]):
				v, _ := strconv.ParseUint(w[p+2:p+4], 16, 8)
				out = append(out, xorKey{[]byte{byte(v)}, w[p : p+4]})
				p = len(w)
			case c >= '0' && c <= '9' && (p == 0 || !reading.IsWordByte(w[p-1])):
				d := p
				for d < len(w) && w[d] >= '0' && w[d] <= '9' {
					d++
				}
				if v, err := strconv.Atoi(w[p:d]); err == nil && v > 0 && v < 256 && (d == len(w) || !reading.IsWordByte(w[d])) {
					out = append(out, xorKey{[]byte{byte(v)}, w[p:d]})
					p = len(w)
				}
			case c == '"' || c == '\'':
				if e := strings.IndexByte(w[p+1:], c); e > 0 && e <= 32 {
					out = append(out, xorKey{[]byte(w[p+1 : p+1+e]), w[p : p+e+2]})
					p = len(w)
				}
			}
		}
		i = j
	}
	return out
}

func xorBytes(b, key []byte) []byte {
	out := make([]byte, len(b))
	for i := range b {
		out[i] = b[i] ^ key[i%len(key)]
	}
	return out
}

// reversalCues are the ways a text says something is reversed: piped
// through rev, Python's [::-1], reverse() and strrev() calls, the words
// "reversed" and "backwards".
var reversalCues = []string{"| rev", "|rev", "[::-1]", "reverse()", "Reverse(", "reverse(", "strrev(", "reversed", "Reversed", "backwards", "Backwards"}

// reversalStated: the text says something is reversed.
func reversalStated(s string) bool {
	if !strings.Contains(s, "rev") && !strings.Contains(s, "Rev") && !strings.Contains(s, "[::-1]") && !strings.Contains(s, "ackwards") {
		return false
	}
	for _, c := range reversalCues {
		if strings.Contains(s, c) {
			return true
		}
	}
	return false
}

// reverseRunes reverses s rune by rune.
func reverseRunes(s string) string {
	rs := []rune(s)
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		rs[i], rs[j] = rs[j], rs[i]
	}
	return string(rs)
}

// quotedSpans lists the spans of quoted strings in s ('…', "…", `…`),
// the quotes excluded, at least 8 bytes long.
func quotedSpans(s string) []reading.Span {
	var out []reading.Span
	for i := 0; i < len(s); i++ {
		q := s[i]
		if q != '\'' && q != '"' && q != '`' {
			continue
		}
		e := strings.IndexByte(s[i+1:], q)
		if e < 0 {
			break
		}
		if e >= 8 {
			out = append(out, reading.Span{Start: i + 1, End: i + 1 + e})
		}
		i += e + 1
	}
	return out
}

// inflateRaw reads a raw deflate stream (no gzip or zlib header). A
// stream whose first block has the reserved type 3 is none. The
// decompressors are pooled: each holds a 32 KiB window, and most
// candidates are not deflate at all.
func inflateRaw(b []byte) []byte {
	switch b[0] & 0x06 {
	case 0x06:
		return nil // reserved block type
	case 0x00:
		// A stored block: LEN then its complement NLEN.
		if len(b) < 5 || b[1] != ^b[3] || b[2] != ^b[4] {
			return nil
		}
	}
	var r io.ReadCloser
	if v := flatePool.Get(); v != nil {
		r = v.(io.ReadCloser)
		if err := r.(flate.Resetter).Reset(bytes.NewReader(b), nil); err != nil {
			return nil
		}
	} else {
		r = flate.NewReader(bytes.NewReader(b))
	}
	defer flatePool.Put(r)
	var out bytes.Buffer
	_, err := io.Copy(&out, io.LimitReader(r, maxInflate+1))
	if err != nil && out.Len() == 0 {
		return nil
	}
	return out.Bytes()
}

var flatePool sync.Pool

// innerPool holds the tokenizers and field walkers that confirm decoded
// texts: one per goroutine at a time.
var innerPool = sync.Pool{New: func() any { return &innerScratch{tz: reading.NewTokenizer()} }}

type innerScratch struct {
	tz   *text.Tokenizer
	fw   reading.FieldWalker
	view reading.ToolView
}
