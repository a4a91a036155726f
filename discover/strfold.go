package discover

import "strings"

// What the string-expression evaluators of the source readers share
// (issue 37, item 2): the parts of a template or f-string, and the texts
// an expression may have besides the one read.

// foldSubst folds a template literal or f-string whose raw text (the
// token's bytes, starting at file offset base) holds substitutions
// opened by open ("${" in JavaScript, "{" in Python, where "{{" is a
// literal brace) and closed by the matching "}": its literal parts
// (frags, the lexer's decoded fragments, in order) and the value resolve
// gives each substitution's expression. Nil when one is not known.
func foldSubst(raw string, base int, frags []*Node, open string, resolve func(expr string) *Node) *Node {
	var out *Node
	add := func(n *Node) {
		if out == nil {
			out = n
		} else {
			out = concatNodes(out, n)
		}
	}
	pos := 0
	for {
		at := -1
		for k := pos; k+len(open) <= len(raw); k++ {
			if open == "{" && strings.HasPrefix(raw[k:], "{{") {
				k++
				continue
			}
			if raw[k] == '\\' && open != "{" {
				k++
				continue
			}
			if strings.HasPrefix(raw[k:], open) {
				at = k
				break
			}
		}
		litEnd := len(raw)
		if at >= 0 {
			litEnd = at
		}
		for len(frags) > 0 && frags[0].Off-base < litEnd {
			add(frags[0])
			frags = frags[1:]
		}
		if at < 0 {
			break
		}
		// The substitution, to its matching "}".
		k, level := at+len(open)-1, 0
		for ; k < len(raw); k++ {
			if raw[k] == '{' {
				level++
			} else if raw[k] == '}' {
				level--
				if level == 0 {
					break
				}
			}
		}
		v := resolve(strings.TrimSpace(raw[at+len(open) : min(k, len(raw))]))
		if v == nil || v.Kind != KString {
			return nil
		}
		add(v)
		pos = k + 1
	}
	if out == nil {
		return synth(KString, "", base)
	}
	return out
}

// either is one of two outcomes of an expression (the arms of a
// conditional, the sides of or/||/??): when both are known the first is
// the text read and the other a candidate text of the file; when one is
// not known the expression's text is not known (nil: the caller reports
// it computed) and the known one is a candidate. No outcome goes
// unscanned, and none is taken for the whole.
func (d *recognizer) either(a, b *Node) *Node {
	switch {
	case a != nil && b != nil:
		d.candidate(b)
		return a
	case a != nil:
		d.candidate(a)
	case b != nil:
		d.candidate(b)
	}
	return nil
}

// identName: s is a plain identifier of the C family or Python.
func identName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isPyNameStart(c) || c == '$' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
