package phrase

import (
	"errors"
	"strings"
	"testing"
)

// show spells a tree back in the grammar, groups always bracketed: what
// the parser understood, precedence included.
func show(ns []*Node) string {
	var parts []string
	for _, n := range ns {
		switch n.Op {
		case Words:
			parts = append(parts, strings.Join(n.Words, "/"))
		case Prefix:
			parts = append(parts, n.Prefix+"*")
		case Kind:
			parts = append(parts, "<"+n.Kind+">")
		case Punct:
			parts = append(parts, `\`+n.Punct)
		case Gap:
			parts = append(parts, "*"+strings.Repeat("|", n.Gap))
		case Start:
			parts = append(parts, "^")
		case Group:
			var alts []string
			for _, a := range n.Alts {
				alts = append(alts, show(a))
			}
			open, close := "(", ")"
			if n.Optional {
				open, close = "[", "]"
			}
			parts = append(parts, open+strings.Join(alts, " | ")+close)
		}
	}
	return strings.Join(parts, " ")
}

var macros = map[string]string{"user": "( the user | them )", "tell": "tell/inform", "deep": "@tell/say", "loop": "x @loop"}

func TestParse(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// "/" binds single words: the precedence trap, spelled out.
		{"will crash/fail/be blocked", "will crash/fail/be blocked"},
		{"will ( crash | fail | be blocked )", "will (crash | fail | be blocked)"},
		{"(a|b)", "(a | b)"},
		{"do not [ever] @tell @user", "do not [ever] tell/inform (the user | them)"},
		{"@deep it", "tell/inform/say it"},
		{"^ \\# pre* <tool> <url> *3", `^ \# pre* <ident> <url> *|||`},
		{"<quote>/<num> x", "(<quote> | <num>) x"},
	} {
		ns, err := Parse(c.in, macros)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := show(ns); got != c.want {
			t.Errorf("%q:\n got  %s\n want %s", c.in, got, c.want)
		}
	}
}

// Errors name the offset in the pattern as written, the element, and the
// macro it came from.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a ( b | c", `at 9: missing )`},
		{"a ( b | ) c", `at 8 (")"): empty alternative`},
		{"a ] b", `at 2 ("]"): unexpected "]"`},
		{"a *0", `at 2 ("*0"): a gap is *1 to *40`},
		{"a <thing>", `at 2 ("<thing>"): unknown kind`},
		{"a b//c", `at 2 ("b//c"): empty word`},
		{"a <pa", `at 2 ("<pa"): bad element`},
		{"a @nosuch", `at 2 ("@nosuch"): unknown macro @nosuch`},
		{"a @loop", `at 2 ("@loop") in macro @loop: macros nest more than 8 deep (a macro uses itself?)`},
		{"x [ a ) ]", `at 6 (")"): expected | or ]`},
	} {
		_, err := Parse(c.in, macros)
		var pe *Error
		if !errors.As(err, &pe) || err.Error() != c.want {
			t.Errorf("%q:\n got  %v\n want %s", c.in, err, c.want)
		}
	}
}

// FuzzParse: any pattern parses or is an *Error whose offset lies in the
// pattern; parsing never panics.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"ignore/disregard [all] *2 @tell ( the user | them )", "^ \\# <tool>/<num> pre*", "a ( b | ) c", "@loop"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, err := Parse(s, macros)
		if err == nil {
			return
		}
		var pe *Error
		if !errors.As(err, &pe) {
			t.Fatalf("%q: %T %v", s, err, err)
		}
		if pe.Offset < 0 || pe.Offset > len(s) {
			t.Fatalf("%q: offset %d outside the pattern", s, pe.Offset)
		}
	})
}
