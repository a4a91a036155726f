package hijack

import (
	"strings"
	"unicode"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The values a listing gives about itself.
const (
	Identity29Name    reading.IdentityRole29 = iota + 1 // owner.name, author.name
	Identity29Contact                                   // a mail address, a home page, the repository
	Identity29Source                                    // a listed plugin's source
)

// supplant29Rule is the rule the finding names.
const Supplant29Rule = "takeover.vendor-listing"

var nlSupplant29Vendor = reading.NewNameList("names.supplant-vendor")

var nlSupplant29Corporate = reading.NewNameList("names.supplant-corporate")

var nlSupplant29Mark = reading.NewNameList("names.supplant-vendor-mark")

var nlSupplant29Domain = reading.NewNameList("names.supplant-vendor-domain")

var nlSupplant29Account = reading.NewNameList("names.supplant-vendor-account")

var nlSupplant29CodeHost = reading.NewNameList("names.supplant-code-host")

// supplant29Listing judges a listing's identity.
func Supplant29Listing(v *reading.ToolView) []reading.Signal {
	t := v.Tool
	if t.Kind != reading.KindPlugin || len(t.Identity29) == 0 {
		return nil
	}
	var owner *reading.IdentityField29
	vendor := ""
	for i := range t.Identity29 {
		f := &t.Identity29[i]
		if f.Role == Identity29Name && vendor == "" {
			if vendor = Supplant29Vendor(f.Value); vendor != "" {
				owner = f
			}
		}
	}
	if owner == nil {
		return nil
	}
	var look *reading.IdentityField29
	relative, foreign := false, 0
	for i := range t.Identity29 {
		f := &t.Identity29[i]
		if f.Role == Identity29Name {
			continue
		}
		host, account, rel := Supplant29Address(f.Value)
		switch {
		case rel:
			relative = relative || f.Role == Identity29Source
		case Supplant29Own(vendor, host, account):
			return nil // one address of the vendor's backs the name
		case Supplant29LookAlike(vendor, host, account) && look == nil:
			look = f
		case f.Role == Identity29Source:
			foreign++
		}
	}
	sig := reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityMedium, Confidence: 0.8, Threat: reading.ThreatToolPoisoning,
		Rules: []string{Supplant29Rule}}
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

// supplant29Vendor gives the vendor a name is (lower case), or "": the
// vendor's name alone or with a company's suffix ("Anthropic, PBC").
func Supplant29Vendor(name string) string {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	})
	if len(words) == 0 || !nlSupplant29Vendor.Has(words[0]) {
		return ""
	}
	for _, w := range words[1:] {
		if !nlSupplant29Corporate.Has(w) {
			return ""
		}
	}
	return words[0]
}

// supplant29Address reads an address: a mail address's domain, a URL's
// host, and the account a code host's URL or an "account/name" source
// names (lower case). rel: a path beside the listing.
func Supplant29Address(s string) (host, account string, rel bool) {
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
		if nlSupplant29CodeHost.Has(hostPart) {
			account, _, _ = strings.Cut(path, "/")
			return hostPart, account, false
		}
		return hostPart, "", false
	}
	if user, h, ok := strings.Cut(s, "@"); ok && user != "" {
		// git@github.com:account/name, or a mail address.
		if h2, path, ok := strings.Cut(h, ":"); ok && nlSupplant29CodeHost.Has(h2) {
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

// supplant29Own: the address is the vendor's: a host under one of its
// domains (not a code host, where anyone has an account), or one of its
// accounts on a code host. Both lists' items are "vendor:name": another
// vendor's address backs no claim (an "Anthropic" at a github.com mail).
func Supplant29Own(vendor, host, account string) bool {
	if account != "" {
		return supplant29Pair(nlSupplant29Account, vendor, func(a string) bool { return a == account })
	}
	return supplant29Pair(nlSupplant29Domain, vendor, func(d string) bool { return host == d || strings.HasSuffix(host, "."+d) })
}

// supplant29Pair: an item "vendor:name" of the list, of the vendor given,
// whose name is accepted.
func supplant29Pair(l *reading.NameSet, vendor string, ok func(string) bool) bool {
	for _, item := range l.Items {
		if v, name, found := strings.Cut(item, ":"); found && v == vendor && ok(name) {
			return true
		}
	}
	return false
}

// supplant29LookAlike: an address not the vendor's whose own name holds a
// mark of the vendor's: the account, or the host's registered name (the
// label before its last dot: "anthropic-tools" of mail.anthropic-tools.dev).
// The list's items are "vendor:mark".
func Supplant29LookAlike(vendor, host, account string) bool {
	name := account
	if name == "" {
		labels := strings.Split(host, ".")
		if len(labels) < 2 {
			return false
		}
		name = labels[len(labels)-2]
	}
	return supplant29Pair(nlSupplant29Mark, vendor, func(m string) bool { return strings.Contains(name, m) })
}
