package discover

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// A .json5 file is read as JSON5 reads it (renovate.json5 and other
// configs are written so): keys as identifiers, single-quoted strings,
// JavaScript's escapes, a backslash that continues a string on the next
// line, and numbers with a sign, in hexadecimal, Infinity and NaN. Each
// decoded character keeps the place it was written at. The same text
// named .json is not JSON and stays an error there.
func TestJSON5(t *testing.T) {
	src := "{\n" +
		"  // a comment\n" +
		"  $schema: 'https://example.com/schema.json',\n" +
		"  name: 'it\\'s',\n" +
		"  hex: 0x1F, pos: +1, lead: .5, trail: 5., inf: -Infinity, nan: NaN,\n" +
		"  \"quoted\": \"a\\x41\\u0042\",\n" +
		"  multi: 'one \\\n" +
		"two',\n" +
		"  ünïcode_$1: [1, 2,],\n" +
		"  true: null,\n" +
		"}\n"
	parse := func(path string) (*syntax.Node, error) {
		return syntax.ParseJSON(&syntax.Source{Path: path, Data: []byte(src), Format: "json"}, []byte(src), 0)
	}
	root, err := parse("renovate.json5")
	require.NoError(t, err)
	got := map[string]*syntax.Node{}
	var keys []string
	for i, k := range root.Keys {
		keys = append(keys, k.Str)
		got[k.Str] = root.Vals[i]
	}
	assert.Equal(t, []string{"$schema", "name", "hex", "pos", "lead", "trail", "inf", "nan", "quoted", "multi", "ünïcode_$1", "true"}, keys)
	assert.Equal(t, "https://example.com/schema.json", got["$schema"].Str)
	assert.Equal(t, "it's", got["name"].Str)
	for k, want := range map[string]string{"hex": "0x1F", "pos": "+1", "lead": ".5", "trail": "5.", "inf": "-Infinity", "nan": "NaN"} {
		assert.Equal(t, syntax.KNumber, got[k].Kind, k)
		assert.Equal(t, want, got[k].Str, k)
	}
	assert.Equal(t, "aAB", got["quoted"].Str)
	assert.Equal(t, "one two", got["multi"].Str)
	assert.Len(t, got["ünïcode_$1"].Elems, 2)
	assert.Equal(t, syntax.KNull, got["true"].Kind)

	// Places: the key $schema where it is written; "A" at its escape;
	// "two" on the line after the continued one.
	assert.Equal(t, strings.Index(src, "$schema"), root.Keys[0].Off)
	q := got["quoted"]
	assert.Equal(t, strings.Index(src, `\x41`), q.FileOffset(1))
	m := got["multi"]
	assert.Equal(t, strings.Index(src, "two'"), m.FileOffset(strings.Index(m.Str, "two")))
	assert.Equal(t, strings.Index(src, "one"), m.FileOffset(0))

	_, err = parse("renovate.json")
	assert.Error(t, err, "JSON with comments is not JSON5")

	for _, bad := range []string{`{a: 'open}`, `{a: 01}`, `{a: '\1'}`, `{a: 0x}`, `{a: 'x` + "\n" + `'}`, `{1a: 2}`, `{a: Infinityx}`} {
		_, err := syntax.ParseJSON(&syntax.Source{Path: "x.json5", Data: []byte(bad), Format: "json"}, []byte(bad), 0)
		assert.Error(t, err, bad)
	}
}
