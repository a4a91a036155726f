package syntax

import (
	"bytes"
	"encoding/binary"
	"strings"
	"sync"
	"unsafe"
)

// MarkerSet answers HasAny(b, markers) — does b hold one of the markers —
// in one pass over b for all the markers, instead of one bytes.Index per
// marker. It is Wu and Manber's multi-pattern search: a window of the
// shortest marker's length m slides along b, and the last two bytes of the
// window say how far it can move without passing the end of an
// occurrence's first m bytes; only where no marker's prefix allows a move
// are the markers ending there compared. On source code the search for
// the Go markers' common first byte ('g' of github.com/…) through every
// 'g' was a quarter of a walk; a 27-byte window moves up to 26 bytes a
// step. The answer is HasAny's (TestMarkerSetIsHasAny).
//
// A set may hold a second list (NewMarkerSets): find then answers for
// both lists in the same pass, as a data file's strong and weak markers
// are asked.
type MarkerSet struct {
	M int // the shortest marker's length (the window)
	// shift is by the window's last two bytes, read little-endian
	// (pair): how far the window may move; 0 where a marker's window
	// ends, whose markers are then ends[at[k]-1].
	shift *[1 << 16]uint8
	at    *[1 << 16]uint8
	Ends  [][]marker
	// tail holds, as a bitset by a hash, the last 4 bytes of each
	// marker's window (m > 3): a window whose end pair matches but
	// whose last bytes are no marker's is passed without comparing. On a
	// YAML head half the windows that end like a marker's did so by a
	// common pair ("on", "te", "tr") that two bytes before told apart;
	// four bytes tell nearly all apart.
	tail  *[1 << 13]uint8
	short []marker // markers shorter than two bytes: searched plainly
}

// marker is one marker and whether it is of the second list. Its window
// is the m bytes from off: the search finds windows, then compares the
// whole marker around them.
type marker struct {
	B      []byte
	second bool
	Off    int
	bit    uint64 // 1 << its index in the set (Present), 0 past the 64th
}

// Window chooses where a marker's window of m bytes lies in it: where the
// pair it ends with is least common in text. Every window that ends with
// the pair of some marker's window is checked further, so a window ending
// in a pair of common letters ("on", "te", "tr") was stopped at all
// through prose and YAML. A pair is scored by its two bytes: an upper-case
// letter, a digit or a sign such as '_' or '.' (rare in running text) over
// any lower-case letter, lower-case letters by the standard order of
// English letter frequency ("etaoin shrdlu..."), and the bytes that
// structure JSON, YAML and prose (quote, colon, space, comma) lowest. The
// earliest window wins a tie.
func Window(b []byte, m int) int {
	best, bestScore := 0, -1
	for o := 0; o+m <= len(b); o++ {
		if sc := byteRarity(b[o+m-2]) + byteRarity(b[o+m-1]); sc > bestScore {
			best, bestScore = o, sc
		}
	}
	return best
}

// letterOrder is English letters from the most to the least frequent.
const letterOrder = "etaoinshrdlcumwfgypbvkjxqz"

func byteRarity(c byte) int {
	switch {
	case 'a' <= c && c <= 'z':
		return 1 + strings.IndexByte(letterOrder, c)
	case c == '"' || c == ':' || c == ' ' || c == ',' || c == '\n' || c == '\t' || c == '\'':
		return 0
	default:
		return 30
	}
}

// pairAt is pair(b, i+1) for b's data at p, without an index check: the
// caller keeps i+1 < len(b).
func pairAt(p unsafe.Pointer, i uint) uint16 {
	return uint16(*(*byte)(unsafe.Add(p, i))) | uint16(*(*byte)(unsafe.Add(p, i+1)))<<8
}

// tailHash is the tail bitset's index for a window w (len(w) >= 4): its
// last 4 bytes, read little-endian, by Fibonacci hashing.
func tailHash(w []byte) uint16 {
	return uint16((binary.LittleEndian.Uint32(w[len(w)-4:]) * 0x9E3779B1) >> 16)
}

// tailAt is tailHash of the window ending at i+1 of b's data at p, without
// an index check (m > 3: i >= m-2 >= 2).
func tailAt(p unsafe.Pointer, i uint) uint16 {
	x := uint32(*(*byte)(unsafe.Add(p, i-2))) | uint32(*(*byte)(unsafe.Add(p, i-1)))<<8 |
		uint32(*(*byte)(unsafe.Add(p, i)))<<16 | uint32(*(*byte)(unsafe.Add(p, i+1)))<<24
	return uint16((x * 0x9E3779B1) >> 16)
}

// pair is the table index of the two bytes b[i-1], b[i]: one 16-bit load.
func pair(b []byte, i int) uint16 { return uint16(b[i-1]) | uint16(b[i])<<8 }

func NewMarkerSet(markers [][]byte) *MarkerSet { return NewMarkerSets(markers, nil) }

// LazyMarkers is the MarkerSet of markers, built on first use: a reader's
// marks cost nothing to a scan that meets no file of its language.
func LazyMarkers(markers [][]byte) func() *MarkerSet {
	return sync.OnceValue(func() *MarkerSet { return NewMarkerSet(markers) })
}

// NewMarkerSets is a set of two lists, told apart by find.
func NewMarkerSets(first, second [][]byte) *MarkerSet {
	s := &MarkerSet{}
	var all []marker
	for _, mk := range first {
		all = append(all, marker{B: mk})
	}
	for _, mk := range second {
		all = append(all, marker{B: mk, second: true})
	}
	for i := range all {
		if i < 64 {
			all[i].bit = 1 << i
		}
	}
	for _, mk := range all {
		switch {
		case len(mk.B) < 2:
			s.short = append(s.short, mk)
		case s.M == 0 || len(mk.B) < s.M:
			s.M = len(mk.B)
		}
	}
	if s.M == 0 {
		return s
	}
	s.shift, s.at = new([1 << 16]uint8), new([1 << 16]uint8)
	most := min(s.M-1, 255) // the move when the last two bytes are in no marker's window
	s.shift[0] = uint8(most)
	for n := 1; n < len(s.shift); n *= 2 { // fill by doubling: every run builds the tables
		copy(s.shift[n:], s.shift[:n])
	}
	for _, mk := range all {
		if len(mk.B) < 2 {
			continue
		}
		mk.Off = Window(mk.B, s.M)
		w := mk.B[mk.Off : mk.Off+s.M]
		for q := 1; q < s.M; q++ { // the two bytes ending at q
			k := pair(w, q)
			s.shift[k] = min(s.shift[k], uint8(min(s.M-1-q, 255)))
		}
		if s.M > 3 {
			if s.tail == nil {
				s.tail = new([1 << 13]uint8)
			}
			k := tailHash(w)
			s.tail[k>>3] |= 1 << (k & 7)
		}
		k := pair(w, s.M-1)
		if s.at[k] == 0 {
			s.Ends = append(s.Ends, nil)
			s.at[k] = uint8(len(s.Ends)) // at most one group per marker: fewer than 256 markers
		}
		s.Ends[s.at[k]-1] = append(s.Ends[s.at[k]-1], mk)
	}
	return s
}

// In reports whether b holds one of the markers (of either list).
func (s *MarkerSet) In(b []byte) bool {
	first, second := s.Find(b)
	return first || second
}

// Find reports whether b holds a marker of the first list, and whether
// it holds one of the second. It stops at the first marker of the first
// list: second is then only what was seen before it.
func (s *MarkerSet) Find(b []byte) (first, second bool) {
	s.scan(b, func(mk *marker) bool {
		if !mk.second {
			first = true
			return true
		}
		second = true
		return false
	})
	return first, second
}

// Present is the set of the markers b holds, bit i for the i-th marker
// (of the first list, then the second), in one pass over b however many
// markers there are; a set of more than 64 markers answers for the first
// 64. It stops once it has seen every marker.
func (s *MarkerSet) Present(b []byte) uint64 {
	var all, got uint64
	for _, g := range s.Ends {
		for _, mk := range g {
			all |= mk.bit
		}
	}
	for _, mk := range s.short {
		all |= mk.bit
	}
	s.scan(b, func(mk *marker) bool {
		got |= mk.bit
		return got == all
	})
	return got
}

// scan calls hit for each occurrence of a marker in b, in no particular
// order among those ending at the same place, until hit returns true.
func (s *MarkerSet) scan(b []byte, hit func(*marker) bool) {
	for i := range s.short {
		if bytes.Contains(b, s.short[i].B) && hit(&s.short[i]) {
			return
		}
	}
	if s.M == 0 {
		return
	}
	// The window's end moves by the table; where it cannot (a marker's
	// window ends there), the markers ending there are compared. The
	// loop is the whole cost of a walk's sniffing (a YAML head moves
	// about 3.9 bytes a step for the data markers' 5-byte window).
	//
	// It is the "skip loop" of fast Boyer-Moore-Horspool searches: a
	// window where a marker's window ends has shift 0, so a step from it
	// stays there, and every later step of the same run reads the same
	// pair and stays too. Eight steps therefore need one test, after the
	// eighth: a step is a 16-bit load, a table load and an add.
	tab := s.shift[:] // one nil check; a uint16 index needs no bounds check
	// The loop reads b through a pointer: i+1 < len(b) at every read
	// (the loop conditions), and the index checks it saves were a
	// sixth of a sniff. far is where eight moves of at most m-1 bytes
	// each stay in b, so the unrolled steps need no check of their own.
	p := unsafe.Pointer(unsafe.SliceData(b))
	n := uint(len(b))
	far := uint(0)
	if step := uint(8 * (s.M - 1)); n > step+1 {
		far = n - step - 1
	}
	for i := uint(s.M - 2); i+1 < n; {
		var k uint16
		for i < far {
			i += uint(tab[pairAt(p, i)])
			i += uint(tab[pairAt(p, i)])
			i += uint(tab[pairAt(p, i)])
			i += uint(tab[pairAt(p, i)])
			i += uint(tab[pairAt(p, i)])
			i += uint(tab[pairAt(p, i)])
			i += uint(tab[pairAt(p, i)])
			i += uint(tab[pairAt(p, i)])
			if k = pairAt(p, i); tab[k] == 0 {
				goto hit
			}
		}
		if i+1 >= n {
			break
		}
		k = pairAt(p, i)
		if d := tab[k]; d > 0 {
			i += uint(d)
			continue
		}
	hit:
		// A marker's window ends at i+1: compare those ending there,
		// unless the window's last bytes are no marker's.
		start := int(i) + 2 - s.M
		if s.tail != nil {
			if kb := tailAt(p, i); s.tail[kb>>3]&(1<<(kb&7)) == 0 {
				i++
				continue
			}
		}
		ends := s.Ends[s.at[k]-1]
		for e := range ends {
			mk := &ends[e]
			if at := start - mk.Off; at >= 0 && len(b)-at >= len(mk.B) && bytes.Equal(b[at:at+len(mk.B)], mk.B) && hit(mk) {
				return
			}
		}
		i++
	}
}
