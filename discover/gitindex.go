package discover

import (
	"bytes"
	"crypto/sha1"
	"encoding/binary"
	"errors"
)

// errIndexFormat: an index indexNames does not read; go-git's decoder
// then decides (walker.loadIndex).
var errIndexFormat = errors.New("not an index the fast reader reads")

// indexNames returns the paths a git index lists (format versions 2 to 4,
// https://git-scm.com/docs/index-format), in order. The walk needs only
// the names: go-git's decoder builds every entry through reflection and
// checks the trailing hash with collision-detecting SHA-1, which was most
// of a scan of a large repository without MCP files. Anything it does not
// read the way go-git does (a mandatory extension, a truncated entry, a
// hash that does not match the content) is an error, and the caller asks
// go-git, which then reads it or says why not: the fast reader never
// accepts an index go-git refuses for its structure or checksum.
func indexNames(b []byte) ([]string, error) {
	names, err := parseIndex(b)
	if err == nil && !indexHashOK(b) {
		return nil, errIndexFormat
	}
	return names, err
}

// indexHashOK says whether an index's trailing SHA-1 is that of the rest
// (parseIndex has checked that it is there). It costs 12 instructions a
// byte, 20M for moby/moby's 1.7 MB index, so the walk asks it only when
// the index decides something (walker.verified); git itself checks it
// only in git fsck.
func indexHashOK(b []byte) bool {
	sum := sha1.Sum(b[:len(b)-sha1.Size])
	return bytes.Equal(sum[:], b[len(b)-sha1.Size:])
}

// parseIndex is indexNames without the hash check. Names of versions 2
// and 3 are substrings of one copy of the index (no allocation each).
func parseIndex(b []byte) ([]string, error) {
	return parseIndexLinks(b, nil)
}

// gitlinkMode is the object type of an index entry that is a submodule's
// commit (mode 0160000).
const gitlinkMode = 0o160000

// parseIndexLinks is parseIndex that also appends to links, when not nil,
// the names of the gitlink entries (submodules).
func parseIndexLinks(b []byte, links *[]string) ([]string, error) {
	const (
		header   = 12
		entryLen = 62 // times, ids, mode, size, object id (SHA-1), flags
		hashLen  = sha1.Size
	)
	if len(b) < header+hashLen || string(b[:4]) != "DIRC" {
		return nil, errIndexFormat
	}
	version := binary.BigEndian.Uint32(b[4:])
	if version < 2 || version > 4 {
		return nil, errIndexFormat
	}
	count := int(binary.BigEndian.Uint32(b[8:]))
	if count < 0 || count > len(b)/entryLen {
		return nil, errIndexFormat
	}
	str := string(b)
	names := make([]string, 0, count)
	off := header
	prev := ""
	for range count {
		start := off
		if off+entryLen > len(b) {
			return nil, errIndexFormat
		}
		flags := binary.BigEndian.Uint16(b[off+60:])
		off += entryLen
		if flags&0x4000 != 0 { // extended flags
			off += 2
		}
		if off > len(b) {
			return nil, errIndexFormat
		}
		var name string
		if version == 4 {
			// The length of the previous name to drop, then the rest,
			// NUL-terminated; no padding.
			strip, n := offsetVarint(b[off:])
			if n == 0 || strip > len(prev) {
				return nil, errIndexFormat
			}
			off += n
			end := bytes.IndexByte(b[off:], 0)
			if end < 0 {
				return nil, errIndexFormat
			}
			name = prev[:len(prev)-strip] + string(b[off:off+end])
			off += end + 1
		} else {
			// The name's length is in the flags (0xFFF: at least that, up
			// to its NUL), then NULs to a multiple of 8 bytes.
			n := int(flags & 0xfff)
			consumed := n
			if n == 0xfff {
				end := bytes.IndexByte(b[off:], 0)
				if end < 0 {
					return nil, errIndexFormat
				}
				n, consumed = end, end+1
			}
			if off+n > len(b) {
				return nil, errIndexFormat
			}
			name = str[off : off+n]
			pad := 8 - (off-start+n)%8 - (consumed - n)
			off += consumed
			if pad > 0 {
				off += pad
			}
			if off > len(b) {
				return nil, errIndexFormat
			}
		}
		names = append(names, name)
		prev = name
		if links != nil && binary.BigEndian.Uint32(b[start+24:])&0o170000 == gitlinkMode {
			*links = append(*links, name)
		}
	}
	// Extensions: optional ones (a signature starting A–Z) are skipped;
	// a mandatory one is go-git's to read or refuse.
	rest := b[off:]
	for len(rest) >= 8+hashLen {
		if rest[0] < 'A' || rest[0] > 'Z' {
			return nil, errIndexFormat
		}
		n := int(binary.BigEndian.Uint32(rest[4:]))
		if n < 0 || n > len(rest)-8-hashLen {
			return nil, errIndexFormat
		}
		rest = rest[8+n:]
	}
	if len(rest) != hashLen {
		return nil, errIndexFormat
	}
	return names, nil
}

// offsetVarint decodes git's offset encoding (index version 4): its value
// and the bytes it took, 0 when it does not end or overflows.
func offsetVarint(b []byte) (int, int) {
	if len(b) == 0 {
		return 0, 0
	}
	v, i := int(b[0]&0x7f), 0
	for b[i]&0x80 != 0 {
		i++
		if i >= len(b) || v > 1<<40 {
			return 0, 0
		}
		v = (v+1)<<7 | int(b[i]&0x7f)
	}
	return v, i + 1
}
