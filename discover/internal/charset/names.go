package charset

import (
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// named is an encoding a file may declare that this package reads.
type named struct {
	name  string
	utf8  bool             // UTF-8, or ASCII (a byte outside it is no text)
	cm    *charmap.Charmap // a single-byte encoding
	multi encoding.Encoding
}

func (e named) decode(data []byte, stop bool) Text {
	if e.cm != nil {
		return decodeCharmap(data, e.cm, e.name)
	}
	return decodeMulti(data, e.multi, e.name, stop)
}

// aliases are the names Python's codecs give the encodings where the
// WHATWG and IANA tables name another or none: latin-1 is ISO-8859-1 in
// Python (WHATWG reads it as windows-1252), cp932 Shift-JIS with
// Microsoft's extensions (x/text's Shift_JIS has them), cp936 GBK, cp949
// EUC-KR's extension (x/text's EUC-KR is it), and ascii is no
// encoding of its own: its bytes are UTF-8's.
var aliases = func() map[string]named {
	m := map[string]named{}
	add := func(e named, names ...string) {
		for _, n := range names {
			m[n] = e
		}
	}
	add(named{name: "UTF-8", utf8: true}, "utf-8", "utf8", "utf-8-sig", "u8", "utf", "cp65001", "ascii", "us-ascii", "646")
	add(named{name: "ISO-8859-1", cm: charmap.ISO8859_1}, "latin-1", "latin1", "iso-8859-1", "iso8859-1", "iso-latin-1", "8859", "cp819", "l1")
	add(named{name: "Shift_JIS", multi: japanese.ShiftJIS}, "shift-jis", "shiftjis", "sjis", "s-jis", "cp932", "ms932", "mskanji", "ms-kanji", "windows-31j")
	add(named{name: "EUC-JP", multi: japanese.EUCJP}, "euc-jp", "eucjp", "ujis", "u-jis")
	add(named{name: "GBK", multi: simplifiedchinese.GBK}, "gbk", "cp936", "ms936", "936", "gb2312", "euc-cn", "euccn")
	add(named{name: "GB18030", multi: simplifiedchinese.GB18030}, "gb18030", "gb18030-2000")
	add(named{name: "Big5", multi: traditionalchinese.Big5}, "big5", "big5-tw", "csbig5", "cp950", "ms950", "big5hkscs", "big5-hkscs")
	add(named{name: "EUC-KR", multi: korean.EUCKR}, "euc-kr", "euckr", "cp949", "ms949", "uhc")
	return m
}()

// lookup finds the encoding a file declares by name, in Python's
// spelling (any case, _ or - or a space between its parts) or the WHATWG
// and IANA tables'. Only encodings that read ASCII as ASCII and keep no
// state between characters are read: not UTF-16 or UTF-7 (a source file
// cannot declare them and be read up to its declaration), not
// ISO-2022-JP, not EBCDIC.
func lookup(name string) (named, bool) {
	if name == "" {
		return named{}, false
	}
	n := strings.NewReplacer("_", "-", " ", "-").Replace(strings.ToLower(strings.TrimSpace(name)))
	if e, ok := aliases[n]; ok {
		return e, true
	}
	if e, err := htmlindex.Get(n); err == nil {
		canon, _ := htmlindex.Name(e)
		return readable(e, canon)
	}
	if e, err := ianaindex.IANA.Encoding(n); err == nil && e != nil {
		canon, _ := ianaindex.IANA.Name(e)
		return readable(e, canon)
	}
	return named{}, false
}

func readable(e encoding.Encoding, name string) (named, bool) {
	switch e {
	case unicode.UTF8:
		return named{name: "UTF-8", utf8: true}, true
	case japanese.ShiftJIS, japanese.EUCJP, simplifiedchinese.GBK, simplifiedchinese.GB18030, traditionalchinese.Big5, korean.EUCKR:
		return named{name: name, multi: e}, true
	}
	cm, ok := e.(*charmap.Charmap)
	if !ok {
		return named{}, false
	}
	for c := range byte(0x80) {
		if cm.DecodeByte(c) != rune(c) {
			return named{}, false
		}
	}
	return named{name: name, cm: cm}, true
}

// Known: name is an encoding Decode reads a file by (UTF-8 among them).
func Known(name string) bool {
	_, ok := lookup(name)
	return ok
}
