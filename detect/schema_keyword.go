package detect

import "github.com/mcp-lint/mcp-lint/detect/internal/reading"

// SchemaKeyword reports whether key is a keyword of JSON Schema as the
// checks read a schema, and whether its value is structure (a type, a
// format, a reference, a pattern, the required members) rather than text
// or a schema. Any other key of a schema (a property's name, an unknown
// keyword) is text a model reads. The list is the checks' own, so a
// reader that must tell text from vocabulary (discover's repeated keys)
// divides a schema as the checks do and keeps no copy of its own.
func SchemaKeyword(key string) (keyword, structural bool) { return reading.SchemaKeyword(key) }
