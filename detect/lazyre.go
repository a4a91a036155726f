package detect

import (
	"regexp"
	"sync"
)

// lazyRe is a regular expression compiled on its first use. The shell and
// secret expressions run only when their keywords occur, and compiling
// all of them at start-up was a fifth of `mcp-lint version`'s
// instructions. TestExpressionsCompile compiles every one, so a bad
// expression fails the build, not a scan.
type lazyRe struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
}

func lazy(expr string) *lazyRe { return &lazyRe{expr: expr} }

func (l *lazyRe) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

func (l *lazyRe) MatchString(s string) bool { return l.get().MatchString(s) }

func (l *lazyRe) FindAllStringIndex(s string, n int) [][]int {
	return l.get().FindAllStringIndex(s, n)
}

func (l *lazyRe) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return l.get().FindAllStringSubmatchIndex(s, n)
}

func (l *lazyRe) String() string { return l.expr }
