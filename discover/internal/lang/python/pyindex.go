package python

import (
	"slices"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"

	"github.com/mcp-lint/mcp-lint/detect"
)

// What the recognizer looks up by name (a top-level function, an import,
// a top-level binding, the calls of a function) or by place (a token's
// column, its logical line, the line a block hangs from) was found by
// walking the file for each question: a file of many registrations,
// decorators or assignments cost the square of its size (a server of
// short assignments, x1 = "a" …, 10.8 s at 1 MiB). Each answer below
// comes from a table made in one pass when first asked, and a table is
// made only for a file that asks.

// pyIndex holds the tables of one file's tokens.
type pyIndex struct {
	// defs: the "def" token of each function defined at the top level,
	// the first one of a name (topDef).
	defs map[string]int
	// from: the modules each name is imported from, in the file's order
	// (fromModules).
	from map[string][]pyImported
	// rebinds: for each name, the last "from … import" statement at the
	// top level that binds it (reboundByImport).
	rebinds map[string]int
	// tables: the "[" or "(" of the last top-level NAME = [ or NAME = (
	// of each name (loopFunctions); values: the value's first token of
	// the last top-level NAME = … (readTable); lines: the name's token of
	// the last NAME = … that starts a logical line (importedStr).
	tables, values, lines map[string]int
	// wrappers: what each decorator of the project's used in the file
	// registers (wrapper).
	wrappers map[string]detect.Kind
	// calls: the tokens a "(" follows, by their text, but a def's name and
	// an attribute's (paramArgs).
	calls map[string][]int
	// newlines: the offsets of the file's LF bytes (col); ends: the
	// indexes of its logical line ends (lineFirst). Made only when a
	// question reaches far back: most are answered by a short look.
	newlines, ends []int32
	// starts are the first tokens of the logical lines, in order, and
	// up, for each, the index in starts of the nearest line before it
	// indented less, -1 when none is (enclosing).
	starts, up []int32
}

// ix returns the file's tables, made as each is first asked for.
func (p *pyFile) ix() *pyIndex {
	if p.index == nil {
		p.index = &pyIndex{}
	}
	return p.index
}

// near bounds the look back that col and lineFirst try before they make
// their table.
const near = 256

// col is the column (in bytes) of token i: the bytes back to the line
// feed before it.
func (p *pyFile) col(i int) int {
	off := p.toks[i].Off
	for c := 0; c < near; c++ {
		if off-c-1 < 0 || p.data[off-c-1] == '\n' {
			return c
		}
	}
	x := p.ix()
	if x.newlines == nil {
		x.newlines = make([]int32, 0, 64)
		for k, b := range p.data {
			if b == '\n' {
				x.newlines = append(x.newlines, int32(k))
			}
		}
	}
	// The last line feed before off.
	k, _ := slices.BinarySearch(x.newlines, int32(off))
	if k == 0 {
		return off
	}
	return off - int(x.newlines[k-1]) - 1
}

// lineFirst is the first token of token i's logical line: the one after
// the logical line end before i, or the file's first.
func (p *pyFile) lineFirst(i int) int {
	t := p.toks
	for s := i; s > i-near; s-- {
		if s <= 0 || t[s-1].Kind == 'l' {
			return max(s, 0)
		}
	}
	x := p.ix()
	if x.ends == nil {
		x.ends = make([]int32, 0, 64)
		for k := range t {
			if t[k].Kind == 'l' {
				x.ends = append(x.ends, int32(k))
			}
		}
	}
	k, _ := slices.BinarySearch(x.ends, int32(i))
	if k == 0 {
		return 0
	}
	return int(x.ends[k-1]) + 1
}

// lineStart: token i starts a logical line (the first token after a
// line end, or the file's first), and is no line end itself.
func (p *pyFile) lineStart(i int) bool {
	return p.toks[i].Kind != 'l' && (i == 0 || p.toks[i-1].Kind == 'l')
}

// enclosing is the nearest logical line before token at that starts at
// a smaller column than at's: the line a block holding at hangs from
// (its first token, -1 when there is none).
func (p *pyFile) enclosing(at int) int {
	x := p.ix()
	if x.starts == nil {
		// Each line's nearest line before it indented less: a stack of
		// lines whose columns rise, as a walk down the file leaves them.
		var stack []int32
		for i := range p.toks {
			if !p.lineStart(i) {
				continue
			}
			c := p.col(i)
			for len(stack) > 0 && p.col(int(x.starts[stack[len(stack)-1]])) >= c {
				stack = stack[:len(stack)-1]
			}
			parent := int32(-1)
			if len(stack) > 0 {
				parent = stack[len(stack)-1]
			}
			x.starts = append(x.starts, int32(i))
			x.up = append(x.up, parent)
			stack = append(stack, int32(len(x.starts)-1))
		}
		if x.starts == nil {
			x.starts = []int32{}
		}
	}
	c := p.col(at)
	// The last line start before at (at's own line, or the one before
	// it when at starts one).
	k, _ := slices.BinarySearch(x.starts, int32(at))
	k--
	if k < 0 {
		return -1
	}
	// Lines between a line and the one it hangs from are indented at
	// least as deep as it: climbing from line to line passes none of
	// those the walk back would have stopped at.
	for k >= 0 && p.col(int(x.starts[k])) >= c {
		k = int(x.up[k])
	}
	if k < 0 {
		return -1
	}
	return int(x.starts[k])
}

// topDef returns the "def" token of the function name defined at the top
// level of the file, -1 when there is none.
func (p *pyFile) topDef(name string) int {
	x := p.ix()
	if x.defs == nil {
		t := p.toks
		x.defs = map[string]int{}
		for k := 0; k+2 < len(t); k++ {
			if t[k].Text != "def" || t[k+2].Text != "(" {
				continue
			}
			if (k == 0 || t[k-1].Kind == 'l' || t[k-1].Text == "async") && p.col(k) == 0 ||
				k > 0 && t[k-1].Text == "async" && p.col(k-1) == 0 {
				if _, ok := x.defs[t[k+1].Text]; !ok {
					x.defs[t[k+1].Text] = k
				}
			}
		}
	}
	if k, ok := x.defs[name]; ok {
		return k
	}
	return -1
}

// fromModules are the modules this file imports name from, as written
// (dots first for a relative one), with the name the module defines it
// under: from M import a, name, from M import (a,\n name,\n), read on the
// tokens, so a list over several lines counts; from M import orig as name
// binds name to M's orig (a function registered by its alias is M's orig,
// whose __name__ the SDK takes). A statement counts once for a name.
func (p *pyFile) fromModules(name string) []pyImported {
	x := p.ix()
	if x.from == nil {
		t := p.toks
		x.from = map[string][]pyImported{}
		for i := 0; i+3 < len(t); i++ {
			if t[i].Text != "from" || t[i].Kind != 'n' || i > 0 && t[i-1].Kind != 'l' {
				continue
			}
			k, mod := i+1, ""
			for ; k < len(t) && t[k].Text != "import" && t[k].Kind != 'l'; k++ {
				mod += t[k].Text
			}
			if k >= len(t) || t[k].Text != "import" {
				continue
			}
			var seen map[string]bool // the names this statement has given
			for k++; k < len(t) && t[k].Kind != 'l'; k++ {
				if t[k].Kind != 'n' || seen[t[k].Text] {
					continue
				}
				n := t[k].Text
				aliased := k+1 < len(t) && t[k+1].Text == "as"
				var imp pyImported
				switch {
				case t[k-1].Text == "as" && k >= 2 && t[k-2].Kind == 'n':
					imp = pyImported{mod, t[k-2].Text}
				case t[k-1].Text != "as" && !aliased:
					imp = pyImported{mod, n}
				default:
					continue
				}
				if seen == nil {
					seen = map[string]bool{}
				}
				seen[n] = true
				x.from[n] = append(x.from[n], imp)
			}
		}
	}
	return x.from[name]
}

// rebound is the last "from … import" statement at the top level that
// binds name (reboundByImport), -1 when none does.
func (p *pyFile) rebound(name string) int {
	x := p.ix()
	if x.rebinds == nil {
		t := p.toks
		x.rebinds = map[string]int{}
		for i := 0; i < len(t); i++ {
			if t[i].Text != "from" || t[i].Kind != 'n' || i > 0 && t[i-1].Kind != 'l' || p.col(i) != 0 {
				continue
			}
			k := i + 1
			for k < len(t) && t[k].Text != "import" && t[k].Kind != 'l' {
				k++
			}
			for k++; k < len(t) && t[k].Kind != 'l'; k++ {
				if t[k].Kind == 'n' && t[k-1].Text != "as" && (k+1 >= len(t) || t[k+1].Text != "as") || t[k-1].Text == "as" {
					x.rebinds[t[k].Text] = i
				}
			}
		}
	}
	if i, ok := x.rebinds[name]; ok {
		return i
	}
	return -1
}

// topBinding is, for the last NAME = … of the file at the top level
// (a logical line's start, column 0), the first token of its value;
// with bracket, only one whose value opens with "[" or "(". -1 when
// there is none.
func (p *pyFile) topBinding(name string, bracket bool) int {
	x := p.ix()
	if x.values == nil {
		t := p.toks
		x.values, x.tables = map[string]int{}, map[string]int{}
		for b := 0; b+2 < len(t); b++ {
			if t[b+1].Text != "=" || b > 0 && t[b-1].Kind != 'l' || p.col(b) != 0 {
				continue
			}
			x.values[t[b].Text] = b + 2
			if t[b+2].Text == "[" || t[b+2].Text == "(" {
				x.tables[t[b].Text] = b + 2
			}
		}
	}
	m := x.values
	if bracket {
		m = x.tables
	}
	if v, ok := m[name]; ok {
		return v
	}
	return -1
}

// lineBinding is the name's token of the last NAME = … of the file that
// starts a logical line, at any column; -1 when there is none.
func (p *pyFile) lineBinding(name string) int {
	x := p.ix()
	if x.lines == nil {
		t := p.toks
		x.lines = map[string]int{}
		for i := 0; i+2 < len(t); i++ {
			if t[i].Kind == 'n' && t[i+1].Text == "=" && (i == 0 || t[i-1].Kind == 'l') {
				x.lines[t[i].Text] = i
			}
		}
	}
	if i, ok := x.lines[name]; ok {
		return i
	}
	return -1
}

// callsOf are the tokens of the calls of name in the file, in order: the
// tokens a "(" follows, but a def's name and an attribute's.
func (p *pyFile) callsOf(name string) []int {
	x := p.ix()
	if x.calls == nil {
		t := p.toks
		x.calls = map[string][]int{}
		for i := 0; i+1 < len(t); i++ {
			if t[i+1].Text != "(" || i > 0 && (t[i-1].Text == "def" || t[i-1].Text == ".") {
				continue
			}
			x.calls[t[i].Text] = append(x.calls[t[i].Text], i)
		}
	}
	return x.calls[name]
}

// pyModuleFile is a module of the tree another file reads from (an
// import's definition, text, table or wrapper): read and lexed once for
// as many questions in a row as ask about it, its tables shared.
type pyModuleFile struct {
	rel  string
	src  *syntax.Source
	data []byte
	toks []syntax.Tok
	ix   *pyIndex
}

// module returns a new pyFile of the module at rel, muted (what it leaves
// unread the importing file reports), and whether it could be read. The
// last module asked for is kept, by the file being read and the modules
// it reads from: registrations that each import from the same module
// (@wrapper, add_tool(fn), a text) read it once, not once each; more
// than one is not kept, so a file importing from many costs no more
// memory than one of them.
func (p *pyFile) module(rel string) (*pyFile, bool) {
	if p.modules == nil {
		p.modules = &pyModuleFile{}
	}
	m := p.modules
	h := p.d.Host
	if m.rel != rel || m.toks == nil {
		data, err := h.ReadFile(rel, true)
		if err != nil {
			return nil, false
		}
		*m = pyModuleFile{rel: rel, src: h.Source(rel, data, "py"), data: data, toks: pyLex(data), ix: &pyIndex{}}
	}
	return &pyFile{d: &syntax.File{Src: m.src, Host: h, Mute: true}, toks: m.toks, names: map[string]*syntax.Node{}, defs: map[string]pyDef{},
		models: map[string]syntax.Object{}, data: m.data, index: m.ix, modules: m}, true
}
