package charset

import "sort"

// Offsets maps each offset of a decoded text to the offset of the file's
// bytes it was decoded from. It is a list of runs: from a run's decoded
// offset on, up to the next run's, each byte of the text stands for
// Unit bytes of the file; Unit 0 is one character whose lengths differ in
// no whole ratio (a kanji: two bytes of Shift-JIS, three of UTF-8), every
// offset inside it its first byte. A stretch of ASCII in a single- or
// double-byte encoding is one run, ASCII in UTF-16 one run of Unit 2: the
// map costs in proportion to the characters outside ASCII, not the file.
type Offsets struct {
	runs []run
}

type run struct{ text, file, unit int }

// File returns the offset in the file's bytes of offset off of the text.
func (m *Offsets) File(off int) int {
	if m == nil || len(m.runs) == 0 {
		return off
	}
	i := sort.Search(len(m.runs), func(i int) bool { return m.runs[i].text > off }) - 1
	if i < 0 {
		return off
	}
	r := m.runs[i]
	return r.file + (off-r.text)*r.unit
}

// builder appends decoded characters to a text and keeps its Offsets.
type builder struct {
	out  []byte
	runs []run
	file int // the file's offset of the next character
}

func newBuilder(size int) *builder { return &builder{out: make([]byte, 0, size)} }

// add appends the decoded bytes dec of a character that is n bytes of
// the file (dec empty: bytes that stand for no character, a byte-order
// mark).
func (b *builder) add(dec []byte, n int) {
	unit := 0
	switch {
	case len(dec) == n:
		unit = 1
	case 2*len(dec) == n:
		unit = 2
	}
	b.mark(unit)
	b.out = append(b.out, dec...)
	b.file += n
}

// mark starts a run at the text's end unless the last run already says
// where this character's bytes are, at this unit.
func (b *builder) mark(unit int) {
	at := len(b.out)
	if k := len(b.runs); k > 0 {
		last := &b.runs[k-1]
		if last.unit != 0 && last.unit == unit && last.file+(at-last.text)*last.unit == b.file {
			return
		}
		if last.text == at {
			*last = run{at, b.file, unit} // the last run held nothing (bytes of no character)
			return
		}
	}
	b.runs = append(b.runs, run{at, b.file, unit})
}

// offsets closes the map: the text's end is the file's end.
func (b *builder) offsets() *Offsets {
	b.mark(1)
	return &Offsets{runs: b.runs}
}
