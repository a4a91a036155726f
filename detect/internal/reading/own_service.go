package reading

import (
	"strings"
)

// A credential used with the service it is for is not sent away. A
// recipe that calls a service's API with the key the service issued
// ("POST the alert with the key from PAGERDUTY_ROUTING_KEY to
// https://events.pagerduty.com/v2/enqueue") authenticates the request it
// makes: the key goes where it is meant to (OwnServiceSink), as a
// script's request with RENDER_API_KEY to api.render.com does (the code
// flows' vendor). A key named by its kind alone ("your API key", "each
// secret it finds") is not told apart this way: a text that names the
// service it sends to names an attacker's as easily as the vendor's.

// OwnServiceSink reports whether the secret at token secretAt of a,
// sent to the outside address at token addrAt (raw is a's text), is a
// variable named for the service whose host the address is (registeredService:
// METEO_API_KEY to meteo-api.fr, PAGERDUTY_ROUTING_KEY to
// events.pagerduty.com), or a credential's word ("with the key") whose
// clause names a secret's variable before the address, and that
// variable is. A file (~/.ssh/id_rsa) is no service's key.
func OwnServiceSink(a *Analysis, raw string, secretAt, addrAt int) bool {
	if secretAt < 0 || addrAt < 0 || secretAt >= len(a.Tokens) || addrAt >= len(a.Tokens) {
		return false
	}
	switch a.Tokens[secretAt].Kind {
	case TokIdent:
		return registeredService(a, raw, secretAt, addrAt)
	case TokWord:
		from := secretAt
		for from > 0 && !clauseEnd(a, from-1) {
			from--
		}
		for k := from; k < addrAt; k++ {
			if clauseEnd(a, k) {
				return false // the address is another clause's
			}
			if a.Tokens[k].Kind == TokIdent && SecretNamed(a.Tokens[k].Text(a)) {
				return registeredService(a, raw, k, addrAt)
			}
		}
	}
	return false
}

// registeredService: the variable at token secretAt is named for the
// service (secretVendor, its aliases: names.exfil-vendor-alias) that the
// address at token addrAt is registered to: the host's registered name
// (vendorLabel) is that service's, or the host is the service's own
// (x.ai). Stricter than ownService's containment, which a host named for
// another ("pagerduty-status.io") passes.
func registeredService(a *Analysis, raw string, secretAt, addrAt int) bool {
	st, at := &a.Tokens[secretAt], &a.Tokens[addrAt]
	if st.Kind != TokIdent || at.Kind != TokURL {
		return false
	}
	vendor := secretVendor(raw[st.Start:st.End])
	if vendor == "" {
		return false
	}
	host := writtenHost(raw[at.Start:at.End])
	label := vendorLabel(host)
	for _, v := range vendorsOf(vendor) {
		if label != "" && label == v || host == v || strings.HasSuffix(host, "."+v) {
			return true
		}
	}
	return false
}

// clauseEnd: token k of a is a stop or a semicolon.
func clauseEnd(a *Analysis, k int) bool {
	t := &a.Tokens[k]
	return t.Kind == TokPunct && (t.Text(a) == "." || t.Text(a) == ";")
}
