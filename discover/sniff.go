package discover

import "bytes"

// markerSet answers hasAny(b, markers) — does b hold one of the markers —
// in about one pass of bytes.IndexByte over b per distinct anchor byte,
// instead of one bytes.Index per marker. Each marker is anchored on its
// least common byte (byteRank): every occurrence of a marker has its
// anchor byte at a fixed offset, so checking the markers at each
// occurrence of their anchor finds every marker that occurs. On source
// code, whose head is sniffed for SDK imports in every file, the search
// for common first bytes ('g' of github.com/…) was a quarter of a walk.
type markerSet struct {
	groups []anchorGroup
}

type anchorGroup struct {
	c  byte
	ms []anchored
}

type anchored struct {
	m   []byte
	off int // of the anchor byte in m
}

func newMarkerSet(markers [][]byte) *markerSet {
	s := &markerSet{}
	for _, m := range markers {
		if len(m) == 0 {
			// The empty marker is in everything.
			s.groups = []anchorGroup{{c: 0, ms: []anchored{{m: m, off: -1}}}}
			return s
		}
		off := 0
		for i := range m {
			if byteRank(m[i]) < byteRank(m[off]) {
				off = i
			}
		}
		g := -1
		for i := range s.groups {
			if s.groups[i].c == m[off] {
				g = i
			}
		}
		if g < 0 {
			s.groups = append(s.groups, anchorGroup{c: m[off]})
			g = len(s.groups) - 1
		}
		s.groups[g].ms = append(s.groups[g].ms, anchored{m: m, off: off})
	}
	return s
}

// in reports whether b holds one of the markers.
func (s *markerSet) in(b []byte) bool {
	for _, g := range s.groups {
		if len(g.ms) == 1 && g.ms[0].off < 0 {
			return true
		}
		for i := 0; i < len(b); i++ {
			k := bytes.IndexByte(b[i:], g.c)
			if k < 0 {
				break
			}
			i += k
			for _, a := range g.ms {
				if p := i - a.off; p >= 0 && p+len(a.m) <= len(b) && bytes.Equal(b[p:p+len(a.m)], a.m) {
					return true
				}
			}
		}
	}
	return false
}

// byteRank is how common a byte is in source code and data files, lower
// for rarer: the bytes a marker is anchored on. A guess from the shape of
// such text (letters, quotes and spaces common; digits, capitals and
// most punctuation rarer); it decides speed only, never the answer.
func byteRank(c byte) int {
	const lower = "zqjxkvbpygfwmucldrhsnioate" // rarest first (English letter frequency)
	switch {
	case c >= 'a' && c <= 'z':
		for i := range len(lower) {
			if lower[i] == c {
				return 60 + i
			}
		}
	case c == ' ' || c == '\n' || c == '\t' || c == '"' || c == ',' || c == ':':
		return 100
	case c == '.' || c == '/' || c == '(' || c == ')' || c == '=' || c == '\'' || c == ';':
		return 58
	case c == '_' || c == '{' || c == '}' || c == '[' || c == ']':
		return 50
	case c >= 'A' && c <= 'Z':
		return 40
	case c >= '0' && c <= '9':
		return 35
	case c == '-':
		return 30
	case c >= 0x80:
		return 10
	}
	return 20 // other punctuation: @ $ # ! & | < > * + ? % ^ ~ ` \
}

// The sniffs of every file's head, one markerSet per marker list.
var (
	goSniff           = newMarkerSet(goMarkers)
	jsSniff           = newMarkerSet(jsMarkers)
	pySniff           = newMarkerSet(pyMarkers)
	strongSniff       = newMarkerSet(strongMarkers)
	weakSniff         = newMarkerSet(weakMarkers)
	registrationSniff = newMarkerSet(registrationMarkers)
)
