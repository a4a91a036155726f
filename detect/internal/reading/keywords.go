package reading

import (
	"math/bits"
	"strings"
)

// keywordSet finds which of many literal keywords occur in a text in one
// pass, so a check can skip the regular expressions whose keywords are
// absent. Each keyword carries the bit of the group (family, rule) it
// gates. Keywords are indexed by their first two bytes, and a text is let
// into that index only where a hash of three bytes in a row is one a
// keyword starts with. A set that does not fold case reads eight bytes at
// a time and looks up the hashes of six positions without a branch (a
// bit table of 4 KiB, which stays in the first-level cache); a folding
// set lowers each byte and goes one position at a time.
type KeywordSet struct {
	fold    bool
	has3    [1 << 15 / 64]uint64 // bit per tri hash of a keyword's first three bytes
	short   [1 << 10]uint64      // bit per byte pair that is a whole (two-byte) keyword
	pairs   [1 << 16]uint16      // first two bytes → 1 + bucket index
	Buckets [][]keyword
}

// tri hashes three bytes to 15 bits.
func tri(c0, c1, c2 byte) uint32 {
	return triOf(uint32(c0) | uint32(c1)<<8 | uint32(c2)<<16)
}

// triOf is tri of the three bytes packed little-endian in the low 24 bits
// of x; the bits above are ignored.
func triOf(x uint32) uint32 {
	return (x & 0xffffff) * 0x9e3779b1 >> 17
}

// hit is 1 when the tri hash h is one a keyword starts with. The bits are
// a 4 KiB table that stays in the first-level cache (a byte per hash, 32
// KiB, did not: its misses were a fifth of the engine's).
func (k *KeywordSet) hit(h uint32) uint8 { return uint8(k.has3[h>>6&(1<<15/64-1)] >> (h & 63) & 1) }

type keyword struct {
	Text      string
	Bit       uint64
	WordStart bool // must not follow a letter or digit
	Fold      bool // matches in any ASCII case (text is lower case)
}

func NewKeywordSet(fold bool) *KeywordSet { return &KeywordSet{fold: fold} }

func LowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

// add registers the keywords of group bit (0–63). Keywords have at least
// two bytes. A keyword written with a leading `\b` matches only at the
// start of a word ("\brm -" is not in "platform -"); one written with a
// leading `(?i)` matches in any ASCII case, also in a set that does not
// fold (the prefixes come in that order).
func (k *KeywordSet) Add(bit int, words ...string) {
	for _, w := range words {
		ws := strings.HasPrefix(w, `\b`)
		w = strings.TrimPrefix(w, `\b`)
		fold := k.fold || strings.HasPrefix(w, "(?i)")
		w = strings.TrimPrefix(w, "(?i)")
		if len(w) < 2 {
			panic("detect: keyword shorter than two bytes: " + w)
		}
		if fold {
			w = Lower(w)
		}
		kw := keyword{w, 1 << uint(bit), ws, fold}
		// The scan of a folding set lowers the text, so one pair is
		// enough; otherwise a folded keyword starts with any case of
		// its first two bytes.
		variants := func(c byte) []byte { return []byte{c} }
		if fold && !k.fold {
			variants = caseVariants
		}
		// A two-byte keyword is followed by any byte, or by none.
		thirds := allBytes[:]
		if len(w) > 2 {
			thirds = variants(w[2])
		}
		for _, c0 := range variants(w[0]) {
			for _, c1 := range variants(w[1]) {
				key := uint16(c0)<<8 | uint16(c1)
				k.addPair(key, kw)
				for _, c2 := range thirds {
					h := tri(c0, c1, c2)
					k.has3[h>>6] |= 1 << (h & 63)
				}
				if len(w) == 2 {
					k.short[key>>6] |= 1 << (key & 63)
				}
			}
		}
	}
}

// addPair files kw under the byte pair key.
func (k *KeywordSet) addPair(key uint16, kw keyword) {
	if k.pairs[key] == 0 {
		k.Buckets = append(k.Buckets, nil)
		k.pairs[key] = uint16(len(k.Buckets))
	}
	b := k.pairs[key] - 1
	k.Buckets[b] = append(k.Buckets[b], kw)
}

// allBytes holds every byte value once: the thirds of a two-byte keyword.
var allBytes = func() (b [256]byte) {
	for c := range b {
		b[c] = byte(c)
	}
	return b
}()

// caseVariants returns the ASCII cases of c (c itself when it has none).
func caseVariants(c byte) []byte {
	if l := LowerByte(c); l >= 'a' && l <= 'z' {
		return []byte{l, l - 32}
	}
	return []byte{c}
}

// lowerTable lowers ASCII letters, for scanFolded.
var lowerTable = func() (l [256]byte) {
	for c := 0; c < 256; c++ {
		l[c] = LowerByte(byte(c))
	}
	return
}()

// scan returns the mask of groups with at least one keyword in s.
func (k *KeywordSet) Scan(s string) uint64 {
	if len(s) < 2 {
		return 0
	}
	if k.fold {
		return k.scanFolded(s)
	}
	var mask uint64
	// Eight bytes at a time hold the first three bytes of six positions:
	// their six tri hashes are looked up without a branch, and a block is
	// looked at position by position only when one of them is a
	// keyword's.
	i := 0
	for ; i+8 <= len(s); i += 6 {
		w := load64(s, i)
		hits := k.hit(triOf(uint32(w))) | k.hit(triOf(uint32(w>>8)))<<1 | k.hit(triOf(uint32(w>>16)))<<2 |
			k.hit(triOf(uint32(w>>24)))<<3 | k.hit(triOf(uint32(w>>32)))<<4 | k.hit(triOf(uint32(w>>40)))<<5
		for ; hits != 0; hits &= hits - 1 {
			j := bits.TrailingZeros8(hits)
			x := w >> (8 * j)
			mask = k.matchAt(s, i+j, uint16(x&0xff)<<8|uint16(x>>8&0xff), mask)
		}
	}
	for ; i+2 < len(s); i++ {
		if k.hit(tri(s[i], s[i+1], s[i+2])) != 0 {
			mask = k.matchAt(s, i, uint16(s[i])<<8|uint16(s[i+1]), mask)
		}
	}
	return k.lastPair(s, s[len(s)-2], s[len(s)-1], mask)
}

// scanFolded is scan for a set that folds case: it lowers each byte first.
func (k *KeywordSet) scanFolded(s string) uint64 {
	var mask uint64
	tab := &lowerTable
	c0, c1 := tab[s[0]], tab[s[1]]
	for i := 2; i < len(s); i++ {
		c2 := tab[s[i]]
		if k.hit(tri(c0, c1, c2)) != 0 {
			mask = k.matchAt(s, i-2, uint16(c0)<<8|uint16(c1), mask)
		}
		c0, c1 = c1, c2
	}
	return k.lastPair(s, c0, c1, mask)
}

// lastPair adds the groups of a two-byte keyword that is the last two
// bytes of s (c0 c1, lowered in a folding set): no tri hash holds them.
func (k *KeywordSet) lastPair(s string, c0, c1 byte, mask uint64) uint64 {
	if key := uint16(c0)<<8 | uint16(c1); k.short[key>>6]&(1<<(key&63)) != 0 {
		mask = k.matchAt(s, len(s)-2, key, mask)
	}
	return mask
}

// matchAt adds the groups of the keywords starting with pair key that
// occur at s[i:]. The tri hash may let in a pair that starts none.
func (k *KeywordSet) matchAt(s string, i int, key uint16, mask uint64) uint64 {
	b := k.pairs[key]
	if b == 0 {
		return mask
	}
	for _, kw := range k.Buckets[b-1] {
		if mask&kw.Bit != 0 || len(s)-i < len(kw.Text) {
			continue
		}
		if kw.WordStart && i > 0 && IsWordByte(s[i-1]) {
			continue
		}
		if hasAt(s, i, kw) {
			mask |= kw.Bit
		}
	}
	return mask
}

// hasAt reports whether kw occurs at s[i:], its first two bytes already
// matched (in any case, for a folded keyword).
func hasAt(s string, i int, kw keyword) bool {
	w := kw.Text
	if !kw.Fold {
		return s[i:i+len(w)] == w
	}
	for j := 2; j < len(w); j++ {
		if LowerByte(s[i+j]) != w[j] {
			return false
		}
	}
	return true
}

func IsWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// load64 reads s[i:i+8] as one little-endian word (the constant-length
// slice spares seven bounds checks, so the compiler makes one load).
func load64(s string, i int) uint64 {
	b := s[i : i+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}
