package discover

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	yaml "go.yaml.in/yaml/v3"
)

var yamlErrPos = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?s)line (\d+)(?:, column (\d+))?: (.*)`) })

// checkYAMLDepth rejects flow or block nesting deeper than MaxDepth before
// the parser recurses into it.
func checkYAMLDepth(src *syntax.Source, b []byte) error {
	flow := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '#':
			for i < len(b) && b[i] != '\n' {
				i++
			}
		case '"', '\'':
			q := b[i]
			for i++; i < len(b) && b[i] != q && b[i] != '\n'; i++ {
				if q == '"' && b[i] == '\\' {
					i++
				}
			}
		case '[', '{':
			flow++
			if flow > syntax.MaxDepth {
				line, col := src.Position(i)
				return &syntax.ParseError{Line: line, Col: col, Msg: fmt.Sprintf("nesting deeper than %d levels", syntax.MaxDepth)}
			}
		case ']', '}':
			flow--
		}
	}
	return nil
}

// blankTemplateActions returns b with every Go template action ("{{ … }}",
// as Helm charts and other generated YAML hold) replaced by spaces, its
// line breaks kept, so every offset stays the file's. ok is false when b
// holds no action, or one that does not end.
func blankTemplateActions(b []byte) (out []byte, ok bool) {
	i := bytes.Index(b, []byte("{{"))
	if i < 0 {
		return nil, false
	}
	out = append([]byte(nil), b...)
	for i >= 0 {
		end := bytes.Index(out[i+2:], []byte("}}"))
		if end < 0 {
			return nil, false
		}
		end += i + 4
		for k := i; k < end; k++ {
			if out[k] != '\n' && out[k] != '\r' {
				out[k] = ' '
			}
		}
		next := bytes.Index(out[end:], []byte("{{"))
		if next < 0 {
			break
		}
		i = end + next
	}
	return out, true
}

// parseYAML parses a one-document YAML file into a Node tree; a stream of
// several documents is an error here (parseYAMLStream reads them all).
func parseYAML(src *syntax.Source, b []byte) (*syntax.Node, error) {
	docs, err := parseYAMLStream(src, b)
	if err != nil {
		return nil, err
	}
	if len(docs) > 1 {
		return nil, &syntax.ParseError{Msg: fmt.Sprintf("%d YAML documents in one file; one was expected", len(docs))}
	}
	return docs[0], nil
}

// parseYAMLStream parses every document of a YAML stream ("---" separated)
// into a Node tree each: a poisoned tool in the second document is read
// like one in the first. An empty stream is one null document.
func parseYAMLStream(src *syntax.Source, b []byte) ([]*syntax.Node, error) {
	// The YAML decoder reads UTF-16 after its byte-order mark, but every
	// position mcp-lint reports is a UTF-8 byte offset into the file: such
	// a file is refused rather than reported at the wrong characters.
	if bytes.HasPrefix(b, []byte{0xfe, 0xff}) || bytes.HasPrefix(b, []byte{0xff, 0xfe}) {
		return nil, &syntax.ParseError{Msg: "the file is UTF-16 (byte-order mark); mcp-lint reads YAML in UTF-8: convert it"}
	}
	if err := checkYAMLDepth(src, b); err != nil {
		return nil, err
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	// Aliases are expanded; a budget proportional to the file's size stops
	// an alias bomb ("billion laughs") from growing the tree exponentially.
	// It is shared by all the documents of the file.
	y := &yamlConv{src: src, b: b, seen: map[*yaml.Node]bool{}, budget: min(64*len(b)+1024, syntax.MaxValues)}
	var out []*syntax.Node
	for {
		var doc yaml.Node
		err := dec.Decode(&doc)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, yamlError(src, b, err)
		}
		if doc.Kind == 0 || len(doc.Content) == 0 {
			out = append(out, &syntax.Node{Kind: syntax.KNull})
			continue
		}
		n, err := y.node(doc.Content[0], 0)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		out = append(out, &syntax.Node{Kind: syntax.KNull})
	}
	return out, nil
}

// yamlError turns a yaml error into a ParseError with its position; yaml
// gives lines, and a column only for some errors: the column is then that
// of the line's first character that is not a space, never 0.
func yamlError(src *syntax.Source, b []byte, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	if m := yamlErrPos().FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		col, _ := strconv.Atoi(m[2])
		// yaml's line, which runs ahead of the file's after an LS, PS or
		// NEL, as a place in the file.
		// Without a column, the line's first character that is not a
		// space.
		var lines []int
		off := yamlOffset(b, &lines, line, max(col, 1))
		for col == 0 && off < len(b) && (b[off] == ' ' || b[off] == '\t') {
			off++
		}
		fline, fcol := src.Position(off)
		msg := m[3]
		if fline != line {
			// The message may name yaml's line ("did not find expected key
			// at line 4"): say which line of the file that is.
			msg = yamlLineRef().ReplaceAllStringFunc(msg, func(ref string) string {
				n, _ := strconv.Atoi(strings.TrimPrefix(ref, "line "))
				l, _ := src.Position(yamlOffset(b, &lines, n, 1))
				return fmt.Sprintf("line %d", l)
			})
		}
		return &syntax.ParseError{Line: fline, Col: fcol, Msg: msg, Syntax: true}
	}
	return &syntax.ParseError{Msg: msg, Syntax: true}
}

var yamlLineRef = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`line [0-9]+`) })

type yamlConv struct {
	src *syntax.Source
	b   []byte
	// lines are yaml's line starts (yamlLineStarts), made when needed.
	lines []int
	seen  map[*yaml.Node]bool // alias cycle guard
	// budget is the number of nodes left to build.
	budget int
}

// mapString aligns a string scalar with its characters in the file.
func (y *yamlConv) mapString(n *syntax.Node, yn *yaml.Node) {
	offs := yamlScalarOffsets(y.b, n.Off, yn.Style, yn.Value)
	if offs == nil {
		n.Mapper = syntax.ApproxMapper{Base: n.Off, Limit: len(y.b)} // best effort
		n.End = min(n.Off+len(yn.Value), len(y.b))
		return
	}
	n.Mapper = syntax.TableMapper{Offs: offs}
	n.End = offs[len(offs)-1]
}

// skipProperties moves past a node's tag (!tag, !!str, !<uri>) and anchor
// (&name): yaml reports the position of the first, the value starts after.
func (y *yamlConv) skipProperties(off int) int {
	b := y.b
	for off < len(b) && (b[off] == '!' || b[off] == '&') {
		k := off + 1
		if b[off] == '&' {
			// an anchor name: letters, digits, '_' and '-' (as yaml.v3 reads it)
			for k < len(b) && (isAlnum(b[k]) || b[k] == '_' || b[k] == '-') {
				k++
			}
		} else {
			for k < len(b) && b[k] != ' ' && b[k] != '\t' && b[k] != '\n' && b[k] != '\r' {
				k++
			}
		}
		for k < len(b) && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\r') {
			k++
		}
		if k >= len(b) {
			return off
		}
		off = k
	}
	return off
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// yamlLineStarts returns the offsets at which yaml.v3 starts a line. It
// counts as line breaks LF, CRLF and a lone CR, as the file's own lines do,
// and also NEL (U+0085), LS (U+2028) and PS (U+2029), as YAML 1.1 does:
// after one of those, yaml's line numbers run ahead of the file's, so its
// positions are read with these line starts, never the file's.
func yamlLineStarts(b []byte) []int {
	ls := []int{0}
	for i := 0; i < len(b); i++ {
		if n := yamlBreak(b[i:]); n > 0 {
			i += n - 1
			ls = append(ls, i+1)
		}
	}
	return ls
}

// yamlBreak is the length of the line break b starts with, or 0.
func yamlBreak(b []byte) int {
	switch {
	case len(b) == 0:
		return 0
	case b[0] == '\r' && len(b) > 1 && b[1] == '\n':
		return 2
	case b[0] == '\n' || b[0] == '\r':
		return 1
	case len(b) > 1 && b[0] == 0xc2 && b[1] == 0x85:
		return 2
	case len(b) > 2 && b[0] == 0xe2 && b[1] == 0x80 && (b[2] == 0xa8 || b[2] == 0xa9):
		return 3
	}
	return 0
}

// offset turns yaml's 1-based line and column (counted in characters) into
// a byte offset.
func (y *yamlConv) offset(line, col int) int {
	return yamlOffset(y.b, &y.lines, line, col)
}

func yamlOffset(b []byte, lines *[]int, line, col int) int {
	if *lines == nil {
		*lines = yamlLineStarts(b)
	}
	ls := *lines
	if line < 1 || line > len(ls) {
		return 0
	}
	off := ls[line-1]
	for c := 1; c < col && off < len(b) && yamlBreak(b[off:]) == 0; c++ {
		_, n := utf8.DecodeRune(b[off:])
		off += n
	}
	return off
}

func (y *yamlConv) node(yn *yaml.Node, depth int) (*syntax.Node, error) {
	if depth > syntax.MaxDepth {
		line, col := y.src.Position(y.offset(yn.Line, yn.Column))
		return nil, &syntax.ParseError{Line: line, Col: col, Msg: fmt.Sprintf("nesting deeper than %d levels", syntax.MaxDepth)}
	}
	if y.budget--; y.budget < 0 {
		line, col := y.src.Position(y.offset(yn.Line, yn.Column))
		return nil, &syntax.ParseError{Line: line, Col: col, Msg: fmt.Sprintf("more than %d values, counting what aliases expand to (an alias bomb?); not parsed (a bound on memory)", syntax.MaxValues)}
	}
	n := &syntax.Node{Off: y.skipProperties(y.offset(yn.Line, yn.Column))}
	n.End = n.Off
	if yn.HeadComment != "" {
		n.Comment = yamlComment(yn.HeadComment)
		n.CommentOff = y.commentOffset(n.Off, yn.HeadComment)
		y.src.NoteComment(n.Comment, n.CommentOff)
	}
	switch yn.Kind {
	case yaml.AliasNode:
		if yn.Alias == nil || y.seen[yn.Alias] {
			return &syntax.Node{Kind: syntax.KNull, Off: n.Off, End: n.Off}, nil
		}
		y.seen[yn.Alias] = true
		defer delete(y.seen, yn.Alias)
		return y.node(yn.Alias, depth+1)
	case yaml.MappingNode:
		n.Kind = syntax.KObject
		var merges []*syntax.Node
		for i := 0; i+1 < len(yn.Content); i += 2 {
			if kn := yn.Content[i]; kn.Kind == yaml.ScalarNode && kn.Tag == "!!merge" {
				// "<<: *base": YAML clients merge the base's members into
				// this mapping, so a description kept in the base is the
				// tool's description.
				v, err := y.node(yn.Content[i+1], depth+1)
				if err != nil {
					return nil, err
				}
				merges = append(merges, v)
				continue
			}
			k, err := y.node(yn.Content[i], depth+1)
			if err != nil {
				return nil, err
			}
			v, err := y.node(yn.Content[i+1], depth+1)
			if err != nil {
				return nil, err
			}
			if k.Kind != syntax.KString {
				k.Kind = syntax.KString // keys are names, whatever their scalar type
				if yn.Content[i].Kind == yaml.ScalarNode {
					y.mapString(k, yn.Content[i])
				}
			}
			if k.Comment == "" && yn.Content[i].HeadComment != "" {
				k.Comment = yamlComment(yn.Content[i].HeadComment)
				k.CommentOff = y.commentOffset(k.Off, yn.Content[i].HeadComment)
				y.src.NoteComment(k.Comment, k.CommentOff)
			}
			// A comment before a key applies to the member.
			if k.Comment != "" && v.Comment == "" {
				v.Comment, v.CommentOff = k.Comment, k.Off
			}
			n.Keys = append(n.Keys, k)
			n.Vals = append(n.Vals, v)
			n.End = max(n.End, v.End)
		}
		mergeInto(n, merges)
	case yaml.SequenceNode:
		n.Kind = syntax.KArray
		for _, c := range yn.Content {
			e, err := y.node(c, depth+1)
			if err != nil {
				return nil, err
			}
			n.Elems = append(n.Elems, e)
			n.End = max(n.End, e.End)
		}
	case yaml.ScalarNode:
		switch {
		case yn.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 || yn.Tag == "!!str" || yn.Tag == "!!binary":
			n.Kind = syntax.KString
		case yn.Tag == "!!bool":
			n.Kind = syntax.KBool
		case yn.Tag == "!!int" || yn.Tag == "!!float":
			n.Kind = syntax.KNumber
		case yn.Tag == "!!null":
			n.Kind = syntax.KNull
		default:
			n.Kind = syntax.KString
		}
		n.Str = yn.Value
		if n.Kind == syntax.KBool {
			n.Str = strings.ToLower(yn.Value)
		}
		if n.Kind == syntax.KString {
			y.mapString(n, yn)
		} else {
			n.End = min(n.Off+len(yn.Value), len(y.b))
		}
	}
	return n, nil
}

// mergeInto adds the members of merged mappings ("<<: *base" or
// "<<: [*a, *b]") that the mapping does not set itself, earlier mappings
// first, as the YAML merge key is specified and YAML clients read it.
func mergeInto(n *syntax.Node, merges []*syntax.Node) {
	var maps []*syntax.Node
	for _, m := range merges {
		switch m.Kind {
		case syntax.KObject:
			maps = append(maps, m)
		case syntax.KArray:
			for _, e := range m.Elems {
				if e.Kind == syntax.KObject {
					maps = append(maps, e)
				}
			}
		}
	}
	if len(maps) == 0 {
		return
	}
	set := map[string]bool{}
	for _, k := range n.Keys {
		set[k.Str] = true
	}
	for _, m := range maps {
		for i, k := range m.Keys {
			if !set[k.Str] {
				set[k.Str] = true
				n.Keys, n.Vals = append(n.Keys, k), append(n.Vals, m.Vals[i])
			}
		}
	}
}

// commentOffset finds where a head comment of n lines starts: the lines
// just above the node.
func (y *yamlConv) commentOffset(nodeOff int, c string) int {
	lines := strings.Count(c, "\n") + 1
	line, _ := y.src.Position(nodeOff)
	target := line - lines
	if target < 1 {
		target = 1
	}
	ls := y.src.LineStarts()
	return ls[target-1]
}

func yamlComment(c string) string {
	var lines []string
	for _, l := range strings.Split(c, "\n") {
		lines = append(lines, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "#")))
	}
	return strings.Join(lines, "\n")
}

// yamlScalarOffsets aligns a decoded scalar with its source, starting at
// off (the quote, the block indicator or the first character), and returns
// the file offset of every decoded byte plus one for the end. Plain,
// single-quoted and block scalars change only whitespace (folding,
// indentation) and doubled quotes, so each decoded rune is matched to the
// next equal source rune; double-quoted scalars also decode escapes. If the
// alignment does not account for the whole value it returns nil.
func yamlScalarOffsets(b []byte, off int, style yaml.Style, value string) []int {
	if off >= len(b) {
		return nil
	}
	j := off
	double := style&yaml.DoubleQuotedStyle != 0
	single := style&yaml.SingleQuotedStyle != 0
	block := style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0
	if double || single {
		j++ // the opening quote
	}
	if block {
		// skip the indicator line: "|-", ">+2" and a comment
		for j < len(b) && b[j] != '\n' {
			j++
		}
	}
	offs := make([]int, 0, len(value)+1)
	limit := len(b)
	for i := 0; i < len(value); {
		r, size := utf8.DecodeRuneInString(value[i:])
		matched := false
		for j < limit && !matched {
			if double && b[j] == '\\' {
				er, adv := yamlEscape(b[j:])
				if adv == 0 {
					return nil
				}
				if er < 0 { // an escaped line break yields nothing
					j += adv
					continue
				}
				if er == r {
					for k := 0; k < size; k++ {
						offs = append(offs, j)
					}
					j += adv
					matched = true
					break
				}
				return nil
			}
			if single && b[j] == '\'' && j+1 < len(b) && b[j+1] == '\'' && r == '\'' {
				offs = append(offs, j)
				j += 2
				matched = true
				break
			}
			if (double && b[j] == '"') || (single && b[j] == '\'') {
				return nil // the closing quote before the value is complete
			}
			sr, ss := utf8.DecodeRune(b[j:])
			if sr == r {
				for k := 0; k < size; k++ {
					offs = append(offs, j+k*ss/size)
				}
				j += ss
				matched = true
				break
			}
			// Folding turns line breaks into spaces or drops them; block
			// indentation and trailing spaces disappear. yaml.v3 breaks
			// lines at NEL, LS and PS too (YAML 1.1).
			brk := yamlBreak(b[j:])
			if (r == ' ' || r == '\n') && brk > 0 {
				for k := 0; k < size; k++ {
					offs = append(offs, j)
				}
				matched = true
				j += brk // the decoded space or newline stands for this break
				break
			}
			if brk > 0 {
				j += brk
				continue
			}
			if sr == ' ' || sr == '\t' {
				j += ss
				continue
			}
			return nil
		}
		if !matched {
			return nil
		}
		i += size
	}
	offs = append(offs, j)
	return offs
}

// yamlEscape decodes one double-quoted escape; r < 0 for an escaped line
// break, adv 0 for an unknown escape.
// yamlEscapes are the one-letter escapes of double-quoted scalars, as
// yaml.v3 decodes them (it also accepts \').
var yamlEscapes = map[byte]rune{'0': 0, 'a': 7, 'b': 8, 't': 9, '\t': 9, 'n': 10, 'v': 11, 'f': 12, 'r': 13, 'e': 0x1b,
	' ': ' ', '"': '"', '\'': '\'', '/': '/', '\\': '\\', 'N': 0x85, '_': 0xa0, 'L': 0x2028, 'P': 0x2029}

func yamlEscape(b []byte) (rune, int) {
	if len(b) < 2 {
		return 0, 0
	}
	hexN := func(n int) (rune, int) {
		if len(b) < 2+n {
			return 0, 0
		}
		v, err := strconv.ParseUint(string(b[2:2+n]), 16, 32)
		if err != nil {
			return 0, 0
		}
		return rune(v), 2 + n
	}
	switch b[1] {
	case 'x':
		return hexN(2)
	case 'u':
		return hexN(4)
	case 'U':
		return hexN(8)
	case '\n':
		// an escaped line break: skip it and the next line's indentation
		k := 2
		for k < len(b) && (b[k] == ' ' || b[k] == '\t') {
			k++
		}
		return -1, k
	case '\r':
		return -1, 3
	}
	if r, ok := yamlEscapes[b[1]]; ok {
		return r, 2
	}
	return 0, 0
}
