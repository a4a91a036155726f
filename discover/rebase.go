package discover

import (
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/launchconfig"

	"github.com/mcp-lint/mcp-lint/detect"
)

// outerPath is the path a file at rel of a folder read as its own root
// (Options.prefix) is reported under: prefix + rel, the folder itself
// for ".", and an absolute path (a file outside that folder) as it is.
func outerPath(prefix, rel string) string {
	switch {
	case prefix == "" || path.IsAbs(rel):
		return rel
	case rel == "." || rel == "":
		return strings.TrimSuffix(prefix, "/")
	}
	return prefix + rel
}

// rebase reports a discovery made with a folder as its root (outsideFolder)
// under the paths the scan's root gives its files: every path the result
// shows, and the definitions' sources and the names and anchors made of
// them (loose texts only), gain prefix. Its trees, origins and files read again
// keep the paths they were read under: the definitions' references are
// mapped back (inner) where they are looked up.
func (r *Result) rebase(prefix string) {
	r.prefix = prefix
	r.inner = map[detect.ToolRef]detect.ToolRef{}
	out := func(p string) string { return outerPath(prefix, p) }
	for i := range r.Tools {
		t := &r.Tools[i]
		in := t.Ref()
		if t.Source != "" && !path.IsAbs(t.Source) && t.Kind == detect.KindText {
			// Only a loose text is named by its place; a tool's own name
			// that starts like its file (tools.json_lint) stays its name.
			if strings.HasPrefix(t.Name, t.Source) {
				t.Name = prefix + t.Name
			}
			if strings.HasPrefix(t.Anchor, t.Source) {
				t.Anchor = prefix + t.Anchor
			}
		}
		t.Source = out(t.Source)
		r.inner[t.Ref()] = in
	}
	for i := range r.Configs {
		c := &r.Configs[i]
		in := launchconfig.Ref(c)
		c.Source = out(c.Source)
		r.inner[launchconfig.Ref(c)] = in
	}
	for i := range r.Files {
		r.Files[i].Path = out(r.Files[i].Path)
	}
	for i := range r.Errors {
		r.Errors[i].Path = out(r.Errors[i].Path)
	}
	for i := range r.Computed {
		r.Computed[i].Path = out(r.Computed[i].Path)
	}
	for i := range r.Decoded {
		r.Decoded[i].Path = out(r.Decoded[i].Path)
	}
	for i := range r.Notices {
		r.Notices[i].Path = out(r.Notices[i].Path)
		for k := range r.Notices[i].Files {
			r.Notices[i].Files[k].Path = out(r.Notices[i].Files[k].Path)
		}
	}
	if r.namedBy != nil {
		named := make(map[string][]string, len(r.namedBy))
		for p, from := range r.namedBy {
			outs := make([]string, len(from))
			for k, f := range from {
				outs[k] = out(f)
			}
			named[out(p)] = outs
		}
		r.namedBy = named
	}
	for i := range r.Directives {
		r.Directives[i].Path = out(r.Directives[i].Path)
	}
}

// innerRef is the reference a definition was registered under (rebase).
func (r *Result) innerRef(ref detect.ToolRef) detect.ToolRef {
	if in, ok := r.inner[ref]; ok {
		return in
	}
	return ref
}
