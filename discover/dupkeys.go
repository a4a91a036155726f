package discover

import (
	"fmt"
	"strconv"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// Duplicate keys. JSON, YAML and TOML parsers disagree on a key written
// twice in one object: JSON.parse, Python and Go's encoding/json keep the
// last value, others the first, TOML forbids it. A poisoned value must not
// pass because mcp-lint read the other one, so one policy holds for every
// format: each duplicate is reported as an error at its position (the scan
// is incomplete), and the file is recognized once per value, so whichever
// value a client keeps is scanned.

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

// variant returns the tree with every duplicated key resolved to its i-th
// value (its last when it has fewer): an object that holds no duplicate
// below it is shared, not copied, so a definition without duplicates is
// the same node in every variant.
func variant(n *syntax.Node, i int, dup map[*syntax.Node]bool) *syntax.Node {
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
			want := min(i, count[k.Str]-1)
			v := variant(n.Vals[j], i, dup)
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
			c.Elems[j] = variant(e, i, dup)
		}
	}
	return &c
}

// maxVariants bounds the readings of a file with duplicate keys: a key
// written 100,000 times must not make 100,000 copies of the tree.
const maxVariants = 16

// tree recognizes one parsed document with fn, once per value of its
// duplicated keys (last values first: what most clients keep is the
// definition's first reading).
func (d *recognizer) tree(n *syntax.Node, fn func(*syntax.Node)) {
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
		fn(variant(n, i, dup))
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

// readAnything: the file gave a definition, an instruction text, a
// client config or a kind of MCP content.
func (d *recognizer) readAnything() bool {
	return len(d.Tools) > 0 || len(d.Instructions) > 0 || len(d.Kinds) > 0 || len(d.configs) > 0
}
