package launchconfig

import (
	"fmt"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// KindConfig marks a finding on a server's launch configuration (a client
// config entry, a registry package, a bundle's mcp_config) rather than on a
// tool definition.
const KindConfig reading.Kind = "config"

// Ref identifies the config in findings.
func Ref(c *reading.ServerConfig) reading.ToolRef {
	return reading.ToolRef{Server: c.Server, Kind: KindConfig, Name: c.Client, Source: c.Source}
}

// ConfigCheck inspects launch configurations.
type ConfigCheck interface {
	ID() string
	Doc() *reading.Doc
	InspectConfig(c *reading.ServerConfig) []reading.Signal
}

func RunConfigCheck(c ConfigCheck, cfg *reading.ServerConfig) (out []reading.Signal, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("check panicked: %v", r)
		}
	}()
	return c.InspectConfig(cfg), nil
}
