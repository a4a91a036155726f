package reading

import (
	"net/netip"
	"strings"
)

// The host of an address (a URL, user@host:port, an e-mail address), cut
// in one place for the readings that compare it with a service's name or
// with the reserved and private ranges.

// withoutScheme is address w after its scheme's "://", and whether it had
// one.
func withoutScheme(w string) (string, bool) {
	if i := strings.Index(w, "://"); i >= 0 {
		return w[i+3:], true
	}
	return w, false
}

// authorityHost is the host of h, an address without its scheme: h up to
// its path, query or fragment, after its user ("user:pass@"), before its
// port. A bracketed IPv6 literal keeps its colons ("[::1]:8080" is
// [::1]).
func authorityHost(h string) string {
	if i := strings.IndexAny(h, "/?#"); i >= 0 {
		h = h[:i]
	}
	if i := strings.LastIndexByte(h, '@'); i >= 0 {
		h = h[i+1:]
	}
	if strings.HasPrefix(h, "[") {
		if i := strings.IndexByte(h, ']'); i >= 0 {
			return h[:i+1]
		}
		return h
	}
	if i := strings.IndexByte(h, ':'); i >= 0 {
		h = h[:i]
	}
	return h
}

// addressHost is the host of an e-mail address or URL.
func addressHost(addr string) string {
	h, _ := withoutScheme(addr)
	return authorityHost(h)
}

// writtenPart is host h after its last shell expansion, the part the
// command writes ("$(hostname).probe.example.net": probe.example.net);
// closers are the bytes that end an expansion where h is read.
func writtenPart(h, closers string) string {
	if i := strings.LastIndexAny(h, closers); i >= 0 {
		return strings.TrimLeft(h[i+1:], ".")
	}
	return h
}

// NumericHost: h, an address without its scheme, is on a host written as
// an IP address ("34.89.201.17:8080/rules/setup.sh"). Such a host is no
// one's name: no word of a text names it as its vendor, and a folder of
// its path is one machine's, not an owner's a page about its tool names.
func NumericHost(h string) bool {
	_, err := netip.ParseAddr(strings.Trim(authorityHost(h), "[]"))
	return err == nil
}
