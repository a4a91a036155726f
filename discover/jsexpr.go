package discover

import "strings"

// The string expressions of JavaScript (issue 37, item 2): a description
// is often not one literal but literals joined by +, a template over
// constants, "…".concat(…), String.raw`…`, or a default behind ||, ??,
// && or a conditional. jsFile.strExpr folds what it can know from the
// file — every byte keeping its file offset — and, where an expression
// has several literal outcomes (both arms of a conditional, both sides
// of || and ??), returns the first and registers the others as candidate
// texts of the file (recognizer.candidate), so no outcome goes unscanned.

// strExpr evaluates the expression that starts at token i and ends at a
// ",", ")", "]", "}" or ";" of its own level. It returns the string it
// folds to (nil when it cannot be known) and whether the expression was
// read to its end; ok false leaves the caller to its own reading.
func (j *jsFile) strExpr(i, depth int) (v *Node, end int, ok bool) {
	if depth > MaxDepth/4 {
		return nil, i, false
	}
	v, k, ok := j.condExpr(i, depth)
	if !ok || k < len(j.toks) && !jsExprEnd(j.toks[k].text) {
		return nil, i, false
	}
	return v, k, true
}

// jsExprEnd: a token that ends an expression of an argument, a member or
// a statement.
func jsExprEnd(s string) bool {
	return s == "," || s == ")" || s == "]" || s == "}" || s == ";"
}

// condExpr reads c ? a : b, or a logical expression.
func (j *jsFile) condExpr(i, depth int) (*Node, int, bool) {
	t := j.toks
	v, k, ok := j.logicalExpr(i, depth)
	if !ok || k >= len(t) || t[k].text != "?" || k+1 < len(t) && (t[k+1].text == "?" || t[k+1].text == ".") {
		return v, k, ok
	}
	a, k, ok := j.condExpr(k+1, depth+1)
	if !ok || k >= len(t) || t[k].text != ":" {
		return nil, k, false
	}
	b, k, ok := j.condExpr(k+1, depth+1)
	if !ok {
		return nil, k, false
	}
	return j.d.either(a, b), k, true
}

// logicalExpr reads a || b, a ?? b, a && b over additive expressions.
func (j *jsFile) logicalExpr(i, depth int) (*Node, int, bool) {
	t := j.toks
	v, k, ok := j.addExpr(i, depth)
	for ok && k+1 < len(t) && (t[k].text == "|" && t[k+1].text == "|" || t[k].text == "?" && t[k+1].text == "?" || t[k].text == "&" && t[k+1].text == "&") {
		and := t[k].text == "&"
		var w *Node
		w, k, ok = j.addExpr(k+2, depth+1)
		switch {
		case and && v != nil && w != nil:
			// a && b is b when a holds: b is what is served; a is a
			// candidate.
			j.d.candidate(v)
			v = w
		default:
			v = j.d.either(v, w)
		}
	}
	return v, k, ok
}

// addExpr reads operands joined by +; one unknown operand makes the sum
// unknown (its literal operands stay loose text of the file).
func (j *jsFile) addExpr(i, depth int) (*Node, int, bool) {
	t := j.toks
	v, k, ok := j.postfix(i, depth)
	known := ok && v != nil
	for ok && k < len(t) && t[k].text == "+" && !(k+1 < len(t) && t[k+1].text == "+") {
		var w *Node
		w, k, ok = j.postfix(k+1, depth+1)
		if known && w != nil {
			v = concatNodes(v, w)
		} else {
			known = false
		}
	}
	if !known {
		v = nil
	}
	return v, k, ok
}

// postfix reads an operand and the string methods applied to it:
// .concat(…), .trim() and its kin (which keep the text scanned as is).
func (j *jsFile) postfix(i, depth int) (*Node, int, bool) {
	t := j.toks
	v, k, ok := j.operand(i, depth)
	for ok && k < len(t) {
		// TypeScript's x as T, x satisfies T and x! change no value.
		if t[k].text == "!" && !(k+1 < len(t) && t[k+1].text == "=") {
			k++
			continue
		}
		if t[k].kind == 'n' && (t[k].text == "as" || t[k].text == "satisfies") {
			k = j.skipType(k + 1)
			continue
		}
		if !(k+2 < len(t) && t[k].text == "." && t[k+1].kind == 'n' && t[k+2].text == "(") {
			break
		}
		switch t[k+1].text {
		case "concat":
			k += 3
			for ok && k < len(t) && t[k].text != ")" {
				var w *Node
				w, k, ok = j.condExpr(k, depth+1)
				if v != nil && w != nil {
					v = concatNodes(v, w)
				} else {
					v = nil
				}
				if ok && k < len(t) && t[k].text == "," {
					k++
				}
			}
			k++
		case "replace", "replaceAll":
			// "… PATH …".replace("PATH", KEY): a string pattern, a known
			// replacement.
			args := j.args(k + 2)
			var pat, rep *Node
			if len(args) == 2 {
				pat, _, _ = j.strExpr(args[0], depth+1)
				rep, _, _ = j.strExpr(args[1], depth+1)
			}
			if v != nil && pat != nil && rep != nil && pat.Str != "" && t[args[0]].kind == 's' {
				v = replaceNodes(v, pat.Str, rep, t[k+1].text == "replaceAll")
			} else {
				v = nil
			}
			k = j.close(k+2) + 1
		case "trim", "trimStart", "trimEnd", "toString", "valueOf", "normalize":
			k = j.close(k+2) + 1
		default:
			// Another method: its result is not known.
			k = j.close(k+2) + 1
			v = nil
		}
	}
	return v, k, ok
}

// skipType reads over a TypeScript type at token k (after as or
// satisfies): names, dots, type arguments and brackets, to the token
// that ends it.
func (j *jsFile) skipType(k int) int {
	t := j.toks
	for k < len(t) {
		switch {
		case t[k].text == "<" || t[k].text == "(" || t[k].text == "[" || t[k].text == "{":
			depth := 0
		nest:
			for ; k < len(t); k++ {
				switch t[k].text {
				case "<", "(", "[", "{":
					depth++
				case ">", ")", "]", "}":
					depth--
				}
				if depth == 0 {
					break nest
				}
			}
			k++
		case t[k].kind == 'n' || t[k].kind == 's' || t[k].kind == '#' || t[k].text == "." || t[k].text == "|" || t[k].text == "&":
			k++
		default:
			return k
		}
	}
	return k
}

// operand reads a literal, a template, a constant, String.raw`…`, a
// parenthesized expression or an array joined; anything else (a call, a
// member chain, a number) is read over and is unknown.
func (j *jsFile) operand(i, depth int) (*Node, int, bool) {
	t := j.toks
	if i >= len(t) {
		return nil, i, false
	}
	switch tk := t[i]; {
	case tk.kind == 's':
		return tk.str, i + 1, true
	case tk.kind == 'c':
		return j.template(tk, depth), i + 1, true
	case tk.text == "(":
		v, k, ok := j.condExpr(i+1, depth+1)
		if !ok || k >= len(t) || t[k].text != ")" {
			return nil, k, false
		}
		return v, k + 1, true
	case tk.text == "[":
		end := j.close(i)
		if end+3 < len(t) && t[end+1].text == "." && t[end+2].text == "join" && t[end+3].text == "(" {
			return j.value(i, depth+1), j.close(end+3) + 1, true
		}
		return nil, end + 1, true
	case tk.kind == 'n' && tk.text == "String" && i+3 < len(t) && t[i+1].text == "." && t[i+2].text == "raw" && (t[i+3].kind == 's' || t[i+3].kind == 'c'):
		return j.operandTemplate(t[i+3], depth), i + 4, true
	case tk.kind == 'n':
		k := i + 1
		for k+1 < len(t) && (t[k].text == "." || t[k].text == "?" && t[k+1].text == ".") && (t[k+1].kind == 'n' || t[k+1].text == ".") {
			if t[k].text == "?" {
				k++
			}
			k += 2
		}
		if k < len(t) && (t[k].kind == 's' || t[k].kind == 'c') && t[k].text != "" && t[k].text[0] == '`' {
			// A tagged template: what the tag makes of it is not known.
			return nil, k + 1, true
		}
		if k < len(t) && t[k].text == "(" {
			// ns.fn() of a module imported whole: the text it returns.
			if k == i+3 && t[i+1].text == "." && k+1 < len(t) && t[k+1].text == ")" {
				if v := j.importedCall(tk.text, t[i+2].text); v != nil {
					return v, k + 2, true
				}
			}
			return nil, j.close(k) + 1, true
		}
		if o := j.entries[tk.text]; o != nil && k > i+1 {
			// entry.member (entry.a?.b) of the table entry a loop is
			// reading.
			for m := i + 1; m < k && o != nil; m++ {
				if t[m].kind == 'n' {
					o = o.Get(t[m].text)
				}
			}
			if o != nil && o.Kind == KString {
				return o, k, true
			}
			return nil, k, true
		}
		if k == i+3 && t[i+1].text == "." {
			// NAME.member of a const object literal.
			if at, ok := j.names[tk.text]; ok {
				if o := j.valueOf(tk.text, at, depth+1); o != nil && o.Kind == KObject {
					if v := o.Get(t[i+2].text); v != nil && v.Kind == KString {
						return v, k, true
					}
				}
			}
		}
		if k == i+1 {
			if at, ok := j.names[tk.text]; ok {
				if v := j.valueOf(tk.text, at, depth+1); v != nil && v.Kind == KString {
					return v, k, true
				}
			} else if v := j.importedConst(tk.text); v != nil {
				// A constant another module of the tree exports.
				return v, k, true
			}
		}
		return nil, k, true
	case tk.kind == '#':
		return nil, i + 1, true
	case tk.text == "!" || tk.text == "-":
		_, k, ok := j.operand(i+1, depth+1)
		return nil, k, ok
	}
	return nil, i, false
}

func (j *jsFile) operandTemplate(tk srcTok, depth int) *Node {
	if tk.kind == 's' {
		return tk.str
	}
	return j.template(tk, depth)
}

// template folds a template literal whose substitutions are constants
// of the file; nil when one is not known.
func (j *jsFile) template(tk srcTok, depth int) *Node {
	return foldSubst(tk.text, tk.off, tk.frags, "${", func(expr string) *Node {
		at, ok := j.names[expr]
		if !ok && identName(expr) {
			return j.importedConst(expr)
		}
		if !ok || !identName(expr) {
			return nil
		}
		return j.valueOf(expr, at, depth+1)
	})
}

// bindings makes every binding count (issue 37, item 3): a name, member
// or key may be bound more than once (let and var assigned again, +=,
// obj.description = …, a key written twice, Object.assign, a spread, a
// registered tool's update({…})) in an order the reader does not follow.
// The values bound by =, += or a key of an object literal count as
// recognizer.bindAll says.
func (j *jsFile) bindings() {
	t := j.toks
	var bs []binding
	depth := 0
	// owners: for each open brace, the name an object literal is bound
	// to ("config" in const config = {…}), "" when none.
	var owners []string
	for i := 1; i+1 < len(t); i++ {
		switch t[i].text {
		case "{":
			depth++
			owner := ""
			if t[i-1].text == "=" && i >= 2 {
				owner = j.target(i - 2)
			}
			owners = append(owners, owner)
		case "}":
			depth--
			if len(owners) > 0 {
				owners = owners[:len(owners)-1]
			}
		}
		b := binding{}
		var at int
		switch {
		case t[i].text == "=" && t[i+1].text != "=" && t[i+1].text != ">" && !strings.Contains("=!<>+-*/%&|^?", t[i-1].text):
			b.key, at = j.target(i-1), i+1
			// A module a server imports binds its texts for the server.
			b.always = j.d.Src.imported && depth == 0
		case t[i].text == "+" && t[i+1].text == "=" && i+2 < len(t) && t[i+2].text != "=":
			b.key, at, b.plus = j.target(i-1), i+2, true
		case t[i].text == ":" && (t[i-1].kind == 'n' || t[i-1].kind == 's' && t[i-1].str != nil) && i >= 2 && (t[i-2].text == "{" || t[i-2].text == ","):
			b.key, at = t[i-1].text, i+1
			if t[i-1].kind == 's' {
				b.key = t[i-1].str.Str
			}
			b.isKey = true
		default:
			continue
		}
		b.eval = func() (*Node, bool) {
			v, end, ok := j.strExpr(at, 0)
			if !ok {
				return nil, false
			}
			return v, end == at+1 && t[at].kind == 's'
		}
		bs = append(bs, b)
		if b.isKey && len(owners) > 0 && owners[len(owners)-1] != "" {
			bs = append(bs, binding{key: owners[len(owners)-1] + "." + b.key, track: true, eval: b.eval})
		}
	}
	j.d.bindAll(bs)
}

// target is the name or member chain (desc, config.description) that
// ends at token k, "" when it is something else.
func (j *jsFile) target(k int) string {
	t := j.toks
	if k < 0 || t[k].kind != 'n' {
		return ""
	}
	s := t[k].text
	for k >= 2 && t[k-1].text == "." && t[k-2].kind == 'n' {
		s = t[k-2].text + "." + s
		k -= 2
	}
	return s
}
