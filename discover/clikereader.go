package discover

import (
	"path"
	"strings"
)

// clikeReader reads one of the C-like languages of the official SDKs
// (Rust, Java, Kotlin, C#) with the shared lexer of clike.go.
type clikeReader struct{ format, lang string }

func (r clikeReader) name() string { return r.lang }

// skip: tests by the language's conventions (FooTest.java, FooTests.cs,
// foo_test.rs, src/test/, a Rust crate's tests/).
func (r clikeReader) skip(rel string) bool {
	base := path.Base(rel)
	stem := strings.TrimSuffix(base, pathExt(base))
	return strings.HasSuffix(stem, "Test") || strings.HasSuffix(stem, "Tests") || strings.HasSuffix(stem, "_test") ||
		strings.Contains("/"+rel, "/src/test/") || r.format == "rs" && strings.HasPrefix(rel, "tests/")
}

func (r clikeReader) usesSDK(_ string, head []byte) bool { return hasAny(head, clikeMarkers[r.format]) }

func (clikeReader) ofPackage(Host, string, []byte) (bool, bool) { return false, false }

func (r clikeReader) sides() sdkMarks { return clikeSides[r.format] }

func (clikeReader) read(d *File, data []byte) error { clikeSource(d, data); return nil }

func (r clikeReader) tokens(data []byte, _ []srcTok) []litTok { return clikeLitTokens(data, r.format) }

// clikeLitTokens are a C-like language's tokens; a Rust doc comment is a
// string (rmcp sends it as a description).
func clikeLitTokens(data []byte, format string) []litTok {
	var out []litTok
	for _, t := range clikeLex(data, format) {
		k := t.kind
		if k == 'd' {
			k = 's'
		}
		out = append(out, litTok{kind: k, text: t.text, str: t.str, frags: t.frags, off: t.off})
	}
	return out
}
