package javascript

import (
	"fmt"
	"path"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// TypeScript and JavaScript: a registration inside a loop over a table,
//
//	tools().forEach(tool => { server.tool(tool.method, tool.description, tool.parameters.shape, handler) })
//	for (const t of TOOLS) server.registerTool(t.name, { description: t.description }, handler)
//
// whose arguments name the loop's entry is read once per entry when the
// table is an array literal this reader can reach: bound to a name of the
// file, returned by an arrow function of the file, or by one another
// module of the tree exports (read there, its texts reported there). A
// text the entries leave unread is reported once for the loop with the
// number of entries it stands for; a table it cannot reach is said to
// hide an unknown number of definitions.

// jsLoop is a loop around a registration: its variable and the token
// where its table's expression starts and ends.
type jsLoop struct {
	v          string
	from, upto int // [from, upto): the table's expression
}

// loopAround finds the loops around token i, innermost first: the
// unclosed brackets before it, walked up through parents computed once
// per file (a walk back over the tokens for each registration cost the
// square of a large file's length).
func (j *jsFile) loopAround(i int) []jsLoop {
	if j.parents == nil {
		j.parents = bracketParents(j.toks)
	}
	var out []jsLoop
	for k := j.loopFrom(j.parents[i]); k >= 0 && len(out) < 4; k = j.loopFrom(j.parents[k]) {
		l, _ := j.loopAt(int(k))
		out = append(out, l)
	}
	return out
}

// loopFrom is the innermost bracket from k up through its parents where a
// loop opens (loopAt), -1 when none does. The answers are kept per
// bracket: walked up afresh from each registration, brackets left open
// (server.tool( server.tool( …) cost each the depth of the file.
func (j *jsFile) loopFrom(k int32) int32 {
	return j.upFrom(&j.loopUp, k, func(b int) bool {
		_, ok := j.loopAt(b)
		return ok
	})
}

// upFrom is the innermost bracket from k up through its parents for
// which is holds, -1 when it holds for none; memo keeps the answer for
// each bracket walked, so that each is asked once per file.
func (j *jsFile) upFrom(memo *[]int32, k int32, is func(int) bool) int32 {
	if *memo == nil {
		*memo = make([]int32, len(j.toks))
		for n := range *memo {
			(*memo)[n] = notAsked
		}
	}
	m := *memo
	var walked []int32
	for k >= 0 && m[k] == notAsked {
		if is(int(k)) {
			m[k] = k
			break
		}
		walked = append(walked, k)
		k = j.parents[k]
	}
	found := int32(-1)
	if k >= 0 {
		found = m[k]
	}
	for _, w := range walked {
		m[w] = found
	}
	return found
}

// notAsked marks a bracket upFrom has not answered for.
const notAsked = -2

// bracketParents maps every token to the innermost bracket open around
// it (-1 at the top level); a bracket's own entry is the one around it.
func bracketParents(t []syntax.Tok) []int32 {
	out := make([]int32, len(t))
	var stack []int32
	for i := range t {
		switch t[i].Text {
		case ")", "]", "}":
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
		if len(stack) > 0 {
			out[i] = stack[len(stack)-1]
		} else {
			out[i] = -1
		}
		switch t[i].Text {
		case "(", "[", "{":
			stack = append(stack, int32(i))
		}
	}
	return out
}

// loopAt reads the loop whose body or callback opens at token k.
func (j *jsFile) loopAt(k int) (jsLoop, bool) {
	t := j.toks
	b := k
	if t[b].Text == "{" && b > 0 && t[b-1].Text == ")" {
		// for (const v of X) {
		open := j.openOf(b - 1)
		if open > 0 && t[open-1].Text == "for" && open+4 < b-1 && (t[open+1].Text == "const" || t[open+1].Text == "let" || t[open+1].Text == "var") &&
			t[open+2].Kind == 'n' && t[open+3].Text == "of" {
			return jsLoop{v: t[open+2].Text, from: open + 4, upto: b - 1}, true
		}
	}
	// X.forEach((v) => { / X.forEach(v => / X.forEach(function (v) {
	c := b
	if t[c].Text == "{" || t[c].Text == "(" && j.arrowAt(c-1) {
		// { of a body, or ( around an object an arrow returns: (v) => ({…})
		c--
	} else if t[c].Text != "(" {
		return jsLoop{}, false
	}
	v := ""
	switch {
	case t[c].Text == "(" && c+3 < len(t) && t[c+1].Kind == 'n' && j.arrowAt(c+3):
		// X.forEach(v => expr): the unclosed bracket is the call's.
		v = t[c+1].Text
		if c < 2 || t[c-1].Text != "forEach" && t[c-1].Text != "map" || t[c-2].Text != "." {
			return jsLoop{}, false
		}
		return j.loopOn(v, c-3)
	case c >= 2 && j.arrowAt(c) && t[c-2].Kind == 'n':
		v, c = t[c-2].Text, c-3
	case c >= 2 && j.arrowAt(c) && t[c-2].Text == ")":
		open := j.openOf(c - 2)
		if open < 0 || open+1 >= c-2 || t[open+1].Kind != 'n' {
			return jsLoop{}, false
		}
		v, c = t[open+1].Text, open-1
	case c >= 0 && t[c].Text == ")":
		open := j.openOf(c)
		if open < 1 || t[open-1].Text != "function" || t[open+1].Kind != 'n' {
			return jsLoop{}, false
		}
		v, c = t[open+1].Text, open-2
	default:
		return jsLoop{}, false
	}
	// c is the "(" of forEach( or map(.
	if c < 2 || t[c].Text != "(" || t[c-1].Text != "forEach" && t[c-1].Text != "map" || t[c-2].Text != "." {
		return jsLoop{}, false
	}
	return j.loopOn(v, c-3)
}

// loopOn is the loop of variable v over the expression that ends at
// token end (inclusive): a name, or a call f() of no arguments.
func (j *jsFile) loopOn(v string, end int) (jsLoop, bool) {
	t := j.toks
	if end < 0 {
		return jsLoop{}, false
	}
	if t[end].Text == "]" {
		// [...readTools, ...playTools].forEach(…): an array literal.
		if from := j.openOf(end); from >= 0 && t[from].Text == "[" {
			return jsLoop{v: v, from: from, upto: end + 1}, true
		}
		return jsLoop{}, false
	}
	from := end
	if t[end].Text == ")" {
		from = j.openOf(end) - 1
	}
	if from < 0 || t[from].Kind != 'n' {
		return jsLoop{}, false
	}
	return jsLoop{v: v, from: from, upto: end + 1}, true
}

// arrowAt: tokens k-1 and k are the "=" and ">" of an arrow, written
// together.
func (j *jsFile) arrowAt(k int) bool {
	t := j.toks
	return k > 0 && k < len(t) && t[k].Text == ">" && t[k-1].Text == "=" && t[k-1].End == t[k].Off
}

// openOf is the bracket that the one at token k closes; -1 when none.
func (j *jsFile) openOf(k int) int {
	t := j.toks
	depth := 0
	for i := k; i >= 0; i-- {
		switch t[i].Text {
		case ")", "]", "}":
			depth++
		case "(", "[", "{":
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// namesVar: the arguments of the call whose "(" is open name v (v.x).
func (j *jsFile) namesVar(open int, v string) bool {
	t := j.toks
	end := j.close(open)
	for k := open + 1; k+1 < end; k++ {
		if t[k].Kind == 'n' && t[k].Text == v && t[k+1].Text == "." && (k == 0 || t[k-1].Text != ".") {
			return true
		}
	}
	return false
}

// tableEntries reaches the array literal the loop goes over: its
// entries as objects (nil for one that is not an object literal; those
// of another module carry its Source), and whether it was reached.
func (j *jsFile) tableEntries(l jsLoop) ([]*syntax.Node, bool) {
	t := j.toks
	if t[l.from].Text == "[" {
		return j.arrayEntries(l.from, false, 0)
	}
	name := t[l.from].Text
	call := l.upto-l.from == 3 && t[l.from+1].Text == "(" && t[l.from+2].Text == ")"
	if l.upto-l.from != 1 && !call {
		return nil, false
	}
	return j.tableNamed(name, call, 0)
}

// tableNamed reaches the array literal bound to name (or, when call,
// returned by the arrow function bound to it), in this file or in the
// module it is imported from; a name bound to a call f() of another
// such function is followed.
func (j *jsFile) tableNamed(name string, call bool, depth int) ([]*syntax.Node, bool) {
	t := j.toks
	if depth > 4 {
		return nil, false
	}
	if at, ok := j.names[name]; ok {
		if !call && at+2 < len(t) && t[at].Kind == 'n' && t[at+1].Text == "(" && t[at+2].Text == ")" {
			return j.tableNamed(t[at].Text, true, depth+1) // const all = tools();
		}
		return j.arrayEntries(at, call, depth)
	}
	if from := j.importedFrom(name); from != "" && !j.importedAs(name) && j.d.Host != nil && !j.d.Host.NoSiblings() {
		if path.Ext(from) == ".json" && !call {
			// import pages from "./data/pages.json": the texts live in a
			// data file, read there and reported at their places.
			return jsonTable(j.d.Host, pathJoinDir(j.d.Src.Rel(), from))
		}
		mods := jsModule(j.d.Host, pathJoinDir(j.d.Src.Rel(), from))
		if len(mods) == 1 {
			if m := jsModuleFile(j.d.Host, mods[0]); m != nil {
				if at, ok := m.names[name]; ok {
					entries, ok := m.arrayEntries(at, call, depth)
					for _, o := range entries {
						o.Walk("", func(_ string, x *syntax.Node, _ bool) {
							if x.Src == nil {
								x.Src = m.d.Src // read in that module, reported there
							}
						})
					}
					return entries, ok
				}
			}
		}
	}
	return nil, false
}

// jsonTable is the array of the JSON file rel, a module a server file
// imports (import pages from "./pages.json"), as a loop's table: its
// entries, each carrying the file's Source so that their texts are
// reported there; not reached when the file cannot be read or parsed, is
// outside the root or larger than Options.MaxFileSize, or holds no
// array.
func jsonTable(h syntax.Host, rel string) ([]*syntax.Node, bool) {
	if path.IsAbs(rel) || rel == ".." || len(rel) > 2 && rel[:3] == "../" {
		return nil, false
	}
	data, err := h.ReadFile(rel, false)
	if err != nil {
		return nil, false
	}
	src := h.Source(rel, data, "json")
	n, err := syntax.ParseJSON(src, data, 0)
	if err != nil || n == nil || n.Kind != syntax.KArray {
		return nil, false
	}
	out := make([]*syntax.Node, len(n.Elems))
	for i, e := range n.Elems {
		if e == nil || e.Kind != syntax.KObject {
			continue
		}
		e.SetSource(src)
		out[i] = e
	}
	return out, true
}

// arrayEntries reads the array literal at token at, or, when call, the
// one an arrow function of no parameters at token at returns. An entry
// that is a name bound to an object literal of the file is that object;
// a spread of a name bound to a table (...readTools, in the file or the
// module it is imported from) is that table's entries.
func (j *jsFile) arrayEntries(at int, call bool, depth int) ([]*syntax.Node, bool) {
	t := j.toks
	if call {
		if at+1 >= len(t) || t[at].Text != "(" || t[at+1].Text != ")" {
			return nil, false
		}
		// () => [ … ], (): Tool[] => [ … ], () => ([ … ])
		k := at + 2
		if k < len(t) && t[k].Text == ":" {
			for k < len(t) && k < at+32 && !j.arrowAt(k+1) {
				k++
			}
		}
		if !j.arrowAt(k + 1) {
			return nil, false
		}
		at = k + 2
		if at < len(t) && t[at].Text == "(" {
			at++
		}
	}
	if at >= len(t) || t[at].Text != "[" {
		return nil, false
	}
	end := j.close(at)
	var out []*syntax.Node
	for k := at + 1; k < end; {
		next := j.nextItem(k, end)
		item := next
		if item > k && t[item-1].Text == "," {
			item--
		}
		switch {
		case t[k].Text == "{":
			out = append(out, j.objectAt(k, 0))
		case t[k].Text == "." && k+4 == item && t[k+1].Text == "." && t[k+2].Text == "." && t[k+3].Kind == 'n':
			// ...name: its entries, or one unknown entry.
			if more, ok := j.tableNamed(t[k+3].Text, false, depth+1); ok {
				out = append(out, more...)
			} else {
				out = append(out, nil)
			}
		case t[k].Kind == 'n' && k+1 == item:
			// A name bound to an object literal of the file.
			var o *syntax.Node
			if v, ok := j.names[t[k].Text]; ok && v < len(t) && t[v].Text == "{" {
				o = j.objectAt(v, 0)
			}
			out = append(out, o)
		default:
			out = append(out, nil)
		}
		k = next
	}
	return out, true
}

// overTable reads the registration whose "(" is token open once per
// entry of the table a loop around it goes over (see above), or once.
func (j *jsFile) overTable(open int, read func()) {
	var loop *jsLoop
	for _, l := range j.loopAround(open) {
		if j.namesVar(open, l.v) {
			loop = &l
			break
		}
	}
	if loop == nil || j.entries[loop.v] != nil {
		read()
		return
	}
	errs, computed := j.d.Host.Reports()
	nErr, nComp := len(*errs), len(*computed)
	entries, ok := j.tableEntries(*loop)
	objects := 0
	for _, e := range entries {
		if e != nil {
			objects++
		}
	}
	if !ok || objects == 0 {
		// No entry this reader can see ([...TOOLS], a parameter): read
		// once, as a registration whose texts are computed.
		read()
		tag := fmt.Sprintf(" (registered in a loop over %s, once per entry of a table mcp-lint could not read: how many definitions it hides is not known)", j.toks[loop.from].Text)
		for i := nErr; i < len(*errs); i++ {
			(*errs)[i].Message += tag
		}
		for i := nComp; i < len(*computed); i++ {
			(*computed)[i].Message += tag
		}
		return
	}
	if j.entries == nil {
		j.entries = map[string]*syntax.Node{}
	}
	unread := 0
	for _, e := range entries {
		if e == nil {
			unread++
			continue
		}
		if e.Src == nil && j.literalTool(e) {
			continue // an object of this file read where it is written, as a tool
		}
		j.entries[loop.v] = e
		read()
		delete(j.entries, loop.v)
	}
	*errs = (*errs)[:nErr+syntax.CollapseRepeats((*errs)[nErr:])]
	*computed = (*computed)[:nComp+syntax.CollapseRepeats((*computed)[nComp:])]
	if unread > 0 {
		j.d.Unread(j.toks[loop.from].Off, fmt.Sprintf("%d of the %d entries of the table this loop registers are not object literals (a name, a call or a spread): what they register was not read through this loop, and a spread may hold any number of definitions: snapshot the running server with mcp-lint snapshot", unread, len(entries)))
	}
}
