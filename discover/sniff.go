package discover

import "bytes"

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
	m     int                 // the shortest marker's length (the window)
	shift *[1 << 16]uint8     // by the window's last two bytes: how far it may move
	ends  map[uint16][]marker // markers by the two bytes their window ends with
	short []marker            // markers shorter than two bytes: searched plainly
}

// marker is one marker and whether it is of the second list.
type marker struct {
	b      []byte
	second bool
}

func newMarkerSet(markers [][]byte) *markerSet { return newMarkerSets(markers, nil) }

// newMarkerSets is a set of two lists, told apart by find.
func newMarkerSets(first, second [][]byte) *markerSet {
	s := &markerSet{ends: map[uint16][]marker{}}
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
	s.shift = new([1 << 16]uint8)
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
			k := uint16(mk.b[q-1])<<8 | uint16(mk.b[q])
			s.shift[k] = min(s.shift[k], uint8(min(s.m-1-q, 255)))
		}
		k := uint16(mk.b[s.m-2])<<8 | uint16(mk.b[s.m-1])
		s.ends[k] = append(s.ends[k], mk)
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
	// The window moves by the table; where it cannot, the markers
	// ending there are compared (hit).
	shift, m := s.shift, s.m
	hit := func(end int, k uint16) bool {
		start := end - m + 1
		for _, mk := range s.ends[k] {
			if len(b)-start >= len(mk.b) && bytes.Equal(b[start:start+len(mk.b)], mk.b) {
				if !mk.second {
					return true
				}
				second = true
			}
		}
		return false
	}
	for end := m - 1; end < len(b); end++ {
		k := uint16(b[end-1])<<8 | uint16(b[end])
		if d := shift[k]; d > 0 {
			end += int(d) - 1
		} else if hit(end, k) {
			return true, second
		}
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
