package detect

import (
	"sort"
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

// Field-walk bounds: a schema nested deeper or holding more texts than this
// is cut short and the cut is recorded as a cap.
const (
	MaxSchemaDepth   = 64
	MaxFieldsPerTool = 20000
)

type fieldWalker struct {
	out    []Field
	capped string // first cap hit, if any
}

func (w *fieldWalker) add(f Field) {
	if len(w.out) >= MaxFieldsPerTool {
		if w.capped == "" {
			w.capped = "fields"
		}
		return
	}
	w.out = append(w.out, f)
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
	w := &fieldWalker{}
	if t.Name != "" {
		w.add(Field{Path: PathName, Role: RoleName, Text: t.Name})
	}
	if t.Title != "" {
		w.add(Field{Path: PathTitle, Role: RoleProse, Text: t.Title})
	}
	if t.Description != "" {
		w.add(Field{Path: PathDescription, Role: RoleProse, Text: t.Description})
	}
	if t.InputSchema != nil {
		w.schema(PathInputSchema, t.InputSchema, 0)
	}
	if t.OutputSchema != nil {
		w.schema(PathOutputSchema, t.OutputSchema, 0)
	}
	if t.Annotations != nil {
		w.data(PathAnnotations, t.Annotations, RoleProse, false, 0)
	}
	if t.Meta != nil {
		w.data(PathMeta, t.Meta, RoleProse, true, 0)
	}
	if len(t.Extra) > 0 {
		for _, k := range sortedKeys(t.Extra) {
			w.data(ChildPath("", k), t.Extra[k], RoleProse, true, 0)
		}
	}
	return w.out, w.capped
}

// schema walks a JSON Schema node, giving each string its role.
func (w *fieldWalker) schema(path string, v any, depth int) {
	if !w.depthOK(depth) {
		return
	}
	switch n := v.(type) {
	case map[string]any:
		for _, k := range sortedKeys(n) {
			val := n[k]
			p := ChildPath(path, k)
			switch {
			case namedSchemaMaps[k]:
				if m, ok := val.(map[string]any); ok {
					for _, name := range sortedKeys(m) {
						cp := ChildPath(p, name)
						w.add(Field{Path: cp, Key: true, Role: RoleName, Text: name})
						w.schema(cp, m[name], depth+1)
					}
					continue
				}
				w.data(p, val, RoleProse, true, depth+1)
			case subSchemaKeys[k]:
				w.schema(p, val, depth+1)
			case schemaArrays[k]:
				w.schema(p, val, depth+1)
			case structuralKeys[k]:
				w.data(p, val, RoleStructural, false, depth+1)
			default:
				if !knownSchemaKeys[k] && !strings.HasPrefix(k, "x-") {
					// An unknown keyword is still text a model reads.
					w.add(Field{Path: p, Key: true, Role: RoleName, Text: k})
				}
				w.data(p, val, RoleProse, true, depth+1)
			}
		}
	case []any:
		for i, e := range n {
			w.schema(IndexPath(path, i), e, depth+1)
		}
	case string:
		w.add(Field{Path: path, Role: RoleProse, Text: n})
	}
}

// data walks a plain JSON value: every string is a text of the given role,
// and with keys set, object keys are texts too.
func (w *fieldWalker) data(path string, v any, role Role, keys bool, depth int) {
	if !w.depthOK(depth) {
		return
	}
	switch n := v.(type) {
	case string:
		w.add(Field{Path: path, Role: role, Text: n})
	case map[string]any:
		for _, k := range sortedKeys(n) {
			p := ChildPath(path, k)
			if keys {
				w.add(Field{Path: p, Key: true, Role: role, Text: k})
			}
			w.data(p, n[k], role, keys, depth+1)
		}
	case []any:
		for i, e := range n {
			w.data(IndexPath(path, i), e, role, keys, depth+1)
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// FieldsOf returns every model-visible text of t in the engine's order, with
// the paths signals use. Reporters and tests use it to resolve a signal's
// field; discover records source positions under the same paths.
func FieldsOf(t *Tool) []Field {
	fs, _ := t.fields()
	return fs
}
