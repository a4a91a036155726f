package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	yaml "go.yaml.in/yaml/v3"
)

// syntaxError is a YAML syntax error at its true line. The YAML library
// counts some lines from 0 and others from 1 (a parser error reports the
// line of its context, 0-based: "fail-on: [low" on line 2 came out as line
// 1), so the line is found again: the first line at which the text, cut
// just after it, already fails with the same message.
func syntaxError(path string, data []byte, err error) error {
	reported, msg := splitYAMLError(err)
	return &Error{Path: path, Line: syntaxLine(data, msg, reported), Msg: msg}
}

// splitYAMLError parses "yaml: line 3: found ..." into 3 and "found ...";
// the line is 0 when the message has none.
func splitYAMLError(err error) (int, string) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	if s := yamlLine().FindStringSubmatch(msg); s != nil {
		var n int
		fmt.Sscan(s[1], &n)
		return n, s[2]
	}
	return 0, msg
}

// syntaxScan bounds the cut texts parsed to find a syntax error's line.
const syntaxScan = 100

// syntaxLine is the line of a syntax error whose message is msg and whose
// reported line is reported (0-based or 1-based, or 0 for none: the true
// line is never before it). It falls back on the reported line, counted
// from 1.
func syntaxLine(data []byte, msg string, reported int) int {
	ends := lineEnds(data)
	first := max(reported, 1)
	for k := first; k <= len(ends) && k < first+syntaxScan; k++ {
		if err := parseAll(data[:ends[k-1]]); err != nil {
			if _, m := splitYAMLError(err); m == msg {
				return k
			}
		}
	}
	if reported == 0 {
		return 1
	}
	return reported
}

// lineEnds are the offsets just after each line's end (its newline).
func lineEnds(data []byte) []int {
	var ends []int
	for i, b := range data {
		if b == '\n' {
			ends = append(ends, i+1)
		}
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		ends = append(ends, len(data))
	}
	return ends
}

// parseAll parses every document of data, returning the first error.
func parseAll(data []byte) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var n yaml.Node
		if err := dec.Decode(&n); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

// maxExpanded bounds the values a config's aliases may expand to. A
// config holds tens of values, hundreds in a long ignore list; an alias
// that expands past this is an alias bomb, and decoding it would list
// the same error once for each copy.
const maxExpanded = 10_000

// aliasBomb finds the first alias of doc (in the order of the text) that
// expands past maxExpanded values, when the document does.
func aliasBomb(doc *yaml.Node) (alias *yaml.Node, size int) {
	memo := map[*yaml.Node]int{}
	if expandedSize(doc, memo) <= maxExpanded {
		return nil, 0
	}
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n == nil {
			return
		}
		if n.Kind == yaml.AliasNode {
			if s := expandedSize(n.Alias, memo); alias == nil && s > maxExpanded {
				alias, size = n, s
			}
			return
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(doc)
	return alias, size
}

// expandedSize is how many nodes n stands for once its aliases are
// expanded, saturating past maxExpanded.
func expandedSize(n *yaml.Node, memo map[*yaml.Node]int) int {
	if n == nil {
		return 0
	}
	if s, ok := memo[n]; ok {
		return s
	}
	memo[n] = maxExpanded + 1 // an alias of itself expands without end
	size := 1
	if n.Kind == yaml.AliasNode {
		size = expandedSize(n.Alias, memo)
	} else {
		for _, c := range n.Content {
			if size += expandedSize(c, memo); size > maxExpanded {
				size = maxExpanded + 1
				break
			}
		}
	}
	memo[n] = size
	return size
}

// maxListed bounds the problems one config error lists.
const maxListed = 5
