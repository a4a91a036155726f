package detect

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
)

// startRe is a regular expression whose every match starts with one of a
// few literal prefixes (its keywords: "curl", "crontab", "aws"). Go's
// regexp has no literal to skip to in a case-insensitive alternation, so
// an unanchored search runs its automaton over the whole text; startRe
// runs the expression anchored at each place a prefix occurs instead, and
// finds the same matches: a match starts at such a place, the anchored
// run at a place finds the match the unanchored search prefers there, and
// one rune of the text before the place stays in the input, so \b reads
// what it reads in the whole text.
type startRe struct {
	*regexp.Regexp
	// The anchored forms are compiled on first use: most expressions never
	// run in a small scan, and compiling all of them at start-up was most
	// of a small run's cost.
	anchored sync.Once
	expr     string
	first    *regexp.Regexp // ^(?:expr): a match at the text's start
	after    *regexp.Regexp // ^(?s:.)(?:expr): a match after one rune of context
	prefix   []string       // lower case; nil when not known: search the whole text
	starts   [256]bool      // the first bytes of the prefixes, in both cases
}

func mustStartRe(expr string) *startRe {
	r := &startRe{Regexp: regexp.MustCompile(expr)}
	tree, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		panic(err) // MustCompile accepted it
	}
	if r.prefix = matchPrefixes(tree); r.prefix != nil {
		for _, p := range r.prefix {
			r.starts[p[0]] = true
			r.starts[strings.ToUpper(p[:1])[0]] = true
		}
		r.expr = expr
	}
	return r
}

// anchors compiles the anchored forms, once.
func (r *startRe) anchors() {
	r.anchored.Do(func() {
		r.first = regexp.MustCompile(`^(?:` + r.expr + `)`)
		r.after = regexp.MustCompile(`^(?s:.)(?:` + r.expr + `)`)
	})
}

// matchPrefixes returns literals (lower case, ASCII, two bytes or more)
// one of which starts every match of re, or nil when it cannot tell.
func matchPrefixes(re *syntax.Regexp) []string {
	exact, open, ok := literalsOf(re)
	if !ok {
		return nil
	}
	out := append(exact, open...)
	for _, p := range out {
		if len(p) < 2 {
			return nil // too common to be worth looking for
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func minLen(ss []string) int {
	n := -1
	for _, s := range ss {
		if n < 0 || len(s) < n {
			n = len(s)
		}
	}
	return n
}

// maxLiterals bounds the literal sets literalsOf builds.
const maxLiterals = 64

// literalsOf describes the texts re matches by literals (lower case):
// every match is one of exact, or starts with one of open. ok is false
// when re says too little (a large class, a star first).
func literalsOf(re *syntax.Regexp) (exact, open []string, ok bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary:
		return []string{""}, nil, true
	case syntax.OpLiteral:
		s := strings.ToLower(string(re.Rune))
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				return nil, nil, false
			}
		}
		return []string{s}, nil, true
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if r >= 0x80 || len(out) > 2*maxLiterals {
					return nil, nil, false
				}
				out = append(out, strings.ToLower(string(r)))
			}
		}
		slices.Sort(out)
		return slices.Compact(out), nil, true
	case syntax.OpCapture:
		return literalsOf(re.Sub[0])
	case syntax.OpQuest:
		exact, open, ok := literalsOf(re.Sub[0])
		if !ok || len(open) > 0 {
			return nil, nil, false
		}
		return append(exact, ""), nil, true
	case syntax.OpPlus:
		exact, open, ok := literalsOf(re.Sub[0])
		return nil, append(exact, open...), ok
	case syntax.OpRepeat:
		if re.Min >= 1 {
			exact, open, ok := literalsOf(re.Sub[0])
			return nil, append(exact, open...), ok
		}
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			e, o, ok := literalsOf(sub)
			if !ok {
				return nil, nil, false
			}
			exact, open = append(exact, e...), append(open, o...)
		}
		return exact, open, len(exact)+len(open) <= maxLiterals
	case syntax.OpConcat:
		// Each part extends every exact literal so far, until all are
		// three bytes long; a part that is not exact (or would make too
		// many) ends them.
		exact = []string{""}
		for _, sub := range re.Sub {
			if minLen(exact) >= 3 {
				return nil, exact, true // long enough to be rare
			}
			e, o, ok := literalsOf(sub)
			if !ok || len(exact)*(len(e)+len(o)) > maxLiterals {
				return nil, exact, true
			}
			var next []string
			for _, x := range exact {
				for _, y := range e {
					next = append(next, x+y)
				}
				for _, y := range o {
					open = append(open, x+y)
				}
			}
			exact = next
			if len(o) > 0 {
				return nil, append(open, exact...), true
			}
		}
		return exact, open, true
	}
	return nil, nil, false
}

// FindAllStringSubmatchIndex is regexp's, with the same result.
func (r *startRe) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.find(s, n, true)
}

// FindAllStringIndex is regexp's, with the same result.
func (r *startRe) FindAllStringIndex(s string, n int) [][]int {
	return r.find(s, n, false)
}

// MatchString is regexp's, with the same result.
func (r *startRe) MatchString(s string) bool {
	return r.find(s, 1, false) != nil
}

// find returns the first n matches in s (all when n < 0), as regexp's
// FindAll finds them, with their submatches when sub is set.
func (r *startRe) find(s string, n int, sub bool) [][]int {
	whole := func() [][]int {
		if sub {
			return r.Regexp.FindAllStringSubmatchIndex(s, n)
		}
		return r.Regexp.FindAllStringIndex(s, n)
	}
	// Case-insensitive matching folds k and s with two runes outside
	// ASCII (the Kelvin sign, the long s), which the prefix search does
	// not see.
	if r.prefix == nil || n == 0 || foldsOutsideASCII(s) {
		return whole()
	}
	// An anchored run reads at most as far as a match could reach; a
	// text with many places and few matches would have them read much of
	// it again and again, and one pass of the automaton is cheaper.
	tries := 32 + len(s)/256
	r.anchors()
	var out [][]int
	for pos := 0; pos < len(s) && (n < 0 || len(out) < n); {
		p := r.nextPrefix(s, pos)
		if p < 0 {
			break
		}
		if tries--; tries < 0 {
			return whole()
		}
		var m []int
		if p == 0 {
			m = r.first.FindStringSubmatchIndex(s)
		} else if m = r.after.FindStringSubmatchIndex(s[p-1:]); m != nil {
			for k := range m {
				if m[k] >= 0 {
					m[k] += p - 1
				}
			}
			m[0] = p // the match proper, after its rune of context
		}
		if m == nil {
			pos = p + 1
			continue
		}
		if !sub {
			m = m[:2:2]
		}
		out = append(out, m)
		pos = m[1] // a match holds its prefix: it is never empty
	}
	return out
}

// nextPrefix returns the first place at or after pos where a prefix
// occurs, in any ASCII case, or -1.
func (r *startRe) nextPrefix(s string, pos int) int {
	for i := pos; i < len(s); i++ {
		if !r.starts[s[i]] {
			continue
		}
		for _, pre := range r.prefix {
			if len(s)-i >= len(pre) && equalFoldASCII(s[i:i+len(pre)], pre) {
				return i
			}
		}
	}
	return -1
}

// equalFoldASCII reports whether s, lowered, is lower (lower case).
func equalFoldASCII(s, lower string) bool {
	for i := 0; i < len(s); i++ {
		if lowerByte(s[i]) != lower[i] {
			return false
		}
	}
	return true
}
