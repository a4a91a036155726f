package discover

import (
	"bytes"
	"strconv"
	"strings"
)

// cssHides24 reports whether an element's inline style (lower case, its
// spaces removed) keeps its text from being seen when the Markdown is
// rendered. Besides not displaying it (display:none, visibility:hidden,
// opacity:0), CSS hides text by the techniques accessibility guides list
// for "visually hidden" content and that web authors use to hide it
// outright (WebAIM, "Invisible Content Just for Screen Reader Users";
// the CSS 2.1 and CSS Fonts specifications):
//   - a font too small to read: a size of zero, or of at most 1px or 1pt
//     (a size of 0 in any unit);
//   - text moved off the page: a position, margin or indent of -1000px
//     or further (left:-9999px, text-indent:-10000px);
//   - a box of at most 1px with its overflow hidden, or clipped to
//     nothing (clip:rect(0 0 0 0), clip-path:inset(50%)), or of zero
//     height or width with its overflow hidden;
//   - text the colour of nothing (color:transparent).
//
// A white text colour alone is not hidden: on a dark theme it shows.
func cssHides24(css []byte) bool {
	decl := map[string]string{}
	for _, d := range bytes.Split(css, []byte(";")) {
		k, v, ok := bytes.Cut(d, []byte(":"))
		if ok {
			decl[string(k)] = strings.TrimSuffix(string(v), "!important")
		}
	}
	switch {
	case decl["display"] == "none", decl["visibility"] == "hidden", decl["visibility"] == "collapse",
		decl["color"] == "transparent":
		return true
	}
	if n, unit, ok := cssLength24(decl["opacity"]); ok && unit == "" && n == 0 {
		return true
	}
	if n, unit, ok := cssLength24(decl["font-size"]); ok && (n == 0 || n <= 1 && (unit == "px" || unit == "pt")) {
		return true
	}
	for _, p := range []string{"left", "top", "right", "margin-left", "margin-top", "text-indent"} {
		if n, unit, ok := cssLength24(decl[p]); ok && n <= -1000 && (unit == "px" || unit == "pt") {
			return true
		}
	}
	if strings.HasPrefix(decl["clip"], "rect(0") || decl["clip-path"] == "inset(50%)" || decl["clip-path"] == "inset(100%)" {
		return true
	}
	if decl["overflow"] == "hidden" {
		for _, p := range []string{"width", "height", "max-width", "max-height"} {
			if n, unit, ok := cssLength24(decl[p]); ok && (n == 0 || n <= 1 && unit == "px") {
				return true
			}
		}
	}
	return false
}

// cssLength24 reads a CSS length or number ("-9999px", "0", "1pt",
// "0.5em"): its value, its unit, and whether it was one.
func cssLength24(v string) (float64, string, bool) {
	if v == "" {
		return 0, "", false
	}
	i := 0
	for i < len(v) && (v[i] == '-' || v[i] == '+' || v[i] == '.' || v[i] >= '0' && v[i] <= '9') {
		i++
	}
	n, err := strconv.ParseFloat(v[:i], 64)
	if err != nil {
		return 0, "", false
	}
	return n, v[i:], true
}
