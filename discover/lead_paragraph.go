package discover

import "bytes"

// leadParagraph is the paragraph that leads to the block at off
// in body: the non-blank lines right before it, joined by spaces, list
// and heading marks taken from their start. A lead's order can stand on
// an earlier line of its paragraph ("Before formatting, bring the shared
// formatter up to date. This step is\nmandatory and comes first:"), which
// the block's last line alone (leadLine) does not hold.
func leadParagraph(body []byte, off int) string {
	end := off
	var lines [][]byte
	for end > 0 && len(lines) < 6 {
		start := bytes.LastIndexByte(body[:max(end-1, 0)], '\n') + 1
		line := bytes.TrimSpace(body[start:end])
		if len(line) == 0 {
			if len(lines) > 0 {
				break
			}
		} else {
			heading := line[0] == '#'
			if heading && len(lines) > 0 {
				break // a heading closes the paragraph above the lead
			}
			lines = append(lines, bytes.TrimLeft(line, "#>-*+ \t"))
			if heading {
				break
			}
		}
		if start == 0 {
			break
		}
		end = start
	}
	var b bytes.Buffer
	for i := len(lines) - 1; i >= 0; i-- {
		b.Write(lines[i])
		if i > 0 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}
