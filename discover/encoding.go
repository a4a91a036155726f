package discover

import (
	"fmt"

	"github.com/mcp-lint/mcp-lint/discover/internal/charset"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// readText makes src's Data the text its readers read: a file that is
// not UTF-8 (UTF-16, a legacy encoding it declares or its bytes show, or
// UTF-8 with stray bytes that are no text) is decoded, and said in a
// notice at its place (decoded). A file of valid UTF-8 costs one
// utf8.Valid, as before, and is not copied.
func (w *walker) readText(src *syntax.Source) {
	if src.FileOffsets != nil {
		return // decoded already, at its head (a UTF-16 file)
	}
	r, declares := readerOf(src.Format).(syntax.EncodingDeclarer)
	declared, at := "", -1
	if declares {
		declared, at = r.DeclaredEncoding(src.Data)
	}
	if t, ok := charset.Decode(src.Data, declared); ok {
		w.decoded(src, t)
	}
	if at >= 0 && !charset.Known(declared) {
		// The language reads the file by an encoding not decoded here
		// (UTF-7, where +ACI- is a quote; ISO-2022-JP): its strings and
		// code may be other than what runs, so the file was not read as
		// written. Said where the declaration is in the text read.
		if _, at = r.DeclaredEncoding(src.Data); at >= 0 {
			src.Problem(at, fmt.Sprintf("the file declares the encoding %q, which mcp-lint does not decode: its texts were read as UTF-8 and may not be what %s reads", declared, r.Name()))
		}
	}
}

// sideText decodes a file a reader reads beside the one it reads
// (Host.ReadFile: a module it imports, a file a Go program embeds) as
// readText decodes a file of the walk, and returns its text. The notice
// and the map to the file's bytes go to the Source the reader makes of
// that text (sideSource): a file read only to be sniffed is not said.
// key names the file (a path; for an archive's member, the archive's and
// the member's).
func (w *walker) sideText(key, rel string, data []byte) []byte {
	format, _ := formatOf(rel)
	declared := ""
	if r, ok := readerOf(format).(syntax.EncodingDeclarer); ok {
		declared, _ = r.DeclaredEncoding(data)
	}
	t, ok := charset.Decode(data, declared)
	if !ok {
		return data
	}
	if w.sideTexts == nil {
		w.sideTexts = map[string]charset.Text{}
	}
	w.sideTexts[key] = t
	return t.Data
}

// sideSource gives the Source of a file sideText decoded its map to the
// file's bytes, and records the notice, when its Data is that text.
func (w *walker) sideSource(key string, src *syntax.Source) *syntax.Source {
	t, ok := w.sideTexts[key]
	if ok && len(t.Data) == len(src.Data) && (len(t.Data) == 0 || &t.Data[0] == &src.Data[0]) {
		w.decoded(src, t)
	}
	return src
}

// decoded gives src the text t and records the notice that says so. The
// text was read, whole: a notice, not an error, so the scan is not
// incomplete for it. It is at the first character the decoding made (the
// first replaced byte, when that is all it did).
func (w *walker) decoded(src *syntax.Source, t charset.Text) {
	src.Data, src.FileOffsets = t.Data, t.Offsets()
	at := t.First
	if t.By == charset.ByDefault {
		at = t.FirstReplaced
	}
	line, col := src.Position(at)
	e := syntax.FileError{Path: src.Path, Line: line, Col: col, Message: decodedMessage(t)}
	if src.Member != "" {
		// A member of an archive: its line and column are the member's,
		// said with its name, as a computed text's are (File.Unread).
		e.Line, e.Col, e.Message = 0, 0, fmt.Sprintf("%s:%d:%d: %s", src.Member, line, col, e.Message)
	}
	w.res.Decoded = append(w.res.Decoded, e)
}

// decodedMessage says how a file was read.
func decodedMessage(t charset.Text) string {
	replaced := ""
	if t.Replaced > 0 {
		replaced = fmt.Sprintf("; %s no text in it and read as U+FFFD", bytesWere(t.Replaced))
	}
	switch t.By {
	case charset.ByMark:
		return fmt.Sprintf("read as %s, by its byte-order mark%s", t.Encoding, replaced)
	case charset.ByDeclaration:
		return fmt.Sprintf("read as %s, the encoding it declares (%q)%s", t.Encoding, t.Declared, replaced)
	case charset.ByGuess:
		return fmt.Sprintf("not UTF-8: read as %s, guessed from its bytes (saved as UTF-8, it would be read as written)%s", t.Encoding, replaced)
	}
	return fmt.Sprintf("invalid UTF-8: %s read as U+FFFD, the first here, and the rest of the file as written (its bytes show no other encoding)", bytesWere(t.Replaced))
}

// bytesWere: "1 byte was", "3 bytes were".
func bytesWere(n int) string {
	if n == 1 {
		return "1 byte was"
	}
	return fmt.Sprintf("%d bytes were", n)
}
