package discover

import (
	"bytes"
	"strconv"
	"strings"
)

// cssHides reports whether an element's inline style (lower case, its
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
func cssHides(css []byte) bool {
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
	if n, unit, ok := cssLength(decl["opacity"]); ok && unit == "" && n == 0 {
		return true
	}
	if n, unit, ok := cssLength(decl["font-size"]); ok && (n == 0 || n <= 1 && (unit == "px" || unit == "pt")) {
		return true
	}
	for _, p := range []string{"left", "top", "right", "margin-left", "margin-top", "text-indent"} {
		if n, unit, ok := cssLength(decl[p]); ok && n <= -1000 && (unit == "px" || unit == "pt") {
			return true
		}
	}
	if strings.HasPrefix(decl["clip"], "rect(0") || decl["clip-path"] == "inset(50%)" || decl["clip-path"] == "inset(100%)" {
		return true
	}
	if decl["overflow"] == "hidden" {
		for _, p := range []string{"width", "height", "max-width", "max-height"} {
			if n, unit, ok := cssLength(decl[p]); ok && (n == 0 || n <= 1 && unit == "px") {
				return true
			}
		}
	}
	return false
}

// cssLength reads a CSS length or number ("-9999px", "0", "1pt",
// "0.5em"): its value, its unit, and whether it was one.
func cssLength(v string) (float64, string, bool) {
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

// frontComment is a run of YAML comment lines in a front matter: its
// text (each line's "#" marks blanked, so the lines read as prose) and
// its offset in the file.
type frontComment struct {
	text string
	off  int
}

// frontComments are the runs of whole-line YAML comments in front
// matter fm (the file's first bytes, its opening "---" line included):
// text no renderer shows (GitHub renders front matter as a table of its
// keys; a YAML comment is not in it) and the agent reads with the file,
// a region only the model sees, like an HTML comment in the body. Only
// a comment at the line's start, among the top-level keys, is one: an
// indented "#" line is a nested value's documentation (a maintainer's
// note under metadata:) or, in a block scalar (a hook's script), no
// comment at all but the scalar's text.
func frontComments(fm []byte) []frontComment {
	var out []frontComment
	start, end := -1, -1
	flush := func() {
		if start >= 0 {
			b := []byte(string(fm[start:end]))
			for i := start; i < end; i++ {
				if fm[i] == '#' && (i == start || fm[i-1] == '\n') {
					b[i-start] = ' '
				}
			}
			if len(bytes.TrimSpace(b)) > 0 {
				out = append(out, frontComment{string(b), start})
			}
		}
		start, end = -1, -1
	}
	for i := bytes.IndexByte(fm, '\n') + 1; i > 0 && i < len(fm); {
		next := len(fm)
		lineEnd := len(fm)
		if e := bytes.IndexByte(fm[i:], '\n'); e >= 0 {
			lineEnd, next = i+e, i+e+1
		}
		if i < lineEnd && fm[i] == '#' {
			if start < 0 {
				start = i
			}
			end = strings.LastIndexFunc(string(fm[:lineEnd]), func(r rune) bool { return r != '\r' }) + 1
		} else {
			flush()
		}
		i = next
	}
	flush()
	return out
}
