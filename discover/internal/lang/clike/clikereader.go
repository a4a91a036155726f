package clike

import (
	"path"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// Reader reads one of the C-like languages of the official SDKs
// (Rust, Java, Kotlin, C#) with the shared lexer of clike.go.
type Reader struct{ Format, Lang string }

func (r Reader) Name() string { return r.Lang }

// Skip: tests by the language's conventions (FooTest.java, FooTests.cs,
// foo_test.rs, src/test/, a Rust crate's tests/).
func (r Reader) Skip(rel string) bool {
	base := path.Base(rel)
	stem := strings.TrimSuffix(base, pathExt(base))
	return strings.HasSuffix(stem, "Test") || strings.HasSuffix(stem, "Tests") || strings.HasSuffix(stem, "_test") ||
		strings.Contains("/"+rel, "/src/test/") || r.Format == "rs" && strings.HasPrefix(rel, "tests/")
}

func (r Reader) UsesSDK(_ string, head []byte) bool {
	if set := clikeSniff()[r.Format]; set != nil {
		return set.In(head)
	}
	return syntax.HasAny(head, clikeMarkers[r.Format])
}

// clikeSniff finds each language's clikeMarkers in one pass.
var clikeSniff = sync.OnceValue(func() map[string]*syntax.MarkerSet {
	m := map[string]*syntax.MarkerSet{}
	for f, ms := range clikeMarkers {
		m[f] = syntax.NewMarkerSet(ms)
	}
	return m
})

func (Reader) OfPackage(syntax.Host, string, []byte) (bool, bool) { return false, false }

func (r Reader) Sides() syntax.SDKMarks { return clikeSides[r.Format] }

func (Reader) Read(d *syntax.File, data []byte) error { clikeSource(d, data); return nil }

func (r Reader) Lex(data []byte) []syntax.Tok { return clikeLex(data, r.Format) }

func (r Reader) Tokens(data []byte, pre []syntax.Tok) ([]syntax.Tok, map[int]bool) {
	if pre == nil {
		pre = clikeLex(data, r.Format)
	}
	return pre, nil
}

// Project: the C-like languages' project manifests (Cargo, Maven, Gradle,
// MSBuild) are not read.
func (Reader) Project(syntax.Host, string) bool { return false }
