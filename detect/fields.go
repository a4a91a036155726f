package detect

import (
	"slices"
	"strconv"
	"strings"
)

// Role says how a text is used, which decides the checks that read it.
type Role uint8

const (
	// RoleName is an identifier a model reads: a tool or property name.
	RoleName Role = iota + 1
	// RoleProse is free text: descriptions, titles, defaults, examples, enums.
	RoleProse
	// RoleStructural is schema machinery: type, format, $schema, $ref,
	// pattern, required. Every check that reads raw bytes scans it (hidden
	// Unicode, payloads, secrets); phrase checks skip it, so a
	// "$schema": "http://json-schema.org/..." is never an "external host".
	RoleStructural
)

// Field is one model-visible text of a tool.
type Field struct {
	Path string
	Key  bool // the text is an object key (a property name), not a value
	Role Role
	Text string
}

// Path segments: identifiers are joined with dots; other keys are quoted in
// brackets; array elements are [i]. The same functions build the paths that
// discover records source positions under, so a signal's field always finds
// its place in the file.

// ChildPath returns the path of key inside parent.
func ChildPath(parent, key string) string {
	if isPlainSegment(key) {
		if parent == "" {
			return key
		}
		return parent + "." + key
	}
	return parent + "[" + strconv.Quote(key) + "]"
}

// IndexPath returns the path of element i inside parent.
func IndexPath(parent string, i int) string {
	return parent + "[" + strconv.Itoa(i) + "]"
}

func isPlainSegment(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_', c == '$':
		case (c >= '0' && c <= '9') || c == '-':
			if i == 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// Field paths of the top-level texts.
const (
	PathName         = "name"
	PathTitle        = "title"
	PathDescription  = "description"
	PathInputSchema  = "inputSchema"
	PathOutputSchema = "outputSchema"
	PathAnnotations  = "annotations"
	PathMeta         = "_meta"
)

// Schema keywords whose values are schemas or maps of named schemas.
var (
	namedSchemaMaps = map[string]bool{
		"properties": true, "patternProperties": true, "$defs": true,
		"definitions": true, "dependentSchemas": true,
	}
	subSchemaKeys = map[string]bool{
		"items": true, "additionalProperties": true, "not": true, "if": true,
		"then": true, "else": true, "contains": true, "propertyNames": true,
		"unevaluatedItems": true, "unevaluatedProperties": true,
		"additionalItems": true,
	}
	schemaArrays = map[string]bool{
		"allOf": true, "anyOf": true, "oneOf": true, "prefixItems": true,
	}
	structuralKeys = map[string]bool{
		"type": true, "format": true, "$schema": true, "$ref": true, "$id": true,
		"$anchor": true, "$dynamicRef": true, "$dynamicAnchor": true,
		"pattern": true, "contentEncoding": true, "contentMediaType": true,
		"required": true, "$vocabulary": true,
	}
	// Keywords whose key name is vocabulary, not model-directed text.
	knownSchemaKeys = map[string]bool{
		"description": true, "title": true, "default": true, "examples": true,
		"example": true, "enum": true, "const": true, "$comment": true,
		"minimum": true, "maximum": true, "exclusiveMinimum": true,
		"exclusiveMaximum": true, "minLength": true, "maxLength": true,
		"minItems": true, "maxItems": true, "uniqueItems": true,
		"minProperties": true, "maxProperties": true, "multipleOf": true,
		"readOnly": true, "writeOnly": true, "deprecated": true, "nullable": true,
		"dependentRequired": true, "maxContains": true, "minContains": true,
		"contentSchema": true, "discriminator": true, "strict": true,
	}
)

// keyKind classifies a schema keyword once, so the walker does one map
// lookup per key instead of five.
type keyKind uint8

const (
	kkOther keyKind = iota
	kkNamedMap
	kkSubSchema
	kkSchemaArray
	kkStructural
	kkKnown
)

var schemaKeyKinds = func() map[string]keyKind {
	m := map[string]keyKind{}
	for _, e := range []struct {
		set map[string]bool
		k   keyKind
	}{
		{knownSchemaKeys, kkKnown}, {structuralKeys, kkStructural}, {schemaArrays, kkSchemaArray},
		{subSchemaKeys, kkSubSchema}, {namedSchemaMaps, kkNamedMap},
	} {
		for w := range e.set {
			m[w] = e.k
		}
	}
	return m
}()

// keyKindSlots is schemaKeyKinds as an open-addressed table under
// keyKindHash: a lookup reads a byte or three of the key and, on a hit,
// compares it once, where a Go map hashes the whole key.
var keyKindSlots = func() (t [256]struct {
	k    string
	kind keyKind
}) {
	keys := make([]string, 0, len(schemaKeyKinds))
	for k := range schemaKeyKinds {
		keys = append(keys, k)
	}
	slices.Sort(keys) // the table is the same in every process
	for _, k := range keys {
		h := keyKindHash(k)
		for t[h].k != "" {
			h = (h + 1) & 255
		}
		t[h].k, t[h].kind = k, schemaKeyKinds[k]
	}
	return
}()

func keyKindHash(k string) uint8 {
	if len(k) < 2 {
		return uint8(len(k))
	}
	return uint8(len(k)*29) ^ k[1]*7 ^ k[len(k)-1]*3 ^ k[len(k)/2]
}

// keyKindOf returns schemaKeyKinds[k].
func keyKindOf(k string) keyKind {
	for h := keyKindHash(k); keyKindSlots[h].k != ""; h++ {
		if keyKindSlots[h].k == k {
			return keyKindSlots[h].kind
		}
	}
	return kkOther
}

// Field-walk bounds: a schema nested deeper or holding more texts than this
// is cut short and the cut is recorded as a cap.
const (
	MaxSchemaDepth   = 64
	MaxFieldsPerTool = 20000
)

// fieldWalker flattens a tool. Paths are written into one byte arena and
// sliced out of a single string at the end, and object keys are sorted in
// a reused stack, so a schema of n texts costs a handful of allocations.
type fieldWalker struct {
	out    []Field
	spans  [][2]int32 // arena span of each field's path
	arena  []byte
	keys   []Member // members of maps (and Objects out of order), sorted
	capped string   // first cap hit, if any
}

// add records a field whose path is arena[p:q].
func (w *fieldWalker) add(p, q int, key bool, role Role, text string) {
	if len(w.out) >= MaxFieldsPerTool {
		if w.capped == "" {
			w.capped = "fields"
		}
		return
	}
	w.out = append(w.out, Field{Key: key, Role: role, Text: text})
	w.spans = append(w.spans, [2]int32{int32(p), int32(q)})
}

// child appends the path of key inside arena[p:q] and returns its span.
func (w *fieldWalker) child(p, q int, key string) (int, int) {
	start := len(w.arena)
	w.arena = append(w.arena, w.arena[p:q]...)
	if isPlainSegment(key) {
		if q > p {
			w.arena = append(w.arena, '.')
		}
		w.arena = append(w.arena, key...)
	} else {
		w.arena = append(w.arena, '[')
		w.arena = strconv.AppendQuote(w.arena, key)
		w.arena = append(w.arena, ']')
	}
	return start, len(w.arena)
}

// index appends the path of element i inside arena[p:q].
func (w *fieldWalker) index(p, q, i int) (int, int) {
	start := len(w.arena)
	w.arena = append(w.arena, w.arena[p:q]...)
	w.arena = append(w.arena, '[')
	w.arena = strconv.AppendInt(w.arena, int64(i), 10)
	w.arena = append(w.arena, ']')
	return start, len(w.arena)
}

func (w *fieldWalker) addRoot(path string, role Role, text string) {
	p, q := w.root(path)
	w.add(p, q, false, role, text)
}

func (w *fieldWalker) root(path string) (int, int) {
	start := len(w.arena)
	w.arena = append(w.arena, path...)
	return start, len(w.arena)
}

// object returns the members of v in key order, if v is an object, and
// the key-stack mark to pop to once they are walked (w.keys = w.keys[:base]).
// An Object in key order is its own answer; a map's members (or those of
// an Object out of order) are pushed on the key stack and sorted there.
// The returned slice stays valid while the walk below it pushes further
// members: they go past its end, and a stack that grows moves to a new
// array and leaves the old one as it was.
func (w *fieldWalker) object(v any) (o Object, base int, ok bool) {
	base = len(w.keys)
	switch n := v.(type) {
	case Object:
		if n.sorted() {
			return n, base, true
		}
		w.keys = append(w.keys, n...)
	case map[string]any:
		for k, x := range n {
			w.keys = append(w.keys, Member{k, x})
		}
	default:
		return nil, base, false
	}
	kv := w.keys[base:]
	if len(kv) > 12 {
		slices.SortStableFunc(kv, func(a, b Member) int { return strings.Compare(a.Key, b.Key) })
	} else {
		// Most objects have a few members: insertion sort, no calls.
		for i := 1; i < len(kv); i++ {
			for j := i; j > 0 && keyLess(kv[j].Key, kv[j-1].Key); j-- {
				kv[j], kv[j-1] = kv[j-1], kv[j]
			}
		}
	}
	return Object(kv[:len(kv):len(kv)]), base, true
}

// keyLess is a < b, with the common case (different first bytes) decided
// without a call.
func keyLess(a, b string) bool {
	if len(a) > 0 && len(b) > 0 && a[0] != b[0] {
		return a[0] < b[0]
	}
	return a < b
}

func (w *fieldWalker) depthOK(depth int) bool {
	if depth > MaxSchemaDepth {
		if w.capped == "" {
			w.capped = "depth"
		}
		return false
	}
	return true
}

// fields flattens every model-visible text of t, in a fixed order.
func (t *Tool) fields() ([]Field, string) {
	var w fieldWalker
	return w.walk(t, nil)
}

// walk flattens t into buf (reused); the paths share one string.
func (w *fieldWalker) walk(t *Tool, buf []Field) ([]Field, string) {
	w.out, w.spans, w.arena, w.keys, w.capped = buf[:0], w.spans[:0], w.arena[:0], w.keys[:0], ""
	if t.Name != "" {
		w.addRoot(PathName, RoleName, t.Name)
	}
	if t.Title != "" {
		w.addRoot(PathTitle, RoleProse, t.Title)
	}
	if t.Description != "" {
		w.addRoot(PathDescription, RoleProse, t.Description)
	}
	if t.InputSchema != nil {
		p, q := w.root(PathInputSchema)
		w.schema(p, q, t.InputSchema, 0)
	}
	if t.OutputSchema != nil {
		p, q := w.root(PathOutputSchema)
		w.schema(p, q, t.OutputSchema, 0)
	}
	if t.Annotations != nil {
		p, q := w.root(PathAnnotations)
		w.data(p, q, t.Annotations, RoleProse, false, 0)
	}
	if t.Meta != nil {
		p, q := w.root(PathMeta)
		w.data(p, q, t.Meta, RoleProse, true, 0)
	}
	if len(t.Extra) > 0 {
		o, base, _ := w.object(t.Extra)
		for _, m := range o {
			p, q := w.child(0, 0, m.Key)
			w.data(p, q, m.Value, RoleProse, true, 0)
		}
		w.keys = w.keys[:base]
	}
	all := string(w.arena)
	for i := range w.out {
		sp := w.spans[i]
		w.out[i].Path = all[sp[0]:sp[1]]
	}
	return w.out, w.capped
}

// schema walks a JSON Schema node at path arena[p:q], giving each string
// its role.
func (w *fieldWalker) schema(p, q int, v any, depth int) {
	if !w.depthOK(depth) {
		return
	}
	if o, base, ok := w.object(v); ok {
		for _, m := range o {
			w.schemaMember(p, q, m.Key, m.Value, depth)
		}
		w.keys = w.keys[:base]
		return
	}
	switch n := v.(type) {
	case []any:
		for i, e := range n {
			ip, iq := w.index(p, q, i)
			w.schema(ip, iq, e, depth+1)
		}
	case string:
		w.add(p, q, false, RoleProse, n)
	}
}

// schemaMember walks member k: val of a schema at path arena[p:q].
func (w *fieldWalker) schemaMember(p, q int, k string, val any, depth int) {
	cp, cq := w.child(p, q, k)
	switch keyKindOf(k) {
	case kkNamedMap:
		if o, base, ok := w.object(val); ok {
			for _, m := range o {
				np, nq := w.child(cp, cq, m.Key)
				w.add(np, nq, true, RoleName, m.Key)
				w.schema(np, nq, m.Value, depth+1)
			}
			w.keys = w.keys[:base]
			return
		}
		w.data(cp, cq, val, RoleProse, true, depth+1)
	case kkSubSchema, kkSchemaArray:
		w.schema(cp, cq, val, depth+1)
	case kkStructural:
		w.data(cp, cq, val, RoleStructural, false, depth+1)
	case kkKnown:
		w.data(cp, cq, val, RoleProse, true, depth+1)
	default:
		if !strings.HasPrefix(k, "x-") {
			// An unknown keyword is still text a model reads.
			w.add(cp, cq, true, RoleName, k)
		}
		w.data(cp, cq, val, RoleProse, true, depth+1)
	}
}

// data walks a plain JSON value: every string is a text of the given role,
// and with keys set, object keys are texts too.
func (w *fieldWalker) data(p, q int, v any, role Role, keys bool, depth int) {
	if !w.depthOK(depth) {
		return
	}
	if s, ok := v.(string); ok {
		w.add(p, q, false, role, s)
		return
	}
	if o, base, ok := w.object(v); ok {
		for _, m := range o {
			cp, cq := w.child(p, q, m.Key)
			if keys {
				w.add(cp, cq, true, role, m.Key)
			}
			w.data(cp, cq, m.Value, role, keys, depth+1)
		}
		w.keys = w.keys[:base]
		return
	}
	if a, ok := v.([]any); ok {
		for i, e := range a {
			ip, iq := w.index(p, q, i)
			w.data(ip, iq, e, role, keys, depth+1)
		}
	}
}

// FieldsOf returns every model-visible text of t in the engine's order, with
// the paths signals use. Reporters and tests use it to resolve a signal's
// field; discover records source positions under the same paths.
func FieldsOf(t *Tool) []Field {
	fs, _ := t.fields()
	return fs
}
