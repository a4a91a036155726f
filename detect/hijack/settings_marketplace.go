package hijack

import (
	"fmt"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// MarketplaceRule names a finding on an agent's settings that define an
// official marketplace at another source (SettingsMarketplaces).
const MarketplaceRule = "takeover.official-marketplace"

// officialMarketplace are the marketplaces an agent ships knowing, as
// NAME=OWNER/REPOSITORY: the names record names.official-marketplace.
var officialMarketplace = reading.NewNameList("names.official-marketplace")

// SettingsMarketplaces reads an agent's settings file (a launch config
// of client reading.SettingsClient): a marketplace defined under the name
// of an official one (a key of the name, holding its source) whose
// location (a value with a "/": a repository, a URL, a path) is not the
// official repository. The plugins the user installs from "the official
// marketplace" then come from there: another's listing takes the
// vendor's place.
func SettingsMarketplaces(c *reading.ServerConfig) []reading.Signal {
	if c.Client != reading.SettingsClient {
		return nil
	}
	var out []reading.Signal
	for f := range c.FieldsOf(reading.CfgSetting) {
		if !strings.Contains(f.Value, "/") {
			continue // a source's kind ("github"), not where it is
		}
		segs := strings.Split(strings.ToLower(f.Key), ".")
		for _, item := range officialMarketplace.Items {
			name, repo, _ := strings.Cut(item, "=")
			at := -1
			for k, s := range segs[:max(len(segs)-1, 0)] {
				if s == name {
					at = k
				}
			}
			if at < 0 || strings.Contains(strings.ToLower(f.Value), repo) {
				continue
			}
			out = append(out, reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityHigh, Confidence: 0.85, Field: f.Path,
				Span: reading.Span{Start: 0, End: len(f.Value)}, Evidence: reading.Evidence(f.Value),
				Detail: fmt.Sprintf("the settings define the official marketplace %s at another source (%s): plugins installed from it come from there", reading.SafeText(name), reading.SafeText(f.Value)),
				Rules:  []string{MarketplaceRule}})
			break
		}
	}
	return out
}
