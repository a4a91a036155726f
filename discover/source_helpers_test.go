package discover_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// Helpers of the source-reading tests (Go, Python, TypeScript).

// sourceDefs lists every definition as "kind server/name: description".
func sourceDefs(res *discover.Result) []string {
	var got []string
	for _, tl := range res.Tools {
		got = append(got, fmt.Sprintf("%s %s/%s: %q", tl.KindOrDefault(), tl.Server, tl.Name, tl.Description))
	}
	sort.Strings(got)
	return got
}

// findDef returns the definition named name (of server, when given).
func findDef(t *testing.T, res *discover.Result, server, name string) detect.Tool {
	t.Helper()
	for _, tl := range res.Tools {
		if tl.Name == name && (server == "" || tl.Server == server) {
			return tl
		}
	}
	t.Fatalf("no %s/%s", server, name)
	return detect.Tool{}
}

// spanAt is the file region of bytes [from, to) of a definition's field:
// "path:line:col-line:col", and whether it maps exactly.
func spanAt(t *testing.T, res *discover.Result, tl detect.Tool, field string, from, to int) (string, bool) {
	t.Helper()
	loc, ok := res.Locate(tl.Ref(), field, false, detect.Span{Start: from, End: to})
	require.True(t, ok)
	r := loc.Region
	return fmt.Sprintf("%s:%d:%d-%d:%d", loc.Path, r.StartLine, r.StartColumn, r.EndLine, r.EndColumn), loc.Exact
}

// textAt is spanAt of the first occurrence of sub in text.
func textAt(t *testing.T, res *discover.Result, tl detect.Tool, field, text, sub string) string {
	t.Helper()
	k := strings.Index(text, sub)
	require.GreaterOrEqual(t, k, 0, sub)
	s, _ := spanAt(t, res, tl, field, k, k+len(sub))
	return s
}

// instructionsAt is the file region of sub in the instructions server
// declares in its source.
func instructionsAt(t *testing.T, res *discover.Result, server, sub string) string {
	t.Helper()
	for _, tl := range res.Tools {
		if tl.Server == server && tl.KindOrDefault() == detect.KindInstructions {
			text, _ := tl.Extra["instructions"].(string)
			return textAt(t, res, tl, "instructions", text, sub)
		}
	}
	t.Fatalf("no instructions of %s", server)
	return ""
}
