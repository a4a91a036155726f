package discover

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// escapedCRs finds, in the texts of a definition read from source code
// (fields: its nodes by detect's field paths), the carriage returns its
// literals write as the escape \r: by field path, their byte offsets in
// the decoded text (detect.Tool.EscapedCR). The language decodes "\r" to
// a carriage return, and the text a model is handed holds one; the person
// reading the source reads the escape, the name of a line ending ("a
// trailing \r\n, \n or \r"). A carriage return written by its code point
// ("\x0d", "\u000d") or as itself is not one of them.
func escapedCRs(src []byte, n *syntax.Node, fields func() map[string]*syntax.Node) map[string][]int {
	if !holdsCR(n) {
		return nil // most definitions
	}
	var out map[string][]int
	for path, node := range fields() {
		if node.Kind != syntax.KString || strings.HasSuffix(path, "#key") {
			continue
		}
		if _, approx := node.Mapper.(syntax.ApproxMapper); approx {
			continue // its offsets are a guess
		}
		for i := 0; i < len(node.Str); i++ {
			if node.Str[i] != '\r' {
				continue
			}
			if at := node.FileOffset(i); at >= 0 && at+1 < len(src) && src[at] == '\\' && src[at+1] == 'r' {
				if out == nil {
					out = map[string][]int{}
				}
				out[path] = append(out[path], i)
			}
		}
	}
	return out
}

// holdsCR: a string of n holds a carriage return.
func holdsCR(n *syntax.Node) bool {
	if n == nil {
		return false
	}
	switch n.Kind {
	case syntax.KString:
		return strings.IndexByte(n.Str, '\r') >= 0
	case syntax.KObject:
		for _, v := range n.Vals {
			if holdsCR(v) {
				return true
			}
		}
	case syntax.KArray:
		for _, e := range n.Elems {
			if holdsCR(e) {
				return true
			}
		}
	}
	return false
}

// withEscapedCRs records on t the carriage returns its texts write as \r
// when the file is source code. A data file's "\r" (a tools file) is how
// the text it records was written down, not an author's prose: a bare
// carriage return there keeps its reading.
func (d *recognizer) withEscapedCRs(t *detect.Tool, n *syntax.Node, fields func() map[string]*syntax.Node) {
	if d.Kinds["source"] {
		t.EscapedCR = escapedCRs(d.Src.Data, n, fields)
	}
}
