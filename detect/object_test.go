package detect_test

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcp-lint/mcp-lint/corpus"
	"github.com/mcp-lint/mcp-lint/detect"
)

func TestNewObjectSortsAndKeepsTheLastOfARepeatedKey(t *testing.T) {
	o := reading.NewObject([]reading.Member{{Key: "type", Value: "object"}, {Key: "b", Value: 1.0}, {Key: "a", Value: "first"}, {Key: "c", Value: nil}, {Key: "a", Value: "last"}})
	assert.Equal(t, reading.Object{{Key: "a", Value: "last"}, {Key: "b", Value: 1.0}, {Key: "c", Value: nil}, {Key: "type", Value: "object"}}, o)
	v, ok := o.Get("a")
	assert.True(t, ok)
	assert.Equal(t, "last", v)
	_, ok = o.Get("missing")
	assert.False(t, ok)

	b, err := json.Marshal(reading.Object{{Key: "z", Value: reading.Object{{Key: "<k>", Value: []any{1.5, true}}}}, {Key: "a", Value: map[string]any{"y": "é"}}})
	require.NoError(t, err)
	assert.Equal(t, `{"z":{"\u003ck\u003e":[1.5,true]},"a":{"y":"é"}}`, string(b), "member order as given, escaped as encoding/json does")

	m := map[string]any{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string"}}, "required": []any{map[string]any{"x": 1.0}}}
	assert.Equal(t, reading.Object{
		{Key: "properties", Value: reading.Object{{Key: "q", Value: reading.Object{{Key: "type", Value: "string"}}}}},
		{Key: "required", Value: []any{reading.Object{{Key: "x", Value: 1.0}}}},
		{Key: "type", Value: "object"},
	}, reading.ObjectsFromMaps(m))
}

// mapsOf turns every Object in v back into a map.
func mapsOf(v any) any {
	switch x := v.(type) {
	case reading.Object:
		m := make(map[string]any, len(x))
		for _, e := range x {
			m[e.Key] = mapsOf(e.Value)
		}
		return m
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = mapsOf(e)
		}
		return out
	}
	return v
}

// reversed returns v with every Object's members in reverse key order: an
// Object built by hand, out of order.
func reversed(v any) any {
	switch x := v.(type) {
	case reading.Object:
		out := make(reading.Object, len(x))
		for i, e := range x {
			out[len(x)-1-i] = reading.Member{Key: e.Key, Value: reversed(e.Value)}
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = reversed(e)
		}
		return out
	}
	return v
}

// The engine reads an Object, a map of the same members and an Object out
// of order alike: the same texts under the same paths, the same report.
func TestObjectMapAndUnorderedObjectScanAlike(t *testing.T) {
	for _, name := range []string{"../corpus/mcp-lint-v1.jsonl", benignCorpus} {
		data, err := os.ReadFile(name)
		if os.IsNotExist(err) && name == benignCorpus {
			continue
		}
		require.NoError(t, err)
		entries, err := corpus.Parse(data, name)
		require.NoError(t, err)
		var objs, maps, unordered []reading.Tool
		objects := 0
		for _, e := range entries {
			for _, tl := range append([]reading.Tool{e.Tool}, e.Peers...) {
				if _, ok := tl.InputSchema.(reading.Object); ok {
					objects++
				}
				objs = append(objs, tl)
				m, u := tl, tl
				m.InputSchema, m.OutputSchema, m.Annotations = mapsOf(tl.InputSchema), mapsOf(tl.OutputSchema), mapsOf(tl.Annotations)
				u.InputSchema, u.OutputSchema, u.Annotations = reversed(tl.InputSchema), reversed(tl.OutputSchema), reversed(tl.Annotations)
				maps = append(maps, m)
				unordered = append(unordered, u)
			}
		}
		require.Greater(t, objects, 40, "%s: the corpus reader gives schemas as Objects", name)
		for i := range objs {
			want := reading.FieldsOf(&objs[i])
			require.Equal(t, want, reading.FieldsOf(&maps[i]), "%s: %s", name, objs[i].Name)
			require.Equal(t, want, reading.FieldsOf(&unordered[i]), "%s: %s", name, objs[i].Name)
		}
		want := detect.NewEngine().Scan(reading.NewRegistry(objs), nil)
		if name != benignCorpus {
			// The project corpus has findings, so the comparison covers
			// them; the honest tools of dev_benign, read together, have
			// none (the texts and paths above are compared all the same).
			require.NotEmpty(t, want.Findings, name)
		}
		for _, other := range [][]reading.Tool{maps, unordered} {
			got := detect.NewEngine().Scan(reading.NewRegistry(other), nil)
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("%s: the report differs between an Object and another form of the same schema", name)
			}
		}
	}
}
