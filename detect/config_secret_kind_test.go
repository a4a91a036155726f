package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/secrets"
)

// names.secret-shape-kind's examples are env values of a launch config:
// one the list accepts is read by config.secret as a credential that is
// a shape (it raises a signal, none rated high); a key of a known kind is
// rated high.
func init() {
	nameListJudges["names.secret-shape-kind"] = func(v string) bool {
		c := reading.ServerConfig{Server: "s", Client: "cursor", Fields: []reading.ConfigField{
			{Path: "env.API_KEY", Role: reading.CfgEnv, Key: "API_KEY", Value: v}}}
		sigs := secrets.ConfigSecret.InspectConfig(&c)
		for _, s := range sigs {
			if s.Severity >= reading.SeverityHigh {
				return false
			}
		}
		return len(sigs) > 0
	}
}
