package discover

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// Duplicate keys. A key written twice in one object is read the way the
// consumers of its format read it.
//
// JSON: JSON.parse, Python's json, Go's encoding/json and the maps of
// serde_json all keep the last value, so the last value is the one read,
// and the scan is complete. Where an earlier value differs from the last
// in text a model reads (a description, a title, an enum, a default, a
// property's name; not the structural keywords of a schema: type,
// required, $ref, pattern, ...), the repeat is a notice at its place and
// the file is read once more with that value, so a poisoned value a
// parser drops is still scanned and says where it is.
//
// YAML and TOML: their specifications forbid a repeated key and their
// parsers disagree (some reject the file, some keep the last value, some
// the first), so each repeat is an error at its position (the scan is
// incomplete) and the file is read once per value.

// dupScan reports every duplicate key under n through report and returns
// the largest number of times one key occurs in one object (1 when there
// is no duplicate). dup records the nodes whose subtree holds one.
func dupScan(n *syntax.Node, dup map[*syntax.Node]bool, report func(key, first *syntax.Node)) int {
	if n == nil {
		return 1
	}
	most := 1
	switch n.Kind {
	case syntax.KObject:
		var first map[string]int
		var count map[string]int
		if len(n.Keys) > 1 {
			first = make(map[string]int, len(n.Keys))
		}
		for i, k := range n.Keys {
			if first != nil {
				if j, ok := first[k.Str]; ok {
					report(k, n.Keys[j])
					dup[n] = true
					if count == nil {
						count = map[string]int{}
					}
					if count[k.Str] == 0 {
						count[k.Str] = 1
					}
					count[k.Str]++
					most = max(most, count[k.Str])
				} else {
					first[k.Str] = i
				}
			}
			if m := dupScan(n.Vals[i], dup, report); dup[n.Vals[i]] {
				dup[n] = true
				most = max(most, m)
			}
		}
	case syntax.KArray:
		for _, e := range n.Elems {
			if m := dupScan(e, dup, report); dup[e] {
				dup[n] = true
				most = max(most, m)
			}
		}
	}
	return most
}

// variant returns the tree with every duplicated key resolved to the
// value pick chooses (the index of one of its count occurrences in the
// object n, in the file's order): an object that holds no duplicate below
// it is shared, not copied, so a definition without duplicates is the
// same node in every variant.
func variant(n *syntax.Node, pick func(obj *syntax.Node, key string, count int) int, dup map[*syntax.Node]bool) *syntax.Node {
	if n == nil || !dup[n] {
		return n
	}
	c := *n
	switch n.Kind {
	case syntax.KObject:
		count := map[string]int{}
		for _, k := range n.Keys {
			count[k.Str]++
		}
		at := map[string]int{}   // key → index in c.Keys
		seen := map[string]int{} // occurrences met so far
		c.Keys, c.Vals = nil, nil
		for j, k := range n.Keys {
			occ := seen[k.Str]
			seen[k.Str]++
			want := count[k.Str] - 1
			if want > 0 {
				want = pick(n, k.Str, count[k.Str])
			}
			v := variant(n.Vals[j], pick, dup)
			if p, ok := at[k.Str]; ok {
				if occ == want {
					c.Keys[p], c.Vals[p] = k, v
				}
				continue
			}
			at[k.Str] = len(c.Keys)
			c.Keys, c.Vals = append(c.Keys, k), append(c.Vals, v)
		}
	case syntax.KArray:
		c.Elems = make([]*syntax.Node, len(n.Elems))
		for j, e := range n.Elems {
			c.Elems[j] = variant(e, pick, dup)
		}
	}
	return &c
}

// maxVariants bounds the readings of a file with duplicate keys: a key
// written 100,000 times must not make 100,000 copies of the tree.
const maxVariants = 16

// tree recognizes one parsed document with fn: a JSON document with
// repeated keys as jsonTree says, a YAML or TOML one once per value of
// its duplicated keys (last values first: what most clients keep is the
// definition's first reading).
func (d *recognizer) tree(n *syntax.Node, fn func(*syntax.Node)) {
	if d.Src.Format == "json" || d.Src.Format == "jsonl" {
		d.jsonTree(n, fn)
		return
	}
	dup := map[*syntax.Node]bool{}
	var dups []syntax.FileError
	most := dupScan(n, dup, func(k, first *syntax.Node) {
		fl, fc := d.Src.Position(first.Off)
		line, col := d.Src.Position(k.Off)
		dups = append(dups, syntax.FileError{Path: d.Src.Path, Line: line, Col: col,
			Message: fmt.Sprintf("duplicate key %s (first at line %d, column %d): parsers disagree on which value a client keeps, so each value is scanned",
				strconv.Quote(k.Str), fl, fc)})
	})
	if most <= 1 {
		fn(n)
		return
	}
	if most > maxVariants {
		dups = append(dups, syntax.FileError{Path: d.Src.Path,
			Message: fmt.Sprintf("a key is repeated %d times in one object; only its first %d and its last value were scanned", most, maxVariants-1)})
	}
	for i := most - 1; i >= 0; i-- {
		if i < most-1 && i >= maxVariants-1 {
			continue
		}
		fn(variant(n, func(_ *syntax.Node, _ string, count int) int { return min(i, count-1) }, dup))
	}
	// A file with no definite MCP marker (an mkdocs.yml whose
	// markdown_extensions: hinted at one) in which no reading of any value
	// found anything MCP: its duplicate keys change nothing mcp-lint or a
	// client reads as MCP, so they are a notice, as a parse error of such
	// a file is, not an incomplete scan.
	if !d.definite && !d.readAnything() {
		d.w.Notice(d.Src.Path, fmt.Sprintf("%s (and %d more such) in a file with no definite MCP marker where no reading found a definition, instruction or config: not an MCP file to speak of", dups[0].Message, len(dups)-1))
		return
	}
	d.w.res.Errors = append(d.w.res.Errors, dups...)
}

// repeat is one key written more than once in one JSON object.
type repeat struct {
	obj *syntax.Node
	key string
	at  []int // the key's indexes in obj.Keys, in the file's order
	// differs: per occurrence, its value says other text than the last
	// value does (the last is never marked).
	differs []bool
}

// jsonTree recognizes a JSON document with fn as JSON consumers read it:
// each repeated key keeps its last value. An earlier value whose text
// differs from the last one's is reported in a notice at its place and
// read too, in a reading of its own (the k-th earlier value of every such
// key together), so a definition read with it is a second definition of
// its name ("<file>#2") and its text is scanned.
func (d *recognizer) jsonTree(n *syntax.Node, fn func(*syntax.Node)) {
	dup := map[*syntax.Node]bool{}
	most := dupScan(n, dup, func(_, _ *syntax.Node) {})
	if most <= 1 {
		fn(n)
		return
	}
	reps := repeatsOf(n, dup, nil)
	byObj := map[*syntax.Node]map[string]*repeat{}
	if d.repeatedAt == nil {
		d.repeatedAt = map[int]bool{}
	}
	for i := range reps {
		r := &reps[i]
		if byObj[r.obj] == nil {
			byObj[r.obj] = map[string]*repeat{}
		}
		byObj[r.obj][r.key] = r
		for _, j := range r.at {
			d.repeatedAt[r.obj.Vals[j].Off] = true
		}
	}
	var differing []*repeat
	earlier := make([]bool, most)
	for i := range reps {
		r := &reps[i]
		last := readTexts(r.key, r.obj.Vals[r.at[len(r.at)-1]], nil)
		slices.Sort(last)
		differ := false
		for j := range r.at[:len(r.at)-1] {
			t := readTexts(r.key, r.obj.Vals[r.at[j]], nil)
			slices.Sort(t)
			if !slices.Equal(t, last) {
				r.differs[j], earlier[j], differ = true, true, true
			}
		}
		if differ {
			differing = append(differing, r)
		}
	}
	// reading is the value each repeated key takes in one reading: its
	// k-th where that one's text differs from the last, else its last.
	reading := func(k int) func(*syntax.Node, string, int) int {
		return func(obj *syntax.Node, key string, count int) int {
			if r := byObj[obj][key]; r != nil && k >= 0 && k < count-1 && r.differs[k] {
				return k
			}
			return count - 1
		}
	}
	fn(variant(n, reading(-1), dup))
	cut := false
	for k := most - 2; k >= 0; k-- {
		if !earlier[k] {
			continue
		}
		if k >= maxVariants-1 {
			cut = true
			continue
		}
		fn(variant(n, reading(k), dup))
	}
	if !d.definite && !d.readAnything() {
		// No definite MCP marker and nothing MCP read with any value:
		// not an MCP file to speak of.
		return
	}
	if cut {
		d.w.res.Errors = append(d.w.res.Errors, syntax.FileError{Path: d.Src.Path,
			Message: fmt.Sprintf("a key is repeated %d times in one object with different text; only its first %d and its last value were scanned", most, maxVariants-1)})
	}
	for _, r := range differing {
		j := slices.Index(r.differs, true)
		line, col := d.Src.Position(r.obj.Keys[r.at[j]].Off)
		ll, lc := d.Src.Position(r.obj.Keys[r.at[len(r.at)-1]].Off)
		d.w.Notice(d.Src.Path, fmt.Sprintf("%d:%d: key %s is written more than once in this object, with other text (its last value at line %d, column %d): JSON parsers keep the last value, which is the one read; the earlier value was scanned too (as %s#2), so a value a parser drops is not left unseen",
			line, col, strconv.Quote(r.key), ll, lc, d.Src.Path))
	}
}

// repeatsOf appends the repeated keys of the objects under n (dup marks
// the nodes whose subtree holds one, as dupScan found them).
func repeatsOf(n *syntax.Node, dup map[*syntax.Node]bool, out []repeat) []repeat {
	if n == nil || !dup[n] {
		return out
	}
	switch n.Kind {
	case syntax.KObject:
		at := map[string][]int{}
		var order []string
		for i, k := range n.Keys {
			if at[k.Str] == nil {
				order = append(order, k.Str)
			}
			at[k.Str] = append(at[k.Str], i)
		}
		for _, k := range order {
			if len(at[k]) > 1 {
				out = append(out, repeat{obj: n, key: k, at: at[k], differs: make([]bool, len(at[k]))})
			}
		}
		for _, v := range n.Vals {
			out = repeatsOf(v, dup, out)
		}
	case syntax.KArray:
		for _, e := range n.Elems {
			out = repeatsOf(e, dup, out)
		}
	}
	return out
}

// readTexts appends the texts a model reads in the value v of key: every
// string and every key that is not a JSON Schema keyword (a property's
// name is text, "properties" is vocabulary), except under a structural
// keyword, which says how data is shaped and not what it means. It is the
// division the checks make of a definition (prose and names, structure),
// by their own list of keywords.
func readTexts(key string, v *syntax.Node, out []string) []string {
	if v == nil {
		return out
	}
	if _, structural := detect.SchemaKeyword(key); structural {
		return out
	}
	switch v.Kind {
	case syntax.KString:
		out = append(out, v.Str)
	case syntax.KObject:
		for i, k := range v.Keys {
			if keyword, _ := detect.SchemaKeyword(k.Str); !keyword {
				out = append(out, k.Str)
			}
			out = readTexts(k.Str, v.Vals[i], out)
		}
	case syntax.KArray:
		for _, e := range v.Elems {
			out = readTexts("", e, out)
		}
	}
	return out
}

// readAnything: the file gave a definition, an instruction text, a
// client config or a kind of MCP content.
func (d *recognizer) readAnything() bool {
	return len(d.Tools) > 0 || len(d.Instructions) > 0 || len(d.Kinds) > 0 || len(d.configs) > 0
}
