package javascript

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// The string expressions of JavaScript: a description
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
func (j *jsFile) strExpr(i, depth int) (v *syntax.Node, end int, ok bool) {
	if depth > syntax.MaxDepth/4 {
		return nil, i, false
	}
	v, k, ok := j.condExpr(i, depth)
	if !ok || k < len(j.toks) && !jsExprEnd(j.toks[k].Text) {
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
func (j *jsFile) condExpr(i, depth int) (*syntax.Node, int, bool) {
	t := j.toks
	v, k, ok := j.logicalExpr(i, depth)
	if !ok || k >= len(t) || t[k].Text != "?" || k+1 < len(t) && (t[k+1].Text == "?" || t[k+1].Text == ".") {
		return v, k, ok
	}
	a, k, ok := j.condExpr(k+1, depth+1)
	if !ok || k >= len(t) || t[k].Text != ":" {
		return nil, k, false
	}
	b, k, ok := j.condExpr(k+1, depth+1)
	if !ok {
		return nil, k, false
	}
	return j.d.Either(a, b), k, true
}

// logicalExpr reads a || b, a ?? b, a && b over additive expressions.
func (j *jsFile) logicalExpr(i, depth int) (*syntax.Node, int, bool) {
	t := j.toks
	v, k, ok := j.addExpr(i, depth)
	for ok && k+1 < len(t) && (t[k].Text == "|" && t[k+1].Text == "|" || t[k].Text == "?" && t[k+1].Text == "?" || t[k].Text == "&" && t[k+1].Text == "&") {
		and := t[k].Text == "&"
		var w *syntax.Node
		w, k, ok = j.addExpr(k+2, depth+1)
		switch {
		case and && v != nil && w != nil:
			// a && b is b when a holds: b is what is served; a is a
			// candidate.
			j.d.Candidate(v)
			v = w
		default:
			v = j.d.Either(v, w)
		}
	}
	return v, k, ok
}

// addExpr reads operands joined by +; one unknown operand makes the sum
// unknown (its literal operands stay loose text of the file).
func (j *jsFile) addExpr(i, depth int) (*syntax.Node, int, bool) {
	t := j.toks
	v, k, ok := j.postfix(i, depth)
	known := ok && v != nil
	for ok && k < len(t) && t[k].Text == "+" && !(k+1 < len(t) && t[k+1].Text == "+") {
		var w *syntax.Node
		w, k, ok = j.postfix(k+1, depth+1)
		if known && w != nil {
			v = syntax.ConcatNodes(v, w)
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
func (j *jsFile) postfix(i, depth int) (*syntax.Node, int, bool) {
	t := j.toks
	v, k, ok := j.operand(i, depth)
	for ok && k < len(t) {
		// TypeScript's x as T, x satisfies T and x! change no value.
		if t[k].Text == "!" && !(k+1 < len(t) && t[k+1].Text == "=") {
			k++
			continue
		}
		if t[k].Kind == 'n' && (t[k].Text == "as" || t[k].Text == "satisfies") {
			k = j.skipType(k + 1)
			continue
		}
		if !(k+2 < len(t) && t[k].Text == "." && t[k+1].Kind == 'n' && t[k+2].Text == "(") {
			break
		}
		switch t[k+1].Text {
		case "concat":
			k += 3
			for ok && k < len(t) && t[k].Text != ")" {
				var w *syntax.Node
				w, k, ok = j.condExpr(k, depth+1)
				if v != nil && w != nil {
					v = syntax.ConcatNodes(v, w)
				} else {
					v = nil
				}
				if ok && k < len(t) && t[k].Text == "," {
					k++
				}
			}
			k++
		case "replace", "replaceAll":
			// "… PATH …".replace("PATH", KEY): a string pattern, a known
			// replacement.
			args := j.args(k + 2)
			var pat, rep *syntax.Node
			if len(args) == 2 {
				pat, _, _ = j.strExpr(args[0], depth+1)
				rep, _, _ = j.strExpr(args[1], depth+1)
			}
			if v != nil && pat != nil && rep != nil && pat.Str != "" && t[args[0]].Kind == 's' {
				v = syntax.ReplaceNodes(v, pat.Str, rep, t[k+1].Text == "replaceAll")
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
		case t[k].Text == "<" || t[k].Text == "(" || t[k].Text == "[" || t[k].Text == "{":
			depth := 0
		nest:
			for ; k < len(t); k++ {
				switch t[k].Text {
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
		case t[k].Kind == 'n' || t[k].Kind == 's' || t[k].Kind == '#' || t[k].Text == "." || t[k].Text == "|" || t[k].Text == "&":
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
func (j *jsFile) operand(i, depth int) (*syntax.Node, int, bool) {
	t := j.toks
	if i >= len(t) {
		return nil, i, false
	}
	switch tk := t[i]; {
	case tk.Kind == 's':
		return tk.Str(), i + 1, true
	case tk.Kind == 'c':
		return j.template(tk, depth), i + 1, true
	case tk.Text == "(":
		v, k, ok := j.condExpr(i+1, depth+1)
		if !ok || k >= len(t) || t[k].Text != ")" {
			return nil, k, false
		}
		return v, k + 1, true
	case tk.Text == "[":
		end := j.close(i)
		if end+3 < len(t) && t[end+1].Text == "." && t[end+2].Text == "join" && t[end+3].Text == "(" {
			return j.value(i, depth+1), j.close(end+3) + 1, true
		}
		return nil, end + 1, true
	case tk.Kind == 'n' && tk.Text == "String" && i+3 < len(t) && t[i+1].Text == "." && t[i+2].Text == "raw" && (t[i+3].Kind == 's' || t[i+3].Kind == 'c'):
		return j.operandTemplate(t[i+3], depth), i + 4, true
	case tk.Kind == 'n':
		k := i + 1
		for k+1 < len(t) && (t[k].Text == "." || t[k].Text == "?" && t[k+1].Text == ".") && (t[k+1].Kind == 'n' || t[k+1].Text == ".") {
			if t[k].Text == "?" {
				k++
			}
			k += 2
		}
		if k < len(t) && (t[k].Kind == 's' || t[k].Kind == 'c') && t[k].Text != "" && t[k].Text[0] == '`' {
			// A tagged template: what the tag makes of it is not known.
			return nil, k + 1, true
		}
		if k < len(t) && t[k].Text == "(" {
			// ns.fn() of a module imported whole: the text it returns.
			if k == i+3 && t[i+1].Text == "." && k+1 < len(t) && t[k+1].Text == ")" {
				if v := j.importedCall(tk.Text, t[i+2].Text); v != nil {
					return v, k + 2, true
				}
			}
			return nil, j.close(k) + 1, true
		}
		if o := j.entries[tk.Text]; o != nil && k > i+1 {
			// entry.member (entry.a?.b) of the table entry a loop is
			// reading.
			for m := i + 1; m < k && o != nil; m++ {
				if t[m].Kind == 'n' {
					o = o.Get(t[m].Text)
				}
			}
			if o != nil && o.Kind == syntax.KString {
				return o, k, true
			}
			return nil, k, true
		}
		if k > i+1 && t[i+1].Text == "." {
			// NAME.member (NAME.a.b) of a const object literal of this
			// file, or of one another module of the tree exports
			// (import { DESCRIPTIONS } from "./texts"; DESCRIPTIONS.weather).
			var o *syntax.Node
			if at, ok := j.names[tk.Text]; ok {
				o = j.valueOf(tk.Text, at, depth+1)
			} else {
				o = j.importedValue(tk.Text)
			}
			for m := i + 1; m+1 < k && o != nil; m += 2 {
				if t[m].Text != "." || t[m+1].Kind != 'n' || o.Kind != syntax.KObject {
					o = nil
					break
				}
				o = o.Get(t[m+1].Text)
			}
			if o != nil && o.Kind == syntax.KString {
				return o, k, true
			}
		}
		if k == i+1 {
			if at, ok := j.names[tk.Text]; ok {
				if v := j.valueOf(tk.Text, at, depth+1); v != nil && v.Kind == syntax.KString {
					return v, k, true
				}
			} else if v := j.importedConst(tk.Text); v != nil {
				// A constant another module of the tree exports.
				return v, k, true
			}
		}
		return nil, k, true
	case tk.Kind == '#':
		return nil, i + 1, true
	case tk.Text == "!" || tk.Text == "-":
		_, k, ok := j.operand(i+1, depth+1)
		return nil, k, ok
	}
	return nil, i, false
}

func (j *jsFile) operandTemplate(tk syntax.Tok, depth int) *syntax.Node {
	if tk.Kind == 's' {
		return tk.Str()
	}
	return j.template(tk, depth)
}

// template folds a template literal whose substitutions are constants
// of the file; nil when one is not known.
func (j *jsFile) template(tk syntax.Tok, depth int) *syntax.Node {
	return syntax.FoldSubst(tk.Text, tk.Off, tk.Frags(), "${", func(expr string) *syntax.Node {
		at, ok := j.names[expr]
		if !ok && syntax.IdentName(expr) {
			return j.importedConst(expr)
		}
		if !ok || !syntax.IdentName(expr) {
			return nil
		}
		return j.valueOf(expr, at, depth+1)
	})
}

// bindings makes every binding count: a name, member
// or key may be bound more than once (let and var assigned again, +=,
// obj.description = …, a key written twice, Object.assign, a spread, a
// registered tool's update({…})) in an order the reader does not follow.
// The values bound by =, += or a key of an object literal count as
// recognizer.BindAll says.
func (j *jsFile) bindings() {
	t := j.toks
	var bs []syntax.Binding
	depth := 0
	// owners: for each open brace, the name an object literal is bound
	// to ("config" in const config = {…}), "" when none.
	var owners []string
	for i := 1; i+1 < len(t); i++ {
		switch t[i].Text {
		case "{":
			depth++
			owner := ""
			if t[i-1].Text == "=" && i >= 2 {
				owner = j.target(i - 2)
			}
			owners = append(owners, owner)
		case "}":
			depth--
			if len(owners) > 0 {
				owners = owners[:len(owners)-1]
			}
		}
		b := syntax.Binding{}
		var at int
		switch {
		case t[i].Text == "=" && t[i+1].Text != "=" && t[i+1].Text != ">" && !strings.Contains("=!<>+-*/%&|^?", t[i-1].Text):
			b.Key, at = j.target(i-1), i+1
			// A module a server imports binds its texts for the server.
			b.Always = j.d.Src.Imported && depth == 0
		case t[i].Text == "+" && t[i+1].Text == "=" && i+2 < len(t) && t[i+2].Text != "=":
			b.Key, at, b.Plus = j.target(i-1), i+2, true
		case t[i].Text == ":" && (t[i-1].Kind == 'n' || t[i-1].Kind == 's' && t[i-1].HasStr()) && i >= 2 && (t[i-2].Text == "{" || t[i-2].Text == ","):
			b.Key, at = t[i-1].Text, i+1
			if t[i-1].Kind == 's' {
				b.Key = t[i-1].Str().Str
			}
			b.IsKey = true
		default:
			continue
		}
		b.Eval = func() (*syntax.Node, bool) {
			v, end, ok := j.strExpr(at, 0)
			if !ok {
				return nil, false
			}
			return v, end == at+1 && t[at].Kind == 's'
		}
		bs = append(bs, b)
		if b.IsKey && len(owners) > 0 && owners[len(owners)-1] != "" {
			bs = append(bs, syntax.Binding{Key: owners[len(owners)-1] + "." + b.Key, Track: true, Eval: b.Eval})
		}
	}
	j.d.BindAll(bs)
}

// target is the name or member chain (desc, config.description) that
// ends at token k, "" when it is something else.
func (j *jsFile) target(k int) string {
	t := j.toks
	if k < 0 || t[k].Kind != 'n' {
		return ""
	}
	s := t[k].Text
	for k >= 2 && t[k-1].Text == "." && t[k-2].Kind == 'n' {
		s = t[k-2].Text + "." + s
		k -= 2
	}
	return s
}
