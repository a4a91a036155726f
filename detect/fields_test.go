package detect

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/stretchr/testify/require"
)

// The walk keeps paths as a tree of segments and spells one out only when
// asked; the spelling must be the one ChildPath and IndexPath give (which
// discover records source positions under), for every kind of key.
func TestFieldPathsAreSpelledAsChildPathDoes(t *testing.T) {
	tool := reading.Tool{
		Name: "t", Title: "T", Description: "d",
		InputSchema: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"path":   map[string]any{"description": "p", "enum": []any{"a", "b"}},
				"a b":    map[string]any{"items": []any{map[string]any{"title": "i0"}, map[string]any{"title": "i1"}}},
				"9lives": map[string]any{"default": "x"},
				`q"uote`: map[string]any{"examples": []any{"e"}},
				"":       map[string]any{"$comment": "c"},
			},
		},
		Annotations: map[string]any{"title": "A"},
		Meta:        map[string]any{"x y": "m"},
		// Extra's own keys are not texts (they are the paths of its values).
		Extra: map[string]any{"vendor": "v", "-odd": map[string]any{"k": "w"}},
	}
	in, props := reading.PathInputSchema, reading.ChildPath(reading.PathInputSchema, "properties")
	prop := func(k string) string { return reading.ChildPath(props, k) }
	want := []reading.PathField{
		{Path: reading.PathName, Role: reading.RoleName, Text: "t"},
		{Path: reading.PathTitle, Role: reading.RoleProse, Text: "T"},
		{Path: reading.PathDescription, Role: reading.RoleProse, Text: "d"},
		{Path: prop(""), Key: true, Role: reading.RoleName, Text: ""},
		{Path: reading.ChildPath(prop(""), "$comment"), Role: reading.RoleProse, Text: "c"},
		{Path: prop("9lives"), Key: true, Role: reading.RoleName, Text: "9lives"},
		{Path: reading.ChildPath(prop("9lives"), "default"), Role: reading.RoleProse, Text: "x"},
		{Path: prop("a b"), Key: true, Role: reading.RoleName, Text: "a b"},
		{Path: reading.ChildPath(reading.IndexPath(reading.ChildPath(prop("a b"), "items"), 0), "title"), Role: reading.RoleProse, Text: "i0"},
		{Path: reading.ChildPath(reading.IndexPath(reading.ChildPath(prop("a b"), "items"), 1), "title"), Role: reading.RoleProse, Text: "i1"},
		{Path: prop("path"), Key: true, Role: reading.RoleName, Text: "path"},
		{Path: reading.ChildPath(prop("path"), "description"), Role: reading.RoleProse, Text: "p"},
		{Path: reading.IndexPath(reading.ChildPath(prop("path"), "enum"), 0), Role: reading.RoleProse, Text: "a"},
		{Path: reading.IndexPath(reading.ChildPath(prop("path"), "enum"), 1), Role: reading.RoleProse, Text: "b"},
		{Path: prop(`q"uote`), Key: true, Role: reading.RoleName, Text: `q"uote`},
		{Path: reading.IndexPath(reading.ChildPath(prop(`q"uote`), "examples"), 0), Role: reading.RoleProse, Text: "e"},
		{Path: reading.ChildPath(in, "type"), Role: reading.RoleStructural, Text: "object"},
		{Path: reading.ChildPath(reading.PathAnnotations, "title"), Role: reading.RoleProse, Text: "A"},
		{Path: reading.ChildPath(reading.PathMeta, "x y"), Key: true, Role: reading.RoleProse, Text: "x y"},
		{Path: reading.ChildPath(reading.PathMeta, "x y"), Role: reading.RoleProse, Text: "m"},
		{Path: reading.ChildPath(reading.ChildPath("", "-odd"), "k"), Key: true, Role: reading.RoleProse, Text: "k"},
		{Path: reading.ChildPath(reading.ChildPath("", "-odd"), "k"), Role: reading.RoleProse, Text: "w"},
		{Path: reading.ChildPath("", "vendor"), Role: reading.RoleProse, Text: "v"},
	}
	require.Equal(t, want, reading.FieldsOf(&tool))
	// Spelled-out paths of this shape, pinned, so that ChildPath itself
	// cannot drift with the tree.
	require.Equal(t, `inputSchema.properties["a b"].items[1].title`, want[9].Path)
	require.Equal(t, `inputSchema.properties[""]`, want[3].Path)
	require.Equal(t, `["-odd"].k`, want[20].Path)
}

// Random trees of keys and indexes: every node spells out as the same
// chain of ChildPath and IndexPath calls, and pathIs knows a top-level
// path without spelling it out.
func TestAppendPathMatchesChildPathOnRandomTrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	keys := []string{"a", "properties", "x-y", "9", "_", "$ref", "", "a b", `q"`, "é", "a.b", "[0]", "description", "name"}
	var nodes []reading.PathNode
	var spelled []string
	for n := 0; n < 20000; n++ {
		parent := int32(-1)
		if len(nodes) > 0 && rng.IntN(5) != 0 {
			parent = int32(rng.IntN(len(nodes)))
		}
		base := ""
		if parent >= 0 {
			base = spelled[parent]
		}
		var nd reading.PathNode
		var s string
		switch {
		case parent < 0 && rng.IntN(2) == 0:
			root := []string{reading.PathName, reading.PathDescription, reading.PathInputSchema, reading.PathMeta}[rng.IntN(4)]
			nd, s = reading.PathNode{Parent: -1, Kind: reading.NodeRoot, Seg: root}, root
		case parent >= 0 && rng.IntN(3) == 0:
			i := rng.IntN(12)
			nd, s = reading.PathNode{Parent: parent, Kind: reading.NodeIndex, Index: int32(i)}, reading.IndexPath(base, i)
		default:
			k := keys[rng.IntN(len(keys))]
			nd, s = reading.PathNode{Parent: parent, Kind: reading.NodeKey, Seg: k}, reading.ChildPath(base, k)
		}
		nodes = append(nodes, nd)
		spelled = append(spelled, s)
	}
	v := &reading.ToolView{Nodes: nodes}
	tops := 0
	for i := range nodes {
		f := &reading.Field{Node: int32(i)}
		require.Equal(t, spelled[i], v.PathOf(f))
		for _, top := range []string{reading.PathName, reading.PathDescription, "name", "a"} {
			if got := v.PathIs(f, top); got != (spelled[i] == top) {
				t.Fatalf("pathIs(%q, %q) = %v", spelled[i], top, got)
			} else if got {
				tops++
			}
		}
	}
	if tops < 100 {
		t.Fatalf("only %d top-level paths: pathIs was hardly tried", tops)
	}
}

// splitNameASCII, the fast path of SplitName for printable ASCII, gives
// the words of the rune-by-rune split on every name of letters of both
// cases, digits and the separators (random names, a fixed seed), and on
// the shapes each case boundary is for.
func TestSplitNameASCIIIsEachRune(t *testing.T) {
	names := []string{"", "get_user", "getUser", "HTTPServer", "file2text", "A_B", "__x__", "a-b.c/d:e f", "X", "x9Y", "ABCdef", "aBC", "9a", "a9", "AB9cd"}
	rng := rand.New(rand.NewPCG(38, 38))
	const alpha = "aAbBzZ09_-./: xX"
	for n := 0; n < 50000; n++ {
		b := make([]byte, rng.IntN(12))
		for i := range b {
			b[i] = alpha[rng.IntN(len(alpha))]
		}
		names = append(names, string(b))
	}
	for _, s := range names {
		if got, want := reading.SplitNameASCII(s), reading.SplitNameEachRune(s); !slices.Equal(got, want) {
			t.Fatalf("splitNameASCII(%q) = %q, want %q", s, got, want)
		}
	}
}

// SchemaKeyword, which discover reads repeated schema keys by, divides a
// schema as the walk does: a keyword's name is no text (a property's
// name and an unknown key are), and a structural keyword's value is
// structure.
func TestSchemaKeywordIsTheWalksDivision(t *testing.T) {
	for _, tc := range []struct {
		key                 string
		keyword, structural bool
	}{
		{"description", true, false}, {"enum", true, false}, {"items", true, false},
		{"properties", true, false}, {"anyOf", true, false}, {"then", true, false},
		{"type", true, true}, {"$ref", true, true}, {"required", true, true},
		{"city", false, false}, {"descriptions", false, false},
	} {
		keyword, structural := SchemaKeyword(tc.key)
		require.Equal(t, [2]bool{tc.keyword, tc.structural}, [2]bool{keyword, structural}, tc.key)
		tool := reading.Tool{Name: "t", InputSchema: map[string]any{tc.key: "v"}}
		at := reading.ChildPath(reading.PathInputSchema, tc.key)
		var nameRead bool
		role := reading.Role(255)
		for _, f := range reading.FieldsOf(&tool) {
			if f.Path == at && f.Key {
				nameRead = f.Role == reading.RoleName
			}
			if f.Text == "v" {
				role = f.Role
			}
		}
		require.Equal(t, !keyword, nameRead, "%s: the walk reads its name at %s", tc.key, at)
		require.Equal(t, structural, role == reading.RoleStructural, "%s: role of its value", tc.key)
	}
}
