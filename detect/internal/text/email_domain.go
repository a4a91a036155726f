package text

import (
	"strings"

	"golang.org/x/net/publicsuffix"
)

// topLevelDomain reports whether the runes of a local@domain token end in
// a top-level domain of the root zone: the ICANN section of the Public
// Suffix List (Mozilla, https://publicsuffix.org/list/, as pinned by
// golang.org/x/net in go.mod). An address's domain always does; a file
// a framework names with an @ does not (`user@profile.vue`, a Vue
// page's layout and name; `button@primary.svelte`), nor a package at a
// version (`react@18.2.0`), so neither is read as an address a text
// sends something to. A label outside ASCII (an internationalized
// domain written in its own script) is taken as the address it
// looks like, and so is a special-use name (specialUseTLD), which
// documentation writes its addresses under.
func topLevelDomain(rs []Rune) bool {
	k := len(rs)
	for k > 0 && rs[k-1].R != '.' {
		k--
	}
	if k == 0 || k == len(rs) {
		return false
	}
	var b strings.Builder
	for _, r := range rs[k:] {
		if r.R >= 0x80 {
			return true
		}
		if !IsLetter(r.R) {
			return false // a TLD is letters: 18.2.0 is a version
		}
		b.WriteRune(r.R | 0x20)
	}
	tld := b.String()
	if specialUseTLD[tld] {
		return true
	}
	_, icann := publicsuffix.PublicSuffix(tld)
	return icann
}

// specialUseTLD are the top-level names of the IANA registry of
// Special-Use Domain Names (https://www.iana.org/assignments/special-use-domain-names,
// RFC 6761, 6762 and 7686), kept out of the root zone for examples,
// tests and local networks: "me@x.example" is an address's shape.
var specialUseTLD = map[string]bool{"example": true, "test": true, "invalid": true, "localhost": true, "local": true, "onion": true, "arpa": true}
