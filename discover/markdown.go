package discover

import (
	"bytes"
	"sort"
)

// The regions of a Markdown body that are not running prose: HTML
// comments (a renderer shows nothing of them), fenced code blocks, and
// the destinations of links and images. A small scanner rather than a
// Markdown library: discovery needs the byte offsets of these few
// constructs and nothing of the rest of the tree, must take any bytes
// without failing (a file that is not good Markdown is still read), and
// must cost nothing in a repository without agent files. It follows
// CommonMark where the regions are decided: a fence is three or more
// backticks or tildes indented at most three spaces, closed by a line of
// the same character at least as long (or the end of the file); a
// comment is "<!--" to the next "-->" outside fenced code; a link or an
// image is "[text](destination)" or "![alt](destination)".
//
// Besides comments, a rendered page keeps other text from its reader
// that the model reads raw (regionHidden, each with what hides it): a
// link reference definition ("[label]: url 'title'", and the
// "[//]: # (...)" comment idiom), a link's title (a tooltip at most), an
// image's alt text (shown only when the image fails), the body of a
// collapsed <details> after its <summary>, the content of an element
// with the hidden attribute or a style that does not display it
// (display:none, visibility:hidden, a zero font size or opacity), the
// text of an HTML attribute that holds prose (alt, title, aria-label ...;
// not the URL, class or style attributes), and text after a run of 40
// or more spaces or tabs inside a line (off the screen of a raw view).
// A hidden region may hold other regions (a fence in <details>): the
// reader of it blanks them (mdHiddenText).

type regionKind uint8

const (
	regionComment regionKind = iota + 1
	regionCode
	regionLink
	regionImage
	regionHidden
)

// mdRegion is one region: its kind and byte span in the body, and for a
// hidden region what hides it.
type mdRegion struct {
	kind     regionKind
	off, end int
	how      string
}

// What hides a hidden region (mdRegion.how).
const (
	hidLinkDef   = "link reference definition"
	hidLinkTitle = "link title"
	hidAlt       = "image alt text"
	hidDetails   = "collapsed <details>"
	hidElement   = "element not displayed"
	hidAttribute = "HTML attribute"
	hidOffscreen = "text after a long run of spaces"
)

// offscreenRun is the run of spaces or tabs inside a line after which
// the rest of the line is off a raw view's screen.
const offscreenRun = 40

// mdRegions finds the regions of a Markdown body, in order.
func mdRegions(b []byte) []mdRegion {
	var out []mdRegion
	inFence := false
	var fenceChar byte
	fenceLen, fenceOff := 0, 0
	for i := 0; i < len(b); {
		end := bytes.IndexByte(b[i:], '\n')
		next := len(b)
		lineEnd := len(b)
		if end >= 0 {
			lineEnd, next = i+end, i+end+1
		}
		line := b[i:lineEnd]
		ch, n := fenceOf(line)
		switch {
		case inFence:
			if ch == fenceChar && n >= fenceLen && len(bytes.TrimSpace(bytes.TrimLeft(bytes.TrimSpace(line), string(ch)))) == 0 {
				out = append(out, mdRegion{regionCode, fenceOff, lineEnd, ""})
				inFence = false
			}
			i = next
			continue
		case n >= 3 && !(ch == '`' && bytes.Count(line, []byte("`")) > n):
			inFence, fenceChar, fenceLen, fenceOff = true, ch, n, i
			i = next
			continue
		}
		if n := linkDefinition(line); n > 0 {
			// Not rendered at all: the label, the destination and the
			// title are the model's alone.
			out = append(out, mdRegion{regionHidden, i, lineEnd, hidLinkDef})
			i = next
			continue
		}
		if k := offscreenAt(line); k > 0 {
			out = append(out, mdRegion{regionHidden, i + k, lineEnd, hidOffscreen})
		}
		// Inline constructs: a comment may run over several lines.
		j := i
		for j < lineEnd {
			switch {
			case b[j] == '<' && j+1 < lineEnd && isASCIILetter(b[j+1]):
				j = htmlTag(b, j, lineEnd, &out)
			case bytes.HasPrefix(b[j:], []byte("<!--")):
				k := bytes.Index(b[j+4:], []byte("-->"))
				stop := len(b)
				if k >= 0 {
					stop = j + 4 + k + 3
				}
				out = append(out, mdRegion{regionComment, j, stop, ""})
				j = stop
				if stop > lineEnd {
					// The comment ran past this line: go on after it.
					lineEnd = stop
					if e := bytes.IndexByte(b[stop:], '\n'); e >= 0 {
						next = stop + e + 1
						lineEnd = stop + e
					} else {
						next, lineEnd = len(b), len(b)
					}
				}
			case b[j] == '`':
				// A code span: skip to its closing run.
				k := j
				for k < lineEnd && b[k] == '`' {
					k++
				}
				if c := bytes.Index(b[k:lineEnd], b[j:k]); c >= 0 {
					j = k + c + (k - j)
				} else {
					j = k
				}
			case b[j] == ']' && j+1 < lineEnd && b[j+1] == '(':
				close := bytes.IndexByte(b[j+2:lineEnd], ')')
				if close < 0 {
					j++
					continue
				}
				kind := regionLink
				if open := bytes.LastIndex(b[i:j], []byte("[")); open > 0 && b[i+open-1] == '!' {
					kind = regionImage
					if alt := bytes.TrimSpace(b[i+open+1 : j]); len(alt) > 0 {
						out = append(out, mdRegion{regionHidden, i + open + 1, j, hidAlt})
					}
				}
				out = append(out, mdRegion{kind, j + 2, j + 2 + close, ""})
				if t0, t1 := linkTitle(b[j+2 : j+2+close]); t1 > t0 {
					out = append(out, mdRegion{regionHidden, j + 2 + t0, j + 2 + t1, hidLinkTitle})
				}
				j += 2 + close
			default:
				j++
			}
		}
		i = next
	}
	if inFence {
		out = append(out, mdRegion{regionCode, fenceOff, len(b), ""})
	}
	sort.SliceStable(out, func(x, y int) bool { return out[x].off < out[y].off })
	return out
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// linkDefinition: line is a link reference definition (CommonMark 4.7):
// up to three spaces, "[label]:", a destination. A footnote ("[^1]: ...")
// is rendered, so it is not one. Returns the line's length, or 0.
func linkDefinition(line []byte) int {
	k := 0
	for k < len(line) && k < 3 && line[k] == ' ' {
		k++
	}
	if k >= len(line) || line[k] != '[' || k+1 < len(line) && line[k+1] == '^' {
		return 0
	}
	c := bytes.Index(line[k:], []byte("]:"))
	if c < 2 || bytes.IndexByte(line[k+1:k+c], ']') >= 0 {
		return 0
	}
	if len(bytes.TrimSpace(line[k+c+2:])) == 0 {
		return 0
	}
	return len(line)
}

// offscreenAt: the offset in line of the first visible character after a
// run of offscreenRun spaces or tabs that follows visible text, or 0.
func offscreenAt(line []byte) int {
	seen, run := false, 0
	for k, c := range line {
		switch {
		case c == ' ' || c == '\t':
			run++
		case seen && run >= offscreenRun:
			return k
		default:
			seen, run = true, 0
		}
	}
	return 0
}

// linkTitle: the title inside a link's parentheses (after the
// destination and white space, in double or single quotes or in
// parentheses), as offsets of its text in dest; 0, 0 without one.
func linkTitle(dest []byte) (int, int) {
	k := bytes.IndexAny(dest, " \t")
	if k < 0 {
		return 0, 0
	}
	for k < len(dest) && (dest[k] == ' ' || dest[k] == '\t') {
		k++
	}
	if k >= len(dest) {
		return 0, 0
	}
	q := dest[k]
	if q == '(' {
		q = ')'
	} else if q != '"' && q != '\'' {
		return 0, 0
	}
	e := bytes.LastIndexByte(dest, q)
	if e <= k {
		return 0, 0
	}
	return k + 1, e
}

// shownAttributes are the HTML attributes whose value is not text for a
// reader (a URL, a class list, a style, SVG geometry): HTML's own
// vocabulary, not prose.
var shownAttributes = map[string]bool{"href": true, "src": true, "srcset": true, "sizes": true, "class": true,
	"style": true, "id": true, "d": true, "points": true, "viewbox": true, "transform": true, "media": true,
	"width": true, "height": true, "align": true, "type": true, "rel": true, "target": true}

// htmlTag reads the HTML tag opening at b[j] ("<" and a letter) up to
// lineEnd: the prose of its attributes is hidden (alt, title, aria-*),
// and so is the content of a collapsed <details> after its <summary> and
// of an element the tag hides (the hidden attribute; a style that does
// not display it or keeps it from being seen: cssHides). It
// returns where scanning goes on: after the tag (the content is scanned
// as usual, its own regions inside the hidden one).
func htmlTag(b []byte, j, lineEnd int, out *[]mdRegion) int {
	k := j + 1
	for k < lineEnd && (isASCIILetter(b[k]) || b[k] >= '0' && b[k] <= '9' || b[k] == '-') {
		k++
	}
	name := bytes.ToLower(b[j+1 : k])
	hides, open := false, false
	for k < lineEnd && b[k] != '>' {
		if b[k] == ' ' || b[k] == '\t' || b[k] == '/' {
			k++
			continue
		}
		a := k
		for k < lineEnd && b[k] != '=' && b[k] != '>' && b[k] != ' ' && b[k] != '\t' && b[k] != '/' {
			k++
		}
		attr := string(bytes.ToLower(b[a:k]))
		if attr == "" {
			k++
			continue
		}
		v0, v1 := k, k
		if k < lineEnd && b[k] == '=' {
			k++
			if k < lineEnd && (b[k] == '"' || b[k] == '\'') {
				q := b[k]
				e := bytes.IndexByte(b[k+1:lineEnd], q)
				if e < 0 {
					return lineEnd
				}
				v0, v1, k = k+1, k+1+e, k+2+e
			} else {
				v0 = k
				for k < lineEnd && b[k] != ' ' && b[k] != '\t' && b[k] != '>' {
					k++
				}
				v1 = k
			}
		}
		val := bytes.ToLower(b[v0:v1])
		switch {
		case attr == "hidden":
			hides = true
		case attr == "open":
			open = true
		case attr == "style":
			css := bytes.ReplaceAll(val, []byte(" "), nil)
			hides = hides || cssHides(css) // hidden_regions.go
		case !shownAttributes[attr] && bytes.IndexByte(bytes.TrimSpace(b[v0:v1]), ' ') > 0:
			*out = append(*out, mdRegion{regionHidden, v0, v1, hidAttribute})
		}
	}
	if k >= lineEnd {
		return lineEnd
	}
	k++ // past ">"
	details := string(name) == "details" && !open
	if !hides && !details || b[k-2] == '/' {
		return k
	}
	closeAt := closingTag(b, k, name)
	if closeAt < 0 {
		return k
	}
	from, how := k, hidElement
	if details {
		how = hidDetails
		if s := bytes.Index(bytes.ToLower(b[k:closeAt]), []byte("</summary>")); s >= 0 {
			from = k + s + len("</summary>")
		}
	}
	if len(bytes.TrimSpace(b[from:closeAt])) > 0 {
		*out = append(*out, mdRegion{regionHidden, from, closeAt, how})
	}
	return k
}

// closingTag: the offset of the tag that closes element name whose
// content starts at k, counting nested elements of the same name; -1
// when none does.
func closingTag(b []byte, k int, name []byte) int {
	low := bytes.ToLower(b[k:])
	openTag, closeTag := append([]byte("<"), name...), append(append([]byte("</"), name...), '>')
	depth := 0
	for p := 0; p < len(low); {
		c := bytes.Index(low[p:], closeTag)
		if c < 0 {
			return -1
		}
		o := bytes.Index(low[p:], openTag)
		if o >= 0 && o < c {
			if e := p + o + len(openTag); e < len(low) && (low[e] == '>' || low[e] == ' ' || low[e] == '\t' || low[e] == '\n') {
				depth++
			}
			p += o + len(openTag)
			continue
		}
		if depth == 0 {
			return k + p + c
		}
		depth--
		p += c + len(closeTag)
	}
	return -1
}

// fenceOf: a line that opens or closes a fence, its character and run.
func fenceOf(line []byte) (byte, int) {
	k := 0
	for k < len(line) && k < 4 && line[k] == ' ' {
		k++
	}
	if k > 3 || k >= len(line) || line[k] != '`' && line[k] != '~' {
		return 0, 0
	}
	c := line[k]
	n := 0
	for k+n < len(line) && line[k+n] == c {
		n++
	}
	return c, n
}
