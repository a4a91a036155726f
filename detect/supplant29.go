package detect

import (
	"strings"
	"unicode"
)

// supplant29 (#55, hijack): a plugin listing that takes a vendor's name.
// A marketplace or plugin manifest says who it is (owner, author) and
// where its plugins come from. When the name it gives is a vendor's (the
// maker of an agent: names.supplant29-vendor) and the addresses it gives
// are someone else's, the listing puts itself in the vendor's place: the
// user adds it, and its plugins, as the vendor's own (a marketplace whose
// owner is "Anthropic" at a mail domain made to look like Anthropic's).
// The act is the identity claimed, its object the vendor, the contrary
// evidence the listing's own addresses; no phrase of it is read.
//
//   - An address made to look like the vendor's (supplant29LookAlike): a
//     mail domain, a web host or a code host's account whose name holds a
//     mark of the vendor claimed (names.supplant29-vendor-mark: Claude is
//     Anthropic's; another vendor's mark is a partner's, as Anthropic's
//     marketplace lists a plugin of GoogleChrome's) and is not one of the
//     vendor's (names.supplant29-vendor-domain, -vendor-account).
//   - Every plugin from another's account: no address of the vendor's,
//     no plugin kept beside the listing (a relative source), and at least
//     one plugin fetched from an account that is not the vendor's.
//
// A listing with one address of the vendor's is the vendor's (Anthropic's
// own marketplaces give support@anthropic.com and list partners' repos);
// one that names no address and keeps its plugins beside it says nothing
// against its name, and is left alone.

// IdentityRole29 says what a listing's value is.
type IdentityRole29 uint8

// The values a listing gives about itself.
const (
	Identity29Name    IdentityRole29 = iota + 1 // owner.name, author.name
	Identity29Contact                           // a mail address, a home page, the repository
	Identity29Source                            // a listed plugin's source
)

// IdentityField29 is one value a listing gives about itself, as written
// (blanks around it included: the signal's span is in its characters),
// with the path discover records its place under.
type IdentityField29 struct {
	Path  string
	Role  IdentityRole29
	Value string
}

// supplant29Rule is the rule the finding names.
const supplant29Rule = "takeover.vendor-listing"

var (
	nlSupplant29Vendor    = newNameList("names.supplant29-vendor")
	nlSupplant29Corporate = newNameList("names.supplant29-corporate")
	nlSupplant29Mark      = newNameList("names.supplant29-vendor-mark")
	nlSupplant29Domain    = newNameList("names.supplant29-vendor-domain")
	nlSupplant29Account   = newNameList("names.supplant29-vendor-account")
	nlSupplant29CodeHost  = newNameList("names.supplant29-code-host")
)

// supplant29Listing judges a listing's identity.
func supplant29Listing(v *ToolView) []Signal {
	t := v.Tool
	if t.Kind != KindPlugin || len(t.Identity29) == 0 {
		return nil
	}
	var owner *IdentityField29
	vendor := ""
	for i := range t.Identity29 {
		f := &t.Identity29[i]
		if f.Role == Identity29Name && vendor == "" {
			if vendor = supplant29Vendor(f.Value); vendor != "" {
				owner = f
			}
		}
	}
	if owner == nil {
		return nil
	}
	var look *IdentityField29
	relative, foreign := false, 0
	for i := range t.Identity29 {
		f := &t.Identity29[i]
		if f.Role == Identity29Name {
			continue
		}
		host, account, rel := supplant29Address(f.Value)
		switch {
		case rel:
			relative = relative || f.Role == Identity29Source
		case supplant29Own(vendor, host, account):
			return nil // one address of the vendor's backs the name
		case supplant29LookAlike(vendor, host, account) && look == nil:
			look = f
		case f.Role == Identity29Source:
			foreign++
		}
	}
	sig := Signal{Tier: TierSoft, Severity: SeverityMedium, Confidence: 0.8, Threat: ThreatToolPoisoning,
		Rules: []string{supplant29Rule}}
	// A value is as the listing writes it: the span is its words, past
	// the blanks around them.
	span := func(v string) Span {
		at := len(v) - len(strings.TrimLeftFunc(v, unicode.IsSpace))
		return Span{at, at + len(strings.TrimSpace(v))}
	}
	who := strings.TrimSpace(owner.Value)
	switch {
	case look != nil:
		sig.Field, sig.Span = look.Path, span(look.Value)
		sig.Evidence = Evidence(strings.TrimSpace(look.Value))
		sig.Detail = "a plugin listing gives " + who + " as its owner at an address made to look like theirs"
	case !relative && foreign > 0:
		sig.Field, sig.Span = owner.Path, span(owner.Value)
		sig.Evidence = Evidence(who)
		sig.Detail = "a plugin listing gives " + who + " as its owner while every plugin it lists comes from another account"
	default:
		return nil
	}
	return []Signal{sig}
}

// supplant29Vendor gives the vendor a name is (lower case), or "": the
// vendor's name alone or with a company's suffix ("Anthropic, PBC").
func supplant29Vendor(name string) string {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	})
	if len(words) == 0 || !nlSupplant29Vendor.has(words[0]) {
		return ""
	}
	for _, w := range words[1:] {
		if !nlSupplant29Corporate.has(w) {
			return ""
		}
	}
	return words[0]
}

// supplant29Address reads an address: a mail address's domain, a URL's
// host, and the account a code host's URL or an "account/name" source
// names (lower case). rel: a path beside the listing.
func supplant29Address(s string) (host, account string, rel bool) {
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
		if nlSupplant29CodeHost.has(hostPart) {
			account, _, _ = strings.Cut(path, "/")
			return hostPart, account, false
		}
		return hostPart, "", false
	}
	if user, h, ok := strings.Cut(s, "@"); ok && user != "" {
		// git@github.com:account/name, or a mail address.
		if h2, path, ok := strings.Cut(h, ":"); ok && nlSupplant29CodeHost.has(h2) {
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
func supplant29Own(vendor, host, account string) bool {
	if account != "" {
		return supplant29Pair(nlSupplant29Account, vendor, func(a string) bool { return a == account })
	}
	return supplant29Pair(nlSupplant29Domain, vendor, func(d string) bool { return host == d || strings.HasSuffix(host, "."+d) })
}

// supplant29Pair: an item "vendor:name" of the list, of the vendor given,
// whose name is accepted.
func supplant29Pair(l *nameList, vendor string, ok func(string) bool) bool {
	for _, item := range l.items {
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
func supplant29LookAlike(vendor, host, account string) bool {
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
