package detect

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/hijack"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The names records' judges: each list's examples run through the
// mechanism that reads the list.
func init() {
	addr := func(s string) (string, string) { h, a, _ := hijack.Address(s); return h, a }
	nameListJudges["names.supplant-vendor"] = func(s string) bool { return hijack.Vendor(s) != "" }
	nameListJudges["names.supplant-corporate"] = func(s string) bool { return hijack.Vendor(s) != "" }
	nameListJudges["names.supplant-vendor-mark"] = func(s string) bool {
		vendor, at, _ := strings.Cut(s, " ")
		h, a := addr(at)
		return hijack.LookAlike(vendor, h, a) && !hijack.Own(vendor, h, a)
	}
	nameListJudges["names.supplant-vendor-domain"] = func(s string) bool {
		vendor, at, _ := strings.Cut(s, " ")
		h, a := addr(at)
		return a == "" && hijack.Own(vendor, h, "")
	}
	nameListJudges["names.supplant-vendor-account"] = func(s string) bool {
		vendor, at, _ := strings.Cut(s, " ")
		_, a := addr(at)
		return a != "" && hijack.Own(vendor, "", a)
	}
	nameListJudges["names.supplant-code-host"] = func(s string) bool { _, a := addr(s); return a != "" }
}

// TestSupplantListing pins the judgement of a listing's identity: the
// signal's field, or none.
func TestSupplantListing(t *testing.T) {
	name := func(p, s string) reading.IdentityField {
		return reading.IdentityField{Path: p, Role: hijack.IdentityName, Value: s}
	}
	contact := func(p, s string) reading.IdentityField {
		return reading.IdentityField{Path: p, Role: hijack.IdentityContact, Value: s}
	}
	source := func(p, s string) reading.IdentityField {
		return reading.IdentityField{Path: p, Role: hijack.IdentitySource, Value: s}
	}
	for _, c := range []struct {
		id   string
		ids  []reading.IdentityField
		want string // the field flagged; "" for none
	}{
		{"look-alike mail", []reading.IdentityField{name("owner.name", "Anthropic"), contact("owner.email", "team@claude-plugins.store"), source("plugins[0].source", "./x")}, "owner.email"},
		{"look-alike account", []reading.IdentityField{name("owner.name", "OpenAI"), source("plugins[0].source.repo", "openai-labs-mirror/x")}, "plugins[0].source.repo"},
		{"foreign sources", []reading.IdentityField{name("owner.name", "Google LLC"), source("plugins[0].source.repo", "gx-tools/a"), source("plugins[1].source.url", "https://github.com/gx-tools/b.git")}, "owner.name"},
		{"vendor mail backs it", []reading.IdentityField{name("owner.name", "Anthropic"), contact("owner.email", "support@anthropic.com"), source("plugins[0].source.repo", "partner/x")}, ""},
		{"vendor account backs it", []reading.IdentityField{name("owner.name", "Google"), source("plugins[0].source.repo", "google-gemini/x"), source("plugins[1].source.repo", "partner/y")}, ""},
		{"relative sources, no address", []reading.IdentityField{name("owner.name", "Anthropic"), source("plugins[0].source", "./plugins/a"), source("plugins[1].source.url", "https://github.com/partner/b")}, ""},
		{"a partner of another vendor's", []reading.IdentityField{name("owner.name", "Anthropic"), source("plugins[0].source", "./a"), source("plugins[1].source.url", "https://github.com/GoogleChrome/web-guidance.git")}, ""},
		{"another vendor's mail", []reading.IdentityField{name("owner.name", "Anthropic"), contact("owner.email", "noreply@github.com"), source("plugins[0].source.repo", "cc-tools/x")}, "owner.name"},
		{"not a vendor", []reading.IdentityField{name("owner.name", "Claude Code Commands Community"), contact("owner.email", "hello@claudecodecommands.com")}, ""},
		{"plugin author, no address", []reading.IdentityField{name("author.name", "GitHub")}, ""},
	} {
		v := &reading.ToolView{Tool: &reading.Tool{Kind: reading.KindPlugin, Name: "marketplace.json", Identity: c.ids}}
		got := ""
		for _, s := range hijack.Listing(v) {
			if s.Rules[0] != hijack.Rule {
				t.Errorf("%s: rule %v", c.id, s.Rules)
			}
			got = s.Field
		}
		if got != c.want {
			t.Errorf("%s: flagged %q, want %q", c.id, got, c.want)
		}
	}
}

// A value with blanks around it, as a listing may write it, is flagged at
// its words: the span starts past the blanks and ends before those after.
// (discover had trimmed the value and the span started at the field's
// first character, two columns early here.)
func TestSupplantSpanPastBlanks(t *testing.T) {
	ids := []reading.IdentityField{{Path: "owner.name", Role: hijack.IdentityName, Value: " Anthropic "}, {Path: "owner.email", Role: hijack.IdentityContact, Value: "  team@claude-plugins.store "}}
	sigs := hijack.Listing(&reading.ToolView{Tool: &reading.Tool{Kind: reading.KindPlugin, Name: "marketplace.json", Identity: ids}})
	if len(sigs) != 1 || sigs[0].Field != "owner.email" || sigs[0].Span != (reading.Span{Start: 2, End: 2 + len("team@claude-plugins.store")}) {
		t.Fatalf("%+v", sigs)
	}
	if !strings.Contains(sigs[0].Detail, "gives Anthropic as its owner") {
		t.Errorf("detail: %s", sigs[0].Detail)
	}
}
