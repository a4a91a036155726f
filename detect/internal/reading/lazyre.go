package reading

import (
	"regexp"
	"sync"
)

// lazyRe is a regular expression compiled on its first use. The shell and
// secret expressions run only when their keywords occur, and compiling
// all of them at start-up was a fifth of `mcp-lint version`'s
// instructions. TestExpressionsCompile compiles every one, so a bad
// expression fails the build, not a scan.
type LazyRe struct {
	Expr string
	once sync.Once
	re   *regexp.Regexp
}

func Lazy(expr string) *LazyRe { return &LazyRe{Expr: expr} }

func (l *LazyRe) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.Expr) })
	return l.re
}

func (l *LazyRe) MatchString(s string) bool { return l.get().MatchString(s) }

func (l *LazyRe) FindAllStringIndex(s string, n int) [][]int {
	return l.get().FindAllStringIndex(s, n)
}

func (l *LazyRe) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return l.get().FindAllStringSubmatchIndex(s, n)
}

func (l *LazyRe) String() string { return l.Expr }
