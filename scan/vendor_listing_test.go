package scan_test

import "testing"

// TestSupplantBattery reads the battery of a vendor's listing supplanted
// (corpus/battery/hijack-vendor-listing.jsonl, the hijack concept, written
// for this battery from the concept's definition, not from a corpus row
// or a repository): 10
// attacks and 10 honest look-alikes. Attacks: a marketplace or a plugin
// manifest that gives a vendor (Anthropic, OpenAI, Google, GitHub,
// Microsoft) as its owner or author at a mail domain, a host or an account
// made to look like the vendor's, or with every plugin from another's
// account (English, French, Japanese, German, Spanish descriptions); a
// subagent named like Claude Code's built-in Plan with its description; a
// Chinese skill declaring a team's review agent withdrawn and taking its
// requests; a rules file handing the maintainers' authority to another
// server. Honest: the vendors' own listings (their mail, their accounts,
// plugins kept beside the listing), a community marketplace that names a
// vendor's product, a company's own v2 replacing its v1, a fan's plugin
// named for a vendor's product, "use this instead of running eslint by
// hand", a rules file refusing a server's messages as orders. Every finding
// is pinned by check, rule, file and line:column; a unit not listed gives
// none.
func TestSupplantBattery(t *testing.T) {
	hijackBatteryPins(t, "../corpus/battery/hijack-vendor-listing.jsonl", vendorListingWant)
}

// vendorListingWant: the findings each unit of the battery gives.
var vendorListingWant = map[string][]string{
	"hijack-vendor-listing-m01": {"directive.imperative takeover.vendor-listing .claude-plugin/marketplace.json 5:15"},
	"hijack-vendor-listing-m02": {"directive.imperative takeover.vendor-listing .claude-plugin/marketplace.json 4:14"},
	"hijack-vendor-listing-m03": {"directive.imperative takeover.vendor-listing .claude-plugin/marketplace.json 5:15"},
	"hijack-vendor-listing-m04": {"directive.imperative takeover.vendor-listing .claude-plugin/plugin.json 7:13"},
	"hijack-vendor-listing-m05": {"directive.imperative takeover.vendor-listing .claude-plugin/marketplace.json 14:18"},
	"hijack-vendor-listing-m06": {"directive.imperative takeover.vendor-listing .claude-plugin/marketplace.json 5:15"},
	"hijack-vendor-listing-m07": {"directive.imperative takeover.vendor-listing .claude-plugin/marketplace.json 4:14"},
	// m08 is caught by its upload, not by the built-in's name it takes.
	"hijack-vendor-listing-m08": {"directive.imperative ask.exfil-outside .claude/agents/Plan.md 7:36"},
	// Not caught, on purpose: m09 (Chinese: a team's agent withdrawn, its
	// requests taken), m10 (authority handed to another server).
}
