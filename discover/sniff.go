package discover

import (
	"bytes"
	"unsafe"
)

// markerSet answers hasAny(b, markers) — does b hold one of the markers —
// in one pass over b for all the markers, instead of one bytes.Index per
// marker. It is Wu and Manber's multi-pattern search: a window of the
// shortest marker's length m slides along b, and the last two bytes of the
// window say how far it can move without passing the end of an
// occurrence's first m bytes; only where no marker's prefix allows a move
// are the markers ending there compared. On source code the search for
// the Go markers' common first byte ('g' of github.com/…) through every
// 'g' was a quarter of a walk; a 27-byte window moves up to 26 bytes a
// step. The answer is hasAny's (TestMarkerSetIsHasAny).
//
// A set may hold a second list (newMarkerSets): find then answers for
// both lists in the same pass, as a data file's strong and weak markers
// are asked.
type markerSet struct {
	m int // the shortest marker's length (the window)
	// shift is by the window's last two bytes, read little-endian
	// (pair): how far the window may move; 0 where a marker's window
	// ends, whose markers are then ends[at[k]-1].
	shift *[1 << 16]uint8
	at    *[1 << 16]uint8
	ends  [][]marker
	// before holds, as a bitset, the two bytes before those a marker's
	// window ends with (m > 2): a window whose end matches but whose
	// pair before it is no marker's is passed without comparing.
	before *[1 << 13]uint8
	short  []marker // markers shorter than two bytes: searched plainly
}

// marker is one marker and whether it is of the second list.
type marker struct {
	b      []byte
	second bool
}

// pair is the table index of the two bytes b[i-1], b[i]: one 16-bit load.
func pair(b []byte, i int) uint16 { return uint16(b[i-1]) | uint16(b[i])<<8 }

func newMarkerSet(markers [][]byte) *markerSet { return newMarkerSets(markers, nil) }

// newMarkerSets is a set of two lists, told apart by find.
func newMarkerSets(first, second [][]byte) *markerSet {
	s := &markerSet{}
	var all []marker
	for _, mk := range first {
		all = append(all, marker{b: mk})
	}
	for _, mk := range second {
		all = append(all, marker{b: mk, second: true})
	}
	for _, mk := range all {
		switch {
		case len(mk.b) < 2:
			s.short = append(s.short, mk)
		case s.m == 0 || len(mk.b) < s.m:
			s.m = len(mk.b)
		}
	}
	if s.m == 0 {
		return s
	}
	s.shift, s.at = new([1 << 16]uint8), new([1 << 16]uint8)
	most := min(s.m-1, 255) // the move when the last two bytes are in no marker's window
	s.shift[0] = uint8(most)
	for n := 1; n < len(s.shift); n *= 2 { // fill by doubling: every run builds the tables
		copy(s.shift[n:], s.shift[:n])
	}
	for _, mk := range all {
		if len(mk.b) < 2 {
			continue
		}
		for q := 1; q < s.m; q++ { // the two bytes ending at q
			k := pair(mk.b, q)
			s.shift[k] = min(s.shift[k], uint8(min(s.m-1-q, 255)))
		}
		if s.m > 2 {
			if s.before == nil {
				s.before = new([1 << 13]uint8)
			}
			k := pair(mk.b, s.m-2)
			s.before[k>>3] |= 1 << (k & 7)
		}
		k := pair(mk.b, s.m-1)
		if s.at[k] == 0 {
			s.ends = append(s.ends, nil)
			s.at[k] = uint8(len(s.ends)) // at most one group per marker: fewer than 256 markers
		}
		s.ends[s.at[k]-1] = append(s.ends[s.at[k]-1], mk)
	}
	return s
}

// in reports whether b holds one of the markers (of either list).
func (s *markerSet) in(b []byte) bool {
	first, second := s.find(b)
	return first || second
}

// find reports whether b holds a marker of the first list, and whether
// it holds one of the second. It stops at the first marker of the first
// list: second is then only what was seen before it.
func (s *markerSet) find(b []byte) (first, second bool) {
	for _, mk := range s.short {
		if bytes.Contains(b, mk.b) {
			if !mk.second {
				return true, second
			}
			second = true
		}
	}
	if s.m == 0 {
		return false, second
	}
	// The window's end moves by the table; where it cannot (a marker's
	// window ends there), the markers ending there are compared. The
	// loop is the whole cost of a walk's sniffing (a YAML head moves
	// about 3.6 bytes a step for the data markers' 5-byte window): it
	// reads the two bytes as one load and has no other work.
	tab := s.shift[:] // one nil check; a uint16 index needs no bounds check
	// The loop reads b through a pointer: i+1 < len(b) at every read
	// (the loop conditions), and the index checks it saves were a
	// sixth of a sniff. far is where four moves of at most m-1 bytes
	// each stay in b, so the unrolled steps need no check of their own.
	p := unsafe.Pointer(unsafe.SliceData(b))
	at := func(i uint) uint16 {
		return uint16(*(*byte)(unsafe.Add(p, i))) | uint16(*(*byte)(unsafe.Add(p, i+1)))<<8
	}
	n := uint(len(b))
	far := uint(0)
	if step := uint(4 * (s.m - 1)); n > step+1 {
		far = n - step - 1
	}
	for i := uint(s.m - 2); i+1 < n; {
		var k uint16
		for i < far {
			k = at(i)
			d := uint(tab[k])
			if d == 0 {
				goto hit
			}
			i += d
			k = at(i)
			d = uint(tab[k])
			if d == 0 {
				goto hit
			}
			i += d
			k = at(i)
			d = uint(tab[k])
			if d == 0 {
				goto hit
			}
			i += d
			k = at(i)
			d = uint(tab[k])
			if d == 0 {
				goto hit
			}
			i += d
		}
		if i+1 >= n {
			break
		}
		k = at(i)
		if d := tab[k]; d > 0 {
			i += uint(d)
			continue
		}
	hit:
		// A marker's window ends at i+1: compare those ending there,
		// unless the pair before is no marker's (i >= m-2 >= 1).
		if s.before != nil {
			if kb := at(i - 1); s.before[kb>>3]&(1<<(kb&7)) == 0 {
				i++
				continue
			}
		}
		start := int(i) + 2 - s.m
		for _, mk := range s.ends[s.at[k]-1] {
			if len(b)-start >= len(mk.b) && bytes.Equal(b[start:start+len(mk.b)], mk.b) {
				if !mk.second {
					return true, second
				}
				second = true
			}
		}
		i++
	}
	return false, second
}

// The sniffs of every file's head, one markerSet per marker list.
var (
	goSniff           = newMarkerSet(goMarkers)
	jsSniff           = newMarkerSet(jsMarkers)
	pySniff           = newMarkerSet(pyMarkers)
	dataSniff         = newMarkerSets(strongMarkers, weakMarkers)
	registrationSniff = newMarkerSet(registrationMarkers)
)
