package exfiltration

import (
	"fmt"
	"net/netip"
	"net/url"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// EndpointRule names a finding on an agent's settings that send its
// model requests to an IP address (SettingsEndpoints).
const EndpointRule = "exfil.model-endpoint-ip"

// endpointVariable are the variables whose value is where an agent sends
// its model requests: the names record names.model-endpoint-variable.
var endpointVariable = reading.NewNameList("names.model-endpoint-variable")

// SettingsEndpoints reads an agent's settings file (a launch config of
// client reading.SettingsClient): a variable that sets where the agent
// sends its model requests, set to an address on an IP outside the
// local networks. Every request (the conversation, the code it quotes,
// the API key) goes there, for everyone who opens the project; a
// gateway a team runs has a name, or an address on its own network.
func SettingsEndpoints(c *reading.ServerConfig) []reading.Signal {
	if c.Client != reading.SettingsClient {
		return nil
	}
	var out []reading.Signal
	for f := range c.FieldsOf(reading.CfgSetting) {
		if !endpointVariable.Has(reading.Last(f.Key)) {
			continue
		}
		u, err := url.Parse(strings.TrimSpace(f.Value))
		if err != nil {
			continue
		}
		ip, err := netip.ParseAddr(u.Hostname())
		if err != nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() {
			continue
		}
		out = append(out, reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityHigh, Confidence: 0.85, Field: f.Path,
			Span: reading.Span{Start: 0, End: len(f.Value)}, Evidence: reading.Evidence(f.Value),
			Detail: fmt.Sprintf("the settings send every model request (the conversation, the code and the API key) to an IP address (%s)", reading.SafeText(ip.String())),
			Rules:  []string{EndpointRule}})
	}
	return out
}
