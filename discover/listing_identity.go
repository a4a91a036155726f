package discover

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// identity reads who a plugin listing (a marketplace.json, a
// plugin.json) says it is and where it points: the owner's or author's
// name, the addresses that back the name (its mail, its web pages, the
// repository) and each listed plugin's source. A listing that claims a
// vendor's name at someone else's address is judged in detect
// (detect/hijack/vendor_listing.go); the values read are recorded in
// fields for their place. It gives nil when the listing names no owner or author.
func identity(n *syntax.Node, fields map[string]*syntax.Node) []detect.IdentityField {
	var out []detect.IdentityField
	add := func(p string, v *syntax.Node, role detect.IdentityRole) {
		if v.IsString() && strings.TrimSpace(v.Str) != "" {
			out = append(out, detect.IdentityField{Path: p, Role: role, Value: v.Str}) // as written: detect's span is in its characters
			fields[p] = v
		}
	}
	// The keys of Claude Code's plugin and marketplace schemas.
	for _, who := range []string{"owner", "author"} {
		o := n.Get(who)
		if o.IsString() {
			add(who, o, detect.IdentityName)
			continue
		}
		add(syntax.ChildPath(who, "name"), o.Get("name"), detect.IdentityName)
		add(syntax.ChildPath(who, "email"), o.Get("email"), detect.IdentityContact)
		add(syntax.ChildPath(who, "url"), o.Get("url"), detect.IdentityContact)
	}
	named := false
	for _, f := range out {
		named = named || f.Role == detect.IdentityName
	}
	if !named {
		return nil
	}
	add("homepage", n.Get("homepage"), detect.IdentityContact)
	add("repository", n.Get("repository"), detect.IdentityContact)
	add(syntax.ChildPath("repository", "url"), n.Get("repository").Get("url"), detect.IdentityContact)
	if ps := n.Get("plugins"); ps != nil && ps.Kind == syntax.KArray {
		for i, p := range ps.Elems {
			at := syntax.ChildPath(syntax.IndexPath("plugins", i), "source")
			s := p.Get("source")
			if s.IsString() {
				add(at, s, detect.IdentitySource)
				continue
			}
			for _, k := range []string{"repo", "url"} {
				add(syntax.ChildPath(at, k), s.Get(k), detect.IdentitySource)
			}
		}
	}
	return out
}
