package reading

import (
	"strings"
)

// unaddressed is rest (a text around a command, lower case) with
// every link whose target is on a host the command cmd fetches from taken
// out ("[setup](https://host/setup.sh)"): the address repeated as a link
// names no vendor; the text's words still do ("Bun's installer", "the
// k3s script"), and so does the same installer shown again in another
// command (a page that gives it for two platforms).
func unaddressed(rest, cmd string) string {
	hosts := map[string]bool{}
	for _, w := range strings.Fields(Lower(cmd)) {
		if h := host(w); h != "" {
			hosts[h] = true
		}
	}
	if len(hosts) == 0 || !strings.Contains(rest, "](") {
		return rest
	}
	var b strings.Builder
	b.Grow(len(rest))
	for {
		k := strings.Index(rest, "](")
		if k < 0 {
			b.WriteString(rest)
			return b.String()
		}
		end := strings.IndexByte(rest[k:], ')')
		if end < 0 {
			end = len(rest) - k
		}
		b.WriteString(rest[:k+2])
		if h := host(rest[k+2 : k+end]); h == "" || !hosts[h] {
			b.WriteString(rest[k+2 : k+end])
		}
		rest = rest[k+end:]
	}
}

// host is the host of the address in w (lower case), "" if w
// holds none.
func host(w string) string {
	k := strings.Index(w, "://")
	if k < 0 {
		return ""
	}
	h := w[k+3:]
	if e := strings.IndexAny(h, "/?#\"'`);|,]"); e >= 0 {
		h = h[:e]
	}
	h, _, _ = strings.Cut(h, ":")
	return h
}

var WsNegClitic = NewWordSet("negation-clitic-ending", false) // n't: a contracted negation

var wsManyOwners = NewWordSet("remote-many-owners", false)

// ownerNamed: seg, the first segment of an address's path on
// host, may name the owner the text is about (namedURL): on a host that
// serves many owners' code under it (remote-many-owners: the code
// forges and their raw hosts) always; on any other host it is a folder of
// the host's own ("cdn.host.net/latest/x.py", "host.top/lint/x.sh"),
// which names the product only when the text (text: the unit's words)
// says it three times or more, as a vendor's page about its own tool does
// ("astral.sh/uv/install.sh" in a skill about uv).
func ownerNamed(host, seg, text string) bool {
	return wsManyOwners.Has(Lower(host)) || wordCount(text, seg, 3)
}
