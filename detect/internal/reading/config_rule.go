package reading

import "iter"

// ConfigRule is a launch-config rule as a value: its documentation, which
// holds its permanent ID, and its reading of one server's launch config.
// A concept's home defines its rules; the registry in detect lists them.
type ConfigRule struct {
	Rule Doc
	Read func(c *ServerConfig) []Signal
}

// ID is the rule's permanent ID.
func (r *ConfigRule) ID() string { return r.Rule.ID }

// Doc is the rule's documentation.
func (r *ConfigRule) Doc() *Doc { return &r.Rule }

// InspectConfig reads config c.
func (r *ConfigRule) InspectConfig(c *ServerConfig) []Signal { return r.Read(c) }

// FieldsOf are the fields of c that have role, in order.
func (c *ServerConfig) FieldsOf(role ConfigRole) iter.Seq[ConfigField] {
	return func(yield func(ConfigField) bool) {
		for _, f := range c.Fields {
			if f.Role == role && !yield(f) {
				return
			}
		}
	}
}
