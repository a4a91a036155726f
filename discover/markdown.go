package discover

import "bytes"

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

type regionKind uint8

const (
	regionComment regionKind = iota + 1
	regionCode
	regionLink
	regionImage
)

// mdRegion is one region: its kind and byte span in the body.
type mdRegion struct {
	kind     regionKind
	off, end int
}

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
				out = append(out, mdRegion{regionCode, fenceOff, lineEnd})
				inFence = false
			}
			i = next
			continue
		case n >= 3 && !(ch == '`' && bytes.Count(line, []byte("`")) > n):
			inFence, fenceChar, fenceLen, fenceOff = true, ch, n, i
			i = next
			continue
		}
		// Inline constructs: a comment may run over several lines.
		j := i
		for j < lineEnd {
			switch {
			case bytes.HasPrefix(b[j:], []byte("<!--")):
				k := bytes.Index(b[j+4:], []byte("-->"))
				stop := len(b)
				if k >= 0 {
					stop = j + 4 + k + 3
				}
				out = append(out, mdRegion{regionComment, j, stop})
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
				}
				out = append(out, mdRegion{kind, j + 2, j + 2 + close})
				j += 2 + close
			default:
				j++
			}
		}
		i = next
	}
	if inFence {
		out = append(out, mdRegion{regionCode, fenceOff, len(b)})
	}
	return out
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
