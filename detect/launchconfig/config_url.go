package launchconfig

import (
	"net/netip"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// ConfigInsecureURL is config.insecure_url: a remote server reached over
// plain HTTP.
var ConfigInsecureURL = &reading.ConfigRule{Read: insecureURLs, Rule: reading.Doc{
	ID: reading.IDConfigInsecureURL, Title: "Remote server reached over plain HTTP", Tier: reading.TierSoft, Threat: reading.ThreatToolPoisoning,
	Summary: "A remote MCP server is configured with an `http://` URL that is not on the local machine.",
	Rationale: "Tool definitions, prompts and every tool result travel over this connection. Over plain HTTP " +
		"anyone on the path can read them or rewrite the tool descriptions the model receives — a " +
		"poisoning without touching the server.",
	NotFlagged:  "`https://` URLs, and loopback addresses (`localhost`, `127.0.0.0/8`, `[::1]`).",
	Remediation: "Use https://, or reach a local server on a loopback address.",
	Bad:         reading.Example{Config: &reading.ServerConfig{Server: "search", Client: "vscode", Fields: []reading.ConfigField{{Path: "url", Role: reading.CfgURL, Value: "http://mcp.search.example.com/mcp"}}}, Note: "Plain HTTP to a remote host."},
	Good:        reading.Example{Config: &reading.ServerConfig{Server: "search", Client: "vscode", Fields: []reading.ConfigField{{Path: "url", Role: reading.CfgURL, Value: "http://127.0.0.1:8931/mcp"}}}, Note: "Loopback."},
	Precision:   "very-high",
}}

// insecureURLs reads the URL fields of config c.
func insecureURLs(c *reading.ServerConfig) []reading.Signal {
	var out []reading.Signal
	for f := range c.FieldsOf(reading.CfgURL) {
		v := strings.TrimSpace(f.Value)
		if !strings.HasPrefix(reading.Lower(v), "http://") || reading.IsReference(v) {
			continue
		}
		host := v[len("http://"):]
		if k := strings.IndexAny(host, "/?#"); k >= 0 {
			host = host[:k]
		}
		if at := strings.LastIndexByte(host, '@'); at >= 0 {
			host = host[at+1:]
		}
		host = stripPort(host)
		if isLoopback(host) || strings.Contains(host, "${") || singleLabel(host) {
			// A one-label name (http://mcp-server:8080) is a service on the
			// local or compose network, not a remote host.
			continue
		}
		out = append(out, reading.Signal{Tier: reading.TierSoft, Confidence: 0.7, Field: f.Path, Span: reading.Span{Start: 0, End: len(f.Value)},
			Evidence: reading.Evidence(f.Value), Detail: "remote server over plain HTTP (" + reading.SafeText(host) + ")"})
	}
	return out
}

// stripPort removes a :port and the brackets of an IPv6 literal.
func stripPort(host string) string {
	if strings.HasPrefix(host, "[") {
		if k := strings.IndexByte(host, ']'); k > 0 {
			return host[1:k]
		}
	}
	if strings.Count(host, ":") == 1 {
		return host[:strings.IndexByte(host, ':')]
	}
	return host
}

// singleLabel: a host name without a dot that is not an IP address.
func singleLabel(host string) bool {
	if host == "" || strings.Contains(host, ".") {
		return false
	}
	_, err := netip.ParseAddr(host)
	return err != nil
}

func isLoopback(host string) bool {
	h := reading.Lower(host)
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	if ip, err := netip.ParseAddr(h); err == nil {
		return ip.IsLoopback()
	}
	return false
}
