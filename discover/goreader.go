package discover

import (
	"go/scanner"
	"go/token"
	"strings"
)

// goReader reads Go: the official SDK, mark3labs/mcp-go and metoro's.
type goReader struct{}

func (goReader) name() string { return "Go" }

func (goReader) skip(rel string) bool { return strings.HasSuffix(rel, "_test.go") }

func (goReader) usesSDK(_ string, head []byte) bool { return goSniff.in(head) }

// ofPackage: a file of a module that requires an MCP SDK, building tools
// through the project's own package that wraps the SDK: a Tool{Name,
// Description} literal, or a server-side call of the wrapper
// (mcpgo.NewTool("fetch_tokens", "...", params, handler)).
func (r goReader) ofPackage(h Host, rel string, head []byte) (bool, bool) {
	return h.MCPGoFolder(dirOf(rel)) && hasAny(head, r.sides().server), false
}

func (goReader) sides() sdkMarks { return goSides }

func (goReader) read(d *File, data []byte) error { return goSource(d, data) }

func (goReader) tokens(data []byte, _ []srcTok) []litTok { return goTokens(data) }

// goTokens lexes Go with the standard library's scanner.
func goTokens(data []byte) []litTok {
	var out []litTok
	var s scanner.Scanner
	fset := token.NewFileSet()
	f := fset.AddFile("", fset.Base(), len(data))
	s.Init(f, data, nil, 0)
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		switch {
		case tok == token.STRING:
			out = append(out, litTok{kind: 's', str: goStringNode(goRawText(data, lit, f.Offset(pos)), f.Offset(pos)), off: f.Offset(pos)})
		case tok == token.IDENT:
			out = append(out, litTok{kind: 'n', text: lit})
		case tok == token.LPAREN || tok == token.LBRACE || tok == token.LBRACK || tok == token.RPAREN || tok == token.RBRACE || tok == token.RBRACK || tok == token.PERIOD:
			out = append(out, litTok{kind: 'o', text: tok.String()})
		default:
			out = append(out, litTok{kind: 'o', text: " "})
		}
	}
	return out
}

// goSniff finds the marks of goMarkers in a file's head.
var goSniff = newMarkerSet(goMarkers)
