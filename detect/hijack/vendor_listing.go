package hijack

import (
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The values a listing gives about itself.
const (
	IdentityName    reading.IdentityRole = iota + 1 // owner.name, author.name
	IdentityContact                                 // a mail address, a home page, the repository
	IdentitySource                                  // a listed plugin's source
)

// rule is the rule the finding names.
const Rule = "takeover.vendor-listing"

var nlVendor = reading.NewNameList("names.supplant-vendor")

var nlCorporate = reading.NewNameList("names.supplant-corporate")

var nlMark = reading.NewNameList("names.supplant-vendor-mark")

var nlDomain = reading.NewNameList("names.supplant-vendor-domain")

var nlAccount = reading.NewNameList("names.supplant-vendor-account")

var nlCodeHost = reading.NewNameList("names.supplant-code-host")

// listing judges a listing's identity.
func Listing(v *reading.ToolView) []reading.Signal {
	t := v.Tool
	if t.Kind != reading.KindPlugin || len(t.Identity) == 0 {
		return nil
	}
	var owner *reading.IdentityField
	vendor := ""
	for i := range t.Identity {
		f := &t.Identity[i]
		if f.Role == IdentityName && vendor == "" {
			if vendor = Vendor(f.Value); vendor != "" {
				owner = f
			}
		}
	}
	if owner == nil {
		return nil
	}
	var look *reading.IdentityField
	relative, foreign := false, 0
	for i := range t.Identity {
		f := &t.Identity[i]
		if f.Role == IdentityName {
			continue
		}
		host, account, rel := Address(f.Value)
		switch {
		case rel:
			relative = relative || f.Role == IdentitySource
		case Own(vendor, host, account):
			return nil // one address of the vendor's backs the name
		case LookAlike(vendor, host, account) && look == nil:
			look = f
		case f.Role == IdentitySource:
			foreign++
		}
	}
	sig := reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityMedium, Confidence: 0.8, Threat: reading.ThreatToolPoisoning,
		Rules: []string{Rule}}
	// A value is as the listing writes it: the span is its words, past
	// the blanks around them.
	span := func(v string) reading.Span {
		at := len(v) - len(strings.TrimLeftFunc(v, unicode.IsSpace))
		return reading.Span{Start: at, End: at + len(strings.TrimSpace(v))}
	}
	who := strings.TrimSpace(owner.Value)
	switch {
	case look != nil:
		sig.Field, sig.Span = look.Path, span(look.Value)
		sig.Evidence = reading.Evidence(strings.TrimSpace(look.Value))
		sig.Detail = "a plugin listing gives " + who + " as its owner at an address made to look like theirs"
	case !relative && foreign > 0:
		sig.Field, sig.Span = owner.Path, span(owner.Value)
		sig.Evidence = reading.Evidence(who)
		sig.Detail = "a plugin listing gives " + who + " as its owner while every plugin it lists comes from another account"
	default:
		return nil
	}
	return []reading.Signal{sig}
}

// vendor gives the vendor a name is (lower case), or "": the
// vendor's name alone or with a company's suffix ("Anthropic, PBC").
func Vendor(name string) string {
	words := strings.FieldsFunc(reading.Lower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	})
	if len(words) == 0 || !nlVendor.Has(words[0]) {
		return ""
	}
	for _, w := range words[1:] {
		if !nlCorporate.Has(w) {
			return ""
		}
	}
	return words[0]
}

// address reads an address: a mail address's domain, a URL's
// host, and the account a code host's URL or an "account/name" source
// names (lower case). rel: a path beside the listing.
func Address(s string) (host, account string, rel bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "/") {
		return "", "", true
	}
	if _, rest, ok := strings.Cut(s, "://"); ok {
		rest, _, _ = strings.Cut(rest, "?")
		hostPart, path, _ := strings.Cut(rest, "/")
		if _, h, ok := strings.Cut(hostPart, "@"); ok {
			hostPart = h
		}
		hostPart, _, _ = strings.Cut(hostPart, ":")
		if nlCodeHost.Has(hostPart) {
			account, _, _ = strings.Cut(path, "/")
			return hostPart, account, false
		}
		return hostPart, "", false
	}
	if user, h, ok := strings.Cut(s, "@"); ok && user != "" {
		// git@github.com:account/name, or a mail address.
		if h2, path, ok := strings.Cut(h, ":"); ok && nlCodeHost.Has(h2) {
			account, _, _ = strings.Cut(path, "/")
			return h2, account, false
		}
		return h, "", false
	}
	if acct, _, ok := strings.Cut(s, "/"); ok && acct != "" && !strings.Contains(acct, ".") {
		return "", acct, false // a source's account/name on the code host
	}
	return "", "", true
}

// own: the address is the vendor's: a host under one of its
// domains (not a code host, where anyone has an account), or one of its
// accounts on a code host. Both lists' items are "vendor:name": another
// vendor's address backs no claim (an "Anthropic" at a github.com mail).
func Own(vendor, host, account string) bool {
	if account != "" {
		return pair(nlAccount, vendor, func(a string) bool { return a == account })
	}
	return pair(nlDomain, vendor, func(d string) bool { return host == d || strings.HasSuffix(host, "."+d) })
}

// pair: an item "vendor:name" of the list, of the vendor given,
// whose name is accepted.
func pair(l *reading.NameSet, vendor string, ok func(string) bool) bool {
	for _, item := range l.Items {
		if v, name, found := strings.Cut(item, ":"); found && v == vendor && ok(name) {
			return true
		}
	}
	return false
}

// lookAlike: an address not the vendor's whose own name holds a
// mark of the vendor's: the account, or the host's registered name (the
// label before its last dot: "anthropic-tools" of mail.anthropic-tools.dev).
// The list's items are "vendor:mark".
func LookAlike(vendor, host, account string) bool {
	name := account
	if name == "" {
		labels := strings.Split(host, ".")
		if len(labels) < 2 {
			return false
		}
		name = labels[len(labels)-2]
	}
	return pair(nlMark, vendor, func(m string) bool { return strings.Contains(name, m) })
}
