package reading

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

// Field is one model-visible text of a tool. Its path is a node of the
// walk's path tree, spelled out only when asked (ToolView.PathOf): most
// texts never need it, so a scan does not build a path string per text.
type Field struct {
	Key    bool // the text is an object key (a property name), not a value
	Role   Role
	phrase phraseShape // whether the phrase checks read Text (ToolView.PhraseAnalysis)
	Text   string
	Node   int32 // the field's path (pathNode) in the tree of its walk
}

// phraseShape is what PhraseAnalysis found a field's text to be, once.
type phraseShape uint8

const (
	phraseUnknown phraseShape = iota
	phraseShort               // at most two words and no markup
	phraseText
)

// PathField is a field with its path spelled out, as FieldsOf gives it.
type PathField struct {
	Path string
	Key  bool
	Role Role
	Text string
}

// pathNode is one segment of a field path below its parent (-1: none):
// the path of a top-level text (nodeRoot), an object key, or an array
// index. appendPath spells the segments out as ChildPath and IndexPath do.
type PathNode struct {
	Parent int32
	Index  int32 // nodeIndex: the element's index
	Kind   uint8
	Seg    string // nodeRoot: the path; nodeKey: the key
}

const (
	NodeRoot = iota
	NodeKey
	NodeIndex
)

// appendPath appends the path of node n to buf.
func appendPath(buf []byte, nodes []PathNode, n int32) []byte {
	nd := &nodes[n]
	if nd.Parent >= 0 {
		buf = appendPath(buf, nodes, nd.Parent)
	}
	switch nd.Kind {
	case NodeRoot:
		return append(buf, nd.Seg...)
	case NodeIndex:
		buf = append(buf, '[')
		buf = strconv.AppendInt(buf, int64(nd.Index), 10)
		return append(buf, ']')
	}
	// A key, as ChildPath joins it: every node spells out a segment, so
	// the parent path is empty exactly when there is no parent.
	if isPlainSegment(nd.Seg) {
		if nd.Parent >= 0 {
			buf = append(buf, '.')
		}
		return append(buf, nd.Seg...)
	}
	buf = append(buf, '[')
	buf = strconv.AppendQuote(buf, nd.Seg)
	return append(buf, ']')
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

// SchemaKeyword reports whether k is a keyword of JSON Schema as the
// walk reads a schema (its name is vocabulary, not text a model reads),
// and whether its value is structure (a type, a format, a reference, a
// pattern, the required members) rather than text or a schema.
func SchemaKeyword(k string) (keyword, structural bool) {
	kind, ok := schemaKeyKinds[k]
	return ok, kind == kkStructural
}

// Field-walk bounds: a schema nested deeper or holding more texts than this
// is cut short and the cut is recorded as a cap.
const (
	MaxSchemaDepth   = 64
	MaxFieldsPerTool = 20000
)

// fieldWalker flattens a tool. A path is a node of a tree (a segment and
// its parent) in one reused slice, and object keys are sorted in a reused
// stack, so a walk allocates nothing once its slices have grown.
type FieldWalker struct {
	out    []Field
	nodes  []PathNode
	keys   []Member // members of maps (and Objects out of order), sorted
	capped string   // first cap hit, if any
}

// add records a field at path node p.
func (w *FieldWalker) add(p int32, key bool, role Role, text string) {
	if len(w.out) >= MaxFieldsPerTool {
		if w.capped == "" {
			w.capped = "fields"
		}
		return
	}
	w.out = append(w.out, Field{Key: key, Role: role, Text: text, Node: p})
}

// child returns the path node of key inside node p (-1: at the top).
func (w *FieldWalker) child(p int32, key string) int32 {
	w.nodes = append(w.nodes, PathNode{Parent: p, Kind: NodeKey, Seg: key})
	return int32(len(w.nodes) - 1)
}

// index returns the path node of element i inside node p.
func (w *FieldWalker) index(p int32, i int) int32 {
	w.nodes = append(w.nodes, PathNode{Parent: p, Index: int32(i), Kind: NodeIndex})
	return int32(len(w.nodes) - 1)
}

func (w *FieldWalker) addRoot(path string, role Role, text string) {
	w.add(w.root(path), false, role, text)
}

func (w *FieldWalker) root(path string) int32 {
	w.nodes = append(w.nodes, PathNode{Parent: -1, Kind: NodeRoot, Seg: path})
	return int32(len(w.nodes) - 1)
}

// object returns the members of v in key order, if v is an object, and
// the key-stack mark to pop to once they are walked (w.keys = w.keys[:base]).
// An Object in key order is its own answer; a map's members (or those of
// an Object out of order) are pushed on the key stack and sorted there.
// The returned slice stays valid while the walk below it pushes further
// members: they go past its end, and a stack that grows moves to a new
// array and leaves the old one as it was.
func (w *FieldWalker) object(v any) (o Object, base int, ok bool) {
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
			for j := i; j > 0 && kv[j].Key < kv[j-1].Key; j-- {
				kv[j], kv[j-1] = kv[j-1], kv[j]
			}
		}
	}
	return Object(kv[:len(kv):len(kv)]), base, true
}

func (w *FieldWalker) depthOK(depth int) bool {
	if depth > MaxSchemaDepth {
		if w.capped == "" {
			w.capped = "depth"
		}
		return false
	}
	return true
}

// walk flattens t into buf (reused); the fields' path nodes are in
// w.nodes until the next walk.
func (w *FieldWalker) walk(t *Tool, buf []Field) ([]Field, string) {
	w.out, w.nodes, w.keys, w.capped = buf[:0], w.nodes[:0], w.keys[:0], ""
	if t.Name != "" && t.Kind != KindText {
		// A loose text's name says where it is, not what it does.
		w.addRoot(PathName, RoleName, t.Name)
	}
	if t.Title != "" {
		w.addRoot(PathTitle, RoleProse, t.Title)
	}
	if t.Description != "" {
		w.addRoot(PathDescription, RoleProse, t.Description)
	}
	if t.InputSchema != nil {
		w.schema(w.root(PathInputSchema), t.InputSchema, 0)
	}
	if t.OutputSchema != nil {
		w.schema(w.root(PathOutputSchema), t.OutputSchema, 0)
	}
	if t.Annotations != nil {
		w.data(w.root(PathAnnotations), t.Annotations, RoleProse, false, 0)
	}
	if t.Meta != nil {
		w.data(w.root(PathMeta), t.Meta, RoleProse, true, 0)
	}
	if len(t.Extra) > 0 {
		o, base, _ := w.object(t.Extra)
		for _, m := range o {
			w.data(w.child(-1, m.Key), m.Value, RoleProse, true, 0)
		}
		w.keys = w.keys[:base]
	}
	return w.out, w.capped
}

// schema walks a JSON Schema node at path node p, giving each string its
// role.
func (w *FieldWalker) schema(p int32, v any, depth int) {
	if !w.depthOK(depth) {
		return
	}
	if o, base, ok := w.object(v); ok {
		for _, m := range o {
			w.schemaMember(p, m.Key, m.Value, depth)
		}
		w.keys = w.keys[:base]
		return
	}
	switch n := v.(type) {
	case []any:
		for i, e := range n {
			w.schema(w.index(p, i), e, depth+1)
		}
	case string:
		w.add(p, false, RoleProse, n)
	}
}

// schemaMember walks member k: val of a schema at path node p.
func (w *FieldWalker) schemaMember(p int32, k string, val any, depth int) {
	c := w.child(p, k)
	switch schemaKeyKinds[k] {
	case kkNamedMap:
		if o, base, ok := w.object(val); ok {
			for _, m := range o {
				n := w.child(c, m.Key)
				w.add(n, true, RoleName, m.Key)
				w.schema(n, m.Value, depth+1)
			}
			w.keys = w.keys[:base]
			return
		}
		w.data(c, val, RoleProse, true, depth+1)
	case kkSubSchema, kkSchemaArray:
		w.schema(c, val, depth+1)
	case kkStructural:
		w.data(c, val, RoleStructural, false, depth+1)
	case kkKnown:
		w.data(c, val, RoleProse, true, depth+1)
	default:
		if !strings.HasPrefix(k, "x-") {
			// An unknown keyword is still text a model reads.
			w.add(c, true, RoleName, k)
		}
		w.data(c, val, RoleProse, true, depth+1)
	}
}

// data walks a plain JSON value: every string is a text of the given role,
// and with keys set, object keys are texts too.
func (w *FieldWalker) data(p int32, v any, role Role, keys bool, depth int) {
	if !w.depthOK(depth) {
		return
	}
	if s, ok := v.(string); ok {
		w.add(p, false, role, s)
		return
	}
	if o, base, ok := w.object(v); ok {
		for _, m := range o {
			c := w.child(p, m.Key)
			if keys {
				w.add(c, true, role, m.Key)
			}
			w.data(c, m.Value, role, keys, depth+1)
		}
		w.keys = w.keys[:base]
		return
	}
	if a, ok := v.([]any); ok {
		for i, e := range a {
			w.data(w.index(p, i), e, role, keys, depth+1)
		}
	}
}

// FieldsOf returns every model-visible text of t in the engine's order, with
// the paths signals use. Reporters and tests use it to resolve a signal's
// field; discover records source positions under the same paths.
func FieldsOf(t *Tool) []PathField {
	var w FieldWalker
	fs, _ := w.walk(t, nil)
	out := make([]PathField, len(fs))
	for i, f := range fs {
		out[i] = PathField{Path: string(appendPath(nil, w.nodes, f.Node)), Key: f.Key, Role: f.Role, Text: f.Text}
	}
	return out
}
