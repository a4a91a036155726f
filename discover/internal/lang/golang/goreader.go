package golang

import (
	"go/scanner"
	"go/token"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// Reader reads Go: the official SDK, mark3labs/mcp-go and metoro's.
type Reader struct{}

func (Reader) Name() string { return "Go" }

func (Reader) Skip(rel string) bool { return strings.HasSuffix(rel, "_test.go") }

func (Reader) UsesSDK(_ string, head []byte) bool { return Sniff.In(head) }

// OfPackage: a file of a module that requires an MCP SDK, building tools
// through the project's own package that wraps the SDK: a Tool{Name,
// Description} literal, or a server-side call of the wrapper
// (mcpgo.NewTool("fetch_tokens", "...", params, handler)).
func (r Reader) OfPackage(h syntax.Host, rel string, head []byte) (bool, bool) {
	return h.MCPGoFolder(syntax.DirOf(rel)) && goServerMarks().In(head), false
}

// goServerMarks finds the marks of the server side in one pass.
var goServerMarks = syntax.LazyMarkers(goSides.Server)

func (Reader) Sides() syntax.SDKMarks { return goSides }

func (Reader) Read(d *syntax.File, data []byte) error { return goSource(d, data) }

func (Reader) Tokens(data []byte, _ []syntax.Tok) ([]syntax.Tok, map[int]bool) {
	return goTokens(data), nil
}

// goTokens lexes Go with the standard library's scanner.
func goTokens(data []byte) []syntax.Tok {
	out := make([]syntax.Tok, 0, syntax.TokCap(data))
	goEachToken(data, func(t *syntax.Tok) { out = append(out, *t) })
	return out
}

// EachToken calls fn with each token of data in turn (syntax.TokenStreamer).
func (Reader) EachToken(data []byte, fn func(*syntax.Tok)) { goEachToken(data, fn) }

// goEachToken calls fn with each token the standard library's scanner
// finds in data: strings with their decoded text, names, brackets and
// '.' as they are, and every other token as " ".
func goEachToken(data []byte, fn func(*syntax.Tok)) {
	var s scanner.Scanner
	fset := token.NewFileSet()
	f := fset.AddFile("", fset.Base(), len(data))
	s.Init(f, data, nil, 0)
	t := new(syntax.Tok) // one for all: fn keeps none
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		switch {
		case tok == token.STRING:
			*t = syntax.Tok{Kind: 's', Off: f.Offset(pos)}
			t.SetStr(goStringNode(goRawText(data, lit, f.Offset(pos)), f.Offset(pos)))
		case tok == token.IDENT:
			*t = syntax.Tok{Kind: 'n', Text: lit, Off: f.Offset(pos)}
		case tok == token.LPAREN || tok == token.LBRACE || tok == token.LBRACK || tok == token.RPAREN || tok == token.RBRACE || tok == token.RBRACK || tok == token.PERIOD || tok == token.COLON:
			*t = syntax.Tok{Kind: 'o', Text: tok.String()}
		default:
			*t = syntax.Tok{Kind: 'o', Text: " "}
		}
		fn(t)
	}
}

// Sniff finds the marks of Markers in a file's head.
var Sniff = syntax.NewMarkerSet(Markers)

// Project: the Go module holding dir requires an MCP SDK.
func (Reader) Project(h syntax.Host, dir string) bool { return h.MCPGoFolder(dir) }
