package discover

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// supplant29Identity reads who a plugin listing (a marketplace.json, a
// plugin.json) says it is and where it points (#55, hijack): the owner's
// or author's name, the addresses that back the name (its mail, its web
// pages, the repository) and each listed plugin's source. A listing that
// claims a vendor's name at someone else's address is judged in detect
// (supplant29.go); the values read are recorded in fields for their
// place. It gives nil when the listing names no owner or author.
func supplant29Identity(n *syntax.Node, fields map[string]*syntax.Node) []detect.IdentityField29 {
	var out []detect.IdentityField29
	add := func(p string, v *syntax.Node, role detect.IdentityRole29) {
		if v.IsString() && strings.TrimSpace(v.Str) != "" {
			out = append(out, detect.IdentityField29{Path: p, Role: role, Value: v.Str}) // as written: detect's span is in its characters
			fields[p] = v
		}
	}
	// The keys of Claude Code's plugin and marketplace schemas.
	for _, who := range []string{"owner", "author"} {
		o := n.Get(who)
		if o.IsString() {
			add(who, o, detect.Identity29Name)
			continue
		}
		add(syntax.ChildPath(who, "name"), o.Get("name"), detect.Identity29Name)
		add(syntax.ChildPath(who, "email"), o.Get("email"), detect.Identity29Contact)
		add(syntax.ChildPath(who, "url"), o.Get("url"), detect.Identity29Contact)
	}
	named := false
	for _, f := range out {
		named = named || f.Role == detect.Identity29Name
	}
	if !named {
		return nil
	}
	add("homepage", n.Get("homepage"), detect.Identity29Contact)
	add("repository", n.Get("repository"), detect.Identity29Contact)
	add(syntax.ChildPath("repository", "url"), n.Get("repository").Get("url"), detect.Identity29Contact)
	if ps := n.Get("plugins"); ps != nil && ps.Kind == syntax.KArray {
		for i, p := range ps.Elems {
			at := syntax.ChildPath(syntax.IndexPath("plugins", i), "source")
			s := p.Get("source")
			if s.IsString() {
				add(at, s, detect.Identity29Source)
				continue
			}
			for _, k := range []string{"repo", "url"} {
				add(syntax.ChildPath(at, k), s.Get(k), detect.Identity29Source)
			}
		}
	}
	return out
}
